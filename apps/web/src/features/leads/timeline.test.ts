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

  it("tells a stand visit step by step and the service report's headline answers", () => {
    const visit = "dddddddd-dddd-4ddd-8ddd-dddddddddddd";
    const entries = buildTimeline(
      [
        log({
          _id: "s1",
          type: "STAND_VISIT",
          subtype: "CHECK_IN",
          createdAt: "2026-11-25T13:00:00Z",
          data: {
            visit_id: visit,
            returning_visitor: true,
            lgpd_consent: true,
            how_know: "PARTNER_BROKER",
            purpose: "INVESTMENT",
            third_party: { broker_name: "Carlos Lima", broker_creci: "123456-F" },
          },
        }),
        log({
          _id: "s2",
          type: "STAND_VISIT",
          subtype: "ASSIGNED",
          text: "1º da fila da vez",
          createdAt: "2026-11-25T13:00:01Z",
          data: { visit_id: visit, specialist_name: "Ana Souza", assignment_type: "QUEUE" },
        }),
        log({
          _id: "s3",
          type: "STAND_VISIT",
          subtype: "STARTED",
          createdAt: "2026-11-25T13:05:00Z",
          data: { visit_id: visit, status: { from: "NEW_INTEREST", to: "TALKING" } },
        }),
        log({
          _id: "s4",
          type: "SERVICE_REPORT",
          createdAt: "2026-11-25T13:40:00Z",
          data: {
            interest_level: { from: "NO_CLASSIFICATION", to: "HIGH" },
            purpose_enterprise: "HOME",
            how_many_bedroom: "TWO",
          },
        }),
        log({
          _id: "s5",
          type: "STAND_VISIT",
          subtype: "CANCELED",
          text: "Foi embora",
          createdAt: "2026-11-25T14:00:00Z",
        }),
      ],
      [],
    );
    expect(entries.map((e) => [e.kind, e.title])).toEqual([
      ["stand_visit", "Visita ao plantão cancelada"],
      ["service_report", "Ficha de atendimento do plantão"],
      ["stand_visit", "Atendimento no plantão iniciado"],
      ["stand_visit", "Visita encaminhada para Ana Souza"],
      ["stand_visit", "Visita ao plantão registrada"],
    ]);
    expect(entries[0]?.text).toBe("Foi embora");
    expect(entries[1]?.details).toEqual([
      "Termômetro: Sem classificação → Quente",
      "Finalidade: Moradia",
      "Dormitórios: 2 dormitórios",
    ]);
    expect(entries[2]?.details).toEqual(["Novo interesse → Em conversa"]);
    expect(entries[3]).toMatchObject({ details: ["Fila da vez"], text: "1º da fila da vez" });
    expect(entries[4]?.details).toEqual([
      "Visitante já cadastrado: novo interesse",
      "Como conheceu: Corretor parceiro",
      "Finalidade: Investimento",
      "Corretor parceiro: Carlos Lima (CRECI 123456-F)",
      "Consentimento LGPD: sim",
    ]);
  });

  it("gives the file and roulette entries their own titles, never the generic 'Registro'", () => {
    const entries = buildTimeline(
      [
        log({
          _id: "f1",
          type: "FILE",
          subtype: "UPLOAD",
          text: 'Arquivo "rg.pdf" (Documento) enviado por Carla Coord.',
          data: { fileId: "x", fileType: "DOCUMENT", copartnerId: null },
          createdAt: "2026-11-20T10:00:00Z",
        }),
        log({
          _id: "f2",
          type: "FILE",
          subtype: "DELETE",
          data: { fileIds: ["x", "y"], fileType: "DOCUMENT", copartnerId: null },
          createdAt: "2026-11-20T11:00:00Z",
        }),
        log({
          _id: "r1",
          type: "ROULETTE",
          subtype: "PLAY_IN_ROULETTE",
          data: { from_owner_id: null, withdrawn_offers: 1 },
          createdAt: "2026-11-20T12:00:00Z",
        }),
      ],
      [],
    );
    expect(entries.map((e) => [e.kind, e.title])).toEqual([
      ["roulette", "Lead jogado na roleta"],
      ["file", "Arquivos excluídos"],
      ["file", "Arquivo enviado"],
    ]);
    expect(entries[0]?.details).toEqual(["Ofertas retiradas: 1"]);
    expect(entries[2]?.text).toBe('Arquivo "rg.pdf" (Documento) enviado por Carla Coord.');
  });
});
