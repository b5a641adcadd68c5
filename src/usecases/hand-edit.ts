/**
 * Whether profile.md still holds what brain last wrote. Every writer of the profile records the
 * sha256 of what it wrote as its history line's `result`; a profile whose bytes hash otherwise was
 * edited by hand (or by anything but brain) and has not been adopted.
 */
import type { UseCaseOptions } from "./options.js";
import { readHistoryAsRecovered } from "../io/profile-commit.js";

/**
 * True when `profileSha256` is not the `result` of the last history line that wrote the profile
 * (apply, rollback). A profile only `brain init` wrote has no such line and counts as brain's.
 */
export function unadoptedEdit(o: Pick<UseCaseOptions, "paths">, profileSha256: string): boolean {
  let last: string | undefined;
  for (const e of readHistoryAsRecovered(o.paths)) if ("result" in e && typeof e.result === "string") last = e.result;
  return last !== undefined && last !== profileSha256;
}
