/** Keys whose strings are structure (where a link goes, which picture or icon), never copy. */
export type StructureKey = "to" | "src" | "logo" | "icon" | "href";

/**
 * The texts of a typed copy object (`as const` in app/content) as plain strings: what a page shows
 * once staff may have rewritten its words (ADR 0049). Structure keys keep their exact types.
 */
export type Widen<T> = T extends string
  ? string
  : T extends readonly (infer Item)[]
    ? Widen<Item>[]
    : T extends object
      ? { -readonly [Key in keyof T]: Key extends StructureKey ? T[Key] : Widen<T[Key]> }
      : T;
