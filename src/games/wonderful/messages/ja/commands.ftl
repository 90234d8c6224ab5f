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

# The words a command is read with besides its verb: "リサイクル 動物園を帝国に".
wonderful-word-onto = を
# What closes the card a cube goes onto, in a language that puts it after the card (Japanese
# "…を帝国に"); nothing elsewhere.
wonderful-word-onto-end = に
    .also = へ, の上に
wonderful-word-empire = 帝国
    .also = 帝国カード, 自分の帝国, あなたの帝国

# The commands an email lists: how each is written (with the verb as the reader writes it),
# what it does, and what it says beside each name it takes.
wonderful-usage-pick = { wonderful-verb-pick } <カード>
wonderful-usage-build = { wonderful-verb-build } <カード>、…
wonderful-usage-recycle = { wonderful-verb-recycle } <カード>[{ wonderful-word-onto }<カード>{ wonderful-word-onto-end }]、…
wonderful-usage-place = { wonderful-verb-place } <カード>、…
wonderful-usage-token = { wonderful-verb-token } <{ wonderful-general }または{ wonderful-financier }>
wonderful-usage-trade = { wonderful-verb-trade } <カード>、<カード>
wonderful-usage-keep = { wonderful-verb-keep } <カード>
wonderful-does-pick = 手札からそのカードを選びます
wonderful-does-build = そのカードを建設予定にし、ほかのカードはリサイクルします（「{ wonderful-verb-build } …；{ wonderful-verb-recycle } …」で両方を指定できます）
wonderful-does-recycle = そのカードをリサイクルし、それぞれのキューブを建設予定のカードか帝国カードに置きます。ほかのカードは建設予定にします
wonderful-does-recycle-sites = { wonderful-does-recycle }（建設予定：{ $cards }）
wonderful-does-place = 書いたカード1枚につき{ $resource }を1個置きます（2個なら「2 <カード>」）。{ $count }個のうち残りは帝国カードに置きます
wonderful-does-token = 科学の最多ボーナスで受け取るトークンです（「{ wonderful-verb-place } …；」のあとに、または単独で）
wonderful-does-trade = 手札のその2枚を捨てて5枚引き、そのうち1枚を残します
wonderful-does-keep = そのカードを残します。ほかのカードは捨て札になります
# Beside a card to plan: its type, cost ("2 Materials + 1 Energy") and recycling bonus.
wonderful-choice-card = { $kind }、コスト：{ $cost }、リサイクル：{ $resource }×1
wonderful-choice-cost = { $space }×{ $count }
# Beside a card under construction a produced cube may go onto.
wonderful-choice-open = { $resource }の空き{ $count }マス

# Why a command cannot be read.
wonderful-command-no-trade = 今は交換できません。手札を計画してください。
wonderful-command-alone = 「{ $verb }」のあとに「；」で続けて書くことはできません。
wonderful-command-not-this-step = 「{ $word }」はこのステップのコマンドではありません。「{ $verb }」を使ってください。
wonderful-command-one-card = カードは1枚だけ書いてください。
wonderful-command-too-many = 「{ $item }」は、ある枚数より多くのカードを指定しています。
wonderful-command-named-twice = 「{ $name }」を持っている枚数より多く書いています。
wonderful-command-trade-two = 交換する手札のカードをちょうど2枚書いてください。
wonderful-command-once = 「{ $verb }」は1回だけ書いてください。
wonderful-command-not-planning = 「{ $word }」は計画のコマンドではありません。「{ wonderful-verb-build } …」と「{ wonderful-verb-recycle } …」を使ってください。
wonderful-command-build-or-recycle = 「{ wonderful-verb-build }」か「{ wonderful-verb-recycle }」のあとにカードを書いてください。
wonderful-command-both = { $card }を建設予定にしながらリサイクルすることはできません。
wonderful-command-unplanned = { $cards }を建設予定にするかリサイクルするか書いてください。
wonderful-command-placed-too-many = 生産した{ $resource }は{ $count }個ですが、{ $placed }個置こうとしています。
wonderful-command-no-token = トークンを選べるのは、科学の最多ボーナスを獲得したプレイヤーだけです。
wonderful-command-not-production = 「{ $word }」は生産のコマンドではありません。「{ wonderful-verb-place } …」を使ってください。
wonderful-command-not-production-token = 「{ $word }」は生産のコマンドではありません。「{ wonderful-verb-place } …」と「{ wonderful-verb-token } …」を使ってください。

# A decision in a few words, as a reply's confirmation says it. Clauses are joined by
# wonderful-words-then; a plan's first clause starts with a capital.
wonderful-words-pick = { $card }を選ぶ
wonderful-words-keep = { $card }を残す
wonderful-words-trade = { $cards }を交換
wonderful-words-build = 建設予定：{ $cards }
wonderful-words-recycle = リサイクル：{ $cards }
wonderful-words-onto = { $card }（キューブは{ $onto }へ）
wonderful-words-all-on-empire = { $resource }{ $count }個をすべて帝国カードへ
wonderful-words-place = { $resource }の配置：{ $each }
wonderful-words-place-rest = { $resource }の配置：{ $each }、帝国カードに{ $rest }個
wonderful-words-on = { $card }に{ $count }個
wonderful-words-cubes = キューブ
wonderful-words-take-token = { $token }トークンを受け取る
wonderful-words-scrap = 建設予定の{ $card }を捨てる
wonderful-words-krystallium = { $card }にクリスタリウム
wonderful-words-token-onto = { $card }に{ $token }トークン
wonderful-words-then = { $first }；{ $then }

# Why a name cannot be read: $what is what it should name, "card", "token" or "site" (a card
# with an empty $resource space); $choices what may be named, numbered. (Two names it could be
# are said by games-find-ambiguous.)
wonderful-find-missing = { $what ->
    [token] トークン
    [site] { $resource }の空きマスがあるカード
   *[other] カード
}の名前か番号を書いてください。
wonderful-find-no-number = { $what ->
    [token] トークン
    [site] { $resource }の空きマスがあるカード
   *[other] カード
}に{ $n }番はありません：{ $choices }。
wonderful-find-unknown = 「{ $wanted }」は今選べる{ $what ->
    [token] トークン
    [site] { $resource }の空きマスがあるカード
   *[other] カード
}ではありません：{ $choices }。
