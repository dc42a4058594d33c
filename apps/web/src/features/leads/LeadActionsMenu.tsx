import { Button, Menu } from "@mantine/core";
import { canEditLeadData, canManageLeads, type LeadDto } from "@portal/contracts/leads";
import { canManageRoulettes, canOpenLeadLinks, canPlayLeadInRoulette, leadListScope } from "@portal/contracts/policy";
import {
  IconArrowsShuffle,
  IconChevronDown,
  IconFileTypePdf,
  IconFilter,
  IconLink,
  IconReportAnalytics,
  IconRoute,
  IconTag,
  IconTemperature,
  IconUserMinus,
  IconUserShare,
} from "@tabler/icons-react";
import { Link } from "@tanstack/react-router";
import { useState } from "react";
import { errorMessage } from "../../lib/api-error";
import { notifyError } from "../../lib/notify";
import type { Session } from "../../lib/session-cookies";
import { LeadLinksModal, PlayInRouletteModal, ReassignLeadModal, RemoveFromWalletModal } from "./LeadOwnerModals";
import { FunnelStageModal, InterestModal, StatusModal } from "./LeadStatusModals";
import { downloadLeadPdf, type LeadPdfKind } from "./lead-profile.queries";

type ModalName = "status" | "stage" | "interest" | "reassign" | "remove" | "links" | "roulette";

/** The profile's top actions, each shown only to whoever may use it (the API checks again). */
export function LeadActionsMenu({ lead, session }: { lead: LeadDto; session: Session }) {
  const caller = { roles: session.roles, readOnly: session.user.read_only };
  const canEdit = canEditLeadData(caller);
  const canManage = canManageLeads(caller);
  const canRemove =
    Boolean(lead.owner_id) && !session.user.read_only && (lead.owner_id === session.user._id || canManage);
  const canLinks = canOpenLeadLinks(session.roles);
  // Same rule as the API: allowed roles (not marketing / relationship), own lead or the "all" scope.
  const canPlay =
    !session.user.read_only &&
    !lead.excluded &&
    canPlayLeadInRoulette(session.roles) &&
    (lead.owner_id === session.user._id || leadListScope(session.roles) === "all");
  const [modal, setModal] = useState<ModalName | null>(null);
  const [pdf, setPdf] = useState<LeadPdfKind | null>(null);
  const close = () => setModal(null);

  const download = async (kind: LeadPdfKind) => {
    setPdf(kind);
    try {
      await downloadLeadPdf(lead, kind);
    } catch (error) {
      notifyError(errorMessage(error), kind === "register" ? "Ficha cadastral não gerada" : "Relatório não gerado");
    } finally {
      setPdf(null);
    }
  };

  return (
    <>
      <Menu position="bottom-end" width={260} shadow="md" withinPortal>
        <Menu.Target>
          <Button
            variant="default"
            rightSection={<IconChevronDown size={16} />}
            loading={pdf !== null}
            style={{ flexShrink: 0 }}
            data-testid="lead-actions"
          >
            Ações
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          {canEdit && (
            <>
              <Menu.Label>Atendimento</Menu.Label>
              <Menu.Item leftSection={<IconTag size={16} />} onClick={() => setModal("status")}>
                Alterar status
              </Menu.Item>
              <Menu.Item leftSection={<IconFilter size={16} />} onClick={() => setModal("stage")}>
                Estágio do funil
              </Menu.Item>
              <Menu.Item leftSection={<IconTemperature size={16} />} onClick={() => setModal("interest")}>
                Termômetro
              </Menu.Item>
            </>
          )}
          {(canManage || canRemove) && (
            <>
              <Menu.Label>Responsável</Menu.Label>
              {canManage && (
                <Menu.Item leftSection={<IconUserShare size={16} />} onClick={() => setModal("reassign")}>
                  Transferir lead
                </Menu.Item>
              )}
              {canRemove && (
                <Menu.Item color="red" leftSection={<IconUserMinus size={16} />} onClick={() => setModal("remove")}>
                  Remover da carteira
                </Menu.Item>
              )}
            </>
          )}
          <Menu.Label>Documentos</Menu.Label>
          <Menu.Item leftSection={<IconFileTypePdf size={16} />} onClick={() => void download("register")}>
            Ficha cadastral (PDF)
          </Menu.Item>
          <Menu.Item leftSection={<IconReportAnalytics size={16} />} onClick={() => void download("report")}>
            Relatório do lead (PDF)
          </Menu.Item>
          {canLinks && (
            <Menu.Item leftSection={<IconLink size={16} />} onClick={() => setModal("links")}>
              Links do lead
            </Menu.Item>
          )}
          {(canPlay || canManageRoulettes(session.roles)) && <Menu.Label>Roleta</Menu.Label>}
          {canPlay && (
            <Menu.Item leftSection={<IconArrowsShuffle size={16} />} onClick={() => setModal("roulette")}>
              Jogar na roleta
            </Menu.Item>
          )}
          {canManageRoulettes(session.roles) && (
            <Menu.Item
              leftSection={<IconRoute size={16} />}
              renderRoot={(props) => <Link {...props} to="/roulettes/why" search={{ lead: lead._id }} />}
            >
              Por que recebeu este lead?
            </Menu.Item>
          )}
        </Menu.Dropdown>
      </Menu>
      {canEdit && (
        <>
          <StatusModal lead={lead} opened={modal === "status"} onClose={close} />
          <FunnelStageModal lead={lead} opened={modal === "stage"} onClose={close} />
          <InterestModal lead={lead} opened={modal === "interest"} onClose={close} />
        </>
      )}
      {canManage && (
        <ReassignLeadModal lead={lead} opened={modal === "reassign"} onClose={close} roles={session.roles} />
      )}
      {canRemove && <RemoveFromWalletModal lead={lead} opened={modal === "remove"} onClose={close} />}
      {canPlay && <PlayInRouletteModal lead={lead} opened={modal === "roulette"} onClose={close} />}
      {canLinks && <LeadLinksModal lead={lead} opened={modal === "links"} onClose={close} />}
    </>
  );
}
