import { Button } from "@mantine/core";
import type { LeadDto } from "@portal/contracts/leads";
import { canWriteSchedules, leadListScope } from "@portal/contracts/policy";
import { IconCalendarPlus } from "@tabler/icons-react";
import { useState } from "react";
import type { Session } from "../../lib/session-cookies";
import { ScheduleFormModal, type ScheduleFormTarget } from "./ScheduleFormModal";

/** 'Agendar' on the lead profile: books a visit or a call with this lead (it goes into the lead's timeline). */
export function ScheduleLeadButton({ lead, session }: { lead: LeadDto; session: Session }) {
  const [target, setTarget] = useState<ScheduleFormTarget | null>(null);
  const mayBook =
    canWriteSchedules(session.roles) &&
    !session.user.read_only &&
    (leadListScope(session.roles) === "all" || lead.owner_id === session.user._id);
  if (!mayBook) return null;
  return (
    <>
      <Button
        variant="light"
        leftSection={<IconCalendarPlus size={16} />}
        onClick={() =>
          setTarget({ mode: "create", leadId: lead._id, leadName: lead.full_name, enterpriseId: lead.enterprise_id })
        }
      >
        Agendar
      </Button>
      <ScheduleFormModal target={target} selfId={session.user._id} onClose={() => setTarget(null)} />
    </>
  );
}
