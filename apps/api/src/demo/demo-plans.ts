/**
 * Demo floor plans: simple architectural sketches drawn as PNGs (rooms as coloured rectangles), uploaded through
 * the API like a secretary would (POST /enterprises/{id}/towers-plans and /commom-area-plans), so the "Plantas"
 * galleries of the demo enterprises are not empty.
 */
import { deflateSync } from "node:zlib";

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

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(buf: Buffer): number {
  let c = 0xffffffff;
  for (const b of buf) c = (CRC_TABLE[(c ^ b) & 0xff] as number) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function chunk(type: string, data: Buffer): Buffer {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
}

/** Room fills: a soft palette, as sales plans use to tell rooms apart. */
const FILLS: [number, number, number][] = [
  [244, 236, 220],
  [222, 235, 247],
  [229, 245, 224],
  [253, 232, 226],
  [238, 232, 247],
  [255, 246, 214],
  [226, 244, 244],
];

/** A plan as a PNG (no text: the title is shown beside it): rooms as filled rectangles with thick walls. */
function drawPlan(rooms: Room[]): Buffer {
  const scale = 2;
  const pad = 40;
  const w = 440 * scale + pad * 2;
  const h = 380 * scale + pad * 2;
  const px = Buffer.alloc(w * h * 3, 255);
  const fill = (x0: number, y0: number, x1: number, y1: number, [r, g, b]: [number, number, number]) => {
    for (let y = Math.max(0, y0); y < Math.min(h, y1); y++) {
      for (let x = Math.max(0, x0); x < Math.min(w, x1); x++) {
        const i = (y * w + x) * 3;
        px[i] = r;
        px[i + 1] = g;
        px[i + 2] = b;
      }
    }
  };
  const wall = 5;
  const ink: [number, number, number] = [40, 44, 52];
  rooms.forEach((room, i) => {
    const x0 = pad + room.x * scale;
    const y0 = pad + room.y * scale;
    const x1 = x0 + room.w * scale;
    const y1 = y0 + room.h * scale;
    fill(x0, y0, x1, y1, FILLS[i % FILLS.length] as [number, number, number]);
    fill(x0, y0, x1, y0 + wall, ink);
    fill(x0, y1 - wall, x1, y1, ink);
    fill(x0, y0, x0 + wall, y1, ink);
    fill(x1 - wall, y0, x1, y1, ink);
    // A door gap in the wall shared with the room above (or the outside), a third of the width in.
    const door = Math.min(36, (room.w * scale) / 3);
    fill(
      x0 + (room.w * scale) / 3,
      y0,
      x0 + (room.w * scale) / 3 + door,
      y0 + wall,
      FILLS[i % FILLS.length] as [number, number, number],
    );
  });
  const raw = Buffer.alloc((w * 3 + 1) * h);
  for (let y = 0; y < h; y++) px.copy(raw, y * (w * 3 + 1) + 1, y * w * 3, (y + 1) * w * 3);
  const header = Buffer.alloc(13);
  header.writeUInt32BE(w, 0);
  header.writeUInt32BE(h, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(2, 9); // RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(raw)),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

export interface PlanUpload {
  kind: "towers-plans" | "commom-area-plans";
  title: string;
  order: number;
  towerId?: string;
  png: Buffer;
}

/** Two unit types per tower and the common areas of the enterprise. */
export function demoPlans(towers: { _id: string; name: string }[]): PlanUpload[] {
  const out: PlanUpload[] = [];
  for (const tower of towers) {
    for (const [i, t] of UNIT_TYPES.entries()) {
      out.push({
        kind: "towers-plans",
        title: `${tower.name} — ${t.title}`,
        order: i + 1,
        towerId: tower._id,
        png: drawPlan(t.rooms),
      });
    }
  }
  for (const [i, a] of COMMON_AREAS.entries()) {
    out.push({
      kind: "commom-area-plans",
      title: a.title,
      order: i + 1,
      png: drawPlan(a.rooms),
    });
  }
  return out;
}
