# イッツアワンダフルワールドの画面：各プレイヤーの画面とそのフォーム、帝国、カード、事前指示、
# 新しいゲームのオプション。資源、トークン、カードの種類は story.ftl のものを使います。

# バッジ：カードや帝国に示される数。
wonderful-badge = { $what }×{ $count }
wonderful-badge-general = 将軍×{ $count }
wonderful-badge-financier = 投資家×{ $count }
wonderful-badge-vp = { $count }勝利点
wonderful-badge-per = { $per ->
    [structure] { wonderful-structure }
    [vehicle] { wonderful-vehicle }
    [research] { wonderful-research }
    [project] { wonderful-project }
    [discovery] { wonderful-discovery }
    [general] { wonderful-general }
   *[financier] { wonderful-financier }
}1つにつき{ $badge }

# カード（画面上と1行）。
wonderful-card-cost = コスト
wonderful-card-produces = 生産
wonderful-card-scores = 得点
wonderful-card-bonus = ボーナス
wonderful-card-recycle = リサイクル
wonderful-line-card = { $card } — { $kind }
wonderful-line-cost = コスト：{ $badges }
wonderful-line-produces = 生産：{ $badges }
wonderful-line-bonus = ボーナス：{ $badges }
wonderful-line-recycle = リサイクル：{ $resource }

# プレイヤーの帝国。
# 名前のすぐあとに付けます。
wonderful-page-you-mark = （あなた）
wonderful-page-holds = 保有
wonderful-page-empire-cubes = 帝国カードのキューブ
wonderful-page-cubes-and-hand = { $cubes }個（5個でクリスタリウム1個）・手札{ $hand }枚
wonderful-page-hand = 手札
wonderful-page-draft-area = ドラフトエリア
wonderful-page-under-construction = 建設予定
wonderful-page-none-under-construction = なし。
wonderful-page-filled = 配置済み
wonderful-page-constructed = 建設済み：{ $summary }
wonderful-page-none-built = まだありません
wonderful-page-built = { $count }枚（{ $kinds }）
wonderful-page-built-kind = { $kind }{ $count }枚
wonderful-page-this-step = このステップ：{ $resource }を{ $count }個生産
wonderful-page-this-step-supremacy = このステップ：{ $resource }を{ $count }個生産、最多ボーナス獲得
wonderful-page-copy = { $card }（{ $nth }枚目）
# 帝国を1行で（折りたたみ時）。
wonderful-glance-produces = 生産 { $badges }
wonderful-glance-holds = 保有 { $badges }
wonderful-glance-built = 建設済み{ $count }枚
wonderful-glance-construction = 建設予定{ $count }枚
wonderful-glance-drafted = ドラフトエリア{ $count }枚
wonderful-glance-hand = 手札{ $count }枚

# プレイヤーの画面：ゲームの進行状況と求められる決定。
wonderful-page-player = プレイヤー{ $seat }
wonderful-page-status = ラウンド { $round }／{ $rounds } · { $phase } · ステップ { $step }
wonderful-page-status-over = ゲーム終了 · ステップ { $step }
wonderful-page-ask-pick = ドラフト（{ $picks }枚中 { $pick }枚目）：手札から残すカードを1枚選んでください。残りの手札は{ $player }に渡ります。
wonderful-page-ask-plan = 計画：ドラフトエリアの各カードを、建設予定にするかリサイクルするか選んでください。
wonderful-page-ask-produce-none = { $resource }の生産：今回は何も生産していません。クリスタリウムやトークンを置いたり、建設予定のカードを捨てたりすることはできます。
wonderful-page-ask-produce = { $resource }の生産：生産した{ $resource }{ $count }個を配置してください。
wonderful-page-ask-solo = 計画：手札2枚を捨ててさらに5枚を見るか、手札の各カードを建設予定にするかリサイクルするか選んでください。
wonderful-page-ask-keep = 引いたカードから1枚を残してください。残りは捨て札になります。
wonderful-page-over = ゲームは終了しました。
wonderful-page-nothing-asked = 今あなたが決めることはありません。
wonderful-page-waiting = 今あなたが決めることはありません。{ $names }の決定を待っています。
wonderful-page-submitted = このステップの決定は受け付け済みです。ステップが締め切られるまでは、ここで変更できます。
wonderful-page-from-orders = 事前指示にもとづいて入力しました。このまま確定するか、先に変更してください。
wonderful-page-suggested = おすすめの選択を入力しました。このまま確定するか、先に変更してください。
wonderful-page-your-empire = あなたの帝国
wonderful-page-other-players = ほかのプレイヤー

# ドラフト：カードの選択、またはソロの交換後に残すカード。
wonderful-page-choose-card = カードを1枚選んでください
wonderful-page-confirm-here = このカードで確定する
wonderful-page-confirm-pick = この選択で確定する
wonderful-page-confirm-keep = 確定：このカードを残す

# ソロ：交換。
wonderful-page-trade = 交換：手札2枚を捨て、山札から5枚引いて（残り{ $left }枚）、そのうち1枚を残します
wonderful-page-trade-hint = 各カードの詳細は下の計画欄に載っています。
wonderful-page-trade-button = この2枚を捨てて5枚引く
wonderful-page-or-plan = または、今の手札のまま計画します：

# 計画。
wonderful-page-plan-legend = 各カードを建設予定にするかリサイクルするか
wonderful-page-what-to-do = { $card }をどうするか
wonderful-page-slate = 建設予定
wonderful-page-recycle = リサイクル
wonderful-page-cube-onto = キューブの置き先
wonderful-page-my-empire = 自分の帝国
wonderful-page-if-slated = { $card }（建設予定にする場合）
wonderful-page-confirm-plan = この計画で確定する

# 生産。
wonderful-page-you-produced = 生産：{ $badge }。
wonderful-page-supremacy-token = 科学の最多ボーナスを獲得しました：将軍か投資家のトークンを1つ取ってください
wonderful-page-no-space = 建設予定のカードに空いている{ $resource }のマスがありません。キューブ{ $count }個はすべて帝国カードに置かれます。
wonderful-page-cubes-legend = { $resource }のキューブ{ $count }個
wonderful-page-cubes-hint = カードに置くキューブ1個につき1マスをチェックしてください。残りは帝国カードに置かれ、5個ごとにクリスタリウム1個になります。
wonderful-page-empty-spaces = { $card }（空き{ $count }マス）
wonderful-page-confirm-cubes = この配置で確定する

# 計画や生産のフォームでいつでもできること。
wonderful-page-any-time = いつでもできること
wonderful-page-you-hold = 保有：
wonderful-page-place-krystallium = クリスタリウムを置く
wonderful-page-place-krystallium-hint = クリスタリウムは空いている資源のマスならどこにでも置けます。クリスタリウムのマスに置けるのはクリスタリウムだけです。埋めるマスをチェックしてください。
wonderful-page-place-tokens = 将軍と投資家を置く
wonderful-page-krystallium-onto = クリスタリウムの置き先
wonderful-page-tokens-onto = トークンの置き先
wonderful-page-scrap = 建設予定のカードを捨てる
wonderful-page-discard = { $card }を捨てる（リサイクルボーナスの{ $resource }のキューブは帝国カードに置かれます）
wonderful-page-order = このフォームが処理される順番
wonderful-page-order-planning = 捨てるカード、建設予定にするカード、カードへのキューブ、帝国カードへの残りのキューブ（5個ごとにクリスタリウムになり、同じフォームで置けます）、クリスタリウム、最後に将軍と投資家の順です。カードは最後のマスが埋まった時点で建設され、そのボーナスはこの順番のあとの項目で使えます。
wonderful-page-order-production = 捨てるカード、カードへのキューブ、帝国カードへの残りのキューブ（5個ごとにクリスタリウムになり、同じフォームで置けます）、クリスタリウム、最後に将軍と投資家の順です。カードは最後のマスが埋まった時点で建設され、そのボーナスはこの順番のあとの項目で使えます。

# 決定のフォームを読めない理由（「受け付けられませんでした：」のあと）。
wonderful-form-no-card-number = 番号{ $number }のカードはありません
wonderful-form-card-missing = フォームにカードが指定されていません
wonderful-form-no-card = カード{ $value }はありません
wonderful-form-no-krystallium-space = クリスタリウムは{ $value }のマスには置けません
wonderful-form-no-field = フォームに{ $field }という項目はありません
wonderful-form-unexpected = このフォームに{ $field }という項目はありません
wonderful-form-twice = フォームから{ $field }が2回送信されました
wonderful-form-no-action = ここに{ $action }という操作はありません
wonderful-form-not-a-number = { $what }の数が数字ではありません
wonderful-form-negative = { $what }の数はマイナスにできません
wonderful-form-too-large = { $what }の数が大きすぎます
wonderful-form-what-krystallium = { $card }の{ $space }のマスに置くクリスタリウム
wonderful-form-what-generals = { $card }に置く将軍
wonderful-form-what-financiers = { $card }に置く投資家
wonderful-form-what-cubes = { $card }に置くキューブ
wonderful-form-choose-card = カードを選んでください
wonderful-form-choose-keep = 残すカードを選んでください
wonderful-form-only-one-card = カードは1枚だけ選んでください
wonderful-form-slate-or-recycle = { $card }を建設予定にするかリサイクルするか選んでください
wonderful-form-slate-or-place = { $card }：建設予定にするか、キューブの置き先を選んでください
wonderful-form-place = { $card }：キューブの置き先を選んでください
wonderful-form-trade-two = 捨てるカードをちょうど2枚選んでください（選んだのは{ $count }枚です）
wonderful-form-choose-token = 将軍か投資家を選んでください
wonderful-form-token-missing = 科学の最多ボーナスを獲得しました：将軍か投資家を選んでください

# 事前指示。
wonderful-orders-title = 事前指示 · { $game }
wonderful-orders-heading = 事前指示
wonderful-orders-saved = 事前指示を保存しました。
wonderful-orders-not-saved = 保存されませんでした：
wonderful-orders-about = 決める前に締め切りが過ぎたとき、届け出た留守のあいだ、そして最後の項目にチェックを入れた場合は生産ステップで、Missive がこの指示に従ってあなたの代わりに決めます。指示で決まらない部分は、ほかのプレイヤーの場合と同じように Missive が決めます。
wonderful-orders-draft = ドラフト：取るカード
wonderful-orders-draft-hint = 毎回の選択では、手札のカードに当てはまる最初の行が使われます。カードの種類を指定すると、その種類で最も役に立つカードを取ります。どの行にも当てはまらないときは Missive が選びます。ソロでは、交換後に残すカードもこれで決まります。
wonderful-orders-first-choice = 第1希望
wonderful-orders-then-choice = 次に、第{ $line }希望
wonderful-orders-any-type = 種類で指定
wonderful-orders-any = { $kind }のカードならどれでも
wonderful-orders-structures = 工業
wonderful-orders-vehicles = 軍事
wonderful-orders-research = 研究
wonderful-orders-projects = 商業
wonderful-orders-discoveries = 探検
wonderful-orders-planning = 計画：建設予定かリサイクルか
wonderful-orders-produces = あなたの帝国が毎ラウンド生産するもの：{ $badges }。
wonderful-orders-planning-hint = ラウンド数を指定すると、建設予定のカードの支払いを済ませたうえで、その期間の生産で支払えるカードを安いものから順に Missive が建設予定にします。生産が足りない分はクリスタリウム（保有分、または余ったキューブ5個ごとに1個）で、将軍と投資家のマスは保有しているトークンでまかないます。それ以外のカードはリサイクルします。ソロでは、この場合交換はしません。
wonderful-orders-plan-within = 次の期間内に帝国が建設できるカードを建設予定にする
wonderful-orders-let-missive = Missive に任せる
wonderful-orders-rounds = { $count }ラウンド
wonderful-orders-production = 生産：キューブの置き先
wonderful-orders-production-hint = 各ステップで、キューブはここに挙げた建設予定のカードにこの順番で置かれ、それぞれ置けるだけ置かれます。余ったキューブは帝国カードに置かれます。Missive に置かせる場合は、すべての行を空欄のままにしてください。
wonderful-orders-nothing-under-construction = 今は建設予定のカードがありません。
wonderful-orders-under-construction = 今の建設予定：{ $cards }。
wonderful-orders-fill-first = 最優先で埋める
wonderful-orders-then-priority = 次に、優先順位{ $line }
wonderful-orders-play-production = 生産ステップが始まったらすぐに代わりに進める
wonderful-orders-save = 指示を保存する
wonderful-orders-back = 自分の席に戻る
# 事前指示のフォームを読めない理由（「保存されませんでした：」のあと）。
wonderful-orders-no-draft-choice = ドラフトの第{ $line }希望：{ $value }というカードやカードの種類はありません
wonderful-orders-no-fill-card = 生産の優先順位{ $line }：{ $value }というカードはありません
wonderful-orders-bad-rounds = 1～{ $rounds }ラウンドで指定するか、Missive に任せてください
wonderful-orders-bad-box = 生産の項目はチェックを入れるか、空欄のままにしてください

# ゲームのグラフ。
wonderful-chart-production = ラウンドごとの生産（全プレイヤー）

# 新しいゲームのオプション。
wonderful-options-empire-cards = 帝国カード
wonderful-options-side-a = A面：帝国ごとに異なる（初めてのゲームにおすすめ）
wonderful-options-side-b = B面：すべての帝国が同じ
wonderful-options-refused-side = 帝国カードのA面かB面を選んでください。
