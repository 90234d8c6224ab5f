# Settlers: Zrození Impéria: kde hra stojí.

settlers-round = Kolo { $round } z { $rounds }
settlers-step-lookout = Rozhled, draft { $draft }, výběr { $pick } z { $picks }
settlers-step-alternate-keep = Rozhled: ponech si 1, ostatní pošli dál
settlers-step-alternate-second = Rozhled: ponech si 1 z obdržených karet
settlers-step-production-choices = Volby produkce
settlers-step-production-keep = Produkce: ponech si karty frakce
settlers-step-action = Fáze akcí
settlers-game-over = Konec hry
