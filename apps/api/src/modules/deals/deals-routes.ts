import type { FastifyInstance } from "fastify";
import contractsRoutes from "../contracts/contracts.routes";
import webhooksRoutes from "../webhooks/webhooks.routes";
import preSalesRoutes from "./pre-sales.routes";
import proposalsRoutes from "./proposals.routes";
import saleExtrasRoutes from "./sale-extras.routes";
import saleFilesRoutes from "./sale-files.routes";
import saleGroupsRoutes from "./sale-groups.routes";
import salesRoutes from "./sales.routes";

/** Proposals, sales and webhook administration (issue 5 part 2). */
export default async function dealsRoutes(app: FastifyInstance) {
  await app.register(proposalsRoutes);
  await app.register(salesRoutes);
  await app.register(saleFilesRoutes);
  await app.register(saleExtrasRoutes);
  await app.register(saleGroupsRoutes);
  await app.register(preSalesRoutes);
  await app.register(webhooksRoutes);
  await app.register(contractsRoutes);
}
