/**
 * `brain retire <id…> --reason <text>`: the operator says facts stopped being true. brain writes
 * that statement as a batch of retire candidates (provenance `human`, observed `--date` or today) and proposes
 * it exactly like `--propose`: the rules decide, the review shows it, and only `--apply --confirm`
 * writes the profile. The ids are checked against the profile under the write lock that the
 * proposal is written under, so what is checked is what is proposed from.
 */
import { isIsoDate } from "../core/dates.js";
import { NotFoundError, UsageError } from "../core/errors.js";
import type { Origin } from "../core/origin.js";
import type { RetireCandidate } from "../core/schema-types.js";
import { lockForWrite } from "../io/profile-commit.js";
import { KEY_FORBIDDEN_CHAR, VALUE_FORBIDDEN_CHAR } from "../core/visible-text.js";
import { readProfile } from "../io/profile-store.js";
import { proposeStatement, type StatementOptions, type StatementOutcome } from "./operator-statement.js";
import { loadProposeSetup } from "./propose.js";

export interface RetireOptions extends StatementOptions {
  ids: readonly string[];
  reason: string;
  /** `human:<label>`; default `human:retire-<today>` (the batch's today). */
  source?: string;
  /** `YYYY-MM-DD`, not after today (the pending batch's, when it joins one): when the facts stopped being true (the candidates' observed_date); default that today. */
  date?: string;
  /** Who asks: the operator at the command line, or an agent through the MCP `retire` tool (marked agent-written). */
  origin: Exclude<Origin, "session">;
}

// The characters candidates refuse (schemas/candidates.schema.json: a reason as a value, a source as
// a key) and lone surrogates; a flag holding one is a usage error naming the flag.
const LONE_SURROGATE = /[\ud800-\udfff]/u;

export function checkFlagText(flag: string, text: string, max: number, forbidden: RegExp): void {
  const at = [...text].findIndex((c) => forbidden.test(c) || LONE_SURROGATE.test(c));
  if (at >= 0) {
    const code = text.codePointAt([...text].slice(0, at).join("").length)!;
    throw new UsageError(
      `${flag}: must not contain control or invisible-formatting characters, found U+${code.toString(16).toUpperCase().padStart(4, "0")} at character ${at + 1}`,
    );
  }
  if ([...text].length > max) throw new UsageError(`${flag}: at most ${max} characters, found ${[...text].length}`);
  if (text.trim() === "") throw new UsageError(`${flag}: expected visible text, found "${text}"`);
}

export async function retire(o: RetireOptions): Promise<StatementOutcome> {
  if (o.ids.length === 0) throw new UsageError("retire: expected at least one fact id (see brain show)");
  const source = o.source ?? `human:retire-${o.today}`;
  if (!source.startsWith("human:") || source.length === "human:".length) {
    throw new UsageError(`--source: expected human:<label> (a retire is the operator's own statement), found "${source}"`);
  }
  if (o.date !== undefined) {
    if (!isIsoDate(o.date)) throw new UsageError(`--date: expected a date YYYY-MM-DD, found "${o.date}"`);
    if (o.date > o.today) throw new UsageError(`--date: must not be after today (${o.today}), found ${o.date}; a fact cannot stop being true in the future`);
  }
  checkFlagText("--reason", o.reason, 500, VALUE_FORBIDDEN_CHAR);
  checkFlagText("--source", source, 500, KEY_FORBIDDEN_CHAR);
  const setup = loadProposeSetup(o);
  const lock = lockForWrite(o.paths, o.notice ?? (() => {}), o);
  try {
    const { doc } = readProfile(o.paths.profile);
    const byId = new Map(doc.facts.map((f) => [f.id, f]));
    // An id named twice is one statement, not a second retire the rules would reject.
    const ids = [...new Set(o.ids)];
    const facts = ids.map((id) => {
      const f = byId.get(id);
      // A seed too: the operator changes seeds through the gate (an agent's retire of one is rejected by the rules).
      if (f?.status !== "active") {
        throw new NotFoundError(id, "an active fact with this id", `${!f ? "no fact has this id" : `it is ${f.status}`}; see brain show`);
      }
      return f;
    });
    // A retire reads no record: its diff keeps the cursor in force (or the pending batch's), so unread records stay new.
    return await proposeStatement(lock, o, setup, {
      label: `retire ${ids.join(" ")}`,
      origin: o.origin,
      candidates: (today) => {
        if (o.date !== undefined && o.date > today) {
          throw new UsageError(`--date: must not be after the pending batch's today (${today}), found ${o.date}; a fact cannot stop being true in the future`);
        }
        return facts.map(
          (f): RetireCandidate => ({
            key: f.key,
            retires: f.id,
            reason: o.reason,
            provenance: "human",
            source: o.source ?? `human:retire-${today}`,
            observed_date: o.date ?? today,
          }),
        );
      },
    });
  } finally {
    lock.release();
  }
}
