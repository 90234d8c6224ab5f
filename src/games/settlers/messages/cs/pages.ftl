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
