DROP TABLE steps;
DROP TABLE submissions;
DROP TABLE seat_links;
DROP TABLE seats;
DROP TABLE games;
