# The words of reply commands. A word's message is how the language writes it; `.also` gives
# more ways a player may write it, separated by commas. English is always read too.
settlers-verb-pick = elegir
    .also = elijo, escoger, coger
settlers-verb-keep = quedarse
    .also = me quedo, quedar, conservar
settlers-verb-pass = pasar
    .also = paso
settlers-verb-build = construir
    .also = construyo
settlers-verb-deal = acuerdo
    .also = acordar
settlers-verb-raze = arrasar
    .also = arraso
settlers-verb-use = usar
    .also = uso, activar
settlers-verb-workers = trabajadores
settlers-verb-spend = gastar
    .also = gasto
settlers-verb-defense = defensa
settlers-verb-samurai = samurái
settlers-verb-faction = facción
settlers-verb-choose = opción
    .also = escojo
settlers-verb-copy = copiar
    .also = copio
