# サイトの枠：ヘッダーと、各ページ下部の言語切り替え。
site-nav = サイト
site-games = ゲーム
site-leagues = リーグ
site-language = 言語

# アカウントのページ。
account-language = ページとメールの言語
