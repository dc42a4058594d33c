// The module's public surface: what the API's routes, the worker and the tests use. Inside the package, import files directly.

export { type IngestResult, WhatsAppService } from "./whatsapp.service";
export { phoneCandidates } from "./whatsapp-payload";
