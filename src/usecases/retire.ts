/**
 * `brain retire <id…> --reason <text>`: the operator says facts stopped being true. brain writes
 * that statement as a batch of retire candidates (provenance `human`, observed today) and proposes
 * it exactly like `--propose`: the rules decide, the review shows it, and only `--apply --confirm`
 * writes the profile.
 */
import { NotFoundError, UsageError } from "../core/errors.js";
import type { RetireCandidate } from "../core/schema-types.js";
import { readProfile } from "../io/profile-store.js";
import type { UseCaseOptions } from "./options.js";
import { type ProposedOutcome, propose } from "./propose.js";

export interface RetireOptions extends UseCaseOptions {
  ids: readonly string[];
  reason: string;
  /** `human:<label>`; default `human:retire-<today>`. */
  source?: string;
}

export async function retire(o: RetireOptions): Promise<ProposedOutcome & { batch: string }> {
  if (o.ids.length === 0) throw new UsageError("retire: expected at least one fact id (see brain show)");
  const source = o.source ?? `human:retire-${o.today}`;
  if (!source.startsWith("human:") || source.length === "human:".length) {
    throw new UsageError(`--source: expected human:<label> (a retire is the operator's own statement), found "${source}"`);
  }
  const { doc } = readProfile(o.paths.profile);
  const byId = new Map(doc.facts.map((f) => [f.id, f]));
  const candidates: RetireCandidate[] = o.ids.map((id) => {
    const f = byId.get(id);
    if (!f || f.kind !== "observed" || f.status !== "active") {
      const what = !f ? "no fact has this id" : f.kind !== "observed" ? "it is a profile-field seed, which consolidation never changes" : `it is ${f.status}`;
      throw new NotFoundError(id, "an active observed fact with this id", `${what}; see brain show`);
    }
    return { key: f.key, retires: id, reason: o.reason, provenance: "human", source, observed_date: o.today };
  });
  return propose({ ...o, candidatesFile: `retire ${o.ids.join(" ")}`, candidates });
}
