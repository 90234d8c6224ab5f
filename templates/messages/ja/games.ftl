# プレイヤーごとのページ以外のゲームのページ：ゲームのページ、アーカイブ、新しいゲーム、ゲームの管理、履歴と手番、エラーのページ。

# ゲームのページ。
game-abandoned = このゲームは中止されました。
game-attention = このゲームには対応が必要です
game-attention-about = Missive が自動では解決できないエラーで停止しました。このエラーはこの Missive の運営者の「失敗したジョブ」の一覧に載っており、原因を解決したあとで再実行できます。
game-deadline = 締め切り：{ $deadline }
game-waiting-for = まだ選んでいない人：{ $names }。
game-rank = 順位
game-player = プレイヤー
game-vp = 勝利点
game-status = 状態
game-deciding = 選択中…
game-done = 選択済み
game-tie-break = 同点の場合：{ $rule }。
game-score-pad = 得点表
game-open-seat = 自分の席を開く
game-manage = このゲームを管理する
game-manage-about = （締め切りの延長、プレイヤーの交代、中止）
game-table-now = 現在の盤面
game-from-start = 最初から 1 手番ずつ
game-charts = グラフ
game-rounds = ラウンドごとの経過
game-log = 締め切り・留守・変更
game-record = ゲームの記録をダウンロード
game-record-about = （全手番を収録。{ $command } で再生できます）

# ラウンドごとのゲームの履歴。
game-being-decided = （選択中）
game-made-at-deadline = { $name }：締め切りで自動的に選択
game-made-by-orders = { $name }：事前指示で選択
game-made-while-away = { $name }：留守中に自動的に選択
game-later-steps = 以降の手番

# ゲームのページのグラフ。
game-chart-points = ラウンドごとの勝利点
game-chart-round = ラウンド { $round }
game-chart-final = 最終得点
game-chart-player = プレイヤー { $seat }
game-chart-no-data = まだデータがありません

# ゲームのアーカイブと、プレイヤーごとのゲーム。
archive-title = ゲーム一覧
archive-status = 状態
archive-all = すべて
archive-active = 進行中
archive-finished = 終了
archive-abandoned = 中止
archive-show = 表示
archive-none = 該当するゲームはありません。
archive-pages = ページ
archive-newest = ← 最新
archive-older = 古いもの →
archive-won-by = { $names } の勝利
archive-game-abandoned = 中止
archive-rank = { $rank } 位・{ $score } 勝利点

# 新しいゲームを始める。
new-game-title = 新しいゲーム
new-game-heading = 新しいゲーム：{ $game }
new-game-instead = 代わりに { $game } のゲームを始める
new-game-players = プレイヤー（{ $min }〜{ $max } 人、席順）
new-game-players-hint = 各プレイヤーには専用のリンクを記したメールが届きます。人数が少ないときは、余った行を空欄のままにしてください。
new-game-email = プレイヤー { $number } のメールアドレス
new-game-name = プレイヤー { $number } の名前
new-game-hours = 1 回の選択の持ち時間（ターン制のゲームでは 1 ターン）
new-game-no-deadline = 締め切りなし
new-game-hours-choice = { $hours } 時間
new-game-reminders = まだ選んでいないプレイヤーへのリマインダー
# Reminder schedules, on the new-game form and the new-league form alike.
reminders-12-1 = 締め切りの 12 時間前と 1 時間前
reminders-half = 持ち時間の半分が過ぎたとき（持ち時間の長さによらず）
reminders-24-1 = 締め切りの 24 時間前と 1 時間前
reminders-1 = 締め切りの 1 時間前
reminders-none = リマインダーなし
new-game-absence = 各プレイヤーが登録できる留守の日数
new-game-absence-hint = 留守中のプレイヤーの選択はすぐに代わりに行われるので、誰も待たされません。
new-game-visibility = ゲームとその履歴を見られる人
new-game-public = アドレスを知っている人すべて
new-game-players-only = このゲームのプレイヤーのみ
new-game-start = ゲームを始める

# ゲームの管理：主催者の操作。
manage-title = 管理
manage-heading = { $game } の管理
manage-extended = 締め切りを延長しました。
manage-replaced = 席に新しいプレイヤーが入りました。2 人ともにメールで知らせました。
manage-abandoned = ゲームを中止しました。全プレイヤーに知らせました。
manage-over = このゲームはすでに終わっているため、管理することはありません。
manage-deadline = 締め切り
manage-deadline-now = 現在の手番の締め切り：{ $deadline }。あと合計 { $hours } 時間まで延長できます。
manage-extend-by = 延長する時間（最大 { $max } 時間）
manage-why = 理由（プレイヤーに表示されます）
manage-extend = 締め切りを延長する
manage-no-deadlines = このゲームには締め切りがありません。
manage-players = プレイヤー
manage-seat = 席
manage-player = プレイヤー
manage-misses = 連続で逃した締め切り
manage-give-title = 席をほかの人に譲る
manage-give-about = 新しいプレイヤーにはメールでリンクが届き、その席が知っていたことをすべて引き継いで続けます。元のプレイヤーのリンクは使えなくなります。
manage-email = 新しいプレイヤーのメールアドレス
manage-name = 新しいプレイヤーの名前（任意）
manage-give = 席を譲る
manage-abandon = ゲームを中止する
manage-abandon-about = これ以降は何も選ばれなくなり、全プレイヤーに理由が伝えられます。元に戻すことはできません。
manage-back = ゲームに戻る

# ゲームの履歴の手番：その手番の後の盤面。
step-title = { $game }・手番 { $step }
step-heading = 手番 { $step }／{ $last }
step-before-first = 最初の手番の前
step-steps = 手番
step-previous = ← 手番 { $step }
step-next = 手番 { $step } →
step-my-last = 自分の最後の選択
step-game = ゲーム
step-over = ゲームは終了しました。すべての手札を公開しています。
step-as-seat = その時点であなたの席から見えていた状態です。
step-public = その時点で全員が見られた状態です。手札はゲーム終了まで非公開です。
step-talk = この手番のあいだのテーブルトーク
step-table = 手番 { $step } の後の盤面
step-next-phase = 次：{ $phase }

# メール内のリンクから、ゲームのメールを停止する。
unsubscribe-title = メール
unsubscribe-done = メールを停止しました
unsubscribe-done-about = { $email } には今後ゲームについてのメールを送りません。リンクは引き続き使えます。
unsubscribe-settings = メールは設定からいつでも再開できます。
unsubscribe-ask = メールを停止しますか？
unsubscribe-ask-about = { $email } には選ぶ番ごとにメールが届きます。すべて停止しますか？
unsubscribe-stop = ゲームのメールをすべて停止する

# SMTP サーバーがないときにファイルに書き出されるメール（開発用）。
dev-mail-title = メール（開発用）
dev-mail-heading = ファイルに書き出したメール
dev-mail-about = SMTP サーバーが設定されていないため、メールは送信されずここに書き出されます。新しい順に並んでいます。
dev-mail-none = メールはまだありません。
dev-mail-written = 書き出し日時（UTC）
dev-mail-to = 宛先
dev-mail-subject = 件名
dev-mail-all = すべてのメール
dev-mail-html = HTML で表示
dev-mail-to-line = 宛先：{ $recipient }
dev-mail-reply = 返信
dev-mail-replied = 返信をゲームに送りました。応答があれば、一覧にメールとして届きます。
dev-mail-reply-about = { $name } がメールソフトから返信したものとして扱います（このメールは返信の下に引用されます）。「ok」は席のページに入力済みの内容で確定し、「pick」と名前または番号はメールに載っているカードを選び、それ以外の内容はテーブルに投稿されます。
dev-mail-send = 返信を送る

# The seat page: where the game stands.
seat-status = { $phase } · ステップ { $step }

# ゲームの記録：ルールの外で起きたこと。
log-by-orders = { $name }（常設の指示による）
log-deadline-passed = 期限が過ぎました：{ $names }の決定は期限切れとして行われました。
log-deadline-extended = { $organizer }が期限を{ $hours }時間延長し、{ $deadline }までとしました：{ $reason }
log-replaced = { $newcomer }が{ $old }の席を引き継ぎました（変更者：{ $organizer }）。
log-abandoned = { $organizer }がゲームを中止しました：{ $reason }
log-missed = { $name }が{ $count }回続けて期限を過ぎました。
log-season-ended = このゲームより先にシーズンが終わりました：残りの決定は既定の選択で行われました。
log-left-league = { $name }がリーグを離れました：ゲームが終わるまで、決定は既定の選択で行われます。
log-away = { $name }は{ $first }から{ $last }まで不在です：その間の決定は既定の選択で行われます。
log-back = { $name }が戻りました：再び自分で決定します。
