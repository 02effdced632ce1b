import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import type { Plugin } from "vite";

/**
 * The site's icons as one SVG sprite, drawn with `<use href>` (ADR 0020).
 *
 * As lucide-react components every icon a page drew was JavaScript: its path data, wrapped in a
 * module and a component, downloaded, parsed and run before the page could hydrate, and again in
 * every file that shared it (about 7 KB gzipped of the lesson player's 136). Here each
 * `import { Gem } from "lucide-react"` in the app's sources becomes `const Gem = spriteIcon("gem")`
 * (app/components/ui/sprite-icon.tsx): a component that draws the same `<svg>` lucide draws, with
 * its attributes and classes, around a `<use>` of the symbol in one sprite file. The path data
 * travels once, in a file the browser caches for every page, and never as script.
 *
 * The sprite holds every icon the sources import, read from them at start (the same regular
 * expression the transform uses, so an icon the transform finds and the sprite lacks stops the
 * build). Its name carries a hash of its content, so it is cached for good like the scripts.
 * Both builds (browser and server) and the dev server transform alike, so hydration sees the
 * markup the server sent. The sources keep lucide's names and types: only the build changes.
 */
export function iconSprite({ appDir }: { appDir: string }): Plugin {
  const require = createRequire(import.meta.url);
  const lucideIndex = readFileSync(require.resolve("lucide-react/dist/esm/lucide-react.mjs"), "utf8");
  const iconOf = new Map<string, string>();
  for (const [, names, file] of lucideIndex.matchAll(/export \{([^}]*)\} from '\.\/icons\/([a-z0-9-]+)\.mjs'/g)) {
    for (const name of names!.matchAll(/as (\w+)/g)) iconOf.set(name[1]!, file!);
  }

  const used = new Set<string>();
  for (const source of readdirSync(appDir, { recursive: true, encoding: "utf8" })) {
    if (!/\.tsx?$/.test(source) || /\.test\.tsx?$/.test(source)) continue;
    const code = readFileSync(path.join(appDir, source), "utf8");
    for (const { icon } of lucideImports(code, iconOf, source)) used.add(icon);
  }

  let sprite = "";
  let href = "";
  const moduleId = "virtual:icon-sprite";
  const resolvedId = `\0${moduleId}`;
  const spriteIconModule = path.join(appDir, "components/ui/sprite-icon.tsx");

  return {
    name: "icon-sprite",
    async buildStart() {
      if (sprite) return;
      const symbols: string[] = [];
      for (const icon of [...used].sort()) {
        const { __iconData } = (await import(`lucide-react/icons/${icon}`)) as {
          __iconData: { node: [string, Record<string, string | number>][] };
        };
        const body = __iconData.node.map(([tag, attributes]) => `<${tag}${svgAttributes(attributes)}/>`).join("");
        symbols.push(`<symbol id="${icon}" viewBox="0 0 24 24">${body}</symbol>`);
      }
      sprite = `<svg xmlns="http://www.w3.org/2000/svg">${symbols.join("")}</svg>\n`;
      href = `/assets/icons-${createHash("sha256").update(sprite).digest("base64url").slice(0, 10)}.svg`;
    },
    resolveId(id) {
      return id === moduleId ? resolvedId : undefined;
    },
    load(id) {
      return id === resolvedId ? `export default ${JSON.stringify(href)};` : undefined;
    },
    transform(code, id) {
      if (id.includes("node_modules") || !id.startsWith(appDir) || !code.includes("lucide-react")) return;
      const relative = path.relative(appDir, id);
      let changed = false;
      const out = code.replace(IMPORT, (statement) => {
        changed = true;
        const icons = lucideImports(statement, iconOf, relative);
        return icons
          .map(({ local, icon }) => {
            if (!used.has(icon))
              throw new Error(
                `${relative}: icon "${icon}" is not in the sprite, which is made at start: restart the dev server.`,
              );
            return `const ${local} = /* @__PURE__ */ __spriteIcon(${JSON.stringify(icon)});`;
          })
          .join(" ")
          .concat("\n".repeat(statement.split("\n").length - 1));
      });
      if (!changed) return;
      // On the lines where they were: the code's line numbers (in stack traces) stay the source's.
      return {
        code: `import { spriteIcon as __spriteIcon } from ${JSON.stringify(spriteIconModule)}; ${out}`,
        map: null,
      };
    },
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        if (request.url !== href) return next();
        response.setHeader("Content-Type", "image/svg+xml");
        response.end(sprite);
      });
    },
    generateBundle() {
      if (this.environment.name !== "client") return;
      this.emitFile({ type: "asset", fileName: href.slice(1), source: sprite });
    },
  };
}

/** An import statement at the start of a line: one spelled out in a comment is left alone. */
const IMPORT = /^import\s*\{([^}]*)\}\s*from\s*["']lucide-react["'];?/gm;

/** The icons one source imports from lucide-react: the local name and lucide's file name. */
function lucideImports(code: string, iconOf: Map<string, string>, source: string) {
  const found: { local: string; icon: string }[] = [];
  for (const [, names] of code.matchAll(IMPORT)) {
    for (const specifier of names!.split(",").map((part) => part.trim())) {
      if (!specifier || specifier.startsWith("type ")) continue;
      const [imported, local = imported] = specifier.split(/\s+as\s+/) as [string, string?];
      const icon = iconOf.get(imported);
      if (!icon) throw new Error(`${source}: "${imported}" from lucide-react is not an icon the sprite can draw.`);
      found.push({ local: local!, icon });
    }
  }
  return found;
}

function svgAttributes(attributes: Record<string, string | number>) {
  return Object.entries(attributes)
    .filter(([name]) => name !== "key")
    .map(([name, value]) => ` ${name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}="${value}"`)
    .join("");
}
