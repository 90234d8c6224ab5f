# Svět divů: proč se rozhodnutí odmítá. Každý důvod začíná větu malým písmenem a nemá tečku:
# větu z něj udělá stránka nebo e-mail.

# Stůl, když se hra připravuje.
wonderful-refused-seats = Svět divů je pro { $min } až { $max } { $max ->
    [few] hráče
   *[other] hráčů
}, ne pro { $seats }
wonderful-refused-empire-count = { $seats ->
    [one] vyberte jednu říši pro jediného hráče
    [few] vyberte jednu říši pro každého ze { $seats } hráčů
   *[other] vyberte jednu říši pro každého z { $seats } hráčů
}
wonderful-refused-no-such-empire = taková říše neexistuje
wonderful-refused-empire-twice = říše { $empire } je vybrána dvakrát: každý hráč potřebuje jinou říši

# Kdo rozhoduje a co krok žádá. Místa se počítají od 0; tyto důvody způsobí jen chyba nebo
# pozměněný formulář.
wonderful-refused-game-over = hra už skončila
wonderful-refused-no-such-seat = takové místo v této hře není
wonderful-refused-no-seat = místo { $seat } neexistuje
wonderful-refused-decided-twice = místo { $seat } rozhodlo dvakrát
wonderful-refused-not-decided = místo { $seat } ještě nerozhodlo
# Jiný důvod, u rozhodnutí jednoho z více míst.
wonderful-refused-of-seat = místo { $seat }: { $reason }
wonderful-refused-no-card-number = karta číslo { $number } neexistuje
wonderful-refused-asks-pick = v tomto kroku se vybírá karta v draftu
wonderful-refused-asks-planning = v tomto kroku se plánuje
wonderful-refused-asks-solo = v tomto kroku se vyměňují karty, nebo plánuje
wonderful-refused-asks-keep = v tomto kroku se vybírá karta, kterou si ponecháte
wonderful-refused-asks-production = v tomto kroku se rozhoduje, kam umístíte svou produkci

# Draft a plánování.
wonderful-refused-not-in-hand = kartu { $card } nemáte v ruce
wonderful-refused-not-in-draft-area = kartu { $card } nemáte v oblasti draftu
wonderful-refused-listed-twice = karta { $card } je zároveň ke stavbě i k recyklaci, nebo je uvedena dvakrát
wonderful-refused-slate-or-recycle = uveďte, zda kartu { $card } stavíte, nebo recyklujete

# Kostky, krystalium a žetony postav na kartách ve výstavbě.
wonderful-refused-not-under-construction = karta { $card } není ve vaší oblasti výstavby
wonderful-refused-no-space = karta { $card } nemá volné pole typu { $space }
wonderful-refused-no-space-but-krystallium = karta { $card } nemá volné pole typu { $space }: na pole krystalia patří jen krystalium
wonderful-refused-no-krystallium = nemáte už žádné krystalium k umístění
# $space je Generál, nebo Finančník.
wonderful-refused-krystallium-for-token = krystalium nenahradí žeton typu { $space }: na toto pole patří jen žeton typu { $space }
wonderful-refused-no-token = nemáte už žádný žeton typu { $token } k umístění

# Produkce.
wonderful-refused-choose-token = získali jste nadvládu ve vědě: vyberte si žeton Generál, nebo Finančník
wonderful-refused-token-not-won = žeton si vybírá jen ten, kdo získal nadvládu ve vědě
wonderful-refused-placed-too-many = vyprodukovali jste { $count }× { $resource }, ale umísťujete { $placed ->
    [one] { $placed } kostku
    [few] { $placed } kostky
   *[other] { $placed } kostek
}

# Hra jednoho hráče: výměny.
wonderful-refused-deck-empty = balíček je prázdný: už není co dobírat
wonderful-refused-trade-needs-two = k výměně potřebujete v ruce 2 karty
wonderful-refused-discard-two-different = vyberte k odhození dvě různé karty
wonderful-refused-not-drawn = karta { $card } není mezi kartami, které jste si dobrali
