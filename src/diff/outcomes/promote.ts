/** promote: a dynamic fact with enough independent evidence becomes static (applied after every candidate). */
import { AGENT_WRITTEN } from "../../core/agent-written.js";
import { packedAs } from "../../core/packed-value.js";
import { independentEvidence } from "../../core/provenance.js";
import type { Fact } from "../../core/schema-types.js";
import { md, mdValue } from "../markdown-text.js";
import { factOutcome } from "./spec.js";
import { mismatch, sameFact } from "./support.js";

export const PROMOTE = factOutcome("promote", {
  list: "promotions",
  propose(fact, _age, out) {
    out.promotions.push(
      packedAs({ id: fact.id, key: fact.key, value: fact.value, evidence_count: fact.evidence_count, ...independentWhereDifferent(fact) }, fact),
    );
  },
  replay(p, at, { state, fail }) {
    const f = state.get(p.id);
    if (!f) return fail(at, `expected fact ${p.id} to exist, found none`);
    if (f.status !== "active" || f.layer !== "dynamic" || f.kind !== "observed") {
      return fail(at, `expected fact ${p.id} to be an active dynamic observed fact, found ${f.status} ${f.layer} ${f.kind}`);
    }
    if (!sameFact(f, p.key, p.value, state)) return fail(at, mismatch(f, p.key, p.value));
    if (f.evidence_count !== p.evidence_count) return fail(at, `expected fact ${p.id} to have ${p.evidence_count} sources, found ${f.evidence_count}`);
    state.promote(p.id);
  },
  sortValue: (p) => p.value,
  pendingLine: (p, ctx) =>
    `- **${md(p.key)}**: ${mdValue(p.value)} — dynamic → static with ${p.evidence_count} sources${p.independent_evidence !== undefined ? `, ${p.independent_evidence} independent` : ""} (threshold ${ctx.diff.config.promoteThreshold}) \`${p.id}\`${ctx.why(`f${p.id}`)}${ctx.promotionMark(p.id)}`,
  reviewLine: (p, ctx) =>
    `promotes ${p.key}: ${p.value} (${p.id}) to static with ${p.evidence_count} sources${ctx.agentPromotion(p.id) ? ` — ${AGENT_WRITTEN} source` : ""}`,
  explain(p, ctx) {
    ctx.lives.of(p.id).push({ ...ctx.forFact(p.id), op: "promote", id: p.id, value: p.value });
  },
});

/** The fact's independent evidence, named in the diff only where it differs from its distinct sources. */
function independentWhereDifferent(f: Fact): { independent_evidence?: number } {
  const independent = independentEvidence(f.sources);
  return independent === f.evidence_count ? {} : { independent_evidence: independent };
}
