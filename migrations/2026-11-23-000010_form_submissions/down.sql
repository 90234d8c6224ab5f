DROP TABLE form_submissions;
