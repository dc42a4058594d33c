import { Button, Stack, Text } from "@mantine/core";
import type { LeadDto } from "@portal/contracts/leads";
import { IconHeadset } from "@tabler/icons-react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useId, useState } from "react";
import { isApiError, isSessionExpired } from "../../lib/api-error";
import { notifyError, notifySuccess } from "../../lib/notify";
import { MY_PROFILE_KEY } from "../session/session.queries";
import { ATTEND_HINT, ATTEND_LABEL, ATTEND_SUCCESS, attendErrorMessage } from "./attend";
import { attendLead } from "./lead-profile.queries";
import { leadsKeys } from "./leads.queries";

/**
 * Colour categories of the portal's buttons. Spec 2/9: the attend button's default category is
 * "BgGray": a neutral gray button, so it reads as a step to take, not as the page's main action.
 */
const COLOR_CATEGORIES = {
  BgGray: { color: "gray", variant: "light" },
  BgBrand: { color: "brand", variant: "filled" },
} as const;
export type ColorCategory = keyof typeof COLOR_CATEGORIES;

/**
 * 'Atender' (spec 2 and 4): takes the lead into attendance. Shown only until the lead is in attendance
 * (hidden after success and whenever lead.in_attendance is true); loading while the request runs.
 */
export function AttendButton({
  lead,
  colorCategory = "BgGray",
  onSuccess,
}: {
  lead: LeadDto;
  colorCategory?: ColorCategory;
  onSuccess?: (lead: LeadDto) => void;
}) {
  const queryClient = useQueryClient();
  const hintId = useId();
  const [attended, setAttended] = useState(false);
  const mutation = useMutation({
    mutationFn: () => attendLead(lead._id),
    // The error toast is this button's own (server text or 'Erro atender lead').
    meta: { inlineError: true },
    onSuccess: (result) => {
      setAttended(true);
      queryClient.setQueryData(leadsKeys.detail(lead._id), result.lead);
      void queryClient.invalidateQueries({ queryKey: leadsKeys.all });
      // Attending puts the specialist IN_ATTENDANCE (their roulettes skip them): the header's control follows.
      void queryClient.invalidateQueries({ queryKey: MY_PROFILE_KEY });
      notifySuccess(ATTEND_SUCCESS);
      onSuccess?.(result.lead);
    },
    onError: (error) => {
      // An expired session has its own message on the login page.
      if (isApiError(error) && isSessionExpired(error.status, error.body)) return;
      notifyError(attendErrorMessage(error));
    },
  });

  if (attended || lead.in_attendance) return null;
  const style = COLOR_CATEGORIES[colorCategory];
  return (
    <Stack gap={2} align="stretch" style={{ flex: "1 1 auto" }} maw={260}>
      <Button
        color={style.color}
        variant={style.variant}
        leftSection={<IconHeadset size={18} />}
        loading={mutation.isPending}
        onClick={() => mutation.mutate()}
        aria-describedby={hintId}
        data-color-category={colorCategory}
        data-testid="attend-button"
      >
        {ATTEND_LABEL}
      </Button>
      <Text id={hintId} size="xs" c="dimmed" ta="center">
        {ATTEND_HINT}
      </Text>
    </Stack>
  );
}
