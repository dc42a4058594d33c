import { FILES_CONVERT_MAX_IMAGES } from "@portal/contracts/files";
import { FILE_FORMATS } from "@portal/contracts/lead-files";
import { describe, expect, it } from "vitest";
import { addPicked, documentPdfName, moveItem, pickedKind, planDocument } from "./document-files";

const MB = 1024 * 1024;
function file(name: string, type: string, size = 1000, lastModified = 1): File {
  const f = new File([new Uint8Array(1)], name, { type, lastModified });
  Object.defineProperty(f, "size", { value: size });
  return f;
}
const PDF_ONLY = ["pdf"] as const;

describe("what the picked files become", () => {
  it("several photos are converted into one PDF, in the order the user left them", () => {
    const front = file("frente.jpg", "image/jpeg");
    const back = file("verso.png", "image/png");
    expect(planDocument([back, front], FILE_FORMATS, 10 * MB)).toEqual({ kind: "convert", images: [back, front] });
  });
  it("one PDF, or one image the role may upload, goes as it is", () => {
    const pdf = file("contrato.pdf", "application/pdf");
    const photo = file("rg.jpg", "image/jpeg");
    expect(planDocument([pdf], PDF_ONLY, 10 * MB)).toEqual({ kind: "upload", file: pdf });
    expect(planDocument([photo], FILE_FORMATS, 10 * MB)).toEqual({ kind: "upload", file: photo });
  });
  it("one image an admin (PDF only) sends, and any iPhone HEIC photo, is converted first", () => {
    const photo = file("rg.jpg", "image/jpeg");
    const heic = file("IMG_0001.HEIC", "");
    expect(planDocument([photo], PDF_ONLY, 10 * MB)).toEqual({ kind: "convert", images: [photo] });
    expect(planDocument([heic], FILE_FORMATS, 10 * MB)).toEqual({ kind: "convert", images: [heic] });
  });
  it("refuses mixes, other formats, too many or too large images, in pt-BR", () => {
    const pdf = file("a.pdf", "application/pdf");
    const photo = file("b.jpg", "image/jpeg");
    expect(planDocument([], FILE_FORMATS, 10 * MB)).toEqual({ kind: "invalid", message: "Escolha o arquivo." });
    expect(planDocument([pdf, photo], FILE_FORMATS, 10 * MB)).toEqual({
      kind: "invalid",
      message: "Envie um PDF sozinho, ou só imagens para juntar em um PDF.",
    });
    expect(planDocument([file("x.docx", "application/msword")], FILE_FORMATS, 10 * MB)).toEqual({
      kind: "invalid",
      message: '"x.docx" deve ser um PDF ou uma imagem (JPEG, PNG, WebP ou HEIC).',
    });
    const many = Array.from({ length: FILES_CONVERT_MAX_IMAGES + 1 }, (_, i) => file(`p${i}.jpg`, "image/jpeg"));
    expect(planDocument(many, FILE_FORMATS, 10 * MB)).toEqual({
      kind: "invalid",
      message: "Escolha no máximo 20 imagens.",
    });
    expect(planDocument([photo, file("big.png", "image/png", 11 * MB)], FILE_FORMATS, 15 * MB)).toEqual({
      kind: "invalid",
      message: 'A imagem "big.png" deve ter no máximo 10 MB.',
    });
    expect(planDocument([file("big.pdf", "application/pdf", 16 * MB)], PDF_ONLY, 15 * MB)).toEqual({
      kind: "invalid",
      message: "O arquivo deve ter no máximo 15 MB.",
    });
  });
  it("recognises a file by its type, else by its extension", () => {
    expect(pickedKind(file("scan", "application/pdf"))).toBe("pdf");
    expect(pickedKind(file("foto.JPEG", ""))).toBe("jpeg");
    expect(pickedKind(file("foto.heif", ""))).toBe("heic");
    expect(pickedKind(file("planilha.xlsx", ""))).toBe("other");
  });
});

describe("the converted PDF's name", () => {
  it('is "<tipo> - <lead>.pdf", without characters a file system refuses', () => {
    expect(documentPdfName("Comprovante de endereço", "Heloísa Bragança")).toBe(
      "Comprovante de endereço - Heloísa Bragança.pdf",
    );
    expect(documentPdfName("RG", 'Ana "Nina" / Souza')).toBe("RG - Ana Nina Souza.pdf");
    expect(documentPdfName("RG", "  ")).toBe("RG.pdf");
  });
  it("fits the API's 120 characters", () => {
    const name = documentPdfName("Declaração de imposto de renda", "A".repeat(200));
    expect(name).toHaveLength(120);
    expect(name.endsWith("AAA.pdf")).toBe(true);
  });
});

describe("page order", () => {
  it("moves a page up or down; moves off the ends change nothing", () => {
    expect(moveItem(["a", "b", "c"], 2, 0)).toEqual(["c", "a", "b"]);
    expect(moveItem(["a", "b", "c"], 0, 1)).toEqual(["b", "a", "c"]);
    expect(moveItem(["a", "b", "c"], 0, -1)).toEqual(["a", "b", "c"]);
    expect(moveItem(["a", "b", "c"], 2, 3)).toEqual(["a", "b", "c"]);
  });
  it("each pick adds after the pages already there, and the same photo is not added twice", () => {
    const a = file("a.jpg", "image/jpeg", 10, 1);
    const b = file("b.jpg", "image/jpeg", 10, 2);
    const aAgain = file("a.jpg", "image/jpeg", 10, 1);
    expect(addPicked([a], [b, aAgain]).map((f) => f.name)).toEqual(["a.jpg", "b.jpg"]);
  });
});
