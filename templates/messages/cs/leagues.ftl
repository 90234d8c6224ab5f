# Ligy: jejich stránky, sezóny, tabulky a rating a jejich e-maily.

# Stránka sezóny a její tabulky.
season-days = { $first } – { $last }
season-game-won-by = 1. místo: { $names }
season-game-abandoned = ukončená
