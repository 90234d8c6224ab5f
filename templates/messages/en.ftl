# The site's frame: its header, and the language switch at the foot of every page.
site-nav = Site
site-games = Games
site-leagues = Leagues
site-language = Language

# The account page.
account-language = The language of your pages and emails
