import { MSG } from "@portal/contracts/messages";
import { AppError } from "../../lib/app-error";

/** A websocket opened from a page outside the web origins (cross-site websocket hijacking would ride the cookie). */
export const originNotAllowed = () => new AppError("FORBIDDEN", MSG.originNotAllowed);
