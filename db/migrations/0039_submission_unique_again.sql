-- A history row is the current answer of one guest at most, as migration 0001 had it: the unique
-- constraint 0036 dropped to keep a benchmark's updates on their page is back (ADR 068). The
-- database, not only the statement that writes an answer, refuses a second current answer pointing
-- at the same submission. fillfactor (0036) and random_page_cost (0037) stay: one setting each.
ALTER TABLE rsvps ADD CONSTRAINT rsvps_submission_id_key UNIQUE (submission_id);
