-- Each time the hosts export a dinner's kitchen sheet for the caterer (ADR 081, as the shuttle
-- manifests in ADR 050): the lines as sent, so the next export says which tables changed since.
CREATE TABLE kitchen_sheet_exports (
  -- In the order the exports were made: the highest is the latest.
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  event text NOT NULL CHECK (event IN ('welcomeDinner', 'cocktailAndReception')),
  exported_at timestamptz NOT NULL DEFAULT now(),
  -- [{ "table", "people", "meat", "fish", "vegetarian", "kids", "allergies": [text] }], as exported.
  tables jsonb NOT NULL CHECK (jsonb_typeof(tables) = 'array')
);

CREATE INDEX kitchen_sheet_exports_event_idx ON kitchen_sheet_exports (event, id DESC);
