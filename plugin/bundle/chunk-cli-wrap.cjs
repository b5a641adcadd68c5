var __defProp = Object.defineProperty;
var __getOwnPropDesc = Object.getOwnPropertyDescriptor;
var __getOwnPropNames = Object.getOwnPropertyNames;
var __hasOwnProp = Object.prototype.hasOwnProperty;
var __export = (target, all) => {
  for (var name in all)
    __defProp(target, name, { get: all[name], enumerable: true });
};
var __copyProps = (to, from, except, desc) => {
  if (from && typeof from === "object" || typeof from === "function") {
    for (let key of __getOwnPropNames(from))
      if (!__hasOwnProp.call(to, key) && key !== except)
        __defProp(to, key, { get: () => from[key], enumerable: !(desc = __getOwnPropDesc(from, key)) || desc.enumerable });
  }
  return to;
};
var __toCommonJS = (mod) => __copyProps(__defProp({}, "__esModule", { value: true }), mod);
var stdin_exports = {};
__export(stdin_exports, {
  wrapText: () => wrapText
});
module.exports = __toCommonJS(stdin_exports);
function wrapText(text, width) {
  return text.split("\n").map((line) => wrapLine(line, width)).join("\n");
}
function wrapLine(line, width) {
  if (line.length <= width) return line;
  const indent = /^\s*/.exec(line)[0];
  const units = unitsOf(line.slice(indent.length));
  const lines = [];
  let current = indent;
  let empty = true;
  for (const unit of units) {
    if (!empty && current.length + 1 + unit.length > width) {
      lines.push(current);
      current = `${indent}  ${unit}`;
      continue;
    }
    current = empty ? current + unit : `${current} ${unit}`;
    empty = false;
  }
  lines.push(current);
  return lines.join("\n");
}
var COMMAND_START = /^(brain|node \S*brain\.[cm]js)( |$)/;
function unitsOf(text) {
  const units = [];
  let rest = text;
  while (rest.length > 0) {
    rest = rest.replace(/^ +/, "");
    if (rest === "") break;
    if (COMMAND_START.test(rest)) {
      units.push(rest);
      break;
    }
    const quoted = /^[^\s`]*`[^`]*`[^\s]*/.exec(rest);
    const word = quoted ?? /^\S+/.exec(rest);
    units.push(word[0]);
    rest = rest.slice(word[0].length);
  }
  return units;
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  wrapText
});
// brain-digest: 13698431b4d0f788
