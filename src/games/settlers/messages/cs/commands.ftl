# The words of reply commands. A word's message is how the language writes it; `.also` gives
# more ways a player may write it, separated by commas. English is always read too.
settlers-verb-pick = vybrat
    .also = vyber, vybírám, beru
settlers-verb-keep = ponechat
    .also = ponechám, nechat, nechám
settlers-verb-pass = pasovat
    .also = pas, pasuji, pasuju
settlers-verb-build = postavit
    .also = stavět, stavím, postavím
settlers-verb-deal = dohoda
    .also = uzavřít dohodu
settlers-verb-raze = zbořit
    .also = zbořím, bořit
settlers-verb-use = použít
    .also = použiji, použiju, aktivovat
settlers-verb-workers = dělníci
settlers-verb-spend = utratit
    .also = utratím
settlers-verb-defense = obrana
settlers-verb-samurai = samuraj
settlers-verb-faction = karty frakce
    .also = frakce, frakční karty
settlers-verb-choose = zvolit
    .also = zvolím, volba
settlers-verb-copy = kopírovat
    .also = zkopírovat, kopíruji

# Slova, která stojí mezi názvy v příkazu.
settlers-word-on = na
settlers-word-twice = dvakrát
settlers-word-once = jednou
settlers-word-discarding = odhodit
    .also = odhozením, odhodím
settlers-word-none = nic
    .also = žádný, žádná, žádné, ne, nikam
settlers-word-all = vše
    .also = všechny, všechno
settlers-word-cards = karty
    .also = karta, karet
settlers-word-workers = dělníci
    .also = dělníky, dělník, dělníků

# Druhy věcí, které příkaz jmenuje, jak je uvádí zdůvodnění.
settlers-what-card = karta
settlers-what-build = karta, kterou můžete postavit
settlers-what-deal = karta, se kterou můžete uzavřít dohodu
settlers-what-raze = karta nebo lokace, kterou můžete zbořit
settlers-what-part = lokace nebo základ
settlers-what-use = lokace, kterou můžete použít
settlers-what-target = cíl
settlers-what-good = zboží
settlers-what-defense = lokace pro váš žeton obrany
settlers-what-samurai = frakční lokace bez samuraje
settlers-what-hand-card = karta z vaší ruky
settlers-what-deal-card = dohoda
settlers-what-copy = lokace ke zkopírování
settlers-what-option = možnost
settlers-what-location = lokace

# Proč nelze název přečíst.
settlers-find-missing = Napište název nebo číslo ({ $what }).
settlers-find-nothing = Teď nemůžete uvést nic ({ $what }).
settlers-find-no-number = Číslo { $n } tu není ({ $what }): { $choices }.
settlers-find-unknown = Nic se nejmenuje „{ $wanted }“ ({ $what }): { $choices }.
settlers-find-too-often = „{ $wanted }“ uvádíte vícekrát, než kolikrát tu je.

# Jak se věc jmenuje v seznamu a jak jinak ji odpověď může nazvat.
settlers-command-owned = { $thing } ({ $owner })
settlers-command-owned-of = { $thing } hráče { $owner }
settlers-command-from-hand = { $card } z ruky
settlers-command-foundation = základ
settlers-command-foundation-of = { $card } (základ)
settlers-command-location = lokace
settlers-command-raze-good = { $card } za { $good }

# Co e-mail uvádí vedle volby.
settlers-command-they-have = má { $count }
settlers-command-discarded = odhodí se, nic nezískáte
settlers-command-two-workers-each = po 2 dělnících
settlers-command-cannot-be-razed = stejně ji nelze zbořit
settlers-command-raze-price-with = s ním cena zboření { $price }
settlers-command-deal-gives = dává { $goods } hned a v každém kole
settlers-command-cost-part = jedna lokace
settlers-command-cost-and-part = { $cost } a jedna lokace
settlers-command-produces-copy = produkci jiné produkční lokace
settlers-command-produces-look = prohlédnout si { $cards } a ponechat si { $keep }
settlers-command-card-production = { $deck } produkce ({ $gives }), { $costs }
settlers-command-card-feature = { $deck } lokace s vlastností, { $costs }
settlers-command-card-action-does = { $deck } akce ({ $does }), { $costs }
settlers-command-card-action = { $deck } akce, { $costs }
settlers-command-card-plain = { $deck } lokace bez typu, { $costs }
settlers-command-costs = stojí { $cost }
settlers-command-costs-nothing = nic nestojí
settlers-command-unverified = { $detail } ({ settlers-unverified-mark })
settlers-command-gives = dává { $goods }
settlers-command-gives-nothing = nedává nic
settlers-command-produces = produkuje { $goods }
settlers-command-raze-card = z ruky, 1 žeton zboření: { $gives }
settlers-command-raze-location = { $tokens }: { $gives }
settlers-command-raze-guarded = { $tokens } ({ $guards }): { $gives }
settlers-command-effect-build-faction = postaví frakční kartu z vaší ruky bez lokace, kterou vyžaduje
settlers-command-effect-repeat-deal = znovu dá zboží jedné z vašich dohod
settlers-command-effect-repeat-production = jedna z vašich produkčních lokací znovu produkuje
settlers-command-effect-steal = vezme soupeři 1 surovinu
settlers-command-effect-raze-unguarded = zboří lokaci soupeře bez ohledu na její ochranu
settlers-command-effect-discard = odhodí lokaci soupeře
settlers-command-effect-lose-deal = soupeř odhodí jednu ze svých dohod
settlers-command-effect-take-deal = vezme soupeři jednu z jeho dohod
settlers-command-effect-raze-good = vezme zboží z pole zboření lokace soupeře
settlers-command-effect-raze-own = zboří jednu z vašich lokací
settlers-command-effect-raze = zboří lokaci soupeře za { $tokens } (+1 za každou ochranu)
settlers-command-effect-build-deal = postaví jednu z vašich dohod
settlers-command-effect-foundation = vyloží kartu z vaší ruky jako základ
settlers-command-hand-cards = { $count ->
    [one] { $count } karta z ruky
    [few] { $count } karty z ruky
   *[other] { $count } karet z ruky
}
settlers-command-deals = { $count ->
    [one] { $count } dohoda
    [few] { $count } dohody
   *[other] { $count } dohod
}
settlers-command-gives-and = { $gives } a { $does }
settlers-command-use = { $cost }: { $does }
settlers-command-use-twice = { $cost }: { $does }; lze použít dvakrát

# Co krok přijímá, pro zdůvodnění.
settlers-command-faction-cards = karty frakce
settlers-command-takes-pick = „{ settlers-verb-pick } <karta>“
settlers-command-takes-pick-production = „{ settlers-verb-pick } <karta>“ a za „;“ vaše volby produkce ({ settlers-command-faction-cards }, { settlers-verb-choose }, { settlers-verb-copy })
settlers-command-takes-keep = „{ settlers-verb-keep } <karta>, …“
settlers-command-takes-turn = tah tvoří jedna akce ({ settlers-verb-build }, { settlers-verb-deal }, { settlers-verb-raze }, { settlers-verb-use }, { settlers-verb-workers } nebo { settlers-verb-pass }) a podle potřeby, vždy za „;“, také { settlers-verb-defense }, { settlers-verb-samurai } nebo { settlers-command-faction-cards }

# Proč nelze řádek přečíst.
settlers-command-not-a-command = „{ $clause }“ není příkaz: tento krok přijímá { $takes }.
settlers-command-turn-not-a-command = „{ $clause }“ není příkaz: { settlers-command-takes-turn }.
settlers-command-not-of-this-step = „{ $word }“ není příkaz tohoto kroku: ten přijímá { $takes }.
settlers-command-not-of-turn = „{ $word }“ není příkaz vašeho tahu: { settlers-command-takes-turn }.
settlers-command-pick-one = Vyberte jen jednu kartu.
settlers-command-say-which-card = Napište, kterou kartu si berete: { $takes }.
settlers-command-not-of-production = „{ $clause }“ není příkaz vašich voleb produkce: ty přijímají „{ settlers-command-faction-cards } <n>“, „{ settlers-verb-choose } <možnost>“ a „{ settlers-verb-copy } <lokace>“, oddělené „;“.
settlers-command-write-keep = Napište „{ settlers-verb-keep }“ a karty.
settlers-command-keep-alone = Příkaz „{ settlers-verb-keep }“ nepřijímá nic za „;“.
settlers-command-name-kept = Uveďte karty, které si ponecháte: „{ settlers-verb-keep } <karta>, …“.
settlers-command-keep-too-many = Z karet { $cards } si ponechte { $keep }: uvedli jste { $named }.
settlers-command-say-once = Napište „{ $word }“ jen jednou.
settlers-command-faction-cards-number = Za „{ settlers-command-faction-cards }“ patří číslo: kolik karet vezmete z balíčku frakce, např. „{ settlers-command-faction-cards } 2“; „{ $wanted }“ číslo není.
settlers-command-production-cards = Vaše produkce dává { $count ->
    [one] { $count } kartu
    [few] { $count } karty
   *[other] { $count } karet
} z balíčku podle vaší volby: z balíčku frakce jich vezměte 0 až { $count }.
settlers-command-does-not-produce = { $card } nic neprodukuje: „{ settlers-verb-choose }“ a „{ settlers-verb-copy }“ určují, jak karta produkuje.
settlers-command-copies-nothing = { $card } nekopíruje žádnou produkci: vynechte „{ settlers-verb-copy }“.
settlers-command-copies-no-options = { $card } nekopíruje nic, co by mělo možnosti: vynechte „{ settlers-verb-choose }“.
settlers-command-no-options = { $card } nemá žádné možnosti na výběr: vynechte „{ settlers-verb-choose }“.
settlers-command-nothing-copies = Nic vašeho v tomto kole nekopíruje produkci: vynechte „{ settlers-verb-copy }“.
settlers-command-production-no-options = Vaše produkce nemá v tomto kole žádné možnosti na výběr: vynechte „{ settlers-verb-choose }“.
settlers-command-one-action = Jedna akce za tah: napsali jste „{ $first }“ i „{ $second }“.
settlers-command-say-action = Napište také svou akci: { settlers-command-takes-turn }.
settlers-command-pass-alone = „{ settlers-verb-pass }“ už nic dalšího nepřijímá: napište „{ settlers-verb-pass }“ samotné, nebo s „; { settlers-verb-samurai } …“ či „; { settlers-verb-defense } …“.
settlers-command-how-nothing = „{ settlers-verb-choose }“ a „{ settlers-verb-copy }“ určují, jak produkuje karta, kterou vaše akce postaví nebo zopakuje: tato akce nedělá ani jedno.
settlers-command-cannot-build = { $card } teď postavit nemůžete: { $why }
settlers-command-cannot-deal = S kartou { $card } teď dohodu uzavřít nemůžete: { $why }
settlers-command-cannot-raze = { $card } teď zbořit nemůžete: { $why }
settlers-command-cannot-use = { $card } teď použít nemůžete: { $why }
settlers-command-not-in-hand = { $card } nemáte v ruce. { $why }
settlers-command-not-your-location = { $card } není vaše lokace. { $why }
settlers-command-not-razable = { $card } nemáte v ruce a není ani mezi lokacemi soupeřů. { $why }
settlers-command-no-part = { $card } nevyžaduje lokaci: napište jen „{ settlers-verb-build } { $card }“.
settlers-command-once-or-twice = Akční lokaci lze v jedné akci použít jednou, nebo dvakrát.
settlers-command-used-once = { $card } se používá jednou za kolo.
settlers-command-one-use-left = { $card } má v tomto kole už jen 1 použití.
settlers-command-cannot-pay-twice = Na dvě použití karty { $card } nemáte.
settlers-command-aims-at-nothing = { $card } na nic necílí: napište „{ settlers-verb-use } { $card }“ bez „{ settlers-word-on }“.
settlers-command-say-target = Napište, na co { $card } cílí, např. „{ settlers-verb-use } { $card } { settlers-word-on } { $target }“: { $does }; uveďte jeden z cílů: { $targets }.
settlers-command-discards-nothing = { $card } nic neodhazuje: vynechte „{ settlers-word-discarding }“.
settlers-command-discards-fewer = { $card } odhazuje { $cards }: uvedli jste víc.
settlers-command-workers-buy-what = Napište, co dělníci koupí, např. „{ settlers-verb-workers } 2 dřevo, jídlo“: dřevo, kámen, jídlo, společnou kartu nebo kartu frakce.
settlers-command-workers-at-most = { $count ->
    [one] Máte { $count } dělníka
    [few] Máte { $count } dělníky
   *[other] Máte { $count } dělníků
}: koupí nejvýše { $goods } zboží, 1 za každou dvojici.
settlers-command-workers-stated = { $count ->
    [one] { $count } dělník koupí
    [few] { $count } dělníci koupí
   *[other] { $count } dělníků koupí
} { $goods } zboží, 1 za každou dvojici; uvedli jste { $named }.
settlers-command-no-defense-token = Nemáte žádný žeton obrany k umístění: vynechte „{ settlers-verb-defense }“.
settlers-command-no-defense-place = Žádná z vašich lokací nemůže dostat žeton obrany: patří na společnou lokaci, která ho ještě nemá.
settlers-command-only-japanese = Samuraje rozmísťují jen Japonci: vynechte „{ settlers-verb-samurai }“.

# Příkazy, jak je e-mail uvádí: jak se píší a co dělají.
settlers-usage-pick = { settlers-verb-pick } <karta>
settlers-does-pick = vezmete si tuto kartu z Rozhledu
settlers-does-pick-pass = ponecháte si tuto kartu; ostatní dostane další hráč
settlers-does-pick-discard = ponecháte si tuto kartu; druhá se odhodí
settlers-usage-keep = { settlers-verb-keep } <karta>, …
settlers-does-keep = ponecháte si { $groups }; ostatní se odhodí
settlers-does-keep-group = { $keep } z karet { $cards }
settlers-does-after-pick = { $does }; za „{ settlers-verb-pick } …;“, jinak podle „ok“
settlers-usage-faction = { settlers-verb-faction } <n>
settlers-does-production-faction = z karet, které vám produkce dává z balíčku podle vaší volby ({ $cards }), vezmete n z balíčku frakce (zbývá { $left }), zbytek ze společného balíčku
settlers-usage-choose = { settlers-verb-choose } <možnost>
settlers-does-choose = co produkuje { $card }
settlers-usage-copy = { settlers-verb-copy } <lokace>
settlers-does-copy = co kopíruje { $card }
settlers-usage-pass = { settlers-verb-pass }
settlers-does-pass = ukončíte své tahy v tomto kole (definitivně)
settlers-usage-build = { settlers-verb-build } <karta> [{ settlers-word-on } <lokace nebo základ>]
settlers-does-build = postavíte tuto kartu z ruky; platíte nejprve surovinami, co chybí, zlatem
settlers-does-build-part = postavíte tuto kartu z ruky; platíte nejprve surovinami, co chybí, zlatem; vyžaduje-li lokaci, odhodíte lokaci nebo základ uvedený za „{ settlers-word-on }“ ({ $parts })
settlers-does-build-part-default = postavíte tuto kartu z ruky; platíte nejprve surovinami, co chybí, zlatem; vyžaduje-li lokaci, odhodíte lokaci nebo základ uvedený za „{ settlers-word-on }“ ({ $parts }); neuvedete-li nic, { $default }, co má pro vás nejmenší cenu
settlers-usage-deal = { settlers-verb-deal } <karta>
settlers-does-deal = uzavřete dohodu s touto frakční kartou z ruky za 1 jídlo (nebo zlato)
settlers-usage-raze = { settlers-verb-raze } <karta, nebo lokace hráče>
settlers-does-raze = zboříte kartu z ruky, nebo lokaci soupeře („{ settlers-verb-raze } <lokace> hráče Bob“)
settlers-usage-use = { settlers-verb-use } <lokace>
settlers-usage-use-twice = {" "}[{ settlers-word-twice }]
settlers-usage-use-on = {" "}[{ settlers-word-on } <cíl>]
settlers-usage-use-discarding = {" "}[{ settlers-word-discarding } <karta>, …]
settlers-does-use = použijete tuto akční lokaci
settlers-does-use-twice = {" "}(dvakrát: obě použití v této akci)
settlers-does-use-discarding = ; cena v kartách nebo dohodách odhodí ty uvedené za „{ settlers-word-discarding }“, jinak ty, které mají pro vás nejmenší cenu
settlers-usage-use-card-on = { settlers-verb-use } { $card } { settlers-word-on } <cíl>
settlers-does-use-card-on = { $card } { $does }: uveďte cíl
settlers-usage-use-card-on-target = { settlers-verb-use } { $card } { settlers-word-on } { $target }
settlers-usage-build-card = { settlers-verb-build } { $card }
settlers-usage-then-choose = { $head }; { settlers-verb-choose } <možnost>
settlers-does-choose-then = co pak produkuje { $card }
settlers-usage-then-copy = { $head }; { settlers-verb-copy } <lokace>
settlers-does-copy-then = co pak kopíruje { $card }
settlers-usage-workers = { settlers-verb-workers } <zboží>, …
settlers-does-workers = za každé uvedené zboží utratíte 2 dělníky („2 dřevo“ za dvě); { $count ->
    [one] máte { $count } dělníka
    [few] máte { $count } dělníky
   *[other] máte { $count } dělníků
}
settlers-does-turn-faction = za vaší akcí a „;“: z karet, které dává z balíčku podle vaší volby, vezmete nejvýše n z balíčku frakce (zbývá { $left }), zbytek ze společného balíčku
settlers-usage-defense = { settlers-verb-defense } <lokace>
settlers-does-defense = za vaší akcí a „;“ (např. „{ settlers-verb-pass }; { settlers-verb-defense } <lokace>“): položíte svůj žeton obrany na tuto společnou lokaci
settlers-usage-samurai = { settlers-verb-samurai } <lokace>, …
settlers-does-samurai = za vaší akcí a „;“: rozmístíte samuraje (každý za 1 dělníka) na každou z těchto frakčních lokací

# Rozhodnutí několika slovy, jak ho čte ten, kdo rozhoduje.
settlers-words-the-faction = { $faction }
settlers-words-pick = Vybrat { $card }
settlers-words-keep = Ponechat si { $card }
settlers-words-keep-pass = Ponechat si { $card }, předat { $others } hráči { $player }
settlers-words-keep-discard = Ponechat si { $card }, odhodit { $others }
settlers-words-production-choices = Vaše volby produkce
settlers-words-keep-nothing = Neponechat si nic
settlers-words-keep-cards = Ponechat si { $cards }
settlers-words-plan-common = Produkce: { $cards } ze společného balíčku
settlers-words-plan-faction = Produkce: { $cards } z balíčku frakce
settlers-words-plan-split = Produkce: { $cards } z balíčku frakce, { $common } ze společného balíčku
settlers-words-plan-as-it-comes = Produkce tak, jak přijde
settlers-words-option = { $card }: { $option }
settlers-words-copies = { $card } kopíruje { $target }
settlers-words-copies-option = { $card } kopíruje { $target } ({ $option })
settlers-words-pass = Pasovat (v tomto kole definitivně)
settlers-words-build = Postavit { $build }
settlers-words-deal = Uzavřít dohodu s kartou { $card } ({ $paid })
settlers-words-raze-card = Zbořit { $card } z ruky (1 žeton zboření)
settlers-words-raze = Zbořit { $card } hráče { $player } ({ $tokens })
settlers-words-use = Použít { $card }
settlers-words-use-twice = Použít { $card } dvakrát
settlers-words-discarding = , odhodit { $cards }
settlers-words-discarding-deal = , odhodit dohodu { $cards }
settlers-words-spend = Utratit { $count ->
    [one] { $count } dělníka
    [few] { $count } dělníky
   *[other] { $count } dělníků
}: { $goods }
settlers-words-faction-cards = ; nejvýše { $count } z jejích karet z balíčku frakce
settlers-words-defense = ; žeton obrany na { $card }
settlers-words-samurai = ; samurajové na { $cards }
settlers-words-part-foundation = odhodit váš základ { $card } jako požadovanou lokaci
settlers-words-part = odhodit { $card } jako požadovanou lokaci
settlers-words-gold = zlatem zaplatit { $gold }
settlers-words-notes = { $what } ({ $notes })
settlers-words-on-deal = {" "}na vaši dohodu { $card }
settlers-words-on = {" "}na { $card }
settlers-words-on-notes = {" "}na { $card } ({ $notes })
settlers-words-steal = {" "}a vzít hráči { $player } 1 × { $good }
settlers-words-on-owned = {" "}na { $card } hráče { $player }
settlers-words-raze-good = {" "}a vzít 1 × { $good } z karty { $card } hráče { $player }
settlers-words-on-own = {" "}na vlastní lokaci { $card }
settlers-words-on-enemy-deal = {" "}na dohodu { $card } hráče { $player }
settlers-words-to-build = {" "}a postavit { $build }
settlers-words-to-lay = {" "}a vyložit { $card } jako základ
