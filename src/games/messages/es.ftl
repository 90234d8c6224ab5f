list-comma = ,{" "}
list-and = { $rest } y { $last }
# Words as given, not of the catalogue.
games-verbatim = { $text }
list-or = { $rest } o { $last }
# The words of reply commands every game shares. A word's message is how the language writes it;
# `.also` gives more ways a player may write it, separated by commas. English is always read too.
games-word-ok = vale
    .also = ok, de acuerdo
games-word-and = y
# Why a name in a reply cannot be read: { $choices } is what may be named, numbered.
games-find-missing = Escribe un nombre o un número de la lista.
games-find-no-number = No hay ningún número { $n } en la lista: { $choices }.
games-find-unknown = «{ $wanted }» no está entre lo que puedes nombrar ahora: { $choices }.
games-find-ambiguous = «{ $wanted }» puede ser { $names }: escribe más del nombre, o su número.
games-numbered = { $n } { $name }
# What ends a sentence.
games-full-stop = .
