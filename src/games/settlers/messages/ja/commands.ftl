# The words of reply commands. A word's message is how the language writes it; `.also` gives
# more ways a player may write it, separated by commas. English is always read too.
settlers-verb-pick = 選ぶ
    .also = 選択
settlers-verb-keep = 残す
    .also = キープ
settlers-verb-pass = パス
settlers-verb-build = 建設
    .also = 建てる
settlers-verb-deal = 貿易
settlers-verb-raze = 略奪
settlers-verb-use = 使う
    .also = 使用, 起動
settlers-verb-workers = 労働者
settlers-verb-spend = 支払う
settlers-verb-defense = 防御
settlers-verb-samurai = 侍
    .also = サムライ
settlers-verb-faction = 勢力
settlers-verb-choose = 選択肢
settlers-verb-copy = コピー
