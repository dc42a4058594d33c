-- Marketing opt-out (LGPD, decision 084): when the lead asked to receive no more marketing messages (SAIR/PARAR or
-- WhatsApp's stop signal), and when it last opted back in. Null opt-out = may receive marketing.
-- AlterTable
ALTER TABLE "leads" ADD COLUMN "marketing_opt_out_at" TIMESTAMPTZ(3);
ALTER TABLE "leads" ADD COLUMN "marketing_opt_in_at" TIMESTAMPTZ(3);
