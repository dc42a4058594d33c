import { PRE_LEAD_CSV_COLUMNS } from "@portal/contracts/pre-leads";
import { toCsv } from "../../components/list-kit/csv";

/** The documented CSV format (columns full_name;phone;email;city;enterprise;source), with two example rows. */
export function sampleCsv(enterpriseName = "Residencial Vista Taquaral"): string {
  return toCsv([
    PRE_LEAD_CSV_COLUMNS,
    [
      "Ana Beatriz Fernandes",
      "(19) 99812-4471",
      "ana.fernandes@exemplo.com.br",
      "Campinas",
      enterpriseName,
      "FACEBOOK",
    ],
    ["Bruno Henrique Carvalho", "(19) 98135-2290", "", "Campinas", enterpriseName, ""],
  ]);
}
