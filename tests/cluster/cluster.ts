/**
 * The pieces of the cluster suite: two production processes on one PostgreSQL database, behind
 * Debian's nginx terminating TLS with a certificate made for the run, uploads in a bucket served
 * by s3rver, and an HTTPS client that trusts exactly that certificate.
 */
import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { Agent, request as httpsRequest } from "node:https";
import { request as httpRequest } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { freePort, ROOT } from "../hostile/helpers";

export const NGINX_CANDIDATES = ["/usr/sbin/nginx", "/usr/bin/nginx"];

/** The nginx binary, or undefined when it is not installed. */
export function findNginx(): string | undefined {
  return NGINX_CANDIDATES.find((candidate) => existsSync(candidate));
}

/** A self-signed certificate for 127.0.0.1 and localhost, valid for a day, in `dir`. */
export function makeCertificate(dir: string): { certificate: string; key: string; pem: string } {
  const certificate = path.join(dir, "certificate.pem");
  const key = path.join(dir, "key.pem");
  execFileSync(
    "openssl",
    [
      "req",
      "-x509",
      "-newkey",
      "ec",
      "-pkeyopt",
      "ec_paramgen_curve:prime256v1",
      "-nodes",
      "-keyout",
      key,
      "-out",
      certificate,
      "-days",
      "1",
      "-subj",
      "/CN=localhost",
      "-addext",
      "subjectAltName=IP:127.0.0.1,DNS:localhost",
    ],
    { stdio: "pipe" },
  );
  return { certificate, key, pem: readFileSync(certificate, "utf8") };
}

export interface Nginx {
  port: number;
  url: string;
  errors(): string;
  stop(): Promise<void>;
}

/**
 * nginx in the foreground from tests/cluster/nginx.test.conf, with the placeholders filled in,
 * listening with TLS on `port` and balancing between the two upstream ports.
 */
export async function startNginx(options: {
  binary: string;
  port: number;
  upstreams: [number, number];
  certificate: string;
  key: string;
}): Promise<Nginx> {
  const prefix = mkdtempSync(path.join(tmpdir(), "cluster-nginx-"));
  // Workers run as `nobody` when nginx starts as root: they must reach the temp folders.
  chmodSync(prefix, 0o755);
  const template = readFileSync(path.join(ROOT, "tests/cluster/nginx.test.conf"), "utf8");
  const values: Record<string, string> = {
    PREFIX: prefix,
    PORT_A: String(options.upstreams[0]),
    PORT_B: String(options.upstreams[1]),
    HTTPS_PORT: String(options.port),
    CERTIFICATE: options.certificate,
    CERTIFICATE_KEY: options.key,
  };
  const config = template.replace(/\{\{([A-Z_]+)\}\}/g, (_match, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`nginx.test.conf names an unknown placeholder {{${name}}}`);
    return value;
  });
  const configFile = path.join(prefix, "nginx.conf");
  writeFileSync(configFile, config);
  const errorLog = path.join(prefix, "error.log");
  execFileSync(options.binary, ["-t", "-q", "-p", prefix, "-e", errorLog, "-c", configFile], { stdio: "pipe" });

  let output = "";
  const child: ChildProcess = spawn(options.binary, ["-p", prefix, "-e", errorLog, "-c", configFile], {
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const errors = () => output + (existsSync(errorLog) ? readFileSync(errorLog, "utf8") : "");

  const deadline = Date.now() + 15_000;
  while (!(await portAnswers(options.port))) {
    if (child.exitCode !== null) throw new Error(`nginx exited at start:\n${errors()}`);
    if (Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error(`nginx did not listen within 15 s:\n${errors()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    port: options.port,
    url: `https://127.0.0.1:${options.port}`,
    errors,
    async stop() {
      // SIGTERM: nginx's fast shutdown (the master ends its workers).
      if (child.exitCode === null) child.kill("SIGTERM");
      await exited;
      rmSync(prefix, { recursive: true, force: true });
    },
  };
}

function portAnswers(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = httpRequest({ host: "127.0.0.1", port, method: "HEAD", path: "/", timeout: 1_000 }, (response) => {
      response.resume();
      resolve(true);
    });
    probe.on("error", () => resolve(false));
    probe.on("timeout", () => probe.destroy());
    probe.end();
  });
}

export const BUCKET = "community-media";
/** s3rver's built-in account (it knows no other). */
export const S3_CREDENTIALS = { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" };

export interface Bucket {
  endpoint: string;
  directory: string;
  output(): string;
  stop(): Promise<void>;
}

/** s3rver (a real S3 API over HTTP, files on disk) in a child process, with the bucket made. */
export async function startS3rver(): Promise<Bucket> {
  const directory = mkdtempSync(path.join(tmpdir(), "cluster-s3-"));
  const port = await freePort();
  let output = "";
  const child = spawn(
    process.execPath,
    [
      path.join(ROOT, "node_modules/s3rver/bin/s3rver.js"),
      "--directory",
      directory,
      "--address",
      "127.0.0.1",
      "--port",
      String(port),
      "--silent",
      "--configure-bucket",
      BUCKET,
    ],
    { stdio: ["ignore", "pipe", "pipe"] },
  );
  child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const deadline = Date.now() + 15_000;
  while (!/listening on/.test(output)) {
    if (child.exitCode !== null) throw new Error(`s3rver exited at start:\n${output}`);
    if (Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error(`s3rver did not start within 15 s:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    endpoint: `http://127.0.0.1:${port}`,
    directory,
    output: () => output,
    async stop() {
      if (child.exitCode === null) child.kill("SIGTERM");
      await exited;
      rmSync(directory, { recursive: true, force: true });
    },
  };
}

/** An answer read in full: set-cookie as a list, the body as bytes and text. */
export interface Reply {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  cookies: string[];
  body: Buffer;
  text: string;
  /** nginx's X-Served-By: the upstream address that answered (`127.0.0.1:port`). */
  servedBy: string;
}

export type Body = string | Buffer | URLSearchParams | undefined;

/**
 * HTTPS through nginx (trusting only the run's certificate) or plain HTTP straight to a
 * process. Never follows redirects. Network failures reject.
 */
export function createClient(options: { ca?: string; maxSockets?: number } = {}) {
  const agent = new Agent({ keepAlive: true, maxSockets: options.maxSockets ?? 16, ca: options.ca });
  const send = (
    url: string,
    init: { method?: string; headers?: Record<string, string>; body?: Body; cookie?: string; timeoutMs?: number } = {},
  ): Promise<Reply> => {
    const target = new URL(url);
    const body =
      init.body === undefined ? undefined : Buffer.isBuffer(init.body) ? init.body : Buffer.from(init.body.toString());
    const headers: Record<string, string> = { ...init.headers };
    if (init.body instanceof URLSearchParams) headers["Content-Type"] ??= "application/x-www-form-urlencoded";
    if (body) headers["Content-Length"] = String(body.byteLength);
    if (init.cookie) headers.Cookie = init.cookie;
    const isHttps = target.protocol === "https:";
    return new Promise((resolve, reject) => {
      const request = (isHttps ? httpsRequest : httpRequest)(
        {
          host: target.hostname,
          port: target.port,
          path: target.pathname + target.search,
          method: init.method ?? "GET",
          headers,
          ...(isHttps ? { agent } : {}),
          timeout: init.timeoutMs ?? 30_000,
        },
        (response) => {
          const chunks: Buffer[] = [];
          response.on("data", (chunk: Buffer) => chunks.push(chunk));
          response.on("error", reject);
          response.on("end", () => {
            const bytes = Buffer.concat(chunks);
            const setCookie = response.headers["set-cookie"];
            resolve({
              status: response.statusCode ?? 0,
              headers: response.headers,
              cookies: Array.isArray(setCookie) ? setCookie : [],
              body: bytes,
              text: bytes.toString("utf8"),
              servedBy: String(response.headers["x-served-by"] ?? ""),
            });
          });
        },
      );
      request.on("error", reject);
      request.on("timeout", () => request.destroy(Object.assign(new Error("timed out"), { code: "ETIMEDOUT" })));
      request.end(body);
    });
  };
  return { send, close: () => agent.destroy() };
}

/** A multipart/form-data body with one file field, as a browser sends it. */
export function multipartFile(
  field: string,
  fileName: string,
  type: string,
  bytes: Buffer,
): { body: Buffer; contentType: string } {
  const boundary = `----cluster${randomBytes(12).toString("hex")}`;
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${fileName}"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { body, contentType: `multipart/form-data; boundary=${boundary}` };
}
