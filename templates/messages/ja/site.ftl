# サイトの枠：ヘッダーと、各ページ下部の言語切り替え。
site-nav = サイト
site-games = ゲーム
site-leagues = リーグ
site-language = 言語

# アカウントのページ。
account-language = ページとメールの言語

# 列挙：「Ana、Bob、Cy」。
list-comma = 、
list-and = { $rest }、{ $last }

# ホームページ。
home-title = メールで遊ぶボードゲーム
home-intro = Missive では、ボードゲームを自分のペースで遊べます。あなたの番になるとメールが届きます。リンクを開いて選べば、全員が選び終えたところでゲームが進みます。
home-sign-in = メールアドレスでサインイン
home-no-password = パスワードは不要です。サインイン用のリンクをメールでお送りします。
home-your-games = あなたのゲーム
home-signed-in-as = { $name } としてサインインしています。
home-settings = 設定
home-all-games = すべてのゲーム
home-new-game = 新しいゲームを始める
home-waiting = あなたの番
home-waiting-none = あなたの番のゲームはありません。
home-decide-in = { $game } で選ぶ
home-in-progress = 進行中
home-in-progress-none = ほかに進行中のゲームはありません。
home-waiting-for-you = あなたの番です
home-waiting-for = { $names } の番です
home-finished = 終了
home-finished-none = 終了したゲームはまだありません。
home-rank = { $rank } 位・{ $score } 勝利点
home-abandoned = 中止
home-all-your-games = あなたのすべてのゲーム →
home-sign-out = サインアウト

# サインイン。
sign-in-title = サインイン
sign-in-intro = サインイン用のリンクをメールでお送りします。パスワードは不要です。新しいアドレスにはアカウントが作成されます。
sign-in-email = メールアドレス
sign-in-send = サインイン用のリンクを送る
sign-in-refused-address = このアドレスにはメールを送れません。アドレスは名前、@、ドメインの順で、ana@example.org のように書き、空白・引用符・バックスラッシュは含めません。
sign-in-limit-address = このアドレスには過去 15 分間にサインイン用のメールを { $count } 通送りました。最新のメールを使うか、しばらくしてからもう一度お試しください。
sign-in-limit-network = 過去 1 時間にあなたのネットワークからのサインイン用メールの依頼が多すぎます。しばらくしてからもう一度お試しください。
sign-in-sent-title = メールを確認してください
sign-in-sent = { $email } にサインイン用のリンクを送りました。リンクは { $minutes } 分間、一度だけ使えます。
sign-in-no-smtp = この Missive は実際のメールを送りません（SMTP サーバーが設定されていません）。リンクはメールのページにあります。
sign-in-no-smtp-link = メールのページを開く
sign-in-nothing-arrived = 届いていませんか？迷惑メールフォルダーを確認してください。
sign-in-again = 別のリンクを依頼する
sign-in-confirm-title = Missive にサインイン
sign-in-confirm = サインインする
account-title = 設定
account-signed-in-as = { $email } としてサインインしています。
account-saved = 保存しました。
account-name = ほかのプレイヤーに表示される名前
account-emails = ゲームについてのメール
account-notify-each = 選ぶ番ごとにメール、締め切り前にはリマインダー
account-notify-digest = 自分の番をまとめた 1 日 1 通のダイジェストだけ
account-notify-none = メールなし（ゲームは自分で確認します）
account-digest-hour = ダイジェストを送る時刻
account-time-zone = タイムゾーン
account-quiet = 通知を止める時間帯
account-quiet-hint = リマインダーと「あなたの番です」のメールは、この時間帯が終わるまで送られません。締め切りは変わりません。
account-quiet-from = 開始
account-quiet-until = 終了
account-quiet-none = 設定しない
account-save = 保存
account-calendar = 締め切りをカレンダーに
account-calendar-made = あなた専用のカレンダーのアドレスです（表示は今回だけです。知っている人は誰でもあなたの締め切りを見られます）：
account-calendar-how = カレンダーアプリに購読として追加してください（「URL から追加」「カレンダーを購読」）。
account-calendar-about = カレンダーアプリで購読できる専用のアドレスです。あなたが選ぶ番の締め切りがすべて入ります。
account-calendar-had = すでに 1 つあります。新しく作ると古いアドレスは使えなくなります。
account-calendar-new = カレンダーのアドレスを作り直す
account-calendar-make = カレンダーのアドレスを作る
account-sessions = サインイン
account-sessions-about = このブラウザーでは 30 日間サインインしたままになります。自分のものでないパソコンでサインインした場合や、スマートフォンをなくした場合は、すべてのブラウザーから一度にサインアウトしてください。
account-sign-out-everywhere = すべてのブラウザーからサインアウト
account-log = 送信したメールとあなたの返信
account-log-none = まだありません。
account-log-no-older = これより古いメールはありません。
account-log-when = 日時
account-log-what = 種類
account-log-subject = 件名
account-log-status = 状態
account-log-pages = メールのページ
account-log-newer = ← 新しいもの
account-log-older = 古いもの →
account-refused-name = 名前は 1〜60 文字にしてください。
account-refused-language = 一覧から言語を選んでください。
account-refused-notify = 通知の受け取り方を選んでください。
account-refused-hour = 時刻は 0〜23 時で指定してください。
account-refused-time-zone = 一覧からタイムゾーンを選んでください。
account-refused-quiet-same = 通知を止める時間帯は、開始と終了を別の時刻にしてください。
account-refused-quiet-half = 通知を止める時間帯は、開始と終了の両方を指定するか、どちらも指定しないでください。

# アカウントの記録に載るメールの種類と、その結果。
email-kind-decision-due = 選ぶ番
email-kind-reminder = リマインダー
email-kind-nudge = あなたの番です
email-kind-digest = デイリーダイジェスト
email-kind-game-over = ゲーム終了
email-kind-sign-in = サインイン用リンク
email-kind-reply = あなたの返信
email-kind-reply-answer = 返信への回答
email-kind-notice = お知らせ
email-status-queued = 送信待ち
email-status-sending = 送信中
email-status-sent = 送信済み
email-status-suppressed = 停止
email-status-skipped = 未送信
email-status-failed = 失敗
email-status-received = 受信済み
email-status-refused = 不受理
email-status-ignored = 無視

# プレイヤーのページの枠と、テーブルトーク。
seat-deadline = 締め切り：{ $deadline }
seat-final-ranking = 最終順位
seat-asked = あなたが選ぶこと
seat-not-accepted = 受け付けられませんでした：
seat-whole-game = ゲーム全体：履歴とすべてのプレイヤー
seat-orders = あなたの事前指示
seat-absence = 留守にしますか？
talk-title = テーブルトーク
talk-summary = （{ $count } 件、最新は { $who }）
talk-nothing = （まだ書き込みはありません）
talk-all = { $count } 件すべてを見る

talk-page-about = { $game }。ここに書いた内容は、このゲームを見られる人全員が読めます。ほかのプレイヤーには次のメールで届きます。
talk-page-about-players = { $game }。ここに書いた内容は、このゲームを見られる人全員（プレイヤーと、リーグがあればそのメンバー）が読めます。ほかのプレイヤーには次のメールで届きます。
talk-refused = メッセージは投稿されませんでした：{ $reason }
talk-write = テーブルに書き込む
talk-post = 投稿
talk-none = このテーブルにはまだ書き込みがありません。
talk-by-email = メールから
talk-hidden = このメッセージはゲームの主催者によって非表示にされました。
talk-hide = 非表示にする

# 手番がほかのプレイヤーを待っているあいだのページ。
waiting-title = 待機中
waiting-decided = あなたの選択を受け付けました。
waiting-nothing-asked = この手番であなたが選ぶことはありません。
waiting-for = まだ選んでいない人：{ $names }。
waiting-you = あなた
waiting-watching = このページは { $seconds } 秒ごとに確認し直し、あなたが次に選ぶ番になるとすぐに表示します。ページを閉じてもかまいません。あなたの番になるとメールが届きます。
waiting-stop = 自動確認をやめる
waiting-leave = ページを閉じてもかまいません。あなたの番になるとメールが届きます。
waiting-look-now = 今すぐ確認する
waiting-look-every = { $seconds } 秒ごとに確認する
waiting-change = 選択を変更する
waiting-talk-about = ：ほかのプレイヤーの書き込みを読んだり、書き込んだりできます。
seat-still-waiting = まだ選んでいない人：{ $names }。

# 留守：ひとつのゲームを離れる期間。
absence-title = 留守にしますか？
absence-about = { $game }。留守のあいだ、このゲームであなたが選ぶ番になると、すぐにあなたの代わりに選ばれます。事前指示を設定していればそれに従い、なければ締め切り時に Missive が選ぶ方法で選びます。誰もあなたを待たず、ほかのプレイヤーにはゲームの履歴であなたの留守が見えます。
absence-orders = あなたの事前指示
absence-allowance = このゲームでは、プレイヤー 1 人あたり合計 { $days } 日まで留守にできます。
absence-saved = 保存しました。
absence-from = 留守の初日
absence-until = 留守の最終日
absence-declare = 留守を登録する
absence-over-game = このゲームはすでに終わっています。
absence-yours = このゲームでのあなたの留守
absence-line = { $from } から { $until } まで
absence-back = 戻りました
absence-cancel = 取り消す
absence-over = （終了）
absence-to-seat = あなたの席に戻る
