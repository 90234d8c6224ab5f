list-comma = ,{" "}
list-and = { $rest } and { $last }
# Words as given, not of the catalogue.
games-verbatim = { $text }
