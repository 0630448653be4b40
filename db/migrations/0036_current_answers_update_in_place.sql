-- A guest's current answer is replaced in place (a HOT update) rather than written anew with a new
-- entry in each index (ADR 065). The unique index on submission_id changed at every answer, so no
-- update could stay on its page: under a stream of answers the table and its primary key filled with
-- dead versions, and each answer's lookups walked through them. The foreign key to the history stays
-- (a submission is deleted only with its guest, who takes their current answer with them), and
-- half of each page is kept free for the next versions of its rows.
ALTER TABLE rsvps DROP CONSTRAINT rsvps_submission_id_key;
ALTER TABLE rsvps SET (fillfactor = 50);
