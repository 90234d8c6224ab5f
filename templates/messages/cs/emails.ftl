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
email-replies = Nebo na tento e-mail odpovězte příkazem na prvním řádku:
# A command the email lists, after its usage: what it does.
email-replies-does = : { $does }.
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
email-subject-news = { $what }: { $news }
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

# Přečtená odpověď: co se hráč dozví v odpovědi a v záznamu svého účtu.
reply-log-empty = (nad citací nic není)
reply-log-again = stejná odpověď přišla znovu: přečetla se jen jednou
reply-log-played = zahráno: { $what }
reply-log-posted = zveřejněno u stolu
reply-log-nothing = nad citací nebylo nic napsáno
reply-game-over = Tato hra skončila: už není o čem rozhodovat.
reply-asked-nothing = Tento e-mail po vás žádné rozhodnutí nechtěl, takže příkaz v odpovědi na něj nic nerozhodne: odpovězte na e-mail se svým rozhodnutím, nebo rozhodněte na stránce svého místa.
reply-step-over = Tento e-mail se týkal kroku, který už skončil: hra mezitím pokročila. Stránka vašeho místa ukazuje, co se po vás chce teď.
reply-nothing-owed = V tomto kroku se od vás nic nežádá.
reply-decided-already = { $what } (vaše rozhodnutí už bylo zadané)
reply-ok-and-more = „{ $line }“ není příkaz: „ok“ stojí na řádku samo. Odpovězte jen „ok“ nebo jedním z příkazů níže a vše ostatní napište pod něj.
reply-not-a-command = „{ $line }“ není příkaz tohoto kroku.
reply-no-command = Na prvním řádku není žádný příkaz.
reply-talk-held-back = Ani to, co jste napsali pod něj, se u stolu nezveřejnilo: pošlete to znovu s opraveným příkazem.
reply-talk-refused = To, co jste napsali pod příkaz, se u stolu nezveřejnilo: { $why }.
reply-talk-not-posted = Vaše zpráva se u stolu nezveřejnila: { $why }
reply-leak-seat-link = obsahuje odkaz na místo, se kterým může kdokoli, kdo ho čte, za toto místo hrát, a proto nebyla zveřejněna
reply-leak-reply-address = obsahuje adresu pro odpověď, se kterou může kdokoli, kdo ji čte, mluvit za jejího hráče, a proto nebyla zveřejněna
reply-leak-our-lines = obsahuje řádky našeho e-mailu, které mohou ukázat, co smíte vidět jen vy (citaci vašeho poštovního programu jsme nepoznali), a proto nebyla zveřejněna
reply-answer-empty = Vaše odpověď neměla nad citovaným e-mailem nic
reply-answer-part = Vaše odpověď se zahrála jen zčásti
reply-answer-none = Vaše odpověď se nezahrála
reply-answer-empty-why = Nic se nestalo: napište svůj příkaz nebo zprávu pro stůl nad citovaný e-mail.
reply-answer-you-replied = Odpověděli jste: „{ $line }“.
reply-answer-played = Zahráno: { $what }.
reply-answer-posted = Vaše zpráva byla zveřejněna u stolu.

# Sezóna ligy začíná a končí.
email-season-begun = Začala { $season }. sezóna
email-season-among = mezi { $members } členy
email-season-division = v divizi { $division } z { $divisions }, mezi { $members } členy
email-season-you-play = Hrajete { $games ->
    [one] { $games } hru
    [few] { $games } hry
   *[other] { $games } her
} { $place }. Poslední den sezóny je { $last }.
email-season-how = Každá hra vám pošle svůj první e-mail s odkazem na vaše místo. Hry, které při konci sezóny ještě běží, se dohrají výchozími rozhodnutími.
email-season-see = Zobrazit sezónu
email-season-over = { $season }. sezóna skončila
email-season-rank = na { $rank }. místě z { $of }
email-season-division-of = divizi { $division } z { $divisions }
email-season-finished = Skončili jste { $place } v { $division }.
email-season-by-default = { $count ->
    [one] { $count } hra divize na konci ještě běžela a byla dohrána výchozími rozhodnutími.
    [few] { $count } hry divize na konci ještě běžely a byly dohrány výchozími rozhodnutími.
   *[other] { $count } her divize na konci ještě běželo a bylo dohráno výchozími rozhodnutími.
}
email-season-tables = Zobrazit konečné tabulky
email-season-figures = { $points } b. · { $vp } VB · { $games ->
    [one] { $games } hra
    [few] { $games } hry
   *[other] { $games } her
}

# Upozornění organizátorům na úlohu, která definitivně selhala: co dělala a co se děje dál.
attention-deadline-step = Termín kroku { $step } se nepodařilo uplatnit
attention-deadline = Termín se nepodařilo uplatnit
attention-nudge = Pobídku se nepodařilo odeslat
attention-reminder = Připomínku se nepodařilo odeslat
attention-step-email-step = E-mail kroku { $step } se nepodařilo připravit
attention-step-email = E-mail kroku se nepodařilo připravit
attention-game-over = Konečné výsledky se nepodařilo odeslat
attention-absence = Nepřítomnost hráče se nepodařilo zahájit
attention-season-start = Sezónu se nepodařilo zahájit
attention-season-end = Sezónu se nepodařilo ukončit
attention-season-complete = Sezónu se po její poslední hře nepodařilo ukončit
attention-email-to = E-mail „{ $subject }“ pro { $to } se nepodařilo doručit
attention-email = E-mail se nepodařilo doručit
attention-job = Úloha typu { $kind }
attention-error = Zastavila se na této chybě: { $error }
attention-who-mends = Kdo tento Missive provozuje, ji vidí v seznamu selhaných úloh a po odstranění příčiny ji může spustit znovu.
attention-open-game = Otevřít hru
attention-game-headline = { $what }: tato hra vyžaduje pozornost
attention-season-headline = { $what }: sezóna { $season } vyžaduje pozornost
