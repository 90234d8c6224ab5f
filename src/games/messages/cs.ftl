list-comma = ,{" "}
list-and = { $rest } a { $last }
# Words as given, not of the catalogue.
games-verbatim = { $text }
