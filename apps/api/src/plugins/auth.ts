import cookie from "@fastify/cookie";
import jwt from "@fastify/jwt";
import { AUTH_COOKIE, AUTH_COOKIE_NAMES } from "@portal/contracts/auth";
import { SESSION_TTL_SECONDS } from "@portal/contracts/common";
import { MSG } from "@portal/contracts/messages";
import { AppError } from "@portal/domain/app-error";
import type { AuthUser, TokenSigner } from "@portal/domain/ports";
import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestHookHandler } from "fastify";
import fp from "fastify-plugin";
import { assertReadOnlyAllows } from "./read-only";

declare module "fastify" {
  interface FastifyInstance {
    /** onRequest hook: 401 unless a live token of an active user is presented; 403 for a read_only user on a write route. */
    authenticate: onRequestHookHandler;
    /**
     * The signed-in caller of a public route, or null (no token, or a dead one): no 401, no cookie cleared. For
     * routes that treat signed-in callers apart, e.g. the lookup budgets (decision 059).
     */
    identify: (request: FastifyRequest) => Promise<AuthUser | null>;
    tokenSigner: TokenSigner;
    setSessionCookie: (reply: FastifyReply, token: string) => void;
    clearSessionCookie: (reply: FastifyReply) => void;
  }
  interface FastifyRequest {
    auth: AuthUser;
  }
}

declare module "@fastify/jwt" {
  interface FastifyJWT {
    payload: { sub: string; jti: string; roles: string[] };
  }
}

export interface AuthPluginOptions {
  secret: string;
  secureCookies: boolean;
  resolveSession: (userId: string, sessionId: string) => Promise<AuthUser | null>;
}

function tokenFrom(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (header) {
    const [scheme, value] = header.split(" ");
    if (scheme?.toLowerCase() === "bearer" && value) return value.trim();
  }
  for (const name of AUTH_COOKIE_NAMES) {
    const v = request.cookies[name];
    if (v) return v.replace(/^Bearer\s+/i, "");
  }
  return null;
}

const expired = (code: "INVALID_TOKEN" | "TOKEN_IS_MISSING") => new AppError(code, MSG.sessionExpired);

/** Expires every cookie name a token is read from: an HttpOnly one the web cannot delete itself included. */
function clearTokenCookies(reply: FastifyReply): void {
  for (const name of AUTH_COOKIE_NAMES) reply.clearCookie(name, { path: "/" });
}

export default fp(
  async function authPlugin(app: FastifyInstance, opts: AuthPluginOptions) {
    await app.register(cookie);
    await app.register(jwt, { secret: opts.secret, sign: { expiresIn: SESSION_TTL_SECONDS } });

    app.decorate("tokenSigner", { sign: (payload) => app.jwt.sign(payload) });
    app.decorateRequest("auth", null as unknown as AuthUser);

    app.decorate("authenticate", async function authenticate(request: FastifyRequest, reply: FastifyReply) {
      const token = tokenFrom(request);
      if (!token) throw expired("TOKEN_IS_MISSING");
      // A dead token is dropped from the browser with the answer (spec 8: the token cookie is cleared).
      const invalid = () => {
        clearTokenCookies(reply);
        return expired("INVALID_TOKEN");
      };
      let payload: { sub: string; jti: string };
      try {
        payload = app.jwt.verify(token);
      } catch {
        throw invalid();
      }
      if (!payload?.sub || !payload.jti) throw invalid();
      // Revoked (logout), expired server-side or deactivated user: refused at once.
      const user = await opts.resolveSession(payload.sub, payload.jti);
      if (!user) throw invalid();
      request.auth = user;
      // A read_only user writes nothing outside the allow-list, whatever the route (decision 028).
      assertReadOnlyAllows(request, user);
    });

    app.decorate("identify", async function identify(request: FastifyRequest): Promise<AuthUser | null> {
      const token = tokenFrom(request);
      if (!token) return null;
      let payload: { sub: string; jti: string };
      try {
        payload = app.jwt.verify(token);
      } catch {
        return null;
      }
      if (!payload?.sub || !payload.jti) return null;
      return opts.resolveSession(payload.sub, payload.jti);
    });

    app.decorate("setSessionCookie", (reply: FastifyReply, token: string) => {
      reply.setCookie(AUTH_COOKIE, token, {
        httpOnly: true,
        sameSite: "lax",
        secure: opts.secureCookies,
        path: "/",
        maxAge: SESSION_TTL_SECONDS,
      });
    });
    app.decorate("clearSessionCookie", clearTokenCookies);
  },
  { name: "auth" },
);
