"use strict";
var __getOwnPropNames = Object.getOwnPropertyNames;
var __commonJS = (cb, mod) => function __require() {
  try {
    return mod || (0, cb[__getOwnPropNames(cb)[0]])((mod = { exports: {} }).exports, mod), mod.exports;
  } catch (e) {
    throw mod = 0, e;
  }
};

// node_modules/ajv/dist/runtime/ucs2length.js
var require_ucs2length = __commonJS({
  "node_modules/ajv/dist/runtime/ucs2length.js"(exports2) {
    "use strict";
    Object.defineProperty(exports2, "__esModule", { value: true });
    function ucs2length(str) {
      const len = str.length;
      let length = 0;
      let pos = 0;
      let value;
      while (pos < len) {
        length++;
        value = str.charCodeAt(pos++);
        if (value >= 55296 && value <= 56319 && pos < len) {
          value = str.charCodeAt(pos);
          if ((value & 64512) === 56320)
            pos++;
        }
      }
      return length;
    }
    exports2.default = ucs2length;
    ucs2length.code = 'require("ajv/dist/runtime/ucs2length").default';
  }
});

// node_modules/ajv-formats/dist/formats.js
var require_formats = __commonJS({
  "node_modules/ajv-formats/dist/formats.js"(exports2) {
    "use strict";
    Object.defineProperty(exports2, "__esModule", { value: true });
    exports2.formatNames = exports2.fastFormats = exports2.fullFormats = void 0;
    function fmtDef(validate, compare) {
      return { validate, compare };
    }
    exports2.fullFormats = {
      // date: http://tools.ietf.org/html/rfc3339#section-5.6
      date: fmtDef(date, compareDate),
      // date-time: http://tools.ietf.org/html/rfc3339#section-5.6
      time: fmtDef(getTime(true), compareTime),
      "date-time": fmtDef(getDateTime(true), compareDateTime),
      "iso-time": fmtDef(getTime(), compareIsoTime),
      "iso-date-time": fmtDef(getDateTime(), compareIsoDateTime),
      // duration: https://tools.ietf.org/html/rfc3339#appendix-A
      duration: /^P(?!$)((\d+Y)?(\d+M)?(\d+D)?(T(?=\d)(\d+H)?(\d+M)?(\d+S)?)?|(\d+W)?)$/,
      uri,
      "uri-reference": /^(?:[a-z][a-z0-9+\-.]*:)?(?:\/?\/(?:(?:[a-z0-9\-._~!$&'()*+,;=:]|%[0-9a-f]{2})*@)?(?:\[(?:(?:(?:(?:[0-9a-f]{1,4}:){6}|::(?:[0-9a-f]{1,4}:){5}|(?:[0-9a-f]{1,4})?::(?:[0-9a-f]{1,4}:){4}|(?:(?:[0-9a-f]{1,4}:){0,1}[0-9a-f]{1,4})?::(?:[0-9a-f]{1,4}:){3}|(?:(?:[0-9a-f]{1,4}:){0,2}[0-9a-f]{1,4})?::(?:[0-9a-f]{1,4}:){2}|(?:(?:[0-9a-f]{1,4}:){0,3}[0-9a-f]{1,4})?::[0-9a-f]{1,4}:|(?:(?:[0-9a-f]{1,4}:){0,4}[0-9a-f]{1,4})?::)(?:[0-9a-f]{1,4}:[0-9a-f]{1,4}|(?:(?:25[0-5]|2[0-4]\d|[01]?\d\d?)\.){3}(?:25[0-5]|2[0-4]\d|[01]?\d\d?))|(?:(?:[0-9a-f]{1,4}:){0,5}[0-9a-f]{1,4})?::[0-9a-f]{1,4}|(?:(?:[0-9a-f]{1,4}:){0,6}[0-9a-f]{1,4})?::)|[Vv][0-9a-f]+\.[a-z0-9\-._~!$&'()*+,;=:]+)\]|(?:(?:25[0-5]|2[0-4]\d|[01]?\d\d?)\.){3}(?:25[0-5]|2[0-4]\d|[01]?\d\d?)|(?:[a-z0-9\-._~!$&'"()*+,;=]|%[0-9a-f]{2})*)(?::\d*)?(?:\/(?:[a-z0-9\-._~!$&'"()*+,;=:@]|%[0-9a-f]{2})*)*|\/(?:(?:[a-z0-9\-._~!$&'"()*+,;=:@]|%[0-9a-f]{2})+(?:\/(?:[a-z0-9\-._~!$&'"()*+,;=:@]|%[0-9a-f]{2})*)*)?|(?:[a-z0-9\-._~!$&'"()*+,;=:@]|%[0-9a-f]{2})+(?:\/(?:[a-z0-9\-._~!$&'"()*+,;=:@]|%[0-9a-f]{2})*)*)?(?:\?(?:[a-z0-9\-._~!$&'"()*+,;=:@/?]|%[0-9a-f]{2})*)?(?:#(?:[a-z0-9\-._~!$&'"()*+,;=:@/?]|%[0-9a-f]{2})*)?$/i,
      // uri-template: https://tools.ietf.org/html/rfc6570
      "uri-template": /^(?:(?:[^\x00-\x20"'<>%\\^`{|}]|%[0-9a-f]{2})|\{[+#./;?&=,!@|]?(?:[a-z0-9_]|%[0-9a-f]{2})+(?::[1-9][0-9]{0,3}|\*)?(?:,(?:[a-z0-9_]|%[0-9a-f]{2})+(?::[1-9][0-9]{0,3}|\*)?)*\})*$/i,
      // For the source: https://gist.github.com/dperini/729294
      // For test cases: https://mathiasbynens.be/demo/url-regex
      url: /^(?:https?|ftp):\/\/(?:\S+(?::\S*)?@)?(?:(?!(?:10|127)(?:\.\d{1,3}){3})(?!(?:169\.254|192\.168)(?:\.\d{1,3}){2})(?!172\.(?:1[6-9]|2\d|3[0-1])(?:\.\d{1,3}){2})(?:[1-9]\d?|1\d\d|2[01]\d|22[0-3])(?:\.(?:1?\d{1,2}|2[0-4]\d|25[0-5])){2}(?:\.(?:[1-9]\d?|1\d\d|2[0-4]\d|25[0-4]))|(?:(?:[a-z0-9\u{00a1}-\u{ffff}]+-)*[a-z0-9\u{00a1}-\u{ffff}]+)(?:\.(?:[a-z0-9\u{00a1}-\u{ffff}]+-)*[a-z0-9\u{00a1}-\u{ffff}]+)*(?:\.(?:[a-z\u{00a1}-\u{ffff}]{2,})))(?::\d{2,5})?(?:\/[^\s]*)?$/iu,
      email: /^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/i,
      hostname: /^(?=.{1,253}\.?$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[-0-9a-z]{0,61}[0-9a-z])?)*\.?$/i,
      // optimized https://www.safaribooksonline.com/library/view/regular-expressions-cookbook/9780596802837/ch07s16.html
      ipv4: /^(?:(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)\.){3}(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)$/,
      ipv6: /^((([0-9a-f]{1,4}:){7}([0-9a-f]{1,4}|:))|(([0-9a-f]{1,4}:){6}(:[0-9a-f]{1,4}|((25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3})|:))|(([0-9a-f]{1,4}:){5}(((:[0-9a-f]{1,4}){1,2})|:((25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3})|:))|(([0-9a-f]{1,4}:){4}(((:[0-9a-f]{1,4}){1,3})|((:[0-9a-f]{1,4})?:((25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}))|:))|(([0-9a-f]{1,4}:){3}(((:[0-9a-f]{1,4}){1,4})|((:[0-9a-f]{1,4}){0,2}:((25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}))|:))|(([0-9a-f]{1,4}:){2}(((:[0-9a-f]{1,4}){1,5})|((:[0-9a-f]{1,4}){0,3}:((25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}))|:))|(([0-9a-f]{1,4}:){1}(((:[0-9a-f]{1,4}){1,6})|((:[0-9a-f]{1,4}){0,4}:((25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}))|:))|(:(((:[0-9a-f]{1,4}){1,7})|((:[0-9a-f]{1,4}){0,5}:((25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}))|:)))$/i,
      regex,
      // uuid: http://tools.ietf.org/html/rfc4122
      uuid: /^(?:urn:uuid:)?[0-9a-f]{8}-(?:[0-9a-f]{4}-){3}[0-9a-f]{12}$/i,
      // JSON-pointer: https://tools.ietf.org/html/rfc6901
      // uri fragment: https://tools.ietf.org/html/rfc3986#appendix-A
      "json-pointer": /^(?:\/(?:[^~/]|~0|~1)*)*$/,
      "json-pointer-uri-fragment": /^#(?:\/(?:[a-z0-9_\-.!$&'()*+,;:=@]|%[0-9a-f]{2}|~0|~1)*)*$/i,
      // relative JSON-pointer: http://tools.ietf.org/html/draft-luff-relative-json-pointer-00
      "relative-json-pointer": /^(?:0|[1-9][0-9]*)(?:#|(?:\/(?:[^~/]|~0|~1)*)*)$/,
      // the following formats are used by the openapi specification: https://spec.openapis.org/oas/v3.0.0#data-types
      // byte: https://github.com/miguelmota/is-base64
      byte,
      // signed 32 bit integer
      int32: { type: "number", validate: validateInt32 },
      // signed 64 bit integer
      int64: { type: "number", validate: validateInt64 },
      // C-type float
      float: { type: "number", validate: validateNumber },
      // C-type double
      double: { type: "number", validate: validateNumber },
      // hint to the UI to hide input strings
      password: true,
      // unchecked string payload
      binary: true
    };
    exports2.fastFormats = {
      ...exports2.fullFormats,
      date: fmtDef(/^\d\d\d\d-[0-1]\d-[0-3]\d$/, compareDate),
      time: fmtDef(/^(?:[0-2]\d:[0-5]\d:[0-5]\d|23:59:60)(?:\.\d+)?(?:z|[+-]\d\d(?::?\d\d)?)$/i, compareTime),
      "date-time": fmtDef(/^\d\d\d\d-[0-1]\d-[0-3]\dt(?:[0-2]\d:[0-5]\d:[0-5]\d|23:59:60)(?:\.\d+)?(?:z|[+-]\d\d(?::?\d\d)?)$/i, compareDateTime),
      "iso-time": fmtDef(/^(?:[0-2]\d:[0-5]\d:[0-5]\d|23:59:60)(?:\.\d+)?(?:z|[+-]\d\d(?::?\d\d)?)?$/i, compareIsoTime),
      "iso-date-time": fmtDef(/^\d\d\d\d-[0-1]\d-[0-3]\d[t\s](?:[0-2]\d:[0-5]\d:[0-5]\d|23:59:60)(?:\.\d+)?(?:z|[+-]\d\d(?::?\d\d)?)?$/i, compareIsoDateTime),
      // uri: https://github.com/mafintosh/is-my-json-valid/blob/master/formats.js
      uri: /^(?:[a-z][a-z0-9+\-.]*:)(?:\/?\/)?[^\s]*$/i,
      "uri-reference": /^(?:(?:[a-z][a-z0-9+\-.]*:)?\/?\/)?(?:[^\\\s#][^\s#]*)?(?:#[^\\\s]*)?$/i,
      // email (sources from jsen validator):
      // http://stackoverflow.com/questions/201323/using-a-regular-expression-to-validate-an-email-address#answer-8829363
      // http://www.w3.org/TR/html5/forms.html#valid-e-mail-address (search for 'wilful violation')
      email: /^[a-z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/i
    };
    exports2.formatNames = Object.keys(exports2.fullFormats);
    function isLeapYear(year) {
      return year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
    }
    var DATE = /^(\d\d\d\d)-(\d\d)-(\d\d)$/;
    var DAYS = [0, 31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
    function date(str) {
      const matches = DATE.exec(str);
      if (!matches)
        return false;
      const year = +matches[1];
      const month = +matches[2];
      const day = +matches[3];
      return month >= 1 && month <= 12 && day >= 1 && day <= (month === 2 && isLeapYear(year) ? 29 : DAYS[month]);
    }
    function compareDate(d1, d2) {
      if (!(d1 && d2))
        return void 0;
      if (d1 > d2)
        return 1;
      if (d1 < d2)
        return -1;
      return 0;
    }
    var TIME = /^(\d\d):(\d\d):(\d\d(?:\.\d+)?)(z|([+-])(\d\d)(?::?(\d\d))?)?$/i;
    function getTime(strictTimeZone) {
      return function time(str) {
        const matches = TIME.exec(str);
        if (!matches)
          return false;
        const hr = +matches[1];
        const min = +matches[2];
        const sec = +matches[3];
        const tz = matches[4];
        const tzSign = matches[5] === "-" ? -1 : 1;
        const tzH = +(matches[6] || 0);
        const tzM = +(matches[7] || 0);
        if (tzH > 23 || tzM > 59 || strictTimeZone && !tz)
          return false;
        if (hr <= 23 && min <= 59 && sec < 60)
          return true;
        const utcMin = min - tzM * tzSign;
        const utcHr = hr - tzH * tzSign - (utcMin < 0 ? 1 : 0);
        return (utcHr === 23 || utcHr === -1) && (utcMin === 59 || utcMin === -1) && sec < 61;
      };
    }
    function compareTime(s1, s2) {
      if (!(s1 && s2))
        return void 0;
      const t1 = (/* @__PURE__ */ new Date("2020-01-01T" + s1)).valueOf();
      const t2 = (/* @__PURE__ */ new Date("2020-01-01T" + s2)).valueOf();
      if (!(t1 && t2))
        return void 0;
      return t1 - t2;
    }
    function compareIsoTime(t1, t2) {
      if (!(t1 && t2))
        return void 0;
      const a1 = TIME.exec(t1);
      const a2 = TIME.exec(t2);
      if (!(a1 && a2))
        return void 0;
      t1 = a1[1] + a1[2] + a1[3];
      t2 = a2[1] + a2[2] + a2[3];
      if (t1 > t2)
        return 1;
      if (t1 < t2)
        return -1;
      return 0;
    }
    var DATE_TIME_SEPARATOR = /t|\s/i;
    function getDateTime(strictTimeZone) {
      const time = getTime(strictTimeZone);
      return function date_time(str) {
        const dateTime = str.split(DATE_TIME_SEPARATOR);
        return dateTime.length === 2 && date(dateTime[0]) && time(dateTime[1]);
      };
    }
    function compareDateTime(dt1, dt2) {
      if (!(dt1 && dt2))
        return void 0;
      const d1 = new Date(dt1).valueOf();
      const d2 = new Date(dt2).valueOf();
      if (!(d1 && d2))
        return void 0;
      return d1 - d2;
    }
    function compareIsoDateTime(dt1, dt2) {
      if (!(dt1 && dt2))
        return void 0;
      const [d1, t1] = dt1.split(DATE_TIME_SEPARATOR);
      const [d2, t2] = dt2.split(DATE_TIME_SEPARATOR);
      const res = compareDate(d1, d2);
      if (res === void 0)
        return void 0;
      return res || compareTime(t1, t2);
    }
    var NOT_URI_FRAGMENT = /\/|:/;
    var URI = /^(?:[a-z][a-z0-9+\-.]*:)(?:\/?\/(?:(?:[a-z0-9\-._~!$&'()*+,;=:]|%[0-9a-f]{2})*@)?(?:\[(?:(?:(?:(?:[0-9a-f]{1,4}:){6}|::(?:[0-9a-f]{1,4}:){5}|(?:[0-9a-f]{1,4})?::(?:[0-9a-f]{1,4}:){4}|(?:(?:[0-9a-f]{1,4}:){0,1}[0-9a-f]{1,4})?::(?:[0-9a-f]{1,4}:){3}|(?:(?:[0-9a-f]{1,4}:){0,2}[0-9a-f]{1,4})?::(?:[0-9a-f]{1,4}:){2}|(?:(?:[0-9a-f]{1,4}:){0,3}[0-9a-f]{1,4})?::[0-9a-f]{1,4}:|(?:(?:[0-9a-f]{1,4}:){0,4}[0-9a-f]{1,4})?::)(?:[0-9a-f]{1,4}:[0-9a-f]{1,4}|(?:(?:25[0-5]|2[0-4]\d|[01]?\d\d?)\.){3}(?:25[0-5]|2[0-4]\d|[01]?\d\d?))|(?:(?:[0-9a-f]{1,4}:){0,5}[0-9a-f]{1,4})?::[0-9a-f]{1,4}|(?:(?:[0-9a-f]{1,4}:){0,6}[0-9a-f]{1,4})?::)|[Vv][0-9a-f]+\.[a-z0-9\-._~!$&'()*+,;=:]+)\]|(?:(?:25[0-5]|2[0-4]\d|[01]?\d\d?)\.){3}(?:25[0-5]|2[0-4]\d|[01]?\d\d?)|(?:[a-z0-9\-._~!$&'()*+,;=]|%[0-9a-f]{2})*)(?::\d*)?(?:\/(?:[a-z0-9\-._~!$&'()*+,;=:@]|%[0-9a-f]{2})*)*|\/(?:(?:[a-z0-9\-._~!$&'()*+,;=:@]|%[0-9a-f]{2})+(?:\/(?:[a-z0-9\-._~!$&'()*+,;=:@]|%[0-9a-f]{2})*)*)?|(?:[a-z0-9\-._~!$&'()*+,;=:@]|%[0-9a-f]{2})+(?:\/(?:[a-z0-9\-._~!$&'()*+,;=:@]|%[0-9a-f]{2})*)*)(?:\?(?:[a-z0-9\-._~!$&'()*+,;=:@/?]|%[0-9a-f]{2})*)?(?:#(?:[a-z0-9\-._~!$&'()*+,;=:@/?]|%[0-9a-f]{2})*)?$/i;
    function uri(str) {
      return NOT_URI_FRAGMENT.test(str) && URI.test(str);
    }
    var BYTE = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/gm;
    function byte(str) {
      BYTE.lastIndex = 0;
      return BYTE.test(str);
    }
    var MIN_INT32 = -(2 ** 31);
    var MAX_INT32 = 2 ** 31 - 1;
    function validateInt32(value) {
      return Number.isInteger(value) && value <= MAX_INT32 && value >= MIN_INT32;
    }
    function validateInt64(value) {
      return Number.isInteger(value);
    }
    function validateNumber() {
      return true;
    }
    var Z_ANCHOR = /[^\\]\\Z/;
    function regex(str) {
      if (Z_ANCHOR.test(str))
        return false;
      try {
        new RegExp(str);
        return true;
      } catch (e) {
        return false;
      }
    }
  }
});

// node_modules/fast-deep-equal/index.js
var require_fast_deep_equal = __commonJS({
  "node_modules/fast-deep-equal/index.js"(exports2, module2) {
    "use strict";
    module2.exports = function equal(a, b) {
      if (a === b) return true;
      if (a && b && typeof a == "object" && typeof b == "object") {
        if (a.constructor !== b.constructor) return false;
        var length, i, keys;
        if (Array.isArray(a)) {
          length = a.length;
          if (length != b.length) return false;
          for (i = length; i-- !== 0; )
            if (!equal(a[i], b[i])) return false;
          return true;
        }
        if (a.constructor === RegExp) return a.source === b.source && a.flags === b.flags;
        if (a.valueOf !== Object.prototype.valueOf) return a.valueOf() === b.valueOf();
        if (a.toString !== Object.prototype.toString) return a.toString() === b.toString();
        keys = Object.keys(a);
        length = keys.length;
        if (length !== Object.keys(b).length) return false;
        for (i = length; i-- !== 0; )
          if (!Object.prototype.hasOwnProperty.call(b, keys[i])) return false;
        for (i = length; i-- !== 0; ) {
          var key = keys[i];
          if (!equal(a[key], b[key])) return false;
        }
        return true;
      }
      return a !== a && b !== b;
    };
  }
});

// node_modules/ajv/dist/runtime/equal.js
var require_equal = __commonJS({
  "node_modules/ajv/dist/runtime/equal.js"(exports2) {
    "use strict";
    Object.defineProperty(exports2, "__esModule", { value: true });
    var equal = require_fast_deep_equal();
    equal.code = 'require("ajv/dist/runtime/equal").default';
    exports2.default = equal;
  }
});

// dist/validators.cjs
exports.candidates = validate20;
var schema31 = { "$schema": "https://json-schema.org/draft/2020-12/schema", "$id": "https://brain.example/schemas/candidates.schema.json", "title": "Candidates", "description": "A batch of candidates written by an extracting session for `brain consolidate --propose`: each either a value for a key, the retirement of an active fact, or the resolution of an open conflict. Text fields refuse control and invisible-formatting characters (C0, DEL, C1, U+200E/U+200F, U+2028\u2013U+202E, U+2066\u2013U+2069).", "type": "array", "items": { "$ref": "#/$defs/candidate" }, "$defs": { "candidate": { "title": "Candidate", "oneOf": [{ "title": "ValueCandidate", "description": "A candidate fact: a value observed for a key.", "type": "object", "required": ["key", "value", "provenance", "source", "observed_date"], "additionalProperties": false, "properties": { "key": { "description": "What the fact is about, e.g. `primary-expertise`. Normalized before matching (NFKC, trimmed, lower-cased, whitespace and `_` runs become `-`). No control or invisible-formatting characters.", "type": "string", "minLength": 1, "maxLength": 200, "pattern": "[^\\s_]", "not": { "pattern": "[\0-\x7F-\x9F\xAD\u034F\u0600-\u0605\u061C\u06DD\u070F\u0890-\u0891\u08E2\u115F-\u1160\u17B4-\u17B5\u180B-\u180F\u200B-\u200F\u2028-\u202E\u2060-\u206F\u3164\uFE00-\uFE0F\uFEFF\uFFA0\uFFF0-\uFFFB\u{110BD}\u{110CD}\u{13430}-\u{1343F}\u{1BCA0}-\u{1BCA3}\u{1D173}-\u{1D17A}\u{E0000}-\u{E0FFF}]" } }, "value": { "description": "The fact's value, single line. Compared case- and whitespace-insensitively; the text first observed is kept.", "type": "string", "minLength": 1, "maxLength": 4e3, "pattern": "\\S", "not": { "pattern": "[\0-\x7F-\x9F\xAD\u034F\u0600-\u0605\u061C\u06DD\u070F\u0890-\u0891\u08E2\u115F-\u1160\u17B4-\u17B5\u180B-\u180F\u200B\u200E-\u200F\u2028-\u202E\u2060-\u206F\u3164\uFEFF\uFFA0\uFFF0-\uFFFB\u{110BD}\u{110CD}\u{13430}-\u{1343F}\u{1BCA0}-\u{1BCA3}\u{1D173}-\u{1D17A}\u{E0000}-\u{E001F}\u{E0080}-\u{E00FF}\u{E01F0}-\u{E0FFF}]" } }, "provenance": { "description": "Where the evidence comes from. Only `published` and `human` are learned from; `ai-draft` is always rejected.", "enum": ["human", "published", "ai-draft"] }, "source": { "description": "The record that evidences the fact, e.g. `published:1a2b3c4d5e6f` (an ingested record) or `human:<label>` (the operator's own statement). Evidence is counted by distinct source.", "type": "string", "minLength": 1, "maxLength": 500, "pattern": "\\S", "not": { "pattern": "[\0-\x7F-\x9F\xAD\u034F\u0600-\u0605\u061C\u06DD\u070F\u0890-\u0891\u08E2\u115F-\u1160\u17B4-\u17B5\u180B-\u180F\u200B-\u200F\u2028-\u202E\u2060-\u206F\u3164\uFE00-\uFE0F\uFEFF\uFFA0\uFFF0-\uFFFB\u{110BD}\u{110CD}\u{13430}-\u{1343F}\u{1BCA0}-\u{1BCA3}\u{1D173}-\u{1D17A}\u{E0000}-\u{E0FFF}]" } }, "observed_date": { "description": "The date the evidence was published or said (a real calendar date, not after the propose's today).", "type": "string", "format": "date", "pattern": "^[0-9]{4}-[0-9]{2}-[0-9]{2}$" }, "supersedes": { "type": "string", "minLength": 1, "maxLength": 64, "pattern": "^[^\\r\\n]+$", "not": { "pattern": "[\0-\x7F-\x9F\xAD\u034F\u0600-\u0605\u061C\u06DD\u070F\u0890-\u0891\u08E2\u115F-\u1160\u17B4-\u17B5\u180B-\u180F\u200B-\u200F\u2028-\u202E\u2060-\u206F\u3164\uFE00-\uFE0F\uFEFF\uFFA0\uFFF0-\uFFFB\u{110BD}\u{110CD}\u{13430}-\u{1343F}\u{1BCA0}-\u{1BCA3}\u{1D173}-\u{1D17A}\u{E0000}-\u{E0FFF}]" }, "description": "Optional: the id of an active fact of the same key that this candidate replaces (a clear temporal update)." } } }, { "title": "RetireCandidate", "description": "A statement that an active fact stopped being true: it is retired (kept in the profile, marked), never deleted.", "type": "object", "required": ["key", "retires", "reason", "provenance", "source", "observed_date"], "additionalProperties": false, "properties": { "key": { "description": "What the fact is about, e.g. `primary-expertise`. Normalized before matching (NFKC, trimmed, lower-cased, whitespace and `_` runs become `-`). No control or invisible-formatting characters.", "type": "string", "minLength": 1, "maxLength": 200, "pattern": "[^\\s_]", "not": { "pattern": "[\0-\x7F-\x9F\xAD\u034F\u0600-\u0605\u061C\u06DD\u070F\u0890-\u0891\u08E2\u115F-\u1160\u17B4-\u17B5\u180B-\u180F\u200B-\u200F\u2028-\u202E\u2060-\u206F\u3164\uFE00-\uFE0F\uFEFF\uFFA0\uFFF0-\uFFFB\u{110BD}\u{110CD}\u{13430}-\u{1343F}\u{1BCA0}-\u{1BCA3}\u{1D173}-\u{1D17A}\u{E0000}-\u{E0FFF}]" } }, "retires": { "type": "string", "minLength": 1, "maxLength": 64, "pattern": "^[^\\r\\n]+$", "not": { "pattern": "[\0-\x7F-\x9F\xAD\u034F\u0600-\u0605\u061C\u06DD\u070F\u0890-\u0891\u08E2\u115F-\u1160\u17B4-\u17B5\u180B-\u180F\u200B-\u200F\u2028-\u202E\u2060-\u206F\u3164\uFE00-\uFE0F\uFEFF\uFFA0\uFFF0-\uFFFB\u{110BD}\u{110CD}\u{13430}-\u{1343F}\u{1BCA0}-\u{1BCA3}\u{1D173}-\u{1D17A}\u{E0000}-\u{E0FFF}]" }, "description": "The id of the active observed fact of this key to retire." }, "reason": { "description": "Why the fact no longer holds, e.g. `the project ended`.", "type": "string", "minLength": 1, "maxLength": 500, "pattern": "\\S", "not": { "pattern": "[\0-\x7F-\x9F\xAD\u034F\u0600-\u0605\u061C\u06DD\u070F\u0890-\u0891\u08E2\u115F-\u1160\u17B4-\u17B5\u180B-\u180F\u200B\u200E-\u200F\u2028-\u202E\u2060-\u206F\u3164\uFEFF\uFFA0\uFFF0-\uFFFB\u{110BD}\u{110CD}\u{13430}-\u{1343F}\u{1BCA0}-\u{1BCA3}\u{1D173}-\u{1D17A}\u{E0000}-\u{E001F}\u{E0080}-\u{E00FF}\u{E01F0}-\u{E0FFF}]" } }, "provenance": { "description": "Where the evidence comes from. Only `published` and `human` are learned from; `ai-draft` is always rejected.", "enum": ["human", "published", "ai-draft"] }, "source": { "description": "The record that evidences the fact, e.g. `published:1a2b3c4d5e6f` (an ingested record) or `human:<label>` (the operator's own statement). Evidence is counted by distinct source.", "type": "string", "minLength": 1, "maxLength": 500, "pattern": "\\S", "not": { "pattern": "[\0-\x7F-\x9F\xAD\u034F\u0600-\u0605\u061C\u06DD\u070F\u0890-\u0891\u08E2\u115F-\u1160\u17B4-\u17B5\u180B-\u180F\u200B-\u200F\u2028-\u202E\u2060-\u206F\u3164\uFE00-\uFE0F\uFEFF\uFFA0\uFFF0-\uFFFB\u{110BD}\u{110CD}\u{13430}-\u{1343F}\u{1BCA0}-\u{1BCA3}\u{1D173}-\u{1D17A}\u{E0000}-\u{E0FFF}]" } }, "observed_date": { "description": "The date the evidence was published or said (a real calendar date, not after the propose's today).", "type": "string", "format": "date", "pattern": "^[0-9]{4}-[0-9]{2}-[0-9]{2}$" } } }, { "title": "ResolveCandidate", "description": "The operator settles an open conflict: the fact named in `keeps` stays as it is, every other active observed value of the key is archived as superseded by it.", "type": "object", "required": ["key", "keeps", "provenance", "source", "observed_date"], "additionalProperties": false, "properties": { "key": { "description": "What the fact is about, e.g. `primary-expertise`. Normalized before matching (NFKC, trimmed, lower-cased, whitespace and `_` runs become `-`). No control or invisible-formatting characters.", "type": "string", "minLength": 1, "maxLength": 200, "pattern": "[^\\s_]", "not": { "pattern": "[\0-\x7F-\x9F\xAD\u034F\u0600-\u0605\u061C\u06DD\u070F\u0890-\u0891\u08E2\u115F-\u1160\u17B4-\u17B5\u180B-\u180F\u200B-\u200F\u2028-\u202E\u2060-\u206F\u3164\uFE00-\uFE0F\uFEFF\uFFA0\uFFF0-\uFFFB\u{110BD}\u{110CD}\u{13430}-\u{1343F}\u{1BCA0}-\u{1BCA3}\u{1D173}-\u{1D17A}\u{E0000}-\u{E0FFF}]" } }, "keeps": { "type": "string", "minLength": 1, "maxLength": 64, "pattern": "^[^\\r\\n]+$", "not": { "pattern": "[\0-\x7F-\x9F\xAD\u034F\u0600-\u0605\u061C\u06DD\u070F\u0890-\u0891\u08E2\u115F-\u1160\u17B4-\u17B5\u180B-\u180F\u200B-\u200F\u2028-\u202E\u2060-\u206F\u3164\uFE00-\uFE0F\uFEFF\uFFA0\uFFF0-\uFFFB\u{110BD}\u{110CD}\u{13430}-\u{1343F}\u{1BCA0}-\u{1BCA3}\u{1D173}-\u{1D17A}\u{E0000}-\u{E0FFF}]" }, "description": "The id of the active observed fact of this key to keep." }, "reason": { "description": "Optional: why this value is the one that holds.", "type": "string", "minLength": 1, "maxLength": 500, "pattern": "\\S", "not": { "pattern": "[\0-\x7F-\x9F\xAD\u034F\u0600-\u0605\u061C\u06DD\u070F\u0890-\u0891\u08E2\u115F-\u1160\u17B4-\u17B5\u180B-\u180F\u200B\u200E-\u200F\u2028-\u202E\u2060-\u206F\u3164\uFEFF\uFFA0\uFFF0-\uFFFB\u{110BD}\u{110CD}\u{13430}-\u{1343F}\u{1BCA0}-\u{1BCA3}\u{1D173}-\u{1D17A}\u{E0000}-\u{E001F}\u{E0080}-\u{E00FF}\u{E01F0}-\u{E0FFF}]" } }, "provenance": { "description": "Where the evidence comes from. Only `published` and `human` are learned from; `ai-draft` is always rejected.", "enum": ["human", "published", "ai-draft"] }, "source": { "description": "The record that evidences the fact, e.g. `published:1a2b3c4d5e6f` (an ingested record) or `human:<label>` (the operator's own statement). Evidence is counted by distinct source.", "type": "string", "minLength": 1, "maxLength": 500, "pattern": "\\S", "not": { "pattern": "[\0-\x7F-\x9F\xAD\u034F\u0600-\u0605\u061C\u06DD\u070F\u0890-\u0891\u08E2\u115F-\u1160\u17B4-\u17B5\u180B-\u180F\u200B-\u200F\u2028-\u202E\u2060-\u206F\u3164\uFE00-\uFE0F\uFEFF\uFFA0\uFFF0-\uFFFB\u{110BD}\u{110CD}\u{13430}-\u{1343F}\u{1BCA0}-\u{1BCA3}\u{1D173}-\u{1D17A}\u{E0000}-\u{E0FFF}]" } }, "observed_date": { "description": "The date the evidence was published or said (a real calendar date, not after the propose's today).", "type": "string", "format": "date", "pattern": "^[0-9]{4}-[0-9]{2}-[0-9]{2}$" } } }] } } };
var schema32 = { "title": "Candidate", "oneOf": [{ "title": "ValueCandidate", "description": "A candidate fact: a value observed for a key.", "type": "object", "required": ["key", "value", "provenance", "source", "observed_date"], "additionalProperties": false, "properties": { "key": { "description": "What the fact is about, e.g. `primary-expertise`. Normalized before matching (NFKC, trimmed, lower-cased, whitespace and `_` runs become `-`). No control or invisible-formatting characters.", "type": "string", "minLength": 1, "maxLength": 200, "pattern": "[^\\s_]", "not": { "pattern": "[\0-\x7F-\x9F\xAD\u034F\u0600-\u0605\u061C\u06DD\u070F\u0890-\u0891\u08E2\u115F-\u1160\u17B4-\u17B5\u180B-\u180F\u200B-\u200F\u2028-\u202E\u2060-\u206F\u3164\uFE00-\uFE0F\uFEFF\uFFA0\uFFF0-\uFFFB\u{110BD}\u{110CD}\u{13430}-\u{1343F}\u{1BCA0}-\u{1BCA3}\u{1D173}-\u{1D17A}\u{E0000}-\u{E0FFF}]" } }, "value": { "description": "The fact's value, single line. Compared case- and whitespace-insensitively; the text first observed is kept.", "type": "string", "minLength": 1, "maxLength": 4e3, "pattern": "\\S", "not": { "pattern": "[\0-\x7F-\x9F\xAD\u034F\u0600-\u0605\u061C\u06DD\u070F\u0890-\u0891\u08E2\u115F-\u1160\u17B4-\u17B5\u180B-\u180F\u200B\u200E-\u200F\u2028-\u202E\u2060-\u206F\u3164\uFEFF\uFFA0\uFFF0-\uFFFB\u{110BD}\u{110CD}\u{13430}-\u{1343F}\u{1BCA0}-\u{1BCA3}\u{1D173}-\u{1D17A}\u{E0000}-\u{E001F}\u{E0080}-\u{E00FF}\u{E01F0}-\u{E0FFF}]" } }, "provenance": { "description": "Where the evidence comes from. Only `published` and `human` are learned from; `ai-draft` is always rejected.", "enum": ["human", "published", "ai-draft"] }, "source": { "description": "The record that evidences the fact, e.g. `published:1a2b3c4d5e6f` (an ingested record) or `human:<label>` (the operator's own statement). Evidence is counted by distinct source.", "type": "string", "minLength": 1, "maxLength": 500, "pattern": "\\S", "not": { "pattern": "[\0-\x7F-\x9F\xAD\u034F\u0600-\u0605\u061C\u06DD\u070F\u0890-\u0891\u08E2\u115F-\u1160\u17B4-\u17B5\u180B-\u180F\u200B-\u200F\u2028-\u202E\u2060-\u206F\u3164\uFE00-\uFE0F\uFEFF\uFFA0\uFFF0-\uFFFB\u{110BD}\u{110CD}\u{13430}-\u{1343F}\u{1BCA0}-\u{1BCA3}\u{1D173}-\u{1D17A}\u{E0000}-\u{E0FFF}]" } }, "observed_date": { "description": "The date the evidence was published or said (a real calendar date, not after the propose's today).", "type": "string", "format": "date", "pattern": "^[0-9]{4}-[0-9]{2}-[0-9]{2}$" }, "supersedes": { "type": "string", "minLength": 1, "maxLength": 64, "pattern": "^[^\\r\\n]+$", "not": { "pattern": "[\0-\x7F-\x9F\xAD\u034F\u0600-\u0605\u061C\u06DD\u070F\u0890-\u0891\u08E2\u115F-\u1160\u17B4-\u17B5\u180B-\u180F\u200B-\u200F\u2028-\u202E\u2060-\u206F\u3164\uFE00-\uFE0F\uFEFF\uFFA0\uFFF0-\uFFFB\u{110BD}\u{110CD}\u{13430}-\u{1343F}\u{1BCA0}-\u{1BCA3}\u{1D173}-\u{1D17A}\u{E0000}-\u{E0FFF}]" }, "description": "Optional: the id of an active fact of the same key that this candidate replaces (a clear temporal update)." } } }, { "title": "RetireCandidate", "description": "A statement that an active fact stopped being true: it is retired (kept in the profile, marked), never deleted.", "type": "object", "required": ["key", "retires", "reason", "provenance", "source", "observed_date"], "additionalProperties": false, "properties": { "key": { "description": "What the fact is about, e.g. `primary-expertise`. Normalized before matching (NFKC, trimmed, lower-cased, whitespace and `_` runs become `-`). No control or invisible-formatting characters.", "type": "string", "minLength": 1, "maxLength": 200, "pattern": "[^\\s_]", "not": { "pattern": "[\0-\x7F-\x9F\xAD\u034F\u0600-\u0605\u061C\u06DD\u070F\u0890-\u0891\u08E2\u115F-\u1160\u17B4-\u17B5\u180B-\u180F\u200B-\u200F\u2028-\u202E\u2060-\u206F\u3164\uFE00-\uFE0F\uFEFF\uFFA0\uFFF0-\uFFFB\u{110BD}\u{110CD}\u{13430}-\u{1343F}\u{1BCA0}-\u{1BCA3}\u{1D173}-\u{1D17A}\u{E0000}-\u{E0FFF}]" } }, "retires": { "type": "string", "minLength": 1, "maxLength": 64, "pattern": "^[^\\r\\n]+$", "not": { "pattern": "[\0-\x7F-\x9F\xAD\u034F\u0600-\u0605\u061C\u06DD\u070F\u0890-\u0891\u08E2\u115F-\u1160\u17B4-\u17B5\u180B-\u180F\u200B-\u200F\u2028-\u202E\u2060-\u206F\u3164\uFE00-\uFE0F\uFEFF\uFFA0\uFFF0-\uFFFB\u{110BD}\u{110CD}\u{13430}-\u{1343F}\u{1BCA0}-\u{1BCA3}\u{1D173}-\u{1D17A}\u{E0000}-\u{E0FFF}]" }, "description": "The id of the active observed fact of this key to retire." }, "reason": { "description": "Why the fact no longer holds, e.g. `the project ended`.", "type": "string", "minLength": 1, "maxLength": 500, "pattern": "\\S", "not": { "pattern": "[\0-\x7F-\x9F\xAD\u034F\u0600-\u0605\u061C\u06DD\u070F\u0890-\u0891\u08E2\u115F-\u1160\u17B4-\u17B5\u180B-\u180F\u200B\u200E-\u200F\u2028-\u202E\u2060-\u206F\u3164\uFEFF\uFFA0\uFFF0-\uFFFB\u{110BD}\u{110CD}\u{13430}-\u{1343F}\u{1BCA0}-\u{1BCA3}\u{1D173}-\u{1D17A}\u{E0000}-\u{E001F}\u{E0080}-\u{E00FF}\u{E01F0}-\u{E0FFF}]" } }, "provenance": { "description": "Where the evidence comes from. Only `published` and `human` are learned from; `ai-draft` is always rejected.", "enum": ["human", "published", "ai-draft"] }, "source": { "description": "The record that evidences the fact, e.g. `published:1a2b3c4d5e6f` (an ingested record) or `human:<label>` (the operator's own statement). Evidence is counted by distinct source.", "type": "string", "minLength": 1, "maxLength": 500, "pattern": "\\S", "not": { "pattern": "[\0-\x7F-\x9F\xAD\u034F\u0600-\u0605\u061C\u06DD\u070F\u0890-\u0891\u08E2\u115F-\u1160\u17B4-\u17B5\u180B-\u180F\u200B-\u200F\u2028-\u202E\u2060-\u206F\u3164\uFE00-\uFE0F\uFEFF\uFFA0\uFFF0-\uFFFB\u{110BD}\u{110CD}\u{13430}-\u{1343F}\u{1BCA0}-\u{1BCA3}\u{1D173}-\u{1D17A}\u{E0000}-\u{E0FFF}]" } }, "observed_date": { "description": "The date the evidence was published or said (a real calendar date, not after the propose's today).", "type": "string", "format": "date", "pattern": "^[0-9]{4}-[0-9]{2}-[0-9]{2}$" } } }, { "title": "ResolveCandidate", "description": "The operator settles an open conflict: the fact named in `keeps` stays as it is, every other active observed value of the key is archived as superseded by it.", "type": "object", "required": ["key", "keeps", "provenance", "source", "observed_date"], "additionalProperties": false, "properties": { "key": { "description": "What the fact is about, e.g. `primary-expertise`. Normalized before matching (NFKC, trimmed, lower-cased, whitespace and `_` runs become `-`). No control or invisible-formatting characters.", "type": "string", "minLength": 1, "maxLength": 200, "pattern": "[^\\s_]", "not": { "pattern": "[\0-\x7F-\x9F\xAD\u034F\u0600-\u0605\u061C\u06DD\u070F\u0890-\u0891\u08E2\u115F-\u1160\u17B4-\u17B5\u180B-\u180F\u200B-\u200F\u2028-\u202E\u2060-\u206F\u3164\uFE00-\uFE0F\uFEFF\uFFA0\uFFF0-\uFFFB\u{110BD}\u{110CD}\u{13430}-\u{1343F}\u{1BCA0}-\u{1BCA3}\u{1D173}-\u{1D17A}\u{E0000}-\u{E0FFF}]" } }, "keeps": { "type": "string", "minLength": 1, "maxLength": 64, "pattern": "^[^\\r\\n]+$", "not": { "pattern": "[\0-\x7F-\x9F\xAD\u034F\u0600-\u0605\u061C\u06DD\u070F\u0890-\u0891\u08E2\u115F-\u1160\u17B4-\u17B5\u180B-\u180F\u200B-\u200F\u2028-\u202E\u2060-\u206F\u3164\uFE00-\uFE0F\uFEFF\uFFA0\uFFF0-\uFFFB\u{110BD}\u{110CD}\u{13430}-\u{1343F}\u{1BCA0}-\u{1BCA3}\u{1D173}-\u{1D17A}\u{E0000}-\u{E0FFF}]" }, "description": "The id of the active observed fact of this key to keep." }, "reason": { "description": "Optional: why this value is the one that holds.", "type": "string", "minLength": 1, "maxLength": 500, "pattern": "\\S", "not": { "pattern": "[\0-\x7F-\x9F\xAD\u034F\u0600-\u0605\u061C\u06DD\u070F\u0890-\u0891\u08E2\u115F-\u1160\u17B4-\u17B5\u180B-\u180F\u200B\u200E-\u200F\u2028-\u202E\u2060-\u206F\u3164\uFEFF\uFFA0\uFFF0-\uFFFB\u{110BD}\u{110CD}\u{13430}-\u{1343F}\u{1BCA0}-\u{1BCA3}\u{1D173}-\u{1D17A}\u{E0000}-\u{E001F}\u{E0080}-\u{E00FF}\u{E01F0}-\u{E0FFF}]" } }, "provenance": { "description": "Where the evidence comes from. Only `published` and `human` are learned from; `ai-draft` is always rejected.", "enum": ["human", "published", "ai-draft"] }, "source": { "description": "The record that evidences the fact, e.g. `published:1a2b3c4d5e6f` (an ingested record) or `human:<label>` (the operator's own statement). Evidence is counted by distinct source.", "type": "string", "minLength": 1, "maxLength": 500, "pattern": "\\S", "not": { "pattern": "[\0-\x7F-\x9F\xAD\u034F\u0600-\u0605\u061C\u06DD\u070F\u0890-\u0891\u08E2\u115F-\u1160\u17B4-\u17B5\u180B-\u180F\u200B-\u200F\u2028-\u202E\u2060-\u206F\u3164\uFE00-\uFE0F\uFEFF\uFFA0\uFFF0-\uFFFB\u{110BD}\u{110CD}\u{13430}-\u{1343F}\u{1BCA0}-\u{1BCA3}\u{1D173}-\u{1D17A}\u{E0000}-\u{E0FFF}]" } }, "observed_date": { "description": "The date the evidence was published or said (a real calendar date, not after the propose's today).", "type": "string", "format": "date", "pattern": "^[0-9]{4}-[0-9]{2}-[0-9]{2}$" } } }] };
var pattern4 = new RegExp("[\0-\x7F-\x9F\xAD\u034F\u0600-\u0605\u061C\u06DD\u070F\u0890-\u0891\u08E2\u115F-\u1160\u17B4-\u17B5\u180B-\u180F\u200B-\u200F\u2028-\u202E\u2060-\u206F\u3164\uFE00-\uFE0F\uFEFF\uFFA0\uFFF0-\uFFFB\u{110BD}\u{110CD}\u{13430}-\u{1343F}\u{1BCA0}-\u{1BCA3}\u{1D173}-\u{1D17A}\u{E0000}-\u{E0FFF}]", "u");
var pattern5 = new RegExp("[^\\s_]", "u");
var pattern6 = new RegExp("[\0-\x7F-\x9F\xAD\u034F\u0600-\u0605\u061C\u06DD\u070F\u0890-\u0891\u08E2\u115F-\u1160\u17B4-\u17B5\u180B-\u180F\u200B\u200E-\u200F\u2028-\u202E\u2060-\u206F\u3164\uFEFF\uFFA0\uFFF0-\uFFFB\u{110BD}\u{110CD}\u{13430}-\u{1343F}\u{1BCA0}-\u{1BCA3}\u{1D173}-\u{1D17A}\u{E0000}-\u{E001F}\u{E0080}-\u{E00FF}\u{E01F0}-\u{E0FFF}]", "u");
var pattern7 = new RegExp("\\S", "u");
var pattern10 = new RegExp("^[0-9]{4}-[0-9]{2}-[0-9]{2}$", "u");
var pattern12 = new RegExp("^[^\\r\\n]+$", "u");
var func1 = require_ucs2length().default;
var formats0 = require_formats().fullFormats.date;
function validate20(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
  ;
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate20.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = void 0;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = void 0;
  }
  if (Array.isArray(data)) {
    const len0 = data.length;
    for (let i0 = 0; i0 < len0; i0++) {
      let data0 = data[i0];
      const _errs3 = errors;
      let valid3 = false;
      let passing0 = null;
      const _errs4 = errors;
      if (data0 && typeof data0 == "object" && !Array.isArray(data0)) {
        if (data0.key === void 0) {
          const err0 = { instancePath: instancePath + "/" + i0, schemaPath: "#/$defs/candidate/oneOf/0/required", keyword: "required", params: { missingProperty: "key" }, message: "must have required property 'key'", schema: schema32.oneOf[0].required, parentSchema: schema32.oneOf[0], data: data0 };
          if (vErrors === null) {
            vErrors = [err0];
          } else {
            vErrors.push(err0);
          }
          errors++;
        }
        if (data0.value === void 0) {
          const err1 = { instancePath: instancePath + "/" + i0, schemaPath: "#/$defs/candidate/oneOf/0/required", keyword: "required", params: { missingProperty: "value" }, message: "must have required property 'value'", schema: schema32.oneOf[0].required, parentSchema: schema32.oneOf[0], data: data0 };
          if (vErrors === null) {
            vErrors = [err1];
          } else {
            vErrors.push(err1);
          }
          errors++;
        }
        if (data0.provenance === void 0) {
          const err2 = { instancePath: instancePath + "/" + i0, schemaPath: "#/$defs/candidate/oneOf/0/required", keyword: "required", params: { missingProperty: "provenance" }, message: "must have required property 'provenance'", schema: schema32.oneOf[0].required, parentSchema: schema32.oneOf[0], data: data0 };
          if (vErrors === null) {
            vErrors = [err2];
          } else {
            vErrors.push(err2);
          }
          errors++;
        }
        if (data0.source === void 0) {
          const err3 = { instancePath: instancePath + "/" + i0, schemaPath: "#/$defs/candidate/oneOf/0/required", keyword: "required", params: { missingProperty: "source" }, message: "must have required property 'source'", schema: schema32.oneOf[0].required, parentSchema: schema32.oneOf[0], data: data0 };
          if (vErrors === null) {
            vErrors = [err3];
          } else {
            vErrors.push(err3);
          }
          errors++;
        }
        if (data0.observed_date === void 0) {
          const err4 = { instancePath: instancePath + "/" + i0, schemaPath: "#/$defs/candidate/oneOf/0/required", keyword: "required", params: { missingProperty: "observed_date" }, message: "must have required property 'observed_date'", schema: schema32.oneOf[0].required, parentSchema: schema32.oneOf[0], data: data0 };
          if (vErrors === null) {
            vErrors = [err4];
          } else {
            vErrors.push(err4);
          }
          errors++;
        }
        for (const key0 in data0) {
          if (!(key0 === "key" || key0 === "value" || key0 === "provenance" || key0 === "source" || key0 === "observed_date" || key0 === "supersedes")) {
            const err5 = { instancePath: instancePath + "/" + i0, schemaPath: "#/$defs/candidate/oneOf/0/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties", schema: false, parentSchema: schema32.oneOf[0], data: data0 };
            if (vErrors === null) {
              vErrors = [err5];
            } else {
              vErrors.push(err5);
            }
            errors++;
          }
        }
        if (data0.key !== void 0) {
          let data1 = data0.key;
          const _errs9 = errors;
          const _errs10 = errors;
          if (typeof data1 === "string") {
            if (!pattern4.test(data1)) {
              const err6 = {};
              if (vErrors === null) {
                vErrors = [err6];
              } else {
                vErrors.push(err6);
              }
              errors++;
            }
          }
          var valid5 = _errs10 === errors;
          if (valid5) {
            const err7 = { instancePath: instancePath + "/" + i0 + "/key", schemaPath: "#/$defs/candidate/oneOf/0/properties/key/not", keyword: "not", params: {}, message: "must NOT be valid", schema: schema32.oneOf[0].properties.key.not, parentSchema: schema32.oneOf[0].properties.key, data: data1 };
            if (vErrors === null) {
              vErrors = [err7];
            } else {
              vErrors.push(err7);
            }
            errors++;
          } else {
            errors = _errs9;
            if (vErrors !== null) {
              if (_errs9) {
                vErrors.length = _errs9;
              } else {
                vErrors = null;
              }
            }
          }
          if (typeof data1 === "string") {
            if (func1(data1) > 200) {
              const err8 = { instancePath: instancePath + "/" + i0 + "/key", schemaPath: "#/$defs/candidate/oneOf/0/properties/key/maxLength", keyword: "maxLength", params: { limit: 200 }, message: "must NOT have more than 200 characters", schema: 200, parentSchema: schema32.oneOf[0].properties.key, data: data1 };
              if (vErrors === null) {
                vErrors = [err8];
              } else {
                vErrors.push(err8);
              }
              errors++;
            }
            if (func1(data1) < 1) {
              const err9 = { instancePath: instancePath + "/" + i0 + "/key", schemaPath: "#/$defs/candidate/oneOf/0/properties/key/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema32.oneOf[0].properties.key, data: data1 };
              if (vErrors === null) {
                vErrors = [err9];
              } else {
                vErrors.push(err9);
              }
              errors++;
            }
            if (!pattern5.test(data1)) {
              const err10 = { instancePath: instancePath + "/" + i0 + "/key", schemaPath: "#/$defs/candidate/oneOf/0/properties/key/pattern", keyword: "pattern", params: { pattern: "[^\\s_]" }, message: 'must match pattern "[^\\s_]"', schema: "[^\\s_]", parentSchema: schema32.oneOf[0].properties.key, data: data1 };
              if (vErrors === null) {
                vErrors = [err10];
              } else {
                vErrors.push(err10);
              }
              errors++;
            }
          } else {
            const err11 = { instancePath: instancePath + "/" + i0 + "/key", schemaPath: "#/$defs/candidate/oneOf/0/properties/key/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema32.oneOf[0].properties.key.type, parentSchema: schema32.oneOf[0].properties.key, data: data1 };
            if (vErrors === null) {
              vErrors = [err11];
            } else {
              vErrors.push(err11);
            }
            errors++;
          }
        }
        if (data0.value !== void 0) {
          let data2 = data0.value;
          const _errs13 = errors;
          const _errs14 = errors;
          if (typeof data2 === "string") {
            if (!pattern6.test(data2)) {
              const err12 = {};
              if (vErrors === null) {
                vErrors = [err12];
              } else {
                vErrors.push(err12);
              }
              errors++;
            }
          }
          var valid6 = _errs14 === errors;
          if (valid6) {
            const err13 = { instancePath: instancePath + "/" + i0 + "/value", schemaPath: "#/$defs/candidate/oneOf/0/properties/value/not", keyword: "not", params: {}, message: "must NOT be valid", schema: schema32.oneOf[0].properties.value.not, parentSchema: schema32.oneOf[0].properties.value, data: data2 };
            if (vErrors === null) {
              vErrors = [err13];
            } else {
              vErrors.push(err13);
            }
            errors++;
          } else {
            errors = _errs13;
            if (vErrors !== null) {
              if (_errs13) {
                vErrors.length = _errs13;
              } else {
                vErrors = null;
              }
            }
          }
          if (typeof data2 === "string") {
            if (func1(data2) > 4e3) {
              const err14 = { instancePath: instancePath + "/" + i0 + "/value", schemaPath: "#/$defs/candidate/oneOf/0/properties/value/maxLength", keyword: "maxLength", params: { limit: 4e3 }, message: "must NOT have more than 4000 characters", schema: 4e3, parentSchema: schema32.oneOf[0].properties.value, data: data2 };
              if (vErrors === null) {
                vErrors = [err14];
              } else {
                vErrors.push(err14);
              }
              errors++;
            }
            if (func1(data2) < 1) {
              const err15 = { instancePath: instancePath + "/" + i0 + "/value", schemaPath: "#/$defs/candidate/oneOf/0/properties/value/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema32.oneOf[0].properties.value, data: data2 };
              if (vErrors === null) {
                vErrors = [err15];
              } else {
                vErrors.push(err15);
              }
              errors++;
            }
            if (!pattern7.test(data2)) {
              const err16 = { instancePath: instancePath + "/" + i0 + "/value", schemaPath: "#/$defs/candidate/oneOf/0/properties/value/pattern", keyword: "pattern", params: { pattern: "\\S" }, message: 'must match pattern "\\S"', schema: "\\S", parentSchema: schema32.oneOf[0].properties.value, data: data2 };
              if (vErrors === null) {
                vErrors = [err16];
              } else {
                vErrors.push(err16);
              }
              errors++;
            }
          } else {
            const err17 = { instancePath: instancePath + "/" + i0 + "/value", schemaPath: "#/$defs/candidate/oneOf/0/properties/value/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema32.oneOf[0].properties.value.type, parentSchema: schema32.oneOf[0].properties.value, data: data2 };
            if (vErrors === null) {
              vErrors = [err17];
            } else {
              vErrors.push(err17);
            }
            errors++;
          }
        }
        if (data0.provenance !== void 0) {
          let data3 = data0.provenance;
          if (!(data3 === "human" || data3 === "published" || data3 === "ai-draft")) {
            const err18 = { instancePath: instancePath + "/" + i0 + "/provenance", schemaPath: "#/$defs/candidate/oneOf/0/properties/provenance/enum", keyword: "enum", params: { allowedValues: schema32.oneOf[0].properties.provenance.enum }, message: "must be equal to one of the allowed values", schema: schema32.oneOf[0].properties.provenance.enum, parentSchema: schema32.oneOf[0].properties.provenance, data: data3 };
            if (vErrors === null) {
              vErrors = [err18];
            } else {
              vErrors.push(err18);
            }
            errors++;
          }
        }
        if (data0.source !== void 0) {
          let data4 = data0.source;
          const _errs18 = errors;
          const _errs19 = errors;
          if (typeof data4 === "string") {
            if (!pattern4.test(data4)) {
              const err19 = {};
              if (vErrors === null) {
                vErrors = [err19];
              } else {
                vErrors.push(err19);
              }
              errors++;
            }
          }
          var valid7 = _errs19 === errors;
          if (valid7) {
            const err20 = { instancePath: instancePath + "/" + i0 + "/source", schemaPath: "#/$defs/candidate/oneOf/0/properties/source/not", keyword: "not", params: {}, message: "must NOT be valid", schema: schema32.oneOf[0].properties.source.not, parentSchema: schema32.oneOf[0].properties.source, data: data4 };
            if (vErrors === null) {
              vErrors = [err20];
            } else {
              vErrors.push(err20);
            }
            errors++;
          } else {
            errors = _errs18;
            if (vErrors !== null) {
              if (_errs18) {
                vErrors.length = _errs18;
              } else {
                vErrors = null;
              }
            }
          }
          if (typeof data4 === "string") {
            if (func1(data4) > 500) {
              const err21 = { instancePath: instancePath + "/" + i0 + "/source", schemaPath: "#/$defs/candidate/oneOf/0/properties/source/maxLength", keyword: "maxLength", params: { limit: 500 }, message: "must NOT have more than 500 characters", schema: 500, parentSchema: schema32.oneOf[0].properties.source, data: data4 };
              if (vErrors === null) {
                vErrors = [err21];
              } else {
                vErrors.push(err21);
              }
              errors++;
            }
            if (func1(data4) < 1) {
              const err22 = { instancePath: instancePath + "/" + i0 + "/source", schemaPath: "#/$defs/candidate/oneOf/0/properties/source/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema32.oneOf[0].properties.source, data: data4 };
              if (vErrors === null) {
                vErrors = [err22];
              } else {
                vErrors.push(err22);
              }
              errors++;
            }
            if (!pattern7.test(data4)) {
              const err23 = { instancePath: instancePath + "/" + i0 + "/source", schemaPath: "#/$defs/candidate/oneOf/0/properties/source/pattern", keyword: "pattern", params: { pattern: "\\S" }, message: 'must match pattern "\\S"', schema: "\\S", parentSchema: schema32.oneOf[0].properties.source, data: data4 };
              if (vErrors === null) {
                vErrors = [err23];
              } else {
                vErrors.push(err23);
              }
              errors++;
            }
          } else {
            const err24 = { instancePath: instancePath + "/" + i0 + "/source", schemaPath: "#/$defs/candidate/oneOf/0/properties/source/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema32.oneOf[0].properties.source.type, parentSchema: schema32.oneOf[0].properties.source, data: data4 };
            if (vErrors === null) {
              vErrors = [err24];
            } else {
              vErrors.push(err24);
            }
            errors++;
          }
        }
        if (data0.observed_date !== void 0) {
          let data5 = data0.observed_date;
          if (typeof data5 === "string") {
            if (!pattern10.test(data5)) {
              const err25 = { instancePath: instancePath + "/" + i0 + "/observed_date", schemaPath: "#/$defs/candidate/oneOf/0/properties/observed_date/pattern", keyword: "pattern", params: { pattern: "^[0-9]{4}-[0-9]{2}-[0-9]{2}$" }, message: 'must match pattern "^[0-9]{4}-[0-9]{2}-[0-9]{2}$"', schema: "^[0-9]{4}-[0-9]{2}-[0-9]{2}$", parentSchema: schema32.oneOf[0].properties.observed_date, data: data5 };
              if (vErrors === null) {
                vErrors = [err25];
              } else {
                vErrors.push(err25);
              }
              errors++;
            }
            if (!formats0.validate(data5)) {
              const err26 = { instancePath: instancePath + "/" + i0 + "/observed_date", schemaPath: "#/$defs/candidate/oneOf/0/properties/observed_date/format", keyword: "format", params: { format: "date" }, message: 'must match format "date"', schema: "date", parentSchema: schema32.oneOf[0].properties.observed_date, data: data5 };
              if (vErrors === null) {
                vErrors = [err26];
              } else {
                vErrors.push(err26);
              }
              errors++;
            }
          } else {
            const err27 = { instancePath: instancePath + "/" + i0 + "/observed_date", schemaPath: "#/$defs/candidate/oneOf/0/properties/observed_date/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema32.oneOf[0].properties.observed_date.type, parentSchema: schema32.oneOf[0].properties.observed_date, data: data5 };
            if (vErrors === null) {
              vErrors = [err27];
            } else {
              vErrors.push(err27);
            }
            errors++;
          }
        }
        if (data0.supersedes !== void 0) {
          let data6 = data0.supersedes;
          const _errs24 = errors;
          const _errs25 = errors;
          if (typeof data6 === "string") {
            if (!pattern4.test(data6)) {
              const err28 = {};
              if (vErrors === null) {
                vErrors = [err28];
              } else {
                vErrors.push(err28);
              }
              errors++;
            }
          }
          var valid8 = _errs25 === errors;
          if (valid8) {
            const err29 = { instancePath: instancePath + "/" + i0 + "/supersedes", schemaPath: "#/$defs/candidate/oneOf/0/properties/supersedes/not", keyword: "not", params: {}, message: "must NOT be valid", schema: schema32.oneOf[0].properties.supersedes.not, parentSchema: schema32.oneOf[0].properties.supersedes, data: data6 };
            if (vErrors === null) {
              vErrors = [err29];
            } else {
              vErrors.push(err29);
            }
            errors++;
          } else {
            errors = _errs24;
            if (vErrors !== null) {
              if (_errs24) {
                vErrors.length = _errs24;
              } else {
                vErrors = null;
              }
            }
          }
          if (typeof data6 === "string") {
            if (func1(data6) > 64) {
              const err30 = { instancePath: instancePath + "/" + i0 + "/supersedes", schemaPath: "#/$defs/candidate/oneOf/0/properties/supersedes/maxLength", keyword: "maxLength", params: { limit: 64 }, message: "must NOT have more than 64 characters", schema: 64, parentSchema: schema32.oneOf[0].properties.supersedes, data: data6 };
              if (vErrors === null) {
                vErrors = [err30];
              } else {
                vErrors.push(err30);
              }
              errors++;
            }
            if (func1(data6) < 1) {
              const err31 = { instancePath: instancePath + "/" + i0 + "/supersedes", schemaPath: "#/$defs/candidate/oneOf/0/properties/supersedes/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema32.oneOf[0].properties.supersedes, data: data6 };
              if (vErrors === null) {
                vErrors = [err31];
              } else {
                vErrors.push(err31);
              }
              errors++;
            }
            if (!pattern12.test(data6)) {
              const err32 = { instancePath: instancePath + "/" + i0 + "/supersedes", schemaPath: "#/$defs/candidate/oneOf/0/properties/supersedes/pattern", keyword: "pattern", params: { pattern: "^[^\\r\\n]+$" }, message: 'must match pattern "^[^\\r\\n]+$"', schema: "^[^\\r\\n]+$", parentSchema: schema32.oneOf[0].properties.supersedes, data: data6 };
              if (vErrors === null) {
                vErrors = [err32];
              } else {
                vErrors.push(err32);
              }
              errors++;
            }
          } else {
            const err33 = { instancePath: instancePath + "/" + i0 + "/supersedes", schemaPath: "#/$defs/candidate/oneOf/0/properties/supersedes/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema32.oneOf[0].properties.supersedes.type, parentSchema: schema32.oneOf[0].properties.supersedes, data: data6 };
            if (vErrors === null) {
              vErrors = [err33];
            } else {
              vErrors.push(err33);
            }
            errors++;
          }
        }
      } else {
        const err34 = { instancePath: instancePath + "/" + i0, schemaPath: "#/$defs/candidate/oneOf/0/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema32.oneOf[0].type, parentSchema: schema32.oneOf[0], data: data0 };
        if (vErrors === null) {
          vErrors = [err34];
        } else {
          vErrors.push(err34);
        }
        errors++;
      }
      var _valid0 = _errs4 === errors;
      if (_valid0) {
        valid3 = true;
        passing0 = 0;
        var props0 = true;
      }
      const _errs26 = errors;
      if (data0 && typeof data0 == "object" && !Array.isArray(data0)) {
        if (data0.key === void 0) {
          const err35 = { instancePath: instancePath + "/" + i0, schemaPath: "#/$defs/candidate/oneOf/1/required", keyword: "required", params: { missingProperty: "key" }, message: "must have required property 'key'", schema: schema32.oneOf[1].required, parentSchema: schema32.oneOf[1], data: data0 };
          if (vErrors === null) {
            vErrors = [err35];
          } else {
            vErrors.push(err35);
          }
          errors++;
        }
        if (data0.retires === void 0) {
          const err36 = { instancePath: instancePath + "/" + i0, schemaPath: "#/$defs/candidate/oneOf/1/required", keyword: "required", params: { missingProperty: "retires" }, message: "must have required property 'retires'", schema: schema32.oneOf[1].required, parentSchema: schema32.oneOf[1], data: data0 };
          if (vErrors === null) {
            vErrors = [err36];
          } else {
            vErrors.push(err36);
          }
          errors++;
        }
        if (data0.reason === void 0) {
          const err37 = { instancePath: instancePath + "/" + i0, schemaPath: "#/$defs/candidate/oneOf/1/required", keyword: "required", params: { missingProperty: "reason" }, message: "must have required property 'reason'", schema: schema32.oneOf[1].required, parentSchema: schema32.oneOf[1], data: data0 };
          if (vErrors === null) {
            vErrors = [err37];
          } else {
            vErrors.push(err37);
          }
          errors++;
        }
        if (data0.provenance === void 0) {
          const err38 = { instancePath: instancePath + "/" + i0, schemaPath: "#/$defs/candidate/oneOf/1/required", keyword: "required", params: { missingProperty: "provenance" }, message: "must have required property 'provenance'", schema: schema32.oneOf[1].required, parentSchema: schema32.oneOf[1], data: data0 };
          if (vErrors === null) {
            vErrors = [err38];
          } else {
            vErrors.push(err38);
          }
          errors++;
        }
        if (data0.source === void 0) {
          const err39 = { instancePath: instancePath + "/" + i0, schemaPath: "#/$defs/candidate/oneOf/1/required", keyword: "required", params: { missingProperty: "source" }, message: "must have required property 'source'", schema: schema32.oneOf[1].required, parentSchema: schema32.oneOf[1], data: data0 };
          if (vErrors === null) {
            vErrors = [err39];
          } else {
            vErrors.push(err39);
          }
          errors++;
        }
        if (data0.observed_date === void 0) {
          const err40 = { instancePath: instancePath + "/" + i0, schemaPath: "#/$defs/candidate/oneOf/1/required", keyword: "required", params: { missingProperty: "observed_date" }, message: "must have required property 'observed_date'", schema: schema32.oneOf[1].required, parentSchema: schema32.oneOf[1], data: data0 };
          if (vErrors === null) {
            vErrors = [err40];
          } else {
            vErrors.push(err40);
          }
          errors++;
        }
        for (const key1 in data0) {
          if (!(key1 === "key" || key1 === "retires" || key1 === "reason" || key1 === "provenance" || key1 === "source" || key1 === "observed_date")) {
            const err41 = { instancePath: instancePath + "/" + i0, schemaPath: "#/$defs/candidate/oneOf/1/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key1 }, message: "must NOT have additional properties", schema: false, parentSchema: schema32.oneOf[1], data: data0 };
            if (vErrors === null) {
              vErrors = [err41];
            } else {
              vErrors.push(err41);
            }
            errors++;
          }
        }
        if (data0.key !== void 0) {
          let data7 = data0.key;
          const _errs31 = errors;
          const _errs32 = errors;
          if (typeof data7 === "string") {
            if (!pattern4.test(data7)) {
              const err42 = {};
              if (vErrors === null) {
                vErrors = [err42];
              } else {
                vErrors.push(err42);
              }
              errors++;
            }
          }
          var valid10 = _errs32 === errors;
          if (valid10) {
            const err43 = { instancePath: instancePath + "/" + i0 + "/key", schemaPath: "#/$defs/candidate/oneOf/1/properties/key/not", keyword: "not", params: {}, message: "must NOT be valid", schema: schema32.oneOf[1].properties.key.not, parentSchema: schema32.oneOf[1].properties.key, data: data7 };
            if (vErrors === null) {
              vErrors = [err43];
            } else {
              vErrors.push(err43);
            }
            errors++;
          } else {
            errors = _errs31;
            if (vErrors !== null) {
              if (_errs31) {
                vErrors.length = _errs31;
              } else {
                vErrors = null;
              }
            }
          }
          if (typeof data7 === "string") {
            if (func1(data7) > 200) {
              const err44 = { instancePath: instancePath + "/" + i0 + "/key", schemaPath: "#/$defs/candidate/oneOf/1/properties/key/maxLength", keyword: "maxLength", params: { limit: 200 }, message: "must NOT have more than 200 characters", schema: 200, parentSchema: schema32.oneOf[1].properties.key, data: data7 };
              if (vErrors === null) {
                vErrors = [err44];
              } else {
                vErrors.push(err44);
              }
              errors++;
            }
            if (func1(data7) < 1) {
              const err45 = { instancePath: instancePath + "/" + i0 + "/key", schemaPath: "#/$defs/candidate/oneOf/1/properties/key/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema32.oneOf[1].properties.key, data: data7 };
              if (vErrors === null) {
                vErrors = [err45];
              } else {
                vErrors.push(err45);
              }
              errors++;
            }
            if (!pattern5.test(data7)) {
              const err46 = { instancePath: instancePath + "/" + i0 + "/key", schemaPath: "#/$defs/candidate/oneOf/1/properties/key/pattern", keyword: "pattern", params: { pattern: "[^\\s_]" }, message: 'must match pattern "[^\\s_]"', schema: "[^\\s_]", parentSchema: schema32.oneOf[1].properties.key, data: data7 };
              if (vErrors === null) {
                vErrors = [err46];
              } else {
                vErrors.push(err46);
              }
              errors++;
            }
          } else {
            const err47 = { instancePath: instancePath + "/" + i0 + "/key", schemaPath: "#/$defs/candidate/oneOf/1/properties/key/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema32.oneOf[1].properties.key.type, parentSchema: schema32.oneOf[1].properties.key, data: data7 };
            if (vErrors === null) {
              vErrors = [err47];
            } else {
              vErrors.push(err47);
            }
            errors++;
          }
        }
        if (data0.retires !== void 0) {
          let data8 = data0.retires;
          const _errs35 = errors;
          const _errs36 = errors;
          if (typeof data8 === "string") {
            if (!pattern4.test(data8)) {
              const err48 = {};
              if (vErrors === null) {
                vErrors = [err48];
              } else {
                vErrors.push(err48);
              }
              errors++;
            }
          }
          var valid11 = _errs36 === errors;
          if (valid11) {
            const err49 = { instancePath: instancePath + "/" + i0 + "/retires", schemaPath: "#/$defs/candidate/oneOf/1/properties/retires/not", keyword: "not", params: {}, message: "must NOT be valid", schema: schema32.oneOf[1].properties.retires.not, parentSchema: schema32.oneOf[1].properties.retires, data: data8 };
            if (vErrors === null) {
              vErrors = [err49];
            } else {
              vErrors.push(err49);
            }
            errors++;
          } else {
            errors = _errs35;
            if (vErrors !== null) {
              if (_errs35) {
                vErrors.length = _errs35;
              } else {
                vErrors = null;
              }
            }
          }
          if (typeof data8 === "string") {
            if (func1(data8) > 64) {
              const err50 = { instancePath: instancePath + "/" + i0 + "/retires", schemaPath: "#/$defs/candidate/oneOf/1/properties/retires/maxLength", keyword: "maxLength", params: { limit: 64 }, message: "must NOT have more than 64 characters", schema: 64, parentSchema: schema32.oneOf[1].properties.retires, data: data8 };
              if (vErrors === null) {
                vErrors = [err50];
              } else {
                vErrors.push(err50);
              }
              errors++;
            }
            if (func1(data8) < 1) {
              const err51 = { instancePath: instancePath + "/" + i0 + "/retires", schemaPath: "#/$defs/candidate/oneOf/1/properties/retires/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema32.oneOf[1].properties.retires, data: data8 };
              if (vErrors === null) {
                vErrors = [err51];
              } else {
                vErrors.push(err51);
              }
              errors++;
            }
            if (!pattern12.test(data8)) {
              const err52 = { instancePath: instancePath + "/" + i0 + "/retires", schemaPath: "#/$defs/candidate/oneOf/1/properties/retires/pattern", keyword: "pattern", params: { pattern: "^[^\\r\\n]+$" }, message: 'must match pattern "^[^\\r\\n]+$"', schema: "^[^\\r\\n]+$", parentSchema: schema32.oneOf[1].properties.retires, data: data8 };
              if (vErrors === null) {
                vErrors = [err52];
              } else {
                vErrors.push(err52);
              }
              errors++;
            }
          } else {
            const err53 = { instancePath: instancePath + "/" + i0 + "/retires", schemaPath: "#/$defs/candidate/oneOf/1/properties/retires/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema32.oneOf[1].properties.retires.type, parentSchema: schema32.oneOf[1].properties.retires, data: data8 };
            if (vErrors === null) {
              vErrors = [err53];
            } else {
              vErrors.push(err53);
            }
            errors++;
          }
        }
        if (data0.reason !== void 0) {
          let data9 = data0.reason;
          const _errs39 = errors;
          const _errs40 = errors;
          if (typeof data9 === "string") {
            if (!pattern6.test(data9)) {
              const err54 = {};
              if (vErrors === null) {
                vErrors = [err54];
              } else {
                vErrors.push(err54);
              }
              errors++;
            }
          }
          var valid12 = _errs40 === errors;
          if (valid12) {
            const err55 = { instancePath: instancePath + "/" + i0 + "/reason", schemaPath: "#/$defs/candidate/oneOf/1/properties/reason/not", keyword: "not", params: {}, message: "must NOT be valid", schema: schema32.oneOf[1].properties.reason.not, parentSchema: schema32.oneOf[1].properties.reason, data: data9 };
            if (vErrors === null) {
              vErrors = [err55];
            } else {
              vErrors.push(err55);
            }
            errors++;
          } else {
            errors = _errs39;
            if (vErrors !== null) {
              if (_errs39) {
                vErrors.length = _errs39;
              } else {
                vErrors = null;
              }
            }
          }
          if (typeof data9 === "string") {
            if (func1(data9) > 500) {
              const err56 = { instancePath: instancePath + "/" + i0 + "/reason", schemaPath: "#/$defs/candidate/oneOf/1/properties/reason/maxLength", keyword: "maxLength", params: { limit: 500 }, message: "must NOT have more than 500 characters", schema: 500, parentSchema: schema32.oneOf[1].properties.reason, data: data9 };
              if (vErrors === null) {
                vErrors = [err56];
              } else {
                vErrors.push(err56);
              }
              errors++;
            }
            if (func1(data9) < 1) {
              const err57 = { instancePath: instancePath + "/" + i0 + "/reason", schemaPath: "#/$defs/candidate/oneOf/1/properties/reason/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema32.oneOf[1].properties.reason, data: data9 };
              if (vErrors === null) {
                vErrors = [err57];
              } else {
                vErrors.push(err57);
              }
              errors++;
            }
            if (!pattern7.test(data9)) {
              const err58 = { instancePath: instancePath + "/" + i0 + "/reason", schemaPath: "#/$defs/candidate/oneOf/1/properties/reason/pattern", keyword: "pattern", params: { pattern: "\\S" }, message: 'must match pattern "\\S"', schema: "\\S", parentSchema: schema32.oneOf[1].properties.reason, data: data9 };
              if (vErrors === null) {
                vErrors = [err58];
              } else {
                vErrors.push(err58);
              }
              errors++;
            }
          } else {
            const err59 = { instancePath: instancePath + "/" + i0 + "/reason", schemaPath: "#/$defs/candidate/oneOf/1/properties/reason/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema32.oneOf[1].properties.reason.type, parentSchema: schema32.oneOf[1].properties.reason, data: data9 };
            if (vErrors === null) {
              vErrors = [err59];
            } else {
              vErrors.push(err59);
            }
            errors++;
          }
        }
        if (data0.provenance !== void 0) {
          let data10 = data0.provenance;
          if (!(data10 === "human" || data10 === "published" || data10 === "ai-draft")) {
            const err60 = { instancePath: instancePath + "/" + i0 + "/provenance", schemaPath: "#/$defs/candidate/oneOf/1/properties/provenance/enum", keyword: "enum", params: { allowedValues: schema32.oneOf[1].properties.provenance.enum }, message: "must be equal to one of the allowed values", schema: schema32.oneOf[1].properties.provenance.enum, parentSchema: schema32.oneOf[1].properties.provenance, data: data10 };
            if (vErrors === null) {
              vErrors = [err60];
            } else {
              vErrors.push(err60);
            }
            errors++;
          }
        }
        if (data0.source !== void 0) {
          let data11 = data0.source;
          const _errs44 = errors;
          const _errs45 = errors;
          if (typeof data11 === "string") {
            if (!pattern4.test(data11)) {
              const err61 = {};
              if (vErrors === null) {
                vErrors = [err61];
              } else {
                vErrors.push(err61);
              }
              errors++;
            }
          }
          var valid13 = _errs45 === errors;
          if (valid13) {
            const err62 = { instancePath: instancePath + "/" + i0 + "/source", schemaPath: "#/$defs/candidate/oneOf/1/properties/source/not", keyword: "not", params: {}, message: "must NOT be valid", schema: schema32.oneOf[1].properties.source.not, parentSchema: schema32.oneOf[1].properties.source, data: data11 };
            if (vErrors === null) {
              vErrors = [err62];
            } else {
              vErrors.push(err62);
            }
            errors++;
          } else {
            errors = _errs44;
            if (vErrors !== null) {
              if (_errs44) {
                vErrors.length = _errs44;
              } else {
                vErrors = null;
              }
            }
          }
          if (typeof data11 === "string") {
            if (func1(data11) > 500) {
              const err63 = { instancePath: instancePath + "/" + i0 + "/source", schemaPath: "#/$defs/candidate/oneOf/1/properties/source/maxLength", keyword: "maxLength", params: { limit: 500 }, message: "must NOT have more than 500 characters", schema: 500, parentSchema: schema32.oneOf[1].properties.source, data: data11 };
              if (vErrors === null) {
                vErrors = [err63];
              } else {
                vErrors.push(err63);
              }
              errors++;
            }
            if (func1(data11) < 1) {
              const err64 = { instancePath: instancePath + "/" + i0 + "/source", schemaPath: "#/$defs/candidate/oneOf/1/properties/source/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema32.oneOf[1].properties.source, data: data11 };
              if (vErrors === null) {
                vErrors = [err64];
              } else {
                vErrors.push(err64);
              }
              errors++;
            }
            if (!pattern7.test(data11)) {
              const err65 = { instancePath: instancePath + "/" + i0 + "/source", schemaPath: "#/$defs/candidate/oneOf/1/properties/source/pattern", keyword: "pattern", params: { pattern: "\\S" }, message: 'must match pattern "\\S"', schema: "\\S", parentSchema: schema32.oneOf[1].properties.source, data: data11 };
              if (vErrors === null) {
                vErrors = [err65];
              } else {
                vErrors.push(err65);
              }
              errors++;
            }
          } else {
            const err66 = { instancePath: instancePath + "/" + i0 + "/source", schemaPath: "#/$defs/candidate/oneOf/1/properties/source/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema32.oneOf[1].properties.source.type, parentSchema: schema32.oneOf[1].properties.source, data: data11 };
            if (vErrors === null) {
              vErrors = [err66];
            } else {
              vErrors.push(err66);
            }
            errors++;
          }
        }
        if (data0.observed_date !== void 0) {
          let data12 = data0.observed_date;
          if (typeof data12 === "string") {
            if (!pattern10.test(data12)) {
              const err67 = { instancePath: instancePath + "/" + i0 + "/observed_date", schemaPath: "#/$defs/candidate/oneOf/1/properties/observed_date/pattern", keyword: "pattern", params: { pattern: "^[0-9]{4}-[0-9]{2}-[0-9]{2}$" }, message: 'must match pattern "^[0-9]{4}-[0-9]{2}-[0-9]{2}$"', schema: "^[0-9]{4}-[0-9]{2}-[0-9]{2}$", parentSchema: schema32.oneOf[1].properties.observed_date, data: data12 };
              if (vErrors === null) {
                vErrors = [err67];
              } else {
                vErrors.push(err67);
              }
              errors++;
            }
            if (!formats0.validate(data12)) {
              const err68 = { instancePath: instancePath + "/" + i0 + "/observed_date", schemaPath: "#/$defs/candidate/oneOf/1/properties/observed_date/format", keyword: "format", params: { format: "date" }, message: 'must match format "date"', schema: "date", parentSchema: schema32.oneOf[1].properties.observed_date, data: data12 };
              if (vErrors === null) {
                vErrors = [err68];
              } else {
                vErrors.push(err68);
              }
              errors++;
            }
          } else {
            const err69 = { instancePath: instancePath + "/" + i0 + "/observed_date", schemaPath: "#/$defs/candidate/oneOf/1/properties/observed_date/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema32.oneOf[1].properties.observed_date.type, parentSchema: schema32.oneOf[1].properties.observed_date, data: data12 };
            if (vErrors === null) {
              vErrors = [err69];
            } else {
              vErrors.push(err69);
            }
            errors++;
          }
        }
      } else {
        const err70 = { instancePath: instancePath + "/" + i0, schemaPath: "#/$defs/candidate/oneOf/1/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema32.oneOf[1].type, parentSchema: schema32.oneOf[1], data: data0 };
        if (vErrors === null) {
          vErrors = [err70];
        } else {
          vErrors.push(err70);
        }
        errors++;
      }
      var _valid0 = _errs26 === errors;
      if (_valid0 && valid3) {
        valid3 = false;
        passing0 = [passing0, 1];
      } else {
        if (_valid0) {
          valid3 = true;
          passing0 = 1;
          if (props0 !== true) {
            props0 = true;
          }
        }
        const _errs48 = errors;
        if (data0 && typeof data0 == "object" && !Array.isArray(data0)) {
          if (data0.key === void 0) {
            const err71 = { instancePath: instancePath + "/" + i0, schemaPath: "#/$defs/candidate/oneOf/2/required", keyword: "required", params: { missingProperty: "key" }, message: "must have required property 'key'", schema: schema32.oneOf[2].required, parentSchema: schema32.oneOf[2], data: data0 };
            if (vErrors === null) {
              vErrors = [err71];
            } else {
              vErrors.push(err71);
            }
            errors++;
          }
          if (data0.keeps === void 0) {
            const err72 = { instancePath: instancePath + "/" + i0, schemaPath: "#/$defs/candidate/oneOf/2/required", keyword: "required", params: { missingProperty: "keeps" }, message: "must have required property 'keeps'", schema: schema32.oneOf[2].required, parentSchema: schema32.oneOf[2], data: data0 };
            if (vErrors === null) {
              vErrors = [err72];
            } else {
              vErrors.push(err72);
            }
            errors++;
          }
          if (data0.provenance === void 0) {
            const err73 = { instancePath: instancePath + "/" + i0, schemaPath: "#/$defs/candidate/oneOf/2/required", keyword: "required", params: { missingProperty: "provenance" }, message: "must have required property 'provenance'", schema: schema32.oneOf[2].required, parentSchema: schema32.oneOf[2], data: data0 };
            if (vErrors === null) {
              vErrors = [err73];
            } else {
              vErrors.push(err73);
            }
            errors++;
          }
          if (data0.source === void 0) {
            const err74 = { instancePath: instancePath + "/" + i0, schemaPath: "#/$defs/candidate/oneOf/2/required", keyword: "required", params: { missingProperty: "source" }, message: "must have required property 'source'", schema: schema32.oneOf[2].required, parentSchema: schema32.oneOf[2], data: data0 };
            if (vErrors === null) {
              vErrors = [err74];
            } else {
              vErrors.push(err74);
            }
            errors++;
          }
          if (data0.observed_date === void 0) {
            const err75 = { instancePath: instancePath + "/" + i0, schemaPath: "#/$defs/candidate/oneOf/2/required", keyword: "required", params: { missingProperty: "observed_date" }, message: "must have required property 'observed_date'", schema: schema32.oneOf[2].required, parentSchema: schema32.oneOf[2], data: data0 };
            if (vErrors === null) {
              vErrors = [err75];
            } else {
              vErrors.push(err75);
            }
            errors++;
          }
          for (const key2 in data0) {
            if (!(key2 === "key" || key2 === "keeps" || key2 === "reason" || key2 === "provenance" || key2 === "source" || key2 === "observed_date")) {
              const err76 = { instancePath: instancePath + "/" + i0, schemaPath: "#/$defs/candidate/oneOf/2/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key2 }, message: "must NOT have additional properties", schema: false, parentSchema: schema32.oneOf[2], data: data0 };
              if (vErrors === null) {
                vErrors = [err76];
              } else {
                vErrors.push(err76);
              }
              errors++;
            }
          }
          if (data0.key !== void 0) {
            let data13 = data0.key;
            const _errs53 = errors;
            const _errs54 = errors;
            if (typeof data13 === "string") {
              if (!pattern4.test(data13)) {
                const err77 = {};
                if (vErrors === null) {
                  vErrors = [err77];
                } else {
                  vErrors.push(err77);
                }
                errors++;
              }
            }
            var valid15 = _errs54 === errors;
            if (valid15) {
              const err78 = { instancePath: instancePath + "/" + i0 + "/key", schemaPath: "#/$defs/candidate/oneOf/2/properties/key/not", keyword: "not", params: {}, message: "must NOT be valid", schema: schema32.oneOf[2].properties.key.not, parentSchema: schema32.oneOf[2].properties.key, data: data13 };
              if (vErrors === null) {
                vErrors = [err78];
              } else {
                vErrors.push(err78);
              }
              errors++;
            } else {
              errors = _errs53;
              if (vErrors !== null) {
                if (_errs53) {
                  vErrors.length = _errs53;
                } else {
                  vErrors = null;
                }
              }
            }
            if (typeof data13 === "string") {
              if (func1(data13) > 200) {
                const err79 = { instancePath: instancePath + "/" + i0 + "/key", schemaPath: "#/$defs/candidate/oneOf/2/properties/key/maxLength", keyword: "maxLength", params: { limit: 200 }, message: "must NOT have more than 200 characters", schema: 200, parentSchema: schema32.oneOf[2].properties.key, data: data13 };
                if (vErrors === null) {
                  vErrors = [err79];
                } else {
                  vErrors.push(err79);
                }
                errors++;
              }
              if (func1(data13) < 1) {
                const err80 = { instancePath: instancePath + "/" + i0 + "/key", schemaPath: "#/$defs/candidate/oneOf/2/properties/key/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema32.oneOf[2].properties.key, data: data13 };
                if (vErrors === null) {
                  vErrors = [err80];
                } else {
                  vErrors.push(err80);
                }
                errors++;
              }
              if (!pattern5.test(data13)) {
                const err81 = { instancePath: instancePath + "/" + i0 + "/key", schemaPath: "#/$defs/candidate/oneOf/2/properties/key/pattern", keyword: "pattern", params: { pattern: "[^\\s_]" }, message: 'must match pattern "[^\\s_]"', schema: "[^\\s_]", parentSchema: schema32.oneOf[2].properties.key, data: data13 };
                if (vErrors === null) {
                  vErrors = [err81];
                } else {
                  vErrors.push(err81);
                }
                errors++;
              }
            } else {
              const err82 = { instancePath: instancePath + "/" + i0 + "/key", schemaPath: "#/$defs/candidate/oneOf/2/properties/key/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema32.oneOf[2].properties.key.type, parentSchema: schema32.oneOf[2].properties.key, data: data13 };
              if (vErrors === null) {
                vErrors = [err82];
              } else {
                vErrors.push(err82);
              }
              errors++;
            }
          }
          if (data0.keeps !== void 0) {
            let data14 = data0.keeps;
            const _errs57 = errors;
            const _errs58 = errors;
            if (typeof data14 === "string") {
              if (!pattern4.test(data14)) {
                const err83 = {};
                if (vErrors === null) {
                  vErrors = [err83];
                } else {
                  vErrors.push(err83);
                }
                errors++;
              }
            }
            var valid16 = _errs58 === errors;
            if (valid16) {
              const err84 = { instancePath: instancePath + "/" + i0 + "/keeps", schemaPath: "#/$defs/candidate/oneOf/2/properties/keeps/not", keyword: "not", params: {}, message: "must NOT be valid", schema: schema32.oneOf[2].properties.keeps.not, parentSchema: schema32.oneOf[2].properties.keeps, data: data14 };
              if (vErrors === null) {
                vErrors = [err84];
              } else {
                vErrors.push(err84);
              }
              errors++;
            } else {
              errors = _errs57;
              if (vErrors !== null) {
                if (_errs57) {
                  vErrors.length = _errs57;
                } else {
                  vErrors = null;
                }
              }
            }
            if (typeof data14 === "string") {
              if (func1(data14) > 64) {
                const err85 = { instancePath: instancePath + "/" + i0 + "/keeps", schemaPath: "#/$defs/candidate/oneOf/2/properties/keeps/maxLength", keyword: "maxLength", params: { limit: 64 }, message: "must NOT have more than 64 characters", schema: 64, parentSchema: schema32.oneOf[2].properties.keeps, data: data14 };
                if (vErrors === null) {
                  vErrors = [err85];
                } else {
                  vErrors.push(err85);
                }
                errors++;
              }
              if (func1(data14) < 1) {
                const err86 = { instancePath: instancePath + "/" + i0 + "/keeps", schemaPath: "#/$defs/candidate/oneOf/2/properties/keeps/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema32.oneOf[2].properties.keeps, data: data14 };
                if (vErrors === null) {
                  vErrors = [err86];
                } else {
                  vErrors.push(err86);
                }
                errors++;
              }
              if (!pattern12.test(data14)) {
                const err87 = { instancePath: instancePath + "/" + i0 + "/keeps", schemaPath: "#/$defs/candidate/oneOf/2/properties/keeps/pattern", keyword: "pattern", params: { pattern: "^[^\\r\\n]+$" }, message: 'must match pattern "^[^\\r\\n]+$"', schema: "^[^\\r\\n]+$", parentSchema: schema32.oneOf[2].properties.keeps, data: data14 };
                if (vErrors === null) {
                  vErrors = [err87];
                } else {
                  vErrors.push(err87);
                }
                errors++;
              }
            } else {
              const err88 = { instancePath: instancePath + "/" + i0 + "/keeps", schemaPath: "#/$defs/candidate/oneOf/2/properties/keeps/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema32.oneOf[2].properties.keeps.type, parentSchema: schema32.oneOf[2].properties.keeps, data: data14 };
              if (vErrors === null) {
                vErrors = [err88];
              } else {
                vErrors.push(err88);
              }
              errors++;
            }
          }
          if (data0.reason !== void 0) {
            let data15 = data0.reason;
            const _errs61 = errors;
            const _errs62 = errors;
            if (typeof data15 === "string") {
              if (!pattern6.test(data15)) {
                const err89 = {};
                if (vErrors === null) {
                  vErrors = [err89];
                } else {
                  vErrors.push(err89);
                }
                errors++;
              }
            }
            var valid17 = _errs62 === errors;
            if (valid17) {
              const err90 = { instancePath: instancePath + "/" + i0 + "/reason", schemaPath: "#/$defs/candidate/oneOf/2/properties/reason/not", keyword: "not", params: {}, message: "must NOT be valid", schema: schema32.oneOf[2].properties.reason.not, parentSchema: schema32.oneOf[2].properties.reason, data: data15 };
              if (vErrors === null) {
                vErrors = [err90];
              } else {
                vErrors.push(err90);
              }
              errors++;
            } else {
              errors = _errs61;
              if (vErrors !== null) {
                if (_errs61) {
                  vErrors.length = _errs61;
                } else {
                  vErrors = null;
                }
              }
            }
            if (typeof data15 === "string") {
              if (func1(data15) > 500) {
                const err91 = { instancePath: instancePath + "/" + i0 + "/reason", schemaPath: "#/$defs/candidate/oneOf/2/properties/reason/maxLength", keyword: "maxLength", params: { limit: 500 }, message: "must NOT have more than 500 characters", schema: 500, parentSchema: schema32.oneOf[2].properties.reason, data: data15 };
                if (vErrors === null) {
                  vErrors = [err91];
                } else {
                  vErrors.push(err91);
                }
                errors++;
              }
              if (func1(data15) < 1) {
                const err92 = { instancePath: instancePath + "/" + i0 + "/reason", schemaPath: "#/$defs/candidate/oneOf/2/properties/reason/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema32.oneOf[2].properties.reason, data: data15 };
                if (vErrors === null) {
                  vErrors = [err92];
                } else {
                  vErrors.push(err92);
                }
                errors++;
              }
              if (!pattern7.test(data15)) {
                const err93 = { instancePath: instancePath + "/" + i0 + "/reason", schemaPath: "#/$defs/candidate/oneOf/2/properties/reason/pattern", keyword: "pattern", params: { pattern: "\\S" }, message: 'must match pattern "\\S"', schema: "\\S", parentSchema: schema32.oneOf[2].properties.reason, data: data15 };
                if (vErrors === null) {
                  vErrors = [err93];
                } else {
                  vErrors.push(err93);
                }
                errors++;
              }
            } else {
              const err94 = { instancePath: instancePath + "/" + i0 + "/reason", schemaPath: "#/$defs/candidate/oneOf/2/properties/reason/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema32.oneOf[2].properties.reason.type, parentSchema: schema32.oneOf[2].properties.reason, data: data15 };
              if (vErrors === null) {
                vErrors = [err94];
              } else {
                vErrors.push(err94);
              }
              errors++;
            }
          }
          if (data0.provenance !== void 0) {
            let data16 = data0.provenance;
            if (!(data16 === "human" || data16 === "published" || data16 === "ai-draft")) {
              const err95 = { instancePath: instancePath + "/" + i0 + "/provenance", schemaPath: "#/$defs/candidate/oneOf/2/properties/provenance/enum", keyword: "enum", params: { allowedValues: schema32.oneOf[2].properties.provenance.enum }, message: "must be equal to one of the allowed values", schema: schema32.oneOf[2].properties.provenance.enum, parentSchema: schema32.oneOf[2].properties.provenance, data: data16 };
              if (vErrors === null) {
                vErrors = [err95];
              } else {
                vErrors.push(err95);
              }
              errors++;
            }
          }
          if (data0.source !== void 0) {
            let data17 = data0.source;
            const _errs66 = errors;
            const _errs67 = errors;
            if (typeof data17 === "string") {
              if (!pattern4.test(data17)) {
                const err96 = {};
                if (vErrors === null) {
                  vErrors = [err96];
                } else {
                  vErrors.push(err96);
                }
                errors++;
              }
            }
            var valid18 = _errs67 === errors;
            if (valid18) {
              const err97 = { instancePath: instancePath + "/" + i0 + "/source", schemaPath: "#/$defs/candidate/oneOf/2/properties/source/not", keyword: "not", params: {}, message: "must NOT be valid", schema: schema32.oneOf[2].properties.source.not, parentSchema: schema32.oneOf[2].properties.source, data: data17 };
              if (vErrors === null) {
                vErrors = [err97];
              } else {
                vErrors.push(err97);
              }
              errors++;
            } else {
              errors = _errs66;
              if (vErrors !== null) {
                if (_errs66) {
                  vErrors.length = _errs66;
                } else {
                  vErrors = null;
                }
              }
            }
            if (typeof data17 === "string") {
              if (func1(data17) > 500) {
                const err98 = { instancePath: instancePath + "/" + i0 + "/source", schemaPath: "#/$defs/candidate/oneOf/2/properties/source/maxLength", keyword: "maxLength", params: { limit: 500 }, message: "must NOT have more than 500 characters", schema: 500, parentSchema: schema32.oneOf[2].properties.source, data: data17 };
                if (vErrors === null) {
                  vErrors = [err98];
                } else {
                  vErrors.push(err98);
                }
                errors++;
              }
              if (func1(data17) < 1) {
                const err99 = { instancePath: instancePath + "/" + i0 + "/source", schemaPath: "#/$defs/candidate/oneOf/2/properties/source/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema32.oneOf[2].properties.source, data: data17 };
                if (vErrors === null) {
                  vErrors = [err99];
                } else {
                  vErrors.push(err99);
                }
                errors++;
              }
              if (!pattern7.test(data17)) {
                const err100 = { instancePath: instancePath + "/" + i0 + "/source", schemaPath: "#/$defs/candidate/oneOf/2/properties/source/pattern", keyword: "pattern", params: { pattern: "\\S" }, message: 'must match pattern "\\S"', schema: "\\S", parentSchema: schema32.oneOf[2].properties.source, data: data17 };
                if (vErrors === null) {
                  vErrors = [err100];
                } else {
                  vErrors.push(err100);
                }
                errors++;
              }
            } else {
              const err101 = { instancePath: instancePath + "/" + i0 + "/source", schemaPath: "#/$defs/candidate/oneOf/2/properties/source/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema32.oneOf[2].properties.source.type, parentSchema: schema32.oneOf[2].properties.source, data: data17 };
              if (vErrors === null) {
                vErrors = [err101];
              } else {
                vErrors.push(err101);
              }
              errors++;
            }
          }
          if (data0.observed_date !== void 0) {
            let data18 = data0.observed_date;
            if (typeof data18 === "string") {
              if (!pattern10.test(data18)) {
                const err102 = { instancePath: instancePath + "/" + i0 + "/observed_date", schemaPath: "#/$defs/candidate/oneOf/2/properties/observed_date/pattern", keyword: "pattern", params: { pattern: "^[0-9]{4}-[0-9]{2}-[0-9]{2}$" }, message: 'must match pattern "^[0-9]{4}-[0-9]{2}-[0-9]{2}$"', schema: "^[0-9]{4}-[0-9]{2}-[0-9]{2}$", parentSchema: schema32.oneOf[2].properties.observed_date, data: data18 };
                if (vErrors === null) {
                  vErrors = [err102];
                } else {
                  vErrors.push(err102);
                }
                errors++;
              }
              if (!formats0.validate(data18)) {
                const err103 = { instancePath: instancePath + "/" + i0 + "/observed_date", schemaPath: "#/$defs/candidate/oneOf/2/properties/observed_date/format", keyword: "format", params: { format: "date" }, message: 'must match format "date"', schema: "date", parentSchema: schema32.oneOf[2].properties.observed_date, data: data18 };
                if (vErrors === null) {
                  vErrors = [err103];
                } else {
                  vErrors.push(err103);
                }
                errors++;
              }
            } else {
              const err104 = { instancePath: instancePath + "/" + i0 + "/observed_date", schemaPath: "#/$defs/candidate/oneOf/2/properties/observed_date/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema32.oneOf[2].properties.observed_date.type, parentSchema: schema32.oneOf[2].properties.observed_date, data: data18 };
              if (vErrors === null) {
                vErrors = [err104];
              } else {
                vErrors.push(err104);
              }
              errors++;
            }
          }
        } else {
          const err105 = { instancePath: instancePath + "/" + i0, schemaPath: "#/$defs/candidate/oneOf/2/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema32.oneOf[2].type, parentSchema: schema32.oneOf[2], data: data0 };
          if (vErrors === null) {
            vErrors = [err105];
          } else {
            vErrors.push(err105);
          }
          errors++;
        }
        var _valid0 = _errs48 === errors;
        if (_valid0 && valid3) {
          valid3 = false;
          passing0 = [passing0, 2];
        } else {
          if (_valid0) {
            valid3 = true;
            passing0 = 2;
            if (props0 !== true) {
              props0 = true;
            }
          }
        }
      }
      if (!valid3) {
        const err106 = { instancePath: instancePath + "/" + i0, schemaPath: "#/$defs/candidate/oneOf", keyword: "oneOf", params: { passingSchemas: passing0 }, message: "must match exactly one schema in oneOf", schema: schema32.oneOf, parentSchema: schema32, data: data0 };
        if (vErrors === null) {
          vErrors = [err106];
        } else {
          vErrors.push(err106);
        }
        errors++;
      } else {
        errors = _errs3;
        if (vErrors !== null) {
          if (_errs3) {
            vErrors.length = _errs3;
          } else {
            vErrors = null;
          }
        }
      }
    }
  } else {
    const err107 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema31.type, parentSchema: schema31, data };
    if (vErrors === null) {
      vErrors = [err107];
    } else {
      vErrors.push(err107);
    }
    errors++;
  }
  validate20.errors = vErrors;
  return errors === 0;
}
validate20.evaluated = { "items": true, "dynamicProps": false, "dynamicItems": false };
exports.config = validate21;
var schema33 = { "$schema": "https://json-schema.org/draft/2020-12/schema", "$id": "https://brain.example/schemas/config.schema.json", "title": "BrainConfig", "description": "Operator tuning for brain (`<data>/brain.config.yaml` or `--config <file>`). Every key is optional; a missing key takes its default. Unknown keys are an error.", "type": "object", "additionalProperties": false, "properties": { "promoteThreshold": { "description": "Distinct sources before a dynamic fact is promoted to static.", "type": "integer", "minimum": 1, "maximum": 1e6, "default": 3 }, "decayDays": { "description": "Days unseen before an active dynamic fact is flagged stale.", "type": "integer", "minimum": 1, "maximum": 1e5, "default": 90 }, "staticDecayDays": { "description": "Days unseen before an active observed static fact is flagged stale; null (the default) = static facts never go stale. Seeds (profile-field) never go stale.", "type": ["integer", "null"], "minimum": 1, "maximum": 1e5, "default": null }, "learnFrom": { "description": "Provenances that are learned from. `ai-draft` can never be listed.", "type": "array", "items": { "enum": ["published", "human"] }, "minItems": 1, "uniqueItems": true, "default": ["published", "human"] }, "nudge": { "type": "object", "additionalProperties": false, "properties": { "minNewPublished": { "description": "New published records since the last apply before the session-start hook nudges.", "type": "integer", "minimum": 1, "maximum": 1e6, "default": 1 }, "minDaysSinceRun": { "description": "And at least this many days since the last apply.", "type": "integer", "minimum": 0, "maximum": 1e5, "default": 1 } } }, "rules": { "description": "Optional folder of rule files that replaces the shipped rules/ (relative to the config file).", "type": ["string", "null"], "minLength": 1, "default": null }, "requireKnownSources": { "description": "Evidence must name a record that was ingested (`<tributary>:<id>`) with the candidate's provenance, or be the operator's own `human:<label>` statement. Off only on purpose (e.g. a bench).", "type": "boolean", "default": true }, "multiValued": { "description": "Keys whose values are members of a set (languages, skills): a new value is an addition, never a conflict. Normalized keys (lower case, `-` between words, as `brain show` prints them).", "type": "array", "items": { "type": "string", "minLength": 1, "maxLength": 200, "pattern": "^[^\\sA-Z_]+$", "not": { "pattern": "[\0-\x7F-\x9F\xAD\u034F\u0600-\u0605\u061C\u06DD\u070F\u0890-\u0891\u08E2\u115F-\u1160\u17B4-\u17B5\u180B-\u180F\u200B-\u200F\u2028-\u202E\u2060-\u206F\u3164\uFE00-\uFE0F\uFEFF\uFFA0\uFFF0-\uFFFB\u{110BD}\u{110CD}\u{13430}-\u{1343F}\u{1BCA0}-\u{1BCA3}\u{1D173}-\u{1D17A}\u{E0000}-\u{E0FFF}]" } }, "uniqueItems": true, "default": [] }, "retireFrom": { "description": "Provenances allowed to retire a fact. `ai-draft` can never be listed.", "type": "array", "items": { "enum": ["published", "human"] }, "uniqueItems": true, "default": ["human"] } } };
var func25 = Object.prototype.hasOwnProperty;
var func0 = require_equal().default;
var pattern32 = new RegExp("^[^\\sA-Z_]+$", "u");
function validate21(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
  ;
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate21.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = void 0;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = void 0;
  }
  if (data && typeof data == "object" && !Array.isArray(data)) {
    for (const key0 in data) {
      if (!func25.call(schema33.properties, key0)) {
        const err0 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties", schema: false, parentSchema: schema33, data };
        if (vErrors === null) {
          vErrors = [err0];
        } else {
          vErrors.push(err0);
        }
        errors++;
      }
    }
    if (data.promoteThreshold !== void 0) {
      let data0 = data.promoteThreshold;
      if (!(typeof data0 == "number" && (!(data0 % 1) && !isNaN(data0)) && isFinite(data0))) {
        const err1 = { instancePath: instancePath + "/promoteThreshold", schemaPath: "#/properties/promoteThreshold/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema33.properties.promoteThreshold.type, parentSchema: schema33.properties.promoteThreshold, data: data0 };
        if (vErrors === null) {
          vErrors = [err1];
        } else {
          vErrors.push(err1);
        }
        errors++;
      }
      if (typeof data0 == "number" && isFinite(data0)) {
        if (data0 > 1e6 || isNaN(data0)) {
          const err2 = { instancePath: instancePath + "/promoteThreshold", schemaPath: "#/properties/promoteThreshold/maximum", keyword: "maximum", params: { comparison: "<=", limit: 1e6 }, message: "must be <= 1000000", schema: 1e6, parentSchema: schema33.properties.promoteThreshold, data: data0 };
          if (vErrors === null) {
            vErrors = [err2];
          } else {
            vErrors.push(err2);
          }
          errors++;
        }
        if (data0 < 1 || isNaN(data0)) {
          const err3 = { instancePath: instancePath + "/promoteThreshold", schemaPath: "#/properties/promoteThreshold/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1 }, message: "must be >= 1", schema: 1, parentSchema: schema33.properties.promoteThreshold, data: data0 };
          if (vErrors === null) {
            vErrors = [err3];
          } else {
            vErrors.push(err3);
          }
          errors++;
        }
      }
    }
    if (data.decayDays !== void 0) {
      let data1 = data.decayDays;
      if (!(typeof data1 == "number" && (!(data1 % 1) && !isNaN(data1)) && isFinite(data1))) {
        const err4 = { instancePath: instancePath + "/decayDays", schemaPath: "#/properties/decayDays/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema33.properties.decayDays.type, parentSchema: schema33.properties.decayDays, data: data1 };
        if (vErrors === null) {
          vErrors = [err4];
        } else {
          vErrors.push(err4);
        }
        errors++;
      }
      if (typeof data1 == "number" && isFinite(data1)) {
        if (data1 > 1e5 || isNaN(data1)) {
          const err5 = { instancePath: instancePath + "/decayDays", schemaPath: "#/properties/decayDays/maximum", keyword: "maximum", params: { comparison: "<=", limit: 1e5 }, message: "must be <= 100000", schema: 1e5, parentSchema: schema33.properties.decayDays, data: data1 };
          if (vErrors === null) {
            vErrors = [err5];
          } else {
            vErrors.push(err5);
          }
          errors++;
        }
        if (data1 < 1 || isNaN(data1)) {
          const err6 = { instancePath: instancePath + "/decayDays", schemaPath: "#/properties/decayDays/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1 }, message: "must be >= 1", schema: 1, parentSchema: schema33.properties.decayDays, data: data1 };
          if (vErrors === null) {
            vErrors = [err6];
          } else {
            vErrors.push(err6);
          }
          errors++;
        }
      }
    }
    if (data.staticDecayDays !== void 0) {
      let data2 = data.staticDecayDays;
      if (!(typeof data2 == "number" && (!(data2 % 1) && !isNaN(data2)) && isFinite(data2)) && data2 !== null) {
        const err7 = { instancePath: instancePath + "/staticDecayDays", schemaPath: "#/properties/staticDecayDays/type", keyword: "type", params: { type: schema33.properties.staticDecayDays.type }, message: "must be integer,null", schema: schema33.properties.staticDecayDays.type, parentSchema: schema33.properties.staticDecayDays, data: data2 };
        if (vErrors === null) {
          vErrors = [err7];
        } else {
          vErrors.push(err7);
        }
        errors++;
      }
      if (typeof data2 == "number" && isFinite(data2)) {
        if (data2 > 1e5 || isNaN(data2)) {
          const err8 = { instancePath: instancePath + "/staticDecayDays", schemaPath: "#/properties/staticDecayDays/maximum", keyword: "maximum", params: { comparison: "<=", limit: 1e5 }, message: "must be <= 100000", schema: 1e5, parentSchema: schema33.properties.staticDecayDays, data: data2 };
          if (vErrors === null) {
            vErrors = [err8];
          } else {
            vErrors.push(err8);
          }
          errors++;
        }
        if (data2 < 1 || isNaN(data2)) {
          const err9 = { instancePath: instancePath + "/staticDecayDays", schemaPath: "#/properties/staticDecayDays/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1 }, message: "must be >= 1", schema: 1, parentSchema: schema33.properties.staticDecayDays, data: data2 };
          if (vErrors === null) {
            vErrors = [err9];
          } else {
            vErrors.push(err9);
          }
          errors++;
        }
      }
    }
    if (data.learnFrom !== void 0) {
      let data3 = data.learnFrom;
      if (Array.isArray(data3)) {
        if (data3.length < 1) {
          const err10 = { instancePath: instancePath + "/learnFrom", schemaPath: "#/properties/learnFrom/minItems", keyword: "minItems", params: { limit: 1 }, message: "must NOT have fewer than 1 items", schema: 1, parentSchema: schema33.properties.learnFrom, data: data3 };
          if (vErrors === null) {
            vErrors = [err10];
          } else {
            vErrors.push(err10);
          }
          errors++;
        }
        const len0 = data3.length;
        for (let i0 = 0; i0 < len0; i0++) {
          let data4 = data3[i0];
          if (!(data4 === "published" || data4 === "human")) {
            const err11 = { instancePath: instancePath + "/learnFrom/" + i0, schemaPath: "#/properties/learnFrom/items/enum", keyword: "enum", params: { allowedValues: schema33.properties.learnFrom.items.enum }, message: "must be equal to one of the allowed values", schema: schema33.properties.learnFrom.items.enum, parentSchema: schema33.properties.learnFrom.items, data: data4 };
            if (vErrors === null) {
              vErrors = [err11];
            } else {
              vErrors.push(err11);
            }
            errors++;
          }
        }
        let i1 = data3.length;
        let j0;
        if (i1 > 1) {
          outer0: for (; i1--; ) {
            for (j0 = i1; j0--; ) {
              if (func0(data3[i1], data3[j0])) {
                const err12 = { instancePath: instancePath + "/learnFrom", schemaPath: "#/properties/learnFrom/uniqueItems", keyword: "uniqueItems", params: { i: i1, j: j0 }, message: "must NOT have duplicate items (items ## " + j0 + " and " + i1 + " are identical)", schema: true, parentSchema: schema33.properties.learnFrom, data: data3 };
                if (vErrors === null) {
                  vErrors = [err12];
                } else {
                  vErrors.push(err12);
                }
                errors++;
                break outer0;
              }
            }
          }
        }
      } else {
        const err13 = { instancePath: instancePath + "/learnFrom", schemaPath: "#/properties/learnFrom/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema33.properties.learnFrom.type, parentSchema: schema33.properties.learnFrom, data: data3 };
        if (vErrors === null) {
          vErrors = [err13];
        } else {
          vErrors.push(err13);
        }
        errors++;
      }
    }
    if (data.nudge !== void 0) {
      let data5 = data.nudge;
      if (data5 && typeof data5 == "object" && !Array.isArray(data5)) {
        for (const key1 in data5) {
          if (!(key1 === "minNewPublished" || key1 === "minDaysSinceRun")) {
            const err14 = { instancePath: instancePath + "/nudge", schemaPath: "#/properties/nudge/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key1 }, message: "must NOT have additional properties", schema: false, parentSchema: schema33.properties.nudge, data: data5 };
            if (vErrors === null) {
              vErrors = [err14];
            } else {
              vErrors.push(err14);
            }
            errors++;
          }
        }
        if (data5.minNewPublished !== void 0) {
          let data6 = data5.minNewPublished;
          if (!(typeof data6 == "number" && (!(data6 % 1) && !isNaN(data6)) && isFinite(data6))) {
            const err15 = { instancePath: instancePath + "/nudge/minNewPublished", schemaPath: "#/properties/nudge/properties/minNewPublished/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema33.properties.nudge.properties.minNewPublished.type, parentSchema: schema33.properties.nudge.properties.minNewPublished, data: data6 };
            if (vErrors === null) {
              vErrors = [err15];
            } else {
              vErrors.push(err15);
            }
            errors++;
          }
          if (typeof data6 == "number" && isFinite(data6)) {
            if (data6 > 1e6 || isNaN(data6)) {
              const err16 = { instancePath: instancePath + "/nudge/minNewPublished", schemaPath: "#/properties/nudge/properties/minNewPublished/maximum", keyword: "maximum", params: { comparison: "<=", limit: 1e6 }, message: "must be <= 1000000", schema: 1e6, parentSchema: schema33.properties.nudge.properties.minNewPublished, data: data6 };
              if (vErrors === null) {
                vErrors = [err16];
              } else {
                vErrors.push(err16);
              }
              errors++;
            }
            if (data6 < 1 || isNaN(data6)) {
              const err17 = { instancePath: instancePath + "/nudge/minNewPublished", schemaPath: "#/properties/nudge/properties/minNewPublished/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1 }, message: "must be >= 1", schema: 1, parentSchema: schema33.properties.nudge.properties.minNewPublished, data: data6 };
              if (vErrors === null) {
                vErrors = [err17];
              } else {
                vErrors.push(err17);
              }
              errors++;
            }
          }
        }
        if (data5.minDaysSinceRun !== void 0) {
          let data7 = data5.minDaysSinceRun;
          if (!(typeof data7 == "number" && (!(data7 % 1) && !isNaN(data7)) && isFinite(data7))) {
            const err18 = { instancePath: instancePath + "/nudge/minDaysSinceRun", schemaPath: "#/properties/nudge/properties/minDaysSinceRun/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema33.properties.nudge.properties.minDaysSinceRun.type, parentSchema: schema33.properties.nudge.properties.minDaysSinceRun, data: data7 };
            if (vErrors === null) {
              vErrors = [err18];
            } else {
              vErrors.push(err18);
            }
            errors++;
          }
          if (typeof data7 == "number" && isFinite(data7)) {
            if (data7 > 1e5 || isNaN(data7)) {
              const err19 = { instancePath: instancePath + "/nudge/minDaysSinceRun", schemaPath: "#/properties/nudge/properties/minDaysSinceRun/maximum", keyword: "maximum", params: { comparison: "<=", limit: 1e5 }, message: "must be <= 100000", schema: 1e5, parentSchema: schema33.properties.nudge.properties.minDaysSinceRun, data: data7 };
              if (vErrors === null) {
                vErrors = [err19];
              } else {
                vErrors.push(err19);
              }
              errors++;
            }
            if (data7 < 0 || isNaN(data7)) {
              const err20 = { instancePath: instancePath + "/nudge/minDaysSinceRun", schemaPath: "#/properties/nudge/properties/minDaysSinceRun/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0", schema: 0, parentSchema: schema33.properties.nudge.properties.minDaysSinceRun, data: data7 };
              if (vErrors === null) {
                vErrors = [err20];
              } else {
                vErrors.push(err20);
              }
              errors++;
            }
          }
        }
      } else {
        const err21 = { instancePath: instancePath + "/nudge", schemaPath: "#/properties/nudge/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema33.properties.nudge.type, parentSchema: schema33.properties.nudge, data: data5 };
        if (vErrors === null) {
          vErrors = [err21];
        } else {
          vErrors.push(err21);
        }
        errors++;
      }
    }
    if (data.rules !== void 0) {
      let data8 = data.rules;
      if (typeof data8 !== "string" && data8 !== null) {
        const err22 = { instancePath: instancePath + "/rules", schemaPath: "#/properties/rules/type", keyword: "type", params: { type: schema33.properties.rules.type }, message: "must be string,null", schema: schema33.properties.rules.type, parentSchema: schema33.properties.rules, data: data8 };
        if (vErrors === null) {
          vErrors = [err22];
        } else {
          vErrors.push(err22);
        }
        errors++;
      }
      if (typeof data8 === "string") {
        if (func1(data8) < 1) {
          const err23 = { instancePath: instancePath + "/rules", schemaPath: "#/properties/rules/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema33.properties.rules, data: data8 };
          if (vErrors === null) {
            vErrors = [err23];
          } else {
            vErrors.push(err23);
          }
          errors++;
        }
      }
    }
    if (data.requireKnownSources !== void 0) {
      let data9 = data.requireKnownSources;
      if (typeof data9 !== "boolean") {
        const err24 = { instancePath: instancePath + "/requireKnownSources", schemaPath: "#/properties/requireKnownSources/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean", schema: schema33.properties.requireKnownSources.type, parentSchema: schema33.properties.requireKnownSources, data: data9 };
        if (vErrors === null) {
          vErrors = [err24];
        } else {
          vErrors.push(err24);
        }
        errors++;
      }
    }
    if (data.multiValued !== void 0) {
      let data10 = data.multiValued;
      if (Array.isArray(data10)) {
        const len1 = data10.length;
        for (let i2 = 0; i2 < len1; i2++) {
          let data11 = data10[i2];
          const _errs26 = errors;
          const _errs27 = errors;
          if (typeof data11 === "string") {
            if (!pattern4.test(data11)) {
              const err25 = {};
              if (vErrors === null) {
                vErrors = [err25];
              } else {
                vErrors.push(err25);
              }
              errors++;
            }
          }
          var valid7 = _errs27 === errors;
          if (valid7) {
            const err26 = { instancePath: instancePath + "/multiValued/" + i2, schemaPath: "#/properties/multiValued/items/not", keyword: "not", params: {}, message: "must NOT be valid", schema: schema33.properties.multiValued.items.not, parentSchema: schema33.properties.multiValued.items, data: data11 };
            if (vErrors === null) {
              vErrors = [err26];
            } else {
              vErrors.push(err26);
            }
            errors++;
          } else {
            errors = _errs26;
            if (vErrors !== null) {
              if (_errs26) {
                vErrors.length = _errs26;
              } else {
                vErrors = null;
              }
            }
          }
          if (typeof data11 === "string") {
            if (func1(data11) > 200) {
              const err27 = { instancePath: instancePath + "/multiValued/" + i2, schemaPath: "#/properties/multiValued/items/maxLength", keyword: "maxLength", params: { limit: 200 }, message: "must NOT have more than 200 characters", schema: 200, parentSchema: schema33.properties.multiValued.items, data: data11 };
              if (vErrors === null) {
                vErrors = [err27];
              } else {
                vErrors.push(err27);
              }
              errors++;
            }
            if (func1(data11) < 1) {
              const err28 = { instancePath: instancePath + "/multiValued/" + i2, schemaPath: "#/properties/multiValued/items/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema33.properties.multiValued.items, data: data11 };
              if (vErrors === null) {
                vErrors = [err28];
              } else {
                vErrors.push(err28);
              }
              errors++;
            }
            if (!pattern32.test(data11)) {
              const err29 = { instancePath: instancePath + "/multiValued/" + i2, schemaPath: "#/properties/multiValued/items/pattern", keyword: "pattern", params: { pattern: "^[^\\sA-Z_]+$" }, message: 'must match pattern "^[^\\sA-Z_]+$"', schema: "^[^\\sA-Z_]+$", parentSchema: schema33.properties.multiValued.items, data: data11 };
              if (vErrors === null) {
                vErrors = [err29];
              } else {
                vErrors.push(err29);
              }
              errors++;
            }
          } else {
            const err30 = { instancePath: instancePath + "/multiValued/" + i2, schemaPath: "#/properties/multiValued/items/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema33.properties.multiValued.items.type, parentSchema: schema33.properties.multiValued.items, data: data11 };
            if (vErrors === null) {
              vErrors = [err30];
            } else {
              vErrors.push(err30);
            }
            errors++;
          }
        }
        let i3 = data10.length;
        let j1;
        if (i3 > 1) {
          const indices0 = {};
          for (; i3--; ) {
            let item0 = data10[i3];
            if (typeof item0 !== "string") {
              continue;
            }
            if (typeof indices0[item0] == "number") {
              j1 = indices0[item0];
              const err31 = { instancePath: instancePath + "/multiValued", schemaPath: "#/properties/multiValued/uniqueItems", keyword: "uniqueItems", params: { i: i3, j: j1 }, message: "must NOT have duplicate items (items ## " + j1 + " and " + i3 + " are identical)", schema: true, parentSchema: schema33.properties.multiValued, data: data10 };
              if (vErrors === null) {
                vErrors = [err31];
              } else {
                vErrors.push(err31);
              }
              errors++;
              break;
            }
            indices0[item0] = i3;
          }
        }
      } else {
        const err32 = { instancePath: instancePath + "/multiValued", schemaPath: "#/properties/multiValued/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema33.properties.multiValued.type, parentSchema: schema33.properties.multiValued, data: data10 };
        if (vErrors === null) {
          vErrors = [err32];
        } else {
          vErrors.push(err32);
        }
        errors++;
      }
    }
    if (data.retireFrom !== void 0) {
      let data12 = data.retireFrom;
      if (Array.isArray(data12)) {
        const len2 = data12.length;
        for (let i4 = 0; i4 < len2; i4++) {
          let data13 = data12[i4];
          if (!(data13 === "published" || data13 === "human")) {
            const err33 = { instancePath: instancePath + "/retireFrom/" + i4, schemaPath: "#/properties/retireFrom/items/enum", keyword: "enum", params: { allowedValues: schema33.properties.retireFrom.items.enum }, message: "must be equal to one of the allowed values", schema: schema33.properties.retireFrom.items.enum, parentSchema: schema33.properties.retireFrom.items, data: data13 };
            if (vErrors === null) {
              vErrors = [err33];
            } else {
              vErrors.push(err33);
            }
            errors++;
          }
        }
        let i5 = data12.length;
        let j2;
        if (i5 > 1) {
          outer1: for (; i5--; ) {
            for (j2 = i5; j2--; ) {
              if (func0(data12[i5], data12[j2])) {
                const err34 = { instancePath: instancePath + "/retireFrom", schemaPath: "#/properties/retireFrom/uniqueItems", keyword: "uniqueItems", params: { i: i5, j: j2 }, message: "must NOT have duplicate items (items ## " + j2 + " and " + i5 + " are identical)", schema: true, parentSchema: schema33.properties.retireFrom, data: data12 };
                if (vErrors === null) {
                  vErrors = [err34];
                } else {
                  vErrors.push(err34);
                }
                errors++;
                break outer1;
              }
            }
          }
        }
      } else {
        const err35 = { instancePath: instancePath + "/retireFrom", schemaPath: "#/properties/retireFrom/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema33.properties.retireFrom.type, parentSchema: schema33.properties.retireFrom, data: data12 };
        if (vErrors === null) {
          vErrors = [err35];
        } else {
          vErrors.push(err35);
        }
        errors++;
      }
    }
  } else {
    const err36 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema33.type, parentSchema: schema33, data };
    if (vErrors === null) {
      vErrors = [err36];
    } else {
      vErrors.push(err36);
    }
    errors++;
  }
  validate21.errors = vErrors;
  return errors === 0;
}
validate21.evaluated = { "props": true, "dynamicProps": false, "dynamicItems": false };
exports.rules = validate22;
var schema34 = { "$schema": "https://json-schema.org/draft/2020-12/schema", "$id": "https://brain.example/schemas/rules.schema.json", "title": "RuleFile", "description": "One versioned file of json-rules-engine rules for one scope. Paths are plain dotted names; JSONPath is never accepted.", "type": "object", "required": ["version", "scope", "rules"], "additionalProperties": false, "properties": { "version": { "description": "Bumped on every behavioural change of this file.", "type": "integer", "minimum": 1 }, "scope": { "enum": ["candidate", "fact"] }, "description": { "type": "string" }, "rules": { "type": "array", "minItems": 1, "items": { "$ref": "#/$defs/rule" } } }, "allOf": [{ "if": { "properties": { "scope": { "const": "candidate" } } }, "then": { "properties": { "rules": { "type": "array", "items": { "type": "object", "properties": { "event": { "type": "object", "properties": { "type": { "$ref": "#/$defs/candidateEvent" } } } } } } } } }, { "if": { "properties": { "scope": { "const": "fact" } } }, "then": { "properties": { "rules": { "type": "array", "items": { "type": "object", "properties": { "event": { "type": "object", "properties": { "type": { "$ref": "#/$defs/factEvent" } } } } } } } } }], "$defs": { "candidateEvent": { "enum": ["reject", "add", "bump", "duplicate", "conflict", "supersede", "retire", "resolve"] }, "factEvent": { "enum": ["promote", "decay-flag"] }, "name": { "type": "string", "pattern": "^[a-z0-9][a-z0-9-]{0,63}$" }, "dottedPath": { "description": "A plain dotted name such as `nudge.minNewPublished`.", "type": "string", "maxLength": 200, "pattern": "^[A-Za-z][A-Za-z0-9_]*(\\.[A-Za-z][A-Za-z0-9_]*)*$" }, "rule": { "title": "Rule", "type": "object", "required": ["name", "priority", "conditions", "event"], "additionalProperties": false, "properties": { "name": { "$ref": "#/$defs/name" }, "description": { "type": "string" }, "priority": { "description": "Higher wins when several rules match.", "type": "integer", "minimum": 1, "maximum": 1e3 }, "conditions": { "$ref": "#/$defs/topCondition" }, "event": { "type": "object", "required": ["type"], "additionalProperties": false, "properties": { "type": { "type": "string" }, "params": { "type": "object", "additionalProperties": { "type": ["string", "number", "boolean"] }, "properties": { "reason": { "type": "string", "minLength": 1, "maxLength": 500, "description": "Why the rule decides as it does: kept in the diff's trace and shown beside the outcome in pending-diff.md." } } } } } } }, "topCondition": { "type": "object", "oneOf": [{ "required": ["all"] }, { "required": ["any"] }, { "required": ["not"] }], "$ref": "#/$defs/booleanCondition" }, "booleanCondition": { "type": "object", "additionalProperties": false, "maxProperties": 1, "properties": { "all": { "type": "array", "items": { "$ref": "#/$defs/condition" } }, "any": { "type": "array", "items": { "$ref": "#/$defs/condition" } }, "not": { "$ref": "#/$defs/condition" } } }, "condition": { "if": { "type": "object", "required": ["fact"] }, "then": { "$ref": "#/$defs/leafCondition" }, "else": { "$ref": "#/$defs/topCondition" } }, "leafCondition": { "type": "object", "required": ["fact", "operator", "value"], "additionalProperties": false, "properties": { "fact": { "$ref": "#/$defs/name" }, "path": { "$ref": "#/$defs/dottedPath" }, "operator": { "enum": ["equal", "notEqual", "lessThan", "lessThanInclusive", "greaterThan", "greaterThanInclusive", "in", "notIn", "contains", "doesNotContain", "startsWith", "endsWith"] }, "value": { "anyOf": [{ "type": ["string", "number", "boolean", "null"] }, { "type": "array", "items": { "type": ["string", "number", "boolean", "null"] } }, { "$ref": "#/$defs/factReference" }] } } }, "factReference": { "description": "Compare against another fact's value, e.g. `{fact: config, path: promoteThreshold}`.", "type": "object", "required": ["fact"], "additionalProperties": false, "properties": { "fact": { "$ref": "#/$defs/name" }, "path": { "$ref": "#/$defs/dottedPath" } } } } };
var schema35 = { "enum": ["reject", "add", "bump", "duplicate", "conflict", "supersede", "retire", "resolve"] };
var schema36 = { "enum": ["promote", "decay-flag"] };
var schema37 = { "title": "Rule", "type": "object", "required": ["name", "priority", "conditions", "event"], "additionalProperties": false, "properties": { "name": { "$ref": "#/$defs/name" }, "description": { "type": "string" }, "priority": { "description": "Higher wins when several rules match.", "type": "integer", "minimum": 1, "maximum": 1e3 }, "conditions": { "$ref": "#/$defs/topCondition" }, "event": { "type": "object", "required": ["type"], "additionalProperties": false, "properties": { "type": { "type": "string" }, "params": { "type": "object", "additionalProperties": { "type": ["string", "number", "boolean"] }, "properties": { "reason": { "type": "string", "minLength": 1, "maxLength": 500, "description": "Why the rule decides as it does: kept in the diff's trace and shown beside the outcome in pending-diff.md." } } } } } } };
var schema38 = { "type": "string", "pattern": "^[a-z0-9][a-z0-9-]{0,63}$" };
var pattern33 = new RegExp("^[a-z0-9][a-z0-9-]{0,63}$", "u");
var schema39 = { "type": "object", "oneOf": [{ "required": ["all"] }, { "required": ["any"] }, { "required": ["not"] }], "$ref": "#/$defs/booleanCondition" };
var schema40 = { "type": "object", "additionalProperties": false, "maxProperties": 1, "properties": { "all": { "type": "array", "items": { "$ref": "#/$defs/condition" } }, "any": { "type": "array", "items": { "$ref": "#/$defs/condition" } }, "not": { "$ref": "#/$defs/condition" } } };
var schema41 = { "if": { "type": "object", "required": ["fact"] }, "then": { "$ref": "#/$defs/leafCondition" }, "else": { "$ref": "#/$defs/topCondition" } };
var schema42 = { "type": "object", "required": ["fact", "operator", "value"], "additionalProperties": false, "properties": { "fact": { "$ref": "#/$defs/name" }, "path": { "$ref": "#/$defs/dottedPath" }, "operator": { "enum": ["equal", "notEqual", "lessThan", "lessThanInclusive", "greaterThan", "greaterThanInclusive", "in", "notIn", "contains", "doesNotContain", "startsWith", "endsWith"] }, "value": { "anyOf": [{ "type": ["string", "number", "boolean", "null"] }, { "type": "array", "items": { "type": ["string", "number", "boolean", "null"] } }, { "$ref": "#/$defs/factReference" }] } } };
var schema44 = { "description": "A plain dotted name such as `nudge.minNewPublished`.", "type": "string", "maxLength": 200, "pattern": "^[A-Za-z][A-Za-z0-9_]*(\\.[A-Za-z][A-Za-z0-9_]*)*$" };
var pattern35 = new RegExp("^[A-Za-z][A-Za-z0-9_]*(\\.[A-Za-z][A-Za-z0-9_]*)*$", "u");
var schema45 = { "description": "Compare against another fact's value, e.g. `{fact: config, path: promoteThreshold}`.", "type": "object", "required": ["fact"], "additionalProperties": false, "properties": { "fact": { "$ref": "#/$defs/name" }, "path": { "$ref": "#/$defs/dottedPath" } } };
function validate28(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate28.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = void 0;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = void 0;
  }
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.fact === void 0) {
      const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "fact" }, message: "must have required property 'fact'", schema: schema45.required, parentSchema: schema45, data };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!(key0 === "fact" || key0 === "path")) {
        const err1 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties", schema: false, parentSchema: schema45, data };
        if (vErrors === null) {
          vErrors = [err1];
        } else {
          vErrors.push(err1);
        }
        errors++;
      }
    }
    if (data.fact !== void 0) {
      let data0 = data.fact;
      if (typeof data0 === "string") {
        if (!pattern33.test(data0)) {
          const err2 = { instancePath: instancePath + "/fact", schemaPath: "#/$defs/name/pattern", keyword: "pattern", params: { pattern: "^[a-z0-9][a-z0-9-]{0,63}$" }, message: 'must match pattern "^[a-z0-9][a-z0-9-]{0,63}$"', schema: "^[a-z0-9][a-z0-9-]{0,63}$", parentSchema: schema38, data: data0 };
          if (vErrors === null) {
            vErrors = [err2];
          } else {
            vErrors.push(err2);
          }
          errors++;
        }
      } else {
        const err3 = { instancePath: instancePath + "/fact", schemaPath: "#/$defs/name/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema38.type, parentSchema: schema38, data: data0 };
        if (vErrors === null) {
          vErrors = [err3];
        } else {
          vErrors.push(err3);
        }
        errors++;
      }
    }
    if (data.path !== void 0) {
      let data1 = data.path;
      if (typeof data1 === "string") {
        if (func1(data1) > 200) {
          const err4 = { instancePath: instancePath + "/path", schemaPath: "#/$defs/dottedPath/maxLength", keyword: "maxLength", params: { limit: 200 }, message: "must NOT have more than 200 characters", schema: 200, parentSchema: schema44, data: data1 };
          if (vErrors === null) {
            vErrors = [err4];
          } else {
            vErrors.push(err4);
          }
          errors++;
        }
        if (!pattern35.test(data1)) {
          const err5 = { instancePath: instancePath + "/path", schemaPath: "#/$defs/dottedPath/pattern", keyword: "pattern", params: { pattern: "^[A-Za-z][A-Za-z0-9_]*(\\.[A-Za-z][A-Za-z0-9_]*)*$" }, message: 'must match pattern "^[A-Za-z][A-Za-z0-9_]*(\\.[A-Za-z][A-Za-z0-9_]*)*$"', schema: "^[A-Za-z][A-Za-z0-9_]*(\\.[A-Za-z][A-Za-z0-9_]*)*$", parentSchema: schema44, data: data1 };
          if (vErrors === null) {
            vErrors = [err5];
          } else {
            vErrors.push(err5);
          }
          errors++;
        }
      } else {
        const err6 = { instancePath: instancePath + "/path", schemaPath: "#/$defs/dottedPath/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema44.type, parentSchema: schema44, data: data1 };
        if (vErrors === null) {
          vErrors = [err6];
        } else {
          vErrors.push(err6);
        }
        errors++;
      }
    }
  } else {
    const err7 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema45.type, parentSchema: schema45, data };
    if (vErrors === null) {
      vErrors = [err7];
    } else {
      vErrors.push(err7);
    }
    errors++;
  }
  validate28.errors = vErrors;
  return errors === 0;
}
validate28.evaluated = { "props": true, "dynamicProps": false, "dynamicItems": false };
function validate27(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate27.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = void 0;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = void 0;
  }
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.fact === void 0) {
      const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "fact" }, message: "must have required property 'fact'", schema: schema42.required, parentSchema: schema42, data };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.operator === void 0) {
      const err1 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "operator" }, message: "must have required property 'operator'", schema: schema42.required, parentSchema: schema42, data };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    if (data.value === void 0) {
      const err2 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "value" }, message: "must have required property 'value'", schema: schema42.required, parentSchema: schema42, data };
      if (vErrors === null) {
        vErrors = [err2];
      } else {
        vErrors.push(err2);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!(key0 === "fact" || key0 === "path" || key0 === "operator" || key0 === "value")) {
        const err3 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties", schema: false, parentSchema: schema42, data };
        if (vErrors === null) {
          vErrors = [err3];
        } else {
          vErrors.push(err3);
        }
        errors++;
      }
    }
    if (data.fact !== void 0) {
      let data0 = data.fact;
      if (typeof data0 === "string") {
        if (!pattern33.test(data0)) {
          const err4 = { instancePath: instancePath + "/fact", schemaPath: "#/$defs/name/pattern", keyword: "pattern", params: { pattern: "^[a-z0-9][a-z0-9-]{0,63}$" }, message: 'must match pattern "^[a-z0-9][a-z0-9-]{0,63}$"', schema: "^[a-z0-9][a-z0-9-]{0,63}$", parentSchema: schema38, data: data0 };
          if (vErrors === null) {
            vErrors = [err4];
          } else {
            vErrors.push(err4);
          }
          errors++;
        }
      } else {
        const err5 = { instancePath: instancePath + "/fact", schemaPath: "#/$defs/name/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema38.type, parentSchema: schema38, data: data0 };
        if (vErrors === null) {
          vErrors = [err5];
        } else {
          vErrors.push(err5);
        }
        errors++;
      }
    }
    if (data.path !== void 0) {
      let data1 = data.path;
      if (typeof data1 === "string") {
        if (func1(data1) > 200) {
          const err6 = { instancePath: instancePath + "/path", schemaPath: "#/$defs/dottedPath/maxLength", keyword: "maxLength", params: { limit: 200 }, message: "must NOT have more than 200 characters", schema: 200, parentSchema: schema44, data: data1 };
          if (vErrors === null) {
            vErrors = [err6];
          } else {
            vErrors.push(err6);
          }
          errors++;
        }
        if (!pattern35.test(data1)) {
          const err7 = { instancePath: instancePath + "/path", schemaPath: "#/$defs/dottedPath/pattern", keyword: "pattern", params: { pattern: "^[A-Za-z][A-Za-z0-9_]*(\\.[A-Za-z][A-Za-z0-9_]*)*$" }, message: 'must match pattern "^[A-Za-z][A-Za-z0-9_]*(\\.[A-Za-z][A-Za-z0-9_]*)*$"', schema: "^[A-Za-z][A-Za-z0-9_]*(\\.[A-Za-z][A-Za-z0-9_]*)*$", parentSchema: schema44, data: data1 };
          if (vErrors === null) {
            vErrors = [err7];
          } else {
            vErrors.push(err7);
          }
          errors++;
        }
      } else {
        const err8 = { instancePath: instancePath + "/path", schemaPath: "#/$defs/dottedPath/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema44.type, parentSchema: schema44, data: data1 };
        if (vErrors === null) {
          vErrors = [err8];
        } else {
          vErrors.push(err8);
        }
        errors++;
      }
    }
    if (data.operator !== void 0) {
      let data2 = data.operator;
      if (!(data2 === "equal" || data2 === "notEqual" || data2 === "lessThan" || data2 === "lessThanInclusive" || data2 === "greaterThan" || data2 === "greaterThanInclusive" || data2 === "in" || data2 === "notIn" || data2 === "contains" || data2 === "doesNotContain" || data2 === "startsWith" || data2 === "endsWith")) {
        const err9 = { instancePath: instancePath + "/operator", schemaPath: "#/properties/operator/enum", keyword: "enum", params: { allowedValues: schema42.properties.operator.enum }, message: "must be equal to one of the allowed values", schema: schema42.properties.operator.enum, parentSchema: schema42.properties.operator, data: data2 };
        if (vErrors === null) {
          vErrors = [err9];
        } else {
          vErrors.push(err9);
        }
        errors++;
      }
    }
    if (data.value !== void 0) {
      let data3 = data.value;
      const _errs10 = errors;
      let valid3 = false;
      const _errs11 = errors;
      if (typeof data3 !== "string" && !(typeof data3 == "number" && isFinite(data3)) && typeof data3 !== "boolean" && data3 !== null) {
        const err10 = { instancePath: instancePath + "/value", schemaPath: "#/properties/value/anyOf/0/type", keyword: "type", params: { type: schema42.properties.value.anyOf[0].type }, message: "must be string,number,boolean,null", schema: schema42.properties.value.anyOf[0].type, parentSchema: schema42.properties.value.anyOf[0], data: data3 };
        if (vErrors === null) {
          vErrors = [err10];
        } else {
          vErrors.push(err10);
        }
        errors++;
      }
      var _valid0 = _errs11 === errors;
      valid3 = valid3 || _valid0;
      const _errs13 = errors;
      if (Array.isArray(data3)) {
        const len0 = data3.length;
        for (let i0 = 0; i0 < len0; i0++) {
          let data4 = data3[i0];
          if (typeof data4 !== "string" && !(typeof data4 == "number" && isFinite(data4)) && typeof data4 !== "boolean" && data4 !== null) {
            const err11 = { instancePath: instancePath + "/value/" + i0, schemaPath: "#/properties/value/anyOf/1/items/type", keyword: "type", params: { type: schema42.properties.value.anyOf[1].items.type }, message: "must be string,number,boolean,null", schema: schema42.properties.value.anyOf[1].items.type, parentSchema: schema42.properties.value.anyOf[1].items, data: data4 };
            if (vErrors === null) {
              vErrors = [err11];
            } else {
              vErrors.push(err11);
            }
            errors++;
          }
        }
      } else {
        const err12 = { instancePath: instancePath + "/value", schemaPath: "#/properties/value/anyOf/1/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema42.properties.value.anyOf[1].type, parentSchema: schema42.properties.value.anyOf[1], data: data3 };
        if (vErrors === null) {
          vErrors = [err12];
        } else {
          vErrors.push(err12);
        }
        errors++;
      }
      var _valid0 = _errs13 === errors;
      valid3 = valid3 || _valid0;
      const _errs17 = errors;
      if (!validate28(data3, { instancePath: instancePath + "/value", parentData: data, parentDataProperty: "value", rootData, dynamicAnchors })) {
        vErrors = vErrors === null ? validate28.errors : vErrors.concat(validate28.errors);
        errors = vErrors.length;
      }
      var _valid0 = _errs17 === errors;
      valid3 = valid3 || _valid0;
      if (!valid3) {
        const err13 = { instancePath: instancePath + "/value", schemaPath: "#/properties/value/anyOf", keyword: "anyOf", params: {}, message: "must match a schema in anyOf", schema: schema42.properties.value.anyOf, parentSchema: schema42.properties.value, data: data3 };
        if (vErrors === null) {
          vErrors = [err13];
        } else {
          vErrors.push(err13);
        }
        errors++;
      } else {
        errors = _errs10;
        if (vErrors !== null) {
          if (_errs10) {
            vErrors.length = _errs10;
          } else {
            vErrors = null;
          }
        }
      }
    }
  } else {
    const err14 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema42.type, parentSchema: schema42, data };
    if (vErrors === null) {
      vErrors = [err14];
    } else {
      vErrors.push(err14);
    }
    errors++;
  }
  validate27.errors = vErrors;
  return errors === 0;
}
validate27.evaluated = { "props": true, "dynamicProps": false, "dynamicItems": false };
var wrapper0 = { validate: validate24 };
function validate26(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate26.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = void 0;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = void 0;
  }
  const _errs0 = errors;
  let valid0 = true;
  const _errs1 = errors;
  if (errors === _errs1) {
    if (data && typeof data == "object" && !Array.isArray(data)) {
      let missing0;
      if (data.fact === void 0 && (missing0 = "fact")) {
        const err0 = {};
        if (vErrors === null) {
          vErrors = [err0];
        } else {
          vErrors.push(err0);
        }
        errors++;
      }
    } else {
      const err1 = {};
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
  }
  var _valid0 = _errs1 === errors;
  errors = _errs0;
  if (vErrors !== null) {
    if (_errs0) {
      vErrors.length = _errs0;
    } else {
      vErrors = null;
    }
  }
  let ifClause0;
  if (_valid0) {
    const _errs3 = errors;
    if (!validate27(data, { instancePath, parentData, parentDataProperty, rootData, dynamicAnchors })) {
      vErrors = vErrors === null ? validate27.errors : vErrors.concat(validate27.errors);
      errors = vErrors.length;
    }
    var _valid0 = _errs3 === errors;
    valid0 = _valid0;
    if (valid0) {
      var props0 = true;
    }
    ifClause0 = "then";
  } else {
    const _errs4 = errors;
    if (!wrapper0.validate(data, { instancePath, parentData, parentDataProperty, rootData, dynamicAnchors })) {
      vErrors = vErrors === null ? wrapper0.validate.errors : vErrors.concat(wrapper0.validate.errors);
      errors = vErrors.length;
    } else {
      var props1 = wrapper0.validate.evaluated.props;
      var items0 = wrapper0.validate.evaluated.items;
    }
    var _valid0 = _errs4 === errors;
    valid0 = _valid0;
    if (valid0) {
      if (props0 !== true && props1 !== void 0) {
        if (props1 === true) {
          props0 = true;
        } else {
          props0 = props0 || {};
          Object.assign(props0, props1);
        }
      }
    }
    ifClause0 = "else";
  }
  if (!valid0) {
    const err2 = { instancePath, schemaPath: "#/if", keyword: "if", params: { failingKeyword: ifClause0 }, message: 'must match "' + ifClause0 + '" schema', schema: schema41.if, parentSchema: schema41, data };
    if (vErrors === null) {
      vErrors = [err2];
    } else {
      vErrors.push(err2);
    }
    errors++;
  }
  validate26.errors = vErrors;
  evaluated0.props = props0;
  evaluated0.items = items0;
  return errors === 0;
}
validate26.evaluated = { "dynamicProps": true, "dynamicItems": true };
function validate25(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate25.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = void 0;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = void 0;
  }
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (Object.keys(data).length > 1) {
      const err0 = { instancePath, schemaPath: "#/maxProperties", keyword: "maxProperties", params: { limit: 1 }, message: "must NOT have more than 1 properties", schema: 1, parentSchema: schema40, data };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!(key0 === "all" || key0 === "any" || key0 === "not")) {
        const err1 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties", schema: false, parentSchema: schema40, data };
        if (vErrors === null) {
          vErrors = [err1];
        } else {
          vErrors.push(err1);
        }
        errors++;
      }
    }
    if (data.all !== void 0) {
      let data0 = data.all;
      if (Array.isArray(data0)) {
        const len0 = data0.length;
        for (let i0 = 0; i0 < len0; i0++) {
          if (!validate26(data0[i0], { instancePath: instancePath + "/all/" + i0, parentData: data0, parentDataProperty: i0, rootData, dynamicAnchors })) {
            vErrors = vErrors === null ? validate26.errors : vErrors.concat(validate26.errors);
            errors = vErrors.length;
          }
        }
      } else {
        const err2 = { instancePath: instancePath + "/all", schemaPath: "#/properties/all/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema40.properties.all.type, parentSchema: schema40.properties.all, data: data0 };
        if (vErrors === null) {
          vErrors = [err2];
        } else {
          vErrors.push(err2);
        }
        errors++;
      }
    }
    if (data.any !== void 0) {
      let data2 = data.any;
      if (Array.isArray(data2)) {
        const len1 = data2.length;
        for (let i1 = 0; i1 < len1; i1++) {
          if (!validate26(data2[i1], { instancePath: instancePath + "/any/" + i1, parentData: data2, parentDataProperty: i1, rootData, dynamicAnchors })) {
            vErrors = vErrors === null ? validate26.errors : vErrors.concat(validate26.errors);
            errors = vErrors.length;
          }
        }
      } else {
        const err3 = { instancePath: instancePath + "/any", schemaPath: "#/properties/any/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema40.properties.any.type, parentSchema: schema40.properties.any, data: data2 };
        if (vErrors === null) {
          vErrors = [err3];
        } else {
          vErrors.push(err3);
        }
        errors++;
      }
    }
    if (data.not !== void 0) {
      if (!validate26(data.not, { instancePath: instancePath + "/not", parentData: data, parentDataProperty: "not", rootData, dynamicAnchors })) {
        vErrors = vErrors === null ? validate26.errors : vErrors.concat(validate26.errors);
        errors = vErrors.length;
      }
    }
  } else {
    const err4 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema40.type, parentSchema: schema40, data };
    if (vErrors === null) {
      vErrors = [err4];
    } else {
      vErrors.push(err4);
    }
    errors++;
  }
  validate25.errors = vErrors;
  return errors === 0;
}
validate25.evaluated = { "props": true, "dynamicProps": false, "dynamicItems": false };
function validate24(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate24.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = void 0;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = void 0;
  }
  if (!(data && typeof data == "object" && !Array.isArray(data))) {
    const err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema39.type, parentSchema: schema39, data };
    if (vErrors === null) {
      vErrors = [err0];
    } else {
      vErrors.push(err0);
    }
    errors++;
  }
  if (!validate25(data, { instancePath, parentData, parentDataProperty, rootData, dynamicAnchors })) {
    vErrors = vErrors === null ? validate25.errors : vErrors.concat(validate25.errors);
    errors = vErrors.length;
  }
  const _errs1 = errors;
  let valid0 = false;
  let passing0 = null;
  const _errs2 = errors;
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.all === void 0) {
      const err1 = { instancePath, schemaPath: "#/oneOf/0/required", keyword: "required", params: { missingProperty: "all" }, message: "must have required property 'all'", schema: schema39.oneOf[0].required, parentSchema: schema39.oneOf[0], data };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
  }
  var _valid0 = _errs2 === errors;
  if (_valid0) {
    valid0 = true;
    passing0 = 0;
  }
  const _errs3 = errors;
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.any === void 0) {
      const err2 = { instancePath, schemaPath: "#/oneOf/1/required", keyword: "required", params: { missingProperty: "any" }, message: "must have required property 'any'", schema: schema39.oneOf[1].required, parentSchema: schema39.oneOf[1], data };
      if (vErrors === null) {
        vErrors = [err2];
      } else {
        vErrors.push(err2);
      }
      errors++;
    }
  }
  var _valid0 = _errs3 === errors;
  if (_valid0 && valid0) {
    valid0 = false;
    passing0 = [passing0, 1];
  } else {
    if (_valid0) {
      valid0 = true;
      passing0 = 1;
    }
    const _errs4 = errors;
    if (data && typeof data == "object" && !Array.isArray(data)) {
      if (data.not === void 0) {
        const err3 = { instancePath, schemaPath: "#/oneOf/2/required", keyword: "required", params: { missingProperty: "not" }, message: "must have required property 'not'", schema: schema39.oneOf[2].required, parentSchema: schema39.oneOf[2], data };
        if (vErrors === null) {
          vErrors = [err3];
        } else {
          vErrors.push(err3);
        }
        errors++;
      }
    }
    var _valid0 = _errs4 === errors;
    if (_valid0 && valid0) {
      valid0 = false;
      passing0 = [passing0, 2];
    } else {
      if (_valid0) {
        valid0 = true;
        passing0 = 2;
      }
    }
  }
  if (!valid0) {
    const err4 = { instancePath, schemaPath: "#/oneOf", keyword: "oneOf", params: { passingSchemas: passing0 }, message: "must match exactly one schema in oneOf", schema: schema39.oneOf, parentSchema: schema39, data };
    if (vErrors === null) {
      vErrors = [err4];
    } else {
      vErrors.push(err4);
    }
    errors++;
  } else {
    errors = _errs1;
    if (vErrors !== null) {
      if (_errs1) {
        vErrors.length = _errs1;
      } else {
        vErrors = null;
      }
    }
  }
  validate24.errors = vErrors;
  return errors === 0;
}
validate24.evaluated = { "props": true, "dynamicProps": false, "dynamicItems": false };
function validate23(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate23.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = void 0;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = void 0;
  }
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.name === void 0) {
      const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "name" }, message: "must have required property 'name'", schema: schema37.required, parentSchema: schema37, data };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.priority === void 0) {
      const err1 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "priority" }, message: "must have required property 'priority'", schema: schema37.required, parentSchema: schema37, data };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    if (data.conditions === void 0) {
      const err2 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "conditions" }, message: "must have required property 'conditions'", schema: schema37.required, parentSchema: schema37, data };
      if (vErrors === null) {
        vErrors = [err2];
      } else {
        vErrors.push(err2);
      }
      errors++;
    }
    if (data.event === void 0) {
      const err3 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "event" }, message: "must have required property 'event'", schema: schema37.required, parentSchema: schema37, data };
      if (vErrors === null) {
        vErrors = [err3];
      } else {
        vErrors.push(err3);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!(key0 === "name" || key0 === "description" || key0 === "priority" || key0 === "conditions" || key0 === "event")) {
        const err4 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties", schema: false, parentSchema: schema37, data };
        if (vErrors === null) {
          vErrors = [err4];
        } else {
          vErrors.push(err4);
        }
        errors++;
      }
    }
    if (data.name !== void 0) {
      let data0 = data.name;
      if (typeof data0 === "string") {
        if (!pattern33.test(data0)) {
          const err5 = { instancePath: instancePath + "/name", schemaPath: "#/$defs/name/pattern", keyword: "pattern", params: { pattern: "^[a-z0-9][a-z0-9-]{0,63}$" }, message: 'must match pattern "^[a-z0-9][a-z0-9-]{0,63}$"', schema: "^[a-z0-9][a-z0-9-]{0,63}$", parentSchema: schema38, data: data0 };
          if (vErrors === null) {
            vErrors = [err5];
          } else {
            vErrors.push(err5);
          }
          errors++;
        }
      } else {
        const err6 = { instancePath: instancePath + "/name", schemaPath: "#/$defs/name/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema38.type, parentSchema: schema38, data: data0 };
        if (vErrors === null) {
          vErrors = [err6];
        } else {
          vErrors.push(err6);
        }
        errors++;
      }
    }
    if (data.description !== void 0) {
      let data1 = data.description;
      if (typeof data1 !== "string") {
        const err7 = { instancePath: instancePath + "/description", schemaPath: "#/properties/description/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema37.properties.description.type, parentSchema: schema37.properties.description, data: data1 };
        if (vErrors === null) {
          vErrors = [err7];
        } else {
          vErrors.push(err7);
        }
        errors++;
      }
    }
    if (data.priority !== void 0) {
      let data2 = data.priority;
      if (!(typeof data2 == "number" && (!(data2 % 1) && !isNaN(data2)) && isFinite(data2))) {
        const err8 = { instancePath: instancePath + "/priority", schemaPath: "#/properties/priority/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema37.properties.priority.type, parentSchema: schema37.properties.priority, data: data2 };
        if (vErrors === null) {
          vErrors = [err8];
        } else {
          vErrors.push(err8);
        }
        errors++;
      }
      if (typeof data2 == "number" && isFinite(data2)) {
        if (data2 > 1e3 || isNaN(data2)) {
          const err9 = { instancePath: instancePath + "/priority", schemaPath: "#/properties/priority/maximum", keyword: "maximum", params: { comparison: "<=", limit: 1e3 }, message: "must be <= 1000", schema: 1e3, parentSchema: schema37.properties.priority, data: data2 };
          if (vErrors === null) {
            vErrors = [err9];
          } else {
            vErrors.push(err9);
          }
          errors++;
        }
        if (data2 < 1 || isNaN(data2)) {
          const err10 = { instancePath: instancePath + "/priority", schemaPath: "#/properties/priority/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1 }, message: "must be >= 1", schema: 1, parentSchema: schema37.properties.priority, data: data2 };
          if (vErrors === null) {
            vErrors = [err10];
          } else {
            vErrors.push(err10);
          }
          errors++;
        }
      }
    }
    if (data.conditions !== void 0) {
      if (!validate24(data.conditions, { instancePath: instancePath + "/conditions", parentData: data, parentDataProperty: "conditions", rootData, dynamicAnchors })) {
        vErrors = vErrors === null ? validate24.errors : vErrors.concat(validate24.errors);
        errors = vErrors.length;
      }
    }
    if (data.event !== void 0) {
      let data4 = data.event;
      if (data4 && typeof data4 == "object" && !Array.isArray(data4)) {
        if (data4.type === void 0) {
          const err11 = { instancePath: instancePath + "/event", schemaPath: "#/properties/event/required", keyword: "required", params: { missingProperty: "type" }, message: "must have required property 'type'", schema: schema37.properties.event.required, parentSchema: schema37.properties.event, data: data4 };
          if (vErrors === null) {
            vErrors = [err11];
          } else {
            vErrors.push(err11);
          }
          errors++;
        }
        for (const key1 in data4) {
          if (!(key1 === "type" || key1 === "params")) {
            const err12 = { instancePath: instancePath + "/event", schemaPath: "#/properties/event/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key1 }, message: "must NOT have additional properties", schema: false, parentSchema: schema37.properties.event, data: data4 };
            if (vErrors === null) {
              vErrors = [err12];
            } else {
              vErrors.push(err12);
            }
            errors++;
          }
        }
        if (data4.type !== void 0) {
          let data5 = data4.type;
          if (typeof data5 !== "string") {
            const err13 = { instancePath: instancePath + "/event/type", schemaPath: "#/properties/event/properties/type/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema37.properties.event.properties.type.type, parentSchema: schema37.properties.event.properties.type, data: data5 };
            if (vErrors === null) {
              vErrors = [err13];
            } else {
              vErrors.push(err13);
            }
            errors++;
          }
        }
        if (data4.params !== void 0) {
          let data6 = data4.params;
          if (data6 && typeof data6 == "object" && !Array.isArray(data6)) {
            for (const key2 in data6) {
              if (!(key2 === "reason")) {
                let data7 = data6[key2];
                if (typeof data7 !== "string" && !(typeof data7 == "number" && isFinite(data7)) && typeof data7 !== "boolean") {
                  const err14 = { instancePath: instancePath + "/event/params/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/event/properties/params/additionalProperties/type", keyword: "type", params: { type: schema37.properties.event.properties.params.additionalProperties.type }, message: "must be string,number,boolean", schema: schema37.properties.event.properties.params.additionalProperties.type, parentSchema: schema37.properties.event.properties.params.additionalProperties, data: data7 };
                  if (vErrors === null) {
                    vErrors = [err14];
                  } else {
                    vErrors.push(err14);
                  }
                  errors++;
                }
              }
            }
            if (data6.reason !== void 0) {
              let data8 = data6.reason;
              if (typeof data8 === "string") {
                if (func1(data8) > 500) {
                  const err15 = { instancePath: instancePath + "/event/params/reason", schemaPath: "#/properties/event/properties/params/properties/reason/maxLength", keyword: "maxLength", params: { limit: 500 }, message: "must NOT have more than 500 characters", schema: 500, parentSchema: schema37.properties.event.properties.params.properties.reason, data: data8 };
                  if (vErrors === null) {
                    vErrors = [err15];
                  } else {
                    vErrors.push(err15);
                  }
                  errors++;
                }
                if (func1(data8) < 1) {
                  const err16 = { instancePath: instancePath + "/event/params/reason", schemaPath: "#/properties/event/properties/params/properties/reason/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema37.properties.event.properties.params.properties.reason, data: data8 };
                  if (vErrors === null) {
                    vErrors = [err16];
                  } else {
                    vErrors.push(err16);
                  }
                  errors++;
                }
              } else {
                const err17 = { instancePath: instancePath + "/event/params/reason", schemaPath: "#/properties/event/properties/params/properties/reason/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema37.properties.event.properties.params.properties.reason.type, parentSchema: schema37.properties.event.properties.params.properties.reason, data: data8 };
                if (vErrors === null) {
                  vErrors = [err17];
                } else {
                  vErrors.push(err17);
                }
                errors++;
              }
            }
          } else {
            const err18 = { instancePath: instancePath + "/event/params", schemaPath: "#/properties/event/properties/params/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema37.properties.event.properties.params.type, parentSchema: schema37.properties.event.properties.params, data: data6 };
            if (vErrors === null) {
              vErrors = [err18];
            } else {
              vErrors.push(err18);
            }
            errors++;
          }
        }
      } else {
        const err19 = { instancePath: instancePath + "/event", schemaPath: "#/properties/event/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema37.properties.event.type, parentSchema: schema37.properties.event, data: data4 };
        if (vErrors === null) {
          vErrors = [err19];
        } else {
          vErrors.push(err19);
        }
        errors++;
      }
    }
  } else {
    const err20 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema37.type, parentSchema: schema37, data };
    if (vErrors === null) {
      vErrors = [err20];
    } else {
      vErrors.push(err20);
    }
    errors++;
  }
  validate23.errors = vErrors;
  return errors === 0;
}
validate23.evaluated = { "props": true, "dynamicProps": false, "dynamicItems": false };
function validate22(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
  ;
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate22.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = void 0;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = void 0;
  }
  const _errs2 = errors;
  let valid1 = true;
  const _errs3 = errors;
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.scope !== void 0) {
      if ("candidate" !== data.scope) {
        const err0 = {};
        if (vErrors === null) {
          vErrors = [err0];
        } else {
          vErrors.push(err0);
        }
        errors++;
      }
    }
  }
  var _valid0 = _errs3 === errors;
  errors = _errs2;
  if (vErrors !== null) {
    if (_errs2) {
      vErrors.length = _errs2;
    } else {
      vErrors = null;
    }
  }
  if (_valid0) {
    const _errs5 = errors;
    if (data && typeof data == "object" && !Array.isArray(data)) {
      if (data.rules !== void 0) {
        let data1 = data.rules;
        if (Array.isArray(data1)) {
          const len0 = data1.length;
          for (let i0 = 0; i0 < len0; i0++) {
            let data2 = data1[i0];
            if (data2 && typeof data2 == "object" && !Array.isArray(data2)) {
              if (data2.event !== void 0) {
                let data3 = data2.event;
                if (data3 && typeof data3 == "object" && !Array.isArray(data3)) {
                  if (data3.type !== void 0) {
                    let data4 = data3.type;
                    if (!(data4 === "reject" || data4 === "add" || data4 === "bump" || data4 === "duplicate" || data4 === "conflict" || data4 === "supersede" || data4 === "retire" || data4 === "resolve")) {
                      const err1 = { instancePath: instancePath + "/rules/" + i0 + "/event/type", schemaPath: "#/$defs/candidateEvent/enum", keyword: "enum", params: { allowedValues: schema35.enum }, message: "must be equal to one of the allowed values", schema: schema35.enum, parentSchema: schema35, data: data4 };
                      if (vErrors === null) {
                        vErrors = [err1];
                      } else {
                        vErrors.push(err1);
                      }
                      errors++;
                    }
                  }
                } else {
                  const err2 = { instancePath: instancePath + "/rules/" + i0 + "/event", schemaPath: "#/allOf/0/then/properties/rules/items/properties/event/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema34.allOf[0].then.properties.rules.items.properties.event.type, parentSchema: schema34.allOf[0].then.properties.rules.items.properties.event, data: data3 };
                  if (vErrors === null) {
                    vErrors = [err2];
                  } else {
                    vErrors.push(err2);
                  }
                  errors++;
                }
              }
            } else {
              const err3 = { instancePath: instancePath + "/rules/" + i0, schemaPath: "#/allOf/0/then/properties/rules/items/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema34.allOf[0].then.properties.rules.items.type, parentSchema: schema34.allOf[0].then.properties.rules.items, data: data2 };
              if (vErrors === null) {
                vErrors = [err3];
              } else {
                vErrors.push(err3);
              }
              errors++;
            }
          }
        } else {
          const err4 = { instancePath: instancePath + "/rules", schemaPath: "#/allOf/0/then/properties/rules/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema34.allOf[0].then.properties.rules.type, parentSchema: schema34.allOf[0].then.properties.rules, data: data1 };
          if (vErrors === null) {
            vErrors = [err4];
          } else {
            vErrors.push(err4);
          }
          errors++;
        }
      }
    }
    var _valid0 = _errs5 === errors;
    valid1 = _valid0;
    if (valid1) {
      var props0 = {};
      props0.rules = true;
      props0.scope = true;
    }
  }
  if (!valid1) {
    const err5 = { instancePath, schemaPath: "#/allOf/0/if", keyword: "if", params: { failingKeyword: "then" }, message: 'must match "then" schema', schema: schema34.allOf[0].if, parentSchema: schema34.allOf[0], data };
    if (vErrors === null) {
      vErrors = [err5];
    } else {
      vErrors.push(err5);
    }
    errors++;
  }
  const _errs15 = errors;
  let valid9 = true;
  const _errs16 = errors;
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.scope !== void 0) {
      if ("fact" !== data.scope) {
        const err6 = {};
        if (vErrors === null) {
          vErrors = [err6];
        } else {
          vErrors.push(err6);
        }
        errors++;
      }
    }
  }
  var _valid1 = _errs16 === errors;
  errors = _errs15;
  if (vErrors !== null) {
    if (_errs15) {
      vErrors.length = _errs15;
    } else {
      vErrors = null;
    }
  }
  if (_valid1) {
    const _errs18 = errors;
    if (data && typeof data == "object" && !Array.isArray(data)) {
      if (data.rules !== void 0) {
        let data6 = data.rules;
        if (Array.isArray(data6)) {
          const len1 = data6.length;
          for (let i1 = 0; i1 < len1; i1++) {
            let data7 = data6[i1];
            if (data7 && typeof data7 == "object" && !Array.isArray(data7)) {
              if (data7.event !== void 0) {
                let data8 = data7.event;
                if (data8 && typeof data8 == "object" && !Array.isArray(data8)) {
                  if (data8.type !== void 0) {
                    let data9 = data8.type;
                    if (!(data9 === "promote" || data9 === "decay-flag")) {
                      const err7 = { instancePath: instancePath + "/rules/" + i1 + "/event/type", schemaPath: "#/$defs/factEvent/enum", keyword: "enum", params: { allowedValues: schema36.enum }, message: "must be equal to one of the allowed values", schema: schema36.enum, parentSchema: schema36, data: data9 };
                      if (vErrors === null) {
                        vErrors = [err7];
                      } else {
                        vErrors.push(err7);
                      }
                      errors++;
                    }
                  }
                } else {
                  const err8 = { instancePath: instancePath + "/rules/" + i1 + "/event", schemaPath: "#/allOf/1/then/properties/rules/items/properties/event/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema34.allOf[1].then.properties.rules.items.properties.event.type, parentSchema: schema34.allOf[1].then.properties.rules.items.properties.event, data: data8 };
                  if (vErrors === null) {
                    vErrors = [err8];
                  } else {
                    vErrors.push(err8);
                  }
                  errors++;
                }
              }
            } else {
              const err9 = { instancePath: instancePath + "/rules/" + i1, schemaPath: "#/allOf/1/then/properties/rules/items/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema34.allOf[1].then.properties.rules.items.type, parentSchema: schema34.allOf[1].then.properties.rules.items, data: data7 };
              if (vErrors === null) {
                vErrors = [err9];
              } else {
                vErrors.push(err9);
              }
              errors++;
            }
          }
        } else {
          const err10 = { instancePath: instancePath + "/rules", schemaPath: "#/allOf/1/then/properties/rules/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema34.allOf[1].then.properties.rules.type, parentSchema: schema34.allOf[1].then.properties.rules, data: data6 };
          if (vErrors === null) {
            vErrors = [err10];
          } else {
            vErrors.push(err10);
          }
          errors++;
        }
      }
    }
    var _valid1 = _errs18 === errors;
    valid9 = _valid1;
    if (valid9) {
      var props1 = {};
      props1.rules = true;
      props1.scope = true;
    }
  }
  if (!valid9) {
    const err11 = { instancePath, schemaPath: "#/allOf/1/if", keyword: "if", params: { failingKeyword: "then" }, message: 'must match "then" schema', schema: schema34.allOf[1].if, parentSchema: schema34.allOf[1], data };
    if (vErrors === null) {
      vErrors = [err11];
    } else {
      vErrors.push(err11);
    }
    errors++;
  }
  if (props0 !== true && props1 !== void 0) {
    if (props1 === true) {
      props0 = true;
    } else {
      props0 = props0 || {};
      Object.assign(props0, props1);
    }
  }
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.version === void 0) {
      const err12 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "version" }, message: "must have required property 'version'", schema: schema34.required, parentSchema: schema34, data };
      if (vErrors === null) {
        vErrors = [err12];
      } else {
        vErrors.push(err12);
      }
      errors++;
    }
    if (data.scope === void 0) {
      const err13 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "scope" }, message: "must have required property 'scope'", schema: schema34.required, parentSchema: schema34, data };
      if (vErrors === null) {
        vErrors = [err13];
      } else {
        vErrors.push(err13);
      }
      errors++;
    }
    if (data.rules === void 0) {
      const err14 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "rules" }, message: "must have required property 'rules'", schema: schema34.required, parentSchema: schema34, data };
      if (vErrors === null) {
        vErrors = [err14];
      } else {
        vErrors.push(err14);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!(key0 === "version" || key0 === "scope" || key0 === "description" || key0 === "rules")) {
        const err15 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties", schema: false, parentSchema: schema34, data };
        if (vErrors === null) {
          vErrors = [err15];
        } else {
          vErrors.push(err15);
        }
        errors++;
      }
    }
    if (data.version !== void 0) {
      let data10 = data.version;
      if (!(typeof data10 == "number" && (!(data10 % 1) && !isNaN(data10)) && isFinite(data10))) {
        const err16 = { instancePath: instancePath + "/version", schemaPath: "#/properties/version/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema34.properties.version.type, parentSchema: schema34.properties.version, data: data10 };
        if (vErrors === null) {
          vErrors = [err16];
        } else {
          vErrors.push(err16);
        }
        errors++;
      }
      if (typeof data10 == "number" && isFinite(data10)) {
        if (data10 < 1 || isNaN(data10)) {
          const err17 = { instancePath: instancePath + "/version", schemaPath: "#/properties/version/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1 }, message: "must be >= 1", schema: 1, parentSchema: schema34.properties.version, data: data10 };
          if (vErrors === null) {
            vErrors = [err17];
          } else {
            vErrors.push(err17);
          }
          errors++;
        }
      }
    }
    if (data.scope !== void 0) {
      let data11 = data.scope;
      if (!(data11 === "candidate" || data11 === "fact")) {
        const err18 = { instancePath: instancePath + "/scope", schemaPath: "#/properties/scope/enum", keyword: "enum", params: { allowedValues: schema34.properties.scope.enum }, message: "must be equal to one of the allowed values", schema: schema34.properties.scope.enum, parentSchema: schema34.properties.scope, data: data11 };
        if (vErrors === null) {
          vErrors = [err18];
        } else {
          vErrors.push(err18);
        }
        errors++;
      }
    }
    if (data.description !== void 0) {
      let data12 = data.description;
      if (typeof data12 !== "string") {
        const err19 = { instancePath: instancePath + "/description", schemaPath: "#/properties/description/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema34.properties.description.type, parentSchema: schema34.properties.description, data: data12 };
        if (vErrors === null) {
          vErrors = [err19];
        } else {
          vErrors.push(err19);
        }
        errors++;
      }
    }
    if (data.rules !== void 0) {
      let data13 = data.rules;
      if (Array.isArray(data13)) {
        if (data13.length < 1) {
          const err20 = { instancePath: instancePath + "/rules", schemaPath: "#/properties/rules/minItems", keyword: "minItems", params: { limit: 1 }, message: "must NOT have fewer than 1 items", schema: 1, parentSchema: schema34.properties.rules, data: data13 };
          if (vErrors === null) {
            vErrors = [err20];
          } else {
            vErrors.push(err20);
          }
          errors++;
        }
        const len2 = data13.length;
        for (let i2 = 0; i2 < len2; i2++) {
          if (!validate23(data13[i2], { instancePath: instancePath + "/rules/" + i2, parentData: data13, parentDataProperty: i2, rootData, dynamicAnchors })) {
            vErrors = vErrors === null ? validate23.errors : vErrors.concat(validate23.errors);
            errors = vErrors.length;
          }
        }
      } else {
        const err21 = { instancePath: instancePath + "/rules", schemaPath: "#/properties/rules/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema34.properties.rules.type, parentSchema: schema34.properties.rules, data: data13 };
        if (vErrors === null) {
          vErrors = [err21];
        } else {
          vErrors.push(err21);
        }
        errors++;
      }
    }
  } else {
    const err22 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema34.type, parentSchema: schema34, data };
    if (vErrors === null) {
      vErrors = [err22];
    } else {
      vErrors.push(err22);
    }
    errors++;
  }
  validate22.errors = vErrors;
  return errors === 0;
}
validate22.evaluated = { "props": true, "dynamicProps": false, "dynamicItems": false };
exports.diff = validate37;
var schema48 = { "$schema": "https://json-schema.org/draft/2020-12/schema", "$id": "https://brain.example/schemas/diff.schema.json", "title": "ProfileDiff", "description": "What `brain consolidate --propose` wants to change in the profile, and why. Applied only by `brain consolidate --apply --confirm`.", "type": "object", "additionalProperties": false, "required": ["id", "base", "today", "rules", "config", "candidates", "additions", "evidenceBumps", "promotions", "conflicts", "supersedes", "staleFlags", "rejected", "duplicates", "warnings", "trace"], "properties": { "id": { "type": "string", "pattern": "^[0-9a-f]{64}$", "description": "sha256 of the canonical JSON of this diff without its `id` (see docs/consolidation-loop.md)." }, "base": { "type": "string", "pattern": "^[0-9a-f]{64}$", "description": "sha256 of the profile.md bytes the diff was proposed against." }, "today": { "type": "string", "format": "date", "pattern": "^[0-9]{4}-[0-9]{2}-[0-9]{2}$" }, "rules": { "type": "array", "items": { "title": "RuleFileRef", "type": "object", "additionalProperties": false, "required": ["file", "scope", "version", "sha256"], "properties": { "file": { "type": "string" }, "scope": { "enum": ["candidate", "fact"] }, "version": { "type": "integer", "minimum": 1 }, "sha256": { "type": "string", "pattern": "^[0-9a-f]{64}$" } } } }, "config": { "$ref": "#/$defs/resolvedConfig" }, "candidates": { "title": "CandidatesRef", "type": "object", "additionalProperties": false, "required": ["sha256", "count"], "properties": { "sha256": { "type": "string", "pattern": "^[0-9a-f]{64}$" }, "count": { "type": "integer", "minimum": 0 }, "decisions": { "type": "string", "pattern": "^[0-9a-f]{64}$", "description": "sha256 of the archived operator decisions (brain/decisions/<sha256>.json) this diff was proposed with; absent when there are none." } } }, "records": { "title": "RecordsRef", "description": "The records the batch was proposed against: `through` is the newest ingested_at included (null when none), `published` the number of published records at or before it, `sha256` the digest of the sorted `<tributary>:<id>:<provenance>` list, `new` the records this apply marks read (ingested after the cursor in force, at or before `through`; absent from diffs written by an earlier version, which are stale) (docs/consolidation-loop.md).", "type": "object", "additionalProperties": false, "required": ["through", "published", "sha256"], "properties": { "through": { "type": ["string", "null"], "maxLength": 64 }, "published": { "type": "integer", "minimum": 0 }, "sha256": { "type": "string", "pattern": "^[0-9a-f]{64}$" }, "new": { "title": "NewRecords", "description": "The records this apply marks read: their number and sorted `<tributary>:<id>`; `agent_ingested` those of them an agent stored through the MCP server (`ingested_by: mcp`), absent when none (docs/mcp.md).", "type": "object", "additionalProperties": false, "required": ["count", "ids"], "properties": { "count": { "type": "integer", "minimum": 0 }, "ids": { "type": "array", "items": { "type": "string", "maxLength": 200 } }, "agent_ingested": { "type": "array", "minItems": 1, "items": { "type": "string", "maxLength": 200 } } } } } }, "additions": { "type": "array", "items": { "$ref": "#/$defs/addition" } }, "evidenceBumps": { "type": "array", "items": { "$ref": "#/$defs/evidenceBump" } }, "promotions": { "type": "array", "items": { "$ref": "#/$defs/promotion" } }, "conflicts": { "type": "array", "items": { "$ref": "#/$defs/conflict" } }, "supersedes": { "type": "array", "items": { "$ref": "#/$defs/supersede" } }, "staleFlags": { "type": "array", "items": { "$ref": "#/$defs/staleFlag" } }, "retirements": { "type": "array", "items": { "$ref": "#/$defs/retirement" } }, "resolutions": { "type": "array", "items": { "$ref": "#/$defs/resolution" } }, "rejected": { "type": "array", "items": { "$ref": "#/$defs/rejection" } }, "duplicates": { "type": "array", "items": { "$ref": "#/$defs/duplicate" } }, "declined": { "type": "array", "description": "The operator declined these candidates (brain decline / brain review); each is rejected by the rule decline-by-operator and remembered once applied.", "items": { "$ref": "#/$defs/decline" } }, "declined_matches": { "type": "array", "description": "Candidates that match a remembered decline (brain declined); apply is stale when the remembered list now gives different matches.", "items": { "$ref": "#/$defs/declinedMatch" } }, "warnings": { "type": "array", "items": { "$ref": "#/$defs/warning" } }, "trace": { "type": "array", "items": { "$ref": "#/$defs/traceEntry" } } }, "$defs": { "resolvedConfig": { "title": "ResolvedConfig", "type": "object", "additionalProperties": false, "required": ["promoteThreshold", "decayDays", "learnFrom", "nudge", "rules"], "properties": { "promoteThreshold": { "type": "integer", "minimum": 1 }, "decayDays": { "type": "integer", "minimum": 1 }, "staticDecayDays": { "type": ["integer", "null"], "minimum": 1 }, "learnFrom": { "type": "array", "minItems": 1, "uniqueItems": true, "items": { "enum": ["published", "human"] } }, "nudge": { "title": "ResolvedNudge", "type": "object", "additionalProperties": false, "required": ["minNewPublished", "minDaysSinceRun"], "properties": { "minNewPublished": { "type": "integer", "minimum": 1 }, "minDaysSinceRun": { "type": "integer", "minimum": 0 } } }, "rules": { "type": ["string", "null"] }, "requireKnownSources": { "description": "Evidence must name a record that was ingested (`<tributary>:<id>`) with the candidate's provenance, or be the operator's own `human:<label>` statement. Off only on purpose (e.g. a bench).", "type": "boolean" }, "multiValued": { "description": "Keys whose values are members of a set (languages, skills): a new value is an addition, never a conflict. Normalized keys (lower case, `-` between words, as `brain show` prints them).", "type": "array", "items": { "type": "string", "minLength": 1, "maxLength": 200, "pattern": "^[^\\sA-Z_]+$" }, "uniqueItems": true }, "retireFrom": { "description": "Provenances allowed to retire a fact. `ai-draft` can never be listed.", "type": "array", "items": { "enum": ["published", "human"] }, "uniqueItems": true } }, "description": "The config the diff was proposed with, every default filled in." }, "factRef": { "title": "FactRef", "type": "object", "additionalProperties": false, "required": ["id", "value"], "properties": { "id": { "type": "string", "pattern": "^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$" }, "value": { "type": "string", "minLength": 1 } } }, "addition": { "title": "Addition", "type": "object", "additionalProperties": false, "required": ["candidate", "id", "key", "value", "provenance", "source", "observed_date"], "properties": { "candidate": { "type": "integer", "minimum": 0, "description": "Index of the candidate in the candidates file." }, "id": { "type": "string", "pattern": "^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$" }, "key": { "type": "string", "minLength": 1, "maxLength": 200, "not": { "pattern": "[\0-\x7F-\x9F\xAD\u034F\u0600-\u0605\u061C\u06DD\u070F\u0890-\u0891\u08E2\u115F-\u1160\u17B4-\u17B5\u180B-\u180F\u200B-\u200F\u2028-\u202E\u2060-\u206F\u3164\uFE00-\uFE0F\uFEFF\uFFA0\uFFF0-\uFFFB\u{110BD}\u{110CD}\u{13430}-\u{1343F}\u{1BCA0}-\u{1BCA3}\u{1D173}-\u{1D17A}\u{E0000}-\u{E0FFF}]" } }, "value": { "type": "string", "minLength": 1, "not": { "pattern": "[\0-\x7F-\x9F\xAD\u034F\u0600-\u0605\u061C\u06DD\u070F\u0890-\u0891\u08E2\u115F-\u1160\u17B4-\u17B5\u180B-\u180F\u200B\u200E-\u200F\u2028-\u202E\u2060-\u206F\u3164\uFEFF\uFFA0\uFFF0-\uFFFB\u{110BD}\u{110CD}\u{13430}-\u{1343F}\u{1BCA0}-\u{1BCA3}\u{1D173}-\u{1D17A}\u{E0000}-\u{E001F}\u{E0080}-\u{E00FF}\u{E01F0}-\u{E0FFF}]" } }, "provenance": { "enum": ["published", "human"] }, "source": { "type": "string", "minLength": 1, "maxLength": 500, "not": { "pattern": "[\0-\x7F-\x9F\xAD\u034F\u0600-\u0605\u061C\u06DD\u070F\u0890-\u0891\u08E2\u115F-\u1160\u17B4-\u17B5\u180B-\u180F\u200B-\u200F\u2028-\u202E\u2060-\u206F\u3164\uFE00-\uFE0F\uFEFF\uFFA0\uFFF0-\uFFFB\u{110BD}\u{110CD}\u{13430}-\u{1343F}\u{1BCA0}-\u{1BCA3}\u{1D173}-\u{1D17A}\u{E0000}-\u{E0FFF}]" } }, "observed_date": { "type": "string", "format": "date", "pattern": "^[0-9]{4}-[0-9]{2}-[0-9]{2}$" }, "conflict": { "const": true, "description": "Present when the new fact is a conflicting further value of its key (see the key's entry in `conflicts`)." } } }, "evidenceBump": { "title": "EvidenceBump", "type": "object", "additionalProperties": false, "required": ["candidate", "id", "key", "value", "provenance", "source", "observed_date", "evidence_before", "evidence_after"], "properties": { "candidate": { "type": "integer", "minimum": 0, "description": "Index of the candidate in the candidates file." }, "id": { "type": "string", "pattern": "^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$" }, "key": { "type": "string", "minLength": 1, "maxLength": 200 }, "value": { "type": "string", "minLength": 1 }, "provenance": { "enum": ["published", "human"] }, "source": { "type": "string", "minLength": 1, "maxLength": 500, "not": { "pattern": "[\0-\x7F-\x9F\xAD\u034F\u0600-\u0605\u061C\u06DD\u070F\u0890-\u0891\u08E2\u115F-\u1160\u17B4-\u17B5\u180B-\u180F\u200B-\u200F\u2028-\u202E\u2060-\u206F\u3164\uFE00-\uFE0F\uFEFF\uFFA0\uFFF0-\uFFFB\u{110BD}\u{110CD}\u{13430}-\u{1343F}\u{1BCA0}-\u{1BCA3}\u{1D173}-\u{1D17A}\u{E0000}-\u{E0FFF}]" } }, "observed_date": { "type": "string", "format": "date", "pattern": "^[0-9]{4}-[0-9]{2}-[0-9]{2}$" }, "evidence_before": { "type": "integer", "minimum": 1 }, "evidence_after": { "type": "integer", "minimum": 2 } } }, "promotion": { "title": "Promotion", "type": "object", "additionalProperties": false, "required": ["id", "key", "value", "evidence_count"], "properties": { "id": { "type": "string", "pattern": "^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$" }, "key": { "type": "string", "minLength": 1, "maxLength": 200 }, "value": { "type": "string", "minLength": 1 }, "evidence_count": { "type": "integer", "minimum": 1 }, "independent_evidence": { "type": "integer", "minimum": 1, "description": "Independent observations (each cited record once, all human:<label> statements together once), present only where it differs from evidence_count." } } }, "conflict": { "title": "Conflict", "type": "object", "additionalProperties": false, "description": "One entry per key that collected a conflicting value in this batch.", "required": ["key", "existing", "incoming"], "properties": { "key": { "type": "string", "minLength": 1, "maxLength": 200 }, "existing": { "type": "array", "minItems": 1, "items": { "$ref": "#/$defs/factRef" }, "description": "The key's active observed facts just before its first conflict in this batch." }, "incoming": { "type": "array", "minItems": 1, "items": { "$ref": "#/$defs/incomingRef" }, "description": "The conflicting values this batch added, in candidate order." } } }, "supersede": { "title": "Supersede", "type": "object", "additionalProperties": false, "required": ["candidate", "key", "old", "winner"], "properties": { "candidate": { "type": "integer", "minimum": 0, "description": "Index of the candidate in the candidates file." }, "key": { "type": "string", "minLength": 1, "maxLength": 200 }, "old": { "title": "SupersededFact", "type": "object", "additionalProperties": false, "required": ["id", "archived_id", "value"], "properties": { "id": { "type": "string", "pattern": "^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$" }, "archived_id": { "type": "string", "pattern": "^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$" }, "value": { "type": "string", "minLength": 1 } } }, "winner": { "title": "SupersedingFact", "type": "object", "additionalProperties": false, "required": ["id", "value", "provenance", "source", "observed_date"], "properties": { "id": { "type": "string", "pattern": "^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$" }, "value": { "type": "string", "minLength": 1, "not": { "pattern": "[\0-\x7F-\x9F\xAD\u034F\u0600-\u0605\u061C\u06DD\u070F\u0890-\u0891\u08E2\u115F-\u1160\u17B4-\u17B5\u180B-\u180F\u200B\u200E-\u200F\u2028-\u202E\u2060-\u206F\u3164\uFEFF\uFFA0\uFFF0-\uFFFB\u{110BD}\u{110CD}\u{13430}-\u{1343F}\u{1BCA0}-\u{1BCA3}\u{1D173}-\u{1D17A}\u{E0000}-\u{E001F}\u{E0080}-\u{E00FF}\u{E01F0}-\u{E0FFF}]" } }, "provenance": { "enum": ["published", "human"] }, "source": { "type": "string", "minLength": 1, "maxLength": 500, "not": { "pattern": "[\0-\x7F-\x9F\xAD\u034F\u0600-\u0605\u061C\u06DD\u070F\u0890-\u0891\u08E2\u115F-\u1160\u17B4-\u17B5\u180B-\u180F\u200B-\u200F\u2028-\u202E\u2060-\u206F\u3164\uFE00-\uFE0F\uFEFF\uFFA0\uFFF0-\uFFFB\u{110BD}\u{110CD}\u{13430}-\u{1343F}\u{1BCA0}-\u{1BCA3}\u{1D173}-\u{1D17A}\u{E0000}-\u{E0FFF}]" } }, "observed_date": { "type": "string", "format": "date", "pattern": "^[0-9]{4}-[0-9]{2}-[0-9]{2}$" } } }, "merged": { "title": "MergedFact", "type": "object", "additionalProperties": false, "required": ["id", "value", "evidence_before"], "description": "Present when another active fact already held the winning value (a conflict resolved): it is marked superseded by the winner, which takes over its value and sources.", "properties": { "id": { "type": "string", "pattern": "^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$" }, "value": { "type": "string", "minLength": 1 }, "evidence_before": { "type": "integer", "minimum": 1 } } } } }, "staleFlag": { "title": "StaleFlag", "type": "object", "additionalProperties": false, "required": ["id", "key", "value", "last_seen", "days_since_seen"], "properties": { "id": { "type": "string", "pattern": "^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$" }, "key": { "type": "string", "minLength": 1, "maxLength": 200 }, "value": { "type": "string", "minLength": 1 }, "last_seen": { "type": "string", "format": "date", "pattern": "^[0-9]{4}-[0-9]{2}-[0-9]{2}$" }, "days_since_seen": { "type": "integer" } } }, "rejection": { "title": "Rejection", "type": "object", "additionalProperties": false, "required": ["candidate", "key", "provenance", "source", "rule"], "properties": { "candidate": { "type": "integer", "minimum": 0, "description": "Index of the candidate in the candidates file." }, "key": { "type": "string", "minLength": 1, "maxLength": 200 }, "value": { "type": "string", "minLength": 1, "description": "The candidate's value (absent for a retire or resolve candidate)." }, "provenance": { "enum": ["human", "published", "ai-draft"] }, "source": { "type": "string", "minLength": 1, "maxLength": 500 }, "rule": { "type": "string" }, "retires": { "type": "string", "pattern": "^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$", "description": "For a rejected retire candidate: the id it named." }, "reason": { "type": "string", "description": "The deciding rule's event.params.reason, when it has one." }, "keeps": { "type": "string", "pattern": "^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$", "description": "The fact a rejected resolve candidate named." } }, "oneOf": [{ "required": ["value"] }, { "required": ["retires"] }, { "required": ["keeps"] }] }, "duplicate": { "title": "Duplicate", "type": "object", "additionalProperties": false, "required": ["candidate", "id", "key", "value", "source"], "properties": { "candidate": { "type": "integer", "minimum": 0, "description": "Index of the candidate in the candidates file." }, "id": { "type": "string", "pattern": "^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$" }, "key": { "type": "string", "minLength": 1, "maxLength": 200 }, "value": { "type": "string", "minLength": 1 }, "source": { "type": "string", "minLength": 1, "maxLength": 500 } } }, "warning": { "title": "Warning", "type": "object", "additionalProperties": false, "required": ["message"], "properties": { "candidate": { "type": "integer", "minimum": 0, "description": "Index of the candidate in the candidates file; absent for a warning about the whole batch (e.g. a --today earlier than the last apply's)." }, "message": { "type": "string" } } }, "traceEntry": { "title": "TraceEntry", "type": "object", "additionalProperties": false, "required": ["rule", "outcome"], "properties": { "candidate": { "type": "integer", "minimum": 0, "description": "Index of the candidate in the candidates file." }, "fact": { "type": "string", "pattern": "^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$" }, "rule": { "type": "string" }, "outcome": { "enum": ["reject", "add", "bump", "duplicate", "conflict", "supersede", "retire", "promote", "decay-flag", "resolve"] }, "file": { "type": "string", "description": "The rule file the deciding rule is in." }, "reason": { "type": "string", "description": "The deciding rule's event.params.reason, when it has one." } }, "oneOf": [{ "required": ["candidate"] }, { "required": ["fact"] }] }, "retirement": { "title": "Retirement", "type": "object", "additionalProperties": false, "required": ["candidate", "id", "key", "value", "reason", "source", "observed_date"], "properties": { "candidate": { "type": "integer", "minimum": 0, "description": "Index of the candidate in the candidates file." }, "id": { "type": "string", "pattern": "^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$", "description": "The retired fact's id (kept)." }, "key": { "type": "string", "minLength": 1, "maxLength": 200 }, "value": { "type": "string", "minLength": 1, "description": "The retired fact's value." }, "reason": { "type": "string", "minLength": 1, "maxLength": 500, "not": { "pattern": "[\0-\x7F-\x9F\xAD\u034F\u0600-\u0605\u061C\u06DD\u070F\u0890-\u0891\u08E2\u115F-\u1160\u17B4-\u17B5\u180B-\u180F\u200B\u200E-\u200F\u2028-\u202E\u2060-\u206F\u3164\uFEFF\uFFA0\uFFF0-\uFFFB\u{110BD}\u{110CD}\u{13430}-\u{1343F}\u{1BCA0}-\u{1BCA3}\u{1D173}-\u{1D17A}\u{E0000}-\u{E001F}\u{E0080}-\u{E00FF}\u{E01F0}-\u{E0FFF}]" } }, "source": { "type": "string", "minLength": 1, "maxLength": 500, "not": { "pattern": "[\0-\x7F-\x9F\xAD\u034F\u0600-\u0605\u061C\u06DD\u070F\u0890-\u0891\u08E2\u115F-\u1160\u17B4-\u17B5\u180B-\u180F\u200B-\u200F\u2028-\u202E\u2060-\u206F\u3164\uFE00-\uFE0F\uFEFF\uFFA0\uFFF0-\uFFFB\u{110BD}\u{110CD}\u{13430}-\u{1343F}\u{1BCA0}-\u{1BCA3}\u{1D173}-\u{1D17A}\u{E0000}-\u{E0FFF}]" } }, "observed_date": { "type": "string", "format": "date", "pattern": "^[0-9]{4}-[0-9]{2}-[0-9]{2}$" } } }, "incomingRef": { "title": "IncomingRef", "type": "object", "additionalProperties": false, "required": ["candidate", "id", "value"], "properties": { "candidate": { "type": "integer", "minimum": 0, "description": "Index of the candidate in the candidates file." }, "id": { "type": "string", "pattern": "^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$" }, "value": { "type": "string", "minLength": 1 } } }, "rememberedDecline": { "title": "RememberedDecline", "type": "object", "additionalProperties": false, "required": ["key"], "description": "What a decline is remembered as: a declined addition or conflict as its normalized key and value, a declined bump as key, value and source, a declined retirement as the `retires` id (and its key).", "properties": { "key": { "type": "string", "minLength": 1, "maxLength": 200 }, "value": { "type": "string", "minLength": 1, "description": "The normalized value." }, "source": { "type": "string", "minLength": 1, "maxLength": 500 }, "retires": { "type": "string", "pattern": "^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$" } } }, "decline": { "title": "Decline", "type": "object", "additionalProperties": false, "required": ["candidate"], "properties": { "candidate": { "type": "integer", "minimum": 0, "description": "Index of the declined candidate in the batch (a later candidate with the same normalized key and value is covered by the same decline)." }, "reason": { "type": "string", "minLength": 1, "maxLength": 500 }, "remember": { "$ref": "#/$defs/rememberedDecline" } } }, "declinedMatch": { "title": "DeclinedMatch", "type": "object", "additionalProperties": false, "required": ["candidate", "match"], "properties": { "candidate": { "type": "integer", "minimum": 0 }, "match": { "$ref": "#/$defs/rememberedDecline" } } }, "resolution": { "title": "Resolution", "type": "object", "additionalProperties": false, "required": ["candidate", "key", "kept", "superseded", "source", "observed_date"], "properties": { "candidate": { "type": "integer", "minimum": 0 }, "key": { "type": "string", "minLength": 1, "maxLength": 200 }, "kept": { "title": "KeptFact", "type": "object", "additionalProperties": false, "required": ["id", "value"], "properties": { "id": { "type": "string", "pattern": "^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$" }, "value": { "type": "string", "minLength": 1 } } }, "superseded": { "type": "array", "items": { "title": "ResolvedAway", "type": "object", "additionalProperties": false, "required": ["id", "value"], "properties": { "id": { "type": "string", "pattern": "^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$" }, "value": { "type": "string", "minLength": 1 } }, "description": "An active value of the key archived as superseded by the kept fact; it keeps its id." } }, "reason": { "type": "string", "minLength": 1, "maxLength": 500 }, "source": { "type": "string", "minLength": 1, "maxLength": 500 }, "observed_date": { "type": "string", "format": "date", "pattern": "^[0-9]{4}-[0-9]{2}-[0-9]{2}$" } } } } };
var schema49 = { "title": "ResolvedConfig", "type": "object", "additionalProperties": false, "required": ["promoteThreshold", "decayDays", "learnFrom", "nudge", "rules"], "properties": { "promoteThreshold": { "type": "integer", "minimum": 1 }, "decayDays": { "type": "integer", "minimum": 1 }, "staticDecayDays": { "type": ["integer", "null"], "minimum": 1 }, "learnFrom": { "type": "array", "minItems": 1, "uniqueItems": true, "items": { "enum": ["published", "human"] } }, "nudge": { "title": "ResolvedNudge", "type": "object", "additionalProperties": false, "required": ["minNewPublished", "minDaysSinceRun"], "properties": { "minNewPublished": { "type": "integer", "minimum": 1 }, "minDaysSinceRun": { "type": "integer", "minimum": 0 } } }, "rules": { "type": ["string", "null"] }, "requireKnownSources": { "description": "Evidence must name a record that was ingested (`<tributary>:<id>`) with the candidate's provenance, or be the operator's own `human:<label>` statement. Off only on purpose (e.g. a bench).", "type": "boolean" }, "multiValued": { "description": "Keys whose values are members of a set (languages, skills): a new value is an addition, never a conflict. Normalized keys (lower case, `-` between words, as `brain show` prints them).", "type": "array", "items": { "type": "string", "minLength": 1, "maxLength": 200, "pattern": "^[^\\sA-Z_]+$" }, "uniqueItems": true }, "retireFrom": { "description": "Provenances allowed to retire a fact. `ai-draft` can never be listed.", "type": "array", "items": { "enum": ["published", "human"] }, "uniqueItems": true } }, "description": "The config the diff was proposed with, every default filled in." };
var schema50 = { "title": "Addition", "type": "object", "additionalProperties": false, "required": ["candidate", "id", "key", "value", "provenance", "source", "observed_date"], "properties": { "candidate": { "type": "integer", "minimum": 0, "description": "Index of the candidate in the candidates file." }, "id": { "type": "string", "pattern": "^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$" }, "key": { "type": "string", "minLength": 1, "maxLength": 200, "not": { "pattern": "[\0-\x7F-\x9F\xAD\u034F\u0600-\u0605\u061C\u06DD\u070F\u0890-\u0891\u08E2\u115F-\u1160\u17B4-\u17B5\u180B-\u180F\u200B-\u200F\u2028-\u202E\u2060-\u206F\u3164\uFE00-\uFE0F\uFEFF\uFFA0\uFFF0-\uFFFB\u{110BD}\u{110CD}\u{13430}-\u{1343F}\u{1BCA0}-\u{1BCA3}\u{1D173}-\u{1D17A}\u{E0000}-\u{E0FFF}]" } }, "value": { "type": "string", "minLength": 1, "not": { "pattern": "[\0-\x7F-\x9F\xAD\u034F\u0600-\u0605\u061C\u06DD\u070F\u0890-\u0891\u08E2\u115F-\u1160\u17B4-\u17B5\u180B-\u180F\u200B\u200E-\u200F\u2028-\u202E\u2060-\u206F\u3164\uFEFF\uFFA0\uFFF0-\uFFFB\u{110BD}\u{110CD}\u{13430}-\u{1343F}\u{1BCA0}-\u{1BCA3}\u{1D173}-\u{1D17A}\u{E0000}-\u{E001F}\u{E0080}-\u{E00FF}\u{E01F0}-\u{E0FFF}]" } }, "provenance": { "enum": ["published", "human"] }, "source": { "type": "string", "minLength": 1, "maxLength": 500, "not": { "pattern": "[\0-\x7F-\x9F\xAD\u034F\u0600-\u0605\u061C\u06DD\u070F\u0890-\u0891\u08E2\u115F-\u1160\u17B4-\u17B5\u180B-\u180F\u200B-\u200F\u2028-\u202E\u2060-\u206F\u3164\uFE00-\uFE0F\uFEFF\uFFA0\uFFF0-\uFFFB\u{110BD}\u{110CD}\u{13430}-\u{1343F}\u{1BCA0}-\u{1BCA3}\u{1D173}-\u{1D17A}\u{E0000}-\u{E0FFF}]" } }, "observed_date": { "type": "string", "format": "date", "pattern": "^[0-9]{4}-[0-9]{2}-[0-9]{2}$" }, "conflict": { "const": true, "description": "Present when the new fact is a conflicting further value of its key (see the key's entry in `conflicts`)." } } };
var schema51 = { "title": "EvidenceBump", "type": "object", "additionalProperties": false, "required": ["candidate", "id", "key", "value", "provenance", "source", "observed_date", "evidence_before", "evidence_after"], "properties": { "candidate": { "type": "integer", "minimum": 0, "description": "Index of the candidate in the candidates file." }, "id": { "type": "string", "pattern": "^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$" }, "key": { "type": "string", "minLength": 1, "maxLength": 200 }, "value": { "type": "string", "minLength": 1 }, "provenance": { "enum": ["published", "human"] }, "source": { "type": "string", "minLength": 1, "maxLength": 500, "not": { "pattern": "[\0-\x7F-\x9F\xAD\u034F\u0600-\u0605\u061C\u06DD\u070F\u0890-\u0891\u08E2\u115F-\u1160\u17B4-\u17B5\u180B-\u180F\u200B-\u200F\u2028-\u202E\u2060-\u206F\u3164\uFE00-\uFE0F\uFEFF\uFFA0\uFFF0-\uFFFB\u{110BD}\u{110CD}\u{13430}-\u{1343F}\u{1BCA0}-\u{1BCA3}\u{1D173}-\u{1D17A}\u{E0000}-\u{E0FFF}]" } }, "observed_date": { "type": "string", "format": "date", "pattern": "^[0-9]{4}-[0-9]{2}-[0-9]{2}$" }, "evidence_before": { "type": "integer", "minimum": 1 }, "evidence_after": { "type": "integer", "minimum": 2 } } };
var schema52 = { "title": "Promotion", "type": "object", "additionalProperties": false, "required": ["id", "key", "value", "evidence_count"], "properties": { "id": { "type": "string", "pattern": "^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$" }, "key": { "type": "string", "minLength": 1, "maxLength": 200 }, "value": { "type": "string", "minLength": 1 }, "evidence_count": { "type": "integer", "minimum": 1 }, "independent_evidence": { "type": "integer", "minimum": 1, "description": "Independent observations (each cited record once, all human:<label> statements together once), present only where it differs from evidence_count." } } };
var schema56 = { "title": "Supersede", "type": "object", "additionalProperties": false, "required": ["candidate", "key", "old", "winner"], "properties": { "candidate": { "type": "integer", "minimum": 0, "description": "Index of the candidate in the candidates file." }, "key": { "type": "string", "minLength": 1, "maxLength": 200 }, "old": { "title": "SupersededFact", "type": "object", "additionalProperties": false, "required": ["id", "archived_id", "value"], "properties": { "id": { "type": "string", "pattern": "^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$" }, "archived_id": { "type": "string", "pattern": "^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$" }, "value": { "type": "string", "minLength": 1 } } }, "winner": { "title": "SupersedingFact", "type": "object", "additionalProperties": false, "required": ["id", "value", "provenance", "source", "observed_date"], "properties": { "id": { "type": "string", "pattern": "^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$" }, "value": { "type": "string", "minLength": 1, "not": { "pattern": "[\0-\x7F-\x9F\xAD\u034F\u0600-\u0605\u061C\u06DD\u070F\u0890-\u0891\u08E2\u115F-\u1160\u17B4-\u17B5\u180B-\u180F\u200B\u200E-\u200F\u2028-\u202E\u2060-\u206F\u3164\uFEFF\uFFA0\uFFF0-\uFFFB\u{110BD}\u{110CD}\u{13430}-\u{1343F}\u{1BCA0}-\u{1BCA3}\u{1D173}-\u{1D17A}\u{E0000}-\u{E001F}\u{E0080}-\u{E00FF}\u{E01F0}-\u{E0FFF}]" } }, "provenance": { "enum": ["published", "human"] }, "source": { "type": "string", "minLength": 1, "maxLength": 500, "not": { "pattern": "[\0-\x7F-\x9F\xAD\u034F\u0600-\u0605\u061C\u06DD\u070F\u0890-\u0891\u08E2\u115F-\u1160\u17B4-\u17B5\u180B-\u180F\u200B-\u200F\u2028-\u202E\u2060-\u206F\u3164\uFE00-\uFE0F\uFEFF\uFFA0\uFFF0-\uFFFB\u{110BD}\u{110CD}\u{13430}-\u{1343F}\u{1BCA0}-\u{1BCA3}\u{1D173}-\u{1D17A}\u{E0000}-\u{E0FFF}]" } }, "observed_date": { "type": "string", "format": "date", "pattern": "^[0-9]{4}-[0-9]{2}-[0-9]{2}$" } } }, "merged": { "title": "MergedFact", "type": "object", "additionalProperties": false, "required": ["id", "value", "evidence_before"], "description": "Present when another active fact already held the winning value (a conflict resolved): it is marked superseded by the winner, which takes over its value and sources.", "properties": { "id": { "type": "string", "pattern": "^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$" }, "value": { "type": "string", "minLength": 1 }, "evidence_before": { "type": "integer", "minimum": 1 } } } } };
var schema57 = { "title": "StaleFlag", "type": "object", "additionalProperties": false, "required": ["id", "key", "value", "last_seen", "days_since_seen"], "properties": { "id": { "type": "string", "pattern": "^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$" }, "key": { "type": "string", "minLength": 1, "maxLength": 200 }, "value": { "type": "string", "minLength": 1 }, "last_seen": { "type": "string", "format": "date", "pattern": "^[0-9]{4}-[0-9]{2}-[0-9]{2}$" }, "days_since_seen": { "type": "integer" } } };
var schema58 = { "title": "Retirement", "type": "object", "additionalProperties": false, "required": ["candidate", "id", "key", "value", "reason", "source", "observed_date"], "properties": { "candidate": { "type": "integer", "minimum": 0, "description": "Index of the candidate in the candidates file." }, "id": { "type": "string", "pattern": "^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$", "description": "The retired fact's id (kept)." }, "key": { "type": "string", "minLength": 1, "maxLength": 200 }, "value": { "type": "string", "minLength": 1, "description": "The retired fact's value." }, "reason": { "type": "string", "minLength": 1, "maxLength": 500, "not": { "pattern": "[\0-\x7F-\x9F\xAD\u034F\u0600-\u0605\u061C\u06DD\u070F\u0890-\u0891\u08E2\u115F-\u1160\u17B4-\u17B5\u180B-\u180F\u200B\u200E-\u200F\u2028-\u202E\u2060-\u206F\u3164\uFEFF\uFFA0\uFFF0-\uFFFB\u{110BD}\u{110CD}\u{13430}-\u{1343F}\u{1BCA0}-\u{1BCA3}\u{1D173}-\u{1D17A}\u{E0000}-\u{E001F}\u{E0080}-\u{E00FF}\u{E01F0}-\u{E0FFF}]" } }, "source": { "type": "string", "minLength": 1, "maxLength": 500, "not": { "pattern": "[\0-\x7F-\x9F\xAD\u034F\u0600-\u0605\u061C\u06DD\u070F\u0890-\u0891\u08E2\u115F-\u1160\u17B4-\u17B5\u180B-\u180F\u200B-\u200F\u2028-\u202E\u2060-\u206F\u3164\uFE00-\uFE0F\uFEFF\uFFA0\uFFF0-\uFFFB\u{110BD}\u{110CD}\u{13430}-\u{1343F}\u{1BCA0}-\u{1BCA3}\u{1D173}-\u{1D17A}\u{E0000}-\u{E0FFF}]" } }, "observed_date": { "type": "string", "format": "date", "pattern": "^[0-9]{4}-[0-9]{2}-[0-9]{2}$" } } };
var schema59 = { "title": "Resolution", "type": "object", "additionalProperties": false, "required": ["candidate", "key", "kept", "superseded", "source", "observed_date"], "properties": { "candidate": { "type": "integer", "minimum": 0 }, "key": { "type": "string", "minLength": 1, "maxLength": 200 }, "kept": { "title": "KeptFact", "type": "object", "additionalProperties": false, "required": ["id", "value"], "properties": { "id": { "type": "string", "pattern": "^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$" }, "value": { "type": "string", "minLength": 1 } } }, "superseded": { "type": "array", "items": { "title": "ResolvedAway", "type": "object", "additionalProperties": false, "required": ["id", "value"], "properties": { "id": { "type": "string", "pattern": "^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$" }, "value": { "type": "string", "minLength": 1 } }, "description": "An active value of the key archived as superseded by the kept fact; it keeps its id." } }, "reason": { "type": "string", "minLength": 1, "maxLength": 500 }, "source": { "type": "string", "minLength": 1, "maxLength": 500 }, "observed_date": { "type": "string", "format": "date", "pattern": "^[0-9]{4}-[0-9]{2}-[0-9]{2}$" } } };
var schema60 = { "title": "Rejection", "type": "object", "additionalProperties": false, "required": ["candidate", "key", "provenance", "source", "rule"], "properties": { "candidate": { "type": "integer", "minimum": 0, "description": "Index of the candidate in the candidates file." }, "key": { "type": "string", "minLength": 1, "maxLength": 200 }, "value": { "type": "string", "minLength": 1, "description": "The candidate's value (absent for a retire or resolve candidate)." }, "provenance": { "enum": ["human", "published", "ai-draft"] }, "source": { "type": "string", "minLength": 1, "maxLength": 500 }, "rule": { "type": "string" }, "retires": { "type": "string", "pattern": "^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$", "description": "For a rejected retire candidate: the id it named." }, "reason": { "type": "string", "description": "The deciding rule's event.params.reason, when it has one." }, "keeps": { "type": "string", "pattern": "^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$", "description": "The fact a rejected resolve candidate named." } }, "oneOf": [{ "required": ["value"] }, { "required": ["retires"] }, { "required": ["keeps"] }] };
var schema61 = { "title": "Duplicate", "type": "object", "additionalProperties": false, "required": ["candidate", "id", "key", "value", "source"], "properties": { "candidate": { "type": "integer", "minimum": 0, "description": "Index of the candidate in the candidates file." }, "id": { "type": "string", "pattern": "^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$" }, "key": { "type": "string", "minLength": 1, "maxLength": 200 }, "value": { "type": "string", "minLength": 1 }, "source": { "type": "string", "minLength": 1, "maxLength": 500 } } };
var schema66 = { "title": "Warning", "type": "object", "additionalProperties": false, "required": ["message"], "properties": { "candidate": { "type": "integer", "minimum": 0, "description": "Index of the candidate in the candidates file; absent for a warning about the whole batch (e.g. a --today earlier than the last apply's)." }, "message": { "type": "string" } } };
var schema67 = { "title": "TraceEntry", "type": "object", "additionalProperties": false, "required": ["rule", "outcome"], "properties": { "candidate": { "type": "integer", "minimum": 0, "description": "Index of the candidate in the candidates file." }, "fact": { "type": "string", "pattern": "^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$" }, "rule": { "type": "string" }, "outcome": { "enum": ["reject", "add", "bump", "duplicate", "conflict", "supersede", "retire", "promote", "decay-flag", "resolve"] }, "file": { "type": "string", "description": "The rule file the deciding rule is in." }, "reason": { "type": "string", "description": "The deciding rule's event.params.reason, when it has one." } }, "oneOf": [{ "required": ["candidate"] }, { "required": ["fact"] }] };
var pattern38 = new RegExp("^[0-9a-f]{64}$", "u");
var pattern46 = new RegExp("^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$", "u");
var schema53 = { "title": "Conflict", "type": "object", "additionalProperties": false, "description": "One entry per key that collected a conflicting value in this batch.", "required": ["key", "existing", "incoming"], "properties": { "key": { "type": "string", "minLength": 1, "maxLength": 200 }, "existing": { "type": "array", "minItems": 1, "items": { "$ref": "#/$defs/factRef" }, "description": "The key's active observed facts just before its first conflict in this batch." }, "incoming": { "type": "array", "minItems": 1, "items": { "$ref": "#/$defs/incomingRef" }, "description": "The conflicting values this batch added, in candidate order." } } };
var schema54 = { "title": "FactRef", "type": "object", "additionalProperties": false, "required": ["id", "value"], "properties": { "id": { "type": "string", "pattern": "^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$" }, "value": { "type": "string", "minLength": 1 } } };
var schema55 = { "title": "IncomingRef", "type": "object", "additionalProperties": false, "required": ["candidate", "id", "value"], "properties": { "candidate": { "type": "integer", "minimum": 0, "description": "Index of the candidate in the candidates file." }, "id": { "type": "string", "pattern": "^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$" }, "value": { "type": "string", "minLength": 1 } } };
function validate38(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate38.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = void 0;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = void 0;
  }
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.key === void 0) {
      const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "key" }, message: "must have required property 'key'", schema: schema53.required, parentSchema: schema53, data };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.existing === void 0) {
      const err1 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "existing" }, message: "must have required property 'existing'", schema: schema53.required, parentSchema: schema53, data };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    if (data.incoming === void 0) {
      const err2 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "incoming" }, message: "must have required property 'incoming'", schema: schema53.required, parentSchema: schema53, data };
      if (vErrors === null) {
        vErrors = [err2];
      } else {
        vErrors.push(err2);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!(key0 === "key" || key0 === "existing" || key0 === "incoming")) {
        const err3 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties", schema: false, parentSchema: schema53, data };
        if (vErrors === null) {
          vErrors = [err3];
        } else {
          vErrors.push(err3);
        }
        errors++;
      }
    }
    if (data.key !== void 0) {
      let data0 = data.key;
      if (typeof data0 === "string") {
        if (func1(data0) > 200) {
          const err4 = { instancePath: instancePath + "/key", schemaPath: "#/properties/key/maxLength", keyword: "maxLength", params: { limit: 200 }, message: "must NOT have more than 200 characters", schema: 200, parentSchema: schema53.properties.key, data: data0 };
          if (vErrors === null) {
            vErrors = [err4];
          } else {
            vErrors.push(err4);
          }
          errors++;
        }
        if (func1(data0) < 1) {
          const err5 = { instancePath: instancePath + "/key", schemaPath: "#/properties/key/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema53.properties.key, data: data0 };
          if (vErrors === null) {
            vErrors = [err5];
          } else {
            vErrors.push(err5);
          }
          errors++;
        }
      } else {
        const err6 = { instancePath: instancePath + "/key", schemaPath: "#/properties/key/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema53.properties.key.type, parentSchema: schema53.properties.key, data: data0 };
        if (vErrors === null) {
          vErrors = [err6];
        } else {
          vErrors.push(err6);
        }
        errors++;
      }
    }
    if (data.existing !== void 0) {
      let data1 = data.existing;
      if (Array.isArray(data1)) {
        if (data1.length < 1) {
          const err7 = { instancePath: instancePath + "/existing", schemaPath: "#/properties/existing/minItems", keyword: "minItems", params: { limit: 1 }, message: "must NOT have fewer than 1 items", schema: 1, parentSchema: schema53.properties.existing, data: data1 };
          if (vErrors === null) {
            vErrors = [err7];
          } else {
            vErrors.push(err7);
          }
          errors++;
        }
        const len0 = data1.length;
        for (let i0 = 0; i0 < len0; i0++) {
          let data2 = data1[i0];
          if (data2 && typeof data2 == "object" && !Array.isArray(data2)) {
            if (data2.id === void 0) {
              const err8 = { instancePath: instancePath + "/existing/" + i0, schemaPath: "#/$defs/factRef/required", keyword: "required", params: { missingProperty: "id" }, message: "must have required property 'id'", schema: schema54.required, parentSchema: schema54, data: data2 };
              if (vErrors === null) {
                vErrors = [err8];
              } else {
                vErrors.push(err8);
              }
              errors++;
            }
            if (data2.value === void 0) {
              const err9 = { instancePath: instancePath + "/existing/" + i0, schemaPath: "#/$defs/factRef/required", keyword: "required", params: { missingProperty: "value" }, message: "must have required property 'value'", schema: schema54.required, parentSchema: schema54, data: data2 };
              if (vErrors === null) {
                vErrors = [err9];
              } else {
                vErrors.push(err9);
              }
              errors++;
            }
            for (const key1 in data2) {
              if (!(key1 === "id" || key1 === "value")) {
                const err10 = { instancePath: instancePath + "/existing/" + i0, schemaPath: "#/$defs/factRef/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key1 }, message: "must NOT have additional properties", schema: false, parentSchema: schema54, data: data2 };
                if (vErrors === null) {
                  vErrors = [err10];
                } else {
                  vErrors.push(err10);
                }
                errors++;
              }
            }
            if (data2.id !== void 0) {
              let data3 = data2.id;
              if (typeof data3 === "string") {
                if (!pattern46.test(data3)) {
                  const err11 = { instancePath: instancePath + "/existing/" + i0 + "/id", schemaPath: "#/$defs/factRef/properties/id/pattern", keyword: "pattern", params: { pattern: "^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$" }, message: 'must match pattern "^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$"', schema: "^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$", parentSchema: schema54.properties.id, data: data3 };
                  if (vErrors === null) {
                    vErrors = [err11];
                  } else {
                    vErrors.push(err11);
                  }
                  errors++;
                }
              } else {
                const err12 = { instancePath: instancePath + "/existing/" + i0 + "/id", schemaPath: "#/$defs/factRef/properties/id/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema54.properties.id.type, parentSchema: schema54.properties.id, data: data3 };
                if (vErrors === null) {
                  vErrors = [err12];
                } else {
                  vErrors.push(err12);
                }
                errors++;
              }
            }
            if (data2.value !== void 0) {
              let data4 = data2.value;
              if (typeof data4 === "string") {
                if (func1(data4) < 1) {
                  const err13 = { instancePath: instancePath + "/existing/" + i0 + "/value", schemaPath: "#/$defs/factRef/properties/value/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema54.properties.value, data: data4 };
                  if (vErrors === null) {
                    vErrors = [err13];
                  } else {
                    vErrors.push(err13);
                  }
                  errors++;
                }
              } else {
                const err14 = { instancePath: instancePath + "/existing/" + i0 + "/value", schemaPath: "#/$defs/factRef/properties/value/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema54.properties.value.type, parentSchema: schema54.properties.value, data: data4 };
                if (vErrors === null) {
                  vErrors = [err14];
                } else {
                  vErrors.push(err14);
                }
                errors++;
              }
            }
          } else {
            const err15 = { instancePath: instancePath + "/existing/" + i0, schemaPath: "#/$defs/factRef/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema54.type, parentSchema: schema54, data: data2 };
            if (vErrors === null) {
              vErrors = [err15];
            } else {
              vErrors.push(err15);
            }
            errors++;
          }
        }
      } else {
        const err16 = { instancePath: instancePath + "/existing", schemaPath: "#/properties/existing/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema53.properties.existing.type, parentSchema: schema53.properties.existing, data: data1 };
        if (vErrors === null) {
          vErrors = [err16];
        } else {
          vErrors.push(err16);
        }
        errors++;
      }
    }
    if (data.incoming !== void 0) {
      let data5 = data.incoming;
      if (Array.isArray(data5)) {
        if (data5.length < 1) {
          const err17 = { instancePath: instancePath + "/incoming", schemaPath: "#/properties/incoming/minItems", keyword: "minItems", params: { limit: 1 }, message: "must NOT have fewer than 1 items", schema: 1, parentSchema: schema53.properties.incoming, data: data5 };
          if (vErrors === null) {
            vErrors = [err17];
          } else {
            vErrors.push(err17);
          }
          errors++;
        }
        const len1 = data5.length;
        for (let i1 = 0; i1 < len1; i1++) {
          let data6 = data5[i1];
          if (data6 && typeof data6 == "object" && !Array.isArray(data6)) {
            if (data6.candidate === void 0) {
              const err18 = { instancePath: instancePath + "/incoming/" + i1, schemaPath: "#/$defs/incomingRef/required", keyword: "required", params: { missingProperty: "candidate" }, message: "must have required property 'candidate'", schema: schema55.required, parentSchema: schema55, data: data6 };
              if (vErrors === null) {
                vErrors = [err18];
              } else {
                vErrors.push(err18);
              }
              errors++;
            }
            if (data6.id === void 0) {
              const err19 = { instancePath: instancePath + "/incoming/" + i1, schemaPath: "#/$defs/incomingRef/required", keyword: "required", params: { missingProperty: "id" }, message: "must have required property 'id'", schema: schema55.required, parentSchema: schema55, data: data6 };
              if (vErrors === null) {
                vErrors = [err19];
              } else {
                vErrors.push(err19);
              }
              errors++;
            }
            if (data6.value === void 0) {
              const err20 = { instancePath: instancePath + "/incoming/" + i1, schemaPath: "#/$defs/incomingRef/required", keyword: "required", params: { missingProperty: "value" }, message: "must have required property 'value'", schema: schema55.required, parentSchema: schema55, data: data6 };
              if (vErrors === null) {
                vErrors = [err20];
              } else {
                vErrors.push(err20);
              }
              errors++;
            }
            for (const key2 in data6) {
              if (!(key2 === "candidate" || key2 === "id" || key2 === "value")) {
                const err21 = { instancePath: instancePath + "/incoming/" + i1, schemaPath: "#/$defs/incomingRef/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key2 }, message: "must NOT have additional properties", schema: false, parentSchema: schema55, data: data6 };
                if (vErrors === null) {
                  vErrors = [err21];
                } else {
                  vErrors.push(err21);
                }
                errors++;
              }
            }
            if (data6.candidate !== void 0) {
              let data7 = data6.candidate;
              if (!(typeof data7 == "number" && (!(data7 % 1) && !isNaN(data7)) && isFinite(data7))) {
                const err22 = { instancePath: instancePath + "/incoming/" + i1 + "/candidate", schemaPath: "#/$defs/incomingRef/properties/candidate/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema55.properties.candidate.type, parentSchema: schema55.properties.candidate, data: data7 };
                if (vErrors === null) {
                  vErrors = [err22];
                } else {
                  vErrors.push(err22);
                }
                errors++;
              }
              if (typeof data7 == "number" && isFinite(data7)) {
                if (data7 < 0 || isNaN(data7)) {
                  const err23 = { instancePath: instancePath + "/incoming/" + i1 + "/candidate", schemaPath: "#/$defs/incomingRef/properties/candidate/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0", schema: 0, parentSchema: schema55.properties.candidate, data: data7 };
                  if (vErrors === null) {
                    vErrors = [err23];
                  } else {
                    vErrors.push(err23);
                  }
                  errors++;
                }
              }
            }
            if (data6.id !== void 0) {
              let data8 = data6.id;
              if (typeof data8 === "string") {
                if (!pattern46.test(data8)) {
                  const err24 = { instancePath: instancePath + "/incoming/" + i1 + "/id", schemaPath: "#/$defs/incomingRef/properties/id/pattern", keyword: "pattern", params: { pattern: "^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$" }, message: 'must match pattern "^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$"', schema: "^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$", parentSchema: schema55.properties.id, data: data8 };
                  if (vErrors === null) {
                    vErrors = [err24];
                  } else {
                    vErrors.push(err24);
                  }
                  errors++;
                }
              } else {
                const err25 = { instancePath: instancePath + "/incoming/" + i1 + "/id", schemaPath: "#/$defs/incomingRef/properties/id/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema55.properties.id.type, parentSchema: schema55.properties.id, data: data8 };
                if (vErrors === null) {
                  vErrors = [err25];
                } else {
                  vErrors.push(err25);
                }
                errors++;
              }
            }
            if (data6.value !== void 0) {
              let data9 = data6.value;
              if (typeof data9 === "string") {
                if (func1(data9) < 1) {
                  const err26 = { instancePath: instancePath + "/incoming/" + i1 + "/value", schemaPath: "#/$defs/incomingRef/properties/value/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema55.properties.value, data: data9 };
                  if (vErrors === null) {
                    vErrors = [err26];
                  } else {
                    vErrors.push(err26);
                  }
                  errors++;
                }
              } else {
                const err27 = { instancePath: instancePath + "/incoming/" + i1 + "/value", schemaPath: "#/$defs/incomingRef/properties/value/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema55.properties.value.type, parentSchema: schema55.properties.value, data: data9 };
                if (vErrors === null) {
                  vErrors = [err27];
                } else {
                  vErrors.push(err27);
                }
                errors++;
              }
            }
          } else {
            const err28 = { instancePath: instancePath + "/incoming/" + i1, schemaPath: "#/$defs/incomingRef/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema55.type, parentSchema: schema55, data: data6 };
            if (vErrors === null) {
              vErrors = [err28];
            } else {
              vErrors.push(err28);
            }
            errors++;
          }
        }
      } else {
        const err29 = { instancePath: instancePath + "/incoming", schemaPath: "#/properties/incoming/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema53.properties.incoming.type, parentSchema: schema53.properties.incoming, data: data5 };
        if (vErrors === null) {
          vErrors = [err29];
        } else {
          vErrors.push(err29);
        }
        errors++;
      }
    }
  } else {
    const err30 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema53.type, parentSchema: schema53, data };
    if (vErrors === null) {
      vErrors = [err30];
    } else {
      vErrors.push(err30);
    }
    errors++;
  }
  validate38.errors = vErrors;
  return errors === 0;
}
validate38.evaluated = { "props": true, "dynamicProps": false, "dynamicItems": false };
var schema62 = { "title": "Decline", "type": "object", "additionalProperties": false, "required": ["candidate"], "properties": { "candidate": { "type": "integer", "minimum": 0, "description": "Index of the declined candidate in the batch (a later candidate with the same normalized key and value is covered by the same decline)." }, "reason": { "type": "string", "minLength": 1, "maxLength": 500 }, "remember": { "$ref": "#/$defs/rememberedDecline" } } };
var schema63 = { "title": "RememberedDecline", "type": "object", "additionalProperties": false, "required": ["key"], "description": "What a decline is remembered as: a declined addition or conflict as its normalized key and value, a declined bump as key, value and source, a declined retirement as the `retires` id (and its key).", "properties": { "key": { "type": "string", "minLength": 1, "maxLength": 200 }, "value": { "type": "string", "minLength": 1, "description": "The normalized value." }, "source": { "type": "string", "minLength": 1, "maxLength": 500 }, "retires": { "type": "string", "pattern": "^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$" } } };
function validate40(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate40.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = void 0;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = void 0;
  }
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.candidate === void 0) {
      const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "candidate" }, message: "must have required property 'candidate'", schema: schema62.required, parentSchema: schema62, data };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!(key0 === "candidate" || key0 === "reason" || key0 === "remember")) {
        const err1 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties", schema: false, parentSchema: schema62, data };
        if (vErrors === null) {
          vErrors = [err1];
        } else {
          vErrors.push(err1);
        }
        errors++;
      }
    }
    if (data.candidate !== void 0) {
      let data0 = data.candidate;
      if (!(typeof data0 == "number" && (!(data0 % 1) && !isNaN(data0)) && isFinite(data0))) {
        const err2 = { instancePath: instancePath + "/candidate", schemaPath: "#/properties/candidate/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema62.properties.candidate.type, parentSchema: schema62.properties.candidate, data: data0 };
        if (vErrors === null) {
          vErrors = [err2];
        } else {
          vErrors.push(err2);
        }
        errors++;
      }
      if (typeof data0 == "number" && isFinite(data0)) {
        if (data0 < 0 || isNaN(data0)) {
          const err3 = { instancePath: instancePath + "/candidate", schemaPath: "#/properties/candidate/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0", schema: 0, parentSchema: schema62.properties.candidate, data: data0 };
          if (vErrors === null) {
            vErrors = [err3];
          } else {
            vErrors.push(err3);
          }
          errors++;
        }
      }
    }
    if (data.reason !== void 0) {
      let data1 = data.reason;
      if (typeof data1 === "string") {
        if (func1(data1) > 500) {
          const err4 = { instancePath: instancePath + "/reason", schemaPath: "#/properties/reason/maxLength", keyword: "maxLength", params: { limit: 500 }, message: "must NOT have more than 500 characters", schema: 500, parentSchema: schema62.properties.reason, data: data1 };
          if (vErrors === null) {
            vErrors = [err4];
          } else {
            vErrors.push(err4);
          }
          errors++;
        }
        if (func1(data1) < 1) {
          const err5 = { instancePath: instancePath + "/reason", schemaPath: "#/properties/reason/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema62.properties.reason, data: data1 };
          if (vErrors === null) {
            vErrors = [err5];
          } else {
            vErrors.push(err5);
          }
          errors++;
        }
      } else {
        const err6 = { instancePath: instancePath + "/reason", schemaPath: "#/properties/reason/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema62.properties.reason.type, parentSchema: schema62.properties.reason, data: data1 };
        if (vErrors === null) {
          vErrors = [err6];
        } else {
          vErrors.push(err6);
        }
        errors++;
      }
    }
    if (data.remember !== void 0) {
      let data2 = data.remember;
      if (data2 && typeof data2 == "object" && !Array.isArray(data2)) {
        if (data2.key === void 0) {
          const err7 = { instancePath: instancePath + "/remember", schemaPath: "#/$defs/rememberedDecline/required", keyword: "required", params: { missingProperty: "key" }, message: "must have required property 'key'", schema: schema63.required, parentSchema: schema63, data: data2 };
          if (vErrors === null) {
            vErrors = [err7];
          } else {
            vErrors.push(err7);
          }
          errors++;
        }
        for (const key1 in data2) {
          if (!(key1 === "key" || key1 === "value" || key1 === "source" || key1 === "retires")) {
            const err8 = { instancePath: instancePath + "/remember", schemaPath: "#/$defs/rememberedDecline/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key1 }, message: "must NOT have additional properties", schema: false, parentSchema: schema63, data: data2 };
            if (vErrors === null) {
              vErrors = [err8];
            } else {
              vErrors.push(err8);
            }
            errors++;
          }
        }
        if (data2.key !== void 0) {
          let data3 = data2.key;
          if (typeof data3 === "string") {
            if (func1(data3) > 200) {
              const err9 = { instancePath: instancePath + "/remember/key", schemaPath: "#/$defs/rememberedDecline/properties/key/maxLength", keyword: "maxLength", params: { limit: 200 }, message: "must NOT have more than 200 characters", schema: 200, parentSchema: schema63.properties.key, data: data3 };
              if (vErrors === null) {
                vErrors = [err9];
              } else {
                vErrors.push(err9);
              }
              errors++;
            }
            if (func1(data3) < 1) {
              const err10 = { instancePath: instancePath + "/remember/key", schemaPath: "#/$defs/rememberedDecline/properties/key/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema63.properties.key, data: data3 };
              if (vErrors === null) {
                vErrors = [err10];
              } else {
                vErrors.push(err10);
              }
              errors++;
            }
          } else {
            const err11 = { instancePath: instancePath + "/remember/key", schemaPath: "#/$defs/rememberedDecline/properties/key/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema63.properties.key.type, parentSchema: schema63.properties.key, data: data3 };
            if (vErrors === null) {
              vErrors = [err11];
            } else {
              vErrors.push(err11);
            }
            errors++;
          }
        }
        if (data2.value !== void 0) {
          let data4 = data2.value;
          if (typeof data4 === "string") {
            if (func1(data4) < 1) {
              const err12 = { instancePath: instancePath + "/remember/value", schemaPath: "#/$defs/rememberedDecline/properties/value/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema63.properties.value, data: data4 };
              if (vErrors === null) {
                vErrors = [err12];
              } else {
                vErrors.push(err12);
              }
              errors++;
            }
          } else {
            const err13 = { instancePath: instancePath + "/remember/value", schemaPath: "#/$defs/rememberedDecline/properties/value/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema63.properties.value.type, parentSchema: schema63.properties.value, data: data4 };
            if (vErrors === null) {
              vErrors = [err13];
            } else {
              vErrors.push(err13);
            }
            errors++;
          }
        }
        if (data2.source !== void 0) {
          let data5 = data2.source;
          if (typeof data5 === "string") {
            if (func1(data5) > 500) {
              const err14 = { instancePath: instancePath + "/remember/source", schemaPath: "#/$defs/rememberedDecline/properties/source/maxLength", keyword: "maxLength", params: { limit: 500 }, message: "must NOT have more than 500 characters", schema: 500, parentSchema: schema63.properties.source, data: data5 };
              if (vErrors === null) {
                vErrors = [err14];
              } else {
                vErrors.push(err14);
              }
              errors++;
            }
            if (func1(data5) < 1) {
              const err15 = { instancePath: instancePath + "/remember/source", schemaPath: "#/$defs/rememberedDecline/properties/source/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema63.properties.source, data: data5 };
              if (vErrors === null) {
                vErrors = [err15];
              } else {
                vErrors.push(err15);
              }
              errors++;
            }
          } else {
            const err16 = { instancePath: instancePath + "/remember/source", schemaPath: "#/$defs/rememberedDecline/properties/source/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema63.properties.source.type, parentSchema: schema63.properties.source, data: data5 };
            if (vErrors === null) {
              vErrors = [err16];
            } else {
              vErrors.push(err16);
            }
            errors++;
          }
        }
        if (data2.retires !== void 0) {
          let data6 = data2.retires;
          if (typeof data6 === "string") {
            if (!pattern46.test(data6)) {
              const err17 = { instancePath: instancePath + "/remember/retires", schemaPath: "#/$defs/rememberedDecline/properties/retires/pattern", keyword: "pattern", params: { pattern: "^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$" }, message: 'must match pattern "^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$"', schema: "^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$", parentSchema: schema63.properties.retires, data: data6 };
              if (vErrors === null) {
                vErrors = [err17];
              } else {
                vErrors.push(err17);
              }
              errors++;
            }
          } else {
            const err18 = { instancePath: instancePath + "/remember/retires", schemaPath: "#/$defs/rememberedDecline/properties/retires/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema63.properties.retires.type, parentSchema: schema63.properties.retires, data: data6 };
            if (vErrors === null) {
              vErrors = [err18];
            } else {
              vErrors.push(err18);
            }
            errors++;
          }
        }
      } else {
        const err19 = { instancePath: instancePath + "/remember", schemaPath: "#/$defs/rememberedDecline/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema63.type, parentSchema: schema63, data: data2 };
        if (vErrors === null) {
          vErrors = [err19];
        } else {
          vErrors.push(err19);
        }
        errors++;
      }
    }
  } else {
    const err20 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema62.type, parentSchema: schema62, data };
    if (vErrors === null) {
      vErrors = [err20];
    } else {
      vErrors.push(err20);
    }
    errors++;
  }
  validate40.errors = vErrors;
  return errors === 0;
}
validate40.evaluated = { "props": true, "dynamicProps": false, "dynamicItems": false };
var schema64 = { "title": "DeclinedMatch", "type": "object", "additionalProperties": false, "required": ["candidate", "match"], "properties": { "candidate": { "type": "integer", "minimum": 0 }, "match": { "$ref": "#/$defs/rememberedDecline" } } };
function validate42(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate42.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = void 0;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = void 0;
  }
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.candidate === void 0) {
      const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "candidate" }, message: "must have required property 'candidate'", schema: schema64.required, parentSchema: schema64, data };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.match === void 0) {
      const err1 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "match" }, message: "must have required property 'match'", schema: schema64.required, parentSchema: schema64, data };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!(key0 === "candidate" || key0 === "match")) {
        const err2 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties", schema: false, parentSchema: schema64, data };
        if (vErrors === null) {
          vErrors = [err2];
        } else {
          vErrors.push(err2);
        }
        errors++;
      }
    }
    if (data.candidate !== void 0) {
      let data0 = data.candidate;
      if (!(typeof data0 == "number" && (!(data0 % 1) && !isNaN(data0)) && isFinite(data0))) {
        const err3 = { instancePath: instancePath + "/candidate", schemaPath: "#/properties/candidate/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema64.properties.candidate.type, parentSchema: schema64.properties.candidate, data: data0 };
        if (vErrors === null) {
          vErrors = [err3];
        } else {
          vErrors.push(err3);
        }
        errors++;
      }
      if (typeof data0 == "number" && isFinite(data0)) {
        if (data0 < 0 || isNaN(data0)) {
          const err4 = { instancePath: instancePath + "/candidate", schemaPath: "#/properties/candidate/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0", schema: 0, parentSchema: schema64.properties.candidate, data: data0 };
          if (vErrors === null) {
            vErrors = [err4];
          } else {
            vErrors.push(err4);
          }
          errors++;
        }
      }
    }
    if (data.match !== void 0) {
      let data1 = data.match;
      if (data1 && typeof data1 == "object" && !Array.isArray(data1)) {
        if (data1.key === void 0) {
          const err5 = { instancePath: instancePath + "/match", schemaPath: "#/$defs/rememberedDecline/required", keyword: "required", params: { missingProperty: "key" }, message: "must have required property 'key'", schema: schema63.required, parentSchema: schema63, data: data1 };
          if (vErrors === null) {
            vErrors = [err5];
          } else {
            vErrors.push(err5);
          }
          errors++;
        }
        for (const key1 in data1) {
          if (!(key1 === "key" || key1 === "value" || key1 === "source" || key1 === "retires")) {
            const err6 = { instancePath: instancePath + "/match", schemaPath: "#/$defs/rememberedDecline/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key1 }, message: "must NOT have additional properties", schema: false, parentSchema: schema63, data: data1 };
            if (vErrors === null) {
              vErrors = [err6];
            } else {
              vErrors.push(err6);
            }
            errors++;
          }
        }
        if (data1.key !== void 0) {
          let data2 = data1.key;
          if (typeof data2 === "string") {
            if (func1(data2) > 200) {
              const err7 = { instancePath: instancePath + "/match/key", schemaPath: "#/$defs/rememberedDecline/properties/key/maxLength", keyword: "maxLength", params: { limit: 200 }, message: "must NOT have more than 200 characters", schema: 200, parentSchema: schema63.properties.key, data: data2 };
              if (vErrors === null) {
                vErrors = [err7];
              } else {
                vErrors.push(err7);
              }
              errors++;
            }
            if (func1(data2) < 1) {
              const err8 = { instancePath: instancePath + "/match/key", schemaPath: "#/$defs/rememberedDecline/properties/key/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema63.properties.key, data: data2 };
              if (vErrors === null) {
                vErrors = [err8];
              } else {
                vErrors.push(err8);
              }
              errors++;
            }
          } else {
            const err9 = { instancePath: instancePath + "/match/key", schemaPath: "#/$defs/rememberedDecline/properties/key/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema63.properties.key.type, parentSchema: schema63.properties.key, data: data2 };
            if (vErrors === null) {
              vErrors = [err9];
            } else {
              vErrors.push(err9);
            }
            errors++;
          }
        }
        if (data1.value !== void 0) {
          let data3 = data1.value;
          if (typeof data3 === "string") {
            if (func1(data3) < 1) {
              const err10 = { instancePath: instancePath + "/match/value", schemaPath: "#/$defs/rememberedDecline/properties/value/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema63.properties.value, data: data3 };
              if (vErrors === null) {
                vErrors = [err10];
              } else {
                vErrors.push(err10);
              }
              errors++;
            }
          } else {
            const err11 = { instancePath: instancePath + "/match/value", schemaPath: "#/$defs/rememberedDecline/properties/value/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema63.properties.value.type, parentSchema: schema63.properties.value, data: data3 };
            if (vErrors === null) {
              vErrors = [err11];
            } else {
              vErrors.push(err11);
            }
            errors++;
          }
        }
        if (data1.source !== void 0) {
          let data4 = data1.source;
          if (typeof data4 === "string") {
            if (func1(data4) > 500) {
              const err12 = { instancePath: instancePath + "/match/source", schemaPath: "#/$defs/rememberedDecline/properties/source/maxLength", keyword: "maxLength", params: { limit: 500 }, message: "must NOT have more than 500 characters", schema: 500, parentSchema: schema63.properties.source, data: data4 };
              if (vErrors === null) {
                vErrors = [err12];
              } else {
                vErrors.push(err12);
              }
              errors++;
            }
            if (func1(data4) < 1) {
              const err13 = { instancePath: instancePath + "/match/source", schemaPath: "#/$defs/rememberedDecline/properties/source/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema63.properties.source, data: data4 };
              if (vErrors === null) {
                vErrors = [err13];
              } else {
                vErrors.push(err13);
              }
              errors++;
            }
          } else {
            const err14 = { instancePath: instancePath + "/match/source", schemaPath: "#/$defs/rememberedDecline/properties/source/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema63.properties.source.type, parentSchema: schema63.properties.source, data: data4 };
            if (vErrors === null) {
              vErrors = [err14];
            } else {
              vErrors.push(err14);
            }
            errors++;
          }
        }
        if (data1.retires !== void 0) {
          let data5 = data1.retires;
          if (typeof data5 === "string") {
            if (!pattern46.test(data5)) {
              const err15 = { instancePath: instancePath + "/match/retires", schemaPath: "#/$defs/rememberedDecline/properties/retires/pattern", keyword: "pattern", params: { pattern: "^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$" }, message: 'must match pattern "^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$"', schema: "^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$", parentSchema: schema63.properties.retires, data: data5 };
              if (vErrors === null) {
                vErrors = [err15];
              } else {
                vErrors.push(err15);
              }
              errors++;
            }
          } else {
            const err16 = { instancePath: instancePath + "/match/retires", schemaPath: "#/$defs/rememberedDecline/properties/retires/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema63.properties.retires.type, parentSchema: schema63.properties.retires, data: data5 };
            if (vErrors === null) {
              vErrors = [err16];
            } else {
              vErrors.push(err16);
            }
            errors++;
          }
        }
      } else {
        const err17 = { instancePath: instancePath + "/match", schemaPath: "#/$defs/rememberedDecline/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema63.type, parentSchema: schema63, data: data1 };
        if (vErrors === null) {
          vErrors = [err17];
        } else {
          vErrors.push(err17);
        }
        errors++;
      }
    }
  } else {
    const err18 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema64.type, parentSchema: schema64, data };
    if (vErrors === null) {
      vErrors = [err18];
    } else {
      vErrors.push(err18);
    }
    errors++;
  }
  validate42.errors = vErrors;
  return errors === 0;
}
validate42.evaluated = { "props": true, "dynamicProps": false, "dynamicItems": false };
function validate37(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
  ;
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate37.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = void 0;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = void 0;
  }
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.id === void 0) {
      const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "id" }, message: "must have required property 'id'", schema: schema48.required, parentSchema: schema48, data };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.base === void 0) {
      const err1 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "base" }, message: "must have required property 'base'", schema: schema48.required, parentSchema: schema48, data };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    if (data.today === void 0) {
      const err2 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "today" }, message: "must have required property 'today'", schema: schema48.required, parentSchema: schema48, data };
      if (vErrors === null) {
        vErrors = [err2];
      } else {
        vErrors.push(err2);
      }
      errors++;
    }
    if (data.rules === void 0) {
      const err3 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "rules" }, message: "must have required property 'rules'", schema: schema48.required, parentSchema: schema48, data };
      if (vErrors === null) {
        vErrors = [err3];
      } else {
        vErrors.push(err3);
      }
      errors++;
    }
    if (data.config === void 0) {
      const err4 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "config" }, message: "must have required property 'config'", schema: schema48.required, parentSchema: schema48, data };
      if (vErrors === null) {
        vErrors = [err4];
      } else {
        vErrors.push(err4);
      }
      errors++;
    }
    if (data.candidates === void 0) {
      const err5 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "candidates" }, message: "must have required property 'candidates'", schema: schema48.required, parentSchema: schema48, data };
      if (vErrors === null) {
        vErrors = [err5];
      } else {
        vErrors.push(err5);
      }
      errors++;
    }
    if (data.additions === void 0) {
      const err6 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "additions" }, message: "must have required property 'additions'", schema: schema48.required, parentSchema: schema48, data };
      if (vErrors === null) {
        vErrors = [err6];
      } else {
        vErrors.push(err6);
      }
      errors++;
    }
    if (data.evidenceBumps === void 0) {
      const err7 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "evidenceBumps" }, message: "must have required property 'evidenceBumps'", schema: schema48.required, parentSchema: schema48, data };
      if (vErrors === null) {
        vErrors = [err7];
      } else {
        vErrors.push(err7);
      }
      errors++;
    }
    if (data.promotions === void 0) {
      const err8 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "promotions" }, message: "must have required property 'promotions'", schema: schema48.required, parentSchema: schema48, data };
      if (vErrors === null) {
        vErrors = [err8];
      } else {
        vErrors.push(err8);
      }
      errors++;
    }
    if (data.conflicts === void 0) {
      const err9 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "conflicts" }, message: "must have required property 'conflicts'", schema: schema48.required, parentSchema: schema48, data };
      if (vErrors === null) {
        vErrors = [err9];
      } else {
        vErrors.push(err9);
      }
      errors++;
    }
    if (data.supersedes === void 0) {
      const err10 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "supersedes" }, message: "must have required property 'supersedes'", schema: schema48.required, parentSchema: schema48, data };
      if (vErrors === null) {
        vErrors = [err10];
      } else {
        vErrors.push(err10);
      }
      errors++;
    }
    if (data.staleFlags === void 0) {
      const err11 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "staleFlags" }, message: "must have required property 'staleFlags'", schema: schema48.required, parentSchema: schema48, data };
      if (vErrors === null) {
        vErrors = [err11];
      } else {
        vErrors.push(err11);
      }
      errors++;
    }
    if (data.rejected === void 0) {
      const err12 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "rejected" }, message: "must have required property 'rejected'", schema: schema48.required, parentSchema: schema48, data };
      if (vErrors === null) {
        vErrors = [err12];
      } else {
        vErrors.push(err12);
      }
      errors++;
    }
    if (data.duplicates === void 0) {
      const err13 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "duplicates" }, message: "must have required property 'duplicates'", schema: schema48.required, parentSchema: schema48, data };
      if (vErrors === null) {
        vErrors = [err13];
      } else {
        vErrors.push(err13);
      }
      errors++;
    }
    if (data.warnings === void 0) {
      const err14 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "warnings" }, message: "must have required property 'warnings'", schema: schema48.required, parentSchema: schema48, data };
      if (vErrors === null) {
        vErrors = [err14];
      } else {
        vErrors.push(err14);
      }
      errors++;
    }
    if (data.trace === void 0) {
      const err15 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "trace" }, message: "must have required property 'trace'", schema: schema48.required, parentSchema: schema48, data };
      if (vErrors === null) {
        vErrors = [err15];
      } else {
        vErrors.push(err15);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!func25.call(schema48.properties, key0)) {
        const err16 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties", schema: false, parentSchema: schema48, data };
        if (vErrors === null) {
          vErrors = [err16];
        } else {
          vErrors.push(err16);
        }
        errors++;
      }
    }
    if (data.id !== void 0) {
      let data0 = data.id;
      if (typeof data0 === "string") {
        if (!pattern38.test(data0)) {
          const err17 = { instancePath: instancePath + "/id", schemaPath: "#/properties/id/pattern", keyword: "pattern", params: { pattern: "^[0-9a-f]{64}$" }, message: 'must match pattern "^[0-9a-f]{64}$"', schema: "^[0-9a-f]{64}$", parentSchema: schema48.properties.id, data: data0 };
          if (vErrors === null) {
            vErrors = [err17];
          } else {
            vErrors.push(err17);
          }
          errors++;
        }
      } else {
        const err18 = { instancePath: instancePath + "/id", schemaPath: "#/properties/id/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema48.properties.id.type, parentSchema: schema48.properties.id, data: data0 };
        if (vErrors === null) {
          vErrors = [err18];
        } else {
          vErrors.push(err18);
        }
        errors++;
      }
    }
    if (data.base !== void 0) {
      let data1 = data.base;
      if (typeof data1 === "string") {
        if (!pattern38.test(data1)) {
          const err19 = { instancePath: instancePath + "/base", schemaPath: "#/properties/base/pattern", keyword: "pattern", params: { pattern: "^[0-9a-f]{64}$" }, message: 'must match pattern "^[0-9a-f]{64}$"', schema: "^[0-9a-f]{64}$", parentSchema: schema48.properties.base, data: data1 };
          if (vErrors === null) {
            vErrors = [err19];
          } else {
            vErrors.push(err19);
          }
          errors++;
        }
      } else {
        const err20 = { instancePath: instancePath + "/base", schemaPath: "#/properties/base/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema48.properties.base.type, parentSchema: schema48.properties.base, data: data1 };
        if (vErrors === null) {
          vErrors = [err20];
        } else {
          vErrors.push(err20);
        }
        errors++;
      }
    }
    if (data.today !== void 0) {
      let data2 = data.today;
      if (typeof data2 === "string") {
        if (!pattern10.test(data2)) {
          const err21 = { instancePath: instancePath + "/today", schemaPath: "#/properties/today/pattern", keyword: "pattern", params: { pattern: "^[0-9]{4}-[0-9]{2}-[0-9]{2}$" }, message: 'must match pattern "^[0-9]{4}-[0-9]{2}-[0-9]{2}$"', schema: "^[0-9]{4}-[0-9]{2}-[0-9]{2}$", parentSchema: schema48.properties.today, data: data2 };
          if (vErrors === null) {
            vErrors = [err21];
          } else {
            vErrors.push(err21);
          }
          errors++;
        }
        if (!formats0.validate(data2)) {
          const err22 = { instancePath: instancePath + "/today", schemaPath: "#/properties/today/format", keyword: "format", params: { format: "date" }, message: 'must match format "date"', schema: "date", parentSchema: schema48.properties.today, data: data2 };
          if (vErrors === null) {
            vErrors = [err22];
          } else {
            vErrors.push(err22);
          }
          errors++;
        }
      } else {
        const err23 = { instancePath: instancePath + "/today", schemaPath: "#/properties/today/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema48.properties.today.type, parentSchema: schema48.properties.today, data: data2 };
        if (vErrors === null) {
          vErrors = [err23];
        } else {
          vErrors.push(err23);
        }
        errors++;
      }
    }
    if (data.rules !== void 0) {
      let data3 = data.rules;
      if (Array.isArray(data3)) {
        const len0 = data3.length;
        for (let i0 = 0; i0 < len0; i0++) {
          let data4 = data3[i0];
          if (data4 && typeof data4 == "object" && !Array.isArray(data4)) {
            if (data4.file === void 0) {
              const err24 = { instancePath: instancePath + "/rules/" + i0, schemaPath: "#/properties/rules/items/required", keyword: "required", params: { missingProperty: "file" }, message: "must have required property 'file'", schema: schema48.properties.rules.items.required, parentSchema: schema48.properties.rules.items, data: data4 };
              if (vErrors === null) {
                vErrors = [err24];
              } else {
                vErrors.push(err24);
              }
              errors++;
            }
            if (data4.scope === void 0) {
              const err25 = { instancePath: instancePath + "/rules/" + i0, schemaPath: "#/properties/rules/items/required", keyword: "required", params: { missingProperty: "scope" }, message: "must have required property 'scope'", schema: schema48.properties.rules.items.required, parentSchema: schema48.properties.rules.items, data: data4 };
              if (vErrors === null) {
                vErrors = [err25];
              } else {
                vErrors.push(err25);
              }
              errors++;
            }
            if (data4.version === void 0) {
              const err26 = { instancePath: instancePath + "/rules/" + i0, schemaPath: "#/properties/rules/items/required", keyword: "required", params: { missingProperty: "version" }, message: "must have required property 'version'", schema: schema48.properties.rules.items.required, parentSchema: schema48.properties.rules.items, data: data4 };
              if (vErrors === null) {
                vErrors = [err26];
              } else {
                vErrors.push(err26);
              }
              errors++;
            }
            if (data4.sha256 === void 0) {
              const err27 = { instancePath: instancePath + "/rules/" + i0, schemaPath: "#/properties/rules/items/required", keyword: "required", params: { missingProperty: "sha256" }, message: "must have required property 'sha256'", schema: schema48.properties.rules.items.required, parentSchema: schema48.properties.rules.items, data: data4 };
              if (vErrors === null) {
                vErrors = [err27];
              } else {
                vErrors.push(err27);
              }
              errors++;
            }
            for (const key1 in data4) {
              if (!(key1 === "file" || key1 === "scope" || key1 === "version" || key1 === "sha256")) {
                const err28 = { instancePath: instancePath + "/rules/" + i0, schemaPath: "#/properties/rules/items/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key1 }, message: "must NOT have additional properties", schema: false, parentSchema: schema48.properties.rules.items, data: data4 };
                if (vErrors === null) {
                  vErrors = [err28];
                } else {
                  vErrors.push(err28);
                }
                errors++;
              }
            }
            if (data4.file !== void 0) {
              let data5 = data4.file;
              if (typeof data5 !== "string") {
                const err29 = { instancePath: instancePath + "/rules/" + i0 + "/file", schemaPath: "#/properties/rules/items/properties/file/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema48.properties.rules.items.properties.file.type, parentSchema: schema48.properties.rules.items.properties.file, data: data5 };
                if (vErrors === null) {
                  vErrors = [err29];
                } else {
                  vErrors.push(err29);
                }
                errors++;
              }
            }
            if (data4.scope !== void 0) {
              let data6 = data4.scope;
              if (!(data6 === "candidate" || data6 === "fact")) {
                const err30 = { instancePath: instancePath + "/rules/" + i0 + "/scope", schemaPath: "#/properties/rules/items/properties/scope/enum", keyword: "enum", params: { allowedValues: schema48.properties.rules.items.properties.scope.enum }, message: "must be equal to one of the allowed values", schema: schema48.properties.rules.items.properties.scope.enum, parentSchema: schema48.properties.rules.items.properties.scope, data: data6 };
                if (vErrors === null) {
                  vErrors = [err30];
                } else {
                  vErrors.push(err30);
                }
                errors++;
              }
            }
            if (data4.version !== void 0) {
              let data7 = data4.version;
              if (!(typeof data7 == "number" && (!(data7 % 1) && !isNaN(data7)) && isFinite(data7))) {
                const err31 = { instancePath: instancePath + "/rules/" + i0 + "/version", schemaPath: "#/properties/rules/items/properties/version/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema48.properties.rules.items.properties.version.type, parentSchema: schema48.properties.rules.items.properties.version, data: data7 };
                if (vErrors === null) {
                  vErrors = [err31];
                } else {
                  vErrors.push(err31);
                }
                errors++;
              }
              if (typeof data7 == "number" && isFinite(data7)) {
                if (data7 < 1 || isNaN(data7)) {
                  const err32 = { instancePath: instancePath + "/rules/" + i0 + "/version", schemaPath: "#/properties/rules/items/properties/version/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1 }, message: "must be >= 1", schema: 1, parentSchema: schema48.properties.rules.items.properties.version, data: data7 };
                  if (vErrors === null) {
                    vErrors = [err32];
                  } else {
                    vErrors.push(err32);
                  }
                  errors++;
                }
              }
            }
            if (data4.sha256 !== void 0) {
              let data8 = data4.sha256;
              if (typeof data8 === "string") {
                if (!pattern38.test(data8)) {
                  const err33 = { instancePath: instancePath + "/rules/" + i0 + "/sha256", schemaPath: "#/properties/rules/items/properties/sha256/pattern", keyword: "pattern", params: { pattern: "^[0-9a-f]{64}$" }, message: 'must match pattern "^[0-9a-f]{64}$"', schema: "^[0-9a-f]{64}$", parentSchema: schema48.properties.rules.items.properties.sha256, data: data8 };
                  if (vErrors === null) {
                    vErrors = [err33];
                  } else {
                    vErrors.push(err33);
                  }
                  errors++;
                }
              } else {
                const err34 = { instancePath: instancePath + "/rules/" + i0 + "/sha256", schemaPath: "#/properties/rules/items/properties/sha256/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema48.properties.rules.items.properties.sha256.type, parentSchema: schema48.properties.rules.items.properties.sha256, data: data8 };
                if (vErrors === null) {
                  vErrors = [err34];
                } else {
                  vErrors.push(err34);
                }
                errors++;
              }
            }
          } else {
            const err35 = { instancePath: instancePath + "/rules/" + i0, schemaPath: "#/properties/rules/items/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema48.properties.rules.items.type, parentSchema: schema48.properties.rules.items, data: data4 };
            if (vErrors === null) {
              vErrors = [err35];
            } else {
              vErrors.push(err35);
            }
            errors++;
          }
        }
      } else {
        const err36 = { instancePath: instancePath + "/rules", schemaPath: "#/properties/rules/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema48.properties.rules.type, parentSchema: schema48.properties.rules, data: data3 };
        if (vErrors === null) {
          vErrors = [err36];
        } else {
          vErrors.push(err36);
        }
        errors++;
      }
    }
    if (data.config !== void 0) {
      let data9 = data.config;
      if (data9 && typeof data9 == "object" && !Array.isArray(data9)) {
        if (data9.promoteThreshold === void 0) {
          const err37 = { instancePath: instancePath + "/config", schemaPath: "#/$defs/resolvedConfig/required", keyword: "required", params: { missingProperty: "promoteThreshold" }, message: "must have required property 'promoteThreshold'", schema: schema49.required, parentSchema: schema49, data: data9 };
          if (vErrors === null) {
            vErrors = [err37];
          } else {
            vErrors.push(err37);
          }
          errors++;
        }
        if (data9.decayDays === void 0) {
          const err38 = { instancePath: instancePath + "/config", schemaPath: "#/$defs/resolvedConfig/required", keyword: "required", params: { missingProperty: "decayDays" }, message: "must have required property 'decayDays'", schema: schema49.required, parentSchema: schema49, data: data9 };
          if (vErrors === null) {
            vErrors = [err38];
          } else {
            vErrors.push(err38);
          }
          errors++;
        }
        if (data9.learnFrom === void 0) {
          const err39 = { instancePath: instancePath + "/config", schemaPath: "#/$defs/resolvedConfig/required", keyword: "required", params: { missingProperty: "learnFrom" }, message: "must have required property 'learnFrom'", schema: schema49.required, parentSchema: schema49, data: data9 };
          if (vErrors === null) {
            vErrors = [err39];
          } else {
            vErrors.push(err39);
          }
          errors++;
        }
        if (data9.nudge === void 0) {
          const err40 = { instancePath: instancePath + "/config", schemaPath: "#/$defs/resolvedConfig/required", keyword: "required", params: { missingProperty: "nudge" }, message: "must have required property 'nudge'", schema: schema49.required, parentSchema: schema49, data: data9 };
          if (vErrors === null) {
            vErrors = [err40];
          } else {
            vErrors.push(err40);
          }
          errors++;
        }
        if (data9.rules === void 0) {
          const err41 = { instancePath: instancePath + "/config", schemaPath: "#/$defs/resolvedConfig/required", keyword: "required", params: { missingProperty: "rules" }, message: "must have required property 'rules'", schema: schema49.required, parentSchema: schema49, data: data9 };
          if (vErrors === null) {
            vErrors = [err41];
          } else {
            vErrors.push(err41);
          }
          errors++;
        }
        for (const key2 in data9) {
          if (!func25.call(schema49.properties, key2)) {
            const err42 = { instancePath: instancePath + "/config", schemaPath: "#/$defs/resolvedConfig/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key2 }, message: "must NOT have additional properties", schema: false, parentSchema: schema49, data: data9 };
            if (vErrors === null) {
              vErrors = [err42];
            } else {
              vErrors.push(err42);
            }
            errors++;
          }
        }
        if (data9.promoteThreshold !== void 0) {
          let data10 = data9.promoteThreshold;
          if (!(typeof data10 == "number" && (!(data10 % 1) && !isNaN(data10)) && isFinite(data10))) {
            const err43 = { instancePath: instancePath + "/config/promoteThreshold", schemaPath: "#/$defs/resolvedConfig/properties/promoteThreshold/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema49.properties.promoteThreshold.type, parentSchema: schema49.properties.promoteThreshold, data: data10 };
            if (vErrors === null) {
              vErrors = [err43];
            } else {
              vErrors.push(err43);
            }
            errors++;
          }
          if (typeof data10 == "number" && isFinite(data10)) {
            if (data10 < 1 || isNaN(data10)) {
              const err44 = { instancePath: instancePath + "/config/promoteThreshold", schemaPath: "#/$defs/resolvedConfig/properties/promoteThreshold/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1 }, message: "must be >= 1", schema: 1, parentSchema: schema49.properties.promoteThreshold, data: data10 };
              if (vErrors === null) {
                vErrors = [err44];
              } else {
                vErrors.push(err44);
              }
              errors++;
            }
          }
        }
        if (data9.decayDays !== void 0) {
          let data11 = data9.decayDays;
          if (!(typeof data11 == "number" && (!(data11 % 1) && !isNaN(data11)) && isFinite(data11))) {
            const err45 = { instancePath: instancePath + "/config/decayDays", schemaPath: "#/$defs/resolvedConfig/properties/decayDays/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema49.properties.decayDays.type, parentSchema: schema49.properties.decayDays, data: data11 };
            if (vErrors === null) {
              vErrors = [err45];
            } else {
              vErrors.push(err45);
            }
            errors++;
          }
          if (typeof data11 == "number" && isFinite(data11)) {
            if (data11 < 1 || isNaN(data11)) {
              const err46 = { instancePath: instancePath + "/config/decayDays", schemaPath: "#/$defs/resolvedConfig/properties/decayDays/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1 }, message: "must be >= 1", schema: 1, parentSchema: schema49.properties.decayDays, data: data11 };
              if (vErrors === null) {
                vErrors = [err46];
              } else {
                vErrors.push(err46);
              }
              errors++;
            }
          }
        }
        if (data9.staticDecayDays !== void 0) {
          let data12 = data9.staticDecayDays;
          if (!(typeof data12 == "number" && (!(data12 % 1) && !isNaN(data12)) && isFinite(data12)) && data12 !== null) {
            const err47 = { instancePath: instancePath + "/config/staticDecayDays", schemaPath: "#/$defs/resolvedConfig/properties/staticDecayDays/type", keyword: "type", params: { type: schema49.properties.staticDecayDays.type }, message: "must be integer,null", schema: schema49.properties.staticDecayDays.type, parentSchema: schema49.properties.staticDecayDays, data: data12 };
            if (vErrors === null) {
              vErrors = [err47];
            } else {
              vErrors.push(err47);
            }
            errors++;
          }
          if (typeof data12 == "number" && isFinite(data12)) {
            if (data12 < 1 || isNaN(data12)) {
              const err48 = { instancePath: instancePath + "/config/staticDecayDays", schemaPath: "#/$defs/resolvedConfig/properties/staticDecayDays/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1 }, message: "must be >= 1", schema: 1, parentSchema: schema49.properties.staticDecayDays, data: data12 };
              if (vErrors === null) {
                vErrors = [err48];
              } else {
                vErrors.push(err48);
              }
              errors++;
            }
          }
        }
        if (data9.learnFrom !== void 0) {
          let data13 = data9.learnFrom;
          if (Array.isArray(data13)) {
            if (data13.length < 1) {
              const err49 = { instancePath: instancePath + "/config/learnFrom", schemaPath: "#/$defs/resolvedConfig/properties/learnFrom/minItems", keyword: "minItems", params: { limit: 1 }, message: "must NOT have fewer than 1 items", schema: 1, parentSchema: schema49.properties.learnFrom, data: data13 };
              if (vErrors === null) {
                vErrors = [err49];
              } else {
                vErrors.push(err49);
              }
              errors++;
            }
            const len1 = data13.length;
            for (let i1 = 0; i1 < len1; i1++) {
              let data14 = data13[i1];
              if (!(data14 === "published" || data14 === "human")) {
                const err50 = { instancePath: instancePath + "/config/learnFrom/" + i1, schemaPath: "#/$defs/resolvedConfig/properties/learnFrom/items/enum", keyword: "enum", params: { allowedValues: schema49.properties.learnFrom.items.enum }, message: "must be equal to one of the allowed values", schema: schema49.properties.learnFrom.items.enum, parentSchema: schema49.properties.learnFrom.items, data: data14 };
                if (vErrors === null) {
                  vErrors = [err50];
                } else {
                  vErrors.push(err50);
                }
                errors++;
              }
            }
            let i2 = data13.length;
            let j0;
            if (i2 > 1) {
              outer0: for (; i2--; ) {
                for (j0 = i2; j0--; ) {
                  if (func0(data13[i2], data13[j0])) {
                    const err51 = { instancePath: instancePath + "/config/learnFrom", schemaPath: "#/$defs/resolvedConfig/properties/learnFrom/uniqueItems", keyword: "uniqueItems", params: { i: i2, j: j0 }, message: "must NOT have duplicate items (items ## " + j0 + " and " + i2 + " are identical)", schema: true, parentSchema: schema49.properties.learnFrom, data: data13 };
                    if (vErrors === null) {
                      vErrors = [err51];
                    } else {
                      vErrors.push(err51);
                    }
                    errors++;
                    break outer0;
                  }
                }
              }
            }
          } else {
            const err52 = { instancePath: instancePath + "/config/learnFrom", schemaPath: "#/$defs/resolvedConfig/properties/learnFrom/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema49.properties.learnFrom.type, parentSchema: schema49.properties.learnFrom, data: data13 };
            if (vErrors === null) {
              vErrors = [err52];
            } else {
              vErrors.push(err52);
            }
            errors++;
          }
        }
        if (data9.nudge !== void 0) {
          let data15 = data9.nudge;
          if (data15 && typeof data15 == "object" && !Array.isArray(data15)) {
            if (data15.minNewPublished === void 0) {
              const err53 = { instancePath: instancePath + "/config/nudge", schemaPath: "#/$defs/resolvedConfig/properties/nudge/required", keyword: "required", params: { missingProperty: "minNewPublished" }, message: "must have required property 'minNewPublished'", schema: schema49.properties.nudge.required, parentSchema: schema49.properties.nudge, data: data15 };
              if (vErrors === null) {
                vErrors = [err53];
              } else {
                vErrors.push(err53);
              }
              errors++;
            }
            if (data15.minDaysSinceRun === void 0) {
              const err54 = { instancePath: instancePath + "/config/nudge", schemaPath: "#/$defs/resolvedConfig/properties/nudge/required", keyword: "required", params: { missingProperty: "minDaysSinceRun" }, message: "must have required property 'minDaysSinceRun'", schema: schema49.properties.nudge.required, parentSchema: schema49.properties.nudge, data: data15 };
              if (vErrors === null) {
                vErrors = [err54];
              } else {
                vErrors.push(err54);
              }
              errors++;
            }
            for (const key3 in data15) {
              if (!(key3 === "minNewPublished" || key3 === "minDaysSinceRun")) {
                const err55 = { instancePath: instancePath + "/config/nudge", schemaPath: "#/$defs/resolvedConfig/properties/nudge/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key3 }, message: "must NOT have additional properties", schema: false, parentSchema: schema49.properties.nudge, data: data15 };
                if (vErrors === null) {
                  vErrors = [err55];
                } else {
                  vErrors.push(err55);
                }
                errors++;
              }
            }
            if (data15.minNewPublished !== void 0) {
              let data16 = data15.minNewPublished;
              if (!(typeof data16 == "number" && (!(data16 % 1) && !isNaN(data16)) && isFinite(data16))) {
                const err56 = { instancePath: instancePath + "/config/nudge/minNewPublished", schemaPath: "#/$defs/resolvedConfig/properties/nudge/properties/minNewPublished/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema49.properties.nudge.properties.minNewPublished.type, parentSchema: schema49.properties.nudge.properties.minNewPublished, data: data16 };
                if (vErrors === null) {
                  vErrors = [err56];
                } else {
                  vErrors.push(err56);
                }
                errors++;
              }
              if (typeof data16 == "number" && isFinite(data16)) {
                if (data16 < 1 || isNaN(data16)) {
                  const err57 = { instancePath: instancePath + "/config/nudge/minNewPublished", schemaPath: "#/$defs/resolvedConfig/properties/nudge/properties/minNewPublished/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1 }, message: "must be >= 1", schema: 1, parentSchema: schema49.properties.nudge.properties.minNewPublished, data: data16 };
                  if (vErrors === null) {
                    vErrors = [err57];
                  } else {
                    vErrors.push(err57);
                  }
                  errors++;
                }
              }
            }
            if (data15.minDaysSinceRun !== void 0) {
              let data17 = data15.minDaysSinceRun;
              if (!(typeof data17 == "number" && (!(data17 % 1) && !isNaN(data17)) && isFinite(data17))) {
                const err58 = { instancePath: instancePath + "/config/nudge/minDaysSinceRun", schemaPath: "#/$defs/resolvedConfig/properties/nudge/properties/minDaysSinceRun/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema49.properties.nudge.properties.minDaysSinceRun.type, parentSchema: schema49.properties.nudge.properties.minDaysSinceRun, data: data17 };
                if (vErrors === null) {
                  vErrors = [err58];
                } else {
                  vErrors.push(err58);
                }
                errors++;
              }
              if (typeof data17 == "number" && isFinite(data17)) {
                if (data17 < 0 || isNaN(data17)) {
                  const err59 = { instancePath: instancePath + "/config/nudge/minDaysSinceRun", schemaPath: "#/$defs/resolvedConfig/properties/nudge/properties/minDaysSinceRun/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0", schema: 0, parentSchema: schema49.properties.nudge.properties.minDaysSinceRun, data: data17 };
                  if (vErrors === null) {
                    vErrors = [err59];
                  } else {
                    vErrors.push(err59);
                  }
                  errors++;
                }
              }
            }
          } else {
            const err60 = { instancePath: instancePath + "/config/nudge", schemaPath: "#/$defs/resolvedConfig/properties/nudge/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema49.properties.nudge.type, parentSchema: schema49.properties.nudge, data: data15 };
            if (vErrors === null) {
              vErrors = [err60];
            } else {
              vErrors.push(err60);
            }
            errors++;
          }
        }
        if (data9.rules !== void 0) {
          let data18 = data9.rules;
          if (typeof data18 !== "string" && data18 !== null) {
            const err61 = { instancePath: instancePath + "/config/rules", schemaPath: "#/$defs/resolvedConfig/properties/rules/type", keyword: "type", params: { type: schema49.properties.rules.type }, message: "must be string,null", schema: schema49.properties.rules.type, parentSchema: schema49.properties.rules, data: data18 };
            if (vErrors === null) {
              vErrors = [err61];
            } else {
              vErrors.push(err61);
            }
            errors++;
          }
        }
        if (data9.requireKnownSources !== void 0) {
          let data19 = data9.requireKnownSources;
          if (typeof data19 !== "boolean") {
            const err62 = { instancePath: instancePath + "/config/requireKnownSources", schemaPath: "#/$defs/resolvedConfig/properties/requireKnownSources/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean", schema: schema49.properties.requireKnownSources.type, parentSchema: schema49.properties.requireKnownSources, data: data19 };
            if (vErrors === null) {
              vErrors = [err62];
            } else {
              vErrors.push(err62);
            }
            errors++;
          }
        }
        if (data9.multiValued !== void 0) {
          let data20 = data9.multiValued;
          if (Array.isArray(data20)) {
            const len2 = data20.length;
            for (let i3 = 0; i3 < len2; i3++) {
              let data21 = data20[i3];
              if (typeof data21 === "string") {
                if (func1(data21) > 200) {
                  const err63 = { instancePath: instancePath + "/config/multiValued/" + i3, schemaPath: "#/$defs/resolvedConfig/properties/multiValued/items/maxLength", keyword: "maxLength", params: { limit: 200 }, message: "must NOT have more than 200 characters", schema: 200, parentSchema: schema49.properties.multiValued.items, data: data21 };
                  if (vErrors === null) {
                    vErrors = [err63];
                  } else {
                    vErrors.push(err63);
                  }
                  errors++;
                }
                if (func1(data21) < 1) {
                  const err64 = { instancePath: instancePath + "/config/multiValued/" + i3, schemaPath: "#/$defs/resolvedConfig/properties/multiValued/items/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema49.properties.multiValued.items, data: data21 };
                  if (vErrors === null) {
                    vErrors = [err64];
                  } else {
                    vErrors.push(err64);
                  }
                  errors++;
                }
                if (!pattern32.test(data21)) {
                  const err65 = { instancePath: instancePath + "/config/multiValued/" + i3, schemaPath: "#/$defs/resolvedConfig/properties/multiValued/items/pattern", keyword: "pattern", params: { pattern: "^[^\\sA-Z_]+$" }, message: 'must match pattern "^[^\\sA-Z_]+$"', schema: "^[^\\sA-Z_]+$", parentSchema: schema49.properties.multiValued.items, data: data21 };
                  if (vErrors === null) {
                    vErrors = [err65];
                  } else {
                    vErrors.push(err65);
                  }
                  errors++;
                }
              } else {
                const err66 = { instancePath: instancePath + "/config/multiValued/" + i3, schemaPath: "#/$defs/resolvedConfig/properties/multiValued/items/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema49.properties.multiValued.items.type, parentSchema: schema49.properties.multiValued.items, data: data21 };
                if (vErrors === null) {
                  vErrors = [err66];
                } else {
                  vErrors.push(err66);
                }
                errors++;
              }
            }
            let i4 = data20.length;
            let j1;
            if (i4 > 1) {
              const indices0 = {};
              for (; i4--; ) {
                let item0 = data20[i4];
                if (typeof item0 !== "string") {
                  continue;
                }
                if (typeof indices0[item0] == "number") {
                  j1 = indices0[item0];
                  const err67 = { instancePath: instancePath + "/config/multiValued", schemaPath: "#/$defs/resolvedConfig/properties/multiValued/uniqueItems", keyword: "uniqueItems", params: { i: i4, j: j1 }, message: "must NOT have duplicate items (items ## " + j1 + " and " + i4 + " are identical)", schema: true, parentSchema: schema49.properties.multiValued, data: data20 };
                  if (vErrors === null) {
                    vErrors = [err67];
                  } else {
                    vErrors.push(err67);
                  }
                  errors++;
                  break;
                }
                indices0[item0] = i4;
              }
            }
          } else {
            const err68 = { instancePath: instancePath + "/config/multiValued", schemaPath: "#/$defs/resolvedConfig/properties/multiValued/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema49.properties.multiValued.type, parentSchema: schema49.properties.multiValued, data: data20 };
            if (vErrors === null) {
              vErrors = [err68];
            } else {
              vErrors.push(err68);
            }
            errors++;
          }
        }
        if (data9.retireFrom !== void 0) {
          let data22 = data9.retireFrom;
          if (Array.isArray(data22)) {
            const len3 = data22.length;
            for (let i5 = 0; i5 < len3; i5++) {
              let data23 = data22[i5];
              if (!(data23 === "published" || data23 === "human")) {
                const err69 = { instancePath: instancePath + "/config/retireFrom/" + i5, schemaPath: "#/$defs/resolvedConfig/properties/retireFrom/items/enum", keyword: "enum", params: { allowedValues: schema49.properties.retireFrom.items.enum }, message: "must be equal to one of the allowed values", schema: schema49.properties.retireFrom.items.enum, parentSchema: schema49.properties.retireFrom.items, data: data23 };
                if (vErrors === null) {
                  vErrors = [err69];
                } else {
                  vErrors.push(err69);
                }
                errors++;
              }
            }
            let i6 = data22.length;
            let j2;
            if (i6 > 1) {
              outer1: for (; i6--; ) {
                for (j2 = i6; j2--; ) {
                  if (func0(data22[i6], data22[j2])) {
                    const err70 = { instancePath: instancePath + "/config/retireFrom", schemaPath: "#/$defs/resolvedConfig/properties/retireFrom/uniqueItems", keyword: "uniqueItems", params: { i: i6, j: j2 }, message: "must NOT have duplicate items (items ## " + j2 + " and " + i6 + " are identical)", schema: true, parentSchema: schema49.properties.retireFrom, data: data22 };
                    if (vErrors === null) {
                      vErrors = [err70];
                    } else {
                      vErrors.push(err70);
                    }
                    errors++;
                    break outer1;
                  }
                }
              }
            }
          } else {
            const err71 = { instancePath: instancePath + "/config/retireFrom", schemaPath: "#/$defs/resolvedConfig/properties/retireFrom/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema49.properties.retireFrom.type, parentSchema: schema49.properties.retireFrom, data: data22 };
            if (vErrors === null) {
              vErrors = [err71];
            } else {
              vErrors.push(err71);
            }
            errors++;
          }
        }
      } else {
        const err72 = { instancePath: instancePath + "/config", schemaPath: "#/$defs/resolvedConfig/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema49.type, parentSchema: schema49, data: data9 };
        if (vErrors === null) {
          vErrors = [err72];
        } else {
          vErrors.push(err72);
        }
        errors++;
      }
    }
    if (data.candidates !== void 0) {
      let data24 = data.candidates;
      if (data24 && typeof data24 == "object" && !Array.isArray(data24)) {
        if (data24.sha256 === void 0) {
          const err73 = { instancePath: instancePath + "/candidates", schemaPath: "#/properties/candidates/required", keyword: "required", params: { missingProperty: "sha256" }, message: "must have required property 'sha256'", schema: schema48.properties.candidates.required, parentSchema: schema48.properties.candidates, data: data24 };
          if (vErrors === null) {
            vErrors = [err73];
          } else {
            vErrors.push(err73);
          }
          errors++;
        }
        if (data24.count === void 0) {
          const err74 = { instancePath: instancePath + "/candidates", schemaPath: "#/properties/candidates/required", keyword: "required", params: { missingProperty: "count" }, message: "must have required property 'count'", schema: schema48.properties.candidates.required, parentSchema: schema48.properties.candidates, data: data24 };
          if (vErrors === null) {
            vErrors = [err74];
          } else {
            vErrors.push(err74);
          }
          errors++;
        }
        for (const key4 in data24) {
          if (!(key4 === "sha256" || key4 === "count" || key4 === "decisions")) {
            const err75 = { instancePath: instancePath + "/candidates", schemaPath: "#/properties/candidates/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key4 }, message: "must NOT have additional properties", schema: false, parentSchema: schema48.properties.candidates, data: data24 };
            if (vErrors === null) {
              vErrors = [err75];
            } else {
              vErrors.push(err75);
            }
            errors++;
          }
        }
        if (data24.sha256 !== void 0) {
          let data25 = data24.sha256;
          if (typeof data25 === "string") {
            if (!pattern38.test(data25)) {
              const err76 = { instancePath: instancePath + "/candidates/sha256", schemaPath: "#/properties/candidates/properties/sha256/pattern", keyword: "pattern", params: { pattern: "^[0-9a-f]{64}$" }, message: 'must match pattern "^[0-9a-f]{64}$"', schema: "^[0-9a-f]{64}$", parentSchema: schema48.properties.candidates.properties.sha256, data: data25 };
              if (vErrors === null) {
                vErrors = [err76];
              } else {
                vErrors.push(err76);
              }
              errors++;
            }
          } else {
            const err77 = { instancePath: instancePath + "/candidates/sha256", schemaPath: "#/properties/candidates/properties/sha256/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema48.properties.candidates.properties.sha256.type, parentSchema: schema48.properties.candidates.properties.sha256, data: data25 };
            if (vErrors === null) {
              vErrors = [err77];
            } else {
              vErrors.push(err77);
            }
            errors++;
          }
        }
        if (data24.count !== void 0) {
          let data26 = data24.count;
          if (!(typeof data26 == "number" && (!(data26 % 1) && !isNaN(data26)) && isFinite(data26))) {
            const err78 = { instancePath: instancePath + "/candidates/count", schemaPath: "#/properties/candidates/properties/count/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema48.properties.candidates.properties.count.type, parentSchema: schema48.properties.candidates.properties.count, data: data26 };
            if (vErrors === null) {
              vErrors = [err78];
            } else {
              vErrors.push(err78);
            }
            errors++;
          }
          if (typeof data26 == "number" && isFinite(data26)) {
            if (data26 < 0 || isNaN(data26)) {
              const err79 = { instancePath: instancePath + "/candidates/count", schemaPath: "#/properties/candidates/properties/count/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0", schema: 0, parentSchema: schema48.properties.candidates.properties.count, data: data26 };
              if (vErrors === null) {
                vErrors = [err79];
              } else {
                vErrors.push(err79);
              }
              errors++;
            }
          }
        }
        if (data24.decisions !== void 0) {
          let data27 = data24.decisions;
          if (typeof data27 === "string") {
            if (!pattern38.test(data27)) {
              const err80 = { instancePath: instancePath + "/candidates/decisions", schemaPath: "#/properties/candidates/properties/decisions/pattern", keyword: "pattern", params: { pattern: "^[0-9a-f]{64}$" }, message: 'must match pattern "^[0-9a-f]{64}$"', schema: "^[0-9a-f]{64}$", parentSchema: schema48.properties.candidates.properties.decisions, data: data27 };
              if (vErrors === null) {
                vErrors = [err80];
              } else {
                vErrors.push(err80);
              }
              errors++;
            }
          } else {
            const err81 = { instancePath: instancePath + "/candidates/decisions", schemaPath: "#/properties/candidates/properties/decisions/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema48.properties.candidates.properties.decisions.type, parentSchema: schema48.properties.candidates.properties.decisions, data: data27 };
            if (vErrors === null) {
              vErrors = [err81];
            } else {
              vErrors.push(err81);
            }
            errors++;
          }
        }
      } else {
        const err82 = { instancePath: instancePath + "/candidates", schemaPath: "#/properties/candidates/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema48.properties.candidates.type, parentSchema: schema48.properties.candidates, data: data24 };
        if (vErrors === null) {
          vErrors = [err82];
        } else {
          vErrors.push(err82);
        }
        errors++;
      }
    }
    if (data.records !== void 0) {
      let data28 = data.records;
      if (data28 && typeof data28 == "object" && !Array.isArray(data28)) {
        if (data28.through === void 0) {
          const err83 = { instancePath: instancePath + "/records", schemaPath: "#/properties/records/required", keyword: "required", params: { missingProperty: "through" }, message: "must have required property 'through'", schema: schema48.properties.records.required, parentSchema: schema48.properties.records, data: data28 };
          if (vErrors === null) {
            vErrors = [err83];
          } else {
            vErrors.push(err83);
          }
          errors++;
        }
        if (data28.published === void 0) {
          const err84 = { instancePath: instancePath + "/records", schemaPath: "#/properties/records/required", keyword: "required", params: { missingProperty: "published" }, message: "must have required property 'published'", schema: schema48.properties.records.required, parentSchema: schema48.properties.records, data: data28 };
          if (vErrors === null) {
            vErrors = [err84];
          } else {
            vErrors.push(err84);
          }
          errors++;
        }
        if (data28.sha256 === void 0) {
          const err85 = { instancePath: instancePath + "/records", schemaPath: "#/properties/records/required", keyword: "required", params: { missingProperty: "sha256" }, message: "must have required property 'sha256'", schema: schema48.properties.records.required, parentSchema: schema48.properties.records, data: data28 };
          if (vErrors === null) {
            vErrors = [err85];
          } else {
            vErrors.push(err85);
          }
          errors++;
        }
        for (const key5 in data28) {
          if (!(key5 === "through" || key5 === "published" || key5 === "sha256" || key5 === "new")) {
            const err86 = { instancePath: instancePath + "/records", schemaPath: "#/properties/records/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key5 }, message: "must NOT have additional properties", schema: false, parentSchema: schema48.properties.records, data: data28 };
            if (vErrors === null) {
              vErrors = [err86];
            } else {
              vErrors.push(err86);
            }
            errors++;
          }
        }
        if (data28.through !== void 0) {
          let data29 = data28.through;
          if (typeof data29 !== "string" && data29 !== null) {
            const err87 = { instancePath: instancePath + "/records/through", schemaPath: "#/properties/records/properties/through/type", keyword: "type", params: { type: schema48.properties.records.properties.through.type }, message: "must be string,null", schema: schema48.properties.records.properties.through.type, parentSchema: schema48.properties.records.properties.through, data: data29 };
            if (vErrors === null) {
              vErrors = [err87];
            } else {
              vErrors.push(err87);
            }
            errors++;
          }
          if (typeof data29 === "string") {
            if (func1(data29) > 64) {
              const err88 = { instancePath: instancePath + "/records/through", schemaPath: "#/properties/records/properties/through/maxLength", keyword: "maxLength", params: { limit: 64 }, message: "must NOT have more than 64 characters", schema: 64, parentSchema: schema48.properties.records.properties.through, data: data29 };
              if (vErrors === null) {
                vErrors = [err88];
              } else {
                vErrors.push(err88);
              }
              errors++;
            }
          }
        }
        if (data28.published !== void 0) {
          let data30 = data28.published;
          if (!(typeof data30 == "number" && (!(data30 % 1) && !isNaN(data30)) && isFinite(data30))) {
            const err89 = { instancePath: instancePath + "/records/published", schemaPath: "#/properties/records/properties/published/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema48.properties.records.properties.published.type, parentSchema: schema48.properties.records.properties.published, data: data30 };
            if (vErrors === null) {
              vErrors = [err89];
            } else {
              vErrors.push(err89);
            }
            errors++;
          }
          if (typeof data30 == "number" && isFinite(data30)) {
            if (data30 < 0 || isNaN(data30)) {
              const err90 = { instancePath: instancePath + "/records/published", schemaPath: "#/properties/records/properties/published/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0", schema: 0, parentSchema: schema48.properties.records.properties.published, data: data30 };
              if (vErrors === null) {
                vErrors = [err90];
              } else {
                vErrors.push(err90);
              }
              errors++;
            }
          }
        }
        if (data28.sha256 !== void 0) {
          let data31 = data28.sha256;
          if (typeof data31 === "string") {
            if (!pattern38.test(data31)) {
              const err91 = { instancePath: instancePath + "/records/sha256", schemaPath: "#/properties/records/properties/sha256/pattern", keyword: "pattern", params: { pattern: "^[0-9a-f]{64}$" }, message: 'must match pattern "^[0-9a-f]{64}$"', schema: "^[0-9a-f]{64}$", parentSchema: schema48.properties.records.properties.sha256, data: data31 };
              if (vErrors === null) {
                vErrors = [err91];
              } else {
                vErrors.push(err91);
              }
              errors++;
            }
          } else {
            const err92 = { instancePath: instancePath + "/records/sha256", schemaPath: "#/properties/records/properties/sha256/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema48.properties.records.properties.sha256.type, parentSchema: schema48.properties.records.properties.sha256, data: data31 };
            if (vErrors === null) {
              vErrors = [err92];
            } else {
              vErrors.push(err92);
            }
            errors++;
          }
        }
        if (data28.new !== void 0) {
          let data32 = data28.new;
          if (data32 && typeof data32 == "object" && !Array.isArray(data32)) {
            if (data32.count === void 0) {
              const err93 = { instancePath: instancePath + "/records/new", schemaPath: "#/properties/records/properties/new/required", keyword: "required", params: { missingProperty: "count" }, message: "must have required property 'count'", schema: schema48.properties.records.properties.new.required, parentSchema: schema48.properties.records.properties.new, data: data32 };
              if (vErrors === null) {
                vErrors = [err93];
              } else {
                vErrors.push(err93);
              }
              errors++;
            }
            if (data32.ids === void 0) {
              const err94 = { instancePath: instancePath + "/records/new", schemaPath: "#/properties/records/properties/new/required", keyword: "required", params: { missingProperty: "ids" }, message: "must have required property 'ids'", schema: schema48.properties.records.properties.new.required, parentSchema: schema48.properties.records.properties.new, data: data32 };
              if (vErrors === null) {
                vErrors = [err94];
              } else {
                vErrors.push(err94);
              }
              errors++;
            }
            for (const key6 in data32) {
              if (!(key6 === "count" || key6 === "ids" || key6 === "agent_ingested")) {
                const err95 = { instancePath: instancePath + "/records/new", schemaPath: "#/properties/records/properties/new/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key6 }, message: "must NOT have additional properties", schema: false, parentSchema: schema48.properties.records.properties.new, data: data32 };
                if (vErrors === null) {
                  vErrors = [err95];
                } else {
                  vErrors.push(err95);
                }
                errors++;
              }
            }
            if (data32.count !== void 0) {
              let data33 = data32.count;
              if (!(typeof data33 == "number" && (!(data33 % 1) && !isNaN(data33)) && isFinite(data33))) {
                const err96 = { instancePath: instancePath + "/records/new/count", schemaPath: "#/properties/records/properties/new/properties/count/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema48.properties.records.properties.new.properties.count.type, parentSchema: schema48.properties.records.properties.new.properties.count, data: data33 };
                if (vErrors === null) {
                  vErrors = [err96];
                } else {
                  vErrors.push(err96);
                }
                errors++;
              }
              if (typeof data33 == "number" && isFinite(data33)) {
                if (data33 < 0 || isNaN(data33)) {
                  const err97 = { instancePath: instancePath + "/records/new/count", schemaPath: "#/properties/records/properties/new/properties/count/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0", schema: 0, parentSchema: schema48.properties.records.properties.new.properties.count, data: data33 };
                  if (vErrors === null) {
                    vErrors = [err97];
                  } else {
                    vErrors.push(err97);
                  }
                  errors++;
                }
              }
            }
            if (data32.ids !== void 0) {
              let data34 = data32.ids;
              if (Array.isArray(data34)) {
                const len4 = data34.length;
                for (let i7 = 0; i7 < len4; i7++) {
                  let data35 = data34[i7];
                  if (typeof data35 === "string") {
                    if (func1(data35) > 200) {
                      const err98 = { instancePath: instancePath + "/records/new/ids/" + i7, schemaPath: "#/properties/records/properties/new/properties/ids/items/maxLength", keyword: "maxLength", params: { limit: 200 }, message: "must NOT have more than 200 characters", schema: 200, parentSchema: schema48.properties.records.properties.new.properties.ids.items, data: data35 };
                      if (vErrors === null) {
                        vErrors = [err98];
                      } else {
                        vErrors.push(err98);
                      }
                      errors++;
                    }
                  } else {
                    const err99 = { instancePath: instancePath + "/records/new/ids/" + i7, schemaPath: "#/properties/records/properties/new/properties/ids/items/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema48.properties.records.properties.new.properties.ids.items.type, parentSchema: schema48.properties.records.properties.new.properties.ids.items, data: data35 };
                    if (vErrors === null) {
                      vErrors = [err99];
                    } else {
                      vErrors.push(err99);
                    }
                    errors++;
                  }
                }
              } else {
                const err100 = { instancePath: instancePath + "/records/new/ids", schemaPath: "#/properties/records/properties/new/properties/ids/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema48.properties.records.properties.new.properties.ids.type, parentSchema: schema48.properties.records.properties.new.properties.ids, data: data34 };
                if (vErrors === null) {
                  vErrors = [err100];
                } else {
                  vErrors.push(err100);
                }
                errors++;
              }
            }
            if (data32.agent_ingested !== void 0) {
              let data36 = data32.agent_ingested;
              if (Array.isArray(data36)) {
                if (data36.length < 1) {
                  const err101 = { instancePath: instancePath + "/records/new/agent_ingested", schemaPath: "#/properties/records/properties/new/properties/agent_ingested/minItems", keyword: "minItems", params: { limit: 1 }, message: "must NOT have fewer than 1 items", schema: 1, parentSchema: schema48.properties.records.properties.new.properties.agent_ingested, data: data36 };
                  if (vErrors === null) {
                    vErrors = [err101];
                  } else {
                    vErrors.push(err101);
                  }
                  errors++;
                }
                const len5 = data36.length;
                for (let i8 = 0; i8 < len5; i8++) {
                  let data37 = data36[i8];
                  if (typeof data37 === "string") {
                    if (func1(data37) > 200) {
                      const err102 = { instancePath: instancePath + "/records/new/agent_ingested/" + i8, schemaPath: "#/properties/records/properties/new/properties/agent_ingested/items/maxLength", keyword: "maxLength", params: { limit: 200 }, message: "must NOT have more than 200 characters", schema: 200, parentSchema: schema48.properties.records.properties.new.properties.agent_ingested.items, data: data37 };
                      if (vErrors === null) {
                        vErrors = [err102];
                      } else {
                        vErrors.push(err102);
                      }
                      errors++;
                    }
                  } else {
                    const err103 = { instancePath: instancePath + "/records/new/agent_ingested/" + i8, schemaPath: "#/properties/records/properties/new/properties/agent_ingested/items/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema48.properties.records.properties.new.properties.agent_ingested.items.type, parentSchema: schema48.properties.records.properties.new.properties.agent_ingested.items, data: data37 };
                    if (vErrors === null) {
                      vErrors = [err103];
                    } else {
                      vErrors.push(err103);
                    }
                    errors++;
                  }
                }
              } else {
                const err104 = { instancePath: instancePath + "/records/new/agent_ingested", schemaPath: "#/properties/records/properties/new/properties/agent_ingested/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema48.properties.records.properties.new.properties.agent_ingested.type, parentSchema: schema48.properties.records.properties.new.properties.agent_ingested, data: data36 };
                if (vErrors === null) {
                  vErrors = [err104];
                } else {
                  vErrors.push(err104);
                }
                errors++;
              }
            }
          } else {
            const err105 = { instancePath: instancePath + "/records/new", schemaPath: "#/properties/records/properties/new/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema48.properties.records.properties.new.type, parentSchema: schema48.properties.records.properties.new, data: data32 };
            if (vErrors === null) {
              vErrors = [err105];
            } else {
              vErrors.push(err105);
            }
            errors++;
          }
        }
      } else {
        const err106 = { instancePath: instancePath + "/records", schemaPath: "#/properties/records/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema48.properties.records.type, parentSchema: schema48.properties.records, data: data28 };
        if (vErrors === null) {
          vErrors = [err106];
        } else {
          vErrors.push(err106);
        }
        errors++;
      }
    }
    if (data.additions !== void 0) {
      let data38 = data.additions;
      if (Array.isArray(data38)) {
        const len6 = data38.length;
        for (let i9 = 0; i9 < len6; i9++) {
          let data39 = data38[i9];
          if (data39 && typeof data39 == "object" && !Array.isArray(data39)) {
            if (data39.candidate === void 0) {
              const err107 = { instancePath: instancePath + "/additions/" + i9, schemaPath: "#/$defs/addition/required", keyword: "required", params: { missingProperty: "candidate" }, message: "must have required property 'candidate'", schema: schema50.required, parentSchema: schema50, data: data39 };
              if (vErrors === null) {
                vErrors = [err107];
              } else {
                vErrors.push(err107);
              }
              errors++;
            }
            if (data39.id === void 0) {
              const err108 = { instancePath: instancePath + "/additions/" + i9, schemaPath: "#/$defs/addition/required", keyword: "required", params: { missingProperty: "id" }, message: "must have required property 'id'", schema: schema50.required, parentSchema: schema50, data: data39 };
              if (vErrors === null) {
                vErrors = [err108];
              } else {
                vErrors.push(err108);
              }
              errors++;
            }
            if (data39.key === void 0) {
              const err109 = { instancePath: instancePath + "/additions/" + i9, schemaPath: "#/$defs/addition/required", keyword: "required", params: { missingProperty: "key" }, message: "must have required property 'key'", schema: schema50.required, parentSchema: schema50, data: data39 };
              if (vErrors === null) {
                vErrors = [err109];
              } else {
                vErrors.push(err109);
              }
              errors++;
            }
            if (data39.value === void 0) {
              const err110 = { instancePath: instancePath + "/additions/" + i9, schemaPath: "#/$defs/addition/required", keyword: "required", params: { missingProperty: "value" }, message: "must have required property 'value'", schema: schema50.required, parentSchema: schema50, data: data39 };
              if (vErrors === null) {
                vErrors = [err110];
              } else {
                vErrors.push(err110);
              }
              errors++;
            }
            if (data39.provenance === void 0) {
              const err111 = { instancePath: instancePath + "/additions/" + i9, schemaPath: "#/$defs/addition/required", keyword: "required", params: { missingProperty: "provenance" }, message: "must have required property 'provenance'", schema: schema50.required, parentSchema: schema50, data: data39 };
              if (vErrors === null) {
                vErrors = [err111];
              } else {
                vErrors.push(err111);
              }
              errors++;
            }
            if (data39.source === void 0) {
              const err112 = { instancePath: instancePath + "/additions/" + i9, schemaPath: "#/$defs/addition/required", keyword: "required", params: { missingProperty: "source" }, message: "must have required property 'source'", schema: schema50.required, parentSchema: schema50, data: data39 };
              if (vErrors === null) {
                vErrors = [err112];
              } else {
                vErrors.push(err112);
              }
              errors++;
            }
            if (data39.observed_date === void 0) {
              const err113 = { instancePath: instancePath + "/additions/" + i9, schemaPath: "#/$defs/addition/required", keyword: "required", params: { missingProperty: "observed_date" }, message: "must have required property 'observed_date'", schema: schema50.required, parentSchema: schema50, data: data39 };
              if (vErrors === null) {
                vErrors = [err113];
              } else {
                vErrors.push(err113);
              }
              errors++;
            }
            for (const key7 in data39) {
              if (!(key7 === "candidate" || key7 === "id" || key7 === "key" || key7 === "value" || key7 === "provenance" || key7 === "source" || key7 === "observed_date" || key7 === "conflict")) {
                const err114 = { instancePath: instancePath + "/additions/" + i9, schemaPath: "#/$defs/addition/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key7 }, message: "must NOT have additional properties", schema: false, parentSchema: schema50, data: data39 };
                if (vErrors === null) {
                  vErrors = [err114];
                } else {
                  vErrors.push(err114);
                }
                errors++;
              }
            }
            if (data39.candidate !== void 0) {
              let data40 = data39.candidate;
              if (!(typeof data40 == "number" && (!(data40 % 1) && !isNaN(data40)) && isFinite(data40))) {
                const err115 = { instancePath: instancePath + "/additions/" + i9 + "/candidate", schemaPath: "#/$defs/addition/properties/candidate/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema50.properties.candidate.type, parentSchema: schema50.properties.candidate, data: data40 };
                if (vErrors === null) {
                  vErrors = [err115];
                } else {
                  vErrors.push(err115);
                }
                errors++;
              }
              if (typeof data40 == "number" && isFinite(data40)) {
                if (data40 < 0 || isNaN(data40)) {
                  const err116 = { instancePath: instancePath + "/additions/" + i9 + "/candidate", schemaPath: "#/$defs/addition/properties/candidate/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0", schema: 0, parentSchema: schema50.properties.candidate, data: data40 };
                  if (vErrors === null) {
                    vErrors = [err116];
                  } else {
                    vErrors.push(err116);
                  }
                  errors++;
                }
              }
            }
            if (data39.id !== void 0) {
              let data41 = data39.id;
              if (typeof data41 === "string") {
                if (!pattern46.test(data41)) {
                  const err117 = { instancePath: instancePath + "/additions/" + i9 + "/id", schemaPath: "#/$defs/addition/properties/id/pattern", keyword: "pattern", params: { pattern: "^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$" }, message: 'must match pattern "^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$"', schema: "^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$", parentSchema: schema50.properties.id, data: data41 };
                  if (vErrors === null) {
                    vErrors = [err117];
                  } else {
                    vErrors.push(err117);
                  }
                  errors++;
                }
              } else {
                const err118 = { instancePath: instancePath + "/additions/" + i9 + "/id", schemaPath: "#/$defs/addition/properties/id/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema50.properties.id.type, parentSchema: schema50.properties.id, data: data41 };
                if (vErrors === null) {
                  vErrors = [err118];
                } else {
                  vErrors.push(err118);
                }
                errors++;
              }
            }
            if (data39.key !== void 0) {
              let data42 = data39.key;
              const _errs94 = errors;
              const _errs95 = errors;
              if (typeof data42 === "string") {
                if (!pattern4.test(data42)) {
                  const err119 = {};
                  if (vErrors === null) {
                    vErrors = [err119];
                  } else {
                    vErrors.push(err119);
                  }
                  errors++;
                }
              }
              var valid27 = _errs95 === errors;
              if (valid27) {
                const err120 = { instancePath: instancePath + "/additions/" + i9 + "/key", schemaPath: "#/$defs/addition/properties/key/not", keyword: "not", params: {}, message: "must NOT be valid", schema: schema50.properties.key.not, parentSchema: schema50.properties.key, data: data42 };
                if (vErrors === null) {
                  vErrors = [err120];
                } else {
                  vErrors.push(err120);
                }
                errors++;
              } else {
                errors = _errs94;
                if (vErrors !== null) {
                  if (_errs94) {
                    vErrors.length = _errs94;
                  } else {
                    vErrors = null;
                  }
                }
              }
              if (typeof data42 === "string") {
                if (func1(data42) > 200) {
                  const err121 = { instancePath: instancePath + "/additions/" + i9 + "/key", schemaPath: "#/$defs/addition/properties/key/maxLength", keyword: "maxLength", params: { limit: 200 }, message: "must NOT have more than 200 characters", schema: 200, parentSchema: schema50.properties.key, data: data42 };
                  if (vErrors === null) {
                    vErrors = [err121];
                  } else {
                    vErrors.push(err121);
                  }
                  errors++;
                }
                if (func1(data42) < 1) {
                  const err122 = { instancePath: instancePath + "/additions/" + i9 + "/key", schemaPath: "#/$defs/addition/properties/key/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema50.properties.key, data: data42 };
                  if (vErrors === null) {
                    vErrors = [err122];
                  } else {
                    vErrors.push(err122);
                  }
                  errors++;
                }
              } else {
                const err123 = { instancePath: instancePath + "/additions/" + i9 + "/key", schemaPath: "#/$defs/addition/properties/key/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema50.properties.key.type, parentSchema: schema50.properties.key, data: data42 };
                if (vErrors === null) {
                  vErrors = [err123];
                } else {
                  vErrors.push(err123);
                }
                errors++;
              }
            }
            if (data39.value !== void 0) {
              let data43 = data39.value;
              const _errs98 = errors;
              const _errs99 = errors;
              if (typeof data43 === "string") {
                if (!pattern6.test(data43)) {
                  const err124 = {};
                  if (vErrors === null) {
                    vErrors = [err124];
                  } else {
                    vErrors.push(err124);
                  }
                  errors++;
                }
              }
              var valid28 = _errs99 === errors;
              if (valid28) {
                const err125 = { instancePath: instancePath + "/additions/" + i9 + "/value", schemaPath: "#/$defs/addition/properties/value/not", keyword: "not", params: {}, message: "must NOT be valid", schema: schema50.properties.value.not, parentSchema: schema50.properties.value, data: data43 };
                if (vErrors === null) {
                  vErrors = [err125];
                } else {
                  vErrors.push(err125);
                }
                errors++;
              } else {
                errors = _errs98;
                if (vErrors !== null) {
                  if (_errs98) {
                    vErrors.length = _errs98;
                  } else {
                    vErrors = null;
                  }
                }
              }
              if (typeof data43 === "string") {
                if (func1(data43) < 1) {
                  const err126 = { instancePath: instancePath + "/additions/" + i9 + "/value", schemaPath: "#/$defs/addition/properties/value/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema50.properties.value, data: data43 };
                  if (vErrors === null) {
                    vErrors = [err126];
                  } else {
                    vErrors.push(err126);
                  }
                  errors++;
                }
              } else {
                const err127 = { instancePath: instancePath + "/additions/" + i9 + "/value", schemaPath: "#/$defs/addition/properties/value/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema50.properties.value.type, parentSchema: schema50.properties.value, data: data43 };
                if (vErrors === null) {
                  vErrors = [err127];
                } else {
                  vErrors.push(err127);
                }
                errors++;
              }
            }
            if (data39.provenance !== void 0) {
              let data44 = data39.provenance;
              if (!(data44 === "published" || data44 === "human")) {
                const err128 = { instancePath: instancePath + "/additions/" + i9 + "/provenance", schemaPath: "#/$defs/addition/properties/provenance/enum", keyword: "enum", params: { allowedValues: schema50.properties.provenance.enum }, message: "must be equal to one of the allowed values", schema: schema50.properties.provenance.enum, parentSchema: schema50.properties.provenance, data: data44 };
                if (vErrors === null) {
                  vErrors = [err128];
                } else {
                  vErrors.push(err128);
                }
                errors++;
              }
            }
            if (data39.source !== void 0) {
              let data45 = data39.source;
              const _errs103 = errors;
              const _errs104 = errors;
              if (typeof data45 === "string") {
                if (!pattern4.test(data45)) {
                  const err129 = {};
                  if (vErrors === null) {
                    vErrors = [err129];
                  } else {
                    vErrors.push(err129);
                  }
                  errors++;
                }
              }
              var valid29 = _errs104 === errors;
              if (valid29) {
                const err130 = { instancePath: instancePath + "/additions/" + i9 + "/source", schemaPath: "#/$defs/addition/properties/source/not", keyword: "not", params: {}, message: "must NOT be valid", schema: schema50.properties.source.not, parentSchema: schema50.properties.source, data: data45 };
                if (vErrors === null) {
                  vErrors = [err130];
                } else {
                  vErrors.push(err130);
                }
                errors++;
              } else {
                errors = _errs103;
                if (vErrors !== null) {
                  if (_errs103) {
                    vErrors.length = _errs103;
                  } else {
                    vErrors = null;
                  }
                }
              }
              if (typeof data45 === "string") {
                if (func1(data45) > 500) {
                  const err131 = { instancePath: instancePath + "/additions/" + i9 + "/source", schemaPath: "#/$defs/addition/properties/source/maxLength", keyword: "maxLength", params: { limit: 500 }, message: "must NOT have more than 500 characters", schema: 500, parentSchema: schema50.properties.source, data: data45 };
                  if (vErrors === null) {
                    vErrors = [err131];
                  } else {
                    vErrors.push(err131);
                  }
                  errors++;
                }
                if (func1(data45) < 1) {
                  const err132 = { instancePath: instancePath + "/additions/" + i9 + "/source", schemaPath: "#/$defs/addition/properties/source/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema50.properties.source, data: data45 };
                  if (vErrors === null) {
                    vErrors = [err132];
                  } else {
                    vErrors.push(err132);
                  }
                  errors++;
                }
              } else {
                const err133 = { instancePath: instancePath + "/additions/" + i9 + "/source", schemaPath: "#/$defs/addition/properties/source/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema50.properties.source.type, parentSchema: schema50.properties.source, data: data45 };
                if (vErrors === null) {
                  vErrors = [err133];
                } else {
                  vErrors.push(err133);
                }
                errors++;
              }
            }
            if (data39.observed_date !== void 0) {
              let data46 = data39.observed_date;
              if (typeof data46 === "string") {
                if (!pattern10.test(data46)) {
                  const err134 = { instancePath: instancePath + "/additions/" + i9 + "/observed_date", schemaPath: "#/$defs/addition/properties/observed_date/pattern", keyword: "pattern", params: { pattern: "^[0-9]{4}-[0-9]{2}-[0-9]{2}$" }, message: 'must match pattern "^[0-9]{4}-[0-9]{2}-[0-9]{2}$"', schema: "^[0-9]{4}-[0-9]{2}-[0-9]{2}$", parentSchema: schema50.properties.observed_date, data: data46 };
                  if (vErrors === null) {
                    vErrors = [err134];
                  } else {
                    vErrors.push(err134);
                  }
                  errors++;
                }
                if (!formats0.validate(data46)) {
                  const err135 = { instancePath: instancePath + "/additions/" + i9 + "/observed_date", schemaPath: "#/$defs/addition/properties/observed_date/format", keyword: "format", params: { format: "date" }, message: 'must match format "date"', schema: "date", parentSchema: schema50.properties.observed_date, data: data46 };
                  if (vErrors === null) {
                    vErrors = [err135];
                  } else {
                    vErrors.push(err135);
                  }
                  errors++;
                }
              } else {
                const err136 = { instancePath: instancePath + "/additions/" + i9 + "/observed_date", schemaPath: "#/$defs/addition/properties/observed_date/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema50.properties.observed_date.type, parentSchema: schema50.properties.observed_date, data: data46 };
                if (vErrors === null) {
                  vErrors = [err136];
                } else {
                  vErrors.push(err136);
                }
                errors++;
              }
            }
            if (data39.conflict !== void 0) {
              let data47 = data39.conflict;
              if (true !== data47) {
                const err137 = { instancePath: instancePath + "/additions/" + i9 + "/conflict", schemaPath: "#/$defs/addition/properties/conflict/const", keyword: "const", params: { allowedValue: true }, message: "must be equal to constant", schema: true, parentSchema: schema50.properties.conflict, data: data47 };
                if (vErrors === null) {
                  vErrors = [err137];
                } else {
                  vErrors.push(err137);
                }
                errors++;
              }
            }
          } else {
            const err138 = { instancePath: instancePath + "/additions/" + i9, schemaPath: "#/$defs/addition/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema50.type, parentSchema: schema50, data: data39 };
            if (vErrors === null) {
              vErrors = [err138];
            } else {
              vErrors.push(err138);
            }
            errors++;
          }
        }
      } else {
        const err139 = { instancePath: instancePath + "/additions", schemaPath: "#/properties/additions/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema48.properties.additions.type, parentSchema: schema48.properties.additions, data: data38 };
        if (vErrors === null) {
          vErrors = [err139];
        } else {
          vErrors.push(err139);
        }
        errors++;
      }
    }
    if (data.evidenceBumps !== void 0) {
      let data48 = data.evidenceBumps;
      if (Array.isArray(data48)) {
        const len7 = data48.length;
        for (let i10 = 0; i10 < len7; i10++) {
          let data49 = data48[i10];
          if (data49 && typeof data49 == "object" && !Array.isArray(data49)) {
            if (data49.candidate === void 0) {
              const err140 = { instancePath: instancePath + "/evidenceBumps/" + i10, schemaPath: "#/$defs/evidenceBump/required", keyword: "required", params: { missingProperty: "candidate" }, message: "must have required property 'candidate'", schema: schema51.required, parentSchema: schema51, data: data49 };
              if (vErrors === null) {
                vErrors = [err140];
              } else {
                vErrors.push(err140);
              }
              errors++;
            }
            if (data49.id === void 0) {
              const err141 = { instancePath: instancePath + "/evidenceBumps/" + i10, schemaPath: "#/$defs/evidenceBump/required", keyword: "required", params: { missingProperty: "id" }, message: "must have required property 'id'", schema: schema51.required, parentSchema: schema51, data: data49 };
              if (vErrors === null) {
                vErrors = [err141];
              } else {
                vErrors.push(err141);
              }
              errors++;
            }
            if (data49.key === void 0) {
              const err142 = { instancePath: instancePath + "/evidenceBumps/" + i10, schemaPath: "#/$defs/evidenceBump/required", keyword: "required", params: { missingProperty: "key" }, message: "must have required property 'key'", schema: schema51.required, parentSchema: schema51, data: data49 };
              if (vErrors === null) {
                vErrors = [err142];
              } else {
                vErrors.push(err142);
              }
              errors++;
            }
            if (data49.value === void 0) {
              const err143 = { instancePath: instancePath + "/evidenceBumps/" + i10, schemaPath: "#/$defs/evidenceBump/required", keyword: "required", params: { missingProperty: "value" }, message: "must have required property 'value'", schema: schema51.required, parentSchema: schema51, data: data49 };
              if (vErrors === null) {
                vErrors = [err143];
              } else {
                vErrors.push(err143);
              }
              errors++;
            }
            if (data49.provenance === void 0) {
              const err144 = { instancePath: instancePath + "/evidenceBumps/" + i10, schemaPath: "#/$defs/evidenceBump/required", keyword: "required", params: { missingProperty: "provenance" }, message: "must have required property 'provenance'", schema: schema51.required, parentSchema: schema51, data: data49 };
              if (vErrors === null) {
                vErrors = [err144];
              } else {
                vErrors.push(err144);
              }
              errors++;
            }
            if (data49.source === void 0) {
              const err145 = { instancePath: instancePath + "/evidenceBumps/" + i10, schemaPath: "#/$defs/evidenceBump/required", keyword: "required", params: { missingProperty: "source" }, message: "must have required property 'source'", schema: schema51.required, parentSchema: schema51, data: data49 };
              if (vErrors === null) {
                vErrors = [err145];
              } else {
                vErrors.push(err145);
              }
              errors++;
            }
            if (data49.observed_date === void 0) {
              const err146 = { instancePath: instancePath + "/evidenceBumps/" + i10, schemaPath: "#/$defs/evidenceBump/required", keyword: "required", params: { missingProperty: "observed_date" }, message: "must have required property 'observed_date'", schema: schema51.required, parentSchema: schema51, data: data49 };
              if (vErrors === null) {
                vErrors = [err146];
              } else {
                vErrors.push(err146);
              }
              errors++;
            }
            if (data49.evidence_before === void 0) {
              const err147 = { instancePath: instancePath + "/evidenceBumps/" + i10, schemaPath: "#/$defs/evidenceBump/required", keyword: "required", params: { missingProperty: "evidence_before" }, message: "must have required property 'evidence_before'", schema: schema51.required, parentSchema: schema51, data: data49 };
              if (vErrors === null) {
                vErrors = [err147];
              } else {
                vErrors.push(err147);
              }
              errors++;
            }
            if (data49.evidence_after === void 0) {
              const err148 = { instancePath: instancePath + "/evidenceBumps/" + i10, schemaPath: "#/$defs/evidenceBump/required", keyword: "required", params: { missingProperty: "evidence_after" }, message: "must have required property 'evidence_after'", schema: schema51.required, parentSchema: schema51, data: data49 };
              if (vErrors === null) {
                vErrors = [err148];
              } else {
                vErrors.push(err148);
              }
              errors++;
            }
            for (const key8 in data49) {
              if (!func25.call(schema51.properties, key8)) {
                const err149 = { instancePath: instancePath + "/evidenceBumps/" + i10, schemaPath: "#/$defs/evidenceBump/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key8 }, message: "must NOT have additional properties", schema: false, parentSchema: schema51, data: data49 };
                if (vErrors === null) {
                  vErrors = [err149];
                } else {
                  vErrors.push(err149);
                }
                errors++;
              }
            }
            if (data49.candidate !== void 0) {
              let data50 = data49.candidate;
              if (!(typeof data50 == "number" && (!(data50 % 1) && !isNaN(data50)) && isFinite(data50))) {
                const err150 = { instancePath: instancePath + "/evidenceBumps/" + i10 + "/candidate", schemaPath: "#/$defs/evidenceBump/properties/candidate/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema51.properties.candidate.type, parentSchema: schema51.properties.candidate, data: data50 };
                if (vErrors === null) {
                  vErrors = [err150];
                } else {
                  vErrors.push(err150);
                }
                errors++;
              }
              if (typeof data50 == "number" && isFinite(data50)) {
                if (data50 < 0 || isNaN(data50)) {
                  const err151 = { instancePath: instancePath + "/evidenceBumps/" + i10 + "/candidate", schemaPath: "#/$defs/evidenceBump/properties/candidate/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0", schema: 0, parentSchema: schema51.properties.candidate, data: data50 };
                  if (vErrors === null) {
                    vErrors = [err151];
                  } else {
                    vErrors.push(err151);
                  }
                  errors++;
                }
              }
            }
            if (data49.id !== void 0) {
              let data51 = data49.id;
              if (typeof data51 === "string") {
                if (!pattern46.test(data51)) {
                  const err152 = { instancePath: instancePath + "/evidenceBumps/" + i10 + "/id", schemaPath: "#/$defs/evidenceBump/properties/id/pattern", keyword: "pattern", params: { pattern: "^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$" }, message: 'must match pattern "^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$"', schema: "^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$", parentSchema: schema51.properties.id, data: data51 };
                  if (vErrors === null) {
                    vErrors = [err152];
                  } else {
                    vErrors.push(err152);
                  }
                  errors++;
                }
              } else {
                const err153 = { instancePath: instancePath + "/evidenceBumps/" + i10 + "/id", schemaPath: "#/$defs/evidenceBump/properties/id/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema51.properties.id.type, parentSchema: schema51.properties.id, data: data51 };
                if (vErrors === null) {
                  vErrors = [err153];
                } else {
                  vErrors.push(err153);
                }
                errors++;
              }
            }
            if (data49.key !== void 0) {
              let data52 = data49.key;
              if (typeof data52 === "string") {
                if (func1(data52) > 200) {
                  const err154 = { instancePath: instancePath + "/evidenceBumps/" + i10 + "/key", schemaPath: "#/$defs/evidenceBump/properties/key/maxLength", keyword: "maxLength", params: { limit: 200 }, message: "must NOT have more than 200 characters", schema: 200, parentSchema: schema51.properties.key, data: data52 };
                  if (vErrors === null) {
                    vErrors = [err154];
                  } else {
                    vErrors.push(err154);
                  }
                  errors++;
                }
                if (func1(data52) < 1) {
                  const err155 = { instancePath: instancePath + "/evidenceBumps/" + i10 + "/key", schemaPath: "#/$defs/evidenceBump/properties/key/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema51.properties.key, data: data52 };
                  if (vErrors === null) {
                    vErrors = [err155];
                  } else {
                    vErrors.push(err155);
                  }
                  errors++;
                }
              } else {
                const err156 = { instancePath: instancePath + "/evidenceBumps/" + i10 + "/key", schemaPath: "#/$defs/evidenceBump/properties/key/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema51.properties.key.type, parentSchema: schema51.properties.key, data: data52 };
                if (vErrors === null) {
                  vErrors = [err156];
                } else {
                  vErrors.push(err156);
                }
                errors++;
              }
            }
            if (data49.value !== void 0) {
              let data53 = data49.value;
              if (typeof data53 === "string") {
                if (func1(data53) < 1) {
                  const err157 = { instancePath: instancePath + "/evidenceBumps/" + i10 + "/value", schemaPath: "#/$defs/evidenceBump/properties/value/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema51.properties.value, data: data53 };
                  if (vErrors === null) {
                    vErrors = [err157];
                  } else {
                    vErrors.push(err157);
                  }
                  errors++;
                }
              } else {
                const err158 = { instancePath: instancePath + "/evidenceBumps/" + i10 + "/value", schemaPath: "#/$defs/evidenceBump/properties/value/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema51.properties.value.type, parentSchema: schema51.properties.value, data: data53 };
                if (vErrors === null) {
                  vErrors = [err158];
                } else {
                  vErrors.push(err158);
                }
                errors++;
              }
            }
            if (data49.provenance !== void 0) {
              let data54 = data49.provenance;
              if (!(data54 === "published" || data54 === "human")) {
                const err159 = { instancePath: instancePath + "/evidenceBumps/" + i10 + "/provenance", schemaPath: "#/$defs/evidenceBump/properties/provenance/enum", keyword: "enum", params: { allowedValues: schema51.properties.provenance.enum }, message: "must be equal to one of the allowed values", schema: schema51.properties.provenance.enum, parentSchema: schema51.properties.provenance, data: data54 };
                if (vErrors === null) {
                  vErrors = [err159];
                } else {
                  vErrors.push(err159);
                }
                errors++;
              }
            }
            if (data49.source !== void 0) {
              let data55 = data49.source;
              const _errs125 = errors;
              const _errs126 = errors;
              if (typeof data55 === "string") {
                if (!pattern4.test(data55)) {
                  const err160 = {};
                  if (vErrors === null) {
                    vErrors = [err160];
                  } else {
                    vErrors.push(err160);
                  }
                  errors++;
                }
              }
              var valid34 = _errs126 === errors;
              if (valid34) {
                const err161 = { instancePath: instancePath + "/evidenceBumps/" + i10 + "/source", schemaPath: "#/$defs/evidenceBump/properties/source/not", keyword: "not", params: {}, message: "must NOT be valid", schema: schema51.properties.source.not, parentSchema: schema51.properties.source, data: data55 };
                if (vErrors === null) {
                  vErrors = [err161];
                } else {
                  vErrors.push(err161);
                }
                errors++;
              } else {
                errors = _errs125;
                if (vErrors !== null) {
                  if (_errs125) {
                    vErrors.length = _errs125;
                  } else {
                    vErrors = null;
                  }
                }
              }
              if (typeof data55 === "string") {
                if (func1(data55) > 500) {
                  const err162 = { instancePath: instancePath + "/evidenceBumps/" + i10 + "/source", schemaPath: "#/$defs/evidenceBump/properties/source/maxLength", keyword: "maxLength", params: { limit: 500 }, message: "must NOT have more than 500 characters", schema: 500, parentSchema: schema51.properties.source, data: data55 };
                  if (vErrors === null) {
                    vErrors = [err162];
                  } else {
                    vErrors.push(err162);
                  }
                  errors++;
                }
                if (func1(data55) < 1) {
                  const err163 = { instancePath: instancePath + "/evidenceBumps/" + i10 + "/source", schemaPath: "#/$defs/evidenceBump/properties/source/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema51.properties.source, data: data55 };
                  if (vErrors === null) {
                    vErrors = [err163];
                  } else {
                    vErrors.push(err163);
                  }
                  errors++;
                }
              } else {
                const err164 = { instancePath: instancePath + "/evidenceBumps/" + i10 + "/source", schemaPath: "#/$defs/evidenceBump/properties/source/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema51.properties.source.type, parentSchema: schema51.properties.source, data: data55 };
                if (vErrors === null) {
                  vErrors = [err164];
                } else {
                  vErrors.push(err164);
                }
                errors++;
              }
            }
            if (data49.observed_date !== void 0) {
              let data56 = data49.observed_date;
              if (typeof data56 === "string") {
                if (!pattern10.test(data56)) {
                  const err165 = { instancePath: instancePath + "/evidenceBumps/" + i10 + "/observed_date", schemaPath: "#/$defs/evidenceBump/properties/observed_date/pattern", keyword: "pattern", params: { pattern: "^[0-9]{4}-[0-9]{2}-[0-9]{2}$" }, message: 'must match pattern "^[0-9]{4}-[0-9]{2}-[0-9]{2}$"', schema: "^[0-9]{4}-[0-9]{2}-[0-9]{2}$", parentSchema: schema51.properties.observed_date, data: data56 };
                  if (vErrors === null) {
                    vErrors = [err165];
                  } else {
                    vErrors.push(err165);
                  }
                  errors++;
                }
                if (!formats0.validate(data56)) {
                  const err166 = { instancePath: instancePath + "/evidenceBumps/" + i10 + "/observed_date", schemaPath: "#/$defs/evidenceBump/properties/observed_date/format", keyword: "format", params: { format: "date" }, message: 'must match format "date"', schema: "date", parentSchema: schema51.properties.observed_date, data: data56 };
                  if (vErrors === null) {
                    vErrors = [err166];
                  } else {
                    vErrors.push(err166);
                  }
                  errors++;
                }
              } else {
                const err167 = { instancePath: instancePath + "/evidenceBumps/" + i10 + "/observed_date", schemaPath: "#/$defs/evidenceBump/properties/observed_date/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema51.properties.observed_date.type, parentSchema: schema51.properties.observed_date, data: data56 };
                if (vErrors === null) {
                  vErrors = [err167];
                } else {
                  vErrors.push(err167);
                }
                errors++;
              }
            }
            if (data49.evidence_before !== void 0) {
              let data57 = data49.evidence_before;
              if (!(typeof data57 == "number" && (!(data57 % 1) && !isNaN(data57)) && isFinite(data57))) {
                const err168 = { instancePath: instancePath + "/evidenceBumps/" + i10 + "/evidence_before", schemaPath: "#/$defs/evidenceBump/properties/evidence_before/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema51.properties.evidence_before.type, parentSchema: schema51.properties.evidence_before, data: data57 };
                if (vErrors === null) {
                  vErrors = [err168];
                } else {
                  vErrors.push(err168);
                }
                errors++;
              }
              if (typeof data57 == "number" && isFinite(data57)) {
                if (data57 < 1 || isNaN(data57)) {
                  const err169 = { instancePath: instancePath + "/evidenceBumps/" + i10 + "/evidence_before", schemaPath: "#/$defs/evidenceBump/properties/evidence_before/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1 }, message: "must be >= 1", schema: 1, parentSchema: schema51.properties.evidence_before, data: data57 };
                  if (vErrors === null) {
                    vErrors = [err169];
                  } else {
                    vErrors.push(err169);
                  }
                  errors++;
                }
              }
            }
            if (data49.evidence_after !== void 0) {
              let data58 = data49.evidence_after;
              if (!(typeof data58 == "number" && (!(data58 % 1) && !isNaN(data58)) && isFinite(data58))) {
                const err170 = { instancePath: instancePath + "/evidenceBumps/" + i10 + "/evidence_after", schemaPath: "#/$defs/evidenceBump/properties/evidence_after/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema51.properties.evidence_after.type, parentSchema: schema51.properties.evidence_after, data: data58 };
                if (vErrors === null) {
                  vErrors = [err170];
                } else {
                  vErrors.push(err170);
                }
                errors++;
              }
              if (typeof data58 == "number" && isFinite(data58)) {
                if (data58 < 2 || isNaN(data58)) {
                  const err171 = { instancePath: instancePath + "/evidenceBumps/" + i10 + "/evidence_after", schemaPath: "#/$defs/evidenceBump/properties/evidence_after/minimum", keyword: "minimum", params: { comparison: ">=", limit: 2 }, message: "must be >= 2", schema: 2, parentSchema: schema51.properties.evidence_after, data: data58 };
                  if (vErrors === null) {
                    vErrors = [err171];
                  } else {
                    vErrors.push(err171);
                  }
                  errors++;
                }
              }
            }
          } else {
            const err172 = { instancePath: instancePath + "/evidenceBumps/" + i10, schemaPath: "#/$defs/evidenceBump/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema51.type, parentSchema: schema51, data: data49 };
            if (vErrors === null) {
              vErrors = [err172];
            } else {
              vErrors.push(err172);
            }
            errors++;
          }
        }
      } else {
        const err173 = { instancePath: instancePath + "/evidenceBumps", schemaPath: "#/properties/evidenceBumps/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema48.properties.evidenceBumps.type, parentSchema: schema48.properties.evidenceBumps, data: data48 };
        if (vErrors === null) {
          vErrors = [err173];
        } else {
          vErrors.push(err173);
        }
        errors++;
      }
    }
    if (data.promotions !== void 0) {
      let data59 = data.promotions;
      if (Array.isArray(data59)) {
        const len8 = data59.length;
        for (let i11 = 0; i11 < len8; i11++) {
          let data60 = data59[i11];
          if (data60 && typeof data60 == "object" && !Array.isArray(data60)) {
            if (data60.id === void 0) {
              const err174 = { instancePath: instancePath + "/promotions/" + i11, schemaPath: "#/$defs/promotion/required", keyword: "required", params: { missingProperty: "id" }, message: "must have required property 'id'", schema: schema52.required, parentSchema: schema52, data: data60 };
              if (vErrors === null) {
                vErrors = [err174];
              } else {
                vErrors.push(err174);
              }
              errors++;
            }
            if (data60.key === void 0) {
              const err175 = { instancePath: instancePath + "/promotions/" + i11, schemaPath: "#/$defs/promotion/required", keyword: "required", params: { missingProperty: "key" }, message: "must have required property 'key'", schema: schema52.required, parentSchema: schema52, data: data60 };
              if (vErrors === null) {
                vErrors = [err175];
              } else {
                vErrors.push(err175);
              }
              errors++;
            }
            if (data60.value === void 0) {
              const err176 = { instancePath: instancePath + "/promotions/" + i11, schemaPath: "#/$defs/promotion/required", keyword: "required", params: { missingProperty: "value" }, message: "must have required property 'value'", schema: schema52.required, parentSchema: schema52, data: data60 };
              if (vErrors === null) {
                vErrors = [err176];
              } else {
                vErrors.push(err176);
              }
              errors++;
            }
            if (data60.evidence_count === void 0) {
              const err177 = { instancePath: instancePath + "/promotions/" + i11, schemaPath: "#/$defs/promotion/required", keyword: "required", params: { missingProperty: "evidence_count" }, message: "must have required property 'evidence_count'", schema: schema52.required, parentSchema: schema52, data: data60 };
              if (vErrors === null) {
                vErrors = [err177];
              } else {
                vErrors.push(err177);
              }
              errors++;
            }
            for (const key9 in data60) {
              if (!(key9 === "id" || key9 === "key" || key9 === "value" || key9 === "evidence_count" || key9 === "independent_evidence")) {
                const err178 = { instancePath: instancePath + "/promotions/" + i11, schemaPath: "#/$defs/promotion/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key9 }, message: "must NOT have additional properties", schema: false, parentSchema: schema52, data: data60 };
                if (vErrors === null) {
                  vErrors = [err178];
                } else {
                  vErrors.push(err178);
                }
                errors++;
              }
            }
            if (data60.id !== void 0) {
              let data61 = data60.id;
              if (typeof data61 === "string") {
                if (!pattern46.test(data61)) {
                  const err179 = { instancePath: instancePath + "/promotions/" + i11 + "/id", schemaPath: "#/$defs/promotion/properties/id/pattern", keyword: "pattern", params: { pattern: "^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$" }, message: 'must match pattern "^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$"', schema: "^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$", parentSchema: schema52.properties.id, data: data61 };
                  if (vErrors === null) {
                    vErrors = [err179];
                  } else {
                    vErrors.push(err179);
                  }
                  errors++;
                }
              } else {
                const err180 = { instancePath: instancePath + "/promotions/" + i11 + "/id", schemaPath: "#/$defs/promotion/properties/id/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema52.properties.id.type, parentSchema: schema52.properties.id, data: data61 };
                if (vErrors === null) {
                  vErrors = [err180];
                } else {
                  vErrors.push(err180);
                }
                errors++;
              }
            }
            if (data60.key !== void 0) {
              let data62 = data60.key;
              if (typeof data62 === "string") {
                if (func1(data62) > 200) {
                  const err181 = { instancePath: instancePath + "/promotions/" + i11 + "/key", schemaPath: "#/$defs/promotion/properties/key/maxLength", keyword: "maxLength", params: { limit: 200 }, message: "must NOT have more than 200 characters", schema: 200, parentSchema: schema52.properties.key, data: data62 };
                  if (vErrors === null) {
                    vErrors = [err181];
                  } else {
                    vErrors.push(err181);
                  }
                  errors++;
                }
                if (func1(data62) < 1) {
                  const err182 = { instancePath: instancePath + "/promotions/" + i11 + "/key", schemaPath: "#/$defs/promotion/properties/key/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema52.properties.key, data: data62 };
                  if (vErrors === null) {
                    vErrors = [err182];
                  } else {
                    vErrors.push(err182);
                  }
                  errors++;
                }
              } else {
                const err183 = { instancePath: instancePath + "/promotions/" + i11 + "/key", schemaPath: "#/$defs/promotion/properties/key/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema52.properties.key.type, parentSchema: schema52.properties.key, data: data62 };
                if (vErrors === null) {
                  vErrors = [err183];
                } else {
                  vErrors.push(err183);
                }
                errors++;
              }
            }
            if (data60.value !== void 0) {
              let data63 = data60.value;
              if (typeof data63 === "string") {
                if (func1(data63) < 1) {
                  const err184 = { instancePath: instancePath + "/promotions/" + i11 + "/value", schemaPath: "#/$defs/promotion/properties/value/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema52.properties.value, data: data63 };
                  if (vErrors === null) {
                    vErrors = [err184];
                  } else {
                    vErrors.push(err184);
                  }
                  errors++;
                }
              } else {
                const err185 = { instancePath: instancePath + "/promotions/" + i11 + "/value", schemaPath: "#/$defs/promotion/properties/value/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema52.properties.value.type, parentSchema: schema52.properties.value, data: data63 };
                if (vErrors === null) {
                  vErrors = [err185];
                } else {
                  vErrors.push(err185);
                }
                errors++;
              }
            }
            if (data60.evidence_count !== void 0) {
              let data64 = data60.evidence_count;
              if (!(typeof data64 == "number" && (!(data64 % 1) && !isNaN(data64)) && isFinite(data64))) {
                const err186 = { instancePath: instancePath + "/promotions/" + i11 + "/evidence_count", schemaPath: "#/$defs/promotion/properties/evidence_count/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema52.properties.evidence_count.type, parentSchema: schema52.properties.evidence_count, data: data64 };
                if (vErrors === null) {
                  vErrors = [err186];
                } else {
                  vErrors.push(err186);
                }
                errors++;
              }
              if (typeof data64 == "number" && isFinite(data64)) {
                if (data64 < 1 || isNaN(data64)) {
                  const err187 = { instancePath: instancePath + "/promotions/" + i11 + "/evidence_count", schemaPath: "#/$defs/promotion/properties/evidence_count/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1 }, message: "must be >= 1", schema: 1, parentSchema: schema52.properties.evidence_count, data: data64 };
                  if (vErrors === null) {
                    vErrors = [err187];
                  } else {
                    vErrors.push(err187);
                  }
                  errors++;
                }
              }
            }
            if (data60.independent_evidence !== void 0) {
              let data65 = data60.independent_evidence;
              if (!(typeof data65 == "number" && (!(data65 % 1) && !isNaN(data65)) && isFinite(data65))) {
                const err188 = { instancePath: instancePath + "/promotions/" + i11 + "/independent_evidence", schemaPath: "#/$defs/promotion/properties/independent_evidence/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema52.properties.independent_evidence.type, parentSchema: schema52.properties.independent_evidence, data: data65 };
                if (vErrors === null) {
                  vErrors = [err188];
                } else {
                  vErrors.push(err188);
                }
                errors++;
              }
              if (typeof data65 == "number" && isFinite(data65)) {
                if (data65 < 1 || isNaN(data65)) {
                  const err189 = { instancePath: instancePath + "/promotions/" + i11 + "/independent_evidence", schemaPath: "#/$defs/promotion/properties/independent_evidence/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1 }, message: "must be >= 1", schema: 1, parentSchema: schema52.properties.independent_evidence, data: data65 };
                  if (vErrors === null) {
                    vErrors = [err189];
                  } else {
                    vErrors.push(err189);
                  }
                  errors++;
                }
              }
            }
          } else {
            const err190 = { instancePath: instancePath + "/promotions/" + i11, schemaPath: "#/$defs/promotion/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema52.type, parentSchema: schema52, data: data60 };
            if (vErrors === null) {
              vErrors = [err190];
            } else {
              vErrors.push(err190);
            }
            errors++;
          }
        }
      } else {
        const err191 = { instancePath: instancePath + "/promotions", schemaPath: "#/properties/promotions/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema48.properties.promotions.type, parentSchema: schema48.properties.promotions, data: data59 };
        if (vErrors === null) {
          vErrors = [err191];
        } else {
          vErrors.push(err191);
        }
        errors++;
      }
    }
    if (data.conflicts !== void 0) {
      let data66 = data.conflicts;
      if (Array.isArray(data66)) {
        const len9 = data66.length;
        for (let i12 = 0; i12 < len9; i12++) {
          if (!validate38(data66[i12], { instancePath: instancePath + "/conflicts/" + i12, parentData: data66, parentDataProperty: i12, rootData, dynamicAnchors })) {
            vErrors = vErrors === null ? validate38.errors : vErrors.concat(validate38.errors);
            errors = vErrors.length;
          }
        }
      } else {
        const err192 = { instancePath: instancePath + "/conflicts", schemaPath: "#/properties/conflicts/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema48.properties.conflicts.type, parentSchema: schema48.properties.conflicts, data: data66 };
        if (vErrors === null) {
          vErrors = [err192];
        } else {
          vErrors.push(err192);
        }
        errors++;
      }
    }
    if (data.supersedes !== void 0) {
      let data68 = data.supersedes;
      if (Array.isArray(data68)) {
        const len10 = data68.length;
        for (let i13 = 0; i13 < len10; i13++) {
          let data69 = data68[i13];
          if (data69 && typeof data69 == "object" && !Array.isArray(data69)) {
            if (data69.candidate === void 0) {
              const err193 = { instancePath: instancePath + "/supersedes/" + i13, schemaPath: "#/$defs/supersede/required", keyword: "required", params: { missingProperty: "candidate" }, message: "must have required property 'candidate'", schema: schema56.required, parentSchema: schema56, data: data69 };
              if (vErrors === null) {
                vErrors = [err193];
              } else {
                vErrors.push(err193);
              }
              errors++;
            }
            if (data69.key === void 0) {
              const err194 = { instancePath: instancePath + "/supersedes/" + i13, schemaPath: "#/$defs/supersede/required", keyword: "required", params: { missingProperty: "key" }, message: "must have required property 'key'", schema: schema56.required, parentSchema: schema56, data: data69 };
              if (vErrors === null) {
                vErrors = [err194];
              } else {
                vErrors.push(err194);
              }
              errors++;
            }
            if (data69.old === void 0) {
              const err195 = { instancePath: instancePath + "/supersedes/" + i13, schemaPath: "#/$defs/supersede/required", keyword: "required", params: { missingProperty: "old" }, message: "must have required property 'old'", schema: schema56.required, parentSchema: schema56, data: data69 };
              if (vErrors === null) {
                vErrors = [err195];
              } else {
                vErrors.push(err195);
              }
              errors++;
            }
            if (data69.winner === void 0) {
              const err196 = { instancePath: instancePath + "/supersedes/" + i13, schemaPath: "#/$defs/supersede/required", keyword: "required", params: { missingProperty: "winner" }, message: "must have required property 'winner'", schema: schema56.required, parentSchema: schema56, data: data69 };
              if (vErrors === null) {
                vErrors = [err196];
              } else {
                vErrors.push(err196);
              }
              errors++;
            }
            for (const key10 in data69) {
              if (!(key10 === "candidate" || key10 === "key" || key10 === "old" || key10 === "winner" || key10 === "merged")) {
                const err197 = { instancePath: instancePath + "/supersedes/" + i13, schemaPath: "#/$defs/supersede/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key10 }, message: "must NOT have additional properties", schema: false, parentSchema: schema56, data: data69 };
                if (vErrors === null) {
                  vErrors = [err197];
                } else {
                  vErrors.push(err197);
                }
                errors++;
              }
            }
            if (data69.candidate !== void 0) {
              let data70 = data69.candidate;
              if (!(typeof data70 == "number" && (!(data70 % 1) && !isNaN(data70)) && isFinite(data70))) {
                const err198 = { instancePath: instancePath + "/supersedes/" + i13 + "/candidate", schemaPath: "#/$defs/supersede/properties/candidate/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema56.properties.candidate.type, parentSchema: schema56.properties.candidate, data: data70 };
                if (vErrors === null) {
                  vErrors = [err198];
                } else {
                  vErrors.push(err198);
                }
                errors++;
              }
              if (typeof data70 == "number" && isFinite(data70)) {
                if (data70 < 0 || isNaN(data70)) {
                  const err199 = { instancePath: instancePath + "/supersedes/" + i13 + "/candidate", schemaPath: "#/$defs/supersede/properties/candidate/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0", schema: 0, parentSchema: schema56.properties.candidate, data: data70 };
                  if (vErrors === null) {
                    vErrors = [err199];
                  } else {
                    vErrors.push(err199);
                  }
                  errors++;
                }
              }
            }
            if (data69.key !== void 0) {
              let data71 = data69.key;
              if (typeof data71 === "string") {
                if (func1(data71) > 200) {
                  const err200 = { instancePath: instancePath + "/supersedes/" + i13 + "/key", schemaPath: "#/$defs/supersede/properties/key/maxLength", keyword: "maxLength", params: { limit: 200 }, message: "must NOT have more than 200 characters", schema: 200, parentSchema: schema56.properties.key, data: data71 };
                  if (vErrors === null) {
                    vErrors = [err200];
                  } else {
                    vErrors.push(err200);
                  }
                  errors++;
                }
                if (func1(data71) < 1) {
                  const err201 = { instancePath: instancePath + "/supersedes/" + i13 + "/key", schemaPath: "#/$defs/supersede/properties/key/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema56.properties.key, data: data71 };
                  if (vErrors === null) {
                    vErrors = [err201];
                  } else {
                    vErrors.push(err201);
                  }
                  errors++;
                }
              } else {
                const err202 = { instancePath: instancePath + "/supersedes/" + i13 + "/key", schemaPath: "#/$defs/supersede/properties/key/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema56.properties.key.type, parentSchema: schema56.properties.key, data: data71 };
                if (vErrors === null) {
                  vErrors = [err202];
                } else {
                  vErrors.push(err202);
                }
                errors++;
              }
            }
            if (data69.old !== void 0) {
              let data72 = data69.old;
              if (data72 && typeof data72 == "object" && !Array.isArray(data72)) {
                if (data72.id === void 0) {
                  const err203 = { instancePath: instancePath + "/supersedes/" + i13 + "/old", schemaPath: "#/$defs/supersede/properties/old/required", keyword: "required", params: { missingProperty: "id" }, message: "must have required property 'id'", schema: schema56.properties.old.required, parentSchema: schema56.properties.old, data: data72 };
                  if (vErrors === null) {
                    vErrors = [err203];
                  } else {
                    vErrors.push(err203);
                  }
                  errors++;
                }
                if (data72.archived_id === void 0) {
                  const err204 = { instancePath: instancePath + "/supersedes/" + i13 + "/old", schemaPath: "#/$defs/supersede/properties/old/required", keyword: "required", params: { missingProperty: "archived_id" }, message: "must have required property 'archived_id'", schema: schema56.properties.old.required, parentSchema: schema56.properties.old, data: data72 };
                  if (vErrors === null) {
                    vErrors = [err204];
                  } else {
                    vErrors.push(err204);
                  }
                  errors++;
                }
                if (data72.value === void 0) {
                  const err205 = { instancePath: instancePath + "/supersedes/" + i13 + "/old", schemaPath: "#/$defs/supersede/properties/old/required", keyword: "required", params: { missingProperty: "value" }, message: "must have required property 'value'", schema: schema56.properties.old.required, parentSchema: schema56.properties.old, data: data72 };
                  if (vErrors === null) {
                    vErrors = [err205];
                  } else {
                    vErrors.push(err205);
                  }
                  errors++;
                }
                for (const key11 in data72) {
                  if (!(key11 === "id" || key11 === "archived_id" || key11 === "value")) {
                    const err206 = { instancePath: instancePath + "/supersedes/" + i13 + "/old", schemaPath: "#/$defs/supersede/properties/old/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key11 }, message: "must NOT have additional properties", schema: false, parentSchema: schema56.properties.old, data: data72 };
                    if (vErrors === null) {
                      vErrors = [err206];
                    } else {
                      vErrors.push(err206);
                    }
                    errors++;
                  }
                }
                if (data72.id !== void 0) {
                  let data73 = data72.id;
                  if (typeof data73 === "string") {
                    if (!pattern46.test(data73)) {
                      const err207 = { instancePath: instancePath + "/supersedes/" + i13 + "/old/id", schemaPath: "#/$defs/supersede/properties/old/properties/id/pattern", keyword: "pattern", params: { pattern: "^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$" }, message: 'must match pattern "^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$"', schema: "^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$", parentSchema: schema56.properties.old.properties.id, data: data73 };
                      if (vErrors === null) {
                        vErrors = [err207];
                      } else {
                        vErrors.push(err207);
                      }
                      errors++;
                    }
                  } else {
                    const err208 = { instancePath: instancePath + "/supersedes/" + i13 + "/old/id", schemaPath: "#/$defs/supersede/properties/old/properties/id/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema56.properties.old.properties.id.type, parentSchema: schema56.properties.old.properties.id, data: data73 };
                    if (vErrors === null) {
                      vErrors = [err208];
                    } else {
                      vErrors.push(err208);
                    }
                    errors++;
                  }
                }
                if (data72.archived_id !== void 0) {
                  let data74 = data72.archived_id;
                  if (typeof data74 === "string") {
                    if (!pattern46.test(data74)) {
                      const err209 = { instancePath: instancePath + "/supersedes/" + i13 + "/old/archived_id", schemaPath: "#/$defs/supersede/properties/old/properties/archived_id/pattern", keyword: "pattern", params: { pattern: "^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$" }, message: 'must match pattern "^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$"', schema: "^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$", parentSchema: schema56.properties.old.properties.archived_id, data: data74 };
                      if (vErrors === null) {
                        vErrors = [err209];
                      } else {
                        vErrors.push(err209);
                      }
                      errors++;
                    }
                  } else {
                    const err210 = { instancePath: instancePath + "/supersedes/" + i13 + "/old/archived_id", schemaPath: "#/$defs/supersede/properties/old/properties/archived_id/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema56.properties.old.properties.archived_id.type, parentSchema: schema56.properties.old.properties.archived_id, data: data74 };
                    if (vErrors === null) {
                      vErrors = [err210];
                    } else {
                      vErrors.push(err210);
                    }
                    errors++;
                  }
                }
                if (data72.value !== void 0) {
                  let data75 = data72.value;
                  if (typeof data75 === "string") {
                    if (func1(data75) < 1) {
                      const err211 = { instancePath: instancePath + "/supersedes/" + i13 + "/old/value", schemaPath: "#/$defs/supersede/properties/old/properties/value/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema56.properties.old.properties.value, data: data75 };
                      if (vErrors === null) {
                        vErrors = [err211];
                      } else {
                        vErrors.push(err211);
                      }
                      errors++;
                    }
                  } else {
                    const err212 = { instancePath: instancePath + "/supersedes/" + i13 + "/old/value", schemaPath: "#/$defs/supersede/properties/old/properties/value/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema56.properties.old.properties.value.type, parentSchema: schema56.properties.old.properties.value, data: data75 };
                    if (vErrors === null) {
                      vErrors = [err212];
                    } else {
                      vErrors.push(err212);
                    }
                    errors++;
                  }
                }
              } else {
                const err213 = { instancePath: instancePath + "/supersedes/" + i13 + "/old", schemaPath: "#/$defs/supersede/properties/old/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema56.properties.old.type, parentSchema: schema56.properties.old, data: data72 };
                if (vErrors === null) {
                  vErrors = [err213];
                } else {
                  vErrors.push(err213);
                }
                errors++;
              }
            }
            if (data69.winner !== void 0) {
              let data76 = data69.winner;
              if (data76 && typeof data76 == "object" && !Array.isArray(data76)) {
                if (data76.id === void 0) {
                  const err214 = { instancePath: instancePath + "/supersedes/" + i13 + "/winner", schemaPath: "#/$defs/supersede/properties/winner/required", keyword: "required", params: { missingProperty: "id" }, message: "must have required property 'id'", schema: schema56.properties.winner.required, parentSchema: schema56.properties.winner, data: data76 };
                  if (vErrors === null) {
                    vErrors = [err214];
                  } else {
                    vErrors.push(err214);
                  }
                  errors++;
                }
                if (data76.value === void 0) {
                  const err215 = { instancePath: instancePath + "/supersedes/" + i13 + "/winner", schemaPath: "#/$defs/supersede/properties/winner/required", keyword: "required", params: { missingProperty: "value" }, message: "must have required property 'value'", schema: schema56.properties.winner.required, parentSchema: schema56.properties.winner, data: data76 };
                  if (vErrors === null) {
                    vErrors = [err215];
                  } else {
                    vErrors.push(err215);
                  }
                  errors++;
                }
                if (data76.provenance === void 0) {
                  const err216 = { instancePath: instancePath + "/supersedes/" + i13 + "/winner", schemaPath: "#/$defs/supersede/properties/winner/required", keyword: "required", params: { missingProperty: "provenance" }, message: "must have required property 'provenance'", schema: schema56.properties.winner.required, parentSchema: schema56.properties.winner, data: data76 };
                  if (vErrors === null) {
                    vErrors = [err216];
                  } else {
                    vErrors.push(err216);
                  }
                  errors++;
                }
                if (data76.source === void 0) {
                  const err217 = { instancePath: instancePath + "/supersedes/" + i13 + "/winner", schemaPath: "#/$defs/supersede/properties/winner/required", keyword: "required", params: { missingProperty: "source" }, message: "must have required property 'source'", schema: schema56.properties.winner.required, parentSchema: schema56.properties.winner, data: data76 };
                  if (vErrors === null) {
                    vErrors = [err217];
                  } else {
                    vErrors.push(err217);
                  }
                  errors++;
                }
                if (data76.observed_date === void 0) {
                  const err218 = { instancePath: instancePath + "/supersedes/" + i13 + "/winner", schemaPath: "#/$defs/supersede/properties/winner/required", keyword: "required", params: { missingProperty: "observed_date" }, message: "must have required property 'observed_date'", schema: schema56.properties.winner.required, parentSchema: schema56.properties.winner, data: data76 };
                  if (vErrors === null) {
                    vErrors = [err218];
                  } else {
                    vErrors.push(err218);
                  }
                  errors++;
                }
                for (const key12 in data76) {
                  if (!(key12 === "id" || key12 === "value" || key12 === "provenance" || key12 === "source" || key12 === "observed_date")) {
                    const err219 = { instancePath: instancePath + "/supersedes/" + i13 + "/winner", schemaPath: "#/$defs/supersede/properties/winner/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key12 }, message: "must NOT have additional properties", schema: false, parentSchema: schema56.properties.winner, data: data76 };
                    if (vErrors === null) {
                      vErrors = [err219];
                    } else {
                      vErrors.push(err219);
                    }
                    errors++;
                  }
                }
                if (data76.id !== void 0) {
                  let data77 = data76.id;
                  if (typeof data77 === "string") {
                    if (!pattern46.test(data77)) {
                      const err220 = { instancePath: instancePath + "/supersedes/" + i13 + "/winner/id", schemaPath: "#/$defs/supersede/properties/winner/properties/id/pattern", keyword: "pattern", params: { pattern: "^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$" }, message: 'must match pattern "^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$"', schema: "^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$", parentSchema: schema56.properties.winner.properties.id, data: data77 };
                      if (vErrors === null) {
                        vErrors = [err220];
                      } else {
                        vErrors.push(err220);
                      }
                      errors++;
                    }
                  } else {
                    const err221 = { instancePath: instancePath + "/supersedes/" + i13 + "/winner/id", schemaPath: "#/$defs/supersede/properties/winner/properties/id/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema56.properties.winner.properties.id.type, parentSchema: schema56.properties.winner.properties.id, data: data77 };
                    if (vErrors === null) {
                      vErrors = [err221];
                    } else {
                      vErrors.push(err221);
                    }
                    errors++;
                  }
                }
                if (data76.value !== void 0) {
                  let data78 = data76.value;
                  const _errs178 = errors;
                  const _errs179 = errors;
                  if (typeof data78 === "string") {
                    if (!pattern6.test(data78)) {
                      const err222 = {};
                      if (vErrors === null) {
                        vErrors = [err222];
                      } else {
                        vErrors.push(err222);
                      }
                      errors++;
                    }
                  }
                  var valid47 = _errs179 === errors;
                  if (valid47) {
                    const err223 = { instancePath: instancePath + "/supersedes/" + i13 + "/winner/value", schemaPath: "#/$defs/supersede/properties/winner/properties/value/not", keyword: "not", params: {}, message: "must NOT be valid", schema: schema56.properties.winner.properties.value.not, parentSchema: schema56.properties.winner.properties.value, data: data78 };
                    if (vErrors === null) {
                      vErrors = [err223];
                    } else {
                      vErrors.push(err223);
                    }
                    errors++;
                  } else {
                    errors = _errs178;
                    if (vErrors !== null) {
                      if (_errs178) {
                        vErrors.length = _errs178;
                      } else {
                        vErrors = null;
                      }
                    }
                  }
                  if (typeof data78 === "string") {
                    if (func1(data78) < 1) {
                      const err224 = { instancePath: instancePath + "/supersedes/" + i13 + "/winner/value", schemaPath: "#/$defs/supersede/properties/winner/properties/value/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema56.properties.winner.properties.value, data: data78 };
                      if (vErrors === null) {
                        vErrors = [err224];
                      } else {
                        vErrors.push(err224);
                      }
                      errors++;
                    }
                  } else {
                    const err225 = { instancePath: instancePath + "/supersedes/" + i13 + "/winner/value", schemaPath: "#/$defs/supersede/properties/winner/properties/value/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema56.properties.winner.properties.value.type, parentSchema: schema56.properties.winner.properties.value, data: data78 };
                    if (vErrors === null) {
                      vErrors = [err225];
                    } else {
                      vErrors.push(err225);
                    }
                    errors++;
                  }
                }
                if (data76.provenance !== void 0) {
                  let data79 = data76.provenance;
                  if (!(data79 === "published" || data79 === "human")) {
                    const err226 = { instancePath: instancePath + "/supersedes/" + i13 + "/winner/provenance", schemaPath: "#/$defs/supersede/properties/winner/properties/provenance/enum", keyword: "enum", params: { allowedValues: schema56.properties.winner.properties.provenance.enum }, message: "must be equal to one of the allowed values", schema: schema56.properties.winner.properties.provenance.enum, parentSchema: schema56.properties.winner.properties.provenance, data: data79 };
                    if (vErrors === null) {
                      vErrors = [err226];
                    } else {
                      vErrors.push(err226);
                    }
                    errors++;
                  }
                }
                if (data76.source !== void 0) {
                  let data80 = data76.source;
                  const _errs183 = errors;
                  const _errs184 = errors;
                  if (typeof data80 === "string") {
                    if (!pattern4.test(data80)) {
                      const err227 = {};
                      if (vErrors === null) {
                        vErrors = [err227];
                      } else {
                        vErrors.push(err227);
                      }
                      errors++;
                    }
                  }
                  var valid48 = _errs184 === errors;
                  if (valid48) {
                    const err228 = { instancePath: instancePath + "/supersedes/" + i13 + "/winner/source", schemaPath: "#/$defs/supersede/properties/winner/properties/source/not", keyword: "not", params: {}, message: "must NOT be valid", schema: schema56.properties.winner.properties.source.not, parentSchema: schema56.properties.winner.properties.source, data: data80 };
                    if (vErrors === null) {
                      vErrors = [err228];
                    } else {
                      vErrors.push(err228);
                    }
                    errors++;
                  } else {
                    errors = _errs183;
                    if (vErrors !== null) {
                      if (_errs183) {
                        vErrors.length = _errs183;
                      } else {
                        vErrors = null;
                      }
                    }
                  }
                  if (typeof data80 === "string") {
                    if (func1(data80) > 500) {
                      const err229 = { instancePath: instancePath + "/supersedes/" + i13 + "/winner/source", schemaPath: "#/$defs/supersede/properties/winner/properties/source/maxLength", keyword: "maxLength", params: { limit: 500 }, message: "must NOT have more than 500 characters", schema: 500, parentSchema: schema56.properties.winner.properties.source, data: data80 };
                      if (vErrors === null) {
                        vErrors = [err229];
                      } else {
                        vErrors.push(err229);
                      }
                      errors++;
                    }
                    if (func1(data80) < 1) {
                      const err230 = { instancePath: instancePath + "/supersedes/" + i13 + "/winner/source", schemaPath: "#/$defs/supersede/properties/winner/properties/source/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema56.properties.winner.properties.source, data: data80 };
                      if (vErrors === null) {
                        vErrors = [err230];
                      } else {
                        vErrors.push(err230);
                      }
                      errors++;
                    }
                  } else {
                    const err231 = { instancePath: instancePath + "/supersedes/" + i13 + "/winner/source", schemaPath: "#/$defs/supersede/properties/winner/properties/source/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema56.properties.winner.properties.source.type, parentSchema: schema56.properties.winner.properties.source, data: data80 };
                    if (vErrors === null) {
                      vErrors = [err231];
                    } else {
                      vErrors.push(err231);
                    }
                    errors++;
                  }
                }
                if (data76.observed_date !== void 0) {
                  let data81 = data76.observed_date;
                  if (typeof data81 === "string") {
                    if (!pattern10.test(data81)) {
                      const err232 = { instancePath: instancePath + "/supersedes/" + i13 + "/winner/observed_date", schemaPath: "#/$defs/supersede/properties/winner/properties/observed_date/pattern", keyword: "pattern", params: { pattern: "^[0-9]{4}-[0-9]{2}-[0-9]{2}$" }, message: 'must match pattern "^[0-9]{4}-[0-9]{2}-[0-9]{2}$"', schema: "^[0-9]{4}-[0-9]{2}-[0-9]{2}$", parentSchema: schema56.properties.winner.properties.observed_date, data: data81 };
                      if (vErrors === null) {
                        vErrors = [err232];
                      } else {
                        vErrors.push(err232);
                      }
                      errors++;
                    }
                    if (!formats0.validate(data81)) {
                      const err233 = { instancePath: instancePath + "/supersedes/" + i13 + "/winner/observed_date", schemaPath: "#/$defs/supersede/properties/winner/properties/observed_date/format", keyword: "format", params: { format: "date" }, message: 'must match format "date"', schema: "date", parentSchema: schema56.properties.winner.properties.observed_date, data: data81 };
                      if (vErrors === null) {
                        vErrors = [err233];
                      } else {
                        vErrors.push(err233);
                      }
                      errors++;
                    }
                  } else {
                    const err234 = { instancePath: instancePath + "/supersedes/" + i13 + "/winner/observed_date", schemaPath: "#/$defs/supersede/properties/winner/properties/observed_date/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema56.properties.winner.properties.observed_date.type, parentSchema: schema56.properties.winner.properties.observed_date, data: data81 };
                    if (vErrors === null) {
                      vErrors = [err234];
                    } else {
                      vErrors.push(err234);
                    }
                    errors++;
                  }
                }
              } else {
                const err235 = { instancePath: instancePath + "/supersedes/" + i13 + "/winner", schemaPath: "#/$defs/supersede/properties/winner/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema56.properties.winner.type, parentSchema: schema56.properties.winner, data: data76 };
                if (vErrors === null) {
                  vErrors = [err235];
                } else {
                  vErrors.push(err235);
                }
                errors++;
              }
            }
            if (data69.merged !== void 0) {
              let data82 = data69.merged;
              if (data82 && typeof data82 == "object" && !Array.isArray(data82)) {
                if (data82.id === void 0) {
                  const err236 = { instancePath: instancePath + "/supersedes/" + i13 + "/merged", schemaPath: "#/$defs/supersede/properties/merged/required", keyword: "required", params: { missingProperty: "id" }, message: "must have required property 'id'", schema: schema56.properties.merged.required, parentSchema: schema56.properties.merged, data: data82 };
                  if (vErrors === null) {
                    vErrors = [err236];
                  } else {
                    vErrors.push(err236);
                  }
                  errors++;
                }
                if (data82.value === void 0) {
                  const err237 = { instancePath: instancePath + "/supersedes/" + i13 + "/merged", schemaPath: "#/$defs/supersede/properties/merged/required", keyword: "required", params: { missingProperty: "value" }, message: "must have required property 'value'", schema: schema56.properties.merged.required, parentSchema: schema56.properties.merged, data: data82 };
                  if (vErrors === null) {
                    vErrors = [err237];
                  } else {
                    vErrors.push(err237);
                  }
                  errors++;
                }
                if (data82.evidence_before === void 0) {
                  const err238 = { instancePath: instancePath + "/supersedes/" + i13 + "/merged", schemaPath: "#/$defs/supersede/properties/merged/required", keyword: "required", params: { missingProperty: "evidence_before" }, message: "must have required property 'evidence_before'", schema: schema56.properties.merged.required, parentSchema: schema56.properties.merged, data: data82 };
                  if (vErrors === null) {
                    vErrors = [err238];
                  } else {
                    vErrors.push(err238);
                  }
                  errors++;
                }
                for (const key13 in data82) {
                  if (!(key13 === "id" || key13 === "value" || key13 === "evidence_before")) {
                    const err239 = { instancePath: instancePath + "/supersedes/" + i13 + "/merged", schemaPath: "#/$defs/supersede/properties/merged/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key13 }, message: "must NOT have additional properties", schema: false, parentSchema: schema56.properties.merged, data: data82 };
                    if (vErrors === null) {
                      vErrors = [err239];
                    } else {
                      vErrors.push(err239);
                    }
                    errors++;
                  }
                }
                if (data82.id !== void 0) {
                  let data83 = data82.id;
                  if (typeof data83 === "string") {
                    if (!pattern46.test(data83)) {
                      const err240 = { instancePath: instancePath + "/supersedes/" + i13 + "/merged/id", schemaPath: "#/$defs/supersede/properties/merged/properties/id/pattern", keyword: "pattern", params: { pattern: "^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$" }, message: 'must match pattern "^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$"', schema: "^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$", parentSchema: schema56.properties.merged.properties.id, data: data83 };
                      if (vErrors === null) {
                        vErrors = [err240];
                      } else {
                        vErrors.push(err240);
                      }
                      errors++;
                    }
                  } else {
                    const err241 = { instancePath: instancePath + "/supersedes/" + i13 + "/merged/id", schemaPath: "#/$defs/supersede/properties/merged/properties/id/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema56.properties.merged.properties.id.type, parentSchema: schema56.properties.merged.properties.id, data: data83 };
                    if (vErrors === null) {
                      vErrors = [err241];
                    } else {
                      vErrors.push(err241);
                    }
                    errors++;
                  }
                }
                if (data82.value !== void 0) {
                  let data84 = data82.value;
                  if (typeof data84 === "string") {
                    if (func1(data84) < 1) {
                      const err242 = { instancePath: instancePath + "/supersedes/" + i13 + "/merged/value", schemaPath: "#/$defs/supersede/properties/merged/properties/value/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema56.properties.merged.properties.value, data: data84 };
                      if (vErrors === null) {
                        vErrors = [err242];
                      } else {
                        vErrors.push(err242);
                      }
                      errors++;
                    }
                  } else {
                    const err243 = { instancePath: instancePath + "/supersedes/" + i13 + "/merged/value", schemaPath: "#/$defs/supersede/properties/merged/properties/value/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema56.properties.merged.properties.value.type, parentSchema: schema56.properties.merged.properties.value, data: data84 };
                    if (vErrors === null) {
                      vErrors = [err243];
                    } else {
                      vErrors.push(err243);
                    }
                    errors++;
                  }
                }
                if (data82.evidence_before !== void 0) {
                  let data85 = data82.evidence_before;
                  if (!(typeof data85 == "number" && (!(data85 % 1) && !isNaN(data85)) && isFinite(data85))) {
                    const err244 = { instancePath: instancePath + "/supersedes/" + i13 + "/merged/evidence_before", schemaPath: "#/$defs/supersede/properties/merged/properties/evidence_before/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema56.properties.merged.properties.evidence_before.type, parentSchema: schema56.properties.merged.properties.evidence_before, data: data85 };
                    if (vErrors === null) {
                      vErrors = [err244];
                    } else {
                      vErrors.push(err244);
                    }
                    errors++;
                  }
                  if (typeof data85 == "number" && isFinite(data85)) {
                    if (data85 < 1 || isNaN(data85)) {
                      const err245 = { instancePath: instancePath + "/supersedes/" + i13 + "/merged/evidence_before", schemaPath: "#/$defs/supersede/properties/merged/properties/evidence_before/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1 }, message: "must be >= 1", schema: 1, parentSchema: schema56.properties.merged.properties.evidence_before, data: data85 };
                      if (vErrors === null) {
                        vErrors = [err245];
                      } else {
                        vErrors.push(err245);
                      }
                      errors++;
                    }
                  }
                }
              } else {
                const err246 = { instancePath: instancePath + "/supersedes/" + i13 + "/merged", schemaPath: "#/$defs/supersede/properties/merged/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema56.properties.merged.type, parentSchema: schema56.properties.merged, data: data82 };
                if (vErrors === null) {
                  vErrors = [err246];
                } else {
                  vErrors.push(err246);
                }
                errors++;
              }
            }
          } else {
            const err247 = { instancePath: instancePath + "/supersedes/" + i13, schemaPath: "#/$defs/supersede/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema56.type, parentSchema: schema56, data: data69 };
            if (vErrors === null) {
              vErrors = [err247];
            } else {
              vErrors.push(err247);
            }
            errors++;
          }
        }
      } else {
        const err248 = { instancePath: instancePath + "/supersedes", schemaPath: "#/properties/supersedes/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema48.properties.supersedes.type, parentSchema: schema48.properties.supersedes, data: data68 };
        if (vErrors === null) {
          vErrors = [err248];
        } else {
          vErrors.push(err248);
        }
        errors++;
      }
    }
    if (data.staleFlags !== void 0) {
      let data86 = data.staleFlags;
      if (Array.isArray(data86)) {
        const len11 = data86.length;
        for (let i14 = 0; i14 < len11; i14++) {
          let data87 = data86[i14];
          if (data87 && typeof data87 == "object" && !Array.isArray(data87)) {
            if (data87.id === void 0) {
              const err249 = { instancePath: instancePath + "/staleFlags/" + i14, schemaPath: "#/$defs/staleFlag/required", keyword: "required", params: { missingProperty: "id" }, message: "must have required property 'id'", schema: schema57.required, parentSchema: schema57, data: data87 };
              if (vErrors === null) {
                vErrors = [err249];
              } else {
                vErrors.push(err249);
              }
              errors++;
            }
            if (data87.key === void 0) {
              const err250 = { instancePath: instancePath + "/staleFlags/" + i14, schemaPath: "#/$defs/staleFlag/required", keyword: "required", params: { missingProperty: "key" }, message: "must have required property 'key'", schema: schema57.required, parentSchema: schema57, data: data87 };
              if (vErrors === null) {
                vErrors = [err250];
              } else {
                vErrors.push(err250);
              }
              errors++;
            }
            if (data87.value === void 0) {
              const err251 = { instancePath: instancePath + "/staleFlags/" + i14, schemaPath: "#/$defs/staleFlag/required", keyword: "required", params: { missingProperty: "value" }, message: "must have required property 'value'", schema: schema57.required, parentSchema: schema57, data: data87 };
              if (vErrors === null) {
                vErrors = [err251];
              } else {
                vErrors.push(err251);
              }
              errors++;
            }
            if (data87.last_seen === void 0) {
              const err252 = { instancePath: instancePath + "/staleFlags/" + i14, schemaPath: "#/$defs/staleFlag/required", keyword: "required", params: { missingProperty: "last_seen" }, message: "must have required property 'last_seen'", schema: schema57.required, parentSchema: schema57, data: data87 };
              if (vErrors === null) {
                vErrors = [err252];
              } else {
                vErrors.push(err252);
              }
              errors++;
            }
            if (data87.days_since_seen === void 0) {
              const err253 = { instancePath: instancePath + "/staleFlags/" + i14, schemaPath: "#/$defs/staleFlag/required", keyword: "required", params: { missingProperty: "days_since_seen" }, message: "must have required property 'days_since_seen'", schema: schema57.required, parentSchema: schema57, data: data87 };
              if (vErrors === null) {
                vErrors = [err253];
              } else {
                vErrors.push(err253);
              }
              errors++;
            }
            for (const key14 in data87) {
              if (!(key14 === "id" || key14 === "key" || key14 === "value" || key14 === "last_seen" || key14 === "days_since_seen")) {
                const err254 = { instancePath: instancePath + "/staleFlags/" + i14, schemaPath: "#/$defs/staleFlag/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key14 }, message: "must NOT have additional properties", schema: false, parentSchema: schema57, data: data87 };
                if (vErrors === null) {
                  vErrors = [err254];
                } else {
                  vErrors.push(err254);
                }
                errors++;
              }
            }
            if (data87.id !== void 0) {
              let data88 = data87.id;
              if (typeof data88 === "string") {
                if (!pattern46.test(data88)) {
                  const err255 = { instancePath: instancePath + "/staleFlags/" + i14 + "/id", schemaPath: "#/$defs/staleFlag/properties/id/pattern", keyword: "pattern", params: { pattern: "^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$" }, message: 'must match pattern "^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$"', schema: "^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$", parentSchema: schema57.properties.id, data: data88 };
                  if (vErrors === null) {
                    vErrors = [err255];
                  } else {
                    vErrors.push(err255);
                  }
                  errors++;
                }
              } else {
                const err256 = { instancePath: instancePath + "/staleFlags/" + i14 + "/id", schemaPath: "#/$defs/staleFlag/properties/id/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema57.properties.id.type, parentSchema: schema57.properties.id, data: data88 };
                if (vErrors === null) {
                  vErrors = [err256];
                } else {
                  vErrors.push(err256);
                }
                errors++;
              }
            }
            if (data87.key !== void 0) {
              let data89 = data87.key;
              if (typeof data89 === "string") {
                if (func1(data89) > 200) {
                  const err257 = { instancePath: instancePath + "/staleFlags/" + i14 + "/key", schemaPath: "#/$defs/staleFlag/properties/key/maxLength", keyword: "maxLength", params: { limit: 200 }, message: "must NOT have more than 200 characters", schema: 200, parentSchema: schema57.properties.key, data: data89 };
                  if (vErrors === null) {
                    vErrors = [err257];
                  } else {
                    vErrors.push(err257);
                  }
                  errors++;
                }
                if (func1(data89) < 1) {
                  const err258 = { instancePath: instancePath + "/staleFlags/" + i14 + "/key", schemaPath: "#/$defs/staleFlag/properties/key/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema57.properties.key, data: data89 };
                  if (vErrors === null) {
                    vErrors = [err258];
                  } else {
                    vErrors.push(err258);
                  }
                  errors++;
                }
              } else {
                const err259 = { instancePath: instancePath + "/staleFlags/" + i14 + "/key", schemaPath: "#/$defs/staleFlag/properties/key/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema57.properties.key.type, parentSchema: schema57.properties.key, data: data89 };
                if (vErrors === null) {
                  vErrors = [err259];
                } else {
                  vErrors.push(err259);
                }
                errors++;
              }
            }
            if (data87.value !== void 0) {
              let data90 = data87.value;
              if (typeof data90 === "string") {
                if (func1(data90) < 1) {
                  const err260 = { instancePath: instancePath + "/staleFlags/" + i14 + "/value", schemaPath: "#/$defs/staleFlag/properties/value/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema57.properties.value, data: data90 };
                  if (vErrors === null) {
                    vErrors = [err260];
                  } else {
                    vErrors.push(err260);
                  }
                  errors++;
                }
              } else {
                const err261 = { instancePath: instancePath + "/staleFlags/" + i14 + "/value", schemaPath: "#/$defs/staleFlag/properties/value/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema57.properties.value.type, parentSchema: schema57.properties.value, data: data90 };
                if (vErrors === null) {
                  vErrors = [err261];
                } else {
                  vErrors.push(err261);
                }
                errors++;
              }
            }
            if (data87.last_seen !== void 0) {
              let data91 = data87.last_seen;
              if (typeof data91 === "string") {
                if (!pattern10.test(data91)) {
                  const err262 = { instancePath: instancePath + "/staleFlags/" + i14 + "/last_seen", schemaPath: "#/$defs/staleFlag/properties/last_seen/pattern", keyword: "pattern", params: { pattern: "^[0-9]{4}-[0-9]{2}-[0-9]{2}$" }, message: 'must match pattern "^[0-9]{4}-[0-9]{2}-[0-9]{2}$"', schema: "^[0-9]{4}-[0-9]{2}-[0-9]{2}$", parentSchema: schema57.properties.last_seen, data: data91 };
                  if (vErrors === null) {
                    vErrors = [err262];
                  } else {
                    vErrors.push(err262);
                  }
                  errors++;
                }
                if (!formats0.validate(data91)) {
                  const err263 = { instancePath: instancePath + "/staleFlags/" + i14 + "/last_seen", schemaPath: "#/$defs/staleFlag/properties/last_seen/format", keyword: "format", params: { format: "date" }, message: 'must match format "date"', schema: "date", parentSchema: schema57.properties.last_seen, data: data91 };
                  if (vErrors === null) {
                    vErrors = [err263];
                  } else {
                    vErrors.push(err263);
                  }
                  errors++;
                }
              } else {
                const err264 = { instancePath: instancePath + "/staleFlags/" + i14 + "/last_seen", schemaPath: "#/$defs/staleFlag/properties/last_seen/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema57.properties.last_seen.type, parentSchema: schema57.properties.last_seen, data: data91 };
                if (vErrors === null) {
                  vErrors = [err264];
                } else {
                  vErrors.push(err264);
                }
                errors++;
              }
            }
            if (data87.days_since_seen !== void 0) {
              let data92 = data87.days_since_seen;
              if (!(typeof data92 == "number" && (!(data92 % 1) && !isNaN(data92)) && isFinite(data92))) {
                const err265 = { instancePath: instancePath + "/staleFlags/" + i14 + "/days_since_seen", schemaPath: "#/$defs/staleFlag/properties/days_since_seen/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema57.properties.days_since_seen.type, parentSchema: schema57.properties.days_since_seen, data: data92 };
                if (vErrors === null) {
                  vErrors = [err265];
                } else {
                  vErrors.push(err265);
                }
                errors++;
              }
            }
          } else {
            const err266 = { instancePath: instancePath + "/staleFlags/" + i14, schemaPath: "#/$defs/staleFlag/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema57.type, parentSchema: schema57, data: data87 };
            if (vErrors === null) {
              vErrors = [err266];
            } else {
              vErrors.push(err266);
            }
            errors++;
          }
        }
      } else {
        const err267 = { instancePath: instancePath + "/staleFlags", schemaPath: "#/properties/staleFlags/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema48.properties.staleFlags.type, parentSchema: schema48.properties.staleFlags, data: data86 };
        if (vErrors === null) {
          vErrors = [err267];
        } else {
          vErrors.push(err267);
        }
        errors++;
      }
    }
    if (data.retirements !== void 0) {
      let data93 = data.retirements;
      if (Array.isArray(data93)) {
        const len12 = data93.length;
        for (let i15 = 0; i15 < len12; i15++) {
          let data94 = data93[i15];
          if (data94 && typeof data94 == "object" && !Array.isArray(data94)) {
            if (data94.candidate === void 0) {
              const err268 = { instancePath: instancePath + "/retirements/" + i15, schemaPath: "#/$defs/retirement/required", keyword: "required", params: { missingProperty: "candidate" }, message: "must have required property 'candidate'", schema: schema58.required, parentSchema: schema58, data: data94 };
              if (vErrors === null) {
                vErrors = [err268];
              } else {
                vErrors.push(err268);
              }
              errors++;
            }
            if (data94.id === void 0) {
              const err269 = { instancePath: instancePath + "/retirements/" + i15, schemaPath: "#/$defs/retirement/required", keyword: "required", params: { missingProperty: "id" }, message: "must have required property 'id'", schema: schema58.required, parentSchema: schema58, data: data94 };
              if (vErrors === null) {
                vErrors = [err269];
              } else {
                vErrors.push(err269);
              }
              errors++;
            }
            if (data94.key === void 0) {
              const err270 = { instancePath: instancePath + "/retirements/" + i15, schemaPath: "#/$defs/retirement/required", keyword: "required", params: { missingProperty: "key" }, message: "must have required property 'key'", schema: schema58.required, parentSchema: schema58, data: data94 };
              if (vErrors === null) {
                vErrors = [err270];
              } else {
                vErrors.push(err270);
              }
              errors++;
            }
            if (data94.value === void 0) {
              const err271 = { instancePath: instancePath + "/retirements/" + i15, schemaPath: "#/$defs/retirement/required", keyword: "required", params: { missingProperty: "value" }, message: "must have required property 'value'", schema: schema58.required, parentSchema: schema58, data: data94 };
              if (vErrors === null) {
                vErrors = [err271];
              } else {
                vErrors.push(err271);
              }
              errors++;
            }
            if (data94.reason === void 0) {
              const err272 = { instancePath: instancePath + "/retirements/" + i15, schemaPath: "#/$defs/retirement/required", keyword: "required", params: { missingProperty: "reason" }, message: "must have required property 'reason'", schema: schema58.required, parentSchema: schema58, data: data94 };
              if (vErrors === null) {
                vErrors = [err272];
              } else {
                vErrors.push(err272);
              }
              errors++;
            }
            if (data94.source === void 0) {
              const err273 = { instancePath: instancePath + "/retirements/" + i15, schemaPath: "#/$defs/retirement/required", keyword: "required", params: { missingProperty: "source" }, message: "must have required property 'source'", schema: schema58.required, parentSchema: schema58, data: data94 };
              if (vErrors === null) {
                vErrors = [err273];
              } else {
                vErrors.push(err273);
              }
              errors++;
            }
            if (data94.observed_date === void 0) {
              const err274 = { instancePath: instancePath + "/retirements/" + i15, schemaPath: "#/$defs/retirement/required", keyword: "required", params: { missingProperty: "observed_date" }, message: "must have required property 'observed_date'", schema: schema58.required, parentSchema: schema58, data: data94 };
              if (vErrors === null) {
                vErrors = [err274];
              } else {
                vErrors.push(err274);
              }
              errors++;
            }
            for (const key15 in data94) {
              if (!(key15 === "candidate" || key15 === "id" || key15 === "key" || key15 === "value" || key15 === "reason" || key15 === "source" || key15 === "observed_date")) {
                const err275 = { instancePath: instancePath + "/retirements/" + i15, schemaPath: "#/$defs/retirement/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key15 }, message: "must NOT have additional properties", schema: false, parentSchema: schema58, data: data94 };
                if (vErrors === null) {
                  vErrors = [err275];
                } else {
                  vErrors.push(err275);
                }
                errors++;
              }
            }
            if (data94.candidate !== void 0) {
              let data95 = data94.candidate;
              if (!(typeof data95 == "number" && (!(data95 % 1) && !isNaN(data95)) && isFinite(data95))) {
                const err276 = { instancePath: instancePath + "/retirements/" + i15 + "/candidate", schemaPath: "#/$defs/retirement/properties/candidate/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema58.properties.candidate.type, parentSchema: schema58.properties.candidate, data: data95 };
                if (vErrors === null) {
                  vErrors = [err276];
                } else {
                  vErrors.push(err276);
                }
                errors++;
              }
              if (typeof data95 == "number" && isFinite(data95)) {
                if (data95 < 0 || isNaN(data95)) {
                  const err277 = { instancePath: instancePath + "/retirements/" + i15 + "/candidate", schemaPath: "#/$defs/retirement/properties/candidate/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0", schema: 0, parentSchema: schema58.properties.candidate, data: data95 };
                  if (vErrors === null) {
                    vErrors = [err277];
                  } else {
                    vErrors.push(err277);
                  }
                  errors++;
                }
              }
            }
            if (data94.id !== void 0) {
              let data96 = data94.id;
              if (typeof data96 === "string") {
                if (!pattern46.test(data96)) {
                  const err278 = { instancePath: instancePath + "/retirements/" + i15 + "/id", schemaPath: "#/$defs/retirement/properties/id/pattern", keyword: "pattern", params: { pattern: "^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$" }, message: 'must match pattern "^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$"', schema: "^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$", parentSchema: schema58.properties.id, data: data96 };
                  if (vErrors === null) {
                    vErrors = [err278];
                  } else {
                    vErrors.push(err278);
                  }
                  errors++;
                }
              } else {
                const err279 = { instancePath: instancePath + "/retirements/" + i15 + "/id", schemaPath: "#/$defs/retirement/properties/id/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema58.properties.id.type, parentSchema: schema58.properties.id, data: data96 };
                if (vErrors === null) {
                  vErrors = [err279];
                } else {
                  vErrors.push(err279);
                }
                errors++;
              }
            }
            if (data94.key !== void 0) {
              let data97 = data94.key;
              if (typeof data97 === "string") {
                if (func1(data97) > 200) {
                  const err280 = { instancePath: instancePath + "/retirements/" + i15 + "/key", schemaPath: "#/$defs/retirement/properties/key/maxLength", keyword: "maxLength", params: { limit: 200 }, message: "must NOT have more than 200 characters", schema: 200, parentSchema: schema58.properties.key, data: data97 };
                  if (vErrors === null) {
                    vErrors = [err280];
                  } else {
                    vErrors.push(err280);
                  }
                  errors++;
                }
                if (func1(data97) < 1) {
                  const err281 = { instancePath: instancePath + "/retirements/" + i15 + "/key", schemaPath: "#/$defs/retirement/properties/key/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema58.properties.key, data: data97 };
                  if (vErrors === null) {
                    vErrors = [err281];
                  } else {
                    vErrors.push(err281);
                  }
                  errors++;
                }
              } else {
                const err282 = { instancePath: instancePath + "/retirements/" + i15 + "/key", schemaPath: "#/$defs/retirement/properties/key/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema58.properties.key.type, parentSchema: schema58.properties.key, data: data97 };
                if (vErrors === null) {
                  vErrors = [err282];
                } else {
                  vErrors.push(err282);
                }
                errors++;
              }
            }
            if (data94.value !== void 0) {
              let data98 = data94.value;
              if (typeof data98 === "string") {
                if (func1(data98) < 1) {
                  const err283 = { instancePath: instancePath + "/retirements/" + i15 + "/value", schemaPath: "#/$defs/retirement/properties/value/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema58.properties.value, data: data98 };
                  if (vErrors === null) {
                    vErrors = [err283];
                  } else {
                    vErrors.push(err283);
                  }
                  errors++;
                }
              } else {
                const err284 = { instancePath: instancePath + "/retirements/" + i15 + "/value", schemaPath: "#/$defs/retirement/properties/value/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema58.properties.value.type, parentSchema: schema58.properties.value, data: data98 };
                if (vErrors === null) {
                  vErrors = [err284];
                } else {
                  vErrors.push(err284);
                }
                errors++;
              }
            }
            if (data94.reason !== void 0) {
              let data99 = data94.reason;
              const _errs228 = errors;
              const _errs229 = errors;
              if (typeof data99 === "string") {
                if (!pattern6.test(data99)) {
                  const err285 = {};
                  if (vErrors === null) {
                    vErrors = [err285];
                  } else {
                    vErrors.push(err285);
                  }
                  errors++;
                }
              }
              var valid58 = _errs229 === errors;
              if (valid58) {
                const err286 = { instancePath: instancePath + "/retirements/" + i15 + "/reason", schemaPath: "#/$defs/retirement/properties/reason/not", keyword: "not", params: {}, message: "must NOT be valid", schema: schema58.properties.reason.not, parentSchema: schema58.properties.reason, data: data99 };
                if (vErrors === null) {
                  vErrors = [err286];
                } else {
                  vErrors.push(err286);
                }
                errors++;
              } else {
                errors = _errs228;
                if (vErrors !== null) {
                  if (_errs228) {
                    vErrors.length = _errs228;
                  } else {
                    vErrors = null;
                  }
                }
              }
              if (typeof data99 === "string") {
                if (func1(data99) > 500) {
                  const err287 = { instancePath: instancePath + "/retirements/" + i15 + "/reason", schemaPath: "#/$defs/retirement/properties/reason/maxLength", keyword: "maxLength", params: { limit: 500 }, message: "must NOT have more than 500 characters", schema: 500, parentSchema: schema58.properties.reason, data: data99 };
                  if (vErrors === null) {
                    vErrors = [err287];
                  } else {
                    vErrors.push(err287);
                  }
                  errors++;
                }
                if (func1(data99) < 1) {
                  const err288 = { instancePath: instancePath + "/retirements/" + i15 + "/reason", schemaPath: "#/$defs/retirement/properties/reason/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema58.properties.reason, data: data99 };
                  if (vErrors === null) {
                    vErrors = [err288];
                  } else {
                    vErrors.push(err288);
                  }
                  errors++;
                }
              } else {
                const err289 = { instancePath: instancePath + "/retirements/" + i15 + "/reason", schemaPath: "#/$defs/retirement/properties/reason/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema58.properties.reason.type, parentSchema: schema58.properties.reason, data: data99 };
                if (vErrors === null) {
                  vErrors = [err289];
                } else {
                  vErrors.push(err289);
                }
                errors++;
              }
            }
            if (data94.source !== void 0) {
              let data100 = data94.source;
              const _errs232 = errors;
              const _errs233 = errors;
              if (typeof data100 === "string") {
                if (!pattern4.test(data100)) {
                  const err290 = {};
                  if (vErrors === null) {
                    vErrors = [err290];
                  } else {
                    vErrors.push(err290);
                  }
                  errors++;
                }
              }
              var valid59 = _errs233 === errors;
              if (valid59) {
                const err291 = { instancePath: instancePath + "/retirements/" + i15 + "/source", schemaPath: "#/$defs/retirement/properties/source/not", keyword: "not", params: {}, message: "must NOT be valid", schema: schema58.properties.source.not, parentSchema: schema58.properties.source, data: data100 };
                if (vErrors === null) {
                  vErrors = [err291];
                } else {
                  vErrors.push(err291);
                }
                errors++;
              } else {
                errors = _errs232;
                if (vErrors !== null) {
                  if (_errs232) {
                    vErrors.length = _errs232;
                  } else {
                    vErrors = null;
                  }
                }
              }
              if (typeof data100 === "string") {
                if (func1(data100) > 500) {
                  const err292 = { instancePath: instancePath + "/retirements/" + i15 + "/source", schemaPath: "#/$defs/retirement/properties/source/maxLength", keyword: "maxLength", params: { limit: 500 }, message: "must NOT have more than 500 characters", schema: 500, parentSchema: schema58.properties.source, data: data100 };
                  if (vErrors === null) {
                    vErrors = [err292];
                  } else {
                    vErrors.push(err292);
                  }
                  errors++;
                }
                if (func1(data100) < 1) {
                  const err293 = { instancePath: instancePath + "/retirements/" + i15 + "/source", schemaPath: "#/$defs/retirement/properties/source/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema58.properties.source, data: data100 };
                  if (vErrors === null) {
                    vErrors = [err293];
                  } else {
                    vErrors.push(err293);
                  }
                  errors++;
                }
              } else {
                const err294 = { instancePath: instancePath + "/retirements/" + i15 + "/source", schemaPath: "#/$defs/retirement/properties/source/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema58.properties.source.type, parentSchema: schema58.properties.source, data: data100 };
                if (vErrors === null) {
                  vErrors = [err294];
                } else {
                  vErrors.push(err294);
                }
                errors++;
              }
            }
            if (data94.observed_date !== void 0) {
              let data101 = data94.observed_date;
              if (typeof data101 === "string") {
                if (!pattern10.test(data101)) {
                  const err295 = { instancePath: instancePath + "/retirements/" + i15 + "/observed_date", schemaPath: "#/$defs/retirement/properties/observed_date/pattern", keyword: "pattern", params: { pattern: "^[0-9]{4}-[0-9]{2}-[0-9]{2}$" }, message: 'must match pattern "^[0-9]{4}-[0-9]{2}-[0-9]{2}$"', schema: "^[0-9]{4}-[0-9]{2}-[0-9]{2}$", parentSchema: schema58.properties.observed_date, data: data101 };
                  if (vErrors === null) {
                    vErrors = [err295];
                  } else {
                    vErrors.push(err295);
                  }
                  errors++;
                }
                if (!formats0.validate(data101)) {
                  const err296 = { instancePath: instancePath + "/retirements/" + i15 + "/observed_date", schemaPath: "#/$defs/retirement/properties/observed_date/format", keyword: "format", params: { format: "date" }, message: 'must match format "date"', schema: "date", parentSchema: schema58.properties.observed_date, data: data101 };
                  if (vErrors === null) {
                    vErrors = [err296];
                  } else {
                    vErrors.push(err296);
                  }
                  errors++;
                }
              } else {
                const err297 = { instancePath: instancePath + "/retirements/" + i15 + "/observed_date", schemaPath: "#/$defs/retirement/properties/observed_date/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema58.properties.observed_date.type, parentSchema: schema58.properties.observed_date, data: data101 };
                if (vErrors === null) {
                  vErrors = [err297];
                } else {
                  vErrors.push(err297);
                }
                errors++;
              }
            }
          } else {
            const err298 = { instancePath: instancePath + "/retirements/" + i15, schemaPath: "#/$defs/retirement/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema58.type, parentSchema: schema58, data: data94 };
            if (vErrors === null) {
              vErrors = [err298];
            } else {
              vErrors.push(err298);
            }
            errors++;
          }
        }
      } else {
        const err299 = { instancePath: instancePath + "/retirements", schemaPath: "#/properties/retirements/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema48.properties.retirements.type, parentSchema: schema48.properties.retirements, data: data93 };
        if (vErrors === null) {
          vErrors = [err299];
        } else {
          vErrors.push(err299);
        }
        errors++;
      }
    }
    if (data.resolutions !== void 0) {
      let data102 = data.resolutions;
      if (Array.isArray(data102)) {
        const len13 = data102.length;
        for (let i16 = 0; i16 < len13; i16++) {
          let data103 = data102[i16];
          if (data103 && typeof data103 == "object" && !Array.isArray(data103)) {
            if (data103.candidate === void 0) {
              const err300 = { instancePath: instancePath + "/resolutions/" + i16, schemaPath: "#/$defs/resolution/required", keyword: "required", params: { missingProperty: "candidate" }, message: "must have required property 'candidate'", schema: schema59.required, parentSchema: schema59, data: data103 };
              if (vErrors === null) {
                vErrors = [err300];
              } else {
                vErrors.push(err300);
              }
              errors++;
            }
            if (data103.key === void 0) {
              const err301 = { instancePath: instancePath + "/resolutions/" + i16, schemaPath: "#/$defs/resolution/required", keyword: "required", params: { missingProperty: "key" }, message: "must have required property 'key'", schema: schema59.required, parentSchema: schema59, data: data103 };
              if (vErrors === null) {
                vErrors = [err301];
              } else {
                vErrors.push(err301);
              }
              errors++;
            }
            if (data103.kept === void 0) {
              const err302 = { instancePath: instancePath + "/resolutions/" + i16, schemaPath: "#/$defs/resolution/required", keyword: "required", params: { missingProperty: "kept" }, message: "must have required property 'kept'", schema: schema59.required, parentSchema: schema59, data: data103 };
              if (vErrors === null) {
                vErrors = [err302];
              } else {
                vErrors.push(err302);
              }
              errors++;
            }
            if (data103.superseded === void 0) {
              const err303 = { instancePath: instancePath + "/resolutions/" + i16, schemaPath: "#/$defs/resolution/required", keyword: "required", params: { missingProperty: "superseded" }, message: "must have required property 'superseded'", schema: schema59.required, parentSchema: schema59, data: data103 };
              if (vErrors === null) {
                vErrors = [err303];
              } else {
                vErrors.push(err303);
              }
              errors++;
            }
            if (data103.source === void 0) {
              const err304 = { instancePath: instancePath + "/resolutions/" + i16, schemaPath: "#/$defs/resolution/required", keyword: "required", params: { missingProperty: "source" }, message: "must have required property 'source'", schema: schema59.required, parentSchema: schema59, data: data103 };
              if (vErrors === null) {
                vErrors = [err304];
              } else {
                vErrors.push(err304);
              }
              errors++;
            }
            if (data103.observed_date === void 0) {
              const err305 = { instancePath: instancePath + "/resolutions/" + i16, schemaPath: "#/$defs/resolution/required", keyword: "required", params: { missingProperty: "observed_date" }, message: "must have required property 'observed_date'", schema: schema59.required, parentSchema: schema59, data: data103 };
              if (vErrors === null) {
                vErrors = [err305];
              } else {
                vErrors.push(err305);
              }
              errors++;
            }
            for (const key16 in data103) {
              if (!(key16 === "candidate" || key16 === "key" || key16 === "kept" || key16 === "superseded" || key16 === "reason" || key16 === "source" || key16 === "observed_date")) {
                const err306 = { instancePath: instancePath + "/resolutions/" + i16, schemaPath: "#/$defs/resolution/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key16 }, message: "must NOT have additional properties", schema: false, parentSchema: schema59, data: data103 };
                if (vErrors === null) {
                  vErrors = [err306];
                } else {
                  vErrors.push(err306);
                }
                errors++;
              }
            }
            if (data103.candidate !== void 0) {
              let data104 = data103.candidate;
              if (!(typeof data104 == "number" && (!(data104 % 1) && !isNaN(data104)) && isFinite(data104))) {
                const err307 = { instancePath: instancePath + "/resolutions/" + i16 + "/candidate", schemaPath: "#/$defs/resolution/properties/candidate/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema59.properties.candidate.type, parentSchema: schema59.properties.candidate, data: data104 };
                if (vErrors === null) {
                  vErrors = [err307];
                } else {
                  vErrors.push(err307);
                }
                errors++;
              }
              if (typeof data104 == "number" && isFinite(data104)) {
                if (data104 < 0 || isNaN(data104)) {
                  const err308 = { instancePath: instancePath + "/resolutions/" + i16 + "/candidate", schemaPath: "#/$defs/resolution/properties/candidate/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0", schema: 0, parentSchema: schema59.properties.candidate, data: data104 };
                  if (vErrors === null) {
                    vErrors = [err308];
                  } else {
                    vErrors.push(err308);
                  }
                  errors++;
                }
              }
            }
            if (data103.key !== void 0) {
              let data105 = data103.key;
              if (typeof data105 === "string") {
                if (func1(data105) > 200) {
                  const err309 = { instancePath: instancePath + "/resolutions/" + i16 + "/key", schemaPath: "#/$defs/resolution/properties/key/maxLength", keyword: "maxLength", params: { limit: 200 }, message: "must NOT have more than 200 characters", schema: 200, parentSchema: schema59.properties.key, data: data105 };
                  if (vErrors === null) {
                    vErrors = [err309];
                  } else {
                    vErrors.push(err309);
                  }
                  errors++;
                }
                if (func1(data105) < 1) {
                  const err310 = { instancePath: instancePath + "/resolutions/" + i16 + "/key", schemaPath: "#/$defs/resolution/properties/key/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema59.properties.key, data: data105 };
                  if (vErrors === null) {
                    vErrors = [err310];
                  } else {
                    vErrors.push(err310);
                  }
                  errors++;
                }
              } else {
                const err311 = { instancePath: instancePath + "/resolutions/" + i16 + "/key", schemaPath: "#/$defs/resolution/properties/key/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema59.properties.key.type, parentSchema: schema59.properties.key, data: data105 };
                if (vErrors === null) {
                  vErrors = [err311];
                } else {
                  vErrors.push(err311);
                }
                errors++;
              }
            }
            if (data103.kept !== void 0) {
              let data106 = data103.kept;
              if (data106 && typeof data106 == "object" && !Array.isArray(data106)) {
                if (data106.id === void 0) {
                  const err312 = { instancePath: instancePath + "/resolutions/" + i16 + "/kept", schemaPath: "#/$defs/resolution/properties/kept/required", keyword: "required", params: { missingProperty: "id" }, message: "must have required property 'id'", schema: schema59.properties.kept.required, parentSchema: schema59.properties.kept, data: data106 };
                  if (vErrors === null) {
                    vErrors = [err312];
                  } else {
                    vErrors.push(err312);
                  }
                  errors++;
                }
                if (data106.value === void 0) {
                  const err313 = { instancePath: instancePath + "/resolutions/" + i16 + "/kept", schemaPath: "#/$defs/resolution/properties/kept/required", keyword: "required", params: { missingProperty: "value" }, message: "must have required property 'value'", schema: schema59.properties.kept.required, parentSchema: schema59.properties.kept, data: data106 };
                  if (vErrors === null) {
                    vErrors = [err313];
                  } else {
                    vErrors.push(err313);
                  }
                  errors++;
                }
                for (const key17 in data106) {
                  if (!(key17 === "id" || key17 === "value")) {
                    const err314 = { instancePath: instancePath + "/resolutions/" + i16 + "/kept", schemaPath: "#/$defs/resolution/properties/kept/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key17 }, message: "must NOT have additional properties", schema: false, parentSchema: schema59.properties.kept, data: data106 };
                    if (vErrors === null) {
                      vErrors = [err314];
                    } else {
                      vErrors.push(err314);
                    }
                    errors++;
                  }
                }
                if (data106.id !== void 0) {
                  let data107 = data106.id;
                  if (typeof data107 === "string") {
                    if (!pattern46.test(data107)) {
                      const err315 = { instancePath: instancePath + "/resolutions/" + i16 + "/kept/id", schemaPath: "#/$defs/resolution/properties/kept/properties/id/pattern", keyword: "pattern", params: { pattern: "^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$" }, message: 'must match pattern "^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$"', schema: "^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$", parentSchema: schema59.properties.kept.properties.id, data: data107 };
                      if (vErrors === null) {
                        vErrors = [err315];
                      } else {
                        vErrors.push(err315);
                      }
                      errors++;
                    }
                  } else {
                    const err316 = { instancePath: instancePath + "/resolutions/" + i16 + "/kept/id", schemaPath: "#/$defs/resolution/properties/kept/properties/id/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema59.properties.kept.properties.id.type, parentSchema: schema59.properties.kept.properties.id, data: data107 };
                    if (vErrors === null) {
                      vErrors = [err316];
                    } else {
                      vErrors.push(err316);
                    }
                    errors++;
                  }
                }
                if (data106.value !== void 0) {
                  let data108 = data106.value;
                  if (typeof data108 === "string") {
                    if (func1(data108) < 1) {
                      const err317 = { instancePath: instancePath + "/resolutions/" + i16 + "/kept/value", schemaPath: "#/$defs/resolution/properties/kept/properties/value/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema59.properties.kept.properties.value, data: data108 };
                      if (vErrors === null) {
                        vErrors = [err317];
                      } else {
                        vErrors.push(err317);
                      }
                      errors++;
                    }
                  } else {
                    const err318 = { instancePath: instancePath + "/resolutions/" + i16 + "/kept/value", schemaPath: "#/$defs/resolution/properties/kept/properties/value/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema59.properties.kept.properties.value.type, parentSchema: schema59.properties.kept.properties.value, data: data108 };
                    if (vErrors === null) {
                      vErrors = [err318];
                    } else {
                      vErrors.push(err318);
                    }
                    errors++;
                  }
                }
              } else {
                const err319 = { instancePath: instancePath + "/resolutions/" + i16 + "/kept", schemaPath: "#/$defs/resolution/properties/kept/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema59.properties.kept.type, parentSchema: schema59.properties.kept, data: data106 };
                if (vErrors === null) {
                  vErrors = [err319];
                } else {
                  vErrors.push(err319);
                }
                errors++;
              }
            }
            if (data103.superseded !== void 0) {
              let data109 = data103.superseded;
              if (Array.isArray(data109)) {
                const len14 = data109.length;
                for (let i17 = 0; i17 < len14; i17++) {
                  let data110 = data109[i17];
                  if (data110 && typeof data110 == "object" && !Array.isArray(data110)) {
                    if (data110.id === void 0) {
                      const err320 = { instancePath: instancePath + "/resolutions/" + i16 + "/superseded/" + i17, schemaPath: "#/$defs/resolution/properties/superseded/items/required", keyword: "required", params: { missingProperty: "id" }, message: "must have required property 'id'", schema: schema59.properties.superseded.items.required, parentSchema: schema59.properties.superseded.items, data: data110 };
                      if (vErrors === null) {
                        vErrors = [err320];
                      } else {
                        vErrors.push(err320);
                      }
                      errors++;
                    }
                    if (data110.value === void 0) {
                      const err321 = { instancePath: instancePath + "/resolutions/" + i16 + "/superseded/" + i17, schemaPath: "#/$defs/resolution/properties/superseded/items/required", keyword: "required", params: { missingProperty: "value" }, message: "must have required property 'value'", schema: schema59.properties.superseded.items.required, parentSchema: schema59.properties.superseded.items, data: data110 };
                      if (vErrors === null) {
                        vErrors = [err321];
                      } else {
                        vErrors.push(err321);
                      }
                      errors++;
                    }
                    for (const key18 in data110) {
                      if (!(key18 === "id" || key18 === "value")) {
                        const err322 = { instancePath: instancePath + "/resolutions/" + i16 + "/superseded/" + i17, schemaPath: "#/$defs/resolution/properties/superseded/items/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key18 }, message: "must NOT have additional properties", schema: false, parentSchema: schema59.properties.superseded.items, data: data110 };
                        if (vErrors === null) {
                          vErrors = [err322];
                        } else {
                          vErrors.push(err322);
                        }
                        errors++;
                      }
                    }
                    if (data110.id !== void 0) {
                      let data111 = data110.id;
                      if (typeof data111 === "string") {
                        if (!pattern46.test(data111)) {
                          const err323 = { instancePath: instancePath + "/resolutions/" + i16 + "/superseded/" + i17 + "/id", schemaPath: "#/$defs/resolution/properties/superseded/items/properties/id/pattern", keyword: "pattern", params: { pattern: "^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$" }, message: 'must match pattern "^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$"', schema: "^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$", parentSchema: schema59.properties.superseded.items.properties.id, data: data111 };
                          if (vErrors === null) {
                            vErrors = [err323];
                          } else {
                            vErrors.push(err323);
                          }
                          errors++;
                        }
                      } else {
                        const err324 = { instancePath: instancePath + "/resolutions/" + i16 + "/superseded/" + i17 + "/id", schemaPath: "#/$defs/resolution/properties/superseded/items/properties/id/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema59.properties.superseded.items.properties.id.type, parentSchema: schema59.properties.superseded.items.properties.id, data: data111 };
                        if (vErrors === null) {
                          vErrors = [err324];
                        } else {
                          vErrors.push(err324);
                        }
                        errors++;
                      }
                    }
                    if (data110.value !== void 0) {
                      let data112 = data110.value;
                      if (typeof data112 === "string") {
                        if (func1(data112) < 1) {
                          const err325 = { instancePath: instancePath + "/resolutions/" + i16 + "/superseded/" + i17 + "/value", schemaPath: "#/$defs/resolution/properties/superseded/items/properties/value/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema59.properties.superseded.items.properties.value, data: data112 };
                          if (vErrors === null) {
                            vErrors = [err325];
                          } else {
                            vErrors.push(err325);
                          }
                          errors++;
                        }
                      } else {
                        const err326 = { instancePath: instancePath + "/resolutions/" + i16 + "/superseded/" + i17 + "/value", schemaPath: "#/$defs/resolution/properties/superseded/items/properties/value/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema59.properties.superseded.items.properties.value.type, parentSchema: schema59.properties.superseded.items.properties.value, data: data112 };
                        if (vErrors === null) {
                          vErrors = [err326];
                        } else {
                          vErrors.push(err326);
                        }
                        errors++;
                      }
                    }
                  } else {
                    const err327 = { instancePath: instancePath + "/resolutions/" + i16 + "/superseded/" + i17, schemaPath: "#/$defs/resolution/properties/superseded/items/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema59.properties.superseded.items.type, parentSchema: schema59.properties.superseded.items, data: data110 };
                    if (vErrors === null) {
                      vErrors = [err327];
                    } else {
                      vErrors.push(err327);
                    }
                    errors++;
                  }
                }
              } else {
                const err328 = { instancePath: instancePath + "/resolutions/" + i16 + "/superseded", schemaPath: "#/$defs/resolution/properties/superseded/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema59.properties.superseded.type, parentSchema: schema59.properties.superseded, data: data109 };
                if (vErrors === null) {
                  vErrors = [err328];
                } else {
                  vErrors.push(err328);
                }
                errors++;
              }
            }
            if (data103.reason !== void 0) {
              let data113 = data103.reason;
              if (typeof data113 === "string") {
                if (func1(data113) > 500) {
                  const err329 = { instancePath: instancePath + "/resolutions/" + i16 + "/reason", schemaPath: "#/$defs/resolution/properties/reason/maxLength", keyword: "maxLength", params: { limit: 500 }, message: "must NOT have more than 500 characters", schema: 500, parentSchema: schema59.properties.reason, data: data113 };
                  if (vErrors === null) {
                    vErrors = [err329];
                  } else {
                    vErrors.push(err329);
                  }
                  errors++;
                }
                if (func1(data113) < 1) {
                  const err330 = { instancePath: instancePath + "/resolutions/" + i16 + "/reason", schemaPath: "#/$defs/resolution/properties/reason/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema59.properties.reason, data: data113 };
                  if (vErrors === null) {
                    vErrors = [err330];
                  } else {
                    vErrors.push(err330);
                  }
                  errors++;
                }
              } else {
                const err331 = { instancePath: instancePath + "/resolutions/" + i16 + "/reason", schemaPath: "#/$defs/resolution/properties/reason/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema59.properties.reason.type, parentSchema: schema59.properties.reason, data: data113 };
                if (vErrors === null) {
                  vErrors = [err331];
                } else {
                  vErrors.push(err331);
                }
                errors++;
              }
            }
            if (data103.source !== void 0) {
              let data114 = data103.source;
              if (typeof data114 === "string") {
                if (func1(data114) > 500) {
                  const err332 = { instancePath: instancePath + "/resolutions/" + i16 + "/source", schemaPath: "#/$defs/resolution/properties/source/maxLength", keyword: "maxLength", params: { limit: 500 }, message: "must NOT have more than 500 characters", schema: 500, parentSchema: schema59.properties.source, data: data114 };
                  if (vErrors === null) {
                    vErrors = [err332];
                  } else {
                    vErrors.push(err332);
                  }
                  errors++;
                }
                if (func1(data114) < 1) {
                  const err333 = { instancePath: instancePath + "/resolutions/" + i16 + "/source", schemaPath: "#/$defs/resolution/properties/source/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema59.properties.source, data: data114 };
                  if (vErrors === null) {
                    vErrors = [err333];
                  } else {
                    vErrors.push(err333);
                  }
                  errors++;
                }
              } else {
                const err334 = { instancePath: instancePath + "/resolutions/" + i16 + "/source", schemaPath: "#/$defs/resolution/properties/source/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema59.properties.source.type, parentSchema: schema59.properties.source, data: data114 };
                if (vErrors === null) {
                  vErrors = [err334];
                } else {
                  vErrors.push(err334);
                }
                errors++;
              }
            }
            if (data103.observed_date !== void 0) {
              let data115 = data103.observed_date;
              if (typeof data115 === "string") {
                if (!pattern10.test(data115)) {
                  const err335 = { instancePath: instancePath + "/resolutions/" + i16 + "/observed_date", schemaPath: "#/$defs/resolution/properties/observed_date/pattern", keyword: "pattern", params: { pattern: "^[0-9]{4}-[0-9]{2}-[0-9]{2}$" }, message: 'must match pattern "^[0-9]{4}-[0-9]{2}-[0-9]{2}$"', schema: "^[0-9]{4}-[0-9]{2}-[0-9]{2}$", parentSchema: schema59.properties.observed_date, data: data115 };
                  if (vErrors === null) {
                    vErrors = [err335];
                  } else {
                    vErrors.push(err335);
                  }
                  errors++;
                }
                if (!formats0.validate(data115)) {
                  const err336 = { instancePath: instancePath + "/resolutions/" + i16 + "/observed_date", schemaPath: "#/$defs/resolution/properties/observed_date/format", keyword: "format", params: { format: "date" }, message: 'must match format "date"', schema: "date", parentSchema: schema59.properties.observed_date, data: data115 };
                  if (vErrors === null) {
                    vErrors = [err336];
                  } else {
                    vErrors.push(err336);
                  }
                  errors++;
                }
              } else {
                const err337 = { instancePath: instancePath + "/resolutions/" + i16 + "/observed_date", schemaPath: "#/$defs/resolution/properties/observed_date/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema59.properties.observed_date.type, parentSchema: schema59.properties.observed_date, data: data115 };
                if (vErrors === null) {
                  vErrors = [err337];
                } else {
                  vErrors.push(err337);
                }
                errors++;
              }
            }
          } else {
            const err338 = { instancePath: instancePath + "/resolutions/" + i16, schemaPath: "#/$defs/resolution/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema59.type, parentSchema: schema59, data: data103 };
            if (vErrors === null) {
              vErrors = [err338];
            } else {
              vErrors.push(err338);
            }
            errors++;
          }
        }
      } else {
        const err339 = { instancePath: instancePath + "/resolutions", schemaPath: "#/properties/resolutions/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema48.properties.resolutions.type, parentSchema: schema48.properties.resolutions, data: data102 };
        if (vErrors === null) {
          vErrors = [err339];
        } else {
          vErrors.push(err339);
        }
        errors++;
      }
    }
    if (data.rejected !== void 0) {
      let data116 = data.rejected;
      if (Array.isArray(data116)) {
        const len15 = data116.length;
        for (let i18 = 0; i18 < len15; i18++) {
          let data117 = data116[i18];
          const _errs273 = errors;
          let valid71 = false;
          let passing0 = null;
          const _errs274 = errors;
          if (data117 && typeof data117 == "object" && !Array.isArray(data117)) {
            if (data117.value === void 0) {
              const err340 = { instancePath: instancePath + "/rejected/" + i18, schemaPath: "#/$defs/rejection/oneOf/0/required", keyword: "required", params: { missingProperty: "value" }, message: "must have required property 'value'", schema: schema60.oneOf[0].required, parentSchema: schema60.oneOf[0], data: data117 };
              if (vErrors === null) {
                vErrors = [err340];
              } else {
                vErrors.push(err340);
              }
              errors++;
            }
          }
          var _valid0 = _errs274 === errors;
          if (_valid0) {
            valid71 = true;
            passing0 = 0;
          }
          const _errs275 = errors;
          if (data117 && typeof data117 == "object" && !Array.isArray(data117)) {
            if (data117.retires === void 0) {
              const err341 = { instancePath: instancePath + "/rejected/" + i18, schemaPath: "#/$defs/rejection/oneOf/1/required", keyword: "required", params: { missingProperty: "retires" }, message: "must have required property 'retires'", schema: schema60.oneOf[1].required, parentSchema: schema60.oneOf[1], data: data117 };
              if (vErrors === null) {
                vErrors = [err341];
              } else {
                vErrors.push(err341);
              }
              errors++;
            }
          }
          var _valid0 = _errs275 === errors;
          if (_valid0 && valid71) {
            valid71 = false;
            passing0 = [passing0, 1];
          } else {
            if (_valid0) {
              valid71 = true;
              passing0 = 1;
            }
            const _errs276 = errors;
            if (data117 && typeof data117 == "object" && !Array.isArray(data117)) {
              if (data117.keeps === void 0) {
                const err342 = { instancePath: instancePath + "/rejected/" + i18, schemaPath: "#/$defs/rejection/oneOf/2/required", keyword: "required", params: { missingProperty: "keeps" }, message: "must have required property 'keeps'", schema: schema60.oneOf[2].required, parentSchema: schema60.oneOf[2], data: data117 };
                if (vErrors === null) {
                  vErrors = [err342];
                } else {
                  vErrors.push(err342);
                }
                errors++;
              }
            }
            var _valid0 = _errs276 === errors;
            if (_valid0 && valid71) {
              valid71 = false;
              passing0 = [passing0, 2];
            } else {
              if (_valid0) {
                valid71 = true;
                passing0 = 2;
              }
            }
          }
          if (!valid71) {
            const err343 = { instancePath: instancePath + "/rejected/" + i18, schemaPath: "#/$defs/rejection/oneOf", keyword: "oneOf", params: { passingSchemas: passing0 }, message: "must match exactly one schema in oneOf", schema: schema60.oneOf, parentSchema: schema60, data: data117 };
            if (vErrors === null) {
              vErrors = [err343];
            } else {
              vErrors.push(err343);
            }
            errors++;
          } else {
            errors = _errs273;
            if (vErrors !== null) {
              if (_errs273) {
                vErrors.length = _errs273;
              } else {
                vErrors = null;
              }
            }
          }
          if (data117 && typeof data117 == "object" && !Array.isArray(data117)) {
            if (data117.candidate === void 0) {
              const err344 = { instancePath: instancePath + "/rejected/" + i18, schemaPath: "#/$defs/rejection/required", keyword: "required", params: { missingProperty: "candidate" }, message: "must have required property 'candidate'", schema: schema60.required, parentSchema: schema60, data: data117 };
              if (vErrors === null) {
                vErrors = [err344];
              } else {
                vErrors.push(err344);
              }
              errors++;
            }
            if (data117.key === void 0) {
              const err345 = { instancePath: instancePath + "/rejected/" + i18, schemaPath: "#/$defs/rejection/required", keyword: "required", params: { missingProperty: "key" }, message: "must have required property 'key'", schema: schema60.required, parentSchema: schema60, data: data117 };
              if (vErrors === null) {
                vErrors = [err345];
              } else {
                vErrors.push(err345);
              }
              errors++;
            }
            if (data117.provenance === void 0) {
              const err346 = { instancePath: instancePath + "/rejected/" + i18, schemaPath: "#/$defs/rejection/required", keyword: "required", params: { missingProperty: "provenance" }, message: "must have required property 'provenance'", schema: schema60.required, parentSchema: schema60, data: data117 };
              if (vErrors === null) {
                vErrors = [err346];
              } else {
                vErrors.push(err346);
              }
              errors++;
            }
            if (data117.source === void 0) {
              const err347 = { instancePath: instancePath + "/rejected/" + i18, schemaPath: "#/$defs/rejection/required", keyword: "required", params: { missingProperty: "source" }, message: "must have required property 'source'", schema: schema60.required, parentSchema: schema60, data: data117 };
              if (vErrors === null) {
                vErrors = [err347];
              } else {
                vErrors.push(err347);
              }
              errors++;
            }
            if (data117.rule === void 0) {
              const err348 = { instancePath: instancePath + "/rejected/" + i18, schemaPath: "#/$defs/rejection/required", keyword: "required", params: { missingProperty: "rule" }, message: "must have required property 'rule'", schema: schema60.required, parentSchema: schema60, data: data117 };
              if (vErrors === null) {
                vErrors = [err348];
              } else {
                vErrors.push(err348);
              }
              errors++;
            }
            for (const key19 in data117) {
              if (!func25.call(schema60.properties, key19)) {
                const err349 = { instancePath: instancePath + "/rejected/" + i18, schemaPath: "#/$defs/rejection/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key19 }, message: "must NOT have additional properties", schema: false, parentSchema: schema60, data: data117 };
                if (vErrors === null) {
                  vErrors = [err349];
                } else {
                  vErrors.push(err349);
                }
                errors++;
              }
            }
            if (data117.candidate !== void 0) {
              let data118 = data117.candidate;
              if (!(typeof data118 == "number" && (!(data118 % 1) && !isNaN(data118)) && isFinite(data118))) {
                const err350 = { instancePath: instancePath + "/rejected/" + i18 + "/candidate", schemaPath: "#/$defs/rejection/properties/candidate/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema60.properties.candidate.type, parentSchema: schema60.properties.candidate, data: data118 };
                if (vErrors === null) {
                  vErrors = [err350];
                } else {
                  vErrors.push(err350);
                }
                errors++;
              }
              if (typeof data118 == "number" && isFinite(data118)) {
                if (data118 < 0 || isNaN(data118)) {
                  const err351 = { instancePath: instancePath + "/rejected/" + i18 + "/candidate", schemaPath: "#/$defs/rejection/properties/candidate/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0", schema: 0, parentSchema: schema60.properties.candidate, data: data118 };
                  if (vErrors === null) {
                    vErrors = [err351];
                  } else {
                    vErrors.push(err351);
                  }
                  errors++;
                }
              }
            }
            if (data117.key !== void 0) {
              let data119 = data117.key;
              if (typeof data119 === "string") {
                if (func1(data119) > 200) {
                  const err352 = { instancePath: instancePath + "/rejected/" + i18 + "/key", schemaPath: "#/$defs/rejection/properties/key/maxLength", keyword: "maxLength", params: { limit: 200 }, message: "must NOT have more than 200 characters", schema: 200, parentSchema: schema60.properties.key, data: data119 };
                  if (vErrors === null) {
                    vErrors = [err352];
                  } else {
                    vErrors.push(err352);
                  }
                  errors++;
                }
                if (func1(data119) < 1) {
                  const err353 = { instancePath: instancePath + "/rejected/" + i18 + "/key", schemaPath: "#/$defs/rejection/properties/key/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema60.properties.key, data: data119 };
                  if (vErrors === null) {
                    vErrors = [err353];
                  } else {
                    vErrors.push(err353);
                  }
                  errors++;
                }
              } else {
                const err354 = { instancePath: instancePath + "/rejected/" + i18 + "/key", schemaPath: "#/$defs/rejection/properties/key/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema60.properties.key.type, parentSchema: schema60.properties.key, data: data119 };
                if (vErrors === null) {
                  vErrors = [err354];
                } else {
                  vErrors.push(err354);
                }
                errors++;
              }
            }
            if (data117.value !== void 0) {
              let data120 = data117.value;
              if (typeof data120 === "string") {
                if (func1(data120) < 1) {
                  const err355 = { instancePath: instancePath + "/rejected/" + i18 + "/value", schemaPath: "#/$defs/rejection/properties/value/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema60.properties.value, data: data120 };
                  if (vErrors === null) {
                    vErrors = [err355];
                  } else {
                    vErrors.push(err355);
                  }
                  errors++;
                }
              } else {
                const err356 = { instancePath: instancePath + "/rejected/" + i18 + "/value", schemaPath: "#/$defs/rejection/properties/value/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema60.properties.value.type, parentSchema: schema60.properties.value, data: data120 };
                if (vErrors === null) {
                  vErrors = [err356];
                } else {
                  vErrors.push(err356);
                }
                errors++;
              }
            }
            if (data117.provenance !== void 0) {
              let data121 = data117.provenance;
              if (!(data121 === "human" || data121 === "published" || data121 === "ai-draft")) {
                const err357 = { instancePath: instancePath + "/rejected/" + i18 + "/provenance", schemaPath: "#/$defs/rejection/properties/provenance/enum", keyword: "enum", params: { allowedValues: schema60.properties.provenance.enum }, message: "must be equal to one of the allowed values", schema: schema60.properties.provenance.enum, parentSchema: schema60.properties.provenance, data: data121 };
                if (vErrors === null) {
                  vErrors = [err357];
                } else {
                  vErrors.push(err357);
                }
                errors++;
              }
            }
            if (data117.source !== void 0) {
              let data122 = data117.source;
              if (typeof data122 === "string") {
                if (func1(data122) > 500) {
                  const err358 = { instancePath: instancePath + "/rejected/" + i18 + "/source", schemaPath: "#/$defs/rejection/properties/source/maxLength", keyword: "maxLength", params: { limit: 500 }, message: "must NOT have more than 500 characters", schema: 500, parentSchema: schema60.properties.source, data: data122 };
                  if (vErrors === null) {
                    vErrors = [err358];
                  } else {
                    vErrors.push(err358);
                  }
                  errors++;
                }
                if (func1(data122) < 1) {
                  const err359 = { instancePath: instancePath + "/rejected/" + i18 + "/source", schemaPath: "#/$defs/rejection/properties/source/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema60.properties.source, data: data122 };
                  if (vErrors === null) {
                    vErrors = [err359];
                  } else {
                    vErrors.push(err359);
                  }
                  errors++;
                }
              } else {
                const err360 = { instancePath: instancePath + "/rejected/" + i18 + "/source", schemaPath: "#/$defs/rejection/properties/source/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema60.properties.source.type, parentSchema: schema60.properties.source, data: data122 };
                if (vErrors === null) {
                  vErrors = [err360];
                } else {
                  vErrors.push(err360);
                }
                errors++;
              }
            }
            if (data117.rule !== void 0) {
              let data123 = data117.rule;
              if (typeof data123 !== "string") {
                const err361 = { instancePath: instancePath + "/rejected/" + i18 + "/rule", schemaPath: "#/$defs/rejection/properties/rule/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema60.properties.rule.type, parentSchema: schema60.properties.rule, data: data123 };
                if (vErrors === null) {
                  vErrors = [err361];
                } else {
                  vErrors.push(err361);
                }
                errors++;
              }
            }
            if (data117.retires !== void 0) {
              let data124 = data117.retires;
              if (typeof data124 === "string") {
                if (!pattern46.test(data124)) {
                  const err362 = { instancePath: instancePath + "/rejected/" + i18 + "/retires", schemaPath: "#/$defs/rejection/properties/retires/pattern", keyword: "pattern", params: { pattern: "^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$" }, message: 'must match pattern "^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$"', schema: "^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$", parentSchema: schema60.properties.retires, data: data124 };
                  if (vErrors === null) {
                    vErrors = [err362];
                  } else {
                    vErrors.push(err362);
                  }
                  errors++;
                }
              } else {
                const err363 = { instancePath: instancePath + "/rejected/" + i18 + "/retires", schemaPath: "#/$defs/rejection/properties/retires/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema60.properties.retires.type, parentSchema: schema60.properties.retires, data: data124 };
                if (vErrors === null) {
                  vErrors = [err363];
                } else {
                  vErrors.push(err363);
                }
                errors++;
              }
            }
            if (data117.reason !== void 0) {
              let data125 = data117.reason;
              if (typeof data125 !== "string") {
                const err364 = { instancePath: instancePath + "/rejected/" + i18 + "/reason", schemaPath: "#/$defs/rejection/properties/reason/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema60.properties.reason.type, parentSchema: schema60.properties.reason, data: data125 };
                if (vErrors === null) {
                  vErrors = [err364];
                } else {
                  vErrors.push(err364);
                }
                errors++;
              }
            }
            if (data117.keeps !== void 0) {
              let data126 = data117.keeps;
              if (typeof data126 === "string") {
                if (!pattern46.test(data126)) {
                  const err365 = { instancePath: instancePath + "/rejected/" + i18 + "/keeps", schemaPath: "#/$defs/rejection/properties/keeps/pattern", keyword: "pattern", params: { pattern: "^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$" }, message: 'must match pattern "^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$"', schema: "^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$", parentSchema: schema60.properties.keeps, data: data126 };
                  if (vErrors === null) {
                    vErrors = [err365];
                  } else {
                    vErrors.push(err365);
                  }
                  errors++;
                }
              } else {
                const err366 = { instancePath: instancePath + "/rejected/" + i18 + "/keeps", schemaPath: "#/$defs/rejection/properties/keeps/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema60.properties.keeps.type, parentSchema: schema60.properties.keeps, data: data126 };
                if (vErrors === null) {
                  vErrors = [err366];
                } else {
                  vErrors.push(err366);
                }
                errors++;
              }
            }
          } else {
            const err367 = { instancePath: instancePath + "/rejected/" + i18, schemaPath: "#/$defs/rejection/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema60.type, parentSchema: schema60, data: data117 };
            if (vErrors === null) {
              vErrors = [err367];
            } else {
              vErrors.push(err367);
            }
            errors++;
          }
        }
      } else {
        const err368 = { instancePath: instancePath + "/rejected", schemaPath: "#/properties/rejected/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema48.properties.rejected.type, parentSchema: schema48.properties.rejected, data: data116 };
        if (vErrors === null) {
          vErrors = [err368];
        } else {
          vErrors.push(err368);
        }
        errors++;
      }
    }
    if (data.duplicates !== void 0) {
      let data127 = data.duplicates;
      if (Array.isArray(data127)) {
        const len16 = data127.length;
        for (let i19 = 0; i19 < len16; i19++) {
          let data128 = data127[i19];
          if (data128 && typeof data128 == "object" && !Array.isArray(data128)) {
            if (data128.candidate === void 0) {
              const err369 = { instancePath: instancePath + "/duplicates/" + i19, schemaPath: "#/$defs/duplicate/required", keyword: "required", params: { missingProperty: "candidate" }, message: "must have required property 'candidate'", schema: schema61.required, parentSchema: schema61, data: data128 };
              if (vErrors === null) {
                vErrors = [err369];
              } else {
                vErrors.push(err369);
              }
              errors++;
            }
            if (data128.id === void 0) {
              const err370 = { instancePath: instancePath + "/duplicates/" + i19, schemaPath: "#/$defs/duplicate/required", keyword: "required", params: { missingProperty: "id" }, message: "must have required property 'id'", schema: schema61.required, parentSchema: schema61, data: data128 };
              if (vErrors === null) {
                vErrors = [err370];
              } else {
                vErrors.push(err370);
              }
              errors++;
            }
            if (data128.key === void 0) {
              const err371 = { instancePath: instancePath + "/duplicates/" + i19, schemaPath: "#/$defs/duplicate/required", keyword: "required", params: { missingProperty: "key" }, message: "must have required property 'key'", schema: schema61.required, parentSchema: schema61, data: data128 };
              if (vErrors === null) {
                vErrors = [err371];
              } else {
                vErrors.push(err371);
              }
              errors++;
            }
            if (data128.value === void 0) {
              const err372 = { instancePath: instancePath + "/duplicates/" + i19, schemaPath: "#/$defs/duplicate/required", keyword: "required", params: { missingProperty: "value" }, message: "must have required property 'value'", schema: schema61.required, parentSchema: schema61, data: data128 };
              if (vErrors === null) {
                vErrors = [err372];
              } else {
                vErrors.push(err372);
              }
              errors++;
            }
            if (data128.source === void 0) {
              const err373 = { instancePath: instancePath + "/duplicates/" + i19, schemaPath: "#/$defs/duplicate/required", keyword: "required", params: { missingProperty: "source" }, message: "must have required property 'source'", schema: schema61.required, parentSchema: schema61, data: data128 };
              if (vErrors === null) {
                vErrors = [err373];
              } else {
                vErrors.push(err373);
              }
              errors++;
            }
            for (const key20 in data128) {
              if (!(key20 === "candidate" || key20 === "id" || key20 === "key" || key20 === "value" || key20 === "source")) {
                const err374 = { instancePath: instancePath + "/duplicates/" + i19, schemaPath: "#/$defs/duplicate/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key20 }, message: "must NOT have additional properties", schema: false, parentSchema: schema61, data: data128 };
                if (vErrors === null) {
                  vErrors = [err374];
                } else {
                  vErrors.push(err374);
                }
                errors++;
              }
            }
            if (data128.candidate !== void 0) {
              let data129 = data128.candidate;
              if (!(typeof data129 == "number" && (!(data129 % 1) && !isNaN(data129)) && isFinite(data129))) {
                const err375 = { instancePath: instancePath + "/duplicates/" + i19 + "/candidate", schemaPath: "#/$defs/duplicate/properties/candidate/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema61.properties.candidate.type, parentSchema: schema61.properties.candidate, data: data129 };
                if (vErrors === null) {
                  vErrors = [err375];
                } else {
                  vErrors.push(err375);
                }
                errors++;
              }
              if (typeof data129 == "number" && isFinite(data129)) {
                if (data129 < 0 || isNaN(data129)) {
                  const err376 = { instancePath: instancePath + "/duplicates/" + i19 + "/candidate", schemaPath: "#/$defs/duplicate/properties/candidate/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0", schema: 0, parentSchema: schema61.properties.candidate, data: data129 };
                  if (vErrors === null) {
                    vErrors = [err376];
                  } else {
                    vErrors.push(err376);
                  }
                  errors++;
                }
              }
            }
            if (data128.id !== void 0) {
              let data130 = data128.id;
              if (typeof data130 === "string") {
                if (!pattern46.test(data130)) {
                  const err377 = { instancePath: instancePath + "/duplicates/" + i19 + "/id", schemaPath: "#/$defs/duplicate/properties/id/pattern", keyword: "pattern", params: { pattern: "^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$" }, message: 'must match pattern "^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$"', schema: "^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$", parentSchema: schema61.properties.id, data: data130 };
                  if (vErrors === null) {
                    vErrors = [err377];
                  } else {
                    vErrors.push(err377);
                  }
                  errors++;
                }
              } else {
                const err378 = { instancePath: instancePath + "/duplicates/" + i19 + "/id", schemaPath: "#/$defs/duplicate/properties/id/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema61.properties.id.type, parentSchema: schema61.properties.id, data: data130 };
                if (vErrors === null) {
                  vErrors = [err378];
                } else {
                  vErrors.push(err378);
                }
                errors++;
              }
            }
            if (data128.key !== void 0) {
              let data131 = data128.key;
              if (typeof data131 === "string") {
                if (func1(data131) > 200) {
                  const err379 = { instancePath: instancePath + "/duplicates/" + i19 + "/key", schemaPath: "#/$defs/duplicate/properties/key/maxLength", keyword: "maxLength", params: { limit: 200 }, message: "must NOT have more than 200 characters", schema: 200, parentSchema: schema61.properties.key, data: data131 };
                  if (vErrors === null) {
                    vErrors = [err379];
                  } else {
                    vErrors.push(err379);
                  }
                  errors++;
                }
                if (func1(data131) < 1) {
                  const err380 = { instancePath: instancePath + "/duplicates/" + i19 + "/key", schemaPath: "#/$defs/duplicate/properties/key/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema61.properties.key, data: data131 };
                  if (vErrors === null) {
                    vErrors = [err380];
                  } else {
                    vErrors.push(err380);
                  }
                  errors++;
                }
              } else {
                const err381 = { instancePath: instancePath + "/duplicates/" + i19 + "/key", schemaPath: "#/$defs/duplicate/properties/key/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema61.properties.key.type, parentSchema: schema61.properties.key, data: data131 };
                if (vErrors === null) {
                  vErrors = [err381];
                } else {
                  vErrors.push(err381);
                }
                errors++;
              }
            }
            if (data128.value !== void 0) {
              let data132 = data128.value;
              if (typeof data132 === "string") {
                if (func1(data132) < 1) {
                  const err382 = { instancePath: instancePath + "/duplicates/" + i19 + "/value", schemaPath: "#/$defs/duplicate/properties/value/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema61.properties.value, data: data132 };
                  if (vErrors === null) {
                    vErrors = [err382];
                  } else {
                    vErrors.push(err382);
                  }
                  errors++;
                }
              } else {
                const err383 = { instancePath: instancePath + "/duplicates/" + i19 + "/value", schemaPath: "#/$defs/duplicate/properties/value/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema61.properties.value.type, parentSchema: schema61.properties.value, data: data132 };
                if (vErrors === null) {
                  vErrors = [err383];
                } else {
                  vErrors.push(err383);
                }
                errors++;
              }
            }
            if (data128.source !== void 0) {
              let data133 = data128.source;
              if (typeof data133 === "string") {
                if (func1(data133) > 500) {
                  const err384 = { instancePath: instancePath + "/duplicates/" + i19 + "/source", schemaPath: "#/$defs/duplicate/properties/source/maxLength", keyword: "maxLength", params: { limit: 500 }, message: "must NOT have more than 500 characters", schema: 500, parentSchema: schema61.properties.source, data: data133 };
                  if (vErrors === null) {
                    vErrors = [err384];
                  } else {
                    vErrors.push(err384);
                  }
                  errors++;
                }
                if (func1(data133) < 1) {
                  const err385 = { instancePath: instancePath + "/duplicates/" + i19 + "/source", schemaPath: "#/$defs/duplicate/properties/source/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema61.properties.source, data: data133 };
                  if (vErrors === null) {
                    vErrors = [err385];
                  } else {
                    vErrors.push(err385);
                  }
                  errors++;
                }
              } else {
                const err386 = { instancePath: instancePath + "/duplicates/" + i19 + "/source", schemaPath: "#/$defs/duplicate/properties/source/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema61.properties.source.type, parentSchema: schema61.properties.source, data: data133 };
                if (vErrors === null) {
                  vErrors = [err386];
                } else {
                  vErrors.push(err386);
                }
                errors++;
              }
            }
          } else {
            const err387 = { instancePath: instancePath + "/duplicates/" + i19, schemaPath: "#/$defs/duplicate/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema61.type, parentSchema: schema61, data: data128 };
            if (vErrors === null) {
              vErrors = [err387];
            } else {
              vErrors.push(err387);
            }
            errors++;
          }
        }
      } else {
        const err388 = { instancePath: instancePath + "/duplicates", schemaPath: "#/properties/duplicates/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema48.properties.duplicates.type, parentSchema: schema48.properties.duplicates, data: data127 };
        if (vErrors === null) {
          vErrors = [err388];
        } else {
          vErrors.push(err388);
        }
        errors++;
      }
    }
    if (data.declined !== void 0) {
      let data134 = data.declined;
      if (Array.isArray(data134)) {
        const len17 = data134.length;
        for (let i20 = 0; i20 < len17; i20++) {
          if (!validate40(data134[i20], { instancePath: instancePath + "/declined/" + i20, parentData: data134, parentDataProperty: i20, rootData, dynamicAnchors })) {
            vErrors = vErrors === null ? validate40.errors : vErrors.concat(validate40.errors);
            errors = vErrors.length;
          }
        }
      } else {
        const err389 = { instancePath: instancePath + "/declined", schemaPath: "#/properties/declined/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema48.properties.declined.type, parentSchema: schema48.properties.declined, data: data134 };
        if (vErrors === null) {
          vErrors = [err389];
        } else {
          vErrors.push(err389);
        }
        errors++;
      }
    }
    if (data.declined_matches !== void 0) {
      let data136 = data.declined_matches;
      if (Array.isArray(data136)) {
        const len18 = data136.length;
        for (let i21 = 0; i21 < len18; i21++) {
          if (!validate42(data136[i21], { instancePath: instancePath + "/declined_matches/" + i21, parentData: data136, parentDataProperty: i21, rootData, dynamicAnchors })) {
            vErrors = vErrors === null ? validate42.errors : vErrors.concat(validate42.errors);
            errors = vErrors.length;
          }
        }
      } else {
        const err390 = { instancePath: instancePath + "/declined_matches", schemaPath: "#/properties/declined_matches/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema48.properties.declined_matches.type, parentSchema: schema48.properties.declined_matches, data: data136 };
        if (vErrors === null) {
          vErrors = [err390];
        } else {
          vErrors.push(err390);
        }
        errors++;
      }
    }
    if (data.warnings !== void 0) {
      let data138 = data.warnings;
      if (Array.isArray(data138)) {
        const len19 = data138.length;
        for (let i22 = 0; i22 < len19; i22++) {
          let data139 = data138[i22];
          if (data139 && typeof data139 == "object" && !Array.isArray(data139)) {
            if (data139.message === void 0) {
              const err391 = { instancePath: instancePath + "/warnings/" + i22, schemaPath: "#/$defs/warning/required", keyword: "required", params: { missingProperty: "message" }, message: "must have required property 'message'", schema: schema66.required, parentSchema: schema66, data: data139 };
              if (vErrors === null) {
                vErrors = [err391];
              } else {
                vErrors.push(err391);
              }
              errors++;
            }
            for (const key21 in data139) {
              if (!(key21 === "candidate" || key21 === "message")) {
                const err392 = { instancePath: instancePath + "/warnings/" + i22, schemaPath: "#/$defs/warning/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key21 }, message: "must NOT have additional properties", schema: false, parentSchema: schema66, data: data139 };
                if (vErrors === null) {
                  vErrors = [err392];
                } else {
                  vErrors.push(err392);
                }
                errors++;
              }
            }
            if (data139.candidate !== void 0) {
              let data140 = data139.candidate;
              if (!(typeof data140 == "number" && (!(data140 % 1) && !isNaN(data140)) && isFinite(data140))) {
                const err393 = { instancePath: instancePath + "/warnings/" + i22 + "/candidate", schemaPath: "#/$defs/warning/properties/candidate/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema66.properties.candidate.type, parentSchema: schema66.properties.candidate, data: data140 };
                if (vErrors === null) {
                  vErrors = [err393];
                } else {
                  vErrors.push(err393);
                }
                errors++;
              }
              if (typeof data140 == "number" && isFinite(data140)) {
                if (data140 < 0 || isNaN(data140)) {
                  const err394 = { instancePath: instancePath + "/warnings/" + i22 + "/candidate", schemaPath: "#/$defs/warning/properties/candidate/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0", schema: 0, parentSchema: schema66.properties.candidate, data: data140 };
                  if (vErrors === null) {
                    vErrors = [err394];
                  } else {
                    vErrors.push(err394);
                  }
                  errors++;
                }
              }
            }
            if (data139.message !== void 0) {
              let data141 = data139.message;
              if (typeof data141 !== "string") {
                const err395 = { instancePath: instancePath + "/warnings/" + i22 + "/message", schemaPath: "#/$defs/warning/properties/message/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema66.properties.message.type, parentSchema: schema66.properties.message, data: data141 };
                if (vErrors === null) {
                  vErrors = [err395];
                } else {
                  vErrors.push(err395);
                }
                errors++;
              }
            }
          } else {
            const err396 = { instancePath: instancePath + "/warnings/" + i22, schemaPath: "#/$defs/warning/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema66.type, parentSchema: schema66, data: data139 };
            if (vErrors === null) {
              vErrors = [err396];
            } else {
              vErrors.push(err396);
            }
            errors++;
          }
        }
      } else {
        const err397 = { instancePath: instancePath + "/warnings", schemaPath: "#/properties/warnings/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema48.properties.warnings.type, parentSchema: schema48.properties.warnings, data: data138 };
        if (vErrors === null) {
          vErrors = [err397];
        } else {
          vErrors.push(err397);
        }
        errors++;
      }
    }
    if (data.trace !== void 0) {
      let data142 = data.trace;
      if (Array.isArray(data142)) {
        const len20 = data142.length;
        for (let i23 = 0; i23 < len20; i23++) {
          let data143 = data142[i23];
          const _errs332 = errors;
          let valid88 = false;
          let passing1 = null;
          const _errs333 = errors;
          if (data143 && typeof data143 == "object" && !Array.isArray(data143)) {
            if (data143.candidate === void 0) {
              const err398 = { instancePath: instancePath + "/trace/" + i23, schemaPath: "#/$defs/traceEntry/oneOf/0/required", keyword: "required", params: { missingProperty: "candidate" }, message: "must have required property 'candidate'", schema: schema67.oneOf[0].required, parentSchema: schema67.oneOf[0], data: data143 };
              if (vErrors === null) {
                vErrors = [err398];
              } else {
                vErrors.push(err398);
              }
              errors++;
            }
          }
          var _valid1 = _errs333 === errors;
          if (_valid1) {
            valid88 = true;
            passing1 = 0;
          }
          const _errs334 = errors;
          if (data143 && typeof data143 == "object" && !Array.isArray(data143)) {
            if (data143.fact === void 0) {
              const err399 = { instancePath: instancePath + "/trace/" + i23, schemaPath: "#/$defs/traceEntry/oneOf/1/required", keyword: "required", params: { missingProperty: "fact" }, message: "must have required property 'fact'", schema: schema67.oneOf[1].required, parentSchema: schema67.oneOf[1], data: data143 };
              if (vErrors === null) {
                vErrors = [err399];
              } else {
                vErrors.push(err399);
              }
              errors++;
            }
          }
          var _valid1 = _errs334 === errors;
          if (_valid1 && valid88) {
            valid88 = false;
            passing1 = [passing1, 1];
          } else {
            if (_valid1) {
              valid88 = true;
              passing1 = 1;
            }
          }
          if (!valid88) {
            const err400 = { instancePath: instancePath + "/trace/" + i23, schemaPath: "#/$defs/traceEntry/oneOf", keyword: "oneOf", params: { passingSchemas: passing1 }, message: "must match exactly one schema in oneOf", schema: schema67.oneOf, parentSchema: schema67, data: data143 };
            if (vErrors === null) {
              vErrors = [err400];
            } else {
              vErrors.push(err400);
            }
            errors++;
          } else {
            errors = _errs332;
            if (vErrors !== null) {
              if (_errs332) {
                vErrors.length = _errs332;
              } else {
                vErrors = null;
              }
            }
          }
          if (data143 && typeof data143 == "object" && !Array.isArray(data143)) {
            if (data143.rule === void 0) {
              const err401 = { instancePath: instancePath + "/trace/" + i23, schemaPath: "#/$defs/traceEntry/required", keyword: "required", params: { missingProperty: "rule" }, message: "must have required property 'rule'", schema: schema67.required, parentSchema: schema67, data: data143 };
              if (vErrors === null) {
                vErrors = [err401];
              } else {
                vErrors.push(err401);
              }
              errors++;
            }
            if (data143.outcome === void 0) {
              const err402 = { instancePath: instancePath + "/trace/" + i23, schemaPath: "#/$defs/traceEntry/required", keyword: "required", params: { missingProperty: "outcome" }, message: "must have required property 'outcome'", schema: schema67.required, parentSchema: schema67, data: data143 };
              if (vErrors === null) {
                vErrors = [err402];
              } else {
                vErrors.push(err402);
              }
              errors++;
            }
            for (const key22 in data143) {
              if (!(key22 === "candidate" || key22 === "fact" || key22 === "rule" || key22 === "outcome" || key22 === "file" || key22 === "reason")) {
                const err403 = { instancePath: instancePath + "/trace/" + i23, schemaPath: "#/$defs/traceEntry/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key22 }, message: "must NOT have additional properties", schema: false, parentSchema: schema67, data: data143 };
                if (vErrors === null) {
                  vErrors = [err403];
                } else {
                  vErrors.push(err403);
                }
                errors++;
              }
            }
            if (data143.candidate !== void 0) {
              let data144 = data143.candidate;
              if (!(typeof data144 == "number" && (!(data144 % 1) && !isNaN(data144)) && isFinite(data144))) {
                const err404 = { instancePath: instancePath + "/trace/" + i23 + "/candidate", schemaPath: "#/$defs/traceEntry/properties/candidate/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema67.properties.candidate.type, parentSchema: schema67.properties.candidate, data: data144 };
                if (vErrors === null) {
                  vErrors = [err404];
                } else {
                  vErrors.push(err404);
                }
                errors++;
              }
              if (typeof data144 == "number" && isFinite(data144)) {
                if (data144 < 0 || isNaN(data144)) {
                  const err405 = { instancePath: instancePath + "/trace/" + i23 + "/candidate", schemaPath: "#/$defs/traceEntry/properties/candidate/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0", schema: 0, parentSchema: schema67.properties.candidate, data: data144 };
                  if (vErrors === null) {
                    vErrors = [err405];
                  } else {
                    vErrors.push(err405);
                  }
                  errors++;
                }
              }
            }
            if (data143.fact !== void 0) {
              let data145 = data143.fact;
              if (typeof data145 === "string") {
                if (!pattern46.test(data145)) {
                  const err406 = { instancePath: instancePath + "/trace/" + i23 + "/fact", schemaPath: "#/$defs/traceEntry/properties/fact/pattern", keyword: "pattern", params: { pattern: "^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$" }, message: 'must match pattern "^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$"', schema: "^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$", parentSchema: schema67.properties.fact, data: data145 };
                  if (vErrors === null) {
                    vErrors = [err406];
                  } else {
                    vErrors.push(err406);
                  }
                  errors++;
                }
              } else {
                const err407 = { instancePath: instancePath + "/trace/" + i23 + "/fact", schemaPath: "#/$defs/traceEntry/properties/fact/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema67.properties.fact.type, parentSchema: schema67.properties.fact, data: data145 };
                if (vErrors === null) {
                  vErrors = [err407];
                } else {
                  vErrors.push(err407);
                }
                errors++;
              }
            }
            if (data143.rule !== void 0) {
              let data146 = data143.rule;
              if (typeof data146 !== "string") {
                const err408 = { instancePath: instancePath + "/trace/" + i23 + "/rule", schemaPath: "#/$defs/traceEntry/properties/rule/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema67.properties.rule.type, parentSchema: schema67.properties.rule, data: data146 };
                if (vErrors === null) {
                  vErrors = [err408];
                } else {
                  vErrors.push(err408);
                }
                errors++;
              }
            }
            if (data143.outcome !== void 0) {
              let data147 = data143.outcome;
              if (!(data147 === "reject" || data147 === "add" || data147 === "bump" || data147 === "duplicate" || data147 === "conflict" || data147 === "supersede" || data147 === "retire" || data147 === "promote" || data147 === "decay-flag" || data147 === "resolve")) {
                const err409 = { instancePath: instancePath + "/trace/" + i23 + "/outcome", schemaPath: "#/$defs/traceEntry/properties/outcome/enum", keyword: "enum", params: { allowedValues: schema67.properties.outcome.enum }, message: "must be equal to one of the allowed values", schema: schema67.properties.outcome.enum, parentSchema: schema67.properties.outcome, data: data147 };
                if (vErrors === null) {
                  vErrors = [err409];
                } else {
                  vErrors.push(err409);
                }
                errors++;
              }
            }
            if (data143.file !== void 0) {
              let data148 = data143.file;
              if (typeof data148 !== "string") {
                const err410 = { instancePath: instancePath + "/trace/" + i23 + "/file", schemaPath: "#/$defs/traceEntry/properties/file/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema67.properties.file.type, parentSchema: schema67.properties.file, data: data148 };
                if (vErrors === null) {
                  vErrors = [err410];
                } else {
                  vErrors.push(err410);
                }
                errors++;
              }
            }
            if (data143.reason !== void 0) {
              let data149 = data143.reason;
              if (typeof data149 !== "string") {
                const err411 = { instancePath: instancePath + "/trace/" + i23 + "/reason", schemaPath: "#/$defs/traceEntry/properties/reason/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema67.properties.reason.type, parentSchema: schema67.properties.reason, data: data149 };
                if (vErrors === null) {
                  vErrors = [err411];
                } else {
                  vErrors.push(err411);
                }
                errors++;
              }
            }
          } else {
            const err412 = { instancePath: instancePath + "/trace/" + i23, schemaPath: "#/$defs/traceEntry/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema67.type, parentSchema: schema67, data: data143 };
            if (vErrors === null) {
              vErrors = [err412];
            } else {
              vErrors.push(err412);
            }
            errors++;
          }
        }
      } else {
        const err413 = { instancePath: instancePath + "/trace", schemaPath: "#/properties/trace/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema48.properties.trace.type, parentSchema: schema48.properties.trace, data: data142 };
        if (vErrors === null) {
          vErrors = [err413];
        } else {
          vErrors.push(err413);
        }
        errors++;
      }
    }
  } else {
    const err414 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema48.type, parentSchema: schema48, data };
    if (vErrors === null) {
      vErrors = [err414];
    } else {
      vErrors.push(err414);
    }
    errors++;
  }
  validate37.errors = vErrors;
  return errors === 0;
}
validate37.evaluated = { "props": true, "dynamicProps": false, "dynamicItems": false };
exports.profile = validate44;
var schema68 = { "$schema": "https://json-schema.org/draft/2020-12/schema", "$id": "https://brain.example/schemas/profile.schema.json", "title": "Profile", "description": "The profile as printed by `brain show --json`: every fact of brain/profile.md, static layer first.", "type": "object", "required": ["facts"], "additionalProperties": false, "properties": { "facts": { "type": "array", "items": { "$ref": "#/$defs/fact" } }, "warnings": { "description": "What `brain show --json` would otherwise have printed on stderr (every --json document carries them; see docs/cli.md). Not part of the profile.", "type": "array", "items": { "type": "string" } } }, "$defs": { "fact": { "title": "Fact", "type": "object", "additionalProperties": false, "required": ["id", "kind", "layer", "key", "value", "provenance", "sources", "first_seen", "last_seen", "evidence_count", "status"], "properties": { "id": { "type": "string", "pattern": "^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$", "description": "Stable id: mintEntityId({kind, key}) for a key's primary fact; distinct deterministic ids for a conflict's second value and for archived facts." }, "kind": { "enum": ["observed", "profile-field"], "description": "`observed` = learned by consolidation; `profile-field` = folded seed from `brain init --from` (never changed by consolidation)." }, "layer": { "enum": ["static", "dynamic"] }, "key": { "type": "string", "minLength": 1, "maxLength": 200, "description": "Normalized key." }, "value": { "type": "string", "minLength": 1, "description": "The value as first observed." }, "provenance": { "enum": ["published", "human"], "description": "The strongest provenance seen (published > human)." }, "sources": { "type": "array", "minItems": 1, "uniqueItems": true, "items": { "type": "string", "minLength": 1, "maxLength": 500 }, "description": "Distinct sources that evidenced this fact, in order seen." }, "first_seen": { "type": "string", "format": "date", "pattern": "^[0-9]{4}-[0-9]{2}-[0-9]{2}$" }, "last_seen": { "type": "string", "format": "date", "pattern": "^[0-9]{4}-[0-9]{2}-[0-9]{2}$" }, "evidence_count": { "type": "integer", "minimum": 1, "description": "Number of distinct sources (= sources.length)." }, "status": { "enum": ["active", "superseded", "retired"], "description": "`active`; `superseded` (replaced by a later value, kept and marked); `retired` (stopped being true, kept and marked)." }, "superseded_by": { "type": "string", "pattern": "^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$", "description": "Only on superseded facts: the winner's id." }, "superseded_on": { "type": "string", "format": "date", "pattern": "^[0-9]{4}-[0-9]{2}-[0-9]{2}$", "description": "Only on superseded facts: the winning candidate's observed_date." }, "retired_on": { "type": "string", "format": "date", "pattern": "^[0-9]{4}-[0-9]{2}-[0-9]{2}$", "description": "Only on retired facts: the retiring candidate's observed_date." }, "retired_reason": { "type": "string", "minLength": 1, "maxLength": 500, "description": "Only on retired facts: the reason the retire candidate gave." } }, "allOf": [{ "if": { "required": ["status"], "properties": { "status": { "const": "superseded" } } }, "then": { "required": ["superseded_by", "superseded_on"] }, "else": { "not": { "anyOf": [{ "required": ["superseded_by"] }, { "required": ["superseded_on"] }] } } }, { "if": { "required": ["status"], "properties": { "status": { "const": "retired" } } }, "then": { "required": ["retired_on", "retired_reason"] }, "else": { "not": { "anyOf": [{ "required": ["retired_on"] }, { "required": ["retired_reason"] }] } } }] } } };
var schema69 = { "title": "Fact", "type": "object", "additionalProperties": false, "required": ["id", "kind", "layer", "key", "value", "provenance", "sources", "first_seen", "last_seen", "evidence_count", "status"], "properties": { "id": { "type": "string", "pattern": "^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$", "description": "Stable id: mintEntityId({kind, key}) for a key's primary fact; distinct deterministic ids for a conflict's second value and for archived facts." }, "kind": { "enum": ["observed", "profile-field"], "description": "`observed` = learned by consolidation; `profile-field` = folded seed from `brain init --from` (never changed by consolidation)." }, "layer": { "enum": ["static", "dynamic"] }, "key": { "type": "string", "minLength": 1, "maxLength": 200, "description": "Normalized key." }, "value": { "type": "string", "minLength": 1, "description": "The value as first observed." }, "provenance": { "enum": ["published", "human"], "description": "The strongest provenance seen (published > human)." }, "sources": { "type": "array", "minItems": 1, "uniqueItems": true, "items": { "type": "string", "minLength": 1, "maxLength": 500 }, "description": "Distinct sources that evidenced this fact, in order seen." }, "first_seen": { "type": "string", "format": "date", "pattern": "^[0-9]{4}-[0-9]{2}-[0-9]{2}$" }, "last_seen": { "type": "string", "format": "date", "pattern": "^[0-9]{4}-[0-9]{2}-[0-9]{2}$" }, "evidence_count": { "type": "integer", "minimum": 1, "description": "Number of distinct sources (= sources.length)." }, "status": { "enum": ["active", "superseded", "retired"], "description": "`active`; `superseded` (replaced by a later value, kept and marked); `retired` (stopped being true, kept and marked)." }, "superseded_by": { "type": "string", "pattern": "^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$", "description": "Only on superseded facts: the winner's id." }, "superseded_on": { "type": "string", "format": "date", "pattern": "^[0-9]{4}-[0-9]{2}-[0-9]{2}$", "description": "Only on superseded facts: the winning candidate's observed_date." }, "retired_on": { "type": "string", "format": "date", "pattern": "^[0-9]{4}-[0-9]{2}-[0-9]{2}$", "description": "Only on retired facts: the retiring candidate's observed_date." }, "retired_reason": { "type": "string", "minLength": 1, "maxLength": 500, "description": "Only on retired facts: the reason the retire candidate gave." } }, "allOf": [{ "if": { "required": ["status"], "properties": { "status": { "const": "superseded" } } }, "then": { "required": ["superseded_by", "superseded_on"] }, "else": { "not": { "anyOf": [{ "required": ["superseded_by"] }, { "required": ["superseded_on"] }] } } }, { "if": { "required": ["status"], "properties": { "status": { "const": "retired" } } }, "then": { "required": ["retired_on", "retired_reason"] }, "else": { "not": { "anyOf": [{ "required": ["retired_on"] }, { "required": ["retired_reason"] }] } } }] };
function validate44(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
  ;
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate44.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = void 0;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = void 0;
  }
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.facts === void 0) {
      const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "facts" }, message: "must have required property 'facts'", schema: schema68.required, parentSchema: schema68, data };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!(key0 === "facts" || key0 === "warnings")) {
        const err1 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties", schema: false, parentSchema: schema68, data };
        if (vErrors === null) {
          vErrors = [err1];
        } else {
          vErrors.push(err1);
        }
        errors++;
      }
    }
    if (data.facts !== void 0) {
      let data0 = data.facts;
      if (Array.isArray(data0)) {
        const len0 = data0.length;
        for (let i0 = 0; i0 < len0; i0++) {
          let data1 = data0[i0];
          const _errs8 = errors;
          let valid5 = true;
          const _errs9 = errors;
          if (data1 && typeof data1 == "object" && !Array.isArray(data1)) {
            let missing0;
            if (data1.status === void 0 && (missing0 = "status")) {
              const err2 = {};
              if (vErrors === null) {
                vErrors = [err2];
              } else {
                vErrors.push(err2);
              }
              errors++;
            } else {
              if (data1.status !== void 0) {
                if ("superseded" !== data1.status) {
                  const err3 = {};
                  if (vErrors === null) {
                    vErrors = [err3];
                  } else {
                    vErrors.push(err3);
                  }
                  errors++;
                }
              }
            }
          }
          var _valid0 = _errs9 === errors;
          errors = _errs8;
          if (vErrors !== null) {
            if (_errs8) {
              vErrors.length = _errs8;
            } else {
              vErrors = null;
            }
          }
          let ifClause0;
          if (_valid0) {
            const _errs11 = errors;
            if (data1 && typeof data1 == "object" && !Array.isArray(data1)) {
              if (data1.superseded_by === void 0) {
                const err4 = { instancePath: instancePath + "/facts/" + i0, schemaPath: "#/$defs/fact/allOf/0/then/required", keyword: "required", params: { missingProperty: "superseded_by" }, message: "must have required property 'superseded_by'", schema: schema69.allOf[0].then.required, parentSchema: schema69.allOf[0].then, data: data1 };
                if (vErrors === null) {
                  vErrors = [err4];
                } else {
                  vErrors.push(err4);
                }
                errors++;
              }
              if (data1.superseded_on === void 0) {
                const err5 = { instancePath: instancePath + "/facts/" + i0, schemaPath: "#/$defs/fact/allOf/0/then/required", keyword: "required", params: { missingProperty: "superseded_on" }, message: "must have required property 'superseded_on'", schema: schema69.allOf[0].then.required, parentSchema: schema69.allOf[0].then, data: data1 };
                if (vErrors === null) {
                  vErrors = [err5];
                } else {
                  vErrors.push(err5);
                }
                errors++;
              }
            }
            var _valid0 = _errs11 === errors;
            valid5 = _valid0;
            ifClause0 = "then";
          } else {
            const _errs12 = errors;
            const _errs13 = errors;
            const _errs14 = errors;
            const _errs15 = errors;
            let valid8 = false;
            const _errs16 = errors;
            if (data1 && typeof data1 == "object" && !Array.isArray(data1)) {
              let missing1;
              if (data1.superseded_by === void 0 && (missing1 = "superseded_by")) {
                const err6 = {};
                if (vErrors === null) {
                  vErrors = [err6];
                } else {
                  vErrors.push(err6);
                }
                errors++;
              }
            }
            var _valid1 = _errs16 === errors;
            valid8 = valid8 || _valid1;
            const _errs17 = errors;
            if (data1 && typeof data1 == "object" && !Array.isArray(data1)) {
              let missing2;
              if (data1.superseded_on === void 0 && (missing2 = "superseded_on")) {
                const err7 = {};
                if (vErrors === null) {
                  vErrors = [err7];
                } else {
                  vErrors.push(err7);
                }
                errors++;
              }
            }
            var _valid1 = _errs17 === errors;
            valid8 = valid8 || _valid1;
            if (!valid8) {
              const err8 = {};
              if (vErrors === null) {
                vErrors = [err8];
              } else {
                vErrors.push(err8);
              }
              errors++;
            } else {
              errors = _errs15;
              if (vErrors !== null) {
                if (_errs15) {
                  vErrors.length = _errs15;
                } else {
                  vErrors = null;
                }
              }
            }
            var valid7 = _errs14 === errors;
            if (valid7) {
              const err9 = { instancePath: instancePath + "/facts/" + i0, schemaPath: "#/$defs/fact/allOf/0/else/not", keyword: "not", params: {}, message: "must NOT be valid", schema: schema69.allOf[0].else.not, parentSchema: schema69.allOf[0].else, data: data1 };
              if (vErrors === null) {
                vErrors = [err9];
              } else {
                vErrors.push(err9);
              }
              errors++;
            } else {
              errors = _errs13;
              if (vErrors !== null) {
                if (_errs13) {
                  vErrors.length = _errs13;
                } else {
                  vErrors = null;
                }
              }
            }
            var _valid0 = _errs12 === errors;
            valid5 = _valid0;
            ifClause0 = "else";
          }
          if (!valid5) {
            const err10 = { instancePath: instancePath + "/facts/" + i0, schemaPath: "#/$defs/fact/allOf/0/if", keyword: "if", params: { failingKeyword: ifClause0 }, message: 'must match "' + ifClause0 + '" schema', schema: schema69.allOf[0].if, parentSchema: schema69.allOf[0], data: data1 };
            if (vErrors === null) {
              vErrors = [err10];
            } else {
              vErrors.push(err10);
            }
            errors++;
          }
          const _errs19 = errors;
          let valid9 = true;
          const _errs20 = errors;
          if (data1 && typeof data1 == "object" && !Array.isArray(data1)) {
            let missing3;
            if (data1.status === void 0 && (missing3 = "status")) {
              const err11 = {};
              if (vErrors === null) {
                vErrors = [err11];
              } else {
                vErrors.push(err11);
              }
              errors++;
            } else {
              if (data1.status !== void 0) {
                if ("retired" !== data1.status) {
                  const err12 = {};
                  if (vErrors === null) {
                    vErrors = [err12];
                  } else {
                    vErrors.push(err12);
                  }
                  errors++;
                }
              }
            }
          }
          var _valid2 = _errs20 === errors;
          errors = _errs19;
          if (vErrors !== null) {
            if (_errs19) {
              vErrors.length = _errs19;
            } else {
              vErrors = null;
            }
          }
          let ifClause1;
          if (_valid2) {
            const _errs22 = errors;
            if (data1 && typeof data1 == "object" && !Array.isArray(data1)) {
              if (data1.retired_on === void 0) {
                const err13 = { instancePath: instancePath + "/facts/" + i0, schemaPath: "#/$defs/fact/allOf/1/then/required", keyword: "required", params: { missingProperty: "retired_on" }, message: "must have required property 'retired_on'", schema: schema69.allOf[1].then.required, parentSchema: schema69.allOf[1].then, data: data1 };
                if (vErrors === null) {
                  vErrors = [err13];
                } else {
                  vErrors.push(err13);
                }
                errors++;
              }
              if (data1.retired_reason === void 0) {
                const err14 = { instancePath: instancePath + "/facts/" + i0, schemaPath: "#/$defs/fact/allOf/1/then/required", keyword: "required", params: { missingProperty: "retired_reason" }, message: "must have required property 'retired_reason'", schema: schema69.allOf[1].then.required, parentSchema: schema69.allOf[1].then, data: data1 };
                if (vErrors === null) {
                  vErrors = [err14];
                } else {
                  vErrors.push(err14);
                }
                errors++;
              }
            }
            var _valid2 = _errs22 === errors;
            valid9 = _valid2;
            ifClause1 = "then";
          } else {
            const _errs23 = errors;
            const _errs24 = errors;
            const _errs25 = errors;
            const _errs26 = errors;
            let valid12 = false;
            const _errs27 = errors;
            if (data1 && typeof data1 == "object" && !Array.isArray(data1)) {
              let missing4;
              if (data1.retired_on === void 0 && (missing4 = "retired_on")) {
                const err15 = {};
                if (vErrors === null) {
                  vErrors = [err15];
                } else {
                  vErrors.push(err15);
                }
                errors++;
              }
            }
            var _valid3 = _errs27 === errors;
            valid12 = valid12 || _valid3;
            const _errs28 = errors;
            if (data1 && typeof data1 == "object" && !Array.isArray(data1)) {
              let missing5;
              if (data1.retired_reason === void 0 && (missing5 = "retired_reason")) {
                const err16 = {};
                if (vErrors === null) {
                  vErrors = [err16];
                } else {
                  vErrors.push(err16);
                }
                errors++;
              }
            }
            var _valid3 = _errs28 === errors;
            valid12 = valid12 || _valid3;
            if (!valid12) {
              const err17 = {};
              if (vErrors === null) {
                vErrors = [err17];
              } else {
                vErrors.push(err17);
              }
              errors++;
            } else {
              errors = _errs26;
              if (vErrors !== null) {
                if (_errs26) {
                  vErrors.length = _errs26;
                } else {
                  vErrors = null;
                }
              }
            }
            var valid11 = _errs25 === errors;
            if (valid11) {
              const err18 = { instancePath: instancePath + "/facts/" + i0, schemaPath: "#/$defs/fact/allOf/1/else/not", keyword: "not", params: {}, message: "must NOT be valid", schema: schema69.allOf[1].else.not, parentSchema: schema69.allOf[1].else, data: data1 };
              if (vErrors === null) {
                vErrors = [err18];
              } else {
                vErrors.push(err18);
              }
              errors++;
            } else {
              errors = _errs24;
              if (vErrors !== null) {
                if (_errs24) {
                  vErrors.length = _errs24;
                } else {
                  vErrors = null;
                }
              }
            }
            var _valid2 = _errs23 === errors;
            valid9 = _valid2;
            ifClause1 = "else";
          }
          if (!valid9) {
            const err19 = { instancePath: instancePath + "/facts/" + i0, schemaPath: "#/$defs/fact/allOf/1/if", keyword: "if", params: { failingKeyword: ifClause1 }, message: 'must match "' + ifClause1 + '" schema', schema: schema69.allOf[1].if, parentSchema: schema69.allOf[1], data: data1 };
            if (vErrors === null) {
              vErrors = [err19];
            } else {
              vErrors.push(err19);
            }
            errors++;
          }
          if (data1 && typeof data1 == "object" && !Array.isArray(data1)) {
            if (data1.id === void 0) {
              const err20 = { instancePath: instancePath + "/facts/" + i0, schemaPath: "#/$defs/fact/required", keyword: "required", params: { missingProperty: "id" }, message: "must have required property 'id'", schema: schema69.required, parentSchema: schema69, data: data1 };
              if (vErrors === null) {
                vErrors = [err20];
              } else {
                vErrors.push(err20);
              }
              errors++;
            }
            if (data1.kind === void 0) {
              const err21 = { instancePath: instancePath + "/facts/" + i0, schemaPath: "#/$defs/fact/required", keyword: "required", params: { missingProperty: "kind" }, message: "must have required property 'kind'", schema: schema69.required, parentSchema: schema69, data: data1 };
              if (vErrors === null) {
                vErrors = [err21];
              } else {
                vErrors.push(err21);
              }
              errors++;
            }
            if (data1.layer === void 0) {
              const err22 = { instancePath: instancePath + "/facts/" + i0, schemaPath: "#/$defs/fact/required", keyword: "required", params: { missingProperty: "layer" }, message: "must have required property 'layer'", schema: schema69.required, parentSchema: schema69, data: data1 };
              if (vErrors === null) {
                vErrors = [err22];
              } else {
                vErrors.push(err22);
              }
              errors++;
            }
            if (data1.key === void 0) {
              const err23 = { instancePath: instancePath + "/facts/" + i0, schemaPath: "#/$defs/fact/required", keyword: "required", params: { missingProperty: "key" }, message: "must have required property 'key'", schema: schema69.required, parentSchema: schema69, data: data1 };
              if (vErrors === null) {
                vErrors = [err23];
              } else {
                vErrors.push(err23);
              }
              errors++;
            }
            if (data1.value === void 0) {
              const err24 = { instancePath: instancePath + "/facts/" + i0, schemaPath: "#/$defs/fact/required", keyword: "required", params: { missingProperty: "value" }, message: "must have required property 'value'", schema: schema69.required, parentSchema: schema69, data: data1 };
              if (vErrors === null) {
                vErrors = [err24];
              } else {
                vErrors.push(err24);
              }
              errors++;
            }
            if (data1.provenance === void 0) {
              const err25 = { instancePath: instancePath + "/facts/" + i0, schemaPath: "#/$defs/fact/required", keyword: "required", params: { missingProperty: "provenance" }, message: "must have required property 'provenance'", schema: schema69.required, parentSchema: schema69, data: data1 };
              if (vErrors === null) {
                vErrors = [err25];
              } else {
                vErrors.push(err25);
              }
              errors++;
            }
            if (data1.sources === void 0) {
              const err26 = { instancePath: instancePath + "/facts/" + i0, schemaPath: "#/$defs/fact/required", keyword: "required", params: { missingProperty: "sources" }, message: "must have required property 'sources'", schema: schema69.required, parentSchema: schema69, data: data1 };
              if (vErrors === null) {
                vErrors = [err26];
              } else {
                vErrors.push(err26);
              }
              errors++;
            }
            if (data1.first_seen === void 0) {
              const err27 = { instancePath: instancePath + "/facts/" + i0, schemaPath: "#/$defs/fact/required", keyword: "required", params: { missingProperty: "first_seen" }, message: "must have required property 'first_seen'", schema: schema69.required, parentSchema: schema69, data: data1 };
              if (vErrors === null) {
                vErrors = [err27];
              } else {
                vErrors.push(err27);
              }
              errors++;
            }
            if (data1.last_seen === void 0) {
              const err28 = { instancePath: instancePath + "/facts/" + i0, schemaPath: "#/$defs/fact/required", keyword: "required", params: { missingProperty: "last_seen" }, message: "must have required property 'last_seen'", schema: schema69.required, parentSchema: schema69, data: data1 };
              if (vErrors === null) {
                vErrors = [err28];
              } else {
                vErrors.push(err28);
              }
              errors++;
            }
            if (data1.evidence_count === void 0) {
              const err29 = { instancePath: instancePath + "/facts/" + i0, schemaPath: "#/$defs/fact/required", keyword: "required", params: { missingProperty: "evidence_count" }, message: "must have required property 'evidence_count'", schema: schema69.required, parentSchema: schema69, data: data1 };
              if (vErrors === null) {
                vErrors = [err29];
              } else {
                vErrors.push(err29);
              }
              errors++;
            }
            if (data1.status === void 0) {
              const err30 = { instancePath: instancePath + "/facts/" + i0, schemaPath: "#/$defs/fact/required", keyword: "required", params: { missingProperty: "status" }, message: "must have required property 'status'", schema: schema69.required, parentSchema: schema69, data: data1 };
              if (vErrors === null) {
                vErrors = [err30];
              } else {
                vErrors.push(err30);
              }
              errors++;
            }
            for (const key1 in data1) {
              if (!func25.call(schema69.properties, key1)) {
                const err31 = { instancePath: instancePath + "/facts/" + i0, schemaPath: "#/$defs/fact/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key1 }, message: "must NOT have additional properties", schema: false, parentSchema: schema69, data: data1 };
                if (vErrors === null) {
                  vErrors = [err31];
                } else {
                  vErrors.push(err31);
                }
                errors++;
              }
            }
            if (data1.id !== void 0) {
              let data4 = data1.id;
              if (typeof data4 === "string") {
                if (!pattern46.test(data4)) {
                  const err32 = { instancePath: instancePath + "/facts/" + i0 + "/id", schemaPath: "#/$defs/fact/properties/id/pattern", keyword: "pattern", params: { pattern: "^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$" }, message: 'must match pattern "^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$"', schema: "^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$", parentSchema: schema69.properties.id, data: data4 };
                  if (vErrors === null) {
                    vErrors = [err32];
                  } else {
                    vErrors.push(err32);
                  }
                  errors++;
                }
              } else {
                const err33 = { instancePath: instancePath + "/facts/" + i0 + "/id", schemaPath: "#/$defs/fact/properties/id/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema69.properties.id.type, parentSchema: schema69.properties.id, data: data4 };
                if (vErrors === null) {
                  vErrors = [err33];
                } else {
                  vErrors.push(err33);
                }
                errors++;
              }
            }
            if (data1.kind !== void 0) {
              let data5 = data1.kind;
              if (!(data5 === "observed" || data5 === "profile-field")) {
                const err34 = { instancePath: instancePath + "/facts/" + i0 + "/kind", schemaPath: "#/$defs/fact/properties/kind/enum", keyword: "enum", params: { allowedValues: schema69.properties.kind.enum }, message: "must be equal to one of the allowed values", schema: schema69.properties.kind.enum, parentSchema: schema69.properties.kind, data: data5 };
                if (vErrors === null) {
                  vErrors = [err34];
                } else {
                  vErrors.push(err34);
                }
                errors++;
              }
            }
            if (data1.layer !== void 0) {
              let data6 = data1.layer;
              if (!(data6 === "static" || data6 === "dynamic")) {
                const err35 = { instancePath: instancePath + "/facts/" + i0 + "/layer", schemaPath: "#/$defs/fact/properties/layer/enum", keyword: "enum", params: { allowedValues: schema69.properties.layer.enum }, message: "must be equal to one of the allowed values", schema: schema69.properties.layer.enum, parentSchema: schema69.properties.layer, data: data6 };
                if (vErrors === null) {
                  vErrors = [err35];
                } else {
                  vErrors.push(err35);
                }
                errors++;
              }
            }
            if (data1.key !== void 0) {
              let data7 = data1.key;
              if (typeof data7 === "string") {
                if (func1(data7) > 200) {
                  const err36 = { instancePath: instancePath + "/facts/" + i0 + "/key", schemaPath: "#/$defs/fact/properties/key/maxLength", keyword: "maxLength", params: { limit: 200 }, message: "must NOT have more than 200 characters", schema: 200, parentSchema: schema69.properties.key, data: data7 };
                  if (vErrors === null) {
                    vErrors = [err36];
                  } else {
                    vErrors.push(err36);
                  }
                  errors++;
                }
                if (func1(data7) < 1) {
                  const err37 = { instancePath: instancePath + "/facts/" + i0 + "/key", schemaPath: "#/$defs/fact/properties/key/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema69.properties.key, data: data7 };
                  if (vErrors === null) {
                    vErrors = [err37];
                  } else {
                    vErrors.push(err37);
                  }
                  errors++;
                }
              } else {
                const err38 = { instancePath: instancePath + "/facts/" + i0 + "/key", schemaPath: "#/$defs/fact/properties/key/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema69.properties.key.type, parentSchema: schema69.properties.key, data: data7 };
                if (vErrors === null) {
                  vErrors = [err38];
                } else {
                  vErrors.push(err38);
                }
                errors++;
              }
            }
            if (data1.value !== void 0) {
              let data8 = data1.value;
              if (typeof data8 === "string") {
                if (func1(data8) < 1) {
                  const err39 = { instancePath: instancePath + "/facts/" + i0 + "/value", schemaPath: "#/$defs/fact/properties/value/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema69.properties.value, data: data8 };
                  if (vErrors === null) {
                    vErrors = [err39];
                  } else {
                    vErrors.push(err39);
                  }
                  errors++;
                }
              } else {
                const err40 = { instancePath: instancePath + "/facts/" + i0 + "/value", schemaPath: "#/$defs/fact/properties/value/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema69.properties.value.type, parentSchema: schema69.properties.value, data: data8 };
                if (vErrors === null) {
                  vErrors = [err40];
                } else {
                  vErrors.push(err40);
                }
                errors++;
              }
            }
            if (data1.provenance !== void 0) {
              let data9 = data1.provenance;
              if (!(data9 === "published" || data9 === "human")) {
                const err41 = { instancePath: instancePath + "/facts/" + i0 + "/provenance", schemaPath: "#/$defs/fact/properties/provenance/enum", keyword: "enum", params: { allowedValues: schema69.properties.provenance.enum }, message: "must be equal to one of the allowed values", schema: schema69.properties.provenance.enum, parentSchema: schema69.properties.provenance, data: data9 };
                if (vErrors === null) {
                  vErrors = [err41];
                } else {
                  vErrors.push(err41);
                }
                errors++;
              }
            }
            if (data1.sources !== void 0) {
              let data10 = data1.sources;
              if (Array.isArray(data10)) {
                if (data10.length < 1) {
                  const err42 = { instancePath: instancePath + "/facts/" + i0 + "/sources", schemaPath: "#/$defs/fact/properties/sources/minItems", keyword: "minItems", params: { limit: 1 }, message: "must NOT have fewer than 1 items", schema: 1, parentSchema: schema69.properties.sources, data: data10 };
                  if (vErrors === null) {
                    vErrors = [err42];
                  } else {
                    vErrors.push(err42);
                  }
                  errors++;
                }
                const len1 = data10.length;
                for (let i1 = 0; i1 < len1; i1++) {
                  let data11 = data10[i1];
                  if (typeof data11 === "string") {
                    if (func1(data11) > 500) {
                      const err43 = { instancePath: instancePath + "/facts/" + i0 + "/sources/" + i1, schemaPath: "#/$defs/fact/properties/sources/items/maxLength", keyword: "maxLength", params: { limit: 500 }, message: "must NOT have more than 500 characters", schema: 500, parentSchema: schema69.properties.sources.items, data: data11 };
                      if (vErrors === null) {
                        vErrors = [err43];
                      } else {
                        vErrors.push(err43);
                      }
                      errors++;
                    }
                    if (func1(data11) < 1) {
                      const err44 = { instancePath: instancePath + "/facts/" + i0 + "/sources/" + i1, schemaPath: "#/$defs/fact/properties/sources/items/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema69.properties.sources.items, data: data11 };
                      if (vErrors === null) {
                        vErrors = [err44];
                      } else {
                        vErrors.push(err44);
                      }
                      errors++;
                    }
                  } else {
                    const err45 = { instancePath: instancePath + "/facts/" + i0 + "/sources/" + i1, schemaPath: "#/$defs/fact/properties/sources/items/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema69.properties.sources.items.type, parentSchema: schema69.properties.sources.items, data: data11 };
                    if (vErrors === null) {
                      vErrors = [err45];
                    } else {
                      vErrors.push(err45);
                    }
                    errors++;
                  }
                }
                let i2 = data10.length;
                let j0;
                if (i2 > 1) {
                  const indices0 = {};
                  for (; i2--; ) {
                    let item0 = data10[i2];
                    if (typeof item0 !== "string") {
                      continue;
                    }
                    if (typeof indices0[item0] == "number") {
                      j0 = indices0[item0];
                      const err46 = { instancePath: instancePath + "/facts/" + i0 + "/sources", schemaPath: "#/$defs/fact/properties/sources/uniqueItems", keyword: "uniqueItems", params: { i: i2, j: j0 }, message: "must NOT have duplicate items (items ## " + j0 + " and " + i2 + " are identical)", schema: true, parentSchema: schema69.properties.sources, data: data10 };
                      if (vErrors === null) {
                        vErrors = [err46];
                      } else {
                        vErrors.push(err46);
                      }
                      errors++;
                      break;
                    }
                    indices0[item0] = i2;
                  }
                }
              } else {
                const err47 = { instancePath: instancePath + "/facts/" + i0 + "/sources", schemaPath: "#/$defs/fact/properties/sources/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema69.properties.sources.type, parentSchema: schema69.properties.sources, data: data10 };
                if (vErrors === null) {
                  vErrors = [err47];
                } else {
                  vErrors.push(err47);
                }
                errors++;
              }
            }
            if (data1.first_seen !== void 0) {
              let data12 = data1.first_seen;
              if (typeof data12 === "string") {
                if (!pattern10.test(data12)) {
                  const err48 = { instancePath: instancePath + "/facts/" + i0 + "/first_seen", schemaPath: "#/$defs/fact/properties/first_seen/pattern", keyword: "pattern", params: { pattern: "^[0-9]{4}-[0-9]{2}-[0-9]{2}$" }, message: 'must match pattern "^[0-9]{4}-[0-9]{2}-[0-9]{2}$"', schema: "^[0-9]{4}-[0-9]{2}-[0-9]{2}$", parentSchema: schema69.properties.first_seen, data: data12 };
                  if (vErrors === null) {
                    vErrors = [err48];
                  } else {
                    vErrors.push(err48);
                  }
                  errors++;
                }
                if (!formats0.validate(data12)) {
                  const err49 = { instancePath: instancePath + "/facts/" + i0 + "/first_seen", schemaPath: "#/$defs/fact/properties/first_seen/format", keyword: "format", params: { format: "date" }, message: 'must match format "date"', schema: "date", parentSchema: schema69.properties.first_seen, data: data12 };
                  if (vErrors === null) {
                    vErrors = [err49];
                  } else {
                    vErrors.push(err49);
                  }
                  errors++;
                }
              } else {
                const err50 = { instancePath: instancePath + "/facts/" + i0 + "/first_seen", schemaPath: "#/$defs/fact/properties/first_seen/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema69.properties.first_seen.type, parentSchema: schema69.properties.first_seen, data: data12 };
                if (vErrors === null) {
                  vErrors = [err50];
                } else {
                  vErrors.push(err50);
                }
                errors++;
              }
            }
            if (data1.last_seen !== void 0) {
              let data13 = data1.last_seen;
              if (typeof data13 === "string") {
                if (!pattern10.test(data13)) {
                  const err51 = { instancePath: instancePath + "/facts/" + i0 + "/last_seen", schemaPath: "#/$defs/fact/properties/last_seen/pattern", keyword: "pattern", params: { pattern: "^[0-9]{4}-[0-9]{2}-[0-9]{2}$" }, message: 'must match pattern "^[0-9]{4}-[0-9]{2}-[0-9]{2}$"', schema: "^[0-9]{4}-[0-9]{2}-[0-9]{2}$", parentSchema: schema69.properties.last_seen, data: data13 };
                  if (vErrors === null) {
                    vErrors = [err51];
                  } else {
                    vErrors.push(err51);
                  }
                  errors++;
                }
                if (!formats0.validate(data13)) {
                  const err52 = { instancePath: instancePath + "/facts/" + i0 + "/last_seen", schemaPath: "#/$defs/fact/properties/last_seen/format", keyword: "format", params: { format: "date" }, message: 'must match format "date"', schema: "date", parentSchema: schema69.properties.last_seen, data: data13 };
                  if (vErrors === null) {
                    vErrors = [err52];
                  } else {
                    vErrors.push(err52);
                  }
                  errors++;
                }
              } else {
                const err53 = { instancePath: instancePath + "/facts/" + i0 + "/last_seen", schemaPath: "#/$defs/fact/properties/last_seen/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema69.properties.last_seen.type, parentSchema: schema69.properties.last_seen, data: data13 };
                if (vErrors === null) {
                  vErrors = [err53];
                } else {
                  vErrors.push(err53);
                }
                errors++;
              }
            }
            if (data1.evidence_count !== void 0) {
              let data14 = data1.evidence_count;
              if (!(typeof data14 == "number" && (!(data14 % 1) && !isNaN(data14)) && isFinite(data14))) {
                const err54 = { instancePath: instancePath + "/facts/" + i0 + "/evidence_count", schemaPath: "#/$defs/fact/properties/evidence_count/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema69.properties.evidence_count.type, parentSchema: schema69.properties.evidence_count, data: data14 };
                if (vErrors === null) {
                  vErrors = [err54];
                } else {
                  vErrors.push(err54);
                }
                errors++;
              }
              if (typeof data14 == "number" && isFinite(data14)) {
                if (data14 < 1 || isNaN(data14)) {
                  const err55 = { instancePath: instancePath + "/facts/" + i0 + "/evidence_count", schemaPath: "#/$defs/fact/properties/evidence_count/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1 }, message: "must be >= 1", schema: 1, parentSchema: schema69.properties.evidence_count, data: data14 };
                  if (vErrors === null) {
                    vErrors = [err55];
                  } else {
                    vErrors.push(err55);
                  }
                  errors++;
                }
              }
            }
            if (data1.status !== void 0) {
              let data15 = data1.status;
              if (!(data15 === "active" || data15 === "superseded" || data15 === "retired")) {
                const err56 = { instancePath: instancePath + "/facts/" + i0 + "/status", schemaPath: "#/$defs/fact/properties/status/enum", keyword: "enum", params: { allowedValues: schema69.properties.status.enum }, message: "must be equal to one of the allowed values", schema: schema69.properties.status.enum, parentSchema: schema69.properties.status, data: data15 };
                if (vErrors === null) {
                  vErrors = [err56];
                } else {
                  vErrors.push(err56);
                }
                errors++;
              }
            }
            if (data1.superseded_by !== void 0) {
              let data16 = data1.superseded_by;
              if (typeof data16 === "string") {
                if (!pattern46.test(data16)) {
                  const err57 = { instancePath: instancePath + "/facts/" + i0 + "/superseded_by", schemaPath: "#/$defs/fact/properties/superseded_by/pattern", keyword: "pattern", params: { pattern: "^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$" }, message: 'must match pattern "^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$"', schema: "^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$", parentSchema: schema69.properties.superseded_by, data: data16 };
                  if (vErrors === null) {
                    vErrors = [err57];
                  } else {
                    vErrors.push(err57);
                  }
                  errors++;
                }
              } else {
                const err58 = { instancePath: instancePath + "/facts/" + i0 + "/superseded_by", schemaPath: "#/$defs/fact/properties/superseded_by/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema69.properties.superseded_by.type, parentSchema: schema69.properties.superseded_by, data: data16 };
                if (vErrors === null) {
                  vErrors = [err58];
                } else {
                  vErrors.push(err58);
                }
                errors++;
              }
            }
            if (data1.superseded_on !== void 0) {
              let data17 = data1.superseded_on;
              if (typeof data17 === "string") {
                if (!pattern10.test(data17)) {
                  const err59 = { instancePath: instancePath + "/facts/" + i0 + "/superseded_on", schemaPath: "#/$defs/fact/properties/superseded_on/pattern", keyword: "pattern", params: { pattern: "^[0-9]{4}-[0-9]{2}-[0-9]{2}$" }, message: 'must match pattern "^[0-9]{4}-[0-9]{2}-[0-9]{2}$"', schema: "^[0-9]{4}-[0-9]{2}-[0-9]{2}$", parentSchema: schema69.properties.superseded_on, data: data17 };
                  if (vErrors === null) {
                    vErrors = [err59];
                  } else {
                    vErrors.push(err59);
                  }
                  errors++;
                }
                if (!formats0.validate(data17)) {
                  const err60 = { instancePath: instancePath + "/facts/" + i0 + "/superseded_on", schemaPath: "#/$defs/fact/properties/superseded_on/format", keyword: "format", params: { format: "date" }, message: 'must match format "date"', schema: "date", parentSchema: schema69.properties.superseded_on, data: data17 };
                  if (vErrors === null) {
                    vErrors = [err60];
                  } else {
                    vErrors.push(err60);
                  }
                  errors++;
                }
              } else {
                const err61 = { instancePath: instancePath + "/facts/" + i0 + "/superseded_on", schemaPath: "#/$defs/fact/properties/superseded_on/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema69.properties.superseded_on.type, parentSchema: schema69.properties.superseded_on, data: data17 };
                if (vErrors === null) {
                  vErrors = [err61];
                } else {
                  vErrors.push(err61);
                }
                errors++;
              }
            }
            if (data1.retired_on !== void 0) {
              let data18 = data1.retired_on;
              if (typeof data18 === "string") {
                if (!pattern10.test(data18)) {
                  const err62 = { instancePath: instancePath + "/facts/" + i0 + "/retired_on", schemaPath: "#/$defs/fact/properties/retired_on/pattern", keyword: "pattern", params: { pattern: "^[0-9]{4}-[0-9]{2}-[0-9]{2}$" }, message: 'must match pattern "^[0-9]{4}-[0-9]{2}-[0-9]{2}$"', schema: "^[0-9]{4}-[0-9]{2}-[0-9]{2}$", parentSchema: schema69.properties.retired_on, data: data18 };
                  if (vErrors === null) {
                    vErrors = [err62];
                  } else {
                    vErrors.push(err62);
                  }
                  errors++;
                }
                if (!formats0.validate(data18)) {
                  const err63 = { instancePath: instancePath + "/facts/" + i0 + "/retired_on", schemaPath: "#/$defs/fact/properties/retired_on/format", keyword: "format", params: { format: "date" }, message: 'must match format "date"', schema: "date", parentSchema: schema69.properties.retired_on, data: data18 };
                  if (vErrors === null) {
                    vErrors = [err63];
                  } else {
                    vErrors.push(err63);
                  }
                  errors++;
                }
              } else {
                const err64 = { instancePath: instancePath + "/facts/" + i0 + "/retired_on", schemaPath: "#/$defs/fact/properties/retired_on/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema69.properties.retired_on.type, parentSchema: schema69.properties.retired_on, data: data18 };
                if (vErrors === null) {
                  vErrors = [err64];
                } else {
                  vErrors.push(err64);
                }
                errors++;
              }
            }
            if (data1.retired_reason !== void 0) {
              let data19 = data1.retired_reason;
              if (typeof data19 === "string") {
                if (func1(data19) > 500) {
                  const err65 = { instancePath: instancePath + "/facts/" + i0 + "/retired_reason", schemaPath: "#/$defs/fact/properties/retired_reason/maxLength", keyword: "maxLength", params: { limit: 500 }, message: "must NOT have more than 500 characters", schema: 500, parentSchema: schema69.properties.retired_reason, data: data19 };
                  if (vErrors === null) {
                    vErrors = [err65];
                  } else {
                    vErrors.push(err65);
                  }
                  errors++;
                }
                if (func1(data19) < 1) {
                  const err66 = { instancePath: instancePath + "/facts/" + i0 + "/retired_reason", schemaPath: "#/$defs/fact/properties/retired_reason/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema69.properties.retired_reason, data: data19 };
                  if (vErrors === null) {
                    vErrors = [err66];
                  } else {
                    vErrors.push(err66);
                  }
                  errors++;
                }
              } else {
                const err67 = { instancePath: instancePath + "/facts/" + i0 + "/retired_reason", schemaPath: "#/$defs/fact/properties/retired_reason/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema69.properties.retired_reason.type, parentSchema: schema69.properties.retired_reason, data: data19 };
                if (vErrors === null) {
                  vErrors = [err67];
                } else {
                  vErrors.push(err67);
                }
                errors++;
              }
            }
          } else {
            const err68 = { instancePath: instancePath + "/facts/" + i0, schemaPath: "#/$defs/fact/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema69.type, parentSchema: schema69, data: data1 };
            if (vErrors === null) {
              vErrors = [err68];
            } else {
              vErrors.push(err68);
            }
            errors++;
          }
        }
      } else {
        const err69 = { instancePath: instancePath + "/facts", schemaPath: "#/properties/facts/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema68.properties.facts.type, parentSchema: schema68.properties.facts, data: data0 };
        if (vErrors === null) {
          vErrors = [err69];
        } else {
          vErrors.push(err69);
        }
        errors++;
      }
    }
    if (data.warnings !== void 0) {
      let data20 = data.warnings;
      if (Array.isArray(data20)) {
        const len2 = data20.length;
        for (let i3 = 0; i3 < len2; i3++) {
          let data21 = data20[i3];
          if (typeof data21 !== "string") {
            const err70 = { instancePath: instancePath + "/warnings/" + i3, schemaPath: "#/properties/warnings/items/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema68.properties.warnings.items.type, parentSchema: schema68.properties.warnings.items, data: data21 };
            if (vErrors === null) {
              vErrors = [err70];
            } else {
              vErrors.push(err70);
            }
            errors++;
          }
        }
      } else {
        const err71 = { instancePath: instancePath + "/warnings", schemaPath: "#/properties/warnings/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema68.properties.warnings.type, parentSchema: schema68.properties.warnings, data: data20 };
        if (vErrors === null) {
          vErrors = [err71];
        } else {
          vErrors.push(err71);
        }
        errors++;
      }
    }
  } else {
    const err72 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema68.type, parentSchema: schema68, data };
    if (vErrors === null) {
      vErrors = [err72];
    } else {
      vErrors.push(err72);
    }
    errors++;
  }
  validate44.errors = vErrors;
  return errors === 0;
}
validate44.evaluated = { "props": true, "dynamicProps": false, "dynamicItems": false };
exports.fields = validate45;
var schema70 = { "$schema": "https://json-schema.org/draft/2020-12/schema", "$id": "https://brain.example/schemas/fields.schema.json", "title": "ProfileFields", "description": "The YAML map folded in by `brain init --from <fields.yaml>`: field name \u2192 a single-line value, or a list of them. Each becomes a static `profile-field` fact with provenance `human`.", "type": "object", "propertyNames": { "minLength": 1, "maxLength": 200, "pattern": "^[^\\r\\n]*[^\\s_][^\\r\\n]*$", "not": { "pattern": "[\0-\x7F-\x9F\xAD\u034F\u0600-\u0605\u061C\u06DD\u070F\u0890-\u0891\u08E2\u115F-\u1160\u17B4-\u17B5\u180B-\u180F\u200B-\u200F\u2028-\u202E\u2060-\u206F\u3164\uFE00-\uFE0F\uFEFF\uFFA0\uFFF0-\uFFFB\u{110BD}\u{110CD}\u{13430}-\u{1343F}\u{1BCA0}-\u{1BCA3}\u{1D173}-\u{1D17A}\u{E0000}-\u{E0FFF}]" } }, "additionalProperties": { "anyOf": [{ "$ref": "#/$defs/scalar" }, { "type": "array", "minItems": 1, "items": { "$ref": "#/$defs/scalar" } }] }, "$defs": { "scalar": { "anyOf": [{ "type": "string", "minLength": 1, "maxLength": 4e3, "pattern": "^[^\\r\\n]*[^\\s][^\\r\\n]*$", "not": { "pattern": "[\0-\x7F-\x9F\xAD\u034F\u0600-\u0605\u061C\u06DD\u070F\u0890-\u0891\u08E2\u115F-\u1160\u17B4-\u17B5\u180B-\u180F\u200B\u200E-\u200F\u2028-\u202E\u2060-\u206F\u3164\uFEFF\uFFA0\uFFF0-\uFFFB\u{110BD}\u{110CD}\u{13430}-\u{1343F}\u{1BCA0}-\u{1BCA3}\u{1D173}-\u{1D17A}\u{E0000}-\u{E001F}\u{E0080}-\u{E00FF}\u{E01F0}-\u{E0FFF}]" } }, { "type": "number" }, { "type": "boolean" }] } } };
var schema71 = { "anyOf": [{ "type": "string", "minLength": 1, "maxLength": 4e3, "pattern": "^[^\\r\\n]*[^\\s][^\\r\\n]*$", "not": { "pattern": "[\0-\x7F-\x9F\xAD\u034F\u0600-\u0605\u061C\u06DD\u070F\u0890-\u0891\u08E2\u115F-\u1160\u17B4-\u17B5\u180B-\u180F\u200B\u200E-\u200F\u2028-\u202E\u2060-\u206F\u3164\uFEFF\uFFA0\uFFF0-\uFFFB\u{110BD}\u{110CD}\u{13430}-\u{1343F}\u{1BCA0}-\u{1BCA3}\u{1D173}-\u{1D17A}\u{E0000}-\u{E001F}\u{E0080}-\u{E00FF}\u{E01F0}-\u{E0FFF}]" } }, { "type": "number" }, { "type": "boolean" }] };
var pattern86 = new RegExp("^[^\\r\\n]*[^\\s_][^\\r\\n]*$", "u");
var pattern88 = new RegExp("^[^\\r\\n]*[^\\s][^\\r\\n]*$", "u");
function validate45(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
  ;
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate45.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = void 0;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = void 0;
  }
  if (data && typeof data == "object" && !Array.isArray(data)) {
    for (const key0 in data) {
      const _errs1 = errors;
      const _errs2 = errors;
      const _errs3 = errors;
      if (typeof key0 === "string") {
        if (!pattern4.test(key0)) {
          const err0 = {};
          if (vErrors === null) {
            vErrors = [err0];
          } else {
            vErrors.push(err0);
          }
          errors++;
        }
      }
      var valid1 = _errs3 === errors;
      if (valid1) {
        const err1 = { instancePath, schemaPath: "#/propertyNames/not", keyword: "not", params: {}, message: "must NOT be valid", schema: schema70.propertyNames.not, parentSchema: schema70.propertyNames, data: key0, propertyName: key0 };
        if (vErrors === null) {
          vErrors = [err1];
        } else {
          vErrors.push(err1);
        }
        errors++;
      } else {
        errors = _errs2;
        if (vErrors !== null) {
          if (_errs2) {
            vErrors.length = _errs2;
          } else {
            vErrors = null;
          }
        }
      }
      if (typeof key0 === "string") {
        if (func1(key0) > 200) {
          const err2 = { instancePath, schemaPath: "#/propertyNames/maxLength", keyword: "maxLength", params: { limit: 200 }, message: "must NOT have more than 200 characters", schema: 200, parentSchema: schema70.propertyNames, data: key0, propertyName: key0 };
          if (vErrors === null) {
            vErrors = [err2];
          } else {
            vErrors.push(err2);
          }
          errors++;
        }
        if (func1(key0) < 1) {
          const err3 = { instancePath, schemaPath: "#/propertyNames/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema70.propertyNames, data: key0, propertyName: key0 };
          if (vErrors === null) {
            vErrors = [err3];
          } else {
            vErrors.push(err3);
          }
          errors++;
        }
        if (!pattern86.test(key0)) {
          const err4 = { instancePath, schemaPath: "#/propertyNames/pattern", keyword: "pattern", params: { pattern: "^[^\\r\\n]*[^\\s_][^\\r\\n]*$" }, message: 'must match pattern "^[^\\r\\n]*[^\\s_][^\\r\\n]*$"', schema: "^[^\\r\\n]*[^\\s_][^\\r\\n]*$", parentSchema: schema70.propertyNames, data: key0, propertyName: key0 };
          if (vErrors === null) {
            vErrors = [err4];
          } else {
            vErrors.push(err4);
          }
          errors++;
        }
      }
      var valid0 = _errs1 === errors;
      if (!valid0) {
        const err5 = { instancePath, schemaPath: "#/propertyNames", keyword: "propertyNames", params: { propertyName: key0 }, message: "property name must be valid", schema: schema70.propertyNames, parentSchema: schema70, data };
        if (vErrors === null) {
          vErrors = [err5];
        } else {
          vErrors.push(err5);
        }
        errors++;
      }
    }
    for (const key1 in data) {
      let data0 = data[key1];
      const _errs6 = errors;
      let valid3 = false;
      const _errs7 = errors;
      const _errs9 = errors;
      let valid5 = false;
      const _errs10 = errors;
      const _errs12 = errors;
      const _errs13 = errors;
      if (typeof data0 === "string") {
        if (!pattern6.test(data0)) {
          const err6 = {};
          if (vErrors === null) {
            vErrors = [err6];
          } else {
            vErrors.push(err6);
          }
          errors++;
        }
      }
      var valid6 = _errs13 === errors;
      if (valid6) {
        const err7 = { instancePath: instancePath + "/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/$defs/scalar/anyOf/0/not", keyword: "not", params: {}, message: "must NOT be valid", schema: schema71.anyOf[0].not, parentSchema: schema71.anyOf[0], data: data0 };
        if (vErrors === null) {
          vErrors = [err7];
        } else {
          vErrors.push(err7);
        }
        errors++;
      } else {
        errors = _errs12;
        if (vErrors !== null) {
          if (_errs12) {
            vErrors.length = _errs12;
          } else {
            vErrors = null;
          }
        }
      }
      if (typeof data0 === "string") {
        if (func1(data0) > 4e3) {
          const err8 = { instancePath: instancePath + "/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/$defs/scalar/anyOf/0/maxLength", keyword: "maxLength", params: { limit: 4e3 }, message: "must NOT have more than 4000 characters", schema: 4e3, parentSchema: schema71.anyOf[0], data: data0 };
          if (vErrors === null) {
            vErrors = [err8];
          } else {
            vErrors.push(err8);
          }
          errors++;
        }
        if (func1(data0) < 1) {
          const err9 = { instancePath: instancePath + "/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/$defs/scalar/anyOf/0/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema71.anyOf[0], data: data0 };
          if (vErrors === null) {
            vErrors = [err9];
          } else {
            vErrors.push(err9);
          }
          errors++;
        }
        if (!pattern88.test(data0)) {
          const err10 = { instancePath: instancePath + "/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/$defs/scalar/anyOf/0/pattern", keyword: "pattern", params: { pattern: "^[^\\r\\n]*[^\\s][^\\r\\n]*$" }, message: 'must match pattern "^[^\\r\\n]*[^\\s][^\\r\\n]*$"', schema: "^[^\\r\\n]*[^\\s][^\\r\\n]*$", parentSchema: schema71.anyOf[0], data: data0 };
          if (vErrors === null) {
            vErrors = [err10];
          } else {
            vErrors.push(err10);
          }
          errors++;
        }
      } else {
        const err11 = { instancePath: instancePath + "/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/$defs/scalar/anyOf/0/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema71.anyOf[0].type, parentSchema: schema71.anyOf[0], data: data0 };
        if (vErrors === null) {
          vErrors = [err11];
        } else {
          vErrors.push(err11);
        }
        errors++;
      }
      var _valid1 = _errs10 === errors;
      valid5 = valid5 || _valid1;
      const _errs14 = errors;
      if (!(typeof data0 == "number" && isFinite(data0))) {
        const err12 = { instancePath: instancePath + "/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/$defs/scalar/anyOf/1/type", keyword: "type", params: { type: "number" }, message: "must be number", schema: schema71.anyOf[1].type, parentSchema: schema71.anyOf[1], data: data0 };
        if (vErrors === null) {
          vErrors = [err12];
        } else {
          vErrors.push(err12);
        }
        errors++;
      }
      var _valid1 = _errs14 === errors;
      valid5 = valid5 || _valid1;
      const _errs16 = errors;
      if (typeof data0 !== "boolean") {
        const err13 = { instancePath: instancePath + "/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/$defs/scalar/anyOf/2/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean", schema: schema71.anyOf[2].type, parentSchema: schema71.anyOf[2], data: data0 };
        if (vErrors === null) {
          vErrors = [err13];
        } else {
          vErrors.push(err13);
        }
        errors++;
      }
      var _valid1 = _errs16 === errors;
      valid5 = valid5 || _valid1;
      if (!valid5) {
        const err14 = { instancePath: instancePath + "/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/$defs/scalar/anyOf", keyword: "anyOf", params: {}, message: "must match a schema in anyOf", schema: schema71.anyOf, parentSchema: schema71, data: data0 };
        if (vErrors === null) {
          vErrors = [err14];
        } else {
          vErrors.push(err14);
        }
        errors++;
      } else {
        errors = _errs9;
        if (vErrors !== null) {
          if (_errs9) {
            vErrors.length = _errs9;
          } else {
            vErrors = null;
          }
        }
      }
      var _valid0 = _errs7 === errors;
      valid3 = valid3 || _valid0;
      const _errs18 = errors;
      if (Array.isArray(data0)) {
        if (data0.length < 1) {
          const err15 = { instancePath: instancePath + "/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/additionalProperties/anyOf/1/minItems", keyword: "minItems", params: { limit: 1 }, message: "must NOT have fewer than 1 items", schema: 1, parentSchema: schema70.additionalProperties.anyOf[1], data: data0 };
          if (vErrors === null) {
            vErrors = [err15];
          } else {
            vErrors.push(err15);
          }
          errors++;
        }
        const len0 = data0.length;
        for (let i0 = 0; i0 < len0; i0++) {
          let data1 = data0[i0];
          const _errs22 = errors;
          let valid10 = false;
          const _errs23 = errors;
          const _errs25 = errors;
          const _errs26 = errors;
          if (typeof data1 === "string") {
            if (!pattern6.test(data1)) {
              const err16 = {};
              if (vErrors === null) {
                vErrors = [err16];
              } else {
                vErrors.push(err16);
              }
              errors++;
            }
          }
          var valid11 = _errs26 === errors;
          if (valid11) {
            const err17 = { instancePath: instancePath + "/" + key1.replace(/~/g, "~0").replace(/\//g, "~1") + "/" + i0, schemaPath: "#/$defs/scalar/anyOf/0/not", keyword: "not", params: {}, message: "must NOT be valid", schema: schema71.anyOf[0].not, parentSchema: schema71.anyOf[0], data: data1 };
            if (vErrors === null) {
              vErrors = [err17];
            } else {
              vErrors.push(err17);
            }
            errors++;
          } else {
            errors = _errs25;
            if (vErrors !== null) {
              if (_errs25) {
                vErrors.length = _errs25;
              } else {
                vErrors = null;
              }
            }
          }
          if (typeof data1 === "string") {
            if (func1(data1) > 4e3) {
              const err18 = { instancePath: instancePath + "/" + key1.replace(/~/g, "~0").replace(/\//g, "~1") + "/" + i0, schemaPath: "#/$defs/scalar/anyOf/0/maxLength", keyword: "maxLength", params: { limit: 4e3 }, message: "must NOT have more than 4000 characters", schema: 4e3, parentSchema: schema71.anyOf[0], data: data1 };
              if (vErrors === null) {
                vErrors = [err18];
              } else {
                vErrors.push(err18);
              }
              errors++;
            }
            if (func1(data1) < 1) {
              const err19 = { instancePath: instancePath + "/" + key1.replace(/~/g, "~0").replace(/\//g, "~1") + "/" + i0, schemaPath: "#/$defs/scalar/anyOf/0/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema71.anyOf[0], data: data1 };
              if (vErrors === null) {
                vErrors = [err19];
              } else {
                vErrors.push(err19);
              }
              errors++;
            }
            if (!pattern88.test(data1)) {
              const err20 = { instancePath: instancePath + "/" + key1.replace(/~/g, "~0").replace(/\//g, "~1") + "/" + i0, schemaPath: "#/$defs/scalar/anyOf/0/pattern", keyword: "pattern", params: { pattern: "^[^\\r\\n]*[^\\s][^\\r\\n]*$" }, message: 'must match pattern "^[^\\r\\n]*[^\\s][^\\r\\n]*$"', schema: "^[^\\r\\n]*[^\\s][^\\r\\n]*$", parentSchema: schema71.anyOf[0], data: data1 };
              if (vErrors === null) {
                vErrors = [err20];
              } else {
                vErrors.push(err20);
              }
              errors++;
            }
          } else {
            const err21 = { instancePath: instancePath + "/" + key1.replace(/~/g, "~0").replace(/\//g, "~1") + "/" + i0, schemaPath: "#/$defs/scalar/anyOf/0/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema71.anyOf[0].type, parentSchema: schema71.anyOf[0], data: data1 };
            if (vErrors === null) {
              vErrors = [err21];
            } else {
              vErrors.push(err21);
            }
            errors++;
          }
          var _valid2 = _errs23 === errors;
          valid10 = valid10 || _valid2;
          const _errs27 = errors;
          if (!(typeof data1 == "number" && isFinite(data1))) {
            const err22 = { instancePath: instancePath + "/" + key1.replace(/~/g, "~0").replace(/\//g, "~1") + "/" + i0, schemaPath: "#/$defs/scalar/anyOf/1/type", keyword: "type", params: { type: "number" }, message: "must be number", schema: schema71.anyOf[1].type, parentSchema: schema71.anyOf[1], data: data1 };
            if (vErrors === null) {
              vErrors = [err22];
            } else {
              vErrors.push(err22);
            }
            errors++;
          }
          var _valid2 = _errs27 === errors;
          valid10 = valid10 || _valid2;
          const _errs29 = errors;
          if (typeof data1 !== "boolean") {
            const err23 = { instancePath: instancePath + "/" + key1.replace(/~/g, "~0").replace(/\//g, "~1") + "/" + i0, schemaPath: "#/$defs/scalar/anyOf/2/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean", schema: schema71.anyOf[2].type, parentSchema: schema71.anyOf[2], data: data1 };
            if (vErrors === null) {
              vErrors = [err23];
            } else {
              vErrors.push(err23);
            }
            errors++;
          }
          var _valid2 = _errs29 === errors;
          valid10 = valid10 || _valid2;
          if (!valid10) {
            const err24 = { instancePath: instancePath + "/" + key1.replace(/~/g, "~0").replace(/\//g, "~1") + "/" + i0, schemaPath: "#/$defs/scalar/anyOf", keyword: "anyOf", params: {}, message: "must match a schema in anyOf", schema: schema71.anyOf, parentSchema: schema71, data: data1 };
            if (vErrors === null) {
              vErrors = [err24];
            } else {
              vErrors.push(err24);
            }
            errors++;
          } else {
            errors = _errs22;
            if (vErrors !== null) {
              if (_errs22) {
                vErrors.length = _errs22;
              } else {
                vErrors = null;
              }
            }
          }
        }
      } else {
        const err25 = { instancePath: instancePath + "/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/additionalProperties/anyOf/1/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema70.additionalProperties.anyOf[1].type, parentSchema: schema70.additionalProperties.anyOf[1], data: data0 };
        if (vErrors === null) {
          vErrors = [err25];
        } else {
          vErrors.push(err25);
        }
        errors++;
      }
      var _valid0 = _errs18 === errors;
      valid3 = valid3 || _valid0;
      if (!valid3) {
        const err26 = { instancePath: instancePath + "/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/additionalProperties/anyOf", keyword: "anyOf", params: {}, message: "must match a schema in anyOf", schema: schema70.additionalProperties.anyOf, parentSchema: schema70.additionalProperties, data: data0 };
        if (vErrors === null) {
          vErrors = [err26];
        } else {
          vErrors.push(err26);
        }
        errors++;
      } else {
        errors = _errs6;
        if (vErrors !== null) {
          if (_errs6) {
            vErrors.length = _errs6;
          } else {
            vErrors = null;
          }
        }
      }
    }
  } else {
    const err27 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema70.type, parentSchema: schema70, data };
    if (vErrors === null) {
      vErrors = [err27];
    } else {
      vErrors.push(err27);
    }
    errors++;
  }
  validate45.errors = vErrors;
  return errors === 0;
}
validate45.evaluated = { "props": true, "dynamicProps": false, "dynamicItems": false };
exports["rule-tests"] = validate46;
var schema73 = { "$schema": "https://json-schema.org/draft/2020-12/schema", "$id": "https://brain.example/schemas/rule-tests.schema.json", "title": "RuleTestFile", "description": "A `*.test.yaml` file beside rule files, run by `brain rules --test`: each test is a small profile and batch, proposed with the loaded rules, and the outcomes it expects (docs/rules.md).", "type": "object", "required": ["version", "tests"], "additionalProperties": false, "properties": { "version": { "const": 1 }, "description": { "type": "string" }, "tests": { "type": "array", "minItems": 1, "items": { "$ref": "#/$defs/ruleTest" } } }, "$defs": { "ruleTest": { "title": "RuleTest", "type": "object", "required": ["name", "expect"], "additionalProperties": false, "properties": { "name": { "type": "string", "minLength": 1, "maxLength": 200, "pattern": "^[^\\r\\n]*\\S[^\\r\\n]*$" }, "today": { "description": "The batch's date (default: --today).", "type": "string", "format": "date", "pattern": "^[0-9]{4}-[0-9]{2}-[0-9]{2}$" }, "config": { "description": "Overrides of the default config (never the operator's), valid against config.schema.json.", "type": "object" }, "records": { "description": "The ingested records the batch may cite. Default: every `<tributary>:<id>` source named in the test, with the provenance of the candidate or fact citing it.", "type": "array", "items": { "$ref": "#/$defs/ruleTestRecord" } }, "profile": { "description": "The facts before the batch.", "type": "array", "items": { "$ref": "#/$defs/ruleTestFact" } }, "candidates": { "description": "The batch, valid against candidates.schema.json; `supersedes` (and `retires`, `keeps`) may name a profile fact as `@label`.", "type": "array", "items": { "type": "object" } }, "declined": { "description": "The operator's declines for this batch (as `brain decline` records them): candidate index and optional reason.", "type": "array", "items": { "type": "object", "required": ["candidate"], "additionalProperties": false, "properties": { "candidate": { "type": "integer", "minimum": 0 }, "reason": { "type": "string", "minLength": 1, "maxLength": 500 } } } }, "previouslyDeclined": { "description": "Remembered declines (as `brain declined` lists them): key and value, plus the source for a declined bump.", "type": "array", "items": { "type": "object", "required": ["key", "value"], "additionalProperties": false, "properties": { "key": { "type": "string", "minLength": 1, "maxLength": 200 }, "value": { "type": "string", "minLength": 1 }, "source": { "type": "string", "minLength": 1, "maxLength": 500 } } } }, "expect": { "type": "array", "minItems": 1, "items": { "$ref": "#/$defs/ruleTestExpectation" } } } }, "ruleTestRecord": { "title": "RuleTestRecord", "anyOf": [{ "type": "string", "pattern": "^[a-z0-9][a-z0-9-]{0,63}:[^\\r\\n]+$" }, { "type": "object", "required": ["source", "provenance"], "additionalProperties": false, "properties": { "source": { "type": "string", "pattern": "^[a-z0-9][a-z0-9-]{0,63}:[^\\r\\n]+$" }, "provenance": { "enum": ["published", "human", "ai-draft"] } } }] }, "ruleTestFact": { "title": "RuleTestFact", "description": "A profile fact. Omitted fields: observed, dynamic, active, dates = today, provenance human when every source is `human:\u2026` (else published), a minted id.", "type": "object", "required": ["key", "value", "sources"], "additionalProperties": false, "properties": { "label": { "description": "Names the fact as `@label` in candidates and expectations.", "type": "string", "pattern": "^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$" }, "id": { "type": "string", "pattern": "^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$" }, "key": { "type": "string", "minLength": 1, "maxLength": 200, "pattern": "^[^\\r\\n]*[^\\s_][^\\r\\n]*$" }, "value": { "type": "string", "minLength": 1, "maxLength": 4e3, "pattern": "^[^\\r\\n]*\\S[^\\r\\n]*$" }, "sources": { "type": "array", "minItems": 1, "uniqueItems": true, "items": { "type": "string", "minLength": 1, "pattern": "^[^\\r\\n]*\\S[^\\r\\n]*$" } }, "kind": { "enum": ["observed", "profile-field"] }, "layer": { "enum": ["static", "dynamic"] }, "status": { "enum": ["active", "superseded"] }, "provenance": { "enum": ["published", "human"] }, "first_seen": { "type": "string", "format": "date", "pattern": "^[0-9]{4}-[0-9]{2}-[0-9]{2}$" }, "last_seen": { "type": "string", "format": "date", "pattern": "^[0-9]{4}-[0-9]{2}-[0-9]{2}$" } } }, "ruleTestExpectation": { "title": "RuleTestExpectation", "description": "What one candidate (by index) or one profile fact (`@label` or id) is expected to get. A fact's outcome is promote, decay-flag or none.", "type": "object", "required": ["outcome"], "additionalProperties": false, "oneOf": [{ "required": ["candidate"] }, { "required": ["fact"] }], "properties": { "candidate": { "type": "integer", "minimum": 0 }, "fact": { "type": "string", "minLength": 1 }, "outcome": { "type": "string", "pattern": "^[a-z0-9][a-z0-9-]{0,63}$" }, "rule": { "type": "string", "pattern": "^[a-z0-9][a-z0-9-]{0,63}$" } } } } };
var schema74 = { "title": "RuleTest", "type": "object", "required": ["name", "expect"], "additionalProperties": false, "properties": { "name": { "type": "string", "minLength": 1, "maxLength": 200, "pattern": "^[^\\r\\n]*\\S[^\\r\\n]*$" }, "today": { "description": "The batch's date (default: --today).", "type": "string", "format": "date", "pattern": "^[0-9]{4}-[0-9]{2}-[0-9]{2}$" }, "config": { "description": "Overrides of the default config (never the operator's), valid against config.schema.json.", "type": "object" }, "records": { "description": "The ingested records the batch may cite. Default: every `<tributary>:<id>` source named in the test, with the provenance of the candidate or fact citing it.", "type": "array", "items": { "$ref": "#/$defs/ruleTestRecord" } }, "profile": { "description": "The facts before the batch.", "type": "array", "items": { "$ref": "#/$defs/ruleTestFact" } }, "candidates": { "description": "The batch, valid against candidates.schema.json; `supersedes` (and `retires`, `keeps`) may name a profile fact as `@label`.", "type": "array", "items": { "type": "object" } }, "declined": { "description": "The operator's declines for this batch (as `brain decline` records them): candidate index and optional reason.", "type": "array", "items": { "type": "object", "required": ["candidate"], "additionalProperties": false, "properties": { "candidate": { "type": "integer", "minimum": 0 }, "reason": { "type": "string", "minLength": 1, "maxLength": 500 } } } }, "previouslyDeclined": { "description": "Remembered declines (as `brain declined` lists them): key and value, plus the source for a declined bump.", "type": "array", "items": { "type": "object", "required": ["key", "value"], "additionalProperties": false, "properties": { "key": { "type": "string", "minLength": 1, "maxLength": 200 }, "value": { "type": "string", "minLength": 1 }, "source": { "type": "string", "minLength": 1, "maxLength": 500 } } } }, "expect": { "type": "array", "minItems": 1, "items": { "$ref": "#/$defs/ruleTestExpectation" } } } };
var schema75 = { "title": "RuleTestRecord", "anyOf": [{ "type": "string", "pattern": "^[a-z0-9][a-z0-9-]{0,63}:[^\\r\\n]+$" }, { "type": "object", "required": ["source", "provenance"], "additionalProperties": false, "properties": { "source": { "type": "string", "pattern": "^[a-z0-9][a-z0-9-]{0,63}:[^\\r\\n]+$" }, "provenance": { "enum": ["published", "human", "ai-draft"] } } }] };
var schema76 = { "title": "RuleTestFact", "description": "A profile fact. Omitted fields: observed, dynamic, active, dates = today, provenance human when every source is `human:\u2026` (else published), a minted id.", "type": "object", "required": ["key", "value", "sources"], "additionalProperties": false, "properties": { "label": { "description": "Names the fact as `@label` in candidates and expectations.", "type": "string", "pattern": "^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$" }, "id": { "type": "string", "pattern": "^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$" }, "key": { "type": "string", "minLength": 1, "maxLength": 200, "pattern": "^[^\\r\\n]*[^\\s_][^\\r\\n]*$" }, "value": { "type": "string", "minLength": 1, "maxLength": 4e3, "pattern": "^[^\\r\\n]*\\S[^\\r\\n]*$" }, "sources": { "type": "array", "minItems": 1, "uniqueItems": true, "items": { "type": "string", "minLength": 1, "pattern": "^[^\\r\\n]*\\S[^\\r\\n]*$" } }, "kind": { "enum": ["observed", "profile-field"] }, "layer": { "enum": ["static", "dynamic"] }, "status": { "enum": ["active", "superseded"] }, "provenance": { "enum": ["published", "human"] }, "first_seen": { "type": "string", "format": "date", "pattern": "^[0-9]{4}-[0-9]{2}-[0-9]{2}$" }, "last_seen": { "type": "string", "format": "date", "pattern": "^[0-9]{4}-[0-9]{2}-[0-9]{2}$" } } };
var schema77 = { "title": "RuleTestExpectation", "description": "What one candidate (by index) or one profile fact (`@label` or id) is expected to get. A fact's outcome is promote, decay-flag or none.", "type": "object", "required": ["outcome"], "additionalProperties": false, "oneOf": [{ "required": ["candidate"] }, { "required": ["fact"] }], "properties": { "candidate": { "type": "integer", "minimum": 0 }, "fact": { "type": "string", "minLength": 1 }, "outcome": { "type": "string", "pattern": "^[a-z0-9][a-z0-9-]{0,63}$" }, "rule": { "type": "string", "pattern": "^[a-z0-9][a-z0-9-]{0,63}$" } } };
var pattern91 = new RegExp("^[^\\r\\n]*\\S[^\\r\\n]*$", "u");
var pattern93 = new RegExp("^[a-z0-9][a-z0-9-]{0,63}:[^\\r\\n]+$", "u");
function validate47(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate47.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = void 0;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = void 0;
  }
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.name === void 0) {
      const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "name" }, message: "must have required property 'name'", schema: schema74.required, parentSchema: schema74, data };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.expect === void 0) {
      const err1 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "expect" }, message: "must have required property 'expect'", schema: schema74.required, parentSchema: schema74, data };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!func25.call(schema74.properties, key0)) {
        const err2 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties", schema: false, parentSchema: schema74, data };
        if (vErrors === null) {
          vErrors = [err2];
        } else {
          vErrors.push(err2);
        }
        errors++;
      }
    }
    if (data.name !== void 0) {
      let data0 = data.name;
      if (typeof data0 === "string") {
        if (func1(data0) > 200) {
          const err3 = { instancePath: instancePath + "/name", schemaPath: "#/properties/name/maxLength", keyword: "maxLength", params: { limit: 200 }, message: "must NOT have more than 200 characters", schema: 200, parentSchema: schema74.properties.name, data: data0 };
          if (vErrors === null) {
            vErrors = [err3];
          } else {
            vErrors.push(err3);
          }
          errors++;
        }
        if (func1(data0) < 1) {
          const err4 = { instancePath: instancePath + "/name", schemaPath: "#/properties/name/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema74.properties.name, data: data0 };
          if (vErrors === null) {
            vErrors = [err4];
          } else {
            vErrors.push(err4);
          }
          errors++;
        }
        if (!pattern91.test(data0)) {
          const err5 = { instancePath: instancePath + "/name", schemaPath: "#/properties/name/pattern", keyword: "pattern", params: { pattern: "^[^\\r\\n]*\\S[^\\r\\n]*$" }, message: 'must match pattern "^[^\\r\\n]*\\S[^\\r\\n]*$"', schema: "^[^\\r\\n]*\\S[^\\r\\n]*$", parentSchema: schema74.properties.name, data: data0 };
          if (vErrors === null) {
            vErrors = [err5];
          } else {
            vErrors.push(err5);
          }
          errors++;
        }
      } else {
        const err6 = { instancePath: instancePath + "/name", schemaPath: "#/properties/name/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema74.properties.name.type, parentSchema: schema74.properties.name, data: data0 };
        if (vErrors === null) {
          vErrors = [err6];
        } else {
          vErrors.push(err6);
        }
        errors++;
      }
    }
    if (data.today !== void 0) {
      let data1 = data.today;
      if (typeof data1 === "string") {
        if (!pattern10.test(data1)) {
          const err7 = { instancePath: instancePath + "/today", schemaPath: "#/properties/today/pattern", keyword: "pattern", params: { pattern: "^[0-9]{4}-[0-9]{2}-[0-9]{2}$" }, message: 'must match pattern "^[0-9]{4}-[0-9]{2}-[0-9]{2}$"', schema: "^[0-9]{4}-[0-9]{2}-[0-9]{2}$", parentSchema: schema74.properties.today, data: data1 };
          if (vErrors === null) {
            vErrors = [err7];
          } else {
            vErrors.push(err7);
          }
          errors++;
        }
        if (!formats0.validate(data1)) {
          const err8 = { instancePath: instancePath + "/today", schemaPath: "#/properties/today/format", keyword: "format", params: { format: "date" }, message: 'must match format "date"', schema: "date", parentSchema: schema74.properties.today, data: data1 };
          if (vErrors === null) {
            vErrors = [err8];
          } else {
            vErrors.push(err8);
          }
          errors++;
        }
      } else {
        const err9 = { instancePath: instancePath + "/today", schemaPath: "#/properties/today/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema74.properties.today.type, parentSchema: schema74.properties.today, data: data1 };
        if (vErrors === null) {
          vErrors = [err9];
        } else {
          vErrors.push(err9);
        }
        errors++;
      }
    }
    if (data.config !== void 0) {
      let data2 = data.config;
      if (!(data2 && typeof data2 == "object" && !Array.isArray(data2))) {
        const err10 = { instancePath: instancePath + "/config", schemaPath: "#/properties/config/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema74.properties.config.type, parentSchema: schema74.properties.config, data: data2 };
        if (vErrors === null) {
          vErrors = [err10];
        } else {
          vErrors.push(err10);
        }
        errors++;
      }
    }
    if (data.records !== void 0) {
      let data3 = data.records;
      if (Array.isArray(data3)) {
        const len0 = data3.length;
        for (let i0 = 0; i0 < len0; i0++) {
          let data4 = data3[i0];
          const _errs12 = errors;
          let valid4 = false;
          const _errs13 = errors;
          if (typeof data4 === "string") {
            if (!pattern93.test(data4)) {
              const err11 = { instancePath: instancePath + "/records/" + i0, schemaPath: "#/$defs/ruleTestRecord/anyOf/0/pattern", keyword: "pattern", params: { pattern: "^[a-z0-9][a-z0-9-]{0,63}:[^\\r\\n]+$" }, message: 'must match pattern "^[a-z0-9][a-z0-9-]{0,63}:[^\\r\\n]+$"', schema: "^[a-z0-9][a-z0-9-]{0,63}:[^\\r\\n]+$", parentSchema: schema75.anyOf[0], data: data4 };
              if (vErrors === null) {
                vErrors = [err11];
              } else {
                vErrors.push(err11);
              }
              errors++;
            }
          } else {
            const err12 = { instancePath: instancePath + "/records/" + i0, schemaPath: "#/$defs/ruleTestRecord/anyOf/0/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema75.anyOf[0].type, parentSchema: schema75.anyOf[0], data: data4 };
            if (vErrors === null) {
              vErrors = [err12];
            } else {
              vErrors.push(err12);
            }
            errors++;
          }
          var _valid0 = _errs13 === errors;
          valid4 = valid4 || _valid0;
          const _errs15 = errors;
          if (data4 && typeof data4 == "object" && !Array.isArray(data4)) {
            if (data4.source === void 0) {
              const err13 = { instancePath: instancePath + "/records/" + i0, schemaPath: "#/$defs/ruleTestRecord/anyOf/1/required", keyword: "required", params: { missingProperty: "source" }, message: "must have required property 'source'", schema: schema75.anyOf[1].required, parentSchema: schema75.anyOf[1], data: data4 };
              if (vErrors === null) {
                vErrors = [err13];
              } else {
                vErrors.push(err13);
              }
              errors++;
            }
            if (data4.provenance === void 0) {
              const err14 = { instancePath: instancePath + "/records/" + i0, schemaPath: "#/$defs/ruleTestRecord/anyOf/1/required", keyword: "required", params: { missingProperty: "provenance" }, message: "must have required property 'provenance'", schema: schema75.anyOf[1].required, parentSchema: schema75.anyOf[1], data: data4 };
              if (vErrors === null) {
                vErrors = [err14];
              } else {
                vErrors.push(err14);
              }
              errors++;
            }
            for (const key1 in data4) {
              if (!(key1 === "source" || key1 === "provenance")) {
                const err15 = { instancePath: instancePath + "/records/" + i0, schemaPath: "#/$defs/ruleTestRecord/anyOf/1/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key1 }, message: "must NOT have additional properties", schema: false, parentSchema: schema75.anyOf[1], data: data4 };
                if (vErrors === null) {
                  vErrors = [err15];
                } else {
                  vErrors.push(err15);
                }
                errors++;
              }
            }
            if (data4.source !== void 0) {
              let data5 = data4.source;
              if (typeof data5 === "string") {
                if (!pattern93.test(data5)) {
                  const err16 = { instancePath: instancePath + "/records/" + i0 + "/source", schemaPath: "#/$defs/ruleTestRecord/anyOf/1/properties/source/pattern", keyword: "pattern", params: { pattern: "^[a-z0-9][a-z0-9-]{0,63}:[^\\r\\n]+$" }, message: 'must match pattern "^[a-z0-9][a-z0-9-]{0,63}:[^\\r\\n]+$"', schema: "^[a-z0-9][a-z0-9-]{0,63}:[^\\r\\n]+$", parentSchema: schema75.anyOf[1].properties.source, data: data5 };
                  if (vErrors === null) {
                    vErrors = [err16];
                  } else {
                    vErrors.push(err16);
                  }
                  errors++;
                }
              } else {
                const err17 = { instancePath: instancePath + "/records/" + i0 + "/source", schemaPath: "#/$defs/ruleTestRecord/anyOf/1/properties/source/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema75.anyOf[1].properties.source.type, parentSchema: schema75.anyOf[1].properties.source, data: data5 };
                if (vErrors === null) {
                  vErrors = [err17];
                } else {
                  vErrors.push(err17);
                }
                errors++;
              }
            }
            if (data4.provenance !== void 0) {
              let data6 = data4.provenance;
              if (!(data6 === "published" || data6 === "human" || data6 === "ai-draft")) {
                const err18 = { instancePath: instancePath + "/records/" + i0 + "/provenance", schemaPath: "#/$defs/ruleTestRecord/anyOf/1/properties/provenance/enum", keyword: "enum", params: { allowedValues: schema75.anyOf[1].properties.provenance.enum }, message: "must be equal to one of the allowed values", schema: schema75.anyOf[1].properties.provenance.enum, parentSchema: schema75.anyOf[1].properties.provenance, data: data6 };
                if (vErrors === null) {
                  vErrors = [err18];
                } else {
                  vErrors.push(err18);
                }
                errors++;
              }
            }
          } else {
            const err19 = { instancePath: instancePath + "/records/" + i0, schemaPath: "#/$defs/ruleTestRecord/anyOf/1/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema75.anyOf[1].type, parentSchema: schema75.anyOf[1], data: data4 };
            if (vErrors === null) {
              vErrors = [err19];
            } else {
              vErrors.push(err19);
            }
            errors++;
          }
          var _valid0 = _errs15 === errors;
          valid4 = valid4 || _valid0;
          if (!valid4) {
            const err20 = { instancePath: instancePath + "/records/" + i0, schemaPath: "#/$defs/ruleTestRecord/anyOf", keyword: "anyOf", params: {}, message: "must match a schema in anyOf", schema: schema75.anyOf, parentSchema: schema75, data: data4 };
            if (vErrors === null) {
              vErrors = [err20];
            } else {
              vErrors.push(err20);
            }
            errors++;
          } else {
            errors = _errs12;
            if (vErrors !== null) {
              if (_errs12) {
                vErrors.length = _errs12;
              } else {
                vErrors = null;
              }
            }
          }
        }
      } else {
        const err21 = { instancePath: instancePath + "/records", schemaPath: "#/properties/records/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema74.properties.records.type, parentSchema: schema74.properties.records, data: data3 };
        if (vErrors === null) {
          vErrors = [err21];
        } else {
          vErrors.push(err21);
        }
        errors++;
      }
    }
    if (data.profile !== void 0) {
      let data7 = data.profile;
      if (Array.isArray(data7)) {
        const len1 = data7.length;
        for (let i1 = 0; i1 < len1; i1++) {
          let data8 = data7[i1];
          if (data8 && typeof data8 == "object" && !Array.isArray(data8)) {
            if (data8.key === void 0) {
              const err22 = { instancePath: instancePath + "/profile/" + i1, schemaPath: "#/$defs/ruleTestFact/required", keyword: "required", params: { missingProperty: "key" }, message: "must have required property 'key'", schema: schema76.required, parentSchema: schema76, data: data8 };
              if (vErrors === null) {
                vErrors = [err22];
              } else {
                vErrors.push(err22);
              }
              errors++;
            }
            if (data8.value === void 0) {
              const err23 = { instancePath: instancePath + "/profile/" + i1, schemaPath: "#/$defs/ruleTestFact/required", keyword: "required", params: { missingProperty: "value" }, message: "must have required property 'value'", schema: schema76.required, parentSchema: schema76, data: data8 };
              if (vErrors === null) {
                vErrors = [err23];
              } else {
                vErrors.push(err23);
              }
              errors++;
            }
            if (data8.sources === void 0) {
              const err24 = { instancePath: instancePath + "/profile/" + i1, schemaPath: "#/$defs/ruleTestFact/required", keyword: "required", params: { missingProperty: "sources" }, message: "must have required property 'sources'", schema: schema76.required, parentSchema: schema76, data: data8 };
              if (vErrors === null) {
                vErrors = [err24];
              } else {
                vErrors.push(err24);
              }
              errors++;
            }
            for (const key2 in data8) {
              if (!func25.call(schema76.properties, key2)) {
                const err25 = { instancePath: instancePath + "/profile/" + i1, schemaPath: "#/$defs/ruleTestFact/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key2 }, message: "must NOT have additional properties", schema: false, parentSchema: schema76, data: data8 };
                if (vErrors === null) {
                  vErrors = [err25];
                } else {
                  vErrors.push(err25);
                }
                errors++;
              }
            }
            if (data8.label !== void 0) {
              let data9 = data8.label;
              if (typeof data9 === "string") {
                if (!pattern46.test(data9)) {
                  const err26 = { instancePath: instancePath + "/profile/" + i1 + "/label", schemaPath: "#/$defs/ruleTestFact/properties/label/pattern", keyword: "pattern", params: { pattern: "^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$" }, message: 'must match pattern "^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$"', schema: "^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$", parentSchema: schema76.properties.label, data: data9 };
                  if (vErrors === null) {
                    vErrors = [err26];
                  } else {
                    vErrors.push(err26);
                  }
                  errors++;
                }
              } else {
                const err27 = { instancePath: instancePath + "/profile/" + i1 + "/label", schemaPath: "#/$defs/ruleTestFact/properties/label/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema76.properties.label.type, parentSchema: schema76.properties.label, data: data9 };
                if (vErrors === null) {
                  vErrors = [err27];
                } else {
                  vErrors.push(err27);
                }
                errors++;
              }
            }
            if (data8.id !== void 0) {
              let data10 = data8.id;
              if (typeof data10 === "string") {
                if (!pattern46.test(data10)) {
                  const err28 = { instancePath: instancePath + "/profile/" + i1 + "/id", schemaPath: "#/$defs/ruleTestFact/properties/id/pattern", keyword: "pattern", params: { pattern: "^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$" }, message: 'must match pattern "^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$"', schema: "^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$", parentSchema: schema76.properties.id, data: data10 };
                  if (vErrors === null) {
                    vErrors = [err28];
                  } else {
                    vErrors.push(err28);
                  }
                  errors++;
                }
              } else {
                const err29 = { instancePath: instancePath + "/profile/" + i1 + "/id", schemaPath: "#/$defs/ruleTestFact/properties/id/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema76.properties.id.type, parentSchema: schema76.properties.id, data: data10 };
                if (vErrors === null) {
                  vErrors = [err29];
                } else {
                  vErrors.push(err29);
                }
                errors++;
              }
            }
            if (data8.key !== void 0) {
              let data11 = data8.key;
              if (typeof data11 === "string") {
                if (func1(data11) > 200) {
                  const err30 = { instancePath: instancePath + "/profile/" + i1 + "/key", schemaPath: "#/$defs/ruleTestFact/properties/key/maxLength", keyword: "maxLength", params: { limit: 200 }, message: "must NOT have more than 200 characters", schema: 200, parentSchema: schema76.properties.key, data: data11 };
                  if (vErrors === null) {
                    vErrors = [err30];
                  } else {
                    vErrors.push(err30);
                  }
                  errors++;
                }
                if (func1(data11) < 1) {
                  const err31 = { instancePath: instancePath + "/profile/" + i1 + "/key", schemaPath: "#/$defs/ruleTestFact/properties/key/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema76.properties.key, data: data11 };
                  if (vErrors === null) {
                    vErrors = [err31];
                  } else {
                    vErrors.push(err31);
                  }
                  errors++;
                }
                if (!pattern86.test(data11)) {
                  const err32 = { instancePath: instancePath + "/profile/" + i1 + "/key", schemaPath: "#/$defs/ruleTestFact/properties/key/pattern", keyword: "pattern", params: { pattern: "^[^\\r\\n]*[^\\s_][^\\r\\n]*$" }, message: 'must match pattern "^[^\\r\\n]*[^\\s_][^\\r\\n]*$"', schema: "^[^\\r\\n]*[^\\s_][^\\r\\n]*$", parentSchema: schema76.properties.key, data: data11 };
                  if (vErrors === null) {
                    vErrors = [err32];
                  } else {
                    vErrors.push(err32);
                  }
                  errors++;
                }
              } else {
                const err33 = { instancePath: instancePath + "/profile/" + i1 + "/key", schemaPath: "#/$defs/ruleTestFact/properties/key/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema76.properties.key.type, parentSchema: schema76.properties.key, data: data11 };
                if (vErrors === null) {
                  vErrors = [err33];
                } else {
                  vErrors.push(err33);
                }
                errors++;
              }
            }
            if (data8.value !== void 0) {
              let data12 = data8.value;
              if (typeof data12 === "string") {
                if (func1(data12) > 4e3) {
                  const err34 = { instancePath: instancePath + "/profile/" + i1 + "/value", schemaPath: "#/$defs/ruleTestFact/properties/value/maxLength", keyword: "maxLength", params: { limit: 4e3 }, message: "must NOT have more than 4000 characters", schema: 4e3, parentSchema: schema76.properties.value, data: data12 };
                  if (vErrors === null) {
                    vErrors = [err34];
                  } else {
                    vErrors.push(err34);
                  }
                  errors++;
                }
                if (func1(data12) < 1) {
                  const err35 = { instancePath: instancePath + "/profile/" + i1 + "/value", schemaPath: "#/$defs/ruleTestFact/properties/value/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema76.properties.value, data: data12 };
                  if (vErrors === null) {
                    vErrors = [err35];
                  } else {
                    vErrors.push(err35);
                  }
                  errors++;
                }
                if (!pattern91.test(data12)) {
                  const err36 = { instancePath: instancePath + "/profile/" + i1 + "/value", schemaPath: "#/$defs/ruleTestFact/properties/value/pattern", keyword: "pattern", params: { pattern: "^[^\\r\\n]*\\S[^\\r\\n]*$" }, message: 'must match pattern "^[^\\r\\n]*\\S[^\\r\\n]*$"', schema: "^[^\\r\\n]*\\S[^\\r\\n]*$", parentSchema: schema76.properties.value, data: data12 };
                  if (vErrors === null) {
                    vErrors = [err36];
                  } else {
                    vErrors.push(err36);
                  }
                  errors++;
                }
              } else {
                const err37 = { instancePath: instancePath + "/profile/" + i1 + "/value", schemaPath: "#/$defs/ruleTestFact/properties/value/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema76.properties.value.type, parentSchema: schema76.properties.value, data: data12 };
                if (vErrors === null) {
                  vErrors = [err37];
                } else {
                  vErrors.push(err37);
                }
                errors++;
              }
            }
            if (data8.sources !== void 0) {
              let data13 = data8.sources;
              if (Array.isArray(data13)) {
                if (data13.length < 1) {
                  const err38 = { instancePath: instancePath + "/profile/" + i1 + "/sources", schemaPath: "#/$defs/ruleTestFact/properties/sources/minItems", keyword: "minItems", params: { limit: 1 }, message: "must NOT have fewer than 1 items", schema: 1, parentSchema: schema76.properties.sources, data: data13 };
                  if (vErrors === null) {
                    vErrors = [err38];
                  } else {
                    vErrors.push(err38);
                  }
                  errors++;
                }
                const len2 = data13.length;
                for (let i2 = 0; i2 < len2; i2++) {
                  let data14 = data13[i2];
                  if (typeof data14 === "string") {
                    if (func1(data14) < 1) {
                      const err39 = { instancePath: instancePath + "/profile/" + i1 + "/sources/" + i2, schemaPath: "#/$defs/ruleTestFact/properties/sources/items/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema76.properties.sources.items, data: data14 };
                      if (vErrors === null) {
                        vErrors = [err39];
                      } else {
                        vErrors.push(err39);
                      }
                      errors++;
                    }
                    if (!pattern91.test(data14)) {
                      const err40 = { instancePath: instancePath + "/profile/" + i1 + "/sources/" + i2, schemaPath: "#/$defs/ruleTestFact/properties/sources/items/pattern", keyword: "pattern", params: { pattern: "^[^\\r\\n]*\\S[^\\r\\n]*$" }, message: 'must match pattern "^[^\\r\\n]*\\S[^\\r\\n]*$"', schema: "^[^\\r\\n]*\\S[^\\r\\n]*$", parentSchema: schema76.properties.sources.items, data: data14 };
                      if (vErrors === null) {
                        vErrors = [err40];
                      } else {
                        vErrors.push(err40);
                      }
                      errors++;
                    }
                  } else {
                    const err41 = { instancePath: instancePath + "/profile/" + i1 + "/sources/" + i2, schemaPath: "#/$defs/ruleTestFact/properties/sources/items/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema76.properties.sources.items.type, parentSchema: schema76.properties.sources.items, data: data14 };
                    if (vErrors === null) {
                      vErrors = [err41];
                    } else {
                      vErrors.push(err41);
                    }
                    errors++;
                  }
                }
                let i3 = data13.length;
                let j0;
                if (i3 > 1) {
                  const indices0 = {};
                  for (; i3--; ) {
                    let item0 = data13[i3];
                    if (typeof item0 !== "string") {
                      continue;
                    }
                    if (typeof indices0[item0] == "number") {
                      j0 = indices0[item0];
                      const err42 = { instancePath: instancePath + "/profile/" + i1 + "/sources", schemaPath: "#/$defs/ruleTestFact/properties/sources/uniqueItems", keyword: "uniqueItems", params: { i: i3, j: j0 }, message: "must NOT have duplicate items (items ## " + j0 + " and " + i3 + " are identical)", schema: true, parentSchema: schema76.properties.sources, data: data13 };
                      if (vErrors === null) {
                        vErrors = [err42];
                      } else {
                        vErrors.push(err42);
                      }
                      errors++;
                      break;
                    }
                    indices0[item0] = i3;
                  }
                }
              } else {
                const err43 = { instancePath: instancePath + "/profile/" + i1 + "/sources", schemaPath: "#/$defs/ruleTestFact/properties/sources/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema76.properties.sources.type, parentSchema: schema76.properties.sources, data: data13 };
                if (vErrors === null) {
                  vErrors = [err43];
                } else {
                  vErrors.push(err43);
                }
                errors++;
              }
            }
            if (data8.kind !== void 0) {
              let data15 = data8.kind;
              if (!(data15 === "observed" || data15 === "profile-field")) {
                const err44 = { instancePath: instancePath + "/profile/" + i1 + "/kind", schemaPath: "#/$defs/ruleTestFact/properties/kind/enum", keyword: "enum", params: { allowedValues: schema76.properties.kind.enum }, message: "must be equal to one of the allowed values", schema: schema76.properties.kind.enum, parentSchema: schema76.properties.kind, data: data15 };
                if (vErrors === null) {
                  vErrors = [err44];
                } else {
                  vErrors.push(err44);
                }
                errors++;
              }
            }
            if (data8.layer !== void 0) {
              let data16 = data8.layer;
              if (!(data16 === "static" || data16 === "dynamic")) {
                const err45 = { instancePath: instancePath + "/profile/" + i1 + "/layer", schemaPath: "#/$defs/ruleTestFact/properties/layer/enum", keyword: "enum", params: { allowedValues: schema76.properties.layer.enum }, message: "must be equal to one of the allowed values", schema: schema76.properties.layer.enum, parentSchema: schema76.properties.layer, data: data16 };
                if (vErrors === null) {
                  vErrors = [err45];
                } else {
                  vErrors.push(err45);
                }
                errors++;
              }
            }
            if (data8.status !== void 0) {
              let data17 = data8.status;
              if (!(data17 === "active" || data17 === "superseded")) {
                const err46 = { instancePath: instancePath + "/profile/" + i1 + "/status", schemaPath: "#/$defs/ruleTestFact/properties/status/enum", keyword: "enum", params: { allowedValues: schema76.properties.status.enum }, message: "must be equal to one of the allowed values", schema: schema76.properties.status.enum, parentSchema: schema76.properties.status, data: data17 };
                if (vErrors === null) {
                  vErrors = [err46];
                } else {
                  vErrors.push(err46);
                }
                errors++;
              }
            }
            if (data8.provenance !== void 0) {
              let data18 = data8.provenance;
              if (!(data18 === "published" || data18 === "human")) {
                const err47 = { instancePath: instancePath + "/profile/" + i1 + "/provenance", schemaPath: "#/$defs/ruleTestFact/properties/provenance/enum", keyword: "enum", params: { allowedValues: schema76.properties.provenance.enum }, message: "must be equal to one of the allowed values", schema: schema76.properties.provenance.enum, parentSchema: schema76.properties.provenance, data: data18 };
                if (vErrors === null) {
                  vErrors = [err47];
                } else {
                  vErrors.push(err47);
                }
                errors++;
              }
            }
            if (data8.first_seen !== void 0) {
              let data19 = data8.first_seen;
              if (typeof data19 === "string") {
                if (!pattern10.test(data19)) {
                  const err48 = { instancePath: instancePath + "/profile/" + i1 + "/first_seen", schemaPath: "#/$defs/ruleTestFact/properties/first_seen/pattern", keyword: "pattern", params: { pattern: "^[0-9]{4}-[0-9]{2}-[0-9]{2}$" }, message: 'must match pattern "^[0-9]{4}-[0-9]{2}-[0-9]{2}$"', schema: "^[0-9]{4}-[0-9]{2}-[0-9]{2}$", parentSchema: schema76.properties.first_seen, data: data19 };
                  if (vErrors === null) {
                    vErrors = [err48];
                  } else {
                    vErrors.push(err48);
                  }
                  errors++;
                }
                if (!formats0.validate(data19)) {
                  const err49 = { instancePath: instancePath + "/profile/" + i1 + "/first_seen", schemaPath: "#/$defs/ruleTestFact/properties/first_seen/format", keyword: "format", params: { format: "date" }, message: 'must match format "date"', schema: "date", parentSchema: schema76.properties.first_seen, data: data19 };
                  if (vErrors === null) {
                    vErrors = [err49];
                  } else {
                    vErrors.push(err49);
                  }
                  errors++;
                }
              } else {
                const err50 = { instancePath: instancePath + "/profile/" + i1 + "/first_seen", schemaPath: "#/$defs/ruleTestFact/properties/first_seen/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema76.properties.first_seen.type, parentSchema: schema76.properties.first_seen, data: data19 };
                if (vErrors === null) {
                  vErrors = [err50];
                } else {
                  vErrors.push(err50);
                }
                errors++;
              }
            }
            if (data8.last_seen !== void 0) {
              let data20 = data8.last_seen;
              if (typeof data20 === "string") {
                if (!pattern10.test(data20)) {
                  const err51 = { instancePath: instancePath + "/profile/" + i1 + "/last_seen", schemaPath: "#/$defs/ruleTestFact/properties/last_seen/pattern", keyword: "pattern", params: { pattern: "^[0-9]{4}-[0-9]{2}-[0-9]{2}$" }, message: 'must match pattern "^[0-9]{4}-[0-9]{2}-[0-9]{2}$"', schema: "^[0-9]{4}-[0-9]{2}-[0-9]{2}$", parentSchema: schema76.properties.last_seen, data: data20 };
                  if (vErrors === null) {
                    vErrors = [err51];
                  } else {
                    vErrors.push(err51);
                  }
                  errors++;
                }
                if (!formats0.validate(data20)) {
                  const err52 = { instancePath: instancePath + "/profile/" + i1 + "/last_seen", schemaPath: "#/$defs/ruleTestFact/properties/last_seen/format", keyword: "format", params: { format: "date" }, message: 'must match format "date"', schema: "date", parentSchema: schema76.properties.last_seen, data: data20 };
                  if (vErrors === null) {
                    vErrors = [err52];
                  } else {
                    vErrors.push(err52);
                  }
                  errors++;
                }
              } else {
                const err53 = { instancePath: instancePath + "/profile/" + i1 + "/last_seen", schemaPath: "#/$defs/ruleTestFact/properties/last_seen/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema76.properties.last_seen.type, parentSchema: schema76.properties.last_seen, data: data20 };
                if (vErrors === null) {
                  vErrors = [err53];
                } else {
                  vErrors.push(err53);
                }
                errors++;
              }
            }
          } else {
            const err54 = { instancePath: instancePath + "/profile/" + i1, schemaPath: "#/$defs/ruleTestFact/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema76.type, parentSchema: schema76, data: data8 };
            if (vErrors === null) {
              vErrors = [err54];
            } else {
              vErrors.push(err54);
            }
            errors++;
          }
        }
      } else {
        const err55 = { instancePath: instancePath + "/profile", schemaPath: "#/properties/profile/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema74.properties.profile.type, parentSchema: schema74.properties.profile, data: data7 };
        if (vErrors === null) {
          vErrors = [err55];
        } else {
          vErrors.push(err55);
        }
        errors++;
      }
    }
    if (data.candidates !== void 0) {
      let data21 = data.candidates;
      if (Array.isArray(data21)) {
        const len3 = data21.length;
        for (let i4 = 0; i4 < len3; i4++) {
          let data22 = data21[i4];
          if (!(data22 && typeof data22 == "object" && !Array.isArray(data22))) {
            const err56 = { instancePath: instancePath + "/candidates/" + i4, schemaPath: "#/properties/candidates/items/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema74.properties.candidates.items.type, parentSchema: schema74.properties.candidates.items, data: data22 };
            if (vErrors === null) {
              vErrors = [err56];
            } else {
              vErrors.push(err56);
            }
            errors++;
          }
        }
      } else {
        const err57 = { instancePath: instancePath + "/candidates", schemaPath: "#/properties/candidates/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema74.properties.candidates.type, parentSchema: schema74.properties.candidates, data: data21 };
        if (vErrors === null) {
          vErrors = [err57];
        } else {
          vErrors.push(err57);
        }
        errors++;
      }
    }
    if (data.declined !== void 0) {
      let data23 = data.declined;
      if (Array.isArray(data23)) {
        const len4 = data23.length;
        for (let i5 = 0; i5 < len4; i5++) {
          let data24 = data23[i5];
          if (data24 && typeof data24 == "object" && !Array.isArray(data24)) {
            if (data24.candidate === void 0) {
              const err58 = { instancePath: instancePath + "/declined/" + i5, schemaPath: "#/properties/declined/items/required", keyword: "required", params: { missingProperty: "candidate" }, message: "must have required property 'candidate'", schema: schema74.properties.declined.items.required, parentSchema: schema74.properties.declined.items, data: data24 };
              if (vErrors === null) {
                vErrors = [err58];
              } else {
                vErrors.push(err58);
              }
              errors++;
            }
            for (const key3 in data24) {
              if (!(key3 === "candidate" || key3 === "reason")) {
                const err59 = { instancePath: instancePath + "/declined/" + i5, schemaPath: "#/properties/declined/items/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key3 }, message: "must NOT have additional properties", schema: false, parentSchema: schema74.properties.declined.items, data: data24 };
                if (vErrors === null) {
                  vErrors = [err59];
                } else {
                  vErrors.push(err59);
                }
                errors++;
              }
            }
            if (data24.candidate !== void 0) {
              let data25 = data24.candidate;
              if (!(typeof data25 == "number" && (!(data25 % 1) && !isNaN(data25)) && isFinite(data25))) {
                const err60 = { instancePath: instancePath + "/declined/" + i5 + "/candidate", schemaPath: "#/properties/declined/items/properties/candidate/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema74.properties.declined.items.properties.candidate.type, parentSchema: schema74.properties.declined.items.properties.candidate, data: data25 };
                if (vErrors === null) {
                  vErrors = [err60];
                } else {
                  vErrors.push(err60);
                }
                errors++;
              }
              if (typeof data25 == "number" && isFinite(data25)) {
                if (data25 < 0 || isNaN(data25)) {
                  const err61 = { instancePath: instancePath + "/declined/" + i5 + "/candidate", schemaPath: "#/properties/declined/items/properties/candidate/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0", schema: 0, parentSchema: schema74.properties.declined.items.properties.candidate, data: data25 };
                  if (vErrors === null) {
                    vErrors = [err61];
                  } else {
                    vErrors.push(err61);
                  }
                  errors++;
                }
              }
            }
            if (data24.reason !== void 0) {
              let data26 = data24.reason;
              if (typeof data26 === "string") {
                if (func1(data26) > 500) {
                  const err62 = { instancePath: instancePath + "/declined/" + i5 + "/reason", schemaPath: "#/properties/declined/items/properties/reason/maxLength", keyword: "maxLength", params: { limit: 500 }, message: "must NOT have more than 500 characters", schema: 500, parentSchema: schema74.properties.declined.items.properties.reason, data: data26 };
                  if (vErrors === null) {
                    vErrors = [err62];
                  } else {
                    vErrors.push(err62);
                  }
                  errors++;
                }
                if (func1(data26) < 1) {
                  const err63 = { instancePath: instancePath + "/declined/" + i5 + "/reason", schemaPath: "#/properties/declined/items/properties/reason/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema74.properties.declined.items.properties.reason, data: data26 };
                  if (vErrors === null) {
                    vErrors = [err63];
                  } else {
                    vErrors.push(err63);
                  }
                  errors++;
                }
              } else {
                const err64 = { instancePath: instancePath + "/declined/" + i5 + "/reason", schemaPath: "#/properties/declined/items/properties/reason/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema74.properties.declined.items.properties.reason.type, parentSchema: schema74.properties.declined.items.properties.reason, data: data26 };
                if (vErrors === null) {
                  vErrors = [err64];
                } else {
                  vErrors.push(err64);
                }
                errors++;
              }
            }
          } else {
            const err65 = { instancePath: instancePath + "/declined/" + i5, schemaPath: "#/properties/declined/items/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema74.properties.declined.items.type, parentSchema: schema74.properties.declined.items, data: data24 };
            if (vErrors === null) {
              vErrors = [err65];
            } else {
              vErrors.push(err65);
            }
            errors++;
          }
        }
      } else {
        const err66 = { instancePath: instancePath + "/declined", schemaPath: "#/properties/declined/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema74.properties.declined.type, parentSchema: schema74.properties.declined, data: data23 };
        if (vErrors === null) {
          vErrors = [err66];
        } else {
          vErrors.push(err66);
        }
        errors++;
      }
    }
    if (data.previouslyDeclined !== void 0) {
      let data27 = data.previouslyDeclined;
      if (Array.isArray(data27)) {
        const len5 = data27.length;
        for (let i6 = 0; i6 < len5; i6++) {
          let data28 = data27[i6];
          if (data28 && typeof data28 == "object" && !Array.isArray(data28)) {
            if (data28.key === void 0) {
              const err67 = { instancePath: instancePath + "/previouslyDeclined/" + i6, schemaPath: "#/properties/previouslyDeclined/items/required", keyword: "required", params: { missingProperty: "key" }, message: "must have required property 'key'", schema: schema74.properties.previouslyDeclined.items.required, parentSchema: schema74.properties.previouslyDeclined.items, data: data28 };
              if (vErrors === null) {
                vErrors = [err67];
              } else {
                vErrors.push(err67);
              }
              errors++;
            }
            if (data28.value === void 0) {
              const err68 = { instancePath: instancePath + "/previouslyDeclined/" + i6, schemaPath: "#/properties/previouslyDeclined/items/required", keyword: "required", params: { missingProperty: "value" }, message: "must have required property 'value'", schema: schema74.properties.previouslyDeclined.items.required, parentSchema: schema74.properties.previouslyDeclined.items, data: data28 };
              if (vErrors === null) {
                vErrors = [err68];
              } else {
                vErrors.push(err68);
              }
              errors++;
            }
            for (const key4 in data28) {
              if (!(key4 === "key" || key4 === "value" || key4 === "source")) {
                const err69 = { instancePath: instancePath + "/previouslyDeclined/" + i6, schemaPath: "#/properties/previouslyDeclined/items/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key4 }, message: "must NOT have additional properties", schema: false, parentSchema: schema74.properties.previouslyDeclined.items, data: data28 };
                if (vErrors === null) {
                  vErrors = [err69];
                } else {
                  vErrors.push(err69);
                }
                errors++;
              }
            }
            if (data28.key !== void 0) {
              let data29 = data28.key;
              if (typeof data29 === "string") {
                if (func1(data29) > 200) {
                  const err70 = { instancePath: instancePath + "/previouslyDeclined/" + i6 + "/key", schemaPath: "#/properties/previouslyDeclined/items/properties/key/maxLength", keyword: "maxLength", params: { limit: 200 }, message: "must NOT have more than 200 characters", schema: 200, parentSchema: schema74.properties.previouslyDeclined.items.properties.key, data: data29 };
                  if (vErrors === null) {
                    vErrors = [err70];
                  } else {
                    vErrors.push(err70);
                  }
                  errors++;
                }
                if (func1(data29) < 1) {
                  const err71 = { instancePath: instancePath + "/previouslyDeclined/" + i6 + "/key", schemaPath: "#/properties/previouslyDeclined/items/properties/key/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema74.properties.previouslyDeclined.items.properties.key, data: data29 };
                  if (vErrors === null) {
                    vErrors = [err71];
                  } else {
                    vErrors.push(err71);
                  }
                  errors++;
                }
              } else {
                const err72 = { instancePath: instancePath + "/previouslyDeclined/" + i6 + "/key", schemaPath: "#/properties/previouslyDeclined/items/properties/key/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema74.properties.previouslyDeclined.items.properties.key.type, parentSchema: schema74.properties.previouslyDeclined.items.properties.key, data: data29 };
                if (vErrors === null) {
                  vErrors = [err72];
                } else {
                  vErrors.push(err72);
                }
                errors++;
              }
            }
            if (data28.value !== void 0) {
              let data30 = data28.value;
              if (typeof data30 === "string") {
                if (func1(data30) < 1) {
                  const err73 = { instancePath: instancePath + "/previouslyDeclined/" + i6 + "/value", schemaPath: "#/properties/previouslyDeclined/items/properties/value/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema74.properties.previouslyDeclined.items.properties.value, data: data30 };
                  if (vErrors === null) {
                    vErrors = [err73];
                  } else {
                    vErrors.push(err73);
                  }
                  errors++;
                }
              } else {
                const err74 = { instancePath: instancePath + "/previouslyDeclined/" + i6 + "/value", schemaPath: "#/properties/previouslyDeclined/items/properties/value/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema74.properties.previouslyDeclined.items.properties.value.type, parentSchema: schema74.properties.previouslyDeclined.items.properties.value, data: data30 };
                if (vErrors === null) {
                  vErrors = [err74];
                } else {
                  vErrors.push(err74);
                }
                errors++;
              }
            }
            if (data28.source !== void 0) {
              let data31 = data28.source;
              if (typeof data31 === "string") {
                if (func1(data31) > 500) {
                  const err75 = { instancePath: instancePath + "/previouslyDeclined/" + i6 + "/source", schemaPath: "#/properties/previouslyDeclined/items/properties/source/maxLength", keyword: "maxLength", params: { limit: 500 }, message: "must NOT have more than 500 characters", schema: 500, parentSchema: schema74.properties.previouslyDeclined.items.properties.source, data: data31 };
                  if (vErrors === null) {
                    vErrors = [err75];
                  } else {
                    vErrors.push(err75);
                  }
                  errors++;
                }
                if (func1(data31) < 1) {
                  const err76 = { instancePath: instancePath + "/previouslyDeclined/" + i6 + "/source", schemaPath: "#/properties/previouslyDeclined/items/properties/source/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema74.properties.previouslyDeclined.items.properties.source, data: data31 };
                  if (vErrors === null) {
                    vErrors = [err76];
                  } else {
                    vErrors.push(err76);
                  }
                  errors++;
                }
              } else {
                const err77 = { instancePath: instancePath + "/previouslyDeclined/" + i6 + "/source", schemaPath: "#/properties/previouslyDeclined/items/properties/source/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema74.properties.previouslyDeclined.items.properties.source.type, parentSchema: schema74.properties.previouslyDeclined.items.properties.source, data: data31 };
                if (vErrors === null) {
                  vErrors = [err77];
                } else {
                  vErrors.push(err77);
                }
                errors++;
              }
            }
          } else {
            const err78 = { instancePath: instancePath + "/previouslyDeclined/" + i6, schemaPath: "#/properties/previouslyDeclined/items/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema74.properties.previouslyDeclined.items.type, parentSchema: schema74.properties.previouslyDeclined.items, data: data28 };
            if (vErrors === null) {
              vErrors = [err78];
            } else {
              vErrors.push(err78);
            }
            errors++;
          }
        }
      } else {
        const err79 = { instancePath: instancePath + "/previouslyDeclined", schemaPath: "#/properties/previouslyDeclined/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema74.properties.previouslyDeclined.type, parentSchema: schema74.properties.previouslyDeclined, data: data27 };
        if (vErrors === null) {
          vErrors = [err79];
        } else {
          vErrors.push(err79);
        }
        errors++;
      }
    }
    if (data.expect !== void 0) {
      let data32 = data.expect;
      if (Array.isArray(data32)) {
        if (data32.length < 1) {
          const err80 = { instancePath: instancePath + "/expect", schemaPath: "#/properties/expect/minItems", keyword: "minItems", params: { limit: 1 }, message: "must NOT have fewer than 1 items", schema: 1, parentSchema: schema74.properties.expect, data: data32 };
          if (vErrors === null) {
            vErrors = [err80];
          } else {
            vErrors.push(err80);
          }
          errors++;
        }
        const len6 = data32.length;
        for (let i7 = 0; i7 < len6; i7++) {
          let data33 = data32[i7];
          const _errs76 = errors;
          let valid24 = false;
          let passing0 = null;
          const _errs77 = errors;
          if (data33 && typeof data33 == "object" && !Array.isArray(data33)) {
            if (data33.candidate === void 0) {
              const err81 = { instancePath: instancePath + "/expect/" + i7, schemaPath: "#/$defs/ruleTestExpectation/oneOf/0/required", keyword: "required", params: { missingProperty: "candidate" }, message: "must have required property 'candidate'", schema: schema77.oneOf[0].required, parentSchema: schema77.oneOf[0], data: data33 };
              if (vErrors === null) {
                vErrors = [err81];
              } else {
                vErrors.push(err81);
              }
              errors++;
            }
          }
          var _valid1 = _errs77 === errors;
          if (_valid1) {
            valid24 = true;
            passing0 = 0;
          }
          const _errs78 = errors;
          if (data33 && typeof data33 == "object" && !Array.isArray(data33)) {
            if (data33.fact === void 0) {
              const err82 = { instancePath: instancePath + "/expect/" + i7, schemaPath: "#/$defs/ruleTestExpectation/oneOf/1/required", keyword: "required", params: { missingProperty: "fact" }, message: "must have required property 'fact'", schema: schema77.oneOf[1].required, parentSchema: schema77.oneOf[1], data: data33 };
              if (vErrors === null) {
                vErrors = [err82];
              } else {
                vErrors.push(err82);
              }
              errors++;
            }
          }
          var _valid1 = _errs78 === errors;
          if (_valid1 && valid24) {
            valid24 = false;
            passing0 = [passing0, 1];
          } else {
            if (_valid1) {
              valid24 = true;
              passing0 = 1;
            }
          }
          if (!valid24) {
            const err83 = { instancePath: instancePath + "/expect/" + i7, schemaPath: "#/$defs/ruleTestExpectation/oneOf", keyword: "oneOf", params: { passingSchemas: passing0 }, message: "must match exactly one schema in oneOf", schema: schema77.oneOf, parentSchema: schema77, data: data33 };
            if (vErrors === null) {
              vErrors = [err83];
            } else {
              vErrors.push(err83);
            }
            errors++;
          } else {
            errors = _errs76;
            if (vErrors !== null) {
              if (_errs76) {
                vErrors.length = _errs76;
              } else {
                vErrors = null;
              }
            }
          }
          if (data33 && typeof data33 == "object" && !Array.isArray(data33)) {
            if (data33.outcome === void 0) {
              const err84 = { instancePath: instancePath + "/expect/" + i7, schemaPath: "#/$defs/ruleTestExpectation/required", keyword: "required", params: { missingProperty: "outcome" }, message: "must have required property 'outcome'", schema: schema77.required, parentSchema: schema77, data: data33 };
              if (vErrors === null) {
                vErrors = [err84];
              } else {
                vErrors.push(err84);
              }
              errors++;
            }
            for (const key5 in data33) {
              if (!(key5 === "candidate" || key5 === "fact" || key5 === "outcome" || key5 === "rule")) {
                const err85 = { instancePath: instancePath + "/expect/" + i7, schemaPath: "#/$defs/ruleTestExpectation/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key5 }, message: "must NOT have additional properties", schema: false, parentSchema: schema77, data: data33 };
                if (vErrors === null) {
                  vErrors = [err85];
                } else {
                  vErrors.push(err85);
                }
                errors++;
              }
            }
            if (data33.candidate !== void 0) {
              let data34 = data33.candidate;
              if (!(typeof data34 == "number" && (!(data34 % 1) && !isNaN(data34)) && isFinite(data34))) {
                const err86 = { instancePath: instancePath + "/expect/" + i7 + "/candidate", schemaPath: "#/$defs/ruleTestExpectation/properties/candidate/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema77.properties.candidate.type, parentSchema: schema77.properties.candidate, data: data34 };
                if (vErrors === null) {
                  vErrors = [err86];
                } else {
                  vErrors.push(err86);
                }
                errors++;
              }
              if (typeof data34 == "number" && isFinite(data34)) {
                if (data34 < 0 || isNaN(data34)) {
                  const err87 = { instancePath: instancePath + "/expect/" + i7 + "/candidate", schemaPath: "#/$defs/ruleTestExpectation/properties/candidate/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0", schema: 0, parentSchema: schema77.properties.candidate, data: data34 };
                  if (vErrors === null) {
                    vErrors = [err87];
                  } else {
                    vErrors.push(err87);
                  }
                  errors++;
                }
              }
            }
            if (data33.fact !== void 0) {
              let data35 = data33.fact;
              if (typeof data35 === "string") {
                if (func1(data35) < 1) {
                  const err88 = { instancePath: instancePath + "/expect/" + i7 + "/fact", schemaPath: "#/$defs/ruleTestExpectation/properties/fact/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema77.properties.fact, data: data35 };
                  if (vErrors === null) {
                    vErrors = [err88];
                  } else {
                    vErrors.push(err88);
                  }
                  errors++;
                }
              } else {
                const err89 = { instancePath: instancePath + "/expect/" + i7 + "/fact", schemaPath: "#/$defs/ruleTestExpectation/properties/fact/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema77.properties.fact.type, parentSchema: schema77.properties.fact, data: data35 };
                if (vErrors === null) {
                  vErrors = [err89];
                } else {
                  vErrors.push(err89);
                }
                errors++;
              }
            }
            if (data33.outcome !== void 0) {
              let data36 = data33.outcome;
              if (typeof data36 === "string") {
                if (!pattern33.test(data36)) {
                  const err90 = { instancePath: instancePath + "/expect/" + i7 + "/outcome", schemaPath: "#/$defs/ruleTestExpectation/properties/outcome/pattern", keyword: "pattern", params: { pattern: "^[a-z0-9][a-z0-9-]{0,63}$" }, message: 'must match pattern "^[a-z0-9][a-z0-9-]{0,63}$"', schema: "^[a-z0-9][a-z0-9-]{0,63}$", parentSchema: schema77.properties.outcome, data: data36 };
                  if (vErrors === null) {
                    vErrors = [err90];
                  } else {
                    vErrors.push(err90);
                  }
                  errors++;
                }
              } else {
                const err91 = { instancePath: instancePath + "/expect/" + i7 + "/outcome", schemaPath: "#/$defs/ruleTestExpectation/properties/outcome/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema77.properties.outcome.type, parentSchema: schema77.properties.outcome, data: data36 };
                if (vErrors === null) {
                  vErrors = [err91];
                } else {
                  vErrors.push(err91);
                }
                errors++;
              }
            }
            if (data33.rule !== void 0) {
              let data37 = data33.rule;
              if (typeof data37 === "string") {
                if (!pattern33.test(data37)) {
                  const err92 = { instancePath: instancePath + "/expect/" + i7 + "/rule", schemaPath: "#/$defs/ruleTestExpectation/properties/rule/pattern", keyword: "pattern", params: { pattern: "^[a-z0-9][a-z0-9-]{0,63}$" }, message: 'must match pattern "^[a-z0-9][a-z0-9-]{0,63}$"', schema: "^[a-z0-9][a-z0-9-]{0,63}$", parentSchema: schema77.properties.rule, data: data37 };
                  if (vErrors === null) {
                    vErrors = [err92];
                  } else {
                    vErrors.push(err92);
                  }
                  errors++;
                }
              } else {
                const err93 = { instancePath: instancePath + "/expect/" + i7 + "/rule", schemaPath: "#/$defs/ruleTestExpectation/properties/rule/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema77.properties.rule.type, parentSchema: schema77.properties.rule, data: data37 };
                if (vErrors === null) {
                  vErrors = [err93];
                } else {
                  vErrors.push(err93);
                }
                errors++;
              }
            }
          } else {
            const err94 = { instancePath: instancePath + "/expect/" + i7, schemaPath: "#/$defs/ruleTestExpectation/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema77.type, parentSchema: schema77, data: data33 };
            if (vErrors === null) {
              vErrors = [err94];
            } else {
              vErrors.push(err94);
            }
            errors++;
          }
        }
      } else {
        const err95 = { instancePath: instancePath + "/expect", schemaPath: "#/properties/expect/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema74.properties.expect.type, parentSchema: schema74.properties.expect, data: data32 };
        if (vErrors === null) {
          vErrors = [err95];
        } else {
          vErrors.push(err95);
        }
        errors++;
      }
    }
  } else {
    const err96 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema74.type, parentSchema: schema74, data };
    if (vErrors === null) {
      vErrors = [err96];
    } else {
      vErrors.push(err96);
    }
    errors++;
  }
  validate47.errors = vErrors;
  return errors === 0;
}
validate47.evaluated = { "props": true, "dynamicProps": false, "dynamicItems": false };
function validate46(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
  ;
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate46.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = void 0;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = void 0;
  }
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.version === void 0) {
      const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "version" }, message: "must have required property 'version'", schema: schema73.required, parentSchema: schema73, data };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.tests === void 0) {
      const err1 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "tests" }, message: "must have required property 'tests'", schema: schema73.required, parentSchema: schema73, data };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!(key0 === "version" || key0 === "description" || key0 === "tests")) {
        const err2 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties", schema: false, parentSchema: schema73, data };
        if (vErrors === null) {
          vErrors = [err2];
        } else {
          vErrors.push(err2);
        }
        errors++;
      }
    }
    if (data.version !== void 0) {
      let data0 = data.version;
      if (1 !== data0) {
        const err3 = { instancePath: instancePath + "/version", schemaPath: "#/properties/version/const", keyword: "const", params: { allowedValue: 1 }, message: "must be equal to constant", schema: 1, parentSchema: schema73.properties.version, data: data0 };
        if (vErrors === null) {
          vErrors = [err3];
        } else {
          vErrors.push(err3);
        }
        errors++;
      }
    }
    if (data.description !== void 0) {
      let data1 = data.description;
      if (typeof data1 !== "string") {
        const err4 = { instancePath: instancePath + "/description", schemaPath: "#/properties/description/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema73.properties.description.type, parentSchema: schema73.properties.description, data: data1 };
        if (vErrors === null) {
          vErrors = [err4];
        } else {
          vErrors.push(err4);
        }
        errors++;
      }
    }
    if (data.tests !== void 0) {
      let data2 = data.tests;
      if (Array.isArray(data2)) {
        if (data2.length < 1) {
          const err5 = { instancePath: instancePath + "/tests", schemaPath: "#/properties/tests/minItems", keyword: "minItems", params: { limit: 1 }, message: "must NOT have fewer than 1 items", schema: 1, parentSchema: schema73.properties.tests, data: data2 };
          if (vErrors === null) {
            vErrors = [err5];
          } else {
            vErrors.push(err5);
          }
          errors++;
        }
        const len0 = data2.length;
        for (let i0 = 0; i0 < len0; i0++) {
          if (!validate47(data2[i0], { instancePath: instancePath + "/tests/" + i0, parentData: data2, parentDataProperty: i0, rootData, dynamicAnchors })) {
            vErrors = vErrors === null ? validate47.errors : vErrors.concat(validate47.errors);
            errors = vErrors.length;
          }
        }
      } else {
        const err6 = { instancePath: instancePath + "/tests", schemaPath: "#/properties/tests/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema73.properties.tests.type, parentSchema: schema73.properties.tests, data: data2 };
        if (vErrors === null) {
          vErrors = [err6];
        } else {
          vErrors.push(err6);
        }
        errors++;
      }
    }
  } else {
    const err7 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema73.type, parentSchema: schema73, data };
    if (vErrors === null) {
      vErrors = [err7];
    } else {
      vErrors.push(err7);
    }
    errors++;
  }
  validate46.errors = vErrors;
  return errors === 0;
}
validate46.evaluated = { "props": true, "dynamicProps": false, "dynamicItems": false };
