/**
 * brain/consolidation-state.json, the sidecar the session-start hook reads. It is always
 * derived from the history and the config, so it can be rewritten at any time.
 */
import type { ResolvedConfig } from "../core/schema-types.js";
import { writeAtomic } from "./atomic-write.js";
import type { ApplyEntry } from "./history.js";

export interface ConsolidationState {
  last_run: string | null;
  published_count: number;
  last_diff: string | null;
  nudge: ResolvedConfig["nudge"];
}

export function deriveState(lastApply: ApplyEntry | undefined, config: ResolvedConfig): ConsolidationState {
  return {
    last_run: lastApply?.today ?? null,
    published_count: lastApply?.published_count ?? 0,
    last_diff: lastApply?.diff ?? null,
    nudge: { ...config.nudge },
  };
}

export function writeState(path: string, state: ConsolidationState): void {
  writeAtomic(path, `${JSON.stringify(state, null, 2)}\n`);
}
