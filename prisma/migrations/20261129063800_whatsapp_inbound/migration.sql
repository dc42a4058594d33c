-- WhatsApp inbound webhook storage (decision 081): messages keyed by Meta's wamid (at-least-once delivery), contacts by wa_id.
-- CreateEnum
CREATE TYPE "WhatsAppDirection" AS ENUM ('IN', 'OUT');

-- CreateTable
CREATE TABLE "whatsapp_messages" (
    "id" UUID NOT NULL,
    "wamid" TEXT NOT NULL,
    "direction" "WhatsAppDirection" NOT NULL,
    "phone_number_id" TEXT NOT NULL,
    "wa_id" TEXT NOT NULL,
    "lead_id" UUID,
    "type" TEXT NOT NULL,
    "body" TEXT,
    "media_id" TEXT,
    "sent_at" TIMESTAMPTZ(3),
    "status" TEXT,
    "status_at" TIMESTAMPTZ(3),
    "error_code" INTEGER,
    "error_title" TEXT,
    "raw" JSONB NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "whatsapp_messages_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "whatsapp_contacts" (
    "wa_id" TEXT NOT NULL,
    "profile_name" TEXT,
    "lead_id" UUID,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "whatsapp_contacts_pkey" PRIMARY KEY ("wa_id")
);

-- CreateIndex
CREATE UNIQUE INDEX "whatsapp_messages_wamid_key" ON "whatsapp_messages"("wamid");

-- CreateIndex
CREATE INDEX "whatsapp_messages_wa_id_sent_at_idx" ON "whatsapp_messages"("wa_id", "sent_at");

-- CreateIndex
CREATE INDEX "whatsapp_messages_lead_id_sent_at_idx" ON "whatsapp_messages"("lead_id", "sent_at");

-- CreateIndex
CREATE INDEX "whatsapp_contacts_lead_id_idx" ON "whatsapp_contacts"("lead_id");

-- AddForeignKey
ALTER TABLE "whatsapp_messages" ADD CONSTRAINT "whatsapp_messages_lead_id_fkey" FOREIGN KEY ("lead_id") REFERENCES "leads"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "whatsapp_contacts" ADD CONSTRAINT "whatsapp_contacts_lead_id_fkey" FOREIGN KEY ("lead_id") REFERENCES "leads"("id") ON DELETE SET NULL ON UPDATE CASCADE;
