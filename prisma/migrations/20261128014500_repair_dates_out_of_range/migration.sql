-- Data only (decision 060): rows whose dates fall outside the years 1900..2100 that every date field now
-- requires. They were written before the request schemas had a range: an appointment at 9999-12-31T23:30Z ended in
-- year 10000, which no ISO string can carry back, so its GET and cancel answered 500 while it held its slots.
-- Idempotent: a second run finds nothing.

-- Appointments are DELETED, not cancelled: a cancelled row would keep its impossible dates and still break every
-- list that includes it (the lead's agenda). Their schedule_slots rows go with them (ON DELETE CASCADE), so the
-- slots are free again. Each removal is written to the lead's history, like a cancellation, naming the reason.
-- The ends_at bound is a day later: an appointment starting on 2100-12-31 may end on 2101-01-01.
WITH removed AS (
  DELETE FROM "schedules"
  WHERE "starts_at" < TIMESTAMPTZ '1900-01-01 00:00:00+00'
     OR "starts_at" >= TIMESTAMPTZ '2101-01-01 00:00:00+00'
     OR "ends_at" < TIMESTAMPTZ '1900-01-01 00:00:00+00'
     OR "ends_at" >= TIMESTAMPTZ '2101-01-02 00:00:00+00'
  RETURNING "id", "lead_id", "type"
)
INSERT INTO "lead_logs" ("id", "lead_id", "author_id", "type", "subtype", "text", "data", "created_at")
SELECT
  gen_random_uuid(),
  "lead_id",
  NULL,
  CASE "type"::text WHEN 'STAND_VISIT' THEN 'VISIT' WHEN 'OTHER' THEN 'NOTE' ELSE 'CALL' END,
  'CANCELED',
  'Cancelado: agendamento com data fora do intervalo de 1900 a 2100, removido por reparo de dados.',
  jsonb_build_object('schedule_id', "id", 'schedule_type', "type"::text, 'reason', 'DATE_OUT_OF_RANGE'),
  now()
FROM removed;

-- Availability shifts on a day outside the range (year 9999, say): their month cannot be requested any more,
-- so nobody could see or clear them. Deleted.
DELETE FROM "availability_schedules"
WHERE "day" < DATE '1900-01-01' OR "day" > DATE '2100-12-31';

-- Market index values of a month outside the range: no price update may ask for that month any more. Deleted.
DELETE FROM "market_indexes"
WHERE "month" < DATE '1900-01-01' OR "month" > DATE '2100-12-31';
