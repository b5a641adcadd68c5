/** decay-flag: a fact unseen for too long is flagged stale, for review only; the profile does not change. */
import { packedAs } from "../../core/packed-value.js";
import { md, mdValue } from "../markdown-text.js";
import { factOutcome } from "./spec.js";
import { reportedOnly } from "./support.js";

export const DECAY_FLAG = factOutcome("decay-flag", {
  list: "staleFlags",
  propose(fact, age, out) {
    out.staleFlags.push(packedAs({ id: fact.id, key: fact.key, value: fact.value, last_seen: fact.last_seen, days_since_seen: age }, fact));
  },
  replay: reportedOnly,
  sortValue: (f) => f.value,
  pendingLine: (f, ctx) =>
    `- **${md(f.key)}**: ${mdValue(f.value)} — last seen ${f.last_seen}, ${f.days_since_seen} days before ${ctx.diff.today}; flagged for review only \`${f.id}\`${ctx.why(`f${f.id}`)}`,
  reviewLine: (f) => `flags ${f.key}: ${f.value} (${f.id}) as stale: last seen ${f.last_seen}, ${f.days_since_seen} days ago`,
  explain(f, ctx) {
    ctx.lives.of(f.id).push({ ...ctx.forFact(f.id), op: "stale-flag", id: f.id, value: f.value });
  },
});
