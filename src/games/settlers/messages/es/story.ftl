# Colonos del Imperio: sus palabras, dónde está la partida, qué se pide y qué ha pasado.

settlers-round = Ronda { $round } de { $rounds }
settlers-step-lookout = Exploración, selección { $draft }, elección { $pick } de { $picks }
settlers-step-alternate-keep = Exploración: quédate con 1 y pasa las demás
settlers-step-alternate-second = Exploración: quédate con 1 de las cartas recibidas
settlers-step-production-choices = Decisiones de producción
settlers-step-production-keep = Producción: quédate con cartas de Facción
settlers-step-action = Fase de acción
settlers-game-over = Fin de la partida

# Sus palabras: un jugador, cartas, facciones, bienes con su cantidad.
settlers-a-player = un jugador
settlers-unknown-card = una carta desconocida
settlers-unverified = { $card } ({ settlers-unverified-mark })
settlers-unverified-mark = habilidad sin verificar
settlers-faction = { $faction }
settlers-nothing = nada
settlers-wood = { $count ->
    [one] { $count } madera
   *[other] { $count } maderas
}
settlers-stone = { $count ->
    [one] { $count } piedra
   *[other] { $count } piedras
}
settlers-food = { $count ->
    [one] { $count } comida
   *[other] { $count } comidas
}
settlers-gold = { $count ->
    [one] { $count } oro
   *[other] { $count } oros
}
settlers-workers = { $count ->
    [one] { $count } trabajador
   *[other] { $count } trabajadores
}
settlers-raze-tokens = { $count ->
    [one] { $count } ficha de arrasar
   *[other] { $count } fichas de arrasar
}
settlers-defense-tokens = { $count ->
    [one] { $count } ficha de defensa
   *[other] { $count } fichas de defensa
}
settlers-cards = { $count ->
    [one] { $count } carta
   *[other] { $count } cartas
}
settlers-common-cards = { $count ->
    [one] { $count } carta común
   *[other] { $count } cartas comunes
}
settlers-faction-cards = { $count ->
    [one] { $count } carta de Facción
   *[other] { $count } cartas de Facción
}
settlers-vp = { $count } PV
settlers-samurai = { $count ->
    [one] { $count } samurái
   *[other] { $count } samuráis
}
# Cartas ganadas, y los mazos de los que salen: "2 cartas (1 común, 1 de Facción)".
settlers-cards-from-decks = { $cards } ({ $decks })
settlers-deck-common = común
settlers-deck-faction = de Facción
settlers-deck-common-count = { $count ->
    [one] { $count } común
   *[other] { $count } comunes
}
settlers-deck-faction-count = { $count } de Facción
settlers-look-at = { $count ->
    [one] un vistazo a { $count } carta de Facción
   *[other] un vistazo a { $count } cartas de Facción
}

# Cómo se unen las partes de una línea: elementos seguidos, cláusulas de una frase, frases.
settlers-series = { $first }, { $rest }
settlers-clauses = { $first }; { $rest }
settlers-sentences = { $first } { $rest }

# Qué se pide, en una línea y en el asunto de un correo.
settlers-due-pick = Toma una carta de la fila de Exploración (ronda { $round }, { $draft ->
    [1] primera
   *[other] segunda
} selección)
settlers-due-pick-production = Toma una carta de la fila de Exploración (ronda { $round }, { $draft ->
    [1] primera
   *[other] segunda
} selección) y toma tus decisiones de producción
settlers-due-alternate-keep = Quédate con 1 carta de entre { $cards } y pasa las demás (ronda { $round })
settlers-due-alternate-second = Quédate con 1 carta de entre { $cards } (ronda { $round })
settlers-due-alternate-second-production = Quédate con 1 carta de entre { $cards } (ronda { $round }) y toma tus decisiones de producción
settlers-due-production-choices = Toma tus decisiones de producción (ronda { $round })
settlers-due-keep = Cartas de Facción: { $groups }
settlers-due-keep-group = quédate con { $keep } de entre { $cards }
settlers-due-turn = Tu turno (ronda { $round }): haz una acción o pasa
settlers-subject-pick = Tu elección en la Exploración (ronda { $round })
settlers-subject-alternate-keep = Quédate con 1 y pasa las demás (ronda { $round })
settlers-subject-alternate-second = Quédate con 1 de las cartas recibidas (ronda { $round })
settlers-subject-production-choices = Tus decisiones de producción (ronda { $round })
settlers-subject-keep = Quédate con cartas de Facción (ronda { $round })
settlers-subject-turn = Tu turno (ronda { $round }, turno { $turn })
settlers-subject-turn-open = Tu turno (ronda { $round })

# La preparación.
settlers-seat = { $player } – { $faction }
settlers-seats = Sitios: { $seats }. Jugador inicial: { $first }.
settlers-opening-draw = Cada jugador roba 2 cartas comunes y 2 cartas de Facción.
settlers-opening-alternate = Cada jugador ha robado 3 cartas comunes para quedarse con 1 y pasar 2.

# Qué ha pasado: la Exploración, la Producción y el Mantenimiento.
settlers-round-began = Ronda { $round }.
settlers-faction-cards-taken = Cada jugador toma una carta de Facción.
settlers-faction-deck-empty = El mazo de Facción de { $player } está vacío.
settlers-you-drew = Has robado { $cards }.
settlers-common-reshuffled = { $count ->
    [one] La pila de descartes común se baraja y forma un nuevo mazo de { $count } carta.
   *[other] La pila de descartes común se baraja y forma un nuevo mazo de { $count } cartas.
}
settlers-revealed = Se revelan: { $cards }.
settlers-took = { $player } toma { $card }.
settlers-leftover-discarded = Se descarta { $card }.
settlers-alternate-passed = Cada jugador ha robado 3 cartas comunes, se ha quedado con 1 y ha pasado 2.
settlers-alternate-passed-some = Cada jugador se ha quedado con 1 de las cartas comunes robadas y ha pasado las demás ({ $counts }).
settlers-passed-count = { $player } { $count }
settlers-you-passed = Has pasado { $cards } a { $player }.
settlers-passed-you = { $player } te ha pasado { $cards }.
settlers-alternate-discarded = Se descartan: { $cards }.
settlers-card-of = { $card } ({ $player })
settlers-produced = { $player } produce { $goods }.
settlers-you-look = Miras { $cards }.
settlers-kept = { $looked ->
    [one] { $player } se queda con { $kept } de { $looked } carta de Facción (descartadas: { $discarded }).
   *[other] { $player } se queda con { $kept } de { $looked } cartas de Facción (descartadas: { $discarded }).
}
settlers-keeps = { $player } guarda { $goods }
settlers-nobody-keeps = Nadie guarda nada
settlers-cleanup = { $kept }; el resto se descarta.
settlers-first-player = Jugador inicial: { $player }.

# Qué ha pasado: ganancias contadas aparte.
settlers-gained-bonus = { $card }: bonificación de construcción de { $goods }.
settlers-gained-production = { $card } produce { $goods }.
settlers-gained-feature = { $card }: { $player } gana { $goods }.
settlers-gained-deal = { $player } gana { $goods } (Acuerdo { $card }).
settlers-gained-raze-field = { $player } gana { $goods } (por arrasar { $card }).
settlers-gained-action = { $player } gana { $goods } ({ $card }).
settlers-gained = { $player } gana { $goods }.

# Cuando una ganancia es nada, dicha aparte: «no produce nada».
settlers-gain-bonus-nothing = sin bonificación de construcción
settlers-gain-produces-nothing = no produce nada
settlers-gain-card-produces-nothing = { $card } no produce nada
settlers-gain-feature-nothing = { $card }: nada
settlers-gain-nothing = no gana nada
settlers-gained-bonus-nothing = { $card }: sin bonificación de construcción.
settlers-gained-production-nothing = { $card } no produce nada.
settlers-gained-feature-nothing = { $card }: { $player } no gana nada.
settlers-gained-deal-nothing = { $player } no gana nada (Acuerdo { $card }).
settlers-gained-raze-field-nothing = { $player } no gana nada (por arrasar { $card }).
settlers-gained-action-nothing = { $player } no gana nada ({ $card }).
settlers-gained-nothing = { $player } no gana nada.
settlers-produced-nothing = { $player } no produce nada.

# Qué ha pasado: una acción y lo que ha ganado, en una sola línea (reglas §12.8).
settlers-line = { $action }: { $gains }.
settlers-line-alone = { $action }.
settlers-builds = { $player } construye { $card } ({ $cost })
settlers-builds-with = { $player } usa { $by } para construir { $card } ({ $cost })
settlers-cost-location = { $paid }; descarta { $part }
settlers-cost-foundation = { $paid }; descarta el Cimiento { $part }
settlers-makes-deal = { $player } hace un Acuerdo con { $card } ({ $paid })
settlers-razes-card = { $player } arrasa { $card } de su mano (1 ficha de arrasar)
settlers-razes = { $player } arrasa { $card } de { $victim } ({ $paid })
settlers-razes-guarded = { $player } arrasa { $card } de { $victim } ({ $paid }: { $guards })
settlers-guards-defense = 2 + ficha de defensa
settlers-guards-samurai = 2 + samurái
settlers-guards-both = 2 + ficha de defensa + samurái
settlers-razes-with = { $player } arrasa { $card } de { $victim } con { $by }
settlers-razed-foundation = { $card } pasa a ser un Cimiento de { $player }; { $player } toma 1 madera
settlers-razed-discarded = { $card } se descarta
settlers-returns-defense = la ficha de defensa vuelve a la reserva
settlers-returns-samurai = el samurái vuelve a la reserva
settlers-returns-both = la ficha de defensa y el samurái vuelven a la reserva
settlers-razed-tail = { $razed }.
settlers-razed-tail-returns = { $razed }; { $returned }.
settlers-uses = { $player } usa { $card }
settlers-uses-twice = { $player } usa { $card } dos veces
settlers-uses-paying = { $player } usa { $card } ({ $costs })
settlers-uses-twice-paying = { $player } usa { $card } dos veces ({ $costs })
settlers-cost-discards = descarta { $cards }
settlers-cost-discards-deals = descarta el Acuerdo { $cards }
settlers-spends-workers = { $player } gasta { $count } trabajadores: { $goods }
settlers-gain-bonus = bonificación de construcción de { $goods }
settlers-gain-produces = produce { $goods }
settlers-gain-card-produces = { $card } produce { $goods }
settlers-gain-feature = { $card }: { $goods }
settlers-gain = gana { $goods }

# Qué ha pasado: lo que una acción ha hecho a otro jugador.
settlers-stole = { $player } le quita { $goods } a { $victim }.
settlers-location-discarded = { $player } descarta { $card } de { $victim }.
settlers-deal-discarded = { $player } hace que { $victim } descarte el Acuerdo { $card }.
settlers-deal-taken-to-hand = { $player } toma el Acuerdo { $card } de { $victim } y se lo lleva a la mano.
settlers-deal-taken = { $player } toma el Acuerdo { $card } de { $victim } y lo pone bajo su tablero.
settlers-foundation-laid = { $player } pone boca abajo una carta de su mano como Cimiento.
settlers-defense-placed = { $player } pone la ficha de defensa en { $card }.
settlers-samurai-deployed = { $player } despliega samuráis en { $cards }.
settlers-passes = { $player } pasa.
settlers-passes-nothing-to-do = { $player } pasa (no tiene nada que hacer).
settlers-passes-deadline = { $player } pasa (plazo vencido).

# El final. Las líneas de la hoja de puntuación y el desempate llegan en inglés desde la puntuación.
settlers-final = Resultado final: { $standings }.
settlers-final-tie = Resultado final: { $standings }; desempate: { $tie }.
settlers-standing = { $player } { $score } ({ $pad })
settlers-pad-line = { $label } { $points }

# Las novedades del asunto de un correo: lo que han hecho los rivales desde tu última decisión.
settlers-news-razed = { $player } ha arrasado { $what }
settlers-news-discarded = { $player } ha descartado { $what }
settlers-news-took = { $player } te ha quitado { $what }
settlers-news-your-card = tu { $card }
settlers-news-your-deal = tu Acuerdo { $card }
settlers-news-from-you = { $goods }
settlers-news-passed = { $player } ha pasado
settlers-news-several-passed = { $players } han pasado
settlers-news-built = { $player } ha construido { $card }
settlers-news-built-with = { $player } ha construido { $card } con { $by }
settlers-news-deal = { $player } ha hecho un Acuerdo con { $card }
settlers-news-razed-card = { $player } ha arrasado { $card } de su mano
settlers-news-razed-location = { $player } ha arrasado { $card } de { $victim }
settlers-news-used = { $player } ha usado { $card }
settlers-news-used-twice = { $player } ha usado { $card } dos veces
settlers-news-spent-workers = { $player } ha gastado { $count } trabajadores
