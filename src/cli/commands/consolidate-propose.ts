import type { ProfileDiff } from "../../core/schema-types.js";
import type { Utf8Builder } from "../../core/utf8-builder.js";
import { proposeDiff, type ProposeInput } from "../../diff/propose-diff.js";
import { summarizeDiff, writeDiffMarkdown } from "../../diff/render-diff-md.js";
import { writeAtomicStream } from "../../io/atomic-write.js";
import { loadConfig } from "../../io/load-config.js";
import { loadRuleSet } from "../../io/load-rules.js";
import { lockForWrite } from "../../io/profile-commit.js";
import { readProfile } from "../../io/profile-store.js";
import { readCandidates } from "../../io/read-candidates.js";
import { resolveContext, shellQuote } from "../context.js";
import { EXIT } from "../exit-codes.js";
import { processOutput as io } from "../output.js";

export async function propose(opts: Record<string, unknown>, candidatesFile: string): Promise<number> {
  const ctx = resolveContext(opts);
  const l = ctx.paths;
  // Everything is read and validated before anything is computed or written.
  const { config, rulesDir } = loadConfig(ctx.configFile, l.config);
  const rules = loadRuleSet(rulesDir);
  const candidates = readCandidates(candidatesFile);
  const lock = lockForWrite(l, io.err);
  try {
    const diff = await classify(l.profile, { candidates, rules, config, today: ctx.today, candidatesFile, pause: letSignalsIn });
    writeAtomicStream(l.pendingJson, (out) => writePrettyJson(diff, out));
    const applyCommand = `${ctx.brain} consolidate --apply --diff ${shellQuote(l.pendingJson)} --confirm`;
    writeAtomicStream(l.pendingMd, (out) => writeDiffMarkdown(diff, { applyCommand }, out));
    io.out(`Wrote ${l.pendingMd}`);
    io.out(`Wrote ${l.pendingJson}`);
    io.out(`${summarizeDiff(diff)}.`);
    io.out(`Review ${l.pendingMd}, then: ${applyCommand}`);
  } finally {
    lock.release();
  }
  return EXIT.ok;
}

/** One turn of the event loop, so a Ctrl-C during a long classification is handled at once. */
const letSignalsIn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Reads the profile and classifies the batch. Only the diff outlives this call, so the parsed
 * profile (over 100 MB at 100k facts) can be freed before the outputs are built.
 */
async function classify(profilePath: string, input: Omit<ProposeInput, "current" | "base">): Promise<ProfileDiff> {
  const profile = readProfile(profilePath);
  return proposeDiff({ ...input, current: profile.doc, base: profile.sha256 });
}

/**
 * Puts `${JSON.stringify(diff, null, 2)}\n` with every non-ASCII character written as a \uXXXX
 * escape (the same JSON value), entry by entry. ASCII-only, the file reads back as a one-byte
 * string: at 100k candidates (~50 MB) that halves what `--apply` holds while parsing it, which
 * measured ~60 MiB less peak memory and no GC-timing outliers. Building the text as one string
 * first cost about twice the time and far more memory (see Utf8Builder). Relies on what a diff
 * is: a non-empty object of JSON values, no `undefined` inside arrays.
 */
function writePrettyJson(diff: ProfileDiff, out: Utf8Builder): void {
  const put = (text: string) => out.put(asciiJson(text));
  let first = true;
  for (const [key, value] of Object.entries(diff)) {
    if (value === undefined) continue;
    put(`${first ? "{" : ","}\n  ${JSON.stringify(key)}: `);
    first = false;
    if (Array.isArray(value) && value.length > 0) {
      // An entry at depth 2 is its own pretty-printed JSON indented by 4 more spaces; JSON
      // escapes newlines inside strings, so every raw "\n" is a line break of the layout.
      for (let i = 0; i < value.length; i++) {
        put(`${i === 0 ? "[" : ","}\n    ${JSON.stringify(value[i], null, 2).replaceAll("\n", "\n    ")}`);
      }
      put("\n  ]");
    } else {
      put(JSON.stringify(value, null, 2).replaceAll("\n", "\n  "));
    }
  }
  put("\n}\n");
}

const NON_ASCII = /[\u0080-\uffff]/g;

/** JSON text with non-ASCII UTF-16 code units escaped; outside strings JSON text is ASCII already. */
function asciiJson(text: string): string {
  return text.replace(NON_ASCII, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`);
}
