# It's a Wonderful World: sus palabras, dónde está la partida, qué se pide y qué ha pasado.

wonderful-materials = Materiales
wonderful-energy = Energía
wonderful-science = Ciencia
wonderful-gold = Oro
wonderful-exploration = Exploración
wonderful-krystallium = Krystallium
wonderful-general = General
wonderful-financier = Financiero
wonderful-structure = Estructura
wonderful-vehicle = Vehículo
wonderful-research = Investigación
wonderful-project = Proyecto
wonderful-discovery = Descubrimiento
wonderful-nothing = nada
wonderful-unknown-card = una carta desconocida
wonderful-a-player = un jugador
wonderful-side = { $empire }, lado { $side }

# Dónde está la partida.
wonderful-round = Ronda { $round }
wonderful-step-draft = Draft, elección { $pick } de { $picks }
wonderful-step-planning = Planificación
wonderful-step-solo = Planificación, secuencia { $sequence } de 2
wonderful-step-production = Producción: { $resource }
wonderful-game-over = Fin de la partida

# Qué se pide, en una línea y en el asunto de un correo.
wonderful-due-pick = Elige una carta (ronda { $round }, elección { $pick } de { $picks })
wonderful-due-plan = Planifica las cartas que has elegido (ronda { $round })
wonderful-due-produce = Coloca { $count } de { $resource } (ronda { $round })
wonderful-due-produce-token = Coloca { $count } de { $resource } (ronda { $round }) y elige tu ficha por la supremacía en Ciencia
wonderful-due-solo = Cambia o planifica tu mano (ronda { $round })
wonderful-due-keep = Quédate con una de las cartas que has robado (ronda { $round })
wonderful-subject-pick = Tu elección (ronda { $round }, elección { $pick } de { $picks })
wonderful-subject-plan = Planificación (ronda { $round })
wonderful-subject-produce = Producción: { $resource } (ronda { $round })
wonderful-subject-solo = Cambiar o planificar (ronda { $round })
wonderful-subject-keep = Quédate con una carta (ronda { $round })

# Qué ha pasado.
wonderful-round-began = Empieza la ronda { $round }.
wonderful-dealt = { $count ->
    [one] Cada jugador ha recibido { $count } carta.
   *[other] Cada jugador ha recibido { $count } cartas.
}
wonderful-picked = { $player }: { $card }
wonderful-revealed = Elección { $pick } revelada: { $picks }.
wonderful-leftover-discarded = { $count ->
    [one] Se ha descartado la última carta de cada mano.
   *[other] Se han descartado las { $count } últimas cartas de cada mano.
}
wonderful-planned = { $player } ha puesto en construcción { $slated } y ha reciclado { $recycled }.
wonderful-produced-by = { $player } { $count }
wonderful-produced = Producción de { $resource }: { $amounts }.
wonderful-supremacy = { $player } gana la supremacía en { $resource } y toma una ficha de { $token }.
wonderful-no-supremacy = Nadie gana la supremacía en { $resource }.
wonderful-built = { $player } ha construido { $card }.
wonderful-scrapped = { $player } ha descartado { $card } de la zona de construcción.
wonderful-krystallium-made = { $player } ha transformado cubos de su Imperio en { $count } de Krystallium.
wonderful-stack-taken = Secuencia { $sequence }: un nuevo mazo de 5 cartas.
wonderful-traded = { $discarded } descartadas para robar { $count }.
wonderful-kept = Te quedas con una carta y descartas { $discarded }.
