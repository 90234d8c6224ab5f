# Stránky hry Settlers: Zrození Impéria: stránka místa (stoly hráčů, karty, formulář), stálé
# pokyny, volby nové hry a stůl po kroku historie. Hráče oslovujeme vykáním.

# Karta slovy: název, balíček, typ, barvy, cena, pole a body; za nimi její schopnost tak, jak ji
# uvádějí data (anglicky).
settlers-card-named = { $name } — { $location }
settlers-card-location = { $deck } { $kind }
settlers-card-colours = { $location } ({ $colours })
settlers-card-deck-common = společná
settlers-card-deck-barbarians = barbarská
settlers-card-deck-romans = římská
settlers-card-deck-japanese = japonská
settlers-card-deck-egyptians = egyptská
settlers-card-kind-production = produkční lokace
settlers-card-kind-feature = lokace s vlastností
settlers-card-kind-action = akční lokace
settlers-card-kind-plain = lokace bez typu
settlers-colour-brown = hnědá
settlers-colour-grey = šedá
settlers-colour-red = červená
settlers-colour-pink = růžová
settlers-colour-gold = zlatá
settlers-colour-blue = modrá
settlers-colour-black = černá
settlers-colour-purple = fialová
settlers-card-costs = stojí { $cost }
settlers-card-costs-nothing = nic nestojí
settlers-card-costs-part-only = stojí jen jednu lokaci
settlers-card-cost-part = { $cost } a navíc jednu lokaci
settlers-card-raze = zbořením získáte { $goods }
settlers-card-no-raze = nelze zbořit
settlers-card-deal = dohoda přináší { $goods }
settlers-card-worth = na konci hry má hodnotu { $vp }
settlers-card-summary = { $fields }.
settlers-card-unverified = [{ settlers-unverified-mark }]
settlers-card-known = Poznámka: { $known }
settlers-card-translated = (Anglický název je náš překlad: oficiální anglický název není znám.)
# Čtenáři v jiném jazyce než angličtině, nad kartami.
settlers-page-abilities-english = Schopnosti karet jsou uvedeny anglicky: žádný zdroj je nepřekládá.

# Co karta dává, počítáno podle impéria.
settlers-per-colour = { $goods } za každou { $location } ve vašem impériu (nejvýše { $max })
settlers-per-samurai = { $goods } za každého vašeho rozmístěného samuraje (nejvýše { $max })
settlers-colour-location-brown = hnědou lokaci
settlers-colour-location-grey = šedou lokaci
settlers-colour-location-red = červenou lokaci
settlers-colour-location-pink = růžovou lokaci
settlers-colour-location-gold = zlatou lokaci
settlers-colour-location-blue = modrou lokaci
settlers-colour-location-black = černou lokaci
settlers-colour-location-purple = fialovou lokaci
# Zboží samotné, jak ho jmenuje volba.
settlers-good-wood = dřevo
settlers-good-stone = kámen
settlers-good-food = jídlo
settlers-good-gold = zlato
settlers-good-worker = dělník
settlers-good-raze-token = žeton zboření
settlers-good-defense-token = žeton obrany
settlers-good-card = karta
settlers-good-common-card = společná karta
settlers-good-faction-card = karta frakce
settlers-good-vp = VB
settlers-good-samurai = samuraj

# Karta na první pohled: cena a body vedle názvu.
settlers-glance = { $price } · { $vp }
settlers-glance-goods-part = { $goods } + lokace
settlers-glance-part = lokace
settlers-glance-free = zdarma

# Stůl hráče.
settlers-page-player = Hráč { $number }
settlers-page-you = {" "}(vy)
settlers-page-first-player = začínající hráč
settlers-page-passed = pasuje
settlers-page-score-now = Skóre nyní
settlers-page-score = { $score } (z toho { $vp } na bodovací desce)
settlers-page-supply = Zásoba
settlers-page-cards = Karty
settlers-page-card-counts = v ruce { $hand ->
    [one] { $hand } karta
    [few] { $hand } karty
   *[other] { $hand } karet
} · balíček frakce: { $deck } · základy: { $foundations }
settlers-page-hand = Ruka
settlers-page-hand-folded = V ruce: { $count ->
    [one] { $count } karta
    [few] { $count } karty
   *[other] { $count } karet
}
settlers-page-held = Karty, z nichž si ponechá jednu
settlers-page-holds = Drží { $count ->
    [one] { $count } kartu
    [few] { $count } karty
   *[other] { $count } karet
}, z nichž si jednu ponechá.
settlers-page-looked-at = Prohlížené karty k ponechání
settlers-page-looks-at = Prohlíží si { $count ->
    [one] { $count } kartu frakce
    [few] { $count } karty frakce
   *[other] { $count } karet frakce
}.
settlers-page-empire = Impérium
settlers-page-row-production = Produkční lokace
settlers-page-row-feature = Lokace s vlastností
settlers-page-row-action = Akční lokace
settlers-page-row-plain = Lokace bez typu
settlers-page-nothing-built = Zatím není nic postaveno.
settlers-page-deals = Dohody
settlers-page-foundations = Základy (lícem dolů)
settlers-page-defended = bráněná
settlers-page-samurai = samuraj
settlers-page-used = použito { $uses } z { $per }
settlers-page-placed = leží na ní: { $goods }

# Stránka místa kolem formuláře.
settlers-page-asked = { $asked }.
settlers-page-nothing-asked = V tomto kroku se od vás nic nečeká.
settlers-page-submitted = Vaše rozhodnutí pro tento krok je odesláno. Dokud se krok neuzavře, můžete ho zde ještě změnit.
settlers-page-goes-with = Co k tomu patří
settlers-page-row = Karty Rozhledu
settlers-page-your-empire = Vaše impérium
settlers-page-others = Ostatní hráči
settlers-page-points-now = nyní { $score ->
    [one] { $score } bod
    [few] { $score } body
   *[other] { $score } bodů
}
settlers-page-in-hand = v ruce { $count ->
    [one] { $count } karta
    [few] { $count } karty
   *[other] { $count } karet
}

# Formulář: Rozhled, ponechání karet, volby produkce.
settlers-page-pick = Vezměte si jednu kartu z Rozhledu
settlers-page-alternate-keep = Jednu si ponechte, ostatní dostane { $player }
settlers-page-alternate-second = Ponechte si jednu z obdržených karet, druhá se odhodí
settlers-page-confirm = Potvrdit
settlers-page-confirm-production = Potvrdit volby produkce
settlers-page-keep-of = Ponechte si { $keep } z těchto karet
settlers-page-keep = Ponechat si tyto karty
settlers-page-production-cards = Vaše produkce vám dává { $cards }: kolik z nich z balíčku frakce (zbytek ze společného balíčku)
settlers-page-as-rules-choose = podle pravidel, pokud nezvolíte jinak
settlers-page-produces = { $card } produkuje
settlers-page-copies = { $card } kopíruje
settlers-page-copied-option = { $card }: volba kopírované lokace
settlers-page-option = volba { $number }

# Formulář: akce tahu, každý druh složený pod svým nadpisem.
settlers-page-your-action = Vaše akce
settlers-page-pass = Pasovat: v tomto kole už žádné další akce
settlers-page-kind-count = { $kind } ({ $count })
settlers-page-build = Stavět
settlers-page-part = Pro kartu, která vyžaduje lokaci: lokace nebo základy, které nahradí
settlers-page-part-none = žádná
settlers-page-deal = Uzavřít dohodu za 1 jídlo
settlers-page-raze-card = Zbořit kartu z ruky za 1 žeton zboření
settlers-page-raze = Zbořit lokaci soupeře
settlers-page-raze-location = Zbořit lokaci { $card } hráče { $player } ({ $paid })
settlers-page-use = Použít akční lokaci
settlers-page-uses-left = { $card } ({ $count ->
    [one] v tomto kole zbývá { $count } použití
    [few] v tomto kole zbývají { $count } použití
   *[other] v tomto kole zbývá { $count } použití
})
settlers-page-twice = { $card } dvakrát
settlers-page-target = Pokud použijete lokaci { $card }: co udělá
settlers-page-target2 = Pokud použijete lokaci { $card } dvakrát: co udělá podruhé
settlers-page-target-deal = vaše dohoda { $card }
settlers-page-target-own = vaše lokace { $card }
settlers-page-target-steal = { $goods } od hráče { $player }
settlers-page-target-location = lokace { $card } hráče { $player }
settlers-page-target-raze-good = lokace { $card } hráče { $player }: { $good }
settlers-page-target-enemy-deal = dohoda { $card } hráče { $player }
settlers-page-target-build = postavit { $card }
settlers-page-target-card = { $card } z vaší ruky
settlers-page-discard-cards = Pokud použitá lokace odhazuje karty: které
settlers-page-discard-deals = Pokud použitá lokace odhazuje dohody: které
settlers-page-spend = Utratit dělníky za toto zboží
settlers-page-spend-legend = Utratit dělníky, 2 za každý kus zboží (nejvýše { $count ->
    [one] { $count } kus
    [few] { $count } kusy
   *[other] { $count } kusů
})
settlers-page-spend-wood = Dřevo
settlers-page-spend-stone = Kámen
settlers-page-spend-food = Jídlo
settlers-page-spend-common = Společné karty
settlers-page-spend-faction = Karty frakce
settlers-page-faction-cards = Z karet, které vám akce dá z balíčku podle vaší volby: kolik z balíčku frakce (zbytek ze společného balíčku)
settlers-page-all-of-them = všechny
settlers-page-defense = Po akci položit žeton obrany na
settlers-page-keep-defense = nepokládat
settlers-page-samurai-before = Před akcí rozmístit samuraje (každého za 1 dělníka) na
settlers-page-samurai-after = Po akci rozmístit samuraje (každého za 1 dělníka) na
# Co může jít s kteroukoli akcí, složené pod nadpisem, který říká, co formulář odešle.
settlers-page-with-action = S akcí: { $what }
settlers-page-with-deck = balíček získaných karet
settlers-page-with-defense = žeton obrany
settlers-page-with-samurai = samurajové
settlers-page-now-faction-cards = { $count ->
    [one] { $count } karta
    [few] { $count } karty
   *[other] { $count } karet
} z balíčku frakce
settlers-page-now-defense = žeton obrany na lokaci { $card }
settlers-page-now-samurai = samurajové na lokacích { $cards }
settlers-page-confirm-turn = Potvrdit tah

# Proč se formulář nedá přečíst jako rozhodnutí.
settlers-form-no-card = Formulář uvádí kartu, která v této hře není.
settlers-form-no-player = Formulář uvádí hráče, který u tohoto stolu nesedí.
settlers-form-no-good = Formulář uvádí zboží, které neexistuje.
settlers-form-option-number = Volba produkce musí být celé číslo.
settlers-form-faction-cards-number = Počet karet frakce musí být celé číslo.
settlers-form-workers-number = Počet dvojic dělníků musí být celé číslo.
settlers-form-choose-card = Vyberte kartu.
settlers-form-card-not-offered = Tuto kartu si teď vybrat nemůžete.
settlers-form-bad-target = Volba formuláře pro tuto lokaci není žádnou z nabízených.
settlers-form-no-action = Tato lokace nemá žádnou akci.
settlers-form-choose-target = Zvolte, co udělá lokace { $card }.
settlers-form-choose-target2 = Zvolte, co lokace { $card } udělá podruhé.
settlers-form-choose-action = Vyberte akci, nebo pasujte.
settlers-form-spend-what = Uveďte, co vaši dělníci koupí.
settlers-form-bad-action = Tuto akci formulář nenabízí.

# Stálé pokyny.
settlers-orders-title = Stálé pokyny
settlers-orders-saved = Vaše stálé pokyny jsou uloženy.
settlers-orders-not-saved = Neuloženo:
settlers-orders-about = Missive se těmito pokyny řídí za vás, když na vás přijde řada, a také když uplyne termín dřív, než se rozhodnete, nebo během ohlášené nepřítomnosti. Co nechají otevřené, rozhodne Missive jako za kteréhokoli hráče: zmeškaný tah je pas.
settlers-orders-pass-when = Pasovat hned, když mé jediné možné akce jsou
settlers-orders-hint = Když všechny akce, které vám tah nabízí, patří k zaškrtnutým druhům, Missive za vás bez ptaní pasuje (případní samurajové se přesto rozmístí tam, kde nejlépe brání). Pokud nezaškrtnete nic, Missive se vás zeptá v každém tahu.
settlers-orders-build = stavba
settlers-orders-deal = uzavření dohody
settlers-orders-raze-card = zboření karty z ruky
settlers-orders-raze = zboření lokace soupeře
settlers-orders-activate = použití akční lokace
settlers-orders-spend-workers = utracení dělníků
settlers-orders-save = Uložit pokyny
settlers-orders-back = Zpět na vaše místo
settlers-orders-no-kind = Formulář uvádí druh akce, který neexistuje.

# Volby nové hry nebo ligy.
settlers-options-factions = Frakce podle pořadí míst
settlers-options-factions-hint = Nechte je všechny na náhodě, nebo vyberte frakci pro každého hráče, počínaje prvním místem.
settlers-options-random = Náhodně
settlers-options-lookout = Rozhled
settlers-options-standard = Standardní: hráči si postupně berou po jedné kartě z odkryté řady
settlers-options-alternate = Alternativní: dobrat 3, 1 si ponechat, 2 poslat dál a pak si ponechat 1 ze 2 obdržených
settlers-options-in-order = Vyberte frakce postupně od prvního místa, nebo je všechny nechte na náhodě.
settlers-options-twice = Dvě místa nemohou hrát za stejnou frakci ({ $faction }).
settlers-options-no-faction = Frakce jménem { $name } neexistuje.
settlers-options-lookout-refused = Zvolte standardní, nebo alternativní Rozhled.
