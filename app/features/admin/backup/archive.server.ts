/**
 * Reading a backup archive (a gzip'd tar) one entry at a time, in order, without unpacking it to
 * disk. node-tar's Parser hands out the next entry only once the previous one has been read to
 * its end, and holds the file back while an entry is not being read, so memory stays bounded
 * however large the archive.
 */
import { createReadStream } from "node:fs";
import { StringDecoder } from "node:string_decoder";
import { Parser, type ReadEntry } from "tar";

export async function* archiveEntries(file: string): AsyncGenerator<ReadEntry> {
  const queue: ReadEntry[] = [];
  let finished = false;
  let failure: Error | undefined;
  let wake: (() => void) | undefined;
  const notify = () => {
    wake?.();
    wake = undefined;
  };

  const parser = new Parser({ strict: true });
  parser.on("entry", (entry: ReadEntry) => {
    queue.push(entry);
    notify();
  });
  parser.on("error", (error: Error) => {
    failure ??= error;
    notify();
  });
  parser.on("end", () => {
    finished = true;
    notify();
  });
  const source = createReadStream(file);
  source.on("error", (error) => {
    failure ??= error;
    notify();
  });
  source.pipe(parser);

  try {
    for (;;) {
      const entry = queue.shift();
      if (entry) {
        yield entry;
        // Whatever the caller left unread is skipped, so the next entry can come.
        if (!entry.emittedEnd) entry.resume();
        continue;
      }
      if (failure) throw new Error(`The backup file could not be read: ${failure.message}`);
      if (finished) return;
      await new Promise<void>((resolve) => (wake = resolve));
    }
  } finally {
    source.destroy();
  }
}

/** The entry's text, line by line (the last line may lack its newline). */
export async function* entryLines(entry: ReadEntry): AsyncGenerator<string> {
  const decoder = new StringDecoder("utf8");
  let rest = "";
  for await (const chunk of entry as AsyncIterable<Buffer>) {
    const text = rest + decoder.write(chunk);
    const lines = text.split("\n");
    rest = lines.pop()!;
    yield* lines;
  }
  rest += decoder.end();
  if (rest) yield rest;
}

/** The entry's bytes, refusing more than `limit` (a damaged or hostile header must not exhaust memory). */
export async function entryBytes(entry: ReadEntry, limit: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of entry as AsyncIterable<Buffer>) {
    size += chunk.byteLength;
    if (size > limit) throw new Error(`${entry.path} is larger than the backup's manifest says`);
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}
