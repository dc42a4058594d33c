import type { LoginResponse } from "@portal/contracts/auth";
import type {
  adminUserCreateBody,
  adminUserListQuery,
  adminUserUpdateBody,
  completeRegistrationBody,
  partnerSignupBody,
  profileUpdateBody,
} from "@portal/contracts/users";
import type { z } from "zod";
import type { Database } from "../../lib/database";
import type { AuthUser, RequestMeta } from "../../lib/ports";
import type { Repositories } from "../../repositories/repositories";
import { AUDIT } from "../audit/audit.actions";
import type { AuthService } from "../auth/auth.service";
import type { PasswordService } from "../password/password.service";
import { notifyPartnerSignup } from "./partners.service";
import { auditRefusals, type GrantVia, roleGrants } from "./role-grants";
import {
  cannotDeactivateSelf,
  creciRequired,
  notEstateAgency,
  notPartnerOrAgent,
  uniqueViolationToError,
  userNotFound,
} from "./users.errors";
import type { UserRow } from "./users.repository";

type CreateInput = z.output<typeof adminUserCreateBody>;
type UpdateInput = z.output<typeof adminUserUpdateBody>;
type ListQuery = z.output<typeof adminUserListQuery>;

export class UsersService {
  constructor(
    private readonly db: Database,
    private readonly passwords: PasswordService,
    private readonly auth: AuthService,
  ) {}

  async get(id: string): Promise<UserRow> {
    const user = await this.db.repos.users.findById(id);
    if (!user) throw userNotFound();
    return user;
  }

  list(q: ListQuery, onlyRoles?: string[]) {
    return this.db.repos.users.list({ ...q, roles: onlyRoles });
  }

  async verifyPartner(by: { email?: string; cpf?: string; cnpj?: string }) {
    const found = await this.db.repos.users.exists(by);
    return { exists: found.email || found.cpf || found.cnpj, ...found };
  }

  async create(actor: AuthUser, input: CreateInput, meta: RequestMeta): Promise<UserRow> {
    await auditRefusals(this.db, async () =>
      roleGrants.assertGrant(actor, input.roles, { email: input.email }, "create", meta),
    );
    const passwordHash = await this.passwords.hash(input.password);
    return this.guardUnique(() =>
      this.db.transaction(async (repos) => {
        const user = await repos.users.create({
          fullName: input.full_name,
          email: input.email,
          passwordHash,
          roles: input.roles,
          readOnly: input.read_only,
          workingSystems: input.working_systems,
          phone: input.phone ?? null,
          cpf: input.cpf ?? null,
          cnpj: input.cnpj ?? null,
          creci: input.creci ?? null,
          isRegistrationComplete: true,
          // A partner an admin creates is approved by that act (decision 064).
          partnerStatus: input.roles.some((r) => r === "AGENT_PARTNER" || r === "AGENT_PATRIANI") ? "APPROVED" : null,
        });
        await repos.audit.record({
          actorId: actor.id,
          action: AUDIT.userCreated,
          entity: "user",
          entityId: user.id,
          ip: meta.ip,
          details: { roles: user.roles },
        });
        return user;
      }),
    );
  }

  async update(
    actor: AuthUser,
    id: string,
    input: UpdateInput,
    meta: RequestMeta,
    via: GrantVia = "update",
  ): Promise<UserRow> {
    if (input.active === false && id === actor.id) throw cannotDeactivateSelf();
    return auditRefusals(this.db, () =>
      this.guardUnique(() =>
        this.db.transaction(async (repos) => {
          const before = await repos.users.findById(id);
          if (!before) throw userNotFound();
          // Checked on the row read in this transaction; a refusal rolls back and is audited (decision 028).
          roleGrants.assertEdit(actor, before, via, meta);
          if (input.roles) roleGrants.assertGrant(actor, input.roles, { userId: id }, via, meta);
          const user = await repos.users.update(id, {
            fullName: input.full_name,
            email: input.email,
            roles: input.roles,
            readOnly: input.read_only,
            workingSystems: input.working_systems,
            phone: input.phone,
            cpf: input.cpf,
            cnpj: input.cnpj,
            creci: input.creci,
            active: input.active,
            isRegistrationComplete: input.is_registration_complete,
          });
          await this.auditChanges(repos, actor, before, user, meta);
          return user;
        }),
      ),
    ).then(async (user) => {
      // Cached sessions carry roles, read-only flag and name; deactivation and role changes revoke them.
      await this.auth.sessionInvalidation.userChanged(user.id);
      return user;
    });
  }

  deactivate(actor: AuthUser, id: string, meta: RequestMeta): Promise<UserRow> {
    return this.update(actor, id, { active: false }, meta, "deactivate");
  }

  private async auditChanges(repos: Repositories, actor: AuthUser, before: UserRow, after: UserRow, meta: RequestMeta) {
    const base = { actorId: actor.id, entity: "user", entityId: after.id, ip: meta.ip };
    const rolesChanged = before.roles.slice().sort().join() !== after.roles.slice().sort().join();
    if (rolesChanged) {
      await repos.audit.record({
        ...base,
        action: AUDIT.rolesChanged,
        details: { from: before.roles, to: after.roles },
      });
    }
    if (before.active && !after.active) {
      // A deactivated user's tokens stop working at once.
      await repos.sessions.revokeAllForUser(after.id);
      await repos.audit.record({ ...base, action: AUDIT.userDeactivated });
    } else if (!before.active && after.active) {
      await repos.audit.record({ ...base, action: AUDIT.userReactivated });
    }
    if (rolesChanged && after.active) await repos.sessions.revokeAllForUser(after.id);
    await repos.audit.record({ ...base, action: AUDIT.userUpdated });
  }

  /** Self sign-up of partner brokers (AGENT_PARTNER) and external agents (AGENT_PATRIANI). */
  async signupPartner(
    role: "AGENT_PARTNER" | "AGENT_PATRIANI",
    input: z.output<typeof partnerSignupBody>,
    meta: RequestMeta,
  ): Promise<LoginResponse> {
    // A broker works under a CRECI registration; the developer's own external agents may have none (decision 064).
    if (role === "AGENT_PARTNER" && !input.creci) throw creciRequired();
    const passwordHash = await this.passwords.hash(input.password);
    return this.guardUnique(() =>
      this.db.transaction(async (repos, events) => {
        const user = await repos.users.create({
          fullName: input.full_name,
          email: input.email,
          passwordHash,
          roles: [role],
          // Prices and the mirror open once the partnership coordinator approves (decision 064).
          partnerStatus: "PENDING_APPROVAL",
          cpf: input.cpf,
          cnpj: input.cnpj ?? null,
          phone: input.phone,
          creci: input.creci ?? null,
          isRegistrationComplete: false,
        });
        await repos.audit.record({
          actorId: user.id,
          action: AUDIT.partnerSignup,
          entity: "user",
          entityId: user.id,
          ip: meta.ip,
          details: { role },
        });
        await notifyPartnerSignup(repos, events, user);
        return this.auth.issueSession(repos, user, meta);
      }),
    );
  }

  async completeRegistration(actor: AuthUser, input: z.output<typeof completeRegistrationBody>, meta: RequestMeta) {
    const isBroker = actor.roles.includes("AGENT_PARTNER");
    if (isBroker && !input.creci) throw creciRequired();
    return this.guardUnique(() =>
      this.db.transaction(async (repos) => {
        const user = await repos.users.update(actor.id, {
          fullName: input.full_name,
          cpf: input.cpf,
          phone: input.phone,
          creci: input.creci ?? undefined,
          cnpj: input.cnpj ?? undefined,
          address: input.address,
          isRegistrationComplete: true,
        });
        await repos.audit.record({
          actorId: actor.id,
          action: AUDIT.registrationCompleted,
          entity: "user",
          entityId: actor.id,
          ip: meta.ip,
        });
        return user;
      }),
    ).then(async (user) => {
      await this.auth.sessionInvalidation.userChanged(actor.id); // the cached session carries the name
      return user;
    });
  }

  async updateProfile(actor: AuthUser, input: z.output<typeof profileUpdateBody>) {
    const user = await this.db.repos.users.update(actor.id, {
      fullName: input.full_name,
      phone: input.phone,
      address: input.address,
    });
    if (input.full_name !== undefined) await this.auth.sessionInvalidation.userChanged(actor.id);
    return user;
  }

  setImage(actor: AuthUser, imageUrl: string) {
    return this.db.repos.users.update(actor.id, { imageUrl });
  }

  async linkPartner(actor: AuthUser, agentId: string, agencyId: string | null, meta: RequestMeta) {
    return auditRefusals(this.db, () => this.linkPartnerInTransaction(actor, agentId, agencyId, meta));
  }

  private linkPartnerInTransaction(actor: AuthUser, agentId: string, agencyId: string | null, meta: RequestMeta) {
    return this.db.transaction(async (repos) => {
      const agent = await repos.users.findById(agentId);
      if (!agent?.roles.some((r) => r === "AGENT_PARTNER" || r === "AGENT_PATRIANI")) {
        throw notPartnerOrAgent();
      }
      // Linking changes the agent: the same tier rule as editing them.
      roleGrants.assertEdit(actor, agent, "link_partner", meta);
      if (agencyId) {
        const agency = await repos.users.findById(agencyId);
        if (!agency?.roles.includes("ESTATE")) throw notEstateAgency();
      }
      const user = await repos.users.update(agentId, { partnerAgencyId: agencyId });
      await repos.audit.record({
        actorId: actor.id,
        action: AUDIT.partnerLinked,
        entity: "user",
        entityId: agentId,
        ip: meta.ip,
        details: { partner_agency_id: agencyId },
      });
      return user;
    });
  }

  private async guardUnique<T>(fn: () => Promise<T>): Promise<T> {
    try {
      return await fn();
    } catch (err) {
      throw uniqueViolationToError(err) ?? err;
    }
  }
}
