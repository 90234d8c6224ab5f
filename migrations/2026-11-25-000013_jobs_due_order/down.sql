DROP INDEX jobs_due;
CREATE INDEX jobs_due ON jobs (lane, run_at) WHERE failed_at IS NULL;
