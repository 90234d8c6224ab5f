# Rámec webu: záhlaví a volba jazyka v patičce každé stránky.
site-nav = Web
site-games = Hry
site-leagues = Ligy
site-language = Jazyk

# Stránka účtu.
account-language = Jazyk vašich stránek a e-mailů
