import { UsageError } from "../../core/errors.js";
import { normalizeKey } from "../../core/normalize.js";
import type { Fact } from "../../core/schema-types.js";
import { readProfile } from "../../io/profile-store.js";
import { resolveContext, stringOption } from "../context.js";
import { EXIT } from "../exit-codes.js";
import { json, processOutput as io } from "../output.js";

export async function run(_args: unknown[], opts: Record<string, unknown>): Promise<number> {
  const ctx = resolveContext(opts);
  const layer = stringOption(opts.layer, "--layer");
  if (layer !== undefined && layer !== "static" && layer !== "dynamic") {
    throw new UsageError(`--layer: expected "static" or "dynamic", found "${layer}"`);
  }
  const keyFlag = stringOption(opts.key, "--key");
  const key = keyFlag === undefined ? undefined : normalizeKey(keyFlag);
  const { doc } = readProfile(ctx.paths.profile);
  const facts = doc.facts.filter(
    (f) => (opts.all === true || f.status === "active") && (layer === undefined || f.layer === layer) && (key === undefined || f.key === key),
  );
  if (opts.json === true) {
    io.out(json({ facts }));
    return EXIT.ok;
  }
  io.out(renderText(doc.title, facts));
  return EXIT.ok;
}

function renderText(title: string, facts: readonly Fact[]): string {
  const lines = [`# ${title}`];
  for (const layer of ["static", "dynamic"] as const) {
    const inLayer = facts.filter((f) => f.layer === layer);
    lines.push("", `${layer === "static" ? "Static" : "Dynamic"} (${inLayer.length})`);
    for (const f of inLayer) {
      const mark = f.status === "superseded" ? ` [superseded by ${f.superseded_by} on ${f.superseded_on}]` : "";
      const seed = f.kind === "profile-field" ? ", profile field" : "";
      lines.push(
        `  ${f.key}: ${f.value}${mark}`,
        `      ${f.id} · ${f.evidence_count} source${f.evidence_count === 1 ? "" : "s"} · ${f.provenance}${seed} · seen ${f.first_seen}…${f.last_seen}`,
      );
    }
  }
  if (facts.length === 0) lines.push("", "No facts match.");
  return lines.join("\n");
}
