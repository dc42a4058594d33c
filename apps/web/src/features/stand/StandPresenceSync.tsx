import { useCurrentStand } from "./current-stand";

/**
 * Keeps the device's stand (the header's chip) on the receptionist's check-in stand wherever they are in the app
 * (useCurrentStand saves it). Loaded apart from the first load: the chip itself only reads the device's memory.
 */
export default function StandPresenceSync({ userId, roles }: { userId: string; roles: readonly string[] }) {
  useCurrentStand(userId, roles);
  return null;
}
