import { normalizeKey } from "../core/normalize.js";
import type { Fact } from "../core/schema-types.js";
import { readProfile } from "../io/profile-store.js";

export const LAYERS = ["static", "dynamic"] as const;
export type Layer = (typeof LAYERS)[number];

export interface ShowFilter {
  layer?: Layer | undefined;
  /** Matched after normalization, as the profile stores keys. */
  key?: string | undefined;
  /** Include superseded facts. */
  all?: boolean | undefined;
}

/** The profile's title and the facts that pass the filter (the `--json` form is `{ facts }`). */
export interface ShowResult {
  title: string;
  facts: Fact[];
}

/** Reads profile.md (read-only) and keeps the facts the filter asks for, in profile order. */
export function showProfile(profilePath: string, filter: ShowFilter = {}): ShowResult {
  const key = filter.key === undefined ? undefined : normalizeKey(filter.key);
  const { doc } = readProfile(profilePath);
  const facts = doc.facts.filter(
    (f) =>
      (filter.all === true || f.status === "active") &&
      (filter.layer === undefined || f.layer === filter.layer) &&
      (key === undefined || f.key === key),
  );
  return { title: doc.title, facts };
}

/** The readable form, shared by the CLI and the MCP server. */
export function showText({ title, facts }: ShowResult): string {
  const lines = [`# ${title}`];
  for (const layer of LAYERS) {
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
