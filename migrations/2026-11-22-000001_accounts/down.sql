DROP TABLE sign_in_requests;
DROP TABLE login_tokens;
DROP TABLE users;
