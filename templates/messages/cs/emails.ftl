# E-maily: jejich rámec, předměty a řádky, které sdílejí všechny.

# Co sdílí každý e-mail.
email-hello = Dobrý den,
email-hello-name = Dobrý den, { $name },
email-choose = Vyberte si, které e-maily dostáváte
email-button-fallback = Pokud tlačítko nefunguje, otevřete tuto adresu:
email-deadline = Termín: { $deadline }
email-so-far = Dosavadní průběh hry
email-replied = Vaše odpověď zahrála: { $what }.
email-talk = U stolu
email-talk-wrote = { $who } napsal(a):
email-replies = Nebo na tento e-mail odpovězte příkazem na prvním řádku
email-replies-hint = Jména nemusíte psát celá: stačí jejich začátek nebo číslo. Vše, co napíšete pod první řádek, se zveřejní u stolu.

# Rozhodnutí na řadě.
email-invited-occasion = { $occasion }: vaše hra { $game } na Missive začíná.
email-invited-by = { $by } vás zve ke hře { $game } na Missive.
email-invited = Vaše hra { $game } na Missive začíná.
email-decide-now = Rozhodnout teď
email-decide-here = Rozhodněte zde:
email-quick = Nebo rovnou zvolte jednu z možností:
email-since = Od vašeho posledního rozhodnutí
email-why-seat = Tento e-mail dostáváte, protože máte místo ve hře { $game } na Missive.

# Denní souhrn.
email-digest-subject = Missive: { $count ->
    [one] čeká na vás 1 rozhodnutí
    [few] čekají na vás { $count } rozhodnutí
   *[other] čeká na vás { $count } rozhodnutí
}
email-digest-title = Vaše rozhodnutí na Missive
email-digest-waiting = Čeká: { $count } – { $games }
email-digest-intro = Váš denní souhrn ze dne { $date }: co čeká na vaše rozhodnutí.
email-digest-decide = Rozhodnout
email-digest-why = Jeden souhrn denně dostáváte, protože jste si ho zvolili.

# Konec hry.
email-over-subject = Konec hry: { $result }
email-over-preheader = Hra { $game } skončila: konečné pořadí.
email-over = Hra { $game } skončila.
email-over-standings = Konečné pořadí:
email-over-points = { $points ->
    [one] { $points } bod
    [few] { $points } body
   *[other] { $points } bodů
}
email-over-tie-break = Rozhodnutí remízy: { $how }
email-over-whole = Celá hra
email-over-whole-steps = Celá hra krok za krokem:
email-why-had-seat = Tento e-mail dostáváte, protože jste měli místo ve hře { $game } na Missive.

# Oznámení o hře.
email-why-part = Tento e-mail dostáváte, protože se účastníte hry { $game } na Missive.

# Zprávy z ligy.
email-league = Liga
email-why-league = Tento e-mail dostáváte kvůli lize { $league } na Missive.

# Přihlášení.
email-sign-in-subject = Váš přihlašovací odkaz do Missive
email-sign-in-title = Přihlášení do Missive
email-sign-in-preheader = Váš přihlašovací odkaz, platný { $minutes ->
    [one] { $minutes } minutu
    [few] { $minutes } minuty
   *[other] { $minutes } minut
}.
email-sign-in-follow = Tímto odkazem se přihlásíte do Missive.
email-sign-in-follow-text = Tímto odkazem se přihlásíte do Missive:
email-sign-in = Přihlásit se
email-sign-in-once = Funguje jednou, během { $minutes ->
    [one] příští minuty
   *[other] příštích { $minutes } minut
}.
email-sign-in-why = Tento e-mail dostáváte, protože někdo požádal o přihlášení do Missive s touto adresou. Pokud jste to nebyli vy, nevšímejte si ho: bez odkazu se nic nestane.

# Proč přichází první e-mail hry, v předmětu a prvních řádcích.
email-starts-occasion = { $occasion }: vaše hra začíná
email-starts-by = { $by } vás zve ke hře
email-starts = Vaše hra začíná
email-occasion = { $season }. sezóna ligy { $league }, divize { $division }
email-decides-first = Jako { $count ->
    [one] první rozhoduje
   *[other] první rozhodují
} { $names }. E-mail vám přijde, až budete na řadě.
email-your-seat = Vaše místo

# Připomínky a pobídka, když stůl čeká jen na jednoho hráče.
email-reminder-minutes = Připomínka: termín vyprší za { $count ->
    [one] { $count } minutu
    [few] { $count } minuty
   *[other] { $count } minut
}.
email-reminder-minutes-subject = Připomínka: { $count ->
    [one] zbývá { $count } minuta
    [few] zbývají { $count } minuty
   *[other] zbývá { $count } minut
}
email-reminder-hours = Připomínka: termín vyprší za { $count ->
    [one] { $count } hodinu
    [few] { $count } hodiny
   *[other] { $count } hodin
}.
email-reminder-hours-subject = Připomínka: { $count ->
    [one] zbývá { $count } hodina
    [few] zbývají { $count } hodiny
   *[other] zbývá { $count } hodin
}
email-nudge = Všichni ostatní se už rozhodli: stůl čeká na vás.
email-nudge-subject = Čeká se na vás: { $what }
email-nudge-subject-bare = Čeká se na vás

# Kdo vyhrál, v předmětu e-mailu o konci hry.
email-over-wins = vítězí { $name }
email-over-share = o vítězství se dělí { $names }
email-over-no-winner = bez vítěze

# Místo předané jinému hráči, opuštěná hra, hráč, který opakovaně nestihne termín.
email-seat-given = Vaše místo dostal jiný hráč
email-seat-given-why = { $by } předal(a) vaše místo hráči { $to }. Odkazy v dřívějších e-mailech této hry už nefungují. Děkujeme, že jste hráli!
email-seat-taken = Přebíráte místo hráče { $from }: vše, co k němu patří, je od teď vaše.
email-seat-invites = { $by } vás zve, abyste převzali místo ve hře
email-seat-invited = { $by } vás pozval(a), abyste převzali místo ve hře
email-seat-next = Vaše další rozhodnutí vám přijde e-mailem.
email-seat-open = Otevřít vaše místo
email-abandoned = Tato hra byla ukončena
email-abandoned-by = { $by } hru ukončil(a): { $reason }
email-abandoned-after = Už se nečeká na žádná rozhodnutí. Historie hry zůstává na její stránce.
email-misses = { $name } nestihl(a) { $count ->
    [one] { $count } termín
    [few] { $count } termíny
   *[other] { $count } termínů
} po sobě.
email-misses-goes-on = Missive pokaždé rozhodlo za něj/ni, takže hra pokračuje. Pokud hráč odešel, můžete jeho místo dát někomu jinému.
email-misses-manage = Spravovat hru

# Pozvánka do ligy.
email-league-invited = Jste zváni
email-league-invites = { $by } vás zve do ligy { $league } na Missive.
email-league-invites-how = Členové hrají e-mailem naplánované sezóny hry { $game } o ligové body a hodnocení. Odkaz níže z vás udělá člena; odejít můžete kdykoli.
email-league-join = Vstoupit do ligy
