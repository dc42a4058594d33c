/** Base URL of the REST API (no trailing slash). Set VITE_API_URL at build time. */
export const API_URL: string = (import.meta.env.VITE_API_URL ?? "http://localhost:3333").replace(/\/+$/, "");

/** Files the API serves (e.g. avatars: "/uploads/avatars/x.png") live under the API's origin. */
export function apiAssetUrl(path: string | null | undefined): string | undefined {
  if (!path) return undefined;
  return /^https?:\/\//.test(path) ? path : `${API_URL}${path.startsWith("/") ? "" : "/"}${path}`;
}
