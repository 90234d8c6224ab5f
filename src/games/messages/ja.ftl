list-comma = 、
list-and = { $rest }、{ $last }
# Words as given, not of the catalogue.
games-verbatim = { $text }
list-or = { $rest }、または{ $last }
# The words of reply commands every game shares. A word's message is how the language writes it;
# `.also` gives more ways a player may write it, separated by commas. English is always read too.
games-word-ok = OK
    .also = 了解
games-word-and = と
# Why a name in a reply cannot be read: { $choices } is what may be named, numbered.
games-find-missing = 一覧の名前か番号を書いてください。
games-find-no-number = 一覧に{ $n }番はありません：{ $choices }。
games-find-unknown = 「{ $wanted }」は今は選べません：{ $choices }。
games-find-ambiguous = 「{ $wanted }」は{ $names }のどれか分かりません。名前をもっと書くか、番号を書いてください。
games-numbered = { $n } { $name }
# What ends a sentence.
games-full-stop = 。
