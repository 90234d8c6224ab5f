# Las ligas: sus páginas, temporadas, clasificaciones y valoraciones, y sus correos.

# La lista de ligas.
leagues-title = Ligas
leagues-about = Una liga juega temporadas de partidas programadas: todos los miembros juegan el mismo número de partidas, en mesas del tamaño que pide su juego (de 3 a 5 jugadores, o de 2 a 4), por puntos de liga y una valoración.
leagues-start = Crear una liga
leagues-sign-in-to-start = Inicia sesión para crear una liga
leagues-none = Todavía no hay ninguna liga.
leagues-left = Has dejado la liga.

# La página de una liga.
league-pod-size = partidas de { $size } jugadores siempre que se pueda
league-hours-per-decision = { $hours ->
    [one] { $hours } hora
   *[other] { $hours } horas
} por decisión
league-no-deadlines = sin plazos
league-points-by-place = puntos de liga por puesto: { $points }
league-members-only = solo para miembros
league-public = pública
league-ratings = Valoraciones
league-season = Temporada { $number }
league-season-final = Temporada { $number }: clasificación final
league-season-games = las partidas de la temporada
league-seasons = Temporadas
league-start-now = Empezarla ya
league-members = Miembros ({ $count })
league-organizer = organizador
league-member-rating = valoración { $rating }
league-make-organizer = Hacer organizador
league-leave-hint = Si dejas la liga durante una temporada, tus partidas de esa temporada siguen: tus decisiones se toman con tus órdenes permanentes o por defecto, y un organizador puede dar tu sitio a otra persona.
league-leave = Dejar la liga
league-how-to-join = Para unirte, pide a un organizador una invitación o el enlace de inscripción de la liga.
league-already-member = ¿Ya eres miembro?
league-sign-in = Inicia sesión
league-done-invited = Las invitaciones están en camino.
league-done-joined = Te damos la bienvenida: ya eres miembro de esta liga.
league-done-organizer = La liga tiene un organizador más.
league-done-planned = La temporada está programada; empezará en su fecha.
league-done-started = La temporada ha empezado: todos los miembros tienen sus partidas.
league-back = Volver a la liga

# Lo que hacen los organizadores en la página de su liga.
league-organize = Organizar
league-join-link-made = El enlace de inscripción de la liga (solo se muestra esta vez; puedes crear otro cuando quieras, y este dejará de funcionar):
league-invite = Invitar por correo
league-invite-emails = Direcciones de correo, separadas por comas o saltos de línea
league-invite-send = Enviar las invitaciones
league-make-join-link = Crear un enlace de inscripción nuevo
league-plan-next = Programar la próxima temporada
league-plan-change = Cambiar la temporada programada
league-plan-first-day = Primer día (UTC)
league-plan-last-day = Último día (UTC)
league-plan-games-each = Partidas por miembro
league-plan-hint = Al empezar, se programan las partidas de todos los miembros y empiezan a la vez; quien se una más tarde entra en la temporada siguiente. Las partidas que sigan en curso al final se terminan con decisiones por defecto.
league-plan = Programar la temporada
league-plan-later = La próxima temporada podrá programarse cuando termine la que está en curso.

# Crear una liga.
league-new-title = Nueva liga
league-new-heading = Nueva liga de { $game }
league-new-instead = Crear en su lugar una liga de { $game }
league-new-name = Nombre
league-new-description = De qué va la liga (opcional)
league-new-deadlines = Plazos de las partidas de la liga
league-new-hours = Tiempo para cada decisión (un turno, en un juego por turnos)
league-new-no-deadline = Sin plazo
league-new-hours-choice = { $hours ->
    [one] { $hours } hora
   *[other] { $hours } horas
}
league-new-reminders = Recordatorios
league-new-absence-days = Días de ausencia que cada jugador puede declarar por partida
league-new-pod-size = Jugadores por partida que busca el calendario
league-new-divisions = Divisiones en la primera temporada
league-new-divisions-hint = Cada división necesita al menos 3 miembros; los miembros se reparten según su valoración.
league-new-promote = Miembros que ascienden de cada división al final de una temporada
league-new-relegate = Miembros que descienden de cada división al final de una temporada
league-new-points = Puntos de liga por puesto, según el tamaño de la mesa
league-new-points-how = Una línea por tamaño de mesa: el tamaño, dos puntos y luego los puntos del 1.º, 2.º, … puesto, separados por comas o espacios. Por ejemplo, para mesas de 4:
league-new-points-ties = Los jugadores que comparten un puesto se reparten sus puntos. Los empates en la clasificación se deshacen por el total de PV y, después, por las partidas que los empatados jugaron entre sí.
league-new-visibility = Quién puede ver la liga, sus clasificaciones y sus partidas
league-new-anyone = Cualquiera
league-new-members-only = Solo sus miembros
league-new-start = Crear la liga

# Unirse a una liga, con su enlace de inscripción o una invitación por correo.
league-join-title = Unirse a { $league }
league-join-about = Los miembros juegan por correo temporadas programadas de { $game }: al empezar cada temporada se programan las partidas de todos los miembros, y cada partida te envía un correo cuando te toca decidir. Puedes dejar la liga cuando quieras.
league-join-sign-in-first = Para unirte con este enlace, inicia sesión primero (te enviamos un enlace por correo) y luego vuelve a abrir este enlace de inscripción.
league-join = Unirme a la liga

# La página de una temporada, y sus clasificaciones.
season-heading = { $league }: temporada { $number }
season-days = del { $first } al { $last }
season-games-each = { $count ->
    [one] { $count } partida por miembro
   *[other] { $count } partidas por miembro
}
season-starts-on-its-date = empieza en su fecha
season-not-started = aún no ha empezado
season-under-way = en curso
season-finished = terminada
season-finished-final = terminada: la clasificación es definitiva
season-tables = Clasificaciones
season-games = Partidas
season-game-round = Jornada { $round }
season-game-in-division = División { $division }, jornada { $round }
season-game-won-by = ganada por { $names }
season-game-abandoned = abandonada
season-game-by-default = terminada por defecto al acabar la temporada
division-heading = División { $number }
division-standings = Clasificación
league-column-member = Miembro
league-column-games = Partidas
division-column-points = Puntos
division-column-vp = PV
division-column-wins = Victorias
division-left = (ha dejado la liga)
division-by-default = { $count ->
    [one] Una partida de esta división seguía en curso cuando acabó la temporada y se terminó con decisiones por defecto; su resultado cuenta.
   *[other] { $count } partidas de esta división seguían en curso cuando acabó la temporada y se terminaron con decisiones por defecto; sus resultados cuentan.
}

# Las valoraciones: la tabla, y la valoración de un miembro a lo largo del tiempo.
ratings-title = Valoraciones
ratings-heading = { $league }: valoraciones
ratings-about = Cada partida de liga terminada mueve las valoraciones de sus jugadores (con el método de Weng-Lin: cada pareja de jugadores de una partida se compara por sus puestos). La valoración que se muestra es la fuerza estimada menos tres veces su incertidumbre, así que sube con los buenos resultados y con las partidas jugadas.
ratings-none = Todavía no ha terminado ninguna partida de liga.
ratings-column-rating = Valoración
league-player-heading = { $name } en { $league }
league-player-rating = Valoración de { $rating } tras { $games ->
    [one] { $games } partida de liga
   *[other] { $games } partidas de liga
}.
league-player-unrated = Todavía no ha terminado ninguna partida de liga.
league-player-chart = Fuerza estimada tras cada partida de liga
league-player-chart-game = Partida { $number }
league-player-all-games = Todas las partidas de { $name }
league-player-leaderboard = La tabla de valoraciones
league-player-league = La liga
