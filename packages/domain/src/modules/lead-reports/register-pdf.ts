import { formatCalendarDate, formatDateTime } from "@portal/contracts/dates";
import { PdfWriter } from "../../lib/pdf-writer";
import {
  adherenceLabel,
  formatCep,
  formatDocument,
  formatPhone,
  interestLabel,
  maritalStatusLabel,
  marriageRegimeLabel,
  natureLabel,
  sexLabel,
  sourceLabel,
  stageLabel,
  statusLabel,
  yesNo,
} from "./lead-labels";
import type { LeadDossier } from "./lead-reports.repository";

interface AddressJson {
  zip_code?: string;
  street?: string;
  number?: string;
  complement?: string;
  district?: string;
  city?: string;
  uf?: string;
}

/** Shared "Dados do lead" block of both documents. */
export function writeLeadData(pdf: PdfWriter, d: LeadDossier): void {
  const { lead } = d;
  const name = (id: string | null) => (id ? (d.userNames.get(id) ?? "Usuário removido") : null);
  pdf.section("Dados do lead").fields([
    ["Nome", lead.fullName],
    ["Telefone", formatPhone(lead.phone)],
    ["E-mail", lead.email],
    ["Empreendimento", d.enterprise ? `${d.enterprise.name} (${d.enterprise.city})` : null],
    ["Cidade de interesse", lead.city],
    ["Origem", sourceLabel(lead.source)],
    ["Natureza", natureLabel(lead.nature)],
    ["Responsável", name(lead.ownerId) ?? "Base (sem responsável)"],
    ["Time de vendas", d.salesTeam],
    ["Status", statusLabel(lead.status)],
    ["Etapa do funil", stageLabel(lead.statusProfile)],
    ["Termômetro", interestLabel(lead.interestLevel)],
    ["Perfil", adherenceLabel(lead.profile)],
    ["Já é cliente", yesNo(lead.isClient)],
    ["Cadastrado em", formatDateTime(lead.createdAt)],
    ["Último interesse", formatDateTime(lead.lastInterestAt)],
  ]);
}

/** The registration form (ficha cadastral): lead data, contract data, address, co-partners, signatures. */
export function renderRegisterPdf(d: LeadDossier, now: Date): Promise<Buffer> {
  const { lead } = d;
  const pdf = new PdfWriter({ title: `Ficha cadastral — ${lead.fullName}`, subject: "Ficha cadastral do lead" });
  pdf.title("Ficha cadastral do lead", `${lead.fullName} · gerada em ${formatDateTime(now)} (horário de Brasília)`);
  writeLeadData(pdf, d);

  pdf.section("Dados contratuais").fields([
    ["Documento", formatDocument(lead.document)],
    ["Tipo de documento", lead.documentType],
    ["Razão social", lead.socialReason],
    ["RG", lead.rg],
    ["RNE", lead.rne],
    ["Órgão emissor", lead.issuingAgency],
    ["UF", lead.uf],
    ["Inscrição estadual", lead.stateRegistration],
    ["Data de nascimento", lead.dob ? formatCalendarDate(lead.dob) : null],
    ["Profissão", lead.profession],
    ["Sexo", sexLabel(lead.sex)],
    ["Estado civil", maritalStatusLabel(lead.maritalStatus)],
    ["Regime de casamento", marriageRegimeLabel(lead.marriageRegime)],
    ["Nacionalidade", lead.nationality],
    ["Naturalidade", lead.naturalness],
    ["Observações do cartório", lead.notaryNotes],
  ]);

  const a = (lead.address ?? {}) as AddressJson;
  pdf.section("Endereço").fields([
    ["CEP", formatCep(a.zip_code)],
    ["Logradouro", a.street],
    ["Número", a.number],
    ["Complemento", a.complement],
    ["Bairro", a.district],
    ["Cidade", a.city],
    ["UF", a.uf],
  ]);

  if (d.copartners.length > 0) {
    pdf.section("Coparticipantes");
    for (const c of d.copartners) {
      pdf.fields([
        ["Nome", c.fullName],
        ["Documento", formatDocument(c.document)],
        ["Telefone", c.phone ? formatPhone(c.phone) : null],
        ["E-mail", c.email],
        ["Vínculo", c.relationship],
      ]);
      pdf.space(0.3);
    }
  }

  pdf
    .space(3)
    .paragraph("_______________________________________________")
    .paragraph(`${lead.fullName}`, { bold: true });
  pdf.paragraph("Declaro que as informações acima são verdadeiras.", { muted: true, size: 9 });
  return pdf.finish(`Ficha cadastral · ${lead.fullName}`);
}
