-- Hand-written: trigram matching (similarity, % operator, gin_trgm_ops indexes) for the lead/user searches of
-- later issues. Extensions are not modelled in schema.prisma (no "postgresqlExtensions" preview feature), so the
-- schema engine neither creates nor drops this one.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
