# Las ligas: sus páginas, temporadas, clasificaciones y valoraciones, y sus correos.

# La página de una temporada, y sus clasificaciones.
season-days = del { $first } al { $last }
season-game-won-by = ganada por { $names }
season-game-abandoned = abandonada
