-- AlterTable
ALTER TABLE "roulette_agents" ADD COLUMN     "added_by_id" UUID;

-- Membership vs presence (docs/decisions/036): roulette_agents rows are the memberships and stay through
-- check-out. Existing rows are kept as memberships; rows whose user no longer exists could never be offered a
-- lead (the rotation needs the user) and would block the foreign key, so they go.
DELETE FROM "roulette_agents" a WHERE NOT EXISTS (SELECT 1 FROM "users" u WHERE u.id = a.user_id);

-- AddForeignKey
ALTER TABLE "roulette_agents" ADD CONSTRAINT "roulette_agents_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "roulette_agents" ADD CONSTRAINT "roulette_agents_added_by_id_fkey" FOREIGN KEY ("added_by_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;
