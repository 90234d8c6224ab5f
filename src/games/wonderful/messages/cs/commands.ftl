# The words of reply commands. A word's message is how the language writes it; `.also` gives
# more ways a player may write it, separated by commas. English is always read too.
wonderful-verb-pick = vybrat
    .also = vyber, vybírám, beru
wonderful-verb-build = postavit
    .also = stavět, stavím, postavím
wonderful-verb-recycle = recyklovat
    .also = recykluji, recykluju
wonderful-verb-place = umístit
    .also = umístím, dát, dám
wonderful-verb-token = žeton
wonderful-verb-trade = vyměnit
    .also = vyměním
wonderful-verb-keep = ponechat
    .also = ponechám, nechat, nechám
