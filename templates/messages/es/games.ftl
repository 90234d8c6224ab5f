# Las páginas de una partida, aparte de las de cada jugador: la página de la partida, el archivo, una partida nueva, la gestión de una partida, su historial y sus pasos, y las páginas de error.

# La página de la partida.
game-abandoned = Esta partida se abandonó.
game-attention = Esta partida necesita atención
game-attention-about = Missive se ha detenido por un error que no puede resolver por sí solo. Quien administra este Missive lo tiene en su lista de tareas fallidas y puede volver a intentarlo cuando se haya resuelto la causa.
game-deadline = plazo: { $deadline }
game-waiting-for = Faltan por decidir: { $names }.
game-rank = Puesto
game-player = Jugador
game-vp = PV
game-status = Estado
game-deciding = decidiendo…
game-done = decidido
game-tie-break = Desempate: { $rule }.
game-score-pad = Hoja de puntuación
game-open-seat = Ir a mi sitio
game-manage = Gestionar esta partida
game-manage-about = (ampliar el plazo, sustituir a un jugador, abandonarla)
game-table-now = La mesa ahora
game-from-start = Desde el principio, paso a paso
game-charts = Gráficos
game-rounds = La partida, ronda a ronda
game-log = Plazos, ausencias y cambios
game-record = Descargar el registro de la partida
game-record-about = (todos los pasos, para reproducirla con { $command })

# El historial de la partida, ronda a ronda.
game-being-decided = (decidiéndose)
game-made-at-deadline = { $name }: decidido al vencer el plazo
game-made-by-orders = { $name }: decidido por sus órdenes permanentes
game-made-while-away = { $name }: decidido durante su ausencia
game-later-steps = Pasos posteriores

# Los gráficos de la página de la partida.
game-chart-points = Puntos de victoria por ronda
game-chart-round = Ronda { $round }
game-chart-final = Puntuación final
game-chart-player = Jugador { $seat }
game-chart-no-data = Aún no hay datos

# El archivo de partidas, y las partidas de un jugador.
archive-title = Partidas
archive-status = Estado
archive-all = todas
archive-active = en curso
archive-finished = terminadas
archive-abandoned = abandonadas
archive-show = Mostrar
archive-none = No hay ninguna partida aquí.
archive-pages = Páginas
archive-newest = ← Más recientes
archive-older = Más antiguas →
archive-won-by = victoria de { $names }
archive-game-abandoned = abandonada
archive-rank = puesto { $rank } con { $score } PV

# Empezar una partida nueva.
new-game-title = Partida nueva
new-game-heading = Nueva partida de { $game }
new-game-instead = Empezar en su lugar una partida de { $game }
new-game-players = Jugadores (de { $min } a { $max }), en orden de asiento
new-game-players-hint = Cada jugador recibe un correo con su propio enlace. Deja filas en blanco para jugar con menos jugadores.
new-game-email = Correo del jugador { $number }
new-game-name = Nombre del jugador { $number }
new-game-hours = Tiempo para cada decisión (un turno, en un juego por turnos)
new-game-no-deadline = Sin plazo
new-game-hours-choice = { $hours ->
    [one] { $hours } hora
   *[other] { $hours } horas
}
new-game-reminders = Recordatorios a quienes aún no han decidido
# Reminder schedules, on the new-game form and the new-league form alike.
reminders-12-1 = 12 horas y 1 hora antes de que venza el plazo
reminders-half = A mitad del plazo, sea cual sea el tiempo dado
reminders-24-1 = 24 horas y 1 hora antes de que venza el plazo
reminders-1 = 1 hora antes de que venza el plazo
reminders-none = Sin recordatorios
new-game-absence = Días de ausencia que puede declarar cada jugador
new-game-absence-hint = Mientras un jugador está fuera, sus decisiones se toman por él en el acto, así que nadie tiene que esperarle.
new-game-visibility = Quién puede ver la partida y su historial
new-game-public = Cualquiera que tenga su dirección
new-game-players-only = Solo sus jugadores
new-game-start = Empezar la partida

# Gestionar una partida: los controles de su organizador.
manage-title = Gestionar
manage-heading = Gestionar { $game }
manage-extended = Se ha ampliado el plazo.
manage-replaced = El sitio tiene un jugador nuevo; se ha avisado a los dos por correo.
manage-abandoned = Se ha abandonado la partida; se ha avisado a todos los jugadores.
manage-over = Esta partida ya no está en curso: no hay nada que gestionar.
manage-deadline = Plazo
manage-deadline-now = Plazo del paso en curso: { $deadline }. Aún puede ampliarse { $hours ->
    [one] { $hours } hora
   *[other] { $hours } horas
} en total.
manage-extend-by = Ampliar en (horas, { $max } como máximo)
manage-why = Motivo (lo leerán los jugadores)
manage-extend = Ampliar el plazo
manage-no-deadlines = Esta partida no tiene plazos.
manage-players = Jugadores
manage-seat = Sitio
manage-player = Jugador
manage-misses = Plazos vencidos seguidos
manage-give-title = Dar un sitio a otra persona
manage-give-about = La persona nueva recibe un enlace por correo y sigue jugando con todo lo que sabía ese sitio; los enlaces del jugador anterior dejan de funcionar.
manage-email = Correo de la persona nueva
manage-name = Su nombre (opcional)
manage-give = Dar el sitio
manage-abandon = Abandonar la partida
manage-abandon-about = Ya no se decide nada más; a cada jugador se le explica por qué. No se puede deshacer.
manage-back = Volver a la partida

# Un paso del historial de la partida: la mesa tal como quedó tras él.
step-title = { $game }, paso { $step }
step-heading = Paso { $step } de { $last }
step-before-first = Antes del primer paso
step-steps = Pasos
step-previous = ← Paso { $step }
step-next = Paso { $step } →
step-my-last = Mi última decisión
step-game = La partida
step-over = La partida ha terminado: se muestran todas las manos.
step-as-seat = Tal como se veía entonces desde tu sitio.
step-public = Lo que todos podían ver entonces; las manos siguen ocultas hasta que termina la partida.
step-talk = Escrito en la mesa durante este paso
step-table = La mesa tras el paso { $step }
step-next-phase = A continuación: { $phase }

# Dejar de recibir los correos de las partidas desde un enlace de uno de ellos.
unsubscribe-title = Correos
unsubscribe-done = No recibirás más correos
unsubscribe-done-about = { $email } ya no recibirá correos sobre partidas. Tus enlaces siguen funcionando.
unsubscribe-settings = Puedes volver a activar los correos en tus ajustes.
unsubscribe-ask = ¿Dejar de recibir correos?
unsubscribe-ask-about = { $email } recibe un correo por cada decisión pendiente. ¿Dejar de recibirlos todos?
unsubscribe-stop = Dejar de recibir correos de partidas

# Los correos escritos en archivos cuando no hay servidor SMTP (desarrollo).
dev-mail-title = Correo (desarrollo)
dev-mail-heading = Correos escritos en archivos
dev-mail-about = No hay ningún servidor SMTP configurado, así que los correos se escriben aquí en lugar de enviarse. Los más recientes, primero.
dev-mail-none = Todavía no hay correos.
dev-mail-written = Escrito (UTC)
dev-mail-to = Para
dev-mail-subject = Asunto
dev-mail-all = Todos los correos
dev-mail-html = Como HTML
dev-mail-to-line = Para: { $recipient }
dev-mail-reply = Respuesta
dev-mail-replied = Tu respuesta va de camino a la partida. Su contestación, si la hay, llegará como un correo más de la lista.
dev-mail-reply-about = Como si { $name } respondiera desde su programa de correo (este correo va citado debajo de la respuesta): «ok» confirma lo que tiene rellenado la página de su sitio, «pick» y un nombre o un número elige una carta de las que enumera un correo, y cualquier otra cosa se publica en la mesa.
dev-mail-send = Enviar la respuesta

# The seat page: where the game stands.
seat-status = { $phase } · paso { $step }

# El registro de la partida: lo que pasó fuera de sus reglas.
log-by-orders = { $name } (por sus órdenes permanentes)
log-deadline-passed = Venció el plazo: se decidió al vencer el plazo por { $names }.
log-deadline-extended = { $organizer } ha ampliado el plazo { $hours ->
    [one] { $hours } hora
   *[other] { $hours } horas
}, hasta el { $deadline }: { $reason }
log-replaced = { $newcomer } ocupa ahora el sitio de { $old }; el cambio lo hizo { $organizer }.
log-abandoned = { $organizer } ha abandonado la partida: { $reason }
log-missed = { $name } ha dejado vencer { $count } plazos seguidos.
log-season-ended = La temporada terminó antes que esta partida: sus decisiones pendientes se tomaron por defecto.
log-left-league = { $name } ha dejado la liga: sus decisiones se toman por defecto hasta que acabe la partida.
log-away = { $name } está fuera del { $first } al { $last }: mientras tanto, sus decisiones se toman por defecto.
log-back = { $name } ha vuelto: vuelve a tomar sus propias decisiones.
