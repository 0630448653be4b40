-- Travel (ADR 046): the shuttle runs the hosts put on, each party's arrival, departure
-- and stay, and the seats each party takes on each run. The service checks every rule with a
-- sentence; the constraints below are the last line of defence, whatever code writes the rows.

-- A coach or a minibus at a time from one place to another (times in UTC, shown in Paris time).
-- A run is cancelled, never deleted: its passengers are told, and its seats stay on record.
CREATE TABLE shuttle_runs (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  from_place text NOT NULL CHECK (btrim(from_place) <> '' AND length(from_place) <= 200),
  to_place text NOT NULL CHECK (btrim(to_place) <> '' AND length(to_place) <= 200),
  departs_at timestamptz NOT NULL,
  capacity integer NOT NULL CHECK (capacity > 0 AND capacity <= 500),
  cancelled_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX shuttle_runs_departs_idx ON shuttle_runs (departs_at);

-- One row per party: what its last submission said. A journey and a stay are whole or absent.
CREATE TABLE party_travel (
  party_id uuid PRIMARY KEY REFERENCES parties (id) ON DELETE CASCADE,
  arrival_at timestamptz,
  arrival_mode text CHECK (arrival_mode IN ('FLIGHT', 'TRAIN', 'CAR', 'OTHER')),
  arrival_number text CHECK (arrival_number IS NULL OR length(arrival_number) <= 40),
  arrival_place text CHECK (arrival_place IS NULL OR length(arrival_place) <= 200),
  departure_at timestamptz,
  departure_mode text CHECK (departure_mode IN ('FLIGHT', 'TRAIN', 'CAR', 'OTHER')),
  departure_number text CHECK (departure_number IS NULL OR length(departure_number) <= 40),
  departure_place text CHECK (departure_place IS NULL OR length(departure_place) <= 200),
  stay_hotel text CHECK (stay_hotel IS NULL OR (btrim(stay_hotel) <> '' AND length(stay_hotel) <= 200)),
  stay_check_in date,
  stay_check_out date,
  stay_booked boolean,
  updated_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT party_travel_arrival_whole CHECK ((arrival_at IS NULL) = (arrival_mode IS NULL)),
  CONSTRAINT party_travel_departure_whole CHECK ((departure_at IS NULL) = (departure_mode IS NULL)),
  CONSTRAINT party_travel_stay_whole CHECK (
    (stay_hotel IS NULL) = (stay_check_in IS NULL)
    AND (stay_hotel IS NULL) = (stay_check_out IS NULL)
    AND (stay_hotel IS NULL) = (stay_booked IS NULL)
  ),
  CONSTRAINT party_travel_check_out_after_check_in CHECK (stay_check_out > stay_check_in),
  CONSTRAINT party_travel_departure_after_arrival CHECK (departure_at >= arrival_at)
);

CREATE INDEX party_travel_arrival_idx ON party_travel (arrival_at) WHERE arrival_at IS NOT NULL;

-- The seats a party takes on a run. A run's free capacity is its capacity less every party's seats;
-- the service locks the run (FOR UPDATE) before it counts them, so two parties never both get the
-- last seats.
CREATE TABLE shuttle_seats (
  party_id uuid NOT NULL REFERENCES parties (id) ON DELETE CASCADE,
  run_id uuid NOT NULL REFERENCES shuttle_runs (id),
  seats integer NOT NULL CHECK (seats > 0),
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (party_id, run_id)
);

CREATE INDEX shuttle_seats_run_idx ON shuttle_seats (run_id);
