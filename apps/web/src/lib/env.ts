/** Base URL of the REST API (no trailing slash). Set VITE_API_URL at build time. */
export const API_URL: string = (import.meta.env.VITE_API_URL ?? "http://localhost:3333").replace(/\/+$/, "");
