import { Card } from "@mantine/core";
import { IconBuildingStore } from "@tabler/icons-react";
import { ButtonLink } from "../../components/ButtonLink";
import { PageHeader } from "../../components/PageHeader";
import { EmptyResult } from "../../components/states";

/** A stand screen opened on a device where no stand was chosen yet. */
export function NoStandChosen({ title }: { title: string }) {
  return (
    <>
      <PageHeader title={title} />
      <Card withBorder radius="md">
        <EmptyResult
          icon={<IconBuildingStore size={28} />}
          title="Escolha o plantão primeiro"
          description="Este aparelho ainda não sabe em qual plantão você está."
        >
          <ButtonLink to="/stand/choose-enterprise">Escolher o plantão</ButtonLink>
        </EmptyResult>
      </Card>
    </>
  );
}
