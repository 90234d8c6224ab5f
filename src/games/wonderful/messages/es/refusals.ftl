# It's a Wonderful World: por qué se rechaza una decisión. Cada motivo empieza una frase en
# minúscula y sin punto final: la página o el correo hacen de él una frase.

# La mesa, al preparar una partida.
wonderful-refused-seats = It's a Wonderful World es para { $min } a { $max } jugadores, no para { $seats }
wonderful-refused-empire-count = { $seats ->
    [one] elige un Imperio para el jugador
   *[other] elige un Imperio para cada uno de los { $seats } jugadores
}
wonderful-refused-no-such-empire = no existe ese Imperio
wonderful-refused-empire-twice = se ha elegido dos veces { $empire }: cada jugador necesita un Imperio distinto

# Quién decide y qué pide el paso. Los sitios se cuentan desde 0; estos motivos vienen de un
# error o de un formulario manipulado.
wonderful-refused-game-over = la partida ha terminado
wonderful-refused-no-such-seat = esta partida no tiene ese sitio
wonderful-refused-no-seat = no hay ningún sitio { $seat }
wonderful-refused-decided-twice = el sitio { $seat } ha decidido dos veces
wonderful-refused-not-decided = el sitio { $seat } aún no ha decidido
# Otro motivo, de la decisión de un sitio entre varias.
wonderful-refused-of-seat = sitio { $seat }: { $reason }
wonderful-refused-no-card-number = no existe la carta número { $number }
wonderful-refused-asks-pick = en este paso toca elegir una carta del draft
wonderful-refused-asks-planning = en este paso toca planificar
wonderful-refused-asks-solo = en este paso toca cambiar cartas o planificar
wonderful-refused-asks-keep = en este paso toca elegir la carta con la que te quedas
wonderful-refused-asks-production = en este paso toca decidir dónde colocas tu producción

# El draft y la planificación.
wonderful-refused-not-in-hand = { $card } no está en tu mano
wonderful-refused-not-in-draft-area = { $card } no está en tu zona de draft
wonderful-refused-listed-twice = { $card } figura a la vez para construir y para reciclar, o aparece dos veces
wonderful-refused-slate-or-recycle = indica si { $card } va a construcción o a reciclaje

# Cubos, Krystallium y fichas de personaje en las cartas en construcción.
wonderful-refused-not-under-construction = { $card } no está en construcción en tu Imperio
wonderful-refused-no-space = { $card } no tiene ningún espacio de { $space } libre
wonderful-refused-no-space-but-krystallium = { $card } no tiene ningún espacio de { $space } libre: en los espacios de Krystallium solo cabe Krystallium
wonderful-refused-no-krystallium = no te queda Krystallium que colocar
# $space es General o Financiero.
wonderful-refused-krystallium-for-token = el Krystallium no puede sustituir a un { $space }: en ese espacio solo cabe una ficha de { $space }
wonderful-refused-no-token = no te quedan fichas de { $token } que colocar

# La producción.
wonderful-refused-choose-token = has ganado la supremacía en Ciencia: elige un General o un Financiero
wonderful-refused-token-not-won = solo quien gana la supremacía en Ciencia elige una ficha
wonderful-refused-placed-too-many = has producido { $count } de { $resource } y has colocado { $placed }

# En solitario: los cambios.
wonderful-refused-deck-empty = el mazo está vacío: no queda nada que robar
wonderful-refused-trade-needs-two = para cambiar necesitas 2 cartas en la mano
wonderful-refused-discard-two-different = elige dos cartas distintas para descartar
wonderful-refused-not-drawn = { $card } no está entre las cartas que has robado
