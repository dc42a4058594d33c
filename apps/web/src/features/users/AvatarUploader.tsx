import { Avatar, Button, FileButton, Group, Stack, Text } from "@mantine/core";
import type { UserDto } from "@portal/contracts/users";
import { IconCamera } from "@tabler/icons-react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiAssetUrl } from "../../lib/env";
import { initials } from "../../lib/format";
import { notifyError, notifySuccess } from "../../lib/notify";
import { AVATAR_TYPES, avatarProblem, storeOwnProfile, uploadAvatar } from "./profile.api";

export function AvatarUploader({ user }: { user: UserDto }) {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: uploadAvatar,
    onSuccess: (updated) => {
      storeOwnProfile(queryClient, updated);
      notifySuccess("Foto atualizada.");
    },
  });

  const onFile = (file: File | null) => {
    if (!file) return;
    const problem = avatarProblem(file);
    if (problem) notifyError(problem);
    else mutation.mutate(file);
  };

  return (
    <Group gap="lg" wrap="nowrap" align="center">
      <Avatar src={apiAssetUrl(user.image_url)} alt={`Foto de ${user.full_name}`} size={88} radius={88} color="brand">
        {initials(user.full_name)}
      </Avatar>
      <Stack gap={6} align="flex-start">
        <FileButton onChange={onFile} accept={AVATAR_TYPES.join(",")}>
          {(props) => (
            <Button {...props} variant="light" leftSection={<IconCamera size={16} />} loading={mutation.isPending}>
              Alterar foto
            </Button>
          )}
        </FileButton>
        <Text size="xs" c="dimmed">
          PNG, JPEG ou WEBP, até 2 MB.
        </Text>
      </Stack>
    </Group>
  );
}
