/**
 * Evidence the operator can check, through the use cases in-process (docs/rules.md: Quotes, Key
 * aliases, Near-duplicate keys): quotes found in the cited record are learned and a made-up one is
 * rejected naming the record, in both reviews and explain, re-derived by apply; requireQuotes;
 * `role → job-title` through keyAliases; a near-duplicate key marked in the review and warnings;
 * gather's key vocabulary and instructions.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { InvalidInputError } from "../../src/core/errors.js";
import type { Candidate, ProfileDiff } from "../../src/core/schema-types.js";
import { layout } from "../../src/io/data-dir.js";
import { loadConfig } from "../../src/io/load-config.js";
import { apply } from "../../src/usecases/apply.js";
import { explain, explanationText } from "../../src/usecases/explain.js";
import { gather, gatherText } from "../../src/usecases/gather.js";
import { ingest } from "../../src/usecases/ingest.js";
import { init } from "../../src/usecases/init.js";
import { propose } from "../../src/usecases/propose.js";
import { resolveConflict } from "../../src/usecases/resolve.js";
import { reviewData, reviewText } from "../../src/usecases/review.js";
import { showConflicts, showProfile } from "../../src/usecases/show.js";
import { dataDirText, validateDataDir } from "../../src/usecases/validate.js";
import { tempDir } from "../helpers/cli.js";

const TODAY = "2026-06-01";
const NOW = new Date("2026-06-01T10:00:00Z");

const POST = "# New role\n\nSince June I lead the AI team\nat the City of Utrecht as its \u201cHead of AI\u201d \u2014 a first for the city.\n";
const LISBON = "A weekend in Lisbon: tiles, custard tarts and the 28 tram.\n";

function setup(config?: string) {
  const dir = tempDir();
  const paths = layout(dir);
  init({ paths, today: TODAY });
  if (config !== undefined) writeFileSync(paths.config, config);
  const post = join(dir, "post.md");
  const lisbon = join(dir, "lisbon.md");
  writeFileSync(post, POST);
  writeFileSync(lisbon, LISBON);
  const r = ingest({ paths, today: TODAY, now: NOW, files: [post, lisbon] });
  const [postSource, lisbonSource] = r.records.map((x) => x.source) as [string, string];
  return { o: { paths, today: TODAY, now: new Date("2026-06-01T10:05:00Z") }, postSource, lisbonSource };
}
type Setup = ReturnType<typeof setup>;
const pending = (s: Setup) => JSON.parse(readFileSync(s.o.paths.pendingJson, "utf8")) as ProfileDiff;
const pendingMd = (s: Setup) => readFileSync(s.o.paths.pendingMd, "utf8");
const cited = (source: string, key: string, value: string, quote?: string): Candidate => ({
  key,
  value,
  provenance: "published",
  source,
  observed_date: TODAY,
  ...(quote !== undefined ? { quote } : {}),
});

describe("quotes", () => {
  it("a quote the record holds is learned; a made-up one is rejected naming the record; both reviews, apply and explain agree", async () => {
    const s = setup();
    const candidates = [
      // Straight quotes and a hyphen for the record's typographic ones and its em dash; the line break is a space.
      cited(s.postSource, "job-title", "Head of AI", 'I lead the AI team at the City of Utrecht as its "Head of AI" - a first'),
      // A job title cited to an unrelated post about Lisbon.
      cited(s.lisbonSource, "employer", "City of Utrecht", "I work for the City of Utrecht since June"),
    ];
    await propose({ ...s.o, candidatesFile: "c", candidates });
    const diff = pending(s);
    expect(diff.additions.map((a) => [a.candidate, a.key])).toEqual([[0, "job-title"]]);
    expect(diff.rejected.map((r) => [r.candidate, r.rule, r.reason])).toEqual([
      [1, "reject-quote-not-in-record", `the quote is not in the cited record: not found in ${s.lisbonSource}`],
    ]);
    expect(diff.trace.filter((t) => t.candidate !== undefined).map((t) => [t.quote_found, t.quote])).toEqual([
      [true, candidates[0]!.quote],
      [false, candidates[1]!.quote],
    ]);
    const md = pendingMd(s);
    expect(md).toContain(`  - quote (found in the record): “I lead the AI team at the City of Utrecht as its "Head of AI" - a first”`);
    expect(md).toContain("  - quote (NOT found in the record): “I work for the City of Utrecht since June”");
    const review = reviewText(reviewData(s.o));
    expect(review).toContain(`  quote (found in the record): “I lead the AI team at the City of Utrecht as its "Head of AI" - a first”`);
    expect(review).toContain(`  quote (not found in ${s.lisbonSource}): “I work for the City of Utrecht since June”`);
    // Apply re-derives the check from the archived batch and the record's body: the same diff.
    const applied = await apply({ ...s.o, diffFile: s.o.paths.pendingJson, confirm: true });
    expect(applied).toMatchObject({ kind: "applied", id: diff.id });
    const told = explanationText(explain(s.o, diff.additions[0]!.id));
    expect(told).toContain(`quote (found in the record): "I lead the AI team at the City of Utrecht as its \\"Head of AI\\" - a first"`);
  });

  it("apply refuses a pending diff claiming another verdict on a quote than the record gives (nothing is written)", async () => {
    const s = setup();
    await propose({ ...s.o, candidatesFile: "c", candidates: [cited(s.postSource, "job-title", "Head of AI", "I lead the AI team at the City of Utrecht")] });
    // The diff claims the quote was not found: apply re-derives it from the record, finds it, and refuses.
    const diff = pending(s);
    const edited = { ...diff, trace: diff.trace.map((t) => (t.candidate === 0 ? { ...t, quote_found: false } : t)) };
    writeFileSync(s.o.paths.pendingJson, JSON.stringify(edited));
    const profile = readFileSync(s.o.paths.profile, "utf8");
    await expect(apply({ ...s.o, diffFile: s.o.paths.pendingJson, confirm: true })).rejects.toThrow(InvalidInputError);
    expect(readFileSync(s.o.paths.profile, "utf8")).toBe(profile);
  });

  it("requireQuotes rejects a citation of a record without a quote, not the operator's own statement", async () => {
    const s = setup("requireQuotes: true\n");
    await propose({
      ...s.o,
      candidatesFile: "c",
      candidates: [
        cited(s.postSource, "job-title", "Head of AI"),
        { key: "tone", value: "plain", provenance: "human", source: "human:call", observed_date: TODAY },
      ],
    });
    const diff = pending(s);
    expect(diff.rejected.map((r) => [r.candidate, r.rule])).toEqual([[0, "reject-missing-quote"]]);
    expect(diff.additions.map((a) => a.key)).toEqual(["tone"]);
    expect(diff.config.requireQuotes).toBe(true);
  });
});

describe("key aliases", () => {
  it("role is filed under job-title: a bump of the fact, shown as `role → job-title (alias)` in both reviews", async () => {
    const s = setup("keyAliases:\n  Role: job-title\n");
    await propose({ ...s.o, candidatesFile: "c", candidates: [cited(s.postSource, "job-title", "Head of AI", "I lead the AI team at the City of Utrecht")] });
    await apply({ ...s.o, diffFile: s.o.paths.pendingJson, confirm: true });
    await propose({
      ...s.o,
      candidatesFile: "c2",
      candidates: [{ key: "role", value: "head of ai", provenance: "human", source: "human:call", observed_date: TODAY }],
    });
    const diff = pending(s);
    expect(diff.evidenceBumps.map((b) => [b.key, b.candidate])).toEqual([["job-title", 0]]);
    expect(diff.trace[0]).toMatchObject({ key_alias: "role", outcome: "bump" });
    expect(pendingMd(s)).toContain("  - key role → job-title (alias)");
    expect(reviewData(s.o).items[0]!.title).toBe("role → job-title (alias): head of ai");
    await expect(apply({ ...s.o, diffFile: s.o.paths.pendingJson, confirm: true })).resolves.toMatchObject({ kind: "applied" });
  });

  it("facts stored under an alias key count as the target's: conflicts, resolve, exclude, multiValued and validate", async () => {
    const s = setup();
    await propose({
      ...s.o,
      candidatesFile: "c",
      candidates: [
        { key: "role", value: "Policy Lead", provenance: "human", source: "human:a", observed_date: TODAY },
        { key: "job-title", value: "Head of AI", provenance: "human", source: "human:b", observed_date: TODAY },
      ],
    });
    await apply({ ...s.o, diffFile: s.o.paths.pendingJson, confirm: true });
    // Added later: role's fact is now job-title's, and the two values are an open conflict.
    writeFileSync(s.o.paths.config, "keyAliases:\n  role: job-title\ncontext:\n  exclude: [job-title]\n");
    const o = { ...s.o, configFile: undefined };
    const roleFact = showProfile({ ...o, includeExcluded: true }).facts.find((f) => f.key === "role")!;
    expect(showConflicts({ ...o, includeExcluded: true }).conflicts).toMatchObject([
      { key: "job-title", values: [{ value: "Policy Lead" }, { value: "Head of AI" }] },
    ]);
    // show --key of the target, or of the alias, lists the facts stored under either.
    const asOperator = { ...o, includeExcluded: true };
    expect(showProfile(asOperator, { key: "job-title" }).facts.map((f) => `${f.key}: ${f.value}`)).toEqual(["role: Policy Lead", "job-title: Head of AI"]);
    expect(showProfile(asOperator, { key: "Role" }).facts.map((f) => f.key)).toEqual(["role", "job-title"]);
    expect(showProfile(asOperator, { key: "title" }).facts).toEqual([]);
    // Excluding job-title withholds role's fact from agents too.
    expect(showProfile(o).facts.map((f) => f.key)).toEqual([]);
    const report = await validateDataDir(o);
    expect(report.alias_keys).toEqual([{ file: s.o.paths.profile, key: "role", target: "job-title", facts: 1 }]);
    expect(dataDirText(report)).toContain(`1 fact stored under "role", an alias of "job-title" (keyAliases): they count as "job-title"'s`);
    // resolve of the target keeps role's fact and archives the other value.
    await resolveConflict({ ...o, key: "job-title", keep: roleFact.id, origin: "operator" });
    const diff = pending(s);
    expect(diff.resolutions?.map((r) => r.kept.id)).toEqual([roleFact.id]);
  });

  it("a chain or a key both alias and target is refused naming it (exit 3), and multiValued follows the alias", () => {
    const dir = tempDir();
    const file = join(dir, "c.yaml");
    writeFileSync(file, "keyAliases:\n  title: role\n  role: job-title\n");
    expect(() => loadConfig(file, file)).toThrow(InvalidInputError);
    expect(() => loadConfig(file, file)).toThrow(/"role" is both a target \(of "title"\) and an alias \(of "job-title"\): aliases cannot chain/);
    writeFileSync(file, "keyAliases:\n  role: Role\n");
    expect(() => loadConfig(file, file)).toThrow(/keyAliases\/role: expected a key other than its alias/);
    writeFileSync(file, "keyAliases:\n  langs: languages\nmultiValued: [langs]\n");
    expect(loadConfig(file, file).config.multiValued).toEqual(["languages"]);
  });
});

describe("near-duplicate keys", () => {
  it.each(["jobtitle", "title-job", "job-titles", "job-tittle"])("%s is marked similar to job-title; the outcome stays an addition", async (key) => {
    const s = setup();
    await propose({
      ...s.o,
      candidatesFile: "c",
      candidates: [{ key: "job-title", value: "Head of AI", provenance: "human", source: "human:a", observed_date: TODAY }],
    });
    await apply({ ...s.o, diffFile: s.o.paths.pendingJson, confirm: true });
    await propose({ ...s.o, candidatesFile: "c2", candidates: [{ key, value: "Head of AI", provenance: "human", source: "human:b", observed_date: TODAY }] });
    const diff = pending(s);
    const note = "new key, similar to `job-title`: if it is the same, decline it and add a key alias";
    expect(diff.additions.map((a) => a.key)).toEqual([key]);
    expect(diff.trace[0]).toMatchObject({ outcome: "add", similar_key: "job-title" });
    expect(diff.warnings).toContainEqual({ candidate: 0, message: note });
    expect(pendingMd(s)).toContain(`  - ${note}`);
    expect(reviewData(s.o).items[0]!.operations).toContain(`warning: ${note}`);
  });

  it("an unrelated key, or a known one, is not marked", async () => {
    const s = setup();
    await propose({
      ...s.o,
      candidatesFile: "c",
      candidates: [{ key: "job-title", value: "Head of AI", provenance: "human", source: "human:a", observed_date: TODAY }],
    });
    await apply({ ...s.o, diffFile: s.o.paths.pendingJson, confirm: true });
    await propose({
      ...s.o,
      candidatesFile: "c2",
      candidates: [
        { key: "employer", value: "City of Utrecht", provenance: "human", source: "human:b", observed_date: TODAY },
        { key: "job-title", value: "Chief AI Officer", provenance: "human", source: "human:c", observed_date: TODAY },
      ],
    });
    const diff = pending(s);
    expect(diff.trace.filter((t) => t.similar_key !== undefined)).toEqual([]);
    expect(diff.warnings.filter((w) => w.message.includes("similar"))).toEqual([]);
  });
});

describe("gather's key vocabulary", () => {
  it("lists the active keys by number of values, the aliases and the multi-valued keys, never an excluded key, and asks for quotes", async () => {
    const s = setup("multiValued: [languages]\nkeyAliases:\n  role: job-title\n  wage: salary\ncontext:\n  exclude: [salary]\n");
    await propose({
      ...s.o,
      candidatesFile: "c",
      candidates: [
        { key: "languages", value: "Dutch", provenance: "human", source: "human:a", observed_date: TODAY },
        { key: "languages", value: "English", provenance: "human", source: "human:a", observed_date: TODAY },
        { key: "job-title", value: "Head of AI", provenance: "human", source: "human:a", observed_date: TODAY },
        { key: "salary", value: "secret", provenance: "human", source: "human:a", observed_date: TODAY },
      ],
    });
    await apply({ ...s.o, diffFile: s.o.paths.pendingJson, confirm: true });
    const g = gather({ ...s.o, configFile: undefined });
    expect(g.key_vocabulary).toEqual({
      keys: [
        { key: "languages", values: 2 },
        { key: "job-title", values: 1 },
      ],
      more: 0,
      aliases: [{ alias: "role", target: "job-title" }],
      multi_valued: ["languages"],
    });
    const text = gatherText(g, { ...s.o, configFile: undefined });
    expect(text).toContain("## Key vocabulary");
    expect(text).toContain("languages (2), job-title (1)");
    expect(text).toContain("role → job-title");
    expect(text).not.toContain("salary");
    expect(g.instructions).toMatch(/quote: for every candidate citing a record/);
  });

  it("stops at 200 keys, then says how many more", async () => {
    const s = setup("requireKnownSources: false\n");
    const candidates: Candidate[] = Array.from({ length: 205 }, (_, i) => ({
      key: `k${i}`,
      value: "v",
      provenance: "human",
      source: "human:a",
      observed_date: TODAY,
    }));
    // Three values for k204 (a multi-valued list is not needed: a conflict holds two active values).
    candidates.push({ key: "k204", value: "w", provenance: "human", source: "human:b", observed_date: TODAY });
    await propose({ ...s.o, candidatesFile: "c", candidates });
    await apply({ ...s.o, diffFile: s.o.paths.pendingJson, confirm: true });
    const v = gather({ ...s.o, configFile: undefined }).key_vocabulary;
    expect(v.keys).toHaveLength(200);
    expect(v.keys[0]).toEqual({ key: "k204", values: 2 });
    expect(v.more).toBe(5);
  });
});
