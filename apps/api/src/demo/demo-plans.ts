/**
 * Demo floor plans: simple architectural sketches drawn as PDFs (rooms as labelled rectangles), uploaded through
 * the API like a secretary would (POST /enterprises/{id}/towers-plans and /commom-area-plans), so the "Plantas"
 * galleries of the demo enterprises are not empty.
 */
import PDFDocument from "pdfkit";

type Room = { name: string; x: number; y: number; w: number; h: number };

const UNIT_TYPES: { title: string; rooms: Room[] }[] = [
  {
    title: "Tipo 1 — 2 dormitórios (58 m²)",
    rooms: [
      { name: "Sala de estar e jantar", x: 0, y: 0, w: 260, h: 170 },
      { name: "Cozinha", x: 260, y: 0, w: 140, h: 100 },
      { name: "Área de serviço", x: 260, y: 100, w: 140, h: 70 },
      { name: "Dormitório 1", x: 0, y: 170, w: 180, h: 150 },
      { name: "Banheiro", x: 180, y: 170, w: 90, h: 80 },
      { name: "Dormitório 2", x: 270, y: 170, w: 130, h: 150 },
      { name: "Varanda gourmet", x: 0, y: 320, w: 400, h: 60 },
    ],
  },
  {
    title: "Tipo 2 — 3 dormitórios com suíte (84 m²)",
    rooms: [
      { name: "Sala ampliada", x: 0, y: 0, w: 280, h: 170 },
      { name: "Cozinha americana", x: 280, y: 0, w: 160, h: 110 },
      { name: "Lavanderia", x: 280, y: 110, w: 160, h: 60 },
      { name: "Suíte", x: 0, y: 170, w: 170, h: 150 },
      { name: "Banho suíte", x: 170, y: 170, w: 80, h: 70 },
      { name: "Banheiro social", x: 170, y: 240, w: 80, h: 80 },
      { name: "Dormitório 2", x: 250, y: 170, w: 190, h: 75 },
      { name: "Dormitório 3", x: 250, y: 245, w: 190, h: 75 },
      { name: "Varanda gourmet com churrasqueira", x: 0, y: 320, w: 440, h: 60 },
    ],
  },
];

const COMMON_AREAS: { title: string; rooms: Room[] }[] = [
  {
    title: "Lazer — térreo",
    rooms: [
      { name: "Piscina adulto", x: 0, y: 0, w: 260, h: 140 },
      { name: "Piscina infantil", x: 260, y: 0, w: 140, h: 80 },
      { name: "Deck molhado", x: 260, y: 80, w: 140, h: 60 },
      { name: "Salão de festas", x: 0, y: 140, w: 220, h: 130 },
      { name: "Espaço gourmet", x: 220, y: 140, w: 180, h: 130 },
      { name: "Playground", x: 0, y: 270, w: 200, h: 110 },
      { name: "Quadra recreativa", x: 200, y: 270, w: 200, h: 110 },
    ],
  },
  {
    title: "Bem-estar — 1º pavimento",
    rooms: [
      { name: "Academia", x: 0, y: 0, w: 240, h: 160 },
      { name: "Sala de ioga", x: 240, y: 0, w: 160, h: 160 },
      { name: "Coworking", x: 0, y: 160, w: 200, h: 120 },
      { name: "Brinquedoteca", x: 200, y: 160, w: 200, h: 120 },
      { name: "Pet place", x: 0, y: 280, w: 400, h: 100 },
    ],
  },
];

function drawPlan(enterprise: string, title: string, rooms: Room[]): Promise<Buffer> {
  const doc = new PDFDocument({
    size: "A4",
    layout: "landscape",
    margin: 40,
    info: { Title: `${enterprise} — ${title}` },
  });
  const chunks: Buffer[] = [];
  doc.on("data", (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve) => doc.on("end", () => resolve(Buffer.concat(chunks))));
  doc.fontSize(18).fillColor("#1c3d6e").text(enterprise, 40, 36);
  doc.fontSize(12).fillColor("#444").text(title, 40, 60);
  const ox = 190;
  const oy = 110;
  doc.lineWidth(3).strokeColor("#222");
  for (const r of rooms) {
    doc.rect(ox + r.x, oy + r.y, r.w, r.h).fillAndStroke("#f4f1ea", "#222");
    doc
      .fillColor("#333")
      .fontSize(9)
      .text(r.name, ox + r.x + 6, oy + r.y + r.h / 2 - 5, { width: r.w - 12, align: "center" });
  }
  doc
    .fontSize(8)
    .fillColor("#777")
    .text("Imagem ilustrativa. Medidas e acabamentos conforme memorial descritivo.", 40, 540);
  doc.end();
  return done;
}

export interface PlanUpload {
  kind: "towers-plans" | "commom-area-plans";
  title: string;
  order: number;
  towerId?: string;
  pdf: Buffer;
}

/** Two unit types per tower and the common areas of the enterprise. */
export async function demoPlans(enterprise: string, towers: { _id: string; name: string }[]): Promise<PlanUpload[]> {
  const out: PlanUpload[] = [];
  for (const tower of towers) {
    for (const [i, t] of UNIT_TYPES.entries()) {
      out.push({
        kind: "towers-plans",
        title: `${tower.name} — ${t.title}`,
        order: i + 1,
        towerId: tower._id,
        pdf: await drawPlan(`${enterprise} · ${tower.name}`, t.title, t.rooms),
      });
    }
  }
  for (const [i, a] of COMMON_AREAS.entries()) {
    out.push({
      kind: "commom-area-plans",
      title: a.title,
      order: i + 1,
      pdf: await drawPlan(enterprise, a.title, a.rooms),
    });
  }
  return out;
}
