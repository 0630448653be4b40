-- A notice's text rules as the service says them (ADR 055): a tag is `<` then a letter, `/`, `!` or
-- `?`, up to a `>`, so "I <3 you" and "-> the beach" are text; length() counts characters (an emoji
-- is one), as the service does.
ALTER TABLE announcements DROP CONSTRAINT announcements_en_check;
ALTER TABLE announcements DROP CONSTRAINT announcements_fr_check;
ALTER TABLE announcements ADD CONSTRAINT announcements_en_check
  CHECK (en = btrim(en) AND length(en) BETWEEN 1 AND 500 AND en !~ '<[A-Za-z/!?][^<>]*>');
ALTER TABLE announcements ADD CONSTRAINT announcements_fr_check
  CHECK (fr = btrim(fr) AND length(fr) BETWEEN 1 AND 500 AND fr !~ '<[A-Za-z/!?][^<>]*>');
