# Settlers: Zrození Impéria: proč se rozhodnutí odmítá. Každý důvod začíná větu malým písmenem
# a nemá tečku: větu z něj udělá stránka nebo e-mail. Zboží se počítá ve 4. pádě, jako v příběhu
# hry: lokace ho stojí, hráč ho má.

# Stůl, když se hra připravuje.
settlers-refused-seats = Settlers: Zrození Impéria je pro { $min } až { $max } { $max ->
    [few] hráče
   *[other] hráčů
}, ne pro { $seats }
settlers-refused-faction-count = { $seats ->
    [one] vyberte jednu frakci pro jediného hráče
    [few] vyberte jednu frakci pro každého ze { $seats } hráčů
   *[other] vyberte jednu frakci pro každého z { $seats } hráčů
}
settlers-refused-faction-twice = frakce { $faction } je vybrána dvakrát: každý hráč potřebuje jinou frakci

# Kdo rozhoduje a co krok žádá. Místa se počítají od 0; důvody, které nějaké jmenují, způsobí
# jen chyba nebo pozměněný formulář.
settlers-refused-game-over = hra už skončila
settlers-refused-no-such-seat = takové místo v této hře není
settlers-refused-not-your-turn = nejste na tahu: hrají { $faction }
settlers-refused-not-your-pick = teď nevybíráte vy: vybírají { $faction }
settlers-refused-nothing-to-decide = v tomto kroku nemáte co rozhodovat
settlers-refused-owes-nothing = místo { $seat } v tomto kroku nemá co rozhodovat
settlers-refused-decided-twice = místo { $seat } rozhodlo dvakrát
settlers-refused-not-decided = místo { $seat } ještě nerozhodlo
# Jiný důvod, u rozhodnutí jednoho z více hráčů.
settlers-refused-of-faction = { $faction }: { $reason }
settlers-refused-no-card-number = karta číslo { $number } neexistuje
settlers-refused-asks-lookout = v tomto kroku se bere karta z Rozhledu
settlers-refused-asks-keep-one = v tomto kroku se vybírá karta, kterou si ponecháte
settlers-refused-asks-production = v tomto kroku se provádějí volby produkce
settlers-refused-asks-keep = v tomto kroku se vybírají karty, které si ponecháte
settlers-refused-asks-turn = v tomto kroku se hraje váš tah

# Rozhled a prohlížené karty frakce.
settlers-refused-not-in-row = karta { $card } není v Rozhledu
settlers-refused-not-keepable = karta { $card } není mezi kartami, které si smíte ponechat
settlers-refused-production-too-soon = volby produkce patří k vašemu poslednímu formuláři Rozhledu v tomto kole, ne k tomuto
settlers-refused-keep-too-many = prohlédli jste si { $looked ->
    [one] { $looked } kartu
    [few] { $looked } karty
   *[other] { $looked } karet
}, ale uvádíte { $named }
settlers-refused-named-twice = karta { $card } je uvedena dvakrát
settlers-refused-not-looked-at = karta { $card } není mezi kartami, které jste si prohlédli
settlers-refused-keep-of = ponechte si { $count } z těchto: { $cards }

# Volby produkce.
settlers-refused-choices-too-many = vaše volby produkce uvádějí víc lokací, než máte
settlers-refused-choice-twice = lokace { $card } je ve vašich volbách produkce uvedena dvakrát
settlers-refused-not-production-location = karta { $card } není produkční lokace
settlers-refused-no-options = produkce lokace { $card } nenabízí žádné možnosti na výběr
settlers-refused-options = lokace { $card } má { $count ->
    [one] { $count } možnost
    [few] { $count } možnosti
   *[other] { $count } možností
}, číslované od 0
settlers-refused-copies-nothing = lokace { $card } nekopíruje žádnou produkci
settlers-refused-copies-itself = lokace { $card } nemůže kopírovat sama sebe
settlers-refused-copy-not-yours = lokace { $card } kopíruje jednu z vašich vlastních produkčních lokací a { $target } mezi ně nepatří
settlers-refused-copy-not-allowed = lokace { $card } nemůže kopírovat lokaci { $target }: kopíruje jen vaše ostatní produkční lokace, které samy nekopírují
settlers-refused-copy-no-options = lokace { $card } nekopíruje žádnou produkci s možnostmi
settlers-refused-faction-cards-too-many = vaše produkce přináší { $cards }, takže z balíčku frakce jich může být nanejvýš { $count }

# Karty, které hráč uvádí a které nejsou, kde mají být.
settlers-refused-not-in-hand = kartu { $card } nemáte v ruce
settlers-refused-not-your-location = karta { $card } není mezi vašimi lokacemi
settlers-refused-not-your-deal = karta { $card } není mezi vašimi dohodami
settlers-refused-not-your-production-location = karta { $card } není mezi vašimi produkčními lokacemi

# Co platba stojí a proč ji nelze provést: „lokace Lom stojí 1 dřevo a 1 kámen; máte 1 dřevo“.
settlers-refused-card-costs = lokace { $card } stojí { $price }
settlers-refused-deal-costs = dohoda stojí { $price }
settlers-refused-use-costs = použití lokace { $card } stojí { $price }
settlers-refused-use-twice-costs = dvojí použití lokace { $card } stojí { $price }
settlers-refused-cannot-pay = { $cost }; máte { $goods }
settlers-refused-cannot-pay-none = { $cost }; nic z toho nemáte
settlers-refused-gold-beyond-price = { $cost }: zvolili jste platbu zlatem za { $chosen }, ale stačí { $needed }
settlers-refused-gold-short = { $cost }: platba zlatem, jak jste ji zvolili, stojí { $gold }; máte { $held }

# Stavba.
settlers-refused-builds-faction-only = karta { $by } staví jen karty frakce a { $card } je společná karta
settlers-refused-part-none = ke stavbě lokace { $card } musíte odhodit lokaci nebo základy, ale žádné nemáte
settlers-refused-part-needed = ke stavbě lokace { $card } musíte odhodit lokaci nebo základy: uveďte, které ze svých
settlers-refused-part-waived = karta { $by } staví lokaci { $card } bez odhození lokace: nic neodhazujte
settlers-refused-no-part = lokace { $card } se staví bez odhození lokace: nic neodhazujte
settlers-refused-not-your-part = karta { $card } není mezi vašimi lokacemi ani základy
settlers-refused-produces-nothing = lokace { $card } nic neprodukuje: nepotřebuje volby produkce

# Dohody.
settlers-refused-deal-common = karta { $card } je společná: dohody se uzavírají s kartami frakce

# Boření. $faction je publikovaný název frakce.
settlers-refused-raze-card-token = zboření karty { $card } z ruky stojí 1 žeton zboření; žádný nemáte
settlers-refused-no-raze-field = karta { $card } nemá pole zboření: nelze ji zbořit
settlers-refused-raze-faction-card = { $card } je karta frakce { $faction }: z ruky se boří jen společné karty a vlastní karty Japonců
settlers-refused-raze-faction-location = { $card } je lokace frakce { $faction }: zbořit lze jen společné a japonské lokace
settlers-refused-cannot-be-razed = lokaci { $card } nelze zbořit
settlers-refused-raze-own = takto nemůžete bořit vlastní lokace: vyberte lokaci soupeře
settlers-refused-raze-passed = { $faction } už pasovali: jejich lokace nelze v tomto kole bořit
settlers-refused-not-their-location = { $faction } nemají lokaci { $card }
settlers-refused-raze-tokens = zboření lokace { $card } stojí { $tokens }; máte { $have }
# $guards: „2 + žeton obrany“.
settlers-refused-raze-tokens-guarded = zboření lokace { $card } stojí { $tokens } ({ $guards }); máte { $have }

# Akční lokace.
settlers-refused-not-action-location = karta { $card } není akční lokace
settlers-refused-unverified = schopnost karty { $card } není ověřena: nelze ji aktivovat
settlers-refused-say-uses = uveďte, kolikrát použijete lokaci { $card }
settlers-refused-used = lokace { $card } už byla v tomto kole použita
settlers-refused-used-twice = lokace { $card } už byla v tomto kole použita dvakrát
settlers-refused-uses-left = lokaci { $card } { $count ->
    [few] zbývají
   *[other] zbývá
} v tomto kole { $count } použití
settlers-refused-discards-hand = každé použití lokace { $card } odhazuje z ruky { $cards }; uvedli jste { $named }
settlers-refused-discards-deals = každé použití lokace { $card } odhazuje { $count ->
    [one] { $count } dohodu
    [few] { $count } dohody
   *[other] { $count } dohod
}; uvedli jste { $named }
settlers-refused-no-effect = lokace { $card } nemá žádný efekt, pro který by se volil cíl
settlers-refused-needs = lokace { $card } potřebuje { $what }
settlers-refused-needs-faction-card = kartu frakce z vaší ruky, kterou postaví
settlers-refused-needs-deal = jednu z vašich dohod
settlers-refused-needs-production-location = jednu z vašich produkčních lokací
settlers-refused-needs-steal = soupeře a surovinu, kterou mu vezmete
settlers-refused-needs-enemy-location = lokaci soupeře
settlers-refused-needs-enemy-deal = dohodu soupeře
settlers-refused-needs-raze-good = lokaci soupeře a zboží z jejího pole zboření
settlers-refused-needs-own-location = jednu z vašich lokací
settlers-refused-needs-deal-to-build = jednu z vašich dohod, kterou postaví
settlers-refused-needs-hand-card = kartu z vaší ruky

# Efekty mířené na soupeře.
settlers-refused-no-seat = místo { $seat } u tohoto stolu není
settlers-refused-not-yourself = vyberte soupeře, ne sebe
settlers-refused-opponent-passed = { $faction } už pasovali: v tomto kole je nelze vybrat
settlers-refused-steal-resource-only = vzít lze jen dřevo, kámen nebo jídlo, ne { $good }
settlers-refused-victim-lacks = { $faction } nemají { $good }
settlers-refused-raze-with-tokens = zboření lokace { $card } pomocí karty { $by } stojí { $tokens }; máte { $have }
settlers-refused-discards-common-only = karta { $by } odhazuje jen společné lokace a { $card } je lokace frakce
settlers-refused-not-their-deal = { $faction } nemají dohodu { $card }
settlers-refused-raze-field-lacks = pole zboření karty { $card } nenabízí { $good }

# Zboží samotným názvem, bez počtu, ve 4. pádě: „nemají dřevo“.
settlers-refused-good-wood = dřevo
settlers-refused-good-stone = kámen
settlers-refused-good-food = jídlo
settlers-refused-good-gold = zlato
settlers-refused-good-worker = dělníka
settlers-refused-good-raze-token = žeton zboření
settlers-refused-good-defense-token = žeton obrany
settlers-refused-good-card = kartu
settlers-refused-good-common-card = společnou kartu
settlers-refused-good-faction-card = kartu frakce
settlers-refused-good-vp = VB
settlers-refused-good-samurai = samuraje

# Utrácení dělníků.
settlers-refused-worker-goods = uveďte, co koupí každá dvojice dělníků: dřevo, kámen, jídlo, společnou kartu, nebo kartu frakce
settlers-refused-workers-short = utratit { $pairs ->
    [one] { $pairs } dvojici
    [few] { $pairs } dvojice
   *[other] { $pairs } dvojic
} dělníků stojí { $workers }; máte { $have }

# Žeton obrany a japonští samurajové.
settlers-refused-no-defense-token = nemáte žádný žeton obrany k položení
settlers-refused-defense-not-yours = karta { $card } není mezi vašimi lokacemi: žeton obrany patří na jednu z vašich
settlers-refused-defense-faction = { $card } je lokace frakce: žeton obrany patří na společnou lokaci
settlers-refused-has-defense = lokace { $card } už žeton obrany má
settlers-refused-samurai-japanese-only = samuraje rozmisťují jen Japonci
settlers-refused-samurai-places = uvádíte víc míst pro samuraje, než máte lokací
settlers-refused-samurai-twice = lokace { $card } je uvedena dvakrát: na lokaci patří jen jeden samuraj
settlers-refused-samurai-common = { $card } je společná lokace: samurajové chrání jen vaše lokace frakce
settlers-refused-has-samurai = lokace { $card } už samuraje má
settlers-refused-samurai-not-unguarded = na kartu { $card } nelze postavit samuraje: není to vaše nestřežená lokace frakce
settlers-refused-samurai-workers = rozmístit { $samurai } stojí { $workers }; máte { $have }
settlers-refused-gives-no-samurai = lokace { $card } nedává žádné samuraje: neuvádějte pro ně místa
settlers-refused-samurai-too-many = lokace { $card } dává { $samurai }; uvedli jste { $places ->
    [one] { $places } místo
    [few] { $places } místa
   *[other] { $places } míst
}
