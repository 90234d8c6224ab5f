# インペリアル・セトラーズ：進行状況。

settlers-round = ラウンド { $round }／{ $rounds }
settlers-step-lookout = 偵察（ドラフト { $draft }、{ $picks }枚中 { $pick }枚目）
settlers-step-alternate-keep = 偵察：1枚残し、残りを渡す
settlers-step-alternate-second = 偵察：受け取ったカードから1枚残す
settlers-step-production-choices = 生産の選択
settlers-step-production-keep = 生産：派閥カードを残す
settlers-step-action = アクションフェイズ
settlers-game-over = ゲーム終了
