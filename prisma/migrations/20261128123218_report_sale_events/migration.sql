-- CreateTable
CREATE TABLE "report_sale_events" (
    "sale_id" UUID NOT NULL,
    "kind" TEXT NOT NULL,
    "at" TIMESTAMPTZ(3) NOT NULL,
    "price" BIGINT NOT NULL,
    "lead_id" UUID NOT NULL,
    "enterprise_id" UUID NOT NULL,
    "tower_id" UUID NOT NULL,
    "team_id" UUID,
    "specialist_id" UUID NOT NULL,
    "partner_agency_id" UUID,
    "source" TEXT NOT NULL,

    CONSTRAINT "report_sale_events_pkey" PRIMARY KEY ("sale_id","kind")
);

-- CreateIndex
CREATE INDEX "report_sale_events_at_idx" ON "report_sale_events"("at");

-- CreateIndex
CREATE INDEX "report_sale_events_lead_id_idx" ON "report_sale_events"("lead_id");

-- CreateIndex
CREATE INDEX "report_sale_events_enterprise_id_at_idx" ON "report_sale_events"("enterprise_id", "at");

-- CreateIndex
CREATE INDEX "report_sale_events_specialist_id_at_idx" ON "report_sale_events"("specialist_id", "at");

-- The events of one sale, recomputed from its row (decision 071): GROSS at created_at, CANCELED at canceled_at,
-- DISTRACTED at distracted_at, each with the unit's tower and the lead's team and source. The lead is read without a
-- lock (a lock here would add a lock-order edge to every sale write: deadlocks); a lead moved by a transaction
-- running at the same instant as this one is set right by report_sale_events_repair() (the worker's sweep).
CREATE FUNCTION report_sale_events_of(sale sales) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO report_sale_events (sale_id, kind, at, price, lead_id, enterprise_id, tower_id, team_id, specialist_id,
                                  partner_agency_id, source)
  SELECT sale.id, e.kind, e.at, sale.price, sale.lead_id, sale.enterprise_id, u.tower_id, l.sales_team_id,
         sale.broker_id, sale.partner_agency_id, l.source
    FROM units u
    JOIN leads l ON l.id = sale.lead_id
    CROSS JOIN (VALUES ('GROSS', sale.created_at), ('CANCELED', sale.canceled_at),
                       ('DISTRACTED', sale.distracted_at)) AS e(kind, at)
   WHERE u.id = sale.unit_id AND e.at IS NOT NULL;
END $$;

CREATE FUNCTION report_sale_events_on_sale() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    DELETE FROM report_sale_events WHERE sale_id = OLD.id;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM report_sale_events_of(NEW);
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER sales_report_sale_events
  AFTER INSERT OR DELETE OR UPDATE OF created_at, canceled_at, distracted_at, price, lead_id, unit_id, enterprise_id,
    broker_id, partner_agency_id
  ON sales FOR EACH ROW EXECUTE FUNCTION report_sale_events_on_sale();

-- A lead's team or source changed: its sales are counted under the new ones (as a join with leads would).
CREATE FUNCTION report_sale_events_on_lead() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE report_sale_events SET team_id = NEW.sales_team_id, source = NEW.source WHERE lead_id = NEW.id;
  RETURN NULL;
END $$;

CREATE TRIGGER leads_report_sale_events
  AFTER UPDATE OF sales_team_id, source ON leads FOR EACH ROW
  WHEN (OLD.sales_team_id IS DISTINCT FROM NEW.sales_team_id OR OLD.source IS DISTINCT FROM NEW.source)
  EXECUTE FUNCTION report_sale_events_on_lead();

-- Recomputes every event from the sales (the `reports:rebuild` command; also the back-fill below).
CREATE FUNCTION report_sale_events_rebuild() RETURNS bigint LANGUAGE plpgsql AS $$
DECLARE n bigint;
BEGIN
  LOCK TABLE report_sale_events IN EXCLUSIVE MODE;
  DELETE FROM report_sale_events;
  INSERT INTO report_sale_events (sale_id, kind, at, price, lead_id, enterprise_id, tower_id, team_id, specialist_id,
                                  partner_agency_id, source)
  SELECT s.id, e.kind, e.at, s.price, s.lead_id, s.enterprise_id, u.tower_id, l.sales_team_id, s.broker_id,
         s.partner_agency_id, l.source
    FROM sales s
    JOIN units u ON u.id = s.unit_id
    JOIN leads l ON l.id = s.lead_id
    CROSS JOIN LATERAL (VALUES ('GROSS', s.created_at), ('CANCELED', s.canceled_at),
                               ('DISTRACTED', s.distracted_at)) AS e(kind, at)
   WHERE e.at IS NOT NULL;
  GET DIAGNOSTICS n = ROW_COUNT;
  RETURN n;
END $$;

-- The lead-derived columns set right where a concurrent move left them behind; returns how many rows changed.
CREATE FUNCTION report_sale_events_repair() RETURNS bigint LANGUAGE plpgsql AS $$
DECLARE n bigint;
BEGIN
  UPDATE report_sale_events e SET team_id = l.sales_team_id, source = l.source
    FROM leads l
   WHERE l.id = e.lead_id AND (e.team_id IS DISTINCT FROM l.sales_team_id OR e.source IS DISTINCT FROM l.source);
  GET DIAGNOSTICS n = ROW_COUNT;
  RETURN n;
END $$;

SELECT report_sale_events_rebuild();
