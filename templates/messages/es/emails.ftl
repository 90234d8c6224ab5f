# Los correos: su marco, sus asuntos y las líneas que comparten todos.

# Lo que comparte todo correo.
email-hello = Hola:
email-hello-name = Hola, { $name }:
email-choose = Elige qué correos recibes
email-button-fallback = Si el botón no funciona, abre esta dirección:
email-deadline = Fecha límite: { $deadline }
email-so-far = La partida hasta ahora
email-replied = Tu respuesta jugó: { $what }.
email-talk = En la mesa
email-talk-wrote = { $who } escribió:
email-replies = O responde a este correo con una orden en la primera línea:
# A command the email lists, after its usage: what it does.
email-replies-does = : { $does }.
email-replies-hint = No hace falta escribir los nombres enteros: basta con su principio, o con su número. Todo lo que escribas debajo de la primera línea se publica en la mesa.

# Una decisión pendiente.
email-invited-occasion = { $occasion }: tu partida { $game } empieza en Missive.
email-invited-by = { $by } te ha invitado a jugar { $game } en Missive.
email-invited = Tu partida { $game } empieza en Missive.
email-decide-now = Decidir ahora
email-decide-here = Decide aquí:
email-quick = O ve directamente a una opción:
email-since = Desde tu última decisión
email-why-seat = Recibes este correo porque tienes un asiento en { $game } en Missive.

# El resumen diario.
email-digest-subject = Missive: { $count ->
    [one] 1 decisión te espera
   *[other] { $count } decisiones te esperan
}
email-digest-title = Tus decisiones en Missive
email-digest-waiting = { $count } pendientes: { $games }
email-digest-intro = Tu resumen diario del { $date }: lo que espera tu decisión.
email-digest-decide = Decidir
email-digest-why = Recibes un resumen al día porque así lo elegiste.

# Fin de la partida.
email-over-subject = Fin de la partida: { $result }
email-over-preheader = { $game } ha terminado: clasificación final.
email-over = { $game } ha terminado.
email-over-standings = Clasificación final:
email-over-points = { $points ->
    [one] { $points } punto
   *[other] { $points } puntos
}
email-over-tie-break = Desempate: { $how }
email-over-whole = Ver toda la partida
email-over-whole-steps = Toda la partida, paso a paso:
email-why-had-seat = Recibes este correo porque tenías un asiento en { $game } en Missive.

# Avisos sobre una partida.
email-why-part = Recibes este correo porque participas en { $game } en Missive.

# Noticias de una liga.
email-league = La liga
email-why-league = Recibes este correo por la liga { $league } en Missive.

# Iniciar sesión.
email-sign-in-subject = Tu enlace para entrar en Missive
email-sign-in-title = Entrar en Missive
email-sign-in-preheader = Tu enlace para entrar, válido durante { $minutes ->
    [one] { $minutes } minuto
   *[other] { $minutes } minutos
}.
email-sign-in-follow = Sigue este enlace para entrar en Missive.
email-sign-in-follow-text = Sigue este enlace para entrar en Missive:
email-sign-in = Entrar
email-sign-in-once = Funciona una sola vez, durante { $minutes ->
    [one] el próximo minuto
   *[other] los próximos { $minutes } minutos
}.
email-sign-in-why = Recibes este correo porque alguien pidió entrar en Missive con esta dirección. Si no fuiste tú, ignóralo: sin el enlace no pasa nada.

# Por qué llega el primer correo de una partida, en su asunto y sus primeras líneas.
email-starts-occasion = { $occasion }: tu partida empieza
email-starts-by = { $by } te invita a jugar
email-starts = Tu partida empieza
email-occasion = Temporada { $season } de { $league }, división { $division }
email-decides-first = { $count ->
    [one] { $names } decide
   *[other] { $names } deciden
} primero. Te llegará un correo cuando sea tu turno.
email-your-seat = Tu asiento

# Recordatorios, y el aviso cuando la mesa solo espera a un jugador.
email-reminder-minutes = Recordatorio: la fecha límite es dentro de { $count ->
    [one] { $count } minuto
   *[other] { $count } minutos
}.
email-reminder-minutes-subject = Recordatorio: { $count ->
    [one] queda { $count } minuto
   *[other] quedan { $count } minutos
}
email-reminder-hours = Recordatorio: la fecha límite es dentro de { $count ->
    [one] { $count } hora
   *[other] { $count } horas
}.
email-reminder-hours-subject = Recordatorio: { $count ->
    [one] queda { $count } hora
   *[other] quedan { $count } horas
}
email-nudge = Todos los demás ya han decidido: la mesa te está esperando.
email-subject-news = { $what }: { $news }
email-nudge-subject = Te esperan: { $what }
email-nudge-subject-bare = Te esperan

# Quién ganó, en el asunto del fin de la partida.
email-over-wins = gana { $name }
email-over-share = { $names } comparten la victoria
email-over-no-winner = sin ganador

# Un asiento dado a otra persona, una partida abandonada, un jugador que no llega a los plazos.
email-seat-given = Tu asiento ha pasado a otro jugador
email-seat-given-why = { $by } ha dado tu asiento a { $to }. Los enlaces de los correos anteriores de esta partida ya no funcionan. ¡Gracias por jugar!
email-seat-taken = Ocupas el asiento de { $from }: todo lo que tiene es tuyo a partir de ahora.
email-seat-invites = { $by } te invita a ocupar un asiento
email-seat-invited = { $by } te ha invitado a ocupar un asiento
email-seat-next = Tu próxima decisión te llegará por correo.
email-seat-open = Abrir tu asiento
email-abandoned = Esta partida ha sido abandonada
email-abandoned-by = { $by } ha abandonado la partida: { $reason }
email-abandoned-after = Ya no hay decisiones pendientes. Su historial sigue en su página.
email-misses = { $name } ha dejado pasar { $count ->
    [one] { $count } fecha límite seguida
   *[other] { $count } fechas límite seguidas
}.
email-misses-goes-on = Missive decidió por esa persona cada vez, así que la partida sigue. Si se ha ido, puedes dar su asiento a otra persona.
email-misses-manage = Gestionar la partida

# Una invitación a una liga.
email-league-invited = Estás invitado
email-league-invites = { $by } te invita a la liga { $league } en Missive.
email-league-invites-how = Sus miembros juegan temporadas programadas de { $game } por correo, por puntos de liga y una puntuación. El enlace de abajo te hace miembro; puedes irte cuando quieras.
email-league-join = Unirme a la liga

# Una respuesta leída: lo que se le dice al jugador, en la contestación y en el registro de su cuenta.
reply-log-empty = (nada encima de la cita)
reply-log-again = la misma respuesta llegó otra vez: se leyó una sola vez
reply-log-played = jugado: { $what }
reply-log-posted = publicado en la mesa
reply-log-nothing = no había nada escrito encima de la cita
reply-game-over = Esta partida ha terminado: no queda nada por decidir.
reply-asked-nothing = Ese correo no te pedía ninguna decisión, así que una orden en una respuesta a él no decide nada: responde al correo de tu decisión, o decide en la página de tu asiento.
reply-step-over = Ese correo era de un paso ya terminado: la partida ha avanzado desde entonces. La página de tu asiento muestra lo que se te pide ahora.
reply-nothing-owed = No se te pide nada en este paso.
reply-decided-already = { $what } (tu decisión ya estaba tomada)
reply-ok-and-more = «{ $line }» no es una orden: «ok» va solo en su línea. Responde solo «ok», o una de las órdenes de abajo, y escribe todo lo demás debajo.
reply-not-a-command = «{ $line }» no es una orden de este paso.
reply-no-command = No hay ninguna orden en la primera línea.
reply-talk-held-back = Lo que escribiste debajo tampoco se ha publicado en la mesa: envíalo de nuevo con la orden corregida.
reply-talk-refused = Lo que escribiste debajo de la orden no se ha publicado en la mesa: { $why }.
reply-talk-not-posted = Tu mensaje no se ha publicado en la mesa: { $why }
reply-leak-seat-link = contiene un enlace a un asiento, que permite a quien lo lea jugar ese asiento, así que no se ha publicado
reply-leak-reply-address = contiene una dirección de respuesta, que permite a quien la lea hablar por su jugador, así que no se ha publicado
reply-leak-our-lines = contiene líneas de nuestro correo, que pueden mostrar lo que solo tú puedes ver (no se reconoció la cita de tu programa de correo), así que no se ha publicado
reply-answer-empty = Tu respuesta no tenía nada encima del correo citado
reply-answer-part = Tu respuesta solo se jugó en parte
reply-answer-none = Tu respuesta no se ha jugado
reply-answer-empty-why = No se ha hecho nada: escribe tu orden, o tu mensaje para la mesa, encima del correo citado.
reply-answer-you-replied = Respondiste: «{ $line }».
reply-answer-played = Jugado: { $what }.
reply-answer-posted = Tu mensaje se ha publicado en la mesa.

# Empieza y termina una temporada de una liga.
email-season-begun = Ha empezado la temporada { $season }
email-season-among = entre { $members } miembros
email-season-division = en la división { $division } de { $divisions }, entre { $members } miembros
email-season-you-play = Juegas { $games ->
    [one] { $games } partida
   *[other] { $games } partidas
} { $place }. El último día de la temporada es el { $last }.
email-season-how = Cada partida envía su propio primer correo con el enlace a tu asiento. Las partidas que sigan en curso al acabar la temporada se terminan con decisiones por defecto.
email-season-see = Ver la temporada
email-season-over = Ha terminado la temporada { $season }
email-season-rank = { $rank }.º de { $of }
email-season-division-of = la división { $division } de { $divisions }
email-season-finished = Has terminado { $place } en { $division }.
email-season-by-default = { $count ->
    [one] { $count } partida de la división seguía en curso al final y se terminó con decisiones por defecto.
   *[other] { $count } partidas de la división seguían en curso al final y se terminaron con decisiones por defecto.
}
email-season-tables = Ver las clasificaciones finales
email-season-figures = { $points } ptos. · { $vp } PV · { $games ->
    [one] { $games } partida
   *[other] { $games } partidas
}

# Avisos a los organizadores de una tarea que falló del todo: qué hacía y qué pasa ahora.
attention-deadline-step = No se pudo aplicar el plazo del paso { $step }
attention-deadline = No se pudo aplicar un plazo
attention-nudge = No se pudo enviar un aviso
attention-reminder = No se pudo enviar un recordatorio
attention-step-email-step = No se pudo preparar el correo del paso { $step }
attention-step-email = No se pudo preparar el correo de un paso
attention-game-over = No se pudieron enviar las puntuaciones finales
attention-absence = No pudo empezar la ausencia de un jugador
attention-season-start = No pudo empezar la temporada
attention-season-end = No pudo terminar la temporada
attention-season-complete = No pudo terminar la temporada tras su última partida
attention-email-to = No se pudo entregar el correo «{ $subject }» a { $to }
attention-email = No se pudo entregar un correo
attention-job = Una tarea de tipo { $kind }
attention-error = Se detuvo con este error: { $error }
attention-who-mends = Quien administra este Missive la ve en su lista de tareas fallidas y puede volver a intentarla cuando se corrija la causa.
attention-open-game = Abrir la partida
attention-game-headline = { $what }: esta partida necesita atención
attention-season-headline = { $what }: la temporada { $season } necesita atención
