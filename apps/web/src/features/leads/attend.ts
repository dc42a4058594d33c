import { isApiError, NETWORK_ERROR_STATUS } from "../../lib/api-error";

/** Texts of the 'Atender' button (spec 2 and 8). */
export const ATTEND_LABEL = "Atender";
export const ATTEND_HINT = "Importante marcar lead em atendimento";
export const ATTEND_SUCCESS = "Agora você está atendendo esse lead";
export const ATTEND_FAILURE = "Erro atender lead";

/** Spec 8: the server's error text in an error toast; the catalogue's text when there is none. */
export function attendErrorMessage(error: unknown): string {
  if (isApiError(error) && error.status !== NETWORK_ERROR_STATUS && error.status < 500 && error.body) {
    const message = Array.isArray(error.body.message) ? error.body.message.join("; ") : error.body.message;
    if (message.trim()) return message;
  }
  return ATTEND_FAILURE;
}
