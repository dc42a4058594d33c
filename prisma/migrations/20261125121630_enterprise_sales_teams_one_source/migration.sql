-- One source for an enterprise's sales teams (docs/decisions/037): enterprise_sales_teams.
-- Keep every team the old single column named (the detail page's "Time de vendas") before dropping it.
INSERT INTO "enterprise_sales_teams" ("enterprise_id", "sales_team_id")
SELECT "id", "sales_team_id" FROM "enterprises" WHERE "sales_team_id" IS NOT NULL
ON CONFLICT ("enterprise_id", "sales_team_id") DO NOTHING;

-- DropForeignKey
ALTER TABLE "enterprises" DROP CONSTRAINT "enterprises_sales_team_id_fkey";

-- AlterTable
ALTER TABLE "enterprises" DROP COLUMN "sales_team_id";
