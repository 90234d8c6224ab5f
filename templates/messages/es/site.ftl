# El marco del sitio: la cabecera y el selector de idioma al pie de cada página.
site-nav = Sitio
site-games = Partidas
site-leagues = Ligas
site-language = Idioma

# La página de la cuenta.
account-language = El idioma de tus páginas y correos

# Listas: "Ana, Bob y Cy".
list-comma = ,{" "}
list-and = { $rest } y { $last }

# La página de inicio.
home-title = Juegos de mesa por correo
home-intro = Missive dirige partidas de juegos de mesa a tu ritmo. Cuando te toca decidir, recibes un correo: sigue su enlace, elige, y la partida avanza cuando todos lo han hecho.
home-sign-in = Inicia sesión con tu correo
home-no-password = Sin contraseña: te enviamos por correo un enlace para entrar.
home-your-games = Tus partidas
home-signed-in-as = Has iniciado sesión como { $name }.
home-settings = Ajustes
home-all-games = Todas las partidas
home-new-game = Empezar una partida nueva
home-waiting = Te toca decidir
home-waiting-none = No tienes nada pendiente.
home-decide-in = Decidir en { $game }
home-in-progress = En curso
home-in-progress-none = No hay otras partidas en curso.
home-waiting-for-you = te toca a ti
home-waiting-for = esperando a { $names }
home-finished = Terminadas
home-finished-none = Aún no hay partidas terminadas.
home-rank = puesto { $rank } con { $score } PV
home-abandoned = abandonada
home-all-your-games = Todas tus partidas →
home-sign-out = Cerrar sesión

# Iniciar sesión.
sign-in-title = Iniciar sesión
sign-in-intro = Te enviamos por correo un enlace que inicia tu sesión. No hace falta contraseña; si tu dirección es nueva, se crea una cuenta.
sign-in-email = Correo electrónico
sign-in-send = Envíame un enlace para entrar
sign-in-refused-address = No se pueden enviar correos a esa dirección. Una dirección es un nombre, luego @ y luego un dominio, como ana@example.org, sin espacios, comillas ni barras invertidas.
sign-in-limit-address = Ya hemos enviado { $count ->
    [one] un correo para entrar
   *[other] { $count } correos para entrar
} a esta dirección en los últimos 15 minutos. Usa el más reciente o vuelve a intentarlo más tarde.
sign-in-limit-network = Se han pedido demasiados correos para entrar desde tu red en la última hora. Vuelve a intentarlo más tarde.
sign-in-sent-title = Revisa tu correo
sign-in-sent = Hemos enviado un enlace para entrar a { $email }. Sirve una sola vez, durante { $minutes ->
    [one] un minuto
   *[other] { $minutes } minutos
}.
sign-in-no-smtp = Este Missive no envía correos de verdad (no tiene servidor SMTP): el enlace está en la página de correos.
sign-in-no-smtp-link = Abrir la página de correos
sign-in-nothing-arrived = ¿No te ha llegado nada? Mira en la carpeta de spam.
sign-in-again = Pedir otro enlace
sign-in-confirm-title = Entrar en Missive
sign-in-confirm = Iniciar sesión
account-title = Ajustes
account-signed-in-as = Has iniciado sesión como { $email }.
account-saved = Guardado.
account-name = Tu nombre, tal como lo ven los demás jugadores
account-emails = Correos sobre tus partidas
account-notify-each = Un correo por cada decisión pendiente, con recordatorios antes de cada plazo
account-notify-digest = Un resumen diario de todas mis decisiones pendientes, y nada más
account-notify-none = Ningún correo (ya miro yo mis partidas)
account-digest-hour = Enviar el resumen diario a las
account-time-zone = Tu zona horaria
account-quiet = Horas de silencio
account-quiet-hint = Los recordatorios y los correos de «te toca a ti» esperan a que terminen tus horas de silencio. Los plazos no cambian.
account-quiet-from = Desde
account-quiet-until = Hasta
account-quiet-none = sin horas de silencio
account-save = Guardar
account-calendar = Tus plazos en tu calendario
account-calendar-made = La dirección privada de tu calendario (solo se muestra esta vez; quien la tenga verá tus plazos):
account-calendar-how = Añádela a tu aplicación de calendario como suscripción («Desde URL», «Suscribirse a calendario»).
account-calendar-about = Una dirección privada a la que tu aplicación de calendario puede suscribirse: todos los plazos en los que tienes que decidir.
account-calendar-had = Ya tienes una; si creas otra, la anterior deja de funcionar.
account-calendar-new = Crear una dirección de calendario nueva
account-calendar-make = Crear mi dirección de calendario
account-sessions = Sesiones
account-sessions-about = Tu sesión en este navegador dura 30 días. Si entraste desde un ordenador que no es tuyo, o perdiste el móvil, cierra la sesión en todos los navegadores a la vez.
account-sign-out-everywhere = Cerrar sesión en todas partes
account-log = Correos que te hemos enviado, y tus respuestas
account-log-none = Ninguno todavía.
account-log-no-older = No hay correos más antiguos.
account-log-when = Cuándo
account-log-what = Qué
account-log-subject = Asunto
account-log-status = Estado
account-log-pages = Páginas de correos
account-log-newer = ← Más recientes
account-log-older = Más antiguos →
account-refused-name = Tu nombre debe tener entre 1 y 60 caracteres.
account-refused-language = Elige un idioma de la lista.
account-refused-notify = Elige cómo quieres enterarte de tus decisiones.
account-refused-hour = Las horas van de 0 a 23.
account-refused-time-zone = Elige tu zona horaria de la lista.
account-refused-quiet-same = Las horas de silencio deben terminar a otra hora distinta de la de inicio.
account-refused-quiet-half = Indica las dos horas de silencio, o ninguna.

# Tipos de correo, y qué fue de cada uno, en el registro de la cuenta.
email-kind-decision-due = decisión pendiente
email-kind-reminder = recordatorio
email-kind-nudge = te toca a ti
email-kind-digest = resumen diario
email-kind-game-over = fin de la partida
email-kind-sign-in = enlace para entrar
email-kind-reply = tu respuesta
email-kind-reply-answer = contestación a tu respuesta
email-kind-notice = aviso
email-status-queued = en cola
email-status-sending = enviándose
email-status-sent = enviado
email-status-suppressed = suprimido
email-status-skipped = no enviado
email-status-failed = fallido
email-status-received = recibida
email-status-refused = rechazada
email-status-ignored = ignorada

# El marco de la página de un jugador, y la conversación de la mesa.
seat-deadline = Plazo: { $deadline }
seat-final-ranking = Clasificación final
seat-asked = Lo que se te pide
seat-not-accepted = No aceptado:
seat-whole-game = La partida completa: historial y todos los jugadores
seat-orders = Tus órdenes permanentes
seat-absence = ¿Te vas unos días?
talk-title = Conversación de la mesa
talk-summary = ({ $count ->
    [one] { $count } mensaje
   *[other] { $count } mensajes
}, el último de { $who })
talk-nothing = (nadie ha escrito todavía)
talk-all = Los { $count } mensajes

talk-page-about = { $game }. Lo que escribas aquí lo lee cualquiera que pueda ver esta partida, y llega a los demás jugadores con su próximo correo.
talk-page-about-players = { $game }. Lo que escribas aquí lo lee cualquiera que pueda ver esta partida (sus jugadores, y los miembros de su liga si la tiene), y llega a los demás jugadores con su próximo correo.
talk-refused = Tu mensaje no se ha publicado: { $reason }
talk-write = Escribe a la mesa
talk-post = Publicar
talk-none = Nadie ha escrito todavía en esta mesa.
talk-by-email = por correo
talk-hidden = El organizador de la partida ha ocultado este mensaje.
talk-hide = Ocultar

# La página de un jugador mientras el paso espera a los demás.
waiting-title = Esperando
waiting-decided = Tu decisión está registrada.
waiting-nothing-asked = En este paso no se te pide nada.
waiting-for = Faltan por decidir: { $names }.
waiting-you = tú
waiting-watching = Esta página vuelve a mirar cada { $seconds ->
    [one] segundo
   *[other] { $seconds } segundos
} y muestra tu siguiente decisión en cuanto se abra; también puedes irte: te llegará un correo cuando te toque.
waiting-stop = Dejar de volver a mirar
waiting-leave = Puedes irte: te llegará un correo cuando te toque.
waiting-look-now = Volver a mirar ahora
waiting-look-every = Volver a mirar cada { $seconds ->
    [one] segundo
   *[other] { $seconds } segundos
}
waiting-change = Cambiar tu decisión
waiting-talk-about = : lee lo que han escrito los demás y escríbeles.
seat-still-waiting = Faltan por decidir: { $names }.

# Ausencias: un tiempo fuera de una partida.
absence-title = ¿Te vas unos días?
absence-about = { $game }. Mientras estés fuera, tus decisiones en esta partida se toman por ti en cuanto tocan: con tus órdenes permanentes si las has dejado, o si no, como decide Missive al vencer un plazo. Nadie te espera, y los demás jugadores ven tu ausencia en el historial de la partida.
absence-orders = Tus órdenes permanentes
absence-allowance = Esta partida permite { $days ->
    [one] { $days } día
   *[other] { $days } días
} de ausencia por jugador en total.
absence-saved = Guardado.
absence-from = Primer día fuera
absence-until = Último día fuera
absence-declare = Declarar mi ausencia
absence-over-game = Esta partida ya no está en curso.
absence-yours = Tus ausencias en esta partida
absence-line = Del { $from } al { $until }
absence-back = Ya he vuelto
absence-cancel = Anularla
absence-over = (terminada)
absence-to-seat = Volver a tu sitio en la partida

# Rechazos: la página que dice qué no se hizo y por qué, con un camino de vuelta.
error-status = Error { $status }
error-back-missive = Volver a Missive
error-back = Volver
error-back-game = Volver a la partida
error-back-seat = Volver a tu asiento
error-back-league = Volver a la liga
error-back-form = Volver al formulario
error-back-email = Volver al correo
error-sign-in = Iniciar sesión
error-all-games = Todas las partidas
error-new-link = Pedir un enlace nuevo
error-where-game-stands = Ver cómo va la partida
error-sign-in-again = Abrir de nuevo el enlace para entrar
error-no-page = No se encontró esta página.
error-no-page-why = Esta página no existe.
error-no-game = No se encontró esta partida.
error-no-game-why = Esta partida no existe.
error-no-player = No se encontró a este jugador.
error-no-player-why = Este jugador no existe.
error-no-email = No se encontró este correo.
error-no-email-why = Este correo no existe.
error-no-league = No se encontró esta liga.
error-no-league-why = Esta liga no existe.
error-no-season = No se encontró esta temporada.
error-no-season-why = Esta temporada no existe.
error-no-seat = No se encontró este asiento.
error-no-seat-why = Esta partida no tiene ese asiento.
error-no-message = No se encontró este mensaje.
error-no-message-why = Este mensaje no existe.
error-players-only = Esta partida es solo para sus jugadores.
error-players-only-why = Esta partida solo está abierta a sus jugadores. Si juegas en ella, inicia sesión o ábrela desde un enlace de uno de sus correos.
error-sign-in-needed = Inicia sesión, por favor.
error-sign-in-needed-why = Esta página es para jugadores con sesión iniciada. Entra con tu dirección de correo; no hace falta contraseña.
error-members-only = Esta liga es solo para sus miembros.
error-members-only-why = Esta liga solo está abierta a sus miembros. Si eres uno de ellos, inicia sesión.
error-bad-link = Este enlace no es válido.
error-bad-link-why = Este enlace no abre ningún asiento. Comprueba que usaste el enlace completo del correo.
error-old-link = Este enlace ya no es válido.
error-old-link-why = Este enlace fue revocado: el asiento pasó a otra persona o el enlace se sustituyó. Si sigues jugando en esta partida, inicia sesión para abrirla.
error-not-accepted = No se ha aceptado.
error-bad-invite = Este enlace para unirse a una liga no funciona: ya se usó, tiene más de 30 días o lo sustituyó uno más reciente. Pide uno nuevo a quien organiza la liga.
error-step-closed = Ese paso ya está cerrado: la partida ha avanzado desde que se cargó esta página.
error-game-over = Esta partida ha terminado.
error-nothing-owed = No tienes ninguna decisión que tomar en este paso.
error-not-organizer = Solo quien organiza esta partida puede hacer eso.
error-not-a-player = No juegas en esta partida.
error-limited = Has llegado a un límite.
error-undrawn = No se pudo mostrar esta página.
error-ours = Algo ha fallado por nuestra parte.
error-ours-why = No se ha perdido ni aplicado a medias nada de lo que enviaste. Inténtalo de nuevo dentro de un momento.
error-archive-damaged = El enlace de esta página está dañado.
error-archive-damaged-why = Empieza de nuevo desde las partidas más recientes.
error-archive-status = Ese estado no existe.
error-archive-status-why = Las partidas están en curso, terminadas o abandonadas.
error-not-yours = No te corresponde gestionar esta partida.
error-not-yours-why = Solo quien organiza esta partida puede gestionarla.
error-sign-in-link = Este enlace no es válido.
error-form-refused = No se ha aceptado este formulario.
error-form-large = Este formulario es mucho más grande que cualquier formulario de Missive, así que no se ha cambiado nada.
error-form-slow = Este formulario tardó demasiado en llegar, así que no se ha cambiado nada. Envíalo de nuevo.
error-form-unreadable = No se pudo leer este formulario ({ $why }), así que no se ha cambiado nada.
error-form-unread = No se ha entendido este formulario.
error-form-unread-why = Sus campos no son los que envía su página, así que no se ha cambiado nada. Vuelve atrás, recarga la página y envíalo de nuevo.
error-form-expired = Este formulario ha caducado.
error-form-expired-why = Este formulario ha caducado o no viene de una página de Missive, así que no se ha cambiado nada. Vuelve atrás, recarga la página y envíalo de nuevo.
error-form-incomplete = Este formulario está incompleto.
error-form-incomplete-why = A este formulario le falta el paso para el que se hizo, así que no se ha cambiado nada. Recarga la página e inténtalo de nuevo.
error-control = El campo «{ $field }» contiene un carácter de control invisible ({ $code }) que ningún campo de Missive admite, así que no se ha cambiado nada. Escribe el texto de nuevo sin él.
error-address = No se ha entendido esta dirección.
error-address-why = No se pudo leer la dirección de esta página ({ $why }).
error-no-step = Ese paso no existe.
error-no-step-why = Esta partida ha resuelto { $count ->
    [one] { $count } paso
   *[other] { $count } pasos
} hasta ahora.
error-no-such-game = Ese juego no existe.
error-no-such-game-why = Missive ofrece estos juegos: { $games }.
calendar-name = Plazos de Missive
calendar-deadline = Plazo: { $game }
error-no-calendar = No se encontró este calendario.
error-no-calendar-why = Esta dirección de calendario ya no funciona. Crea una nueva en tus ajustes.
error-no-reply = Este correo no admite respuestas.
error-no-reply-why = Solo se puede responder a los correos de una partida dirigidos a un jugador.
error-record = El registro aún no está listo.
error-record-why = El registro se puede descargar cuando termine la partida: antes revelaría las manos de los jugadores.
error-orders-over = Esta partida ha terminado.
error-orders-over-why = Las órdenes permanentes deciden los pasos que quedan, y a esta partida no le queda ninguno.
error-no-orders = Esta partida no tiene órdenes permanentes.
error-no-orders-why = Sus decisiones se toman en la página de tu asiento, o se toman por ti al llegar la fecha límite.
sign-in-link-unknown = Este enlace para entrar no es válido. Pide uno nuevo.
sign-in-link-expired = Este enlace para entrar ha caducado. Pide uno nuevo.
sign-in-link-used = Este enlace para entrar ya se usó. Pide uno nuevo.

# Por qué se rechaza una petición o un formulario. Escrito como final de frase: la página le
# pone la mayúscula y el punto.
refused-reason = explica el motivo en 200 caracteres como máximo: lo leerán los jugadores
refused-extension-hours = una ampliación es de 1 a { $max } horas
refused-no-deadline = esta partida no tiene plazo que ampliar
refused-extension-used = el plazo de un paso puede ampliarse { $max } horas en total; { $left ->
    [one] queda { $left } hora
   *[other] quedan { $left } horas
}
refused-plays-already = { $email } ya juega en esta partida
refused-absence-order = el último día es anterior al primero
refused-absence-past = una ausencia no puede empezar en el pasado
refused-absence-far = una ausencia debe terminar antes de un año
refused-absence-allowance = esta partida permite { $days ->
    [one] { $days } día
   *[other] { $days } días
} de ausencia por jugador; te { $left ->
    [one] queda { $left } día
   *[other] quedan { $left } días
}
refused-absence-over = esa ausencia ya ha terminado
refused-absence-dates = indica el primer y el último día como fechas, por ejemplo 2026-12-24
refused-absence-days = Los días de ausencia van de 0 a { $max }.
refused-demo-players = a { $game } se juega de { $min } a { $max } jugadores
refused-talk-empty = el mensaje está vacío
refused-talk-control = el mensaje contiene un carácter de control; escribe texto sin formato
refused-talk-long = el mensaje tiene { $length } caracteres; el máximo es { $max }
refused-talk-limit = Has escrito { $count } mensajes en la última hora, el máximo permitido. Espera un poco antes del siguiente.
refused-hours-number = indica las horas con un número
refused-choose-seat = elige el sitio que quieres dar
refused-choose-hours = Elige el tiempo para cada decisión.
refused-choose-reminders = Elige cuándo se envían los recordatorios.
refused-not-an-address = «{ $address }» no es una dirección de correo
refused-name-long = El nombre de un jugador puede tener como máximo { $max } caracteres.
refused-no-player = Añade al menos un jugador.
refused-too-few-players = A { $game } se juega con al menos { $min } jugadores.

# Rechazos de los formularios de las ligas.
refused-season-games = cada miembro juega de 1 a { $max } partidas por temporada
refused-season-order = la temporada debe terminar después de empezar
refused-season-past = la temporada debe terminar en el futuro
refused-season-starts = una temporada empieza dentro de { $days } días como máximo
refused-season-long = una temporada dura como máximo { $days } días
refused-season-under-way = esta liga ya tiene una temporada en marcha: planifica la siguiente cuando termine
refused-season-over = esta temporada ha terminado
refused-season-last-day = el último día de esta temporada ya ha pasado: vuelve a planificarla con fechas nuevas
refused-season-members = una temporada necesita al menos 3 miembros; esta liga tiene { $count }
refused-no-organizer = la liga ya no tiene organizador
refused-league-name = ponle a la liga un nombre de 80 caracteres como máximo
refused-league-description = la descripción no puede pasar de 2000 caracteres
refused-league-pod = las partidas son de { $min } a { $max } jugadores
refused-league-divisions = una liga tiene de 1 a 8 divisiones
refused-league-promote = asciende de 0 a 10 miembros por temporada
refused-league-relegate = desciende de 0 a 10 miembros por temporada
refused-league-points = hacen falta puntos de liga para partidas de { $min } a { $max } jugadores: escribe una línea "{ $size }: …" con { $size } valores
refused-no-address = indica al menos una dirección de correo
refused-too-many-addresses = invita como máximo a { $max } direcciones a la vez
refused-organizer-not-member = solo un miembro puede organizar la liga
refused-last-organizer = la liga necesita un organizador: nombra organizador a otro miembro antes de irte
refused-not-a-member = no eres miembro de esta liga
refused-choose-member = elige un miembro
refused-not-a-day = indica un día como año-mes-día
refused-points-size = Puntos de liga: se pueden fijar puntos para partidas de 2 a 6 jugadores, no de { $size }
refused-points-length = Puntos de liga: las partidas de { $size } jugadores necesitan { $size } valores, uno por puesto, no { $given }
refused-points-order = Puntos de liga: en partidas de { $size } jugadores, un puesto mejor no puede dar menos puntos que uno peor
refused-points-number = Puntos de liga: "{ $text }" no es un número de puntos
refused-points-line = Puntos de liga: "{ $line }" debería leerse como "4: 5,3,2,1" (jugadores y luego puntos por puesto)

# Los límites de una cuenta en lo que llega a otras personas.
limit-games-hour = Una cuenta puede crear { $limit } partidas nuevas por hora, y con esta serían { $count }. Inténtalo más tarde; no se ha cambiado nada.
limit-games-day = Una cuenta puede crear { $limit } partidas nuevas al día, y con esta serían { $count }. Inténtalo más tarde; no se ha cambiado nada.
limit-invitations-hour = Una cuenta puede invitar a { $limit } jugadores a sus partidas por hora, y con esto serían { $count }. Inténtalo más tarde; no se ha cambiado nada.
limit-invitations-day = Una cuenta puede invitar a { $limit } jugadores a sus partidas al día, y con esto serían { $count }. Inténtalo más tarde; no se ha cambiado nada.
limit-league-invitations-hour = Una cuenta puede enviar { $limit } invitaciones a ligas por hora, y con esto serían { $count }. Inténtalo más tarde; no se ha cambiado nada.
limit-league-invitations-day = Una cuenta puede enviar { $limit } invitaciones a ligas al día, y con esto serían { $count }. Inténtalo más tarde; no se ha cambiado nada.
