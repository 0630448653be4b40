-- The French edition (ADR 019): each guest's language, in which their mail is written and their
-- invitation's private link opens. The hosts choose it; a guest's RSVP sets it to the language of
-- the page they answered on.
ALTER TABLE guests
  ADD COLUMN language text NOT NULL DEFAULT 'en' CHECK (language IN ('en', 'fr'));
