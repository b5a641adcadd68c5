#!/usr/bin/env node
// brain's entry (scripts/build-bundle.mjs): the compile cache for this build, then the program.
"use strict";
require("./compile-cache.cjs").enable(__dirname, "0eba1727643a0b19");
require("./cli.cjs");
