/** Logs, movements and favourites of the bench leads (set-based SQL, see generate.ts). */
import { FOLLOW_UP_TYPES } from "@portal/contracts/lead-enums";
import { ANNOTATION_TEXTS } from "@portal/db/seed/leads/texts";
import type pg from "pg";
import { BENCH_ADMIN_EMAIL, BENCH_SPECIALIST_EMAIL } from "./bench-users";

const LOG_TEXTS = Object.values(ANNOTATION_TEXTS)
  .flat()
  .map((t) => t.replaceAll("{nome}", "o cliente").replaceAll("{emp}", "o empreendimento"));

/** A CREATED entry plus two annotations for every lead created in the last `days` days. */
export async function insertLogs(c: pg.Client, days: number): Promise<void> {
  await c.query(
    `INSERT INTO lead_logs (id, lead_id, author_id, type, text, status_profile, created_at)
     SELECT gen_random_uuid(), l.id, l.owner_id,
            CASE WHEN k = 1 THEN 'CREATED' ELSE ($1::text[])[1 + floor(random() * cardinality($1::text[]))::int] END,
            CASE WHEN k = 1 THEN 'Lead recebido pela distribuição.'
                 ELSE ($2::text[])[1 + floor(random() * cardinality($2::text[]))::int] END,
            CASE WHEN k > 1 THEN l.status_profile END,
            l.created_at + (k - 1) * random() * (now() - l.created_at) / 2
     FROM leads l CROSS JOIN generate_series(1, 3) k
     WHERE l.created_at > now() - make_interval(days => $3)`,
    [[...FOLLOW_UP_TYPES], LOG_TEXTS, days],
  );
}

/** The distribution movement of every owned lead created in the last `days` days. */
export async function insertMovements(c: pg.Client, days: number): Promise<void> {
  await c.query(
    `INSERT INTO lead_movements (id, lead_id, origin_user_id, destination_user_id, enterprise_id, reason, date_movimentation)
     SELECT gen_random_uuid(), l.id, NULL, l.owner_id, l.enterprise_id, 'DISTRIBUTION', l.created_at + interval '2 minutes'
     FROM leads l WHERE l.owner_id IS NOT NULL AND l.created_at > now() - make_interval(days => $1)`,
    [days],
  );
}

/** Favourites of the two users the bench logs in as (own leads for the specialist, any for the admin). */
export async function insertFavorites(c: pg.Client): Promise<void> {
  await c.query(
    `INSERT INTO lead_favorites (user_id, lead_id)
     SELECT u.id, l.id FROM users u JOIN leads l ON l.owner_id = u.id
     WHERE u.email = $1 ORDER BY l.created_at DESC LIMIT 150`,
    [BENCH_SPECIALIST_EMAIL],
  );
  await c.query(
    `INSERT INTO lead_favorites (user_id, lead_id)
     SELECT u.id, l.id FROM users u CROSS JOIN LATERAL (SELECT id FROM leads TABLESAMPLE SYSTEM (1) LIMIT 300) l
     WHERE u.email = $1 ON CONFLICT DO NOTHING`,
    [BENCH_ADMIN_EMAIL],
  );
}
