# リーグ：そのページ、シーズン、順位表とレーティング、そしてメール。

# シーズンのページと、その順位表。
season-days = { $first }～{ $last }
season-game-won-by = 勝者：{ $names }
season-game-abandoned = 中止
