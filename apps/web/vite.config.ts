import { tanstackRouter } from "@tanstack/router-plugin/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

const port = Number(process.env.WEB_PORT ?? 5173);

// The router plugin reads tsr.config.json (shared with `tsr generate` used by typecheck).
export default defineConfig({
  plugins: [tanstackRouter({ target: "react", autoCodeSplitting: true }), react()],
  server: { port, strictPort: true },
  preview: { port, strictPort: true },
  build: { sourcemap: true, chunkSizeWarningLimit: 900 },
});
