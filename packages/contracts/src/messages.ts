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
