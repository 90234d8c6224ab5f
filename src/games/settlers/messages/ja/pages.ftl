# インペリアル・セトラーズのページ：席のページ（各プレイヤーのテーブル、カード、フォーム）、
# 事前指示、新しいゲームのオプション、履歴の各手番のテーブル。

# カードの説明：名前、デッキ、種類、色、コスト、各欄と得点。そのあとに、データにあるとおりの
# 効果（英語）が続く。
settlers-card-named = { $name } — { $location }
settlers-card-location = { $deck }{ $kind }
settlers-card-colours = { $location }（{ $colours }）
settlers-card-deck-common = 共通の
settlers-card-deck-barbarians = 野蛮人の
settlers-card-deck-romans = ローマ人の
settlers-card-deck-japanese = 日本人の
settlers-card-deck-egyptians = エジプト人の
settlers-card-kind-production = 生産ロケーション
settlers-card-kind-feature = 特性ロケーション
settlers-card-kind-action = アクションロケーション
settlers-card-kind-plain = 種類のないロケーション
settlers-colour-brown = 茶色
settlers-colour-grey = 灰色
settlers-colour-red = 赤
settlers-colour-pink = ピンク
settlers-colour-gold = 金色
settlers-colour-blue = 青
settlers-colour-black = 黒
settlers-colour-purple = 紫
settlers-card-costs = コスト：{ $cost }
settlers-card-costs-nothing = コストなし
settlers-card-costs-part-only = コスト：ロケーション1つのみ
settlers-card-cost-part = { $cost }＋ロケーション1つ
settlers-card-raze = 略奪すると{ $goods }
settlers-card-no-raze = 略奪不可
settlers-card-deal = 貿易：{ $goods }
settlers-card-worth = ゲーム終了時に{ $vp }
settlers-card-summary = { $fields }。
settlers-card-unverified = ［{ settlers-unverified-mark }］
settlers-card-known = 注：{ $known }
settlers-card-translated = （英語名は当サイトによる訳で、公式の英語名は不明です。）
# 英語以外の言語で読む人に、カードの上に表示する。
settlers-page-abilities-english = カードの効果は英語で表示しています（翻訳された資料がありません）。

# カードが与えるもの。帝国にあるものの数で決まる場合。
settlers-per-colour = あなたの帝国の{ $location }1つにつき{ $goods }（最大{ $max }）
settlers-per-samurai = 配置済みの侍1人につき{ $goods }（最大{ $max }）
settlers-colour-location-brown = 茶色のロケーション
settlers-colour-location-grey = 灰色のロケーション
settlers-colour-location-red = 赤のロケーション
settlers-colour-location-pink = ピンクのロケーション
settlers-colour-location-gold = 金色のロケーション
settlers-colour-location-blue = 青のロケーション
settlers-colour-location-black = 黒のロケーション
settlers-colour-location-purple = 紫のロケーション
# 選択肢に出てくる、数のない資源の名前。
settlers-good-wood = 木材
settlers-good-stone = 石材
settlers-good-food = 食料
settlers-good-gold = 金
settlers-good-worker = 労働者
settlers-good-raze-token = 略奪トークン
settlers-good-defense-token = 防御トークン
settlers-good-card = カード
settlers-good-common-card = 共通カード
settlers-good-faction-card = 派閥カード
settlers-good-vp = 勝利点
settlers-good-samurai = 侍

# カードの概要：名前の横に、コストと得点。
settlers-glance = { $price } · { $vp }
settlers-glance-goods-part = { $goods }＋ロケーション
settlers-glance-part = ロケーション
settlers-glance-free = コストなし

# プレイヤーのテーブル。
settlers-page-player = プレイヤー{ $number }
settlers-page-you = （あなた）
settlers-page-first-player = スタートプレイヤー
settlers-page-passed = パス済み
settlers-page-score-now = 現在の得点
settlers-page-score = { $score }点（うち勝利点ボード上{ $vp }点）
settlers-page-supply = 手持ち
settlers-page-cards = カード
settlers-page-card-counts = 手札{ $hand }枚・派閥デッキ{ $deck }枚・土台{ $foundations }枚
settlers-page-hand = 手札
settlers-page-hand-folded = 手札：{ $count }枚
settlers-page-held = 1枚を残すために持っているカード
settlers-page-holds = 1枚を残すために、カードを{ $count }枚持っています。
settlers-page-looked-at = 残すために見ているカード
settlers-page-looks-at = 派閥カードを{ $count }枚見ています。
settlers-page-empire = 帝国
settlers-page-row-production = 生産
settlers-page-row-feature = 特性
settlers-page-row-action = アクション
settlers-page-row-plain = 種類なし
settlers-page-nothing-built = まだ何も建設されていません。
settlers-page-deals = 貿易
settlers-page-foundations = 土台（裏向き）
settlers-page-defended = 防御中
settlers-page-samurai = 侍
settlers-page-used = 使用{ $uses }／{ $per }回
settlers-page-placed = { $goods }が置かれている

# 席のページ：フォームのまわり。
settlers-page-asked = { $asked }。
settlers-page-nothing-asked = この手番であなたが選ぶことはありません。
settlers-page-submitted = この手番のあなたの決定は受け付け済みです。手番が締め切られるまでは、ここで変更できます。
settlers-page-goes-with = あわせて選ぶもの
settlers-page-row = 偵察の列
settlers-page-your-empire = あなたの帝国
settlers-page-others = ほかのプレイヤー
settlers-page-points-now = 現在{ $score }点
settlers-page-in-hand = 手札{ $count }枚

# フォーム：偵察、残すカード、生産の選択。
settlers-page-pick = 偵察の列からカードを1枚取ってください
settlers-page-alternate-keep = 1枚を残してください。残りは{ $player }に渡ります
settlers-page-alternate-second = 受け取ったカードから1枚を残してください。もう1枚は捨て札になります
settlers-page-confirm = 確定する
settlers-page-confirm-production = 生産の選択を確定する
settlers-page-keep-of = この中から{ $keep }枚を残してください
settlers-page-keep = これらのカードを残す
settlers-page-production-cards = 生産で{ $cards }を得ます。そのうち派閥デッキから引く枚数（残りは共通デッキから）
settlers-page-as-rules-choose = 選ばなければルールどおり
settlers-page-produces = { $card }の生産
settlers-page-copies = { $card }がコピーするもの
settlers-page-copied-option = { $card }：コピーしたロケーションの選択肢
settlers-page-option = 選択肢{ $number }

# フォーム：手番のアクション。種類ごとに見出しの下にたたんである。
settlers-page-your-action = あなたのアクション
settlers-page-pass = パス：このラウンドはもうアクションを行わない
settlers-page-kind-count = { $kind }（{ $count }）
settlers-page-build = 建設
settlers-page-part = ロケーションが必要なカードの場合：置き換えるロケーションまたは土台
settlers-page-part-none = なし
settlers-page-deal = 食料1個で貿易する
settlers-page-raze-card = 略奪トークン1個で手札のカードを略奪する
settlers-page-raze = 相手のロケーションを略奪する
settlers-page-raze-location = { $player }の{ $card }を略奪（{ $paid }）
settlers-page-use = アクションロケーションを使う
settlers-page-uses-left = { $card }（このラウンドの残り使用回数：{ $count }）
settlers-page-twice = { $card }を2回
settlers-page-target = { $card }を使う場合の選択
settlers-page-target2 = { $card }を2回使う場合の2回目の選択
settlers-page-target-deal = あなたの貿易の{ $card }
settlers-page-target-own = あなたの{ $card }
settlers-page-target-steal = { $player }から{ $goods }
settlers-page-target-location = { $player }の{ $card }
settlers-page-target-raze-good = { $player }の{ $card }：{ $good }
settlers-page-target-enemy-deal = { $player }の貿易の{ $card }
settlers-page-target-build = { $card }を建設
settlers-page-target-card = 手札の{ $card }
settlers-page-discard-cards = 使うロケーションがカードを捨てる場合：捨てるカード
settlers-page-discard-deals = 使うロケーションが貿易を捨てる場合：捨てる貿易
settlers-page-spend = 労働者を使ってこれらを得る
settlers-page-spend-legend = 労働者を使う：2人につき1つ（最大{ $count }つ）
settlers-page-spend-wood = 木材
settlers-page-spend-stone = 石材
settlers-page-spend-food = 食料
settlers-page-spend-common = 共通カード
settlers-page-spend-faction = 派閥カード
settlers-page-faction-cards = アクションで好きなデッキから得るカードのうち、派閥デッキから引く枚数（残りは共通デッキから）
settlers-page-all-of-them = すべて
settlers-page-defense = アクションの後に防御トークンを置く場所
settlers-page-keep-defense = 置かない
settlers-page-samurai-before = アクションの前に侍を配置する場所（1人につき労働者1人）
settlers-page-samurai-after = アクションの後に侍を配置する場所（1人につき労働者1人）
# どのアクションにもあわせて選べるもの。見出しは、フォームが送る内容を示す。
settlers-page-with-action = アクションとあわせて：{ $what }
settlers-page-with-deck = 得るカードのデッキ
settlers-page-with-defense = 防御トークン
settlers-page-with-samurai = 侍
settlers-page-now-faction-cards = 派閥デッキから{ $count }枚
settlers-page-now-defense = 防御トークンを{ $card }に
settlers-page-now-samurai = 侍を{ $cards }に
settlers-page-confirm-turn = 手番を確定する

# フォームを決定として読めない理由。
settlers-form-no-card = このゲームにないカードがフォームで指定されています。
settlers-form-no-player = このテーブルにいないプレイヤーがフォームで指定されています。
settlers-form-no-good = 存在しない資源がフォームで指定されています。
settlers-form-option-number = 生産の選択肢は整数で指定してください。
settlers-form-faction-cards-number = 派閥カードの枚数は整数で指定してください。
settlers-form-workers-number = 労働者の組の数は整数で指定してください。
settlers-form-choose-card = カードを選んでください。
settlers-form-card-not-offered = そのカードは今は選べません。
settlers-form-bad-target = そのロケーションについてフォームで選ばれたものは、選択肢にありません。
settlers-form-no-action = そのロケーションにはアクションがありません。
settlers-form-choose-target = { $card }で何をするか選んでください。
settlers-form-choose-target2 = { $card }の2回目で何をするか選んでください。
settlers-form-choose-action = アクションを選ぶか、パスしてください。
settlers-form-spend-what = 労働者で何を得るか指定してください。
settlers-form-bad-action = そのアクションはフォームの選択肢にありません。

# 事前指示。
settlers-orders-title = 事前指示
settlers-orders-saved = 事前指示を保存しました。
settlers-orders-not-saved = 保存されませんでした：
settlers-orders-about = 手番が来たとき、決める前に締め切りが過ぎたとき、また申告した不在の間、Missiveはこの指示に従ってあなたの代わりに決定します。指示で決まらないことは、ほかのプレイヤーの場合と同じようにMissiveが決めます。逃した手番はパスになります。
settlers-orders-pass-when = できるアクションが次のものだけのとき、すぐにパスする
settlers-orders-hint = 手番でできるアクションがすべてチェックした種類のものなら、Missiveが確認せずにパスします（侍がいれば、いつもどおり最も守りに役立つ場所に配置されます）。毎回確認してほしい場合は、何もチェックしないでください。
settlers-orders-build = 建設
settlers-orders-deal = 貿易
settlers-orders-raze-card = 手札のカードの略奪
settlers-orders-raze = 相手のロケーションの略奪
settlers-orders-activate = アクションロケーションの使用
settlers-orders-spend-workers = 労働者の使用
settlers-orders-save = 指示を保存する
settlers-orders-back = あなたの席に戻る
settlers-orders-no-kind = 存在しないアクションの種類がフォームで指定されています。

# 新しいゲームやリーグのオプション。
settlers-options-factions = 派閥（席順）
settlers-options-factions-hint = すべてランダムにするか、最初の席から順に各プレイヤーの派閥を選んでください。
settlers-options-random = ランダム
settlers-options-lookout = 偵察
settlers-options-standard = 通常：表向きの列から順番に1枚ずつ取る
settlers-options-alternate = 代替ルール：3枚引いて1枚残し、2枚を渡し、受け取った2枚から1枚を残す
settlers-options-in-order = 派閥は最初の席から順に選ぶか、すべてランダムにしてください。
settlers-options-twice = 2つの席で同じ派閥（{ $faction }）を選ぶことはできません。
settlers-options-no-faction = 「{ $name }」という派閥はありません。
settlers-options-lookout-refused = 通常の偵察か代替ルールの偵察を選んでください。
