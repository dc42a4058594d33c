import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { MutationObserver, QueryObserver } from "@tanstack/react-query";
import { afterEach, describe, expect, it } from "vitest";
import { clock, createQueryClient } from "./query-client";

/** A query whose fetches answer only when the test says so; it records each fetch and whether it was aborted. */
function controlledQuery() {
  const fetches: { signal: AbortSignal; answer: (v: number) => void }[] = [];
  const queryFn = ({ signal }: { signal: AbortSignal }) =>
    new Promise<number>((resolve) => {
      fetches.push({ signal, answer: resolve });
    });
  return { fetches, queryFn };
}

const clients: ReturnType<typeof createQueryClient>[] = [];
afterEach(() => {
  for (const c of clients.splice(0)) c.clear();
});

async function observed(queryFn: ReturnType<typeof controlledQuery>["queryFn"]) {
  const client = createQueryClient();
  clients.push(client);
  const observer = new QueryObserver(client, { queryKey: ["thing"], queryFn, retry: false });
  const unsubscribe = observer.subscribe(() => undefined);
  await Promise.resolve();
  return { client, unsubscribe };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("invalidating a query whose fetch is in flight (decision 045)", () => {
  it("lets the fetch finish (never aborted) and, with no change since it started, takes its answer", async () => {
    const { fetches, queryFn } = controlledQuery();
    const { client } = await observed(queryFn);
    expect(fetches).toHaveLength(1);

    const done = client.invalidateQueries({ queryKey: ["thing"] });
    await settle();
    expect(fetches).toHaveLength(1);
    fetches[0]?.answer(1);
    await done;
    await settle();
    expect(fetches).toHaveLength(1);
    expect(fetches[0]?.signal.aborted).toBe(false);
    expect(client.getQueryData(["thing"])).toBe(1);
  });

  it("after a change since the fetch started (a pushed message), asks once more when it has answered", async () => {
    const { fetches, queryFn } = controlledQuery();
    const { client } = await observed(queryFn);
    client.noteChange();
    const done = client.invalidateQueries({ queryKey: ["thing"] });
    await settle();
    expect(fetches).toHaveLength(1);
    fetches[0]?.answer(1);
    await settle();
    expect(fetches).toHaveLength(2);
    fetches[1]?.answer(2);
    await done;
    expect(client.getQueryData(["thing"])).toBe(2);
    expect(fetches[0]?.signal.aborted).toBe(false);
  });

  it("a write answered while the fetch was in flight is such a change, counted before the write's own onSuccess", async () => {
    const { fetches, queryFn } = controlledQuery();
    const { client } = await observed(queryFn);
    let invalidated: Promise<void> | undefined;
    await new MutationObserver(client, {
      mutationFn: async () => "saved",
      onSuccess: () => {
        invalidated = client.invalidateQueries({ queryKey: ["thing"] });
      },
    }).mutate();
    fetches[0]?.answer(1);
    await settle();
    expect(fetches).toHaveLength(2);
    fetches[1]?.answer(2);
    await invalidated;
    expect(client.getQueryData(["thing"])).toBe(2);
  });

  it("asks again right away when nothing is in flight", async () => {
    const { fetches, queryFn } = controlledQuery();
    const { client } = await observed(queryFn);
    fetches[0]?.answer(1);
    await settle();
    const done = client.invalidateQueries({ queryKey: ["thing"] });
    await settle();
    expect(fetches).toHaveLength(2);
    fetches[1]?.answer(2);
    await done;
    expect(fetches).toHaveLength(2);
  });

  it("with cancelRefetch: false the caller takes the fetch in flight as the answer, even after a change (039)", async () => {
    const { fetches, queryFn } = controlledQuery();
    const { client } = await observed(queryFn);
    client.noteChange();
    const done = client.invalidateQueries({ queryKey: ["thing"] }, { cancelRefetch: false });
    fetches[0]?.answer(1);
    await done;
    await settle();
    expect(fetches).toHaveLength(1);
  });
});

describe("fetchedSince: whether a query's answer already includes an event", () => {
  it("is true only for a fetch that started at or after the given time", async () => {
    const { fetches, queryFn } = controlledQuery();
    const before = clock();
    const { client } = await observed(queryFn);
    const query = client.getQueryCache().find({ queryKey: ["thing"] });
    if (!query) throw new Error("no query");
    expect(client.fetchedSince(query, before)).toBe(true);
    fetches[0]?.answer(1);
    await settle();
    const event = clock() + 1;
    expect(client.fetchedSince(query, event)).toBe(false);
  });
});

describe("leaving a screen while it loads (decision 045)", () => {
  it("no query function reads the abort signal, so TanStack never cancels a request whose screen went away", () => {
    const src = path.resolve(import.meta.dirname, "..");
    const files = readdirSync(src, { recursive: true, encoding: "utf8" }).filter(
      (f) => /\.tsx?$/.test(f) && !f.endsWith(".test.ts"),
    );
    const readers = files.filter((f) =>
      /queryFn:\s*(async\s*)?\(\{[^}]*\bsignal\b/.test(readFileSync(path.join(src, f), "utf8")),
    );
    expect(readers).toEqual([]);
  });
});
