# インペリアル・セトラーズ：決定が受け付けられない理由。理由は句点なしで書き、ページやメールが文と
# して仕上げる。

# ゲームの準備。
settlers-refused-seats = インペリアル・セトラーズのプレイ人数は{ $min }～{ $max }人です：{ $seats }人ではプレイできません
settlers-refused-faction-count = { $seats }人のプレイヤーそれぞれに派閥を1つずつ選んでください
settlers-refused-faction-twice = { $faction }が2回選ばれています：プレイヤーごとに別の派閥が必要です

# 誰が決めるか、ステップが何を求めるか。席は0から数える。席を挙げる理由は、バグか改ざんされた
# フォームでのみ起きる。
settlers-refused-game-over = ゲームは終了しています
settlers-refused-no-such-seat = このゲームにそのような席はありません
settlers-refused-not-your-turn = あなたの手番ではありません：いまは{ $faction }の手番です
settlers-refused-not-your-pick = あなたが選ぶ番ではありません：いまは{ $faction }が選んでいます
settlers-refused-nothing-to-decide = このステップであなたが決めることはありません
settlers-refused-owes-nothing = このステップで席{ $seat }が決めることはありません
settlers-refused-decided-twice = 席{ $seat }が2回決定しています
settlers-refused-not-decided = 席{ $seat }はまだ決定していません
# 複数のプレイヤーの決定のうち、1人の決定が受け付けられない理由。
settlers-refused-of-faction = { $faction }：{ $reason }
settlers-refused-no-card-number = 番号{ $number }のカードはありません
settlers-refused-asks-lookout = このステップでは偵察の列からカードを取ってください
settlers-refused-asks-keep-one = このステップでは残すカードを1枚選んでください
settlers-refused-asks-production = このステップでは生産の選択をしてください
settlers-refused-asks-keep = このステップでは残すカードをすべて選んでください
settlers-refused-asks-turn = このステップではあなたの手番を行ってください

# 偵察と、確認した派閥カード。
settlers-refused-not-in-row = { $card }は偵察の列にありません
settlers-refused-not-keepable = { $card }は残せるカードの中にありません
settlers-refused-production-too-soon = 生産の選択は、このラウンド最後の偵察のフォームで行います：このフォームではありません
settlers-refused-keep-too-many = 確認したカードは{ $looked }枚ですが、{ $named }枚指定しています
settlers-refused-named-twice = { $card }が2回指定されています
settlers-refused-not-looked-at = { $card }は確認したカードの中にありません
settlers-refused-keep-of = { $cards }から{ $count }枚を残してください

# 生産の選択。
settlers-refused-choices-too-many = 生産の選択で、持っているより多くのロケーションを指定しています
settlers-refused-choice-twice = 生産の選択で{ $card }が2回指定されています
settlers-refused-not-production-location = { $card }は生産ロケーションではありません
settlers-refused-no-options = { $card }の生産には選べる選択肢がありません
settlers-refused-options = { $card }の選択肢は{ $count }つで、0から番号が付いています
settlers-refused-copies-nothing = { $card }は生産をコピーしません
settlers-refused-copies-itself = { $card }は自分自身をコピーできません
settlers-refused-copy-not-yours = { $card }がコピーするのはあなた自身の生産ロケーションですが、{ $target }はそうではありません
settlers-refused-copy-not-allowed = { $card }は{ $target }をコピーできません：コピーできるのは、コピーする能力を持たないあなたの他の生産ロケーションだけです
settlers-refused-copy-no-options = { $card }は選択肢のある生産をコピーしません
settlers-refused-faction-cards-too-many = 生産で得るのは{ $cards }なので、派閥デッキから引けるのは最大{ $count }枚です

# 指定されたカードが、あるべき場所にない。
settlers-refused-not-in-hand = { $card }は手札にありません
settlers-refused-not-your-location = { $card }はあなたのロケーションではありません
settlers-refused-not-your-deal = { $card }はあなたの貿易ではありません
settlers-refused-not-your-production-location = { $card }はあなたの生産ロケーションではありません

# 支払いのコストと、支払えない理由：「Quarryのコストは木材1個、石材1個ですが、持っているのは木材1個です」。
settlers-refused-card-costs = { $card }のコストは{ $price }
settlers-refused-deal-costs = 貿易のコストは{ $price }
settlers-refused-use-costs = { $card }を使用するコストは{ $price }
settlers-refused-use-twice-costs = { $card }を2回使用するコストは{ $price }
settlers-refused-cannot-pay = { $cost }ですが、持っているのは{ $goods }です
settlers-refused-cannot-pay-none = { $cost }ですが、どれも持っていません
settlers-refused-gold-beyond-price = { $cost }です：{ $chosen }を金で支払うことにしましたが、必要なのは{ $needed }だけです
settlers-refused-gold-short = { $cost }です：選んだとおりに金で支払うには{ $gold }が必要ですが、持っているのは{ $held }です

# 建設。
settlers-refused-builds-faction-only = { $by }で建設できるのは派閥カードだけですが、{ $card }は共通カードです
settlers-refused-part-none = { $card }の建設にはロケーションか土台を1枚捨てる必要がありますが、捨てられるものがありません
settlers-refused-part-needed = { $card }の建設にはロケーションか土台を1枚捨てる必要があります：捨てるものを指定してください
settlers-refused-part-waived = { $by }では{ $card }をロケーションを捨てずに建設します：何も捨てないでください
settlers-refused-no-part = { $card }はロケーションを捨てずに建設します：何も捨てないでください
settlers-refused-not-your-part = { $card }はあなたのロケーションでも土台でもありません
settlers-refused-produces-nothing = { $card }は生産しません：生産の選択は不要です

# 貿易。
settlers-refused-deal-common = { $card }は共通カードです：貿易は派閥カードで行います

# 略奪。$faction は派閥の公式名。
settlers-refused-raze-card-token = 手札の{ $card }を略奪するには略奪トークンが1個必要ですが、持っていません
settlers-refused-no-raze-field = { $card }には略奪欄がありません：略奪できません
settlers-refused-raze-faction-card = { $card }は{ $faction }のカードです：手札から略奪できるのは共通カードと、日本人のプレイヤー自身のカードだけです
settlers-refused-raze-faction-location = { $card }は{ $faction }のロケーションです：略奪できるのは共通と日本人のロケーションだけです
settlers-refused-cannot-be-razed = { $card }は略奪できません
settlers-refused-raze-own = この方法では自分のロケーションは略奪できません：相手のロケーションを選んでください
settlers-refused-raze-passed = { $faction }はパスしています：このラウンドはそのロケーションを略奪できません
settlers-refused-not-their-location = { $card }は{ $faction }のロケーションではありません
settlers-refused-raze-tokens = { $card }を略奪するには{ $tokens }が必要ですが、持っているのは{ $have }個です
# $guards：「2＋防御トークン」。
settlers-refused-raze-tokens-guarded = { $card }を略奪するには{ $tokens }（{ $guards }）が必要ですが、持っているのは{ $have }個です

# アクションロケーション。
settlers-refused-not-action-location = { $card }はアクションロケーションではありません
settlers-refused-unverified = { $card }の効果は未確認です：起動できません
settlers-refused-say-uses = { $card }を何回使用するか指定してください
settlers-refused-used = { $card }はこのラウンドすでに使用しました
settlers-refused-used-twice = { $card }はこのラウンドすでに2回使用しました
settlers-refused-uses-left = { $card }はこのラウンドあと{ $count }回しか使用できません
settlers-refused-discards-hand = { $card }は使用1回ごとに手札の{ $cards }を捨てます：指定されたのは{ $named }枚です
settlers-refused-discards-deals = { $card }は使用1回ごとに貿易を{ $count }枚捨てます：指定されたのは{ $named }枚です
settlers-refused-no-effect = { $card }には対象を選ぶ効果がありません
settlers-refused-needs = { $card }には{ $what }が必要です
settlers-refused-needs-faction-card = 建設する手札の派閥カード
settlers-refused-needs-deal = あなたの貿易1枚
settlers-refused-needs-production-location = あなたの生産ロケーション1つ
settlers-refused-needs-steal = 相手1人と、奪う資源
settlers-refused-needs-enemy-location = 相手のロケーション1つ
settlers-refused-needs-enemy-deal = 相手の貿易1枚
settlers-refused-needs-raze-good = 相手のロケーション1つと、その略奪欄の品物1つ
settlers-refused-needs-own-location = あなたのロケーション1つ
settlers-refused-needs-deal-to-build = 建設するあなたの貿易1枚
settlers-refused-needs-hand-card = 手札のカード1枚

# 相手に向けた効果。
settlers-refused-no-seat = このテーブルに席{ $seat }はありません
settlers-refused-not-yourself = 自分ではなく相手を選んでください
settlers-refused-opponent-passed = { $faction }はパスしています：このラウンドは選べません
settlers-refused-steal-resource-only = 奪えるのは木材、石材、食料だけです：{ $good }は奪えません
settlers-refused-victim-lacks = { $faction }は{ $good }を持っていません
settlers-refused-raze-with-tokens = { $by }で{ $card }を略奪するには{ $tokens }が必要ですが、持っているのは{ $have }個です
settlers-refused-discards-common-only = { $by }で捨てさせられるのは共通ロケーションだけですが、{ $card }は派閥ロケーションです
settlers-refused-not-their-deal = { $card }は{ $faction }の貿易ではありません
settlers-refused-raze-field-lacks = { $card }の略奪欄に{ $good }はありません

# 数を付けない品物の名前：「木材を持っていません」。
settlers-refused-good-wood = 木材
settlers-refused-good-stone = 石材
settlers-refused-good-food = 食料
settlers-refused-good-gold = 金
settlers-refused-good-worker = 労働者
settlers-refused-good-raze-token = 略奪トークン
settlers-refused-good-defense-token = 防御トークン
settlers-refused-good-card = カード
settlers-refused-good-common-card = 共通カード
settlers-refused-good-faction-card = 派閥カード
settlers-refused-good-vp = 勝利点
settlers-refused-good-samurai = 侍

# 労働者を使う。
settlers-refused-worker-goods = 労働者2人ごとに得るものを指定してください：木材、石材、食料、共通カード、派閥カードのいずれか
settlers-refused-workers-short = 労働者を{ $pairs }組使うには{ $workers }が必要ですが、持っているのは{ $have }人です

# 防御トークンと、日本人の侍。
settlers-refused-no-defense-token = 置ける防御トークンがありません
settlers-refused-defense-not-yours = { $card }はあなたのロケーションではありません：防御トークンは自分のロケーションに置きます
settlers-refused-defense-faction = { $card }は派閥ロケーションです：防御トークンは共通ロケーションに置きます
settlers-refused-has-defense = { $card }にはすでに防御トークンがあります
settlers-refused-samurai-japanese-only = 侍を配置できるのは日本人だけです
settlers-refused-samurai-places = 持っているロケーションより多くの侍の配置先を指定しています
settlers-refused-samurai-twice = { $card }が2回指定されています：1つのロケーションに置ける侍は1人です
settlers-refused-samurai-common = { $card }は共通ロケーションです：侍が守れるのは自分の派閥ロケーションだけです
settlers-refused-has-samurai = { $card }にはすでに侍がいます
settlers-refused-samurai-not-unguarded = { $card }には侍を置けません：守られていない自分の派閥ロケーションではありません
settlers-refused-samurai-workers = { $samurai }を配置するには{ $workers }が必要ですが、持っているのは{ $have }人です
settlers-refused-gives-no-samurai = { $card }では侍を得られません：配置先を指定しないでください
settlers-refused-samurai-too-many = { $card }で得られるのは{ $samurai }ですが、配置先を{ $places }か所指定しています
