/** GET /leads/{id} and the read-only temporary links (the lead, its history and files through a token). */
import { describe, expect, it } from "vitest";
import { createLead, createLeadLog, leadWrites } from "./factories/leads";
import {
  admin,
  ctx,
  get,
  marketing,
  onlineCoordinator,
  owner,
  put,
  setUpLeadsDetail,
  stranger,
} from "./factories/leads-detail";
import { multipartBody, SAMPLE_FILES } from "./factories/pre-leads";

setUpLeadsDetail();

describe("GET /leads/{id}", () => {
  it("shows the owner every field of the lead, and 404 to a specialist outside the scope", async () => {
    const lead = await createLead(ctx.prisma, { ownerId: owner.user.id, email: "cliente@exemplo.com" });
    const mine = await get(owner, `/leads/${lead.id}`);
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toMatchObject({
      _id: lead.id,
      email: "cliente@exemplo.com",
      temporary_token: null,
      address: null,
    });
    expect(Object.keys(mine.json())).toEqual(
      expect.arrayContaining(["document", "notary_notes", "marriage_regime", "dob"]),
    );
    const theirs = await get(stranger, `/leads/${lead.id}`);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().message).toBe("Lead não encontrado.");
    expect((await get(owner, "/leads/00000000-0000-4000-8000-000000000000")).statusCode).toBe(404);
    expect((await get(owner, "/leads/abc")).json().message[0]).toMatch(/^"id"/);
  });
});

describe("temporary links", () => {
  it("lets only an ONLINE_COORDINATOR create a link", async () => {
    const lead = await createLead(ctx.prisma, { ownerId: owner.user.id });
    for (const who of [admin, owner, marketing]) {
      const res = await ctx.app.inject({
        method: "POST",
        url: `/leads/${lead.id}/links`,
        headers: who.headers,
        payload: {},
      });
      expect(res.statusCode).toBe(403);
    }
    expect(await ctx.prisma.leadLink.count()).toBe(0);
  });

  it("opens the lead read-only for anyone authenticated with a valid token, until it expires", async () => {
    const lead = await createLead(ctx.prisma, { ownerId: owner.user.id });
    const created = await ctx.app.inject({
      method: "POST",
      url: `/leads/${lead.id}/links`,
      headers: onlineCoordinator.headers,
      payload: { expires_in_hours: 2 },
    });
    expect(created.statusCode).toBe(201);
    const { token, url, expires_at } = created.json();
    expect(url).toContain(`/leads/${lead.id}?temporary_token=`);
    expect(new Date(expires_at).getTime() - Date.now()).toBeGreaterThan(1.9 * 3_600_000);
    const stored = await ctx.prisma.leadLink.findFirstOrThrow({ where: { leadId: lead.id } });
    expect(stored.tokenHash).not.toBe(token);

    const viaLink = await get(stranger, `/leads/${lead.id}?temporary_token=${token}`);
    expect(viaLink.statusCode).toBe(200);
    expect(viaLink.json()).toMatchObject({ _id: lead.id, temporary_token: token });
    // Read-only: the link opens nothing else.
    expect((await get(stranger, `/leads/${lead.id}/logs`)).statusCode).toBe(404);
    expect((await put(stranger, `/leads/${lead.id}`, { full_name: "Hack" })).statusCode).toBe(404);

    expect((await get(stranger, `/leads/${lead.id}?temporary_token=${"x".repeat(43)}`)).statusCode).toBe(404);
    const other = await createLead(ctx.prisma, { ownerId: owner.user.id });
    expect((await get(stranger, `/leads/${other.id}?temporary_token=${token}`)).statusCode).toBe(404);

    await ctx.prisma.leadLink.update({ where: { id: stored.id }, data: { expiresAt: new Date(Date.now() - 1000) } });
    const expired = await get(stranger, `/leads/${lead.id}?temporary_token=${token}`);
    expect(expired.statusCode).toBe(404);
    expect(expired.json().message).toBe("Link inválido ou expirado.");
  });

  it("opens the lead's history (logs, movements) and files for reading, and nothing to write", async () => {
    const lead = await createLead(ctx.prisma, { ownerId: owner.user.id });
    await createLeadLog(ctx.prisma, { leadId: lead.id, authorId: owner.user.id, type: "CALL", text: "Ligou" });
    await ctx.prisma.leadMovement.create({
      data: { leadId: lead.id, originUserId: null, destinationUserId: owner.user.id, reason: "TRANSFER" },
    });
    const upload = multipartBody({ fileType: "RG" }, [{ name: "rg.pdf", data: SAMPLE_FILES.pdf }]);
    const up = await ctx.app.inject({
      method: "POST",
      url: `/leads/${lead.id}/files`,
      headers: { ...owner.headers, ...upload.headers },
      payload: upload.payload,
    });
    expect(up.statusCode).toBe(201);
    const fileId = up.json().fileId;
    const token = (
      await ctx.app.inject({
        method: "POST",
        url: `/leads/${lead.id}/links`,
        headers: onlineCoordinator.headers,
        payload: { expires_in_hours: 1 },
      })
    ).json().token;
    const t = `temporary_token=${token}`;

    // Without the token: 404 as for any lead outside the scope.
    for (const url of [`/leads/${lead.id}/logs`, `/leads/${lead.id}/files`, `/leads/${lead.id}/files/${fileId}`]) {
      expect((await get(stranger, url)).statusCode, url).toBe(404);
    }
    const logs = await get(stranger, `/leads/${lead.id}/logs?${t}`);
    expect(logs.statusCode).toBe(200);
    expect(logs.json().payload.map((l: { text: string }) => l.text)).toContain("Ligou");
    const files = await get(stranger, `/leads/${lead.id}/files?${t}`);
    expect(files.statusCode).toBe(200);
    expect(files.json().payload).toHaveLength(1);
    const file = await get(stranger, `/leads/${lead.id}/files/${fileId}?${t}`);
    expect(file.statusCode).toBe(200);
    expect(file.headers["content-type"]).toBe("application/pdf");
    // Movements: without the token a specialist sees only movements involving them; with it, the lead's history.
    expect((await get(stranger, `/leads/movements?lead_id=${lead.id}`)).json().payload).toHaveLength(0);
    const moves = await get(stranger, `/leads/movements?lead_id=${lead.id}&${t}`);
    expect(moves.json().payload).toHaveLength(1);
    const noLead = await get(stranger, `/leads/movements?${t}`);
    expect(noLead.statusCode).toBe(400);
    expect(noLead.json().message[0]).toMatch(/^"lead_id"/);

    // The token opens only its lead, and only for reading.
    const other = await createLead(ctx.prisma, { ownerId: owner.user.id });
    expect((await get(stranger, `/leads/${other.id}/logs?${t}`)).statusCode).toBe(404);
    expect((await get(stranger, `/leads/${other.id}/files?${t}`)).statusCode).toBe(404);
    expect((await get(stranger, `/leads/movements?lead_id=${other.id}&${t}`)).statusCode).toBe(404);
    const before = await leadWrites(ctx.prisma);
    const annotate = await ctx.app.inject({
      method: "POST",
      url: `/leads/${lead.id}/annotations?${t}`,
      headers: stranger.headers,
      payload: { text: "Invasão", type: "NOTE" },
    });
    expect(annotate.statusCode).toBe(404);
    const del = await ctx.app.inject({
      method: "DELETE",
      url: `/leads/${lead.id}/files?fileType=RG&${t}`,
      headers: stranger.headers,
    });
    expect(del.statusCode).not.toBe(200);
    expect(await leadWrites(ctx.prisma)).toEqual(before);
    expect(await ctx.prisma.leadFile.count({ where: { leadId: lead.id } })).toBe(1);

    // Expired: the reads close again.
    await ctx.prisma.leadLink.updateMany({ where: { leadId: lead.id }, data: { expiresAt: new Date(Date.now() - 1) } });
    const expired = await get(stranger, `/leads/${lead.id}/logs?${t}`);
    expect(expired.statusCode).toBe(404);
    expect(expired.json().message).toBe("Link inválido ou expirado.");
    expect((await get(stranger, `/leads/${lead.id}/files/${fileId}?${t}`)).statusCode).toBe(404);
  });

  it("refuses expires_in_hours outside 1..168", async () => {
    const lead = await createLead(ctx.prisma);
    for (const hours of [0, 169, "24"]) {
      const res = await ctx.app.inject({
        method: "POST",
        url: `/leads/${lead.id}/links`,
        headers: onlineCoordinator.headers,
        payload: { expires_in_hours: hours },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().message[0]).toMatch(/^"expires_in_hours"/);
    }
  });
});
