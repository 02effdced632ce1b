import { data } from "react-router";

/**
 * The row an editor page works on: `:id` is "new" (nothing to load yet, so null) or the id of a
 * row that must exist; otherwise a 404 with `statusText`, for the loader and the action alike.
 */
export async function requireEditable<Row>(
  id: string,
  find: (id: string) => Promise<Row | null | undefined>,
  statusText: string,
): Promise<Row | null> {
  if (id === "new") return null;
  const row = await find(id);
  if (!row) throw data(null, { status: 404, statusText });
  return row;
}
