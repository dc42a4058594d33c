/**
 * Loads Prisma's schema engine compiled to WebAssembly (@prisma/schema-engine-wasm) and connects it to PostgreSQL
 * through @prisma/adapter-pg. This replaces the native `schema-engine` binary that the Prisma CLI downloads (which
 * is not reachable from our machines). See docs/decisions/002-offline-migrations.md.
 *
 * Three @prisma/adapter-pg 7.10.x problems are worked around here:
 *  1. connectToShadowDb() drops the shadow database before closing its own pool (DROP fails: "being accessed by
 *     other users"): we create and drop the shadow database ourselves, with DROP DATABASE ... WITH (FORCE).
 *  2. Columns of PostgreSQL's internal "char" type (OID 18), returned by the engine's catalog queries
 *     (pg_class.relkind, ...), throw "Unsupported column type": a pg.Client subclass reports them as text.
 *  3. executeScript() splits the script on ";" (breaks $$ bodies and string literals, and is not atomic): we run
 *     the whole script as one simple-protocol query on one connection, which PostgreSQL executes as a single
 *     implicit transaction, like the native engine does.
 * The wasm glue also never clears its timers (a 10 s advisory-lock timeout stays pending after applyMigrations):
 * timers are unref'd here so they do not hold the event loop, and the CLI still exits explicitly.
 */
import { randomUUID } from "node:crypto";
import fs from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import { PrismaPg } from "@prisma/adapter-pg";
import {
  bindMigrationAwareSqlAdapterFactory,
  type SqlDriverAdapter,
  type SqlMigrationAwareDriverAdapterFactory,
} from "@prisma/driver-adapter-utils";
import type { SchemaContainer, SchemaEngine } from "@prisma/schema-engine-wasm/schema_engine_bg";
import * as runtime from "@prisma/schema-engine-wasm/schema_engine_bg";
import pg from "pg";
import { quoteIdent, withAdminClient, withDatabase } from "../pg-admin";

const PG_CHAR_OID = 18;
const PG_TEXT_OID = 25;

type FieldsCarrier = { fields?: { dataTypeID: number }[] } | undefined;

function charColumnsAsText<T>(res: T): T {
  for (const r of (Array.isArray(res) ? res : [res]) as FieldsCarrier[]) {
    for (const f of r?.fields ?? []) if (f.dataTypeID === PG_CHAR_OID) f.dataTypeID = PG_TEXT_OID;
  }
  return res;
}

/** Workaround 2: report PostgreSQL "char" (OID 18) result columns as text. */
class CharAsTextClient extends pg.Client {
  // biome-ignore lint/suspicious/noExplicitAny: mirrors pg.Client#query's many overloads
  override query(...args: any[]): any {
    const last = args.length - 1;
    if (typeof args[last] === "function") {
      const cb = args[last];
      args[last] = (err: unknown, res: unknown) => cb(err, err ? res : charColumnsAsText(res));
    } else if (args[0] && typeof args[0] === "object" && typeof args[0].callback === "function") {
      const cb = args[0].callback;
      args[0].callback = (err: unknown, res: unknown) => cb(err, err ? res : charColumnsAsText(res));
    }
    const out = (super.query as (...a: unknown[]) => unknown)(...args);
    return out && typeof (out as Promise<unknown>).then === "function"
      ? (out as Promise<unknown>).then(charColumnsAsText)
      : out;
  }
}

/** Workaround 3: run a migration script as one query on one connection. */
function withWholeScriptExecution<A extends SqlDriverAdapter>(adapter: A & { underlyingDriver(): pg.Pool }): A {
  const onError = (adapter as unknown as { onError(e: unknown): never }).onError.bind(adapter);
  adapter.executeScript = async (script: string) => {
    const client = await adapter.underlyingDriver().connect();
    try {
      await client.query(script);
    } catch (e) {
      onError(e); // converts to the adapter's DriverAdapterError, like the original method
    } finally {
      client.release();
    }
  };
  return adapter;
}

// Minimal typing of the WebAssembly global (our lib setting has no DOM types, and @types/node 20 omits it).
interface WasmApi {
  instantiate(
    bytes: Uint8Array,
    imports: Record<string, Record<string, unknown>>,
  ): Promise<{ instance: { exports: Record<string, unknown> } }>;
}
const wasmApi = (globalThis as unknown as { WebAssembly: WasmApi }).WebAssembly;

let wasmReady: Promise<void> | undefined;

/** The wasm glue reports Rust panics through this global (the Prisma CLI installs the same hook). */
let lastPanic: string | undefined;
const panicHost = globalThis as { PRISMA_WASM_PANIC_REGISTRY?: { set_message(message: string): void } };
panicHost.PRISMA_WASM_PANIC_REGISTRY ??= {
  set_message(message: string) {
    lastPanic = message;
    // Some panics surface as an uncaught RuntimeError ("unreachable") that kills the process: print the reason now.
    console.error("[schema-engine] panic:", message);
  },
};

/** Instantiates the wasm module once per process. */
function initWasm(): Promise<void> {
  wasmReady ??= (async () => {
    const require = createRequire(import.meta.url);
    const glue = require.resolve("@prisma/schema-engine-wasm/schema_engine_bg");
    const bytes = await fs.readFile(path.join(path.dirname(glue), "schema_engine_bg.wasm"));
    const imports: Record<string, unknown> = { ...runtime };
    for (const [name, fn] of Object.entries(runtime)) {
      if (name.startsWith("__wbg_setTimeout_") && typeof fn === "function") {
        imports[name] = (...args: unknown[]) => {
          const timer = (fn as (...a: unknown[]) => unknown)(...args);
          (timer as { unref?: () => void } | undefined)?.unref?.();
          return timer;
        };
      }
    }
    const { instance } = await wasmApi.instantiate(bytes, { "./schema_engine_bg.js": imports });
    runtime.__wbg_set_wasm(instance.exports);
    (instance.exports.__wbindgen_start as () => void)();
  })();
  return wasmReady;
}

export interface EngineHandle {
  engine: SchemaEngine;
  /** Frees the engine and closes every connection pool it opened. */
  close(): Promise<void>;
}

export interface OpenEngineOptions {
  /** Database the engine works on (deploy/status/reset). */
  databaseUrl: string;
  /**
   * Prisma schema files (path + content). Required by every command: the engine panics ("validate_multi_file()
   * must be called with at least one file") without them, even for applyMigrations.
   */
  schemaFiles: SchemaContainer[];
}

export async function openSchemaEngine({ databaseUrl, schemaFiles }: OpenEngineOptions): Promise<EngineHandle> {
  if (schemaFiles.length === 0) throw new Error("openSchemaEngine: schemaFiles is empty");
  await initWasm();
  const opened: SqlDriverAdapter[] = [];
  const base = new PrismaPg({ connectionString: databaseUrl, Client: CharAsTextClient, max: 4 });

  const factory: SqlMigrationAwareDriverAdapterFactory = {
    provider: base.provider,
    adapterName: base.adapterName,
    connect: async () => {
      const adapter = withWholeScriptExecution(await base.connect());
      opened.push(adapter);
      return adapter;
    },
    // Workaround 1: our own shadow database lifecycle, on the same server as databaseUrl.
    connectToShadowDb: async () => {
      const name = `prisma_migrate_shadow_db_${randomUUID().replace(/-/g, "")}`;
      await withAdminClient(databaseUrl, (admin) => admin.query(`CREATE DATABASE ${quoteIdent(name)}`));
      const shadowFactory = new PrismaPg({
        connectionString: withDatabase(databaseUrl, name),
        Client: CharAsTextClient,
        max: 4,
      });
      const shadow = withWholeScriptExecution(await shadowFactory.connect());
      const dispose = shadow.dispose.bind(shadow);
      let disposed = false;
      shadow.dispose = async () => {
        if (disposed) return;
        disposed = true;
        await dispose();
        await withAdminClient(databaseUrl, (admin) =>
          admin.query(`DROP DATABASE IF EXISTS ${quoteIdent(name)} WITH (FORCE)`),
        );
      };
      opened.push(shadow);
      return shadow;
    },
  };

  const bound = bindMigrationAwareSqlAdapterFactory(factory);
  const debug = (msg: unknown) => {
    if (process.env.DEBUG_SCHEMA_ENGINE) console.error("[schema-engine]", msg);
  };
  let engine: SchemaEngine;
  try {
    engine = await runtime.SchemaEngine.new(
      { datamodels: schemaFiles.map((f) => [f.path, f.content] as [string, string]) },
      debug,
      bound,
    );
  } catch (e) {
    await Promise.all(opened.map((a) => a.dispose().catch(() => {})));
    throw engineError(e);
  }

  return {
    engine,
    async close() {
      engine.free();
      await Promise.all(opened.map((a) => a.dispose().catch(() => {})));
      opened.length = 0;
    },
  };
}

/** The wasm engine rejects with plain objects or strings; normalise to Error with a readable message. */
export function engineError(e: unknown): Error {
  if (lastPanic) {
    const panic = lastPanic;
    lastPanic = undefined;
    return Object.assign(new Error(`schema engine panicked: ${panic}`), { cause: e });
  }
  if (e instanceof Error) return e;
  if (typeof e === "string") return new Error(e);
  if (e && typeof e === "object") {
    const o = e as { message?: unknown; error?: unknown; meta?: unknown };
    const msg = typeof o.message === "string" ? o.message : typeof o.error === "string" ? o.error : JSON.stringify(e);
    return Object.assign(new Error(msg), { cause: e });
  }
  return new Error(String(e));
}

/** Runs `fn` with an engine and always releases it. */
export async function withSchemaEngine<T>(
  opts: OpenEngineOptions,
  fn: (engine: SchemaEngine) => Promise<T>,
): Promise<T> {
  const handle = await openSchemaEngine(opts);
  try {
    return await fn(handle.engine).catch((e: unknown) => {
      throw engineError(e);
    });
  } finally {
    await handle.close();
  }
}
