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
  candidateIssues: () => candidateIssues,
  keyIssue: () => keyIssue
});
module.exports = __toCommonJS(stdin_exports);
var import_chunk_js_yaml_dist_js_yaml = require("./chunk-js-yaml-dist-js-yaml.cjs");
var import_chunk_hooks_session_start = require("./chunk-hooks-session-start.cjs");
var SCRIPTS = "Adlm Aghb Ahom Arab Armi Armn Avst Bali Bamu Bass Batk Beng Berf Bhks Bopo Brah Brai Bugi Buhd Cakm Cans Cari Cham Cher Chrs Copt Cpmn Cprt Cyrl Deva Diak Dogr Dsrt Dupl Egyp Elba Elym Ethi Gara Geor Glag Gong Gonm Goth Gran Grek Gujr Gukh Guru Hang Hani Hano Hatr Hebr Hira Hluw Hmng Hmnp Hung Ital Java Kali Kana Kawi Khar Khmr Khoj Kits Knda Krai Kthi Lana Laoo Latn Lepc Limb Lina Linb Lisu Lyci Lydi Mahj Maka Mand Mani Marc Medf Mend Merc Mero Mlym Modi Mong Mroo Mtei Mult Mymr Nagm Nand Narb Nbat Newa Nkoo Nshu Ogam Olck Onao Orkh Orya Osge Osma Ougr Palm Pauc Perm Phag Phli Phlp Phnx Plrd Prti Rjng Rohg Runr Samr Sarb Saur Sgnw Shaw Shrd Sidd Sidt Sind Sinh Sogd Sogo Sora Soyo Sund Sunu Sylo Syrc Tagb Takr Tale Talu Taml Tang Tavt Tayo Telu Tfng Tglg Thaa Thai Tibt Tirh Tnsa Todr Tols Toto Tutg Ugar Vaii Vith Wara Wcho Xpeo Xsux Yezi Yiii Zanb Zinh Zyyy".split(" ");
var NEUTRAL = /* @__PURE__ */ new Set(["Zyyy", "Zinh"]);
var tests;
function scriptTests() {
  tests ??= SCRIPTS.map((s) => [s, new RegExp(`\\p{Script_Extensions=${s}}`, "u")]);
  return tests;
}
var ALLOWED_MIXES = [
  ["Latn", "Hani", "Hira", "Kana"],
  ["Latn", "Hani", "Bopo"],
  ["Latn", "Hani", "Hang"]
].map((s) => new Set(s));
var AUGMENT = { Hani: ["Hanb", "Jpan", "Kore"], Hira: ["Jpan"], Kana: ["Jpan"], Hang: ["Kore"], Bopo: ["Hanb"] };
var cache = /* @__PURE__ */ new Map();
function scriptsOf(c) {
  const cp = c.codePointAt(0);
  let set = cache.get(cp);
  if (set === void 0) {
    const found = /* @__PURE__ */ new Set();
    if (cp < 128) found.add(/[A-Za-z]/.test(c) ? "Latn" : "Zyyy");
    else for (const [s, re] of scriptTests()) if (re.test(c)) found.add(s);
    if (found.size === 0) found.add("Zzzz");
    set = found;
    cache.set(cp, set);
  }
  return set;
}
function scriptMix(text) {
  if (/^[\x00-\x7f]*$/.test(text)) return void 0;
  const chars = [...text];
  const sets = [];
  chars.forEach((char, i) => {
    const own = [...scriptsOf(char)].filter((s) => !NEUTRAL.has(s));
    if (own.length === 0) return;
    const set = new Set(own);
    for (const s of own) for (const a of AUGMENT[s] ?? []) set.add(a);
    sets.push({ char, at: i + 1, set });
  });
  if (sets.length === 0) return void 0;
  let resolved = new Set(sets[0].set);
  let first;
  for (const s of sets) {
    resolved = new Set([...resolved].filter((x) => s.set.has(x)));
    if (resolved.size === 0 && first === void 0) first = s;
  }
  if (first === void 0) return void 0;
  if (ALLOWED_MIXES.some((mix) => sets.every((s) => [...s.set].some((x) => mix.has(x))))) return void 0;
  const scripts = [];
  for (const s of sets) {
    const main = [...s.set].find((x) => SCRIPTS.includes(x)) ?? "Zzzz";
    if (!scripts.includes(main)) scripts.push(main);
  }
  return { char: first.char, at: first.at, scripts };
}
function candidateIssues(candidates, file) {
  const issues = [];
  candidates.forEach((c, i) => {
    const issue = keyIssue(c.key, `${file}: /${i}/key`);
    if (issue !== void 0) issues.push(issue);
  });
  return issues;
}
var ASCII_LETTER_OR_DIGIT = /[a-z0-9]/;
var LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;
function keyIssue(key, where) {
  const normalized = (0, import_chunk_js_yaml_dist_js_yaml.normalizeKey)(key);
  if (!ASCII_LETTER_OR_DIGIT.test(normalized) && !LETTER_OR_DIGIT.test(normalized)) {
    return `${where}: expected a key with a letter or a digit, found ${(0, import_chunk_hooks_session_start.visible)(JSON.stringify(key))}`;
  }
  const mix = scriptMix(normalized);
  if (mix === void 0) return void 0;
  const cp = mix.char.codePointAt(0).toString(16).toUpperCase().padStart(4, "0");
  return `${where}: must be written in one script (Latin may join Han with Hiragana/Katakana, Bopomofo or Hangul), got ${(0, import_chunk_hooks_session_start.visible)(JSON.stringify(key))} mixing ${mix.scripts.join(", ")} (U+${cp} "${(0, import_chunk_hooks_session_start.visible)(mix.char)}" at character ${mix.at})`;
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  candidateIssues,
  keyIssue
});
// brain-digest: 25c565f662ee4b4e
