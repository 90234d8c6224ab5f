# インペリアル・セトラーズ：ゲームの用語、進行状況、求められる決定、起きたこと。

settlers-round = ラウンド { $round }／{ $rounds }
settlers-step-lookout = 偵察（ドラフト { $draft }、{ $picks }枚中 { $pick }枚目）
settlers-step-alternate-keep = 偵察：1枚残し、残りを渡す
settlers-step-alternate-second = 偵察：受け取ったカードから1枚残す
settlers-step-production-choices = 生産の選択
settlers-step-production-keep = 生産：派閥カードを残す
settlers-step-action = アクションフェイズ
settlers-game-over = ゲーム終了

# ゲームの用語：プレイヤー、カード、派閥、資源とその数。
settlers-a-player = プレイヤー
settlers-unknown-card = 不明なカード
settlers-unverified = { $card }（{ settlers-unverified-mark }）
settlers-unverified-mark = 効果未確認
settlers-faction = { $faction }
settlers-nothing = なし
settlers-wood = 木材{ $count }個
settlers-stone = 石材{ $count }個
settlers-food = 食料{ $count }個
settlers-gold = 金{ $count }個
settlers-workers = 労働者{ $count }人
settlers-raze-tokens = 略奪トークン{ $count }個
settlers-defense-tokens = 防御トークン{ $count }個
settlers-cards = カード{ $count }枚
settlers-common-cards = 共通カード{ $count }枚
settlers-faction-cards = 派閥カード{ $count }枚
settlers-vp = { $count }勝利点
settlers-samurai = 侍{ $count }人
# 得たカードと、その山札：「カード2枚（共通1枚、派閥1枚）」。
settlers-cards-from-decks = { $cards }（{ $decks }）
settlers-deck-common = 共通
settlers-deck-faction = 派閥
settlers-deck-common-count = 共通{ $count }枚
settlers-deck-faction-count = 派閥{ $count }枚
settlers-look-at = 派閥カード{ $count }枚の確認

# 行の組み立て方：項目の並び、文の区切り、文の連続。
settlers-series = { $first }、{ $rest }
settlers-clauses = { $first }／{ $rest }
settlers-sentences = { $first }{ $rest }

# 求められる決定（1行で、またはメールの件名として）。
settlers-due-pick = 偵察の列からカードを1枚取ってください（ラウンド { $round }、{ $draft }回目のドラフト）
settlers-due-pick-production = 偵察の列からカードを1枚取り、生産の選択をしてください（ラウンド { $round }、{ $draft }回目のドラフト）
settlers-due-alternate-keep = { $cards }から1枚を残し、残りを渡してください（ラウンド { $round }）
settlers-due-alternate-second = { $cards }から1枚を残してください（ラウンド { $round }）
settlers-due-alternate-second-production = { $cards }から1枚を残し、生産の選択をしてください（ラウンド { $round }）
settlers-due-production-choices = 生産の選択をしてください（ラウンド { $round }）
settlers-due-keep = 派閥カード：{ $groups }
settlers-due-keep-group = { $cards }から{ $keep }枚を残す
settlers-due-turn = あなたの手番です（ラウンド { $round }）：アクションを1つ行うか、パスしてください
settlers-subject-pick = 偵察での選択（ラウンド { $round }）
settlers-subject-alternate-keep = 1枚残し、残りを渡す（ラウンド { $round }）
settlers-subject-alternate-second = 受け取ったカードから1枚残す（ラウンド { $round }）
settlers-subject-production-choices = 生産の選択（ラウンド { $round }）
settlers-subject-keep = 派閥カードを残す（ラウンド { $round }）
settlers-subject-turn = あなたの手番（ラウンド { $round }、{ $turn }手目）
settlers-subject-turn-open = あなたの手番（ラウンド { $round }）

# ゲームの準備。
settlers-seat = { $player }（{ $faction }）
settlers-seats = 席：{ $seats }。スタートプレイヤー：{ $first }。
settlers-opening-draw = 各プレイヤーが共通カード2枚と派閥カード2枚を引く。
settlers-opening-alternate = 各プレイヤーが共通カードを3枚引き、1枚を残して2枚を渡す。

# 起きたこと：偵察、生産、クリーンアップ。
settlers-round-began = ラウンド { $round }。
settlers-faction-cards-taken = 各プレイヤーが派閥カードを1枚取る。
settlers-faction-deck-empty = { $player }の派閥デッキは空。
settlers-you-drew = あなたが引いたカード：{ $cards }。
settlers-common-reshuffled = 共通カードの捨て札をシャッフルし、{ $count }枚の新しい山札にする。
settlers-revealed = 公開：{ $cards }。
settlers-took = { $player }が{ $card }を取る。
settlers-leftover-discarded = { $card }は捨て札に。
settlers-alternate-passed = 各プレイヤーが共通カードを3枚引き、1枚を残して2枚を渡した。
settlers-alternate-passed-some = 各プレイヤーが引いた共通カードから1枚を残し、残りを渡した（{ $counts }）。
settlers-passed-count = { $player } { $count }枚
settlers-you-passed = あなたは{ $player }に{ $cards }を渡した。
settlers-passed-you = { $player }があなたに{ $cards }を渡した。
settlers-alternate-discarded = 捨て札：{ $cards }。
settlers-card-of = { $card }（{ $player }）
settlers-produced = { $player }の生産：{ $goods }。
settlers-you-look = あなたが見るカード：{ $cards }。
settlers-kept = { $player }が派閥カード{ $looked }枚から{ $kept }枚を残す（捨て札：{ $discarded }）。
settlers-keeps = { $player }は{ $goods }を保管
settlers-nobody-keeps = 誰も何も保管しない
settlers-cleanup = { $kept }。残りは捨てる。
settlers-first-player = スタートプレイヤーは{ $player }。

# 起きたこと：単独で伝える獲得。
settlers-gained-bonus = { $card }の建設ボーナス：{ $goods }。
settlers-gained-production = { $card }の生産：{ $goods }。
settlers-gained-feature = { $card }により{ $player }が{ $goods }を獲得。
settlers-gained-deal = { $player }が{ $goods }を獲得（{ $card }の貿易）。
settlers-gained-raze-field = { $player }が{ $goods }を獲得（{ $card }の略奪）。
settlers-gained-action = { $player }が{ $goods }を獲得（{ $card }）。
settlers-gained = { $player }が{ $goods }を獲得。

# 獲得がないとき、別に伝える。
settlers-gain-bonus-nothing = 建設ボーナス なし
settlers-gain-produces-nothing = 生産 なし
settlers-gain-card-produces-nothing = { $card }の生産 なし
settlers-gain-feature-nothing = { $card }の効果 なし
settlers-gain-nothing = 獲得 なし
settlers-gained-bonus-nothing = { $card }の建設ボーナス：なし。
settlers-gained-production-nothing = { $card }の生産：なし。
settlers-gained-feature-nothing = { $card }による{ $player }の獲得：なし。
settlers-gained-deal-nothing = { $player }の獲得：なし（{ $card }の貿易）。
settlers-gained-raze-field-nothing = { $player }の獲得：なし（{ $card }の略奪）。
settlers-gained-action-nothing = { $player }の獲得：なし（{ $card }）。
settlers-gained-nothing = { $player }の獲得：なし。
settlers-produced-nothing = { $player }の生産：なし。

# 起きたこと：アクションとその獲得を1行で（ルール §12.8）。
settlers-line = { $action }：{ $gains }。
settlers-line-alone = { $action }。
settlers-builds = { $player }が{ $card }を建設（{ $cost }）
settlers-builds-with = { $player }が{ $by }で{ $card }を建設（{ $cost }）
settlers-cost-location = { $paid }／{ $part }を捨てる
settlers-cost-foundation = { $paid }／土台の{ $part }を捨てる
settlers-makes-deal = { $player }が{ $card }で貿易（{ $paid }）
settlers-razes-card = { $player }が手札の{ $card }を略奪（略奪トークン1個）
settlers-razes = { $player }が{ $victim }の{ $card }を略奪（{ $paid }）
settlers-razes-guarded = { $player }が{ $victim }の{ $card }を略奪（{ $paid }：{ $guards }）
settlers-guards-defense = 2＋防御トークン
settlers-guards-samurai = 2＋侍
settlers-guards-both = 2＋防御トークン＋侍
settlers-razes-with = { $player }が{ $by }で{ $victim }の{ $card }を略奪
settlers-razed-foundation = { $card }は{ $player }の土台になり、{ $player }は木材1個を得る
settlers-razed-discarded = { $card }は捨て札に
settlers-returns-defense = 防御トークンはサプライに戻る
settlers-returns-samurai = 侍はサプライに戻る
settlers-returns-both = 防御トークンと侍はサプライに戻る
settlers-razed-tail = { $razed }。
settlers-razed-tail-returns = { $razed }。{ $returned }。
settlers-uses = { $player }が{ $card }を使用
settlers-uses-twice = { $player }が{ $card }を2回使用
settlers-uses-paying = { $player }が{ $card }を使用（{ $costs }）
settlers-uses-twice-paying = { $player }が{ $card }を2回使用（{ $costs }）
settlers-cost-discards = { $cards }を捨てる
settlers-cost-discards-deals = 貿易の{ $cards }を捨てる
settlers-spends-workers = { $player }が労働者{ $count }人を使用：{ $goods }
settlers-gain-bonus = 建設ボーナス { $goods }
settlers-gain-produces = 生産 { $goods }
settlers-gain-card-produces = { $card }の生産 { $goods }
settlers-gain-feature = { $card }の効果 { $goods }
settlers-gain = 獲得 { $goods }

# 起きたこと：アクションが他のプレイヤーにしたこと。
settlers-stole = { $player }が{ $victim }から{ $goods }を奪う。
settlers-location-discarded = { $player }が{ $victim }の{ $card }を捨てさせる。
settlers-deal-discarded = { $player }が{ $victim }に貿易の{ $card }を捨てさせる。
settlers-deal-taken-to-hand = { $player }が{ $victim }の貿易の{ $card }を奪い、手札に加える。
settlers-deal-taken = { $player }が{ $victim }の貿易の{ $card }を奪い、自分のボードの下に置く。
settlers-foundation-laid = { $player }が手札のカード1枚を裏向きにして土台にする。
settlers-defense-placed = { $player }が{ $card }に防御トークンを置く。
settlers-samurai-deployed = { $player }が{ $cards }に侍を配置。
settlers-passes = { $player }がパス。
settlers-passes-nothing-to-do = { $player }がパス（できることなし）。
settlers-passes-deadline = { $player }がパス（期限切れ）。

# ゲーム終了。得点表の項目と同点の決着は、得点計算から英語のまま届く。
settlers-final = 最終結果：{ $standings }。
settlers-final-tie = 最終結果：{ $standings }。同点の決着：{ $tie }。
settlers-standing = { $player } { $score }点（{ $pad }）
settlers-pad-line = { $label } { $points }

# メールの件名の知らせ：前回の決定以降に相手がしたこと。
settlers-news-razed = { $player }が{ $what }を略奪
settlers-news-discarded = { $player }が{ $what }を捨てさせた
settlers-news-took = { $player }が{ $what }を奪った
settlers-news-your-card = あなたの{ $card }
settlers-news-your-deal = あなたの貿易の{ $card }
settlers-news-from-you = あなたの{ $goods }
settlers-news-passed = { $player }がパス
settlers-news-several-passed = { $players }がパス
settlers-news-built = { $player }が{ $card }を建設
settlers-news-built-with = { $player }が{ $by }で{ $card }を建設
settlers-news-deal = { $player }が{ $card }で貿易
settlers-news-razed-card = { $player }が手札の{ $card }を略奪
settlers-news-razed-location = { $player }が{ $victim }の{ $card }を略奪
settlers-news-used = { $player }が{ $card }を使用
settlers-news-used-twice = { $player }が{ $card }を2回使用
settlers-news-spent-workers = { $player }が労働者{ $count }人を使用
