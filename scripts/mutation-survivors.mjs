#!/usr/bin/env node
// Writes docs/mutation-survivors.md from the last Stryker run of each folder of `npm run
// test:mutation` (its incremental report, committed as test/mutation-baseline/<folder>-incremental.json.gz):
// the score of each folder and file, and every mutant left alive — survived or reached by no test —
// with where it is, what it changed and why it is left (REASONS below: a mutant that cannot change
// behaviour, named by file, line and replacement; every other one is a test still to write). Run by
// `npm run test:mutation` after its folders (scripts/test-mutation.mjs), which then formats it with
// biome (its tables aligned).
import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { gunzipSync } from "node:zlib";
import ts from "typescript";

const ROOT = new URL("..", import.meta.url).pathname;
const FOLDERS = ["core", "rules", "diff"];

/**
 * Mutants that change no behaviour any input can show, each reason with the mutants it covers, by
 * `file:line replacement` (Stryker's replacement text). A mutant not named here is a test still to write.
 */
/** Why a key list or set holding Stryker's one string ("Stryker was here") in place of keys changes nothing. */
const NOT_A_KEY = "a string with capitals and spaces is no normalized key: no key is found as that one";
const FAST_PATH = "a fast path that answers as the general path does: taking the general path gives the same result";
const REASONS = new Map(
  [
    [
      "finds the same lines (both sides are folded alike); only a character whose case forms differ in length (ß, SS) before the text found in a long line could move its window",
      ['src/core/evidence-line.ts:19 foldQuoteText(text.normalize("NFKC")).toUpperCase()'],
    ],
    [
      "a copy of the string or the string itself: the same value either way (detaching saves memory, which the bench measures)",
      ["src/core/detached.ts:10 true", "src/core/detached.ts:10 false", "src/core/detached.ts:10 s.length <= 13", "src/core/detached.ts:10 s.length >= 13"],
    ],
    [
      "the same UTF-8 bytes whichever buffer they are encoded in or decoded from",
      [
        "src/core/packed-value.ts:34 true",
        "src/core/packed-value.ts:34 bytes.length >= DECODING.length",
        "src/core/packed-value.ts:56 false",
        "src/core/packed-value.ts:56 room < SCRATCH.length",
      ],
    ],
    [
      "Buffer#write and Buffer.byteLength with an empty encoding name use UTF-8, the default",
      ['src/core/packed-value.ts:57 ""', 'src/diff/session-context.ts:410 ""'],
    ],
    ["a list of one word and its set are the same list", ["src/core/search-tokens.ts:32 false"]],
    ["replacing the marks of a text that has none leaves it as it is", ["src/core/search-tokens.ts:21 true"]],
    [
      "the step count is what the linear-work tests read (proposeDiff's `counters`), never an outcome: counted down instead of up, the same facts are found and changed",
      [
        "src/diff/profile-state.ts:137 this.steps--",
        "src/diff/profile-state.ts:147 this.steps -= ids.length",
        "src/diff/profile-state.ts:178 this.steps -= 1",
        "src/diff/profile-state.ts:181 this.steps -= ids.size",
        "src/diff/profile-state.ts:188 this.steps--",
        "src/diff/profile-state.ts:200 this.steps--",
        "src/diff/profile-state.ts:232 this.steps--",
        "src/diff/profile-state.ts:240 this.steps--",
        "src/diff/profile-state.ts:450 this.steps -= ids.length",
        "src/diff/propose-diff.ts:534 state.steps -= index.steps - before",
        "src/diff/propose-diff.ts:534 index.steps + before",
      ],
    ],
    [
      FAST_PATH,
      [
        "src/diff/profile-state.ts:89 false",
        "src/diff/profile-state.ts:108 true",
        "src/diff/profile-state.ts:108 Object.keys(options.aliases).length >= 0",
        "src/diff/profile-state.ts:157 false",
        "src/diff/profile-state.ts:167 false",
      ],
    ],
    [
      "looking up an undefined id finds no fact: the same undefined either way",
      ["src/diff/profile-state.ts:127 false", "src/diff/profile-state.ts:191 false", "src/diff/profile-state.ts:204 false"],
    ],
    [
      "only seed ids are listed as a key's seeds, and each is in the index: every one names a profile-field fact",
      ["src/diff/profile-state.ts:150 true", "src/diff/profile-state.ts:150 f.kind"],
    ],
    ["only ids the state holds are in its evidence index: the fact an entry names is always found", ["src/diff/profile-state.ts:531 this.get(held).status"]],
    ["the normalized value or the fact's own equal string: the same text (the own string saves a copy in memory)", ["src/diff/profile-state.ts:247 false"]],
    [
      "with adopt every fact is the state's own already: marking one as owned changes nothing",
      ["src/diff/profile-state.ts:273 true", "src/diff/profile-state.ts:302 true", "src/diff/profile-state.ts:345 true"],
    ],
    ["a profile's ids are unique (the parser refuses a repeated one), so no seed id is listed twice", ["src/diff/profile-state.ts:318 true"]],
    [
      "copying the sources list on every bump gives the same list; what the in-place append saves is time (n²/2 copies for a value with n sources, docs/performance.md)",
      ["src/diff/profile-state.ts:326 false"],
    ],
    ["a copy given an undefined form has none, as without the copy: a missing form is computed on first use", ["src/diff/profile-state.ts:439 true"]],
    [
      "an id listed again where it is already the one listed: a set of that one id answers as the id itself",
      ["src/diff/profile-state.ts:462 true", "src/diff/profile-state.ts:551 true"],
    ],
    [
      "a fact leaving the active list is always in its form's entry (each active fact of a key with forms is), so the entry is a set where it is not the fact's own id",
      ["src/diff/profile-state.ts:482 true"],
    ],
    [
      "evidence is indexed only for observed facts reaching it: seeds are never bumped (a seed's value seen again becomes its own observed fact)",
      ["src/diff/profile-state.ts:525 false"],
    ],
    ["a fact superseded was indexed when its key was first touched (supersede touches it first): its slot exists", ["src/diff/profile-state.ts:538 false"]],
    ["a rule test compares the trace: the test profile's title is in no outcome", ['src/diff/rule-tests.ts:72 ""']],
    [
      "only a bug in brain makes propose throw anything but InvalidInputError on a loaded test: reported as a failure instead of thrown, no input reaches the difference",
      ["src/diff/rule-tests.ts:84 true"],
    ],
    [
      "a profile fact without an id is named by its label; which id it is minted is never shown, only that it is unique (uniqueId, against every id the test gives)",
      ['src/diff/rule-tests.ts:179 ["Stryker was here"]', "src/diff/rule-tests.ts:186 {}"],
    ],
    ["no label is undefined: a label set under undefined is never looked up", ["src/diff/rule-tests.ts:189 true"]],
    [
      "no rule reads first_seen (it is not in the fact catalog), and a rule test compares the trace",
      ["src/diff/rule-tests.ts:199 (f.first_seen ?? f.last_seen) && today", "src/diff/rule-tests.ts:199 f.first_seen && f.last_seen"],
    ],
    [
      "only a candidate's citation is checked against the records, and the candidates' sources are listed first: a profile fact's own sources only add to the records summary, which a rule test does not compare",
      ["src/diff/rule-tests.ts:225 false", 'src/diff/rule-tests.ts:230 ""'],
    ],
    [
      "an operator statement is no record either way (a human:<label> candidate is judged by its provenance, not by the records), and the test's sources are checked as <tributary>:<id> when it is loaded",
      [
        "src/diff/rule-tests.ts:234 true",
        'src/diff/rule-tests.ts:234 !source.startsWith("human:") || /^[a-z0-9][a-z0-9-]{0,63}:/.test(source)',
        'src/diff/rule-tests.ts:234 source.endsWith("human:")',
        "src/diff/rule-tests.ts:234 /[a-z0-9][a-z0-9-]{0,63}:/",
      ],
    ],
    [
      "the records summary (how many, a hash of the list) is the diff's header; a rule test compares the trace",
      [
        "src/diff/rule-tests.ts:236 [...known.keys()]",
        "src/diff/rule-tests.ts:236 []",
        "src/diff/rule-tests.ts:238 {}",
        "src/diff/rule-tests.ts:238 [...known.values()]",
        "src/diff/rule-tests.ts:238 []",
        "src/diff/rule-tests.ts:238 () => undefined",
        "src/diff/rule-tests.ts:238 true",
        'src/diff/rule-tests.ts:238 p !== "published"',
        "src/diff/rule-tests.ts:238 false",
        'src/diff/rule-tests.ts:238 ""',
      ],
    ],
    [
      FAST_PATH,
      [
        "src/diff/session-context.ts:128 true",
        "src/diff/session-context.ts:128 conflicts.size >= 0",
        "src/diff/session-context.ts:238 true",
        "src/diff/session-context.ts:238 agentWritten.size >= 0",
        "src/diff/session-context.ts:256 true",
        "src/diff/session-context.ts:256 input.agentWritten.size >= 0",
        "src/diff/session-context.ts:256 (input.handEdited?.size ?? 0) >= 0",
        "src/diff/session-context.ts:259 true",
        'src/diff/session-context.ts:354 ""',
      ],
    ],
    [
      "within an open conflict every value's rank (question × 2^20 + place) is its own: comparing fields after it decides nothing",
      ["src/diff/session-context.ts:98 false"],
    ],
    [
      "a resolved config always lists multiValued, and openConflicts reads the facts, not the title",
      ['src/diff/session-context.ts:122 ["Stryker was here"]', 'src/diff/session-context.ts:122 "Stryker was here!"'],
    ],
    [
      "the group codes and groups are made once and kept: made again, they are the same",
      ["src/diff/session-context.ts:142 false", "src/diff/session-context.ts:152 false"],
    ],
    ["a human:<label> statement is never a record an agent wrote: asking about it too marks nothing more", ["src/diff/session-context.ts:232 true"]],
    [
      'the left-out form of the last line is the longer for every count ("N more approved facts were left out for space; find them with" against "All N approved facts are above; look facts up with"): sorted or not, it is the one counted',
      [
        "src/diff/session-context.ts:270 [lastLine(total, total), lastLine(0, total)]",
        "src/diff/session-context.ts:270 () => undefined",
        "src/diff/session-context.ts:270 b.length + a.length",
      ],
    ],
    [
      "more facts of a group put in order than lines can fit (or all of them, sorted): the same first lines",
      [
        "src/diff/session-context.ts:292 () => undefined",
        "src/diff/session-context.ts:292 Math.max(0, input.context.budget - chars) * MIN_LINE",
        "src/diff/session-context.ts:292 input.context.budget + chars",
        "src/diff/session-context.ts:312 true",
        "src/diff/session-context.ts:312 false",
        "src/diff/session-context.ts:312 facts.length < 4 * n",
        "src/diff/session-context.ts:312 facts.length > 4 * n",
        "src/diff/session-context.ts:312 4 / n",
        "src/diff/session-context.ts:315 false",
        "src/diff/session-context.ts:324 false",
      ],
    ],
    [
      "one fact fewer kept still holds every line that fits: `room` is one more than the lines of the shortest form the budget holds; and after them less than one such line is left, so the next group shows none either",
      ["src/diff/session-context.ts:324 kept.length >= n"],
    ],
    [
      "compareFacts is a total order (ids are unique): no two facts compare equal, so ≤ and < (≥ and >) agree",
      ["src/diff/session-context.ts:315 compareFacts(f, kept[n - 1]!) > 0", "src/diff/session-context.ts:320 compareFacts(kept[mid]!, f) < 0"],
    ],
    [
      "every day number shifted by the same amount: differences and order are unchanged (no date after 0000-03-01 nears the clamp at 0)",
      ["src/diff/session-context.ts:393 Math.floor((153 * (m + (m > 2 ? -3 : 9)) + 2) / 5) + d + 1", "src/diff/session-context.ts:395 era * 146097 + doe - 60"],
    ],
    [
      FAST_PATH,
      [
        "src/diff/propose-diff.ts:352 false",
        "src/diff/propose-diff.ts:213 true",
        "src/diff/propose-diff.ts:213 Object.keys(config.keyAliases ?? {}).length >= 0",
        "src/diff/propose-diff.ts:350 false",
        "src/diff/propose-diff.ts:413 false",
        "src/diff/propose-diff.ts:512 false",
      ],
    ],
    [
      "a key holding undefined is no key to JSON (the diff's file) nor to its canonical hash: the same declines and trace",
      ["src/diff/propose-diff.ts:115 false", "src/diff/propose-diff.ts:495 true", "src/diff/propose-diff.ts:500 true", "src/diff/propose-diff.ts:751 true"],
    ],
    [
      "a remembered decline with no value (a retire, or a hand-edited key alone) matches no candidate either way: a candidate's normalized value is never empty, nor has capitals",
      ['src/diff/propose-diff.ts:339 "Stryker was here!"'],
    ],
    [
      "the reason falls back to the rule's own, so it is undefined only when the rule's is: the same decision either way",
      ["src/diff/propose-diff.ts:507 true", "src/diff/propose-diff.ts:507 reason !== decision.reason || reason !== undefined"],
    ],
    [
      "a cache (the remembered declines by look-alike form; each last-seen date's age): rebuilt or recomputed on every question, it holds the same entries",
      ["src/diff/propose-diff.ts:365 true", "src/diff/propose-diff.ts:737 true"],
    ],
    [
      "looking up an undefined id finds no fact, and no claim: the same undefined and false either way",
      ["src/diff/propose-diff.ts:644 false", "src/diff/propose-diff.ts:681 true"],
    ],
    [
      "rule paths are checked against the fact catalog when the rules load: only the candidate fact has quoteFound, lookalikeOf and previouslyDeclined",
      ["src/diff/propose-diff.ts:330 true"],
    ],
    [
      "asking for a look-alike where none can be found (the key has no active value beside the candidate's, no decline is remembered, or one matched exactly): the same answer, more work",
      [
        "src/diff/propose-diff.ts:659 true",
        "src/diff/propose-diff.ts:659 ctx.remembered.size >= 0",
        "src/diff/propose-diff.ts:660 true",
        "src/diff/propose-diff.ts:660 activeFacts >= 0",
        "src/diff/propose-diff.ts:660 exact === undefined || remembered",
        "src/diff/propose-diff.ts:659 true",
        "src/diff/propose-diff.ts:663 activeFacts >= 0",
      ],
    ],
    ["a look-alike of neither a fact nor a decline gives no look-alike reason: the same decision", ["src/diff/propose-diff.ts:689 true"]],
    [
      "a value step is told from a retire's and a resolve's by being neither (src/diff/outcomes/reject.ts): any other name reads as \"value\"",
      ['src/diff/propose-diff.ts:693 ""'],
    ],
    [
      "a candidate's provenance is always a string, so a source recorded as that provenance is already one that is recorded",
      ["src/diff/propose-diff.ts:153 true"],
    ],
    [
      "a retire or resolve candidate has no `supersedes` (schemas/candidates.schema.json: each kind admits only its own properties)",
      ["src/diff/propose-diff.ts:443 true", "src/diff/propose-diff.ts:443 !isRetire(candidate) || !isResolve(candidate)"],
    ],
    [
      "a key with no active fact, or only a retired seed, is passed over by the question asked of every key found (a seed's or an active fact's key); the index only holds active keys",
      ["src/diff/propose-diff.ts:525 true", "src/diff/propose-diff.ts:528 true"],
    ],
    [`the key of every other fact becomes that string: ${NOT_A_KEY}`, ['src/diff/propose-diff.ts:528 ["Stryker was here"]']],
    [
      "unreachable: the guard before it (src/rules/guards.ts) refuses every outcome the table has no entry for",
      ["src/diff/propose-diff.ts:574 ``", "src/diff/propose-diff.ts:574 false", "src/diff/propose-diff.ts:756 ``", "src/diff/propose-diff.ts:756 false"],
    ],
    [
      "the memo spares engine runs and the fixed config key work, never changing a decision: evaluators without the caller's memo setting or the fixed config decide alike",
      [
        "src/diff/propose-diff.ts:189 {}",
        "src/diff/propose-diff.ts:188 {}",
        "src/rules/evaluator.ts:59 false",
        "src/rules/evaluator.ts:59 options.memo && true",
      ],
    ],
    [
      "the engine's copy of a rule's event is never read back: a decision's type and reason come from the rule as loaded (`best.event`)",
      ["src/rules/evaluator.ts:67 {}"],
    ],
    [
      "options never put to use: every fact a rule names is in each situation (rule paths are checked against the fact catalog), no rule names a shared condition, and the engine's copy of the event params is never read",
      ["src/rules/evaluator.ts:70 true"],
    ],
    [
      "the default for a list the caller left out: one string in place of none names no candidate, key or value, so nothing reads anything from it",
      [
        'src/diff/propose-diff.ts:197 ["Stryker was here"]',
        'src/diff/propose-diff.ts:203 ["Stryker was here"]',
        'src/diff/propose-diff.ts:206 ["Stryker was here"]',
        'src/diff/propose-diff.ts:206 ["Stryker was here"]',
      ],
    ],
    [
      "a value's evidence pairs held as an array or as a Map answer alike: where the one turns into the other changes memory, not an answer (and reading one pair past the array's end finds no source)",
      [
        "src/diff/profile-state.ts:592 true",
        "src/diff/profile-state.ts:592 false",
        "src/diff/profile-state.ts:592 pairs.length <= 2 * EVIDENCE_PAIRS_IN_ARRAY",
        "src/diff/profile-state.ts:592 pairs.length >= 2 * EVIDENCE_PAIRS_IN_ARRAY",
        "src/diff/profile-state.ts:592 2 / EVIDENCE_PAIRS_IN_ARRAY",
        "src/diff/profile-state.ts:592 {}",
        "src/diff/profile-state.ts:576 i <= pairs.length",
        "src/diff/profile-state.ts:586 i <= pairs.length",
        "src/diff/profile-state.ts:598 i <= pairs.length",
      ],
    ],
    [
      "a run stops after the first priority set with a match, so its results share one priority; rule orders are distinct; every result names one of the evaluator's rules",
      ["src/rules/evaluator.ts:101 false", "src/rules/evaluator.ts:101 rule.order <= best.order", "src/rules/evaluator.ts:100 false"],
    ],
    [
      "a map key that names no path leaves every number raw in the memo key: a finer key, the same decisions (only fewer memo hits); a reference's own number bucketed by its constants still splits every decision its comparisons can change",
      ['src/rules/evaluator.ts:165 "Stryker was here!"'],
    ],
    [
      "Number.isFinite is false for every non-number, and NaN and ±Infinity never reach a rule (every number fact is an integer, or null where a config number is off): the same values are keyed raw",
      [
        "src/rules/evaluator.ts:192 false",
        'src/rules/evaluator.ts:192 typeof value !== "number" && !Number.isFinite(value)',
        "src/rules/evaluator.ts:205 false",
        "src/rules/evaluator.ts:169 true",
        'src/rules/evaluator.ts:205 typeof other !== "number" && !Number.isFinite(other)',
      ],
    ],
    [
      "past the last constant, constants[i] is undefined, which is neither below nor equal to a number: the same bucket",
      [
        "src/rules/evaluator.ts:195 true",
        "src/rules/evaluator.ts:195 i <= constants.length",
        "src/rules/evaluator.ts:196 true",
        "src/rules/evaluator.ts:196 i <= constants.length",
      ],
    ],
    [
      "the labels swapped between two classes (on a constant and just below it; equal to and past a reference) keep every class apart: the same partition of the numbers",
      ["src/rules/evaluator.ts:196 constants[i] !== value", "src/rules/evaluator.ts:206 value !== other"],
    ],
    ["every memo key starts with the same text: the same keys apart", ['src/rules/evaluator.ts:129 "Stryker was here!"']],
    [
      "the forms' hashes computed another way (a space before every token, the first too, or none), the same way for every key, index and question alike: keys of equal forms still hash alike, and a hash that matches more keys only leads to forms checked exactly",
      [
        "src/diff/similar-keys.ts:144 Math.imul(spaced, BASE) - SPACE",
        "src/diff/similar-keys.ts:144 false",
        "src/diff/similar-keys.ts:144 true",
        "src/diff/similar-keys.ts:144 distinct <= 0",
        "src/diff/similar-keys.ts:144 distinct >= 0",
        "src/diff/similar-keys.ts:145 Math.imul(squashed, BASE) - unit",
        "src/diff/similar-keys.ts:147 Math.imul(spaced, BASE) - unit",
        "src/diff/similar-keys.ts:148 Math.imul(token, BASE) - unit",
      ],
    ],
    ["the `has` that follows finds every key the `get` found: one lookup more, the same hit", ["src/rules/evaluator.ts:115 false"]],
    [
      "every unit of a memo key is written before the key is made from them: an array that starts empty holds the same numbers by then",
      ["src/rules/evaluator.ts:257 new Array()"],
    ],
    [
      "a fixed root's numbers are a shortcut: numbered from the situation each time, a place gets the number of its value, the same; a place with cuts numbered from the fixed root alone gets one number where it would get one per bucket, but with its own value fixed its bucket depends only on the values it is compared with, which are in the key raw, so keys are equal exactly as often",
      [
        "src/rules/evaluator.ts:260 () => undefined",
        "src/rules/evaluator.ts:260 false",
        "src/rules/evaluator.ts:260 true",
        "src/rules/evaluator.ts:260 c.cuts !== undefined",
        "src/rules/evaluator.ts:265 false",
        "src/rules/evaluator.ts:266 true",
      ],
    ],
    [
      "true, false, null or undefined numbered through the place's map instead of its own constant: each still has a number no other value has",
      [
        "src/rules/evaluator.ts:278 false",
        "src/rules/evaluator.ts:279 false",
        "src/rules/evaluator.ts:279 true",
        "src/rules/evaluator.ts:280 false",
        "src/rules/evaluator.ts:281 false",
      ],
    ],
    [
      "a string, a finite number, a boolean or null written as its JSON instead: still a part no other value has, and none a prefix of another",
      ['src/rules/evaluator.ts:304 ""', 'src/rules/evaluator.ts:308 ""', "src/rules/evaluator.ts:313 false"],
    ],
    ["a text the pre-test finds no special or control character in is returned unchanged by both replaces", ["src/core/profile-format.ts:83 false"]],
    [
      'split("\\n") returns at least one element: the length check decides nothing',
      ["src/core/profile-format.ts:160 lines.length >= 0", "src/core/profile-format.ts:160 true"],
    ],
    [
      "with no changed keys the block only fills a map nothing reads",
      ["src/core/profile-format.ts:164 true", "src/core/profile-format.ts:164 changedKeys.length >= 0"],
    ],
    [
      "both branches also record an issue, so the parse ends in an error and this title is never returned",
      ['src/core/profile-format.ts:218 "Stryker was here!"', 'src/core/profile-format.ts:225 "Stryker was here!"'],
    ],
    ["slice clamps its end to the string's length, which line.length - 2 is already", ["src/core/profile-format.ts:222 line.length + 2"]],
    [
      "the headings allow Static and then Dynamic, once each: every static fact is read before any dynamic one, so one list in file order is the static list then the dynamic one (each fact's layer comes from its section)",
      ["src/core/profile-format.ts:255 true", "src/core/profile-format.ts:255 false", 'src/core/profile-format.ts:255 ""'],
    ],
    [
      "every throw the parse of a line can reach is a LineError (dates, normalize, packed-value, detached and the messages throw nothing; fromCodePoint is guarded)",
      ["src/core/profile-format.ts:257 false"],
    ],
    [
      'with keyEnd -1, startsWith("**: ", -1) looks at position 0, where a fact line holds "- ": the other half throws the same error',
      ["src/core/profile-format.ts:373 false"],
    ],
    [
      "an index that is -1 or at least its search's start, which is past 0: it is never 0",
      [
        "src/core/profile-format.ts:373 keyEnd <= 0",
        "src/core/profile-format.ts:379 valueEnd <= 0",
        "src/core/profile-format.ts:386 metaEnd <= 0",
        "src/core/profile-format.ts:475 fieldEnd <= 0",
        "src/core/profile-format.ts:477 eq <= 0",
        "src/core/profile-format.ts:519 itemEnd <= 0",
        "src/core/profile-format.ts:542 at > 0",
        "src/core/profile-format.ts:569 close <= 0",
        "src/core/profile-format.ts:540 firstEscape <= 0",
      ],
    ],
    ["valueEnd === pos implies valueEnd - 1 < pos: the third condition throws the same error", ["src/core/profile-format.ts:380 false"]],
    ["line[fieldEnd] is `;` or the closing backtick, never `=`: eq never equals fieldEnd", ["src/core/profile-format.ts:477 eq > fieldEnd"]],
    ["a copy with the same items (it only drops the array's spare capacity)", ["src/core/profile-format.ts:530 sources"]],
    [
      `${FAST_PATH}: the escape-aware loop over the characters answers for any range; the indexOf search only skips it where no backslash is`,
      [
        'src/core/profile-format.ts:539 ""',
        "src/core/profile-format.ts:540 false",
        "src/core/profile-format.ts:540 firstEscape < 0 && firstEscape >= limit",
        "src/core/profile-format.ts:540 firstEscape > limit",
        "src/core/profile-format.ts:540 {}",
        "src/core/profile-format.ts:542 true",
      ],
    ],
    [
      "the character at `limit` is never the one sought: it is the closing backtick or the `;` that ends the field, or the line's end",
      ["src/core/profile-format.ts:542 at <= limit", "src/core/profile-format.ts:544 i <= limit"],
    ],
    ["any text that is no hex number gives NaN, the same error as the empty text", ['src/core/profile-format.ts:569 "Stryker was here!"']],
    [
      "a value is encoded whole, and a lone surrogate always encodes as U+FFFD: the regex alone decides, the byte search only spares it",
      ["src/core/packed-value.ts:61 true"],
    ],
    [
      "the flags of a non-enumerable property under a module-private symbol, which only `unpack` reads and nothing writes or deletes",
      ["src/core/packed-value.ts:82 true", "src/core/packed-value.ts:82 false"],
    ],
    ["the cache holds a pure function's answers, and callers copy the set: recomputing gives the same set", ["src/core/script-mix.ts:46 true"]],
    [
      `${FAST_PATH}: every code point below U+0080, and U+0080 itself, has exactly Latn (A–Z, a–z) or Zyyy as its Script_Extensions in Node 20's Unicode 17 (checked for all 129)`,
      ["src/core/script-mix.ts:48 false", "src/core/script-mix.ts:48 cp <= 0x80"],
    ],
    [
      '"" and "Zzzz" are treated alike wherever the set is read (neither neutral, extended, allowed in a mix, nor a script of SCRIPTS), and the message names such a set "Zzzz"',
      ['src/core/script-mix.ts:50 ""'],
    ],
    [
      "an empty alias map files every key under itself: taking the aliased path with it gives the same answer",
      ["src/core/key-glob.ts:26 true", "src/core/key-glob.ts:26 Object.keys(aliases).length >= 0"],
    ],
    [
      "past the end of the glob, glob[g] is undefined, which equals neither `?` nor a key's character (the other `true` at this line, on `glob[g] !== STAR`, is killed by test/core/key-glob.test.ts)",
      ["src/core/key-glob.ts:49 true"],
    ],
    [
      'for "" the last condition, normalizeKey("") !== "", is false already: the length check decides nothing',
      ["src/core/normalize.ts:81 true", "src/core/normalize.ts:81 key.length >= 0"],
    ],
    [
      `${FAST_PATH}: below U+0080 the table holds what the ASCII array holds, U+0080 has no prototype, and the ignorable ranges start above both`,
      ["src/core/lookalike.ts:50 false", "src/core/lookalike.ts:50 cp <= 0x80", "src/core/lookalike.ts:51 true"],
    ],
    [
      "reading one index past the text gives no code point, which has no prototype; past an astral character, the index of its low surrogate, which has none either",
      ["src/core/lookalike.ts:87 i <= text.length", "src/core/lookalike.ts:111 i <= text.length", "src/core/lookalike.ts:114 false"],
    ],
    ['the replacements of `1`, `0`, `|`, backtick and `"` change nothing in a value that has none of them', ["src/core/lookalike.ts:76 true"]],
    ["nothing mapped: the text, or the empty output and the whole text after it, the same string", ["src/core/lookalike.ts:97 false"]],
    [
      "the text a round starts from is NFKD already: normalizing it again leaves it as it is",
      ["src/core/lookalike.ts:105 true", "src/core/lookalike.ts:107 true"],
    ],
    [
      "a settled text is a fixed point of a round, and every text settles within 3 rounds (test/core/lookalike.test.ts checks every character): more rounds, or rounds until settled without the bound, give the same form",
      [
        "src/core/lookalike.ts:110 {}",
        "src/core/lookalike.ts:113 true",
        "src/core/lookalike.ts:116 false",
        "src/core/lookalike.ts:122 i < MAX_ROUNDS || !settled(text)",
        "src/core/lookalike.ts:105 true",
        "src/core/lookalike.ts:122 true",
        "src/core/lookalike.ts:122 i <= MAX_ROUNDS",
        "src/core/lookalike.ts:122 i--",
      ],
    ],
    ["the window's start is past 0 there, and the space is found at or after it: it is never at 0", ["src/core/evidence-line.ts:52 space > 0"]],
    [
      "`at` is a position in the folded line: a space at exactly `at` in the shown line needs folding to have moved the match (a ligature or a run of spaces before it), where the window is placed only approximately either way",
      ["src/core/evidence-line.ts:52 space <= at"],
    ],
    [
      "after NFKD and the marks dropped, no code point's case mapping gives a mark in Node 20's Unicode 17 (checked over every code point): the second fold is never reached",
      ['src/core/search-tokens.ts:25 ""', 'src/core/search-tokens.ts:25 "Stryker was here!"'],
    ],
    ["at index 0, charCodeAt(-1) is NaN, no surrogate, and slice(-1, 0) is the empty string: the same answer", ["src/core/search-tokens.ts:73 false"]],
    [
      `${FAST_PATH} (an ASCII word searched in an ASCII text by a pattern, or in its folded copy)`,
      ["src/core/search-tokens.ts:46 () => undefined", "src/core/search-tokens.ts:53 false"],
    ],
    [
      "the fast path gives a line with a repeated source to the general grammar, which reads it (and reports the repeat): a wrong answer here costs time, not a result",
      [
        "src/core/profile-format.ts:413 true",
        "src/core/profile-format.ts:413 false",
        "src/core/profile-format.ts:413 items.length < 16",
        "src/core/profile-format.ts:413 items.length > 16",
        "src/core/profile-format.ts:413 {}",
        "src/core/profile-format.ts:414 i <= items.length",
        "src/core/profile-format.ts:417 true",
      ],
    ],
    [
      "reading past the end of the glob gives undefined, which matches neither a character nor a wildcard",
      [
        "src/core/key-glob.ts:49 g <= glob.length",
        "src/core/key-glob.ts:52 g <= glob.length",
        "src/core/key-glob.ts:52 true",
        "src/core/key-glob.ts:62 g <= glob.length",
        "src/core/key-glob.ts:62 true",
      ],
    ],
    ["no globs make no matchers, and no matcher excludes a key: the same answer", ["src/core/key-glob.ts:24 false"]],
    [
      FAST_PATH,
      [
        "src/core/search-tokens.ts:19 false",
        "src/core/search-tokens.ts:22 false",
        "src/core/visible-text.ts:41 false",
        "src/core/visible-text.ts:47 false",
        "src/core/visible-text.ts:53 false",
        "src/core/normalize.ts:33 false",
        "src/core/normalize.ts:52 false",
        "src/core/key-glob.ts:31 false",
        "src/core/quote.ts:41 false",
        "src/core/script-mix.ts:69 false",
        "src/core/script-mix.ts:69 /^[\\x00-\\x7f]$/",
      ],
    ],
    [`${FAST_PATH} (test/core/lookalike.test.ts checks the two agree)`, ["src/core/lookalike.ts:119 false"]],
    [FAST_PATH, ["src/core/agent-written.ts:17 false", "src/core/open-conflicts.ts:23 false"]],
    [
      `${FAST_PATH}: a list that fits the review is sorted whole; the one pass keeping the best REVIEW_LIMIT gives a stable sort's order (test/diff/render-diff-md-lines.test.ts checks ties past the limit)`,
      ["src/diff/render-diff-md.ts:347 false", "src/diff/render-diff-md.ts:347 items.length < REVIEW_LIMIT"],
    ],
    [
      "an item that does not sort before the last one kept is inserted after it and dropped again: the same entries kept",
      ["src/diff/render-diff-md.ts:353 false", "src/diff/render-diff-md.ts:353 order(item, best[REVIEW_LIMIT - 1]!) > 0"],
    ],
    [
      "the review asks these sets only about candidate indexes and 12-hex fact ids: an extra string or an undefined in them is never asked about",
      [
        'src/diff/render-diff-md.ts:90 ["Stryker was here"]',
        'src/diff/render-diff-md.ts:91 ["Stryker was here"]',
        'src/diff/render-diff-md.ts:92 ["Stryker was here"]',
        "src/diff/render-diff-md.ts:92 true",
      ],
    ],
    [
      "the notes are read only by candidate index: a note kept for a trace entry without a candidate is never read, and an entry without a candidate finds none either way",
      ["src/diff/render-diff-md.ts:141 true", "src/diff/render-diff-md.ts:174 false"],
    ],
    ["a fact's own value (no candidate) is never among the agent-written candidates", ["src/diff/render-diff-md.ts:263 true"]],
    [
      "two entries of one list tie on the candidate index only when neither has one (a promotion, a stale fact: each has an id), so an id is never missing there",
      ['src/diff/render-diff-md.ts:373 "Stryker was here!"'],
    ],
    [
      "the month check repeats the table of days: a month outside 1–12 has no days, so any day is refused anyway",
      ["src/core/dates.ts:8 false", "src/core/dates.ts:8 mo < 1 && mo > 12"],
    ],
    ["two equal dates: either one is the answer", ["src/core/dates.ts:26 a > b", "src/core/dates.ts:30 a < b"]],
    [
      "a chunk of exactly the size a piece may need is replaced by one of the same size: the same bytes reach the sink",
      ["src/core/utf8-builder.ts:23 this.#chunk.length <= piece.length * 3"],
    ],
    [
      "more keys or passes for the second loop, which counts again and drops a key with fewer than two values",
      [
        "src/core/open-conflicts.ts:31 false",
        "src/core/open-conflicts.ts:33 true",
        "src/core/open-conflicts.ts:38 true",
        "src/core/open-conflicts.ts:38 twice.size >= 0",
      ],
    ],
    [
      "an observed value is always among the values already held: counting it again adds nothing",
      ["src/core/open-conflicts.ts:71 false", 'src/core/open-conflicts.ts:71 ""'],
    ],
    [
      "past the last line there is no empty line to skip: the loop stops there anyway",
      ["src/core/record-content.ts:21 start <= end", "src/core/record-content.ts:21 true"],
    ],
    [
      "Ajv reports no error of its own under then, else, allOf or $ref (if reports for then and else; allOf and $ref pass their branches' errors on)",
      ['src/core/validation.ts:80 ""'],
    ],
    ["one more in every branch's count: the closest branch is the same", ['src/core/validation.ts:111 ["Stryker was here"]']],
    ["every path sets the message before it is used", ['src/core/validation.ts:143 "Stryker was here!"']],
    [
      "the value is text by then (a refused character is only looked for in text; Ajv checks a length only of text)",
      ['src/core/validation.ts:165 ["Stryker was here"]', "src/core/validation.ts:165 true", "src/core/validation.ts:187 true"],
    ],
    [
      "an Ajv error's pointer always names a value of the data it checked",
      [
        "src/core/validation.ts:235 false",
        'src/core/validation.ts:235 (cur === null || typeof cur !== "object") && !Object.hasOwn(cur, seg)',
        'src/core/validation.ts:235 cur === null && typeof cur !== "object"',
      ],
    ],
    ["visible() leaves the JSON of a number, a boolean or null as it is", ["src/core/validation.ts:253 true"]],
    [
      "an empty set marks no candidate and no promotion, so the function returns undefined further on: only an early exit is skipped",
      ["src/diff/agent-written-marks.ts:18 false", "src/diff/agent-written-marks.ts:20 false"],
    ],
    ["ORIGINS.includes already refuses every value that is not a string: the same message", ["src/diff/decisions.ts:75 false"]],
    ['the "not a list" branch is reached only with /declined or /origins: the top-level call always passes a list', ['src/diff/decisions.ts:82 ""']],
    ['proposeDiff names an absent candidates file "candidates", as it does an undefined one', ["src/diff/what-if.ts:89 true"]],
    [
      "the maps are read only by candidate number, so an entry under undefined is never read; past the last candidate both sides are none",
      ["src/diff/what-if.ts:95 d.trace", "src/diff/what-if.ts:95 true", "src/diff/what-if.ts:98 i <= input.candidates.length"],
    ],
    [
      "differs only for a query that normalizes to an empty key, which no fact has (the profile's keys are never empty)",
      ["src/diff/recall-facts.ts:58 true", 'src/diff/recall-facts.ts:58 "Stryker was here!"'],
    ],
    [
      "planning over the whole profile gives the hits the same groups and order as the plan of their keys: only the cost differs",
      ["src/diff/recall-facts.ts:68 input.facts", "src/diff/recall-facts.ts:66 () => undefined"],
    ],
    [
      "the key orders kept are a cache: recomputing one, remembering it sorted or keeping fewer, writes the same text; a kept order of more keys than the object has, whose keys it starts with, writes the same text too (a key the object lacks is skipped as undefined)",
      [
        "src/diff/canonical-json.ts:66 {}",
        "src/diff/canonical-json.ts:66 false",
        "src/diff/canonical-json.ts:68 false",
        "src/diff/canonical-json.ts:68 true",
        "src/diff/canonical-json.ts:68 kept.keys.length === keys.length",
        "src/diff/canonical-json.ts:69 false",
        "src/diff/canonical-json.ts:70 false",
        "src/diff/canonical-json.ts:70 i <= keys.length",
        "src/diff/canonical-json.ts:71 false",
        "src/diff/canonical-json.ts:73 keys",
        "src/diff/canonical-json.ts:77 {}",
        "src/diff/canonical-json.ts:77 false",
        "src/diff/canonical-json.ts:77 true",
        "src/diff/canonical-json.ts:77 keys.length < 32",
        "src/diff/canonical-json.ts:77 keys.length > 32",
        "src/diff/canonical-json.ts:79 nextShape - 1",
      ],
    ],
    [
      `${FAST_PATH} (JSON.stringify writes a number, a non-finite one as null, and a boolean as these do)`,
      [
        "src/diff/canonical-json.ts:136 false",
        'src/diff/canonical-json.ts:136 ""',
        "src/diff/canonical-json.ts:137 false",
        'src/diff/canonical-json.ts:137 ""',
        "src/diff/canonical-json.ts:138 false",
        'src/diff/canonical-json.ts:138 ""',
      ],
    ],
    [
      "the text is hashed in pieces of another size, or all at once at the end: the same digest",
      [
        "src/diff/canonical-json.ts:29 {}",
        "src/diff/canonical-json.ts:29 pending.length > 8192",
        "src/diff/canonical-json.ts:29 pending.length < 8192",
        "src/diff/canonical-json.ts:29 true",
        "src/diff/canonical-json.ts:29 false",
      ],
    ],
    [
      "the fallback list is used only when the id has no lineage, and a lineage-less fact's ids are asked only about retires, which are never undefined",
      ['src/diff/explain-fact.ts:69 ["Stryker was here"]'],
    ],
    [
      "a rejection names exactly one of retires, keeps and value, and a remembered retire is its key and id: a retire never has a value to match; and the ids asked about never include undefined",
      ["src/diff/explain-fact.ts:92 true", "src/diff/explain-fact.ts:93 true", "src/diff/explain-fact.ts:126 true", "src/diff/explain-fact.ts:127 true"],
    ],
    [
      "with no fact there are no refused attempts (they are found by the fact's key and value): the third part is always true when the first is",
      ["src/diff/explain-fact.ts:72 true"],
    ],
    [
      "only a seed has no diff, and every seed ranks first by its -1: the second part orders it only among seeds, all alike",
      ["src/diff/explain-fact.ts:159 true"],
    ],
    ["explainFact, the only caller, always passes the forgets", ['src/diff/explain-fact.ts:153 ["Stryker was here"]']],
    [
      "every event's diff is one of the applies replayed (the index's keys) or null, and a null diff has no index either: -1 both ways",
      ["src/diff/explain-fact.ts:159 +1", "src/diff/explain-fact.ts:159 false"],
    ],
    [
      "Array#sort is stable and V8 compares a tie's later element first, so x.i + y.i is positive exactly when x.i - y.i is",
      ["src/diff/explain-fact.ts:163 x.i + y.i"],
    ],
    [
      "a lineage takes an id again only by a rename to an archived id, which is new: it is never already on the id's list",
      ["src/diff/explain-fact.ts:188 true"],
    ],
    [
      "chainOf asks eventsOf only about an id no lineage ever held, which neither map has: undefined every way",
      ["src/diff/explain-fact.ts:205 {}", "src/diff/explain-fact.ts:206 this.#current.get(id) && this.#everKnown.get(id)"],
    ],
    ["byFact is read only by fact id, so an entry under undefined is never read", ["src/diff/explain-fact.ts:232 true"]],
    ["without a surrogate, comparing characters or UTF-16 units is one comparison", ["src/diff/similar-keys.ts:52 true"]],
    ["one separator or a run of them: the empty tokens between a run's separators are dropped", ["src/diff/similar-keys.ts:19 /[^\\p{L}\\p{N}]/gu"]],
    [
      `${FAST_PATH}: splitting a key of ASCII letters, digits and \`-\` at each run of non-letters gives the tokens splitting at \`-\` does`,
      ["src/diff/similar-keys.ts:21 /^[a-z0-9-]$/"],
    ],
    [
      "the scratch space starts empty, or grows to 2 × (3n − 5), which holds the 3n + 5 units asked for (it only grows past 64 units): the same sums",
      ["src/diff/similar-keys.ts:175 3 / 66", "src/diff/similar-keys.ts:186 3 * n - 5"],
    ],
    [
      "unreachable: each shared list's outcomes say which entries they hold (the check when the table is built), so the loop finds one with `holds`, which returns a boolean",
      [
        "src/diff/outcomes.ts:75 ``",
        "src/diff/outcomes.ts:95 false",
        "src/diff/outcomes.ts:95 spec.holds?.(entry) && true",
        "src/diff/outcomes.ts:95 spec.holds(entry)",
        "src/diff/outcomes.ts:96 ``",
      ],
    ],
    [`${FAST_PATH}: a list with one outcome has no \`holds\` to ask`, ["src/diff/outcomes.ts:93 false"]],
    ["a rejection names a retire, a resolve or a value: the fallback for none is never used", ['src/diff/outcomes/reject.ts:30 "Stryker was here!"']],
    [
      `a diff's config is a resolved config, which always lists multiValued (empty by default); and ${NOT_A_KEY}`,
      ['src/diff/apply-diff.ts:32 ["Stryker was here"]'],
    ],
    ["add is asked first (the table's order): an entry of additions add does not hold is a conflict either way", ["src/diff/outcomes/conflict.ts:15 true"]],
    [
      "the guard refuses a conflict for a value an active fact of the key holds: no observed fact beside it has the candidate's value, so testing its kind first changes nothing",
      ["src/diff/outcomes/conflict.ts:23 false", 'src/diff/outcomes/conflict.ts:23 ""'],
    ],
    [
      "every conflict addition has its entry in the diff's conflicts (propose writes both; apply re-derives the diff and refuses one that differs): the fallback is never used",
      ['src/diff/outcomes/conflict.ts:61 ["Stryker was here"]'],
    ],
    [`${FAST_PATH}: keys and values compared as they are, then filed and normalized`, ["src/diff/outcomes/support.ts:41 false"]],
    [
      "for two keys of equal length the order does not matter: a substitution or a transposition reads the same either way",
      ["src/diff/similar-keys.ts:61 a.length > b.length"],
    ],
    [
      "the two length checks cover for each other: lengths more than one apart leave tails of different lengths, which `same` refuses, and reading one past the end compares undefined with undefined",
      [
        "src/diff/similar-keys.ts:63 false",
        "src/diff/similar-keys.ts:63 true",
        "src/diff/similar-keys.ts:64 from + i <= x.length",
        "src/diff/similar-keys.ts:67 false",
      ],
    ],
    ["past a supplementary character both sides hold the same low surrogate: comparing it or skipping it is the same", ["src/diff/similar-keys.ts:89 false"]],
    [
      "two keys of the set are never equal, so `<` and `<=` order them alike",
      ["src/diff/similar-keys.ts:326 codePointCompare(k, best) <= 0", "src/diff/similar-keys.ts:348 codePointCompare(k, best) <= 0"],
    ],
    ["a key under 6 characters has no entry under the deletion and exact seeds, so test 4 never visits it", ["src/diff/similar-keys.ts:328 true"]],
    [
      "a new scratch space where the old one was large enough (always, or at exactly the size needed) holds the same sums",
      ["src/diff/similar-keys.ts:186 true", "src/diff/similar-keys.ts:186 scratch.length <= 3 * n + 5"],
    ],
    [
      "the step count is what the linear-work test reads (proposeDiff's `counters`), never an outcome: a visit counted as -1 finds the same keys, and the count still grows with the keys and questions",
      ["src/diff/similar-keys.ts:357 this.steps--"],
    ],
    [
      "the table's size and a repeated entry change how many slots are probed, not what is found: every key visited is checked exactly",
      [
        "src/diff/similar-keys.ts:231 size <= entries * 1.5",
        "src/diff/similar-keys.ts:243 false",
        "src/diff/similar-keys.ts:255 true",
        "src/diff/similar-keys.ts:285 list[i]!.length - 1",
      ],
    ],
    [
      "deletionHashes' output array made anew when it was already long enough: the same hashes are written",
      ["src/diff/similar-keys.ts:187 out.length <= n", "src/diff/similar-keys.ts:187 true"],
    ],
    [
      "a sum set or computed past what the deletions read (suffix[n - 1] is written again, suffix[0] and prefix[n + 1] are never read), or an extra entry or lookup whose hash leads only to keys then checked exactly: the same keys are found",
      [
        "src/diff/similar-keys.ts:193 n - 1",
        "src/diff/similar-keys.ts:195 i <= n",
        "src/diff/similar-keys.ts:199 n + 1",
        "src/diff/similar-keys.ts:199 i > 0",
        "src/diff/similar-keys.ts:334 d <= count",
      ],
    ],
    [
      "buildRuleSet takes a leaf or a reference only with a path the catalog has: a path is never undefined, every one has its domain, and a reference's name is read only when there is one",
      [
        'src/rules/check-rules.ts:112 "Stryker was here!"',
        'src/rules/check-rules.ts:316 "Stryker was here!"',
        'src/rules/check-rules.ts:320 "Stryker was here!"',
        'src/rules/check-rules.ts:383 "Stryker was here!"',
        'src/rules/check-rules.ts:1009 "Stryker was here!"',
        "src/rules/check-rules.ts:450 true",
        "src/rules/check-rules.ts:315 false",
        "src/rules/check-rules.ts:338 false",
      ],
    ],
    ["undefined is as false: the flags are only tested", ["src/rules/check-rules.ts:114 () => undefined", "src/rules/check-rules.ts:116 () => undefined"]],
    [
      "the rules a situation matches are listed in load order, so a later one never has a lower order: a tie goes to the first either way",
      [
        "src/rules/check-rules.ts:131 false",
        "src/rules/check-rules.ts:131 true",
        "src/rules/check-rules.ts:131 r.priority !== best.priority",
        "src/rules/check-rules.ts:131 r.order <= best.order",
      ],
    ],
    ["a scope's rules are in load order: the first has the lowest", ["src/rules/check-rules.ts:162 true", "src/rules/check-rules.ts:162 a.order < b.order"]],
    [
      "every caller passes the domain, and a nullable domain is a count, a string or a boolean, each answered by its own line above",
      [
        "src/rules/check-rules.ts:252 d.type",
        "src/rules/check-rules.ts:254 d.type",
        "src/rules/check-rules.ts:256 d.type",
        "src/rules/check-rules.ts:256 true",
      ],
    ],
    [
      "an operator that cannot apply returned above: by here a list fact is compared only by contains or doesNotContain, contains only a list, and in or notIn with a list",
      [
        'src/rules/check-rules.ts:339 CONTAINS.has(op) || left.type === "list"',
        "src/rules/check-rules.ts:339 true",
        "src/rules/check-rules.ts:342 true",
        'src/rules/check-rules.ts:355 CONTAINS.has(op) || left.type === "list"',
        "src/rules/check-rules.ts:355 true",
      ],
    ],
    ["Number.isFinite is false for anything but a number", ["src/rules/check-rules.ts:386 true"]],
    ["text where a number is tried gives NaN around it, which `v >= min` drops", ['src/rules/check-rules.ts:397 ["Stryker was here"]']],
    [
      "domainValues is asked only about the paths the levels take values from: counts, integers, strings and dates",
      [
        'src/rules/check-rules.ts:405 case "boolean":',
        'src/rules/check-rules.ts:405 ""',
        "src/rules/check-rules.ts:406 []",
        "src/rules/check-rules.ts:406 true",
        "src/rules/check-rules.ts:406 false",
        'src/rules/check-rules.ts:407 case "enum":',
        'src/rules/check-rules.ts:407 ""',
        'src/rules/check-rules.ts:440 case "list":',
        'src/rules/check-rules.ts:440 ""',
        'src/rules/check-rules.ts:441 ["Stryker was here"]',
      ],
    ],
    [
      "keys negated, or a level's index subtracted, are as distinct as the keys (each index is below its place value), and the first place value is 1",
      [
        "src/rules/check-rules.ts:518 key -= ids[lookup.reads[j]!]! * lookup.strides[j]!",
        "src/rules/check-rules.ts:608 bases[l]! - id * d.all.strides[0]!",
        "src/rules/check-rules.ts:608 id / d.all.strides[0]!",
      ],
    ],
    [
      "a cache: asked again, the same values, verdict or list",
      [
        "src/rules/check-rules.ts:395 false",
        "src/rules/check-rules.ts:610 true",
        "src/rules/check-rules.ts:616 true",
        "src/rules/check-rules.ts:738 true",
        "src/rules/check-rules.ts:740 true",
      ],
    ],
    [
      "a new array for an equal list of matching rules only splits a group of situations, whose counts the findings add up",
      [
        "src/rules/check-rules.ts:545 true",
        "src/rules/check-rules.ts:627 true",
        "src/rules/check-rules.ts:630 true",
        "src/rules/check-rules.ts:630 matches.length >= 0",
      ],
    ],
    ["a level no rule is decided at matches none there either way", ["src/rules/check-rules.ts:580 false"]],
    [
      "mayMatch only spares the walk: when it finds no rule may match, the walk finds none either; a maybe, or trying every combination (setting the levels below too, which the rules decided there do not read; past the first level pos[-1] is NaN and ends the loop), costs time only",
      [
        "src/rules/check-rules.ts:584 false",
        "src/rules/check-rules.ts:1030 {}",
        "src/rules/check-rules.ts:1030 false",
        "src/rules/check-rules.ts:659 at <= deciders.length",
        "src/rules/check-rules.ts:663 levels",
        "src/rules/check-rules.ts:664 true",
        "src/rules/check-rules.ts:664 false",
        "src/rules/check-rules.ts:664 sizes.reduce((n, size) => n * size, 1) >= MAY_MATCH_LIMIT",
        "src/rules/check-rules.ts:664 sizes.reduce((n, size) => n * size, 1) <= MAY_MATCH_LIMIT",
        "src/rules/check-rules.ts:664 () => undefined",
        "src/rules/check-rules.ts:664 n / size",
        "src/rules/check-rules.ts:670 true",
        "src/rules/check-rules.ts:673 true",
        "src/rules/check-rules.ts:676 true",
      ],
    ],
    [
      "each is set before it is read",
      ["src/rules/check-rules.ts:587 () => undefined", 'src/rules/check-rules.ts:587 ["Stryker was here"]', "src/rules/check-rules.ts:589 () => undefined"],
    ],
    [
      "resolveConfig always sets multiValued (empty by default)",
      ['src/rules/check-rules.ts:702 ["Stryker was here"]', 'src/rules/check-rules.ts:935 ["Stryker was here"]'],
    ],
    [
      "a target that does not exist is not active (TARGET_NONE, the only target of a plain candidate)",
      ["src/rules/check-rules.ts:791 true", 'src/rules/check-rules.ts:791 ""'],
    ],
    [
      "an empty list of the candidate's strings leaves the levels below no choice: the subtree is walked to no situation",
      [
        "src/rules/check-rules.ts:799 true",
        "src/rules/check-rules.ts:799 known.length >= 0",
        "src/rules/check-rules.ts:818 true",
        "src/rules/check-rules.ts:818 quoted.length >= 0",
        "src/rules/check-rules.ts:824 true",
        "src/rules/check-rules.ts:824 fitting.length >= 0",
      ],
    ],
    ["a live target is a supersedes' here: a retire or resolve has no value, and is refused a look-alike first", ["src/rules/check-rules.ts:812 true"]],
    ["narrowing by null keeps every candidate: a key is never null", ["src/rules/check-rules.ts:823 false"]],
    ["origin, quoteFound and similarKey are paths of the candidate fact only", ["src/rules/check-rules.ts:861 true"]],
    [
      "no other fact of the candidate scope has a path named key, value, source or observedDate, and a constant that is not text is never in a list of strings",
      ["src/rules/check-rules.ts:898 true"],
    ],
    [
      "by here a target exists only for a supersedes, retire or resolve (a resolve skips the clause), and one that does not exist is not active",
      ["src/rules/check-rules.ts:933 true"],
    ],
    [
      "a path of another fact looked up among the config's finds no domain (key.multiValued is added as multiValued anyway), and each config path a rule reads has one",
      ["src/rules/check-rules.ts:1009 refs", "src/rules/check-rules.ts:1009 true", "src/rules/check-rules.ts:1010 true", "src/rules/check-rules.ts:1014 false"],
    ],
    ["a key the config lists is multi-valued whatever its name", ['src/rules/check-rules.ts:1017 ["Stryker was here"]']],
    [
      "the config's only list of strings is multiValued, handled above, and its only nullable value is a count",
      ["src/rules/check-rules.ts:1018 true", "src/rules/check-rules.ts:1019 true"],
    ],
    [
      "contains and doesNotContain of a real value answer the same with a junk item in every subset, or an item twice",
      ['src/rules/check-rules.ts:1036 ["Stryker was here"]', "src/rules/check-rules.ts:1039 i <= n"],
    ],
    [
      "a superseded fact always has superseded_by and superseded_on, a retired one retired_on and retired_reason (profile.schema.json requires them, the parser refuses a line without them and the outcomes set them): the fallback only answers the optional type",
      ['src/core/profile-format.ts:136 "Stryker was here!"', 'src/core/profile-format.ts:139 "Stryker was here!"'],
    ],
    [
      "detached returns an equal string (a copy that frees the matched line): keeping the match itself, or the date first seen, writes and compares the same",
      ["src/core/profile-format.ts:433 true", "src/core/profile-format.ts:441 false"],
    ],
    ["the sources' range is read only to split them, and the fast path hands them over already split", ["src/core/profile-format.ts:435 []"]],
    ["a value without an escape goes through the loop zero times and comes out as the same text", ["src/core/profile-format.ts:555 false"]],
    ["a lone low surrogate at the start is no letter or digit, nor is the empty text slice(-1, 1) gives in its place", ["src/core/search-tokens.ts:75 true"]],
    [
      'every reference of a loaded rule names a path (buildRuleSet refuses one without); without one, Object.hasOwn(paths, undefined) would look up the path "undefined", which no catalog path is',
      ["src/rules/fact-catalog.ts:163 false"],
    ],
    ["its one caller asks only for a published candidate", ["src/rules/guards.ts:162 true"]],
    [
      "every reference of a loaded rule names a path (buildRuleSet refuses one without), so the fallback is never read; the order only has to be fixed (the memo key's places)",
      ['src/rules/rule-set.ts:97 "Stryker was here!"'],
    ],
    ["a leaf with neither a constant nor a reference reads both as undefined whether the fields are there or not", ["src/rules/conditions.ts:63 {}"]],
    [
      "the remembered list is read only when the remembered index holds a decline, so never when there is no list",
      ['src/diff/propose-diff.ts:207 ["Stryker was here"]'],
    ],
    [
      "with no active fact of the key (nor seed of another value), its look-alike index is empty: the lookup finds nothing either way",
      ["src/diff/propose-diff.ts:663 true"],
    ],
    [
      "the forms are compared only after their 32-bit hashes match: token sets that differ but read alike without the spaces (`c-ab`, `bc-a`) have the same hash only by a collision",
      ['src/diff/similar-keys.ts:35 ""'],
    ],
    [
      "a fourth pass looks up an undefined hash, read as 0: it finds a key only if an entry whose stored hash bits are all 0 sits in the probe run at slot 0 (at 100k keys ~60 of the ~2M entries have such bits, in a table of 4M slots); a test would have to search for such keys",
      ["src/diff/similar-keys.ts:316 t <= 3"],
    ],
    [
      "the engine stops after the first priority set with a success (tested above), so every result has the same priority: only the file order decides among them",
      ["src/rules/evaluator.ts:101 true"],
    ],
    [
      "past the operator checks, only in and notIn compare with a list: a list on the right of any other operator already differs in kind (no fact is a list of lists)",
      ['src/rules/check-rules.ts:342 MEMBERSHIP.has(op) || right.type === "list"'],
    ],
    [
      "every path a loaded rule reads is one of the catalog's (buildRuleSet refuses any other), and every catalog path has its level: the throw and the fallback are never reached",
      ["src/rules/check-rules.ts:573 false", "src/rules/check-rules.ts:573 ``", 'src/rules/check-rules.ts:576 "Stryker was here!"'],
    ],
    [
      "a plain candidate's only target choice is none, and a target that does not exist is not active: whether the mode or the target's existence is asked first, the same seeds change",
      ['src/rules/check-rules.ts:791 mode !== "plain" || t.exists'],
    ],
    [
      "the clause before makes a named target imply a supersedes, retire or resolve (a resolve is left out above), and no target that does not exist is active: both joins give the same",
      ["src/rules/check-rules.ts:933 c.hasSupersedes || c.hasRetires || t.exists"],
    ],
    [
      "only key.multiValued follows from the config's multi-valued keys: a rule that does not read it matches the same situations under every such config, so trying more finds nothing new",
      ['src/rules/check-rules.ts:1010 r.fact === "key" || r.path === "multiValued"'],
    ],
    ["asked only of a rule that matches nothing under the loaded config: walking that one config again finds nothing", ["src/rules/check-rules.ts:1028 false"]],
  ].flatMap(([reason, mutants]) => mutants.map((m) => [m, reason])),
);

const ALIVE = new Set(["Survived", "NoCoverage"]);
/** What stryker.config.mjs leaves out of `mutate`: data and generated types. */
const NOT_MUTATED = new Set(["src/core/confusables-table.ts", "src/core/schema-types.ts"]);
const DETECTED = new Set(["Killed", "Timeout"]);

/** Whether a module has code once its types are stripped: one of types alone has no mutant, so no run lists it. */
function hasCode(path) {
  const js = ts.transpileModule(readFileSync(path, "utf8"), {
    compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ESNext, removeComments: true },
  }).outputText;
  return js.replace(/export \{\};/g, "").trim() !== "";
}

/** Stryker's score: detected against every mutant that ran or no test reached (not the ignored static ones, nor those that did not compile). */
function score(mutants) {
  const counted = mutants.filter((m) => DETECTED.has(m.status) || ALIVE.has(m.status));
  const detected = counted.filter((m) => DETECTED.has(m.status)).length;
  return { total: counted.length, detected, alive: counted.length - detected, ignored: mutants.filter((m) => m.status === "Ignored").length };
}

const pct = (s) => (s.total === 0 ? "n/a" : `${((100 * s.detected) / s.total).toFixed(1)}%`);
/** The code a mutant replaces: its span when on one line (a line can hold several conditions), else its first line. */
const mutated = (lines, { start, end }) => {
  const text = lines[start.line - 1] ?? "";
  return start.line === end.line ? text.slice(start.column - 1, end.column - 1) : text.trim();
};
const code = (s) => `\`${s.replace(/\s+/g, " ").replace(/`/g, "'").slice(0, 70)}\``;

const out = [
  "# Mutants left alive",
  "",
  "Written by `scripts/mutation-survivors.mjs` from the last run of each folder by `npm run",
  'test:mutation` (docs/testing.md, "Mutation testing"). The score counts killed and timed-out',
  "mutants against every mutant but the ignored static ones. Each mutant left alive is listed with",
  "the code it changes; one that cannot change behaviour says why, every other one is a test still",
  "to write.",
  "",
  "| folder | mutants | detected | alive | static, ignored | score |",
  "| ------ | ------: | -------: | ----: | --------------: | ----: |",
];
const sections = [];
for (const folder of FOLDERS) {
  const file = join(ROOT, "test", "mutation-baseline", `${folder}-incremental.json.gz`);
  if (!existsSync(file)) {
    out.push(`| src/${folder} | – | – | – | – | not run |`);
    continue;
  }
  const report = JSON.parse(gunzipSync(readFileSync(file)).toString("utf8"));
  const all = Object.values(report.files).flatMap((f) => f.mutants);
  const s = score(all);
  // A baseline from a run of some of the folder's files (`--mutate`) says which part it measured.
  const sources = readdirSync(join(ROOT, "src", folder), { recursive: true }).filter(
    (f) => f.endsWith(".ts") && !NOT_MUTATED.has(`src/${folder}/${f}`) && hasCode(join(ROOT, "src", folder, f)),
  );
  const covered = Object.keys(report.files).length;
  const name = covered < sources.length ? `src/${folder} (${covered} of ${sources.length} files)` : `src/${folder}`;
  out.push(`| ${name} | ${s.total} | ${s.detected} | ${s.alive} | ${s.ignored} | ${pct(s)} |`);
  // A reason names a mutant by its line: one that names no mutant left alive in a whole run is
  // stale (a test kills it now, or the code moved), and says so here until it is removed or re-keyed.
  if (covered === sources.length) {
    const alive = new Set(
      Object.entries(report.files).flatMap(([n, f]) =>
        f.mutants.filter((m) => ALIVE.has(m.status)).map((m) => `${n}:${m.location.start.line} ${m.replacement}`),
      ),
    );
    const stale = [...REASONS.keys()].filter((k) => k.startsWith(`src/${folder}/`) && !alive.has(k));
    if (stale.length > 0) console.log(`src/${folder}: ${stale.length} reason(s) name no mutant left alive (remove or re-key them):\n  ${stale.join("\n  ")}`);
  }
  sections.push("", `## ${name}: ${pct(s)}`, "");
  // The report names each file by its path from the project's root: src/core/….
  for (const [name, f] of Object.entries(report.files).sort(([a], [b]) => (a < b ? -1 : 1))) {
    // By place, then replacement: a run that only reuses results lists them in the same order.
    const alive = f.mutants
      .filter((m) => ALIVE.has(m.status))
      .sort(
        (a, b) =>
          a.location.start.line - b.location.start.line ||
          a.location.start.column - b.location.start.column ||
          (a.replacement < b.replacement ? -1 : a.replacement > b.replacement ? 1 : 0),
      );
    if (alive.length === 0) continue;
    const lines = f.source.split("\n");
    sections.push(`### ${name}: ${pct(score(f.mutants))}, ${alive.length} alive`, "");
    for (const m of alive) {
      const line = m.location.start.line;
      const why = REASONS.get(`${name}:${line} ${m.replacement}`) ?? (m.status === "NoCoverage" ? "no test reaches it: a test to write" : "a test to write");
      sections.push(`- ${line}: ${m.mutatorName} ${code(mutated(lines, m.location))} → ${code(m.replacement ?? "")}: ${why}`);
    }
    sections.push("");
  }
}
writeFileSync(join(ROOT, "docs", "mutation-survivors.md"), `${[...out, ...sections].join("\n").trimEnd()}\n`);
console.log(out.slice(7).join("\n"));
