#!/usr/bin/env node
// brain's entry is brain.cjs beside this file (see scripts/build-bundle.mjs); this name is kept so
// that configurations written for earlier versions (`node …/bundle/brain.mjs`) still run it.
import { createRequire } from "node:module";
createRequire(import.meta.url)("./brain.cjs");
