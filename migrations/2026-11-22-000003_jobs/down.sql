DROP TABLE notifications;
DROP TABLE jobs;
