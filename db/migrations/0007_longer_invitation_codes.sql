-- Invitation codes printed from now on have 8 characters (31^8, about 850 billion): the 6 of the
-- first cards (31^6, under a billion) could be swept in hours (ADR 008). Those cards keep working,
-- so both lengths are valid, from the same alphabet: no 0/O, 1/I/L.
ALTER TABLE guests DROP CONSTRAINT guests_invitation_code_check;
ALTER TABLE guests ADD CONSTRAINT guests_invitation_code_check
  CHECK (invitation_code ~ '^([A-HJKMNP-Z2-9]{6}|[A-HJKMNP-Z2-9]{8})$');
