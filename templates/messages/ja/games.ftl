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
