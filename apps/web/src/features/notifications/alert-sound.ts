/** The sound and browser notification of the alerts that need the user at once (new lead, client at the stand). */
const SOUND_URL = `${import.meta.env.BASE_URL}sounds/new-lead.wav`;

export function playNewLeadSound(): void {
  try {
    void new Audio(SOUND_URL).play().catch(() => undefined);
  } catch {
    // Autoplay blocked or no audio: the modal is enough.
  }
}

export function raiseBrowserNotification(
  title: string,
  body: string,
  onClick: () => void,
  tag = "portal-new-lead",
): void {
  if (typeof Notification === "undefined" || Notification.permission !== "granted") return;
  try {
    const n = new Notification(title, { body, tag });
    n.onclick = () => {
      window.focus();
      onClick();
      n.close();
    };
  } catch {
    // Some browsers only allow notifications from a service worker.
  }
}
