/**
 * Mixed-script keys (docs/security.md). A key must be *Highly Restrictive* per UTS #39 section 5.2:
 * its characters share one script (Common and Inherited ignored, each character's
 * Script_Extensions counted), or it is Latin with Han+Hiragana+Katakana, Han+Bopomofo or
 * Han+Hangul. `јob-title` (Cyrillic ј among Latin letters) is refused; a key wholly in Cyrillic or
 * Greek is fine. Whole-script confusables (an all-Cyrillic key that looks Latin) are not caught.
 */

/**
 * Every script of Unicode 17.0 (ISO 15924 codes as Node's RegExp names them). Zyyy (Common) and
 * Zinh (Inherited) are listed so a character in them is known to be script-neutral; a test checks
 * that every assigned character outside private use has one of these scripts.
 */
export const SCRIPTS = (
  "Adlm Aghb Ahom Arab Armi Armn Avst Bali Bamu Bass Batk Beng Berf Bhks Bopo Brah Brai Bugi Buhd Cakm Cans Cari Cham Cher Chrs " +
  "Copt Cpmn Cprt Cyrl Deva Diak Dogr Dsrt Dupl Egyp Elba Elym Ethi Gara Geor Glag Gong Gonm Goth Gran Grek Gujr Gukh Guru Hang " +
  "Hani Hano Hatr Hebr Hira Hluw Hmng Hmnp Hung Ital Java Kali Kana Kawi Khar Khmr Khoj Kits Knda Krai Kthi Lana Laoo Latn Lepc " +
  "Limb Lina Linb Lisu Lyci Lydi Mahj Maka Mand Mani Marc Medf Mend Merc Mero Mlym Modi Mong Mroo Mtei Mult Mymr Nagm Nand Narb " +
  "Nbat Newa Nkoo Nshu Ogam Olck Onao Orkh Orya Osge Osma Ougr Palm Pauc Perm Phag Phli Phlp Phnx Plrd Prti Rjng Rohg Runr Samr " +
  "Sarb Saur Sgnw Shaw Shrd Sidd Sidt Sind Sinh Sogd Sogo Sora Soyo Sund Sunu Sylo Syrc Tagb Takr Tale Talu Taml Tang Tavt Tayo " +
  "Telu Tfng Tglg Thaa Thai Tibt Tirh Tnsa Todr Tols Toto Tutg Ugar Vaii Vith Wara Wcho Xpeo Xsux Yezi Yiii Zanb Zinh Zyyy"
).split(" ");

const NEUTRAL = new Set(["Zyyy", "Zinh"]);
/** One Script_Extensions test per script, compiled on the first non-ASCII character (compiling the ~170 Unicode-property patterns at load cost a 20-candidate propose ~14 ms, 82 M instructions). */
let tests: (readonly [string, RegExp])[] | undefined;
function scriptTests(): readonly (readonly [string, RegExp])[] {
  tests ??= SCRIPTS.map((s) => [s, new RegExp(`\\p{Script_Extensions=${s}}`, "u")] as const);
  return tests;
}
/** The combinations UTS #39 5.2 allows beside single-script text. */
const ALLOWED_MIXES = [
  ["Latn", "Hani", "Hira", "Kana"],
  ["Latn", "Hani", "Bopo"],
  ["Latn", "Hani", "Hang"],
].map((s) => new Set(s));
// UTS #39 5.1: Han is also written as part of Japanese (Jpan), Chinese with Bopomofo (Hanb) and Korean (Kore).
const AUGMENT: Record<string, readonly string[]> = { Hani: ["Hanb", "Jpan", "Kore"], Hira: ["Jpan"], Kana: ["Jpan"], Hang: ["Kore"], Bopo: ["Hanb"] };

const cache = new Map<number, ReadonlySet<string>>();

/** The scripts of a character (its Script_Extensions; `Zzzz` when it has none), Common/Inherited as themselves. */
function scriptsOf(c: string): ReadonlySet<string> {
  const cp = c.codePointAt(0)!;
  let set = cache.get(cp);
  if (set === undefined) {
    const found = new Set<string>();
    if (cp < 0x80) found.add(/[A-Za-z]/.test(c) ? "Latn" : "Zyyy");
    else for (const [s, re] of scriptTests()) if (re.test(c)) found.add(s);
    if (found.size === 0) found.add("Zzzz");
    set = found;
    cache.set(cp, set);
  }
  return set;
}

export interface ScriptMix {
  /** The first character that shares no script with the ones before it (for the error). */
  char: string;
  /** Its position, 1-based in characters. */
  at: number;
  /** The scripts of the text, in order of first appearance (ISO 15924 codes). */
  scripts: string[];
}

/** Undefined when `text` is Highly Restrictive (UTS #39 5.2); else where it first mixes scripts. */
export function scriptMix(text: string): ScriptMix | undefined {
  // Fast path: ASCII is Latin plus Common.
  if (/^[\x00-\x7f]*$/.test(text)) return undefined;
  const chars = [...text];
  const sets: { char: string; at: number; set: Set<string> }[] = [];
  chars.forEach((char, i) => {
    const own = [...scriptsOf(char)].filter((s) => !NEUTRAL.has(s));
    if (own.length === 0) return;
    const set = new Set(own);
    for (const s of own) for (const a of AUGMENT[s] ?? []) set.add(a);
    sets.push({ char, at: i + 1, set });
  });
  if (sets.length === 0) return undefined;
  // Single script: the resolved script set (the intersection) is not empty.
  let resolved = new Set(sets[0]!.set);
  let first: (typeof sets)[number] | undefined;
  for (const s of sets) {
    resolved = new Set([...resolved].filter((x) => s.set.has(x)));
    if (resolved.size === 0 && first === undefined) first = s;
  }
  if (first === undefined) return undefined;
  if (ALLOWED_MIXES.some((mix) => sets.every((s) => [...s.set].some((x) => mix.has(x))))) return undefined;
  const scripts: string[] = [];
  for (const s of sets) {
    const main = [...s.set].find((x) => SCRIPTS.includes(x)) ?? "Zzzz";
    if (!scripts.includes(main)) scripts.push(main);
  }
  return { char: first.char, at: first.at, scripts };
}
