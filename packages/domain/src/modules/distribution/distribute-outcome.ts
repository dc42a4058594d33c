/** What one distribution step did with a lead (shared by the decision and the offer writer). */
export type DistributeOutcome =
  | { status: "offered"; offerId: string; rouletteId: string; agentUserId: string; deadline: Date }
  | { status: "waiting"; reason: string }
  | { status: "dropped"; reason: string }
  | { status: "nothing" };
