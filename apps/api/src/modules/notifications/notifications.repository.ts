import type { Notification, NotificationType, PrismaClient } from "@portal/db/client";

export type NotificationRow = Notification;

export interface NewNotification {
  receiverId: string;
  title: string;
  message: string;
  type: NotificationType;
  linkedContent?: string | null;
  enterpriseId?: string | null;
  unitId?: string | null;
  deadline?: Date | null;
  workingSystems?: ("SALES" | "CLIENTS")[];
}

/** Data access for notifications. Extend with list/mark-read queries. */
export class NotificationsRepository {
  constructor(private readonly db: PrismaClient) {}

  create(n: NewNotification): Promise<NotificationRow> {
    return this.db.notification.create({ data: { ...n, workingSystems: n.workingSystems ?? ["SALES"] } });
  }
}
