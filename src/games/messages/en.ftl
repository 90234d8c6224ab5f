list-comma = ,{" "}
list-and = { $rest } and { $last }
# Words as given, not of the catalogue.
games-verbatim = { $text }
list-or = { $rest } or { $last }
# The words of reply commands every game shares. A word's message is how the language writes it;
# `.also` gives more ways a player may write it, separated by commas. English is always read too.
games-word-ok = ok
    .also = okay
games-word-and = and
# Why a name in a reply cannot be read: { $choices } is what may be named, numbered.
games-find-missing = Write a name or a number from the list.
games-find-no-number = There is no number { $n } in the list: { $choices }.
games-find-unknown = "{ $wanted }" is not one you can name now: { $choices }.
games-find-ambiguous = "{ $wanted }" could be { $names }: write more of the name, or its number.
games-numbered = { $n } { $name }
# What ends a sentence.
games-full-stop = .
