/**
 * React Router's request handler for Express. It is `@react-router/express`'s adapter with one
 * difference: a form post's body was already read and bounded (server/form-body.ts), so the
 * Fetch request is built from those bytes instead of the socket, which has nothing left to give.
 * Only the upload path's body is still streamed from the socket, by its route.
 */
import { createReadableStreamFromReadable, writeReadableStreamToWritable } from "@react-router/node";
import type { NextFunction, Request, Response } from "express";
import {
  createRequestHandler as createRouterHandler,
  type RouterContextProvider,
  type ServerBuild,
} from "react-router";

export function createRequestHandler(options: {
  build: () => Promise<ServerBuild>;
  mode: string;
  getLoadContext: (req: Request, res: Response) => RouterContextProvider;
}) {
  const handle = createRouterHandler(options.build, options.mode);
  return async (req: Request, res: Response, next: NextFunction) => {
    try {
      const response = await handle(toFetchRequest(req, res), options.getLoadContext(req, res));
      await send(res, response);
    } catch (error) {
      next(error);
    }
  };
}

function toFetchRequest(req: Request, res: Response): globalThis.Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) for (const one of value) headers.append(name, one);
    else if (value !== undefined) headers.set(name, value);
  }
  // `req.host` is X-Forwarded-Host (when TRUST_PROXY believes it) or Host, port included;
  // `refuseMalformedRequests` (server/app.ts) already checked that this is a URL.
  const url = new URL(`${req.protocol}://${req.host}${req.originalUrl}`);
  const controller = new AbortController();
  res.once("close", () => {
    if (!res.writableFinished) controller.abort();
  });
  const init: RequestInit & { duplex?: "half" } = { method: req.method, headers, signal: controller.signal };
  if (req.method !== "GET" && req.method !== "HEAD") {
    const body = res.locals.formBody;
    if (body) init.body = new Uint8Array(body);
    else {
      init.body = createReadableStreamFromReadable(req);
      init.duplex = "half";
    }
  }
  return new Request(url, init);
}

async function send(res: Response, response: globalThis.Response) {
  if (res.destroyed || res.writableEnded) {
    await response.body?.cancel();
    return;
  }
  res.statusMessage = response.statusText;
  res.status(response.status);
  for (const [name, value] of response.headers.entries()) res.append(name, value);
  if (!response.body) return void res.end();
  try {
    await writeReadableStreamToWritable(response.body, res);
  } catch (error) {
    if (res.destroyed || res.writableEnded) return;
    throw error;
  }
}
