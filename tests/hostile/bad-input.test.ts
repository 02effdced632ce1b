import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN, publicFormTargets, send, signIn, startSite, type Site } from "./helpers";

// Every public action gets a generated set of hostile bodies: each is answered with a 4xx
// and a readable message, or stored and shown back escaped; never a 5xx.

const TOKEN = `h${Date.now().toString(36)}`;
const SCRIPT = `<script>alert("xss-${TOKEN}")</script>`;
const IMAGE = `<img src=x onerror=alert('${TOKEN}')>`;
const SQL = `'; DROP TABLE contact_submissions; -- ${TOKEN}`;

let site: Site;
let admin: string;
/** [action path, the field names its page's form has]. */
let targets: { path: string; fields: string[] }[];

/** Plausible values for a form, with one kind of poison in every free-text field. */
function filled(fields: string[], poison: string): Record<string, string> {
  const values: Record<string, string> = {};
  for (const name of fields) {
    if (/email/i.test(name)) values[name] = `${TOKEN}@hostile.example.org`;
    else if (/phone/i.test(name)) values[name] = "(555) 201-3344";
    else if (/zip/i.test(name)) values[name] = "23510";
    else if (/state/i.test(name)) values[name] = "VA";
    else if (/website|honeypot|intent/i.test(name)) continue;
    else values[name] = `${poison} ${TOKEN}`;
  }
  return values;
}

type Body = { label: string; body: BodyInit; type?: string };

function hostileBodies(fields: string[]): Body[] {
  const urlencoded = (values: Record<string, string>) => new URLSearchParams(values).toString();
  const first = fields[0] ?? "name";
  const invalidUtf8 = Buffer.concat([
    Buffer.from(`${first}=`),
    Buffer.from([0xff, 0xfe, 0xc3, 0x28, 0xa0, 0xa1]),
    Buffer.from("&email=%FF%FE%C3"),
  ]);
  const multipart = new FormData();
  for (const [name, value] of Object.entries(filled(fields, SCRIPT))) multipart.append(name, value);
  multipart.append(first, new Blob([Buffer.from([0, 1, 2, 3])]), "payload.exe");
  return [
    { label: "an empty body", body: "" },
    { label: "only one field", body: urlencoded({ [first]: "x" }) },
    { label: "script payloads", body: urlencoded(filled(fields, SCRIPT)) },
    { label: "html attribute payloads", body: urlencoded(filled(fields, IMAGE)) },
    { label: "sql injection", body: urlencoded(filled(fields, SQL)) },
    {
      label: "wrong types (arrays, numbers, objects)",
      body: fields.map((name) => `${name}[]=1&${name}[a][b]=2&${name}=3&${name}=4`).join("&"),
    },
    {
      label: "prototype keys",
      body: "__proto__[admin]=1&constructor[prototype][admin]=1&" + urlencoded(filled(fields, "x")),
    },
    {
      label: "900 kB strings",
      body: urlencoded(Object.fromEntries(fields.slice(0, 1).map((name) => [name, "a".repeat(900_000)]))),
    },
    { label: "invalid UTF-8", body: invalidUtf8 },
    { label: "control characters", body: urlencoded(filled(fields, "\u0000\u0007\u202e\ud800")) },
    { label: "multipart with a file", body: multipart, type: "multipart" },
    { label: "JSON", body: JSON.stringify(filled(fields, SCRIPT)), type: "application/json" },
    { label: "text/plain", body: "hello", type: "text/plain" },
    { label: "XML", body: "<?xml version='1.0'?><a/>", type: "application/xml" },
    { label: "a 2 MB body", body: urlencoded({ [first]: "b".repeat(2_000_000) }) },
  ];
}

beforeAll(async () => {
  site = await startSite({ env: { RATE_LIMIT_SCALE: "1000" } });
  admin = (await signIn(site, ADMIN.email, ADMIN.password)).cookie;
  targets = await publicFormTargets(site);
}, 300_000);

afterAll(async () => {
  // Across the hostile suite, no answer of 5xx (issue 33); read before the server is stopped.
  const serverErrors = site?.serverErrors() ?? [];
  await site?.close();
  expect(serverErrors).toEqual([]);
});

describe("hostile bodies on every public action", () => {
  it("finds the public forms", () => {
    const paths = targets.map((target) => target.path);
    for (const expected of ["/contact", "/volunteer", "/newsletter", "/auth"]) expect(paths).toContain(expected);
    expect(paths.some((path) => /^\/campaigns\/[^/]+\/apply$/.test(path) && !path.includes("unknown"))).toBe(true);
  });

  it("answers every one with a 4xx and a readable message, or stores it; never a 5xx", async () => {
    const problems: string[] = [];
    for (const target of targets) {
      for (const { label, body, type } of hostileBodies(target.fields)) {
        const headers: Record<string, string> = { Origin: site.url };
        if (type && type !== "multipart") headers["Content-Type"] = type;
        else if (!type) headers["Content-Type"] = "application/x-www-form-urlencoded";
        let status: number;
        let text: string;
        try {
          const response = await fetch(`${site.url}${target.path}`, {
            method: "POST",
            body,
            headers,
            redirect: "manual",
          });
          status = response.status;
          text = await response.text();
        } catch (error) {
          problems.push(`${target.path} ${label}: ${(error as Error).message}`);
          continue;
        }
        if (status >= 500) problems.push(`${target.path} ${label}: ${status}`);
        if (status >= 400 && text.trim().length < 5)
          problems.push(`${target.path} ${label}: ${status} without a message`);
        if (text.includes(SCRIPT) || text.includes(IMAGE))
          problems.push(`${target.path} ${label}: payload rendered unescaped`);
        if (/\n\s+at .+\(.+:\d+:\d+\)/.test(text)) problems.push(`${target.path} ${label}: a stack trace`);
      }
    }
    expect(problems).toEqual([]);
    expect((await send(`${site.url}/healthz`)).status).toBe(200);
  });

  it("shows stored payloads to staff as text, never as markup", async () => {
    const lists = [
      "/admin/submissions",
      "/admin/submissions/contact",
      "/admin/submissions/volunteer",
      "/admin/accounts",
      "/admin/audit",
    ];
    const overview = await send(`${site.url}/admin/submissions`, { cookie: admin });
    for (const match of overview.body.matchAll(/href="(\/admin\/submissions\/[^"/?#]+)"/g)) lists.push(match[1]!);
    let sawToken = false;
    for (const path of new Set(lists)) {
      const page = await send(`${site.url}${path}`, { cookie: admin });
      expect(page.status, path).toBe(200);
      if (page.body.includes(TOKEN)) sawToken = true;
      expect(page.body, path).not.toContain(SCRIPT);
      expect(page.body, path).not.toContain(IMAGE);
      expect(page.body, path).not.toMatch(new RegExp(`<script[^>]*>[^<]*xss-${TOKEN}`));
    }
    // The stored hostile messages are there, as text.
    expect(sawToken).toBe(true);
  });
});
