import { randomUUID } from "node:crypto";
import type { EmailOutbox, PrismaClient } from "@portal/db/client";

type OutboxOverrides = Partial<Omit<EmailOutbox, "id">>;

/** Test factory: a PENDING, due email_outbox row with unique data. */
export function createOutboxRow(prisma: PrismaClient, overrides: OutboxOverrides = {}): Promise<EmailOutbox> {
  const unique = randomUUID().slice(0, 8);
  return prisma.emailOutbox.create({
    data: {
      to: `pessoa-${unique}@example.com`,
      subject: `Redefinição de senha ${unique}`,
      text: `Olá!\n\nUse o link: https://portal.local/redefinir-senha?token=${unique}\n`,
      template: "password-reset",
      ...overrides,
    },
  });
}

/** A row's current state, read fresh. */
export function readOutboxRow(prisma: PrismaClient, id: string): Promise<EmailOutbox> {
  return prisma.emailOutbox.findUniqueOrThrow({ where: { id } });
}
