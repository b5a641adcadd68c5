import { createRequire as __brainCreateRequire } from "node:module";
import { fileURLToPath as __brainFileURLToPath } from "node:url";
const require = __brainCreateRequire(import.meta.url);
const __filename = __brainFileURLToPath(import.meta.url);

// src/io/package-paths.ts
import { fileURLToPath } from "node:url";
var IN_BUNDLE = true;
var ROOT = new URL(IN_BUNDLE ? "../" : "../../", import.meta.url);
var SHIPPED_RULES_DIR = fileURLToPath(new URL("rules", ROOT));
function schemaPath(name) {
  return fileURLToPath(new URL(`schemas/${name}.schema.json`, ROOT));
}
function packagePath(relative) {
  return fileURLToPath(new URL(relative, ROOT));
}
var PRECOMPILED_VALIDATORS = fileURLToPath(new URL(IN_BUNDLE ? "./validators.cjs" : "../validators.cjs", import.meta.url));

export {
  SHIPPED_RULES_DIR,
  schemaPath,
  packagePath,
  PRECOMPILED_VALIDATORS
};
