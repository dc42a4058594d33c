import type { Role } from "@portal/contracts/roles";
import type { adminUserCreateBody, adminUserUpdateBody, sendRegisterMailBody } from "@portal/contracts/users";
import { adminUserListResponse, userSchema } from "@portal/contracts/users";
import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import type { z } from "zod";
import { pageQuery } from "../../components/list-kit/list-search";
import { apiRequest } from "../../lib/api-client";

export const USERS_PAGE_SIZE = 20;

export interface UserListFilters {
  search?: string;
  role?: Role;
  active?: boolean;
  page: number;
}

export const adminUsersKeys = {
  all: ["admin", "users"] as const,
  list: (filters: UserListFilters) => [...adminUsersKeys.all, "list", filters] as const,
  detail: (id: string) => [...adminUsersKeys.all, "detail", id] as const,
};

/** One page of GET /admin/users with the filters (the screen's page, or the CSV export's pages). */
export function fetchUsersPage(filters: Omit<UserListFilters, "page">, page: { skip: number; limit: number }) {
  return apiRequest("/admin/users", {
    query: { search: filters.search, role: filters.role, active: filters.active, ...page },
    schema: adminUserListResponse,
  });
}

export function usersListQuery(filters: UserListFilters) {
  return queryOptions({
    queryKey: adminUsersKeys.list(filters),
    queryFn: () => fetchUsersPage(filters, pageQuery(filters.page, USERS_PAGE_SIZE)),
    placeholderData: keepPreviousData,
  });
}

export function userQuery(id: string) {
  return queryOptions({
    queryKey: adminUsersKeys.detail(id),
    queryFn: () => apiRequest(`/admin/users/${encodeURIComponent(id)}`, { schema: userSchema }),
  });
}

export function createUser(body: z.output<typeof adminUserCreateBody>) {
  return apiRequest("/admin/users", { method: "POST", body, schema: userSchema });
}

export function updateUser(id: string, body: z.output<typeof adminUserUpdateBody>) {
  return apiRequest(`/admin/users/${encodeURIComponent(id)}`, { method: "PUT", body, schema: userSchema });
}

export function deactivateUser(id: string) {
  return apiRequest(`/admin/users/${encodeURIComponent(id)}`, { method: "DELETE", schema: userSchema });
}

export function sendRegisterMail(body: z.output<typeof sendRegisterMailBody>) {
  return apiRequest<unknown>("/admin/send-register-mail", { method: "POST", body });
}
