# Las páginas de Colonos del Imperio: la página del asiento (sus mesas, sus cartas, su
# formulario), las órdenes permanentes, las opciones de una partida nueva y la mesa de un paso
# del historial.

# Una carta en palabras: su nombre, mazo, tipo, colores, coste, campos y puntos; después, su
# habilidad tal como la dan los datos (en inglés).
settlers-card-named = { $name } — { $location }
settlers-card-location = { $kind } { $deck }
settlers-card-colours = { $location } ({ $colours })
settlers-card-deck-common = común
settlers-card-deck-barbarians = bárbara
settlers-card-deck-romans = romana
settlers-card-deck-japanese = japonesa
settlers-card-deck-egyptians = egipcia
settlers-card-kind-production = Localización de Producción
settlers-card-kind-feature = Localización de Característica
settlers-card-kind-action = Localización de Acción
settlers-card-kind-plain = Localización sin tipo
settlers-colour-brown = marrón
settlers-colour-grey = gris
settlers-colour-red = roja
settlers-colour-pink = rosa
settlers-colour-gold = dorada
settlers-colour-blue = azul
settlers-colour-black = negra
settlers-colour-purple = morada
settlers-card-costs = cuesta { $cost }
settlers-card-costs-nothing = no cuesta nada
settlers-card-costs-part-only = solo cuesta una Localización
settlers-card-cost-part = { $cost } más una Localización
settlers-card-raze = al arrasarla: { $goods }
settlers-card-no-raze = no se puede arrasar
settlers-card-deal = Acuerdo: { $goods }
settlers-card-worth = vale { $vp } al final
settlers-card-summary = { $fields }.
settlers-card-unverified = [{ settlers-unverified-mark }]
settlers-card-known = Nota: { $known }
settlers-card-translated = (El nombre en inglés es traducción nuestra: no se conoce el nombre oficial en inglés.)
# Para quien lee en otro idioma que el inglés, encima de las cartas.
settlers-page-abilities-english = Las habilidades de las cartas están en inglés: ninguna fuente las traduce.

# Lo que da una carta, contado en el Imperio.
settlers-per-colour = { $goods } por cada { $location } de tu Imperio (máx. { $max })
settlers-per-samurai = { $goods } por cada samurái que tengas desplegado (máx. { $max })
settlers-colour-location-brown = Localización marrón
settlers-colour-location-grey = Localización gris
settlers-colour-location-red = Localización roja
settlers-colour-location-pink = Localización rosa
settlers-colour-location-gold = Localización dorada
settlers-colour-location-blue = Localización azul
settlers-colour-location-black = Localización negra
settlers-colour-location-purple = Localización morada
# Un bien solo, como lo nombra una elección.
settlers-good-wood = madera
settlers-good-stone = piedra
settlers-good-food = comida
settlers-good-gold = oro
settlers-good-worker = trabajador
settlers-good-raze-token = ficha de arrasar
settlers-good-defense-token = ficha de defensa
settlers-good-card = carta
settlers-good-common-card = carta común
settlers-good-faction-card = carta de Facción
settlers-good-vp = PV
settlers-good-samurai = samurái

# Una carta de un vistazo: su coste y sus puntos, junto a su nombre.
settlers-glance = { $price } · { $vp }
settlers-glance-goods-part = { $goods } + una Localización
settlers-glance-part = una Localización
settlers-glance-free = gratis

# La mesa de un jugador.
settlers-page-player = Jugador { $number }
settlers-page-you = {" "}(tú)
settlers-page-first-player = jugador inicial
settlers-page-passed = ha pasado
settlers-page-score-now = Puntuación actual
settlers-page-score = { $score } ({ $vp } en el tablero de puntuación)
settlers-page-supply = Reserva
settlers-page-cards = Cartas
settlers-page-card-counts = mano: { $hand ->
    [one] { $hand } carta
   *[other] { $hand } cartas
} · mazo de Facción: { $deck } · { $foundations ->
    [one] { $foundations } Cimiento
   *[other] { $foundations } Cimientos
}
settlers-page-hand = Mano
settlers-page-hand-folded = Mano: { $count ->
    [one] { $count } carta
   *[other] { $count } cartas
}
settlers-page-held = Cartas entre las que quedarse con una
settlers-page-holds = Tiene { $count ->
    [one] { $count } carta
   *[other] { $count } cartas
} entre las que quedarse con una.
settlers-page-looked-at = Cartas vistas, para quedarse con algunas
settlers-page-looks-at = Está mirando { $count ->
    [one] { $count } carta de Facción
   *[other] { $count } cartas de Facción
}.
settlers-page-empire = Imperio
settlers-page-row-production = Producción
settlers-page-row-feature = Característica
settlers-page-row-action = Acción
settlers-page-row-plain = Sin tipo
settlers-page-nothing-built = Todavía no hay nada construido.
settlers-page-deals = Acuerdos
settlers-page-foundations = Cimientos (boca abajo)
settlers-page-defended = defendida
settlers-page-samurai = samurái
settlers-page-used = usos: { $uses } de { $per }
settlers-page-placed = con { $goods } encima

# La página del asiento alrededor de su formulario.
settlers-page-asked = { $asked }.
settlers-page-nothing-asked = En este paso no se te pide nada.
settlers-page-submitted = Tu decisión para este paso ya está registrada. Puedes cambiarla aquí hasta que se cierre el paso.
settlers-page-goes-with = Lo que la acompaña
settlers-page-row = La fila de Exploración
settlers-page-your-empire = Tu Imperio
settlers-page-others = Los demás jugadores
settlers-page-points-now = { $score ->
    [one] { $score } punto
   *[other] { $score } puntos
} ahora
settlers-page-in-hand = { $count ->
    [one] { $count } carta
   *[other] { $count } cartas
} en la mano

# El formulario: la Exploración, las cartas que te quedas, las decisiones de producción.
settlers-page-pick = Toma una carta de la fila de Exploración
settlers-page-alternate-keep = Quédate con una; las demás pasan a { $player }
settlers-page-alternate-second = Quédate con una de las cartas que has recibido; la otra se descarta
settlers-page-confirm = Confirmar
settlers-page-confirm-production = Confirmar tus decisiones de producción
settlers-page-keep-of = Quédate con { $keep } de estas
settlers-page-keep = Quedarme con estas cartas
settlers-page-production-cards = Tu producción te da { $cards }: ¿cuántas del mazo de Facción? (el resto, del mazo común)
settlers-page-as-rules-choose = lo que digan las reglas si no eliges
settlers-page-produces = { $card } produce
settlers-page-copies = { $card } copia
settlers-page-copied-option = { $card }: la opción de la Localización copiada
settlers-page-option = opción { $number }

# El formulario: las acciones de un turno, cada tipo plegado bajo su título.
settlers-page-your-action = Tu acción
settlers-page-pass = Pasar: ninguna acción más esta ronda
settlers-page-kind-count = { $kind } ({ $count })
settlers-page-build = Construir
settlers-page-part = Para una carta que pide una Localización: la Localización o el Cimiento al que sustituye
settlers-page-part-none = ninguno
settlers-page-deal = Hacer un Acuerdo, por 1 comida
settlers-page-raze-card = Arrasar una carta de tu mano, por 1 ficha de arrasar
settlers-page-raze = Arrasar una Localización de un rival
settlers-page-raze-location = Arrasar { $card } de { $player } ({ $paid })
settlers-page-use = Usar una Localización de Acción
settlers-page-uses-left = { $card } ({ $count ->
    [one] te queda { $count } uso
   *[other] te quedan { $count } usos
} esta ronda)
settlers-page-twice = { $card } dos veces
settlers-page-target = Si usas { $card }: su elección
settlers-page-target2 = Si usas { $card } dos veces: la segunda elección
settlers-page-target-deal = tu Acuerdo { $card }
settlers-page-target-own = tu { $card }
settlers-page-target-steal = { $goods } de { $player }
settlers-page-target-location = { $card } de { $player }
settlers-page-target-raze-good = { $card } de { $player }: { $good }
settlers-page-target-enemy-deal = el Acuerdo { $card } de { $player }
settlers-page-target-build = construir { $card }
settlers-page-target-card = { $card } de tu mano
settlers-page-discard-cards = Si la Localización que usas descarta cartas: cuáles
settlers-page-discard-deals = Si la Localización que usas descarta Acuerdos: cuáles
settlers-page-spend = Gastar trabajadores en estos bienes
settlers-page-spend-legend = Gastar trabajadores, 2 por cada bien (hasta { $count ->
    [one] { $count } bien
   *[other] { $count } bienes
})
settlers-page-spend-wood = Madera
settlers-page-spend-stone = Piedra
settlers-page-spend-food = Comida
settlers-page-spend-common = Cartas comunes
settlers-page-spend-faction = Cartas de Facción
settlers-page-faction-cards = De las cartas que te da tu acción del mazo que elijas, ¿cuántas del mazo de Facción? (el resto, del mazo común)
settlers-page-all-of-them = todas
settlers-page-defense = Después de la acción, pon una ficha de defensa en
settlers-page-keep-defense = no ponerla
settlers-page-samurai-before = Antes de la acción, despliega un samurái (1 trabajador cada uno) en
settlers-page-samurai-after = Después de la acción, despliega un samurái (1 trabajador cada uno) en
# Lo que puede acompañar a cualquier acción, plegado bajo un título que dice lo que envía el formulario.
settlers-page-with-action = Con la acción: { $what }
settlers-page-with-deck = el mazo de las cartas que ganas
settlers-page-with-defense = la ficha de defensa
settlers-page-with-samurai = samuráis
settlers-page-now-faction-cards = { $count ->
    [one] { $count } carta
   *[other] { $count } cartas
} de tu mazo de Facción
settlers-page-now-defense = la ficha de defensa en { $card }
settlers-page-now-samurai = samuráis en { $cards }
settlers-page-confirm-turn = Confirmar tu turno

# Por qué el formulario no se lee como una decisión.
settlers-form-no-card = El formulario indica una carta que no está en esta partida.
settlers-form-no-player = El formulario indica un jugador que no está en esta mesa.
settlers-form-no-good = El formulario indica un bien que no existe.
settlers-form-option-number = Una opción de producción tiene que ser un número entero.
settlers-form-faction-cards-number = El número de cartas de Facción tiene que ser un número entero.
settlers-form-workers-number = El número de parejas de trabajadores tiene que ser un número entero.
settlers-form-choose-card = Elige una carta.
settlers-form-card-not-offered = Ahora no puedes elegir esa carta.
settlers-form-bad-target = Lo que el formulario elige para esa Localización no es una de sus opciones.
settlers-form-no-action = Esa Localización no tiene acción.
settlers-form-choose-target = Elige qué hace { $card }.
settlers-form-choose-target2 = Elige qué hace { $card } la segunda vez.
settlers-form-choose-action = Elige una acción o pasa.
settlers-form-spend-what = Di qué compran tus trabajadores.
settlers-form-bad-action = Esa acción no es una de las que ofrece el formulario.

# Las órdenes permanentes.
settlers-orders-title = Órdenes permanentes
settlers-orders-saved = Tus órdenes permanentes se han guardado.
settlers-orders-not-saved = No se han guardado:
settlers-orders-about = Missive sigue estas órdenes por ti cuando te llega el turno, y cuando vence un plazo antes de que decidas o durante una ausencia que hayas avisado. Lo que dejen abierto, Missive lo decide como para cualquier jugador: un turno perdido es un pase.
settlers-orders-pass-when = Pasar enseguida cuando mis únicas acciones sean
settlers-orders-hint = Cuando todas las acciones que te ofrece tu turno sean de los tipos que marques, Missive pasa por ti sin preguntarte (los samuráis que tengas siguen yendo donde mejor defienden). No marques ninguno para que se te pregunte en cada turno.
settlers-orders-build = construir
settlers-orders-deal = hacer un Acuerdo
settlers-orders-raze-card = arrasar una carta de mi mano
settlers-orders-raze = arrasar una Localización de un rival
settlers-orders-activate = usar una Localización de Acción
settlers-orders-spend-workers = gastar trabajadores
settlers-orders-save = Guardar mis órdenes
settlers-orders-back = Volver a mi asiento
settlers-orders-no-kind = El formulario indica un tipo de acción que no existe.

# Las opciones de una partida o una liga nuevas.
settlers-options-factions = Facciones, en orden de asiento
settlers-options-factions-hint = Déjalas todas al azar, o elige una para cada jugador empezando por el primer asiento.
settlers-options-random = Al azar
settlers-options-lookout = Exploración
settlers-options-standard = Normal: por turnos, cada jugador toma una carta de la fila boca arriba
settlers-options-alternate = Alternativa: roba 3, quédate 1, pasa 2 y luego quédate 1 de las 2 que recibas
settlers-options-in-order = Elige las facciones empezando por el primer asiento, o déjalas todas al azar.
settlers-options-twice = Dos asientos no pueden jugar con la misma facción ({ $faction }).
settlers-options-no-faction = No hay ninguna facción llamada { $name }.
settlers-options-lookout-refused = Elige la Exploración normal o la alternativa.
