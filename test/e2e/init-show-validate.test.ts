import { spawnSync } from "node:child_process";
import { copyFileSync, existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { load } from "js-yaml";
import { beforeAll, describe, expect, it } from "vitest";
import { mintEntityId } from "../../src/core/mint-id.js";
import { normalizeKey } from "../../src/core/normalize.js";
import type { Fact, ProfileDiff } from "../../src/core/schema-types.js";
import { schemas } from "../../src/io/schemas.js";
import { goldenCopy } from "../helpers/golden.js";
import { cleanEnv, EXAMPLE, ROOT, snapshotTree, tempDir } from "../helpers/cli.js";
import { expectUserError } from "../helpers/expect.js";
import { brainInSync as brain } from "../helpers/in-process.js";

const FIELDS = join(EXAMPLE, "fields.yaml");

function showJson(data: string, ...args: string[]): Fact[] {
  const r = brain(data, ["show", "--json", ...args]);
  expect(r.code, r.stderr).toBe(0);
  const doc = JSON.parse(r.stdout) as unknown;
  const v = schemas().validate<{ facts: Fact[] }>("profile", doc, "show --json");
  expect(v.ok ? [] : v.issues).toEqual([]);
  return (doc as { facts: Fact[] }).facts;
}

/**
 * Both example sessions, as docs/example/run-demo.mjs runs them: seed, ingest the first two posts,
 * candidates-1 on 2026-03-01; ingest two more posts and the call note, candidates-2 on 2026-06-01.
 * The candidates cite those records, so they must be ingested first.
 */
function exampleProfile(): string {
  // The golden data dir (test/helpers/golden.ts).
  return goldenCopy("both-sessions-applied");
}

describe("data dir resolution: --data-dir > BRAIN_DATA_DIR > XDG_DATA_HOME/brain > HOME/.local/share/brain", () => {
  const at = (root: string) => ({
    flag: join(root, "flag"),
    env: join(root, "env"),
    xdg: join(root, "xdg", "brain"),
    home: join(root, "home", ".local", "share", "brain"),
  });
  type Where = keyof ReturnType<typeof at>;
  const cases: { name: string; flag: boolean; env: (root: string) => Record<string, string>; expected: Where }[] = [
    {
      name: "--data-dir beats every variable",
      flag: true,
      env: (r) => ({ BRAIN_DATA_DIR: join(r, "env"), XDG_DATA_HOME: join(r, "xdg"), HOME: join(r, "home") }),
      expected: "flag",
    },
    {
      name: "BRAIN_DATA_DIR beats XDG_DATA_HOME",
      flag: false,
      env: (r) => ({ BRAIN_DATA_DIR: join(r, "env"), XDG_DATA_HOME: join(r, "xdg"), HOME: join(r, "home") }),
      expected: "env",
    },
    {
      name: "an empty BRAIN_DATA_DIR counts as unset",
      flag: false,
      env: (r) => ({ BRAIN_DATA_DIR: "", XDG_DATA_HOME: join(r, "xdg"), HOME: join(r, "home") }),
      expected: "xdg",
    },
    { name: "XDG_DATA_HOME/brain beats HOME", flag: false, env: (r) => ({ XDG_DATA_HOME: join(r, "xdg"), HOME: join(r, "home") }), expected: "xdg" },
    { name: "HOME/.local/share/brain last", flag: false, env: (r) => ({ HOME: join(r, "home") }), expected: "home" },
  ];

  it.each(cases)("$name", ({ flag, env, expected }) => {
    const root = tempDir();
    const places = at(root);
    const vars = env(root);
    const r = brain(flag ? places.flag : undefined, ["init"], vars);
    expect(r.code, r.stderr).toBe(0);
    for (const [where, dir] of Object.entries(places)) {
      expect(existsSync(join(dir, "brain", "profile.md")), where).toBe(where === expected);
    }
    const status = brain(flag ? places.flag : undefined, ["status", "--json"], vars);
    expect((JSON.parse(status.stdout) as { data_dir: string }).data_dir).toBe(places[expected]);
  });

  it.each(cases.filter((c) => !c.flag))("the session-start hook resolves the same dir: $name", ({ env, expected }) => {
    const root = tempDir();
    const places = at(root);
    const hook = spawnSync(process.execPath, [join(ROOT, "hooks", "session-start.mjs")], { encoding: "utf8", env: cleanEnv(env(root)) });
    expect(hook.status).toBe(0);
    // The hook scaffolds the folders of the dir it resolved, and only those.
    for (const [where, dir] of Object.entries(places)) {
      expect(existsSync(join(dir, "ingest", "published")), where).toBe(where === expected);
    }
  });
});

describe("brain init", () => {
  it("creates the layout and an empty profile", () => {
    const data = join(tempDir(), "data");
    const r = brain(data, ["init"]);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toContain(`Created ${join(data, "brain", "profile.md")}`);
    for (const dir of ["brain", "brain/journal", "brain/backups", "ingest/published"]) {
      expect(statSync(join(data, dir)).isDirectory(), dir).toBe(true);
    }
    expect(showJson(data, "--all")).toEqual([]);
  });

  it("re-running says the profile exists, exits 0 and leaves every byte as it was (also with --from)", () => {
    const data = tempDir();
    expect(brain(data, ["init"]).code).toBe(0);
    const before = snapshotTree(data);
    const profile = readFileSync(join(data, "brain", "profile.md"));
    const again = brain(data, ["init"]);
    expect(again.code).toBe(0);
    expect(again.stdout).toContain("already exists");
    const withFrom = brain(data, ["init", "--from", FIELDS]);
    expect(withFrom.code).toBe(0);
    expect(withFrom.stdout).toContain("already exists");
    expect(withFrom.stdout).toContain("not folded in");
    expect(readFileSync(join(data, "brain", "profile.md")).equals(profile)).toBe(true);
    expect(snapshotTree(data)).toEqual(before);
  });

  it("--from fields.yaml seeds one static profile-field fact (provenance human) per value, in file order", () => {
    const data = tempDir();
    const r = brain(data, ["init", "--from", FIELDS, "--today", "2026-03-01"]);
    expect(r.code, r.stderr).toBe(0);
    const fields = load(readFileSync(FIELDS, "utf8")) as Record<string, string | string[]>;
    const expected = Object.entries(fields).flatMap(([k, v]) => (Array.isArray(v) ? v : [v]).map((value) => ({ key: normalizeKey(k), value: String(value) })));
    expect(expected.length).toBeGreaterThan(Object.keys(fields).length); // the example has a list field
    const facts = showJson(data);
    expect(facts.map((f) => ({ key: f.key, value: f.value }))).toEqual(expected);
    for (const f of facts) {
      expect(f).toMatchObject({
        kind: "profile-field",
        layer: "static",
        provenance: "human",
        status: "active",
        evidence_count: 1,
        sources: ["human:fields.yaml"],
        first_seen: "2026-03-01",
        last_seen: "2026-03-01",
      });
    }
    expect(new Set(facts.map((f) => f.id)).size).toBe(facts.length);
    for (const key of Object.keys(fields).map(normalizeKey)) {
      expect(facts.find((f) => f.key === key)!.id).toBe(mintEntityId({ kind: "profile-field", key }));
    }
    expect(r.stdout).toContain(`with ${facts.length} profile fields`);
  });

  const badFields: { name: string; text: string; mentions: (file: string) => string[] }[] = [
    { name: "a nested map", text: "name: Dana\nemployer:\n  name: City\n", mentions: (f) => [`${f}: /employer: `] },
    { name: "a multi-line value", text: 'name: Dana\nbio: "line one\\nline two"\n', mentions: (f) => [`${f}: /bio: `, "single line"] },
    {
      name: "two keys that normalize alike",
      text: "Primary Expertise: a\nprimary_expertise: b\n",
      mentions: (f) => [`${f}: /primary_expertise: `, "Primary Expertise", '"primary-expertise"'],
    },
    { name: "a !!js/function tag", text: 'name: Dana\nhook: !!js/function "function () { return 1 }"\n', mentions: (f) => [`${f}:2:`, "js/function"] },
    { name: "not YAML", text: "name: Dana\nlocation: [Rotterdam\nrole: x\n", mentions: (f) => [`${f}:`, "expected YAML"] },
  ];

  it.each(badFields)("bad fields.yaml ($name) → exit 3 naming the file and field, nothing created", ({ text, mentions }) => {
    const dir = tempDir();
    const file = join(dir, "fields.yaml");
    writeFileSync(file, text);
    const data = join(dir, "data");
    const r = brain(data, ["init", "--from", file]);
    expectUserError(r, 3);
    for (const m of mentions(file)) expect(r.stderr).toContain(m);
    expect(existsSync(data)).toBe(false);
    expect(snapshotTree(data)).toEqual({});
  });
});

// show and validate only read it, so both suites share one.
let example: string;
beforeAll(() => {
  example = exampleProfile();
});

describe("brain show", () => {
  let data: string;
  let active: Fact[];
  let all: Fact[];
  beforeAll(() => {
    data = example;
    active = showJson(data);
    all = showJson(data, "--all");
  });

  it("--json prints the active facts, valid against profile.schema.json; --all adds the superseded ones", () => {
    expect(active.every((f) => f.status === "active")).toBe(true);
    const superseded = all.filter((f) => f.status === "superseded");
    expect(superseded.map((f) => f.key)).toEqual(["job-title"]);
    expect(all.filter((f) => f.status === "active")).toEqual(active);
    // The winner took the retired fact's id; the retired fact points at it.
    const winner = active.find((f) => f.key === "job-title")!;
    expect(superseded[0]!.superseded_by).toBe(winner.id);
    expect(superseded[0]!.superseded_on).toBe("2026-06-01");
  });

  it.each(["static", "dynamic"] as const)("--layer %s keeps exactly that layer's active facts", (layer) => {
    const only = showJson(data, "--layer", layer);
    expect(only.length).toBeGreaterThan(0);
    expect(only).toEqual(active.filter((f) => f.layer === layer));
  });

  it("a promoted fact is static; seeds are static", () => {
    const keys = active.filter((f) => f.layer === "static").map((f) => f.key);
    expect(keys).toContain("primary-expertise");
    expect(keys).toEqual(expect.arrayContaining(["name", "location", "languages"]));
  });

  it.each(["job-title", "Job Title", "  JOB_title  "])("--key %j is normalized before matching", (key) => {
    expect(showJson(data, "--key", key).map((f) => f.value)).toEqual(["Head of AI, City of Rotterdam"]);
    expect(
      showJson(data, "--key", key, "--all")
        .map((f) => f.status)
        .sort(),
    ).toEqual(["active", "superseded"]);
  });

  it("text output shows the key, value, id and the superseded mark with --all", () => {
    const r = brain(data, ["show", "--all", "--key", "job-title"]);
    expect(r.code).toBe(0);
    const old = all.find((f) => f.key === "job-title" && f.status === "superseded")!;
    const winner = active.find((f) => f.key === "job-title")!;
    expect(r.stdout).toContain(`job-title: ${old.value} [superseded by ${winner.id} on 2026-06-01]`);
    expect(r.stdout).toContain(`job-title: ${winner.value}`);
    expect(r.stdout).toContain(winner.id);
  });

  it("a bad --layer → exit 2 with a --help pointer", () => {
    const r = brain(data, ["show", "--layer", "middle"]);
    expectUserError(r, 2);
    expect(r.stderr).toContain('"middle"');
    expect(r.stderr).toContain("brain show --help");
  });

  it("a missing profile → exit 1 naming the file and `brain init`, nothing created", () => {
    const empty = join(tempDir(), "data");
    const r = brain(empty, ["show"]);
    expectUserError(r, 1);
    expect(r.stderr).toContain(join(empty, "brain", "profile.md"));
    expect(r.stderr).toContain("brain init");
    expect(existsSync(empty)).toBe(false);
  });
});

describe("brain show: retired facts and text from a hand-edited profile", () => {
  const RETIRED =
    "- [retired] **side-project**: Register toolkit `id=6c310d222551; kind=observed; provenance=published; first_seen=2026-01-10; last_seen=2026-01-10; sources=published:53e8af883c03; retired_on=2026-06-01; retired_reason=the project ended\\; for good`";
  const ACTIVE =
    "- **job-title**: Head of AI `id=680d9b5c23d9; kind=observed; provenance=human; first_seen=2026-06-01; last_seen=2026-06-01; sources=human:call-0601`";
  const HOSTILE =
    "- **tone**: calm\\u{1b}[31m red \u202eevil\u2066x\u2069 `id=0a1b2c3d4e5f; kind=observed; provenance=human; first_seen=2026-06-01; last_seen=2026-06-01; sources=human:call-0601`";
  let data: string;
  beforeAll(() => {
    data = tempDir();
    expect(brain(data, ["init"]).code).toBe(0);
    writeFileSync(join(data, "brain", "profile.md"), ["# Profile", "", "## Static", "", "## Dynamic", "", RETIRED, ACTIVE, HOSTILE, ""].join("\n"));
  });

  it("hides a retired fact; --all shows it with its date and reason, valid against profile.schema.json", () => {
    expect(showJson(data).map((f) => f.key)).toEqual(["job-title", "tone"]);
    const retired = showJson(data, "--all").find((f) => f.key === "side-project")!;
    expect(retired).toMatchObject({ id: "6c310d222551", status: "retired", retired_on: "2026-06-01", retired_reason: "the project ended; for good" });
    const text = brain(data, ["show", "--all"]);
    expect(text.code, text.stderr).toBe(0);
    expect(text.stdout).toContain("side-project: Register toolkit [retired on 2026-06-01: the project ended; for good]");
    expect(brain(data, ["show"]).stdout).not.toContain("side-project");
  });

  it("control and bidi characters are shown escaped, never raw, in text and in JSON", () => {
    const text = brain(data, ["show"]);
    expect(text.code, text.stderr).toBe(0);
    expect(text.stdout).toContain("tone: calm\\u{1b}[31m red \\u{202e}evil\\u{2066}x\\u{2069}");
    const json = brain(data, ["show", "--json"]);
    for (const out of [text.stdout, json.stdout]) expect(out).not.toMatch(/[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u200e\u200f\u2028-\u202e\u2066-\u2069]/u);
    expect(json.stdout).toContain("\\u001b[31m red \\u202eevil\\u2066x\\u2069");
    const tone = (JSON.parse(json.stdout) as { facts: Fact[] }).facts.find((f) => f.key === "tone")!;
    expect(tone.value).toBe("calm\u001b[31m red \u202eevil\u2066x\u2069");
  });
});

describe("brain validate", () => {
  let dir: string;
  let loop: string;
  let brokenLine = 0;
  const f = (name: string) => join(dir, name);

  beforeAll(() => {
    dir = tempDir();
    loop = example;
    const diff = JSON.parse(readFileSync(join(loop, "brain", "pending-diff.json"), "utf8")) as ProfileDiff;
    const profileMd = readFileSync(join(loop, "brain", "profile.md"), "utf8");
    const profileJson = brain(loop, ["show", "--json", "--all"]).stdout;
    brokenLine = profileMd.split("\n").findIndex((l) => l.startsWith("- **name**")) + 1;
    const files: Record<string, string> = {
      "good-candidates.json": readFileSync(join(EXAMPLE, "candidates-1.json"), "utf8"),
      "bad-candidates.json": JSON.stringify([
        { key: "k", value: "v", provenance: "published", source: "published:a", observed_date: "2026-02-28" },
        { key: "k", value: "v", provenance: "published", source: "published:b", observed_date: "2026-02-30" },
      ]),
      "good.config.yaml": "promoteThreshold: 5\nnudge:\n  minNewPublished: 2\n",
      "bad.config.yaml": "promoteThreshold: 0\n",
      "good-rules.yaml": readFileSync(join(ROOT, "rules", "candidate.yaml"), "utf8"),
      "bad-rules.yaml": readFileSync(join(ROOT, "rules", "fact.yaml"), "utf8").replace(/version: 1/, 'version: "one"'),
      "good-diff.json": JSON.stringify(diff, null, 2),
      "bad-diff.json": JSON.stringify({ ...diff, base: "not-a-sha" }, null, 2),
      "good-profile.json": profileJson,
      "bad-profile.json": JSON.stringify({ facts: [{ ...(JSON.parse(profileJson) as { facts: Fact[] }).facts[0], layer: "middle" }] }),
      "good-profile.md": profileMd,
      "bad-profile.md": profileMd.replace("- **name**", "- name"),
      "good-fields.yaml": readFileSync(FIELDS, "utf8"),
      "bad-fields.yaml": "name:\n  first: Dana\n",
    };
    for (const [name, text] of Object.entries(files)) writeFileSync(f(name), text);
  });

  it.each([
    { kind: "candidates", file: "good-candidates.json" },
    { kind: "config", file: "good.config.yaml" },
    { kind: "rules", file: "good-rules.yaml" },
    { kind: "diff", file: "good-diff.json" },
    { kind: "profile", file: "good-profile.json" },
    { kind: "profile", file: "good-profile.md" },
    { kind: "fields", file: "good-fields.yaml" },
  ])("a good $kind file ($file) → exit 0, 'valid $kind'", ({ kind, file }) => {
    const before = snapshotTree(dir);
    const r = brain(loop, ["validate", f(file)]);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toContain(`${f(file)}: valid ${kind}`);
    expect(r.stderr).toBe("");
    expect(snapshotTree(dir)).toEqual(before);
  });

  it.each([
    { kind: "candidates", file: "bad-candidates.json", where: ": /1/observed_date: " },
    { kind: "config", file: "bad.config.yaml", where: ": /promoteThreshold: " },
    { kind: "rules", file: "bad-rules.yaml", where: ": /version: " },
    { kind: "diff", file: "bad-diff.json", where: ": /base: " },
    { kind: "profile", file: "bad-profile.json", where: ": /facts/0/layer: " },
    { kind: "profile", file: "bad-profile.md", where: () => `:${brokenLine}: ` },
    { kind: "fields", file: "bad-fields.yaml", where: ": /name: " },
  ] as { kind: string; file: string; where: string | (() => string) }[])(
    "a bad $kind file ($file) → exit 3 with `file: /pointer: message`",
    ({ file, where }) => {
      const before = snapshotTree(dir);
      const r = brain(loop, ["validate", f(file)]);
      expectUserError(r, 3);
      expect(r.stderr).toContain(`${f(file)}${typeof where === "string" ? where : where()}`);
      expect(snapshotTree(dir)).toEqual(before);
    },
  );

  it.each([
    { what: "an array", name: "a.json", text: "[]", kind: "candidates" },
    { what: "a diff", name: "b.json", source: "good-diff.json", kind: "diff" },
    { what: "a facts document", name: "c.json", source: "good-profile.json", kind: "profile" },
    { what: "scope + rules", name: "d.yaml", source: "good-rules.yaml", kind: "rules" },
    { what: "any other YAML map", name: "e.yaml", text: "decayDays: 30\n", kind: "config" },
  ])("infers $kind from the content of $what when the name says nothing", ({ name, text, source, kind }) => {
    const sub = join(dir, "by-content");
    mkdirSync(sub, { recursive: true });
    const path = join(sub, name);
    if (source) copyFileSync(f(source), path);
    else writeFileSync(path, text!);
    const r = brain(loop, ["validate", path]);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toContain(`valid ${kind}`);
  });

  it("where the content is not distinctive the name decides: a YAML map named *fields* is checked as fields", () => {
    const sub = join(dir, "by-name");
    mkdirSync(sub, { recursive: true });
    writeFileSync(join(sub, "my-fields.yaml"), "name: Dana\n");
    writeFileSync(join(sub, "other.yaml"), "name: Dana\n");
    expect(brain(loop, ["validate", join(sub, "my-fields.yaml")]).stdout).toContain("valid fields");
    // The same content without the hint in the name is taken for a config, which has no `name` key.
    const asConfig = brain(loop, ["validate", join(sub, "other.yaml")]);
    expectUserError(asConfig, 3);
    expect(asConfig.stderr).toContain(join(sub, "other.yaml"));
  });

  it("--as overrides the inference, both ways", () => {
    const sub = join(dir, "as");
    mkdirSync(sub, { recursive: true });
    writeFileSync(join(sub, "other.yaml"), "name: Dana\n");
    const fields = brain(loop, ["validate", join(sub, "other.yaml"), "--as", "fields"]);
    expect(fields.code, fields.stderr).toBe(0);
    expect(fields.stdout).toContain("valid fields");
    const cands = brain(loop, ["validate", f("good-candidates.json"), "--as", "config"]);
    expectUserError(cands, 3);
    expect(cands.stderr).toContain(`${f("good-candidates.json")}: /: `);
  });

  it("an unknown --as → exit 2", () => {
    const r = brain(loop, ["validate", f("good-diff.json"), "--as", "nonsense"]);
    expectUserError(r, 2);
    expect(r.stderr).toContain('"nonsense"');
  });

  it("a tampered diff (content edited, id kept) is invalid", () => {
    const diff = JSON.parse(readFileSync(f("good-diff.json"), "utf8")) as ProfileDiff;
    diff.additions[0]!.value = "Something else";
    writeFileSync(f("tampered-diff.json"), JSON.stringify(diff));
    const r = brain(loop, ["validate", f("tampered-diff.json")]);
    expectUserError(r, 3);
    expect(r.stderr).toContain(`${f("tampered-diff.json")}: /id: `);
  });

  it("a missing file → exit 1 naming it", () => {
    const r = brain(loop, ["validate", f("nope.json")]);
    expectUserError(r, 1);
    expect(r.stderr).toContain(f("nope.json"));
  });
});
