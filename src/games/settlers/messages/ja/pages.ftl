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
