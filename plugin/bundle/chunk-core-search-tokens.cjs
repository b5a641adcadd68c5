var __defProp = Object.defineProperty;
var __getOwnPropDesc = Object.getOwnPropertyDescriptor;
var __getOwnPropNames = Object.getOwnPropertyNames;
var __hasOwnProp = Object.prototype.hasOwnProperty;
var __export = (target, all) => {
  for (var name in all)
    __defProp(target, name, { get: all[name], enumerable: true });
};
var __copyProps = (to, from, except, desc) => {
  if (from && typeof from === "object" || typeof from === "function") {
    for (let key of __getOwnPropNames(from))
      if (!__hasOwnProp.call(to, key) && key !== except)
        __defProp(to, key, { get: () => from[key], enumerable: !(desc = __getOwnPropDesc(from, key)) || desc.enumerable });
  }
  return to;
};
var __toCommonJS = (mod) => __copyProps(__defProp({}, "__esModule", { value: true }), mod);
var stdin_exports = {};
__export(stdin_exports, {
  recall: () => recall,
  recallText: () => recallText
});
module.exports = __toCommonJS(stdin_exports);
var import_chunk_usecases_withheld = require("./chunk-usecases-withheld.cjs");
var import_chunk_diff_session_context = require("./chunk-diff-session-context.cjs");
var import_chunk_core_key_glob = require("./chunk-core-key-glob.cjs");
var import_chunk_core_profile_format = require("./chunk-core-profile-format.cjs");
var import_chunk_core_context_config = require("./chunk-core-context-config.cjs");
var import_chunk_js_yaml_dist_js_yaml = require("./chunk-js-yaml-dist-js-yaml.cjs");
var import_chunk_hooks_session_start = require("./chunk-hooks-session-start.cjs");
var ASCII = /^[\x00-\x7f]*$/;
var ASCII_WORD = /[a-z0-9]+/g;
var WORD = /[\p{L}\p{N}]+/gu;
var MARKS = new RegExp("\\p{M}+", "gu");
var HAS_MARK = new RegExp("\\p{M}", "u");
function foldForSearch(text) {
  if (ASCII.test(text)) return text.toLowerCase();
  let folded = text.normalize("NFKD");
  if (HAS_MARK.test(folded)) folded = folded.replace(MARKS, "");
  if (ASCII.test(folded)) return folded.toLowerCase();
  folded = folded.toLowerCase().toUpperCase().toLowerCase();
  return HAS_MARK.test(folded) ? folded.normalize("NFKD").replace(MARKS, "") : folded;
}
function searchTokens(text) {
  const folded = foldForSearch(text);
  const words = folded.match(ASCII.test(folded) ? ASCII_WORD : WORD) ?? [];
  return words.length < 2 ? words : [...new Set(words)];
}
var LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;
function wordCounter(query) {
  const tokens = searchTokens(query);
  const ascii = tokens.map((t) => ASCII.test(t) ? new RegExp(`(?<![a-z0-9])${t}(?![a-z0-9])`, "i") : null);
  return (...texts) => {
    let folded;
    let count = 0;
    tokens.forEach((token, i) => {
      const found = texts.some((text, j) => {
        const pattern = ascii[i];
        if (pattern && ASCII.test(text)) return pattern.test(text);
        folded ??= [];
        folded[j] ??= foldForSearch(text);
        return holdsWord(folded[j], token);
      });
      if (found) count++;
    });
    return count;
  };
}
function holdsWord(folded, token) {
  for (let at = folded.indexOf(token); at >= 0; at = folded.indexOf(token, at + 1)) {
    if (!LETTER_OR_DIGIT.test(charBefore(folded, at)) && !LETTER_OR_DIGIT.test(charAt(folded, at + token.length))) return true;
  }
  return false;
}
function charBefore(s, i) {
  if (i === 0) return "";
  const low = s.charCodeAt(i - 1);
  return low >= 56320 && low <= 57343 && i >= 2 ? s.slice(i - 2, i) : s.slice(i - 1, i);
}
function charAt(s, i) {
  const cp = s.codePointAt(i);
  return cp === void 0 ? "" : String.fromCodePoint(cp);
}
function recallFacts(input, request) {
  const phrase = request.words.join(" ");
  const key = (0, import_chunk_js_yaml_dist_js_yaml.normalizeKey)(phrase);
  const countWords = wordCounter(phrase);
  const exclusion = (0, import_chunk_core_key_glob.keyExclusion)(input.context.exclude, input.config.keyAliases);
  const scored = [];
  let withheld = 0;
  for (const fact of input.facts) {
    if (fact.status !== "active") continue;
    if (exclusion.excludedBy(fact.key) !== void 0) {
      withheld++;
      if (!request.includeExcluded) continue;
    }
    const exact = key !== "" && fact.key === key;
    const prefix = key !== "" && fact.key.startsWith(key);
    const words = countWords(fact.key, fact.value);
    if (!exact && !prefix && words === 0) continue;
    scored.push({ fact, words, score: (exact ? 2 ** 22 : 0) + (prefix ? 2 ** 21 : 0) + words });
  }
  const keyOf = (f) => (0, import_chunk_core_context_config.aliasTarget)(input.config.keyAliases, f.key);
  const keys = new Set(scored.map((x) => keyOf(x.fact)));
  const plan = (0, import_chunk_diff_session_context.planContext)({ ...input, facts: input.facts.filter((f) => keys.has(keyOf(f))) });
  const excludedBy = new Map(plan.excluded.map((x) => [x.fact, x.glob]));
  const ranked = scored.map((x) => ({ ...x, position: plan.position(x.fact) }));
  ranked.sort((a, b) => b.score - a.score || (0, import_chunk_diff_session_context.comparePositions)(a.position, b.position));
  return {
    matches: ranked.slice(0, request.limit).map(({ fact, words }) => ({ fact, excludedBy: excludedBy.get(fact) ?? null, words })),
    total: ranked.length,
    withheld: request.includeExcluded ? 0 : withheld
  };
}
var DEFAULT_RECALL_LIMIT = 10;
var MAX_RECALL_LIMIT = 1e3;
function recall(o) {
  const words = o.words.map((w) => w.trim()).filter((w) => w !== "");
  if (words.length === 0) throw new import_chunk_hooks_session_start.UsageError("recall: expected at least one word to search for");
  const limit = o.limit ?? DEFAULT_RECALL_LIMIT;
  if (!Number.isInteger(limit) || limit < 1 || limit > MAX_RECALL_LIMIT) {
    throw new import_chunk_hooks_session_start.UsageError(`recall: --limit: expected a whole number from 1 to ${MAX_RECALL_LIMIT}, found ${String(o.limit)}`);
  }
  const { doc } = (0, import_chunk_core_profile_format.readProfile)(o.paths.profile);
  const { config, exclude } = (0, import_chunk_usecases_withheld.agentExclusion)(o);
  const found = recallFacts({ facts: doc.facts, config, context: { exclude }, today: o.today }, { words, limit, includeExcluded: o.includeExcluded === true });
  const agentWritten = (0, import_chunk_diff_session_context.agentWrittenAmong)(
    o.paths,
    found.matches.flatMap((m) => m.fact.sources)
  );
  return {
    query: words.join(" "),
    hits: found.matches.map(({ fact, excludedBy }) => ({
      id: fact.id,
      key: fact.key,
      value: fact.value,
      layer: fact.layer,
      independent_evidence: (0, import_chunk_core_context_config.independentEvidence)(fact.sources),
      last_seen: fact.last_seen,
      agent_written: (0, import_chunk_diff_session_context.isAgentWritten)(fact, agentWritten),
      ...excludedBy === null ? {} : { excluded_by: excludedBy }
    })),
    total: found.total,
    withheld: found.withheld
  };
}
function recallText(r) {
  const withheld = r.withheld > 0 ? `(${r.withheld} fact${r.withheld === 1 ? "" : "s"} of excluded keys ${r.withheld === 1 ? "is" : "are"} withheld and never searched.)` : "";
  if (r.hits.length === 0) return ["no match", withheld].filter((l) => l !== "").join("\n");
  const lines = r.hits.map((h) => {
    const marks = [`${h.layer}`, `${h.independent_evidence} source${h.independent_evidence === 1 ? "" : "s"}`, `last seen ${h.last_seen}`];
    if (h.agent_written) marks.push("agent-written");
    if (h.excluded_by) marks.push(`excluded from agents by \`${h.excluded_by}\``);
    return `${h.id}  ${(0, import_chunk_hooks_session_start.visible)(h.key)}: ${(0, import_chunk_hooks_session_start.visibleValue)(h.value)}  (${marks.join(", ")})`;
  });
  const more = r.total - r.hits.length;
  if (more > 0) lines.push(`(${more} more match${more === 1 ? "" : "es"}: raise the limit)`);
  if (withheld) lines.push(withheld);
  return lines.join("\n");
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  recall,
  recallText
});
// brain-digest: ebec23bb09ebe646
