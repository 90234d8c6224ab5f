list-comma = ,{" "}
list-and = { $rest } y { $last }
# Words as given, not of the catalogue.
games-verbatim = { $text }
