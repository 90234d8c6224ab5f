# イッツアワンダフルワールド：ゲームの用語、進行状況、求められる決定、起きたこと。

wonderful-materials = 建材
wonderful-energy = エネルギー
wonderful-science = 科学
wonderful-gold = 資金
wonderful-exploration = 探査
wonderful-krystallium = クリスタリウム
wonderful-general = 将軍
wonderful-financier = 投資家
wonderful-structure = 工業
wonderful-vehicle = 軍事
wonderful-research = 研究
wonderful-project = 商業
wonderful-discovery = 探検
wonderful-nothing = なし
wonderful-unknown-card = 不明なカード
wonderful-a-player = プレイヤー
wonderful-side = { $empire }（{ $side }面）

# 進行状況。
wonderful-round = ラウンド { $round }
wonderful-step-draft = ドラフト（{ $picks }枚中 { $pick }枚目）
wonderful-step-planning = 計画
wonderful-step-solo = 計画（シーケンス { $sequence }／2）
wonderful-step-production = 生産：{ $resource }
wonderful-game-over = ゲーム終了

# 求められる決定（1行で、またはメールの件名として）。
wonderful-due-pick = カードを1枚選んでください（ラウンド { $round }、{ $picks }枚中 { $pick }枚目）
wonderful-due-plan = ドラフトしたカードを計画してください（ラウンド { $round }）
wonderful-due-produce = { $resource }を{ $count }個配置してください（ラウンド { $round }）
wonderful-due-produce-token = { $resource }を{ $count }個配置し、科学の最多ボーナスのトークンを選んでください（ラウンド { $round }）
wonderful-due-solo = 手札を交換するか計画してください（ラウンド { $round }）
wonderful-due-keep = 引いたカードから1枚を残してください（ラウンド { $round }）
wonderful-subject-pick = あなたの選択（ラウンド { $round }、{ $picks }枚中 { $pick }枚目）
wonderful-subject-plan = 計画（ラウンド { $round }）
wonderful-subject-produce = 生産：{ $resource }（ラウンド { $round }）
wonderful-subject-solo = 交換か計画（ラウンド { $round }）
wonderful-subject-keep = カードを1枚残す（ラウンド { $round }）

# 起きたこと。
wonderful-round-began = ラウンド { $round } が始まりました。
wonderful-dealt = 各プレイヤーにカードが{ $count }枚配られました。
wonderful-picked = { $player }：{ $card }
wonderful-revealed = { $pick }枚目の公開：{ $picks }。
wonderful-leftover-discarded = 各手札の最後の{ $count }枚は捨て札になりました。
wonderful-planned = { $player }：建設予定 { $slated }、リサイクル { $recycled }。
wonderful-produced-by = { $player } { $count }
wonderful-produced = { $resource }の生産：{ $amounts }。
wonderful-supremacy = { $player }が{ $resource }の最多ボーナスを獲得し、{ $token }トークンを受け取りました。
wonderful-no-supremacy = { $resource }の最多ボーナスは誰も獲得しませんでした。
wonderful-built = { $player }が{ $card }を建設しました。
wonderful-scrapped = { $player }が建設予定の{ $card }を捨てました。
wonderful-krystallium-made = { $player }が帝国カードのキューブをクリスタリウム{ $count }個に変えました。
wonderful-stack-taken = シーケンス { $sequence }：新しい5枚の山札。
wonderful-traded = { $discarded }を捨てて{ $count }枚引きました。
wonderful-kept = カードを1枚残し、{ $discarded }を捨てました。
