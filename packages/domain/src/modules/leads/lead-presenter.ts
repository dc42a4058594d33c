import type { LeadDto, LeadSummaryDto } from "@portal/contracts/leads";
import type { Repositories } from "../../repositories/repositories";
import { toLeadDto, toLeadSummary } from "./leads.mapper";
import type { LeadRow } from "./leads.repository";

/** Leads as DTOs for one viewer: owner and enterprise names, and the viewer's favourites, in three lookups. */
export async function presentLeads(
  repos: Repositories,
  viewerId: string,
  rows: LeadRow[],
  temporaryToken?: string | null,
): Promise<LeadDto[]> {
  const [userNames, enterpriseNames, favorites] = await Promise.all([
    repos.leadDirectory.userNames(rows.map((r) => r.ownerId)),
    repos.leadDirectory.enterpriseNames(rows.map((r) => r.enterpriseId)),
    repos.leadFavorites.favoriteIds(
      viewerId,
      rows.map((r) => r.id),
    ),
  ]);
  return rows.map((r) => toLeadDto(r, { userNames, enterpriseNames, favorites, temporaryToken }));
}

export async function presentLead(
  repos: Repositories,
  viewerId: string,
  row: LeadRow,
  temporaryToken?: string | null,
): Promise<LeadDto> {
  const [dto] = await presentLeads(repos, viewerId, [row], temporaryToken);
  return dto as LeadDto;
}

export async function presentSummaries(repos: Repositories, rows: LeadRow[]): Promise<LeadSummaryDto[]> {
  const [userNames, enterpriseNames] = await Promise.all([
    repos.leadDirectory.userNames(rows.map((r) => r.ownerId)),
    repos.leadDirectory.enterpriseNames(rows.map((r) => r.enterpriseId)),
  ]);
  return rows.map((r) => toLeadSummary(r, { userNames, enterpriseNames }));
}
