-- Data only (decision 035): sale buyers' phones cut by the old 11-digit web mask. The mask kept the first
-- 11 digits of the lead's E.164 phone ("5511997937563" -> "(55) 11997-9375"), so the buyer was saved with
-- those digits ("55119979375") or, once the contract added the country code, "55" + them ("5555119979375").
-- A buyer linked to a lead whose phone starts with those cut digits gets the lead's phone back. Any other
-- phone (the buyer's own number) is left alone. Idempotent: a repaired phone equals the lead's.
UPDATE sale_buyers AS b
SET phone = l.phone
FROM leads AS l
WHERE b.lead_id = l.id
  AND b.phone IS NOT NULL
  AND l.phone IS NOT NULL
  AND b.phone <> l.phone
  AND length(b.phone) BETWEEN 10 AND 13
  AND (
    (length(b.phone) < length(l.phone) AND b.phone = left(l.phone, length(b.phone)))
    OR (b.phone LIKE '55%' AND length(b.phone) - 2 < length(l.phone)
        AND substr(b.phone, 3) = left(l.phone, length(b.phone) - 2))
  );
