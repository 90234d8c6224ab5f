# Stránky hry Svět divů: stránka hráče a její formuláře, herní plochy, karty, stálé pokyny
# a možnosti nové hry. Suroviny, žetony a typy karet jsou ze souboru story.ftl.

# Odznak: počet něčeho na kartě nebo na herní ploše.
wonderful-badge = { $what } { $count }
wonderful-badge-general = Generál { $count }
wonderful-badge-financier = Finančník { $count }
wonderful-badge-vp = { $count } VB
wonderful-badge-per = { $badge } za { $per ->
    [structure] každou stavbu
    [vehicle] každé vozidlo
    [research] každý výzkum
    [project] každý projekt
    [discovery] každý objev
    [general] každého generála
   *[financier] každého finančníka
}

# Karta na stránce a na jednom řádku.
wonderful-card-cost = Cena
wonderful-card-produces = Produkuje
wonderful-card-scores = Body
wonderful-card-bonus = Bonus
wonderful-card-recycle = Recyklace
wonderful-line-card = { $card } — { $kind }
wonderful-line-cost = cena: { $badges }
wonderful-line-produces = produkuje: { $badges }
wonderful-line-bonus = bonus: { $badges }
wonderful-line-recycle = recyklace: { $resource }

# Herní plocha hráče.
# Za jménem, i s mezerou před sebou.
wonderful-page-you-mark = {" "}(vy)
wonderful-page-holds = V zásobě
wonderful-page-empire-cubes = Kostky na kartě říše
wonderful-page-cubes-and-hand = { $cubes } (z 5 kostek je krystalium) · v ruce { $hand ->
    [one] { $hand } karta
    [few] { $hand } karty
   *[other] { $hand } karet
}
wonderful-page-hand = Ruka
wonderful-page-draft-area = Oblast draftu
wonderful-page-under-construction = Ve výstavbě
wonderful-page-none-under-construction = Nic.
wonderful-page-filled = Obsazená pole
wonderful-page-constructed = Postaveno: { $summary }
wonderful-page-none-built = zatím nic
wonderful-page-built = { $count } ({ $kinds })
wonderful-page-built-kind = { $kind }: { $count }
wonderful-page-this-step = V tomto kroku: produkce – { $resource }: { $count }
wonderful-page-this-step-supremacy = V tomto kroku: produkce – { $resource }: { $count }, získaná nadvláda
wonderful-page-copy = { $card } ({ $nth }. kopie)
# Herní plocha na jednom řádku, sbalená.
wonderful-glance-produces = produkuje: { $badges }
wonderful-glance-holds = v zásobě: { $badges }
wonderful-glance-built = postaveno: { $count }
wonderful-glance-construction = ve výstavbě: { $count }
wonderful-glance-drafted = v oblasti draftu: { $count }
wonderful-glance-hand = v ruce: { $count }

# Stránka hráče: kde hra stojí a co se žádá.
wonderful-page-player = Hráč { $seat }
wonderful-page-status = Kolo { $round } ze { $rounds } · { $phase } · krok { $step }
wonderful-page-status-over = Hra skončila · krok { $step }
wonderful-page-ask-pick = Draft, výběr { $pick } z { $picks }: vyberte si z ruky jednu kartu, kterou si ponecháte. Zbytek karet pak přejde k hráči { $player }.
wonderful-page-ask-plan = Plánování: u každé karty v oblasti draftu zvolte, zda ji použijete pro výstavbu, nebo ji zrecyklujete.
wonderful-page-ask-produce-none = Produkce – { $resource }: nic jste nevyprodukovali. Stále můžete umístit krystalium nebo žetony, nebo odhodit kartu ve výstavbě.
wonderful-page-ask-produce = Produkce – { $resource }: umístěte vyprodukované kostky ({ $count }).
wonderful-page-ask-solo = Plánování: vyměňte 2 karty z ruky za pohled na 5 dalších, nebo u každé karty v ruce zvolte výstavbu, nebo recyklaci.
wonderful-page-ask-keep = Ponechte si jednu z dobraných karet; ostatní jdou na odhazovací balíček.
wonderful-page-over = Hra skončila.
wonderful-page-nothing-asked = Právě teď od vás nic nepotřebujeme.
wonderful-page-waiting = Právě teď od vás nic nepotřebujeme – čekáme na: { $names }.
wonderful-page-submitted = Vaše rozhodnutí pro tento krok máme. Dokud se krok neuzavře, můžete ho zde ještě změnit.
wonderful-page-from-orders = Vyplněno podle vašich stálých pokynů. Potvrďte to, nebo to nejdřív změňte.
wonderful-page-suggested = Vyplněno podle návrhu. Potvrďte to, nebo to nejdřív změňte.
wonderful-page-your-empire = Vaše říše
wonderful-page-other-players = Ostatní hráči

# Draft: výběr, nebo karta ponechaná po výměně ve hře jednoho hráče.
wonderful-page-choose-card = Vyberte jednu kartu
wonderful-page-confirm-here = Potvrdit tuto kartu
wonderful-page-confirm-pick = Potvrdit výběr
wonderful-page-confirm-keep = Potvrdit: ponechat si tuto kartu

# Hra jednoho hráče: výměna.
wonderful-page-trade = Výměna: odhoďte 2 karty z ruky, doberte 5 z balíčku (zbývá { $left }) a 1 z nich si ponechte
wonderful-page-trade-hint = Každá karta je celá popsána v plánu níže.
wonderful-page-trade-button = Odhodit tyto 2 a dobrat 5
wonderful-page-or-plan = Nebo naplánujte karty v ruce tak, jak jsou:

# Plánování.
wonderful-page-plan-legend = U každé karty zvolte výstavbu, nebo recyklaci
wonderful-page-what-to-do = Co s kartou { $card }
wonderful-page-slate = Do výstavby
wonderful-page-recycle = Recyklovat
wonderful-page-cube-onto = Její kostka půjde na
wonderful-page-my-empire = kartu mé říše
wonderful-page-if-slated = { $card }, pokud ji dáte do výstavby
wonderful-page-confirm-plan = Potvrdit plán

# Produkce.
wonderful-page-you-produced = Vyprodukovali jste: { $badge }.
wonderful-page-supremacy-token = Získali jste nadvládu ve vědě: vezměte si generála, nebo finančníka
wonderful-page-no-space = Žádná z vašich karet ve výstavbě nemá volné pole typu { $resource }: všechny kostky ({ $count }) jdou na kartu vaší říše.
wonderful-page-cubes-legend = Vaše kostky – { $resource }: { $count }
wonderful-page-cubes-hint = Zaškrtněte pole pro každou kostku, kterou chcete umístit na kartu; ostatní jdou na kartu vaší říše, kde z každých 5 kostek vznikne 1 krystalium.
wonderful-page-empty-spaces = { $card } (volná pole: { $count })
wonderful-page-confirm-cubes = Potvrdit kostky

# Co formulář plánování nebo produkce umí kdykoli.
wonderful-page-any-time = Kdykoli
wonderful-page-you-hold = V zásobě máte:
wonderful-page-place-krystallium = Umístit krystalium
wonderful-page-place-krystallium-hint = Krystalium zaplní jakékoli volné pole suroviny a jako jediné může zaplnit pole krystalia. Zaškrtněte pole, která chcete zaplnit.
wonderful-page-place-tokens = Umístit generály a finančníky
wonderful-page-krystallium-onto = Krystalium na
wonderful-page-tokens-onto = Žetony na
wonderful-page-scrap = Odhodit kartu ve výstavbě
wonderful-page-discard = Odhodit kartu { $card } (její kostka za recyklaci – { $resource } – jde na kartu vaší říše)
wonderful-page-order = V jakém pořadí se tento formulář provede
wonderful-page-order-planning = Karty, které odhodíte; karty, které dáte do výstavby; kostky na karty; ostatní kostky na kartu vaší říše, kde z každých 5 vznikne krystalium, které můžete umístit v tomtéž formuláři; potom krystalium; nakonec generálové a finančníci. Karta je postavena ve chvíli, kdy se zaplní její poslední pole, a její bonus lze využít v dalších bodech tohoto seznamu.
wonderful-page-order-production = Karty, které odhodíte; kostky na karty; ostatní kostky na kartu vaší říše, kde z každých 5 vznikne krystalium, které můžete umístit v tomtéž formuláři; potom krystalium; nakonec generálové a finančníci. Karta je postavena ve chvíli, kdy se zaplní její poslední pole, a její bonus lze využít v dalších bodech tohoto seznamu.

# Proč formulář rozhodnutí nelze přečíst (po „Nepřijato:“).
wonderful-form-no-card-number = karta s číslem { $number } neexistuje
wonderful-form-card-missing = ve formuláři chybí karta
wonderful-form-no-card = karta { $value } neexistuje
wonderful-form-no-krystallium-space = krystalium nelze umístit na pole typu { $value }
wonderful-form-no-field = formulář nemá pole { $field }
wonderful-form-unexpected = tento formulář nemá pole { $field }
wonderful-form-twice = formulář poslal pole { $field } dvakrát
wonderful-form-no-action = akce { $action } zde neexistuje
wonderful-form-not-a-number = zadaný počet ({ $what }) není číslo
wonderful-form-negative = zadaný počet ({ $what }) nemůže být záporný
wonderful-form-too-large = zadaný počet ({ $what }) je příliš velký
wonderful-form-what-krystallium = krystalium na pole typu { $space } na kartě { $card }
wonderful-form-what-generals = generálové na kartě { $card }
wonderful-form-what-financiers = finančníci na kartě { $card }
wonderful-form-what-cubes = kostky na kartě { $card }
wonderful-form-choose-card = vyberte kartu
wonderful-form-choose-keep = vyberte kartu, kterou si ponecháte
wonderful-form-only-one-card = vyberte jen jednu kartu
wonderful-form-slate-or-recycle = zvolte, zda kartu { $card } dáte do výstavby, nebo ji zrecyklujete
wonderful-form-slate-or-place = { $card }: zvolte výstavbu, nebo kam půjde její kostka
wonderful-form-place = { $card }: zvolte, kam půjde její kostka
wonderful-form-trade-two = vyberte přesně 2 karty k odhození (vybrali jste { $count })
wonderful-form-choose-token = vyberte generála, nebo finančníka
wonderful-form-token-missing = získali jste nadvládu ve vědě: vyberte generála, nebo finančníka

# Stálé pokyny.
wonderful-orders-title = Stálé pokyny · { $game }
wonderful-orders-heading = Stálé pokyny
wonderful-orders-saved = Vaše stálé pokyny jsou uloženy.
wonderful-orders-not-saved = Neuloženo:
wonderful-orders-about = Missive se těmito pokyny řídí za vás, když vyprší termín dřív, než se rozhodnete, během ohlášené nepřítomnosti a ve vašich produkčních krocích, pokud zaškrtnete poslední políčko. O tom, co nechají otevřené, rozhodne Missive stejně jako za kteréhokoli hráče.
wonderful-orders-draft = Draft: karta, kterou si vzít
wonderful-orders-draft-hint = Při každém výběru se použije první řádek, který odpovídá některé kartě ve vaší ruce; typ karty vybere vaši nejužitečnější kartu toho typu. Pokud neodpovídá žádný řádek, vybere Missive. Ve hře jednoho hráče to určuje i kartu, kterou si po výměně ponecháte.
wonderful-orders-first-choice = První volba
wonderful-orders-then-choice = Dále, volba { $line }
wonderful-orders-any-type = Jakákoli karta daného typu
wonderful-orders-any = Jakákoli karta typu { $kind }
wonderful-orders-structures = Stavby
wonderful-orders-vehicles = Vozidla
wonderful-orders-research = Výzkumy
wonderful-orders-projects = Projekty
wonderful-orders-discoveries = Objevy
wonderful-orders-planning = Plánování: výstavba, nebo recyklace
wonderful-orders-produces = Vaše říše produkuje každé kolo: { $badges }.
wonderful-orders-planning-hint = Když zvolíte počet kol, Missive dá do výstavby karty, které za tu dobu zaplatí vaše produkce, od nejlevnějších, jakmile budou zaplaceny vaše karty ve výstavbě. Co nevyprodukujete v dostatečném množství, musí pokrýt krystalium (to, které máte, nebo 5 přebytečných kostek za každé), a pole generálů a finančníků žetony, které máte. Ostatní karty se recyklují. Ve hře jednoho hráče pak nikdy neměníte.
wonderful-orders-plan-within = Dát do výstavby karty, které moje říše postaví během
wonderful-orders-let-missive = Ať rozhodne Missive
wonderful-orders-rounds = { $count ->
    [one] { $count } kola
   *[other] { $count } kol
}
wonderful-orders-production = Produkce: kam jdou kostky
wonderful-orders-production-hint = V každém kroku jdou vaše kostky na vaše karty ve výstavbě uvedené níže, v tomto pořadí, a každá si vezme, kolik může; zbylé kostky jdou na kartu vaší říše. Pokud je má umístit Missive, nechte všechny řádky prázdné.
wonderful-orders-nothing-under-construction = Momentálně nemáte nic ve výstavbě.
wonderful-orders-under-construction = Momentálně ve výstavbě: { $cards }.
wonderful-orders-fill-first = Zaplnit nejdřív
wonderful-orders-then-priority = Dále, priorita { $line }
wonderful-orders-play-production = Hrát mé produkční kroky za mě, jakmile začnou
wonderful-orders-save = Uložit pokyny
wonderful-orders-back = Zpět na moje místo
# Proč formulář stálých pokynů nelze přečíst (po „Neuloženo:“).
wonderful-orders-no-draft-choice = volba draftu { $line }: karta ani typ karty { $value } neexistuje
wonderful-orders-no-fill-card = priorita produkce { $line }: karta { $value } neexistuje
wonderful-orders-bad-rounds = zvolte 1 až { $rounds } kola, nebo nechte rozhodnout Missive
wonderful-orders-bad-box = políčko Produkce zaškrtněte, nebo ho nechte prázdné

# Grafy hry.
wonderful-chart-production = Produkce po kolech, všichni hráči

# Možnosti nové hry.
wonderful-options-empire-cards = Karty říší
wonderful-options-side-a = Strana A: každá říše je jiná (doporučeno pro první hry)
wonderful-options-side-b = Strana B: všechny říše jsou stejné
wonderful-options-refused-side = Zvolte stranu A, nebo stranu B karet říší.
