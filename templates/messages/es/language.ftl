## What Missive needs to know of a language besides its messages. A new language is a folder
## beside this one with its own copy of every file, this one included.

# Its name in itself, as the language switch shows it.
language-name = Español
# The locale of its names of days and months, as chrono names it: en_US, es_ES, cs_CZ, ja_JP.
language-locale = es_ES
# What separates a number's decimals.
language-decimal = ,
# How a time, a date and a day in words are written, as chrono's strftime patterns.
language-time = %a %-d %b %Y, %H:%M
language-date = %a %-d %b %Y
language-day = %A %-d de %B
# "lower" where the names of days and months are written in lower case, whatever case the
# locale gives them; "as-given" otherwise.
language-case = as-given
