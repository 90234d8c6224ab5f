DROP TABLE finished_histories;
DROP TABLE snapshots;
