/**
 * The "Cadastrar cliente" button of the reservation and proposal forms. The dialog (masked CPF and phone inputs, a
 * large share of a screen's code) loads when a broker opens it, not with the mirror's or the lead's first load.
 */
import { Button } from "@mantine/core";
import type { PartnerClientDto } from "@portal/contracts/partners";
import { IconUserPlus } from "@tabler/icons-react";
import { lazy, Suspense, useState } from "react";

const RegisterClientModal = lazy(() =>
  import("./RegisterClientModal").then((m) => ({ default: m.RegisterClientModal })),
);

export function RegisterClientButton({
  enterpriseId,
  onRegistered,
}: {
  enterpriseId: string | undefined;
  onRegistered: (client: PartnerClientDto) => void;
}) {
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button
        variant="light"
        size="xs"
        leftSection={<IconUserPlus size={16} />}
        disabled={!enterpriseId}
        title={enterpriseId ? undefined : "Escolha a unidade primeiro"}
        onClick={() => setOpened(true)}
        data-testid="register-client"
      >
        Cadastrar cliente
      </Button>
      {enterpriseId && opened && (
        <Suspense fallback={null}>
          <RegisterClientModal
            enterpriseId={enterpriseId}
            onClose={() => setOpened(false)}
            onRegistered={(c) => {
              setOpened(false);
              onRegistered(c);
            }}
          />
        </Suspense>
      )}
    </>
  );
}
