import { describe, expect, it } from "vitest";
import { AppError } from "../../lib/app-error";
import { parsePreLeadCsv } from "./pre-lead-csv";

const HEADER = "full_name;phone;email;city;enterprise;source";
const csv = (text: string) => Buffer.from(text, "utf8");
const fatalMessage = (buf: Buffer): string => {
  try {
    parsePreLeadCsv(buf);
  } catch (err) {
    expect(err).toBeInstanceOf(AppError);
    return ((err as AppError).body.message as string[])[0] as string;
  }
  throw new Error("expected a fatal error");
};

describe("parsePreLeadCsv", () => {
  it("reads ';' files with a BOM, CRLF and empty lines, keeping physical line numbers", () => {
    const records = parsePreLeadCsv(
      csv(
        `\uFEFF${HEADER}\r\nAna Souza;19998765432;;Campinas;Torre A;\r\n\r\nBeto Lima;19998765433;b@x.com;;Torre A;SITE\r\n`,
      ),
    );
    expect(records.map((r) => r.line)).toEqual([2, 4]);
    expect(records[0]?.values).toEqual({
      full_name: "Ana Souza",
      phone: "19998765432",
      email: "",
      city: "Campinas",
      enterprise: "Torre A",
      source: "",
    });
  });

  it("reads ',' files with quoted fields and columns in any order", () => {
    const records = parsePreLeadCsv(
      csv('phone,full_name,email,city,enterprise,source\n19998765432,"Souza, Ana",,,"Torre, A",\n'),
    );
    expect(records[0]?.values).toMatchObject({ full_name: "Souza, Ana", enterprise: "Torre, A" });
  });

  it("flags a row with the wrong number of columns without failing the file", () => {
    const records = parsePreLeadCsv(csv(`${HEADER}\nAna;1;2\n`));
    expect(records[0]?.columnError).toBe('"linha" deve ter 6 colunas (encontradas 3)');
  });

  it.each([
    ["empty file", csv(""), '"file" está vazio'],
    ["no header", csv("Ana Souza;19998765432;;Campinas;Torre A;\n"), '"file" deve começar com o cabeçalho'],
    [
      "missing column",
      csv("full_name;phone;email;city;enterprise\nAna;1;;;T\n"),
      '"file" não tem as colunas obrigatórias: source',
    ],
    ["unknown column", csv(`${HEADER};cpf\nAna;1;;;T;;1\n`), '"file" tem colunas desconhecidas: cpf'],
    ["header only", csv(`${HEADER}\n`), '"file" não tem linhas de dados'],
    [
      "not UTF-8",
      Buffer.from([...Buffer.from(`${HEADER}\nJo`), 0xe3, 0x6f, 0x0a]),
      '"file" deve ser um CSV codificado em UTF-8',
    ],
    ["broken quotes", csv(`${HEADER}\n"Ana;1;;;T;\n`), '"file" não é um CSV válido'],
  ])("%s is fatal (400 naming file)", (_name, buf, message) => {
    expect(fatalMessage(buf)).toContain(message);
  });

  it("refuses more than 20,000 rows", () => {
    const rows = Array.from({ length: 20_001 }, (_, i) => `Pessoa;${i};;;T;`).join("\n");
    expect(fatalMessage(csv(`${HEADER}\n${rows}\n`))).toBe('"file" tem 20.001 linhas; o máximo é 20.000');
  });
});
