import { AGENT_WRITTEN, agentWrittenSources } from "../core/agent-written.js";
import { aliasTarget } from "../core/key-aliases.js";
import { normalizeKey } from "../core/normalize.js";
import { type OpenConflict, openConflicts } from "../core/open-conflicts.js";
import type { Fact } from "../core/schema-types.js";
import { visible, visibleValue } from "../core/visible-text.js";
import { loadConfig } from "../io/load-config.js";
import type { Layout } from "../io/data-dir.js";
import { readProfile } from "../io/profile-store.js";
import { serializeProfile } from "../core/profile-format.js";
import { readAgentWritten } from "../io/record-files.js";
import { HAND_EDITED, handEditedIds, unadoptedEdit } from "./hand-edit.js";
import { exclusionFor, type WithholdOptions, withheldNote, withholdFacts } from "./withheld.js";

const LAYERS = ["static", "dynamic"] as const;
type Layer = (typeof LAYERS)[number];

export interface ShowFilter {
  layer?: Layer | undefined;
  /** Matched after normalization, as the profile stores keys. */
  key?: string | undefined;
  /** Include superseded and retired facts. */
  all?: boolean | undefined;
}

/** The profile's title and the facts that pass the filter (the `--json` form is `{ facts, agent_written? }`). */
export interface ShowResult {
  title: string;
  facts: Fact[];
  /**
   * Facts of excluded keys left out (docs/session-context.md): counted over every fact `all`
   * covers, whatever the layer or key asked for, so the number says nothing of the query.
   */
  withheld: number;
  /** Fact id → its sources that are agent-written records (stored through the MCP server); only facts that have some. */
  agentWritten: Record<string, string[]>;
  /** Ids of the facts shown that an adopted hand edit added or changed (`brain adopt`). */
  handEdited?: string[];
}

/**
 * Reads profile.md (read-only) and keeps the facts the filter asks for, in profile order, with their
 * agent-written sources; facts of excluded keys are withheld.
 */
export function showProfile(o: WithholdOptions, filter: ShowFilter = {}): ShowResult {
  const ofKey = filter.key === undefined ? () => true : keyMatcher(o, filter.key);
  const { doc } = readProfile(o.paths.profile);
  const inScope = doc.facts.filter((f) => filter.all === true || f.status === "active");
  const offered = withholdFacts(inScope, exclusionFor(o));
  const facts = offered.facts.filter((f) => (filter.layer === undefined || f.layer === filter.layer) && ofKey(f.key));
  const edited = handEditedIds(o);
  const handEdited = edited.size === 0 ? [] : facts.filter((f) => edited.has(f.id)).map((f) => f.id);
  return { title: doc.title, facts, withheld: offered.withheld, agentWritten: agentWrittenOf(o.paths, facts), handEdited };
}

/**
 * Whether a fact's key is `asked`, after normalization and the config's keyAliases: a fact stored
 * under an alias counts as its target's (docs/rules.md, "Key aliases"), so `--key job-title` also
 * lists facts stored under `role` when `role: job-title`, and `--key role` lists them all too.
 */
function keyMatcher(o: WithholdOptions, asked: string): (key: string) => boolean {
  const { keyAliases } = loadConfig(o.configFile, o.paths.config).config;
  const wanted = aliasTarget(keyAliases, normalizeKey(asked));
  return (key) => aliasTarget(keyAliases, key) === wanted;
}

/**
 * The agent-written sources of each of `facts` that has one. The records are read (their
 * frontmatter) only when some fact cites a record, and only in the tributaries cited.
 */
function agentWrittenOf(paths: Pick<Layout, "ingest">, facts: readonly Fact[]): Record<string, string[]> {
  const tributaries = new Set<string>();
  for (const f of facts) for (const s of f.sources) if (!s.startsWith("human:") && s.includes(":")) tributaries.add(s.slice(0, s.indexOf(":")));
  if (tributaries.size === 0) return {};
  const written = readAgentWritten(paths, tributaries);
  const out: Record<string, string[]> = {};
  for (const f of facts) {
    const mine = agentWrittenSources(f, written);
    if (mine.length > 0) out[f.id] = mine;
  }
  return out;
}

/**
 * The readable form, shared by the CLI and the MCP server. The members of a multi-valued key
 * (`multiValued`, the config in force) are grouped under the key, in profile order, where its
 * first member stands. A hand-edited profile.md may hold control or bidi characters: shown escaped.
 */
export function showText(
  { title, facts, withheld, agentWritten, handEdited = [] }: ShowResult,
  { multiValued = [] }: { multiValued?: readonly string[] } = {},
): string {
  const multi = new Set(multiValued.map(normalizeKey));
  const edited = new Set(handEdited);
  const factLines = (f: Fact, indent: string, lead: string, agentSources: readonly string[] | undefined) =>
    factLinesOf(f, { indent, lead, agentSources, edited: edited.has(f.id) });
  const lines = [`# ${visible(title)}`];
  for (const layer of LAYERS) {
    const inLayer = facts.filter((f) => f.layer === layer);
    lines.push("", `${layer === "static" ? "Static" : "Dynamic"} (${inLayer.length})`);
    const grouped = new Set<string>();
    for (const f of inLayer) {
      if (!multi.has(f.key)) {
        lines.push(...factLines(f, "  ", `${visible(f.key)}: `, agentWritten[f.id]));
        continue;
      }
      if (grouped.has(f.key)) continue;
      grouped.add(f.key);
      const members = inLayer.filter((m) => m.key === f.key);
      const active = members.filter((m) => m.status === "active").length;
      lines.push(
        `  ${visible(f.key)} (multi-valued: ${active} active member${active === 1 ? "" : "s"}${members.length > active ? `, ${members.length - active} past` : ""}):`,
      );
      for (const m of members) lines.push(...factLines(m, "    ", "- ", agentWritten[m.id]));
    }
  }
  if (facts.length === 0) lines.push("", "No facts match.");
  const note = withheldNote(withheld);
  if (note) lines.push("", note);
  return lines.join("\n");
}

function factLinesOf(
  f: Fact,
  { indent, lead, agentSources, edited }: { indent: string; lead: string; agentSources: readonly string[] | undefined; edited: boolean },
): string[] {
  const mark =
    f.status === "superseded"
      ? ` [superseded by ${f.superseded_by} on ${f.superseded_on}]`
      : f.status === "retired"
        ? ` [retired on ${f.retired_on}: ${visibleValue(f.retired_reason ?? "")}]`
        : "";
  const seed = f.kind === "profile-field" ? ", profile field" : "";
  return [
    `${indent}${lead}${visibleValue(f.value)}${mark}`,
    `${indent}    ${f.id} · ${f.evidence_count} source${f.evidence_count === 1 ? "" : "s"} · ${f.provenance}${seed} · seen ${f.first_seen}…${f.last_seen}` +
      (agentSources ? ` · ${AGENT_WRITTEN}: ${agentSources.map(visible).join(", ")}` : "") +
      (edited ? ` · ${HAND_EDITED}` : ""),
  ];
}

/** The multi-valued keys of the config in force, for grouping `show`'s text. */
export function multiValuedKeys(o: { configFile: string | undefined; defaultConfig: string }): string[] {
  return [...(loadConfig(o.configFile, o.defaultConfig).config.multiValued ?? [])];
}

/** `brain show --conflicts` (the `--json` form is `{ conflicts }`). */
export interface ConflictsResult {
  conflicts: OpenConflict[];
  /** Conflicts of excluded keys left out. */
  withheld: number;
}

/**
 * Keys that hold more than one active observed value and are not multi-valued (under the config
 * in force): what a later candidate's `supersedes` can settle. Read-only.
 */
export function showConflicts(o: WithholdOptions): ConflictsResult {
  const { config } = loadConfig(o.configFile, o.paths.config);
  const { doc } = readProfile(o.paths.profile);
  const offered = withholdFacts(openConflicts(doc, config.multiValued ?? [], config.keyAliases), exclusionFor(o));
  return { conflicts: offered.facts, withheld: offered.withheld };
}

export function conflictsText(r: ConflictsResult): string {
  const note = withheldNote(r.withheld, "conflict");
  return note ? `${openConflictsText(r)}\n\n${note}` : openConflictsText(r);
}

function openConflictsText({ conflicts }: ConflictsResult): string {
  if (conflicts.length === 0) return "No open conflicts: every key holds at most one active value (multi-valued keys aside).";
  const lines = [
    `${conflicts.length} key${conflicts.length === 1 ? "" : "s"} with more than one active value — settle one with \`brain resolve <key> --keep <id>\` (or a candidate that names the value it replaces in \`supersedes\`):`,
  ];
  for (const c of conflicts) {
    lines.push("", `  ${visible(c.key)}`);
    for (const v of c.values) {
      lines.push(
        `    ${v.id}  ${visibleValue(v.value)}  (${v.evidence_count} source${v.evidence_count === 1 ? "" : "s"}: ${v.sources.map(visible).join(", ")}; seen ${v.first_seen}…${v.last_seen})`,
      );
    }
  }
  return lines.join("\n");
}

/** `brain://profile`: the profile as an agent may read it. */
export interface ProfileForAgents {
  /** Notes (what was withheld, an edit not adopted), then the profile without the withheld facts, in profile.md's grammar. */
  text: string;
  /** Facts (of any status) of excluded keys left out. */
  withheld: number;
  /** profile.md is not what brain last wrote (an edit not yet adopted). */
  edited: boolean;
}

/**
 * The profile rendered again from what brain parses of profile.md, without the facts of excluded
 * keys (their lines are not copied: the file itself is never served). Lines the grammar does not
 * know cannot pass, and a hand edit brain has not adopted is said to be one.
 */
export function profileForAgents(o: WithholdOptions): ProfileForAgents {
  const profile = readProfile(o.paths.profile);
  const offered = withholdFacts(profile.doc.facts, exclusionFor(o));
  const edited = unadoptedEdit(o, profile.sha256);
  const notes = [
    ...(edited ? ["> profile.md holds an edit brain did not write and the operator has not adopted (brain adopt): read these facts with care."] : []),
    ...(offered.withheld > 0 ? [`> ${withheldNote(offered.withheld)}`] : []),
  ];
  const body = serializeProfile({ title: profile.doc.title, facts: offered.facts });
  return { text: notes.length > 0 ? `${notes.join("\n")}\n\n${body}` : body, withheld: offered.withheld, edited };
}
