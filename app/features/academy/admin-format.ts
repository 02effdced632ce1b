/** "1 module", "3 lessons": the course editor's counts. */
export const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** What a course's delete says of its enrollment records, which stay (people's records, ADR 0051). */
export function enrollmentsKept(count: number): string {
  if (count === 0) return "It has no enrollment records.";
  return `${plural(count, "enrollment record")} ${count === 1 ? "stays" : "stay"} in Submissions.`;
}
