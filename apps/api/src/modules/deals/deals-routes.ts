import type { FastifyInstance } from "fastify";
import contractsRoutes from "../contracts/contracts.routes";
import webhooksRoutes from "../webhooks/webhooks.routes";
import proposalsRoutes from "./proposals.routes";
import saleFilesRoutes from "./sale-files.routes";
import salesRoutes from "./sales.routes";

/** Proposals, sales and webhook administration (issue 5 part 2). */
export default async function dealsRoutes(app: FastifyInstance) {
  await app.register(proposalsRoutes);
  await app.register(salesRoutes);
  await app.register(saleFilesRoutes);
  await app.register(webhooksRoutes);
  await app.register(contractsRoutes);
}
