-- WhatsApp chat sends (decision 083): an outbound message is recorded (status queued, no wamid yet) before the
-- provider call, so wamid becomes nullable (UNIQUE still holds for every wamid the provider gave); who wrote it, the
-- template it used, how many attempts it took, and when an inbound message was read in the portal.
-- AlterTable
ALTER TABLE "whatsapp_messages" ALTER COLUMN "wamid" DROP NOT NULL;
ALTER TABLE "whatsapp_messages" ADD COLUMN "sent_by_id" UUID;
ALTER TABLE "whatsapp_messages" ADD COLUMN "template_name" TEXT;
ALTER TABLE "whatsapp_messages" ADD COLUMN "attempts" INTEGER NOT NULL DEFAULT 0;
ALTER TABLE "whatsapp_messages" ADD COLUMN "read_at" TIMESTAMPTZ(3);

-- AddForeignKey
ALTER TABLE "whatsapp_messages" ADD CONSTRAINT "whatsapp_messages_sent_by_id_fkey" FOREIGN KEY ("sent_by_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- CreateIndex: the sweep's queued messages, and the unread count per lead.
CREATE INDEX "whatsapp_messages_queued_idx" ON "whatsapp_messages"("created_at") WHERE "status" = 'queued';
CREATE INDEX "whatsapp_messages_unread_idx" ON "whatsapp_messages"("lead_id") WHERE "direction" = 'IN' AND "read_at" IS NULL;
