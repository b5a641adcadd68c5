/** The config's keyAliases (src/core/key-aliases.ts, docs/rules.md "Key aliases"): normalized, checked, and followed. */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { aliasTarget, resolveKeyAliases } from "../../src/core/key-aliases.js";
import { runs } from "../helpers/runs.js";

const FILE = "brain.config.yaml";

describe("resolveKeyAliases", () => {
  it.each([
    { name: "no aliases", raw: {}, aliases: {} },
    { name: "one alias", raw: { role: "job-title" }, aliases: { role: "job-title" } },
    { name: "both sides normalized as keys are", raw: { "Job Role": "Job_Title" }, aliases: { "job-role": "job-title" } },
    { name: "a dash of another kind", raw: { "role\u2013name": "job\u2212title" }, aliases: { "role-name": "job-title" } },
    { name: "two aliases of one target", raw: { role: "job-title", position: "job-title" }, aliases: { position: "job-title", role: "job-title" } },
    { name: "an alias left out (undefined)", raw: { role: undefined, title: "job-title" }, aliases: { title: "job-title" } },
    { name: "only aliases left out", raw: { role: undefined }, aliases: {} },
    { name: "a key whose alias is left out, as a target", raw: { role: undefined, title: "role" }, aliases: { title: "role" } },
    { name: "one alias written twice, with one target", raw: { Role: "job-title", role: "Job Title" }, aliases: { role: "job-title" } },
  ])("$name", ({ raw, aliases }) => {
    expect(resolveKeyAliases(raw, FILE)).toStrictEqual({ aliases, issues: [] });
  });

  it("lists the aliases sorted by key, whatever order they were written in", () => {
    const { aliases } = resolveKeyAliases({ zeta: "z-target", alpha: "a-target", Mid: "m-target", "b-2": "x", "b-10": "y" }, FILE);
    expect(Object.keys(aliases)).toEqual(["alpha", "b-10", "b-2", "mid", "zeta"]);
  });

  it("refuses a key that is its own alias, naming the alias as written", () => {
    expect(resolveKeyAliases({ "Job Title": "job-title" }, FILE)).toEqual({
      aliases: {},
      issues: [`${FILE}: /keyAliases/Job Title: expected a key other than its alias, found "job-title" (both are the key "job-title")`],
    });
  });

  it("refuses one alias written twice with two targets, at its second spelling", () => {
    expect(resolveKeyAliases({ Role: "job-title", role: "position" }, FILE)).toEqual({
      aliases: {},
      issues: [`${FILE}: /keyAliases/role: expected one target per key, found "role" (also written "Role") filed under both "job-title" and "position"`],
    });
  });

  it("refuses a chain, naming its first link and the key to file it under directly", () => {
    expect(resolveKeyAliases({ title: "role", role: "job-title" }, FILE)).toEqual({
      aliases: {},
      issues: [
        `${FILE}: /keyAliases/title: "role" is both a target (of "title") and an alias (of "job-title"): aliases cannot chain — file "title" under "job-title" directly`,
      ],
    });
  });

  it("refuses a chain whichever order its links are written in", () => {
    expect(resolveKeyAliases({ role: "job-title", title: "role" }, FILE).issues).toEqual([
      `${FILE}: /keyAliases/title: "role" is both a target (of "title") and an alias (of "job-title"): aliases cannot chain — file "title" under "job-title" directly`,
    ]);
  });

  it("refuses both links of a cycle", () => {
    const { aliases, issues } = resolveKeyAliases({ a: "b", b: "a" }, FILE);
    expect(aliases).toEqual({});
    expect(issues).toHaveLength(2);
    // Filing "a" under the target of "b" would file it under itself: the advice is to keep one.
    expect(issues).toEqual([
      `${FILE}: /keyAliases/a: "b" is both a target (of "a") and an alias (of "a"): aliases cannot chain — keep one of the two`,
      `${FILE}: /keyAliases/b: "a" is both a target (of "b") and an alias (of "b"): aliases cannot chain — keep one of the two`,
    ]);
  });

  it("lists every problem, and no alias when there is one", () => {
    const { aliases, issues } = resolveKeyAliases({ ok: "fine", same: "Same", Dup: "x", dup: "y", title: "role", role: "job-title" }, FILE);
    expect(aliases).toEqual({});
    expect(issues).toEqual([
      `${FILE}: /keyAliases/same: expected a key other than its alias, found "Same" (both are the key "same")`,
      `${FILE}: /keyAliases/dup: expected one target per key, found "dup" (also written "Dup") filed under both "x" and "y"`,
      `${FILE}: /keyAliases/title: "role" is both a target (of "title") and an alias (of "job-title"): aliases cannot chain — file "title" under "job-title" directly`,
    ]);
  });

  it("writes the alias in the pointer escaped as a JSON pointer (~ then /) and its invisible characters visible", () => {
    expect(resolveKeyAliases({ "a~/b": "A~/B" }, "c.yaml").issues).toEqual([
      `c.yaml: /keyAliases/a~0~1b: expected a key other than its alias, found "A~/B" (both are the key "a~/b")`,
    ]);
    expect(resolveKeyAliases({ "x\u0007": "X\u0007" }, "c.yaml").issues).toEqual([
      `c.yaml: /keyAliases/x\\u{7}: expected a key other than its alias, found "X\\\\u{7}" (both are the key "x\\u{7}")`,
    ]);
  });

  it("quotes a target with quotes in it as JSON", () => {
    expect(resolveKeyAliases({ 'say "hi"': 'Say "Hi"' }, FILE).issues).toEqual([
      `${FILE}: /keyAliases/say "hi": expected a key other than its alias, found "Say \\"Hi\\"" (both are the key "say-"hi"")`,
    ]);
  });

  it("leaves the map it was given as it was", () => {
    const raw = { Role: "Job Title" };
    resolveKeyAliases(raw, FILE);
    expect(raw).toEqual({ Role: "Job Title" });
  });
});

describe("aliasTarget", () => {
  const aliases = { role: "job-title", position: "job-title" };

  it.each([
    { name: "an alias: its target", key: "role", target: "job-title" },
    { name: "another alias of the same target", key: "position", target: "job-title" },
    { name: "a target: itself", key: "job-title", target: "job-title" },
    { name: "any other key: itself", key: "city", target: "city" },
    { name: "a key named like an object's own property: itself", key: "constructor", target: "constructor" },
    { name: "toString: itself", key: "toString", target: "toString" },
    { name: "__proto__: itself", key: "__proto__", target: "__proto__" },
    { name: "the empty key: itself", key: "", target: "" },
  ])("$name", ({ key, target }) => {
    expect(aliasTarget(aliases, key)).toBe(target);
  });

  it("without aliases, every key is itself", () => {
    expect(aliasTarget(undefined, "role")).toBe("role");
    expect(aliasTarget({}, "role")).toBe("role");
  });

  it("an alias left out (undefined) is itself", () => {
    expect(aliasTarget({ role: undefined }, "role")).toBe("role");
  });

  it("follows what resolveKeyAliases resolved: a candidate's key as written lands on the normalized target", () => {
    const { aliases: resolved } = resolveKeyAliases({ "Job Role": "Job Title" }, FILE);
    expect(aliasTarget(resolved, "job-role")).toBe("job-title");
    expect(aliasTarget(resolved, "Job Role")).toBe("Job Role");
  });

  it("any resolved map without issues is one step deep: following a target goes nowhere", () => {
    const key = fc.constantFrom("a", "b", "c", "d", "E", "F");
    fc.assert(
      fc.property(fc.dictionary(key, key, { maxKeys: 5 }), (raw) => {
        const { aliases: resolved, issues } = resolveKeyAliases(raw, FILE);
        if (issues.length > 0) {
          expect(resolved).toEqual({});
          return;
        }
        for (const [alias, target] of Object.entries(raw)) {
          const to = aliasTarget(resolved, alias.toLowerCase());
          expect(to).toBe(target.toLowerCase());
          expect(aliasTarget(resolved, to)).toBe(to);
        }
      }),
      { seed: 5, numRuns: runs(1000) },
    );
  });
});
