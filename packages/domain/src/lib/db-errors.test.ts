import { describe, expect, it } from "vitest";
import { isDatabaseBusy, isDatabaseUnavailable } from "./db-errors";

/** node-postgres's DatabaseError as it arrives from the server (the fields the adapter reads). */
const pgError = (code: string, message: string) => Object.assign(new Error(message), { code, severity: "FATAL" });
const socketError = (code: string) =>
  Object.assign(new Error(`connect ${code} 127.0.0.1:5432`), { code, errno: -111, syscall: "connect" });
/** Prisma's known error as the adapter reports a server error (shape captured from a real pg_terminate_backend). */
const prismaWithCause = (code: string, cause: object) =>
  Object.assign(new Error("Invalid `prisma.$queryRaw()` invocation"), {
    name: "PrismaClientKnownRequestError",
    code,
    meta: { driverAdapterError: { name: "DriverAdapterError", cause } },
  });

describe("isDatabaseUnavailable", () => {
  it.each([
    ["Prisma can't reach the server (P1001)", prismaWithCause("P1001", { kind: "DatabaseNotReachable", port: 1 })],
    ["a raw query on an unreachable server (P2010)", prismaWithCause("P2010", { kind: "DatabaseNotReachable" })],
    [
      "a raw query whose backend was terminated (57P01)",
      prismaWithCause("P2010", { kind: "postgres", code: "57P01", originalCode: "57P01" }),
    ],
    ["the server starting up or shutting down (57P03)", prismaWithCause("P2010", { kind: "postgres", code: "57P03" })],
    ["the server closed the connection (P1017)", Object.assign(new Error("Server has closed"), { code: "P1017" })],
    ["the adapter's connection closed", prismaWithCause("P2010", { kind: "ConnectionClosed" })],
    [
      "a bare DriverAdapterError",
      Object.assign(new Error("ConnectionClosed"), { name: "DriverAdapterError", cause: { kind: "ConnectionClosed" } }),
    ],
    ["Prisma's initialization error", Object.assign(new Error("Can't reach"), { errorCode: "P1001" })],
    ["pg: admin_shutdown", pgError("57P01", "terminating connection due to administrator command")],
    ["pg: cannot_connect_now", pgError("57P03", "the database system is starting up")],
    ["pg: crash_shutdown", pgError("57P02", "terminating connection because of crash of another server process")],
    ["pg: connection failure (class 08)", pgError("08006", "connection failure")],
    ["pg: connection refused", socketError("ECONNREFUSED")],
    ["pg: connection reset", socketError("ECONNRESET")],
    ["pg: connection ended", new Error("Connection terminated unexpectedly")],
    ["pg: connect timeout", new Error("Connection terminated due to connection timeout")],
    [
      "a host with two addresses, both refusing",
      new AggregateError([socketError("ECONNREFUSED"), socketError("ECONNREFUSED")]),
    ],
  ])("%s", (_label, err) => {
    expect(isDatabaseUnavailable(err)).toBe(true);
    expect(isDatabaseBusy(err)).toBe(false);
  });

  it.each([
    ["a unique violation", prismaWithCause("P2002", { kind: "UniqueConstraintViolation" })],
    ["a syntax error", pgError("42601", 'syntax error at or near "x"')],
    ["a deadlock", prismaWithCause("P2010", { kind: "postgres", code: "40P01" })],
    ["a query canceled by statement_timeout", pgError("57014", "canceling statement due to statement timeout")],
    [
      "a provider's refused fetch",
      Object.assign(new TypeError("fetch failed"), { cause: socketError("ECONNREFUSED") }),
    ],
    ["the pool's wait timeout (busy, decision 056)", new Error("timeout exceeded when trying to connect")],
    ["a plain bug", new TypeError("Cannot read properties of undefined")],
    ["nothing", undefined],
  ])("not %s", (_label, err) => {
    expect(isDatabaseUnavailable(err)).toBe(false);
  });
});
