import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { ESLint } from "eslint";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

/**
 * The layers of docs/architecture.md are enforced by `npm run lint` (eslint.config.js). These
 * tests give ESLint deliberately wrong code and check it is refused, so a config change that
 * quietly stops enforcing a boundary fails here. The probe files live for the length of this
 * file only; they hold no text and no exports anything else uses. Not database work, so it runs
 * once, on the PGlite pass.
 */
const root = path.resolve(import.meta.dirname, "../..");
const probe = `zz-layer-probe-${process.pid}-${Date.now()}`;
const probeDir = path.join(root, "app/features", probe);

describe.skipIf(process.env.TEST_DB_KIND === "postgres")("import boundaries", () => {
  let eslint: ESLint;

  beforeAll(() => {
    // The config lists the feature folders when it loads, so the probe feature exists first.
    mkdirSync(probeDir, { recursive: true });
    writeFileSync(
      path.join(probeDir, "first.ts"),
      `import { second } from "./second";\nexport const first = () => second();\n`,
    );
    writeFileSync(
      path.join(probeDir, "second.ts"),
      `import { first } from "./first";\nexport const second = (): unknown => first;\n`,
    );
    eslint = new ESLint({ cwd: root });
  });
  afterAll(() => rmSync(probeDir, { recursive: true, force: true }));

  async function problems(code: string, filePath: string) {
    const [result] = await eslint.lintText(code, { filePath: path.join(root, filePath) });
    return result!.messages.map((message) => message.ruleId);
  }

  it("refuses a feature importing another feature", async () => {
    const code = `import { getNewsPage } from "~/features/news/news.server";\nexport const probe = getNewsPage;\n`;
    expect(await problems(code, `app/features/${probe}/probe.ts`)).toContain("import-x/no-restricted-paths");
  });

  it("lets a feature use its own modules and the auth feature", async () => {
    const code = [
      `import { first } from "./first";`,
      `import { requireStaff } from "~/features/auth/admin-access.server";`,
      `export const probe = [first, requireStaff];`,
      "",
    ].join("\n");
    expect(await problems(code, `app/features/${probe}/ok.ts`)).not.toContain("import-x/no-restricted-paths");
  });

  it("refuses Conform or zod imported by a public route or the layout, not by an admin route or as a type", async () => {
    const value = `import { useForm } from "@conform-to/react";\nexport const probe = useForm;\n`;
    const schema = `import { z } from "zod";\nexport const probe = z.string();\n`;
    const typeOnly = `import type { SubmissionResult } from "@conform-to/react";\nexport type Probe = SubmissionResult;\n`;
    expect(await problems(value, "app/routes/engage/zz-layer-probe.tsx")).toContain("no-restricted-imports");
    expect(await problems(schema, "app/routes/zz-layer-probe.tsx")).toContain("no-restricted-imports");
    expect(await problems(value, "app/components/layout/zz-layer-probe.tsx")).toContain("no-restricted-imports");
    expect(await problems(typeOnly, "app/routes/zz-layer-probe.tsx")).not.toContain("no-restricted-imports");
    expect(await problems(value, "app/routes/admin/zz-layer-probe.tsx")).not.toContain("no-restricted-imports");
  });

  it("keeps a static island's file free of hooks and handlers, and islands loading only such files", async () => {
    const hook = `import { useState } from "react";\nexport function Probe() {\n  const [open] = useState(false);\n  return <p>{String(open)}</p>;\n}\n`;
    const handler = `export function Probe() {\n  return <button type="button" onClick={() => undefined}>Go</button>;\n}\n`;
    const inert = `export function Probe() {\n  return <a href="/faq">FAQ</a>;\n}\n`;
    expect(await problems(hook, "app/components/layout/zz-layer-probe.static.tsx")).toContain("no-restricted-syntax");
    expect(await problems(handler, "app/components/layout/zz-layer-probe.static.tsx")).toContain(
      "no-restricted-syntax",
    );
    expect(await problems(inert, "app/components/layout/zz-layer-probe.static.tsx")).not.toContain(
      "no-restricted-syntax",
    );
    expect(await problems(hook, "app/components/layout/zz-layer-probe.tsx")).not.toContain("no-restricted-syntax");

    const island = (source: string) =>
      `import { staticIsland } from "~/components/layout/static-island";\nexport const Probe = staticIsland(() => import("${source}").then((module) => module.Probe));\n`;
    expect(await problems(island("./page-hero"), "app/routes/zz-layer-probe.tsx")).toContain("no-restricted-syntax");
    expect(await problems(island("./page-hero.static"), "app/routes/zz-layer-probe.tsx")).not.toContain(
      "no-restricted-syntax",
    );
  });

  it("refuses a route reading the database directly", async () => {
    const code = `import { campaigns } from "~/db/schema";\nexport const probe = campaigns;\n`;
    expect(await problems(code, "app/routes/zz-layer-probe.tsx")).toContain("import-x/no-restricted-paths");
  });

  it("refuses a shared component importing a feature or a route", async () => {
    const feature = `import { getNewsPage } from "~/features/news/news.server";\nexport const probe = getNewsPage;\n`;
    expect(await problems(feature, "app/components/ui/zz-layer-probe.tsx")).toContain("import-x/no-restricted-paths");
    const route = `import { loader } from "~/routes/home";\nexport const probe = loader;\n`;
    expect(await problems(route, "app/utils/zz-layer-probe.ts")).toContain("import-x/no-restricted-paths");
  });

  it("refuses production code importing the demo seed", async () => {
    const code = `import { CAMPAIGNS } from "~/db/seed/campaigns";\nexport const probe = CAMPAIGNS;\n`;
    expect(await problems(code, "app/features/zz-layer-probe/seeded.ts")).toContain("import-x/no-restricted-paths");
  });

  it("refuses an import cycle", async () => {
    const [result] = await eslint.lintFiles([path.join(probeDir, "first.ts")]);
    expect(result!.messages.map((message) => message.ruleId)).toContain("import-x/no-cycle");
  });
});
