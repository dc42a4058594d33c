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

  /** A multipart/form-data POST with text fields and one file (as the web's upload forms send it). */
  async upload<T>(
    email: string,
    url: string,
    fields: Record<string, string>,
    file: { field: string; name: string; type: string; data: Buffer },
  ): Promise<T> {
    const cookie = this.cookies.get(email) ?? (await this.login(email));
    const boundary = `----demo${Date.now().toString(16)}`;
    const parts: Buffer[] = [];
    for (const [k, v] of Object.entries(fields)) {
      parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
    }
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
      file.data,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    );
    const res = await this.app.inject({
      method: "POST",
      url,
      headers: { cookie, "content-type": `multipart/form-data; boundary=${boundary}` },
      payload: Buffer.concat(parts),
    });
    if (res.statusCode !== 201 && res.statusCode !== 200) {
      throw new Error(`demo upload ${url} as ${email}: ${res.statusCode} ${res.body.slice(0, 500)}`);
    }
    return JSON.parse(res.body) as T;
  }
}
