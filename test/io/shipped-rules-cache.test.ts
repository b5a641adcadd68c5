import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { sha256Hex } from "../../src/core/hash.js";
import { isRuleFileName, loadRuleSet } from "../../src/io/load-rules.js";
import { decodeUtf8, parseYamlText } from "../../src/io/read-input.js";
import { schemas } from "../../src/io/schemas.js";
import { ROOT } from "../helpers/cli.js";

// `npm test` builds dist/ first, so dist/shipped-rules.json is parsed from the current rules/.
const cache = JSON.parse(readFileSync(join(ROOT, "dist", "shipped-rules.json"), "utf8")) as Record<string, { sha256: string; content: unknown }>;
const shipped = readdirSync(join(ROOT, "rules")).filter(isRuleFileName).sort();

describe("dist/shipped-rules.json (the shipped rules parsed at build time)", () => {
  it("holds every shipped rule file and no rule test", () => {
    expect(Object.keys(cache).sort()).toEqual(shipped);
    expect(shipped.length).toBeGreaterThan(0);
  });

  it.each(shipped)("%s: the file's sha256 and exactly what js-yaml parses from it", (name) => {
    const bytes = readFileSync(join(ROOT, "rules", name));
    expect(cache[name]?.sha256).toBe(sha256Hex(bytes));
    expect(cache[name]?.content).toStrictEqual(parseYamlText(decodeUtf8(bytes, name), name));
  });

  it.each(shipped)("%s: the cached document passes the rules schema (run time trusts the cache's check)", (name) => {
    expect(schemas().validate("rules", cache[name]?.content, name)).toEqual({ ok: true, value: cache[name]?.content });
  });

  it("the binary's rule set (from the cache) equals the one parsed from the YAML", async () => {
    const dist = (await import(join(ROOT, "dist", "io", "load-rules.js"))) as { loadRuleSet: typeof loadRuleSet };
    const fromCache = dist.loadRuleSet(null);
    const parsed = loadRuleSet(null); // the sources have no cache beside them: js-yaml parses every file
    expect(JSON.stringify(fromCache)).toBe(JSON.stringify(parsed));
  });
});
