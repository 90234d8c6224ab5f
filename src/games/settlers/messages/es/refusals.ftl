# Colonos del Imperio: por qué se rechaza una decisión. Cada motivo empieza una frase en
# minúscula y sin punto final: la página o el correo hacen de él una frase.

# La mesa, al preparar una partida.
settlers-refused-seats = Colonos del Imperio es para { $min } a { $max } jugadores, no para { $seats }
settlers-refused-faction-count = { $seats ->
    [one] elige una facción para el jugador
   *[other] elige una facción para cada uno de los { $seats } jugadores
}
settlers-refused-faction-twice = se ha elegido dos veces a los { $faction }: cada jugador necesita una facción distinta

# Quién decide y qué pide el paso. Los sitios se cuentan desde 0; los motivos que nombran uno
# vienen de un error o de un formulario manipulado.
settlers-refused-game-over = la partida ha terminado
settlers-refused-no-such-seat = esta partida no tiene ese sitio
settlers-refused-not-your-turn = no es tu turno: juegan los { $faction }
settlers-refused-not-your-pick = no te toca elegir: ahora eligen los { $faction }
settlers-refused-nothing-to-decide = no tienes nada que decidir en este paso
settlers-refused-owes-nothing = el sitio { $seat } no tiene nada que decidir en este paso
settlers-refused-decided-twice = el sitio { $seat } ha decidido dos veces
settlers-refused-not-decided = el sitio { $seat } aún no ha decidido
# Otro motivo, de la decisión de un jugador entre varias.
settlers-refused-of-faction = { $faction }: { $reason }
settlers-refused-no-card-number = no existe la carta número { $number }
settlers-refused-asks-lookout = en este paso toca tomar una carta de la fila de Exploración
settlers-refused-asks-keep-one = en este paso toca elegir la carta con la que te quedas
settlers-refused-asks-production = en este paso toca tomar tus decisiones de producción
settlers-refused-asks-keep = en este paso toca elegir las cartas con las que te quedas
settlers-refused-asks-turn = en este paso toca jugar tu turno

# La Exploración y las cartas de Facción que se miran.
settlers-refused-not-in-row = { $card } no está en la fila de Exploración
settlers-refused-not-keepable = { $card } no está entre las cartas con las que puedes quedarte
settlers-refused-production-too-soon = las decisiones de producción van con tu último formulario de Exploración de la ronda, no con este
settlers-refused-keep-too-many = { $looked ->
    [one] has mirado { $looked } carta y nombras { $named }
   *[other] has mirado { $looked } cartas y nombras { $named }
}
settlers-refused-named-twice = { $card } aparece dos veces
settlers-refused-not-looked-at = { $card } no está entre las cartas que has mirado
settlers-refused-keep-of = quédate con { $count } de entre { $cards }

# Las decisiones de producción.
settlers-refused-choices-too-many = tus decisiones de producción nombran más Localizaciones de las que tienes
settlers-refused-choice-twice = { $card } aparece dos veces en tus decisiones de producción
settlers-refused-not-production-location = { $card } no es una Localización de Producción
settlers-refused-no-options = la producción de { $card } no tiene opciones entre las que elegir
settlers-refused-options = { $count ->
    [one] { $card } tiene { $count } opción, numerada desde el 0
   *[other] { $card } tiene { $count } opciones, numeradas desde el 0
}
settlers-refused-copies-nothing = { $card } no copia ninguna producción
settlers-refused-copies-itself = { $card } no puede copiarse a sí misma
settlers-refused-copy-not-yours = { $card } copia una de tus propias Localizaciones de Producción, y { $target } no lo es
settlers-refused-copy-not-allowed = { $card } no puede copiar { $target }: solo copia tus otras Localizaciones de Producción que no copian
settlers-refused-copy-no-options = { $card } no copia ninguna producción con opciones
settlers-refused-faction-cards-too-many = { $count ->
    [one] tu producción da { $cards }, así que como mucho { $count } puede salir de tu mazo de Facción
   *[other] tu producción da { $cards }, así que como mucho { $count } pueden salir de tu mazo de Facción
}

# Cartas que un jugador nombra y que no están donde deberían.
settlers-refused-not-in-hand = { $card } no está en tu mano
settlers-refused-not-your-location = { $card } no es una de tus Localizaciones
settlers-refused-not-your-deal = { $card } no es uno de tus Acuerdos
settlers-refused-not-your-production-location = { $card } no es una de tus Localizaciones de Producción

# Lo que cuesta un pago y por qué no se puede hacer: «Quarry cuesta 1 madera y 1 piedra; tienes
# 1 madera».
settlers-refused-card-costs = { $card } cuesta { $price }
settlers-refused-deal-costs = un Acuerdo cuesta { $price }
settlers-refused-use-costs = usar { $card } cuesta { $price }
settlers-refused-use-twice-costs = usar { $card } dos veces cuesta { $price }
settlers-refused-cannot-pay = { $cost }; tienes { $goods }
settlers-refused-cannot-pay-none = { $cost }; no tienes nada de eso
settlers-refused-gold-beyond-price = { $cost }: has elegido pagar con oro { $chosen }, pero solo hace falta { $needed }
settlers-refused-gold-short = { $cost }: pagar con oro como has elegido cuesta { $gold }; tienes { $held }

# Construir.
settlers-refused-builds-faction-only = { $by } solo construye cartas de Facción, y { $card } es una carta común
settlers-refused-part-none = { $card } necesita que descartes una Localización o un Cimiento, y no tienes ninguno
settlers-refused-part-needed = { $card } necesita que descartes una Localización o un Cimiento: nombra uno de los tuyos
settlers-refused-part-waived = { $by } construye { $card } sin descartar ninguna Localización: no descartes nada
settlers-refused-no-part = { $card } se construye sin descartar ninguna Localización: no descartes nada
settlers-refused-not-your-part = { $card } no es una de tus Localizaciones ni uno de tus Cimientos
settlers-refused-produces-nothing = { $card } no produce: no necesita decisiones de producción

# Acuerdos.
settlers-refused-deal-common = { $card } es una carta común: los Acuerdos se hacen con cartas de Facción

# Arrasar. $faction es el nombre publicado de una facción.
settlers-refused-raze-card-token = arrasar { $card } de tu mano cuesta 1 ficha de arrasar; no tienes ninguna
settlers-refused-no-raze-field = { $card } no tiene campo de arrasar: no se puede arrasar
settlers-refused-raze-faction-card = { $card } es una carta de { $faction }: de la mano solo se arrasan cartas comunes y las cartas propias del jugador japonés
settlers-refused-raze-faction-location = { $card } es una Localización de { $faction }: solo se pueden arrasar Localizaciones comunes y japonesas
settlers-refused-cannot-be-razed = { $card } no se puede arrasar
settlers-refused-raze-own = así no puedes arrasar tus propias Localizaciones: elige una de un rival
settlers-refused-raze-passed = los { $faction } han pasado: sus Localizaciones no se pueden arrasar en esta ronda
settlers-refused-not-their-location = { $card } no es una Localización de los { $faction }
settlers-refused-raze-tokens = arrasar { $card } cuesta { $tokens }; tienes { $have }
# $guards: «2 + ficha de defensa».
settlers-refused-raze-tokens-guarded = arrasar { $card } cuesta { $tokens } ({ $guards }); tienes { $have }

# Localizaciones de Acción.
settlers-refused-not-action-location = { $card } no es una Localización de Acción
settlers-refused-unverified = la habilidad de { $card } está sin verificar: no se puede activar
settlers-refused-say-uses = indica cuántas veces usas { $card }
settlers-refused-used = { $card } ya se ha usado en esta ronda
settlers-refused-used-twice = { $card } ya se ha usado dos veces en esta ronda
settlers-refused-uses-left = { $count ->
    [one] a { $card } le queda { $count } uso en esta ronda
   *[other] a { $card } le quedan { $count } usos en esta ronda
}
settlers-refused-discards-hand = cada uso de { $card } descarta { $cards } de tu mano; has nombrado { $named }
settlers-refused-discards-deals = cada uso de { $card } descarta { $count } de tus Acuerdos; has nombrado { $named }
settlers-refused-no-effect = { $card } no tiene ningún efecto que necesite un objetivo
settlers-refused-needs = { $card } necesita { $what }
settlers-refused-needs-faction-card = una carta de Facción de tu mano para construir
settlers-refused-needs-deal = uno de tus Acuerdos
settlers-refused-needs-production-location = una de tus Localizaciones de Producción
settlers-refused-needs-steal = un rival y el recurso que le quitas
settlers-refused-needs-enemy-location = una Localización de un rival
settlers-refused-needs-enemy-deal = un Acuerdo de un rival
settlers-refused-needs-raze-good = una Localización de un rival y un bien de su campo de arrasar
settlers-refused-needs-own-location = una de tus Localizaciones
settlers-refused-needs-deal-to-build = uno de tus Acuerdos para construir
settlers-refused-needs-hand-card = una carta de tu mano

# Efectos que apuntan a un rival.
settlers-refused-no-seat = no hay ningún sitio { $seat } en esta mesa
settlers-refused-not-yourself = elige a un rival, no a ti
settlers-refused-opponent-passed = los { $faction } han pasado: no se les puede elegir en esta ronda
settlers-refused-steal-resource-only = solo se puede tomar madera, piedra o comida, no { $good }
settlers-refused-victim-lacks = los { $faction } no tienen { $good }
settlers-refused-raze-with-tokens = arrasar { $card } con { $by } cuesta { $tokens }; tienes { $have }
settlers-refused-discards-common-only = { $by } solo descarta Localizaciones comunes, y { $card } es una Localización de Facción
settlers-refused-not-their-deal = { $card } no es un Acuerdo de los { $faction }
settlers-refused-raze-field-lacks = el campo de arrasar de { $card } no tiene { $good }

# Los bienes por su nombre, sin cantidad, para «no tiene madera».
settlers-refused-good-wood = madera
settlers-refused-good-stone = piedra
settlers-refused-good-food = comida
settlers-refused-good-gold = oro
settlers-refused-good-worker = trabajadores
settlers-refused-good-raze-token = fichas de arrasar
settlers-refused-good-defense-token = fichas de defensa
settlers-refused-good-card = cartas
settlers-refused-good-common-card = cartas comunes
settlers-refused-good-faction-card = cartas de Facción
settlers-refused-good-vp = PV
settlers-refused-good-samurai = samuráis

# Gastar trabajadores.
settlers-refused-worker-goods = indica qué compra cada pareja de trabajadores: madera, piedra, comida, una carta común o una carta de Facción
settlers-refused-workers-short = { $pairs ->
    [one] gastar { $pairs } pareja de trabajadores cuesta { $workers }; tienes { $have }
   *[other] gastar { $pairs } parejas de trabajadores cuesta { $workers }; tienes { $have }
}

# La ficha de defensa y los samuráis japoneses.
settlers-refused-no-defense-token = no tienes ninguna ficha de defensa que colocar
settlers-refused-defense-not-yours = { $card } no es una de tus Localizaciones: la ficha de defensa va en una de las tuyas
settlers-refused-defense-faction = { $card } es una Localización de Facción: la ficha de defensa va en una Localización común
settlers-refused-has-defense = { $card } ya tiene una ficha de defensa
settlers-refused-samurai-japanese-only = solo los Japoneses despliegan samuráis
settlers-refused-samurai-places = nombras más lugares para samuráis que Localizaciones tienes
settlers-refused-samurai-twice = { $card } aparece dos veces: en una Localización cabe un solo samurái
settlers-refused-samurai-common = { $card } es una Localización común: los samuráis solo protegen tus Localizaciones de Facción
settlers-refused-has-samurai = { $card } ya tiene un samurái
settlers-refused-samurai-not-unguarded = { $card } no puede recibir un samurái: no es una de tus Localizaciones de Facción sin proteger
settlers-refused-samurai-workers = desplegar { $samurai } cuesta { $workers }; tienes { $have }
settlers-refused-gives-no-samurai = { $card } no da samuráis: no nombres lugares para ellos
settlers-refused-samurai-too-many = { $places ->
    [one] { $card } da { $samurai }; has nombrado { $places } lugar
   *[other] { $card } da { $samurai }; has nombrado { $places } lugares
}
