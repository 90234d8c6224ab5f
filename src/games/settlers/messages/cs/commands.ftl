# The words of reply commands. A word's message is how the language writes it; `.also` gives
# more ways a player may write it, separated by commas. English is always read too.
settlers-verb-pick = vybrat
    .also = vyber, vybírám, beru
settlers-verb-keep = ponechat
    .also = ponechám, nechat, nechám
settlers-verb-pass = pasovat
    .also = pas, pasuji, pasuju
settlers-verb-build = postavit
    .also = stavět, stavím, postavím
settlers-verb-deal = dohoda
    .also = uzavřít dohodu
settlers-verb-raze = zbořit
    .also = zbořím, bořit
settlers-verb-use = použít
    .also = použiji, použiju, aktivovat
settlers-verb-workers = dělníci
settlers-verb-spend = utratit
    .also = utratím
settlers-verb-defense = obrana
settlers-verb-samurai = samuraj
settlers-verb-faction = frakce
settlers-verb-choose = zvolit
    .also = zvolím, volba
settlers-verb-copy = kopírovat
    .also = zkopírovat, kopíruji
