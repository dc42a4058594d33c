-- Hand-written (schema.prisma cannot express GIN storage parameters): no fast-update pending list on the trigram
-- indexes of leads (docs/decisions/021-trigram-indexes-without-pending-list.md).
-- With fastupdate on, new entries go to an unsorted pending list that every search of the index reads in full until
-- VACUUM (autovacuum) or the 4 MB gin_pending_list_limit flushes it; with stale statistics the planner also costs
-- such an index as nearly free, and chose leads_phone_trgm_idx for the create's duplicate check "phone = x"
-- (pg_trgm >= 1.6 answers "=") instead of leads_phone_idx. Without a pending list every insert updates the index
-- in place and a search reads only the entries of its trigrams.
ALTER INDEX "leads_phone_trgm_idx" SET (fastupdate = off);
ALTER INDEX "leads_full_name_trgm_idx" SET (fastupdate = off);
-- Turning fastupdate off does not flush what is already pending: move it into the index now.
SELECT gin_clean_pending_list('leads_phone_trgm_idx'::regclass);
SELECT gin_clean_pending_list('leads_full_name_trgm_idx'::regclass);
