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
  /**
   * The spec's four generic failures, each for one kind of call (decision 067): a read that failed keeps the
   * ellipsis of genericFailure; a create, a change and a removal or upload each have their own punctuation.
   */
  failureOfCall: {
    read: "Falha, tente novamente...",
    create: "Falha, tente novamente!",
    update: "Falha, tente novamente",
    remove: "Falha. Tente novamente!",
  },
  wrongCurrentPassword: "Falha, verifique se você digitou a senha atual corretamente!",
  tooManyLoginAttempts: "Muitas tentativas de login. Aguarde alguns minutos e tente novamente.",
  tooManyRequests: "Muitas requisições. Aguarde um pouco e tente novamente.",
  tooManyLookups: "Muitas consultas em pouco tempo. Aguarde alguns minutos e tente novamente.",
  forbidden: "Você não tem permissão para realizar esta ação.",
  whatsappVerifyTokenInvalid: "Token de verificação do webhook do WhatsApp inválido.",
  whatsappSignatureInvalid: "Assinatura do webhook do WhatsApp ausente ou inválida.",
  notFound: "Recurso não encontrado.",
  // ── Module texts (every domain error names its text here: one catalogue of pt-BR messages; by module) ──
  // auth
  loggedOut: "Sessão encerrada.",
  // realtime
  originNotAllowed: "Origem não permitida.",
  // settings
  settingNotFound: "Configuração não encontrada.",
  // users
  invitationSent: "Convite enviado.",
  // partners (decision 064)
  partnerPendingApproval:
    "Cadastro em análise: preços, espelho de vendas e empreendimentos ficam disponíveis após a aprovação do coordenador de parcerias.",
  partnerRejected: "Seu cadastro de parceiro foi recusado. Fale com o coordenador de parcerias.",
  partnerNotFound: "Parceiro não encontrado.",
  partnerAlreadyReviewed: "Este cadastro de parceiro já está nesta situação.",
  partnerClientTaken:
    "Cliente já cadastrado. A indicação foi registrada e o responsável pelo cliente foi avisado; fale com o coordenador de parcerias.",
  // leads
  leadNotFound: "Lead não encontrado.",
  leadLinkInvalid: "Link inválido ou expirado.",
  leadExcluded: "Este lead foi excluído e não pode ser alterado.",
  leadPhoneTaken: "Já existe um lead com este telefone para este empreendimento.",
  leadOnlyOwnerAttends: "Somente o responsável pelo lead pode atendê-lo.",
  leadAttended: "Agora você está atendendo esse lead",
  leadStageLocked: "O estágio do funil não pode ser alterado com o lead neste status.",
  leadAlreadyOwnedByTarget: "O lead já pertence a este especialista.",
  leadAlreadyInBase: "Este lead já está na base.",
  leadLogNotFound: "Registro não encontrado.",
  leadOnlyNotesEditable: "Somente anotações podem ser editadas.",
  // distribution (offers, play-in-roulette)
  offerOfAnotherAgent: "Este lead foi ofertado a outro especialista.",
  offerExpired: "O prazo para atender este lead expirou.",
  playInRouletteForbidden: "Você não tem permissão para jogar este lead na roleta.",
  playInRouletteNoEnterprise: "Erro ao jogar lead na roleta. O lead não tem empreendimento.",
  playInRouletteExcluded: "Erro ao jogar lead na roleta. O lead foi excluído.",
  playInRouletteNoRoulette: (type: string) =>
    `Erro ao jogar lead na roleta. Nenhuma roleta ${type} ativa atende o empreendimento.`,
  playedInRoulette: (count: number) => (count === 1 ? "Lead jogado na roleta." : `${count} leads jogados na roleta.`),
  // availability
  availabilityOnlySpecialists: "Somente especialistas (plantão ou online) podem alterar a própria disponibilidade.",
  availabilityAgentForbidden: "Sem permissão para alterar este especialista.",
  checkoutSuccess: "Checkout realizado com sucesso!",
  // roulettes
  rouletteNotFound: "Roleta não encontrada.",
  rouletteAgentNotFound: "Especialista não encontrado na roleta.",
  rouletteReadForbidden: "Sem permissão para ver roletas.",
  rouletteManagersOnly: "Somente administradores e coordenadores gerenciam roletas.",
  rouletteLogsManagersOnly: "Somente administradores e coordenadores veem o histórico da roleta.",
  rouletteAgentAlreadyMember: "Este especialista já está na roleta.",
  rouletteDeleted: "Roleta excluída.",
  rouletteShuffled: "Ordem da roleta sorteada.",
  rouletteAgentRemoved: "Especialista removido da roleta.",
  rouletteAgentToFirst: "Especialista movido para a primeira posição.",
  rouletteAgentActionDone: "Ação realizada com sucesso.",
  rouletteShot: (offered: number) => (offered > 0 ? `${offered} lead(s) ofertado(s).` : "Nenhum lead ofertado."),
  // contracts (of a sale)
  contractNotFound: "Contrato não encontrado.",
  contractFileNotFound: "Arquivo do contrato não encontrado.",
  contractIssueNeedsLiveSale: "Só é possível emitir contrato de uma venda em andamento ou concluída.",
  contractAlreadySigned: "O contrato desta venda já está assinado.",
  contractSignNeedsPending: "Só é possível assinar um contrato aguardando assinatura.",
  contractRefuseNeedsPending: "Só é possível recusar um contrato aguardando assinatura.",
  // ── end of module texts ──
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
  /** 503 + Retry-After: every database connection busy for longer than a request may wait (decision 056). */
  serverBusy: "O sistema está com muitos acessos agora. Aguarde alguns segundos e tente novamente.",
  /** 503 + Retry-After: the database is unreachable, e.g. restarting or failing over (decision 062). */
  serviceUnavailable: "O sistema está temporariamente indisponível. Aguarde alguns segundos e tente novamente.",
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
  // proposals, sales and pre-sales (more of their texts: DEALS_MSG in proposals.ts, SALE_EXTRAS_MSG in sales-extras.ts)
  proposalTagMissing: "não está na proposta",
  saleProposalMissing: "não corresponde a uma proposta existente",
  saleLeadContractDataIncomplete: (field: string) =>
    `é obrigatório: os dados contratuais do lead estão incompletos (${field})`,
  saleBuyersNotInProcess: "Os compradores só podem ser alterados com a venda em andamento.",
  saleCommissionNotFound: "Comissão não encontrada.",
  saleFileNotFound: "Arquivo não encontrado.",
  saleFileTypeUploadRefused: "Você não pode enviar este tipo de arquivo.",
  saleFileTypeDeleteRefused: "Você não pode excluir este tipo de arquivo.",
  saleFileFormat: "deve ser um arquivo PDF, PNG, JPEG ou WebP",
  saleFilePdfOnly: "deve ser um arquivo PDF",
  saleFileFormatRefused: "tem um formato não permitido",
  salePlanDoesNotAddUp: (issue: string) => `O plano de pagamento da venda não fecha: ${issue}`,
  salePlanWithoutFinancing: "não confere com o plano: o plano de pagamento não tem financiamento bancário",
  salePlanFinancingIs: (amount: string) => `não confere com o plano: o financiamento do plano é ${amount}`,
  salePlanWithoutFgts: "não confere com o plano: o plano de pagamento não tem série de FGTS",
  salePlanFgtsIs: (amount: string) => `não confere com o plano: o FGTS do plano é ${amount}`,
  saleSignalAboveAct: (amount: string) => `excede o ato/sinal do plano (${amount})`,
  preSaleSignedFormat: "deve ser um arquivo PDF, JPEG ou PNG",
  // ───── stand (plantão), decision 048 ─────
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
  /** A stand outside the caller's stand scope (decision 061): not their teams', not where they are scheduled. */
  standNotYours:
    "Você não atua neste plantão: só nos plantões dos seus times de vendas ou em que está escalado(a) hoje.",
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
  standPartialReportNoStand: "Escolha o seu plantão antes de ver o relatório parcial.",
  standPartialReportNotYourStand: "Você só pode ver o relatório parcial do plantão em que está.",
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
  standEnterprise: "deve ser um empreendimento com plantão ativo",
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
  /** A JSON body whose bytes are not valid UTF-8 (refused, never stored as U+FFFD). */
  invalidUtf8: "contém bytes que não são texto UTF-8 válido.",
  invalidOption: "deve ser uma das opções permitidas",
  // ── Module field texts (the fragments domain errors name a field with; grouped by module) ──
  atLeastOneField: "deve informar ao menos um campo",
  activeUser: "deve ser um usuário ativo",
  pdfFile: "deve ser um arquivo PDF",
  imageFile: "deve ser uma imagem PNG, JPEG ou WebP",
  // users
  creciRequiredForBrokers: "é obrigatório para corretores parceiros",
  partnerOrAgent: "deve ser um corretor parceiro ou agente",
  estateAgency: "deve ser uma imobiliária (perfil ESTATE)",
  // password
  newPasswordSameAsCurrent: "deve ser diferente da senha atual",
  // leads
  leadNotFound: "lead não encontrado",
  excludedLeadNotDistributable: "lead excluído não pode ser distribuído",
  enterpriseNotFound: "empreendimento não encontrado",
  existingEnterprise: "deve ser um empreendimento existente",
  salesTeamNotFound: "equipe de vendas não encontrada",
  activeLeadOwner: "deve ser um especialista ou coordenador ativo",
  sameLeadAsPath: "deve ser o mesmo lead do endereço",
  eightDigitDate: "deve ser uma data válida no formato DDMMAAAA",
  cursorInvalid: "cursor inválido",
  cursorOfOtherSort: "cursor de outra ordenação (sortBy/direction)",
  // roulettes
  windowNeedsBothTimes: "deve ser informado junto com o outro horário",
  activeSpecialistOfRole: (role: string) => `deve ser um ${role} ativo`,
  rouletteTypeList: "deve conter apenas ONLINE ou BOOTH",
  commaSeparatedIds: "deve conter ids válidos separados por vírgula",
  // pre-leads: the CSV import file
  csvNotUtf8: "deve ser um CSV codificado em UTF-8",
  csvBinary: "não é um arquivo CSV",
  csvEmpty: "está vazio",
  csvMalformed: (line?: number) => `não é um CSV válido${line ? ` (erro na linha ${line})` : ""}`,
  csvHeaderMissing: (header: string) => `deve começar com o cabeçalho ${header}`,
  csvColumnsMissing: (missing: readonly string[], header: string) =>
    `não tem as colunas obrigatórias: ${missing.join(", ")} (cabeçalho esperado: ${header})`,
  csvColumnsUnknown: (unknown: readonly string[]) =>
    `tem colunas desconhecidas: ${unknown.map((u) => u || "(vazia)").join(", ")}`,
  csvColumnsRepeated: "tem colunas repetidas no cabeçalho",
  csvNoRows: "não tem linhas de dados",
  csvTooManyRows: (rows: number, max: number) =>
    `tem ${rows.toLocaleString("pt-BR")} linhas; o máximo é ${max.toLocaleString("pt-BR")}`,
  // ── end of module field texts ──
} as const;

/**
 * A field text (FIELD_MSG or any contract fragment) as the sentence a form shows under the input, naming the field
 * by its label: `fieldSentence("Nome completo", FIELD_MSG.required)` -> "O campo Nome completo é obrigatório."
 */
export function fieldSentence(label: string, fragment: string): string {
  const text = fragment.trim().replace(/[.!?]+$/, "");
  return `O campo ${label} ${text || FIELD_MSG.required}.`;
}
