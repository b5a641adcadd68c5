// Preloaded (NODE_OPTIONS=--require) by test/hosts/package.test.ts: appends to $BRAIN_PROBE_LOG each
// package name a process asks Node to resolve — a bare specifier: not relative, not absolute, not a
// URL, not a Node built-in — through require() (patched below) or import (the ESM resolve hook
// registered below). The installed brain must ask for none: its bundle carries every dependency, so
// a name it asked for would come from whatever node_modules happens to lie above the install.
"use strict";
const { appendFileSync } = require("node:fs");
const Module = require("node:module");

const NOT_BARE = /^(\.|\/|[a-z]+:)/i;
const log = process.env.BRAIN_PROBE_LOG;

const resolveFilename = Module._resolveFilename;
Module._resolveFilename = function probe(request, ...rest) {
  if (!NOT_BARE.test(request) && !Module.isBuiltin(request)) appendFileSync(log, `require ${request}\n`);
  return resolveFilename.call(this, request, ...rest);
};

const esmHook = `
import { appendFileSync } from "node:fs";
import { isBuiltin } from "node:module";
export async function resolve(specifier, context, next) {
  if (!${NOT_BARE}.test(specifier) && !isBuiltin(specifier)) appendFileSync(${JSON.stringify(log)}, "import " + specifier + "\\n");
  return next(specifier, context);
}`;
Module.register(`data:text/javascript,${encodeURIComponent(esmHook)}`);
