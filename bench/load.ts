/**
 * Load for `npm run bench`: wrk (Debian's, written in C, several threads) against the server and
 * against nginx serving the same compressed bytes, so the figures are the servers' and not the
 * load generator's (autocannon, in one JavaScript thread, capped at about 21,000 req/s here).
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { chmodSync, existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { request as httpRequest } from "node:http";
import os from "node:os";
import path from "node:path";

export interface WrkResult {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  /** Answers with a status other than 2xx or 3xx. */
  non2xx: number;
  /** Connect, read and write errors. */
  errors: number;
  timeouts: number;
  /** Bytes received per answer, headers included. */
  bytesPerResponse: number;
  /** CPU time wrk itself spent per answer (user + system), microseconds. */
  generatorUsPerAnswer: number;
  /** CPU time the server under test spent per answer (all its processes and threads), when its pid was given. */
  serverUsPerAnswer?: number;
}

const CLOCK_TICKS = Number(spawnSync("getconf", ["CLK_TCK"], { encoding: "utf8" }).stdout.trim()) || 100;

/** CPU seconds (user + system) a process and all its descendants have used so far (Linux /proc). */
export function treeCpuSeconds(pid: number): number {
  let ticks = 0;
  const visit = (id: number) => {
    try {
      const stat = readFileSync(`/proc/${id}/stat`, "utf8");
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      // utime and stime are fields 14 and 15 of stat, 12 and 13 after the name.
      ticks += Number(fields[11]) + Number(fields[12]);
      for (const task of readdirSync(`/proc/${id}/task`)) {
        for (const child of readFileSync(`/proc/${id}/task/${task}/children`, "utf8").split(" ").filter(Boolean)) {
          visit(Number(child));
        }
      }
    } catch {
      // the process ended meanwhile
    }
  };
  visit(pid);
  return ticks / CLOCK_TICKS;
}

/** Browsers ask for compression; so does every load run. */
export const BROWSER_ACCEPT_ENCODING = "br, gzip";

const REPORT_SCRIPT = `
done = function(summary, latency, requests)
  local errors = summary.errors
  io.write(string.format(
    '\\nWRK_JSON {"requests":%d,"duration_us":%d,"bytes":%d,"p50_us":%d,"p99_us":%d,"status":%d,"errors":%d,"timeouts":%d}\\n',
    summary.requests, summary.duration, summary.bytes,
    latency:percentile(50), latency:percentile(99),
    errors.status, errors.connect + errors.read + errors.write, errors.timeout))
end
`;

let scriptPath: string | undefined;

export function findWrk(): string | undefined {
  return ["/usr/bin/wrk", "/usr/local/bin/wrk"].find((candidate) => existsSync(candidate));
}

/** One wrk run: `threads` threads (the machine's cores by default), `connections` kept open. */
export async function wrk(
  url: string,
  options: {
    seconds: number;
    connections: number;
    headers?: Record<string, string>;
    threads?: number;
    /** The server under test, whose CPU time per answer is then reported too. */
    serverPid?: number;
  },
): Promise<WrkResult> {
  const binary = findWrk();
  if (!binary) throw new Error("wrk is not installed: apt-get install wrk");
  if (!scriptPath) {
    scriptPath = path.join(mkdtempSync(path.join(os.tmpdir(), "bench-wrk-")), "report.lua");
    writeFileSync(scriptPath, REPORT_SCRIPT);
  }
  const threads = options.threads ?? Math.min(os.cpus().length, options.connections);
  const args = [
    `-t${threads}`,
    `-c${options.connections}`,
    `-d${options.seconds}s`,
    "--timeout",
    "10s",
    "-s",
    scriptPath,
    ...Object.entries(options.headers ?? {}).flatMap(([name, value]) => ["-H", `${name}: ${value}`]),
    url,
  ];
  const serverBefore = options.serverPid ? treeCpuSeconds(options.serverPid) : 0;
  // Through bash, whose `times` then says how much CPU wrk itself used: the generator's own cost.
  const output = await new Promise<string>((resolve, reject) => {
    const child = spawn(
      "bash",
      ["-c", 'wrk="$1"; shift; "$wrk" "$@"; status=$?; echo WRK_TIMES; times; exit $status', "bash", binary, ...args],
      { stdio: ["ignore", "pipe", "inherit"] },
    );
    let text = "";
    child.stdout.on("data", (chunk: Buffer) => (text += chunk.toString()));
    child.on("error", reject);
    child.on("exit", (code) => (code === 0 ? resolve(text) : reject(new Error(`wrk exited with ${code}: ${text}`))));
  });
  const serverSeconds = options.serverPid ? treeCpuSeconds(options.serverPid) - serverBefore : 0;
  const json = /WRK_JSON (\{.*\})/.exec(output)?.[1];
  if (!json) throw new Error(`no summary from wrk: ${output}`);
  const summary = JSON.parse(json) as {
    requests: number;
    duration_us: number;
    bytes: number;
    p50_us: number;
    p99_us: number;
    status: number;
    errors: number;
    timeouts: number;
  };
  return {
    requestsPerSecond: Math.round(summary.requests / (summary.duration_us / 1e6)),
    p50Ms: Math.round(summary.p50_us / 100) / 10,
    p99Ms: Math.round(summary.p99_us / 100) / 10,
    non2xx: summary.status,
    errors: summary.errors,
    timeouts: summary.timeouts,
    bytesPerResponse: summary.requests ? Math.round(summary.bytes / summary.requests) : 0,
    generatorUsPerAnswer: perAnswer(bashTimes(output), summary.requests),
    ...(options.serverPid ? { serverUsPerAnswer: perAnswer(serverSeconds, summary.requests) } : {}),
  };
}

/** Microseconds per answer, to a tenth. */
const perAnswer = (seconds: number, answers: number) => (answers ? Math.round((seconds / answers) * 1e7) / 10 : 0);

/** The children's user + system seconds from bash's `times` ("0m1.234s 0m0.567s"). */
function bashTimes(output: string): number {
  // `times` prints the shell's own line, then its children's.
  const line = /WRK_TIMES\n.*\n(.*)/.exec(output)?.[1] ?? "";
  return [...line.matchAll(/(\d+)m([\d.]+)s/g)].reduce((sum, [, m, sec]) => sum + Number(m) * 60 + Number(sec), 0);
}

/** A GET whose body is returned as sent (not decoded), with its headers. */
export function rawGet(url: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }>(
    (resolve, reject) => {
      const request = httpRequest(url, { headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
        );
      });
      request.on("error", reject);
      request.end();
    },
  );
}

export interface Nginx {
  url: string;
  process: ChildProcess;
  stop(): void;
}

/**
 * nginx as the reference: `/ceiling` answers two bytes from memory (what the load generator can
 * reach at all on these cores), and `/pages/NAME.html` serves the bytes our server sent for a
 * page, as Brotli, gzip or plain by the request's Accept-Encoding, from files written beforehand.
 */
export function startNginx(pagesDir: string, port: number): Nginx | undefined {
  const binary = ["/usr/sbin/nginx", "/usr/bin/nginx"].find((candidate) => existsSync(candidate));
  if (!binary) return undefined;
  const dir = mkdtempSync(path.join(os.tmpdir(), "bench-nginx-"));
  // nginx's workers run as an unprivileged user: they must be able to read the pages.
  for (const folder of [pagesDir, path.join(pagesDir, "pages")]) chmodSync(folder, 0o755);
  const config = `
worker_processes auto;
error_log ${dir}/error.log;
pid ${dir}/nginx.pid;
daemon off;
events { worker_connections 4096; }
http {
  access_log off;
  sendfile on;
  tcp_nopush on;
  keepalive_requests 1000000;
  client_body_temp_path ${dir};
  proxy_temp_path ${dir};
  fastcgi_temp_path ${dir};
  uwsgi_temp_path ${dir};
  scgi_temp_path ${dir};
  map $http_accept_encoding $page_suffix {
    "~*(^|[ ,])br($|[ ,;])" ".br";
    "~*(^|[ ,])gzip($|[ ,;])" ".gz";
    default "";
  }
  map $page_suffix $page_encoding {
    ".br" "br";
    ".gz" "gzip";
    default "";
  }
  server {
    listen 127.0.0.1:${port};
    root ${pagesDir};
    location = /ceiling {
      default_type text/plain;
      return 200 "ok";
    }
    location /pages/ {
      types { }
      default_type "text/html; charset=utf-8";
      add_header Content-Encoding $page_encoding;
      add_header Vary Accept-Encoding;
      try_files $uri$page_suffix =404;
    }
  }
}`;
  writeFileSync(path.join(dir, "nginx.conf"), config);
  const check = spawnSync(binary, ["-t", "-c", path.join(dir, "nginx.conf"), "-p", dir], { encoding: "utf8" });
  if (check.status !== 0) throw new Error(`nginx refused the bench's configuration: ${check.stderr}`);
  const child = spawn(binary, ["-c", path.join(dir, "nginx.conf"), "-p", dir], { stdio: "ignore" });
  return { url: `http://127.0.0.1:${port}`, process: child, stop: () => child.kill() };
}

/** Median and spread of several runs' figures. */
export function spread(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b);
  return { median: sorted[Math.floor(sorted.length / 2)]!, min: sorted[0]!, max: sorted.at(-1)! };
}

/**
 * The fastest a Node server can answer these pages on this machine: node:http alone, the same
 * files from memory, the encoding chosen as the cache chooses it, nothing else. Shown beside the
 * cache so the gap to nginx that is Node's own can be told from the site's.
 */
export function startBareNode(pagesDir: string, port: number): Nginx {
  const program = `
const http = require("node:http");
const fs = require("node:fs");
const path = require("node:path");
const dir = ${JSON.stringify(path.join(pagesDir, "pages"))};
const files = new Map();
for (const name of fs.readdirSync(dir)) files.set("/pages/" + name, fs.readFileSync(path.join(dir, name)));
http.createServer((req, res) => {
  const accept = req.headers["accept-encoding"] || "";
  const [suffix, encoding] = /\\bbr\\b/.test(accept) ? [".br", "br"] : /\\bgzip\\b/.test(accept) ? [".gz", "gzip"] : ["", undefined];
  const body = files.get(req.url + suffix);
  if (!body) { res.writeHead(404); res.end(); return; }
  const headers = ["Content-Type", "text/html; charset=utf-8", "Vary", "Accept-Encoding", "Content-Length", String(body.length)];
  if (encoding) headers.push("Content-Encoding", encoding);
  res.writeHead(200, headers);
  res.end(body);
}).listen(${port}, "127.0.0.1");
`;
  const child = spawn(process.execPath, ["-e", program], { stdio: "ignore" });
  return { url: `http://127.0.0.1:${port}`, process: child, stop: () => child.kill() };
}
