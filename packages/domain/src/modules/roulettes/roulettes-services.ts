import type { Database } from "../../lib/database";
import type { OfferExpiryService } from "../distribution/offer-expiry.service";
import { RouletteQueriesService } from "./roulette-queries.service";
import { RoulettesService } from "./roulettes.service";

/**
 * The roulettes module's services: administration (create/edit, members, rotation order, shoot) and the reads of
 * the roulette screens. Adding an available member or shooting drains the roulette through distribution's expiry.
 */
export function buildRoulettesServices(deps: { db: Database; offerExpiry: OfferExpiryService }) {
  return {
    admin: new RoulettesService(deps.db, deps.offerExpiry),
    queries: new RouletteQueriesService(deps.db),
  };
}
export type RoulettesServices = ReturnType<typeof buildRoulettesServices>;
