# El marco del sitio: la cabecera y el selector de idioma al pie de cada página.
site-nav = Sitio
site-games = Partidas
site-leagues = Ligas
site-language = Idioma

# La página de la cuenta.
account-language = El idioma de tus páginas y correos
