import type { PrismaClient } from "@portal/db/client";

export interface OutboxEmail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  template: string;
}

export class OutboxRepository {
  constructor(private readonly db: PrismaClient) {}

  async add(email: OutboxEmail): Promise<string> {
    const row = await this.db.emailOutbox.create({ data: email, select: { id: true } });
    return row.id;
  }
}
