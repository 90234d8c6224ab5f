# The words of reply commands. A word's message is how the language writes it; `.also` gives
# more ways a player may write it, separated by commas. English is always read too.
wonderful-verb-pick = vybrat
    .also = vyber, vybírám, beru
wonderful-verb-build = postavit
    .also = stavět, stavím, postavím
wonderful-verb-recycle = recyklovat
    .also = recykluji, recykluju
wonderful-verb-place = umístit
    .also = umístím, dát, dám
wonderful-verb-token = žeton
wonderful-verb-trade = vyměnit
    .also = vyměním
wonderful-verb-keep = ponechat
    .also = ponechám, nechat, nechám

# The words a command is read with besides its verb: "recyklovat Zoo na Zeppelin", "na říši".
wonderful-word-onto = na
# What closes the card a cube goes onto, in a language that puts it after the card (Japanese
# "…を帝国に"); nothing elsewhere.
wonderful-word-onto-end = {""}
wonderful-word-empire = říše
    .also = říši, moje říše, moji říši, mou říši, vaše říše, vaši říši, karta říše, kartu říše

# The commands an email lists: how each is written (with the verb as the reader writes it),
# what it does, and what it says beside each name it takes.
wonderful-usage-pick = { wonderful-verb-pick } <karta>
wonderful-usage-build = { wonderful-verb-build } <karta>, …
wonderful-usage-recycle = { wonderful-verb-recycle } <karta> [{ wonderful-word-onto } <karta>], …
wonderful-usage-place = { wonderful-verb-place } <karta>, …
wonderful-usage-token = { wonderful-verb-token } <{ wonderful-general }, nebo { wonderful-financier }>
wonderful-usage-trade = { wonderful-verb-trade } <karta>, <karta>
wonderful-usage-keep = { wonderful-verb-keep } <karta>
wonderful-does-pick = vyberete si tuto kartu z ruky
wonderful-does-build = uvedené karty dáte do výstavby; ostatní zrecyklujete („{ wonderful-verb-build } …; { wonderful-verb-recycle } …“ určí obojí)
wonderful-does-recycle = uvedené karty zrecyklujete a kostku každé z nich umístíte na kartu ve výstavbě, nebo na kartu své říše; ostatní dáte do výstavby
wonderful-does-recycle-sites = { wonderful-does-recycle } (ve výstavbě: { $cards })
wonderful-does-place = na každou uvedenou kartu umístíte jednu kostku – { $resource } („2 <karta>“ pro dvě); { $count ->
    [one] jinak jde kostka na kartu vaší říše
   *[other] zbylé z vyprodukovaných kostek ({ $count }) jdou na kartu vaší říše
}
wonderful-does-token = žeton za nadvládu ve vědě, který si vezmete (za „{ wonderful-verb-place } …;“, nebo samostatně)
wonderful-does-trade = odhodíte tyto 2 karty z ruky, doberete 5 karet a 1 z nich si ponecháte
wonderful-does-keep = ponecháte si tuto kartu; ostatní jdou na odhazovací balíček
# Beside a card to plan: its type, cost ("2 Materials + 1 Energy") and recycling bonus.
wonderful-choice-card = { $kind }; cena: { $cost }; recyklace: { $resource } 1
wonderful-choice-cost = { $space } { $count }
# Beside a card under construction a produced cube may go onto.
wonderful-choice-open = volná pole typu { $resource }: { $count }

# Why a command cannot be read.
wonderful-command-no-trade = Teď nemůžete měnit: naplánujte karty v ruce.
wonderful-command-alone = Za „{ $verb }“ už po „;“ nic nepište.
wonderful-command-not-this-step = „{ $word }“ není příkaz tohoto kroku: napište „{ $verb }“.
wonderful-command-one-card = Uveďte jen jednu kartu.
wonderful-command-too-many = „{ $item }“ uvádí víc karet, než kolik jich je.
wonderful-command-named-twice = Kartu „{ $name }“ uvádíte vícekrát, než ji máte.
wonderful-command-trade-two = K výměně uveďte přesně 2 karty z ruky.
wonderful-command-once = Napište „{ $verb }“ jen jednou.
wonderful-command-not-planning = „{ $word }“ není příkaz plánování: napište „{ wonderful-verb-build } …“ a „{ wonderful-verb-recycle } …“.
wonderful-command-build-or-recycle = Napište „{ wonderful-verb-build }“, nebo „{ wonderful-verb-recycle }“ a karty.
wonderful-command-both = Kartu { $card } nelze zároveň dát do výstavby a zrecyklovat.
wonderful-command-unplanned = Uveďte, zda dáte do výstavby, nebo zrecyklujete: { $cards }.
wonderful-command-placed-too-many = Vyprodukovali jste { $resource }: { $count }, ale umisťujete { $placed }.
wonderful-command-no-token = Žeton si vybírá jen ten, kdo získal nadvládu ve vědě.
wonderful-command-not-production = „{ $word }“ není příkaz produkce: napište „{ wonderful-verb-place } …“.
wonderful-command-not-production-token = „{ $word }“ není příkaz produkce: napište „{ wonderful-verb-place } …“ a „{ wonderful-verb-token } …“.

# A decision in a few words, as a reply's confirmation says it. Clauses are joined by
# wonderful-words-then; a plan's first clause starts with a capital.
wonderful-words-pick = Vybrat: { $card }
wonderful-words-keep = Ponechat si: { $card }
wonderful-words-trade = Vyměnit: { $cards }
wonderful-words-build = do výstavby: { $cards }
wonderful-words-recycle = recyklovat: { $cards }
wonderful-words-onto = { $card } (kostka na kartu { $onto })
wonderful-words-all-on-empire = Vše na kartu říše – { $resource }: { $count }
wonderful-words-place = Umístit – { $resource }: { $each }
wonderful-words-place-rest = Umístit – { $resource }: { $each }, { $rest } na kartu říše
wonderful-words-on = { $count } na kartu { $card }
wonderful-words-cubes = kostky
wonderful-words-take-token = vzít si žeton: { $token }
wonderful-words-scrap = odhodit z oblasti výstavby: { $card }
wonderful-words-krystallium = krystalium na kartu { $card }
wonderful-words-token-onto = žeton { $token } na kartu { $card }
wonderful-words-then = { $first }; { $then }

# Why a name cannot be read: $what is what it should name, "card", "token" or "site" (a card
# with an empty $resource space); $choices what may be named, numbered. (Two names it could be
# are said by games-find-ambiguous.)
wonderful-find-missing = Napište { $what ->
    [token] žeton, který si berete
    [site] název nebo číslo karty s volným polem typu { $resource }
   *[other] název nebo číslo karty
}.
wonderful-find-no-number = { $what ->
    [token] Žeton
    [site] Karta s volným polem typu { $resource }
   *[other] Karta
} s číslem { $n } tu není: { $choices }.
wonderful-find-unknown = „{ $wanted }“ není mezi { $what ->
    [token] žetony
    [site] kartami s volným polem typu { $resource }
   *[other] kartami
}, které teď můžete uvést: { $choices }.
