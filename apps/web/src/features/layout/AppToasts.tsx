import { Notifications } from "@mantine/notifications";
import { TOAST_AUTO_CLOSE_MS } from "@portal/contracts/common";

/**
 * Where toasts open (decision 055, replacing 038's top centre): at the bottom centre, never over the header (at the
 * top centre one covered the lead profile's favourite star, the availability control before that), nor over the
 * page's own actions, which sit at the right (form and wizard footers: at the bottom right a toast covered the
 * wizard's 'Salvar e continuar') or the left ('Voltar'); above a bar fixed to the bottom edge (styles.css,
 * `data-bottom-bar`). A toast under the pointer stops its countdown, so it must not sit where people click.
 */
export function AppToasts() {
  return <Notifications position="bottom-center" autoClose={TOAST_AUTO_CLOSE_MS} limit={4} />;
}
