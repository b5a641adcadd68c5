/**
 * `brain declined [--forget <n…> --confirm]`: the remembered declines — what the operator declined
 * in applies that were not rolled back, minus what was forgotten since — which the shipped rule
 * `reject-previously-declined` holds against later candidates. Forgetting writes one history line
 * (`op: "forget"`) under the data dir lock and changes no profile.
 */
import { resolve } from "node:path";
import { DECLINED_OVER_MCP } from "../core/agent-written.js";
import { UsageError } from "../core/errors.js";
import type { RememberedDecline } from "../core/schema-types.js";
import { appendHistory, type ForgetEntry, readHistory, rememberedDeclines } from "../io/history.js";
import { lockForWrite } from "../io/profile-commit.js";
import { brainCommand, type UseCaseOptions } from "./options.js";
import { exclusionFor, type WithholdOptions, withheldNote } from "./withheld.js";

export interface DeclinedResult {
  /** Oldest first; those of excluded keys are withheld. */
  declined: RememberedDecline[];
  /** The number `--forget` takes for each entry of `declined` (every remembered decline is numbered from 0, withheld ones too). */
  numbers: number[];
  /** Remembered declines of excluded keys left out. */
  withheld: number;
}

/** Read-only: the remembered declines, derived from brain/history.jsonl; those of keys excluded from agents are withheld. */
export function declinedList(o: WithholdOptions): DeclinedResult {
  const exclusion = exclusionFor(o);
  const all = rememberedDeclines(readHistory(o.paths.history));
  const numbers = all.flatMap((d, n) => (exclusion.excludedBy(d.key) === undefined ? [n] : []));
  return { declined: numbers.map((n) => all[n]!), numbers, withheld: all.length - numbers.length };
}

/** What a remembered decline declined, in words. */
export function declinedSubject(r: RememberedDecline): string {
  return r.retires !== undefined ? `retiring ${r.retires} (${r.key})` : `${r.key}: ${r.value ?? ""}${r.source !== undefined ? ` from ${r.source}` : ""}`;
}

/** One remembered decline in words; one an agent made through the MCP decline tool says so. */
function describeDecline(r: RememberedDecline): string {
  return r.by === "mcp" ? `${declinedSubject(r)} (${DECLINED_OVER_MCP})` : declinedSubject(r);
}

export function declinedText(r: DeclinedResult, o: Pick<UseCaseOptions, "paths" | "configFile">): string {
  const note = withheldNote(r.withheld, "remembered decline");
  if (r.declined.length === 0) return note ? `No remembered declines shown.\n${note}` : "No remembered declines.";
  return [
    `${r.declined.length} remembered decline${r.declined.length === 1 ? "" : "s"} (a later candidate matching one is rejected by reject-previously-declined):`,
    ...r.declined.map((d, i) => `  ${r.numbers[i]}  ${describeDecline(d)}`),
    ...(note ? [note] : []),
    `Forget some: ${brainCommand(o, ["declined", "--forget", "<n…>", "--confirm"])}`,
  ].join("\n");
}

export interface ForgetOptions extends UseCaseOptions {
  indexes: readonly number[];
  confirm: boolean;
}

export type ForgetOutcome =
  | { kind: "preview"; forget: RememberedDecline[]; command: string }
  | { kind: "forgotten"; forgotten: RememberedDecline[]; remaining: number; history: string };

export function forgetDeclines(o: ForgetOptions): ForgetOutcome {
  if (o.indexes.length === 0) throw new UsageError("declined --forget: expected at least one index (as brain declined numbers them)");
  const check = (list: readonly RememberedDecline[]) => {
    for (const n of o.indexes) {
      if (!Number.isInteger(n) || n < 0 || n >= list.length) {
        throw new UsageError(
          `declined --forget: ${String(n)} is not a remembered decline; ${list.length === 0 ? "there are none" : `they are numbered 0–${list.length - 1}`} (brain declined)`,
        );
      }
    }
    return [...new Set(o.indexes)].sort((a, b) => a - b).map((n) => list[n]!);
  };
  // Numbered over every remembered decline, withheld ones too: the numbers the list shows.
  const everyDecline = () => rememberedDeclines(readHistory(o.paths.history));
  if (!o.confirm) {
    const forget = check(everyDecline());
    return { kind: "preview", forget, command: brainCommand(o, ["declined", "--forget", ...o.indexes.map(String), "--confirm"]) };
  }
  const lock = lockForWrite(o.paths, o.notice ?? (() => {}), o);
  try {
    // Numbered as listed under the lock, so a concurrent apply cannot shift what is forgotten.
    const list = everyDecline();
    const forgotten = check(list);
    const entry: ForgetEntry = { op: "forget", at: o.now.toISOString(), today: o.today, forgotten };
    appendHistory(o.paths.history, entry);
    return { kind: "forgotten", forgotten, remaining: list.length - forgotten.length, history: resolve(o.paths.history) };
  } finally {
    lock.release();
  }
}

export function forgetText(r: ForgetOutcome): string {
  if (r.kind === "preview") {
    return [`Would forget ${r.forget.length}:`, ...r.forget.map((d) => `  ${describeDecline(d)}`), `Nothing was written. To forget: ${r.command}`].join("\n");
  }
  return [
    `Forgot ${r.forgotten.length} remembered decline${r.forgotten.length === 1 ? "" : "s"} (recorded in ${r.history}); ${r.remaining} remain.`,
    ...r.forgotten.map((d) => `  ${describeDecline(d)}`),
  ].join("\n");
}
