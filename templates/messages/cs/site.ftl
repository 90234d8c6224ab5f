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
