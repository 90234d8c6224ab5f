-- Every job is deleted once done, so the jobs table is nearly all dead rows under load, and a
-- claim reads past each of them in the due index until a vacuum removes them. PostgreSQL's
-- defaults wait for dead rows to reach a fifth of the table (a backlog of a million queued jobs
-- postpones the vacuum for 200,000 completions) and pace the vacuum to spare other work. For
-- this table, vacuum at every autovacuum round that finds a thousand dead rows, at full speed:
-- it is small once cleaned.
ALTER TABLE jobs SET (
    autovacuum_vacuum_scale_factor = 0,
    autovacuum_vacuum_threshold = 1000,
    autovacuum_vacuum_cost_delay = 0,
    autovacuum_analyze_scale_factor = 0,
    autovacuum_analyze_threshold = 1000
);
