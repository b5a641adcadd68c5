import { createRequire as __brainCreateRequire } from "node:module";
import { fileURLToPath as __brainFileURLToPath } from "node:url";
const require = __brainCreateRequire(import.meta.url);
const __filename = __brainFileURLToPath(import.meta.url);
import {
  DEFAULT_LEARN_FROM,
  DEFAULT_RETIRE_FROM
} from "./chunk-NK7G2TRU.mjs";
import {
  schemas
} from "./chunk-OLHRGSO2.mjs";
import {
  parseYamlText,
  readInputText
} from "./chunk-NBGDC34C.mjs";
import {
  DEFAULT_THRESHOLDS,
  InvalidInputError
} from "./chunk-YLHGQIST.mjs";

// src/io/load-config.ts
import { existsSync } from "node:fs";
import { dirname, resolve } from "node:path";
var DEFAULT_CONFIG = Object.freeze({
  promoteThreshold: 3,
  decayDays: 90,
  staticDecayDays: null,
  learnFrom: [...DEFAULT_LEARN_FROM],
  nudge: { ...DEFAULT_THRESHOLDS },
  rules: null,
  requireKnownSources: true,
  multiValued: [],
  retireFrom: [...DEFAULT_RETIRE_FROM]
});
function loadConfig(explicit, defaultPath) {
  const path = explicit ? resolve(explicit) : defaultPath;
  if (!explicit && !existsSync(path)) return { config: resolveConfig({}), path: null, rulesDir: null };
  const raw = parseYamlText(readInputText(path, path), path) ?? {};
  const result = schemas().validate("config", raw, path);
  if (!result.ok) throw new InvalidInputError(result.issues, "The config was not used; nothing was changed. See docs/rules.md (Tuning).");
  const config = resolveConfig(result.value);
  return { config, path, rulesDir: config.rules ? resolve(dirname(path), config.rules) : null };
}
function resolveConfig(c) {
  return {
    promoteThreshold: c.promoteThreshold ?? DEFAULT_CONFIG.promoteThreshold,
    decayDays: c.decayDays ?? DEFAULT_CONFIG.decayDays,
    staticDecayDays: c.staticDecayDays ?? null,
    learnFrom: [...c.learnFrom ?? DEFAULT_CONFIG.learnFrom],
    nudge: {
      minNewPublished: c.nudge?.minNewPublished ?? DEFAULT_CONFIG.nudge.minNewPublished,
      minDaysSinceRun: c.nudge?.minDaysSinceRun ?? DEFAULT_CONFIG.nudge.minDaysSinceRun
    },
    rules: c.rules ?? null,
    requireKnownSources: c.requireKnownSources ?? true,
    multiValued: [...c.multiValued ?? []],
    retireFrom: [...c.retireFrom ?? DEFAULT_RETIRE_FROM]
  };
}

export {
  DEFAULT_CONFIG,
  loadConfig,
  resolveConfig
};
