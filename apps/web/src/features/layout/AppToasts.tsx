import { useMediaQuery } from "@mantine/hooks";
import { Notifications } from "@mantine/notifications";
import { TOAST_AUTO_CLOSE_MS } from "@portal/contracts/common";

/**
 * Where toasts open (decision 055, replacing 038's top centre): at the bottom right on wide screens and the bottom
 * centre on phones, never over the header (at the top centre one covered the lead profile's favourite star, the
 * availability control before that), and above a bar fixed to the bottom edge (styles.css, `data-bottom-bar`).
 * A toast under the pointer stops its countdown, so it must not sit where people click.
 */
export function AppToasts() {
  const phone = useMediaQuery("(max-width: 48em)");
  return (
    <Notifications position={phone ? "bottom-center" : "bottom-right"} autoClose={TOAST_AUTO_CLOSE_MS} limit={4} />
  );
}
