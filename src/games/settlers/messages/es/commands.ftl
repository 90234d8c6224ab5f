# The words of reply commands. A word's message is how the language writes it; `.also` gives
# more ways a player may write it, separated by commas. English is always read too.
settlers-verb-pick = elegir
    .also = elijo, escoger, coger
settlers-verb-keep = quedarse
    .also = me quedo, quedar, conservar
settlers-verb-pass = pasar
    .also = paso
settlers-verb-build = construir
    .also = construyo
settlers-verb-deal = acuerdo
    .also = acordar
settlers-verb-raze = arrasar
    .also = arraso
settlers-verb-use = usar
    .also = uso, activar
settlers-verb-workers = trabajadores
settlers-verb-spend = gastar
    .also = gasto
settlers-verb-defense = defensa
settlers-verb-samurai = samurái
settlers-verb-faction = cartas de facción
    .also = facción
settlers-verb-choose = opción
    .also = escojo
settlers-verb-copy = copiar
    .also = copio

# Palabras que van entre los nombres de una orden.
settlers-word-on = en
    .also = sobre
settlers-word-twice = dos veces
    .also = doble
settlers-word-once = una vez
settlers-word-discarding = descartando
settlers-word-none = ninguno
    .also = ninguna, no, nada
settlers-word-all = todas
    .also = todos, todo
settlers-word-cards = cartas
    .also = carta
settlers-word-workers = trabajadores
    .also = trabajador

# Las clases de cosa que nombra una orden, como las dice un motivo.
settlers-what-card = carta
settlers-what-build = carta que puedes construir
settlers-what-deal = carta con la que puedes hacer un Acuerdo
settlers-what-raze = carta o Localización que puedes arrasar
settlers-what-part = Localización o Cimiento
settlers-what-use = Localización que puedes usar
settlers-what-target = objetivo
settlers-what-good = bien
settlers-what-defense = Localización para tu ficha de defensa
settlers-what-samurai = Localización de Facción sin samurái
settlers-what-hand-card = carta de tu mano
settlers-what-deal-card = Acuerdo
settlers-what-copy = Localización que copiar
settlers-what-option = opción
settlers-what-location = Localización

# Por qué no se puede leer un nombre.
settlers-find-missing = Escribe el nombre o el número ({ $what }).
settlers-find-nothing = Ahora no hay nada que puedas nombrar ({ $what }).
settlers-find-no-number = No hay ningún número { $n } ({ $what }): { $choices }.
settlers-find-unknown = Nada se llama «{ $wanted }» ({ $what }): { $choices }.
settlers-find-too-often = Nombras «{ $wanted }» más veces de las que hay.

# Cómo se nombra una cosa en una lista, y otros nombres que puede darle una respuesta.
settlers-command-owned = { $thing } ({ $owner })
settlers-command-owned-of = { $thing } de { $owner }
settlers-command-from-hand = { $card } de mi mano
settlers-command-foundation = Cimiento
settlers-command-foundation-of = { $card } (Cimiento)
settlers-command-location = Localización
settlers-command-raze-good = { $card } por { $good }

# Lo que se dice junto a una opción.
settlers-command-they-have = tiene { $count }
settlers-command-discarded = se descarta, sin ganar nada
settlers-command-two-workers-each = 2 trabajadores cada uno
settlers-command-cannot-be-razed = de todos modos no se puede arrasar
settlers-command-raze-price-with = con ella, arrasarla cuesta { $price }
settlers-command-deal-gives = da { $goods } ahora y en cada ronda
settlers-command-cost-part = una Localización
settlers-command-cost-and-part = { $cost } más una Localización
settlers-command-produces-copy = la producción de otra Localización de Producción
settlers-command-produces-look = mirar { $cards } y quedarte { $keep }
settlers-command-card-production = Producción { $deck } ({ $gives }), { $costs }
settlers-command-card-feature = Característica { $deck }, { $costs }
settlers-command-card-action-does = Acción { $deck } ({ $does }), { $costs }
settlers-command-card-action = Acción { $deck }, { $costs }
settlers-command-card-plain = Localización { $deck } sin tipo, { $costs }
settlers-command-costs = cuesta { $cost }
settlers-command-costs-nothing = no cuesta nada
settlers-command-unverified = { $detail } ({ settlers-unverified-mark })
settlers-command-gives = da { $goods }
settlers-command-gives-nothing = no da nada
settlers-command-produces = produce { $goods }
settlers-command-raze-card = de tu mano, 1 ficha de arrasar: { $gives }
settlers-command-raze-location = { $tokens }: { $gives }
settlers-command-raze-guarded = { $tokens } ({ $guards }): { $gives }
settlers-command-effect-build-faction = construye una carta de Facción de tu mano sin su Localización
settlers-command-effect-repeat-deal = da otra vez los bienes de uno de tus Acuerdos
settlers-command-effect-repeat-production = una de tus Localizaciones de Producción produce otra vez
settlers-command-effect-steal = quita 1 recurso a un rival
settlers-command-effect-raze-unguarded = arrasa una Localización de un rival, aunque esté protegida
settlers-command-effect-discard = descarta una Localización de un rival
settlers-command-effect-lose-deal = un rival descarta uno de sus Acuerdos
settlers-command-effect-take-deal = te quedas uno de los Acuerdos de un rival
settlers-command-effect-raze-good = tomas un bien del campo de arrasar de una Localización de un rival
settlers-command-effect-raze-own = arrasa una de tus Localizaciones
settlers-command-effect-raze = arrasa una Localización de un rival por { $tokens } (+1 por cada protección)
settlers-command-effect-build-deal = construye uno de tus Acuerdos
settlers-command-effect-foundation = pone una carta de tu mano como Cimiento
settlers-command-hand-cards = { $count ->
    [one] { $count } carta de tu mano
   *[other] { $count } cartas de tu mano
}
settlers-command-deals = { $count ->
    [one] { $count } Acuerdo
   *[other] { $count } Acuerdos
}
settlers-command-gives-and = { $gives } y { $does }
settlers-command-use = { $cost }: { $does }
settlers-command-use-twice = { $cost }: { $does }; se puede usar dos veces

# Lo que admite un paso, para un motivo.
settlers-command-faction-cards = cartas de facción
settlers-command-takes-pick = «{ settlers-verb-pick } <carta>»
settlers-command-takes-pick-production = «{ settlers-verb-pick } <carta>» y, tras «;», tus elecciones de Producción ({ settlers-command-faction-cards }, { settlers-verb-choose }, { settlers-verb-copy })
settlers-command-takes-keep = «{ settlers-verb-keep } <carta>, …»
settlers-command-takes-turn = un turno admite una acción ({ settlers-verb-build }, { settlers-verb-deal }, { settlers-verb-raze }, { settlers-verb-use }, { settlers-verb-workers } o { settlers-verb-pass }) y, si quieres, cada una tras «;», { settlers-verb-defense }, { settlers-verb-samurai } o { settlers-command-faction-cards }

# Por qué no se puede leer una línea.
settlers-command-not-a-command = «{ $clause }» no es una orden: este paso admite { $takes }.
settlers-command-turn-not-a-command = «{ $clause }» no es una orden: { settlers-command-takes-turn }.
settlers-command-not-of-this-step = «{ $word }» no es una orden de este paso: admite { $takes }.
settlers-command-not-of-turn = «{ $word }» no es una orden de tu turno: { settlers-command-takes-turn }.
settlers-command-pick-one = Elige una sola carta.
settlers-command-say-which-card = Di qué carta tomas: { $takes }.
settlers-command-not-of-production = «{ $clause }» no es una orden de tus elecciones de Producción: admiten «{ settlers-command-faction-cards } <n>», «{ settlers-verb-choose } <opción>» y «{ settlers-verb-copy } <Localización>», separadas por «;».
settlers-command-write-keep = Escribe «{ settlers-verb-keep }» y las cartas.
settlers-command-keep-alone = «{ settlers-verb-keep }» no admite nada tras «;».
settlers-command-name-kept = Nombra las cartas que te quedas: «{ settlers-verb-keep } <carta>, …».
settlers-command-keep-too-many = Quédate { $keep } de { $cards }: has nombrado { $named }.
settlers-command-say-once = Escribe «{ $word }» una sola vez.
settlers-command-faction-cards-number = «{ settlers-command-faction-cards }» lleva un número: cuántas cartas vienen de tu mazo de Facción, como en «{ settlers-command-faction-cards } 2»; «{ $wanted }» no es un número.
settlers-command-production-cards = Tu producción da { $count ->
    [one] { $count } carta
   *[other] { $count } cartas
} del mazo que elijas: toma de 0 a { $count } de tu mazo de Facción.
settlers-command-does-not-produce = { $card } no produce: «{ settlers-verb-choose }» y «{ settlers-verb-copy }» dicen cómo produce una carta.
settlers-command-copies-nothing = { $card } no copia ninguna producción: quita «{ settlers-verb-copy }».
settlers-command-copies-no-options = { $card } no copia nada con opciones: quita «{ settlers-verb-choose }».
settlers-command-no-options = { $card } no tiene opciones entre las que elegir: quita «{ settlers-verb-choose }».
settlers-command-nothing-copies = Esta ronda nada tuyo copia una producción: quita «{ settlers-verb-copy }».
settlers-command-production-no-options = Esta ronda tu producción no tiene opciones entre las que elegir: quita «{ settlers-verb-choose }».
settlers-command-one-action = Una sola acción por turno: has escrito «{ $first }» y «{ $second }».
settlers-command-say-action = Di también tu acción: { settlers-command-takes-turn }.
settlers-command-pass-alone = «{ settlers-verb-pass }» no admite nada más: escribe «{ settlers-verb-pass }» solo, o con «; { settlers-verb-samurai } …» o «; { settlers-verb-defense } …».
settlers-command-how-nothing = «{ settlers-verb-choose }» y «{ settlers-verb-copy }» dicen cómo produce una carta que tu acción construye o repite: esta acción no hace ninguna de las dos cosas.
settlers-command-cannot-build = Ahora no puedes construir { $card }: { $why }
settlers-command-cannot-deal = Ahora no puedes hacer un Acuerdo con { $card }: { $why }
settlers-command-cannot-raze = Ahora no puedes arrasar { $card }: { $why }
settlers-command-cannot-use = Ahora no puedes usar { $card }: { $why }
settlers-command-not-in-hand = { $card } no está en tu mano. { $why }
settlers-command-not-your-location = { $card } no es una de tus Localizaciones. { $why }
settlers-command-not-razable = { $card } no está en tu mano ni entre las Localizaciones de tus rivales. { $why }
settlers-command-no-part = { $card } no pide Localización: escribe solo «{ settlers-verb-build } { $card }».
settlers-command-once-or-twice = Una Localización de Acción se usa una o dos veces en una acción.
settlers-command-used-once = { $card } se usa una vez por ronda.
settlers-command-one-use-left = A { $card } le queda 1 uso esta ronda.
settlers-command-cannot-pay-twice = No puedes pagar dos usos de { $card }.
settlers-command-aims-at-nothing = { $card } no apunta a nada: escribe «{ settlers-verb-use } { $card }» sin «{ settlers-word-on }».
settlers-command-say-target = Di a qué apunta { $card }, como en «{ settlers-verb-use } { $card } { settlers-word-on } { $target }»: { $does }; nombra uno de estos: { $targets }.
settlers-command-discards-nothing = { $card } no descarta nada: quita «{ settlers-word-discarding }».
settlers-command-discards-fewer = { $card } descarta { $cards }: has nombrado más.
settlers-command-workers-buy-what = Di qué compran tus trabajadores, como en «{ settlers-verb-workers } 2 madera, comida»: madera, piedra, comida, carta común o carta de Facción.
settlers-command-workers-at-most = { $count ->
    [one] Tienes { $count } trabajador
   *[other] Tienes { $count } trabajadores
}: compran como mucho { $goods ->
    [one] { $goods } bien
   *[other] { $goods } bienes
}, 1 por cada pareja.
settlers-command-workers-stated = { $count } trabajadores compran { $goods ->
    [one] { $goods } bien
   *[other] { $goods } bienes
}, 1 por cada pareja; has nombrado { $named }.
settlers-command-no-defense-token = No tienes ficha de defensa que colocar: quita «{ settlers-verb-defense }».
settlers-command-no-defense-place = Ninguna de tus Localizaciones puede llevar tu ficha de defensa: va en una Localización común que no tenga ninguna.
settlers-command-only-japanese = Solo los japoneses despliegan samuráis: quita «{ settlers-verb-samurai }».

# Las órdenes tal como las lista el correo: cómo se escribe cada una y qué hace.
settlers-usage-pick = { settlers-verb-pick } <carta>
settlers-does-pick = toma esa carta de la fila de Exploración
settlers-does-pick-pass = te quedas esa carta; las demás pasan al siguiente jugador
settlers-does-pick-discard = te quedas esa carta; la otra se descarta
settlers-usage-keep = { settlers-verb-keep } <carta>, …
settlers-does-keep = te quedas { $groups }; las demás se descartan
settlers-does-keep-group = { $keep } de { $cards }
settlers-does-after-pick = { $does }; tras «{ settlers-verb-pick } …;»; si no, lo que diga «vale»
settlers-usage-faction = { settlers-verb-faction } <n>
settlers-does-production-faction = de las cartas que tu Producción da del mazo que elijas ({ $cards }), toma n de tu mazo de Facción (quedan { $left }) y el resto del mazo común
settlers-usage-choose = { settlers-verb-choose } <opción>
settlers-does-choose = lo que produce { $card }
settlers-usage-copy = { settlers-verb-copy } <Localización>
settlers-does-copy = lo que copia { $card }
settlers-usage-pass = { settlers-verb-pass }
settlers-does-pass = termina tus turnos de esta ronda (definitivo)
settlers-usage-build = { settlers-verb-build } <carta> [{ settlers-word-on } <Localización o Cimiento>]
settlers-does-build = construye esa carta de tu mano, pagando primero con recursos y con oro lo que falte
settlers-does-build-part = construye esa carta de tu mano, pagando primero con recursos y con oro lo que falte; si pide una Localización, descarta la Localización o el Cimiento que nombres tras «{ settlers-word-on }» ({ $parts })
settlers-does-build-part-default = construye esa carta de tu mano, pagando primero con recursos y con oro lo que falte; si pide una Localización, descarta la Localización o el Cimiento que nombres tras «{ settlers-word-on }» ({ $parts }); si no lo dices, { $default }, lo que menos vale para ti
settlers-usage-deal = { settlers-verb-deal } <carta>
settlers-does-deal = haz un Acuerdo con esa carta de Facción de tu mano, pagando 1 comida (u oro)
settlers-usage-raze = { settlers-verb-raze } <carta, o Localización de un jugador>
settlers-does-raze = arrasa una carta de tu mano o una Localización de un rival («{ settlers-verb-raze } <Localización> de Bob»)
settlers-usage-use = { settlers-verb-use } <Localización>
settlers-usage-use-twice = {" "}[{ settlers-word-twice }]
settlers-usage-use-on = {" "}[{ settlers-word-on } <objetivo>]
settlers-usage-use-discarding = {" "}[{ settlers-word-discarding } <carta>, …]
settlers-does-use = usa esa Localización de Acción
settlers-does-use-twice = {" "}(dos veces: los dos usos en esta acción)
settlers-does-use-discarding = ; un coste en cartas o Acuerdos descarta los que nombres tras «{ settlers-word-discarding }»; si no, los que menos valen para ti
settlers-usage-use-card-on = { settlers-verb-use } { $card } { settlers-word-on } <objetivo>
settlers-does-use-card-on = { $card } { $does }: di a cuál
settlers-usage-use-card-on-target = { settlers-verb-use } { $card } { settlers-word-on } { $target }
settlers-usage-build-card = { settlers-verb-build } { $card }
settlers-usage-then-choose = { $head }; { settlers-verb-choose } <opción>
settlers-does-choose-then = lo que producirá { $card }
settlers-usage-then-copy = { $head }; { settlers-verb-copy } <Localización>
settlers-does-copy-then = lo que copiará { $card }
settlers-usage-workers = { settlers-verb-workers } <bien>, …
settlers-does-workers = gasta 2 trabajadores por cada bien nombrado («2 madera» para dos); { $count ->
    [one] tienes { $count } trabajador
   *[other] tienes { $count } trabajadores
}
settlers-does-turn-faction = tras tu acción y «;»: de las cartas que da del mazo que elijas, toma hasta n de tu mazo de Facción (quedan { $left }) y el resto del mazo común
settlers-usage-defense = { settlers-verb-defense } <Localización>
settlers-does-defense = tras tu acción y «;» (como en «{ settlers-verb-pass }; { settlers-verb-defense } Farm»): pon tu ficha de defensa en esa Localización común
settlers-usage-samurai = { settlers-verb-samurai } <Localización>, …
settlers-does-samurai = tras tu acción y «;»: despliega un samurái (1 trabajador cada uno) en cada una de esas Localizaciones de Facción

# Una decisión en pocas palabras, como la lee quien decide.
settlers-words-the-faction = los { $faction }
settlers-words-pick = Elegir { $card }
settlers-words-keep = Quedarte { $card }
settlers-words-keep-pass = Quedarte { $card } y pasar { $others } a { $player }
settlers-words-keep-discard = Quedarte { $card } y descartar { $others }
settlers-words-production-choices = Tus elecciones de Producción
settlers-words-keep-nothing = No quedarte ninguna
settlers-words-keep-cards = Quedarte { $cards }
settlers-words-plan-common = Producción: { $cards } del mazo común
settlers-words-plan-faction = Producción: { $cards } de tu mazo de Facción
settlers-words-plan-split = Producción: { $cards } de tu mazo de Facción, { $common } del mazo común
settlers-words-plan-as-it-comes = Producción tal como venga
settlers-words-option = { $card }: { $option }
settlers-words-copies = { $card } copia { $target }
settlers-words-copies-option = { $card } copia { $target } ({ $option })
settlers-words-pass = Pasar (definitivo en esta ronda)
settlers-words-build = Construir { $build }
settlers-words-deal = Hacer un Acuerdo con { $card } ({ $paid })
settlers-words-raze-card = Arrasar { $card } de tu mano (1 ficha de arrasar)
settlers-words-raze = Arrasar { $card } de { $player } ({ $tokens })
settlers-words-use = Usar { $card }
settlers-words-use-twice = Usar { $card } dos veces
settlers-words-discarding = , descartando { $cards }
settlers-words-discarding-deal = , descartando el Acuerdo { $cards }
settlers-words-spend = Gastar { $count } trabajadores: { $goods }
settlers-words-faction-cards = ; hasta { $count } de sus cartas de tu mazo de Facción
settlers-words-defense = ; ficha de defensa en { $card }
settlers-words-samurai = ; samuráis en { $cards }
settlers-words-part-foundation = descartando tu Cimiento { $card } como su Localización
settlers-words-part = descartando { $card } como su Localización
settlers-words-gold = pagando { $gold } con oro
settlers-words-notes = { $what } ({ $notes })
settlers-words-on-deal = {" "}sobre tu Acuerdo { $card }
settlers-words-on = {" "}sobre { $card }
settlers-words-on-notes = {" "}sobre { $card } ({ $notes })
settlers-words-steal = {" "}para quitarle 1 de { $good } a { $player }
settlers-words-on-owned = {" "}sobre { $card } de { $player }
settlers-words-raze-good = {" "}para tomar 1 de { $good } de { $card } de { $player }
settlers-words-on-own = {" "}sobre tu { $card }
settlers-words-on-enemy-deal = {" "}sobre el Acuerdo { $card } de { $player }
settlers-words-to-build = {" "}para construir { $build }
settlers-words-to-lay = {" "}para poner { $card } como Cimiento
