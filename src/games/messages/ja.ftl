list-comma = 、
list-and = { $rest }、{ $last }
# Words as given, not of the catalogue.
games-verbatim = { $text }
