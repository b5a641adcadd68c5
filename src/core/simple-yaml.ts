/**
 * The YAML a config is usually written in, read without the YAML library: a mapping of one
 * `key: value` line per key, a value being a small integer, true, false, null, a word, or a flow
 * list of lowercase words (`multiValued: [spoken-languages, tools-used]`). Loading js-yaml cost
 * `brain show` and a propose ~1–2 ms at every start (docs/performance.md, "Start-up"). Whatever is
 * not exactly of that form (a comment after a value, quotes, indentation, a repeated key, a word
 * the core schema reads as something else) is `undefined`, and the caller hands the text to
 * js-yaml, which reads every text of this form to the same value (test/core/simple-yaml.test.ts).
 */

const LINE = /^([A-Za-z][A-Za-z0-9]*): (.+)$/;
const INTEGER = /^-?(?:0|[1-9][0-9]{0,14})$/;
const WORD = /^[A-Za-z][A-Za-z0-9_-]*$/;
const LIST = /^\[ *([a-z][a-z0-9-]*(?: *, *[a-z][a-z0-9-]*)*)? *\]$/;
/** Words YAML 1.2's core schema (or YAML 1.1, which some readers still follow) does not read as text. */
const NOT_TEXT = /^(?:true|false|null|yes|no|on|off|y|n)$/i;

type Scalar = number | boolean | null | string;

export function simpleYamlMapping(text: string): Record<string, Scalar | string[]> | undefined {
  const out: Record<string, Scalar | string[]> = {};
  let keys = 0;
  for (const line of text.split("\n")) {
    if (line === "" || line.startsWith("#")) continue;
    const m = LINE.exec(line);
    if (!m) return undefined;
    const [, key, raw] = m as unknown as [string, string, string];
    if (Object.hasOwn(out, key)) return undefined;
    const value = scalarOrList(raw);
    if (value === undefined) return undefined;
    out[key] = value;
    keys++;
  }
  return keys > 0 ? out : undefined;
}

function scalarOrList(raw: string): Scalar | string[] | undefined {
  if (raw === "true") return true;
  if (raw === "false") return false;
  if (raw === "null") return null;
  if (INTEGER.test(raw)) return raw === "-0" ? undefined : Number(raw);
  if (WORD.test(raw)) return NOT_TEXT.test(raw) ? undefined : raw;
  const list = LIST.exec(raw);
  if (!list) return undefined;
  if (list[1] === undefined) return [];
  const items = list[1].split(",").map((s) => s.trim());
  return items.some((w) => NOT_TEXT.test(w)) ? undefined : items;
}
