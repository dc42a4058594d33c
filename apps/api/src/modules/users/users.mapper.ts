import type { AssigneeDto, UserDto } from "@portal/contracts/users";
import type { UserRow } from "@portal/domain/users";

export function toUserDto(u: UserRow): UserDto {
  return {
    _id: u.id,
    full_name: u.fullName,
    email: u.email,
    roles: u.roles,
    read_only: u.readOnly,
    is_registration_complete: u.isRegistrationComplete,
    availability_status: u.availabilityStatus,
    working_systems: u.workingSystems,
    cpf: u.cpf,
    cnpj: u.cnpj,
    phone: u.phone,
    creci: u.creci,
    image_url: u.imageUrl,
    address: (u.address as UserDto["address"]) ?? null,
    partner_agency_id: u.partnerAgencyId,
    partner_status: u.partnerStatus,
    partner_rejection_reason: u.partnerRejectionReason,
    active: u.active,
    createdAt: u.createdAt.toISOString(),
    updatedAt: u.updatedAt.toISOString(),
  };
}

/** A user who may own leads, as the reassign/distribute pickers show them. */
export function toAssigneeDto(u: UserRow): AssigneeDto {
  return { _id: u.id, full_name: u.fullName, roles: u.roles, availability_status: u.availabilityStatus };
}
