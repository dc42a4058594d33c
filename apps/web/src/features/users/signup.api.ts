import { loginResponse } from "@portal/contracts/auth";
import type { partnerSignupBody } from "@portal/contracts/users";
import { verifyPartnerResponse } from "@portal/contracts/users";
import type { z } from "zod";
import { apiRequest } from "../../lib/api-client";
import { acceptSessionAnswer, type LoginResult } from "../auth/auth.api";

export const SIGNUP_TYPES = {
  partner: { path: "/users/agente-partner", title: "Cadastro de corretor parceiro", role: "AGENT_PARTNER" },
  agent: { path: "/users/agente-patriani", title: "Cadastro de agente", role: "AGENT_PATRIANI" },
} as const;
export type SignupType = keyof typeof SIGNUP_TYPES;

export type PartnerSignupBody = z.output<typeof partnerSignupBody>;

export async function partnerSignup(type: SignupType, body: PartnerSignupBody): Promise<LoginResult> {
  const answer = await apiRequest(SIGNUP_TYPES[type].path, {
    method: "POST",
    body,
    schema: loginResponse.partial({ authorization: true }),
  });
  return acceptSessionAnswer(answer);
}

/** Which of e-mail, CPF and CNPJ already belong to someone. */
export function verifyPartner(query: { email: string; cpf: string; cnpj?: string }) {
  return apiRequest("/users/verify-partner", { query, schema: verifyPartnerResponse });
}
