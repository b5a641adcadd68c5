// Generates src/core/schema-types.ts from schemas/*.json so the TypeScript types and the
// JSON Schemas have one source. `--check` exits 1 when the committed file is out of date.
import { readFileSync, writeFileSync } from "node:fs";
import { compile } from "json-schema-to-typescript";

const SCHEMAS = ["candidates", "config", "rules", "diff", "profile", "fields", "rule-tests"];
const OUT = new URL("../src/core/schema-types.ts", import.meta.url);

export async function generate() {
  const parts = ["// Generated from schemas/*.json by `npm run gen:types`. Do not edit by hand.\n", "/* eslint-disable */\n"];
  for (const name of SCHEMAS) {
    const schema = JSON.parse(readFileSync(new URL(`../schemas/${name}.schema.json`, import.meta.url), "utf8"));
    const ts = await compile(schema, schema.title, {
      bannerComment: "",
      additionalProperties: false,
      unreachableDefinitions: true,
      strictIndexSignatures: true,
      ignoreMinAndMaxItems: true,
      format: true,
      style: { singleQuote: false, printWidth: 110 },
    });
    parts.push(`\n// ${name}.schema.json\n`, ts);
  }
  return parts.join("");
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const text = await generate();
  if (process.argv.includes("--check")) {
    if (readFileSync(OUT, "utf8") !== text) {
      console.error("src/core/schema-types.ts is out of date: run npm run gen:types");
      process.exit(1);
    }
  } else {
    writeFileSync(OUT, text);
  }
}
