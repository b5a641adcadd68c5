/**
 * `brain set <key> <value…> [--replaces <id>] [--reason <text>]`: the operator's own statement of a
 * value, added to the pending batch (src/usecases/operator-statement.ts) as a `human` candidate of
 * origin `operator`, source `human:set-<today>`. It is classified like any candidate, except that
 * remembered declines do not hold against it (the operator who declined a value may say it later).
 * `--replaces <id>` must name an active fact of the key, which the value supersedes: an observed
 * fact is superseded as usual; a seed is replaced by a seed (docs/cli.md). Command line only: no
 * MCP tool sets a value.
 */
import { NotFoundError, UsageError } from "../core/errors.js";
import { normalizeKey } from "../core/normalize.js";
import type { ValueCandidate } from "../core/schema-types.js";
import { KEY_FORBIDDEN_CHAR, VALUE_FORBIDDEN_CHAR } from "../core/visible-text.js";
import { lockForWrite } from "../io/profile-commit.js";
import { readProfile } from "../io/profile-store.js";
import { proposeStatement, type StatementOptions, type StatementOutcome } from "./operator-statement.js";
import { loadProposeSetup } from "./propose.js";
import { checkFlagText } from "./retire.js";

export interface SetOptions extends StatementOptions {
  key: string;
  value: string;
  /** The id of an active fact of the key that this value replaces. */
  replaces?: string;
  /** Why (one line): kept on the candidate and shown in the review. */
  reason?: string;
}

export async function setValue(o: SetOptions): Promise<StatementOutcome> {
  checkFlagText("<key>", o.key, 200, KEY_FORBIDDEN_CHAR);
  if (!/[\p{L}\p{N}]/u.test(o.key)) throw new UsageError(`<key>: expected a key with a letter or a digit, found "${o.key}"`);
  checkFlagText("<value>", o.value, 4000, VALUE_FORBIDDEN_CHAR);
  if (o.reason !== undefined) checkFlagText("--reason", o.reason, 500, VALUE_FORBIDDEN_CHAR);
  const key = normalizeKey(o.key);
  const setup = loadProposeSetup(o);
  const lock = lockForWrite(o.paths, o.notice ?? (() => {}), o);
  try {
    if (o.replaces !== undefined) {
      const { doc } = readProfile(o.paths.profile);
      const target = doc.facts.find((f) => f.id === o.replaces);
      if (target?.status !== "active" || target.key !== key) {
        const active = doc.facts.filter((f) => f.key === key && f.status === "active").map((f) => `${f.id} (${f.value})`);
        const what = !target ? "no fact has this id" : target.key !== key ? `it is a fact of "${target.key}"` : `it is ${target.status}`;
        throw new NotFoundError(
          o.replaces,
          `an active fact of "${key}" with this id`,
          `${what}; ${active.length > 0 ? `the active values of "${key}" are ${active.join(", ")}` : `"${key}" has no active value`}`,
        );
      }
    }
    return await proposeStatement(lock, o, setup, {
      label: `set ${key}`,
      origin: "operator",
      candidates: (today): ValueCandidate[] => [
        {
          key,
          value: o.value,
          provenance: "human",
          source: `human:set-${today}`,
          observed_date: today,
          ...(o.replaces !== undefined ? { supersedes: o.replaces } : {}),
          ...(o.reason !== undefined ? { reason: o.reason } : {}),
        },
      ],
    });
  } finally {
    lock.release();
  }
}
