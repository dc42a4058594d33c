import type { Notification, Prisma, PrismaClient } from "@portal/db/client";

let n = 0;

/** Inserts a notification (SALES, GENERIC, unread unless overridden); createdAt spaced 1 s apart by default. */
export function createNotification(
  prisma: PrismaClient,
  receiverId: string,
  overrides: Partial<Prisma.NotificationUncheckedCreateInput> = {},
): Promise<Notification> {
  n += 1;
  return prisma.notification.create({
    data: {
      receiverId,
      title: `Aviso ${n}`,
      message: `Mensagem de teste ${n}`,
      type: "GENERIC",
      workingSystems: ["SALES"],
      createdAt: new Date(Date.UTC(2026, 0, 1, 12, 0, n)),
      ...overrides,
    },
  });
}
