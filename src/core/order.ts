/** Strings in UTF-16 code-unit order (`<`), which does not depend on the locale: ordering with it is deterministic everywhere. */
export function byCodeUnit(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
