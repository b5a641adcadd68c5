import { UsageError } from "../../core/errors.js";
import { normalizeKey } from "../../core/normalize.js";
import type { Fact } from "../../core/schema-types.js";
import { visible } from "../../core/visible-text.js";
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
    io.out(jsonWithoutInvisibles(json({ facts })));
    return EXIT.ok;
  }
  io.out(renderText(doc.title, facts));
  return EXIT.ok;
}

// JSON.stringify escapes C0 controls and lone surrogates but leaves these raw; in JSON they can
// only stand inside strings, where `\uXXXX` means the same character.
const RAW_IN_JSON = /[\u007f-\u009f\u200e\u200f\u2028-\u202e\u2066-\u2069]/g;

/** The same JSON with every character that could restyle or hide text on a terminal written as an escape. */
function jsonWithoutInvisibles(text: string): string {
  return text.replace(RAW_IN_JSON, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`);
}

/** Profile text shown to a person: a hand-edited profile.md may hold control or bidi characters, shown escaped. */
function renderText(title: string, facts: readonly Fact[]): string {
  const lines = [`# ${visible(title)}`];
  for (const layer of ["static", "dynamic"] as const) {
    const inLayer = facts.filter((f) => f.layer === layer);
    lines.push("", `${layer === "static" ? "Static" : "Dynamic"} (${inLayer.length})`);
    for (const f of inLayer) {
      const mark =
        f.status === "superseded"
          ? ` [superseded by ${f.superseded_by} on ${f.superseded_on}]`
          : f.status === "retired"
            ? ` [retired on ${f.retired_on}: ${visible(f.retired_reason ?? "")}]`
            : "";
      const seed = f.kind === "profile-field" ? ", profile field" : "";
      lines.push(
        `  ${visible(f.key)}: ${visible(f.value)}${mark}`,
        `      ${f.id} · ${f.evidence_count} source${f.evidence_count === 1 ? "" : "s"} · ${f.provenance}${seed} · seen ${f.first_seen}…${f.last_seen}`,
      );
    }
  }
  if (facts.length === 0) lines.push("", "No facts match.");
  return lines.join("\n");
}
