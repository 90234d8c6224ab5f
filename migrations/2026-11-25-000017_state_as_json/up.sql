-- A game's state is written whole and read whole, never queried inside: kept as the JSON text
-- it was written as, a read sends it as it is, where jsonb would be turned back into text on
-- every seat page and every decision.
ALTER TABLE games ALTER COLUMN state TYPE JSON USING state::json;
