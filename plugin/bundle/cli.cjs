var __create = Object.create;
var __defProp = Object.defineProperty;
var __getOwnPropDesc = Object.getOwnPropertyDescriptor;
var __getOwnPropNames = Object.getOwnPropertyNames;
var __getProtoOf = Object.getPrototypeOf;
var __hasOwnProp = Object.prototype.hasOwnProperty;
var __copyProps = (to, from, except, desc) => {
  if (from && typeof from === "object" || typeof from === "function") {
    for (let key of __getOwnPropNames(from))
      if (!__hasOwnProp.call(to, key) && key !== except)
        __defProp(to, key, { get: () => from[key], enumerable: !(desc = __getOwnPropDesc(from, key)) || desc.enumerable });
  }
  return to;
};
var __toESM = (mod, isNodeMode, target) => (target = mod != null ? __create(__getProtoOf(mod)) : {}, __copyProps(
  // If the importer is in node compatibility mode or this is not an ESM
  // file that has been converted to a CommonJS file using a Babel-
  // compatible transform (i.e. "__esModule" has not been set), then set
  // "default" to the CommonJS "module.exports" for node compatibility.
  isNodeMode || !mod || !mod.__esModule ? __defProp(target, "default", { value: mod, enumerable: true }) : target,
  mod
));
var import_chunk_cli_signals = require("./chunk-cli-signals.cjs");
var import_chunk_cli_wrap = require("./chunk-cli-wrap.cjs");
var import_chunk_core_version = require("./chunk-core-version.cjs");
var import_chunk_cli_exit_codes = require("./chunk-cli-exit-codes.cjs");
var import_chunk_cli_output = require("./chunk-cli-output.cjs");
var import_chunk_core_error_message = require("./chunk-core-error-message.cjs");
var import_chunk_hooks_session_start = require("./chunk-hooks-session-start.cjs");
var import_chunk_runtime = require("./chunk-runtime.cjs");
var import_node_v8 = require("node:v8");
var HEAP_GROWTH_FLAG = "--heap-growing-percent=50";
function boundHeapGrowth() {
  (0, import_node_v8.setFlagsFromString)(HEAP_GROWTH_FLAG);
}
function toArr(any) {
  return any == null ? [] : Array.isArray(any) ? any : [any];
}
function toVal(out, key, val, opts) {
  var x, old = out[key], nxt = !!~opts.string.indexOf(key) ? val == null || val === true ? "" : String(val) : typeof val === "boolean" ? val : !!~opts.boolean.indexOf(key) ? val === "false" ? false : val === "true" || (out._.push((x = +val, x * 0 === 0) ? x : val), !!val) : (x = +val, x * 0 === 0) ? x : val;
  out[key] = old == null ? nxt : Array.isArray(old) ? old.concat(nxt) : [old, nxt];
}
function lib_default(args, opts) {
  args = args || [];
  opts = opts || {};
  var k, arr, arg, name, val, out = { _: [] };
  var i = 0, j = 0, idx = 0, len = args.length;
  const alibi = opts.alias !== void 0;
  const strict = opts.unknown !== void 0;
  const defaults = opts.default !== void 0;
  opts.alias = opts.alias || {};
  opts.string = toArr(opts.string);
  opts.boolean = toArr(opts.boolean);
  if (alibi) for (k in opts.alias) {
    arr = opts.alias[k] = toArr(opts.alias[k]);
    for (i = 0; i < arr.length; i++) (opts.alias[arr[i]] = arr.concat(k)).splice(i, 1);
  }
  for (i = opts.boolean.length; i-- > 0; ) {
    arr = opts.alias[opts.boolean[i]] || [];
    for (j = arr.length; j-- > 0; ) opts.boolean.push(arr[j]);
  }
  for (i = opts.string.length; i-- > 0; ) {
    arr = opts.alias[opts.string[i]] || [];
    for (j = arr.length; j-- > 0; ) opts.string.push(arr[j]);
  }
  if (defaults) for (k in opts.default) {
    name = typeof opts.default[k];
    arr = opts.alias[k] = opts.alias[k] || [];
    if (opts[name] !== void 0) {
      opts[name].push(k);
      for (i = 0; i < arr.length; i++) opts[name].push(arr[i]);
    }
  }
  const keys = strict ? Object.keys(opts.alias) : [];
  for (i = 0; i < len; i++) {
    arg = args[i];
    if (arg === "--") {
      out._ = out._.concat(args.slice(++i));
      break;
    }
    for (j = 0; j < arg.length; j++) if (arg.charCodeAt(j) !== 45) break;
    if (j === 0) out._.push(arg);
    else if (arg.substring(j, j + 3) === "no-") {
      name = arg.substring(j + 3);
      if (strict && !~keys.indexOf(name)) return opts.unknown(arg);
      out[name] = false;
    } else {
      for (idx = j + 1; idx < arg.length; idx++) if (arg.charCodeAt(idx) === 61) break;
      name = arg.substring(j, idx);
      val = arg.substring(++idx) || i + 1 === len || ("" + args[i + 1]).charCodeAt(0) === 45 || args[++i];
      arr = j === 2 ? [name] : name;
      for (idx = 0; idx < arr.length; idx++) {
        name = arr[idx];
        if (strict && !~keys.indexOf(name)) return opts.unknown("-".repeat(j) + name);
        toVal(out, name, idx + 1 < arr.length || val, opts);
      }
    }
  }
  if (defaults) {
    for (k in opts.default) if (out[k] === void 0) out[k] = opts.default[k];
  }
  if (alibi) for (k in out) {
    arr = opts.alias[k] || [];
    while (arr.length > 0) out[arr.shift()] = out[k];
  }
  return out;
}
function removeBrackets(v) {
  return v.replace(/[<[].+/, "").trim();
}
function findAllBrackets(v) {
  const ANGLED_BRACKET_RE_GLOBAL = /<([^>]+)>/g;
  const SQUARE_BRACKET_RE_GLOBAL = /\[([^\]]+)\]/g;
  const res = [];
  const parse = (match) => {
    let variadic = false;
    let value = match[1];
    if (value.startsWith("...")) {
      value = value.slice(3);
      variadic = true;
    }
    return {
      required: match[0].startsWith("<"),
      value,
      variadic
    };
  };
  let angledMatch;
  while (angledMatch = ANGLED_BRACKET_RE_GLOBAL.exec(v)) res.push(parse(angledMatch));
  let squareMatch;
  while (squareMatch = SQUARE_BRACKET_RE_GLOBAL.exec(v)) res.push(parse(squareMatch));
  return res;
}
function getMriOptions(options) {
  const result = {
    alias: /* @__PURE__ */ Object.create(null),
    boolean: []
  };
  for (const [index, option] of options.entries()) {
    if (option.names.length > 1) result.alias[option.names[0]] = option.names.slice(1);
    if (option.isBoolean) {
      if (option.negated) {
        if (!options.some((o, i) => {
          return i !== index && o.names.some((name) => option.names.includes(name)) && typeof o.required === "boolean";
        })) result.boolean.push(option.names[0]);
      } else result.boolean.push(option.names[0]);
    }
  }
  return result;
}
function findLongest(arr) {
  return arr.sort((a, b) => b.length - a.length)[0];
}
function padRight(str, length) {
  return str.length >= length ? str : `${str}${" ".repeat(length - str.length)}`;
}
function camelcase(input) {
  return input.replaceAll(/([a-z])-([a-z])/g, (_, p1, p2) => {
    return p1 + p2.toUpperCase();
  });
}
var UNSAFE_KEYS = /* @__PURE__ */ new Set([
  "__proto__",
  "constructor",
  "prototype"
]);
function setDotProp(obj, keys, val) {
  if (keys.some((key) => UNSAFE_KEYS.has(key))) return;
  let current = obj;
  for (let i = 0; i < keys.length; i++) {
    const key = keys[i];
    if (i === keys.length - 1) {
      current[key] = val;
      return;
    }
    if (current[key] == null) {
      const nextKeyIsArrayIndex = +keys[i + 1] > -1;
      current[key] = nextKeyIsArrayIndex ? [] : {};
    }
    current = current[key];
  }
}
function setByType(obj, transforms) {
  for (const [key, transform] of Object.entries(transforms)) if (transform.shouldTransform && key in obj) {
    obj[key] = [obj[key]].flat();
    if (typeof transform.transformFunction === "function") obj[key] = obj[key].map(transform.transformFunction);
  }
}
function getFileName(input) {
  const m = /([^\\/]+)$/.exec(input);
  return m ? m[1] : "";
}
function camelcaseOptionName(name) {
  return name.split(".").map((v, i) => {
    return i === 0 ? camelcase(v) : v;
  }).join(".");
}
var CACError = class extends Error {
  constructor(message) {
    super(message);
    this.name = "CACError";
    if (typeof Error.captureStackTrace !== "function") this.stack = new Error(message).stack;
  }
};
var Option = class {
  rawName;
  description;
  /** Option name */
  name;
  /** Option name and aliases */
  names;
  isBoolean;
  required;
  config;
  negated;
  constructor(rawName, description, config) {
    this.rawName = rawName;
    this.description = description;
    this.config = Object.assign({}, config);
    rawName = rawName.replaceAll(".*", "");
    this.negated = false;
    this.names = removeBrackets(rawName).split(",").map((v) => {
      let name = v.trim().replace(/^-{1,2}/, "");
      if (name.startsWith("no-")) {
        this.negated = true;
        name = name.replace(/^no-/, "");
      }
      return camelcaseOptionName(name);
    }).sort((a, b) => a.length - b.length);
    this.name = this.names.at(-1);
    if (this.negated && this.config.default == null) this.config.default = true;
    if (rawName.includes("<")) this.required = true;
    else if (rawName.includes("[")) this.required = false;
    else this.isBoolean = true;
  }
};
var runtimeInfo;
if (typeof process !== "undefined") {
  let runtimeName;
  if (typeof Deno !== "undefined" && typeof Deno.version?.deno === "string") runtimeName = "deno";
  else if (typeof Bun !== "undefined" && typeof Bun.version === "string") runtimeName = "bun";
  else runtimeName = "node";
  runtimeInfo = `${process.platform}-${process.arch} ${runtimeName}-${process.version}`;
} else if (typeof navigator === "undefined") runtimeInfo = `unknown`;
else runtimeInfo = `${navigator.platform} ${navigator.userAgent}`;
function getRuntimeProcessArgs() {
  return typeof process === "undefined" ? void 0 : process.argv;
}
var Command = class {
  rawName;
  description;
  config;
  cli;
  options;
  aliasNames;
  name;
  args;
  commandAction;
  usageText;
  versionNumber;
  examples;
  helpCallback;
  globalCommand;
  constructor(rawName, description, config = {}, cli) {
    this.rawName = rawName;
    this.description = description;
    this.config = config;
    this.cli = cli;
    this.options = [];
    this.aliasNames = [];
    this.name = removeBrackets(rawName);
    this.args = findAllBrackets(rawName);
    this.examples = [];
  }
  usage(text) {
    this.usageText = text;
    return this;
  }
  allowUnknownOptions() {
    this.config.allowUnknownOptions = true;
    return this;
  }
  ignoreOptionDefaultValue() {
    this.config.ignoreOptionDefaultValue = true;
    return this;
  }
  version(version, customFlags = "-v, --version") {
    this.versionNumber = version;
    this.option(customFlags, "Display version number");
    return this;
  }
  example(example) {
    this.examples.push(example);
    return this;
  }
  /**
  * Add a option for this command
  * @param rawName Raw option name(s)
  * @param description Option description
  * @param config Option config
  */
  option(rawName, description, config) {
    const option = new Option(rawName, description, config);
    this.options.push(option);
    return this;
  }
  alias(name) {
    this.aliasNames.push(name);
    return this;
  }
  action(callback) {
    this.commandAction = callback;
    return this;
  }
  /**
  * Check if a command name is matched by this command
  * @param name Command name
  */
  isMatched(name) {
    return this.name === name || this.aliasNames.includes(name);
  }
  get isDefaultCommand() {
    return this.name === "" || this.aliasNames.includes("!");
  }
  get isGlobalCommand() {
    return this instanceof GlobalCommand;
  }
  /**
  * Check if an option is registered in this command
  * @param name Option name
  */
  hasOption(name) {
    name = name.split(".", 1)[0];
    return this.options.find((option) => {
      return option.names.includes(name);
    });
  }
  outputHelp() {
    const { name, commands } = this.cli;
    const { versionNumber, options: globalOptions, helpCallback } = this.cli.globalCommand;
    let sections = [{ body: `${name}${versionNumber ? `/${versionNumber}` : ""}` }];
    sections.push({
      title: "Usage",
      body: `  $ ${name} ${this.usageText || this.rawName}`
    });
    if ((this.isGlobalCommand || this.isDefaultCommand) && commands.length > 0) {
      const longestCommandName = findLongest(commands.map((command) => command.rawName));
      sections.push({
        title: "Commands",
        body: commands.map((command) => {
          return `  ${padRight(command.rawName, longestCommandName.length)}  ${command.description}`;
        }).join("\n")
      }, {
        title: `For more info, run any command with the \`--help\` flag`,
        body: commands.map((command) => `  $ ${name}${command.name === "" ? "" : ` ${command.name}`} --help`).join("\n")
      });
    }
    let options = this.isGlobalCommand ? globalOptions : [...this.options, ...globalOptions || []];
    if (!this.isGlobalCommand && !this.isDefaultCommand) options = options.filter((option) => option.name !== "version");
    if (options.length > 0) {
      const longestOptionName = findLongest(options.map((option) => option.rawName));
      sections.push({
        title: "Options",
        body: options.map((option) => {
          return `  ${padRight(option.rawName, longestOptionName.length)}  ${option.description} ${option.config.default === void 0 ? "" : `(default: ${option.config.default})`}`;
        }).join("\n")
      });
    }
    if (this.examples.length > 0) sections.push({
      title: "Examples",
      body: this.examples.map((example) => {
        if (typeof example === "function") return example(name);
        return example;
      }).join("\n")
    });
    if (helpCallback) sections = helpCallback(sections) || sections;
    console.info(sections.map((section) => {
      return section.title ? `${section.title}:
${section.body}` : section.body;
    }).join("\n\n"));
  }
  outputVersion() {
    const { name } = this.cli;
    const { versionNumber } = this.cli.globalCommand;
    if (versionNumber) console.info(`${name}/${versionNumber} ${runtimeInfo}`);
  }
  checkRequiredArgs() {
    const minimalArgsCount = this.args.filter((arg) => arg.required).length;
    if (this.cli.args.length < minimalArgsCount) throw new CACError(`missing required args for command \`${this.rawName}\``);
  }
  /**
  * Check if the parsed options contain any unknown options
  *
  * Exit and output error when true
  */
  checkUnknownOptions() {
    const { options, globalCommand } = this.cli;
    if (!this.config.allowUnknownOptions) {
      for (const name of Object.keys(options)) if (name !== "--" && !this.hasOption(name) && !globalCommand.hasOption(name)) throw new CACError(`Unknown option \`${name.length > 1 ? `--${name}` : `-${name}`}\``);
    }
  }
  /**
  * Check if the required string-type options exist
  */
  checkOptionValue() {
    const { options: parsedOptions, globalCommand } = this.cli;
    const options = [...globalCommand.options, ...this.options];
    for (const option of options) {
      const value = parsedOptions[option.name.split(".", 1)[0]];
      if (option.required) {
        const hasNegated = options.some((o) => o.negated && o.names.includes(option.name));
        if (value === true || value === false && !hasNegated) throw new CACError(`option \`${option.rawName}\` value is missing`);
      }
    }
  }
  /**
  * Check if the number of args is more than expected
  */
  checkUnusedArgs() {
    const maximumArgsCount = this.args.some((arg) => arg.variadic) ? Infinity : this.args.length;
    if (maximumArgsCount < this.cli.args.length) throw new CACError(`Unused args: ${this.cli.args.slice(maximumArgsCount).map((arg) => `\`${arg}\``).join(", ")}`);
  }
};
var GlobalCommand = class extends Command {
  constructor(cli) {
    super("@@global@@", "", {}, cli);
  }
};
var CAC = class extends EventTarget {
  /** The program name to display in help and version message */
  name;
  commands;
  globalCommand;
  matchedCommand;
  matchedCommandName;
  /**
  * Raw CLI arguments
  */
  rawArgs;
  /**
  * Parsed CLI arguments
  */
  args;
  /**
  * Parsed CLI options, camelCased
  */
  options;
  showHelpOnExit;
  showVersionOnExit;
  /**
  * @param name The program name to display in help and version message
  */
  constructor(name = "") {
    super();
    this.name = name;
    this.commands = [];
    this.rawArgs = [];
    this.args = [];
    this.options = {};
    this.globalCommand = new GlobalCommand(this);
    this.globalCommand.usage("<command> [options]");
  }
  /**
  * Add a global usage text.
  *
  * This is not used by sub-commands.
  */
  usage(text) {
    this.globalCommand.usage(text);
    return this;
  }
  /**
  * Add a sub-command
  */
  command(rawName, description, config) {
    const command = new Command(rawName, description || "", config, this);
    command.globalCommand = this.globalCommand;
    this.commands.push(command);
    return command;
  }
  /**
  * Add a global CLI option.
  *
  * Which is also applied to sub-commands.
  */
  option(rawName, description, config) {
    this.globalCommand.option(rawName, description, config);
    return this;
  }
  /**
  * Show help message when `-h, --help` flags appear.
  *
  */
  help(callback) {
    this.globalCommand.option("-h, --help", "Display this message");
    this.globalCommand.helpCallback = callback;
    this.showHelpOnExit = true;
    return this;
  }
  /**
  * Show version number when `-v, --version` flags appear.
  *
  */
  version(version, customFlags = "-v, --version") {
    this.globalCommand.version(version, customFlags);
    this.showVersionOnExit = true;
    return this;
  }
  /**
  * Add a global example.
  *
  * This example added here will not be used by sub-commands.
  */
  example(example) {
    this.globalCommand.example(example);
    return this;
  }
  /**
  * Output the corresponding help message
  * When a sub-command is matched, output the help message for the command
  * Otherwise output the global one.
  *
  */
  outputHelp() {
    if (this.matchedCommand) this.matchedCommand.outputHelp();
    else this.globalCommand.outputHelp();
  }
  /**
  * Output the version number.
  *
  */
  outputVersion() {
    this.globalCommand.outputVersion();
  }
  setParsedInfo({ args, options }, matchedCommand, matchedCommandName) {
    this.args = args;
    this.options = options;
    if (matchedCommand) this.matchedCommand = matchedCommand;
    if (matchedCommandName) this.matchedCommandName = matchedCommandName;
    return this;
  }
  unsetMatchedCommand() {
    this.matchedCommand = void 0;
    this.matchedCommandName = void 0;
  }
  /**
  * Parse argv
  */
  parse(argv, { run = true } = {}) {
    if (!argv) {
      const runtimeProcessArgs = getRuntimeProcessArgs();
      if (!runtimeProcessArgs) throw new Error("No argv provided and runtime process argv is not available.");
      argv = runtimeProcessArgs;
    }
    this.rawArgs = argv;
    if (!this.name) this.name = argv[1] ? getFileName(argv[1]) : "cli";
    let shouldParse = true;
    for (const command of this.commands) {
      const parsed = this.mri(argv.slice(2), command);
      const commandName = parsed.args[0];
      if (command.isMatched(commandName)) {
        shouldParse = false;
        const parsedInfo = {
          ...parsed,
          args: parsed.args.slice(1)
        };
        this.setParsedInfo(parsedInfo, command, commandName);
        this.dispatchEvent(new CustomEvent(`command:${commandName}`, { detail: command }));
      }
    }
    if (shouldParse) {
      for (const command of this.commands) if (command.isDefaultCommand) {
        shouldParse = false;
        const parsed = this.mri(argv.slice(2), command);
        this.setParsedInfo(parsed, command);
        this.dispatchEvent(new CustomEvent("command:!", { detail: command }));
      }
    }
    if (shouldParse) {
      const parsed = this.mri(argv.slice(2));
      this.setParsedInfo(parsed);
    }
    if (this.options.help && this.showHelpOnExit) {
      this.outputHelp();
      run = false;
      this.unsetMatchedCommand();
    }
    if (this.options.version && this.showVersionOnExit && this.matchedCommandName == null) {
      this.outputVersion();
      run = false;
      this.unsetMatchedCommand();
    }
    const parsedArgv = {
      args: this.args,
      options: this.options
    };
    if (run) this.runMatchedCommand();
    if (!this.matchedCommand && this.args[0]) this.dispatchEvent(new CustomEvent("command:*", { detail: this.args[0] }));
    return parsedArgv;
  }
  mri(argv, command) {
    const cliOptions = [...this.globalCommand.options, ...command ? command.options : []];
    const mriOptions = getMriOptions(cliOptions);
    let argsAfterDoubleDashes = [];
    const doubleDashesIndex = argv.indexOf("--");
    if (doubleDashesIndex !== -1) {
      argsAfterDoubleDashes = argv.slice(doubleDashesIndex + 1);
      argv = argv.slice(0, doubleDashesIndex);
    }
    let parsed = lib_default(argv, mriOptions);
    parsed = Object.keys(parsed).reduce((res, name) => {
      return {
        ...res,
        [camelcaseOptionName(name)]: parsed[name]
      };
    }, { _: [] });
    const args = parsed._;
    const options = { "--": argsAfterDoubleDashes };
    const ignoreDefault = command && command.config.ignoreOptionDefaultValue ? command.config.ignoreOptionDefaultValue : this.globalCommand.config.ignoreOptionDefaultValue;
    const transforms = /* @__PURE__ */ Object.create(null);
    for (const cliOption of cliOptions) {
      if (!ignoreDefault && cliOption.config.default !== void 0) for (const name of cliOption.names) options[name] = cliOption.config.default;
      if (Array.isArray(cliOption.config.type) && transforms[cliOption.name] === void 0) {
        transforms[cliOption.name] = /* @__PURE__ */ Object.create(null);
        transforms[cliOption.name].shouldTransform = true;
        transforms[cliOption.name].transformFunction = cliOption.config.type[0];
      }
    }
    for (const [key, value] of Object.entries(parsed)) if (key !== "_") {
      setDotProp(options, key.split("."), value);
      setByType(options, transforms);
    }
    return {
      args,
      options
    };
  }
  runMatchedCommand() {
    const { args, options, matchedCommand: command } = this;
    if (!command || !command.commandAction) return;
    command.checkUnknownOptions();
    command.checkOptionValue();
    command.checkRequiredArgs();
    command.checkUnusedArgs();
    const actionArgs = [];
    command.args.forEach((arg, index) => {
      if (arg.variadic) actionArgs.push(args.slice(index));
      else actionArgs.push(args[index]);
    });
    actionArgs.push(options);
    return command.commandAction.apply(this, actionArgs);
  }
};
var cac = (name = "") => new CAC(name);
function parseArgv(argv, declared) {
  const byName = /* @__PURE__ */ new Map();
  for (const o of declared) for (const n of o.names) byName.set(n, o);
  const args = [];
  const options = { "--": [] };
  const set = (name, value) => {
    const option = byName.get(name);
    for (const key of option?.names ?? [name]) {
      const old = options[key];
      if (old === void 0) options[key] = value;
      else if (option?.isBoolean) options[key] = old === true ? value : old;
      else options[key] = Array.isArray(old) ? [...old, value] : [old, value];
    }
  };
  for (let i = 0; i < argv.length; i++) {
    const word = argv[i];
    if (word === "--") {
      args.push(...argv.slice(i + 1));
      break;
    }
    if (!word.startsWith("-") || word === "-") {
      args.push(word);
      continue;
    }
    if (!word.startsWith("--")) {
      for (const letter of word.slice(1)) set(letter, true);
      continue;
    }
    const eq = word.indexOf("=");
    const name = camelCase(word.slice(2, eq < 0 ? void 0 : eq));
    const option = byName.get(name);
    if (eq >= 0) {
      set(name, word.slice(eq + 1));
    } else if (option && !option.isBoolean && i + 1 < argv.length && !argv[i + 1].startsWith("-")) {
      set(name, argv[++i]);
    } else {
      set(name, true);
    }
  }
  return { args, options };
}
function camelCase(name) {
  return name.replace(/([a-z])-([a-z])/g, (_, a, b) => a + b.toUpperCase());
}
function distance(a, b) {
  const d = Array.from({ length: a.length + 1 }, (_, i) => Array.from({ length: b.length + 1 }, (_2, j) => i === 0 ? j : j === 0 ? i : 0));
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      d[i][j] = Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d[i][j] = Math.min(d[i][j], d[i - 2][j - 2] + 1);
    }
  }
  return d[a.length][b.length];
}
function closest(typed, known) {
  const word = typed.toLowerCase();
  const allowed = word.length <= 4 ? 1 : 2;
  let best;
  for (const name of known) {
    const d = distance(word, name.toLowerCase());
    if (d > 0 && d <= allowed && (best === void 0 || d < best.d)) best = { name, d };
  }
  return best?.name;
}
function didYouMean(typed, known) {
  const name = closest(typed, known);
  return name === void 0 ? "" : ` (did you mean "${name}"?)`;
}
function lazy(load) {
  return async (...raw) => {
    const options = raw.pop();
    const { run } = await load();
    exitCode = await run(raw, options);
  };
}
var exitCode = import_chunk_cli_exit_codes.EXIT.ok;
function buildCli() {
  const cli = cac("brain");
  cli.option("--data-dir <dir>", "Data directory (default: $BRAIN_DATA_DIR, else $XDG_DATA_HOME/brain, else ~/.local/share/brain)").option("--config <file>", "Config file (default: <data-dir>/brain.config.yaml)").option("--today <YYYY-MM-DD>", "The date every date-dependent result uses (default: the local date; a command that writes refuses one after tomorrow)");
  cli.command("init", "Create the data layout and an empty profile (never overwrites one)").option("--from <fields.yaml>", "Fold a YAML map of profile fields in as static profile-field facts (provenance human)").option("--json", "One JSON document: what was created").example("brain init").example("brain init --from docs/example/fields.yaml").action(lazy(() => Promise.resolve().then(() => __toESM(require("./lazy-cli-commands-init.cjs")))));
  cli.command(
    "ingest <...files>",
    "Copy records into ingest/<tributary>/ with frontmatter (a folder: its *.md files, in name order, not recursive); the same content twice is skipped"
  ).option("--into <tributary>", "Tributary folder under ingest/ (default: published)").option("--provenance <p>", "published | human | ai-draft (published/ takes only published, the default there; required for other tributaries)").option("--date <YYYY-MM-DD>", "The record's date, when it was published or said (default: the file's frontmatter date, else --today)").option("--json", "One JSON document: each file, added or skipped, with its id and path").example("brain ingest posts/2026-05-26-ai-governance.md").example("brain ingest call-notes.md --into notes --provenance human --date 2026-06-01").example("brain ingest posts/").action(lazy(() => Promise.resolve().then(() => __toESM(require("./lazy-cli-commands-ingest.cjs")))));
  cli.command("note <...text>", "Record a statement of yours as a human record in ingest/notes/; prints notes:<id> to cite as a source").option("--date <YYYY-MM-DD>", "When you said or decided it (default: --today)").option("--json", "One JSON document: status (added, or skipped when the same text is recorded), source, id, path, date").example('brain note "I lead the platform team since March"').example('brain note "I moved to Berlin" --date 2026-05-01 --json').action(lazy(() => Promise.resolve().then(() => __toESM(require("./lazy-cli-commands-note.cjs")))));
  cli.command("consolidate", "The loop: --gather, then --propose, then --apply; or --what-if (exactly one per call)").option("--gather", "Read-only: new records since the last apply, the live profile with ids, thresholds, the multi-valued keys, the candidate schema").option("--propose", "Classify --candidates with the rules; write brain/pending-diff.{md,json}").option("--apply", "Apply the pending diff (or --diff) to the profile (the only profile writer); needs --confirm").option("--candidates <file>", "With --propose: the candidates JSON written by the extracting session").option("--diff <file>", "With --apply: the diff to apply (default: brain/pending-diff.json)").option(
    "--expect <id>",
    "With --apply: the id of the diff whose review you read (its first 12 hex, as every printed apply line gives it, or all 64); any other diff is refused (exit 4) and nothing is written"
  ).option("--confirm", "With --apply: really write; without it, show what would change and exit 2").option("--what-if", "Write nothing: compare what --with-config / --with-rules would decide, today and in every past batch, with what is in force").option("--with-config <file>", "With --what-if: the alternative config").option("--with-rules <dir>", "With --what-if: the alternative rules folder").option("--limit <n>", "With --gather: list only the oldest N new records and the ingested_at it stopped at").option(
    "--through <ingested_at>",
    "With --propose: read only the records ingested at or before it (as --gather printed it); never before what the last apply read"
  ).option("--json", "With --gather, --propose, --apply or --what-if: one JSON document").example("brain consolidate --gather").example("brain consolidate --gather --limit 50").example("brain consolidate --propose --candidates candidates.json").example("brain consolidate --apply --expect 1a2b3c4d5e6f --confirm").example("brain consolidate --what-if --with-config try.config.yaml").action(lazy(() => Promise.resolve().then(() => __toESM(require("./lazy-cli-commands-consolidate.cjs")))));
  cli.command("show", "Print the profile (active facts; --all includes superseded and retired ones; --conflicts lists open conflicts; --stale stale facts)").option("--json", "Print JSON valid against schemas/profile.schema.json").option("--layer <layer>", "Only static or dynamic facts").option("--key <key>", "Only facts of this key (normalized; facts stored under one of its keyAliases count as its)").option("--all", "Include superseded and retired facts").option("--conflicts", "Only the keys holding more than one active value (not multi-valued): what a later supersedes can settle").option("--stale", "Only the active facts the fact rules flag as stale as of --today: what brain retire (or new evidence) settles").option("--include-excluded", "Also the facts of keys context.exclude keeps from agents (withheld otherwise; for you, at the command line)").example("brain show").example("brain show --json --layer static").action(lazy(() => Promise.resolve().then(() => __toESM(require("./lazy-cli-commands-show.cjs")))));
  cli.command(
    "context",
    "The session context: the approved facts the session-start hook gives an agent (brain/context.md), as given in a folder; --explain says why each fact is in or out"
  ).option("--cwd <dir>", "The session's folder the context is given in (default: the current one); onlyIn and notIn decide").option(
    "--explain",
    "Every active fact, marked shown or why not: excluded by a glob, over the budget, shown as a question (stale, conflict), not given in that folder"
  ).option("--refresh", "Rewrite brain/context.md from profile.md and the data dir's config (refused while profile.md holds an edit not adopted)").option("--log", "The receipts of what sessions were given, newest first").option("--json", "One JSON document").example("brain context").example("brain context --cwd ~/work/client --explain").example("brain context --refresh").example("brain context --log").action(lazy(() => Promise.resolve().then(() => __toESM(require("./lazy-cli-commands-context.cjs")))));
  cli.command(
    "recall <...words>",
    "Search the active facts by words of their key and value (case, accents and width folded); best first, excluded keys left out"
  ).option("--limit <n>", "At most n hits (default 10)").option("--include-excluded", "Also search the keys context.exclude keeps from agents (for you, at the command line)").option("--json", "The hits as a JSON array ([] when none)").example("brain recall employer").example("brain recall programming languages --limit 3").action(lazy(() => Promise.resolve().then(() => __toESM(require("./lazy-cli-commands-recall.cjs")))));
  cli.command(
    "explain <id>",
    "The life of one fact: every apply that added, bumped, promoted, superseded or retired it, the candidates about it that were rejected or declined, the declines of it the operator forgot, and a conflict's other side, with the rule that decided"
  ).option("--json", "One JSON document: { id, fact, events }").option("--include-excluded", "Also a fact whose key context.exclude keeps from agents (withheld otherwise)").example("brain explain 1a2b3c4d5e6f").action(lazy(() => Promise.resolve().then(() => __toESM(require("./lazy-cli-commands-explain.cjs")))));
  cli.command(
    "retire <...ids>",
    "Propose retiring facts that stopped being true: added to the pending batch, or a batch of its own (apply stays --apply --confirm)"
  ).option("--reason <text>", "Why the facts are no longer true (required; kept on the retired line)").option("--source <human:label>", "Your statement's label (default: human:retire-<today>)").option("--date <YYYY-MM-DD>", "When the facts stopped being true: the retire candidates' observed_date (default: the batch's today; not after it)").option("--new", "Start a fresh batch instead of adding to the pending one (says what it drops)").option("--json", "One JSON document: the proposal, as --propose --json prints it").example('brain retire 1a2b3c4d5e6f --reason "the side project ended"').example('brain retire 1a2b3c4d5e6f --reason "left the city" --date 2026-05-31').action(lazy(() => Promise.resolve().then(() => __toESM(require("./lazy-cli-commands-retire.cjs")))));
  cli.command("decline <...n>", "Decline candidates of the pending batch by index (0-based, as brain review shows them) and propose it again").option("--reason <text>", "Why (one line): shown in the review, kept with the decline and remembered once applied").option(
    "--expect <id>",
    "The id of the pending diff whose review you read (its first 12 hex or all of it): refused (exit 4) if the batch changed since, so the indexes are the ones you saw"
  ).option("--json", "One JSON document: the proposal, as --propose --json prints it, plus every decline and what changed").example('brain decline 3 --reason "I never worked there" --expect 1a2b3c4d5e6f').example("brain decline 0 4").action(lazy(() => Promise.resolve().then(() => __toESM(require("./lazy-cli-commands-decline.cjs")))));
  cli.command("declined [...n]", "The remembered declines (a later candidate matching one is rejected); --forget takes some back").option("--forget <n>", "Forget the declines numbered n\u2026 (as listed); needs --confirm").option("--confirm", "With --forget: really forget (one history line); without it, show what would be forgotten and exit 2").option("--json", "One JSON document").example("brain declined").example("brain declined --forget 0 2 --confirm").action(lazy(() => Promise.resolve().then(() => __toESM(require("./lazy-cli-commands-declined.cjs")))));
  cli.command(
    "resolve <key>",
    "Propose settling an open conflict: keep one value, archive the key's other active values as superseded by it (added to the pending batch)"
  ).option("--keep <id>", "The id of the value that holds (required; brain show --conflicts lists them)").option("--reason <text>", "Why this value holds (shown in the review)").option("--source <human:label>", "Your statement's label (default: human:resolve-<today>)").option("--new", "Start a fresh batch instead of adding to the pending one (says what it drops)").option("--json", "One JSON document: the proposal, as --propose --json prints it").example("brain resolve job-title --keep 1a2b3c4d5e6f").example('brain resolve employer --keep 9f8e7d6c5b4a --reason "moved in May"').action(lazy(() => Promise.resolve().then(() => __toESM(require("./lazy-cli-commands-resolve.cjs")))));
  cli.command(
    "set <key> <...value>",
    "State a value yourself: a human candidate of yours (source human:set-<today>), added to the pending batch and classified as usual"
  ).option("--replaces <id>", "An active fact of the key that this value replaces (a seed is replaced by a seed)").option("--reason <text>", "Why (one line): shown in the review").option("--new", "Start a fresh batch instead of adding to the pending one (says what it drops)").option("--json", "One JSON document: the proposal, as --propose --json prints it, plus the indexes it added and the batch it joined or dropped").example("brain set location Lisbon").example('brain set job-title Staff Engineer --replaces 1a2b3c4d5e6f --reason "promoted in May"').action(lazy(() => Promise.resolve().then(() => __toESM(require("./lazy-cli-commands-set.cjs")))));
  cli.command("review", "Walk the pending batch at a terminal: a accept, d decline (asks a reason), s skip, q quit; then Apply now? [y/N]").example("brain review").action(lazy(() => Promise.resolve().then(() => __toESM(require("./lazy-cli-commands-review.cjs")))));
  cli.command(
    "validate [file]",
    "Validate one file (the kind taken from its content where distinctive, else its name, unless --as is given), or, without a file, the whole data dir"
  ).option("--as <kind>", "candidates | config | rules | rule-tests | diff | profile | fields").option("--json", "One JSON document: the verdict and every problem").example("brain validate candidates.json").example("brain validate").example("brain validate my-rules/candidate.yaml --as rules").action(lazy(() => Promise.resolve().then(() => __toESM(require("./lazy-cli-commands-validate.cjs")))));
  cli.command("status", "What the session-start hook would say, and the counts behind it").option("--json", "One JSON document").example("brain status").action(lazy(() => Promise.resolve().then(() => __toESM(require("./lazy-cli-commands-status.cjs")))));
  cli.command(
    "rules [folder]",
    "The loaded rules, or a rule folder's (file, version, name, priority, event); --check finds gaps and shadowed rules, --test runs their tests. With a folder the config is --config, else the defaults"
  ).option("--check", "Check the rule set against every situation the runtime can produce (exit 5 on errors)").option("--test", "Run the *.test.yaml files beside the rule files (exit 5 on a failure; coverage gaps are informational)").option("--strict", "With --check: warnings fail too (exit 5); with --test, coverage gaps stay informational").option("--name <text>", "With --test: run only the tests whose name contains the text (case-insensitive)").option("--json", "One JSON document").example("brain rules").example("brain rules --check").example("brain rules --check my-rules --strict").example('brain rules --test my-rules --name "promotes"').example("brain rules --test --json").action(lazy(() => Promise.resolve().then(() => __toESM(require("./lazy-cli-commands-rules.cjs")))));
  cli.command("history", "Applies, rollbacks and forgotten declines, newest first; each apply with its diff's today, rolled-back ones marked").option("--json", "One JSON document").example("brain history").action(lazy(() => Promise.resolve().then(() => __toESM(require("./lazy-cli-commands-history.cjs")))));
  cli.command("adopt", "List what a hand edit of profile.md changed, by fact id; with --confirm --expect <sha>, record it as brain's (rollback undoes it)").option("--confirm", "Really adopt; needs --expect with the profile sha256 brain adopt printed").option("--expect <sha>", "The profile's sha256 (at least 12 hex) that brain adopt printed: a profile edited since is refused (exit 4)").option("--json", "One JSON document").example("brain adopt").example("brain adopt --confirm --expect 1a2b3c4d5e6f").action(lazy(() => Promise.resolve().then(() => __toESM(require("./lazy-cli-commands-adopt.cjs")))));
  cli.command("rollback", "Restore the profile as it was before the most recent apply or adopt (itself recorded in history)").option("--confirm", "Really restore; without it, show what would happen and exit 2").option("--json", "One JSON document").example("brain rollback --confirm").action(lazy(() => Promise.resolve().then(() => __toESM(require("./lazy-cli-commands-rollback.cjs")))));
  cli.command("mcp", "Serve brain to any MCP client over stdio (tools, resources, the consolidate prompt); see docs/mcp.md").option("--allow-apply", "Also offer the apply tool (it still needs the pending diff's exact id and confirm: true); also BRAIN_MCP_ALLOW_APPLY=true").option(
    "--allow-ingest-published",
    "Let the ingest tool store records as published (otherwise an agent ingests only human or ai-draft text); also BRAIN_MCP_ALLOW_INGEST_PUBLISHED=true"
  ).example("brain mcp").example("brain mcp --allow-apply --data-dir ~/brain").action(lazy(() => Promise.resolve().then(() => __toESM(require("./lazy-cli-commands-mcp.cjs")))));
  cli.example("brain init --from fields.yaml").example("brain ingest post.md").example("brain consolidate --gather").example("brain consolidate --propose --candidates candidates.json").example("brain consolidate --apply --expect 1a2b3c4d5e6f --confirm").example("brain show");
  cli.help((sections) => [...sections, { title: "Exit codes", body: import_chunk_cli_exit_codes.EXIT_HELP }]);
  cli.version(import_chunk_core_version.BRAIN_VERSION);
  return cli;
}
async function main(argv, output = import_chunk_cli_output.stdio) {
  const asJson = asksForJson(argv);
  const messages = [];
  const results = [];
  const width = asJson ? void 0 : output.columns;
  const run = {
    out: (text) => asJson ? results.push(text) : output.out(width ? (0, import_chunk_cli_wrap.wrapText)(text, width) : text),
    err: (text) => asJson ? messages.push(...text.replace(/\n$/, "").split("\n")) : output.err(text)
  };
  const { code, failure } = await (0, import_chunk_cli_output.printingTo)(run, () => runCommand(argv, (text) => asJson ? results.push(text) : output.out(text)));
  if (!asJson) {
    if (failure !== void 0) output.err(failure);
    return code;
  }
  if (code === import_chunk_cli_exit_codes.EXIT.ok) {
    const document = withWarnings(results.join(""), messages);
    if (document !== void 0) {
      output.out(document);
      return code;
    }
    for (const r of results) output.out(r);
    for (const m of messages) output.err(m);
    return code;
  }
  for (const r of results) output.out(r);
  const message = failure ?? messages.pop() ?? (0, import_chunk_cli_exit_codes.exitMeaning)(code);
  output.err(JSON.stringify({ error: { exit: code, message: message.replace(/^brain: /, "") }, warnings: messages }));
  return code;
}
function withWarnings(text, messages) {
  if (text === "{}\n") return (0, import_chunk_cli_output.json)({ warnings: messages });
  if (!text.startsWith("{\n") || !text.endsWith("\n}\n")) return void 0;
  if (/\n {2}"warnings": /.test(text)) return messages.length === 0 ? text : void 0;
  const list = (0, import_chunk_cli_output.json)(messages).trimEnd().replace(/\n/g, "\n  ");
  return `${text.slice(0, -3)},
  "warnings": ${list}
}
`;
}
function interruptedLine(argv, signal, code) {
  const message = `interrupted (${signal}); the command stopped, and what it had not finished writing was discarded.`;
  return asksForJson(argv) ? JSON.stringify({ error: { exit: code, message }, warnings: [] }) : `brain: ${message}`;
}
function asksForJson(argv) {
  const words = argv.slice(2);
  const end = words.indexOf("--");
  return (end < 0 ? words : words.slice(0, end)).includes("--json");
}
async function runCommand(argv, printHelp) {
  const cli = buildCli();
  const info = console.info;
  console.info = (...parts) => printHelp(parts.map(String).join(" "));
  try {
    exitCode = import_chunk_cli_exit_codes.EXIT.ok;
    cli.parse(argv, { run: false });
    const typed = parseArgv(argv.slice(2), [...cli.globalCommand.options, ...cli.matchedCommand?.options ?? []]);
    const named = typed.args[0] === void 0 ? void 0 : cli.commands.find((c) => c.isMatched(typed.args[0]));
    cli.matchedCommand = named;
    cli.args = named ? typed.args.slice(1) : typed.args;
    cli.options = typed.options;
    if (cli.options.help || cli.options.version) return { code: import_chunk_cli_exit_codes.EXIT.ok };
    if (!cli.matchedCommand) {
      if (cli.args.length === 0) {
        cli.globalCommand.checkUnknownOptions();
        cli.outputHelp();
        return { code: import_chunk_cli_exit_codes.EXIT.ok };
      }
      const option = unknownOptionBefore(argv.slice(2), cli.globalCommand.options);
      if (option !== void 0) {
        const hint2 = didYouMean(option, optionNames(cli.globalCommand.options));
        return { code: import_chunk_cli_exit_codes.EXIT.usage, failure: `brain: Unknown option \`${(0, import_chunk_hooks_session_start.visible)(option)}\`${hint2}
See: brain --help` };
      }
      const typo = String(cli.args[0]);
      const hint = didYouMean(
        typo,
        cli.commands.map((c) => c.name)
      );
      return { code: import_chunk_cli_exit_codes.EXIT.usage, failure: `brain: unknown command "${(0, import_chunk_hooks_session_start.visible)(typo)}"${hint} \u2014 see brain --help` };
    }
    await cli.runMatchedCommand();
    return { code: exitCode };
  } catch (e) {
    return report(e, cli.matchedCommand, cli.globalCommand.options);
  } finally {
    console.info = info;
  }
}
function report(e, command, globalOptions) {
  const usageHint = `
See: brain ${command ? `${command.name} ` : ""}--help`;
  if (e instanceof Error && e.name === "CACError") {
    return { code: import_chunk_cli_exit_codes.EXIT.usage, failure: `brain: ${(0, import_chunk_hooks_session_start.visible)(e.message)}${optionHint(e.message, [...command?.options ?? [], ...globalOptions])}${usageHint}` };
  }
  const code = e instanceof import_chunk_hooks_session_start.BrainError ? (0, import_chunk_cli_exit_codes.exitCodeFor)(e.code) : import_chunk_cli_exit_codes.EXIT.error;
  return { code, failure: `${(0, import_chunk_core_error_message.errorMessage)(e, true)}${code === import_chunk_cli_exit_codes.EXIT.usage ? usageHint : ""}` };
}
function optionHint(message, options) {
  const typed = /^Unknown option `--?([^`]+)`/.exec(message)?.[1];
  if (typed === void 0) return "";
  const kebab = typed.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
  return didYouMean(`--${kebab}`, optionNames(options));
}
function optionNames(options) {
  return options.flatMap(longNames);
}
function longNames(option) {
  return [...option.rawName.matchAll(/--([\w-]+)/g)].map((m) => `--${m[1]}`);
}
function unknownOptionBefore(words, globals) {
  const known = new Map(globals.flatMap((o) => longNames(o).map((name) => [name, o.isBoolean === true])));
  for (let i = 0; i < words.length; i++) {
    const word = words[i];
    if (word === "--" || !word.startsWith("-")) return void 0;
    if (!word.startsWith("--")) continue;
    const name = word.split("=", 1)[0];
    const isBoolean = known.get(name);
    if (isBoolean === void 0) return name;
    if (!isBoolean && !word.includes("=")) i++;
  }
  return void 0;
}
boundHeapGrowth();
(0, import_chunk_cli_signals.stopOnSignals)((signal, code) => {
  try {
    (0, import_chunk_cli_output.discardUnfinishedWork)();
  } finally {
    import_chunk_cli_output.stdio.err(interruptedLine(process.argv, signal, code));
    process.exit(code);
  }
});
void main(process.argv).then((code) => {
  process.exitCode = code;
});
// brain-digest: 012ca359f7fed95a
