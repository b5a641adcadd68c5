import { createRequire as __brainCreateRequire } from "node:module";
import { fileURLToPath as __brainFileURLToPath } from "node:url";
const require = __brainCreateRequire(import.meta.url);
const __filename = __brainFileURLToPath(import.meta.url);
import {
  normalizeKey,
  normalizeValue
} from "./chunk-OLHRGSO2.mjs";
import {
  shortHash
} from "./chunk-NBGDC34C.mjs";

// src/core/mint-id.ts
var NS = "brain:v1";
function mintEntityId({ kind, key }) {
  return shortHash(`${NS}:entity\0${kind}\0${normalizeKey(key)}`);
}
function mintConflictId({ kind, key, value }) {
  return shortHash(`${NS}:conflict\0${kind}\0${normalizeKey(key)}\0${normalizeValue(value)}`);
}
function mintMemberId({ kind, key, value }) {
  return shortHash(`${NS}:member\0${kind}\0${normalizeKey(key)}\0${normalizeValue(value)}`);
}
function mintArchiveId({ id, value, on }) {
  return shortHash(`${NS}:archive\0${id}\0${normalizeValue(value)}\0${on}`);
}
function uniqueId(preferred, taken) {
  if (!taken.has(preferred)) return preferred;
  for (let n = 2; ; n++) {
    const id = shortHash(`${NS}:again\0${preferred}\0${n}`);
    if (!taken.has(id)) return id;
  }
}

export {
  mintEntityId,
  mintConflictId,
  mintMemberId,
  mintArchiveId,
  uniqueId
};
