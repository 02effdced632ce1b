import type { SnippetPart } from "../kinds";

/** A result's snippet: matched words in `<mark>`, everything else as plain text (never parsed as HTML). */
export function SnippetText({ parts }: { parts: SnippetPart[] }) {
  return (
    <>
      {parts.map((part, index) =>
        part.isMatch ? (
          <mark key={index} className="rounded-sm bg-accent-100 px-0.5 text-ink">
            {part.text}
          </mark>
        ) : (
          <span key={index}>{part.text}</span>
        ),
      )}
    </>
  );
}
