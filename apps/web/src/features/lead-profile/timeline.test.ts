import type { LeadLogDto } from "@portal/contracts/leads";
import { describe, expect, it } from "vitest";
import { buildTimeline } from "./timeline";

const LEAD = "11111111-1111-4111-8111-111111111111";
const ANA = { _id: "aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa", full_name: "Ana Souza" };
const BIA = { _id: "bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb", full_name: "Bia Lima" };
const COORD = { _id: "cccccccc-cccc-4ccc-8ccc-cccccccccccc", full_name: "Carla Coord" };

function log(partial: Partial<LeadLogDto> & Pick<LeadLogDto, "_id" | "type" | "createdAt">): LeadLogDto {
  return {
    lead_id: LEAD,
    subtype: null,
    text: null,
    message: null,
    status_profile: null,
    data: null,
    author: COORD,
    ...partial,
  };
}

function movement(id: string, at: string, from: typeof ANA | null, to: typeof ANA | null, reason = "TRANSFER") {
  return {
    _id: id,
    lead: { _id: LEAD, full_name: "Lead" },
    origin_user: from,
    destination_user: to,
    actor: COORD,
    enterprise: null,
    reason,
    date_movimentation: at,
  };
}

describe("lead history timeline", () => {
  it("describes annotations, status changes with reasons and funnel stages", () => {
    const entries = buildTimeline(
      [
        log({ _id: "1", type: "CALL", text: "Ligou de volta", createdAt: "2026-11-20T10:00:00Z" }),
        log({
          _id: "2",
          type: "STATUS",
          subtype: "FILED",
          data: {
            status: { from: "TALKING", to: "FILED" },
            reason: "RENTAL",
            status_profile: { from: null, to: "MEETING" },
          },
          createdAt: "2026-11-20T11:00:00Z",
        }),
        log({ _id: "3", type: "STATUS", data: { from: "NEW", to: "SOLD" }, createdAt: "2026-11-19T09:00:00Z" }),
      ],
      [],
    );
    expect(entries.map((e) => e.id)).toEqual(["2", "1", "3"]);
    expect(entries[0]).toMatchObject({
      kind: "status",
      title: "Status alterado",
      details: ["Em conversa → Arquivado", "Motivo: Procura aluguel", "Estágio do funil: Reunião"],
    });
    expect(entries[1]).toMatchObject({
      kind: "annotation",
      followUp: "CALL",
      title: "Ligação",
      text: "Ligou de volta",
    });
    expect(entries[2]?.details).toEqual(["Novo → Vendido"]);
  });

  it("names the people of an owner change from the movements and does not repeat the movement", () => {
    const entries = buildTimeline(
      [
        log({
          _id: "10",
          type: "OWNER",
          subtype: "TRANSFER",
          data: { from: ANA._id, to: BIA._id },
          createdAt: "2026-11-20T12:00:00.100Z",
        }),
      ],
      [movement("m1", "2026-11-20T12:00:00.000Z", ANA, BIA)],
    );
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ kind: "owner", title: "Transferência", details: ["Ana Souza → Bia Lima"] });
  });

  it("adds movements no log tells, but not those older than the loaded logs", () => {
    const entries = buildTimeline(
      [log({ _id: "20", type: "NOTE", text: "x", createdAt: "2026-11-20T12:00:00Z" })],
      [
        movement("m2", "2026-11-21T08:00:00Z", null, ANA, "PRE_LEAD_ACQUIRED"),
        movement("m3", "2026-11-01T08:00:00Z", ANA, null, "REMOVED_FROM_WALLET"),
      ],
      "2026-11-20T12:00:00Z",
    );
    expect(entries.map((e) => e.id)).toEqual(["movement-m2", "20"]);
    expect(entries[0]).toMatchObject({
      title: "Pré-lead adquirido",
      details: ["Base → Ana Souza"],
      author: "Carla Coord",
    });
  });
});
