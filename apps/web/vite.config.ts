import { existsSync } from "node:fs";
import path from "node:path";
import { tanstackRouter } from "@tanstack/router-plugin/vite";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin } from "vite";
import { buildOutput } from "./scripts/build-output";

const port = Number(process.env.WEB_PORT ?? 5173);

/**
 * Every module the entry (index.html) imports statically, directly or not. Rolldown would split them into a few
 * dozen shared chunks (each also used by some route), all preloaded by index.html anyway; grouped, index.html loads
 * one script (decision 055). Filled when the module graph is complete, read while chunking.
 */
function entryGraph(): { plugin: Plugin; has(id: string): boolean } {
  const ids = new Set<string>();
  return {
    has: (id) => ids.has(id),
    plugin: {
      name: "portal:entry-graph",
      apply: "build",
      buildEnd() {
        const entries = [...this.getModuleIds()].filter((id) => this.getModuleInfo(id)?.isEntry);
        const stack = [...entries];
        while (stack.length > 0) {
          const id = stack.pop() as string;
          if (ids.has(id)) continue;
          ids.add(id);
          stack.push(...(this.getModuleInfo(id)?.importedIds ?? []));
        }
      },
    },
  };
}

/**
 * Mantine's CSS with the component that uses it (decision 055). In a build, each component's class-name module
 * (`@mantine/core/esm/components/<C>/<C>.module.mjs`) imports `@mantine/core/styles/<C>.css`, so a chunk carries
 * the styles of exactly the components it bundles, their dependencies' styles first (imported first), and
 * `virtual:mantine-core-styles` (main.tsx) is only the global styles (baseline, variables, global) instead of all
 * 290 KB. The dev server serves @mantine/core pre-bundled, out of this plugin's reach: there it is the whole file.
 */
function mantineCssPerComponent(): Plugin {
  // Components' under esm/components, a few shared ones' (InlineInput: Checkbox, Radio, Switch) under esm/utils.
  const classModule = /[\\/]@mantine[\\/]core[\\/]esm[\\/](?:[^\\/]+[\\/])*([A-Za-z]+)\.module\.mjs$/;
  const virtualId = "virtual:mantine-core-styles";
  let build = false;
  return {
    name: "portal:mantine-css-per-component",
    configResolved(config) {
      build = config.command === "build";
    },
    resolveId: {
      filter: { id: /^virtual:mantine-core-styles$/ },
      handler: () => `\0${virtualId}`,
    },
    load: {
      filter: { id: /^\0virtual:mantine-core-styles$/ },
      handler: () =>
        build
          ? ["baseline", "default-css-variables", "global"]
              .map((f) => `import "@mantine/core/styles/${f}.css";`)
              .join("\n")
          : `import "@mantine/core/styles.css";`,
    },
    transform: {
      filter: { id: classModule },
      handler(code, id) {
        const component = build ? classModule.exec(id)?.[1] : undefined;
        if (!component) return null;
        // Vite's module ids use forward slashes on every platform.
        const css = path.join(id.slice(0, id.lastIndexOf("/esm/")), "styles", `${component}.css`);
        // A class-name module without its CSS file (a Mantine release that moved one) fails the build, not the look.
        if (!existsSync(css)) throw new Error(`@mantine/core: no styles/${component}.css for ${id}`);
        return { code: `import "@mantine/core/styles/${component}.css";\n${code}`, map: null };
      },
    },
  };
}

const entry = entryGraph();

// The router plugin reads tsr.config.json (shared with `tsr generate` used by typecheck).
export default defineConfig({
  plugins: [
    tanstackRouter({ target: "react", autoCodeSplitting: true }),
    react(),
    mantineCssPerComponent(),
    entry.plugin,
    // Source maps out of the served folder, .br/.gz twins of every text file (decision 062).
    buildOutput(),
  ],
  server: { port, strictPort: true },
  preview: { port, strictPort: true },
  build: {
    // Maps for error reports, without the `sourceMappingURL` comment; buildOutput moves them out of the served folder.
    sourcemap: "hidden",
    chunkSizeWarningLimit: 900,
    // dist/.vite/manifest.json: what each route loads, read by the first-load budgets (e2e) and the bench.
    manifest: true,
    rolldownOptions: {
      // The portal's own modules the entry reaches, with what they use of the libraries (dependencies recursively):
      // a library module is not matched itself, as reaching one through a barrel (@mantine/core's index) does not
      // mean the entry uses it.
      output: {
        codeSplitting: { groups: [{ name: "app", test: (id) => entry.has(id) && !id.includes("/node_modules/") }] },
      },
    },
  },
});
