import fc from "fast-check";
import { load } from "js-yaml";
import { describe, expect, it } from "vitest";
import { simpleYamlMapping } from "../../src/core/simple-yaml.js";

// The fast path must read every text it accepts exactly as js-yaml (with parseYamlText's options)
// does, and hand everything else to js-yaml.
const yaml = (text: string) => load(text, { maxAliases: 0, maxDepth: 64 });

describe("simpleYamlMapping", () => {
  it.each([
    ["multiValued: [spoken-languages, tools-used]\n", { multiValued: ["spoken-languages", "tools-used"] }],
    ["promoteThreshold: 3\nstaticDecayDays: null\n", { promoteThreshold: 3, staticDecayDays: null }],
    [
      "# a comment\n\nlearnFrom: [published,human]\nflag: true\nother: false\nn: -12\n",
      { learnFrom: ["published", "human"], flag: true, other: false, n: -12 },
    ],
    ["multiValued: []\n", { multiValued: [] }],
    ["multiValued: [ a , b-c ]", { multiValued: ["a", "b-c"] }],
    ["name: Hello_World-2\n", { name: "Hello_World-2" }],
  ])("%j is js-yaml's value", (text, value) => {
    expect(simpleYamlMapping(text)).toEqual(value);
    expect(simpleYamlMapping(text)).toEqual(yaml(text));
  });

  it.each([
    "a: 1\na: 2\n", // a repeated key: js-yaml's error
    "a: 1 # comment\n",
    "a: 'quoted'\n",
    "a:\n  - x\n",
    "  a: 1\n",
    "a: 1\r\n",
    "a: 01\n",
    "a: -0\n",
    "a: 1.5\n",
    "a: 0x10\n",
    "a: True\n",
    "a: NULL\n",
    "a: yes\n",
    "a: [x, No]\n",
    "a: [x, 1]\n",
    "a: [x, [y]]\n",
    "a: {b: 1}\n",
    "---\na: 1\n",
    "a: 1 \n",
    "a:  1\n",
    "a: ~\n",
    "a: 1234567890123456\n",
    "__proto__: 1\n",
    "# only a comment\n",
  ])("%j goes to js-yaml", (text) => {
    expect(simpleYamlMapping(text)).toBeUndefined();
  });

  it("whatever it accepts, js-yaml reads to the same value", () => {
    const word = fc.stringMatching(/^[A-Za-z][A-Za-z0-9_-]{0,6}$/);
    const value = fc.oneof(
      word,
      fc.integer({ min: -1e6, max: 1e6 }).map(String),
      fc.constantFrom("true", "false", "null", "True", "yes", "No", "on", "~", "0", "-0", "007", "1e3", ".5", ".inf", "a b", "'x'", '"y"', "a: b", "x #c"),
      fc.array(fc.oneof(word, fc.constantFrom("1", "null", "y", "-a", "a b")), { maxLength: 4 }).map((items) => `[${items.join(", ")}]`),
    );
    const line = fc.oneof(
      fc.tuple(fc.stringMatching(/^[A-Za-z][A-Za-z0-9]{0,5}$/), value).map(([k, v]) => `${k}: ${v}`),
      fc.constantFrom("", "# note", " a: 1", "a:1", "a:  1"),
    );
    fc.assert(
      fc.property(fc.array(line, { maxLength: 6 }), fc.boolean(), (lines, newline) => {
        const text = lines.join("\n") + (newline ? "\n" : "");
        const simple = simpleYamlMapping(text);
        if (simple === undefined) return;
        expect(simple).toEqual(yaml(text));
      }),
      { numRuns: 2000 },
    );
  });
});
