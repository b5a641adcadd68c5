/**
 * The diff's format number. It is raised whenever a diff written by the earlier format would mean
 * something else, or would no longer be the diff propose derives from the same inputs (a field
 * renamed, a list's meaning changed, an outcome added to the rules schema): apply then refuses a
 * pending diff of the earlier format as stale instead of reading it wrongly, and the archived ones
 * (brain/applied/) are still read by explain, `--what-if` and validate, each by its own format.
 *
 * Format 1 is every diff written before the number existed (it has no `format` field); format 2
 * added the field itself and changes nothing else.
 */
export const DIFF_FORMAT = 2;

/** The format a diff was written in. */
export function formatOf(diff: { format?: number }): number {
  return diff.format ?? 1;
}
