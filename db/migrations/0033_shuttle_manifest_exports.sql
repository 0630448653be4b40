-- Each time the hosts export a run's manifest for the coach company (ADR 050): who was on
-- it then, so the next manifest says who was added, who was removed and whose seats changed since.
-- One row per export, kept (the latest per run is what the coach company was last sent).
CREATE TABLE shuttle_manifest_exports (
  -- In the order the exports were made: the highest is the latest.
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  run_id uuid NOT NULL REFERENCES shuttle_runs (id),
  exported_at timestamptz NOT NULL DEFAULT now(),
  -- [{ "partyId": uuid, "name": text, "seats": int, "phone": text | null }], as exported.
  passengers jsonb NOT NULL CHECK (jsonb_typeof(passengers) = 'array')
);

CREATE INDEX shuttle_manifest_exports_run_idx ON shuttle_manifest_exports (run_id, id DESC);
