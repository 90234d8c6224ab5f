# リーグ：そのページ、シーズン、順位表とレーティング、そしてメール。

# リーグの一覧。
leagues-title = リーグ
leagues-about = リーグでは、日程の組まれたゲームをシーズンごとに遊びます。メンバー全員が同じ数のゲームを、そのゲームに合った人数の卓（3〜5 人、または 2〜4 人）で遊び、リーグポイントとレーティングを競います。
leagues-start = リーグを作る
leagues-sign-in-to-start = サインインしてリーグを作る
leagues-none = まだリーグはありません。
leagues-left = リーグを退会しました。

# リーグのページ。
league-pod-size = できるだけ { $size } 人卓
league-hours-per-decision = 1 回の選択につき { $hours } 時間
league-no-deadlines = 締め切りなし
league-points-by-place = 順位ごとのリーグポイント：{ $points }
league-members-only = メンバー限定
league-public = 公開
league-ratings = レーティング
league-season = シーズン { $number }
league-season-final = シーズン { $number }：最終順位表
league-season-games = このシーズンのゲーム
league-seasons = シーズン
league-start-now = 今すぐ開始する
league-members = メンバー（{ $count } 人）
league-organizer = 主催者
league-member-rating = レーティング { $rating }
league-make-organizer = 主催者にする
league-leave-hint = シーズンの途中で退会しても、そのシーズンのゲームは続きます。あなたの選択は事前指示か既定の方法で行われ、主催者があなたの席をほかの人に任せることもあります。
league-leave = リーグを退会する
league-how-to-join = 参加するには、主催者に招待かリーグの参加用リンクを頼んでください。
league-already-member = すでにメンバーですか？
league-sign-in = サインイン
league-done-invited = 招待を送信しています。
league-done-joined = ようこそ。このリーグのメンバーになりました。
league-done-organizer = リーグの主催者が 1 人増えました。
league-done-planned = シーズンの日程を決めました。開始日に始まります。
league-done-started = シーズンが始まりました。メンバー全員のゲームが用意されています。
league-back = リーグに戻る

# リーグの主催者がそのページで行うこと。
league-organize = 運営
league-join-link-made = リーグの参加用リンクです（表示は今回だけです。いつでも新しく作り直せますが、作り直すとこのリンクは使えなくなります）：
league-invite = メールで招待する
league-invite-emails = メールアドレス（カンマか改行で区切ります）
league-invite-send = 招待を送る
league-make-join-link = 参加用リンクを作り直す
league-plan-next = 次のシーズンの日程を決める
league-plan-change = 予定のシーズンを変更する
league-plan-first-day = 初日（UTC）
league-plan-last-day = 最終日（UTC）
league-plan-games-each = メンバー 1 人あたりのゲーム数
league-plan-hint = 開始時にメンバー全員のゲームが組まれ、一斉に始まります。あとから参加したメンバーは次のシーズンから加わります。終了時にまだ続いているゲームは、既定の選択で終わらせます。
league-plan = シーズンの日程を決める
league-plan-later = 次のシーズンの日程は、開催中のシーズンが終わってから決められます。

# リーグを作る。
league-new-title = 新しいリーグ
league-new-heading = { $game } の新しいリーグ
league-new-instead = 代わりに { $game } のリーグを作る
league-new-name = 名前
league-new-description = リーグの説明（任意）
league-new-deadlines = リーグのゲームの締め切り
league-new-hours = 1 回の選択にかけられる時間（手番制のゲームでは 1 手番）
league-new-no-deadline = 締め切りなし
league-new-hours-choice = { $hours } 時間
league-new-reminders = リマインダー
league-new-absence-days = 各プレイヤーが 1 ゲームにつき登録できる留守の日数
league-new-pod-size = 日程を組むときに目指す 1 卓の人数
league-new-divisions = 最初のシーズンのディビジョン数
league-new-divisions-hint = 各ディビジョンには 3 人以上のメンバーが必要です。メンバーはレーティングで分けられます。
league-new-promote = シーズン終了時に各ディビジョンから昇格するメンバーの数
league-new-relegate = シーズン終了時に各ディビジョンから降格するメンバーの数
league-new-points = 順位ごとのリーグポイント（卓の人数別）
league-new-points-how = 卓の人数ごとに 1 行で、人数、コロン、続けて 1 位、2 位…のポイントをカンマか空白で区切って書きます。たとえば 4 人卓なら：
league-new-points-ties = 同じ順位のプレイヤーは、その順位のポイントを分け合います。順位表で並んだ場合は、合計勝利点、次に並んだメンバー同士のゲームの結果で順位を決めます。
league-new-visibility = リーグとその順位表、ゲームを見られる人
league-new-anyone = 誰でも
league-new-members-only = メンバーのみ
league-new-start = リーグを作る

# 参加用リンクかメールの招待でリーグに参加する。
league-join-title = { $league } に参加
league-join-about = メンバーは、日程の組まれた { $game } のシーズンをメールで遊びます。各シーズンの開始時にメンバー全員のゲームが組まれ、あなたが選ぶ番になると各ゲームからメールが届きます。いつでも退会できます。
league-join-sign-in-first = このリンクで参加するには、先にサインインしてから（サインイン用のリンクをメールでお送りします）、この参加用リンクをもう一度開いてください。
league-join = リーグに参加する

# シーズンのページと、その順位表。
season-heading = { $league }：シーズン { $number }
season-days = { $first }～{ $last }
season-games-each = 1 人 { $count } ゲーム
season-starts-on-its-date = 開始日に始まります
season-not-started = 未開始
season-under-way = 開催中
season-finished = 終了
season-finished-final = 終了（順位確定）
season-tables = 順位表
season-games = ゲーム
season-game-round = 第 { $round } 回戦
season-game-in-division = ディビジョン { $division }・第 { $round } 回戦
season-game-won-by = 勝者：{ $names }
season-game-abandoned = 中止
season-game-by-default = シーズン終了時に既定の選択で終了
division-heading = ディビジョン { $number }
division-standings = 順位表
league-column-member = メンバー
league-column-games = ゲーム数
division-column-points = ポイント
division-column-vp = 勝利点
division-column-wins = 勝利数
division-left = （退会済み）
division-by-default = このディビジョンの { $count } ゲームはシーズン終了時にまだ続いていたため、既定の選択で終わらせました。その結果も順位に数えます。

# レーティング：一覧と、メンバー 1 人のレーティングの推移。
ratings-title = レーティング
ratings-heading = { $league }：レーティング
ratings-about = リーグのゲームが終わるたびに、そのプレイヤーのレーティングが変わります（Weng-Lin 方式：ゲームのプレイヤーを 2 人ずつ組にして順位を比べます）。表示されるレーティングは、推定した強さから不確かさの 3 倍を引いた値なので、よい成績を出すほど、またゲームを重ねるほど上がります。
ratings-none = 終了したリーグのゲームはまだありません。
ratings-column-rating = レーティング
league-player-heading = { $league } での { $name }
league-player-rating = リーグのゲーム { $games } 回を終えて、レーティングは { $rating } です。
league-player-unrated = 終了したリーグのゲームはまだありません。
league-player-chart = リーグのゲームごとの推定の強さ
league-player-chart-game = { $number } 戦目
league-player-all-games = { $name } のすべてのゲーム
league-player-leaderboard = レーティング一覧
league-player-league = リーグ
