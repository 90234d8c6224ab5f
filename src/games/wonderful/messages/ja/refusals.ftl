# イッツアワンダフルワールド：決定が受け付けられない理由。理由は句点なしで書き、ページやメールが
# 文として仕上げる。

# ゲームの準備。
wonderful-refused-seats = イッツアワンダフルワールドのプレイ人数は{ $min }～{ $max }人です：{ $seats }人ではプレイできません
wonderful-refused-empire-count = { $seats }人のプレイヤーそれぞれに帝国を1つずつ選んでください
wonderful-refused-no-such-empire = そのような帝国はありません
wonderful-refused-empire-twice = { $empire }が2回選ばれています：プレイヤーごとに別の帝国が必要です

# 誰が決めるか、ステップが何を求めるか。席は0から数える。これらはバグか改ざんされたフォームでのみ起きる。
wonderful-refused-game-over = ゲームは終了しています
wonderful-refused-no-such-seat = このゲームにそのような席はありません
wonderful-refused-no-seat = 席{ $seat }はありません
wonderful-refused-decided-twice = 席{ $seat }が2回決定しています
wonderful-refused-not-decided = 席{ $seat }はまだ決定していません
# 複数の席の決定のうち、1つの席の決定が受け付けられない理由。
wonderful-refused-of-seat = 席{ $seat }：{ $reason }
wonderful-refused-no-card-number = 番号{ $number }のカードはありません
wonderful-refused-asks-pick = このステップではドラフトのカードを選んでください
wonderful-refused-asks-planning = このステップでは計画を行ってください
wonderful-refused-asks-solo = このステップでは交換か計画を行ってください
wonderful-refused-asks-keep = このステップでは残すカードを選んでください
wonderful-refused-asks-production = このステップでは生産の配置先を決めてください

# ドラフトと計画。
wonderful-refused-not-in-hand = { $card }は手札にありません
wonderful-refused-not-in-draft-area = { $card }はドラフトエリアにありません
wonderful-refused-listed-twice = { $card }が建設予定とリサイクルの両方にあるか、2回指定されています
wonderful-refused-slate-or-recycle = { $card }を建設予定にするかリサイクルするか指定してください

# 建設予定のカードに置くキューブ、クリスタリウム、キャラクタートークン。
wonderful-refused-not-under-construction = { $card }はあなたの建設予定エリアにありません
wonderful-refused-no-space = { $card }には空いている{ $space }のマスがありません
wonderful-refused-no-space-but-krystallium = { $card }には空いている{ $space }のマスがありません：クリスタリウムのマスにはクリスタリウムしか置けません
wonderful-refused-no-krystallium = 配置できるクリスタリウムが残っていません
# $space は将軍か投資家。
wonderful-refused-krystallium-for-token = クリスタリウムは{ $space }の代わりになりません：そのマスには{ $space }トークンしか置けません
wonderful-refused-no-token = 配置できる{ $token }トークンが残っていません

# 生産。
wonderful-refused-choose-token = 科学の最多ボーナスを獲得しました：将軍か投資家を選んでください
wonderful-refused-token-not-won = トークンを選べるのは科学の最多ボーナスを獲得したプレイヤーだけです
wonderful-refused-placed-too-many = { $resource }の生産は{ $count }個ですが、{ $placed }個配置しています

# ソロプレイ：交換。
wonderful-refused-deck-empty = 山札が空です：もう引けるカードがありません
wonderful-refused-trade-needs-two = 交換するには手札が2枚必要です
wonderful-refused-discard-two-different = 捨てるカードは異なる2枚を選んでください
wonderful-refused-not-drawn = { $card }は引いたカードの中にありません
