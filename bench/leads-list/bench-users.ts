/** Users of the bench database (~200). The first of each group is the one the bench logs in as. */
export const BENCH_PASSWORD = "Bench@2026";

export interface BenchUserGroup {
  emailPrefix: string;
  role: string;
  count: number;
  active: boolean;
}

export const BENCH_USERS: readonly BenchUserGroup[] = [
  { emailPrefix: "bench.admin.", role: "GERAL_ADMIN", count: 3, active: true },
  { emailPrefix: "bench.coordenador.", role: "BOOTH_COORDINATOR", count: 10, active: true },
  { emailPrefix: "bench.especialista.", role: "BOOTH_SPECIALIST", count: 100, active: true },
  { emailPrefix: "bench.online.", role: "ONLINE_SPECIALIST", count: 70, active: true },
  { emailPrefix: "bench.marketing.", role: "MARKETING", count: 5, active: true },
  { emailPrefix: "bench.secretaria.", role: "SALES_SECRETARY", count: 5, active: true },
  { emailPrefix: "bench.inativo.", role: "BOOTH_SPECIALIST", count: 7, active: false },
];

export const BENCH_ADMIN_EMAIL = "bench.admin.001@bench.local";
export const BENCH_SPECIALIST_EMAIL = "bench.especialista.001@bench.local";
