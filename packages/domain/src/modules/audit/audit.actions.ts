/** Audit action names, so queries and reports agree on them. */
export const AUDIT = {
  loginSuccess: "auth.login.success",
  loginFailure: "auth.login.failure",
  loginRefused: "auth.login.refused",
  logout: "auth.logout",
  passwordChanged: "auth.password.changed",
  passwordResetRequested: "auth.password.reset_requested",
  passwordResetUnknownEmail: "auth.password.reset_requested_unknown_email",
  passwordReset: "auth.password.reset",
  userCreated: "user.created",
  userUpdated: "user.updated",
  rolesChanged: "user.roles_changed",
  userDeactivated: "user.deactivated",
  userReactivated: "user.reactivated",
  partnerSignup: "user.partner_signup",
  registrationCompleted: "user.registration_completed",
  invitationSent: "user.invitation_sent",
  invitationAccepted: "user.invitation_accepted",
  partnerLinked: "user.partner_linked",
  /** A role grant or a change of a user of equal or higher tier, refused (decision 028). */
  grantRefused: "user.grant_refused",
} as const;
