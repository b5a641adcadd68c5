#!/usr/bin/env node
// brain's entry (scripts/build-bundle.mjs): the compile cache, then the program.
"use strict";
require("./compile-cache.cjs").enable(__dirname);
require("./cli.cjs");
