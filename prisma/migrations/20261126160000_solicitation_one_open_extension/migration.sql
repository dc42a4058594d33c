-- One open extension request per reservation (decision 054): without it, several requests for the same
-- reservation could each be approved by a different approver and their extensions would add up.
-- Partial index: schema.prisma cannot express it.
CREATE UNIQUE INDEX "solicitations_one_open_extension_per_reservation" ON "solicitations"("reservation_id")
  WHERE "status" = 'OPEN' AND "type" = 'RESERVE_EXTENSION';
