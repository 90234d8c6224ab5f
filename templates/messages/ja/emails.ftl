# メール：その枠組み、件名、すべてのメールに共通する行。

# すべてのメールに共通するもの。
email-hello = こんにちは。
email-hello-name = { $name } さん、こんにちは。
email-choose = 受け取るメールを選ぶ
email-button-fallback = ボタンが使えない場合は、次のアドレスを開いてください：
email-deadline = 締め切り：{ $deadline }
email-so-far = これまでのゲーム
email-replied = あなたの返信で次の手を打ちました：{ $what }。
email-talk = テーブルにて
email-talk-wrote = { $who } さんの書き込み：
email-replies = または、このメールに返信し、1 行目にコマンドを書いてください：
# A command the email lists, after its usage: what it does.
email-replies-does = ：{ $does }。
email-replies-hint = 名前は全部書かなくてもかまいません。先頭の数文字か番号で足ります。2 行目以降に書いたことはテーブルに投稿されます。

# 決めることがあるとき。
email-invited-occasion = { $occasion }：あなたのゲーム「{ $game }」が Missive で始まります。
email-invited-by = { $by } さんから Missive の「{ $game }」に招待されました。
email-invited = あなたのゲーム「{ $game }」が Missive で始まります。
email-decide-now = 今すぐ決める
email-decide-here = ここで決めてください：
email-quick = または、選択肢を直接選ぶ：
email-since = 前回の決定以降
email-why-seat = Missive の「{ $game }」に席があるため、このメールをお送りしています。

# デイリーダイジェスト。
email-digest-subject = Missive：決定待ちが { $count } 件あります
email-digest-title = Missive でのあなたの決定
email-digest-waiting = 決定待ち { $count } 件：{ $games }
email-digest-intro = { $date } のデイリーダイジェスト：あなたの決定を待っているもの。
email-digest-decide = 決める
email-digest-why = ダイジェストを選択されたため、1 日 1 通お送りしています。

# ゲーム終了。
email-over-subject = ゲーム終了：{ $result }
email-over-preheader = 「{ $game }」が終了しました：最終順位。
email-over = 「{ $game }」が終了しました。
email-over-standings = 最終順位：
email-over-points = { $points } 点
email-over-tie-break = 同点の場合：{ $how }
email-over-whole = ゲーム全体を見る
email-over-whole-steps = ゲーム全体を 1 ステップずつ：
email-why-had-seat = Missive の「{ $game }」に席があったため、このメールをお送りしています。

# ゲームについてのお知らせ。
email-why-part = Missive の「{ $game }」に参加しているため、このメールをお送りしています。

# リーグからのお知らせ。
email-league = リーグ
email-why-league = Missive のリーグ「{ $league }」に関わっているため、このメールをお送りしています。

# サインイン。
email-sign-in-subject = Missive のサインイン用リンク
email-sign-in-title = Missive にサインイン
email-sign-in-preheader = サインイン用リンク（{ $minutes } 分間有効）。
email-sign-in-follow = このリンクから Missive にサインインしてください。
email-sign-in-follow-text = このリンクから Missive にサインインしてください：
email-sign-in = サインイン
email-sign-in-once = このリンクは今から { $minutes } 分以内に 1 回だけ使えます。
email-sign-in-why = このアドレスで Missive へのサインインが要求されたため、このメールをお送りしています。心当たりがない場合は無視してください。リンクを開かなければ何も起きません。

# ゲームの最初のメールが届く理由（件名と最初の行）。
email-starts-occasion = { $occasion }：ゲームが始まります
email-starts-by = { $by } さんからゲームへの招待
email-starts = ゲームが始まります
email-occasion = { $league } シーズン { $season }・ディビジョン { $division }
email-decides-first = 最初に決めるのは { $names } さんです。あなたの番になったらメールが届きます。
email-your-seat = あなたの席

# リマインダーと、テーブルが 1 人だけを待っているときのお知らせ。
email-reminder-minutes = リマインダー：締め切りまであと { $count } 分です。
email-reminder-minutes-subject = リマインダー：残り { $count } 分
email-reminder-hours = リマインダー：締め切りまであと { $count } 時間です。
email-reminder-hours-subject = リマインダー：残り { $count } 時間
email-nudge = ほかの全員が決めました。テーブルはあなたを待っています。
email-subject-news = { $what }：{ $news }
email-nudge-subject = あなたの番です：{ $what }
email-nudge-subject-bare = あなたの番です

# 勝者（ゲーム終了メールの件名）。
email-over-wins = { $name } さんの勝利
email-over-share = { $names } さんが勝利を分け合いました
email-over-no-winner = 勝者なし

# 席の交代、ゲームの中止、締め切りを何度も逃すプレイヤー。
email-seat-given = あなたの席はほかのプレイヤーに引き継がれました
email-seat-given-why = { $by } さんがあなたの席を { $to } さんに引き継ぎました。このゲームの以前のメールにあるリンクはもう使えません。ご参加ありがとうございました！
email-seat-taken = { $from } さんの席を引き継ぎます。その席のものはすべて、今からあなたのものです。
email-seat-invites = { $by } さんから席の引き継ぎの依頼
email-seat-invited = { $by } さんから席の引き継ぎを依頼されました
email-seat-next = 次の決定はメールでお知らせします。
email-seat-open = あなたの席を開く
email-abandoned = このゲームは中止されました
email-abandoned-by = { $by } さんがゲームを中止しました：{ $reason }
email-abandoned-after = これ以上決めることはありません。履歴はゲームのページに残ります。
email-misses = { $name } さんが { $count } 回続けて締め切りを逃しました。
email-misses-goes-on = そのたびに Missive が代わりに決めたので、ゲームは続いています。そのプレイヤーが抜けた場合は、席をほかの人に引き継げます。
email-misses-manage = ゲームを管理する

# リーグへの招待。
email-league-invited = 招待が届いています
email-league-invites = { $by } さんから Missive のリーグ「{ $league }」に招待されました。
email-league-invites-how = メンバーは「{ $game }」の定期シーズンをメールで遊び、リーグポイントとレーティングを競います。下のリンクからメンバーになれます。退会はいつでもできます。
email-league-join = リーグに参加する

# 読み取った返信：返信への回答とアカウントの記録でプレイヤーに伝えること。
reply-log-empty = （引用の上に何もありません）
reply-log-again = 同じ返信がもう一度届きました。読み取りは 1 回だけです
reply-log-played = 実行：{ $what }
reply-log-posted = テーブルに投稿しました
reply-log-nothing = 引用の上に何も書かれていませんでした
reply-game-over = このゲームは終了しています。決めることはもうありません。
reply-asked-nothing = そのメールでは何も決める必要がなかったため、その返信のコマンドでは何も決まりません。決定を求めるメールに返信するか、あなたの席のページで決めてください。
reply-step-over = そのメールはすでに終わったステップについてのものです。ゲームはその後進みました。いま求められていることは、あなたの席のページで確認できます。
reply-nothing-owed = このステップであなたに求められていることはありません。
reply-decided-already = { $what }（決定はすでに受け付けられていました）
reply-ok-and-more = 「{ $line }」はコマンドではありません。「ok」は 1 行に単独で書きます。「ok」だけ、または下のコマンドのいずれかを返信し、ほかのことはその下に書いてください。
reply-not-a-command = 「{ $line }」はこのステップのコマンドではありません。
reply-no-command = 1 行目にコマンドがありません。
reply-talk-held-back = その下に書いた内容もテーブルには投稿していません。コマンドを直してからもう一度送ってください。
reply-talk-refused = コマンドの下に書いた内容はテーブルに投稿していません：{ $why }。
reply-talk-not-posted = あなたのメッセージはテーブルに投稿していません：{ $why }
reply-leak-seat-link = 席へのリンクが含まれており、読んだ人がその席でプレイできてしまうため、投稿していません
reply-leak-reply-address = 返信用アドレスが含まれており、読んだ人がそのプレイヤーとして発言できてしまうため、投稿していません
reply-leak-our-lines = こちらから送ったメールの行が含まれており、あなたしか見てはいけない内容が見えてしまうおそれがあるため（お使いのメールソフトの引用を認識できませんでした）、投稿していません
reply-answer-empty = 返信の引用部分の上に何も書かれていませんでした
reply-answer-part = 返信の一部だけを実行しました
reply-answer-none = 返信は実行されませんでした
reply-answer-empty-why = 何も行っていません。コマンド、またはテーブルへのメッセージを、引用されたメールの上に書いてください。
reply-answer-you-replied = あなたの返信：「{ $line }」。
reply-answer-played = 実行：{ $what }。
reply-answer-posted = あなたのメッセージをテーブルに投稿しました。

# リーグのシーズンの開始と終了。
email-season-begun = シーズン { $season } が始まりました
email-season-among = メンバー { $members } 人の中で
email-season-division = ディビジョン { $division }（全 { $divisions }）のメンバー { $members } 人の中で
email-season-you-play = { $place }{ $games } ゲームを遊びます。シーズン最終日は { $last } です。
email-season-how = 各ゲームから、あなたの席へのリンクが入った最初のメールがそれぞれ届きます。シーズン終了時に続いているゲームは、既定の決定で最後まで進めます。
email-season-see = シーズンを見る
email-season-over = シーズン { $season } が終了しました
email-season-rank = { $of } 人中 { $rank } 位
email-season-division-of = ディビジョン { $division }（全 { $divisions }）
email-season-finished = { $division }で { $place }でした。
email-season-by-default = ディビジョンのうち { $count } ゲームは終了時にまだ続いていたため、既定の決定で最後まで進めました。
email-season-tables = 最終順位表を見る
email-season-figures = { $points } pt · { $vp } 勝利点 · { $games } ゲーム

# 完全に失敗した処理についての主催者への通知：何をしていたか、これからどうなるか。
attention-deadline-step = ステップ { $step } の期限を適用できませんでした
attention-deadline = 期限を適用できませんでした
attention-nudge = 催促を送れませんでした
attention-reminder = リマインダーを送れませんでした
attention-step-email-step = ステップ { $step } のメールを作成できませんでした
attention-step-email = ステップのメールを作成できませんでした
attention-game-over = 最終得点を送れませんでした
attention-absence = プレイヤーの不在を開始できませんでした
attention-season-start = シーズンを開始できませんでした
attention-season-end = シーズンを終了できませんでした
attention-season-complete = 最後のゲームの後、シーズンを終了できませんでした
attention-email-to = { $to } 宛のメール「{ $subject }」を配信できませんでした
attention-email = メールを配信できませんでした
attention-job = 種類 { $kind } の処理
attention-error = 次のエラーで停止しました：{ $error }
attention-who-mends = この Missive の運営者は失敗した処理の一覧でこれを確認でき、原因を直した後に再実行できます。
attention-open-game = ゲームを開く
attention-game-headline = { $what }：このゲームには対応が必要です
attention-season-headline = { $what }：シーズン { $season } には対応が必要です
