import { useMediaQuery } from "@mantine/hooks";
import { Notifications } from "@mantine/notifications";
import { TOAST_AUTO_CLOSE_MS } from "@portal/contracts/common";

/**
 * Where toasts open (decision 038): on wide screens at the top centre just below the header (styles.css), so they
 * cover neither the availability control, bell and avatar (header, right) nor the page's own actions (page header
 * right, wizard and form footers); on phones at the bottom, clear of the header's burger and avatar. A toast under the pointer stops
 * its countdown, so it must not sit where people click.
 */
export function AppToasts() {
  const phone = useMediaQuery("(max-width: 48em)");
  return <Notifications position={phone ? "bottom-center" : "top-center"} autoClose={TOAST_AUTO_CLOSE_MS} limit={4} />;
}
