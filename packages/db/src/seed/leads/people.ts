/**
 * pt-BR people data for demo leads and the benchmark: names, mobile phones (55 + DDD + 9xxxxxxxx), e-mails.
 * Kept free of Prisma imports so bench scripts can reuse the lists.
 */
import type { Rng } from "./prng";

export const FEMALE_FIRST_NAMES = [
  "Ana",
  "Maria",
  "Juliana",
  "Fernanda",
  "Camila",
  "Patrícia",
  "Aline",
  "Beatriz",
  "Larissa",
  "Mariana",
  "Gabriela",
  "Amanda",
  "Letícia",
  "Renata",
  "Vanessa",
  "Carolina",
  "Daniela",
  "Bruna",
  "Natália",
  "Priscila",
  "Tatiane",
  "Luciana",
  "Simone",
  "Adriana",
  "Cristiane",
  "Sandra",
  "Márcia",
  "Raquel",
  "Débora",
  "Isabela",
  "Helena",
  "Valentina",
  "Sofia",
  "Lívia",
  "Manuela",
  "Yasmin",
  "Rafaela",
  "Eduarda",
  "Clara",
  "Luana",
] as const;

export const MALE_FIRST_NAMES = [
  "João",
  "José",
  "Carlos",
  "Paulo",
  "Pedro",
  "Lucas",
  "Marcos",
  "Luiz",
  "Gabriel",
  "Rafael",
  "Daniel",
  "Marcelo",
  "Bruno",
  "Eduardo",
  "Felipe",
  "Rodrigo",
  "André",
  "Fernando",
  "Fábio",
  "Gustavo",
  "Leandro",
  "Diego",
  "Thiago",
  "Ricardo",
  "Renato",
  "Vinícius",
  "Matheus",
  "Leonardo",
  "Alexandre",
  "Sérgio",
  "Roberto",
  "Antônio",
  "Francisco",
  "Henrique",
  "Caio",
  "Otávio",
  "Igor",
  "Murilo",
  "Samuel",
  "Enzo",
] as const;

export const LAST_NAMES = [
  "Silva",
  "Santos",
  "Oliveira",
  "Souza",
  "Rodrigues",
  "Ferreira",
  "Alves",
  "Pereira",
  "Lima",
  "Gomes",
  "Costa",
  "Ribeiro",
  "Martins",
  "Carvalho",
  "Almeida",
  "Lopes",
  "Soares",
  "Fernandes",
  "Vieira",
  "Barbosa",
  "Rocha",
  "Dias",
  "Nascimento",
  "Andrade",
  "Moreira",
  "Nunes",
  "Marques",
  "Machado",
  "Mendes",
  "Freitas",
  "Cardoso",
  "Ramos",
  "Gonçalves",
  "Santana",
  "Teixeira",
  "Araújo",
  "Pinto",
  "Correia",
  "Moura",
  "Cavalcanti",
  "Monteiro",
  "Batista",
  "Campos",
  "Rezende",
  "Prado",
  "Siqueira",
  "Azevedo",
  "Duarte",
  "Tavares",
  "Fonseca",
] as const;

export const EMAIL_DOMAINS = [
  "gmail.com",
  "gmail.com",
  "gmail.com",
  "hotmail.com",
  "outlook.com",
  "yahoo.com.br",
  "uol.com.br",
  "terra.com.br",
  "bol.com.br",
  "icloud.com",
] as const;

/** Area code (DDD) of each served city (all in the state of São Paulo). */
export const CITY_DDD: Readonly<Record<string, string>> = {
  Atibaia: "11",
  Campinas: "19",
  "São Paulo": "11",
  Indaiatuba: "19",
  Jundiaí: "11",
  "Mogi das Cruzes": "11",
  "Santo André": "11",
  Santos: "13",
  "São Bernardo do Campo": "11",
  "São Caetano": "11",
  "São José dos Campos": "12",
  Sorocaba: "15",
  Suzano: "11",
  Votorantim: "15",
};

export const PROFESSIONS = [
  "Engenheiro(a)",
  "Professor(a)",
  "Médico(a)",
  "Enfermeiro(a)",
  "Advogado(a)",
  "Analista de sistemas",
  "Administrador(a)",
  "Contador(a)",
  "Empresário(a)",
  "Vendedor(a)",
  "Servidor(a) público(a)",
  "Arquiteto(a)",
  "Motorista",
  "Comerciante",
  "Técnico(a) em eletrônica",
  "Farmacêutico(a)",
  "Autônomo(a)",
  "Aposentado(a)",
] as const;

export interface PersonName {
  fullName: string;
  firstName: string;
  sex: "F" | "M";
}

/** "Ana Paula Souza Lima"-like names: one or two first names (rarely) and one or two surnames. */
export function personName(rng: Rng): PersonName {
  const sex = rng.chance(0.5) ? "F" : "M";
  const firsts = sex === "F" ? FEMALE_FIRST_NAMES : MALE_FIRST_NAMES;
  const first = rng.pick(firsts);
  const parts: string[] = [first];
  if (rng.chance(0.12)) parts.push(rng.pick(firsts));
  const last1 = rng.pick(LAST_NAMES);
  parts.push(last1);
  if (rng.chance(0.6)) {
    let last2 = rng.pick(LAST_NAMES);
    if (last2 === last1) last2 = rng.pick(LAST_NAMES);
    parts.push(last2);
  }
  return { fullName: parts.join(" "), firstName: first, sex };
}

/** Brazilian mobile number stored the way the API normalises it: 55 + DDD + 9 + 8 digits (13 digits). */
export function mobilePhone(rng: Rng, city: string | null): string {
  const ddd = (city && CITY_DDD[city]) || rng.pick(["11", "19", "12", "13", "15"]);
  return `55${ddd}9${rng.int(6, 9)}${String(rng.int(0, 9_999_999)).padStart(7, "0")}`;
}

/** Lower-case ASCII slug of a name part (accents removed), for e-mail local parts. */
export function asciiSlug(text: string): string {
  return text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ".")
    .replace(/^\.|\.$/g, "");
}

/** A plausible personal e-mail for the name, not yet in `taken` (it is added there). */
export function personalEmail(rng: Rng, fullName: string, taken: Set<string>): string {
  const parts = fullName.split(" ");
  const first = asciiSlug(parts[0] ?? "cliente");
  const last = asciiSlug(parts[parts.length - 1] ?? "");
  const style = rng.int(0, 2);
  const base = style === 0 ? `${first}.${last}` : style === 1 ? `${first}${last}` : `${first}_${last}`;
  const domain = rng.pick(EMAIL_DOMAINS);
  let email = `${base}@${domain}`;
  while (taken.has(email)) email = `${base}${rng.int(1, 999)}@${domain}`;
  taken.add(email);
  return email;
}
