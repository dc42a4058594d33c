import { Center, Image, Loader, Stack, Text } from "@mantine/core";
import type { EnterprisePlanDto } from "@portal/contracts/enterprise-plans";
import { IconFileTypePdf, IconPhotoOff } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { planFileQuery } from "./plans.queries";

/** An object URL for a blob, released when the blob changes or the component goes away. */
export function useObjectUrl(blob: Blob | undefined): string | undefined {
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    if (!blob) return;
    const next = URL.createObjectURL(blob);
    setUrl(next);
    return () => {
      URL.revokeObjectURL(next);
      setUrl(undefined);
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
