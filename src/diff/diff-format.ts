/**
 * The diff's format number. It is raised whenever a diff written by the earlier format would mean
 * something else, or would no longer be the diff propose derives from the same inputs (a field
 * renamed, a list's meaning changed, an outcome added to the rules schema): apply then refuses a
 * pending diff of the earlier format as stale instead of reading it wrongly, and the archived ones
 * (brain/applied/) are still read by explain, `--what-if` and validate, each by its own format.
 *
 * Format 1 is every diff written before the number existed (it has no `format` field). Format 2
 * added the field itself, with the fields that came with it: `confusables` (the look-alike data
 * its checks used), `agent_written` (what rests on agent-written evidence) and each trace entry's
 * candidate `origin`. A diff of format 1 lacks them and was proposed without those checks.
 */
export const DIFF_FORMAT = 2;

/** The format a diff was written in. */
export function formatOf(diff: { format?: number }): number {
  return diff.format ?? 1;
}
