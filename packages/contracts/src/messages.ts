/** pt-BR texts the user sees, from the spec's catalogue (sections 5 and 8) where it has one. */
export const MSG = {
  passwordRule:
    "A senha deve conter no mínimo 8 caracteres e incluir pelo menos: uma letra maiúscula, uma letra minúscula, um número e um caractere especial dentre os seguintes: @, $, !, %, *, & ou #.",
  loginRefused: "Você não tem permissão para acessar o sistema.",
  loginFailedNoToken: "Falha...",
  invalidCredentials: "E-mail ou senha inválidos.",
  sessionExpired: "Sua sessão expirou",
  reviewField: (field: string) => `Revise o campo ${field}.`,
  genericFailure: "Falha, tente novamente...",
  wrongCurrentPassword: "Falha, verifique se você digitou a senha atual corretamente!",
  tooManyLoginAttempts: "Muitas tentativas de login. Aguarde alguns minutos e tente novamente.",
  tooManyRequests: "Muitas requisições. Aguarde um pouco e tente novamente.",
  tooManyLookups: "Muitas consultas em pouco tempo. Aguarde alguns minutos e tente novamente.",
  forbidden: "Você não tem permissão para realizar esta ação.",
  notFound: "Recurso não encontrado.",
  userNotFound: "Usuário não encontrado.",
  emailTaken: "Já existe um usuário com este e-mail.",
  cpfTaken: "Já existe um usuário com este CPF.",
  cnpjTaken: "Já existe um usuário com este CNPJ.",
  invalidResetToken: "Link de redefinição inválido ou expirado.",
  invalidInviteToken: "Convite inválido ou expirado.",
  forgotPasswordSent: "Se o e-mail estiver cadastrado, você receberá um link para redefinir a senha.",
  passwordChanged: "Senha alterada com sucesso!",
  payloadTooLarge: "O conteúdo enviado é grande demais.",
  invalidJson: "O corpo da requisição não é um JSON válido.",
  internalError: "Erro interno. Tente novamente mais tarde.",
  maintenanceTitle: "Sistema em manutenção.",
  maintenanceSubtitle: "Em breve retornaremos!",
  registrationAlreadyComplete: "O cadastro já está completo.",
  cannotDeactivateSelf: "Você não pode desativar o seu próprio usuário.",
  readOnlyUser: "Seu usuário é somente leitura: esta ação não é permitida.",
  grantRefused: (labels: readonly string[]) =>
    labels.length === 1
      ? `Você não pode conceder o perfil ${labels[0]}.`
      : `Você não pode conceder os perfis ${labels.join(", ")}.`,
  cannotEditHigherUser: "Você não pode alterar um usuário de nível igual ou superior ao seu.",
  inviteGrantRefused: "Este convite concede perfis que quem convidou não pode conceder.",
  // ───── stand (plantão), issue 18, decision 048 ─────
  standNotFound: "Plantão não encontrado.",
  standInactive: "Este empreendimento não tem plantão ativo.",
  standEnterpriseNotFound: "Empreendimento não encontrado.",
  standVisitNotFound: "Visita não encontrada.",
  serviceReportNotFound: "Ficha de atendimento não encontrada.",
  thirdPartyVisitNotFound: "Visita de terceiro não encontrada.",
  standPresenceNotFound: "Especialista não encontrado na fila do plantão.",
  standCheckInRefused: "Somente especialistas de plantão e recepcionistas fazem check-in no plantão.",
  standCheckedIn: "Check-in no plantão realizado.",
  standCheckedOut: "Check-out do plantão realizado.",
  standNotCheckedIn: "Você não está em nenhum plantão.",
  standReceptionElsewhere: "Escolha este plantão antes de registrar visitas.",
  standVisitCreated: "Visita registrada.",
  standVisitCreatedWaiting: "Visita registrada. Nenhum especialista disponível: a visita aguarda o próximo.",
  standVisitAssigned: "Visita encaminhada.",
  standVisitStarted: "Atendimento iniciado.",
  standVisitFinished: "Atendimento finalizado.",
  standVisitCanceled: "Visita cancelada.",
  standVisitNotYours: "Esta visita foi encaminhada para outro especialista.",
  standVisitNotAssigned: "A visita precisa estar encaminhada a você para iniciar o atendimento.",
  standVisitNotInAttendance: "Inicie o atendimento antes de finalizá-lo.",
  standVisitClosed: "Esta visita já foi finalizada ou cancelada.",
  standVisitInAttendance: "Esta visita já está em atendimento.",
  standAlreadyAttending: "Você já está atendendo outra visita. Finalize-a antes de iniciar esta.",
  standSpecialistInAttendance: "Este especialista está em atendimento no plantão: finalize a visita antes.",
  standAttendanceOpen: "Finalize o atendimento do plantão antes de alterar sua disponibilidade.",
  standQueueUpdated: "Fila do plantão atualizada.",
  standSpecialistNotHere: "deve ser um especialista com check-in neste plantão",
  visitStandTitle: "Cliente no plantão",
  visitStandMessage: (visitor: string, stand: string) => `${visitor} chegou ao plantão ${stand} e aguarda você.`,
  ownerClientAtStandTitle: "Seu cliente está no plantão",
  ownerClientAtStandMessage: (visitor: string, stand: string, specialist: string | null) =>
    specialist
      ? `${visitor} está no plantão ${stand} e será atendido(a) por ${specialist}.`
      : `${visitor} está no plantão ${stand} aguardando atendimento.`,
  serviceReportTitle: "Nova ficha de atendimento",
  serviceReportMessage: (specialist: string, visitor: string, stand: string) =>
    `${specialist} finalizou o atendimento de ${visitor} no plantão ${stand}.`,
} as const;

/** Field-level validation texts; the API prefixes each with the quoted field name. */
export const FIELD_MSG = {
  required: "é obrigatório",
  email: "deve ser um e-mail válido",
  cpf: "deve ser um CPF válido",
  cnpj: "deve ser um CNPJ válido",
  cep: "deve ser um CEP com 8 dígitos",
  phone: "deve ser um telefone válido",
  tooShort: (n: number) => `deve ter no mínimo ${n} caracteres`,
  tooLong: (n: number) => `deve ter no máximo ${n} caracteres`,
  invalid: "é inválido",
  /** A NUL or a lone UTF-16 surrogate anywhere in the value (decision 032). */
  invalidCharacters: "contém caracteres inválidos.",
  invalidOption: "deve ser uma das opções permitidas",
} as const;

/**
 * A field text (FIELD_MSG or any contract fragment) as the sentence a form shows under the input, naming the field
 * by its label: `fieldSentence("Nome completo", FIELD_MSG.required)` -> "O campo Nome completo é obrigatório."
 */
export function fieldSentence(label: string, fragment: string): string {
  const text = fragment.trim().replace(/[.!?]+$/, "");
  return `O campo ${label} ${text || FIELD_MSG.required}.`;
}
