import { Center, Image, Loader, Stack, Text } from "@mantine/core";
import type { EnterprisePlanDto } from "@portal/contracts/enterprise-plans";
import { IconFileTypePdf, IconPhotoOff } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { planFileQuery } from "./plans.queries";

const OBJECT_URL_GRACE_MS = 10_000;

/** An object URL for a blob, released when the blob changes or the component goes away. */
export function useObjectUrl(blob: Blob | undefined): string | undefined {
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    if (!blob) return;
    const next = URL.createObjectURL(blob);
    setUrl(next);
    return () => {
      setUrl(undefined);
      // Released once the image has let go of it: revoked at once, the <img> still showing it asked for it again
      // and the browser logged "Failed to load resource" for the dead blob: URL.
      window.setTimeout(() => URL.revokeObjectURL(next), OBJECT_URL_GRACE_MS);
    };
  }, [blob]);
  return url;
}

export const isPdf = (plan: EnterprisePlanDto) => plan.mime_type === "application/pdf";

/** The plan's image (fetched with the session), or a PDF mark; `height` in px, the image covers or fits it. */
export function PlanImage({
  plan,
  height,
  fit = "cover",
}: {
  plan: EnterprisePlanDto;
  height: number | string;
  fit?: "cover" | "contain";
}) {
  const pdf = isPdf(plan);
  const file = useQuery({
    ...planFileQuery(plan.enterprise_id, plan.kind, plan._id, plan.updatedAt),
    enabled: !pdf,
  });
  const url = useObjectUrl(file.data?.blob);
  if (pdf)
    return (
      <Center h={height} bg="gray.0">
        <Stack align="center" gap={4}>
          <IconFileTypePdf size={40} color="var(--mantine-color-red-6)" />
          <Text size="xs" c="dimmed">
            PDF
          </Text>
        </Stack>
      </Center>
    );
  if (file.isError)
    return (
      <Center h={height} bg="gray.0">
        <Stack align="center" gap={4}>
          <IconPhotoOff size={28} color="var(--mantine-color-gray-6)" />
          <Text size="xs" c="dimmed">
            Imagem indisponível
          </Text>
        </Stack>
      </Center>
    );
  if (!url)
    return (
      <Center h={height} bg="gray.0">
        <Loader size="sm" aria-label="Carregando imagem" />
      </Center>
    );
  return <Image src={url} h={height} fit={fit} alt={plan.title ?? plan.file_name} />;
}
