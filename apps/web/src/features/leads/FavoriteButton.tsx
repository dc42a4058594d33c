import { ActionIcon, Tooltip } from "@mantine/core";
import { IconStar, IconStarFilled } from "@tabler/icons-react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { leadsKeys, setFavorite } from "./leads.queries";

/** Per-user favourite star; flips at once and goes back if the API refuses. */
export function FavoriteButton({
  leadId,
  leadName,
  favorite,
  size = "md",
}: {
  leadId: string;
  leadName: string;
  favorite: boolean;
  size?: "sm" | "md" | "lg";
}) {
  const queryClient = useQueryClient();
  const [value, setValue] = useState(favorite);
  useEffect(() => setValue(favorite), [favorite]);
  const mutation = useMutation({
    mutationFn: (next: boolean) => setFavorite(leadId, next),
    onMutate: (next) => setValue(next),
    onError: () => setValue(favorite),
    onSettled: () => queryClient.invalidateQueries({ queryKey: leadsKeys.all }),
  });
  const label = value ? `Remover ${leadName} dos favoritos` : `Marcar ${leadName} como favorito`;
  return (
    <Tooltip label={value ? "Remover dos favoritos" : "Marcar como favorito"} withArrow openDelay={400}>
      <ActionIcon
        variant="subtle"
        color={value ? "yellow" : "gray"}
        size={size}
        aria-label={label}
        aria-pressed={value}
        onClick={() => mutation.mutate(!value)}
        data-testid="favorite-toggle"
      >
        {value ? <IconStarFilled size={18} /> : <IconStar size={18} />}
      </ActionIcon>
    </Tooltip>
  );
}
