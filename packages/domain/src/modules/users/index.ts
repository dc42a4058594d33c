// The module's public surface: what the API's routes, the worker and the tests use. Inside the package, import files directly.

export { InvitationsService } from "./invitations.service";
export type { UserRow } from "./users.repository";
export { UsersService } from "./users.service";
