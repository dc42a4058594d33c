// The module's public surface: what the API's routes, the worker and the tests use. Inside the package, import files directly.

export { AuthService } from "./auth.service";
export { LoginThrottle } from "./login-throttle";
export type { LoadedSession } from "./session-cache";
export {
  createSessionInvalidation,
  SessionCache,
  sessionInvalidationChannel,
  subscribeSessionInvalidation,
} from "./session-cache";
