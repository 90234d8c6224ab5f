# Colonos del Imperio: dónde está la partida.

settlers-round = Ronda { $round } de { $rounds }
settlers-step-lookout = Exploración, selección { $draft }, elección { $pick } de { $picks }
settlers-step-alternate-keep = Exploración: quédate con 1 y pasa las demás
settlers-step-alternate-second = Exploración: quédate con 1 de las cartas recibidas
settlers-step-production-choices = Decisiones de producción
settlers-step-production-keep = Producción: quédate con cartas de Facción
settlers-step-action = Fase de acción
settlers-game-over = Fin de la partida
