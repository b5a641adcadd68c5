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
  CUSTOM_OPERATORS: () => CUSTOM_OPERATORS,
  RETIRE_CANDIDATES: () => RETIRE_CANDIDATES,
  cannotEvaluate: () => cannotEvaluate,
  createEvaluator: () => createEvaluator,
  factSituation: () => factSituation,
  resolveDottedPath: () => resolveDottedPath
});
module.exports = __toCommonJS(stdin_exports);
var import_chunk_rules_conditions = require("./chunk-rules-conditions.cjs");
var import_chunk_core_context_config = require("./chunk-core-context-config.cjs");
var import_chunk_hooks_session_start = require("./chunk-hooks-session-start.cjs");
var import_chunk_runtime = require("./chunk-runtime.cjs");
var require_cjs = (0, import_chunk_runtime.__commonJS)({
  "node_modules/hash-it/dist/cjs/index.cjs"(exports2) {
    "use strict";
    Object.defineProperty(exports2, "__esModule", { value: true });
    function hash(string) {
      var index = string.length;
      var hashA = 5381;
      var hashB = 52711;
      var charCode;
      while (index--) {
        charCode = string.charCodeAt(index);
        hashA = hashA * 33 ^ charCode;
        hashB = hashB * 33 ^ charCode;
      }
      return (hashA >>> 0) * 4096 + (hashB >>> 0);
    }
    var SEPARATOR = "|";
    var XML_ELEMENT_REGEXP = /\[object ([HTML|SVG](.*)Element)\]/;
    var CLASSES = {
      "[object Arguments]": 0,
      "[object Array]": 1,
      "[object ArrayBuffer]": 2,
      "[object AsyncFunction]": 3,
      "[object AsyncGeneratorFunction]": 4,
      "[object BigInt]": 5,
      "[object BigInt64Array]": 6,
      "[object BigUint64Array]": 7,
      "[object Boolean]": 8,
      "[object DataView]": 9,
      "[object Date]": 10,
      "[object DocumentFragment]": 11,
      "[object Error]": 12,
      "[object Event]": 13,
      "[object Float32Array]": 14,
      "[object Float64Array]": 15,
      "[object Function]": 16,
      "[object Generator]": 17,
      "[object GeneratorFunction]": 18,
      "[object Int8Array]": 19,
      "[object Int16Array]": 20,
      "[object Map]": 21,
      "[object Number]": 22,
      "[object Object]": 23,
      "[object Promise]": 24,
      "[object RegExp]": 25,
      "[object Set]": 26,
      "[object SharedArrayBuffer]": 27,
      "[object String]": 28,
      "[object Uint8Array]": 29,
      "[object Uint8ClampedArray]": 30,
      "[object Uint16Array]": 31,
      "[object Uint32Array]": 32,
      "[object WeakMap]": 33,
      "[object WeakRef]": 34,
      "[object WeakSet]": 35,
      CUSTOM: 36,
      ELEMENT: 37
    };
    var ARRAY_LIKE_CLASSES = {
      "[object Arguments]": 1,
      "[object Array]": 2
    };
    var NON_ENUMERABLE_CLASSES = {
      "[object Generator]": 1,
      "[object Promise]": 2,
      "[object WeakMap]": 3,
      "[object WeakRef]": 4,
      "[object WeakSet]": 5
    };
    var PRIMITIVE_WRAPPER_CLASSES = {
      "[object AsyncFunction]": 1,
      "[object AsyncGeneratorFunction]": 2,
      "[object Boolean]": 3,
      "[object Function]": 4,
      "[object GeneratorFunction]": 5,
      "[object Number]": 6,
      "[object String]": 7
    };
    var TYPED_ARRAY_CLASSES = {
      "[object BigInt64Array]": 1,
      "[object BigUint64Array]": 2,
      "[object Float32Array]": 3,
      "[object Float64Array]": 4,
      "[object Int8Array]": 5,
      "[object Int16Array]": 6,
      "[object Uint8Array]": 7,
      "[object Uint8ClampedArray]": 8,
      "[object Uint16Array]": 9,
      "[object Uint32Array]": 10
    };
    var RECURSIVE_CLASSES = {
      "[object Arguments]": 1,
      "[object Array]": 2,
      "[object ArrayBuffer]": 3,
      "[object BigInt64Array]": 4,
      "[object BigUint64Array]": 5,
      "[object DataView]": 6,
      "[object Float32Array]": 7,
      "[object Float64Array]": 8,
      "[object Int8Array]": 9,
      "[object Int16Array]": 10,
      "[object Map]": 11,
      "[object Object]": 12,
      "[object Set]": 13,
      "[object SharedArrayBuffer]": 14,
      "[object Uint8Array]": 15,
      "[object Uint8ClampedArray]": 16,
      "[object Uint16Array]": 17,
      "[object Uint32Array]": 18,
      CUSTOM: 19
    };
    var HASHABLE_TYPES = {
      bigint: "i",
      boolean: "b",
      empty: "e",
      function: "g",
      number: "n",
      object: "o",
      string: "s",
      symbol: "s"
    };
    function sortByKey(first, second) {
      return first[0] > second[0];
    }
    function sortBySelf(first, second) {
      return first > second;
    }
    function sort(array, fn) {
      var subIndex;
      var value;
      for (var index = 0; index < array.length; ++index) {
        value = array[index];
        for (subIndex = index - 1; ~subIndex && fn(array[subIndex], value); --subIndex) {
          array[subIndex + 1] = array[subIndex];
        }
        array[subIndex + 1] = value;
      }
      return array;
    }
    function namespaceComplexValue(classType, value) {
      return HASHABLE_TYPES.object + SEPARATOR + CLASSES[classType] + SEPARATOR + value;
    }
    var NON_ENUMERABLE_CLASS_CACHE = /* @__PURE__ */ new WeakMap();
    var refId = 0;
    function getUnsupportedHash(value, classType) {
      var cached = NON_ENUMERABLE_CLASS_CACHE.get(value);
      if (cached) {
        return cached;
      }
      var toCache = namespaceComplexValue(classType, "NOT_ENUMERABLE" + SEPARATOR + refId++);
      NON_ENUMERABLE_CLASS_CACHE.set(value, toCache);
      return toCache;
    }
    var toString = Object.prototype.toString;
    function stringifyComplexType(value, classType, state) {
      if (RECURSIVE_CLASSES[classType]) {
        return stringifyRecursiveAsJson(classType, value, state);
      }
      if (classType === "[object Date]") {
        return namespaceComplexValue(classType, value.getTime());
      }
      if (classType === "[object RegExp]") {
        return namespaceComplexValue(classType, value.toString());
      }
      if (classType === "[object Event]") {
        return namespaceComplexValue(classType, [
          value.bubbles,
          value.cancelBubble,
          value.cancelable,
          value.composed,
          value.currentTarget,
          value.defaultPrevented,
          value.eventPhase,
          value.isTrusted,
          value.returnValue,
          value.target,
          value.type
        ].join());
      }
      if (classType === "[object Error]") {
        return namespaceComplexValue(classType, value.message + SEPARATOR + value.stack);
      }
      if (classType === "[object DocumentFragment]") {
        return namespaceComplexValue(classType, stringifyDocumentFragment(value));
      }
      var element = classType.match(XML_ELEMENT_REGEXP);
      if (element) {
        return namespaceComplexValue("ELEMENT", element[1] + SEPARATOR + value.outerHTML);
      }
      if (NON_ENUMERABLE_CLASSES[classType]) {
        return getUnsupportedHash(value, classType);
      }
      if (PRIMITIVE_WRAPPER_CLASSES[classType]) {
        return namespaceComplexValue(classType, value.toString());
      }
      return stringifyRecursiveAsJson("CUSTOM", value, state);
    }
    function stringifyRecursiveAsJson(classType, value, state) {
      var cached = state.cache.get(value);
      if (cached) {
        return namespaceComplexValue(classType, "RECURSIVE~" + cached);
      }
      state.cache.set(value, ++state.id);
      if (classType === "[object Object]") {
        return value[Symbol.iterator] ? getUnsupportedHash(value, classType) : namespaceComplexValue(classType, stringifyObject(value, state));
      }
      if (ARRAY_LIKE_CLASSES[classType]) {
        return namespaceComplexValue(classType, stringifyArray(value, state));
      }
      if (classType === "[object Map]") {
        return namespaceComplexValue(classType, stringifyMap(value, state));
      }
      if (classType === "[object Set]") {
        return namespaceComplexValue(classType, stringifySet(value, state));
      }
      if (TYPED_ARRAY_CLASSES[classType]) {
        return namespaceComplexValue(classType, value.join());
      }
      if (classType === "[object ArrayBuffer]") {
        return namespaceComplexValue(classType, stringifyArrayBuffer(value));
      }
      if (classType === "[object DataView]") {
        return namespaceComplexValue(classType, stringifyArrayBuffer(value.buffer));
      }
      if (NON_ENUMERABLE_CLASSES[classType]) {
        return getUnsupportedHash(value, classType);
      }
      return namespaceComplexValue("CUSTOM", stringifyObject(value, state));
    }
    function stringifyArray(value, state) {
      var index = value.length;
      var result = new Array(index);
      while (--index >= 0) {
        result[index] = stringify(value[index], state);
      }
      return result.join();
    }
    function stringifyArrayBufferModern(buffer) {
      return Buffer.from(buffer).toString("utf8");
    }
    function stringifyArrayBufferFallback(buffer) {
      return String.fromCharCode.apply(null, new Uint16Array(buffer));
    }
    function stringifyArrayBufferNone() {
      return "UNSUPPORTED";
    }
    function stringifyDocumentFragment(fragment) {
      var children = fragment.children;
      var index = children.length;
      var innerHTML = new Array(index);
      while (--index >= 0) {
        innerHTML[index] = children[index].outerHTML;
      }
      return innerHTML.join();
    }
    var stringifyArrayBuffer = typeof Buffer !== "undefined" && typeof Buffer.from === "function" ? stringifyArrayBufferModern : typeof Uint16Array === "function" ? stringifyArrayBufferFallback : stringifyArrayBufferNone;
    function stringifyMap(map, state) {
      var result = new Array(map.size);
      var index = 0;
      map.forEach(function(value, key) {
        result[index++] = [stringify(key, state), stringify(value, state)];
      });
      sort(result, sortByKey);
      while (--index >= 0) {
        result[index] = "[" + result[index][0] + "," + result[index][1] + "]";
      }
      return "[" + result.join() + "]";
    }
    function stringifyObject(value, state) {
      var properties = sort(Object.getOwnPropertyNames(value), sortBySelf);
      var length = properties.length;
      var result = new Array(length);
      var index = length;
      while (--index >= 0) {
        result[index] = properties[index] + ":" + stringify(value[properties[index]], state);
      }
      return "{" + result.join() + "}";
    }
    function stringifySet(set, state) {
      var result = new Array(set.size);
      var index = 0;
      set.forEach(function(value) {
        result[index++] = stringify(value, state);
      });
      return "[" + sort(result, sortBySelf).join() + "]";
    }
    function stringify(value, state) {
      var type = typeof value;
      if (value == null || type === "undefined") {
        return HASHABLE_TYPES.empty + value;
      }
      if (type === "object") {
        return stringifyComplexType(value, toString.call(value), state || { cache: /* @__PURE__ */ new WeakMap(), id: 1 });
      }
      if (type === "function" || type === "symbol") {
        return HASHABLE_TYPES[type] + value.toString();
      }
      if (type === "boolean") {
        return HASHABLE_TYPES.boolean + +value;
      }
      return HASHABLE_TYPES[type] + value;
    }
    function hashIt(value) {
      return hash(stringify(value, void 0));
    }
    exports2.default = hashIt;
  }
});
var require_fact = (0, import_chunk_runtime.__commonJS)({
  "node_modules/json-rules-engine/dist/fact.js"(exports2) {
    "use strict";
    Object.defineProperty(exports2, "__esModule", {
      value: true
    });
    var _createClass = /* @__PURE__ */ (function() {
      function defineProperties(target, props) {
        for (var i = 0; i < props.length; i++) {
          var descriptor = props[i];
          descriptor.enumerable = descriptor.enumerable || false;
          descriptor.configurable = true;
          if ("value" in descriptor) descriptor.writable = true;
          Object.defineProperty(target, descriptor.key, descriptor);
        }
      }
      return function(Constructor, protoProps, staticProps) {
        if (protoProps) defineProperties(Constructor.prototype, protoProps);
        if (staticProps) defineProperties(Constructor, staticProps);
        return Constructor;
      };
    })();
    var _hashIt = require_cjs();
    var _hashIt2 = _interopRequireDefault(_hashIt);
    function _interopRequireDefault(obj) {
      return obj && obj.__esModule ? obj : { default: obj };
    }
    function _classCallCheck(instance, Constructor) {
      if (!(instance instanceof Constructor)) {
        throw new TypeError("Cannot call a class as a function");
      }
    }
    var Fact = (function() {
      function Fact2(id, valueOrMethod, options) {
        _classCallCheck(this, Fact2);
        this.id = id;
        var defaultOptions = { cache: true };
        if (typeof options === "undefined") {
          options = defaultOptions;
        }
        if (typeof valueOrMethod !== "function") {
          this.value = valueOrMethod;
          this.type = this.constructor.CONSTANT;
        } else {
          this.calculationMethod = valueOrMethod;
          this.type = this.constructor.DYNAMIC;
        }
        if (!this.id) throw new Error("factId required");
        this.priority = parseInt(options.priority || 1, 10);
        this.options = Object.assign({}, defaultOptions, options);
        this.cacheKeyMethod = this.defaultCacheKeys;
        return this;
      }
      _createClass(Fact2, [{
        key: "isConstant",
        value: function isConstant() {
          return this.type === this.constructor.CONSTANT;
        }
      }, {
        key: "isDynamic",
        value: function isDynamic() {
          return this.type === this.constructor.DYNAMIC;
        }
        /**
         * Return the fact value, based on provided parameters
         * @param  {object} params
         * @param  {Almanac} almanac
         * @return {any} calculation method results
         */
      }, {
        key: "calculate",
        value: function calculate(params, almanac) {
          if (Object.prototype.hasOwnProperty.call(this, "value")) {
            return this.value;
          }
          return this.calculationMethod(params, almanac);
        }
        /**
         * Return a cache key (MD5 string) based on parameters
         * @param  {object} obj - properties to generate a hash key from
         * @return {string} MD5 string based on the hash'd object
         */
      }, {
        key: "defaultCacheKeys",
        /**
         * Default properties to use when caching a fact
         * Assumes every fact is a pure function, whose computed value will only
         * change when input params are modified
         * @param  {string} id - fact unique identifer
         * @param  {object} params - parameters passed to fact calcution method
         * @return {object} id + params
         */
        value: function defaultCacheKeys(id, params) {
          return { params, id };
        }
        /**
         * Generates the fact's cache key(MD5 string)
         * Returns nothing if the fact's caching has been disabled
         * @param  {object} params - parameters that would be passed to the computation method
         * @return {string} cache key
         */
      }, {
        key: "getCacheKey",
        value: function getCacheKey(params) {
          if (this.options.cache === true) {
            var cacheProperties = this.cacheKeyMethod(this.id, params);
            var _hash = Fact2.hashFromObject(cacheProperties);
            return _hash;
          }
        }
      }], [{
        key: "hashFromObject",
        value: function hashFromObject(obj) {
          return (0, _hashIt2.default)(obj);
        }
      }]);
      return Fact2;
    })();
    Fact.CONSTANT = "CONSTANT";
    Fact.DYNAMIC = "DYNAMIC";
    exports2.default = Fact;
  }
});
var require_debug = (0, import_chunk_runtime.__commonJS)({
  "node_modules/json-rules-engine/dist/debug.js"(exports2) {
    "use strict";
    Object.defineProperty(exports2, "__esModule", {
      value: true
    });
    function createDebug() {
      try {
        if (typeof process !== "undefined" && process.env && process.env.DEBUG && process.env.DEBUG.match(/json-rules-engine/) || typeof window !== "undefined" && window.localStorage && window.localStorage.debug && window.localStorage.debug.match(/json-rules-engine/)) {
          return console.debug.bind(console);
        }
      } catch (ex) {
      }
      return function() {
      };
    }
    exports2.default = createDebug();
  }
});
var require_condition = (0, import_chunk_runtime.__commonJS)({
  "node_modules/json-rules-engine/dist/condition.js"(exports2) {
    "use strict";
    Object.defineProperty(exports2, "__esModule", {
      value: true
    });
    var _slicedToArray = /* @__PURE__ */ (function() {
      function sliceIterator(arr, i) {
        var _arr = [];
        var _n = true;
        var _d = false;
        var _e = void 0;
        try {
          for (var _i = arr[Symbol.iterator](), _s; !(_n = (_s = _i.next()).done); _n = true) {
            _arr.push(_s.value);
            if (i && _arr.length === i) break;
          }
        } catch (err) {
          _d = true;
          _e = err;
        } finally {
          try {
            if (!_n && _i["return"]) _i["return"]();
          } finally {
            if (_d) throw _e;
          }
        }
        return _arr;
      }
      return function(arr, i) {
        if (Array.isArray(arr)) {
          return arr;
        } else if (Symbol.iterator in Object(arr)) {
          return sliceIterator(arr, i);
        } else {
          throw new TypeError("Invalid attempt to destructure non-iterable instance");
        }
      };
    })();
    var _createClass = /* @__PURE__ */ (function() {
      function defineProperties(target, props) {
        for (var i = 0; i < props.length; i++) {
          var descriptor = props[i];
          descriptor.enumerable = descriptor.enumerable || false;
          descriptor.configurable = true;
          if ("value" in descriptor) descriptor.writable = true;
          Object.defineProperty(target, descriptor.key, descriptor);
        }
      }
      return function(Constructor, protoProps, staticProps) {
        if (protoProps) defineProperties(Constructor.prototype, protoProps);
        if (staticProps) defineProperties(Constructor, staticProps);
        return Constructor;
      };
    })();
    var _debug = require_debug();
    var _debug2 = _interopRequireDefault(_debug);
    function _interopRequireDefault(obj) {
      return obj && obj.__esModule ? obj : { default: obj };
    }
    function _classCallCheck(instance, Constructor) {
      if (!(instance instanceof Constructor)) {
        throw new TypeError("Cannot call a class as a function");
      }
    }
    var Condition = (function() {
      function Condition2(properties) {
        _classCallCheck(this, Condition2);
        if (!properties) throw new Error("Condition: constructor options required");
        var booleanOperator = Condition2.booleanOperator(properties);
        Object.assign(this, properties);
        if (booleanOperator) {
          var subConditions = properties[booleanOperator];
          var subConditionsIsArray = Array.isArray(subConditions);
          if (booleanOperator !== "not" && !subConditionsIsArray) {
            throw new Error('"' + booleanOperator + '" must be an array');
          }
          if (booleanOperator === "not" && subConditionsIsArray) {
            throw new Error('"' + booleanOperator + '" cannot be an array');
          }
          this.operator = booleanOperator;
          this.priority = parseInt(properties.priority, 10) || 1;
          if (subConditionsIsArray) {
            this[booleanOperator] = subConditions.map(function(c) {
              return new Condition2(c);
            });
          } else {
            this[booleanOperator] = new Condition2(subConditions);
          }
        } else if (!Object.prototype.hasOwnProperty.call(properties, "condition")) {
          if (!Object.prototype.hasOwnProperty.call(properties, "fact")) {
            throw new Error('Condition: constructor "fact" property required');
          }
          if (!Object.prototype.hasOwnProperty.call(properties, "operator")) {
            throw new Error('Condition: constructor "operator" property required');
          }
          if (!Object.prototype.hasOwnProperty.call(properties, "value")) {
            throw new Error('Condition: constructor "value" property required');
          }
          if (Object.prototype.hasOwnProperty.call(properties, "priority")) {
            properties.priority = parseInt(properties.priority, 10);
          }
        }
      }
      _createClass(Condition2, [{
        key: "toJSON",
        value: function toJSON() {
          var stringify = arguments.length > 0 && arguments[0] !== void 0 ? arguments[0] : true;
          var props = {};
          if (this.priority) {
            props.priority = this.priority;
          }
          if (this.name) {
            props.name = this.name;
          }
          var oper = Condition2.booleanOperator(this);
          if (oper) {
            if (Array.isArray(this[oper])) {
              props[oper] = this[oper].map(function(c) {
                return c.toJSON(false);
              });
            } else {
              props[oper] = this[oper].toJSON(false);
            }
          } else if (this.isConditionReference()) {
            props.condition = this.condition;
          } else {
            props.operator = this.operator;
            props.value = this.value;
            props.fact = this.fact;
            if (this.factResult !== void 0) {
              props.factResult = this.factResult;
            }
            if (this.valueResult !== void 0) {
              props.valueResult = this.valueResult;
            }
            if (this.result !== void 0) {
              props.result = this.result;
            }
            if (this.params) {
              props.params = this.params;
            }
            if (this.path) {
              props.path = this.path;
            }
          }
          if (stringify) {
            return JSON.stringify(props);
          }
          return props;
        }
        /**
         * Takes the fact result and compares it to the condition 'value', using the operator
         *   LHS                      OPER       RHS
         * <fact + params + path>  <operator>  <value>
         *
         * @param   {Almanac} almanac
         * @param   {Map} operatorMap - map of available operators, keyed by operator name
         * @returns {Boolean} - evaluation result
         */
      }, {
        key: "evaluate",
        value: function evaluate(almanac, operatorMap) {
          var _this = this;
          if (!almanac) return Promise.reject(new Error("almanac required"));
          if (!operatorMap) return Promise.reject(new Error("operatorMap required"));
          if (this.isBooleanOperator()) {
            return Promise.reject(new Error("Cannot evaluate() a boolean condition"));
          }
          var op = operatorMap.get(this.operator);
          if (!op) {
            return Promise.reject(new Error("Unknown operator: " + this.operator));
          }
          return Promise.all([almanac.getValue(this.value), almanac.factValue(this.fact, this.params, this.path)]).then(function(_ref) {
            var _ref2 = _slicedToArray(_ref, 2), rightHandSideValue = _ref2[0], leftHandSideValue = _ref2[1];
            var result = op.evaluate(leftHandSideValue, rightHandSideValue);
            (0, _debug2.default)("condition::evaluate", {
              leftHandSideValue,
              operator: _this.operator,
              rightHandSideValue,
              result
            });
            return {
              result,
              leftHandSideValue,
              rightHandSideValue,
              operator: _this.operator
            };
          });
        }
        /**
         * Returns the boolean operator for the condition
         * If the condition is not a boolean condition, the result will be 'undefined'
         * @return {string 'all', 'any', or 'not'}
         */
      }, {
        key: "booleanOperator",
        /**
         * Returns the condition's boolean operator
         * Instance version of Condition.isBooleanOperator
         * @returns {string,undefined} - 'any', 'all', 'not' or undefined (if not a boolean condition)
         */
        value: function booleanOperator() {
          return Condition2.booleanOperator(this);
        }
        /**
         * Whether the operator is boolean ('all', 'any', 'not')
         * @returns {Boolean}
         */
      }, {
        key: "isBooleanOperator",
        value: function isBooleanOperator() {
          return Condition2.booleanOperator(this) !== void 0;
        }
        /**
         * Whether the condition represents a reference to a condition
         * @returns {Boolean}
         */
      }, {
        key: "isConditionReference",
        value: function isConditionReference() {
          return Object.prototype.hasOwnProperty.call(this, "condition");
        }
      }], [{
        key: "booleanOperator",
        value: function booleanOperator(condition) {
          if (Object.prototype.hasOwnProperty.call(condition, "any")) {
            return "any";
          } else if (Object.prototype.hasOwnProperty.call(condition, "all")) {
            return "all";
          } else if (Object.prototype.hasOwnProperty.call(condition, "not")) {
            return "not";
          }
        }
      }]);
      return Condition2;
    })();
    exports2.default = Condition;
  }
});
var require_clone = (0, import_chunk_runtime.__commonJS)({
  "node_modules/clone/clone.js"(exports2, module2) {
    var clone = (function() {
      "use strict";
      function _instanceof(obj, type) {
        return type != null && obj instanceof type;
      }
      var nativeMap;
      try {
        nativeMap = Map;
      } catch (_) {
        nativeMap = function() {
        };
      }
      var nativeSet;
      try {
        nativeSet = Set;
      } catch (_) {
        nativeSet = function() {
        };
      }
      var nativePromise;
      try {
        nativePromise = Promise;
      } catch (_) {
        nativePromise = function() {
        };
      }
      function clone2(parent, circular, depth, prototype, includeNonEnumerable) {
        if (typeof circular === "object") {
          depth = circular.depth;
          prototype = circular.prototype;
          includeNonEnumerable = circular.includeNonEnumerable;
          circular = circular.circular;
        }
        var allParents = [];
        var allChildren = [];
        var useBuffer = typeof Buffer != "undefined";
        if (typeof circular == "undefined")
          circular = true;
        if (typeof depth == "undefined")
          depth = Infinity;
        function _clone(parent2, depth2) {
          if (parent2 === null)
            return null;
          if (depth2 === 0)
            return parent2;
          var child;
          var proto;
          if (typeof parent2 != "object") {
            return parent2;
          }
          if (_instanceof(parent2, nativeMap)) {
            child = new nativeMap();
          } else if (_instanceof(parent2, nativeSet)) {
            child = new nativeSet();
          } else if (_instanceof(parent2, nativePromise)) {
            child = new nativePromise(function(resolve, reject) {
              parent2.then(function(value) {
                resolve(_clone(value, depth2 - 1));
              }, function(err) {
                reject(_clone(err, depth2 - 1));
              });
            });
          } else if (clone2.__isArray(parent2)) {
            child = [];
          } else if (clone2.__isRegExp(parent2)) {
            child = new RegExp(parent2.source, __getRegExpFlags(parent2));
            if (parent2.lastIndex) child.lastIndex = parent2.lastIndex;
          } else if (clone2.__isDate(parent2)) {
            child = new Date(parent2.getTime());
          } else if (useBuffer && Buffer.isBuffer(parent2)) {
            if (Buffer.allocUnsafe) {
              child = Buffer.allocUnsafe(parent2.length);
            } else {
              child = new Buffer(parent2.length);
            }
            parent2.copy(child);
            return child;
          } else if (_instanceof(parent2, Error)) {
            child = Object.create(parent2);
          } else {
            if (typeof prototype == "undefined") {
              proto = Object.getPrototypeOf(parent2);
              child = Object.create(proto);
            } else {
              child = Object.create(prototype);
              proto = prototype;
            }
          }
          if (circular) {
            var index = allParents.indexOf(parent2);
            if (index != -1) {
              return allChildren[index];
            }
            allParents.push(parent2);
            allChildren.push(child);
          }
          if (_instanceof(parent2, nativeMap)) {
            parent2.forEach(function(value, key) {
              var keyChild = _clone(key, depth2 - 1);
              var valueChild = _clone(value, depth2 - 1);
              child.set(keyChild, valueChild);
            });
          }
          if (_instanceof(parent2, nativeSet)) {
            parent2.forEach(function(value) {
              var entryChild = _clone(value, depth2 - 1);
              child.add(entryChild);
            });
          }
          for (var i in parent2) {
            var attrs;
            if (proto) {
              attrs = Object.getOwnPropertyDescriptor(proto, i);
            }
            if (attrs && attrs.set == null) {
              continue;
            }
            child[i] = _clone(parent2[i], depth2 - 1);
          }
          if (Object.getOwnPropertySymbols) {
            var symbols = Object.getOwnPropertySymbols(parent2);
            for (var i = 0; i < symbols.length; i++) {
              var symbol = symbols[i];
              var descriptor = Object.getOwnPropertyDescriptor(parent2, symbol);
              if (descriptor && !descriptor.enumerable && !includeNonEnumerable) {
                continue;
              }
              child[symbol] = _clone(parent2[symbol], depth2 - 1);
              if (!descriptor.enumerable) {
                Object.defineProperty(child, symbol, {
                  enumerable: false
                });
              }
            }
          }
          if (includeNonEnumerable) {
            var allPropertyNames = Object.getOwnPropertyNames(parent2);
            for (var i = 0; i < allPropertyNames.length; i++) {
              var propertyName = allPropertyNames[i];
              var descriptor = Object.getOwnPropertyDescriptor(parent2, propertyName);
              if (descriptor && descriptor.enumerable) {
                continue;
              }
              child[propertyName] = _clone(parent2[propertyName], depth2 - 1);
              Object.defineProperty(child, propertyName, {
                enumerable: false
              });
            }
          }
          return child;
        }
        return _clone(parent, depth);
      }
      clone2.clonePrototype = function clonePrototype(parent) {
        if (parent === null)
          return null;
        var c = function() {
        };
        c.prototype = parent;
        return new c();
      };
      function __objToStr(o) {
        return Object.prototype.toString.call(o);
      }
      clone2.__objToStr = __objToStr;
      function __isDate(o) {
        return typeof o === "object" && __objToStr(o) === "[object Date]";
      }
      clone2.__isDate = __isDate;
      function __isArray(o) {
        return typeof o === "object" && __objToStr(o) === "[object Array]";
      }
      clone2.__isArray = __isArray;
      function __isRegExp(o) {
        return typeof o === "object" && __objToStr(o) === "[object RegExp]";
      }
      clone2.__isRegExp = __isRegExp;
      function __getRegExpFlags(re) {
        var flags = "";
        if (re.global) flags += "g";
        if (re.ignoreCase) flags += "i";
        if (re.multiline) flags += "m";
        return flags;
      }
      clone2.__getRegExpFlags = __getRegExpFlags;
      return clone2;
    })();
    if (typeof module2 === "object" && module2.exports) {
      module2.exports = clone;
    }
  }
});
var require_rule_result = (0, import_chunk_runtime.__commonJS)({
  "node_modules/json-rules-engine/dist/rule-result.js"(exports2) {
    "use strict";
    Object.defineProperty(exports2, "__esModule", {
      value: true
    });
    var _typeof = typeof Symbol === "function" && typeof Symbol.iterator === "symbol" ? function(obj) {
      return typeof obj;
    } : function(obj) {
      return obj && typeof Symbol === "function" && obj.constructor === Symbol && obj !== Symbol.prototype ? "symbol" : typeof obj;
    };
    var _createClass = /* @__PURE__ */ (function() {
      function defineProperties(target, props) {
        for (var i = 0; i < props.length; i++) {
          var descriptor = props[i];
          descriptor.enumerable = descriptor.enumerable || false;
          descriptor.configurable = true;
          if ("value" in descriptor) descriptor.writable = true;
          Object.defineProperty(target, descriptor.key, descriptor);
        }
      }
      return function(Constructor, protoProps, staticProps) {
        if (protoProps) defineProperties(Constructor.prototype, protoProps);
        if (staticProps) defineProperties(Constructor, staticProps);
        return Constructor;
      };
    })();
    var _clone = require_clone();
    var _clone2 = _interopRequireDefault(_clone);
    function _interopRequireDefault(obj) {
      return obj && obj.__esModule ? obj : { default: obj };
    }
    function _classCallCheck(instance, Constructor) {
      if (!(instance instanceof Constructor)) {
        throw new TypeError("Cannot call a class as a function");
      }
    }
    var RuleResult = (function() {
      function RuleResult2(conditions, event, priority, name) {
        _classCallCheck(this, RuleResult2);
        this.conditions = (0, _clone2.default)(conditions);
        this.event = (0, _clone2.default)(event);
        this.priority = (0, _clone2.default)(priority);
        this.name = (0, _clone2.default)(name);
        this.result = null;
      }
      _createClass(RuleResult2, [{
        key: "setResult",
        value: function setResult(result) {
          this.result = result;
        }
      }, {
        key: "resolveEventParams",
        value: function resolveEventParams(almanac) {
          var _this = this;
          if (this.event.params !== null && _typeof(this.event.params) === "object") {
            var updates = [];
            var _loop = function _loop2(key2) {
              if (Object.prototype.hasOwnProperty.call(_this.event.params, key2)) {
                updates.push(almanac.getValue(_this.event.params[key2]).then(function(val) {
                  return _this.event.params[key2] = val;
                }));
              }
            };
            for (var key in this.event.params) {
              _loop(key);
            }
            return Promise.all(updates);
          }
          return Promise.resolve();
        }
      }, {
        key: "toJSON",
        value: function toJSON() {
          var stringify = arguments.length > 0 && arguments[0] !== void 0 ? arguments[0] : true;
          var props = {
            conditions: this.conditions.toJSON(false),
            event: this.event,
            priority: this.priority,
            name: this.name,
            result: this.result
          };
          if (stringify) {
            return JSON.stringify(props);
          }
          return props;
        }
      }]);
      return RuleResult2;
    })();
    exports2.default = RuleResult;
  }
});
var require_eventemitter2 = (0, import_chunk_runtime.__commonJS)({
  "node_modules/eventemitter2/lib/eventemitter2.js"(exports2, module2) {
    !(function(undefined2) {
      var hasOwnProperty = Object.hasOwnProperty;
      var isArray = Array.isArray ? Array.isArray : function _isArray(obj) {
        return Object.prototype.toString.call(obj) === "[object Array]";
      };
      var defaultMaxListeners = 10;
      var nextTickSupported = typeof process == "object" && typeof process.nextTick == "function";
      var symbolsSupported = typeof Symbol === "function";
      var reflectSupported = typeof Reflect === "object";
      var setImmediateSupported = typeof setImmediate === "function";
      var _setImmediate = setImmediateSupported ? setImmediate : setTimeout;
      var ownKeys = symbolsSupported ? reflectSupported && typeof Reflect.ownKeys === "function" ? Reflect.ownKeys : function(obj) {
        var arr = Object.getOwnPropertyNames(obj);
        arr.push.apply(arr, Object.getOwnPropertySymbols(obj));
        return arr;
      } : Object.keys;
      function init() {
        this._events = {};
        if (this._conf) {
          configure.call(this, this._conf);
        }
      }
      function configure(conf) {
        if (conf) {
          this._conf = conf;
          conf.delimiter && (this.delimiter = conf.delimiter);
          if (conf.maxListeners !== undefined2) {
            this._maxListeners = conf.maxListeners;
          }
          conf.wildcard && (this.wildcard = conf.wildcard);
          conf.newListener && (this._newListener = conf.newListener);
          conf.removeListener && (this._removeListener = conf.removeListener);
          conf.verboseMemoryLeak && (this.verboseMemoryLeak = conf.verboseMemoryLeak);
          conf.ignoreErrors && (this.ignoreErrors = conf.ignoreErrors);
          if (this.wildcard) {
            this.listenerTree = {};
          }
        }
      }
      function logPossibleMemoryLeak(count, eventName) {
        var errorMsg = "(node) warning: possible EventEmitter memory leak detected. " + count + " listeners added. Use emitter.setMaxListeners() to increase limit.";
        if (this.verboseMemoryLeak) {
          errorMsg += " Event name: " + eventName + ".";
        }
        if (typeof process !== "undefined" && process.emitWarning) {
          var e = new Error(errorMsg);
          e.name = "MaxListenersExceededWarning";
          e.emitter = this;
          e.count = count;
          process.emitWarning(e);
        } else {
          console.error(errorMsg);
          if (console.trace) {
            console.trace();
          }
        }
      }
      var toArray = function(a, b, c) {
        var n = arguments.length;
        switch (n) {
          case 0:
            return [];
          case 1:
            return [a];
          case 2:
            return [a, b];
          case 3:
            return [a, b, c];
          default:
            var arr = new Array(n);
            while (n--) {
              arr[n] = arguments[n];
            }
            return arr;
        }
      };
      function toObject(keys, values) {
        var obj = {};
        var key;
        var len = keys.length;
        var valuesCount = values ? values.length : 0;
        for (var i = 0; i < len; i++) {
          key = keys[i];
          obj[key] = i < valuesCount ? values[i] : undefined2;
        }
        return obj;
      }
      function TargetObserver(emitter, target, options) {
        this._emitter = emitter;
        this._target = target;
        this._listeners = {};
        this._listenersCount = 0;
        var on, off;
        if (options.on || options.off) {
          on = options.on;
          off = options.off;
        }
        if (target.addEventListener) {
          on = target.addEventListener;
          off = target.removeEventListener;
        } else if (target.addListener) {
          on = target.addListener;
          off = target.removeListener;
        } else if (target.on) {
          on = target.on;
          off = target.off;
        }
        if (!on && !off) {
          throw Error("target does not implement any known event API");
        }
        if (typeof on !== "function") {
          throw TypeError("on method must be a function");
        }
        if (typeof off !== "function") {
          throw TypeError("off method must be a function");
        }
        this._on = on;
        this._off = off;
        var _observers = emitter._observers;
        if (_observers) {
          _observers.push(this);
        } else {
          emitter._observers = [this];
        }
      }
      Object.assign(TargetObserver.prototype, {
        subscribe: function(event, localEvent, reducer) {
          var observer = this;
          var target = this._target;
          var emitter = this._emitter;
          var listeners = this._listeners;
          var handler = function() {
            var args = toArray.apply(null, arguments);
            var eventObj = {
              data: args,
              name: localEvent,
              original: event
            };
            if (reducer) {
              var result = reducer.call(target, eventObj);
              if (result !== false) {
                emitter.emit.apply(emitter, [eventObj.name].concat(args));
              }
              return;
            }
            emitter.emit.apply(emitter, [localEvent].concat(args));
          };
          if (listeners[event]) {
            throw Error("Event '" + event + "' is already listening");
          }
          this._listenersCount++;
          if (emitter._newListener && emitter._removeListener && !observer._onNewListener) {
            this._onNewListener = function(_event) {
              if (_event === localEvent && listeners[event] === null) {
                listeners[event] = handler;
                observer._on.call(target, event, handler);
              }
            };
            emitter.on("newListener", this._onNewListener);
            this._onRemoveListener = function(_event) {
              if (_event === localEvent && !emitter.hasListeners(_event) && listeners[event]) {
                listeners[event] = null;
                observer._off.call(target, event, handler);
              }
            };
            listeners[event] = null;
            emitter.on("removeListener", this._onRemoveListener);
          } else {
            listeners[event] = handler;
            observer._on.call(target, event, handler);
          }
        },
        unsubscribe: function(event) {
          var observer = this;
          var listeners = this._listeners;
          var emitter = this._emitter;
          var handler;
          var events;
          var off = this._off;
          var target = this._target;
          var i;
          if (event && typeof event !== "string") {
            throw TypeError("event must be a string");
          }
          function clearRefs() {
            if (observer._onNewListener) {
              emitter.off("newListener", observer._onNewListener);
              emitter.off("removeListener", observer._onRemoveListener);
              observer._onNewListener = null;
              observer._onRemoveListener = null;
            }
            var index = findTargetIndex.call(emitter, observer);
            emitter._observers.splice(index, 1);
          }
          if (event) {
            handler = listeners[event];
            if (!handler) return;
            off.call(target, event, handler);
            delete listeners[event];
            if (!--this._listenersCount) {
              clearRefs();
            }
          } else {
            events = ownKeys(listeners);
            i = events.length;
            while (i-- > 0) {
              event = events[i];
              off.call(target, event, listeners[event]);
            }
            this._listeners = {};
            this._listenersCount = 0;
            clearRefs();
          }
        }
      });
      function resolveOptions(options, schema, reducers, allowUnknown) {
        var computedOptions = Object.assign({}, schema);
        if (!options) return computedOptions;
        if (typeof options !== "object") {
          throw TypeError("options must be an object");
        }
        var keys = Object.keys(options);
        var length = keys.length;
        var option, value;
        var reducer;
        function reject(reason) {
          throw Error('Invalid "' + option + '" option value' + (reason ? ". Reason: " + reason : ""));
        }
        for (var i = 0; i < length; i++) {
          option = keys[i];
          if (!allowUnknown && !hasOwnProperty.call(schema, option)) {
            throw Error('Unknown "' + option + '" option');
          }
          value = options[option];
          if (value !== undefined2) {
            reducer = reducers[option];
            computedOptions[option] = reducer ? reducer(value, reject) : value;
          }
        }
        return computedOptions;
      }
      function constructorReducer(value, reject) {
        if (typeof value !== "function" || !value.hasOwnProperty("prototype")) {
          reject("value must be a constructor");
        }
        return value;
      }
      function makeTypeReducer(types) {
        var message = "value must be type of " + types.join("|");
        var len = types.length;
        var firstType = types[0];
        var secondType = types[1];
        if (len === 1) {
          return function(v, reject) {
            if (typeof v === firstType) {
              return v;
            }
            reject(message);
          };
        }
        if (len === 2) {
          return function(v, reject) {
            var kind = typeof v;
            if (kind === firstType || kind === secondType) return v;
            reject(message);
          };
        }
        return function(v, reject) {
          var kind = typeof v;
          var i = len;
          while (i-- > 0) {
            if (kind === types[i]) return v;
          }
          reject(message);
        };
      }
      var functionReducer = makeTypeReducer(["function"]);
      var objectFunctionReducer = makeTypeReducer(["object", "function"]);
      function makeCancelablePromise(Promise2, executor, options) {
        var isCancelable;
        var callbacks;
        var timer = 0;
        var subscriptionClosed;
        var promise = new Promise2(function(resolve, reject, onCancel) {
          options = resolveOptions(options, {
            timeout: 0,
            overload: false
          }, {
            timeout: function(value, reject2) {
              value *= 1;
              if (typeof value !== "number" || value < 0 || !Number.isFinite(value)) {
                reject2("timeout must be a positive number");
              }
              return value;
            }
          });
          isCancelable = !options.overload && typeof Promise2.prototype.cancel === "function" && typeof onCancel === "function";
          function cleanup() {
            if (callbacks) {
              callbacks = null;
            }
            if (timer) {
              clearTimeout(timer);
              timer = 0;
            }
          }
          var _resolve = function(value) {
            cleanup();
            resolve(value);
          };
          var _reject = function(err) {
            cleanup();
            reject(err);
          };
          if (isCancelable) {
            executor(_resolve, _reject, onCancel);
          } else {
            callbacks = [function(reason) {
              _reject(reason || Error("canceled"));
            }];
            executor(_resolve, _reject, function(cb) {
              if (subscriptionClosed) {
                throw Error("Unable to subscribe on cancel event asynchronously");
              }
              if (typeof cb !== "function") {
                throw TypeError("onCancel callback must be a function");
              }
              callbacks.push(cb);
            });
            subscriptionClosed = true;
          }
          if (options.timeout > 0) {
            timer = setTimeout(function() {
              var reason = Error("timeout");
              reason.code = "ETIMEDOUT";
              timer = 0;
              promise.cancel(reason);
              reject(reason);
            }, options.timeout);
          }
        });
        if (!isCancelable) {
          promise.cancel = function(reason) {
            if (!callbacks) {
              return;
            }
            var length = callbacks.length;
            for (var i = 1; i < length; i++) {
              callbacks[i](reason);
            }
            callbacks[0](reason);
            callbacks = null;
          };
        }
        return promise;
      }
      function findTargetIndex(observer) {
        var observers = this._observers;
        if (!observers) {
          return -1;
        }
        var len = observers.length;
        for (var i = 0; i < len; i++) {
          if (observers[i]._target === observer) return i;
        }
        return -1;
      }
      function searchListenerTree(handlers, type, tree, i, typeLength) {
        if (!tree) {
          return null;
        }
        if (i === 0) {
          var kind = typeof type;
          if (kind === "string") {
            var ns, n, l = 0, j = 0, delimiter = this.delimiter, dl = delimiter.length;
            if ((n = type.indexOf(delimiter)) !== -1) {
              ns = new Array(5);
              do {
                ns[l++] = type.slice(j, n);
                j = n + dl;
              } while ((n = type.indexOf(delimiter, j)) !== -1);
              ns[l++] = type.slice(j);
              type = ns;
              typeLength = l;
            } else {
              type = [type];
              typeLength = 1;
            }
          } else if (kind === "object") {
            typeLength = type.length;
          } else {
            type = [type];
            typeLength = 1;
          }
        }
        var listeners = null, branch, xTree, xxTree, isolatedBranch, endReached, currentType = type[i], nextType = type[i + 1], branches, _listeners;
        if (i === typeLength) {
          if (tree._listeners) {
            if (typeof tree._listeners === "function") {
              handlers && handlers.push(tree._listeners);
              listeners = [tree];
            } else {
              handlers && handlers.push.apply(handlers, tree._listeners);
              listeners = [tree];
            }
          }
        } else {
          if (currentType === "*") {
            branches = ownKeys(tree);
            n = branches.length;
            while (n-- > 0) {
              branch = branches[n];
              if (branch !== "_listeners") {
                _listeners = searchListenerTree(handlers, type, tree[branch], i + 1, typeLength);
                if (_listeners) {
                  if (listeners) {
                    listeners.push.apply(listeners, _listeners);
                  } else {
                    listeners = _listeners;
                  }
                }
              }
            }
            return listeners;
          } else if (currentType === "**") {
            endReached = i + 1 === typeLength || i + 2 === typeLength && nextType === "*";
            if (endReached && tree._listeners) {
              listeners = searchListenerTree(handlers, type, tree, typeLength, typeLength);
            }
            branches = ownKeys(tree);
            n = branches.length;
            while (n-- > 0) {
              branch = branches[n];
              if (branch !== "_listeners") {
                if (branch === "*" || branch === "**") {
                  if (tree[branch]._listeners && !endReached) {
                    _listeners = searchListenerTree(handlers, type, tree[branch], typeLength, typeLength);
                    if (_listeners) {
                      if (listeners) {
                        listeners.push.apply(listeners, _listeners);
                      } else {
                        listeners = _listeners;
                      }
                    }
                  }
                  _listeners = searchListenerTree(handlers, type, tree[branch], i, typeLength);
                } else if (branch === nextType) {
                  _listeners = searchListenerTree(handlers, type, tree[branch], i + 2, typeLength);
                } else {
                  _listeners = searchListenerTree(handlers, type, tree[branch], i, typeLength);
                }
                if (_listeners) {
                  if (listeners) {
                    listeners.push.apply(listeners, _listeners);
                  } else {
                    listeners = _listeners;
                  }
                }
              }
            }
            return listeners;
          } else if (tree[currentType]) {
            listeners = searchListenerTree(handlers, type, tree[currentType], i + 1, typeLength);
          }
        }
        xTree = tree["*"];
        if (xTree) {
          searchListenerTree(handlers, type, xTree, i + 1, typeLength);
        }
        xxTree = tree["**"];
        if (xxTree) {
          if (i < typeLength) {
            if (xxTree._listeners) {
              searchListenerTree(handlers, type, xxTree, typeLength, typeLength);
            }
            branches = ownKeys(xxTree);
            n = branches.length;
            while (n-- > 0) {
              branch = branches[n];
              if (branch !== "_listeners") {
                if (branch === nextType) {
                  searchListenerTree(handlers, type, xxTree[branch], i + 2, typeLength);
                } else if (branch === currentType) {
                  searchListenerTree(handlers, type, xxTree[branch], i + 1, typeLength);
                } else {
                  isolatedBranch = {};
                  isolatedBranch[branch] = xxTree[branch];
                  searchListenerTree(handlers, type, { "**": isolatedBranch }, i + 1, typeLength);
                }
              }
            }
          } else if (xxTree._listeners) {
            searchListenerTree(handlers, type, xxTree, typeLength, typeLength);
          } else if (xxTree["*"] && xxTree["*"]._listeners) {
            searchListenerTree(handlers, type, xxTree["*"], typeLength, typeLength);
          }
        }
        return listeners;
      }
      function growListenerTree(type, listener, prepend) {
        var len = 0, j = 0, i, delimiter = this.delimiter, dl = delimiter.length, ns;
        if (typeof type === "string") {
          if ((i = type.indexOf(delimiter)) !== -1) {
            ns = new Array(5);
            do {
              ns[len++] = type.slice(j, i);
              j = i + dl;
            } while ((i = type.indexOf(delimiter, j)) !== -1);
            ns[len++] = type.slice(j);
          } else {
            ns = [type];
            len = 1;
          }
        } else {
          ns = type;
          len = type.length;
        }
        if (len > 1) {
          for (i = 0; i + 1 < len; i++) {
            if (ns[i] === "**" && ns[i + 1] === "**") {
              return;
            }
          }
        }
        var tree = this.listenerTree, name;
        for (i = 0; i < len; i++) {
          name = ns[i];
          tree = tree[name] || (tree[name] = {});
          if (i === len - 1) {
            if (!tree._listeners) {
              tree._listeners = listener;
            } else {
              if (typeof tree._listeners === "function") {
                tree._listeners = [tree._listeners];
              }
              if (prepend) {
                tree._listeners.unshift(listener);
              } else {
                tree._listeners.push(listener);
              }
              if (!tree._listeners.warned && this._maxListeners > 0 && tree._listeners.length > this._maxListeners) {
                tree._listeners.warned = true;
                logPossibleMemoryLeak.call(this, tree._listeners.length, name);
              }
            }
            return true;
          }
        }
        return true;
      }
      function collectTreeEvents(tree, events, root, asArray) {
        var branches = ownKeys(tree);
        var i = branches.length;
        var branch, branchName, path;
        var hasListeners = tree["_listeners"];
        var isArrayPath;
        while (i-- > 0) {
          branchName = branches[i];
          branch = tree[branchName];
          if (branchName === "_listeners") {
            path = root;
          } else {
            path = root ? root.concat(branchName) : [branchName];
          }
          isArrayPath = asArray || typeof branchName === "symbol";
          hasListeners && events.push(isArrayPath ? path : path.join(this.delimiter));
          if (typeof branch === "object") {
            collectTreeEvents.call(this, branch, events, path, isArrayPath);
          }
        }
        return events;
      }
      function recursivelyGarbageCollect(root) {
        var keys = ownKeys(root);
        var i = keys.length;
        var obj, key, flag;
        while (i-- > 0) {
          key = keys[i];
          obj = root[key];
          if (obj) {
            flag = true;
            if (key !== "_listeners" && !recursivelyGarbageCollect(obj)) {
              delete root[key];
            }
          }
        }
        return flag;
      }
      function Listener(emitter, event, listener) {
        this.emitter = emitter;
        this.event = event;
        this.listener = listener;
      }
      Listener.prototype.off = function() {
        this.emitter.off(this.event, this.listener);
        return this;
      };
      function setupListener(event, listener, options) {
        if (options === true) {
          promisify = true;
        } else if (options === false) {
          async = true;
        } else {
          if (!options || typeof options !== "object") {
            throw TypeError("options should be an object or true");
          }
          var async = options.async;
          var promisify = options.promisify;
          var nextTick = options.nextTick;
          var objectify = options.objectify;
        }
        if (async || nextTick || promisify) {
          var _listener = listener;
          var _origin = listener._origin || listener;
          if (nextTick && !nextTickSupported) {
            throw Error("process.nextTick is not supported");
          }
          if (promisify === undefined2) {
            promisify = listener.constructor.name === "AsyncFunction";
          }
          listener = function() {
            var args = arguments;
            var context = this;
            var event2 = this.event;
            return promisify ? nextTick ? Promise.resolve() : new Promise(function(resolve) {
              _setImmediate(resolve);
            }).then(function() {
              context.event = event2;
              return _listener.apply(context, args);
            }) : (nextTick ? process.nextTick : _setImmediate)(function() {
              context.event = event2;
              _listener.apply(context, args);
            });
          };
          listener._async = true;
          listener._origin = _origin;
        }
        return [listener, objectify ? new Listener(this, event, listener) : this];
      }
      function EventEmitter(conf) {
        this._events = {};
        this._newListener = false;
        this._removeListener = false;
        this.verboseMemoryLeak = false;
        configure.call(this, conf);
      }
      EventEmitter.EventEmitter2 = EventEmitter;
      EventEmitter.prototype.listenTo = function(target, events, options) {
        if (typeof target !== "object") {
          throw TypeError("target musts be an object");
        }
        var emitter = this;
        options = resolveOptions(options, {
          on: undefined2,
          off: undefined2,
          reducers: undefined2
        }, {
          on: functionReducer,
          off: functionReducer,
          reducers: objectFunctionReducer
        });
        function listen(events2) {
          if (typeof events2 !== "object") {
            throw TypeError("events must be an object");
          }
          var reducers = options.reducers;
          var index = findTargetIndex.call(emitter, target);
          var observer;
          if (index === -1) {
            observer = new TargetObserver(emitter, target, options);
          } else {
            observer = emitter._observers[index];
          }
          var keys = ownKeys(events2);
          var len = keys.length;
          var event;
          var isSingleReducer = typeof reducers === "function";
          for (var i = 0; i < len; i++) {
            event = keys[i];
            observer.subscribe(
              event,
              events2[event] || event,
              isSingleReducer ? reducers : reducers && reducers[event]
            );
          }
        }
        isArray(events) ? listen(toObject(events)) : typeof events === "string" ? listen(toObject(events.split(/\s+/))) : listen(events);
        return this;
      };
      EventEmitter.prototype.stopListeningTo = function(target, event) {
        var observers = this._observers;
        if (!observers) {
          return false;
        }
        var i = observers.length;
        var observer;
        var matched = false;
        if (target && typeof target !== "object") {
          throw TypeError("target should be an object");
        }
        while (i-- > 0) {
          observer = observers[i];
          if (!target || observer._target === target) {
            observer.unsubscribe(event);
            matched = true;
          }
        }
        return matched;
      };
      EventEmitter.prototype.delimiter = ".";
      EventEmitter.prototype.setMaxListeners = function(n) {
        if (n !== undefined2) {
          this._maxListeners = n;
          if (!this._conf) this._conf = {};
          this._conf.maxListeners = n;
        }
      };
      EventEmitter.prototype.getMaxListeners = function() {
        return this._maxListeners;
      };
      EventEmitter.prototype.event = "";
      EventEmitter.prototype.once = function(event, fn, options) {
        return this._once(event, fn, false, options);
      };
      EventEmitter.prototype.prependOnceListener = function(event, fn, options) {
        return this._once(event, fn, true, options);
      };
      EventEmitter.prototype._once = function(event, fn, prepend, options) {
        return this._many(event, 1, fn, prepend, options);
      };
      EventEmitter.prototype.many = function(event, ttl, fn, options) {
        return this._many(event, ttl, fn, false, options);
      };
      EventEmitter.prototype.prependMany = function(event, ttl, fn, options) {
        return this._many(event, ttl, fn, true, options);
      };
      EventEmitter.prototype._many = function(event, ttl, fn, prepend, options) {
        var self = this;
        if (typeof fn !== "function") {
          throw new Error("many only accepts instances of Function");
        }
        function listener() {
          if (--ttl === 0) {
            self.off(event, listener);
          }
          return fn.apply(this, arguments);
        }
        listener._origin = fn;
        return this._on(event, listener, prepend, options);
      };
      EventEmitter.prototype.emit = function() {
        if (!this._events && !this._all) {
          return false;
        }
        this._events || init.call(this);
        var type = arguments[0], ns, wildcard = this.wildcard;
        var args, l, i, j, containsSymbol;
        if (type === "newListener" && !this._newListener) {
          if (!this._events.newListener) {
            return false;
          }
        }
        if (wildcard) {
          ns = type;
          if (type !== "newListener" && type !== "removeListener") {
            if (typeof type === "object") {
              l = type.length;
              if (symbolsSupported) {
                for (i = 0; i < l; i++) {
                  if (typeof type[i] === "symbol") {
                    containsSymbol = true;
                    break;
                  }
                }
              }
              if (!containsSymbol) {
                type = type.join(this.delimiter);
              }
            }
          }
        }
        var al = arguments.length;
        var handler;
        if (this._all && this._all.length) {
          handler = this._all.slice();
          for (i = 0, l = handler.length; i < l; i++) {
            this.event = type;
            switch (al) {
              case 1:
                handler[i].call(this, type);
                break;
              case 2:
                handler[i].call(this, type, arguments[1]);
                break;
              case 3:
                handler[i].call(this, type, arguments[1], arguments[2]);
                break;
              default:
                handler[i].apply(this, arguments);
            }
          }
        }
        if (wildcard) {
          handler = [];
          searchListenerTree.call(this, handler, ns, this.listenerTree, 0, l);
        } else {
          handler = this._events[type];
          if (typeof handler === "function") {
            this.event = type;
            switch (al) {
              case 1:
                handler.call(this);
                break;
              case 2:
                handler.call(this, arguments[1]);
                break;
              case 3:
                handler.call(this, arguments[1], arguments[2]);
                break;
              default:
                args = new Array(al - 1);
                for (j = 1; j < al; j++) args[j - 1] = arguments[j];
                handler.apply(this, args);
            }
            return true;
          } else if (handler) {
            handler = handler.slice();
          }
        }
        if (handler && handler.length) {
          if (al > 3) {
            args = new Array(al - 1);
            for (j = 1; j < al; j++) args[j - 1] = arguments[j];
          }
          for (i = 0, l = handler.length; i < l; i++) {
            this.event = type;
            switch (al) {
              case 1:
                handler[i].call(this);
                break;
              case 2:
                handler[i].call(this, arguments[1]);
                break;
              case 3:
                handler[i].call(this, arguments[1], arguments[2]);
                break;
              default:
                handler[i].apply(this, args);
            }
          }
          return true;
        } else if (!this.ignoreErrors && !this._all && type === "error") {
          if (arguments[1] instanceof Error) {
            throw arguments[1];
          } else {
            throw new Error("Uncaught, unspecified 'error' event.");
          }
        }
        return !!this._all;
      };
      EventEmitter.prototype.emitAsync = function() {
        if (!this._events && !this._all) {
          return false;
        }
        this._events || init.call(this);
        var type = arguments[0], wildcard = this.wildcard, ns, containsSymbol;
        var args, l, i, j;
        if (type === "newListener" && !this._newListener) {
          if (!this._events.newListener) {
            return Promise.resolve([false]);
          }
        }
        if (wildcard) {
          ns = type;
          if (type !== "newListener" && type !== "removeListener") {
            if (typeof type === "object") {
              l = type.length;
              if (symbolsSupported) {
                for (i = 0; i < l; i++) {
                  if (typeof type[i] === "symbol") {
                    containsSymbol = true;
                    break;
                  }
                }
              }
              if (!containsSymbol) {
                type = type.join(this.delimiter);
              }
            }
          }
        }
        var promises = [];
        var al = arguments.length;
        var handler;
        if (this._all) {
          for (i = 0, l = this._all.length; i < l; i++) {
            this.event = type;
            switch (al) {
              case 1:
                promises.push(this._all[i].call(this, type));
                break;
              case 2:
                promises.push(this._all[i].call(this, type, arguments[1]));
                break;
              case 3:
                promises.push(this._all[i].call(this, type, arguments[1], arguments[2]));
                break;
              default:
                promises.push(this._all[i].apply(this, arguments));
            }
          }
        }
        if (wildcard) {
          handler = [];
          searchListenerTree.call(this, handler, ns, this.listenerTree, 0);
        } else {
          handler = this._events[type];
        }
        if (typeof handler === "function") {
          this.event = type;
          switch (al) {
            case 1:
              promises.push(handler.call(this));
              break;
            case 2:
              promises.push(handler.call(this, arguments[1]));
              break;
            case 3:
              promises.push(handler.call(this, arguments[1], arguments[2]));
              break;
            default:
              args = new Array(al - 1);
              for (j = 1; j < al; j++) args[j - 1] = arguments[j];
              promises.push(handler.apply(this, args));
          }
        } else if (handler && handler.length) {
          handler = handler.slice();
          if (al > 3) {
            args = new Array(al - 1);
            for (j = 1; j < al; j++) args[j - 1] = arguments[j];
          }
          for (i = 0, l = handler.length; i < l; i++) {
            this.event = type;
            switch (al) {
              case 1:
                promises.push(handler[i].call(this));
                break;
              case 2:
                promises.push(handler[i].call(this, arguments[1]));
                break;
              case 3:
                promises.push(handler[i].call(this, arguments[1], arguments[2]));
                break;
              default:
                promises.push(handler[i].apply(this, args));
            }
          }
        } else if (!this.ignoreErrors && !this._all && type === "error") {
          if (arguments[1] instanceof Error) {
            return Promise.reject(arguments[1]);
          } else {
            return Promise.reject("Uncaught, unspecified 'error' event.");
          }
        }
        return Promise.all(promises);
      };
      EventEmitter.prototype.on = function(type, listener, options) {
        return this._on(type, listener, false, options);
      };
      EventEmitter.prototype.prependListener = function(type, listener, options) {
        return this._on(type, listener, true, options);
      };
      EventEmitter.prototype.onAny = function(fn) {
        return this._onAny(fn, false);
      };
      EventEmitter.prototype.prependAny = function(fn) {
        return this._onAny(fn, true);
      };
      EventEmitter.prototype.addListener = EventEmitter.prototype.on;
      EventEmitter.prototype._onAny = function(fn, prepend) {
        if (typeof fn !== "function") {
          throw new Error("onAny only accepts instances of Function");
        }
        if (!this._all) {
          this._all = [];
        }
        if (prepend) {
          this._all.unshift(fn);
        } else {
          this._all.push(fn);
        }
        return this;
      };
      EventEmitter.prototype._on = function(type, listener, prepend, options) {
        if (typeof type === "function") {
          this._onAny(type, listener);
          return this;
        }
        if (typeof listener !== "function") {
          throw new Error("on only accepts instances of Function");
        }
        this._events || init.call(this);
        var returnValue = this, temp;
        if (options !== undefined2) {
          temp = setupListener.call(this, type, listener, options);
          listener = temp[0];
          returnValue = temp[1];
        }
        if (this._newListener) {
          this.emit("newListener", type, listener);
        }
        if (this.wildcard) {
          growListenerTree.call(this, type, listener, prepend);
          return returnValue;
        }
        if (!this._events[type]) {
          this._events[type] = listener;
        } else {
          if (typeof this._events[type] === "function") {
            this._events[type] = [this._events[type]];
          }
          if (prepend) {
            this._events[type].unshift(listener);
          } else {
            this._events[type].push(listener);
          }
          if (!this._events[type].warned && this._maxListeners > 0 && this._events[type].length > this._maxListeners) {
            this._events[type].warned = true;
            logPossibleMemoryLeak.call(this, this._events[type].length, type);
          }
        }
        return returnValue;
      };
      EventEmitter.prototype.off = function(type, listener) {
        if (typeof listener !== "function") {
          throw new Error("removeListener only takes instances of Function");
        }
        var handlers, leafs = [];
        if (this.wildcard) {
          var ns = typeof type === "string" ? type.split(this.delimiter) : type.slice();
          leafs = searchListenerTree.call(this, null, ns, this.listenerTree, 0);
          if (!leafs) return this;
        } else {
          if (!this._events[type]) return this;
          handlers = this._events[type];
          leafs.push({ _listeners: handlers });
        }
        for (var iLeaf = 0; iLeaf < leafs.length; iLeaf++) {
          var leaf = leafs[iLeaf];
          handlers = leaf._listeners;
          if (isArray(handlers)) {
            var position = -1;
            for (var i = 0, length = handlers.length; i < length; i++) {
              if (handlers[i] === listener || handlers[i].listener && handlers[i].listener === listener || handlers[i]._origin && handlers[i]._origin === listener) {
                position = i;
                break;
              }
            }
            if (position < 0) {
              continue;
            }
            if (this.wildcard) {
              leaf._listeners.splice(position, 1);
            } else {
              this._events[type].splice(position, 1);
            }
            if (handlers.length === 0) {
              if (this.wildcard) {
                delete leaf._listeners;
              } else {
                delete this._events[type];
              }
            }
            if (this._removeListener)
              this.emit("removeListener", type, listener);
            return this;
          } else if (handlers === listener || handlers.listener && handlers.listener === listener || handlers._origin && handlers._origin === listener) {
            if (this.wildcard) {
              delete leaf._listeners;
            } else {
              delete this._events[type];
            }
            if (this._removeListener)
              this.emit("removeListener", type, listener);
          }
        }
        this.listenerTree && recursivelyGarbageCollect(this.listenerTree);
        return this;
      };
      EventEmitter.prototype.offAny = function(fn) {
        var i = 0, l = 0, fns;
        if (fn && this._all && this._all.length > 0) {
          fns = this._all;
          for (i = 0, l = fns.length; i < l; i++) {
            if (fn === fns[i]) {
              fns.splice(i, 1);
              if (this._removeListener)
                this.emit("removeListenerAny", fn);
              return this;
            }
          }
        } else {
          fns = this._all;
          if (this._removeListener) {
            for (i = 0, l = fns.length; i < l; i++)
              this.emit("removeListenerAny", fns[i]);
          }
          this._all = [];
        }
        return this;
      };
      EventEmitter.prototype.removeListener = EventEmitter.prototype.off;
      EventEmitter.prototype.removeAllListeners = function(type) {
        if (type === undefined2) {
          !this._events || init.call(this);
          return this;
        }
        if (this.wildcard) {
          var leafs = searchListenerTree.call(this, null, type, this.listenerTree, 0), leaf, i;
          if (!leafs) return this;
          for (i = 0; i < leafs.length; i++) {
            leaf = leafs[i];
            leaf._listeners = null;
          }
          this.listenerTree && recursivelyGarbageCollect(this.listenerTree);
        } else if (this._events) {
          this._events[type] = null;
        }
        return this;
      };
      EventEmitter.prototype.listeners = function(type) {
        var _events = this._events;
        var keys, listeners, allListeners;
        var i;
        var listenerTree;
        if (type === undefined2) {
          if (this.wildcard) {
            throw Error("event name required for wildcard emitter");
          }
          if (!_events) {
            return [];
          }
          keys = ownKeys(_events);
          i = keys.length;
          allListeners = [];
          while (i-- > 0) {
            listeners = _events[keys[i]];
            if (typeof listeners === "function") {
              allListeners.push(listeners);
            } else {
              allListeners.push.apply(allListeners, listeners);
            }
          }
          return allListeners;
        } else {
          if (this.wildcard) {
            listenerTree = this.listenerTree;
            if (!listenerTree) return [];
            var handlers = [];
            var ns = typeof type === "string" ? type.split(this.delimiter) : type.slice();
            searchListenerTree.call(this, handlers, ns, listenerTree, 0);
            return handlers;
          }
          if (!_events) {
            return [];
          }
          listeners = _events[type];
          if (!listeners) {
            return [];
          }
          return typeof listeners === "function" ? [listeners] : listeners;
        }
      };
      EventEmitter.prototype.eventNames = function(nsAsArray) {
        var _events = this._events;
        return this.wildcard ? collectTreeEvents.call(this, this.listenerTree, [], null, nsAsArray) : _events ? ownKeys(_events) : [];
      };
      EventEmitter.prototype.listenerCount = function(type) {
        return this.listeners(type).length;
      };
      EventEmitter.prototype.hasListeners = function(type) {
        if (this.wildcard) {
          var handlers = [];
          var ns = typeof type === "string" ? type.split(this.delimiter) : type.slice();
          searchListenerTree.call(this, handlers, ns, this.listenerTree, 0);
          return handlers.length > 0;
        }
        var _events = this._events;
        var _all = this._all;
        return !!(_all && _all.length || _events && (type === undefined2 ? ownKeys(_events).length : _events[type]));
      };
      EventEmitter.prototype.listenersAny = function() {
        if (this._all) {
          return this._all;
        } else {
          return [];
        }
      };
      EventEmitter.prototype.waitFor = function(event, options) {
        var self = this;
        var type = typeof options;
        if (type === "number") {
          options = { timeout: options };
        } else if (type === "function") {
          options = { filter: options };
        }
        options = resolveOptions(options, {
          timeout: 0,
          filter: undefined2,
          handleError: false,
          Promise,
          overload: false
        }, {
          filter: functionReducer,
          Promise: constructorReducer
        });
        return makeCancelablePromise(options.Promise, function(resolve, reject, onCancel) {
          function listener() {
            var filter = options.filter;
            if (filter && !filter.apply(self, arguments)) {
              return;
            }
            self.off(event, listener);
            if (options.handleError) {
              var err = arguments[0];
              err ? reject(err) : resolve(toArray.apply(null, arguments).slice(1));
            } else {
              resolve(toArray.apply(null, arguments));
            }
          }
          onCancel(function() {
            self.off(event, listener);
          });
          self._on(event, listener, false);
        }, {
          timeout: options.timeout,
          overload: options.overload
        });
      };
      function once(emitter, name, options) {
        options = resolveOptions(options, {
          Promise,
          timeout: 0,
          overload: false
        }, {
          Promise: constructorReducer
        });
        var _Promise = options.Promise;
        return makeCancelablePromise(_Promise, function(resolve, reject, onCancel) {
          var handler;
          if (typeof emitter.addEventListener === "function") {
            handler = function() {
              resolve(toArray.apply(null, arguments));
            };
            onCancel(function() {
              emitter.removeEventListener(name, handler);
            });
            emitter.addEventListener(
              name,
              handler,
              { once: true }
            );
            return;
          }
          var eventListener = function() {
            errorListener && emitter.removeListener("error", errorListener);
            resolve(toArray.apply(null, arguments));
          };
          var errorListener;
          if (name !== "error") {
            errorListener = function(err) {
              emitter.removeListener(name, eventListener);
              reject(err);
            };
            emitter.once("error", errorListener);
          }
          onCancel(function() {
            errorListener && emitter.removeListener("error", errorListener);
            emitter.removeListener(name, eventListener);
          });
          emitter.once(name, eventListener);
        }, {
          timeout: options.timeout,
          overload: options.overload
        });
      }
      var prototype = EventEmitter.prototype;
      Object.defineProperties(EventEmitter, {
        defaultMaxListeners: {
          get: function() {
            return prototype._maxListeners;
          },
          set: function(n) {
            if (typeof n !== "number" || n < 0 || Number.isNaN(n)) {
              throw TypeError("n must be a non-negative number");
            }
            prototype._maxListeners = n;
          },
          enumerable: true
        },
        once: {
          value: once,
          writable: true,
          configurable: true
        }
      });
      Object.defineProperties(prototype, {
        _maxListeners: {
          value: defaultMaxListeners,
          writable: true,
          configurable: true
        },
        _observers: { value: null, writable: true, configurable: true }
      });
      if (typeof define === "function" && define.amd) {
        define(function() {
          return EventEmitter;
        });
      } else if (typeof exports2 === "object") {
        module2.exports = EventEmitter;
      } else {
        var _global = new Function("", "return this")();
        _global.EventEmitter2 = EventEmitter;
      }
    })();
  }
});
var require_rule = (0, import_chunk_runtime.__commonJS)({
  "node_modules/json-rules-engine/dist/rule.js"(exports2) {
    "use strict";
    Object.defineProperty(exports2, "__esModule", {
      value: true
    });
    var _createClass = /* @__PURE__ */ (function() {
      function defineProperties(target, props) {
        for (var i = 0; i < props.length; i++) {
          var descriptor = props[i];
          descriptor.enumerable = descriptor.enumerable || false;
          descriptor.configurable = true;
          if ("value" in descriptor) descriptor.writable = true;
          Object.defineProperty(target, descriptor.key, descriptor);
        }
      }
      return function(Constructor, protoProps, staticProps) {
        if (protoProps) defineProperties(Constructor.prototype, protoProps);
        if (staticProps) defineProperties(Constructor, staticProps);
        return Constructor;
      };
    })();
    var _condition = require_condition();
    var _condition2 = _interopRequireDefault(_condition);
    var _ruleResult = require_rule_result();
    var _ruleResult2 = _interopRequireDefault(_ruleResult);
    var _debug = require_debug();
    var _debug2 = _interopRequireDefault(_debug);
    var _clone = require_clone();
    var _clone2 = _interopRequireDefault(_clone);
    var _eventemitter = require_eventemitter2();
    var _eventemitter2 = _interopRequireDefault(_eventemitter);
    function _interopRequireDefault(obj) {
      return obj && obj.__esModule ? obj : { default: obj };
    }
    function _classCallCheck(instance, Constructor) {
      if (!(instance instanceof Constructor)) {
        throw new TypeError("Cannot call a class as a function");
      }
    }
    function _possibleConstructorReturn(self, call) {
      if (!self) {
        throw new ReferenceError("this hasn't been initialised - super() hasn't been called");
      }
      return call && (typeof call === "object" || typeof call === "function") ? call : self;
    }
    function _inherits(subClass, superClass) {
      if (typeof superClass !== "function" && superClass !== null) {
        throw new TypeError("Super expression must either be null or a function, not " + typeof superClass);
      }
      subClass.prototype = Object.create(superClass && superClass.prototype, { constructor: { value: subClass, enumerable: false, writable: true, configurable: true } });
      if (superClass) Object.setPrototypeOf ? Object.setPrototypeOf(subClass, superClass) : subClass.__proto__ = superClass;
    }
    var Rule2 = (function(_EventEmitter) {
      _inherits(Rule3, _EventEmitter);
      function Rule3(options) {
        _classCallCheck(this, Rule3);
        var _this = _possibleConstructorReturn(this, (Rule3.__proto__ || Object.getPrototypeOf(Rule3)).call(this));
        if (typeof options === "string") {
          options = JSON.parse(options);
        }
        if (options && options.conditions) {
          _this.setConditions(options.conditions);
        }
        if (options && options.onSuccess) {
          _this.on("success", options.onSuccess);
        }
        if (options && options.onFailure) {
          _this.on("failure", options.onFailure);
        }
        if (options && (options.name || options.name === 0)) {
          _this.setName(options.name);
        }
        var priority = options && options.priority || 1;
        _this.setPriority(priority);
        var event = options && options.event || { type: "unknown" };
        _this.setEvent(event);
        return _this;
      }
      _createClass(Rule3, [{
        key: "setPriority",
        value: function setPriority(priority) {
          priority = parseInt(priority, 10);
          if (priority <= 0) throw new Error("Priority must be greater than zero");
          this.priority = priority;
          return this;
        }
        /**
         * Sets the name of the rule
         * @param {any} name - any truthy input and zero is allowed
         */
      }, {
        key: "setName",
        value: function setName(name) {
          if (!name && name !== 0) {
            throw new Error('Rule "name" must be defined');
          }
          this.name = name;
          return this;
        }
        /**
         * Sets the conditions to run when evaluating the rule.
         * @param {object} conditions - conditions, root element must be a boolean operator
         */
      }, {
        key: "setConditions",
        value: function setConditions(conditions) {
          if (!Object.prototype.hasOwnProperty.call(conditions, "all") && !Object.prototype.hasOwnProperty.call(conditions, "any") && !Object.prototype.hasOwnProperty.call(conditions, "not") && !Object.prototype.hasOwnProperty.call(conditions, "condition")) {
            throw new Error('"conditions" root must contain a single instance of "all", "any", "not", or "condition"');
          }
          this.conditions = new _condition2.default(conditions);
          return this;
        }
        /**
         * Sets the event to emit when the conditions evaluate truthy
         * @param {object} event - event to emit
         * @param {string} event.type - event name to emit on
         * @param {string} event.params - parameters to emit as the argument of the event emission
         */
      }, {
        key: "setEvent",
        value: function setEvent(event) {
          if (!event) throw new Error("Rule: setEvent() requires event object");
          if (!Object.prototype.hasOwnProperty.call(event, "type")) {
            throw new Error('Rule: setEvent() requires event object with "type" property');
          }
          this.ruleEvent = {
            type: event.type
          };
          this.event = this.ruleEvent;
          if (event.params) this.ruleEvent.params = event.params;
          return this;
        }
        /**
         * returns the event object
         * @returns {Object} event
         */
      }, {
        key: "getEvent",
        value: function getEvent() {
          return this.ruleEvent;
        }
        /**
         * returns the priority
         * @returns {Number} priority
         */
      }, {
        key: "getPriority",
        value: function getPriority() {
          return this.priority;
        }
        /**
         * returns the event object
         * @returns {Object} event
         */
      }, {
        key: "getConditions",
        value: function getConditions() {
          return this.conditions;
        }
        /**
         * returns the engine object
         * @returns {Object} engine
         */
      }, {
        key: "getEngine",
        value: function getEngine() {
          return this.engine;
        }
        /**
         * Sets the engine to run the rules under
         * @param {object} engine
         * @returns {Rule}
         */
      }, {
        key: "setEngine",
        value: function setEngine(engine) {
          this.engine = engine;
          return this;
        }
      }, {
        key: "toJSON",
        value: function toJSON() {
          var stringify = arguments.length > 0 && arguments[0] !== void 0 ? arguments[0] : true;
          var props = {
            conditions: this.conditions.toJSON(false),
            priority: this.priority,
            event: this.ruleEvent,
            name: this.name
          };
          if (stringify) {
            return JSON.stringify(props);
          }
          return props;
        }
        /**
         * Priorizes an array of conditions based on "priority"
         *   When no explicit priority is provided on the condition itself, the condition's priority is determine by its fact
         * @param  {Condition[]} conditions
         * @return {Condition[][]} prioritized two-dimensional array of conditions
         *    Each outer array element represents a single priority(integer).  Inner array is
         *    all conditions with that priority.
         */
      }, {
        key: "prioritizeConditions",
        value: function prioritizeConditions(conditions) {
          var _this2 = this;
          var factSets = conditions.reduce(function(sets, condition) {
            var priority = condition.priority;
            if (!priority) {
              var fact = _this2.engine.getFact(condition.fact);
              priority = fact && fact.priority || 1;
            }
            if (!sets[priority]) sets[priority] = [];
            sets[priority].push(condition);
            return sets;
          }, {});
          return Object.keys(factSets).sort(function(a, b) {
            return Number(a) > Number(b) ? -1 : 1;
          }).map(function(priority) {
            return factSets[priority];
          });
        }
        /**
         * Evaluates the rule, starting with the root boolean operator and recursing down
         * All evaluation is done within the context of an almanac
         * @return {Promise(RuleResult)} rule evaluation result
         */
      }, {
        key: "evaluate",
        value: function evaluate(almanac) {
          var _this3 = this;
          var ruleResult = new _ruleResult2.default(this.conditions, this.ruleEvent, this.priority, this.name);
          var evaluateCondition = function evaluateCondition2(condition) {
            if (condition.isConditionReference()) {
              return realize(condition);
            } else if (condition.isBooleanOperator()) {
              var subConditions = condition[condition.operator];
              var comparisonPromise = void 0;
              if (condition.operator === "all") {
                comparisonPromise = all(subConditions);
              } else if (condition.operator === "any") {
                comparisonPromise = any(subConditions);
              } else {
                comparisonPromise = not(subConditions);
              }
              return comparisonPromise.then(function(comparisonValue) {
                var passes = comparisonValue === true;
                condition.result = passes;
                return passes;
              });
            } else {
              return condition.evaluate(almanac, _this3.engine.operators).then(function(evaluationResult) {
                var passes = evaluationResult.result;
                condition.factResult = evaluationResult.leftHandSideValue;
                condition.valueResult = evaluationResult.rightHandSideValue;
                condition.result = passes;
                return passes;
              });
            }
          };
          var evaluateConditions = function evaluateConditions2(conditions, method) {
            if (!Array.isArray(conditions)) conditions = [conditions];
            return Promise.all(conditions.map(function(condition) {
              return evaluateCondition(condition);
            })).then(function(conditionResults) {
              (0, _debug2.default)("rule::evaluateConditions", { results: conditionResults });
              return method.call(conditionResults, function(result) {
                return result === true;
              });
            });
          };
          var prioritizeAndRun = function prioritizeAndRun2(conditions, operator) {
            if (conditions.length === 0) {
              return Promise.resolve(true);
            }
            if (conditions.length === 1) {
              return evaluateCondition(conditions[0]);
            }
            var orderedSets = _this3.prioritizeConditions(conditions);
            var cursor = Promise.resolve(operator === "all");
            var _loop = function _loop2(i2) {
              var set = orderedSets[i2];
              cursor = cursor.then(function(setResult) {
                return operator === "any" ? setResult || evaluateConditions(set, Array.prototype.some) : setResult && evaluateConditions(set, Array.prototype.every);
              });
            };
            for (var i = 0; i < orderedSets.length; i++) {
              _loop(i);
            }
            return cursor;
          };
          var any = function any2(conditions) {
            return prioritizeAndRun(conditions, "any");
          };
          var all = function all2(conditions) {
            return prioritizeAndRun(conditions, "all");
          };
          var not = function not2(condition) {
            return prioritizeAndRun([condition], "not").then(function(result) {
              return !result;
            });
          };
          var realize = function realize2(conditionReference) {
            var condition = _this3.engine.conditions.get(conditionReference.condition);
            if (!condition) {
              if (_this3.engine.allowUndefinedConditions) {
                conditionReference.result = false;
                return Promise.resolve(false);
              } else {
                throw new Error("No condition " + conditionReference.condition + " exists");
              }
            } else {
              delete conditionReference.condition;
              Object.assign(conditionReference, (0, _clone2.default)(condition));
              return evaluateCondition(conditionReference);
            }
          };
          var processResult = function processResult2(result) {
            ruleResult.setResult(result);
            var processEvent = Promise.resolve();
            if (_this3.engine.replaceFactsInEventParams) {
              processEvent = ruleResult.resolveEventParams(almanac);
            }
            var event = result ? "success" : "failure";
            return processEvent.then(function() {
              return _this3.emitAsync(event, ruleResult.event, almanac, ruleResult);
            }).then(function() {
              return ruleResult;
            });
          };
          if (ruleResult.conditions.any) {
            return any(ruleResult.conditions.any).then(function(result) {
              return processResult(result);
            });
          } else if (ruleResult.conditions.all) {
            return all(ruleResult.conditions.all).then(function(result) {
              return processResult(result);
            });
          } else if (ruleResult.conditions.not) {
            return not(ruleResult.conditions.not).then(function(result) {
              return processResult(result);
            });
          } else {
            return realize(ruleResult.conditions).then(function(result) {
              return processResult(result);
            });
          }
        }
      }]);
      return Rule3;
    })(_eventemitter2.default);
    exports2.default = Rule2;
  }
});
var require_errors = (0, import_chunk_runtime.__commonJS)({
  "node_modules/json-rules-engine/dist/errors.js"(exports2) {
    "use strict";
    Object.defineProperty(exports2, "__esModule", {
      value: true
    });
    function _classCallCheck(instance, Constructor) {
      if (!(instance instanceof Constructor)) {
        throw new TypeError("Cannot call a class as a function");
      }
    }
    function _possibleConstructorReturn(self, call) {
      if (!self) {
        throw new ReferenceError("this hasn't been initialised - super() hasn't been called");
      }
      return call && (typeof call === "object" || typeof call === "function") ? call : self;
    }
    function _inherits(subClass, superClass) {
      if (typeof superClass !== "function" && superClass !== null) {
        throw new TypeError("Super expression must either be null or a function, not " + typeof superClass);
      }
      subClass.prototype = Object.create(superClass && superClass.prototype, { constructor: { value: subClass, enumerable: false, writable: true, configurable: true } });
      if (superClass) Object.setPrototypeOf ? Object.setPrototypeOf(subClass, superClass) : subClass.__proto__ = superClass;
    }
    var UndefinedFactError = exports2.UndefinedFactError = (function(_Error) {
      _inherits(UndefinedFactError2, _Error);
      function UndefinedFactError2() {
        var _ref;
        _classCallCheck(this, UndefinedFactError2);
        for (var _len = arguments.length, props = Array(_len), _key = 0; _key < _len; _key++) {
          props[_key] = arguments[_key];
        }
        var _this = _possibleConstructorReturn(this, (_ref = UndefinedFactError2.__proto__ || Object.getPrototypeOf(UndefinedFactError2)).call.apply(_ref, [this].concat(props)));
        _this.code = "UNDEFINED_FACT";
        return _this;
      }
      return UndefinedFactError2;
    })(Error);
  }
});
var require_jsonpath_plus = (0, import_chunk_runtime.__commonJS)({
  "scripts/bundle/jsonpath-plus.cjs"(exports2) {
    "use strict";
    exports2.JSONPath = function JSONPath() {
      throw new Error("brain does not evaluate JSONPath: rules name plain dotted paths (docs/rules.md)");
    };
  }
});
var require_almanac = (0, import_chunk_runtime.__commonJS)({
  "node_modules/json-rules-engine/dist/almanac.js"(exports2) {
    "use strict";
    Object.defineProperty(exports2, "__esModule", {
      value: true
    });
    var _typeof = typeof Symbol === "function" && typeof Symbol.iterator === "symbol" ? function(obj) {
      return typeof obj;
    } : function(obj) {
      return obj && typeof Symbol === "function" && obj.constructor === Symbol && obj !== Symbol.prototype ? "symbol" : typeof obj;
    };
    var _createClass = /* @__PURE__ */ (function() {
      function defineProperties(target, props) {
        for (var i = 0; i < props.length; i++) {
          var descriptor = props[i];
          descriptor.enumerable = descriptor.enumerable || false;
          descriptor.configurable = true;
          if ("value" in descriptor) descriptor.writable = true;
          Object.defineProperty(target, descriptor.key, descriptor);
        }
      }
      return function(Constructor, protoProps, staticProps) {
        if (protoProps) defineProperties(Constructor.prototype, protoProps);
        if (staticProps) defineProperties(Constructor, staticProps);
        return Constructor;
      };
    })();
    var _fact = require_fact();
    var _fact2 = _interopRequireDefault(_fact);
    var _errors = require_errors();
    var _debug = require_debug();
    var _debug2 = _interopRequireDefault(_debug);
    var _jsonpathPlus = require_jsonpath_plus();
    function _interopRequireDefault(obj) {
      return obj && obj.__esModule ? obj : { default: obj };
    }
    function _classCallCheck(instance, Constructor) {
      if (!(instance instanceof Constructor)) {
        throw new TypeError("Cannot call a class as a function");
      }
    }
    function defaultPathResolver(value, path) {
      return (0, _jsonpathPlus.JSONPath)({ path, json: value, wrap: false });
    }
    var Almanac = (function() {
      function Almanac2() {
        var options = arguments.length > 0 && arguments[0] !== void 0 ? arguments[0] : {};
        _classCallCheck(this, Almanac2);
        this.factMap = /* @__PURE__ */ new Map();
        this.factResultsCache = /* @__PURE__ */ new Map();
        this.allowUndefinedFacts = Boolean(options.allowUndefinedFacts);
        this.pathResolver = options.pathResolver || defaultPathResolver;
        this.events = { success: [], failure: [] };
        this.ruleResults = [];
      }
      _createClass(Almanac2, [{
        key: "addEvent",
        value: function addEvent(event, outcome) {
          if (!outcome) throw new Error('outcome required: "success" | "failure"]');
          this.events[outcome].push(event);
        }
        /**
         * retrieve successful events
         */
      }, {
        key: "getEvents",
        value: function getEvents() {
          var outcome = arguments.length > 0 && arguments[0] !== void 0 ? arguments[0] : "";
          if (outcome) return this.events[outcome];
          return this.events.success.concat(this.events.failure);
        }
        /**
         * Adds a rule result
         * @param {Object} event
         */
      }, {
        key: "addResult",
        value: function addResult(ruleResult) {
          this.ruleResults.push(ruleResult);
        }
        /**
         * retrieve successful events
         */
      }, {
        key: "getResults",
        value: function getResults() {
          return this.ruleResults;
        }
        /**
         * Retrieve fact by id, raising an exception if it DNE
         * @param  {String} factId
         * @return {Fact}
         */
      }, {
        key: "_getFact",
        value: function _getFact(factId) {
          return this.factMap.get(factId);
        }
        /**
         * Registers fact with the almanac
         * @param {[type]} fact [description]
         */
      }, {
        key: "_addConstantFact",
        value: function _addConstantFact(fact) {
          this.factMap.set(fact.id, fact);
          this._setFactValue(fact, {}, fact.value);
        }
        /**
         * Sets the computed value of a fact
         * @param {Fact} fact
         * @param {Object} params - values for differentiating this fact value from others, used for cache key
         * @param {Mixed} value - computed value
         */
      }, {
        key: "_setFactValue",
        value: function _setFactValue(fact, params, value) {
          var cacheKey = fact.getCacheKey(params);
          var factValue = Promise.resolve(value);
          if (cacheKey) {
            this.factResultsCache.set(cacheKey, factValue);
          }
          return factValue;
        }
        /**
         * Add a fact definition to the engine.  Facts are called by rules as they are evaluated.
         * @param {object|Fact} id - fact identifier or instance of Fact
         * @param {function} definitionFunc - function to be called when computing the fact value for a given rule
         * @param {Object} options - options to initialize the fact with. used when "id" is not a Fact instance
         */
      }, {
        key: "addFact",
        value: function addFact(id, valueOrMethod, options) {
          var factId = id;
          var fact = void 0;
          if (id instanceof _fact2.default) {
            factId = id.id;
            fact = id;
          } else {
            fact = new _fact2.default(id, valueOrMethod, options);
          }
          (0, _debug2.default)("almanac::addFact", { id: factId });
          this.factMap.set(factId, fact);
          if (fact.isConstant()) {
            this._setFactValue(fact, {}, fact.value);
          }
          return this;
        }
        /**
         * Adds a constant fact during runtime.  Can be used mid-run() to add additional information
         * @deprecated use addFact
         * @param {String} fact - fact identifier
         * @param {Mixed} value - constant value of the fact
         */
      }, {
        key: "addRuntimeFact",
        value: function addRuntimeFact(factId, value) {
          (0, _debug2.default)("almanac::addRuntimeFact", { id: factId });
          var fact = new _fact2.default(factId, value);
          return this._addConstantFact(fact);
        }
        /**
         * Returns the value of a fact, based on the given parameters.  Utilizes the 'almanac' maintained
         * by the engine, which cache's fact computations based on parameters provided
         * @param  {string} factId - fact identifier
         * @param  {Object} params - parameters to feed into the fact.  By default, these will also be used to compute the cache key
         * @param  {String} path - object
         * @return {Promise} a promise which will resolve with the fact computation.
         */
      }, {
        key: "factValue",
        value: function factValue(factId) {
          var _this = this;
          var params = arguments.length > 1 && arguments[1] !== void 0 ? arguments[1] : {};
          var path = arguments.length > 2 && arguments[2] !== void 0 ? arguments[2] : "";
          var factValuePromise = void 0;
          var fact = this._getFact(factId);
          if (fact === void 0) {
            if (this.allowUndefinedFacts) {
              return Promise.resolve(void 0);
            } else {
              return Promise.reject(new _errors.UndefinedFactError("Undefined fact: " + factId));
            }
          }
          if (fact.isConstant()) {
            factValuePromise = Promise.resolve(fact.calculate(params, this));
          } else {
            var cacheKey = fact.getCacheKey(params);
            var cacheVal = cacheKey && this.factResultsCache.get(cacheKey);
            if (cacheVal) {
              factValuePromise = Promise.resolve(cacheVal);
              (0, _debug2.default)("almanac::factValue cache hit for fact", { id: factId });
            } else {
              (0, _debug2.default)("almanac::factValue cache miss, calculating", { id: factId });
              factValuePromise = this._setFactValue(fact, params, fact.calculate(params, this));
            }
          }
          if (path) {
            (0, _debug2.default)("condition::evaluate extracting object", { property: path });
            return factValuePromise.then(function(factValue2) {
              if (factValue2 != null && (typeof factValue2 === "undefined" ? "undefined" : _typeof(factValue2)) === "object") {
                var pathValue = _this.pathResolver(factValue2, path);
                (0, _debug2.default)("condition::evaluate extracting object", { property: path, received: pathValue });
                return pathValue;
              } else {
                (0, _debug2.default)("condition::evaluate could not compute object path of non-object", { path, factValue: factValue2, type: typeof factValue2 === "undefined" ? "undefined" : _typeof(factValue2) });
                return factValue2;
              }
            });
          }
          return factValuePromise;
        }
        /**
         * Interprets value as either a primitive, or if a fact, retrieves the fact value
         */
      }, {
        key: "getValue",
        value: function getValue(value) {
          if (value != null && (typeof value === "undefined" ? "undefined" : _typeof(value)) === "object" && Object.prototype.hasOwnProperty.call(value, "fact")) {
            return this.factValue(value.fact, value.params, value.path);
          }
          return Promise.resolve(value);
        }
      }]);
      return Almanac2;
    })();
    exports2.default = Almanac;
  }
});
var require_operator = (0, import_chunk_runtime.__commonJS)({
  "node_modules/json-rules-engine/dist/operator.js"(exports2) {
    "use strict";
    Object.defineProperty(exports2, "__esModule", {
      value: true
    });
    var _createClass = /* @__PURE__ */ (function() {
      function defineProperties(target, props) {
        for (var i = 0; i < props.length; i++) {
          var descriptor = props[i];
          descriptor.enumerable = descriptor.enumerable || false;
          descriptor.configurable = true;
          if ("value" in descriptor) descriptor.writable = true;
          Object.defineProperty(target, descriptor.key, descriptor);
        }
      }
      return function(Constructor, protoProps, staticProps) {
        if (protoProps) defineProperties(Constructor.prototype, protoProps);
        if (staticProps) defineProperties(Constructor, staticProps);
        return Constructor;
      };
    })();
    function _classCallCheck(instance, Constructor) {
      if (!(instance instanceof Constructor)) {
        throw new TypeError("Cannot call a class as a function");
      }
    }
    var Operator = (function() {
      function Operator2(name, cb, factValueValidator) {
        _classCallCheck(this, Operator2);
        this.name = String(name);
        if (!name) throw new Error("Missing operator name");
        if (typeof cb !== "function") throw new Error("Missing operator callback");
        this.cb = cb;
        this.factValueValidator = factValueValidator;
        if (!this.factValueValidator) this.factValueValidator = function() {
          return true;
        };
      }
      _createClass(Operator2, [{
        key: "evaluate",
        value: function evaluate(factValue, jsonValue) {
          return this.factValueValidator(factValue) && this.cb(factValue, jsonValue);
        }
      }]);
      return Operator2;
    })();
    exports2.default = Operator;
  }
});
var require_engine_default_operators = (0, import_chunk_runtime.__commonJS)({
  "node_modules/json-rules-engine/dist/engine-default-operators.js"(exports2) {
    "use strict";
    Object.defineProperty(exports2, "__esModule", {
      value: true
    });
    var _operator = require_operator();
    var _operator2 = _interopRequireDefault(_operator);
    function _interopRequireDefault(obj) {
      return obj && obj.__esModule ? obj : { default: obj };
    }
    var Operators = [];
    Operators.push(new _operator2.default("equal", function(a, b) {
      return a === b;
    }));
    Operators.push(new _operator2.default("notEqual", function(a, b) {
      return a !== b;
    }));
    Operators.push(new _operator2.default("in", function(a, b) {
      return b.indexOf(a) > -1;
    }));
    Operators.push(new _operator2.default("notIn", function(a, b) {
      return b.indexOf(a) === -1;
    }));
    Operators.push(new _operator2.default("contains", function(a, b) {
      return a.indexOf(b) > -1;
    }, Array.isArray));
    Operators.push(new _operator2.default("doesNotContain", function(a, b) {
      return a.indexOf(b) === -1;
    }, Array.isArray));
    function numberValidator(factValue) {
      return Number.parseFloat(factValue).toString() !== "NaN";
    }
    Operators.push(new _operator2.default("lessThan", function(a, b) {
      return a < b;
    }, numberValidator));
    Operators.push(new _operator2.default("lessThanInclusive", function(a, b) {
      return a <= b;
    }, numberValidator));
    Operators.push(new _operator2.default("greaterThan", function(a, b) {
      return a > b;
    }, numberValidator));
    Operators.push(new _operator2.default("greaterThanInclusive", function(a, b) {
      return a >= b;
    }, numberValidator));
    exports2.default = Operators;
  }
});
var require_operator_decorator = (0, import_chunk_runtime.__commonJS)({
  "node_modules/json-rules-engine/dist/operator-decorator.js"(exports2) {
    "use strict";
    Object.defineProperty(exports2, "__esModule", {
      value: true
    });
    var _createClass = /* @__PURE__ */ (function() {
      function defineProperties(target, props) {
        for (var i = 0; i < props.length; i++) {
          var descriptor = props[i];
          descriptor.enumerable = descriptor.enumerable || false;
          descriptor.configurable = true;
          if ("value" in descriptor) descriptor.writable = true;
          Object.defineProperty(target, descriptor.key, descriptor);
        }
      }
      return function(Constructor, protoProps, staticProps) {
        if (protoProps) defineProperties(Constructor.prototype, protoProps);
        if (staticProps) defineProperties(Constructor, staticProps);
        return Constructor;
      };
    })();
    var _operator = require_operator();
    var _operator2 = _interopRequireDefault(_operator);
    function _interopRequireDefault(obj) {
      return obj && obj.__esModule ? obj : { default: obj };
    }
    function _classCallCheck(instance, Constructor) {
      if (!(instance instanceof Constructor)) {
        throw new TypeError("Cannot call a class as a function");
      }
    }
    var OperatorDecorator = (function() {
      function OperatorDecorator2(name, cb, factValueValidator) {
        _classCallCheck(this, OperatorDecorator2);
        this.name = String(name);
        if (!name) throw new Error("Missing decorator name");
        if (typeof cb !== "function") throw new Error("Missing decorator callback");
        this.cb = cb;
        this.factValueValidator = factValueValidator;
        if (!this.factValueValidator) this.factValueValidator = function() {
          return true;
        };
      }
      _createClass(OperatorDecorator2, [{
        key: "decorate",
        value: function decorate(operator) {
          var _this = this;
          var next = operator.evaluate.bind(operator);
          return new _operator2.default(this.name + ":" + operator.name, function(factValue, jsonValue) {
            return _this.cb(factValue, jsonValue, next);
          }, this.factValueValidator);
        }
      }]);
      return OperatorDecorator2;
    })();
    exports2.default = OperatorDecorator;
  }
});
var require_engine_default_operator_decorators = (0, import_chunk_runtime.__commonJS)({
  "node_modules/json-rules-engine/dist/engine-default-operator-decorators.js"(exports2) {
    "use strict";
    Object.defineProperty(exports2, "__esModule", {
      value: true
    });
    var _operatorDecorator = require_operator_decorator();
    var _operatorDecorator2 = _interopRequireDefault(_operatorDecorator);
    function _interopRequireDefault(obj) {
      return obj && obj.__esModule ? obj : { default: obj };
    }
    var OperatorDecorators = [];
    OperatorDecorators.push(new _operatorDecorator2.default("someFact", function(factValue, jsonValue, next) {
      return factValue.some(function(fv) {
        return next(fv, jsonValue);
      });
    }, Array.isArray));
    OperatorDecorators.push(new _operatorDecorator2.default("someValue", function(factValue, jsonValue, next) {
      return jsonValue.some(function(jv) {
        return next(factValue, jv);
      });
    }));
    OperatorDecorators.push(new _operatorDecorator2.default("everyFact", function(factValue, jsonValue, next) {
      return factValue.every(function(fv) {
        return next(fv, jsonValue);
      });
    }, Array.isArray));
    OperatorDecorators.push(new _operatorDecorator2.default("everyValue", function(factValue, jsonValue, next) {
      return jsonValue.every(function(jv) {
        return next(factValue, jv);
      });
    }));
    OperatorDecorators.push(new _operatorDecorator2.default("swap", function(factValue, jsonValue, next) {
      return next(jsonValue, factValue);
    }));
    OperatorDecorators.push(new _operatorDecorator2.default("not", function(factValue, jsonValue, next) {
      return !next(factValue, jsonValue);
    }));
    exports2.default = OperatorDecorators;
  }
});
var require_operator_map = (0, import_chunk_runtime.__commonJS)({
  "node_modules/json-rules-engine/dist/operator-map.js"(exports2) {
    "use strict";
    Object.defineProperty(exports2, "__esModule", {
      value: true
    });
    var _createClass = /* @__PURE__ */ (function() {
      function defineProperties(target, props) {
        for (var i = 0; i < props.length; i++) {
          var descriptor = props[i];
          descriptor.enumerable = descriptor.enumerable || false;
          descriptor.configurable = true;
          if ("value" in descriptor) descriptor.writable = true;
          Object.defineProperty(target, descriptor.key, descriptor);
        }
      }
      return function(Constructor, protoProps, staticProps) {
        if (protoProps) defineProperties(Constructor.prototype, protoProps);
        if (staticProps) defineProperties(Constructor, staticProps);
        return Constructor;
      };
    })();
    var _operator = require_operator();
    var _operator2 = _interopRequireDefault(_operator);
    var _operatorDecorator = require_operator_decorator();
    var _operatorDecorator2 = _interopRequireDefault(_operatorDecorator);
    var _debug = require_debug();
    var _debug2 = _interopRequireDefault(_debug);
    function _interopRequireDefault(obj) {
      return obj && obj.__esModule ? obj : { default: obj };
    }
    function _classCallCheck(instance, Constructor) {
      if (!(instance instanceof Constructor)) {
        throw new TypeError("Cannot call a class as a function");
      }
    }
    var OperatorMap = (function() {
      function OperatorMap2() {
        _classCallCheck(this, OperatorMap2);
        this.operators = /* @__PURE__ */ new Map();
        this.decorators = /* @__PURE__ */ new Map();
      }
      _createClass(OperatorMap2, [{
        key: "addOperator",
        value: function addOperator(operatorOrName, cb) {
          var operator = void 0;
          if (operatorOrName instanceof _operator2.default) {
            operator = operatorOrName;
          } else {
            operator = new _operator2.default(operatorOrName, cb);
          }
          (0, _debug2.default)("operatorMap::addOperator", { name: operator.name });
          this.operators.set(operator.name, operator);
        }
        /**
           * Remove a custom operator definition
           * @param {string}   operatorOrName - operator identifier within the condition; i.e. instead of 'equals', 'greaterThan', etc
           * @param {function(factValue, jsonValue)} callback - the method to execute when the operator is encountered.
           */
      }, {
        key: "removeOperator",
        value: function removeOperator(operatorOrName) {
          var operatorName = void 0;
          if (operatorOrName instanceof _operator2.default) {
            operatorName = operatorOrName.name;
          } else {
            operatorName = operatorOrName;
          }
          var suffix = ":" + operatorName;
          var operatorNames = Array.from(this.operators.keys());
          for (var i = 0; i < operatorNames.length; i++) {
            if (operatorNames[i].endsWith(suffix)) {
              this.operators.delete(operatorNames[i]);
            }
          }
          return this.operators.delete(operatorName);
        }
        /**
           * Add a custom operator decorator
           * @param {string}   decoratorOrName - decorator identifier within the condition; i.e. instead of 'everyFact', 'someValue', etc
           * @param {function(factValue, jsonValue, next)} callback - the method to execute when the decorator is encountered.
           */
      }, {
        key: "addOperatorDecorator",
        value: function addOperatorDecorator(decoratorOrName, cb) {
          var decorator = void 0;
          if (decoratorOrName instanceof _operatorDecorator2.default) {
            decorator = decoratorOrName;
          } else {
            decorator = new _operatorDecorator2.default(decoratorOrName, cb);
          }
          (0, _debug2.default)("operatorMap::addOperatorDecorator", { name: decorator.name });
          this.decorators.set(decorator.name, decorator);
        }
        /**
           * Remove a custom operator decorator
           * @param {string}   decoratorOrName - decorator identifier within the condition; i.e. instead of 'everyFact', 'someValue', etc
           */
      }, {
        key: "removeOperatorDecorator",
        value: function removeOperatorDecorator(decoratorOrName) {
          var decoratorName = void 0;
          if (decoratorOrName instanceof _operatorDecorator2.default) {
            decoratorName = decoratorOrName.name;
          } else {
            decoratorName = decoratorOrName;
          }
          var prefix = decoratorName + ":";
          var operatorNames = Array.from(this.operators.keys());
          for (var i = 0; i < operatorNames.length; i++) {
            if (operatorNames[i].includes(prefix)) {
              this.operators.delete(operatorNames[i]);
            }
          }
          return this.decorators.delete(decoratorName);
        }
        /**
         * Get the Operator, or null applies decorators as needed
         * @param {string} name - the name of the operator including any decorators
         * @returns an operator or null
         */
      }, {
        key: "get",
        value: function get(name) {
          var decorators = [];
          var opName = name;
          while (!this.operators.has(opName)) {
            var firstDecoratorIndex = opName.indexOf(":");
            if (firstDecoratorIndex > 0) {
              var decoratorName = opName.slice(0, firstDecoratorIndex);
              var decorator = this.decorators.get(decoratorName);
              if (!decorator) {
                (0, _debug2.default)("operatorMap::get invalid decorator", { name: decoratorName });
                return null;
              }
              decorators.unshift(decorator);
              opName = opName.slice(firstDecoratorIndex + 1);
            } else {
              (0, _debug2.default)("operatorMap::get no operator", { name: opName });
              return null;
            }
          }
          var op = this.operators.get(opName);
          for (var i = 0; i < decorators.length; i++) {
            op = decorators[i].decorate(op);
            this.operators.set(op.name, op);
          }
          return op;
        }
      }]);
      return OperatorMap2;
    })();
    exports2.default = OperatorMap;
  }
});
var require_engine = (0, import_chunk_runtime.__commonJS)({
  "node_modules/json-rules-engine/dist/engine.js"(exports2) {
    "use strict";
    Object.defineProperty(exports2, "__esModule", {
      value: true
    });
    exports2.FINISHED = exports2.RUNNING = exports2.READY = void 0;
    var _typeof = typeof Symbol === "function" && typeof Symbol.iterator === "symbol" ? function(obj) {
      return typeof obj;
    } : function(obj) {
      return obj && typeof Symbol === "function" && obj.constructor === Symbol && obj !== Symbol.prototype ? "symbol" : typeof obj;
    };
    var _createClass = /* @__PURE__ */ (function() {
      function defineProperties(target, props) {
        for (var i = 0; i < props.length; i++) {
          var descriptor = props[i];
          descriptor.enumerable = descriptor.enumerable || false;
          descriptor.configurable = true;
          if ("value" in descriptor) descriptor.writable = true;
          Object.defineProperty(target, descriptor.key, descriptor);
        }
      }
      return function(Constructor, protoProps, staticProps) {
        if (protoProps) defineProperties(Constructor.prototype, protoProps);
        if (staticProps) defineProperties(Constructor, staticProps);
        return Constructor;
      };
    })();
    var _fact = require_fact();
    var _fact2 = _interopRequireDefault(_fact);
    var _rule = require_rule();
    var _rule2 = _interopRequireDefault(_rule);
    var _almanac = require_almanac();
    var _almanac2 = _interopRequireDefault(_almanac);
    var _eventemitter = require_eventemitter2();
    var _eventemitter2 = _interopRequireDefault(_eventemitter);
    var _engineDefaultOperators = require_engine_default_operators();
    var _engineDefaultOperators2 = _interopRequireDefault(_engineDefaultOperators);
    var _engineDefaultOperatorDecorators = require_engine_default_operator_decorators();
    var _engineDefaultOperatorDecorators2 = _interopRequireDefault(_engineDefaultOperatorDecorators);
    var _debug = require_debug();
    var _debug2 = _interopRequireDefault(_debug);
    var _condition = require_condition();
    var _condition2 = _interopRequireDefault(_condition);
    var _operatorMap = require_operator_map();
    var _operatorMap2 = _interopRequireDefault(_operatorMap);
    function _interopRequireDefault(obj) {
      return obj && obj.__esModule ? obj : { default: obj };
    }
    function _classCallCheck(instance, Constructor) {
      if (!(instance instanceof Constructor)) {
        throw new TypeError("Cannot call a class as a function");
      }
    }
    function _possibleConstructorReturn(self, call) {
      if (!self) {
        throw new ReferenceError("this hasn't been initialised - super() hasn't been called");
      }
      return call && (typeof call === "object" || typeof call === "function") ? call : self;
    }
    function _inherits(subClass, superClass) {
      if (typeof superClass !== "function" && superClass !== null) {
        throw new TypeError("Super expression must either be null or a function, not " + typeof superClass);
      }
      subClass.prototype = Object.create(superClass && superClass.prototype, { constructor: { value: subClass, enumerable: false, writable: true, configurable: true } });
      if (superClass) Object.setPrototypeOf ? Object.setPrototypeOf(subClass, superClass) : subClass.__proto__ = superClass;
    }
    var READY = exports2.READY = "READY";
    var RUNNING = exports2.RUNNING = "RUNNING";
    var FINISHED = exports2.FINISHED = "FINISHED";
    var Engine2 = (function(_EventEmitter) {
      _inherits(Engine3, _EventEmitter);
      function Engine3() {
        var rules = arguments.length > 0 && arguments[0] !== void 0 ? arguments[0] : [];
        var options = arguments.length > 1 && arguments[1] !== void 0 ? arguments[1] : {};
        _classCallCheck(this, Engine3);
        var _this = _possibleConstructorReturn(this, (Engine3.__proto__ || Object.getPrototypeOf(Engine3)).call(this));
        _this.rules = [];
        _this.allowUndefinedFacts = options.allowUndefinedFacts || false;
        _this.allowUndefinedConditions = options.allowUndefinedConditions || false;
        _this.replaceFactsInEventParams = options.replaceFactsInEventParams || false;
        _this.pathResolver = options.pathResolver;
        _this.operators = new _operatorMap2.default();
        _this.facts = /* @__PURE__ */ new Map();
        _this.conditions = /* @__PURE__ */ new Map();
        _this.status = READY;
        rules.map(function(r) {
          return _this.addRule(r);
        });
        _engineDefaultOperators2.default.map(function(o) {
          return _this.addOperator(o);
        });
        _engineDefaultOperatorDecorators2.default.map(function(d) {
          return _this.addOperatorDecorator(d);
        });
        return _this;
      }
      _createClass(Engine3, [{
        key: "addRule",
        value: function addRule(properties) {
          if (!properties) throw new Error("Engine: addRule() requires options");
          var rule = void 0;
          if (properties instanceof _rule2.default) {
            rule = properties;
          } else {
            if (!Object.prototype.hasOwnProperty.call(properties, "event")) throw new Error('Engine: addRule() argument requires "event" property');
            if (!Object.prototype.hasOwnProperty.call(properties, "conditions")) throw new Error('Engine: addRule() argument requires "conditions" property');
            rule = new _rule2.default(properties);
          }
          rule.setEngine(this);
          this.rules.push(rule);
          this.prioritizedRules = null;
          return this;
        }
        /**
         * update a rule in the engine
         * @param {object|Rule} rule - rule definition. Must be a instance of Rule
         */
      }, {
        key: "updateRule",
        value: function updateRule(rule) {
          var ruleIndex = this.rules.findIndex(function(ruleInEngine) {
            return ruleInEngine.name === rule.name;
          });
          if (ruleIndex > -1) {
            this.rules.splice(ruleIndex, 1);
            this.addRule(rule);
            this.prioritizedRules = null;
          } else {
            throw new Error("Engine: updateRule() rule not found");
          }
        }
        /**
         * Remove a rule from the engine
         * @param {object|Rule|string} rule - rule definition. Must be a instance of Rule
         */
      }, {
        key: "removeRule",
        value: function removeRule(rule) {
          var ruleRemoved = false;
          if (!(rule instanceof _rule2.default)) {
            var filteredRules = this.rules.filter(function(ruleInEngine) {
              return ruleInEngine.name !== rule;
            });
            ruleRemoved = filteredRules.length !== this.rules.length;
            this.rules = filteredRules;
          } else {
            var index = this.rules.indexOf(rule);
            if (index > -1) {
              ruleRemoved = Boolean(this.rules.splice(index, 1).length);
            }
          }
          if (ruleRemoved) {
            this.prioritizedRules = null;
          }
          return ruleRemoved;
        }
        /**
         * sets a condition that can be referenced by the given name.
         * If a condition with the given name has already been set this will replace it.
         * @param {string} name - the name of the condition to be referenced by rules.
         * @param {object} conditions - the conditions to use when the condition is referenced.
         */
      }, {
        key: "setCondition",
        value: function setCondition(name, conditions) {
          if (!name) throw new Error("Engine: setCondition() requires name");
          if (!conditions) throw new Error("Engine: setCondition() requires conditions");
          if (!Object.prototype.hasOwnProperty.call(conditions, "all") && !Object.prototype.hasOwnProperty.call(conditions, "any") && !Object.prototype.hasOwnProperty.call(conditions, "not") && !Object.prototype.hasOwnProperty.call(conditions, "condition")) {
            throw new Error('"conditions" root must contain a single instance of "all", "any", "not", or "condition"');
          }
          this.conditions.set(name, new _condition2.default(conditions));
          return this;
        }
        /**
         * Removes a condition that has previously been added to this engine
         * @param {string} name - the name of the condition to remove.
         * @returns true if the condition existed, otherwise false
         */
      }, {
        key: "removeCondition",
        value: function removeCondition(name) {
          return this.conditions.delete(name);
        }
        /**
         * Add a custom operator definition
         * @param {string}   operatorOrName - operator identifier within the condition; i.e. instead of 'equals', 'greaterThan', etc
         * @param {function(factValue, jsonValue)} callback - the method to execute when the operator is encountered.
         */
      }, {
        key: "addOperator",
        value: function addOperator(operatorOrName, cb) {
          this.operators.addOperator(operatorOrName, cb);
        }
        /**
         * Remove a custom operator definition
         * @param {string}   operatorOrName - operator identifier within the condition; i.e. instead of 'equals', 'greaterThan', etc
         */
      }, {
        key: "removeOperator",
        value: function removeOperator(operatorOrName) {
          return this.operators.removeOperator(operatorOrName);
        }
        /**
         * Add a custom operator decorator
         * @param {string}   decoratorOrName - decorator identifier within the condition; i.e. instead of 'someFact', 'everyValue', etc
         * @param {function(factValue, jsonValue, next)} callback - the method to execute when the decorator is encountered.
         */
      }, {
        key: "addOperatorDecorator",
        value: function addOperatorDecorator(decoratorOrName, cb) {
          this.operators.addOperatorDecorator(decoratorOrName, cb);
        }
        /**
         * Remove a custom operator decorator
         * @param {string}   decoratorOrName - decorator identifier within the condition; i.e. instead of 'someFact', 'everyValue', etc
         */
      }, {
        key: "removeOperatorDecorator",
        value: function removeOperatorDecorator(decoratorOrName) {
          return this.operators.removeOperatorDecorator(decoratorOrName);
        }
        /**
         * Add a fact definition to the engine.  Facts are called by rules as they are evaluated.
         * @param {object|Fact} id - fact identifier or instance of Fact
         * @param {function} definitionFunc - function to be called when computing the fact value for a given rule
         * @param {Object} options - options to initialize the fact with. used when "id" is not a Fact instance
         */
      }, {
        key: "addFact",
        value: function addFact(id, valueOrMethod, options) {
          var factId = id;
          var fact = void 0;
          if (id instanceof _fact2.default) {
            factId = id.id;
            fact = id;
          } else {
            fact = new _fact2.default(id, valueOrMethod, options);
          }
          (0, _debug2.default)("engine::addFact", { id: factId });
          this.facts.set(factId, fact);
          return this;
        }
        /**
         * Remove a fact definition to the engine.  Facts are called by rules as they are evaluated.
         * @param {object|Fact} id - fact identifier or instance of Fact
         */
      }, {
        key: "removeFact",
        value: function removeFact(factOrId) {
          var factId = void 0;
          if (!(factOrId instanceof _fact2.default)) {
            factId = factOrId;
          } else {
            factId = factOrId.id;
          }
          return this.facts.delete(factId);
        }
        /**
         * Iterates over the engine rules, organizing them by highest -> lowest priority
         * @return {Rule[][]} two dimensional array of Rules.
         *    Each outer array element represents a single priority(integer).  Inner array is
         *    all rules with that priority.
         */
      }, {
        key: "prioritizeRules",
        value: function prioritizeRules() {
          if (!this.prioritizedRules) {
            var ruleSets = this.rules.reduce(function(sets, rule) {
              var priority = rule.priority;
              if (!sets[priority]) sets[priority] = [];
              sets[priority].push(rule);
              return sets;
            }, {});
            this.prioritizedRules = Object.keys(ruleSets).sort(function(a, b) {
              return Number(a) > Number(b) ? -1 : 1;
            }).map(function(priority) {
              return ruleSets[priority];
            });
          }
          return this.prioritizedRules;
        }
        /**
         * Stops the rules engine from running the next priority set of Rules.  All remaining rules will be resolved as undefined,
         * and no further events emitted.  Since rules of the same priority are evaluated in parallel(not series), other rules of
         * the same priority may still emit events, even though the engine is in a "finished" state.
         * @return {Engine}
         */
      }, {
        key: "stop",
        value: function stop() {
          this.status = FINISHED;
          return this;
        }
        /**
         * Returns a fact by fact-id
         * @param  {string} factId - fact identifier
         * @return {Fact} fact instance, or undefined if no such fact exists
         */
      }, {
        key: "getFact",
        value: function getFact(factId) {
          return this.facts.get(factId);
        }
        /**
         * Runs an array of rules
         * @param  {Rule[]} array of rules to be evaluated
         * @return {Promise} resolves when all rules in the array have been evaluated
         */
      }, {
        key: "evaluateRules",
        value: function evaluateRules(ruleArray, almanac) {
          var _this2 = this;
          return Promise.all(ruleArray.map(function(rule) {
            if (_this2.status !== RUNNING) {
              (0, _debug2.default)("engine::run, skipping remaining rules", { status: _this2.status });
              return Promise.resolve();
            }
            return rule.evaluate(almanac).then(function(ruleResult) {
              (0, _debug2.default)("engine::run", { ruleResult: ruleResult.result });
              almanac.addResult(ruleResult);
              if (ruleResult.result) {
                almanac.addEvent(ruleResult.event, "success");
                return _this2.emitAsync("success", ruleResult.event, almanac, ruleResult).then(function() {
                  return _this2.emitAsync(ruleResult.event.type, ruleResult.event.params, almanac, ruleResult);
                });
              } else {
                almanac.addEvent(ruleResult.event, "failure");
                return _this2.emitAsync("failure", ruleResult.event, almanac, ruleResult);
              }
            });
          }));
        }
        /**
         * Runs the rules engine
         * @param  {Object} runtimeFacts - fact values known at runtime
         * @param  {Object} runOptions - run options
         * @return {Promise} resolves when the engine has completed running
         */
      }, {
        key: "run",
        value: function run() {
          var _this3 = this;
          var runtimeFacts = arguments.length > 0 && arguments[0] !== void 0 ? arguments[0] : {};
          var runOptions = arguments.length > 1 && arguments[1] !== void 0 ? arguments[1] : {};
          (0, _debug2.default)("engine::run started");
          this.status = RUNNING;
          var almanac = runOptions.almanac || new _almanac2.default({
            allowUndefinedFacts: this.allowUndefinedFacts,
            pathResolver: this.pathResolver
          });
          this.facts.forEach(function(fact2) {
            almanac.addFact(fact2);
          });
          for (var factId in runtimeFacts) {
            var fact = void 0;
            if (runtimeFacts[factId] instanceof _fact2.default) {
              fact = runtimeFacts[factId];
            } else {
              fact = new _fact2.default(factId, runtimeFacts[factId]);
            }
            almanac.addFact(fact);
            (0, _debug2.default)("engine::run initialized runtime fact", { id: fact.id, value: fact.value, type: _typeof(fact.value) });
          }
          var orderedSets = this.prioritizeRules();
          var cursor = Promise.resolve();
          return new Promise(function(resolve, reject) {
            orderedSets.map(function(set) {
              cursor = cursor.then(function() {
                return _this3.evaluateRules(set, almanac);
              }).catch(reject);
              return cursor;
            });
            cursor.then(function() {
              _this3.status = FINISHED;
              (0, _debug2.default)("engine::run completed");
              var ruleResults = almanac.getResults();
              var _ruleResults$reduce = ruleResults.reduce(function(hash, ruleResult) {
                var group = ruleResult.result ? "results" : "failureResults";
                hash[group].push(ruleResult);
                return hash;
              }, { results: [], failureResults: [] }), results = _ruleResults$reduce.results, failureResults = _ruleResults$reduce.failureResults;
              resolve({
                almanac,
                results,
                failureResults,
                events: almanac.getEvents("success"),
                failureEvents: almanac.getEvents("failure")
              });
            }).catch(reject);
          });
        }
      }]);
      return Engine3;
    })(_eventemitter2.default);
    exports2.default = Engine2;
  }
});
var require_json_rules_engine = (0, import_chunk_runtime.__commonJS)({
  "node_modules/json-rules-engine/dist/json-rules-engine.js"(exports2) {
    "use strict";
    Object.defineProperty(exports2, "__esModule", {
      value: true
    });
    exports2.OperatorDecorator = exports2.Almanac = exports2.Engine = exports2.Operator = exports2.Rule = exports2.Fact = void 0;
    exports2.default = function(rules, options) {
      return new _engine2.default(rules, options);
    };
    var _engine = require_engine();
    var _engine2 = _interopRequireDefault(_engine);
    var _fact = require_fact();
    var _fact2 = _interopRequireDefault(_fact);
    var _rule = require_rule();
    var _rule2 = _interopRequireDefault(_rule);
    var _operator = require_operator();
    var _operator2 = _interopRequireDefault(_operator);
    var _almanac = require_almanac();
    var _almanac2 = _interopRequireDefault(_almanac);
    var _operatorDecorator = require_operator_decorator();
    var _operatorDecorator2 = _interopRequireDefault(_operatorDecorator);
    function _interopRequireDefault(obj) {
      return obj && obj.__esModule ? obj : { default: obj };
    }
    exports2.Fact = _fact2.default;
    exports2.Rule = _rule2.default;
    exports2.Operator = _operator2.default;
    exports2.Engine = _engine2.default;
    exports2.Almanac = _almanac2.default;
    exports2.OperatorDecorator = _operatorDecorator2.default;
  }
});
var require_dist = (0, import_chunk_runtime.__commonJS)({
  "node_modules/json-rules-engine/dist/index.js"(exports2, module2) {
    "use strict";
    module2.exports = require_json_rules_engine();
  }
});
var import_json_rules_engine = (0, import_chunk_runtime.__toESM)(require_dist(), 1);
function resolveDottedPath(value, path) {
  return resolvePathParts(value, path.split("."));
}
function resolvePathParts(value, parts) {
  let cur = value;
  for (let i = 0; i < parts.length; i++) {
    const part = parts[i];
    if (cur === null || typeof cur !== "object" || !Object.hasOwn(cur, part)) return void 0;
    cur = cur[part];
  }
  return cur;
}
var CUSTOM_OPERATORS = {
  startsWith: (fact, value) => typeof fact === "string" && typeof value === "string" && fact.startsWith(value),
  endsWith: (fact, value) => typeof fact === "string" && typeof value === "string" && fact.endsWith(value)
};
function createEvaluator(rules, options = {}) {
  const memo = options.memo ?? true;
  const engine = new import_json_rules_engine.Engine(
    rules.map(
      (r) => new import_json_rules_engine.Rule({
        name: r.name,
        priority: r.priority,
        conditions: r.conditions,
        event: { type: r.event.type, params: { ...r.event.params } }
      })
    ),
    { allowUndefinedFacts: false, allowUndefinedConditions: false, replaceFactsInEventParams: false, pathResolver: resolveDottedPath }
  );
  for (const [name, test] of Object.entries(CUSTOM_OPERATORS)) engine.addOperator(name, test);
  engine.on("success", () => engine.stop());
  const byName = new Map(rules.map((r) => [r.name, r]));
  const keys = new MemoKeys((0, import_chunk_rules_conditions.factReferences)(rules), numericThresholds(rules), options.fixed);
  const cache = /* @__PURE__ */ new Map();
  const stats = { runs: 0, hits: 0 };
  async function run(situation) {
    stats.runs++;
    const { results } = await engine.run(situation).catch((error) => {
      throw new import_chunk_hooks_session_start.InvalidInputError(
        [
          `${[...new Set(rules.map((r) => r.file))].join(", ")}: a rule cannot be evaluated (json-rules-engine: ${(0, import_chunk_hooks_session_start.visible)(error instanceof Error ? error.message : String(error))})`
        ],
        "Run `brain rules --check`: it names the condition."
      );
    });
    let best;
    for (const r of results) {
      const rule = byName.get(r.name);
      if (!rule) continue;
      if (!best || rule.priority > best.priority || rule.priority === best.priority && rule.order < best.order) best = rule;
    }
    if (!best) return void 0;
    const reason = best.event.params?.reason;
    return { type: best.event.type, rule: best.name, file: best.file, ...typeof reason === "string" ? { reason } : {} };
  }
  return {
    stats,
    evaluate(situation) {
      if (!memo) return run(situation);
      const key = keys.keyOf(situation);
      const hit = cache.get(key);
      if (hit !== void 0 || cache.has(key)) {
        stats.hits++;
        return hit;
      }
      return run(situation).then((decision) => {
        cache.set(key, decision);
        return decision;
      });
    }
  };
}
var ORDER_OPERATORS = /* @__PURE__ */ new Set(["equal", "notEqual", "lessThan", "lessThanInclusive", "greaterThan", "greaterThanInclusive"]);
function numericThresholds(rules) {
  const cuts = /* @__PURE__ */ new Map();
  const raw = /* @__PURE__ */ new Set();
  const cutsAt = (at) => {
    let c = cuts.get(at);
    if (!c) cuts.set(at, c = { constants: /* @__PURE__ */ new Set(), references: /* @__PURE__ */ new Map() });
    return c;
  };
  for (const rule of rules) {
    for (const leaf of (0, import_chunk_rules_conditions.conditionLeaves)(rule.condition)) {
      const at = `${leaf.fact}\0${leaf.path ?? ""}`;
      const v = leaf.constant;
      if (leaf.reference) {
        const refAt = `${leaf.reference.fact}\0${leaf.reference.path ?? ""}`;
        raw.add(refAt);
        if (ORDER_OPERATORS.has(leaf.operator)) cutsAt(at).references.set(refAt, leaf.reference);
        else raw.add(at);
      } else if (typeof v === "number" && Number.isFinite(v) && ORDER_OPERATORS.has(leaf.operator)) {
        cutsAt(at).constants.add(v);
      } else {
        raw.add(at);
      }
    }
  }
  const out = /* @__PURE__ */ new Map();
  for (const [at, c] of cuts) if (!raw.has(at)) out.set(at, { constants: [...c.constants].sort((a, b) => a - b), references: [...c.references.values()] });
  return out;
}
function bucket(value, cuts, situation) {
  if (typeof value !== "number" || !Number.isFinite(value)) return { raw: value };
  const { constants, references } = cuts;
  let i = 0;
  while (i < constants.length && constants[i] < value) i++;
  let out = i < constants.length && constants[i] === value ? `=${i}` : `<${i}`;
  for (let j = 0; j < references.length; j++) {
    const r = references[j];
    const root = situation[r.fact];
    const resolved = r.parts === void 0 ? root : resolvePathParts(root, r.parts);
    const other = resolved === null ? 0 : resolved;
    if (typeof other !== "number" || !Number.isFinite(other)) return { raw: value };
    out += value < other ? "<" : value === other ? "=" : ">";
  }
  return out;
}
function compileRefs(refs, thresholds) {
  const split = (path) => path === void 0 ? void 0 : path.split(".");
  return refs.map((r) => {
    const c = thresholds.get(`${r.fact}\0${r.path ?? ""}`);
    const cuts = c && { constants: c.constants, references: c.references.map((x) => ({ fact: x.fact, parts: split(x.path) })) };
    return { fact: r.fact, parts: split(r.path), cuts };
  });
}
function refValue({ fact, parts, cuts }, s) {
  const root = s[fact];
  const value = parts === void 0 ? root : resolvePathParts(root, parts);
  return cuts === void 0 ? value : bucket(value, cuts, s);
}
var MemoKeys = class {
  #compiled;
  /** Per place: the number of each string or number seen there, and of each object by its JSON. */
  #primitives;
  #objects;
  #next = FIRST_CODE;
  /** The two units of each place's number (high, low), reused from key to key. */
  #units;
  #roots;
  #fixed;
  constructor(refs, thresholds, fixed = {}) {
    this.#compiled = compileRefs(refs, thresholds);
    this.#primitives = this.#compiled.map(() => /* @__PURE__ */ new Map());
    this.#objects = this.#compiled.map(() => /* @__PURE__ */ new Map());
    this.#units = new Array(2 * this.#compiled.length).fill(0);
    this.#roots = Object.entries(fixed);
    this.#fixed = this.#compiled.map((c, i) => c.cuts === void 0 && Object.hasOwn(fixed, c.fact) ? this.#code(i, refValue(c, fixed)) : void 0);
  }
  keyOf(situation) {
    const s = situation;
    let fixedHeld = true;
    for (let r = 0; r < this.#roots.length; r++) if (s[this.#roots[r][0]] !== this.#roots[r][1]) fixedHeld = false;
    const units = this.#units;
    for (let i = 0; i < this.#compiled.length; i++) {
      const code = (fixedHeld ? this.#fixed[i] : void 0) ?? this.#code(i, refValue(this.#compiled[i], s));
      units[2 * i] = code >>> 16;
      units[2 * i + 1] = code & 65535;
    }
    return String.fromCharCode.apply(null, units);
  }
  /** The number of `value` at place `i`; values keyPart writes alike (0 and -0, NaN and NaN) share one. */
  #code(i, value) {
    if (value === true) return 1;
    if (value === false) return 2;
    if (value === null) return 3;
    if (value === void 0) return 4;
    const object = typeof value === "object";
    const codes = object ? this.#objects[i] : this.#primitives[i];
    const at = object ? JSON.stringify(value) : value;
    let code = codes.get(at);
    if (code === void 0) {
      code = this.#next++;
      codes.set(at, code);
    }
    return code;
  }
};
var FIRST_CODE = 5;
function cannotEvaluate(error) {
  if (error instanceof import_chunk_hooks_session_start.InvalidInputError) return void 0;
  throw error;
}
function factSituation(f, age, config, changedByThisDiff) {
  return {
    fact: {
      kind: f.kind,
      layer: f.layer,
      status: f.status,
      key: f.key,
      provenance: f.provenance,
      evidenceCount: f.evidence_count,
      independentEvidence: (0, import_chunk_core_context_config.independentEvidence)(f.sources),
      daysSinceSeen: age,
      changedByThisDiff
    },
    config
  };
}
var RETIRE_CANDIDATES = true;
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  CUSTOM_OPERATORS,
  RETIRE_CANDIDATES,
  cannotEvaluate,
  createEvaluator,
  factSituation,
  resolveDottedPath
});
/*! Bundled license information:

eventemitter2/lib/eventemitter2.js:
  (*!
   * EventEmitter2
   * https://github.com/hij1nx/EventEmitter2
   *
   * Copyright (c) 2013 hij1nx
   * Licensed under the MIT license.
   *)
*/
// brain-digest: 00ef891b6e85b7aa
