#!/usr/bin/env node
// brain's entry (scripts/build-bundle.mjs): the compile cache for this build, then the program.
"use strict";
require("./compile-cache.cjs").enable(__dirname, "1b098dd9048d3c10");
require("./cli.cjs");
