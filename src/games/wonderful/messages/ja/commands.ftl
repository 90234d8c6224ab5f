# The words of reply commands. A word's message is how the language writes it; `.also` gives
# more ways a player may write it, separated by commas. English is always read too.
wonderful-verb-pick = 選ぶ
    .also = 選択, ドラフト
wonderful-verb-build = 建設
    .also = 建てる
wonderful-verb-recycle = リサイクル
wonderful-verb-place = 置く
    .also = 配置
wonderful-verb-token = トークン
wonderful-verb-trade = 交換
wonderful-verb-keep = 残す
    .also = キープ
