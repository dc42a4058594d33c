/** A file-name-safe slug of a name shown in a download ("Residencial Águas" -> "residencial-aguas"); max 60 chars. */
export function slug(name: string, fallback: string): string {
  return (
    name
      .normalize("NFD")
      .replace(/[\u0300-\u036f]/g, "")
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-|-$/g, "")
      .slice(0, 60) || fallback
  );
}
