export interface NotificationListCacheOptions {
  /** An entry older than this is not used even if its version is current (safety net); 0 turns the cache off. */
  ttlMs: number;
  /** Least recently used entries are dropped beyond this many. */
  maxEntries: number;
  now?: () => number;
}

interface Entry {
  version: string;
  body: string;
  until: number;
}

/**
 * In-process cache of serialised GET /notifications answers (the web polls them every 20 s, and most polls
 * find nothing new). An entry is served only while the feed version it was computed under is still the
 * user's current version ({@link FeedVersions}), so a change on any instance is seen by the next poll.
 */
export class NotificationListCache {
  private readonly entries = new Map<string, Entry>();
  private readonly now: () => number;
  hits = 0;
  misses = 0;

  constructor(private readonly opts: NotificationListCacheOptions) {
    this.now = opts.now ?? Date.now;
  }

  get enabled(): boolean {
    return this.opts.ttlMs > 0 && this.opts.maxEntries > 0;
  }

  get size(): number {
    return this.entries.size;
  }

  /** The key of one user's answer to one query (the query already normalised by its schema). */
  static key(userId: string, route: string, query: Record<string, unknown>): string {
    const parts = Object.keys(query)
      .sort()
      .map((k) => `${k}=${JSON.stringify(query[k])}`);
    return `${userId}|${route}|${parts.join("&")}`;
  }

  get(key: string, version: string): string | undefined {
    const hit = this.entries.get(key);
    if (hit && hit.version === version && hit.until > this.now()) {
      // Map order is insertion order: re-inserting keeps the most recently used last.
      this.entries.delete(key);
      this.entries.set(key, hit);
      this.hits++;
      return hit.body;
    }
    if (hit) this.entries.delete(key);
    this.misses++;
    return undefined;
  }

  set(key: string, version: string, body: string): void {
    this.entries.delete(key);
    this.entries.set(key, { version, body, until: this.now() + this.opts.ttlMs });
    while (this.entries.size > this.opts.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
  }
}
