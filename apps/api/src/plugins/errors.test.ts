import { AppError } from "@portal/domain/app-error";
import Fastify from "fastify";
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from "fastify-type-provider-zod";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import errorsPlugin, { validationMessages } from "./errors";

async function appWith(handler: () => unknown) {
  const app = Fastify({ logger: false });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await app.register(errorsPlugin);
  app.withTypeProvider<ZodTypeProvider>().post(
    "/x",
    {
      schema: {
        body: z.object({ nested: z.object({ cep: z.string().length(8, { error: "deve ter 8 dígitos" }) }) }),
      },
    },
    async () => handler(),
  );
  return app;
}

describe("error handler", () => {
  it("never leaks internals on a 500", async () => {
    const app = await appWith(() => {
      throw new Error("segredo interno: senha do banco");
    });
    const res = await app.inject({ method: "POST", url: "/x", payload: { nested: { cep: "12345678" } } });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({
      statusCode: 500,
      error: "Internal Server Error",
      message: "Erro interno. Tente novamente mais tarde.",
    });
    expect(res.body).not.toContain("segredo");
  });

  it("passes AppError messages and status through", async () => {
    const app = await appWith(() => {
      throw new AppError("CONFLICT", "Unidade já reservada.");
    });
    const res = await app.inject({ method: "POST", url: "/x", payload: { nested: { cep: "12345678" } } });
    expect(res.json()).toEqual({ statusCode: 409, error: "Conflict", message: "Unidade já reservada." });
  });

  it("names nested fields with dots, quoted first", async () => {
    const app = await appWith(() => "ok");
    const res = await app.inject({ method: "POST", url: "/x", payload: { nested: { cep: "1" } } });
    expect(res.json()).toEqual({ statusCode: 400, error: "Bad Request", message: ['"nested.cep" deve ter 8 dígitos'] });
  });

  it("falls back to the validation context when an issue has no path", () => {
    expect(validationMessages([{ instancePath: "", message: "é obrigatório" }], "querystring")).toEqual([
      '"querystring" é obrigatório',
    ]);
  });
});
