/** The Chromium flags of the browser tests and the browser benches: off the (closed) network, on IPv4 loopback. */
export const CHROMIUM_FLAGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  // The servers listen on IPv4 loopback; keep "localhost" (same-site cookie) there.
  "--host-resolver-rules=MAP localhost 127.0.0.1",
];
