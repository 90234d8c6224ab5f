# Stránky hry kromě stránek hráčů: stránka hry, archiv, nová hra, správa hry, její historie a kroky a chybové stránky.

# Stránka hry.
game-abandoned = Tato hra byla ukončena.
game-attention = Tato hra potřebuje pozornost
game-attention-about = Zpracování hry se zastavilo na chybě, kterou Missive nedokáže opravit sám. Provozovatel této instance Missive má tuto úlohu v seznamu neúspěšných úloh a po odstranění příčiny ji může spustit znovu.
game-deadline = termín { $deadline }
game-waiting-for = Ještě se nerozhodli: { $names }.
game-rank = Pořadí
game-player = Hráč
game-vp = VB
game-status = Stav
game-deciding = rozhoduje se…
game-done = rozhodnuto
game-tie-break = Při rovnosti rozhoduje: { $rule }.
game-score-pad = Bodovací arch
game-open-seat = Otevřít mé místo ve hře
game-manage = Spravovat tuto hru
game-manage-about = (prodloužit termín, vyměnit hráče, ukončit hru)
game-table-now = Stůl teď
game-from-start = Od začátku krok za krokem
game-charts = Grafy
game-rounds = Hra kolo po kole
game-log = Termíny, nepřítomnosti a změny
game-record = Stáhnout záznam hry
game-record-about = (každý krok, k přehrání příkazem { $command })

# Historie hry kolo po kole.
game-being-decided = (rozhoduje se)
game-made-at-deadline = { $name }: rozhodnuto po termínu
game-made-by-orders = { $name }: rozhodnuto podle stálých pokynů
game-made-while-away = { $name }: rozhodnuto během nepřítomnosti
game-later-steps = Další kroky

# Grafy na stránce hry.
game-chart-points = Vítězné body po kolech
game-chart-round = { $round }. kolo
game-chart-final = Konečné bodování
game-chart-player = Hráč { $seat }
game-chart-no-data = Zatím žádná data

# Archiv her a hry jednoho hráče.
archive-title = Hry
archive-status = Stav
archive-all = všechny
archive-active = rozehrané
archive-finished = dokončené
archive-abandoned = ukončené
archive-show = Zobrazit
archive-none = Žádná hra.
archive-pages = Stránky
archive-newest = ← Nejnovější
archive-older = Starší →
archive-won-by = vítězství: { $names }
archive-game-abandoned = ukončená
archive-rank = { $rank }. místo, { $score } VB

# Založení nové hry.
new-game-title = Nová hra
new-game-heading = Nová hra: { $game }
new-game-instead = Místo toho založit hru { $game }
new-game-players = Hráči ({ $min } až { $max }) v pořadí míst
new-game-players-hint = Každý hráč dostane e-mail s vlastním odkazem. Pro méně hráčů nechte řádky prázdné.
new-game-email = E-mail hráče { $number }
new-game-name = Jméno hráče { $number }
new-game-hours = Čas na každé rozhodnutí (v tahové hře na jeden tah)
new-game-no-deadline = Bez termínu
new-game-hours-choice = { $hours ->
    [one] { $hours } hodina
    [few] { $hours } hodiny
   *[other] { $hours } hodin
}
new-game-reminders = Připomínky hráčům, kteří se ještě nerozhodli
# Reminder schedules, on the new-game form and the new-league form alike.
reminders-12-1 = 12 hodin a 1 hodinu před termínem
reminders-half = V polovině času do termínu, ať je ho jakkoli mnoho
reminders-24-1 = 24 hodin a 1 hodinu před termínem
reminders-1 = 1 hodinu před termínem
reminders-none = Bez připomínek
new-game-absence = Kolik dní nepřítomnosti smí každý hráč ohlásit
new-game-absence-hint = Za nepřítomného hráče se rozhoduje hned, takže na nikoho se nečeká.
new-game-visibility = Kdo smí vidět hru a její historii
new-game-public = Kdokoli, kdo zná její adresu
new-game-players-only = Jen její hráči
new-game-start = Založit hru

# Správa hry: ovládání pro jejího organizátora.
manage-title = Správa
manage-heading = Správa hry { $game }
manage-extended = Termín je prodloužen.
manage-replaced = Místo má nového hráče; oběma přišel e-mail.
manage-abandoned = Hra je ukončena; všem hráčům to bylo oznámeno.
manage-over = Tato hra už neprobíhá: není co spravovat.
manage-deadline = Termín
manage-deadline-now = Termín otevřeného kroku: { $deadline }. Celkem ho lze prodloužit ještě o { $hours ->
    [one] { $hours } hodinu
    [few] { $hours } hodiny
   *[other] { $hours } hodin
}.
manage-extend-by = Prodloužit o (hodin, nejvýše { $max })
manage-why = Důvod (hráči si ho přečtou)
manage-extend = Prodloužit termín
manage-no-deadlines = Tato hra nemá termíny.
manage-players = Hráči
manage-seat = Místo
manage-player = Hráč
manage-misses = Zmeškané termíny v řadě
manage-give-title = Předat místo někomu jinému
manage-give-about = Nový hráč dostane odkaz e-mailem a hraje dál se vším, co místo vědělo; odkazy původního hráče přestanou fungovat.
manage-email = E-mail nového hráče
manage-name = Jméno nového hráče (nepovinné)
manage-give = Předat místo
manage-abandon = Ukončit hru
manage-abandon-about = Nic dalšího se už nerozhodne; každému hráči se řekne proč. Nelze to vrátit.
manage-back = Zpět ke hře

# Krok historie hry: stůl tak, jak byl po něm.
step-title = { $game }, krok { $step }
step-heading = Krok { $step } z { $last }
step-before-first = Před prvním krokem
step-steps = Kroky
step-previous = ← Krok { $step }
step-next = Krok { $step } →
step-my-last = Moje poslední rozhodnutí
step-game = Hra
step-over = Hra skončila: karty v ruce jsou odkryté všem.
step-as-seat = Tak, jak jste to tehdy viděli ze svého místa.
step-public = Co tehdy mohl vidět každý; karty v ruce zůstávají skryté až do konce hry.
step-talk = Napsáno u stolu během tohoto kroku
step-table = Stůl po kroku { $step }
step-next-phase = Dále: { $phase }

# Zastavení e-mailů o hrách odkazem z jednoho z nich.
unsubscribe-title = E-maily
unsubscribe-done = Žádné další e-maily
unsubscribe-done-about = Na { $email } už nepřijdou žádné e-maily o hrách. Vaše odkazy fungují dál.
unsubscribe-settings = E-maily můžete znovu zapnout v nastavení.
unsubscribe-ask = Zastavit e-maily?
unsubscribe-ask-about = Na { $email } chodí e-mail ke každému rozhodnutí, na které se čeká. Zastavit je všechny?
unsubscribe-stop = Zastavit všechny e-maily o hrách

# E-maily zapsané do souborů, když není nastaven server SMTP (vývoj).
dev-mail-title = Pošta (vývoj)
dev-mail-heading = E-maily zapsané do souborů
dev-mail-about = Není nastaven žádný server SMTP, proto se e-maily místo odeslání zapisují sem. Nejnovější nahoře.
dev-mail-none = Zatím žádný e-mail.
dev-mail-written = Zapsáno (UTC)
dev-mail-to = Komu
dev-mail-subject = Předmět
dev-mail-all = Všechny e-maily
dev-mail-html = Jako HTML
dev-mail-to-line = Komu: { $recipient }
dev-mail-reply = Odpověď
dev-mail-replied = Vaše odpověď je na cestě do hry. Případná reakce na ni přijde jako e-mail v seznamu.
dev-mail-reply-about = Jako by { $name } odpověděl(a) ze svého poštovního programu (tento e-mail je citován pod odpovědí): „ok“ potvrdí to, čím je vyplněna stránka jeho místa, „pick“ a jméno nebo číslo vybere kartu, kterou e-mail uvádí, a cokoli jiného se zveřejní u stolu.
dev-mail-send = Odeslat odpověď

# The seat page: where the game stands.
seat-status = { $phase } · krok { $step }

# Záznam hry: co se stalo mimo její pravidla.
log-by-orders = { $name } (podle trvalých pokynů)
log-deadline-passed = Termín vypršel: za tyto hráče se rozhodlo při vypršení termínu: { $names }.
log-deadline-extended = { $organizer } prodlužuje termín o { $hours ->
    [one] { $hours } hodinu
    [few] { $hours } hodiny
   *[other] { $hours } hodin
} do { $deadline }: { $reason }
log-replaced = Místo hráče { $old } přebírá { $newcomer }; změnu provádí { $organizer }.
log-abandoned = { $organizer } ukončuje hru: { $reason }
log-missed = { $name } zmeškává { $count ->
    [one] { $count } termín
    [few] { $count } termíny
   *[other] { $count } termínů
} po sobě.
log-season-ended = Sezóna skončila dřív než tato hra: o zbývajících tazích rozhodla výchozí volba.
log-left-league = { $name } opouští ligu: do konce hry za tohoto hráče rozhoduje výchozí volba.
log-away = { $name } je pryč od { $first } do { $last }: mezitím za tohoto hráče rozhoduje výchozí volba.
log-back = { $name } je zpět a opět rozhoduje za sebe.
