/**
 * `s` as a string of its own. In V8 a slice of 13 characters or more is a view that keeps the
 * string it was cut from alive: a fact kept as slices of its profile line holds the whole line (a
 * long value's 2 KB of UTF-16 for a 30-character source), a record's fields its whole frontmatter.
 * Concatenating and slicing again makes V8 copy just these characters once, so the text they were
 * cut from can be freed while it is young. The text is the same: only memory differs. Without it
 * the benchmark's long-values propose and apply peak at 595 MiB instead of ~365 (docs/performance.md).
 */
export function detached(s: string): string {
  return s.length < 13 ? s : ` ${s}`.slice(1);
}
