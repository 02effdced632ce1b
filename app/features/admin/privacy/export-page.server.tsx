/**
 * The export as a page to read, print or send on (issue 38): one standalone HTML document, its
 * styles inline, nothing loaded from the site. Rendered on request and never stored.
 */
import { renderToStaticMarkup } from "react-dom/server";
import { formatDateTime } from "~/utils/site-time";
import type { PersonExport } from "./privacy.server";

function Value({ value }: { value: unknown }) {
  if (value === null || value === undefined || value === "") return <span style={{ color: "#4f5b67" }}>—</span>;
  if (Array.isArray(value)) return <>{value.join(", ")}</>;
  return <span style={{ whiteSpace: "pre-wrap" }}>{String(value)}</span>;
}

function ExportPage({ data, zone }: { data: PersonExport; zone: string }) {
  const total = data.sections.reduce((sum, section) => sum + section.records.length, 0);
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex" />
        <title>{`Data held about ${data.email}`}</title>
      </head>
      <body
        style={{
          fontFamily: "Helvetica, Arial, sans-serif",
          color: "#1f2a37",
          maxWidth: 760,
          margin: "0 auto",
          padding: "24px 16px",
          lineHeight: 1.5,
        }}
      >
        <h1 style={{ fontSize: 26, margin: "0 0 8px", overflowWrap: "anywhere" }}>Data held about {data.email}</h1>
        <p style={{ margin: "0 0 4px" }}>{data.about}</p>
        <p style={{ margin: "0 0 24px", color: "#4f5b67" }}>
          Made {formatDateTime(data.generatedAt, zone)}
          {data.phone ? `, also looking for the phone number ${data.phone}` : ""}: {total}{" "}
          {total === 1 ? "record" : "records"}.
        </p>
        {data.sections.length === 0 ? <p>No record holds this address.</p> : null}
        {data.sections.map((section) => (
          <section key={section.kind} style={{ marginBottom: 28 }}>
            <h2 style={{ fontSize: 20, borderBottom: "1px solid #d9dee3", paddingBottom: 4 }}>
              {section.label} ({section.records.length})
            </h2>
            {section.records.map((record, index) => (
              <div key={index} style={{ margin: "12px 0 16px" }}>
                <h3 style={{ fontSize: 16, margin: "0 0 4px", overflowWrap: "anywhere" }}>
                  {record.title}{" "}
                  <span style={{ fontWeight: "normal", color: "#4f5b67" }}>· {formatDateTime(record.date, zone)}</span>
                </h3>
                <dl
                  style={{
                    margin: 0,
                    display: "grid",
                    gridTemplateColumns: "minmax(8rem, max-content) 1fr",
                    gap: "2px 16px",
                  }}
                >
                  {Object.entries(record.fields).map(([label, value]) => (
                    <div key={label} style={{ display: "contents" }}>
                      <dt style={{ fontWeight: "bold" }}>{label}</dt>
                      <dd style={{ margin: 0, overflowWrap: "anywhere" }}>
                        <Value value={value} />
                      </dd>
                    </div>
                  ))}
                </dl>
              </div>
            ))}
          </section>
        ))}
      </body>
    </html>
  );
}

export function renderExportPage(data: PersonExport, zone: string): string {
  return `<!DOCTYPE html>${renderToStaticMarkup(<ExportPage data={data} zone={zone} />)}`;
}
