/** Calls the API in-process (app.inject) as the demo users, signing each in once. */
import type { FastifyInstance } from "fastify";

const DEMO_PASSWORD = "Demo@2026";
type Method = "GET" | "POST" | "PUT" | "DELETE";

export class DemoApiClient {
  private cookies = new Map<string, string>();
  constructor(private readonly app: FastifyInstance) {}

  async login(email: string): Promise<string> {
    const res = await this.app.inject({
      method: "POST",
      url: "/users/login",
      payload: { email, password: DEMO_PASSWORD, working_systems: ["SALES"] },
    });
    if (res.statusCode !== 200) throw new Error(`demo login ${email}: ${res.statusCode} ${res.body}`);
    const cookie = res.cookies.map((c) => `${c.name}=${c.value}`).join("; ");
    this.cookies.set(email, cookie);
    return cookie;
  }

  async call<T>(email: string, method: Method, url: string, payload?: unknown, expect = [200, 201]): Promise<T> {
    const cookie = this.cookies.get(email) ?? (await this.login(email));
    const res = await this.app.inject({
      method,
      url,
      headers: { cookie },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
    if (!expect.includes(res.statusCode)) {
      throw new Error(`demo ${method} ${url} as ${email}: ${res.statusCode} ${res.body.slice(0, 500)}`);
    }
    return (res.body ? JSON.parse(res.body) : null) as T;
  }
}
