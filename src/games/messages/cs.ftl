list-comma = ,{" "}
list-and = { $rest } a { $last }
# Words as given, not of the catalogue.
games-verbatim = { $text }
list-or = { $rest } nebo { $last }
# The words of reply commands every game shares. A word's message is how the language writes it;
# `.also` gives more ways a player may write it, separated by commas. English is always read too.
games-word-ok = ok
games-word-and = a
# Why a name in a reply cannot be read: { $choices } is what may be named, numbered.
games-find-missing = Napište název nebo číslo ze seznamu.
games-find-no-number = Číslo { $n } v seznamu není: { $choices }.
games-find-unknown = „{ $wanted }“ teď uvést nemůžete: { $choices }.
games-find-ambiguous = „{ $wanted }“ může být { $names }: napište víc z názvu, nebo jeho číslo.
games-numbered = { $n } { $name }
# What ends a sentence.
games-full-stop = .
