# Las páginas de Colonos del Imperio: la página del asiento (sus mesas, sus cartas, su
# formulario), las órdenes permanentes, las opciones de una partida nueva y la mesa de un paso
# del historial.

# Una carta en palabras: su nombre, mazo, tipo, colores, coste, campos y puntos; después, su
# habilidad tal como la dan los datos (en inglés).
settlers-card-named = { $name } — { $location }
settlers-card-location = { $kind } { $deck }
settlers-card-colours = { $location } ({ $colours })
settlers-card-deck-common = común
settlers-card-deck-barbarians = bárbara
settlers-card-deck-romans = romana
settlers-card-deck-japanese = japonesa
settlers-card-deck-egyptians = egipcia
settlers-card-kind-production = Localización de Producción
settlers-card-kind-feature = Localización de Característica
settlers-card-kind-action = Localización de Acción
settlers-card-kind-plain = Localización sin tipo
settlers-colour-brown = marrón
settlers-colour-grey = gris
settlers-colour-red = roja
settlers-colour-pink = rosa
settlers-colour-gold = dorada
settlers-colour-blue = azul
settlers-colour-black = negra
settlers-colour-purple = morada
settlers-card-costs = cuesta { $cost }
settlers-card-costs-nothing = no cuesta nada
settlers-card-costs-part-only = solo cuesta una Localización
settlers-card-cost-part = { $cost } más una Localización
settlers-card-raze = al arrasarla: { $goods }
settlers-card-no-raze = no se puede arrasar
settlers-card-deal = Acuerdo: { $goods }
settlers-card-worth = vale { $vp } al final
settlers-card-summary = { $fields }.
settlers-card-unverified = [{ settlers-unverified-mark }]
settlers-card-known = Nota: { $known }
settlers-card-translated = (El nombre en inglés es traducción nuestra: no se conoce el nombre oficial en inglés.)

# Lo que da una carta, contado en el Imperio.
settlers-per-colour = { $goods } por cada { $location } de tu Imperio (máx. { $max })
settlers-per-samurai = { $goods } por cada samurái que tengas desplegado (máx. { $max })
settlers-colour-location-brown = Localización marrón
settlers-colour-location-grey = Localización gris
settlers-colour-location-red = Localización roja
settlers-colour-location-pink = Localización rosa
settlers-colour-location-gold = Localización dorada
settlers-colour-location-blue = Localización azul
settlers-colour-location-black = Localización negra
settlers-colour-location-purple = Localización morada
# Un bien solo, como lo nombra una elección.
settlers-good-wood = madera
settlers-good-stone = piedra
settlers-good-food = comida
settlers-good-gold = oro
settlers-good-worker = trabajador
settlers-good-raze-token = ficha de arrasar
settlers-good-defense-token = ficha de defensa
settlers-good-card = carta
settlers-good-common-card = carta común
settlers-good-faction-card = carta de Facción
settlers-good-vp = PV
settlers-good-samurai = samurái
