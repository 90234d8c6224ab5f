# The words of reply commands. A word's message is how the language writes it; `.also` gives
# more ways a player may write it, separated by commas. English is always read too.
wonderful-verb-pick = elegir
    .also = elijo, escoger, coger
wonderful-verb-build = construir
    .also = construyo
wonderful-verb-recycle = reciclar
    .also = reciclo
wonderful-verb-place = colocar
    .also = coloco, poner, pongo
wonderful-verb-token = ficha
wonderful-verb-trade = cambiar
    .also = cambio, intercambiar
wonderful-verb-keep = quedarse
    .also = me quedo, quedar, conservar

# The words a command is read with besides its verb: "reciclar Zoo sobre Zepelín", "sobre mi imperio".
wonderful-word-onto = sobre
    .also = a
# What closes the card a cube goes onto, in a language that puts it after the card (Japanese
# "…を帝国に"); nothing elsewhere.
wonderful-word-onto-end = {""}
wonderful-word-empire = imperio
    .also = mi imperio, tu imperio, el imperio

# The commands an email lists: how each is written (with the verb as the reader writes it),
# what it does, and what it says beside each name it takes.
wonderful-usage-pick = { wonderful-verb-pick } <carta>
wonderful-usage-build = { wonderful-verb-build } <carta>, …
wonderful-usage-recycle = { wonderful-verb-recycle } <carta> [{ wonderful-word-onto } <carta>], …
wonderful-usage-place = { wonderful-verb-place } <carta>, …
wonderful-usage-token = { wonderful-verb-token } <{ wonderful-general } o { wonderful-financier }>
wonderful-usage-trade = { wonderful-verb-trade } <carta>, <carta>
wonderful-usage-keep = { wonderful-verb-keep } <carta>
wonderful-does-pick = elige esa carta de tu mano
wonderful-does-build = pon esas cartas en construcción; las demás se reciclan («{ wonderful-verb-build } …; { wonderful-verb-recycle } …» indica ambas cosas)
wonderful-does-recycle = recicla esas mismas cartas y coloca el cubo de cada una sobre una carta en construcción o en tu Imperio; las demás se ponen en construcción
wonderful-does-recycle-sites = { wonderful-does-recycle } (en construcción: { $cards })
wonderful-does-place = pon un cubo de { $resource } en cada carta que nombres («2 <carta>» para dos); { $count ->
    [one] si no, el cubo va a tu Imperio
   *[other] el resto de los { $count } cubos va a tu Imperio
}
wonderful-does-token = la ficha que tomas por la supremacía en Ciencia (tras «{ wonderful-verb-place } …;» o sola)
wonderful-does-trade = descarta esas 2 cartas de tu mano para robar 5 y quedarte con 1
wonderful-does-keep = quédate con esa carta; las demás se descartan
# Beside a card to plan: its type, cost ("2 Materials + 1 Energy") and recycling bonus.
wonderful-choice-card = { $kind }; coste: { $cost }; reciclaje: 1 de { $resource }
wonderful-choice-cost = { $count } de { $space }
# Beside a card under construction a produced cube may go onto.
wonderful-choice-open = { $count ->
    [one] { $count } espacio de { $resource } libre
   *[other] { $count } espacios de { $resource } libres
}

# Why a command cannot be read.
wonderful-command-no-trade = Ahora no puedes cambiar: planifica tu mano.
wonderful-command-alone = «{ $verb }» no admite nada después de un «;».
wonderful-command-not-this-step = «{ $word }» no es una orden de este paso: aquí se usa «{ $verb }».
wonderful-command-one-card = Nombra una sola carta.
wonderful-command-too-many = «{ $item }» nombra más cartas de las que hay.
wonderful-command-named-twice = Nombras «{ $name }» más veces de las que la tienes.
wonderful-command-trade-two = Nombra exactamente 2 cartas de tu mano para cambiarlas.
wonderful-command-once = Escribe «{ $verb }» una sola vez.
wonderful-command-not-planning = «{ $word }» no es una orden de la Planificación: aquí se usan «{ wonderful-verb-build } …» y «{ wonderful-verb-recycle } …».
wonderful-command-build-or-recycle = Escribe «{ wonderful-verb-build }» o «{ wonderful-verb-recycle }» y las cartas.
wonderful-command-both = No puedes poner en construcción y reciclar a la vez { $card }.
wonderful-command-unplanned = Indica si pones en construcción o reciclas { $cards }.
wonderful-command-placed-too-many = Has producido { $count } de { $resource } y has colocado { $placed }.
wonderful-command-no-token = Solo quien gana la supremacía en Ciencia elige una ficha.
wonderful-command-not-production = «{ $word }» no es una orden de la Producción: aquí se usa «{ wonderful-verb-place } …».
wonderful-command-not-production-token = «{ $word }» no es una orden de la Producción: aquí se usan «{ wonderful-verb-place } …» y «{ wonderful-verb-token } …».

# A decision in a few words, as a reply's confirmation says it. Clauses are joined by
# wonderful-words-then; a plan's first clause starts with a capital.
wonderful-words-pick = Elegir { $card }
wonderful-words-keep = Quedarse con { $card }
wonderful-words-trade = Cambiar { $cards }
wonderful-words-build = poner en construcción { $cards }
wonderful-words-recycle = reciclar { $cards }
wonderful-words-onto = { $card } (su cubo, sobre { $onto })
wonderful-words-all-on-empire = Todo a tu Imperio: { $count } de { $resource }
wonderful-words-place = Colocar { $resource }: { $each }
wonderful-words-place-rest = Colocar { $resource }: { $each }, y { $rest } en tu Imperio
wonderful-words-on = { $count } sobre { $card }
wonderful-words-cubes = cubos
wonderful-words-take-token = tomar una ficha de { $token }
wonderful-words-scrap = descartar { $card } de la zona de construcción
wonderful-words-krystallium = Krystallium sobre { $card }
wonderful-words-token-onto = una ficha de { $token } sobre { $card }
wonderful-words-then = { $first }; { $then }

# Why a name cannot be read: $what is what it should name, "card", "token" or "site" (a card
# with an empty $resource space); $choices what may be named, numbered. (Two names it could be
# are said by games-find-ambiguous.)
wonderful-find-missing = Escribe { $what ->
    [token] qué ficha tomas
    [site] el nombre o el número de una carta con un espacio de { $resource } libre
   *[other] el nombre o el número de la carta
}.
wonderful-find-no-number = No hay ninguna { $what ->
    [token] ficha
    [site] carta con un espacio de { $resource } libre
   *[other] carta
} con el número { $n }: { $choices }.
wonderful-find-unknown = «{ $wanted }» no está entre { $what ->
    [token] las fichas
    [site] las cartas con un espacio de { $resource } libre
   *[other] las cartas
} que puedes nombrar ahora: { $choices }.
