-- The site's database is read from memory, so PostgreSQL is told a page read at random costs about
-- what a page read in order does (1.1 against its default of 4, which prices a spinning disk), for
-- every new session on this database (ADR 066). A foreign key's check (such as an answer's, on its
-- history row) is planned once per connection: priced for a disk, a lookup by primary key lost to
-- reading the whole table while the table was small, and the connection kept that plan while the
-- table grew. Only the database's owner may set this; under another role the site keeps the
-- default, as before.
DO $$
BEGIN
  EXECUTE format('ALTER DATABASE %I SET random_page_cost = 1.1', current_database());
EXCEPTION WHEN insufficient_privilege THEN
  RAISE NOTICE 'random_page_cost left as it is: only the database''s owner may set it';
END
$$;
