# Settlers: Zrození Impéria: jeho slova, kde hra stojí, co se žádá a co se stalo.

settlers-round = Kolo { $round } z { $rounds }
settlers-step-lookout = Rozhled, draft { $draft }, výběr { $pick } z { $picks }
settlers-step-alternate-keep = Rozhled: ponechat 1, ostatní poslat dál
settlers-step-alternate-second = Rozhled: ponechat 1 z obdržených karet
settlers-step-production-choices = Volby produkce
settlers-step-production-keep = Produkce: ponechat karty frakce
settlers-step-action = Fáze akcí
settlers-game-over = Konec hry

# Jeho slova: hráč, karty, frakce, zboží s počtem. Zboží se počítá ve 4. pádě: hráč ho
# získává, platí, bere, ponechává si.
settlers-a-player = hráč
settlers-unknown-card = neznámá karta
settlers-unverified = { $card } ({ settlers-unverified-mark })
settlers-unverified-mark = schopnost neověřena
settlers-faction = { $faction }
settlers-nothing = nic
settlers-wood = { $count ->
    [one] { $count } dřevo
    [few] { $count } dřeva
   *[other] { $count } dřev
}
settlers-stone = { $count ->
    [one] { $count } kámen
    [few] { $count } kameny
   *[other] { $count } kamenů
}
settlers-food = { $count ->
    [one] { $count } jídlo
    [few] { $count } jídla
   *[other] { $count } jídel
}
settlers-gold = { $count ->
    [one] { $count } zlato
   *[other] { $count } zlata
}
settlers-workers = { $count ->
    [one] { $count } dělníka
    [few] { $count } dělníky
   *[other] { $count } dělníků
}
settlers-raze-tokens = { $count ->
    [one] { $count } žeton zboření
    [few] { $count } žetony zboření
   *[other] { $count } žetonů zboření
}
settlers-defense-tokens = { $count ->
    [one] { $count } žeton obrany
    [few] { $count } žetony obrany
   *[other] { $count } žetonů obrany
}
settlers-cards = { $count ->
    [one] { $count } kartu
    [few] { $count } karty
   *[other] { $count } karet
}
settlers-common-cards = { $count ->
    [one] { $count } společnou kartu
    [few] { $count } společné karty
   *[other] { $count } společných karet
}
settlers-faction-cards = { $count ->
    [one] { $count } kartu frakce
    [few] { $count } karty frakce
   *[other] { $count } karet frakce
}
settlers-vp = { $count } VB
settlers-samurai = { $count ->
    [one] { $count } samuraje
    [few] { $count } samuraje
   *[other] { $count } samurajů
}
# Získané karty a balíčky, ze kterých jsou: „2 karty (1 společnou, 1 frakční)“.
settlers-cards-from-decks = { $cards } ({ $decks })
settlers-deck-common = společnou
settlers-deck-faction = frakční
settlers-deck-common-count = { $count ->
    [one] { $count } společnou
    [few] { $count } společné
   *[other] { $count } společných
}
settlers-deck-faction-count = { $count ->
    [one] { $count } frakční
    [few] { $count } frakční
   *[other] { $count } frakčních
}
settlers-look-at = { $count ->
    [one] pohled na { $count } kartu frakce
    [few] pohled na { $count } karty frakce
   *[other] pohled na { $count } karet frakce
}

# Jak se spojují části řádku: položky za sebou, části souvětí, věty.
settlers-series = { $first }, { $rest }
settlers-clauses = { $first }; { $rest }
settlers-sentences = { $first } { $rest }

# Co se žádá, na jednom řádku a v předmětu e-mailu.
settlers-due-pick = Vezměte si kartu z Rozhledu (kolo { $round }, { $draft }. draft)
settlers-due-pick-production = Vezměte si kartu z Rozhledu (kolo { $round }, { $draft }. draft) a proveďte volby produkce
settlers-due-alternate-keep = Ponechte si 1 z těchto karet a ostatní pošlete dál: { $cards } (kolo { $round })
settlers-due-alternate-second = Ponechte si 1 z těchto karet: { $cards } (kolo { $round })
settlers-due-alternate-second-production = Ponechte si 1 z těchto karet: { $cards } (kolo { $round }) a proveďte volby produkce
settlers-due-production-choices = Proveďte volby produkce (kolo { $round })
settlers-due-keep = Karty frakce – { $groups }
settlers-due-keep-group = ponechte si { $keep } z těchto: { $cards }
settlers-due-turn = Jste na tahu (kolo { $round }): proveďte akci, nebo pasujte
settlers-subject-pick = Váš výběr z Rozhledu (kolo { $round })
settlers-subject-alternate-keep = Ponechte si 1, ostatní pošlete dál (kolo { $round })
settlers-subject-alternate-second = Ponechte si 1 z obdržených karet (kolo { $round })
settlers-subject-production-choices = Vaše volby produkce (kolo { $round })
settlers-subject-keep = Ponechte si karty frakce (kolo { $round })
settlers-subject-turn = Jste na tahu (kolo { $round }, tah { $turn })
settlers-subject-turn-open = Jste na tahu (kolo { $round })

# Příprava hry.
settlers-seat = { $player } – { $faction }
settlers-seats = Místa: { $seats }. Začínající hráč: { $first }.
settlers-opening-draw = Každý hráč si dobírá 2 společné karty a 2 karty frakce.
settlers-opening-alternate = Každý hráč si dobírá 3 společné karty: 1 si ponechá a 2 pošle dál.

# Co se stalo: Rozhled, produkce a úklid.
settlers-round-began = Kolo { $round }.
settlers-faction-cards-taken = Každý hráč si bere kartu frakce.
settlers-faction-deck-empty = { $player } má prázdný balíček frakce.
settlers-you-drew = Dobíráte si: { $cards }.
settlers-common-reshuffled = { $count ->
    [one] Odhozené společné karty se zamíchají do nového balíčku s { $count } kartou.
   *[other] Odhozené společné karty se zamíchají do nového balíčku s { $count } kartami.
}
settlers-revealed = Odkryto: { $cards }.
settlers-took = { $player } si bere kartu { $card }.
settlers-leftover-discarded = Odhazuje se: { $card }.
settlers-alternate-passed = Každý hráč si dobírá 3 společné karty, 1 si ponechává a 2 posílá dál.
settlers-alternate-passed-some = Každý hráč si ponechává 1 z dobraných společných karet a ostatní posílá dál ({ $counts }).
settlers-passed-count = { $player } { $count }
settlers-you-passed = Posíláte hráči { $player }: { $cards }.
settlers-passed-you = { $player } vám posílá: { $cards }.
settlers-alternate-discarded = Odhozeno: { $cards }.
settlers-card-of = { $card } ({ $player })
settlers-produced = { $player } produkuje { $goods }.
settlers-you-look = Prohlížíte si: { $cards }.
settlers-kept = { $player } si prohlíží { $looked ->
    [one] { $looked } kartu
    [few] { $looked } karty
   *[other] { $looked } karet
} frakce, { $kept } si ponechává a odhazuje: { $discarded }.
settlers-keeps = { $player } si ponechává { $goods }
settlers-nobody-keeps = Nikdo si nic neponechává
settlers-cleanup = { $kept }; zbytek se odhazuje.
settlers-first-player = Začínající hráč: { $player }.

# Co se stalo: zisky vyprávěné samostatně.
settlers-gained-bonus = { $card } přináší jako bonus za stavbu { $goods }.
settlers-gained-production = { $card } produkuje { $goods }.
settlers-gained-feature = { $player } získává díky kartě { $card } { $goods }.
settlers-gained-deal = { $player } získává z dohody { $card } { $goods }.
settlers-gained-raze-field = { $player } získává za zboření karty { $card } { $goods }.
settlers-gained-action = { $player } získává z karty { $card } { $goods }.
settlers-gained = { $player } získává { $goods }.

# Když zisk není žádný, řečeno zvlášť: „neprodukuje nic“.
settlers-gain-bonus-nothing = bonus za stavbu nepřináší nic
settlers-gain-produces-nothing = neprodukuje nic
settlers-gain-card-produces-nothing = lokace { $card } neprodukuje nic
settlers-gain-feature-nothing = karta { $card } nepřináší nic
settlers-gain-nothing = nezískává nic
settlers-gained-bonus-nothing = { $card } nepřináší jako bonus za stavbu nic.
settlers-gained-production-nothing = { $card } neprodukuje nic.
settlers-gained-feature-nothing = { $player } nezískává díky kartě { $card } nic.
settlers-gained-deal-nothing = { $player } nezískává z dohody { $card } nic.
settlers-gained-raze-field-nothing = { $player } nezískává za zboření karty { $card } nic.
settlers-gained-action-nothing = { $player } nezískává z karty { $card } nic.
settlers-gained-nothing = { $player } nezískává nic.
settlers-produced-nothing = { $player } neprodukuje nic.

# Co se stalo: akce a to, co přinesla, na jednom řádku (pravidla §12.8).
settlers-line = { $action }: { $gains }.
settlers-line-alone = { $action }.
settlers-builds = { $player } staví lokaci { $card } ({ $cost })
settlers-builds-with = { $player } staví pomocí karty { $by } lokaci { $card } ({ $cost })
settlers-cost-location = { $paid }; odhazuje lokaci { $part }
settlers-cost-foundation = { $paid }; odhazuje základy { $part }
settlers-makes-deal = { $player } uzavírá dohodu { $card } ({ $paid })
settlers-razes-card = { $player } boří z ruky kartu { $card } (1 žeton zboření)
settlers-razes = { $player } boří lokaci { $card } hráče { $victim } ({ $paid })
settlers-razes-guarded = { $player } boří lokaci { $card } hráče { $victim } ({ $paid }: { $guards })
settlers-guards-defense = 2 + žeton obrany
settlers-guards-samurai = 2 + samuraj
settlers-guards-both = 2 + žeton obrany + samuraj
settlers-razes-with = { $player } boří pomocí karty { $by } lokaci { $card } hráče { $victim }
settlers-razed-foundation = Z karty { $card } se stávají základy hráče { $player }; { $player } si bere 1 dřevo
settlers-razed-discarded = Karta { $card } se odhazuje
settlers-returns-defense = žeton obrany se vrací do zásoby
settlers-returns-samurai = samuraj se vrací do zásoby
settlers-returns-both = žeton obrany a samuraj se vracejí do zásoby
settlers-razed-tail = { $razed }.
settlers-razed-tail-returns = { $razed }; { $returned }.
settlers-uses = { $player } používá lokaci { $card }
settlers-uses-twice = { $player } používá dvakrát lokaci { $card }
settlers-uses-paying = { $player } používá lokaci { $card } ({ $costs })
settlers-uses-twice-paying = { $player } používá dvakrát lokaci { $card } ({ $costs })
settlers-cost-discards = odhazuje z ruky: { $cards }
settlers-cost-discards-deals = odhazuje z dohod: { $cards }
settlers-spends-workers = { $player } platí { $count ->
    [few] { $count } dělníky
   *[other] { $count } dělníků
} za { $goods }
settlers-gain-bonus = jako bonus za stavbu získává { $goods }
settlers-gain-produces = produkuje { $goods }
settlers-gain-card-produces = lokace { $card } produkuje { $goods }
settlers-gain-feature = díky kartě { $card } získává { $goods }
settlers-gain = získává { $goods }

# Co se stalo: co akce udělala jinému hráči.
settlers-stole = { $player } bere hráči { $victim } { $goods }.
settlers-location-discarded = { $player } odhazuje lokaci { $card } hráče { $victim }.
settlers-deal-discarded = { $player } nutí hráče { $victim } odhodit dohodu { $card }.
settlers-deal-taken-to-hand = { $player } bere hráči { $victim } dohodu { $card } do ruky.
settlers-deal-taken = { $player } bere hráči { $victim } dohodu { $card } pod svou desku.
settlers-foundation-laid = { $player } pokládá kartu z ruky lícem dolů jako základy.
settlers-defense-placed = { $player } pokládá žeton obrany na lokaci { $card }.
settlers-samurai-deployed = { $player } rozmisťuje samuraje: { $cards }.
settlers-passes = { $player } pasuje.
settlers-passes-nothing-to-do = { $player } pasuje (nemá co dělat).
settlers-passes-deadline = { $player } pasuje (vypršela lhůta).

# Konec hry. Řádky bodovacího záznamu a rozhodnutí remízy přicházejí z bodování anglicky.
settlers-final = Konečné pořadí: { $standings }.
settlers-final-tie = Konečné pořadí: { $standings }; rozhodnutí remízy: { $tie }.
settlers-standing = { $player } { $score } ({ $pad })
settlers-pad-line = { $label } { $points }

# Novinky v předmětu e-mailu: co soupeři udělali od vašeho posledního rozhodnutí.
settlers-news-razed = { $player } vám boří { $what }
settlers-news-discarded = { $player } vám odhazuje { $what }
settlers-news-took = { $player } vám bere { $what }
settlers-news-your-card = lokaci { $card }
settlers-news-your-deal = dohodu { $card }
settlers-news-from-you = { $goods }
settlers-news-passed = { $player } pasuje
settlers-news-several-passed = { $players } pasují
settlers-news-built = { $player } staví lokaci { $card }
settlers-news-built-with = { $player } staví lokaci { $card } pomocí karty { $by }
settlers-news-deal = { $player } uzavírá dohodu { $card }
settlers-news-razed-card = { $player } boří z ruky kartu { $card }
settlers-news-razed-location = { $player } boří lokaci { $card } hráče { $victim }
settlers-news-used = { $player } používá lokaci { $card }
settlers-news-used-twice = { $player } používá dvakrát lokaci { $card }
settlers-news-spent-workers = { $player } platí { $count ->
    [few] { $count } dělníky
   *[other] { $count } dělníků
}
