/** "did you mean …" for a mistyped command or option: the closest known name, when one is close. */

/** Edits between two words (insert, delete, replace, or swap two neighbours: `shwo` → `show` is 1). */
function distance(a: string, b: string): number {
  const d: number[][] = Array.from({ length: a.length + 1 }, (_, i) => Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      d[i]![j] = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d[i]![j] = Math.min(d[i]![j]!, d[i - 2]![j - 2]! + 1);
    }
  }
  return d[a.length]![b.length]!;
}

/**
 * The known name closest to `typed`, if it is close: one edit for names up to 4 letters, two for
 * longer ones (case ignored). Ties go to the first name given.
 */
function closest(typed: string, known: readonly string[]): string | undefined {
  const word = typed.toLowerCase();
  const allowed = word.length <= 4 ? 1 : 2;
  let best: { name: string; d: number } | undefined;
  for (const name of known) {
    const d = distance(word, name.toLowerCase());
    if (d > 0 && d <= allowed && (best === undefined || d < best.d)) best = { name, d };
  }
  return best?.name;
}

/** ` (did you mean "show"?)`, or nothing when no name is close. */
export function didYouMean(typed: string, known: readonly string[]): string {
  const name = closest(typed, known);
  return name === undefined ? "" : ` (did you mean "${name}"?)`;
}
