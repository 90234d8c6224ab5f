-- A worker takes the lane's next job in (run_at, id) order. Without id in the index, jobs queued
-- at the same moment (a step's emails, a burst of thousands) were all read and sorted at every
-- claim, so each email cost more the longer the queue.
DROP INDEX jobs_due;
CREATE INDEX jobs_due ON jobs (lane, run_at, id) WHERE failed_at IS NULL;
