# Svět divů: jeho slova, kde hra stojí, co se žádá a co se stalo.

wonderful-materials = Materiály
wonderful-energy = Energie
wonderful-science = Věda
wonderful-gold = Zlato
wonderful-exploration = Průzkum
wonderful-krystallium = Krystalium
wonderful-general = Generál
wonderful-financier = Finančník
wonderful-structure = Stavba
wonderful-vehicle = Vozidlo
wonderful-research = Výzkum
wonderful-project = Projekt
wonderful-discovery = Objev
wonderful-nothing = nic
wonderful-unknown-card = neznámá karta
wonderful-a-player = hráč
wonderful-side = { $empire }, strana { $side }

# Kde hra stojí.
wonderful-round = Kolo { $round }
wonderful-step-draft = Draft, výběr { $pick } z { $picks }
wonderful-step-planning = Plánování
wonderful-step-solo = Plánování, sekvence { $sequence } ze 2
wonderful-step-production = Produkce: { $resource }
wonderful-game-over = Konec hry

# Co se žádá, na jednom řádku a v předmětu e-mailu.
wonderful-due-pick = Vyber kartu (kolo { $round }, výběr { $pick } z { $picks })
wonderful-due-plan = Naplánuj vydraftované karty (kolo { $round })
wonderful-due-produce = Umísti produkci – { $resource }: { $count } (kolo { $round })
wonderful-due-produce-token = Umísti produkci – { $resource }: { $count } (kolo { $round }) a vyber si žeton za nadvládu ve vědě
wonderful-due-solo = Vyměň, nebo naplánuj karty v ruce (kolo { $round })
wonderful-due-keep = Ponech si jednu z dobraných karet (kolo { $round })
wonderful-subject-pick = Tvůj výběr (kolo { $round }, výběr { $pick } z { $picks })
wonderful-subject-plan = Plánování (kolo { $round })
wonderful-subject-produce = Produkce: { $resource } (kolo { $round })
wonderful-subject-solo = Výměna, nebo plánování (kolo { $round })
wonderful-subject-keep = Ponech si kartu (kolo { $round })

# Co se stalo.
wonderful-round-began = Začíná kolo { $round }.
wonderful-dealt = { $count ->
    [one] Každý hráč dostává { $count } kartu.
    [few] Každý hráč dostává { $count } karty.
   *[other] Každý hráč dostává { $count } karet.
}
wonderful-picked = { $player }: { $card }
wonderful-revealed = Odhalený výběr { $pick }: { $picks }.
wonderful-leftover-discarded = { $count ->
    [one] Poslední karta z každé ruky jde na odhazovací balíček.
    [few] Poslední { $count } karty z každé ruky jdou na odhazovací balíček.
   *[other] Posledních { $count } karet z každé ruky jde na odhazovací balíček.
}
wonderful-planned = { $player } staví: { $slated }; recykluje: { $recycled }.
wonderful-produced-by = { $player } { $count }
wonderful-produced = Produkce – { $resource }: { $amounts }.
wonderful-supremacy = { $player } získává nadvládu – { $resource } – a bere si žeton: { $token }.
wonderful-no-supremacy = Nadvládu – { $resource } – nikdo nezískává.
wonderful-built = { $player } dokončuje stavbu: { $card }.
wonderful-scrapped = { $player } odhazuje z oblasti výstavby: { $card }.
wonderful-krystallium-made = { $player } mění kostky na kartě říše na krystalium: { $count }.
wonderful-stack-taken = Sekvence { $sequence }: nový balíček 5 karet.
wonderful-traded = Odhozeno: { $discarded }; dobráno: { $count }.
wonderful-kept = Jedna karta ponechána, odhozeno: { $discarded }.
