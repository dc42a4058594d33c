-- Candidate indexes for GET /leads, measured by the bench (docs/decisions/008-lead-list-performance.md).
-- Every list query filters "excluded = <bool>" (false unless ?excluded=true). Partial indexes on NOT excluded hold
-- only the rows a list can show, and ending each with id (the tie-break of every ORDER BY) lets the page query
-- (SELECT l.id ... ORDER BY <col>, id LIMIT/OFFSET) and the capped count run as index-only scans: no heap visit
-- to check "excluded", which is what makes deep pages, specialist wallets and mid-size filters slow today.
-- They replace the six migrated filter indexes of the same columns (20261121231703_leads); the sort indexes of
-- 20261121234943_lead_sort_indexes stay as they are.
-- Bench: pnpm bench:leads --reuse --extra-sql=leads-list/candidate-indexes.sql --drop-extra=leads-list/candidate-indexes-undo.sql --tag=candidates
DROP INDEX IF EXISTS leads_last_interest_at_idx;
DROP INDEX IF EXISTS leads_owner_id_last_interest_at_idx;
DROP INDEX IF EXISTS leads_enterprise_id_status_last_interest_at_idx;
DROP INDEX IF EXISTS leads_status_last_interest_at_idx;
DROP INDEX IF EXISTS leads_interest_level_city_idx;
DROP INDEX IF EXISTS leads_created_at_idx;

CREATE INDEX leads_list_last_interest_idx ON leads (last_interest_at DESC, id DESC) WHERE NOT excluded;
CREATE INDEX leads_list_owner_idx ON leads (owner_id, last_interest_at DESC, id DESC) WHERE NOT excluded;
CREATE INDEX leads_list_owner_status_idx ON leads (owner_id, status, last_interest_at DESC, id DESC) WHERE NOT excluded;
CREATE INDEX leads_list_enterprise_status_idx ON leads (enterprise_id, status, last_interest_at DESC, id DESC) WHERE NOT excluded;
CREATE INDEX leads_list_status_idx ON leads (status, last_interest_at DESC, id DESC) WHERE NOT excluded;
CREATE INDEX leads_list_interest_city_idx ON leads (interest_level, city, last_interest_at DESC, id DESC) WHERE NOT excluded;
CREATE INDEX leads_list_created_idx ON leads (created_at, id) WHERE NOT excluded;
-- ?excluded=true (the deleted leads): small, keeps that list off a sequential scan once the above are partial.
CREATE INDEX leads_list_excluded_idx ON leads (last_interest_at DESC, id DESC) WHERE excluded;
