/**
 * A project's ways to collaborate (part 1 §3 `available_collaboration_types`): a list of
 * { option, description }, one such object, or either as JSON text. Part 1 §5: an option is
 * kept only when it has both a text option and a description.
 */

export interface CollaborationOption {
  option: string;
  description: string;
}

const MAX_OPTION_LENGTH = 120;
const MAX_DESCRIPTION_LENGTH = 600;
const MAX_OPTIONS = 12;
const MAX_JSON_LENGTH = 20_000;

function decode(raw: unknown): unknown {
  let value = raw;
  for (let depth = 0; depth < 2 && typeof value === "string"; depth++) {
    const text = value.trim();
    if (text === "" || text.length > MAX_JSON_LENGTH) return null;
    try {
      value = JSON.parse(text) as unknown;
    } catch {
      return null;
    }
  }
  return value;
}

const text = (value: unknown, max: number) =>
  typeof value === "string" ? value.replace(/\s+/g, " ").trim().slice(0, max) : "";

export function normalizeCollaborationOptions(raw: unknown): CollaborationOption[] {
  const value = decode(raw);
  const items = Array.isArray(value) ? value : value && typeof value === "object" ? [value] : [];
  const seen = new Set<string>();
  const options: CollaborationOption[] = [];
  for (const item of items) {
    const decoded = decode(item);
    if (!decoded || typeof decoded !== "object" || Array.isArray(decoded)) continue;
    const record = decoded as Record<string, unknown>;
    const option = text(record.option, MAX_OPTION_LENGTH);
    const description = text(record.description, MAX_DESCRIPTION_LENGTH);
    if (!option || !description) continue;
    const key = option.toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    options.push({ option, description });
    if (options.length === MAX_OPTIONS) break;
  }
  return options;
}
