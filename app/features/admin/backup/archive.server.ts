/**
 * Reading a backup archive (a gzip'd tar) one entry at a time, in order, without unpacking it to
 * disk. node-tar's Parser hands out the next entry only once the previous one has been read to
 * its end, and holds the file back while an entry is not being read, so memory stays bounded
 * however large the archive.
 */
import { createReadStream } from "node:fs";
import { StringDecoder } from "node:string_decoder";
import { Parser, type ReadEntry } from "tar";

/** A backup that cannot be made or restored, with a message for the operator (one line, no stack). */
export class BackupError extends Error {
  override name = "BackupError";
}

/**
 * The longest row a backup holds, as one JSON line, in characters. The site accepts form bodies
 * of 1 MB at most (server/form-body.ts), so a real row is far below it; a longer line is damage or a
 * hostile file, and a restore stops reading it here instead of holding it in memory and handing
 * it to the database (a 200 MB line used to end the restore with no message).
 */
export const MAX_LINE_CHARACTERS = 16_000_000;

export async function* archiveEntries(file: string): AsyncGenerator<ReadEntry> {
  const queue: ReadEntry[] = [];
  let finished = false;
  let failure: BackupError | undefined;
  let wake: (() => void) | undefined;
  const notify = () => {
    wake?.();
    wake = undefined;
  };

  /** The entry being read: a file cut short ends it with the error, else its reader would wait forever. */
  let current: ReadEntry | undefined;
  const fail = (error: Error) => {
    failure ??= new BackupError(`The backup file is damaged or is not a backup: ${firstLine(error.message)}.`);
    if (current && !current.emittedEnd) current.destroy(failure);
    notify();
  };

  const parser = new Parser({ strict: true });
  parser.on("entry", (entry: ReadEntry) => {
    queue.push(entry);
    notify();
  });
  parser.on("error", fail);
  parser.on("end", () => {
    finished = true;
    notify();
  });
  const source = createReadStream(file);
  source.on("error", fail);
  source.pipe(parser);

  try {
    for (;;) {
      // After a failure no entry is handed out: it may never end.
      if (failure) throw failure;
      const entry = queue.shift();
      if (entry) {
        current = entry;
        yield entry;
        // Whatever the caller left unread is skipped, so the next entry can come.
        if (!entry.emittedEnd) entry.resume();
        continue;
      }
      if (finished) return;
      await new Promise<void>((resolve) => (wake = resolve));
    }
  } finally {
    source.destroy();
  }
}

function firstLine(message: string): string {
  return (message.split("\n")[0] ?? "").replace(/\.$/, "");
}

/**
 * The entry's text, line by line (the last line may lack its newline), refusing a line longer
 * than `maxLength` characters as soon as that much has come without a newline: memory stays bounded
 * whatever the file holds.
 */
export async function* entryLines(entry: ReadEntry, maxLength = MAX_LINE_CHARACTERS): AsyncGenerator<string> {
  const decoder = new StringDecoder("utf8");
  // The current line's pieces so far: only each new chunk is searched for a newline.
  let pieces: string[] = [];
  let length = 0;
  const add = (piece: string) => {
    length += piece.length;
    if (length > maxLength) {
      throw new BackupError(
        `The backup is damaged: ${entry.path} has a line of over ${maxLength.toLocaleString("en-US")} characters, longer than any row of the site.`,
      );
    }
    if (piece) pieces.push(piece);
  };
  const take = () => {
    const line = pieces.join("");
    pieces = [];
    length = 0;
    return line;
  };
  const split = function* (text: string) {
    let start = 0;
    for (let end = text.indexOf("\n"); end !== -1; end = text.indexOf("\n", start)) {
      add(text.slice(start, end));
      yield take();
      start = end + 1;
    }
    add(text.slice(start));
  };
  for await (const chunk of entry as AsyncIterable<Buffer>) yield* split(decoder.write(chunk));
  yield* split(decoder.end());
  if (length > 0) yield take();
}

/** The entry's bytes, refusing more than `limit` (a damaged or hostile header must not exhaust memory). */
export async function entryBytes(entry: ReadEntry, limit: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of entry as AsyncIterable<Buffer>) {
    size += chunk.byteLength;
    if (size > limit) throw new BackupError(`The backup is damaged: ${entry.path} is larger than its manifest says.`);
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}
