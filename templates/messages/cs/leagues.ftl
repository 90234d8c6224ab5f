# Ligy: jejich stránky, sezóny, tabulky a rating a jejich e-maily.

# Seznam lig.
leagues-title = Ligy
leagues-about = Liga hraje sezóny naplánovaných her: každý člen odehraje stejný počet her u stolů velkých podle dané hry (3 až 5 hráčů, nebo 2 až 4) a hraje o ligové body a rating.
leagues-start = Založit ligu
leagues-sign-in-to-start = Přihlaste se a založte ligu
leagues-none = Zatím tu není žádná liga.
leagues-left = Z ligy jste odešli.

# Stránka ligy.
league-pod-size = hry po { $size } hráčích, kde to jde
league-hours-per-decision = { $hours ->
    [one] { $hours } hodina
    [few] { $hours } hodiny
   *[other] { $hours } hodin
} na rozhodnutí
league-no-deadlines = bez termínů
league-points-by-place = ligové body podle umístění: { $points }
league-members-only = jen pro členy
league-public = veřejná
league-ratings = Rating hráčů
league-season = Sezóna { $number }
league-season-final = Sezóna { $number }: konečné tabulky
league-season-games = hry sezóny
league-seasons = Sezóny
league-start-now = Zahájit hned
league-members = Členové ({ $count })
league-organizer = organizátor
league-member-rating = rating { $rating }
league-make-organizer = Jmenovat organizátorem
league-leave-hint = Pokud odejdete během sezóny, vaše hry v ní pokračují: rozhodnutí za vás udělají vaše stálé pokyny nebo výchozí volba a organizátor může vaše místo dát někomu jinému.
league-leave = Odejít z ligy
league-how-to-join = Chcete-li se připojit, požádejte organizátora o pozvánku nebo o odkaz pro vstup do ligy.
league-already-member = Už jste členem?
league-sign-in = Přihlásit se
league-done-invited = Pozvánky jsou na cestě.
league-done-joined = Vítejte: jste členem této ligy.
league-done-organizer = Liga má o jednoho organizátora víc.
league-done-planned = Sezóna je naplánovaná; začne v určený den.
league-done-started = Sezóna začala: každý člen má své hry.
league-back = Zpět na stránku ligy

# Co dělají organizátoři ligy na její stránce.
league-organize = Organizace
league-join-link-made = Odkaz pro vstup do ligy (ukáže se jen teď; kdykoli můžete vytvořit nový, a tento pak přestane fungovat):
league-invite = Pozvat e-mailem
league-invite-emails = E-mailové adresy oddělené čárkami nebo řádky
league-invite-send = Poslat pozvánky
league-make-join-link = Vytvořit nový odkaz pro vstup
league-plan-next = Naplánovat další sezónu
league-plan-change = Změnit naplánovanou sezónu
league-plan-first-day = První den (UTC)
league-plan-last-day = Poslední den (UTC)
league-plan-games-each = Počet her na člena
league-plan-hint = Na začátku se naplánují hry všech členů a začnou najednou; kdo se připojí později, hraje až v další sezóně. Hry, které na konci ještě běží, se dohrají výchozími rozhodnutími.
league-plan = Naplánovat sezónu
league-plan-later = Další sezónu lze naplánovat, až probíhající sezóna skončí.

# Založení ligy.
league-new-title = Nová liga
league-new-heading = Nová liga hry { $game }
league-new-instead = Založit místo toho ligu hry { $game }
league-new-name = Název
league-new-description = O čem liga je (nepovinné)
league-new-deadlines = Termíny her ligy
league-new-hours = Čas na každé rozhodnutí (v tahové hře na jeden tah)
league-new-no-deadline = Bez termínu
league-new-hours-choice = { $hours ->
    [one] { $hours } hodina
    [few] { $hours } hodiny
   *[other] { $hours } hodin
}
league-new-reminders = Připomínky
league-new-absence-days = Kolik dní nepřítomnosti si může každý hráč v jedné hře ohlásit
league-new-pod-size = Počet hráčů u stolu, o který se rozpis snaží
league-new-divisions = Počet divizí v první sezóně
league-new-divisions-hint = Každá divize potřebuje aspoň 3 členy; členové se rozdělí podle ratingu.
league-new-promote = Kolik členů z každé divize na konci sezóny postupuje
league-new-relegate = Kolik členů z každé divize na konci sezóny sestupuje
league-new-points = Ligové body podle umístění, pro každou velikost stolu
league-new-points-how = Jeden řádek pro každou velikost stolu: velikost, dvojtečka a pak body za 1., 2., … místo, oddělené čárkami nebo mezerami. Například pro stoly po 4 hráčích:
league-new-points-ties = Hráči, kteří se dělí o místo, se dělí i o jeho body. Při rovnosti v tabulce rozhoduje součet VB, potom hry, které spolu hráči se stejným počtem bodů odehráli.
league-new-visibility = Kdo smí vidět ligu, její tabulky a hry
league-new-anyone = Kdokoli
league-new-members-only = Jen její členové
league-new-start = Založit ligu

# Vstup do ligy odkazem pro vstup nebo e-mailovou pozvánkou.
league-join-title = Vstup do ligy { $league }
league-join-about = Členové hrají e-mailem naplánované sezóny hry { $game }: na začátku každé sezóny se naplánují hry všech členů a každá hra vám pošle e-mail, když je na vás řada. Odejít můžete kdykoli.
league-join-sign-in-first = Chcete-li vstoupit tímto odkazem, nejprve se přihlaste (pošleme vám e-mailem odkaz) a potom tento odkaz pro vstup otevřete znovu.
league-join = Vstoupit do ligy

# Stránka sezóny a její tabulky.
season-heading = { $league }: sezóna { $number }
season-days = { $first } – { $last }
season-games-each = { $count ->
    [one] { $count } hra
    [few] { $count } hry
   *[other] { $count } her
} na člena
season-starts-on-its-date = začne v určený den
season-not-started = zatím nezačala
season-under-way = probíhá
season-finished = skončila
season-finished-final = skončila: tabulky jsou konečné
season-tables = Tabulky
season-games = Hry
season-game-round = { $round }. kolo
season-game-in-division = Divize { $division }, { $round }. kolo
season-game-won-by = 1. místo: { $names }
season-game-abandoned = ukončená
season-game-by-default = dohraná výchozími rozhodnutími, když sezóna skončila
division-heading = Divize { $number }
division-standings = Pořadí
league-column-member = Člen
league-column-games = Hry
division-column-points = Body
division-column-vp = VB
division-column-wins = Výhry
division-left = (už není v lize)
division-by-default = { $count ->
    [one] { $count } hra této divize ještě běžela, když sezóna skončila, a byla dohrána výchozími rozhodnutími; její výsledek se počítá.
    [few] { $count } hry této divize ještě běžely, když sezóna skončila, a byly dohrány výchozími rozhodnutími; jejich výsledky se počítají.
   *[other] { $count } her této divize ještě běželo, když sezóna skončila, a bylo dohráno výchozími rozhodnutími; jejich výsledky se počítají.
}

# Rating: žebříček a rating jednoho člena v čase.
ratings-title = Rating hráčů
ratings-heading = { $league }: rating hráčů
ratings-about = Každá dohraná ligová hra posune rating svých hráčů (metodou Weng-Lin: každá dvojice hráčů ve hře se porovná podle umístění). Zobrazený rating je odhadovaná síla minus trojnásobek její nejistoty, takže roste s dobrými výsledky i s počtem odehraných her.
ratings-none = Zatím nebyla dohrána žádná ligová hra.
ratings-column-rating = Rating
league-player-heading = { $name } v lize { $league }
league-player-rating = Rating { $rating } po { $games ->
    [one] { $games } ligové hře
   *[other] { $games } ligových hrách
}.
league-player-unrated = Zatím žádná dohraná ligová hra.
league-player-chart = Odhadovaná síla po každé ligové hře
league-player-chart-game = { $number }. hra
league-player-all-games = { $name }: všechny hry
league-player-leaderboard = Žebříček
league-player-league = Liga
