import { MSG } from "@portal/contracts/messages";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { apiRequest, buildQuery, configureApiClient } from "./api-client";
import { ApiError, errorMessage } from "./api-error";

function jsonResponse(status: number, payload: unknown): Response {
  return new Response(payload === undefined ? null : JSON.stringify(payload), {
    status,
    headers: { "Content-Type": "application/json" },
  });
}

describe("buildQuery", () => {
  it("leaves out empty values and keeps zero and false", () => {
    expect(buildQuery({ search: "", role: undefined, active: null, skip: 0, only: false, name: " Ana " })).toBe(
      "?skip=0&only=false&name=Ana",
    );
  });
  it("repeats array values and returns '' when nothing is left", () => {
    expect(buildQuery({ type: ["NOTE", "", "CALL"] })).toBe("?type=NOTE&type=CALL");
    expect(buildQuery({ a: "", b: undefined })).toBe("");
    expect(buildQuery(undefined)).toBe("");
  });
});

describe("apiRequest", () => {
  const fetchMock = vi.fn<typeof fetch>();
  const onSessionExpired = vi.fn();
  const onMaintenance = vi.fn();

  beforeEach(() => {
    vi.stubGlobal("fetch", fetchMock);
    configureApiClient({ onSessionExpired, onMaintenance });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
    onSessionExpired.mockReset();
    onMaintenance.mockReset();
  });

  it("a failed call says the spec's generic failure of its kind: read, create, change or removal", async () => {
    const failWith = async (method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE") => {
      fetchMock.mockResolvedValueOnce(
        jsonResponse(500, { statusCode: 500, error: "Internal Server Error", message: "x" }),
      );
      return errorMessage(await apiRequest("/leads", { method }).catch((e: unknown) => e));
    };
    expect(await failWith("GET")).toBe("Falha, tente novamente...");
    expect(await failWith("POST")).toBe("Falha, tente novamente!");
    expect(await failWith("PUT")).toBe("Falha, tente novamente");
    expect(await failWith("PATCH")).toBe("Falha, tente novamente");
    expect(await failWith("DELETE")).toBe("Falha. Tente novamente!");
  });

  it("sends cookies and a JSON body, and returns the parsed answer", async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { message: "ok", extra: 1 }));
    const result = await apiRequest("/password/forgot", {
      method: "POST",
      body: { email: "a@b.com" },
      schema: z.object({ message: z.string() }),
    });
    expect(result).toEqual({ message: "ok" });
    const [url, init = {}] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe("http://localhost:3333/password/forgot");
    expect(init.credentials).toBe("include");
    expect(init.method).toBe("POST");
    expect(init.body).toBe('{"email":"a@b.com"}');
    expect((init.headers as Record<string, string>)["Content-Type"]).toBe("application/json");
  });

  it("ends the session once on 401 INVALID_TOKEN and throws an ApiError", async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(401, { statusCode: 401, error: "INVALID_TOKEN", message: "Token inválido" }),
    );
    const error = await apiRequest("/users/my-profile").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(401);
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
  });

  it("does not end the session on a wrong-password 401", async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(401, { statusCode: 401, error: "Unauthorized", message: MSG.invalidCredentials }),
    );
    await expect(apiRequest("/users/login", { method: "POST", body: {} })).rejects.toThrow(MSG.invalidCredentials);
    expect(onSessionExpired).not.toHaveBeenCalled();
  });

  it("does not end the session when the call opts out (logout)", async () => {
    fetchMock.mockResolvedValue(jsonResponse(401, { statusCode: 401, error: "TOKEN_IS_MISSING", message: "x" }));
    await expect(apiRequest("/users/logout", { method: "POST", ignoreSessionExpiry: true })).rejects.toBeInstanceOf(
      ApiError,
    );
    expect(onSessionExpired).not.toHaveBeenCalled();
  });

  it("switches to maintenance on 503 'Sistema em manutenção.'", async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(503, { statusCode: 503, error: "Service Unavailable", message: MSG.maintenanceTitle }),
    );
    await expect(apiRequest("/users/my-profile")).rejects.toBeInstanceOf(ApiError);
    expect(onMaintenance).toHaveBeenCalledTimes(1);
  });

  it("turns a network failure into status 0 and an off-contract answer into 502", async () => {
    fetchMock.mockRejectedValueOnce(new TypeError("Failed to fetch"));
    await expect(apiRequest("/app-config")).rejects.toMatchObject({ status: 0 });
    fetchMock.mockResolvedValueOnce(jsonResponse(200, { unexpected: true }));
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    await expect(apiRequest("/app-config", { schema: z.object({ version: z.string() }) })).rejects.toMatchObject({
      status: 502,
    });
  });

  it("sends FormData as is, without a JSON content type", async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, {}));
    const form = new FormData();
    form.append("file", new Blob(["x"], { type: "image/png" }), "a.png");
    await apiRequest("/admin/profile/image", { method: "POST", body: form });
    const init = fetchMock.mock.calls[0]?.[1] ?? {};
    expect(init.body).toBe(form);
    expect((init.headers as Record<string, string>)["Content-Type"]).toBeUndefined();
  });
});
