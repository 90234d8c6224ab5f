# Las páginas de It's a Wonderful World: la página de cada jugador y sus formularios, los
# tableros, las cartas, las órdenes permanentes y las opciones de una partida nueva. Los
# recursos, las fichas y los tipos de carta son los de story.ftl.

# Una insignia: una cantidad de algo, en una carta o en un tablero.
wonderful-badge = { $count } de { $what }
wonderful-badge-general = { $count ->
    [one] { $count } General
   *[other] { $count } Generales
}
wonderful-badge-financier = { $count ->
    [one] { $count } Financiero
   *[other] { $count } Financieros
}
wonderful-badge-vp = { $count } PV
wonderful-badge-per = { $badge } por cada { $per ->
    [structure] { wonderful-structure }
    [vehicle] { wonderful-vehicle }
    [research] { wonderful-research }
    [project] { wonderful-project }
    [discovery] { wonderful-discovery }
    [general] { wonderful-general }
   *[financier] { wonderful-financier }
}

# Una carta, en una página y en una línea.
wonderful-card-cost = Coste
wonderful-card-produces = Produce
wonderful-card-scores = Puntos
wonderful-card-bonus = Bonificación
wonderful-card-recycle = Reciclaje
wonderful-line-card = { $card } — { $kind }
wonderful-line-cost = coste: { $badges }
wonderful-line-produces = produce: { $badges }
wonderful-line-bonus = bonificación: { $badges }
wonderful-line-recycle = reciclaje: { $resource }

# El tablero de un jugador.
# Tras un nombre, con el espacio que lo separa.
wonderful-page-you-mark = {" "}(tú)
wonderful-page-holds = En reserva
wonderful-page-empire-cubes = Cubos del Imperio
wonderful-page-cubes-and-hand = { $cubes } (5 forman un Krystallium) · mano: { $hand ->
    [one] { $hand } carta
   *[other] { $hand } cartas
}
wonderful-page-hand = Mano
wonderful-page-draft-area = Zona de draft
wonderful-page-under-construction = En construcción
wonderful-page-none-under-construction = Nada.
wonderful-page-filled = Espacios cubiertos
wonderful-page-constructed = Construidas: { $summary }
wonderful-page-none-built = ninguna todavía
wonderful-page-built = { $count } ({ $kinds })
wonderful-page-built-kind = { $kind }: { $count }
wonderful-page-this-step = En este paso produce { $count } de { $resource }
wonderful-page-this-step-supremacy = En este paso produce { $count } de { $resource } y gana la supremacía
wonderful-page-copy = { $card } (copia { $nth })
# Un tablero en una línea, plegado.
wonderful-glance-produces = produce { $badges }
wonderful-glance-holds = en reserva: { $badges }
wonderful-glance-built = { $count ->
    [one] { $count } construida
   *[other] { $count } construidas
}
wonderful-glance-construction = { $count } en construcción
wonderful-glance-drafted = { $count } en la zona de draft
wonderful-glance-hand = mano: { $count }

# La página del jugador: dónde está la partida y qué se pide.
wonderful-page-player = Jugador { $seat }
wonderful-page-status = Ronda { $round } de { $rounds } · { $phase } · paso { $step }
wonderful-page-status-over = La partida ha terminado · paso { $step }
wonderful-page-ask-pick = Draft, elección { $pick } de { $picks }: elige una carta de tu mano para quedártela. El resto de la mano pasa después a { $player }.
wonderful-page-ask-plan = Planificación: pon en construcción o recicla cada carta de tu zona de draft.
wonderful-page-ask-produce-none = Producción de { $resource }: no has producido nada. Aún puedes colocar Krystallium o fichas, o descartar una carta en construcción.
wonderful-page-ask-produce = Producción de { $resource }: coloca { $count ->
    [one] el cubo
   *[other] los { $count } cubos
} de { $resource } que has producido.
wonderful-page-ask-solo = Planificación: cambia 2 cartas de tu mano para ver 5 más, o pon en construcción o recicla cada carta de tu mano.
wonderful-page-ask-keep = Quédate con una de las cartas que has robado; las demás se descartan.
wonderful-page-over = La partida ha terminado.
wonderful-page-nothing-asked = Ahora mismo no tienes nada que decidir.
wonderful-page-waiting = Ahora mismo no tienes nada que decidir; estamos esperando a { $names }.
wonderful-page-submitted = Tu decisión para este paso ya está registrada. Puedes cambiarla aquí hasta que se cierre el paso.
wonderful-page-from-orders = Rellenado según tus órdenes permanentes. Confírmalo o cámbialo antes.
wonderful-page-suggested = Rellenado con una sugerencia. Confírmalo o cámbialo antes.
wonderful-page-your-empire = Tu Imperio
wonderful-page-other-players = Los demás jugadores

# Draft: una elección, o la carta con la que te quedas tras un cambio en solitario.
wonderful-page-choose-card = Elige una carta
wonderful-page-confirm-here = Confirmar esta carta
wonderful-page-confirm-pick = Confirmar esta elección
wonderful-page-confirm-keep = Confirmar: quedarme con esta carta

# En solitario: el cambio.
wonderful-page-trade = Cambio: descarta 2 cartas de tu mano, roba 5 del mazo (quedan { $left }) y quédate con 1 de ellas
wonderful-page-trade-hint = Cada carta se describe completa en la planificación de abajo.
wonderful-page-trade-button = Descartar estas 2 y robar 5
wonderful-page-or-plan = O planifica tu mano tal como está:

# Planificación.
wonderful-page-plan-legend = Pon en construcción o recicla cada carta
wonderful-page-what-to-do = Qué hacer con { $card }
wonderful-page-slate = Poner en construcción
wonderful-page-recycle = Reciclar
wonderful-page-cube-onto = Su cubo va a
wonderful-page-my-empire = mi Imperio
wonderful-page-if-slated = { $card }, si la pones en construcción
wonderful-page-confirm-plan = Confirmar mi planificación

# Producción.
wonderful-page-you-produced = Has producido { $badge }.
wonderful-page-supremacy-token = Has ganado la supremacía en Ciencia: toma una ficha de General o de Financiero
wonderful-page-no-space = Ninguna de tus cartas en construcción tiene un espacio de { $resource } libre: { $count ->
    [one] el cubo va
   *[other] los { $count } cubos van
} a tu Imperio.
wonderful-page-cubes-legend = { $count ->
    [one] Tu cubo de { $resource }
   *[other] Tus { $count } cubos de { $resource }
}
wonderful-page-cubes-hint = Marca un espacio por cada cubo que quieras colocar en una carta; el resto va a tu Imperio, donde cada 5 se convierten en 1 Krystallium.
wonderful-page-empty-spaces = { $card } ({ $count ->
    [one] { $count } libre
   *[other] { $count } libres
})
wonderful-page-confirm-cubes = Confirmar mis cubos

# Lo que un formulario de Planificación o de Producción puede hacer en cualquier momento.
wonderful-page-any-time = En cualquier momento
wonderful-page-you-hold = Tienes en reserva:
wonderful-page-place-krystallium = Colocar Krystallium
wonderful-page-place-krystallium-hint = Un Krystallium cubre cualquier espacio de recurso libre, y es lo único que puede cubrir un espacio de Krystallium. Marca los espacios que quieras cubrir.
wonderful-page-place-tokens = Colocar Generales y Financieros
wonderful-page-krystallium-onto = Krystallium en
wonderful-page-tokens-onto = Fichas en
wonderful-page-scrap = Descartar una carta en construcción
wonderful-page-discard = Descartar { $card } (su cubo de reciclaje, de { $resource }, va a tu Imperio)
wonderful-page-order = En qué orden se aplica este formulario
wonderful-page-order-planning = Las cartas que descartas; las cartas que pones en construcción; los cubos sobre las cartas; los demás cubos en tu Imperio, donde cada 5 se convierten en un Krystallium que puedes colocar en este mismo formulario; después, el Krystallium; después, los Generales y Financieros. Una carta se construye en cuanto se cubre su último espacio, y su bonificación puede usarse en los puntos siguientes de esta lista.
wonderful-page-order-production = Las cartas que descartas; los cubos sobre las cartas; los demás cubos en tu Imperio, donde cada 5 se convierten en un Krystallium que puedes colocar en este mismo formulario; después, el Krystallium; después, los Generales y Financieros. Una carta se construye en cuanto se cubre su último espacio, y su bonificación puede usarse en los puntos siguientes de esta lista.

# Por qué no se puede leer el formulario de una decisión (tras «No aceptado:»).
wonderful-form-no-card-number = no hay ninguna carta con el número { $number }
wonderful-form-card-missing = falta una carta en el formulario
wonderful-form-no-card = no hay ninguna carta { $value }
wonderful-form-no-krystallium-space = el Krystallium no puede ir en espacios { $value }
wonderful-form-no-field = el formulario no tiene ningún campo { $field }
wonderful-form-unexpected = este formulario no tiene ningún campo { $field }
wonderful-form-twice = el formulario ha enviado { $field } dos veces
wonderful-form-no-action = aquí no hay ninguna acción { $action }
wonderful-form-not-a-number = el número de { $what } no es un número
wonderful-form-negative = el número de { $what } no puede ser negativo
wonderful-form-too-large = el número de { $what } es demasiado grande
wonderful-form-what-krystallium = Krystallium para los espacios de { $space } de { $card }
wonderful-form-what-generals = Generales para { $card }
wonderful-form-what-financiers = Financieros para { $card }
wonderful-form-what-cubes = cubos para { $card }
wonderful-form-choose-card = elige una carta
wonderful-form-choose-keep = elige la carta con la que te quedas
wonderful-form-only-one-card = elige solo una carta
wonderful-form-slate-or-recycle = indica si pones en construcción o reciclas { $card }
wonderful-form-slate-or-place = { $card }: elige si la pones en construcción o adónde va su cubo
wonderful-form-place = { $card }: elige adónde va su cubo
wonderful-form-trade-two = elige exactamente 2 cartas para descartar (has elegido { $count })
wonderful-form-choose-token = elige un General o un Financiero
wonderful-form-token-missing = has ganado la supremacía en Ciencia: elige un General o un Financiero

# Las órdenes permanentes.
wonderful-orders-title = Órdenes permanentes · { $game }
wonderful-orders-heading = Órdenes permanentes
wonderful-orders-saved = Tus órdenes permanentes se han guardado.
wonderful-orders-not-saved = No guardado:
wonderful-orders-about = Missive sigue estas órdenes por ti cuando vence un plazo antes de que decidas, durante una ausencia que hayas avisado y en tus pasos de Producción si marcas la última casilla. Lo que dejen abierto, Missive lo decide como lo haría por cualquier jugador.
wonderful-orders-draft = Draft: la carta que tomar
wonderful-orders-draft-hint = En cada elección se toma la primera línea que coincida con una carta de tu mano; un tipo de carta toma tu carta más útil de ese tipo. Si no coincide ninguna línea, elige Missive. En solitario, esto también elige la carta con la que te quedas tras un cambio.
wonderful-orders-first-choice = Primera opción
wonderful-orders-then-choice = Después, opción { $line }
wonderful-orders-any-type = Cualquier carta de un tipo
wonderful-orders-any = Cualquier { $kind }
wonderful-orders-structures = Estructuras
wonderful-orders-vehicles = Vehículos
wonderful-orders-research = Investigaciones
wonderful-orders-projects = Proyectos
wonderful-orders-discoveries = Descubrimientos
wonderful-orders-planning = Planificación: poner en construcción o reciclar
wonderful-orders-produces = Tu Imperio produce en cada ronda: { $badges }.
wonderful-orders-planning-hint = Con un número de rondas, Missive pone en construcción las cartas que tu producción puede pagar en ese tiempo, de la más barata a la más cara, una vez pagadas tus cartas en construcción. Lo que no produzcas en cantidad suficiente tendrá que salir del Krystallium (el que tienes, o 5 cubos sobrantes por cada uno), y los espacios de General y de Financiero, de las fichas que tienes. Las demás cartas se reciclan. En solitario, así nunca cambias cartas.
wonderful-orders-plan-within = Poner en construcción las cartas que mi Imperio pueda construir en
wonderful-orders-let-missive = Que decida Missive
wonderful-orders-rounds = { $count ->
    [one] { $count } ronda
   *[other] { $count } rondas
}
wonderful-orders-production = Producción: adónde van los cubos
wonderful-orders-production-hint = En cada paso, tus cubos van a tus cartas en construcción de estos diseños, en este orden, y cada una toma todos los que puede; los cubos sobrantes van a tu Imperio. Deja todas las líneas en blanco para que Missive los coloque.
wonderful-orders-nothing-under-construction = Ahora no tienes nada en construcción.
wonderful-orders-under-construction = Ahora en construcción: { $cards }.
wonderful-orders-fill-first = Llenar primero
wonderful-orders-then-priority = Después, prioridad { $line }
wonderful-orders-play-production = Jugar por mí mis pasos de Producción en cuanto se abran
wonderful-orders-save = Guardar mis órdenes
wonderful-orders-back = Volver a mi asiento
# Por qué no se puede leer el formulario de las órdenes permanentes (tras «No guardado:»).
wonderful-orders-no-draft-choice = opción de draft { $line }: no hay ninguna carta ni tipo de carta { $value }
wonderful-orders-no-fill-card = prioridad de producción { $line }: no hay ninguna carta { $value }
wonderful-orders-bad-rounds = elige de 1 a { $rounds } rondas, o deja que decida Missive
wonderful-orders-bad-box = marca la casilla de Producción o déjala vacía

# Los gráficos de la partida.
wonderful-chart-production = Producción por ronda, todos los jugadores

# Las opciones de una partida nueva.
wonderful-options-empire-cards = Cartas de Imperio
wonderful-options-side-a = Lado A: cada Imperio es distinto (recomendado para las primeras partidas)
wonderful-options-side-b = Lado B: todos los Imperios son iguales
wonderful-options-refused-side = Elige el lado A o el lado B de las cartas de Imperio.
