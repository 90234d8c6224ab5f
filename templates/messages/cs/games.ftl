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
