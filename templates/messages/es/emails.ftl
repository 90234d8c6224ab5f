# The emails: their frames, subjects and the lines every kind shares.
