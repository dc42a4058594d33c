import { idSchema } from "@portal/contracts/common";

/**
 * What the /leads/$leadId route definition needs (search validation, loader). Kept apart from LeadProfilePage so
 * the route's eager part does not pull the profile's tabs into the first bundle (the component is split).
 */
export const LEAD_TABS = ["historico", "dados", "contrato", "arquivos"] as const;
export type LeadTab = (typeof LEAD_TABS)[number];

/** Lead ids are UUIDs. */
export const isLeadId = (id: string) => idSchema.safeParse(id).success;
