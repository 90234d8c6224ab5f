# Rámec webu: záhlaví a volba jazyka v patičce každé stránky.
site-nav = Web
site-games = Hry
site-leagues = Ligy
site-language = Jazyk

# Stránka účtu.
account-language = Jazyk vašich stránek a e-mailů

# Výčty: „Ana, Bob a Cy“.
list-comma = ,{" "}
list-and = { $rest } a { $last }

# Úvodní stránka.
home-title = Deskové hry e-mailem
home-intro = Missive vede deskové hry vaším tempem. Když je na vás řada, přijde vám e-mail: otevřete odkaz, rozhodněte se a hra pokračuje, jakmile se rozhodnou všichni.
home-sign-in = Přihlásit se e-mailem
home-no-password = Bez hesla: pošleme vám e-mailem odkaz pro přihlášení.
home-your-games = Vaše hry
home-signed-in-as = Přihlášeni jako { $name }.
home-settings = Nastavení
home-all-games = Všechny hry
home-new-game = Založit novou hru
home-waiting = Čeká se na vás
home-waiting-none = Nic na vás nečeká.
home-decide-in = Rozhodnout ve hře { $game }
home-in-progress = Rozehrané
home-in-progress-none = Žádná další rozehraná hra.
home-waiting-for-you = čeká se na vás
home-waiting-for = čeká se na: { $names }
home-finished = Dokončené
home-finished-none = Zatím žádná dokončená hra.
home-rank = { $rank }. místo, { $score } VB
home-abandoned = ukončená
home-all-your-games = Všechny vaše hry →
home-sign-out = Odhlásit se

# Přihlášení.
sign-in-title = Přihlášení
sign-in-intro = Pošleme vám e-mailem odkaz, který vás přihlásí. Heslo není potřeba; pro novou adresu se založí účet.
sign-in-email = E-mailová adresa
sign-in-send = Poslat přihlašovací odkaz
sign-in-refused-address = Na tuto adresu nelze posílat e-maily. Adresa je jméno, pak @ a pak doména, například ana@example.org, bez mezer, uvozovek a zpětných lomítek.
sign-in-limit-address = Na tuto adresu jsme za posledních 15 minut poslali { $count ->
    [one] jeden přihlašovací e-mail
    [few] { $count } přihlašovací e-maily
   *[other] { $count } přihlašovacích e-mailů
}. Použijte ten nejnovější, nebo to zkuste později.
sign-in-limit-network = Z vaší sítě se za poslední hodinu žádalo o příliš mnoho přihlašovacích e-mailů. Zkuste to později.
sign-in-sent-title = Zkontrolujte e-mail
sign-in-sent = Přihlašovací odkaz jsme poslali na { $email }. Funguje jednou, po dobu { $minutes ->
    [one] jedné minuty
   *[other] { $minutes } minut
}.
sign-in-no-smtp = Tato instance Missive neposílá skutečné e-maily (nemá nastavený server SMTP): odkaz najdete na stránce s e-maily.
sign-in-no-smtp-link = Otevřít stránku s e-maily
sign-in-nothing-arrived = Nic nepřišlo? Podívejte se do složky se spamem.
sign-in-again = Požádat o nový odkaz
sign-in-confirm-title = Přihlášení do Missive
sign-in-confirm = Přihlásit mě
account-title = Nastavení
account-signed-in-as = Přihlášeni jako { $email }.
account-saved = Uloženo.
account-name = Vaše jméno, jak ho vidí ostatní hráči
account-emails = E-maily o vašich hrách
account-notify-each = E-mail ke každému rozhodnutí, připomínky před termíny
account-notify-digest = Jeden denní přehled všech rozhodnutí, na která se čeká, a nic víc
account-notify-none = Žádné e-maily (hry si hlídám sám/sama)
account-digest-hour = Denní přehled posílat v
account-time-zone = Vaše časové pásmo
account-quiet = Klidové hodiny
account-quiet-hint = Připomínky a e-maily „čeká se na vás“ počkají, až klidové hodiny skončí. Termíny se neposouvají.
account-quiet-from = Od
account-quiet-until = Do
account-quiet-none = bez klidových hodin
account-save = Uložit
account-calendar = Vaše termíny v kalendáři
account-calendar-made = Soukromá adresa vašeho kalendáře (ukáže se jen tentokrát; kdo ji má, vidí vaše termíny):
account-calendar-how = Přidejte ji do kalendářové aplikace jako odběr („Z URL“, „Odebírat kalendář“).
account-calendar-about = Soukromá adresa, kterou může vaše kalendářová aplikace odebírat: každý termín, kdy se máte rozhodnout.
account-calendar-had = Jednu už máte; vytvořením nové přestane stará fungovat.
account-calendar-new = Vytvořit novou adresu kalendáře
account-calendar-make = Vytvořit adresu mého kalendáře
account-sessions = Přihlášení
account-sessions-about = V tomto prohlížeči zůstanete přihlášeni 30 dní. Pokud jste se přihlásili na cizím počítači nebo ztratili telefon, odhlaste se ze všech prohlížečů najednou.
account-sign-out-everywhere = Odhlásit se všude
account-log = E-maily, které jsme vám poslali, a vaše odpovědi
account-log-none = Zatím žádné.
account-log-no-older = Žádné starší e-maily.
account-log-when = Kdy
account-log-what = Co
account-log-subject = Předmět
account-log-status = Stav
account-log-pages = Stránky e-mailů
account-log-newer = ← Novější
account-log-older = Starší →
account-refused-name = Jméno musí mít 1 až 60 znaků.
account-refused-language = Vyberte jazyk ze seznamu.
account-refused-notify = Vyberte, jak se chcete o svých rozhodnutích dozvídat.
account-refused-hour = Hodiny jsou od 0 do 23.
account-refused-time-zone = Vyberte své časové pásmo ze seznamu.
account-refused-quiet-same = Klidové hodiny musí končit v jinou hodinu, než začínají.
account-refused-quiet-half = Zadejte začátek i konec klidových hodin, nebo ani jedno.

# Druhy e-mailů a co se s nimi stalo, v záznamu účtu.
email-kind-decision-due = čeká se na rozhodnutí
email-kind-reminder = připomínka
email-kind-nudge = čeká se na vás
email-kind-digest = denní přehled
email-kind-game-over = konec hry
email-kind-sign-in = přihlašovací odkaz
email-kind-reply = vaše odpověď
email-kind-reply-answer = odpověď na vaši odpověď
email-kind-notice = oznámení
email-status-queued = ve frontě
email-status-sending = odesílá se
email-status-sent = odesláno
email-status-suppressed = potlačeno
email-status-skipped = neodesláno
email-status-failed = selhalo
email-status-received = přijato
email-status-refused = odmítnuto
email-status-ignored = přeskočeno

# Rámec stránky hráče a hovor u stolu.
seat-deadline = Termín: { $deadline }
seat-final-ranking = Konečné pořadí
seat-asked = Co se od vás čeká
seat-not-accepted = Nepřijato:
seat-whole-game = Celá hra: historie a všichni hráči
seat-orders = Vaše stálé pokyny
seat-absence = Odjíždíte?
talk-title = Hovor u stolu
talk-summary = ({ $count ->
    [one] { $count } zpráva
    [few] { $count } zprávy
   *[other] { $count } zpráv
}, poslední od: { $who })
talk-nothing = (zatím nikdo nic nenapsal)
talk-all = { $count ->
    [few] Všechny { $count } zprávy
   *[other] Všech { $count } zpráv
}

talk-page-about = { $game }. Co sem napíšete, přečte každý, kdo smí tuto hru vidět, a ostatní hráči to dostanou s dalším e-mailem.
talk-page-about-players = { $game }. Co sem napíšete, přečte každý, kdo smí tuto hru vidět (její hráči a členové její ligy, pokud nějakou má), a ostatní hráči to dostanou s dalším e-mailem.
talk-refused = Vaše zpráva nebyla zveřejněna: { $reason }
talk-write = Napsat ke stolu
talk-post = Odeslat
talk-none = U tohoto stolu zatím nikdo nic nenapsal.
talk-by-email = e-mailem
talk-hidden = Tuto zprávu skryl organizátor hry.
talk-hide = Skrýt

# Stránka hráče, zatímco krok čeká na ostatní.
waiting-title = Čeká se
waiting-decided = Vaše rozhodnutí je zaznamenáno.
waiting-nothing-asked = V tomto kroku se od vás nic nečeká.
waiting-for = Ještě se nerozhodli: { $names }.
waiting-you = vy
waiting-watching = Tato stránka se znovu podívá { $seconds ->
    [one] každou sekundu
    [few] každé { $seconds } sekundy
   *[other] každých { $seconds } sekund
} a ukáže vaše další rozhodnutí, jakmile na něj přijde řada; můžete také odejít: až na vás přijde řada, přijde vám e-mail.
waiting-stop = Přestat se dívat znovu
waiting-leave = Můžete odejít: až na vás přijde řada, přijde vám e-mail.
waiting-look-now = Podívat se znovu teď
waiting-look-every = Dívat se znovu { $seconds ->
    [one] každou sekundu
    [few] každé { $seconds } sekundy
   *[other] každých { $seconds } sekund
}
waiting-change = Změnit rozhodnutí
waiting-talk-about = : přečtěte si, co napsali ostatní, a napište jim.
seat-still-waiting = Ještě se nerozhodli: { $names }.

# Nepřítomnost v jedné hře.
absence-title = Odjíždíte?
absence-about = { $game }. Zatímco budete pryč, vaše rozhodnutí v této hře se udělají za vás, jakmile na ně přijde řada: podle vašich stálých pokynů, pokud jste nějaké zadali, jinak tak, jak Missive rozhoduje po termínu. Nikdo na vás nečeká a ostatní hráči vaši nepřítomnost uvidí v historii hry.
absence-orders = Vaše stálé pokyny
absence-allowance = Tato hra dovoluje každému hráči celkem { $days ->
    [one] { $days } den
    [few] { $days } dny
   *[other] { $days } dní
} nepřítomnosti.
absence-saved = Uloženo.
absence-from = První den pryč
absence-until = Poslední den pryč
absence-declare = Ohlásit nepřítomnost
absence-over-game = Tato hra už neprobíhá.
absence-yours = Vaše nepřítomnosti v této hře
absence-line = Od { $from } do { $until }
absence-back = Už jsem zpět
absence-cancel = Zrušit
absence-over = (skončila)
absence-to-seat = Zpět na vaše místo ve hře

# Odmítnutí: stránka, která říká, co se neprovedlo a proč, s cestou zpět.
error-status = Chyba { $status }
error-back-missive = Zpět na Missive
error-back = Zpět
error-back-game = Zpět ke hře
error-back-seat = Zpět na vaše místo
error-back-league = Zpět do ligy
error-back-form = Zpět k formuláři
error-back-email = Zpět k e-mailu
error-sign-in = Přihlásit se
error-all-games = Všechny hry
error-new-link = Požádat o nový odkaz
error-where-game-stands = Podívat se, jak hra stojí
error-sign-in-again = Otevřít přihlašovací odkaz znovu
error-no-page = Tato stránka nebyla nalezena.
error-no-page-why = Tato stránka neexistuje.
error-no-game = Tato hra nebyla nalezena.
error-no-game-why = Tato hra neexistuje.
error-no-player = Tento hráč nebyl nalezen.
error-no-player-why = Tento hráč neexistuje.
error-no-email = Tento e-mail nebyl nalezen.
error-no-email-why = Tento e-mail neexistuje.
error-no-league = Tato liga nebyla nalezena.
error-no-league-why = Tato liga neexistuje.
error-no-season = Tato sezóna nebyla nalezena.
error-no-season-why = Tato sezóna neexistuje.
error-no-seat = Toto místo nebylo nalezeno.
error-no-seat-why = Tato hra takové místo nemá.
error-no-message = Tato zpráva nebyla nalezena.
error-no-message-why = Tato zpráva neexistuje.
error-players-only = Tato hra je jen pro své hráče.
error-players-only-why = Tato hra je otevřená jen svým hráčům. Pokud v ní hrajete, přihlaste se, nebo ji otevřete odkazem z některého jejího e-mailu.
error-sign-in-needed = Přihlaste se, prosím.
error-sign-in-needed-why = Tato stránka je pro přihlášené hráče. Přihlaste se svou e-mailovou adresou; heslo není potřeba.
error-members-only = Tato liga je jen pro své členy.
error-members-only-why = Tato liga je otevřená jen svým členům. Pokud jste člen, přihlaste se.
error-bad-link = Tento odkaz není platný.
error-bad-link-why = Tento odkaz neotevírá žádné místo. Zkontrolujte, že jste použili celý odkaz z e-mailu.
error-old-link = Tento odkaz už neplatí.
error-old-link-why = Tento odkaz byl zrušen: místo dostal někdo jiný nebo byl odkaz nahrazen. Pokud v této hře stále hrajete, otevřete ji po přihlášení.
error-not-accepted = Nebylo přijato.
error-bad-invite = Tento odkaz pro vstup do ligy nefunguje: už byl použit, je starší než 30 dní, nebo ho nahradil novější. Požádejte organizátora o nový.
error-step-closed = Tento krok je už uzavřený: od načtení této stránky hra pokročila.
error-game-over = Tato hra skončila.
error-nothing-owed = V tomto kroku nemáte o čem rozhodovat.
error-not-organizer = To smí jen organizátor této hry.
error-not-a-player = V této hře nehrajete.
error-limited = Dosáhli jste limitu.
error-undrawn = Tuto stránku se nepodařilo zobrazit.
error-ours = Na naší straně se něco pokazilo.
error-ours-why = Nic z toho, co jste poslali, se neztratilo ani nepoužilo jen napůl. Zkuste to prosím za chvíli znovu.
error-archive-damaged = Odkaz na tuto stránku je poškozený.
error-archive-damaged-why = Začněte znovu od nejnovějších her.
error-archive-status = Takový stav neexistuje.
error-archive-status-why = Hry jsou rozehrané, dokončené, nebo ukončené.
error-not-yours = Tuto hru nespravujete.
error-not-yours-why = Tuto hru může spravovat jen její organizátor.
error-sign-in-link = Tento odkaz není platný.
error-form-refused = Tento formulář nebyl přijat.
error-form-large = Tento formulář je mnohem větší než jakýkoli formulář Missive, takže se nic nezměnilo.
error-form-slow = Tento formulář přicházel příliš dlouho, takže se nic nezměnilo. Pošlete ho znovu.
error-form-unreadable = Tento formulář nešlo přečíst ({ $why }), takže se nic nezměnilo.
error-form-unread = Tomuto formuláři jsme nerozuměli.
error-form-unread-why = Jeho pole nejsou ta, která posílá jeho stránka, takže se nic nezměnilo. Vraťte se, načtěte stránku znovu a pošlete ho ještě jednou.
error-form-expired = Platnost tohoto formuláře vypršela.
error-form-expired-why = Platnost tohoto formuláře vypršela, nebo nepochází ze stránky Missive, takže se nic nezměnilo. Vraťte se, načtěte stránku znovu a pošlete ho ještě jednou.
error-form-incomplete = Tento formulář je neúplný.
error-form-incomplete-why = Tomuto formuláři chybí krok, pro který byl vytvořen, takže se nic nezměnilo. Načtěte stránku znovu a zkuste to ještě jednou.
error-control = Pole „{ $field }“ obsahuje neviditelný řídicí znak ({ $code }), který žádné pole Missive nepřijímá, takže se nic nezměnilo. Napište text znovu bez něj.
error-address = Této adrese jsme nerozuměli.
error-address-why = Adresu této stránky nešlo přečíst ({ $why }).
error-no-step = Takový krok neexistuje.
error-no-step-why = Tato hra zatím vyhodnotila { $count ->
    [one] { $count } krok
    [few] { $count } kroky
   *[other] { $count } kroků
}.
error-no-such-game = Taková hra neexistuje.
error-no-such-game-why = Missive nabízí tyto hry: { $games }.
calendar-name = Termíny na Missive
calendar-deadline = Termín: { $game }
error-no-calendar = Tento kalendář nebyl nalezen.
error-no-calendar-why = Tato adresa kalendáře už nefunguje. Vytvořte si novou v nastavení.
error-no-reply = Na tento e-mail nelze odpovědět.
error-no-reply-why = Odpovědí lze reagovat jen na e-maily hry určené hráči.
error-record = Záznam ještě není připravený.
error-record-why = Záznam lze stáhnout až po skončení hry: dřív by prozradil karty hráčů v ruce.
error-orders-over = Tato hra skončila.
error-orders-over-why = Stálé pokyny rozhodují o krocích, které teprve přijdou, a této hře už žádné nezbývají.
error-no-orders = Tato hra nemá stálé pokyny.
error-no-orders-why = O jejích rozhodnutích se rozhoduje na stránce vašeho místa, nebo za vás po uplynutí termínu.
sign-in-link-unknown = Tento přihlašovací odkaz není platný. Požádejte o nový.
sign-in-link-expired = Platnost tohoto přihlašovacího odkazu vypršela. Požádejte o nový.
sign-in-link-used = Tento přihlašovací odkaz už byl použit. Požádejte o nový.

# Proč je požadavek nebo formulář odmítnut. Psáno jako konec věty: stránka doplní velké
# písmeno a tečku.
refused-reason = uveďte důvod, nejvýše 200 znaků: hráči si ho přečtou
refused-extension-hours = prodloužení je o 1 až { $max } hodin
refused-no-deadline = tato hra nemá žádný termín, který by šlo prodloužit
refused-extension-used = termín jednoho kroku lze prodloužit celkem o { $max } hodin; { $left ->
    [one] zbývá { $left } hodina
    [few] zbývají { $left } hodiny
   *[other] zbývá { $left } hodin
}
refused-plays-already = { $email } už v této hře hraje
refused-absence-order = poslední den je dřív než první
refused-absence-past = nepřítomnost nemůže začít v minulosti
refused-absence-far = nepřítomnost musí skončit do jednoho roku
refused-absence-allowance = tato hra dovoluje každému hráči { $days ->
    [one] { $days } den
    [few] { $days } dny
   *[other] { $days } dní
} nepřítomnosti; { $left ->
    [one] zbývá vám { $left } den
    [few] zbývají vám { $left } dny
   *[other] zbývá vám { $left } dní
}
refused-absence-over = tato nepřítomnost už skončila
refused-absence-dates = zadejte první a poslední den jako data, například 2026-12-24
refused-absence-days = Dny nepřítomnosti mohou být od 0 do { $max }.
refused-demo-players = { $game } hraje { $min } až { $max } hráčů
refused-talk-empty = zpráva je prázdná
refused-talk-control = zpráva obsahuje řídicí znak; pište prostý text
refused-talk-long = zpráva má { $length } znaků; nejvíce je { $max }
refused-talk-limit = Za poslední hodinu jste napsali { $count } zpráv, víc není dovoleno. Chvíli počkejte, než napíšete další.
refused-hours-number = zadejte hodiny číslem
refused-choose-seat = vyberte místo, které chcete předat
refused-choose-hours = Vyberte čas na každé rozhodnutí.
refused-choose-reminders = Vyberte, kdy se posílají připomínky.
refused-not-an-address = „{ $address }“ není e-mailová adresa
refused-name-long = Jméno hráče může mít nejvýše { $max } znaků.
refused-no-player = Přidejte alespoň jednoho hráče.
refused-too-few-players = Hru { $game } hrají nejméně { $min ->
    [few] { $min } hráči
   *[other] { $min } hráčů
}.

# Odmítnutí formulářů lig.
refused-season-games = každý člen hraje za sezónu 1 až { $max } her
refused-season-order = sezóna musí skončit až po svém začátku
refused-season-past = sezóna musí skončit v budoucnosti
refused-season-starts = sezóna začíná nejpozději za { $days } dní
refused-season-long = sezóna trvá nejvýše { $days } dní
refused-season-under-way = tato liga už má rozběhnutou sezónu: další naplánujte, až skončí
refused-season-over = tato sezóna skončila
refused-season-last-day = poslední den této sezóny už minul: naplánujte ji znovu s novými daty
refused-season-members = sezóna potřebuje alespoň 3 členy; tato liga jich má { $count }
refused-no-organizer = liga už nemá žádného organizátora
refused-league-name = dejte lize název o nejvýše 80 znacích
refused-league-description = popis může mít nejvýše 2 000 znaků
refused-league-pod = hry mají { $min } až { $max } hráčů
refused-league-divisions = liga má 1 až 8 divizí
refused-league-promote = za sezónu postupuje 0 až 10 členů
refused-league-relegate = za sezónu sestupuje 0 až 10 členů
refused-league-points = ligové body jsou potřeba pro hry { $min } až { $max } hráčů: napište řádek "{ $size }: …" s { $size } hodnotami
refused-no-address = zadejte alespoň jednu e-mailovou adresu
refused-too-many-addresses = pozvěte najednou nejvýše { $max } adres
refused-organizer-not-member = ligu může organizovat jen její člen
refused-last-organizer = liga potřebuje organizátora: než odejdete, jmenujte organizátorem jiného člena
refused-not-a-member = nejste členem této ligy
refused-choose-member = vyberte člena
refused-not-a-day = zadejte den ve tvaru rok-měsíc-den
refused-points-size = Ligové body: body lze nastavit pro hry 2 až 6 hráčů, ne { $size }
refused-points-length = Ligové body: hry { $size } hráčů potřebují { $size } hodnot, jednu na každé místo, ne { $given }
refused-points-order = Ligové body: ve hrách { $size } hráčů nemůže lepší místo dostat méně bodů než horší
refused-points-number = Ligové body: "{ $text }" není počet bodů
refused-points-line = Ligové body: "{ $line }" by mělo vypadat jako "4: 5,3,2,1" (hráči, pak body podle pořadí)

# Limity účtu na to, co dorazí k jiným lidem.
limit-games-hour = Účet může za hodinu založit { $limit } nových her a tímto by jich bylo { $count }. Zkuste to později; nic se nezměnilo.
limit-games-day = Účet může za den založit { $limit } nových her a tímto by jich bylo { $count }. Zkuste to později; nic se nezměnilo.
limit-invitations-hour = Účet může za hodinu pozvat do svých her { $limit } hráčů a tímto by jich bylo { $count }. Zkuste to později; nic se nezměnilo.
limit-invitations-day = Účet může za den pozvat do svých her { $limit } hráčů a tímto by jich bylo { $count }. Zkuste to později; nic se nezměnilo.
limit-league-invitations-hour = Účet může za hodinu poslat { $limit } pozvánek do ligy a tímto by jich bylo { $count }. Zkuste to později; nic se nezměnilo.
limit-league-invitations-day = Účet může za den poslat { $limit } pozvánek do ligy a tímto by jich bylo { $count }. Zkuste to později; nic se nezměnilo.
