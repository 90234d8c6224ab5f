# The words of reply commands. A word's message is how the language writes it; `.also` gives
# more ways a player may write it, separated by commas. English is always read too.
wonderful-verb-pick = elegir
    .also = elijo, escoger, coger
wonderful-verb-build = construir
    .also = construyo
wonderful-verb-recycle = reciclar
    .also = reciclo
wonderful-verb-place = colocar
    .also = coloco, poner, pongo
wonderful-verb-token = ficha
wonderful-verb-trade = cambiar
    .also = cambio, intercambiar
wonderful-verb-keep = quedarse
    .also = me quedo, quedar, conservar
