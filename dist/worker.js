const importMetaUrl = require('node:url').pathToFileURL(__filename).href;
"use strict";
var __create = Object.create;
var __defProp = Object.defineProperty;
var __getOwnPropDesc = Object.getOwnPropertyDescriptor;
var __getOwnPropNames = Object.getOwnPropertyNames;
var __getProtoOf = Object.getPrototypeOf;
var __hasOwnProp = Object.prototype.hasOwnProperty;
var __commonJS = (cb, mod) => function __require() {
  try {
    return mod || (0, cb[__getOwnPropNames(cb)[0]])((mod = { exports: {} }).exports, mod), mod.exports;
  } catch (e) {
    throw mod = 0, e;
  }
};
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

// node_modules/snowball-stemmers/snowball-stemmers.js
var require_snowball_stemmers = __commonJS({
  "node_modules/snowball-stemmers/snowball-stemmers.js"(exports2) {
    var _typeof = typeof Symbol === "function" && typeof Symbol.iterator === "symbol" ? function(obj) {
      return typeof obj;
    } : function(obj) {
      return obj && typeof Symbol === "function" && obj.constructor === Symbol ? "symbol" : typeof obj;
    };
    (function(global, factory) {
      if (typeof define === "function" && define.amd) {
        define("snowballFactory", ["exports"], factory);
      } else if (typeof exports2 !== "undefined") {
        factory(exports2);
      } else {
        var mod = {
          exports: {}
        };
        factory(mod.exports);
        global.snowballFactory = mod.exports;
      }
    })(exports2, function(exports3) {
      "use strict";
      Object.defineProperty(exports3, "__esModule", {
        value: true
      });
      exports3.newStemmer = newStemmer;
      exports3.algorithms = algorithms;
      function _possibleConstructorReturn(self, call) {
        if (!self) {
          throw new ReferenceError("this hasn't been initialised - super() hasn't been called");
        }
        return call && ((typeof call === "undefined" ? "undefined" : _typeof(call)) === "object" || typeof call === "function") ? call : self;
      }
      function _inherits(subClass, superClass) {
        if (typeof superClass !== "function" && superClass !== null) {
          throw new TypeError("Super expression must either be null or a function, not " + (typeof superClass === "undefined" ? "undefined" : _typeof(superClass)));
        }
        subClass.prototype = Object.create(superClass && superClass.prototype, {
          constructor: {
            value: subClass,
            enumerable: false,
            writable: true,
            configurable: true
          }
        });
        if (superClass) Object.setPrototypeOf ? Object.setPrototypeOf(subClass, superClass) : subClass.__proto__ = superClass;
      }
      function _classCallCheck(instance, Constructor) {
        if (!(instance instanceof Constructor)) {
          throw new TypeError("Cannot call a class as a function");
        }
      }
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
      var _get = function get(object, property, receiver) {
        if (object === null) object = Function.prototype;
        var desc = Object.getOwnPropertyDescriptor(object, property);
        if (desc === void 0) {
          var parent = Object.getPrototypeOf(object);
          if (parent === null) {
            return void 0;
          } else {
            return get(parent, property, receiver);
          }
        } else if ("value" in desc) {
          return desc.value;
        } else {
          var getter = desc.get;
          if (getter === void 0) {
            return void 0;
          }
          return getter.call(receiver);
        }
      };
      var StringBuffer = (function() {
        function StringBuffer2() {
          _classCallCheck(this, StringBuffer2);
        }
        _createClass(StringBuffer2, [{
          key: "length$esjava$0",
          value: function length$esjava$0() {
            return this.b.length;
          }
        }, {
          key: "replace$esjava$3",
          value: function replace$esjava$3(start, end, str) {
            if (start === 0 && end === this.b.length) {
              this.b = str;
            } else {
              var left = this.b.substring(0, start), right = this.b.substring(end);
              this.b = left + str + right;
            }
          }
        }, {
          key: "substring$esjava$2",
          value: function substring$esjava$2(start, end) {
            return this.b.substring(start, end);
          }
        }, {
          key: "charAt$esjava$1",
          value: function charAt$esjava$1(index) {
            return this.b.charCodeAt(index);
          }
        }, {
          key: "subSequence$esjava$2",
          value: function subSequence$esjava$2(start, end) {
            throw new Error("NotImpl: CharSequence::subSequence");
          }
        }, {
          key: "toString$esjava$0",
          value: function toString$esjava$0() {
            return this.b;
          }
        }, {
          key: "length",
          value: function length() {
            var _get2;
            for (var _len = arguments.length, args = Array(_len), _key = 0; _key < _len; _key++) {
              args[_key] = arguments[_key];
            }
            switch (args.length) {
              case 0:
                return this.length$esjava$0.apply(this, args);
            }
            return (_get2 = _get(Object.getPrototypeOf(StringBuffer2.prototype), "length", this)).call.apply(_get2, [this].concat(args));
          }
        }, {
          key: "replace",
          value: function replace() {
            var _get3;
            for (var _len2 = arguments.length, args = Array(_len2), _key2 = 0; _key2 < _len2; _key2++) {
              args[_key2] = arguments[_key2];
            }
            switch (args.length) {
              case 3:
                return this.replace$esjava$3.apply(this, args);
            }
            return (_get3 = _get(Object.getPrototypeOf(StringBuffer2.prototype), "replace", this)).call.apply(_get3, [this].concat(args));
          }
        }, {
          key: "substring",
          value: function substring() {
            var _get4;
            for (var _len3 = arguments.length, args = Array(_len3), _key3 = 0; _key3 < _len3; _key3++) {
              args[_key3] = arguments[_key3];
            }
            switch (args.length) {
              case 2:
                return this.substring$esjava$2.apply(this, args);
            }
            return (_get4 = _get(Object.getPrototypeOf(StringBuffer2.prototype), "substring", this)).call.apply(_get4, [this].concat(args));
          }
        }, {
          key: "charAt",
          value: function charAt() {
            var _get5;
            for (var _len4 = arguments.length, args = Array(_len4), _key4 = 0; _key4 < _len4; _key4++) {
              args[_key4] = arguments[_key4];
            }
            switch (args.length) {
              case 1:
                return this.charAt$esjava$1.apply(this, args);
            }
            return (_get5 = _get(Object.getPrototypeOf(StringBuffer2.prototype), "charAt", this)).call.apply(_get5, [this].concat(args));
          }
        }, {
          key: "subSequence",
          value: function subSequence() {
            var _get6;
            for (var _len5 = arguments.length, args = Array(_len5), _key5 = 0; _key5 < _len5; _key5++) {
              args[_key5] = arguments[_key5];
            }
            switch (args.length) {
              case 2:
                return this.subSequence$esjava$2.apply(this, args);
            }
            return (_get6 = _get(Object.getPrototypeOf(StringBuffer2.prototype), "subSequence", this)).call.apply(_get6, [this].concat(args));
          }
        }, {
          key: "toString",
          value: function toString() {
            var _get7;
            for (var _len6 = arguments.length, args = Array(_len6), _key6 = 0; _key6 < _len6; _key6++) {
              args[_key6] = arguments[_key6];
            }
            switch (args.length) {
              case 0:
                return this.toString$esjava$0.apply(this, args);
            }
            return (_get7 = _get(Object.getPrototypeOf(StringBuffer2.prototype), "toString", this)).call.apply(_get7, [this].concat(args));
          }
        }, {
          key: "b",
          get: function get() {
            return Object.prototype.hasOwnProperty.call(this, "_$esjava$b") ? this._$esjava$b : this._$esjava$b = "";
          },
          set: function set(v) {
            this._$esjava$b = v;
          }
        }]);
        return StringBuffer2;
      })();
      var StringBuilder = (function(_StringBuffer) {
        _inherits(StringBuilder2, _StringBuffer);
        function StringBuilder2() {
          _classCallCheck(this, StringBuilder2);
          return _possibleConstructorReturn(this, Object.getPrototypeOf(StringBuilder2).apply(this, arguments));
        }
        return StringBuilder2;
      })(StringBuffer);
      var Among = (function() {
        _createClass(Among2, null, [{
          key: "toCharArray$esjava$1",
          value: function toCharArray$esjava$1(s) {
            var sLength = s.length;
            var charArr = new Array(sLength);
            for (var i = 0; i < sLength; i++) {
              charArr[i] = s.charCodeAt(i);
            }
            return charArr;
          }
        }]);
        function Among2(s, substring_i, result, methodname, obj) {
          _classCallCheck(this, Among2);
          this.s = Among2.toCharArray$esjava$1(s);
          this.substring_i = substring_i;
          this.result = result;
          this.method = methodname ? obj[methodname] : null;
          this.methodobject = obj;
        }
        _createClass(Among2, [{
          key: "s",
          get: function get() {
            return Object.prototype.hasOwnProperty.call(this, "_$esjava$s") ? this._$esjava$s : this._$esjava$s = null;
          },
          set: function set(v) {
            this._$esjava$s = v;
          }
        }, {
          key: "substring_i",
          get: function get() {
            return Object.prototype.hasOwnProperty.call(this, "_$esjava$substring_i") ? this._$esjava$substring_i : this._$esjava$substring_i = 0;
          },
          set: function set(v) {
            this._$esjava$substring_i = v;
          }
        }, {
          key: "result",
          get: function get() {
            return Object.prototype.hasOwnProperty.call(this, "_$esjava$result") ? this._$esjava$result : this._$esjava$result = 0;
          },
          set: function set(v) {
            this._$esjava$result = v;
          }
        }, {
          key: "method",
          get: function get() {
            return Object.prototype.hasOwnProperty.call(this, "_$esjava$method") ? this._$esjava$method : this._$esjava$method = null;
          },
          set: function set(v) {
            this._$esjava$method = v;
          }
        }, {
          key: "methodobject",
          get: function get() {
            return Object.prototype.hasOwnProperty.call(this, "_$esjava$methodobject") ? this._$esjava$methodobject : this._$esjava$methodobject = null;
          },
          set: function set(v) {
            this._$esjava$methodobject = v;
          }
        }]);
        return Among2;
      })();
      var SnowballProgram = (function() {
        function SnowballProgram2() {
          _classCallCheck(this, SnowballProgram2);
          this.current = new StringBuffer();
          this.setCurrent$esjava$1("");
        }
        _createClass(SnowballProgram2, [{
          key: "setCurrent$esjava$1",
          value: function setCurrent$esjava$1(value) {
            this.current.replace(0, this.current.length(), value);
            this.cursor = 0;
            this.limit = this.current.length();
            this.limit_backward = 0;
            this.bra = this.cursor;
            this.ket = this.limit;
          }
        }, {
          key: "getCurrent$esjava$0",
          value: function getCurrent$esjava$0() {
            var result = this.current.toString();
            this.current = new StringBuffer();
            return result;
          }
        }, {
          key: "in_grouping$esjava$3",
          value: function in_grouping$esjava$3(s, min, max) {
            if (this.cursor >= this.limit) return false;
            var ch = this.current.charAt(this.cursor);
            if (ch > max || ch < min) return false;
            ch -= min;
            if ((s[ch >> 3] & 1 << (ch & 7)) === 0) return false;
            this.cursor++;
            return true;
          }
        }, {
          key: "in_grouping_b$esjava$3",
          value: function in_grouping_b$esjava$3(s, min, max) {
            if (this.cursor <= this.limit_backward) return false;
            var ch = this.current.charAt(this.cursor - 1);
            if (ch > max || ch < min) return false;
            ch -= min;
            if ((s[ch >> 3] & 1 << (ch & 7)) === 0) return false;
            this.cursor--;
            return true;
          }
        }, {
          key: "out_grouping$esjava$3",
          value: function out_grouping$esjava$3(s, min, max) {
            if (this.cursor >= this.limit) return false;
            var ch = this.current.charAt(this.cursor);
            if (ch > max || ch < min) {
              this.cursor++;
              return true;
            }
            ch -= min;
            if ((s[ch >> 3] & 1 << (ch & 7)) === 0) {
              this.cursor++;
              return true;
            }
            return false;
          }
        }, {
          key: "out_grouping_b$esjava$3",
          value: function out_grouping_b$esjava$3(s, min, max) {
            if (this.cursor <= this.limit_backward) return false;
            var ch = this.current.charAt(this.cursor - 1);
            if (ch > max || ch < min) {
              this.cursor--;
              return true;
            }
            ch -= min;
            if ((s[ch >> 3] & 1 << (ch & 7)) === 0) {
              this.cursor--;
              return true;
            }
            return false;
          }
        }, {
          key: "eq_s$esjava$1",
          value: function eq_s$esjava$1(s) {
            if (this.limit - this.cursor < s.length) return false;
            var i = void 0;
            for (i = 0; i !== s.length; i++) {
              if (this.current.charAt(this.cursor + i) !== s.charCodeAt(i)) return false;
            }
            this.cursor += s.length;
            return true;
          }
        }, {
          key: "eq_s_b$esjava$1",
          value: function eq_s_b$esjava$1(s) {
            if (this.cursor - this.limit_backward < s.length) return false;
            var i = void 0;
            for (i = 0; i !== s.length; i++) {
              if (this.current.charAt(this.cursor - s.length + i) !== s.charCodeAt(i)) return false;
            }
            this.cursor -= s.length;
            return true;
          }
        }, {
          key: "find_among$esjava$1",
          value: function find_among$esjava$1(v) {
            var i = 0;
            var j = v.length;
            var c = this.cursor;
            var l = this.limit;
            var common_i = 0;
            var common_j = 0;
            var first_key_inspected = false;
            while (true) {
              var k = i + (j - i >> 1);
              var diff = 0;
              var common = common_i < common_j ? common_i : common_j;
              var w = v[k];
              var i2 = void 0;
              for (i2 = common; i2 < w.s.length; i2++) {
                if (c + common === l) {
                  diff = -1;
                  break;
                }
                diff = this.current.charAt(c + common) - w.s[i2];
                if (diff !== 0) break;
                common++;
              }
              if (diff < 0) {
                j = k;
                common_j = common;
              } else {
                i = k;
                common_i = common;
              }
              if (j - i <= 1) {
                if (i > 0) break;
                if (j === i) break;
                if (first_key_inspected) break;
                first_key_inspected = true;
              }
            }
            while (true) {
              var w = v[i];
              if (common_i >= w.s.length) {
                this.cursor = c + w.s.length;
                if (w.method === null) return w.result;
                var res = void 0;
                res = w.method.call(w.methodobject);
                this.cursor = c + w.s.length;
                if (res) return w.result;
              }
              i = w.substring_i;
              if (i < 0) return 0;
            }
          }
        }, {
          key: "find_among_b$esjava$1",
          value: function find_among_b$esjava$1(v) {
            var i = 0;
            var j = v.length;
            var c = this.cursor;
            var lb = this.limit_backward;
            var common_i = 0;
            var common_j = 0;
            var first_key_inspected = false;
            while (true) {
              var k = i + (j - i >> 1);
              var diff = 0;
              var common = common_i < common_j ? common_i : common_j;
              var w = v[k];
              var i2 = void 0;
              for (i2 = w.s.length - 1 - common; i2 >= 0; i2--) {
                if (c - common === lb) {
                  diff = -1;
                  break;
                }
                diff = this.current.charAt(c - 1 - common) - w.s[i2];
                if (diff !== 0) break;
                common++;
              }
              if (diff < 0) {
                j = k;
                common_j = common;
              } else {
                i = k;
                common_i = common;
              }
              if (j - i <= 1) {
                if (i > 0) break;
                if (j === i) break;
                if (first_key_inspected) break;
                first_key_inspected = true;
              }
            }
            while (true) {
              var w = v[i];
              if (common_i >= w.s.length) {
                this.cursor = c - w.s.length;
                if (w.method === null) return w.result;
                var res = void 0;
                res = w.method.call(w.methodobject);
                this.cursor = c - w.s.length;
                if (res) return w.result;
              }
              i = w.substring_i;
              if (i < 0) return 0;
            }
          }
        }, {
          key: "replace_s$esjava$3",
          value: function replace_s$esjava$3(c_bra, c_ket, s) {
            var adjustment = s.length - (c_ket - c_bra);
            this.current.replace(c_bra, c_ket, s);
            this.limit += adjustment;
            if (this.cursor >= c_ket) this.cursor += adjustment;
            else if (this.cursor > c_bra) this.cursor = c_bra;
            return adjustment;
          }
        }, {
          key: "slice_check$esjava$0",
          value: function slice_check$esjava$0() {
            if (this.bra < 0 || this.bra > this.ket || this.ket > this.limit || this.limit > this.current.length()) {
              throw new Error("Snowball: faulty slice operation");
            }
          }
        }, {
          key: "slice_from$esjava$1",
          value: function slice_from$esjava$1(s) {
            this.slice_check$esjava$0();
            this.replace_s$esjava$3(this.bra, this.ket, s);
          }
        }, {
          key: "slice_del$esjava$0",
          value: function slice_del$esjava$0() {
            this.slice_from$esjava$1("");
          }
        }, {
          key: "insert$esjava$3",
          value: function insert$esjava$3(c_bra, c_ket, s) {
            var adjustment = this.replace_s$esjava$3(c_bra, c_ket, s);
            if (c_bra <= this.bra) this.bra += adjustment;
            if (c_bra <= this.ket) this.ket += adjustment;
          }
        }, {
          key: "slice_to$esjava$1",
          value: function slice_to$esjava$1(s) {
            this.slice_check$esjava$0();
            s.replace(0, s.length(), this.current.substring(this.bra, this.ket));
            return s;
          }
        }, {
          key: "setCurrent",
          value: function setCurrent() {
            var _get8;
            for (var _len7 = arguments.length, args = Array(_len7), _key7 = 0; _key7 < _len7; _key7++) {
              args[_key7] = arguments[_key7];
            }
            switch (args.length) {
              case 1:
                return this.setCurrent$esjava$1.apply(this, args);
            }
            return (_get8 = _get(Object.getPrototypeOf(SnowballProgram2.prototype), "setCurrent", this)).call.apply(_get8, [this].concat(args));
          }
        }, {
          key: "getCurrent",
          value: function getCurrent() {
            var _get9;
            for (var _len8 = arguments.length, args = Array(_len8), _key8 = 0; _key8 < _len8; _key8++) {
              args[_key8] = arguments[_key8];
            }
            switch (args.length) {
              case 0:
                return this.getCurrent$esjava$0.apply(this, args);
            }
            return (_get9 = _get(Object.getPrototypeOf(SnowballProgram2.prototype), "getCurrent", this)).call.apply(_get9, [this].concat(args));
          }
        }, {
          key: "in_grouping",
          value: function in_grouping() {
            var _get10;
            for (var _len9 = arguments.length, args = Array(_len9), _key9 = 0; _key9 < _len9; _key9++) {
              args[_key9] = arguments[_key9];
            }
            switch (args.length) {
              case 3:
                return this.in_grouping$esjava$3.apply(this, args);
            }
            return (_get10 = _get(Object.getPrototypeOf(SnowballProgram2.prototype), "in_grouping", this)).call.apply(_get10, [this].concat(args));
          }
        }, {
          key: "in_grouping_b",
          value: function in_grouping_b() {
            var _get11;
            for (var _len10 = arguments.length, args = Array(_len10), _key10 = 0; _key10 < _len10; _key10++) {
              args[_key10] = arguments[_key10];
            }
            switch (args.length) {
              case 3:
                return this.in_grouping_b$esjava$3.apply(this, args);
            }
            return (_get11 = _get(Object.getPrototypeOf(SnowballProgram2.prototype), "in_grouping_b", this)).call.apply(_get11, [this].concat(args));
          }
        }, {
          key: "out_grouping",
          value: function out_grouping() {
            var _get12;
            for (var _len11 = arguments.length, args = Array(_len11), _key11 = 0; _key11 < _len11; _key11++) {
              args[_key11] = arguments[_key11];
            }
            switch (args.length) {
              case 3:
                return this.out_grouping$esjava$3.apply(this, args);
            }
            return (_get12 = _get(Object.getPrototypeOf(SnowballProgram2.prototype), "out_grouping", this)).call.apply(_get12, [this].concat(args));
          }
        }, {
          key: "out_grouping_b",
          value: function out_grouping_b() {
            var _get13;
            for (var _len12 = arguments.length, args = Array(_len12), _key12 = 0; _key12 < _len12; _key12++) {
              args[_key12] = arguments[_key12];
            }
            switch (args.length) {
              case 3:
                return this.out_grouping_b$esjava$3.apply(this, args);
            }
            return (_get13 = _get(Object.getPrototypeOf(SnowballProgram2.prototype), "out_grouping_b", this)).call.apply(_get13, [this].concat(args));
          }
        }, {
          key: "eq_s",
          value: function eq_s() {
            var _get14;
            for (var _len13 = arguments.length, args = Array(_len13), _key13 = 0; _key13 < _len13; _key13++) {
              args[_key13] = arguments[_key13];
            }
            switch (args.length) {
              case 1:
                return this.eq_s$esjava$1.apply(this, args);
            }
            return (_get14 = _get(Object.getPrototypeOf(SnowballProgram2.prototype), "eq_s", this)).call.apply(_get14, [this].concat(args));
          }
        }, {
          key: "eq_s_b",
          value: function eq_s_b() {
            var _get15;
            for (var _len14 = arguments.length, args = Array(_len14), _key14 = 0; _key14 < _len14; _key14++) {
              args[_key14] = arguments[_key14];
            }
            switch (args.length) {
              case 1:
                return this.eq_s_b$esjava$1.apply(this, args);
            }
            return (_get15 = _get(Object.getPrototypeOf(SnowballProgram2.prototype), "eq_s_b", this)).call.apply(_get15, [this].concat(args));
          }
        }, {
          key: "find_among",
          value: function find_among() {
            var _get16;
            for (var _len15 = arguments.length, args = Array(_len15), _key15 = 0; _key15 < _len15; _key15++) {
              args[_key15] = arguments[_key15];
            }
            switch (args.length) {
              case 1:
                return this.find_among$esjava$1.apply(this, args);
            }
            return (_get16 = _get(Object.getPrototypeOf(SnowballProgram2.prototype), "find_among", this)).call.apply(_get16, [this].concat(args));
          }
        }, {
          key: "find_among_b",
          value: function find_among_b() {
            var _get17;
            for (var _len16 = arguments.length, args = Array(_len16), _key16 = 0; _key16 < _len16; _key16++) {
              args[_key16] = arguments[_key16];
            }
            switch (args.length) {
              case 1:
                return this.find_among_b$esjava$1.apply(this, args);
            }
            return (_get17 = _get(Object.getPrototypeOf(SnowballProgram2.prototype), "find_among_b", this)).call.apply(_get17, [this].concat(args));
          }
        }, {
          key: "replace_s",
          value: function replace_s() {
            var _get18;
            for (var _len17 = arguments.length, args = Array(_len17), _key17 = 0; _key17 < _len17; _key17++) {
              args[_key17] = arguments[_key17];
            }
            switch (args.length) {
              case 3:
                return this.replace_s$esjava$3.apply(this, args);
            }
            return (_get18 = _get(Object.getPrototypeOf(SnowballProgram2.prototype), "replace_s", this)).call.apply(_get18, [this].concat(args));
          }
        }, {
          key: "slice_check",
          value: function slice_check() {
            var _get19;
            for (var _len18 = arguments.length, args = Array(_len18), _key18 = 0; _key18 < _len18; _key18++) {
              args[_key18] = arguments[_key18];
            }
            switch (args.length) {
              case 0:
                return this.slice_check$esjava$0.apply(this, args);
            }
            return (_get19 = _get(Object.getPrototypeOf(SnowballProgram2.prototype), "slice_check", this)).call.apply(_get19, [this].concat(args));
          }
        }, {
          key: "slice_from",
          value: function slice_from() {
            var _get20;
            for (var _len19 = arguments.length, args = Array(_len19), _key19 = 0; _key19 < _len19; _key19++) {
              args[_key19] = arguments[_key19];
            }
            switch (args.length) {
              case 1:
                return this.slice_from$esjava$1.apply(this, args);
            }
            return (_get20 = _get(Object.getPrototypeOf(SnowballProgram2.prototype), "slice_from", this)).call.apply(_get20, [this].concat(args));
          }
        }, {
          key: "slice_del",
          value: function slice_del() {
            var _get21;
            for (var _len20 = arguments.length, args = Array(_len20), _key20 = 0; _key20 < _len20; _key20++) {
              args[_key20] = arguments[_key20];
            }
            switch (args.length) {
              case 0:
                return this.slice_del$esjava$0.apply(this, args);
            }
            return (_get21 = _get(Object.getPrototypeOf(SnowballProgram2.prototype), "slice_del", this)).call.apply(_get21, [this].concat(args));
          }
        }, {
          key: "insert",
          value: function insert() {
            var _get22;
            for (var _len21 = arguments.length, args = Array(_len21), _key21 = 0; _key21 < _len21; _key21++) {
              args[_key21] = arguments[_key21];
            }
            switch (args.length) {
              case 3:
                return this.insert$esjava$3.apply(this, args);
            }
            return (_get22 = _get(Object.getPrototypeOf(SnowballProgram2.prototype), "insert", this)).call.apply(_get22, [this].concat(args));
          }
        }, {
          key: "slice_to",
          value: function slice_to() {
            var _get23;
            for (var _len22 = arguments.length, args = Array(_len22), _key22 = 0; _key22 < _len22; _key22++) {
              args[_key22] = arguments[_key22];
            }
            switch (args.length) {
              case 1:
                return this.slice_to$esjava$1.apply(this, args);
            }
            return (_get23 = _get(Object.getPrototypeOf(SnowballProgram2.prototype), "slice_to", this)).call.apply(_get23, [this].concat(args));
          }
        }, {
          key: "current",
          get: function get() {
            return Object.prototype.hasOwnProperty.call(this, "_$esjava$current") ? this._$esjava$current : this._$esjava$current = null;
          },
          set: function set(v) {
            this._$esjava$current = v;
          }
        }, {
          key: "cursor",
          get: function get() {
            return Object.prototype.hasOwnProperty.call(this, "_$esjava$cursor") ? this._$esjava$cursor : this._$esjava$cursor = 0;
          },
          set: function set(v) {
            this._$esjava$cursor = v;
          }
        }, {
          key: "limit",
          get: function get() {
            return Object.prototype.hasOwnProperty.call(this, "_$esjava$limit") ? this._$esjava$limit : this._$esjava$limit = 0;
          },
          set: function set(v) {
            this._$esjava$limit = v;
          }
        }, {
          key: "limit_backward",
          get: function get() {
            return Object.prototype.hasOwnProperty.call(this, "_$esjava$limit_backward") ? this._$esjava$limit_backward : this._$esjava$limit_backward = 0;
          },
          set: function set(v) {
            this._$esjava$limit_backward = v;
          }
        }, {
          key: "bra",
          get: function get() {
            return Object.prototype.hasOwnProperty.call(this, "_$esjava$bra") ? this._$esjava$bra : this._$esjava$bra = 0;
          },
          set: function set(v) {
            this._$esjava$bra = v;
          }
        }, {
          key: "ket",
          get: function get() {
            return Object.prototype.hasOwnProperty.call(this, "_$esjava$ket") ? this._$esjava$ket : this._$esjava$ket = 0;
          },
          set: function set(v) {
            this._$esjava$ket = v;
          }
        }]);
        return SnowballProgram2;
      })();
      var SnowballStemmer = (function(_SnowballProgram) {
        _inherits(SnowballStemmer2, _SnowballProgram);
        function SnowballStemmer2() {
          _classCallCheck(this, SnowballStemmer2);
          return _possibleConstructorReturn(this, Object.getPrototypeOf(SnowballStemmer2).apply(this, arguments));
        }
        _createClass(SnowballStemmer2, [{
          key: "stem$esjava$0",
          value: function stem$esjava$0() {
            throw "NotImpl < stem$esjava$0 >";
          }
        }, {
          key: "stem",
          value: function stem() {
            var _get24;
            for (var _len23 = arguments.length, args = Array(_len23), _key23 = 0; _key23 < _len23; _key23++) {
              args[_key23] = arguments[_key23];
            }
            switch (args.length) {
              case 0:
                return this.stem$esjava$0.apply(this, args);
            }
            return (_get24 = _get(Object.getPrototypeOf(SnowballStemmer2.prototype), "stem", this)).call.apply(_get24, [this].concat(args));
          }
        }]);
        return SnowballStemmer2;
      })(SnowballProgram);
      var arabicStemmer = (function(_SnowballStemmer) {
        _inherits(arabicStemmer2, _SnowballStemmer);
        function arabicStemmer2() {
          _classCallCheck(this, arabicStemmer2);
          return _possibleConstructorReturn(this, Object.getPrototypeOf(arabicStemmer2).apply(this, arguments));
        }
        _createClass(arabicStemmer2, [{
          key: "r_Normalize_pre$esjava$0",
          value: function r_Normalize_pre$esjava$0() {
            var among_var = void 0;
            var v_1 = void 0;
            var v_2 = void 0;
            for (v_1 = this.current.length(); v_1 > 0; v_1--) {
              lab0: do {
                v_2 = this.cursor;
                lab1: do {
                  this.bra = this.cursor;
                  among_var = this.find_among$esjava$1(arabicStemmer2.a_0);
                  if (among_var === 0) {
                    break lab1;
                  }
                  this.ket = this.cursor;
                  switch (among_var) {
                    case 0:
                      break lab1;
                    case 1:
                      this.slice_del$esjava$0();
                      break;
                    case 2:
                      this.slice_del$esjava$0();
                      break;
                    case 3:
                      this.slice_del$esjava$0();
                      break;
                    case 4:
                      this.slice_del$esjava$0();
                      break;
                    case 5:
                      this.slice_from$esjava$1("0");
                      break;
                    case 6:
                      this.slice_from$esjava$1("1");
                      break;
                    case 7:
                      this.slice_from$esjava$1("2");
                      break;
                    case 8:
                      this.slice_from$esjava$1("3");
                      break;
                    case 9:
                      this.slice_from$esjava$1("4");
                      break;
                    case 10:
                      this.slice_from$esjava$1("5");
                      break;
                    case 11:
                      this.slice_from$esjava$1("6");
                      break;
                    case 12:
                      this.slice_from$esjava$1("7");
                      break;
                    case 13:
                      this.slice_from$esjava$1("8");
                      break;
                    case 14:
                      this.slice_from$esjava$1("9");
                      break;
                    case 15:
                      this.slice_del$esjava$0();
                      break;
                    case 16:
                      this.slice_from$esjava$1("\u0621");
                      break;
                    case 17:
                      this.slice_from$esjava$1("\u0623");
                      break;
                    case 18:
                      this.slice_from$esjava$1("\u0625");
                      break;
                    case 19:
                      this.slice_from$esjava$1("\u0626");
                      break;
                    case 20:
                      this.slice_from$esjava$1("\u0622");
                      break;
                    case 21:
                      this.slice_from$esjava$1("\u0624");
                      break;
                    case 22:
                      this.slice_from$esjava$1("\u0627");
                      break;
                    case 23:
                      this.slice_from$esjava$1("\u0628");
                      break;
                    case 24:
                      this.slice_from$esjava$1("\u0629");
                      break;
                    case 25:
                      this.slice_from$esjava$1("\u062A");
                      break;
                    case 26:
                      this.slice_from$esjava$1("\u062B");
                      break;
                    case 27:
                      this.slice_from$esjava$1("\u062C");
                      break;
                    case 28:
                      this.slice_from$esjava$1("\u062D");
                      break;
                    case 29:
                      this.slice_from$esjava$1("\u062E");
                      break;
                    case 30:
                      this.slice_from$esjava$1("\u062F");
                      break;
                    case 31:
                      this.slice_from$esjava$1("\u0630");
                      break;
                    case 32:
                      this.slice_from$esjava$1("\u0631");
                      break;
                    case 33:
                      this.slice_from$esjava$1("\u0632");
                      break;
                    case 34:
                      this.slice_from$esjava$1("\u0633");
                      break;
                    case 35:
                      this.slice_from$esjava$1("\u0634");
                      break;
                    case 36:
                      this.slice_from$esjava$1("\u0635");
                      break;
                    case 37:
                      this.slice_from$esjava$1("\u0636");
                      break;
                    case 38:
                      this.slice_from$esjava$1("\u0637");
                      break;
                    case 39:
                      this.slice_from$esjava$1("\u0638");
                      break;
                    case 40:
                      this.slice_from$esjava$1("\u0639");
                      break;
                    case 41:
                      this.slice_from$esjava$1("\u063A");
                      break;
                    case 42:
                      this.slice_from$esjava$1("\u0641");
                      break;
                    case 43:
                      this.slice_from$esjava$1("\u0642");
                      break;
                    case 44:
                      this.slice_from$esjava$1("\u0643");
                      break;
                    case 45:
                      this.slice_from$esjava$1("\u0644");
                      break;
                    case 46:
                      this.slice_from$esjava$1("\u0645");
                      break;
                    case 47:
                      this.slice_from$esjava$1("\u0646");
                      break;
                    case 48:
                      this.slice_from$esjava$1("\u0647");
                      break;
                    case 49:
                      this.slice_from$esjava$1("\u0648");
                      break;
                    case 50:
                      this.slice_from$esjava$1("\u0649");
                      break;
                    case 51:
                      this.slice_from$esjava$1("\u064A");
                      break;
                    case 52:
                      this.slice_from$esjava$1("\u0644\u0627");
                      break;
                    case 53:
                      this.slice_from$esjava$1("\u0644\u0623");
                      break;
                    case 54:
                      this.slice_from$esjava$1("\u0644\u0625");
                      break;
                    case 55:
                      this.slice_from$esjava$1("\u0644\u0622");
                      break;
                  }
                  break lab0;
                } while (false);
                this.cursor = v_2;
                if (this.cursor >= this.limit) {
                  return false;
                }
                this.cursor++;
              } while (false);
            }
            return true;
          }
        }, {
          key: "r_Normalize_post$esjava$0",
          value: function r_Normalize_post$esjava$0() {
            var among_var = void 0;
            var v_1 = void 0;
            var v_2 = void 0;
            var v_3 = void 0;
            var v_4 = void 0;
            v_1 = this.cursor;
            lab0: do {
              this.limit_backward = this.cursor;
              this.cursor = this.limit;
              this.ket = this.cursor;
              among_var = this.find_among_b$esjava$1(arabicStemmer2.a_1);
              if (among_var === 0) {
                break lab0;
              }
              this.bra = this.cursor;
              switch (among_var) {
                case 0:
                  break lab0;
                case 1:
                  this.slice_from$esjava$1("\u0621");
                  break;
                case 2:
                  this.slice_from$esjava$1("\u0621");
                  break;
                case 3:
                  this.slice_from$esjava$1("\u0621");
                  break;
              }
              this.cursor = this.limit_backward;
            } while (false);
            this.cursor = v_1;
            v_2 = this.cursor;
            lab1: do {
              for (v_3 = this.I_word_len; v_3 > 0; v_3--) {
                lab2: do {
                  v_4 = this.cursor;
                  lab3: do {
                    this.bra = this.cursor;
                    among_var = this.find_among$esjava$1(arabicStemmer2.a_2);
                    if (among_var === 0) {
                      break lab3;
                    }
                    this.ket = this.cursor;
                    switch (among_var) {
                      case 0:
                        break lab3;
                      case 1:
                        this.slice_from$esjava$1("\u0627");
                        break;
                      case 2:
                        this.slice_from$esjava$1("\u0648");
                        break;
                      case 3:
                        this.slice_from$esjava$1("\u064A");
                        break;
                    }
                    break lab2;
                  } while (false);
                  this.cursor = v_4;
                  if (this.cursor >= this.limit) {
                    break lab1;
                  }
                  this.cursor++;
                } while (false);
              }
            } while (false);
            this.cursor = v_2;
            return true;
          }
        }, {
          key: "r_Checks1$esjava$0",
          value: function r_Checks1$esjava$0() {
            var among_var = void 0;
            this.I_word_len = this.current.length();
            this.bra = this.cursor;
            among_var = this.find_among$esjava$1(arabicStemmer2.a_3);
            if (among_var === 0) {
              return false;
            }
            this.ket = this.cursor;
            switch (among_var) {
              case 0:
                return false;
              case 1:
                if (!(this.I_word_len > 4)) {
                  return false;
                }
                this.B_is_noun = true;
                this.B_is_verb = false;
                this.B_is_defined = true;
                break;
              case 2:
                if (!(this.I_word_len > 3)) {
                  return false;
                }
                this.B_is_noun = true;
                this.B_is_verb = false;
                this.B_is_defined = true;
                break;
            }
            return true;
          }
        }, {
          key: "r_Prefix_Step1$esjava$0",
          value: function r_Prefix_Step1$esjava$0() {
            var among_var = void 0;
            this.I_word_len = this.current.length();
            this.bra = this.cursor;
            among_var = this.find_among$esjava$1(arabicStemmer2.a_4);
            if (among_var === 0) {
              return false;
            }
            this.ket = this.cursor;
            switch (among_var) {
              case 0:
                return false;
              case 1:
                if (!(this.I_word_len > 3)) {
                  return false;
                }
                this.slice_from$esjava$1("\u0623");
                break;
              case 2:
                if (!(this.I_word_len > 3)) {
                  return false;
                }
                this.slice_from$esjava$1("\u0622");
                break;
              case 3:
                if (!(this.I_word_len > 3)) {
                  return false;
                }
                this.slice_from$esjava$1("\u0623");
                break;
              case 4:
                if (!(this.I_word_len > 3)) {
                  return false;
                }
                this.slice_from$esjava$1("\u0627");
                break;
              case 5:
                if (!(this.I_word_len > 3)) {
                  return false;
                }
                this.slice_from$esjava$1("\u0625");
                break;
            }
            return true;
          }
        }, {
          key: "r_Prefix_Step2$esjava$0",
          value: function r_Prefix_Step2$esjava$0() {
            var among_var = void 0;
            var v_1 = void 0;
            var v_2 = void 0;
            this.I_word_len = this.current.length();
            {
              v_1 = this.cursor;
              lab0: do {
                if (!this.eq_s$esjava$1("\u0641\u0627")) {
                  break lab0;
                }
                return false;
              } while (false);
              this.cursor = v_1;
            }
            {
              v_2 = this.cursor;
              lab1: do {
                if (!this.eq_s$esjava$1("\u0648\u0627")) {
                  break lab1;
                }
                return false;
              } while (false);
              this.cursor = v_2;
            }
            this.bra = this.cursor;
            among_var = this.find_among$esjava$1(arabicStemmer2.a_5);
            if (among_var === 0) {
              return false;
            }
            this.ket = this.cursor;
            switch (among_var) {
              case 0:
                return false;
              case 1:
                if (!(this.I_word_len > 3)) {
                  return false;
                }
                this.slice_del$esjava$0();
                break;
              case 2:
                if (!(this.I_word_len > 3)) {
                  return false;
                }
                this.slice_del$esjava$0();
                break;
            }
            return true;
          }
        }, {
          key: "r_Prefix_Step3a_Noun$esjava$0",
          value: function r_Prefix_Step3a_Noun$esjava$0() {
            var among_var = void 0;
            this.I_word_len = this.current.length();
            this.bra = this.cursor;
            among_var = this.find_among$esjava$1(arabicStemmer2.a_6);
            if (among_var === 0) {
              return false;
            }
            this.ket = this.cursor;
            switch (among_var) {
              case 0:
                return false;
              case 1:
                if (!(this.I_word_len > 5)) {
                  return false;
                }
                this.slice_del$esjava$0();
                break;
              case 2:
                if (!(this.I_word_len > 4)) {
                  return false;
                }
                this.slice_del$esjava$0();
                break;
            }
            return true;
          }
        }, {
          key: "r_Prefix_Step3b_Noun$esjava$0",
          value: function r_Prefix_Step3b_Noun$esjava$0() {
            var among_var = void 0;
            var v_1 = void 0;
            this.I_word_len = this.current.length();
            {
              v_1 = this.cursor;
              lab0: do {
                if (!this.eq_s$esjava$1("\u0628\u0627")) {
                  break lab0;
                }
                return false;
              } while (false);
              this.cursor = v_1;
            }
            this.bra = this.cursor;
            among_var = this.find_among$esjava$1(arabicStemmer2.a_7);
            if (among_var === 0) {
              return false;
            }
            this.ket = this.cursor;
            switch (among_var) {
              case 0:
                return false;
              case 1:
                if (!(this.I_word_len > 3)) {
                  return false;
                }
                this.slice_del$esjava$0();
                break;
              case 2:
                if (!(this.I_word_len > 3)) {
                  return false;
                }
                this.slice_from$esjava$1("\u0628");
                break;
              case 3:
                if (!(this.I_word_len > 3)) {
                  return false;
                }
                this.slice_from$esjava$1("\u0643");
                break;
            }
            return true;
          }
        }, {
          key: "r_Prefix_Step3_Verb$esjava$0",
          value: function r_Prefix_Step3_Verb$esjava$0() {
            var among_var = void 0;
            this.I_word_len = this.current.length();
            this.bra = this.cursor;
            among_var = this.find_among$esjava$1(arabicStemmer2.a_8);
            if (among_var === 0) {
              return false;
            }
            this.ket = this.cursor;
            switch (among_var) {
              case 0:
                return false;
              case 1:
                if (!(this.I_word_len > 4)) {
                  return false;
                }
                this.slice_from$esjava$1("\u064A");
                break;
              case 2:
                if (!(this.I_word_len > 4)) {
                  return false;
                }
                this.slice_from$esjava$1("\u062A");
                break;
              case 3:
                if (!(this.I_word_len > 4)) {
                  return false;
                }
                this.slice_from$esjava$1("\u0646");
                break;
              case 4:
                if (!(this.I_word_len > 4)) {
                  return false;
                }
                this.slice_from$esjava$1("\u0623");
                break;
            }
            return true;
          }
        }, {
          key: "r_Prefix_Step4_Verb$esjava$0",
          value: function r_Prefix_Step4_Verb$esjava$0() {
            var among_var = void 0;
            this.I_word_len = this.current.length();
            this.bra = this.cursor;
            among_var = this.find_among$esjava$1(arabicStemmer2.a_9);
            if (among_var === 0) {
              return false;
            }
            this.ket = this.cursor;
            switch (among_var) {
              case 0:
                return false;
              case 1:
                if (!(this.I_word_len > 4)) {
                  return false;
                }
                this.B_is_verb = true;
                this.B_is_noun = false;
                this.slice_from$esjava$1("\u0627\u0633\u062A");
                break;
            }
            return true;
          }
        }, {
          key: "r_Suffix_Noun_Step1a$esjava$0",
          value: function r_Suffix_Noun_Step1a$esjava$0() {
            var among_var = void 0;
            this.I_word_len = this.current.length();
            this.ket = this.cursor;
            among_var = this.find_among_b$esjava$1(arabicStemmer2.a_10);
            if (among_var === 0) {
              return false;
            }
            this.bra = this.cursor;
            switch (among_var) {
              case 0:
                return false;
              case 1:
                if (!(this.I_word_len >= 4)) {
                  return false;
                }
                this.slice_del$esjava$0();
                break;
              case 2:
                if (!(this.I_word_len >= 5)) {
                  return false;
                }
                this.slice_del$esjava$0();
                break;
              case 3:
                if (!(this.I_word_len >= 6)) {
                  return false;
                }
                this.slice_del$esjava$0();
                break;
            }
            return true;
          }
        }, {
          key: "r_Suffix_Noun_Step1b$esjava$0",
          value: function r_Suffix_Noun_Step1b$esjava$0() {
            var among_var = void 0;
            this.I_word_len = this.current.length();
            this.ket = this.cursor;
            among_var = this.find_among_b$esjava$1(arabicStemmer2.a_11);
            if (among_var === 0) {
              return false;
            }
            this.bra = this.cursor;
            switch (among_var) {
              case 0:
                return false;
              case 1:
                if (!(this.I_word_len > 5)) {
                  return false;
                }
                this.slice_del$esjava$0();
                break;
            }
            return true;
          }
        }, {
          key: "r_Suffix_Noun_Step2a$esjava$0",
          value: function r_Suffix_Noun_Step2a$esjava$0() {
            var among_var = void 0;
            this.I_word_len = this.current.length();
            this.ket = this.cursor;
            among_var = this.find_among_b$esjava$1(arabicStemmer2.a_12);
            if (among_var === 0) {
              return false;
            }
            this.bra = this.cursor;
            switch (among_var) {
              case 0:
                return false;
              case 1:
                if (!(this.I_word_len > 4)) {
                  return false;
                }
                this.slice_del$esjava$0();
                break;
            }
            return true;
          }
        }, {
          key: "r_Suffix_Noun_Step2b$esjava$0",
          value: function r_Suffix_Noun_Step2b$esjava$0() {
            var among_var = void 0;
            this.I_word_len = this.current.length();
            this.ket = this.cursor;
            among_var = this.find_among_b$esjava$1(arabicStemmer2.a_13);
            if (among_var === 0) {
              return false;
            }
            this.bra = this.cursor;
            switch (among_var) {
              case 0:
                return false;
              case 1:
                if (!(this.I_word_len >= 5)) {
                  return false;
                }
                this.slice_del$esjava$0();
                break;
            }
            return true;
          }
        }, {
          key: "r_Suffix_Noun_Step2c1$esjava$0",
          value: function r_Suffix_Noun_Step2c1$esjava$0() {
            var among_var = void 0;
            this.I_word_len = this.current.length();
            this.ket = this.cursor;
            among_var = this.find_among_b$esjava$1(arabicStemmer2.a_14);
            if (among_var === 0) {
              return false;
            }
            this.bra = this.cursor;
            switch (among_var) {
              case 0:
                return false;
              case 1:
                if (!(this.I_word_len >= 4)) {
                  return false;
                }
                this.slice_del$esjava$0();
                break;
            }
            return true;
          }
        }, {
          key: "r_Suffix_Noun_Step2c2$esjava$0",
          value: function r_Suffix_Noun_Step2c2$esjava$0() {
            var among_var = void 0;
            this.I_word_len = this.current.length();
            this.ket = this.cursor;
            among_var = this.find_among_b$esjava$1(arabicStemmer2.a_15);
            if (among_var === 0) {
              return false;
            }
            this.bra = this.cursor;
            switch (among_var) {
              case 0:
                return false;
              case 1:
                if (!(this.I_word_len >= 4)) {
                  return false;
                }
                this.slice_del$esjava$0();
                break;
            }
            return true;
          }
        }, {
          key: "r_Suffix_Noun_Step3$esjava$0",
          value: function r_Suffix_Noun_Step3$esjava$0() {
            var among_var = void 0;
            this.I_word_len = this.current.length();
            this.ket = this.cursor;
            among_var = this.find_among_b$esjava$1(arabicStemmer2.a_16);
            if (among_var === 0) {
              return false;
            }
            this.bra = this.cursor;
            switch (among_var) {
              case 0:
                return false;
              case 1:
                if (!(this.I_word_len >= 3)) {
                  return false;
                }
                this.slice_del$esjava$0();
                break;
            }
            return true;
          }
        }, {
          key: "r_Suffix_Verb_Step1$esjava$0",
          value: function r_Suffix_Verb_Step1$esjava$0() {
            var among_var = void 0;
            this.I_word_len = this.current.length();
            this.ket = this.cursor;
            among_var = this.find_among_b$esjava$1(arabicStemmer2.a_17);
            if (among_var === 0) {
              return false;
            }
            this.bra = this.cursor;
            switch (among_var) {
              case 0:
                return false;
              case 1:
                if (!(this.I_word_len >= 4)) {
                  return false;
                }
                this.slice_del$esjava$0();
                break;
              case 2:
                if (!(this.I_word_len >= 5)) {
                  return false;
                }
                this.slice_del$esjava$0();
                break;
              case 3:
                if (!(this.I_word_len >= 6)) {
                  return false;
                }
                this.slice_del$esjava$0();
                break;
            }
            return true;
          }
        }, {
          key: "r_Suffix_Verb_Step2a$esjava$0",
          value: function r_Suffix_Verb_Step2a$esjava$0() {
            var among_var = void 0;
            this.I_word_len = this.current.length();
            this.ket = this.cursor;
            among_var = this.find_among_b$esjava$1(arabicStemmer2.a_18);
            if (among_var === 0) {
              return false;
            }
            this.bra = this.cursor;
            switch (among_var) {
              case 0:
                return false;
              case 1:
                if (!(this.I_word_len >= 4)) {
                  return false;
                }
                this.slice_del$esjava$0();
                break;
              case 2:
                if (!(this.I_word_len >= 4)) {
                  return false;
                }
                this.slice_del$esjava$0();
                break;
              case 3:
                if (!(this.I_word_len >= 5)) {
                  return false;
                }
                this.slice_del$esjava$0();
                break;
              case 4:
                if (!(this.I_word_len > 5)) {
                  return false;
                }
                this.slice_del$esjava$0();
                break;
              case 5:
                if (!(this.I_word_len >= 6)) {
                  return false;
                }
                this.slice_del$esjava$0();
                break;
            }
            return true;
          }
        }, {
          key: "r_Suffix_Verb_Step2b$esjava$0",
          value: function r_Suffix_Verb_Step2b$esjava$0() {
            var among_var = void 0;
            this.I_word_len = this.current.length();
            this.ket = this.cursor;
            among_var = this.find_among_b$esjava$1(arabicStemmer2.a_19);
            if (among_var === 0) {
              return false;
            }
            this.bra = this.cursor;
            switch (among_var) {
              case 0:
                return false;
              case 1:
                if (!(this.I_word_len >= 5)) {
                  return false;
                }
                this.slice_del$esjava$0();
                break;
            }
            return true;
          }
        }, {
          key: "r_Suffix_Verb_Step2c$esjava$0",
          value: function r_Suffix_Verb_Step2c$esjava$0() {
            var among_var = void 0;
            this.I_word_len = this.current.length();
            this.ket = this.cursor;
            among_var = this.find_among_b$esjava$1(arabicStemmer2.a_20);
            if (among_var === 0) {
              return false;
            }
            this.bra = this.cursor;
            switch (among_var) {
              case 0:
                return false;
              case 1:
                if (!(this.I_word_len >= 4)) {
                  return false;
                }
                this.slice_del$esjava$0();
                break;
              case 2:
                if (!(this.I_word_len >= 6)) {
                  return false;
                }
                this.slice_del$esjava$0();
                break;
            }
            return true;
          }
        }, {
          key: "r_Suffix_All_alef_maqsura$esjava$0",
          value: function r_Suffix_All_alef_maqsura$esjava$0() {
            var among_var = void 0;
            this.I_word_len = this.current.length();
            this.ket = this.cursor;
            among_var = this.find_among_b$esjava$1(arabicStemmer2.a_21);
            if (among_var === 0) {
              return false;
            }
            this.bra = this.cursor;
            switch (among_var) {
              case 0:
                return false;
              case 1:
                this.slice_from$esjava$1("\u064A");
                break;
            }
            return true;
          }
        }, {
          key: "stem$esjava$0",
          value: function stem$esjava$0() {
            var v_1 = void 0;
            var v_2 = void 0;
            var v_3 = void 0;
            var v_4 = void 0;
            var v_5 = void 0;
            var v_7 = void 0;
            var v_8 = void 0;
            var v_9 = void 0;
            var v_10 = void 0;
            var v_12 = void 0;
            var v_13 = void 0;
            var v_15 = void 0;
            var v_16 = void 0;
            var v_17 = void 0;
            var v_18 = void 0;
            var v_19 = void 0;
            var v_20 = void 0;
            this.B_is_noun = true;
            this.B_is_verb = true;
            this.B_is_defined = false;
            v_1 = this.cursor;
            lab0: do {
              if (!this.r_Checks1$esjava$0()) {
                break lab0;
              }
            } while (false);
            this.cursor = v_1;
            v_2 = this.cursor;
            lab1: do {
              if (!this.r_Normalize_pre$esjava$0()) {
                break lab1;
              }
            } while (false);
            this.cursor = v_2;
            this.limit_backward = this.cursor;
            this.cursor = this.limit;
            v_3 = this.limit - this.cursor;
            lab2: do {
              lab3: do {
                v_4 = this.limit - this.cursor;
                lab4: do {
                  if (!this.B_is_verb) {
                    break lab4;
                  }
                  lab5: do {
                    v_5 = this.limit - this.cursor;
                    lab6: do {
                      {
                        var v_6 = 1;
                        replab7: while (true) {
                          v_7 = this.limit - this.cursor;
                          lab8: do {
                            if (!this.r_Suffix_Verb_Step1$esjava$0()) {
                              break lab8;
                            }
                            v_6--;
                            continue replab7;
                          } while (false);
                          this.cursor = this.limit - v_7;
                          break replab7;
                        }
                        if (v_6 > 0) {
                          break lab6;
                        }
                      }
                      lab9: do {
                        v_8 = this.limit - this.cursor;
                        lab10: do {
                          if (!this.r_Suffix_Verb_Step2a$esjava$0()) {
                            break lab10;
                          }
                          break lab9;
                        } while (false);
                        this.cursor = this.limit - v_8;
                        lab11: do {
                          if (!this.r_Suffix_Verb_Step2c$esjava$0()) {
                            break lab11;
                          }
                          break lab9;
                        } while (false);
                        this.cursor = this.limit - v_8;
                        if (this.cursor <= this.limit_backward) {
                          break lab6;
                        }
                        this.cursor--;
                      } while (false);
                      break lab5;
                    } while (false);
                    this.cursor = this.limit - v_5;
                    lab12: do {
                      if (!this.r_Suffix_Verb_Step2b$esjava$0()) {
                        break lab12;
                      }
                      break lab5;
                    } while (false);
                    this.cursor = this.limit - v_5;
                    if (!this.r_Suffix_Verb_Step2a$esjava$0()) {
                      break lab4;
                    }
                  } while (false);
                  break lab3;
                } while (false);
                this.cursor = this.limit - v_4;
                lab13: do {
                  if (!this.B_is_noun) {
                    break lab13;
                  }
                  v_9 = this.limit - this.cursor;
                  lab14: do {
                    lab15: do {
                      v_10 = this.limit - this.cursor;
                      lab16: do {
                        if (!this.r_Suffix_Noun_Step2c2$esjava$0()) {
                          break lab16;
                        }
                        break lab15;
                      } while (false);
                      this.cursor = this.limit - v_10;
                      lab17: do {
                        lab18: do {
                          if (!this.B_is_defined) {
                            break lab18;
                          }
                          break lab17;
                        } while (false);
                        if (!this.r_Suffix_Noun_Step1a$esjava$0()) {
                          break lab17;
                        }
                        lab19: do {
                          v_12 = this.limit - this.cursor;
                          lab20: do {
                            if (!this.r_Suffix_Noun_Step2a$esjava$0()) {
                              break lab20;
                            }
                            break lab19;
                          } while (false);
                          this.cursor = this.limit - v_12;
                          lab21: do {
                            if (!this.r_Suffix_Noun_Step2b$esjava$0()) {
                              break lab21;
                            }
                            break lab19;
                          } while (false);
                          this.cursor = this.limit - v_12;
                          lab22: do {
                            if (!this.r_Suffix_Noun_Step2c1$esjava$0()) {
                              break lab22;
                            }
                            break lab19;
                          } while (false);
                          this.cursor = this.limit - v_12;
                          if (this.cursor <= this.limit_backward) {
                            break lab17;
                          }
                          this.cursor--;
                        } while (false);
                        break lab15;
                      } while (false);
                      this.cursor = this.limit - v_10;
                      lab23: do {
                        if (!this.r_Suffix_Noun_Step1b$esjava$0()) {
                          break lab23;
                        }
                        lab24: do {
                          v_13 = this.limit - this.cursor;
                          lab25: do {
                            if (!this.r_Suffix_Noun_Step2a$esjava$0()) {
                              break lab25;
                            }
                            break lab24;
                          } while (false);
                          this.cursor = this.limit - v_13;
                          lab26: do {
                            if (!this.r_Suffix_Noun_Step2b$esjava$0()) {
                              break lab26;
                            }
                            break lab24;
                          } while (false);
                          this.cursor = this.limit - v_13;
                          if (!this.r_Suffix_Noun_Step2c1$esjava$0()) {
                            break lab23;
                          }
                        } while (false);
                        break lab15;
                      } while (false);
                      this.cursor = this.limit - v_10;
                      lab27: do {
                        lab28: do {
                          if (!this.B_is_defined) {
                            break lab28;
                          }
                          break lab27;
                        } while (false);
                        if (!this.r_Suffix_Noun_Step2a$esjava$0()) {
                          break lab27;
                        }
                        break lab15;
                      } while (false);
                      this.cursor = this.limit - v_10;
                      if (!this.r_Suffix_Noun_Step2b$esjava$0()) {
                        this.cursor = this.limit - v_9;
                        break lab14;
                      }
                    } while (false);
                  } while (false);
                  if (!this.r_Suffix_Noun_Step3$esjava$0()) {
                    break lab13;
                  }
                  break lab3;
                } while (false);
                this.cursor = this.limit - v_4;
                if (!this.r_Suffix_All_alef_maqsura$esjava$0()) {
                  break lab2;
                }
              } while (false);
            } while (false);
            this.cursor = this.limit - v_3;
            this.cursor = this.limit_backward;
            v_15 = this.cursor;
            lab29: do {
              v_16 = this.cursor;
              lab30: do {
                if (!this.r_Prefix_Step1$esjava$0()) {
                  this.cursor = v_16;
                  break lab30;
                }
              } while (false);
              v_17 = this.cursor;
              lab31: do {
                if (!this.r_Prefix_Step2$esjava$0()) {
                  this.cursor = v_17;
                  break lab31;
                }
              } while (false);
              lab32: do {
                v_18 = this.cursor;
                lab33: do {
                  if (!this.r_Prefix_Step3a_Noun$esjava$0()) {
                    break lab33;
                  }
                  break lab32;
                } while (false);
                this.cursor = v_18;
                lab34: do {
                  if (!this.B_is_noun) {
                    break lab34;
                  }
                  if (!this.r_Prefix_Step3b_Noun$esjava$0()) {
                    break lab34;
                  }
                  break lab32;
                } while (false);
                this.cursor = v_18;
                if (!this.B_is_verb) {
                  break lab29;
                }
                v_19 = this.cursor;
                lab35: do {
                  if (!this.r_Prefix_Step3_Verb$esjava$0()) {
                    this.cursor = v_19;
                    break lab35;
                  }
                } while (false);
                if (!this.r_Prefix_Step4_Verb$esjava$0()) {
                  break lab29;
                }
              } while (false);
            } while (false);
            this.cursor = v_15;
            v_20 = this.cursor;
            lab36: do {
              if (!this.r_Normalize_post$esjava$0()) {
                break lab36;
              }
            } while (false);
            this.cursor = v_20;
            return true;
          }
        }, {
          key: "stem",
          value: function stem() {
            var _get25;
            for (var _len24 = arguments.length, args = Array(_len24), _key24 = 0; _key24 < _len24; _key24++) {
              args[_key24] = arguments[_key24];
            }
            switch (args.length) {
              case 0:
                return this.stem$esjava$0.apply(this, args);
            }
            return (_get25 = _get(Object.getPrototypeOf(arabicStemmer2.prototype), "stem", this)).call.apply(_get25, [this].concat(args));
          }
        }, {
          key: "B_is_defined",
          get: function get() {
            return Object.prototype.hasOwnProperty.call(this, "_$esjava$B_is_defined") ? this._$esjava$B_is_defined : this._$esjava$B_is_defined = false;
          },
          set: function set(v) {
            this._$esjava$B_is_defined = v;
          }
        }, {
          key: "B_is_verb",
          get: function get() {
            return Object.prototype.hasOwnProperty.call(this, "_$esjava$B_is_verb") ? this._$esjava$B_is_verb : this._$esjava$B_is_verb = false;
          },
          set: function set(v) {
            this._$esjava$B_is_verb = v;
          }
        }, {
          key: "B_is_noun",
          get: function get() {
            return Object.prototype.hasOwnProperty.call(this, "_$esjava$B_is_noun") ? this._$esjava$B_is_noun : this._$esjava$B_is_noun = false;
          },
          set: function set(v) {
            this._$esjava$B_is_noun = v;
          }
        }, {
          key: "I_word_len",
          get: function get() {
            return Object.prototype.hasOwnProperty.call(this, "_$esjava$I_word_len") ? this._$esjava$I_word_len : this._$esjava$I_word_len = 0;
          },
          set: function set(v) {
            this._$esjava$I_word_len = v;
          }
        }], [{
          key: "a_0",
          get: function get() {
            delete arabicStemmer2.a_0;
            return arabicStemmer2.a_0 = [new Among("!", -1, 3), new Among('"', -1, 3), new Among("%", -1, 3), new Among("*", -1, 3), new Among(",", -1, 3), new Among(".", -1, 3), new Among("/", -1, 3), new Among(":", -1, 3), new Among(";", -1, 3), new Among("?", -1, 3), new Among("\\", -1, 3), new Among("\u060C", -1, 4), new Among("\u061B", -1, 4), new Among("\u061F", -1, 4), new Among("\u0640", -1, 2), new Among("\u064B", -1, 1), new Among("\u064C", -1, 1), new Among("\u064D", -1, 1), new Among("\u064E", -1, 1), new Among("\u064F", -1, 1), new Among("\u0650", -1, 1), new Among("\u0651", -1, 1), new Among("\u0652", -1, 1), new Among("\u0660", -1, 5), new Among("\u0661", -1, 6), new Among("\u0662", -1, 7), new Among("\u0663", -1, 8), new Among("\u0664", -1, 9), new Among("\u0665", -1, 10), new Among("\u0666", -1, 11), new Among("\u0667", -1, 12), new Among("\u0668", -1, 13), new Among("\u0669", -1, 14), new Among("\u066A", -1, 15), new Among("\u066B", -1, 15), new Among("\u066C", -1, 15), new Among("\uFE80", -1, 16), new Among("\uFE81", -1, 20), new Among("\uFE82", -1, 20), new Among("\uFE83", -1, 17), new Among("\uFE84", -1, 17), new Among("\uFE85", -1, 21), new Among("\uFE86", -1, 21), new Among("\uFE87", -1, 18), new Among("\uFE88", -1, 18), new Among("\uFE89", -1, 19), new Among("\uFE8A", -1, 19), new Among("\uFE8B", -1, 19), new Among("\uFE8C", -1, 19), new Among("\uFE8D", -1, 22), new Among("\uFE8E", -1, 22), new Among("\uFE8F", -1, 23), new Among("\uFE90", -1, 23), new Among("\uFE91", -1, 23), new Among("\uFE92", -1, 23), new Among("\uFE93", -1, 24), new Among("\uFE94", -1, 24), new Among("\uFE95", -1, 25), new Among("\uFE96", -1, 25), new Among("\uFE97", -1, 25), new Among("\uFE98", -1, 25), new Among("\uFE99", -1, 26), new Among("\uFE9A", -1, 26), new Among("\uFE9B", -1, 26), new Among("\uFE9C", -1, 26), new Among("\uFE9D", -1, 27), new Among("\uFE9E", -1, 27), new Among("\uFE9F", -1, 27), new Among("\uFEA0", -1, 27), new Among("\uFEA1", -1, 28), new Among("\uFEA2", -1, 28), new Among("\uFEA3", -1, 28), new Among("\uFEA4", -1, 28), new Among("\uFEA5", -1, 29), new Among("\uFEA6", -1, 29), new Among("\uFEA7", -1, 29), new Among("\uFEA8", -1, 29), new Among("\uFEA9", -1, 30), new Among("\uFEAA", -1, 30), new Among("\uFEAB", -1, 31), new Among("\uFEAC", -1, 31), new Among("\uFEAD", -1, 32), new Among("\uFEAE", -1, 32), new Among("\uFEAF", -1, 33), new Among("\uFEB0", -1, 33), new Among("\uFEB1", -1, 34), new Among("\uFEB2", -1, 34), new Among("\uFEB3", -1, 34), new Among("\uFEB4", -1, 34), new Among("\uFEB5", -1, 35), new Among("\uFEB6", -1, 35), new Among("\uFEB7", -1, 35), new Among("\uFEB8", -1, 35), new Among("\uFEB9", -1, 36), new Among("\uFEBA", -1, 36), new Among("\uFEBB", -1, 36), new Among("\uFEBC", -1, 36), new Among("\uFEBD", -1, 37), new Among("\uFEBE", -1, 37), new Among("\uFEBF", -1, 37), new Among("\uFEC0", -1, 37), new Among("\uFEC1", -1, 38), new Among("\uFEC2", -1, 38), new Among("\uFEC3", -1, 38), new Among("\uFEC4", -1, 38), new Among("\uFEC5", -1, 39), new Among("\uFEC6", -1, 39), new Among("\uFEC7", -1, 39), new Among("\uFEC8", -1, 39), new Among("\uFEC9", -1, 40), new Among("\uFECA", -1, 40), new Among("\uFECB", -1, 40), new Among("\uFECC", -1, 40), new Among("\uFECD", -1, 41), new Among("\uFECE", -1, 41), new Among("\uFECF", -1, 41), new Among("\uFED0", -1, 41), new Among("\uFED1", -1, 42), new Among("\uFED2", -1, 42), new Among("\uFED3", -1, 42), new Among("\uFED4", -1, 42), new Among("\uFED5", -1, 43), new Among("\uFED6", -1, 43), new Among("\uFED7", -1, 43), new Among("\uFED8", -1, 43), new Among("\uFED9", -1, 44), new Among("\uFEDA", -1, 44), new Among("\uFEDB", -1, 44), new Among("\uFEDC", -1, 44), new Among("\uFEDD", -1, 45), new Among("\uFEDE", -1, 45), new Among("\uFEDF", -1, 45), new Among("\uFEE0", -1, 45), new Among("\uFEE1", -1, 46), new Among("\uFEE2", -1, 46), new Among("\uFEE3", -1, 46), new Among("\uFEE4", -1, 46), new Among("\uFEE5", -1, 47), new Among("\uFEE6", -1, 47), new Among("\uFEE7", -1, 47), new Among("\uFEE8", -1, 47), new Among("\uFEE9", -1, 48), new Among("\uFEEA", -1, 48), new Among("\uFEEB", -1, 48), new Among("\uFEEC", -1, 48), new Among("\uFEED", -1, 49), new Among("\uFEEE", -1, 49), new Among("\uFEEF", -1, 50), new Among("\uFEF0", -1, 50), new Among("\uFEF1", -1, 51), new Among("\uFEF2", -1, 51), new Among("\uFEF3", -1, 51), new Among("\uFEF4", -1, 51), new Among("\uFEF5", -1, 55), new Among("\uFEF6", -1, 55), new Among("\uFEF7", -1, 53), new Among("\uFEF8", -1, 53), new Among("\uFEF9", -1, 54), new Among("\uFEFA", -1, 54), new Among("\uFEFB", -1, 52), new Among("\uFEFC", -1, 52)];
          }
        }, {
          key: "a_1",
          get: function get() {
            delete arabicStemmer2.a_1;
            return arabicStemmer2.a_1 = [new Among("\u0622", -1, 1), new Among("\u0623", -1, 1), new Among("\u0624", -1, 2), new Among("\u0625", -1, 1), new Among("\u0626", -1, 3)];
          }
        }, {
          key: "a_2",
          get: function get() {
            delete arabicStemmer2.a_2;
            return arabicStemmer2.a_2 = [new Among("\u0622", -1, 1), new Among("\u0623", -1, 1), new Among("\u0624", -1, 2), new Among("\u0625", -1, 1), new Among("\u0626", -1, 3)];
          }
        }, {
          key: "a_3",
          get: function get() {
            delete arabicStemmer2.a_3;
            return arabicStemmer2.a_3 = [new Among("\u0627\u0644", -1, 2), new Among("\u0628\u0627\u0644", -1, 1), new Among("\u0643\u0627\u0644", -1, 1), new Among("\u0644\u0644", -1, 2)];
          }
        }, {
          key: "a_4",
          get: function get() {
            delete arabicStemmer2.a_4;
            return arabicStemmer2.a_4 = [new Among("\u0623\u0622", -1, 2), new Among("\u0623\u0623", -1, 1), new Among("\u0623\u0624", -1, 3), new Among("\u0623\u0625", -1, 5), new Among("\u0623\u0627", -1, 4)];
          }
        }, {
          key: "a_5",
          get: function get() {
            delete arabicStemmer2.a_5;
            return arabicStemmer2.a_5 = [new Among("\u0641", -1, 1), new Among("\u0648", -1, 2)];
          }
        }, {
          key: "a_6",
          get: function get() {
            delete arabicStemmer2.a_6;
            return arabicStemmer2.a_6 = [new Among("\u0627\u0644", -1, 2), new Among("\u0628\u0627\u0644", -1, 1), new Among("\u0643\u0627\u0644", -1, 1), new Among("\u0644\u0644", -1, 2)];
          }
        }, {
          key: "a_7",
          get: function get() {
            delete arabicStemmer2.a_7;
            return arabicStemmer2.a_7 = [new Among("\u0628", -1, 1), new Among("\u0628\u0628", 0, 2), new Among("\u0643\u0643", -1, 3)];
          }
        }, {
          key: "a_8",
          get: function get() {
            delete arabicStemmer2.a_8;
            return arabicStemmer2.a_8 = [new Among("\u0633\u0623", -1, 4), new Among("\u0633\u062A", -1, 2), new Among("\u0633\u0646", -1, 3), new Among("\u0633\u064A", -1, 1)];
          }
        }, {
          key: "a_9",
          get: function get() {
            delete arabicStemmer2.a_9;
            return arabicStemmer2.a_9 = [new Among("\u062A\u0633\u062A", -1, 1), new Among("\u0646\u0633\u062A", -1, 1), new Among("\u064A\u0633\u062A", -1, 1)];
          }
        }, {
          key: "a_10",
          get: function get() {
            delete arabicStemmer2.a_10;
            return arabicStemmer2.a_10 = [new Among("\u0643\u0645\u0627", -1, 3), new Among("\u0647\u0645\u0627", -1, 3), new Among("\u0646\u0627", -1, 2), new Among("\u0647\u0627", -1, 2), new Among("\u0643", -1, 1), new Among("\u0643\u0645", -1, 2), new Among("\u0647\u0645", -1, 2), new Among("\u0647\u0646", -1, 2), new Among("\u0647", -1, 1), new Among("\u064A", -1, 1)];
          }
        }, {
          key: "a_11",
          get: function get() {
            delete arabicStemmer2.a_11;
            return arabicStemmer2.a_11 = [new Among("\u0646", -1, 1)];
          }
        }, {
          key: "a_12",
          get: function get() {
            delete arabicStemmer2.a_12;
            return arabicStemmer2.a_12 = [new Among("\u0627", -1, 1), new Among("\u0648", -1, 1), new Among("\u064A", -1, 1)];
          }
        }, {
          key: "a_13",
          get: function get() {
            delete arabicStemmer2.a_13;
            return arabicStemmer2.a_13 = [new Among("\u0627\u062A", -1, 1)];
          }
        }, {
          key: "a_14",
          get: function get() {
            delete arabicStemmer2.a_14;
            return arabicStemmer2.a_14 = [new Among("\u062A", -1, 1)];
          }
        }, {
          key: "a_15",
          get: function get() {
            delete arabicStemmer2.a_15;
            return arabicStemmer2.a_15 = [new Among("\u0629", -1, 1)];
          }
        }, {
          key: "a_16",
          get: function get() {
            delete arabicStemmer2.a_16;
            return arabicStemmer2.a_16 = [new Among("\u064A", -1, 1)];
          }
        }, {
          key: "a_17",
          get: function get() {
            delete arabicStemmer2.a_17;
            return arabicStemmer2.a_17 = [new Among("\u0643\u0645\u0627", -1, 3), new Among("\u0647\u0645\u0627", -1, 3), new Among("\u0646\u0627", -1, 2), new Among("\u0647\u0627", -1, 2), new Among("\u0643", -1, 1), new Among("\u0643\u0645", -1, 2), new Among("\u0647\u0645", -1, 2), new Among("\u0643\u0646", -1, 2), new Among("\u0647\u0646", -1, 2), new Among("\u0647", -1, 1), new Among("\u0643\u0645\u0648", -1, 3), new Among("\u0646\u064A", -1, 2)];
          }
        }, {
          key: "a_18",
          get: function get() {
            delete arabicStemmer2.a_18;
            return arabicStemmer2.a_18 = [new Among("\u0627", -1, 2), new Among("\u062A\u0627", 0, 3), new Among("\u062A\u0645\u0627", 0, 5), new Among("\u0646\u0627", 0, 3), new Among("\u062A", -1, 1), new Among("\u0646", -1, 2), new Among("\u0627\u0646", 5, 4), new Among("\u062A\u0646", 5, 3), new Among("\u0648\u0646", 5, 4), new Among("\u064A\u0646", 5, 4), new Among("\u064A", -1, 2)];
          }
        }, {
          key: "a_19",
          get: function get() {
            delete arabicStemmer2.a_19;
            return arabicStemmer2.a_19 = [new Among("\u0648\u0627", -1, 1), new Among("\u062A\u0645", -1, 1)];
          }
        }, {
          key: "a_20",
          get: function get() {
            delete arabicStemmer2.a_20;
            return arabicStemmer2.a_20 = [new Among("\u0648", -1, 1), new Among("\u062A\u0645\u0648", 0, 2)];
          }
        }, {
          key: "a_21",
          get: function get() {
            delete arabicStemmer2.a_21;
            return arabicStemmer2.a_21 = [new Among("\u0649", -1, 1)];
          }
        }]);
        return arabicStemmer2;
      })(SnowballStemmer);
      var armenianStemmer = (function(_SnowballStemmer2) {
        _inherits(armenianStemmer2, _SnowballStemmer2);
        function armenianStemmer2() {
          _classCallCheck(this, armenianStemmer2);
          return _possibleConstructorReturn(this, Object.getPrototypeOf(armenianStemmer2).apply(this, arguments));
        }
        _createClass(armenianStemmer2, [{
          key: "r_mark_regions$esjava$0",
          value: function r_mark_regions$esjava$0() {
            var v_1 = void 0;
            this.I_pV = this.limit;
            this.I_p2 = this.limit;
            v_1 = this.cursor;
            lab0: do {
              golab1: while (true) {
                lab2: do {
                  if (!this.in_grouping$esjava$3(armenianStemmer2.g_v, 1377, 1413)) {
                    break lab2;
                  }
                  break golab1;
                } while (false);
                if (this.cursor >= this.limit) {
                  break lab0;
                }
                this.cursor++;
              }
              this.I_pV = this.cursor;
              golab3: while (true) {
                lab4: do {
                  if (!this.out_grouping$esjava$3(armenianStemmer2.g_v, 1377, 1413)) {
                    break lab4;
                  }
                  break golab3;
                } while (false);
                if (this.cursor >= this.limit) {
                  break lab0;
                }
                this.cursor++;
              }
              golab5: while (true) {
                lab6: do {
                  if (!this.in_grouping$esjava$3(armenianStemmer2.g_v, 1377, 1413)) {
                    break lab6;
                  }
                  break golab5;
                } while (false);
                if (this.cursor >= this.limit) {
                  break lab0;
                }
                this.cursor++;
              }
              golab7: while (true) {
                lab8: do {
                  if (!this.out_grouping$esjava$3(armenianStemmer2.g_v, 1377, 1413)) {
                    break lab8;
                  }
                  break golab7;
                } while (false);
                if (this.cursor >= this.limit) {
                  break lab0;
                }
                this.cursor++;
              }
              this.I_p2 = this.cursor;
            } while (false);
            this.cursor = v_1;
            return true;
          }
        }, {
          key: "r_R2$esjava$0",
          value: function r_R2$esjava$0() {
            if (!(this.I_p2 <= this.cursor)) {
              return false;
            }
            return true;
          }
        }, {
          key: "r_adjective$esjava$0",
          value: function r_adjective$esjava$0() {
            var among_var = void 0;
            this.ket = this.cursor;
            among_var = this.find_among_b$esjava$1(armenianStemmer2.a_0);
            if (among_var === 0) {
              return false;
            }
            this.bra = this.cursor;
            switch (among_var) {
              case 0:
                return false;
              case 1:
                this.slice_del$esjava$0();
                break;
            }
            return true;
          }
        }, {
          key: "r_verb$esjava$0",
          value: function r_verb$esjava$0() {
            var among_var = void 0;
            this.ket = this.cursor;
            among_var = this.find_among_b$esjava$1(armenianStemmer2.a_1);
            if (among_var === 0) {
              return false;
            }
            this.bra = this.cursor;
            switch (among_var) {
              case 0:
                return false;
              case 1:
                this.slice_del$esjava$0();
                break;
            }
            return true;
          }
        }, {
          key: "r_noun$esjava$0",
          value: function r_noun$esjava$0() {
            var among_var = void 0;
            this.ket = this.cursor;
            among_var = this.find_among_b$esjava$1(armenianStemmer2.a_2);
            if (among_var === 0) {
              return false;
            }
            this.bra = this.cursor;
            switch (among_var) {
              case 0:
                return false;
              case 1:
                this.slice_del$esjava$0();
                break;
            }
            return true;
          }
        }, {
          key: "r_ending$esjava$0",
          value: function r_ending$esjava$0() {
            var among_var = void 0;
            this.ket = this.cursor;
            among_var = this.find_among_b$esjava$1(armenianStemmer2.a_3);
            if (among_var === 0) {
              return false;
            }
            this.bra = this.cursor;
            if (!this.r_R2$esjava$0()) {
              return false;
            }
            switch (among_var) {
              case 0:
                return false;
              case 1:
                this.slice_del$esjava$0();
                break;
            }
            return true;
          }
        }, {
          key: "stem$esjava$0",
          value: function stem$esjava$0() {
            var v_1 = void 0;
            var v_2 = void 0;
            var v_3 = void 0;
            var v_4 = void 0;
            var v_5 = void 0;
            var v_6 = void 0;
            var v_7 = void 0;
            v_1 = this.cursor;
            lab0: do {
              if (!this.r_mark_regions$esjava$0()) {
                break lab0;
              }
            } while (false);
            this.cursor = v_1;
            this.limit_backward = this.cursor;
            this.cursor = this.limit;
            v_2 = this.limit - this.cursor;
            if (this.cursor < this.I_pV) {
              return false;
            }
            this.cursor = this.I_pV;
            v_3 = this.limit_backward;
            this.limit_backward = this.cursor;
            this.cursor = this.limit - v_2;
            v_4 = this.limit - this.cursor;
            lab1: do {
              if (!this.r_ending$esjava$0()) {
                break lab1;
              }
            } while (false);
            this.cursor = this.limit - v_4;
            v_5 = this.limit - this.cursor;
            lab2: do {
              if (!this.r_verb$esjava$0()) {
                break lab2;
              }
            } while (false);
            this.cursor = this.limit - v_5;
            v_6 = this.limit - this.cursor;
            lab3: do {
              if (!this.r_adjective$esjava$0()) {
                break lab3;
              }
            } while (false);
            this.cursor = this.limit - v_6;
            v_7 = this.limit - this.cursor;
            lab4: do {
              if (!this.r_noun$esjava$0()) {
                break lab4;
              }
            } while (false);
            this.cursor = this.limit - v_7;
            this.limit_backward = v_3;
            this.cursor = this.limit_backward;
            return true;
          }
        }, {
          key: "stem",
          value: function stem() {
            var _get26;
            for (var _len25 = arguments.length, args = Array(_len25), _key25 = 0; _key25 < _len25; _key25++) {
              args[_key25] = arguments[_key25];
            }
            switch (args.length) {
              case 0:
                return this.stem$esjava$0.apply(this, args);
            }
            return (_get26 = _get(Object.getPrototypeOf(armenianStemmer2.prototype), "stem", this)).call.apply(_get26, [this].concat(args));
          }
        }, {
          key: "I_p2",
          get: function get() {
            return Object.prototype.hasOwnProperty.call(this, "_$esjava$I_p2") ? this._$esjava$I_p2 : this._$esjava$I_p2 = 0;
          },
          set: function set(v) {
            this._$esjava$I_p2 = v;
          }
        }, {
          key: "I_pV",
          get: function get() {
            return Object.prototype.hasOwnProperty.call(this, "_$esjava$I_pV") ? this._$esjava$I_pV : this._$esjava$I_pV = 0;
          },
          set: function set(v) {
            this._$esjava$I_pV = v;
          }
        }], [{
          key: "a_0",
          get: function get() {
            delete armenianStemmer2.a_0;
            return armenianStemmer2.a_0 = [new Among("\u0580\u0578\u0580\u0564", -1, 1), new Among("\u0565\u0580\u0578\u0580\u0564", 0, 1), new Among("\u0561\u056C\u056B", -1, 1), new Among("\u0561\u056F\u056B", -1, 1), new Among("\u0578\u0580\u0561\u056F", -1, 1), new Among("\u0565\u0572", -1, 1), new Among("\u0561\u056F\u0561\u0576", -1, 1), new Among("\u0561\u0580\u0561\u0576", -1, 1), new Among("\u0565\u0576", -1, 1), new Among("\u0565\u056F\u0565\u0576", 8, 1), new Among("\u0565\u0580\u0565\u0576", 8, 1), new Among("\u0578\u0580\u0567\u0576", -1, 1), new Among("\u056B\u0576", -1, 1), new Among("\u0563\u056B\u0576", 12, 1), new Among("\u0578\u057E\u056B\u0576", 12, 1), new Among("\u056C\u0561\u0575\u0576", -1, 1), new Among("\u057E\u0578\u0582\u0576", -1, 1), new Among("\u057A\u0565\u057D", -1, 1), new Among("\u056B\u057E", -1, 1), new Among("\u0561\u057F", -1, 1), new Among("\u0561\u057E\u0565\u057F", -1, 1), new Among("\u056F\u0578\u057F", -1, 1), new Among("\u0562\u0561\u0580", -1, 1)];
          }
        }, {
          key: "a_1",
          get: function get() {
            delete armenianStemmer2.a_1;
            return armenianStemmer2.a_1 = [new Among("\u0561", -1, 1), new Among("\u0561\u0581\u0561", 0, 1), new Among("\u0565\u0581\u0561", 0, 1), new Among("\u057E\u0565", -1, 1), new Among("\u0561\u0581\u0580\u056B", -1, 1), new Among("\u0561\u0581\u056B", -1, 1), new Among("\u0565\u0581\u056B", -1, 1), new Among("\u057E\u0565\u0581\u056B", 6, 1), new Among("\u0561\u056C", -1, 1), new Among("\u0568\u0561\u056C", 8, 1), new Among("\u0561\u0576\u0561\u056C", 8, 1), new Among("\u0565\u0576\u0561\u056C", 8, 1), new Among("\u0561\u0581\u0576\u0561\u056C", 8, 1), new Among("\u0565\u056C", -1, 1), new Among("\u0568\u0565\u056C", 13, 1), new Among("\u0576\u0565\u056C", 13, 1), new Among("\u0581\u0576\u0565\u056C", 15, 1), new Among("\u0565\u0581\u0576\u0565\u056C", 16, 1), new Among("\u0579\u0565\u056C", 13, 1), new Among("\u057E\u0565\u056C", 13, 1), new Among("\u0561\u0581\u057E\u0565\u056C", 19, 1), new Among("\u0565\u0581\u057E\u0565\u056C", 19, 1), new Among("\u057F\u0565\u056C", 13, 1), new Among("\u0561\u057F\u0565\u056C", 22, 1), new Among("\u0578\u057F\u0565\u056C", 22, 1), new Among("\u056F\u0578\u057F\u0565\u056C", 24, 1), new Among("\u057E\u0561\u056E", -1, 1), new Among("\u0578\u0582\u0574", -1, 1), new Among("\u057E\u0578\u0582\u0574", 27, 1), new Among("\u0561\u0576", -1, 1), new Among("\u0581\u0561\u0576", 29, 1), new Among("\u0561\u0581\u0561\u0576", 30, 1), new Among("\u0561\u0581\u0580\u056B\u0576", -1, 1), new Among("\u0561\u0581\u056B\u0576", -1, 1), new Among("\u0565\u0581\u056B\u0576", -1, 1), new Among("\u057E\u0565\u0581\u056B\u0576", 34, 1), new Among("\u0561\u056C\u056B\u057D", -1, 1), new Among("\u0565\u056C\u056B\u057D", -1, 1), new Among("\u0561\u057E", -1, 1), new Among("\u0561\u0581\u0561\u057E", 38, 1), new Among("\u0565\u0581\u0561\u057E", 38, 1), new Among("\u0561\u056C\u0578\u057E", -1, 1), new Among("\u0565\u056C\u0578\u057E", -1, 1), new Among("\u0561\u0580", -1, 1), new Among("\u0561\u0581\u0561\u0580", 43, 1), new Among("\u0565\u0581\u0561\u0580", 43, 1), new Among("\u0561\u0581\u0580\u056B\u0580", -1, 1), new Among("\u0561\u0581\u056B\u0580", -1, 1), new Among("\u0565\u0581\u056B\u0580", -1, 1), new Among("\u057E\u0565\u0581\u056B\u0580", 48, 1), new Among("\u0561\u0581", -1, 1), new Among("\u0565\u0581", -1, 1), new Among("\u0561\u0581\u0580\u0565\u0581", 51, 1), new Among("\u0561\u056C\u0578\u0582\u0581", -1, 1), new Among("\u0565\u056C\u0578\u0582\u0581", -1, 1), new Among("\u0561\u056C\u0578\u0582", -1, 1), new Among("\u0565\u056C\u0578\u0582", -1, 1), new Among("\u0561\u0584", -1, 1), new Among("\u0581\u0561\u0584", 57, 1), new Among("\u0561\u0581\u0561\u0584", 58, 1), new Among("\u0561\u0581\u0580\u056B\u0584", -1, 1), new Among("\u0561\u0581\u056B\u0584", -1, 1), new Among("\u0565\u0581\u056B\u0584", -1, 1), new Among("\u057E\u0565\u0581\u056B\u0584", 62, 1), new Among("\u0561\u0576\u0584", -1, 1), new Among("\u0581\u0561\u0576\u0584", 64, 1), new Among("\u0561\u0581\u0561\u0576\u0584", 65, 1), new Among("\u0561\u0581\u0580\u056B\u0576\u0584", -1, 1), new Among("\u0561\u0581\u056B\u0576\u0584", -1, 1), new Among("\u0565\u0581\u056B\u0576\u0584", -1, 1), new Among("\u057E\u0565\u0581\u056B\u0576\u0584", 69, 1)];
          }
        }, {
          key: "a_2",
          get: function get() {
            delete armenianStemmer2.a_2;
            return armenianStemmer2.a_2 = [new Among("\u0578\u0580\u0564", -1, 1), new Among("\u0578\u0582\u0575\u0569", -1, 1), new Among("\u0578\u0582\u0570\u056B", -1, 1), new Among("\u0581\u056B", -1, 1), new Among("\u056B\u056C", -1, 1), new Among("\u0561\u056F", -1, 1), new Among("\u0575\u0561\u056F", 5, 1), new Among("\u0561\u0576\u0561\u056F", 5, 1), new Among("\u056B\u056F", -1, 1), new Among("\u0578\u0582\u056F", -1, 1), new Among("\u0561\u0576", -1, 1), new Among("\u057A\u0561\u0576", 10, 1), new Among("\u057D\u057F\u0561\u0576", 10, 1), new Among("\u0561\u0580\u0561\u0576", 10, 1), new Among("\u0565\u0572\u0567\u0576", -1, 1), new Among("\u0575\u0578\u0582\u0576", -1, 1), new Among("\u0578\u0582\u0569\u0575\u0578\u0582\u0576", 15, 1), new Among("\u0561\u056E\u0578", -1, 1), new Among("\u056B\u0579", -1, 1), new Among("\u0578\u0582\u057D", -1, 1), new Among("\u0578\u0582\u057D\u057F", -1, 1), new Among("\u0563\u0561\u0580", -1, 1), new Among("\u057E\u0578\u0580", -1, 1), new Among("\u0561\u057E\u0578\u0580", 22, 1), new Among("\u0578\u0581", -1, 1), new Among("\u0561\u0576\u0585\u0581", -1, 1), new Among("\u0578\u0582", -1, 1), new Among("\u0584", -1, 1), new Among("\u0579\u0565\u0584", 27, 1), new Among("\u056B\u0584", 27, 1), new Among("\u0561\u056C\u056B\u0584", 29, 1), new Among("\u0561\u0576\u056B\u0584", 29, 1), new Among("\u057E\u0561\u056E\u0584", 27, 1), new Among("\u0578\u0582\u0575\u0584", 27, 1), new Among("\u0565\u0576\u0584", 27, 1), new Among("\u0578\u0576\u0584", 27, 1), new Among("\u0578\u0582\u0576\u0584", 27, 1), new Among("\u0574\u0578\u0582\u0576\u0584", 36, 1), new Among("\u056B\u0579\u0584", 27, 1), new Among("\u0561\u0580\u0584", 27, 1)];
          }
        }, {
          key: "a_3",
          get: function get() {
            delete armenianStemmer2.a_3;
            return armenianStemmer2.a_3 = [new Among("\u057D\u0561", -1, 1), new Among("\u057E\u0561", -1, 1), new Among("\u0561\u0574\u0562", -1, 1), new Among("\u0564", -1, 1), new Among("\u0561\u0576\u0564", 3, 1), new Among("\u0578\u0582\u0569\u0575\u0561\u0576\u0564", 4, 1), new Among("\u057E\u0561\u0576\u0564", 4, 1), new Among("\u0578\u057B\u0564", 3, 1), new Among("\u0565\u0580\u0564", 3, 1), new Among("\u0576\u0565\u0580\u0564", 8, 1), new Among("\u0578\u0582\u0564", 3, 1), new Among("\u0568", -1, 1), new Among("\u0561\u0576\u0568", 11, 1), new Among("\u0578\u0582\u0569\u0575\u0561\u0576\u0568", 12, 1), new Among("\u057E\u0561\u0576\u0568", 12, 1), new Among("\u0578\u057B\u0568", 11, 1), new Among("\u0565\u0580\u0568", 11, 1), new Among("\u0576\u0565\u0580\u0568", 16, 1), new Among("\u056B", -1, 1), new Among("\u057E\u056B", 18, 1), new Among("\u0565\u0580\u056B", 18, 1), new Among("\u0576\u0565\u0580\u056B", 20, 1), new Among("\u0561\u0576\u0578\u0582\u0574", -1, 1), new Among("\u0565\u0580\u0578\u0582\u0574", -1, 1), new Among("\u0576\u0565\u0580\u0578\u0582\u0574", 23, 1), new Among("\u0576", -1, 1), new Among("\u0561\u0576", 25, 1), new Among("\u0578\u0582\u0569\u0575\u0561\u0576", 26, 1), new Among("\u057E\u0561\u0576", 26, 1), new Among("\u056B\u0576", 25, 1), new Among("\u0565\u0580\u056B\u0576", 29, 1), new Among("\u0576\u0565\u0580\u056B\u0576", 30, 1), new Among("\u0578\u0582\u0569\u0575\u0561\u0576\u0576", 25, 1), new Among("\u0565\u0580\u0576", 25, 1), new Among("\u0576\u0565\u0580\u0576", 33, 1), new Among("\u0578\u0582\u0576", 25, 1), new Among("\u0578\u057B", -1, 1), new Among("\u0578\u0582\u0569\u0575\u0561\u0576\u057D", -1, 1), new Among("\u057E\u0561\u0576\u057D", -1, 1), new Among("\u0578\u057B\u057D", -1, 1), new Among("\u0578\u057E", -1, 1), new Among("\u0561\u0576\u0578\u057E", 40, 1), new Among("\u057E\u0578\u057E", 40, 1), new Among("\u0565\u0580\u0578\u057E", 40, 1), new Among("\u0576\u0565\u0580\u0578\u057E", 43, 1), new Among("\u0565\u0580", -1, 1), new Among("\u0576\u0565\u0580", 45, 1), new Among("\u0581", -1, 1), new Among("\u056B\u0581", 47, 1), new Among("\u057E\u0561\u0576\u056B\u0581", 48, 1), new Among("\u0578\u057B\u056B\u0581", 48, 1), new Among("\u057E\u056B\u0581", 48, 1), new Among("\u0565\u0580\u056B\u0581", 48, 1), new Among("\u0576\u0565\u0580\u056B\u0581", 52, 1), new Among("\u0581\u056B\u0581", 48, 1), new Among("\u0578\u0581", 47, 1), new Among("\u0578\u0582\u0581", 47, 1)];
          }
        }, {
          key: "g_v",
          get: function get() {
            delete armenianStemmer2.g_v;
            return armenianStemmer2.g_v = [209, 4, 128, 0, 18];
          }
        }]);
        return armenianStemmer2;
      })(SnowballStemmer);
      var basqueStemmer = (function(_SnowballStemmer3) {
        _inherits(basqueStemmer2, _SnowballStemmer3);
        function basqueStemmer2() {
          _classCallCheck(this, basqueStemmer2);
          return _possibleConstructorReturn(this, Object.getPrototypeOf(basqueStemmer2).apply(this, arguments));
        }
        _createClass(basqueStemmer2, [{
          key: "r_mark_regions$esjava$0",
          value: function r_mark_regions$esjava$0() {
            var v_1 = void 0;
            var v_2 = void 0;
            var v_3 = void 0;
            var v_6 = void 0;
            var v_8 = void 0;
            this.I_pV = this.limit;
            this.I_p1 = this.limit;
            this.I_p2 = this.limit;
            v_1 = this.cursor;
            lab0: do {
              lab1: do {
                v_2 = this.cursor;
                lab2: do {
                  if (!this.in_grouping$esjava$3(basqueStemmer2.g_v, 97, 117)) {
                    break lab2;
                  }
                  lab3: do {
                    v_3 = this.cursor;
                    lab4: do {
                      if (!this.out_grouping$esjava$3(basqueStemmer2.g_v, 97, 117)) {
                        break lab4;
                      }
                      golab5: while (true) {
                        lab6: do {
                          if (!this.in_grouping$esjava$3(basqueStemmer2.g_v, 97, 117)) {
                            break lab6;
                          }
                          break golab5;
                        } while (false);
                        if (this.cursor >= this.limit) {
                          break lab4;
                        }
                        this.cursor++;
                      }
                      break lab3;
                    } while (false);
                    this.cursor = v_3;
                    if (!this.in_grouping$esjava$3(basqueStemmer2.g_v, 97, 117)) {
                      break lab2;
                    }
                    golab7: while (true) {
                      lab8: do {
                        if (!this.out_grouping$esjava$3(basqueStemmer2.g_v, 97, 117)) {
                          break lab8;
                        }
                        break golab7;
                      } while (false);
                      if (this.cursor >= this.limit) {
                        break lab2;
                      }
                      this.cursor++;
                    }
                  } while (false);
                  break lab1;
                } while (false);
                this.cursor = v_2;
                if (!this.out_grouping$esjava$3(basqueStemmer2.g_v, 97, 117)) {
                  break lab0;
                }
                lab9: do {
                  v_6 = this.cursor;
                  lab10: do {
                    if (!this.out_grouping$esjava$3(basqueStemmer2.g_v, 97, 117)) {
                      break lab10;
                    }
                    golab11: while (true) {
                      lab12: do {
                        if (!this.in_grouping$esjava$3(basqueStemmer2.g_v, 97, 117)) {
                          break lab12;
                        }
                        break golab11;
                      } while (false);
                      if (this.cursor >= this.limit) {
                        break lab10;
                      }
                      this.cursor++;
                    }
                    break lab9;
                  } while (false);
                  this.cursor = v_6;
                  if (!this.in_grouping$esjava$3(basqueStemmer2.g_v, 97, 117)) {
                    break lab0;
                  }
                  if (this.cursor >= this.limit) {
                    break lab0;
                  }
                  this.cursor++;
                } while (false);
              } while (false);
              this.I_pV = this.cursor;
            } while (false);
            this.cursor = v_1;
            v_8 = this.cursor;
            lab13: do {
              golab14: while (true) {
                lab15: do {
                  if (!this.in_grouping$esjava$3(basqueStemmer2.g_v, 97, 117)) {
                    break lab15;
                  }
                  break golab14;
                } while (false);
                if (this.cursor >= this.limit) {
                  break lab13;
                }
                this.cursor++;
              }
              golab16: while (true) {
                lab17: do {
                  if (!this.out_grouping$esjava$3(basqueStemmer2.g_v, 97, 117)) {
                    break lab17;
                  }
                  break golab16;
                } while (false);
                if (this.cursor >= this.limit) {
                  break lab13;
                }
                this.cursor++;
              }
              this.I_p1 = this.cursor;
              golab18: while (true) {
                lab19: do {
                  if (!this.in_grouping$esjava$3(basqueStemmer2.g_v, 97, 117)) {
                    break lab19;
                  }
                  break golab18;
                } while (false);
                if (this.cursor >= this.limit) {
                  break lab13;
                }
                this.cursor++;
              }
              golab20: while (true) {
                lab21: do {
                  if (!this.out_grouping$esjava$3(basqueStemmer2.g_v, 97, 117)) {
                    break lab21;
                  }
                  break golab20;
                } while (false);
                if (this.cursor >= this.limit) {
                  break lab13;
                }
                this.cursor++;
              }
              this.I_p2 = this.cursor;
            } while (false);
            this.cursor = v_8;
            return true;
          }
        }, {
          key: "r_RV$esjava$0",
          value: function r_RV$esjava$0() {
            if (!(this.I_pV <= this.cursor)) {
              return false;
            }
            return true;
          }
        }, {
          key: "r_R2$esjava$0",
          value: function r_R2$esjava$0() {
            if (!(this.I_p2 <= this.cursor)) {
              return false;
            }
            return true;
          }
        }, {
          key: "r_R1$esjava$0",
          value: function r_R1$esjava$0() {
            if (!(this.I_p1 <= this.cursor)) {
              return false;
            }
            return true;
          }
        }, {
          key: "r_aditzak$esjava$0",
          value: function r_aditzak$esjava$0() {
            var among_var = void 0;
            this.ket = this.cursor;
            among_var = this.find_among_b$esjava$1(basqueStemmer2.a_0);
            if (among_var === 0) {
              return false;
            }
            this.bra = this.cursor;
            switch (among_var) {
              case 0:
                return false;
              case 1:
                if (!this.r_RV$esjava$0()) {
                  return false;
                }
                this.slice_del$esjava$0();
                break;
              case 2:
                if (!this.r_R2$esjava$0()) {
                  return false;
                }
                this.slice_del$esjava$0();
                break;
              case 3:
                this.slice_from$esjava$1("atseden");
                break;
              case 4:
                this.slice_from$esjava$1("arabera");
                break;
              case 5:
                this.slice_from$esjava$1("baditu");
                break;
            }
            return true;
          }
        }, {
          key: "r_izenak$esjava$0",
          value: function r_izenak$esjava$0() {
            var among_var = void 0;
            this.ket = this.cursor;
            among_var = this.find_among_b$esjava$1(basqueStemmer2.a_1);
            if (among_var === 0) {
              return false;
            }
            this.bra = this.cursor;
            switch (among_var) {
              case 0:
                return false;
              case 1:
                if (!this.r_RV$esjava$0()) {
                  return false;
                }
                this.slice_del$esjava$0();
                break;
              case 2:
                if (!this.r_R2$esjava$0()) {
                  return false;
                }
                this.slice_del$esjava$0();
                break;
              case 3:
                this.slice_from$esjava$1("jok");
                break;
              case 4:
                if (!this.r_R1$esjava$0()) {
                  return false;
                }
                this.slice_del$esjava$0();
                break;
              case 5:
                this.slice_from$esjava$1("tra");
                break;
              case 6:
                this.slice_from$esjava$1("minutu");
                break;
              case 7:
                this.slice_from$esjava$1("zehar");
                break;
              case 8:
                this.slice_from$esjava$1("geldi");
                break;
              case 9:
                this.slice_from$esjava$1("igaro");
                break;
              case 10:
                this.slice_from$esjava$1("aurka");
                break;
            }
            return true;
          }
        }, {
          key: "r_adjetiboak$esjava$0",
          value: function r_adjetiboak$esjava$0() {
            var among_var = void 0;
            this.ket = this.cursor;
            among_var = this.find_among_b$esjava$1(basqueStemmer2.a_2);
            if (among_var === 0) {
              return false;
            }
            this.bra = this.cursor;
            switch (among_var) {
              case 0:
                return false;
              case 1:
                if (!this.r_RV$esjava$0()) {
                  return false;
                }
                this.slice_del$esjava$0();
                break;
              case 2:
                this.slice_from$esjava$1("z");
                break;
            }
            return true;
          }
        }, {
          key: "stem$esjava$0",
          value: function stem$esjava$0() {
            var v_1 = void 0;
            var v_2 = void 0;
            var v_3 = void 0;
            var v_4 = void 0;
            v_1 = this.cursor;
            lab0: do {
              if (!this.r_mark_regions$esjava$0()) {
                break lab0;
              }
            } while (false);
            this.cursor = v_1;
            this.limit_backward = this.cursor;
            this.cursor = this.limit;
            replab1: while (true) {
              v_2 = this.limit - this.cursor;
              lab2: do {
                if (!this.r_aditzak$esjava$0()) {
                  break lab2;
                }
                continue replab1;
              } while (false);
              this.cursor = this.limit - v_2;
              break replab1;
            }
            replab3: while (true) {
              v_3 = this.limit - this.cursor;
              lab4: do {
                if (!this.r_izenak$esjava$0()) {
                  break lab4;
                }
                continue replab3;
              } while (false);
              this.cursor = this.limit - v_3;
              break replab3;
            }
            v_4 = this.limit - this.cursor;
            lab5: do {
              if (!this.r_adjetiboak$esjava$0()) {
                break lab5;
              }
            } while (false);
            this.cursor = this.limit - v_4;
            this.cursor = this.limit_backward;
            return true;
          }
        }, {
          key: "stem",
          value: function stem() {
            var _get27;
            for (var _len26 = arguments.length, args = Array(_len26), _key26 = 0; _key26 < _len26; _key26++) {
              args[_key26] = arguments[_key26];
            }
            switch (args.length) {
              case 0:
                return this.stem$esjava$0.apply(this, args);
            }
            return (_get27 = _get(Object.getPrototypeOf(basqueStemmer2.prototype), "stem", this)).call.apply(_get27, [this].concat(args));
          }
        }, {
          key: "I_p2",
          get: function get() {
            return Object.prototype.hasOwnProperty.call(this, "_$esjava$I_p2") ? this._$esjava$I_p2 : this._$esjava$I_p2 = 0;
          },
          set: function set(v) {
            this._$esjava$I_p2 = v;
          }
        }, {
          key: "I_p1",
          get: function get() {
            return Object.prototype.hasOwnProperty.call(this, "_$esjava$I_p1") ? this._$esjava$I_p1 : this._$esjava$I_p1 = 0;
          },
          set: function set(v) {
            this._$esjava$I_p1 = v;
          }
        }, {
          key: "I_pV",
          get: function get() {
            return Object.prototype.hasOwnProperty.call(this, "_$esjava$I_pV") ? this._$esjava$I_pV : this._$esjava$I_pV = 0;
          },
          set: function set(v) {
            this._$esjava$I_pV = v;
          }
        }], [{
          key: "a_0",
          get: function get() {
            delete basqueStemmer2.a_0;
            return basqueStemmer2.a_0 = [new Among("idea", -1, 1), new Among("bidea", 0, 1), new Among("kidea", 0, 1), new Among("pidea", 0, 1), new Among("kundea", -1, 1), new Among("galea", -1, 1), new Among("tailea", -1, 1), new Among("tzailea", -1, 1), new Among("gunea", -1, 1), new Among("kunea", -1, 1), new Among("tzaga", -1, 1), new Among("gaia", -1, 1), new Among("aldia", -1, 1), new Among("taldia", 12, 1), new Among("karia", -1, 1), new Among("garria", -1, 2), new Among("karria", -1, 1), new Among("ka", -1, 1), new Among("tzaka", 17, 1), new Among("la", -1, 1), new Among("mena", -1, 1), new Among("pena", -1, 1), new Among("kina", -1, 1), new Among("ezina", -1, 1), new Among("tezina", 23, 1), new Among("kuna", -1, 1), new Among("tuna", -1, 1), new Among("kizuna", -1, 1), new Among("era", -1, 1), new Among("bera", 28, 1), new Among("arabera", 29, 4), new Among("kera", 28, 1), new Among("pera", 28, 1), new Among("orra", -1, 1), new Among("korra", 33, 1), new Among("dura", -1, 1), new Among("gura", -1, 1), new Among("kura", -1, 1), new Among("tura", -1, 1), new Among("eta", -1, 1), new Among("keta", 39, 1), new Among("gailua", -1, 1), new Among("eza", -1, 1), new Among("erreza", 42, 1), new Among("tza", -1, 2), new Among("gaitza", 44, 1), new Among("kaitza", 44, 1), new Among("kuntza", 44, 1), new Among("ide", -1, 1), new Among("bide", 48, 1), new Among("kide", 48, 1), new Among("pide", 48, 1), new Among("kunde", -1, 1), new Among("tzake", -1, 1), new Among("tzeke", -1, 1), new Among("le", -1, 1), new Among("gale", 55, 1), new Among("taile", 55, 1), new Among("tzaile", 55, 1), new Among("gune", -1, 1), new Among("kune", -1, 1), new Among("tze", -1, 1), new Among("atze", 61, 1), new Among("gai", -1, 1), new Among("aldi", -1, 1), new Among("taldi", 64, 1), new Among("ki", -1, 1), new Among("ari", -1, 1), new Among("kari", 67, 1), new Among("lari", 67, 1), new Among("tari", 67, 1), new Among("etari", 70, 1), new Among("garri", -1, 2), new Among("karri", -1, 1), new Among("arazi", -1, 1), new Among("tarazi", 74, 1), new Among("an", -1, 1), new Among("ean", 76, 1), new Among("rean", 77, 1), new Among("kan", 76, 1), new Among("etan", 76, 1), new Among("atseden", -1, 3), new Among("men", -1, 1), new Among("pen", -1, 1), new Among("kin", -1, 1), new Among("rekin", 84, 1), new Among("ezin", -1, 1), new Among("tezin", 86, 1), new Among("tun", -1, 1), new Among("kizun", -1, 1), new Among("go", -1, 1), new Among("ago", 90, 1), new Among("tio", -1, 1), new Among("dako", -1, 1), new Among("or", -1, 1), new Among("kor", 94, 1), new Among("tzat", -1, 1), new Among("du", -1, 1), new Among("gailu", -1, 1), new Among("tu", -1, 1), new Among("atu", 99, 1), new Among("aldatu", 100, 1), new Among("tatu", 100, 1), new Among("baditu", 99, 5), new Among("ez", -1, 1), new Among("errez", 104, 1), new Among("tzez", 104, 1), new Among("gaitz", -1, 1), new Among("kaitz", -1, 1)];
          }
        }, {
          key: "a_1",
          get: function get() {
            delete basqueStemmer2.a_1;
            return basqueStemmer2.a_1 = [new Among("ada", -1, 1), new Among("kada", 0, 1), new Among("anda", -1, 1), new Among("denda", -1, 1), new Among("gabea", -1, 1), new Among("kabea", -1, 1), new Among("aldea", -1, 1), new Among("kaldea", 6, 1), new Among("taldea", 6, 1), new Among("ordea", -1, 1), new Among("zalea", -1, 1), new Among("tzalea", 10, 1), new Among("gilea", -1, 1), new Among("emea", -1, 1), new Among("kumea", -1, 1), new Among("nea", -1, 1), new Among("enea", 15, 1), new Among("zionea", 15, 1), new Among("unea", 15, 1), new Among("gunea", 18, 1), new Among("pea", -1, 1), new Among("aurrea", -1, 1), new Among("tea", -1, 1), new Among("kotea", 22, 1), new Among("artea", 22, 1), new Among("ostea", 22, 1), new Among("etxea", -1, 1), new Among("ga", -1, 1), new Among("anga", 27, 1), new Among("gaia", -1, 1), new Among("aldia", -1, 1), new Among("taldia", 30, 1), new Among("handia", -1, 1), new Among("mendia", -1, 1), new Among("geia", -1, 1), new Among("egia", -1, 1), new Among("degia", 35, 1), new Among("tegia", 35, 1), new Among("nahia", -1, 1), new Among("ohia", -1, 1), new Among("kia", -1, 1), new Among("tokia", 40, 1), new Among("oia", -1, 1), new Among("koia", 42, 1), new Among("aria", -1, 1), new Among("karia", 44, 1), new Among("laria", 44, 1), new Among("taria", 44, 1), new Among("eria", -1, 1), new Among("keria", 48, 1), new Among("teria", 48, 1), new Among("garria", -1, 2), new Among("larria", -1, 1), new Among("kirria", -1, 1), new Among("duria", -1, 1), new Among("asia", -1, 1), new Among("tia", -1, 1), new Among("ezia", -1, 1), new Among("bizia", -1, 1), new Among("ontzia", -1, 1), new Among("ka", -1, 1), new Among("joka", 60, 3), new Among("aurka", 60, 10), new Among("ska", 60, 1), new Among("xka", 60, 1), new Among("zka", 60, 1), new Among("gibela", -1, 1), new Among("gela", -1, 1), new Among("kaila", -1, 1), new Among("skila", -1, 1), new Among("tila", -1, 1), new Among("ola", -1, 1), new Among("na", -1, 1), new Among("kana", 72, 1), new Among("ena", 72, 1), new Among("garrena", 74, 1), new Among("gerrena", 74, 1), new Among("urrena", 74, 1), new Among("zaina", 72, 1), new Among("tzaina", 78, 1), new Among("kina", 72, 1), new Among("mina", 72, 1), new Among("garna", 72, 1), new Among("una", 72, 1), new Among("duna", 83, 1), new Among("asuna", 83, 1), new Among("tasuna", 85, 1), new Among("ondoa", -1, 1), new Among("kondoa", 87, 1), new Among("ngoa", -1, 1), new Among("zioa", -1, 1), new Among("koa", -1, 1), new Among("takoa", 91, 1), new Among("zkoa", 91, 1), new Among("noa", -1, 1), new Among("zinoa", 94, 1), new Among("aroa", -1, 1), new Among("taroa", 96, 1), new Among("zaroa", 96, 1), new Among("eroa", -1, 1), new Among("oroa", -1, 1), new Among("osoa", -1, 1), new Among("toa", -1, 1), new Among("ttoa", 102, 1), new Among("ztoa", 102, 1), new Among("txoa", -1, 1), new Among("tzoa", -1, 1), new Among("\xF1oa", -1, 1), new Among("ra", -1, 1), new Among("ara", 108, 1), new Among("dara", 109, 1), new Among("liara", 109, 1), new Among("tiara", 109, 1), new Among("tara", 109, 1), new Among("etara", 113, 1), new Among("tzara", 109, 1), new Among("bera", 108, 1), new Among("kera", 108, 1), new Among("pera", 108, 1), new Among("ora", 108, 2), new Among("tzarra", 108, 1), new Among("korra", 108, 1), new Among("tra", 108, 1), new Among("sa", -1, 1), new Among("osa", 123, 1), new Among("ta", -1, 1), new Among("eta", 125, 1), new Among("keta", 126, 1), new Among("sta", 125, 1), new Among("dua", -1, 1), new Among("mendua", 129, 1), new Among("ordua", 129, 1), new Among("lekua", -1, 1), new Among("burua", -1, 1), new Among("durua", -1, 1), new Among("tsua", -1, 1), new Among("tua", -1, 1), new Among("mentua", 136, 1), new Among("estua", 136, 1), new Among("txua", -1, 1), new Among("zua", -1, 1), new Among("tzua", 140, 1), new Among("za", -1, 1), new Among("eza", 142, 1), new Among("eroza", 142, 1), new Among("tza", 142, 2), new Among("koitza", 145, 1), new Among("antza", 145, 1), new Among("gintza", 145, 1), new Among("kintza", 145, 1), new Among("kuntza", 145, 1), new Among("gabe", -1, 1), new Among("kabe", -1, 1), new Among("kide", -1, 1), new Among("alde", -1, 1), new Among("kalde", 154, 1), new Among("talde", 154, 1), new Among("orde", -1, 1), new Among("ge", -1, 1), new Among("zale", -1, 1), new Among("tzale", 159, 1), new Among("gile", -1, 1), new Among("eme", -1, 1), new Among("kume", -1, 1), new Among("ne", -1, 1), new Among("zione", 164, 1), new Among("une", 164, 1), new Among("gune", 166, 1), new Among("pe", -1, 1), new Among("aurre", -1, 1), new Among("te", -1, 1), new Among("kote", 170, 1), new Among("arte", 170, 1), new Among("oste", 170, 1), new Among("etxe", -1, 1), new Among("gai", -1, 1), new Among("di", -1, 1), new Among("aldi", 176, 1), new Among("taldi", 177, 1), new Among("geldi", 176, 8), new Among("handi", 176, 1), new Among("mendi", 176, 1), new Among("gei", -1, 1), new Among("egi", -1, 1), new Among("degi", 183, 1), new Among("tegi", 183, 1), new Among("nahi", -1, 1), new Among("ohi", -1, 1), new Among("ki", -1, 1), new Among("toki", 188, 1), new Among("oi", -1, 1), new Among("goi", 190, 1), new Among("koi", 190, 1), new Among("ari", -1, 1), new Among("kari", 193, 1), new Among("lari", 193, 1), new Among("tari", 193, 1), new Among("garri", -1, 2), new Among("larri", -1, 1), new Among("kirri", -1, 1), new Among("duri", -1, 1), new Among("asi", -1, 1), new Among("ti", -1, 1), new Among("ontzi", -1, 1), new Among("\xF1i", -1, 1), new Among("ak", -1, 1), new Among("ek", -1, 1), new Among("tarik", -1, 1), new Among("gibel", -1, 1), new Among("ail", -1, 1), new Among("kail", 209, 1), new Among("kan", -1, 1), new Among("tan", -1, 1), new Among("etan", 212, 1), new Among("en", -1, 4), new Among("ren", 214, 2), new Among("garren", 215, 1), new Among("gerren", 215, 1), new Among("urren", 215, 1), new Among("ten", 214, 4), new Among("tzen", 214, 4), new Among("zain", -1, 1), new Among("tzain", 221, 1), new Among("kin", -1, 1), new Among("min", -1, 1), new Among("dun", -1, 1), new Among("asun", -1, 1), new Among("tasun", 226, 1), new Among("aizun", -1, 1), new Among("ondo", -1, 1), new Among("kondo", 229, 1), new Among("go", -1, 1), new Among("ngo", 231, 1), new Among("zio", -1, 1), new Among("ko", -1, 1), new Among("trako", 234, 5), new Among("tako", 234, 1), new Among("etako", 236, 1), new Among("eko", 234, 1), new Among("tariko", 234, 1), new Among("sko", 234, 1), new Among("tuko", 234, 1), new Among("minutuko", 241, 6), new Among("zko", 234, 1), new Among("no", -1, 1), new Among("zino", 244, 1), new Among("ro", -1, 1), new Among("aro", 246, 1), new Among("igaro", 247, 9), new Among("taro", 247, 1), new Among("zaro", 247, 1), new Among("ero", 246, 1), new Among("giro", 246, 1), new Among("oro", 246, 1), new Among("oso", -1, 1), new Among("to", -1, 1), new Among("tto", 255, 1), new Among("zto", 255, 1), new Among("txo", -1, 1), new Among("tzo", -1, 1), new Among("gintzo", 259, 1), new Among("\xF1o", -1, 1), new Among("zp", -1, 1), new Among("ar", -1, 1), new Among("dar", 263, 1), new Among("behar", 263, 1), new Among("zehar", 263, 7), new Among("liar", 263, 1), new Among("tiar", 263, 1), new Among("tar", 263, 1), new Among("tzar", 263, 1), new Among("or", -1, 2), new Among("kor", 271, 1), new Among("os", -1, 1), new Among("ket", -1, 1), new Among("du", -1, 1), new Among("mendu", 275, 1), new Among("ordu", 275, 1), new Among("leku", -1, 1), new Among("buru", -1, 2), new Among("duru", -1, 1), new Among("tsu", -1, 1), new Among("tu", -1, 1), new Among("tatu", 282, 4), new Among("mentu", 282, 1), new Among("estu", 282, 1), new Among("txu", -1, 1), new Among("zu", -1, 1), new Among("tzu", 287, 1), new Among("gintzu", 288, 1), new Among("z", -1, 1), new Among("ez", 290, 1), new Among("eroz", 290, 1), new Among("tz", 290, 1), new Among("koitz", 293, 1)];
          }
        }, {
          key: "a_2",
          get: function get() {
            delete basqueStemmer2.a_2;
            return basqueStemmer2.a_2 = [new Among("zlea", -1, 2), new Among("keria", -1, 1), new Among("la", -1, 1), new Among("era", -1, 1), new Among("dade", -1, 1), new Among("tade", -1, 1), new Among("date", -1, 1), new Among("tate", -1, 1), new Among("gi", -1, 1), new Among("ki", -1, 1), new Among("ik", -1, 1), new Among("lanik", 10, 1), new Among("rik", 10, 1), new Among("larik", 12, 1), new Among("ztik", 10, 1), new Among("go", -1, 1), new Among("ro", -1, 1), new Among("ero", 16, 1), new Among("to", -1, 1)];
          }
        }, {
          key: "g_v",
          get: function get() {
            delete basqueStemmer2.g_v;
            return basqueStemmer2.g_v = [17, 65, 16];
          }
        }]);
        return basqueStemmer2;
      })(SnowballStemmer);
      var catalanStemmer = (function(_SnowballStemmer4) {
        _inherits(catalanStemmer2, _SnowballStemmer4);
        function catalanStemmer2() {
          _classCallCheck(this, catalanStemmer2);
          return _possibleConstructorReturn(this, Object.getPrototypeOf(catalanStemmer2).apply(this, arguments));
        }
        _createClass(catalanStemmer2, [{
          key: "r_mark_regions$esjava$0",
          value: function r_mark_regions$esjava$0() {
            var v_1 = void 0;
            this.I_p1 = this.limit;
            this.I_p2 = this.limit;
            v_1 = this.cursor;
            lab0: do {
              golab1: while (true) {
                lab2: do {
                  if (!this.in_grouping$esjava$3(catalanStemmer2.g_v, 97, 252)) {
                    break lab2;
                  }
                  break golab1;
                } while (false);
                if (this.cursor >= this.limit) {
                  break lab0;
                }
                this.cursor++;
              }
              golab3: while (true) {
                lab4: do {
                  if (!this.out_grouping$esjava$3(catalanStemmer2.g_v, 97, 252)) {
                    break lab4;
                  }
                  break golab3;
                } while (false);
                if (this.cursor >= this.limit) {
                  break lab0;
                }
                this.cursor++;
              }
              this.I_p1 = this.cursor;
              golab5: while (true) {
                lab6: do {
                  if (!this.in_grouping$esjava$3(catalanStemmer2.g_v, 97, 252)) {
                    break lab6;
                  }
                  break golab5;
                } while (false);
                if (this.cursor >= this.limit) {
                  break lab0;
                }
                this.cursor++;
              }
              golab7: while (true) {
                lab8: do {
                  if (!this.out_grouping$esjava$3(catalanStemmer2.g_v, 97, 252)) {
                    break lab8;
                  }
                  break golab7;
                } while (false);
                if (this.cursor >= this.limit) {
                  break lab0;
                }
                this.cursor++;
              }
              this.I_p2 = this.cursor;
            } while (false);
            this.cursor = v_1;
            return true;
          }
        }, {
          key: "r_cleaning$esjava$0",
          value: function r_cleaning$esjava$0() {
            var among_var = void 0;
            var v_1 = void 0;
            replab0: while (true) {
              v_1 = this.cursor;
              lab1: do {
                this.bra = this.cursor;
                among_var = this.find_among$esjava$1(catalanStemmer2.a_0);
                if (among_var === 0) {
                  break lab1;
                }
                this.ket = this.cursor;
                switch (among_var) {
                  case 0:
                    break lab1;
                  case 1:
                    this.slice_from$esjava$1("a");
                    break;
                  case 2:
                    this.slice_from$esjava$1("a");
                    break;
                  case 3:
                    this.slice_from$esjava$1("e");
                    break;
                  case 4:
                    this.slice_from$esjava$1("e");
                    break;
                  case 5:
                    this.slice_from$esjava$1("i");
                    break;
                  case 6:
                    this.slice_from$esjava$1("i");
                    break;
                  case 7:
                    this.slice_from$esjava$1("o");
                    break;
                  case 8:
                    this.slice_from$esjava$1("o");
                    break;
                  case 9:
                    this.slice_from$esjava$1("u");
                    break;
                  case 10:
                    this.slice_from$esjava$1("u");
                    break;
                  case 11:
                    this.slice_from$esjava$1("i");
                    break;
                  case 12:
                    this.slice_from$esjava$1(".");
                    break;
                  case 13:
                    if (this.cursor >= this.limit) {
                      break lab1;
                    }
                    this.cursor++;
                    break;
                }
                continue replab0;
              } while (false);
              this.cursor = v_1;
              break replab0;
            }
            return true;
          }
        }, {
          key: "r_R1$esjava$0",
          value: function r_R1$esjava$0() {
            if (!(this.I_p1 <= this.cursor)) {
              return false;
            }
            return true;
          }
        }, {
          key: "r_R2$esjava$0",
          value: function r_R2$esjava$0() {
            if (!(this.I_p2 <= this.cursor)) {
              return false;
            }
            return true;
          }
        }, {
          key: "r_attached_pronoun$esjava$0",
          value: function r_attached_pronoun$esjava$0() {
            var among_var = void 0;
            this.ket = this.cursor;
            among_var = this.find_among_b$esjava$1(catalanStemmer2.a_1);
            if (among_var === 0) {
              return false;
            }
            this.bra = this.cursor;
            switch (among_var) {
              case 0:
                return false;
              case 1:
                if (!this.r_R1$esjava$0()) {
                  return false;
                }
                this.slice_del$esjava$0();
                break;
            }
            return true;
          }
        }, {
          key: "r_standard_suffix$esjava$0",
          value: function r_standard_suffix$esjava$0() {
            var among_var = void 0;
            this.ket = this.cursor;
            among_var = this.find_among_b$esjava$1(catalanStemmer2.a_2);
            if (among_var === 0) {
              return false;
            }
            this.bra = this.cursor;
            switch (among_var) {
              case 0:
                return false;
              case 1:
                if (!this.r_R1$esjava$0()) {
                  return false;
                }
                this.slice_del$esjava$0();
                break;
              case 2:
                if (!this.r_R2$esjava$0()) {
                  return false;
                }
                this.slice_del$esjava$0();
                break;
              case 3:
                if (!this.r_R2$esjava$0()) {
                  return false;
                }
                this.slice_from$esjava$1("log");
                break;
              case 4:
                if (!this.r_R2$esjava$0()) {
                  return false;
                }
                this.slice_from$esjava$1("ic");
                break;
              case 5:
                if (!this.r_R1$esjava$0()) {
                  return false;
                }
                this.slice_from$esjava$1("c");
                break;
            }
            return true;
          }
        }, {
          key: "r_verb_suffix$esjava$0",
          value: function r_verb_suffix$esjava$0() {
            var among_var = void 0;
            this.ket = this.cursor;
            among_var = this.find_among_b$esjava$1(catalanStemmer2.a_3);
            if (among_var === 0) {
              return false;
            }
            this.bra = this.cursor;
            switch (among_var) {
              case 0:
                return false;
              case 1:
                if (!this.r_R1$esjava$0()) {
                  return false;
                }
                this.slice_del$esjava$0();
                break;
              case 2:
                if (!this.r_R2$esjava$0()) {
                  return false;
                }
                this.slice_del$esjava$0();
                break;
            }
            return true;
          }
        }, {
          key: "r_residual_suffix$esjava$0",
          value: function r_residual_suffix$esjava$0() {
            var among_var = void 0;
            this.ket = this.cursor;
            among_var = this.find_among_b$esjava$1(catalanStemmer2.a_4);
            if (among_var === 0) {
              return false;
            }
            this.bra = this.cursor;
            switch (among_var) {
              case 0:
                return false;
              case 1:
                if (!this.r_R1$esjava$0()) {
                  return false;
                }
                this.slice_del$esjava$0();
                break;
              case 2:
                if (!this.r_R1$esjava$0()) {
                  return false;
                }
                this.slice_from$esjava$1("ic");
                break;
            }
            return true;
          }
        }, {
          key: "stem$esjava$0",
          value: function stem$esjava$0() {
            var v_1 = void 0;
            var v_2 = void 0;
            var v_3 = void 0;
            var v_4 = void 0;
            var v_5 = void 0;
            var v_6 = void 0;
            v_1 = this.cursor;
            lab0: do {
              if (!this.r_mark_regions$esjava$0()) {
                break lab0;
              }
            } while (false);
            this.cursor = v_1;
            this.limit_backward = this.cursor;
            this.cursor = this.limit;
            v_2 = this.limit - this.cursor;
            lab1: do {
              if (!this.r_attached_pronoun$esjava$0()) {
                break lab1;
              }
            } while (false);
            this.cursor = this.limit - v_2;
            v_3 = this.limit - this.cursor;
            lab2: do {
              lab3: do {
                v_4 = this.limit - this.cursor;
                lab4: do {
                  if (!this.r_standard_suffix$esjava$0()) {
                    break lab4;
                  }
                  break lab3;
                } while (false);
                this.cursor = this.limit - v_4;
                if (!this.r_verb_suffix$esjava$0()) {
                  break lab2;
                }
              } while (false);
            } while (false);
            this.cursor = this.limit - v_3;
            v_5 = this.limit - this.cursor;
            lab5: do {
              if (!this.r_residual_suffix$esjava$0()) {
                break lab5;
              }
            } while (false);
            this.cursor = this.limit - v_5;
            this.cursor = this.limit_backward;
            v_6 = this.cursor;
            lab6: do {
              if (!this.r_cleaning$esjava$0()) {
                break lab6;
              }
            } while (false);
            this.cursor = v_6;
            return true;
          }
        }, {
          key: "stem",
          value: function stem() {
            var _get28;
            for (var _len27 = arguments.length, args = Array(_len27), _key27 = 0; _key27 < _len27; _key27++) {
              args[_key27] = arguments[_key27];
            }
            switch (args.length) {
              case 0:
                return this.stem$esjava$0.apply(this, args);
            }
            return (_get28 = _get(Object.getPrototypeOf(catalanStemmer2.prototype), "stem", this)).call.apply(_get28, [this].concat(args));
          }
        }, {
          key: "I_p2",
          get: function get() {
            return Object.prototype.hasOwnProperty.call(this, "_$esjava$I_p2") ? this._$esjava$I_p2 : this._$esjava$I_p2 = 0;
          },
          set: function set(v) {
            this._$esjava$I_p2 = v;
          }
        }, {
          key: "I_p1",
          get: function get() {
            return Object.prototype.hasOwnProperty.call(this, "_$esjava$I_p1") ? this._$esjava$I_p1 : this._$esjava$I_p1 = 0;
          },
          set: function set(v) {
            this._$esjava$I_p1 = v;
          }
        }], [{
          key: "a_0",
          get: function get() {
            delete catalanStemmer2.a_0;
            return catalanStemmer2.a_0 = [new Among("", -1, 13), new Among("\xB7", 0, 12), new Among("\xE0", 0, 2), new Among("\xE1", 0, 1), new Among("\xE8", 0, 4), new Among("\xE9", 0, 3), new Among("\xEC", 0, 6), new Among("\xED", 0, 5), new Among("\xEF", 0, 11), new Among("\xF2", 0, 8), new Among("\xF3", 0, 7), new Among("\xFA", 0, 9), new Among("\xFC", 0, 10)];
          }
        }, {
          key: "a_1",
          get: function get() {
            delete catalanStemmer2.a_1;
            return catalanStemmer2.a_1 = [new Among("la", -1, 1), new Among("-la", 0, 1), new Among("sela", 0, 1), new Among("le", -1, 1), new Among("me", -1, 1), new Among("-me", 4, 1), new Among("se", -1, 1), new Among("-te", -1, 1), new Among("hi", -1, 1), new Among("'hi", 8, 1), new Among("li", -1, 1), new Among("-li", 10, 1), new Among("'l", -1, 1), new Among("'m", -1, 1), new Among("-m", -1, 1), new Among("'n", -1, 1), new Among("-n", -1, 1), new Among("ho", -1, 1), new Among("'ho", 17, 1), new Among("lo", -1, 1), new Among("selo", 19, 1), new Among("'s", -1, 1), new Among("las", -1, 1), new Among("selas", 22, 1), new Among("les", -1, 1), new Among("-les", 24, 1), new Among("'ls", -1, 1), new Among("-ls", -1, 1), new Among("'ns", -1, 1), new Among("-ns", -1, 1), new Among("ens", -1, 1), new Among("los", -1, 1), new Among("selos", 31, 1), new Among("nos", -1, 1), new Among("-nos", 33, 1), new Among("vos", -1, 1), new Among("us", -1, 1), new Among("-us", 36, 1), new Among("'t", -1, 1)];
          }
        }, {
          key: "a_2",
          get: function get() {
            delete catalanStemmer2.a_2;
            return catalanStemmer2.a_2 = [new Among("ica", -1, 4), new Among("l\xF3gica", 0, 3), new Among("enca", -1, 1), new Among("ada", -1, 2), new Among("ancia", -1, 1), new Among("encia", -1, 1), new Among("\xE8ncia", -1, 1), new Among("\xEDcia", -1, 1), new Among("logia", -1, 3), new Among("inia", -1, 1), new Among("\xEDinia", 9, 1), new Among("eria", -1, 1), new Among("\xE0ria", -1, 1), new Among("at\xF2ria", -1, 1), new Among("alla", -1, 1), new Among("ella", -1, 1), new Among("\xEDvola", -1, 1), new Among("ima", -1, 1), new Among("\xEDssima", 17, 1), new Among("qu\xEDssima", 18, 5), new Among("ana", -1, 1), new Among("ina", -1, 1), new Among("era", -1, 1), new Among("sfera", 22, 1), new Among("ora", -1, 1), new Among("dora", 24, 1), new Among("adora", 25, 1), new Among("adura", -1, 1), new Among("esa", -1, 1), new Among("osa", -1, 1), new Among("assa", -1, 1), new Among("essa", -1, 1), new Among("issa", -1, 1), new Among("eta", -1, 1), new Among("ita", -1, 1), new Among("ota", -1, 1), new Among("ista", -1, 1), new Among("ialista", 36, 1), new Among("ionista", 36, 1), new Among("iva", -1, 1), new Among("ativa", 39, 1), new Among("n\xE7a", -1, 1), new Among("log\xEDa", -1, 3), new Among("ic", -1, 4), new Among("\xEDstic", 43, 1), new Among("enc", -1, 1), new Among("esc", -1, 1), new Among("ud", -1, 1), new Among("atge", -1, 1), new Among("ble", -1, 1), new Among("able", 49, 1), new Among("ible", 49, 1), new Among("isme", -1, 1), new Among("ialisme", 52, 1), new Among("ionisme", 52, 1), new Among("ivisme", 52, 1), new Among("aire", -1, 1), new Among("icte", -1, 1), new Among("iste", -1, 1), new Among("ici", -1, 1), new Among("\xEDci", -1, 1), new Among("logi", -1, 3), new Among("ari", -1, 1), new Among("tori", -1, 1), new Among("al", -1, 1), new Among("il", -1, 1), new Among("all", -1, 1), new Among("ell", -1, 1), new Among("\xEDvol", -1, 1), new Among("isam", -1, 1), new Among("issem", -1, 1), new Among("\xECssem", -1, 1), new Among("\xEDssem", -1, 1), new Among("\xEDssim", -1, 1), new Among("qu\xEDssim", 73, 5), new Among("amen", -1, 1), new Among("\xECssin", -1, 1), new Among("ar", -1, 1), new Among("ificar", 77, 1), new Among("egar", 77, 1), new Among("ejar", 77, 1), new Among("itar", 77, 1), new Among("itzar", 77, 1), new Among("fer", -1, 1), new Among("or", -1, 1), new Among("dor", 84, 1), new Among("dur", -1, 1), new Among("doras", -1, 1), new Among("ics", -1, 4), new Among("l\xF3gics", 88, 3), new Among("uds", -1, 1), new Among("nces", -1, 1), new Among("ades", -1, 2), new Among("ancies", -1, 1), new Among("encies", -1, 1), new Among("\xE8ncies", -1, 1), new Among("\xEDcies", -1, 1), new Among("logies", -1, 3), new Among("inies", -1, 1), new Among("\xEDnies", -1, 1), new Among("eries", -1, 1), new Among("\xE0ries", -1, 1), new Among("at\xF2ries", -1, 1), new Among("bles", -1, 1), new Among("ables", 103, 1), new Among("ibles", 103, 1), new Among("imes", -1, 1), new Among("\xEDssimes", 106, 1), new Among("qu\xEDssimes", 107, 5), new Among("formes", -1, 1), new Among("ismes", -1, 1), new Among("ialismes", 110, 1), new Among("ines", -1, 1), new Among("eres", -1, 1), new Among("ores", -1, 1), new Among("dores", 114, 1), new Among("idores", 115, 1), new Among("dures", -1, 1), new Among("eses", -1, 1), new Among("oses", -1, 1), new Among("asses", -1, 1), new Among("ictes", -1, 1), new Among("ites", -1, 1), new Among("otes", -1, 1), new Among("istes", -1, 1), new Among("ialistes", 124, 1), new Among("ionistes", 124, 1), new Among("iques", -1, 4), new Among("l\xF3giques", 127, 3), new Among("ives", -1, 1), new Among("atives", 129, 1), new Among("log\xEDes", -1, 3), new Among("alleng\xFCes", -1, 1), new Among("icis", -1, 1), new Among("\xEDcis", -1, 1), new Among("logis", -1, 3), new Among("aris", -1, 1), new Among("toris", -1, 1), new Among("ls", -1, 1), new Among("als", 138, 1), new Among("ells", 138, 1), new Among("ims", -1, 1), new Among("\xEDssims", 141, 1), new Among("qu\xEDssims", 142, 5), new Among("ions", -1, 1), new Among("cions", 144, 1), new Among("acions", 145, 2), new Among("esos", -1, 1), new Among("osos", -1, 1), new Among("assos", -1, 1), new Among("issos", -1, 1), new Among("ers", -1, 1), new Among("ors", -1, 1), new Among("dors", 152, 1), new Among("adors", 153, 1), new Among("idors", 153, 1), new Among("ats", -1, 1), new Among("itats", 156, 1), new Among("bilitats", 157, 1), new Among("ivitats", 157, 1), new Among("ativitats", 159, 1), new Among("\xEFtats", 156, 1), new Among("ets", -1, 1), new Among("ants", -1, 1), new Among("ents", -1, 1), new Among("ments", 164, 1), new Among("aments", 165, 1), new Among("ots", -1, 1), new Among("uts", -1, 1), new Among("ius", -1, 1), new Among("trius", 169, 1), new Among("atius", 169, 1), new Among("\xE8s", -1, 1), new Among("\xE9s", -1, 1), new Among("\xEDs", -1, 1), new Among("d\xEDs", 174, 1), new Among("\xF3s", -1, 1), new Among("itat", -1, 1), new Among("bilitat", 177, 1), new Among("ivitat", 177, 1), new Among("ativitat", 179, 1), new Among("\xEFtat", -1, 1), new Among("et", -1, 1), new Among("ant", -1, 1), new Among("ent", -1, 1), new Among("ient", 184, 1), new Among("ment", 184, 1), new Among("ament", 186, 1), new Among("isament", 187, 1), new Among("ot", -1, 1), new Among("isseu", -1, 1), new Among("\xECsseu", -1, 1), new Among("\xEDsseu", -1, 1), new Among("triu", -1, 1), new Among("\xEDssiu", -1, 1), new Among("atiu", -1, 1), new Among("\xF3", -1, 1), new Among("i\xF3", 196, 1), new Among("ci\xF3", 197, 1), new Among("aci\xF3", 198, 1)];
          }
        }, {
          key: "a_3",
          get: function get() {
            delete catalanStemmer2.a_3;
            return catalanStemmer2.a_3 = [new Among("aba", -1, 1), new Among("esca", -1, 1), new Among("isca", -1, 1), new Among("\xEFsca", -1, 1), new Among("ada", -1, 1), new Among("ida", -1, 1), new Among("uda", -1, 1), new Among("\xEFda", -1, 1), new Among("ia", -1, 1), new Among("aria", 8, 1), new Among("iria", 8, 1), new Among("ara", -1, 1), new Among("iera", -1, 1), new Among("ira", -1, 1), new Among("adora", -1, 1), new Among("\xEFra", -1, 1), new Among("ava", -1, 1), new Among("ixa", -1, 1), new Among("itza", -1, 1), new Among("\xEDa", -1, 1), new Among("ar\xEDa", 19, 1), new Among("er\xEDa", 19, 1), new Among("ir\xEDa", 19, 1), new Among("\xEFa", -1, 1), new Among("isc", -1, 1), new Among("\xEFsc", -1, 1), new Among("ad", -1, 1), new Among("ed", -1, 1), new Among("id", -1, 1), new Among("ie", -1, 1), new Among("re", -1, 1), new Among("dre", 30, 1), new Among("ase", -1, 1), new Among("iese", -1, 1), new Among("aste", -1, 1), new Among("iste", -1, 1), new Among("ii", -1, 1), new Among("ini", -1, 1), new Among("esqui", -1, 1), new Among("eixi", -1, 1), new Among("itzi", -1, 1), new Among("am", -1, 1), new Among("em", -1, 1), new Among("arem", 42, 1), new Among("irem", 42, 1), new Among("\xE0rem", 42, 1), new Among("\xEDrem", 42, 1), new Among("\xE0ssem", 42, 1), new Among("\xE9ssem", 42, 1), new Among("iguem", 42, 1), new Among("\xEFguem", 42, 1), new Among("avem", 42, 1), new Among("\xE0vem", 42, 1), new Among("\xE1vem", 42, 1), new Among("ir\xECem", 42, 1), new Among("\xEDem", 42, 1), new Among("ar\xEDem", 55, 1), new Among("ir\xEDem", 55, 1), new Among("assim", -1, 1), new Among("essim", -1, 1), new Among("issim", -1, 1), new Among("\xE0ssim", -1, 1), new Among("\xE8ssim", -1, 1), new Among("\xE9ssim", -1, 1), new Among("\xEDssim", -1, 1), new Among("\xEFm", -1, 1), new Among("an", -1, 1), new Among("aban", 66, 1), new Among("arian", 66, 1), new Among("aran", 66, 1), new Among("ieran", 66, 1), new Among("iran", 66, 1), new Among("\xEDan", 66, 1), new Among("ar\xEDan", 72, 1), new Among("er\xEDan", 72, 1), new Among("ir\xEDan", 72, 1), new Among("en", -1, 1), new Among("ien", 76, 1), new Among("arien", 77, 1), new Among("irien", 77, 1), new Among("aren", 76, 1), new Among("eren", 76, 1), new Among("iren", 76, 1), new Among("\xE0ren", 76, 1), new Among("\xEFren", 76, 1), new Among("asen", 76, 1), new Among("iesen", 76, 1), new Among("assen", 76, 1), new Among("essen", 76, 1), new Among("issen", 76, 1), new Among("\xE9ssen", 76, 1), new Among("\xEFssen", 76, 1), new Among("esquen", 76, 1), new Among("isquen", 76, 1), new Among("\xEFsquen", 76, 1), new Among("aven", 76, 1), new Among("ixen", 76, 1), new Among("eixen", 96, 1), new Among("\xEFxen", 76, 1), new Among("\xEFen", 76, 1), new Among("in", -1, 1), new Among("inin", 100, 1), new Among("sin", 100, 1), new Among("isin", 102, 1), new Among("assin", 102, 1), new Among("essin", 102, 1), new Among("issin", 102, 1), new Among("\xEFssin", 102, 1), new Among("esquin", 100, 1), new Among("eixin", 100, 1), new Among("aron", -1, 1), new Among("ieron", -1, 1), new Among("ar\xE1n", -1, 1), new Among("er\xE1n", -1, 1), new Among("ir\xE1n", -1, 1), new Among("i\xEFn", -1, 1), new Among("ado", -1, 1), new Among("ido", -1, 1), new Among("ando", -1, 2), new Among("iendo", -1, 1), new Among("io", -1, 1), new Among("ixo", -1, 1), new Among("eixo", 121, 1), new Among("\xEFxo", -1, 1), new Among("itzo", -1, 1), new Among("ar", -1, 1), new Among("tzar", 125, 1), new Among("er", -1, 1), new Among("eixer", 127, 1), new Among("ir", -1, 1), new Among("ador", -1, 1), new Among("as", -1, 1), new Among("abas", 131, 1), new Among("adas", 131, 1), new Among("idas", 131, 1), new Among("aras", 131, 1), new Among("ieras", 131, 1), new Among("\xEDas", 131, 1), new Among("ar\xEDas", 137, 1), new Among("er\xEDas", 137, 1), new Among("ir\xEDas", 137, 1), new Among("ids", -1, 1), new Among("es", -1, 1), new Among("ades", 142, 1), new Among("ides", 142, 1), new Among("udes", 142, 1), new Among("\xEFdes", 142, 1), new Among("atges", 142, 1), new Among("ies", 142, 1), new Among("aries", 148, 1), new Among("iries", 148, 1), new Among("ares", 142, 1), new Among("ires", 142, 1), new Among("adores", 142, 1), new Among("\xEFres", 142, 1), new Among("ases", 142, 1), new Among("ieses", 142, 1), new Among("asses", 142, 1), new Among("esses", 142, 1), new Among("isses", 142, 1), new Among("\xEFsses", 142, 1), new Among("ques", 142, 1), new Among("esques", 161, 1), new Among("\xEFsques", 161, 1), new Among("aves", 142, 1), new Among("ixes", 142, 1), new Among("eixes", 165, 1), new Among("\xEFxes", 142, 1), new Among("\xEFes", 142, 1), new Among("abais", -1, 1), new Among("arais", -1, 1), new Among("ierais", -1, 1), new Among("\xEDais", -1, 1), new Among("ar\xEDais", 172, 1), new Among("er\xEDais", 172, 1), new Among("ir\xEDais", 172, 1), new Among("aseis", -1, 1), new Among("ieseis", -1, 1), new Among("asteis", -1, 1), new Among("isteis", -1, 1), new Among("inis", -1, 1), new Among("sis", -1, 1), new Among("isis", 181, 1), new Among("assis", 181, 1), new Among("essis", 181, 1), new Among("issis", 181, 1), new Among("\xEFssis", 181, 1), new Among("esquis", -1, 1), new Among("eixis", -1, 1), new Among("itzis", -1, 1), new Among("\xE1is", -1, 1), new Among("ar\xE9is", -1, 1), new Among("er\xE9is", -1, 1), new Among("ir\xE9is", -1, 1), new Among("ams", -1, 1), new Among("ados", -1, 1), new Among("idos", -1, 1), new Among("amos", -1, 1), new Among("\xE1bamos", 197, 1), new Among("\xE1ramos", 197, 1), new Among("i\xE9ramos", 197, 1), new Among("\xEDamos", 197, 1), new Among("ar\xEDamos", 201, 1), new Among("er\xEDamos", 201, 1), new Among("ir\xEDamos", 201, 1), new Among("aremos", -1, 1), new Among("eremos", -1, 1), new Among("iremos", -1, 1), new Among("\xE1semos", -1, 1), new Among("i\xE9semos", -1, 1), new Among("imos", -1, 1), new Among("adors", -1, 1), new Among("ass", -1, 1), new Among("erass", 212, 1), new Among("ess", -1, 1), new Among("ats", -1, 1), new Among("its", -1, 1), new Among("ents", -1, 1), new Among("\xE0s", -1, 1), new Among("ar\xE0s", 218, 1), new Among("ir\xE0s", 218, 1), new Among("ar\xE1s", -1, 1), new Among("er\xE1s", -1, 1), new Among("ir\xE1s", -1, 1), new Among("\xE9s", -1, 1), new Among("ar\xE9s", 224, 1), new Among("\xEDs", -1, 1), new Among("i\xEFs", -1, 1), new Among("at", -1, 1), new Among("it", -1, 1), new Among("ant", -1, 1), new Among("ent", -1, 1), new Among("int", -1, 1), new Among("ut", -1, 1), new Among("\xEFt", -1, 1), new Among("au", -1, 1), new Among("erau", 235, 1), new Among("ieu", -1, 1), new Among("ineu", -1, 1), new Among("areu", -1, 1), new Among("ireu", -1, 1), new Among("\xE0reu", -1, 1), new Among("\xEDreu", -1, 1), new Among("asseu", -1, 1), new Among("esseu", -1, 1), new Among("eresseu", 244, 1), new Among("\xE0sseu", -1, 1), new Among("\xE9sseu", -1, 1), new Among("igueu", -1, 1), new Among("\xEFgueu", -1, 1), new Among("\xE0veu", -1, 1), new Among("\xE1veu", -1, 1), new Among("itzeu", -1, 1), new Among("\xECeu", -1, 1), new Among("ir\xECeu", 253, 1), new Among("\xEDeu", -1, 1), new Among("ar\xEDeu", 255, 1), new Among("ir\xEDeu", 255, 1), new Among("assiu", -1, 1), new Among("issiu", -1, 1), new Among("\xE0ssiu", -1, 1), new Among("\xE8ssiu", -1, 1), new Among("\xE9ssiu", -1, 1), new Among("\xEDssiu", -1, 1), new Among("\xEFu", -1, 1), new Among("ix", -1, 1), new Among("eix", 265, 1), new Among("\xEFx", -1, 1), new Among("itz", -1, 1), new Among("i\xE0", -1, 1), new Among("ar\xE0", -1, 1), new Among("ir\xE0", -1, 1), new Among("itz\xE0", -1, 1), new Among("ar\xE1", -1, 1), new Among("er\xE1", -1, 1), new Among("ir\xE1", -1, 1), new Among("ir\xE8", -1, 1), new Among("ar\xE9", -1, 1), new Among("er\xE9", -1, 1), new Among("ir\xE9", -1, 1), new Among("\xED", -1, 1), new Among("i\xEF", -1, 1), new Among("i\xF3", -1, 1)];
          }
        }, {
          key: "a_4",
          get: function get() {
            delete catalanStemmer2.a_4;
            return catalanStemmer2.a_4 = [new Among("a", -1, 1), new Among("e", -1, 1), new Among("i", -1, 1), new Among("\xEFn", -1, 1), new Among("o", -1, 1), new Among("ir", -1, 1), new Among("s", -1, 1), new Among("is", 6, 1), new Among("os", 6, 1), new Among("\xEFs", 6, 1), new Among("it", -1, 1), new Among("eu", -1, 1), new Among("iu", -1, 1), new Among("iqu", -1, 2), new Among("itz", -1, 1), new Among("\xE0", -1, 1), new Among("\xE1", -1, 1), new Among("\xE9", -1, 1), new Among("\xEC", -1, 1), new Among("\xED", -1, 1), new Among("\xEF", -1, 1), new Among("\xF3", -1, 1)];
          }
        }, {
          key: "g_v",
          get: function get() {
            delete catalanStemmer2.g_v;
            return catalanStemmer2.g_v = [17, 65, 16, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 128, 129, 81, 6, 10];
          }
        }]);
        return catalanStemmer2;
      })(SnowballStemmer);
      var czechStemmer = (function(_SnowballStemmer5) {
        _inherits(czechStemmer2, _SnowballStemmer5);
        function czechStemmer2() {
          _classCallCheck(this, czechStemmer2);
          return _possibleConstructorReturn(this, Object.getPrototypeOf(czechStemmer2).apply(this, arguments));
        }
        _createClass(czechStemmer2, [{
          key: "r_mark_regions$esjava$0",
          value: function r_mark_regions$esjava$0() {
            var v_1 = void 0;
            this.I_pV = this.limit;
            this.I_p1 = this.limit;
            v_1 = this.cursor;
            lab0: do {
              golab1: while (true) {
                lab2: do {
                  if (!this.out_grouping$esjava$3(czechStemmer2.g_v, 97, 367)) {
                    break lab2;
                  }
                  break golab1;
                } while (false);
                if (this.cursor >= this.limit) {
                  break lab0;
                }
                this.cursor++;
              }
              this.I_pV = this.cursor;
              golab3: while (true) {
                lab4: do {
                  if (!this.out_grouping$esjava$3(czechStemmer2.g_v, 97, 367)) {
                    break lab4;
                  }
                  break golab3;
                } while (false);
                if (this.cursor >= this.limit) {
                  break lab0;
                }
                this.cursor++;
              }
              golab5: while (true) {
                lab6: do {
                  if (!this.in_grouping$esjava$3(czechStemmer2.g_v, 97, 367)) {
                    break lab6;
                  }
                  break golab5;
                } while (false);
                if (this.cursor >= this.limit) {
                  break lab0;
                }
                this.cursor++;
              }
              this.I_p1 = this.cursor;
            } while (false);
            this.cursor = v_1;
            return true;
          }
        }, {
          key: "r_RV$esjava$0",
          value: function r_RV$esjava$0() {
            if (!(this.I_pV <= this.cursor)) {
              return false;
            }
            return true;
          }
        }, {
          key: "r_R1$esjava$0",
          value: function r_R1$esjava$0() {
            if (!(this.I_p1 <= this.cursor)) {
              return false;
            }
            return true;
          }
        }, {
          key: "r_palatalise$esjava$0",
          value: function r_palatalise$esjava$0() {
            var among_var = void 0;
            this.ket = this.cursor;
            among_var = this.find_among_b$esjava$1(czechStemmer2.a_0);
            if (among_var === 0) {
              return false;
            }
            this.bra = this.cursor;
            if (!this.r_RV$esjava$0()) {
              return false;
            }
            switch (among_var) {
              case 0:
                return false;
              case 1:
                this.slice_from$esjava$1("k");
                break;
              case 2:
                this.slice_from$esjava$1("h");
                break;
              case 3:
                this.slice_from$esjava$1("ck");
                break;
              case 4:
                this.slice_from$esjava$1("sk");
                break;
            }
            return true;
          }
        }, {
          key: "r_do_possessive$esjava$0",
          value: function r_do_possessive$esjava$0() {
            var among_var = void 0;
            var v_1 = void 0;
            this.ket = this.cursor;
            among_var = this.find_among_b$esjava$1(czechStemmer2.a_1);
            if (among_var === 0) {
              return false;
            }
            this.bra = this.cursor;
            if (!this.r_RV$esjava$0()) {
              return false;
            }
            switch (among_var) {
              case 0:
                return false;
              case 1:
                this.slice_del$esjava$0();
                break;
              case 2:
                this.slice_del$esjava$0();
                v_1 = this.limit - this.cursor;
                lab0: do {
                  if (!this.r_palatalise$esjava$0()) {
                    this.cursor = this.limit - v_1;
                    break lab0;
                  }
                } while (false);
                break;
            }
            return true;
          }
        }, {
          key: "r_do_case$esjava$0",
          value: function r_do_case$esjava$0() {
            var among_var = void 0;
            var v_1 = void 0;
            var v_2 = void 0;
            this.ket = this.cursor;
            among_var = this.find_among_b$esjava$1(czechStemmer2.a_2);
            if (among_var === 0) {
              return false;
            }
            this.bra = this.cursor;
            switch (among_var) {
              case 0:
                return false;
              case 1:
                this.slice_del$esjava$0();
                break;
              case 2:
                this.slice_del$esjava$0();
                v_1 = this.limit - this.cursor;
                lab0: do {
                  if (!this.r_palatalise$esjava$0()) {
                    this.cursor = this.limit - v_1;
                    break lab0;
                  }
                } while (false);
                break;
              case 3:
                this.slice_from$esjava$1("e");
                v_2 = this.limit - this.cursor;
                lab1: do {
                  if (!this.r_palatalise$esjava$0()) {
                    this.cursor = this.limit - v_2;
                    break lab1;
                  }
                } while (false);
                break;
            }
            return true;
          }
        }, {
          key: "r_do_derivational$esjava$0",
          value: function r_do_derivational$esjava$0() {
            var among_var = void 0;
            this.ket = this.cursor;
            among_var = this.find_among_b$esjava$1(czechStemmer2.a_3);
            if (among_var === 0) {
              return false;
            }
            this.bra = this.cursor;
            if (!this.r_R1$esjava$0()) {
              return false;
            }
            switch (among_var) {
              case 0:
                return false;
              case 1:
                this.slice_del$esjava$0();
                break;
              case 2:
                this.slice_from$esjava$1("i");
                if (!this.r_palatalise$esjava$0()) {
                  return false;
                }
                break;
              case 3:
                this.slice_from$esjava$1("e");
                if (!this.r_palatalise$esjava$0()) {
                  return false;
                }
                break;
              case 4:
                this.slice_from$esjava$1("\xE9");
                if (!this.r_palatalise$esjava$0()) {
                  return false;
                }
                break;
              case 5:
                this.slice_from$esjava$1("\u011B");
                if (!this.r_palatalise$esjava$0()) {
                  return false;
                }
                break;
              case 6:
                this.slice_from$esjava$1("\xED");
                if (!this.r_palatalise$esjava$0()) {
                  return false;
                }
                break;
            }
            return true;
          }
        }, {
          key: "r_do_deriv_single$esjava$0",
          value: function r_do_deriv_single$esjava$0() {
            var among_var = void 0;
            this.ket = this.cursor;
            among_var = this.find_among_b$esjava$1(czechStemmer2.a_4);
            if (among_var === 0) {
              return false;
            }
            this.bra = this.cursor;
            switch (among_var) {
              case 0:
                return false;
              case 1:
                this.slice_del$esjava$0();
                break;
            }
            return true;
          }
        }, {
          key: "r_do_augmentative$esjava$0",
          value: function r_do_augmentative$esjava$0() {
            var among_var = void 0;
            this.ket = this.cursor;
            among_var = this.find_among_b$esjava$1(czechStemmer2.a_5);
            if (among_var === 0) {
              return false;
            }
            this.bra = this.cursor;
            switch (among_var) {
              case 0:
                return false;
              case 1:
                this.slice_del$esjava$0();
                break;
              case 2:
                this.slice_from$esjava$1("i");
                if (!this.r_palatalise$esjava$0()) {
                  return false;
                }
                break;
            }
            return true;
          }
        }, {
          key: "r_do_diminutive$esjava$0",
          value: function r_do_diminutive$esjava$0() {
            var among_var = void 0;
            this.ket = this.cursor;
            among_var = this.find_among_b$esjava$1(czechStemmer2.a_6);
            if (among_var === 0) {
              return false;
            }
            this.bra = this.cursor;
            switch (among_var) {
              case 0:
                return false;
              case 1:
                this.slice_del$esjava$0();
                break;
              case 2:
                this.slice_from$esjava$1("e");
                if (!this.r_palatalise$esjava$0()) {
                  return false;
                }
                break;
              case 3:
                this.slice_from$esjava$1("\xE9");
                if (!this.r_palatalise$esjava$0()) {
                  return false;
                }
                break;
              case 4:
                this.slice_from$esjava$1("i");
                if (!this.r_palatalise$esjava$0()) {
                  return false;
                }
                break;
              case 5:
                this.slice_from$esjava$1("\xED");
                if (!this.r_palatalise$esjava$0()) {
                  return false;
                }
                break;
              case 6:
                this.slice_from$esjava$1("\xE1");
                break;
              case 7:
                this.slice_from$esjava$1("a");
                break;
              case 8:
                this.slice_from$esjava$1("o");
                break;
              case 9:
                this.slice_from$esjava$1("u");
                break;
            }
            return true;
          }
        }, {
          key: "r_do_comparative$esjava$0",
          value: function r_do_comparative$esjava$0() {
            var among_var = void 0;
            this.ket = this.cursor;
            among_var = this.find_among_b$esjava$1(czechStemmer2.a_7);
            if (among_var === 0) {
              return false;
            }
            this.bra = this.cursor;
            switch (among_var) {
              case 0:
                return false;
              case 1:
                this.slice_from$esjava$1("\u011B");
                if (!this.r_palatalise$esjava$0()) {
                  return false;
                }
                break;
              case 2:
                this.slice_from$esjava$1("e");
                if (!this.r_palatalise$esjava$0()) {
                  return false;
                }
                break;
            }
            return true;
          }
        }, {
          key: "r_do_aggressive$esjava$0",
          value: function r_do_aggressive$esjava$0() {
            var v_1 = void 0;
            var v_2 = void 0;
            var v_3 = void 0;
            var v_4 = void 0;
            v_1 = this.limit - this.cursor;
            lab0: do {
              if (!this.r_do_comparative$esjava$0()) {
                break lab0;
              }
            } while (false);
            this.cursor = this.limit - v_1;
            v_2 = this.limit - this.cursor;
            lab1: do {
              if (!this.r_do_diminutive$esjava$0()) {
                break lab1;
              }
            } while (false);
            this.cursor = this.limit - v_2;
            v_3 = this.limit - this.cursor;
            lab2: do {
              if (!this.r_do_augmentative$esjava$0()) {
                break lab2;
              }
            } while (false);
            this.cursor = this.limit - v_3;
            lab3: do {
              v_4 = this.limit - this.cursor;
              lab4: do {
                if (!this.r_do_derivational$esjava$0()) {
                  break lab4;
                }
                break lab3;
              } while (false);
              this.cursor = this.limit - v_4;
              if (!this.r_do_deriv_single$esjava$0()) {
                return false;
              }
            } while (false);
            return true;
          }
        }, {
          key: "stem$esjava$0",
          value: function stem$esjava$0() {
            var v_1 = void 0;
            v_1 = this.cursor;
            lab0: do {
              if (!this.r_mark_regions$esjava$0()) {
                break lab0;
              }
            } while (false);
            this.cursor = v_1;
            this.limit_backward = this.cursor;
            this.cursor = this.limit;
            if (!this.r_do_case$esjava$0()) {
              return false;
            }
            if (!this.r_do_possessive$esjava$0()) {
              return false;
            }
            if (!this.r_do_aggressive$esjava$0()) {
              return false;
            }
            this.cursor = this.limit_backward;
            return true;
          }
        }, {
          key: "stem",
          value: function stem() {
            var _get29;
            for (var _len28 = arguments.length, args = Array(_len28), _key28 = 0; _key28 < _len28; _key28++) {
              args[_key28] = arguments[_key28];
            }
            switch (args.length) {
              case 0:
                return this.stem$esjava$0.apply(this, args);
            }
            return (_get29 = _get(Object.getPrototypeOf(czechStemmer2.prototype), "stem", this)).call.apply(_get29, [this].concat(args));
          }
        }, {
          key: "I_p1",
          get: function get() {
            return Object.prototype.hasOwnProperty.call(this, "_$esjava$I_p1") ? this._$esjava$I_p1 : this._$esjava$I_p1 = 0;
          },
          set: function set(v) {
            this._$esjava$I_p1 = v;
          }
        }, {
          key: "I_pV",
          get: function get() {
            return Object.prototype.hasOwnProperty.call(this, "_$esjava$I_pV") ? this._$esjava$I_pV : this._$esjava$I_pV = 0;
          },
          set: function set(v) {
            this._$esjava$I_pV = v;
          }
        }], [{
          key: "a_0",
          get: function get() {
            delete czechStemmer2.a_0;
            return czechStemmer2.a_0 = [new Among("ce", -1, 1), new Among("ze", -1, 2), new Among("\u017Ee", -1, 2), new Among("ci", -1, 1), new Among("\u010Dti", -1, 3), new Among("\u0161ti", -1, 4), new Among("zi", -1, 2), new Among("\u010Di", -1, 1), new Among("\u017Ei", -1, 2), new Among("\u010Dt\xE9", -1, 3), new Among("\u0161t\xE9", -1, 4), new Among("\u010D", -1, 1), new Among("\u010Dt\u011B", -1, 3), new Among("\u0161t\u011B", -1, 4)];
          }
        }, {
          key: "a_1",
          get: function get() {
            delete czechStemmer2.a_1;
            return czechStemmer2.a_1 = [new Among("in", -1, 2), new Among("ov", -1, 1), new Among("\u016Fv", -1, 1)];
          }
        }, {
          key: "a_2",
          get: function get() {
            delete czechStemmer2.a_2;
            return czechStemmer2.a_2 = [new Among("a", -1, 1), new Among("ama", 0, 1), new Among("ata", 0, 1), new Among("e", -1, 2), new Among("\u011Bte", 3, 2), new Among("ech", -1, 2), new Among("atech", 5, 1), new Among("ich", -1, 2), new Among("\xE1ch", -1, 1), new Among("\xEDch", -1, 2), new Among("\xFDch", -1, 1), new Among("i", -1, 2), new Among("mi", 11, 1), new Among("ami", 12, 1), new Among("emi", 12, 2), new Among("\xEDmi", 12, 2), new Among("\xFDmi", 12, 1), new Among("\u011Bmi", 12, 2), new Among("\u011Bti", 11, 2), new Among("ovi", 11, 1), new Among("em", -1, 3), new Among("\u011Btem", 20, 1), new Among("\xE1m", -1, 1), new Among("\xE9m", -1, 2), new Among("\xEDm", -1, 2), new Among("\xFDm", -1, 1), new Among("at\u016Fm", -1, 1), new Among("o", -1, 1), new Among("iho", 27, 2), new Among("\xE9ho", 27, 2), new Among("\xEDho", 27, 2), new Among("es", -1, 2), new Among("os", -1, 1), new Among("us", -1, 1), new Among("at", -1, 1), new Among("u", -1, 1), new Among("imu", 35, 2), new Among("\xE9mu", 35, 2), new Among("ou", 35, 1), new Among("y", -1, 1), new Among("aty", 39, 1), new Among("\xE1", -1, 1), new Among("\xE9", -1, 1), new Among("ov\xE9", 42, 1), new Among("\xED", -1, 2), new Among("\xFD", -1, 1), new Among("\u011B", -1, 2), new Among("\u016F", -1, 1)];
          }
        }, {
          key: "a_3",
          get: function get() {
            delete czechStemmer2.a_3;
            return czechStemmer2.a_3 = [new Among("ob", -1, 1), new Among("itb", -1, 2), new Among("ec", -1, 3), new Among("inec", 2, 2), new Among("obinec", 3, 1), new Among("ovec", 2, 1), new Among("ic", -1, 2), new Among("enic", 6, 3), new Among("och", -1, 1), new Among("\xE1sek", -1, 1), new Among("nk", -1, 1), new Among("isk", -1, 2), new Among("ovisk", 11, 1), new Among("tk", -1, 1), new Among("vk", -1, 1), new Among("n\xEDk", -1, 1), new Among("ovn\xEDk", 15, 1), new Among("ov\xEDk", -1, 1), new Among("\u010Dk", -1, 1), new Among("i\u0161k", -1, 2), new Among("u\u0161k", -1, 1), new Among("dl", -1, 1), new Among("itel", -1, 2), new Among("ul", -1, 1), new Among("an", -1, 1), new Among("\u010Dan", 24, 1), new Among("en", -1, 3), new Among("in", -1, 2), new Among("\u0161tin", 27, 1), new Among("ovin", 27, 1), new Among("teln", -1, 1), new Among("\xE1rn", -1, 1), new Among("\xEDrn", -1, 6), new Among("oun", -1, 1), new Among("loun", 33, 1), new Among("ovn", -1, 1), new Among("yn", -1, 1), new Among("kyn", 36, 1), new Among("\xE1n", -1, 1), new Among("i\xE1n", 38, 2), new Among("\xEDn", -1, 6), new Among("\u010Dn", -1, 1), new Among("\u011Bn", -1, 5), new Among("as", -1, 1), new Among("it", -1, 2), new Among("ot", -1, 1), new Among("ist", -1, 2), new Among("ost", -1, 1), new Among("nost", 47, 1), new Among("out", -1, 1), new Among("ovi\u0161t", -1, 1), new Among("iv", -1, 2), new Among("ov", -1, 1), new Among("tv", -1, 1), new Among("ctv", 53, 1), new Among("stv", 53, 1), new Among("ovstv", 55, 1), new Among("ovtv", 53, 1), new Among("a\u010D", -1, 1), new Among("\xE1\u010D", -1, 1), new Among("o\u0148", -1, 1), new Among("\xE1\u0159", -1, 1), new Among("k\xE1\u0159", 61, 1), new Among("ion\xE1\u0159", 61, 2), new Among("\xE9\u0159", -1, 4), new Among("n\xE9\u0159", 64, 1), new Among("\xED\u0159", -1, 6), new Among("ou\u0161", -1, 1)];
          }
        }, {
          key: "a_4",
          get: function get() {
            delete czechStemmer2.a_4;
            return czechStemmer2.a_4 = [new Among("c", -1, 1), new Among("k", -1, 1), new Among("l", -1, 1), new Among("n", -1, 1), new Among("t", -1, 1), new Among("\u010D", -1, 1)];
          }
        }, {
          key: "a_5",
          get: function get() {
            delete czechStemmer2.a_5;
            return czechStemmer2.a_5 = [new Among("isk", -1, 2), new Among("\xE1k", -1, 1), new Among("izn", -1, 2), new Among("ajzn", -1, 1)];
          }
        }, {
          key: "a_6",
          get: function get() {
            delete czechStemmer2.a_6;
            return czechStemmer2.a_6 = [new Among("k", -1, 1), new Among("ak", 0, 7), new Among("ek", 0, 2), new Among("anek", 2, 1), new Among("enek", 2, 2), new Among("inek", 2, 4), new Among("onek", 2, 1), new Among("unek", 2, 1), new Among("\xE1nek", 2, 1), new Among("a\u010Dek", 2, 1), new Among("e\u010Dek", 2, 2), new Among("i\u010Dek", 2, 4), new Among("o\u010Dek", 2, 1), new Among("u\u010Dek", 2, 1), new Among("\xE1\u010Dek", 2, 1), new Among("\xE9\u010Dek", 2, 3), new Among("\xED\u010Dek", 2, 5), new Among("ou\u0161ek", 2, 1), new Among("ik", 0, 4), new Among("ank", 0, 1), new Among("enk", 0, 1), new Among("ink", 0, 1), new Among("onk", 0, 1), new Among("unk", 0, 1), new Among("\xE1nk", 0, 1), new Among("\xE9nk", 0, 1), new Among("\xEDnk", 0, 1), new Among("ok", 0, 8), new Among("\xE1tk", 0, 1), new Among("uk", 0, 9), new Among("\xE1k", 0, 6), new Among("\xE9k", 0, 3), new Among("\xEDk", 0, 5), new Among("a\u010Dk", 0, 1), new Among("e\u010Dk", 0, 1), new Among("i\u010Dk", 0, 1), new Among("o\u010Dk", 0, 1), new Among("u\u010Dk", 0, 1), new Among("\xE1\u010Dk", 0, 1), new Among("\xE9\u010Dk", 0, 1), new Among("\xED\u010Dk", 0, 1), new Among("u\u0161k", 0, 1)];
          }
        }, {
          key: "a_7",
          get: function get() {
            delete czechStemmer2.a_7;
            return czechStemmer2.a_7 = [new Among("ej\u0161", -1, 2), new Among("\u011Bj\u0161", -1, 1)];
          }
        }, {
          key: "g_v",
          get: function get() {
            delete czechStemmer2.g_v;
            return czechStemmer2.g_v = [17, 65, 16, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 17, 4, 18, 0, 0, 0, 4, 0, 0, 0, 0, 0, 0, 0, 0, 0, 64];
          }
        }]);
        return czechStemmer2;
      })(SnowballStemmer);
      var danishStemmer = (function(_SnowballStemmer6) {
        _inherits(danishStemmer2, _SnowballStemmer6);
        function danishStemmer2() {
          _classCallCheck(this, danishStemmer2);
          return _possibleConstructorReturn(this, Object.getPrototypeOf(danishStemmer2).apply(this, arguments));
        }
        _createClass(danishStemmer2, [{
          key: "r_mark_regions$esjava$0",
          value: function r_mark_regions$esjava$0() {
            var v_1 = void 0;
            var v_2 = void 0;
            this.I_p1 = this.limit;
            v_1 = this.cursor;
            {
              var c = this.cursor + 3;
              if (0 > c || c > this.limit) {
                return false;
              }
              this.cursor = c;
            }
            this.I_x = this.cursor;
            this.cursor = v_1;
            golab0: while (true) {
              v_2 = this.cursor;
              lab1: do {
                if (!this.in_grouping$esjava$3(danishStemmer2.g_v, 97, 248)) {
                  break lab1;
                }
                this.cursor = v_2;
                break golab0;
              } while (false);
              this.cursor = v_2;
              if (this.cursor >= this.limit) {
                return false;
              }
              this.cursor++;
            }
            golab2: while (true) {
              lab3: do {
                if (!this.out_grouping$esjava$3(danishStemmer2.g_v, 97, 248)) {
                  break lab3;
                }
                break golab2;
              } while (false);
              if (this.cursor >= this.limit) {
                return false;
              }
              this.cursor++;
            }
            this.I_p1 = this.cursor;
            lab4: do {
              if (!(this.I_p1 < this.I_x)) {
                break lab4;
              }
              this.I_p1 = this.I_x;
            } while (false);
            return true;
          }
        }, {
          key: "r_main_suffix$esjava$0",
          value: function r_main_suffix$esjava$0() {
            var among_var = void 0;
            var v_1 = void 0;
            var v_2 = void 0;
            v_1 = this.limit - this.cursor;
            if (this.cursor < this.I_p1) {
              return false;
            }
            this.cursor = this.I_p1;
            v_2 = this.limit_backward;
            this.limit_backward = this.cursor;
            this.cursor = this.limit - v_1;
            this.ket = this.cursor;
            among_var = this.find_among_b$esjava$1(danishStemmer2.a_0);
            if (among_var === 0) {
              this.limit_backward = v_2;
              return false;
            }
            this.bra = this.cursor;
            this.limit_backward = v_2;
            switch (among_var) {
              case 0:
                return false;
              case 1:
                this.slice_del$esjava$0();
                break;
              case 2:
                if (!this.in_grouping_b$esjava$3(danishStemmer2.g_s_ending, 97, 229)) {
                  return false;
                }
                this.slice_del$esjava$0();
                break;
            }
            return true;
          }
        }, {
          key: "r_consonant_pair$esjava$0",
          value: function r_consonant_pair$esjava$0() {
            var v_1 = void 0;
            var v_2 = void 0;
            var v_3 = void 0;
            v_1 = this.limit - this.cursor;
            v_2 = this.limit - this.cursor;
            if (this.cursor < this.I_p1) {
              return false;
            }
            this.cursor = this.I_p1;
            v_3 = this.limit_backward;
            this.limit_backward = this.cursor;
            this.cursor = this.limit - v_2;
            this.ket = this.cursor;
            if (this.find_among_b$esjava$1(danishStemmer2.a_1) === 0) {
              this.limit_backward = v_3;
              return false;
            }
            this.bra = this.cursor;
            this.limit_backward = v_3;
            this.cursor = this.limit - v_1;
            if (this.cursor <= this.limit_backward) {
              return false;
            }
            this.cursor--;
            this.bra = this.cursor;
            this.slice_del$esjava$0();
            return true;
          }
        }, {
          key: "r_other_suffix$esjava$0",
          value: function r_other_suffix$esjava$0() {
            var among_var = void 0;
            var v_1 = void 0;
            var v_2 = void 0;
            var v_3 = void 0;
            var v_4 = void 0;
            v_1 = this.limit - this.cursor;
            lab0: do {
              this.ket = this.cursor;
              if (!this.eq_s_b$esjava$1("st")) {
                break lab0;
              }
              this.bra = this.cursor;
              if (!this.eq_s_b$esjava$1("ig")) {
                break lab0;
              }
              this.slice_del$esjava$0();
            } while (false);
            this.cursor = this.limit - v_1;
            v_2 = this.limit - this.cursor;
            if (this.cursor < this.I_p1) {
              return false;
            }
            this.cursor = this.I_p1;
            v_3 = this.limit_backward;
            this.limit_backward = this.cursor;
            this.cursor = this.limit - v_2;
            this.ket = this.cursor;
            among_var = this.find_among_b$esjava$1(danishStemmer2.a_2);
            if (among_var === 0) {
              this.limit_backward = v_3;
              return false;
            }
            this.bra = this.cursor;
            this.limit_backward = v_3;
            switch (among_var) {
              case 0:
                return false;
              case 1:
                this.slice_del$esjava$0();
                v_4 = this.limit - this.cursor;
                lab1: do {
                  if (!this.r_consonant_pair$esjava$0()) {
                    break lab1;
                  }
                } while (false);
                this.cursor = this.limit - v_4;
                break;
              case 2:
                this.slice_from$esjava$1("l\xF8s");
                break;
            }
            return true;
          }
        }, {
          key: "r_undouble$esjava$0",
          value: function r_undouble$esjava$0() {
            var v_1 = void 0;
            var v_2 = void 0;
            v_1 = this.limit - this.cursor;
            if (this.cursor < this.I_p1) {
              return false;
            }
            this.cursor = this.I_p1;
            v_2 = this.limit_backward;
            this.limit_backward = this.cursor;
            this.cursor = this.limit - v_1;
            this.ket = this.cursor;
            if (!this.out_grouping_b$esjava$3(danishStemmer2.g_v, 97, 248)) {
              this.limit_backward = v_2;
              return false;
            }
            this.bra = this.cursor;
            this.S_ch = this.slice_to$esjava$1(this.S_ch);
            this.limit_backward = v_2;
            if (!this.eq_s_b$esjava$1(this.S_ch.toString())) {
              return false;
            }
            this.slice_del$esjava$0();
            return true;
          }
        }, {
          key: "stem$esjava$0",
          value: function stem$esjava$0() {
            var v_1 = void 0;
            var v_2 = void 0;
            var v_3 = void 0;
            var v_4 = void 0;
            var v_5 = void 0;
            v_1 = this.cursor;
            lab0: do {
              if (!this.r_mark_regions$esjava$0()) {
                break lab0;
              }
            } while (false);
            this.cursor = v_1;
            this.limit_backward = this.cursor;
            this.cursor = this.limit;
            v_2 = this.limit - this.cursor;
            lab1: do {
              if (!this.r_main_suffix$esjava$0()) {
                break lab1;
              }
            } while (false);
            this.cursor = this.limit - v_2;
            v_3 = this.limit - this.cursor;
            lab2: do {
              if (!this.r_consonant_pair$esjava$0()) {
                break lab2;
              }
            } while (false);
            this.cursor = this.limit - v_3;
            v_4 = this.limit - this.cursor;
            lab3: do {
              if (!this.r_other_suffix$esjava$0()) {
                break lab3;
              }
            } while (false);
            this.cursor = this.limit - v_4;
            v_5 = this.limit - this.cursor;
            lab4: do {
              if (!this.r_undouble$esjava$0()) {
                break lab4;
              }
            } while (false);
            this.cursor = this.limit - v_5;
            this.cursor = this.limit_backward;
            return true;
          }
        }, {
          key: "stem",
          value: function stem() {
            var _get30;
            for (var _len29 = arguments.length, args = Array(_len29), _key29 = 0; _key29 < _len29; _key29++) {
              args[_key29] = arguments[_key29];
            }
            switch (args.length) {
              case 0:
                return this.stem$esjava$0.apply(this, args);
            }
            return (_get30 = _get(Object.getPrototypeOf(danishStemmer2.prototype), "stem", this)).call.apply(_get30, [this].concat(args));
          }
        }, {
          key: "I_x",
          get: function get() {
            return Object.prototype.hasOwnProperty.call(this, "_$esjava$I_x") ? this._$esjava$I_x : this._$esjava$I_x = 0;
          },
          set: function set(v) {
            this._$esjava$I_x = v;
          }
        }, {
          key: "I_p1",
          get: function get() {
            return Object.prototype.hasOwnProperty.call(this, "_$esjava$I_p1") ? this._$esjava$I_p1 : this._$esjava$I_p1 = 0;
          },
          set: function set(v) {
            this._$esjava$I_p1 = v;
          }
        }, {
          key: "S_ch",
          get: function get() {
            return Object.prototype.hasOwnProperty.call(this, "_$esjava$S_ch") ? this._$esjava$S_ch : this._$esjava$S_ch = new StringBuilder();
          },
          set: function set(v) {
            this._$esjava$S_ch = v;
          }
        }], [{
          key: "a_0",
          get: function get() {
            delete danishStemmer2.a_0;
            return danishStemmer2.a_0 = [new Among("hed", -1, 1), new Among("ethed", 0, 1), new Among("ered", -1, 1), new Among("e", -1, 1), new Among("erede", 3, 1), new Among("ende", 3, 1), new Among("erende", 5, 1), new Among("ene", 3, 1), new Among("erne", 3, 1), new Among("ere", 3, 1), new Among("en", -1, 1), new Among("heden", 10, 1), new Among("eren", 10, 1), new Among("er", -1, 1), new Among("heder", 13, 1), new Among("erer", 13, 1), new Among("s", -1, 2), new Among("heds", 16, 1), new Among("es", 16, 1), new Among("endes", 18, 1), new Among("erendes", 19, 1), new Among("enes", 18, 1), new Among("ernes", 18, 1), new Among("eres", 18, 1), new Among("ens", 16, 1), new Among("hedens", 24, 1), new Among("erens", 24, 1), new Among("ers", 16, 1), new Among("ets", 16, 1), new Among("erets", 28, 1), new Among("et", -1, 1), new Among("eret", 30, 1)];
          }
        }, {
          key: "a_1",
          get: function get() {
            delete danishStemmer2.a_1;
            return danishStemmer2.a_1 = [new Among("gd", -1, -1), new Among("dt", -1, -1), new Among("gt", -1, -1), new Among("kt", -1, -1)];
          }
        }, {
          key: "a_2",
          get: function get() {
            delete danishStemmer2.a_2;
            return danishStemmer2.a_2 = [new Among("ig", -1, 1), new Among("lig", 0, 1), new Among("elig", 1, 1), new Among("els", -1, 1), new Among("l\xF8st", -1, 2)];
          }
        }, {
          key: "g_v",
          get: function get() {
            delete danishStemmer2.g_v;
            return danishStemmer2.g_v = [17, 65, 16, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 48, 0, 128];
          }
        }, {
          key: "g_s_ending",
          get: function get() {
            delete danishStemmer2.g_s_ending;
            return danishStemmer2.g_s_ending = [239, 254, 42, 3, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 16];
          }
        }]);
        return danishStemmer2;
      })(SnowballStemmer);
      var dutchStemmer = (function(_SnowballStemmer7) {
        _inherits(dutchStemmer2, _SnowballStemmer7);
        function dutchStemmer2() {
          _classCallCheck(this, dutchStemmer2);
          return _possibleConstructorReturn(this, Object.getPrototypeOf(dutchStemmer2).apply(this, arguments));
        }
        _createClass(dutchStemmer2, [{
          key: "r_prelude$esjava$0",
          value: function r_prelude$esjava$0() {
            var among_var = void 0;
            var v_1 = void 0;
            var v_2 = void 0;
            var v_3 = void 0;
            var v_4 = void 0;
            var v_5 = void 0;
            var v_6 = void 0;
            v_1 = this.cursor;
            replab0: while (true) {
              v_2 = this.cursor;
              lab1: do {
                this.bra = this.cursor;
                among_var = this.find_among$esjava$1(dutchStemmer2.a_0);
                if (among_var === 0) {
                  break lab1;
                }
                this.ket = this.cursor;
                switch (among_var) {
                  case 0:
                    break lab1;
                  case 1:
                    this.slice_from$esjava$1("a");
                    break;
                  case 2:
                    this.slice_from$esjava$1("e");
                    break;
                  case 3:
                    this.slice_from$esjava$1("i");
                    break;
                  case 4:
                    this.slice_from$esjava$1("o");
                    break;
                  case 5:
                    this.slice_from$esjava$1("u");
                    break;
                  case 6:
                    if (this.cursor >= this.limit) {
                      break lab1;
                    }
                    this.cursor++;
                    break;
                }
                continue replab0;
              } while (false);
              this.cursor = v_2;
              break replab0;
            }
            this.cursor = v_1;
            v_3 = this.cursor;
            lab2: do {
              this.bra = this.cursor;
              if (!this.eq_s$esjava$1("y")) {
                this.cursor = v_3;
                break lab2;
              }
              this.ket = this.cursor;
              this.slice_from$esjava$1("Y");
            } while (false);
            replab3: while (true) {
              v_4 = this.cursor;
              lab4: do {
                golab5: while (true) {
                  v_5 = this.cursor;
                  lab6: do {
                    if (!this.in_grouping$esjava$3(dutchStemmer2.g_v, 97, 232)) {
                      break lab6;
                    }
                    this.bra = this.cursor;
                    lab7: do {
                      v_6 = this.cursor;
                      lab8: do {
                        if (!this.eq_s$esjava$1("i")) {
                          break lab8;
                        }
                        this.ket = this.cursor;
                        if (!this.in_grouping$esjava$3(dutchStemmer2.g_v, 97, 232)) {
                          break lab8;
                        }
                        this.slice_from$esjava$1("I");
                        break lab7;
                      } while (false);
                      this.cursor = v_6;
                      if (!this.eq_s$esjava$1("y")) {
                        break lab6;
                      }
                      this.ket = this.cursor;
                      this.slice_from$esjava$1("Y");
                    } while (false);
                    this.cursor = v_5;
                    break golab5;
                  } while (false);
                  this.cursor = v_5;
                  if (this.cursor >= this.limit) {
                    break lab4;
                  }
                  this.cursor++;
                }
                continue replab3;
              } while (false);
              this.cursor = v_4;
              break replab3;
            }
            return true;
          }
        }, {
          key: "r_mark_regions$esjava$0",
          value: function r_mark_regions$esjava$0() {
            this.I_p1 = this.limit;
            this.I_p2 = this.limit;
            golab0: while (true) {
              lab1: do {
                if (!this.in_grouping$esjava$3(dutchStemmer2.g_v, 97, 232)) {
                  break lab1;
                }
                break golab0;
              } while (false);
              if (this.cursor >= this.limit) {
                return false;
              }
              this.cursor++;
            }
            golab2: while (true) {
              lab3: do {
                if (!this.out_grouping$esjava$3(dutchStemmer2.g_v, 97, 232)) {
                  break lab3;
                }
                break golab2;
              } while (false);
              if (this.cursor >= this.limit) {
                return false;
              }
              this.cursor++;
            }
            this.I_p1 = this.cursor;
            lab4: do {
              if (!(this.I_p1 < 3)) {
                break lab4;
              }
              this.I_p1 = 3;
            } while (false);
            golab5: while (true) {
              lab6: do {
                if (!this.in_grouping$esjava$3(dutchStemmer2.g_v, 97, 232)) {
                  break lab6;
                }
                break golab5;
              } while (false);
              if (this.cursor >= this.limit) {
                return false;
              }
              this.cursor++;
            }
            golab7: while (true) {
              lab8: do {
                if (!this.out_grouping$esjava$3(dutchStemmer2.g_v, 97, 232)) {
                  break lab8;
                }
                break golab7;
              } while (false);
              if (this.cursor >= this.limit) {
                return false;
              }
              this.cursor++;
            }
            this.I_p2 = this.cursor;
            return true;
          }
        }, {
          key: "r_postlude$esjava$0",
          value: function r_postlude$esjava$0() {
            var among_var = void 0;
            var v_1 = void 0;
            replab0: while (true) {
              v_1 = this.cursor;
              lab1: do {
                this.bra = this.cursor;
                among_var = this.find_among$esjava$1(dutchStemmer2.a_1);
                if (among_var === 0) {
                  break lab1;
                }
                this.ket = this.cursor;
                switch (among_var) {
                  case 0:
                    break lab1;
                  case 1:
                    this.slice_from$esjava$1("y");
                    break;
                  case 2:
                    this.slice_from$esjava$1("i");
                    break;
                  case 3:
                    if (this.cursor >= this.limit) {
                      break lab1;
                    }
                    this.cursor++;
                    break;
                }
                continue replab0;
              } while (false);
              this.cursor = v_1;
              break replab0;
            }
            return true;
          }
        }, {
          key: "r_R1$esjava$0",
          value: function r_R1$esjava$0() {
            if (!(this.I_p1 <= this.cursor)) {
              return false;
            }
            return true;
          }
        }, {
          key: "r_R2$esjava$0",
          value: function r_R2$esjava$0() {
            if (!(this.I_p2 <= this.cursor)) {
              return false;
            }
            return true;
          }
        }, {
          key: "r_undouble$esjava$0",
          value: function r_undouble$esjava$0() {
            var v_1 = void 0;
            v_1 = this.limit - this.cursor;
            if (this.find_among_b$esjava$1(dutchStemmer2.a_2) === 0) {
              return false;
            }
            this.cursor = this.limit - v_1;
            this.ket = this.cursor;
            if (this.cursor <= this.limit_backward) {
              return false;
            }
            this.cursor--;
            this.bra = this.cursor;
            this.slice_del$esjava$0();
            return true;
          }
        }, {
          key: "r_e_ending$esjava$0",
          value: function r_e_ending$esjava$0() {
            var v_1 = void 0;
            this.B_e_found = false;
            this.ket = this.cursor;
            if (!this.eq_s_b$esjava$1("e")) {
              return false;
            }
            this.bra = this.cursor;
            if (!this.r_R1$esjava$0()) {
              return false;
            }
            v_1 = this.limit - this.cursor;
            if (!this.out_grouping_b$esjava$3(dutchStemmer2.g_v, 97, 232)) {
              return false;
            }
            this.cursor = this.limit - v_1;
            this.slice_del$esjava$0();
            this.B_e_found = true;
            if (!this.r_undouble$esjava$0()) {
              return false;
            }
            return true;
          }
        }, {
          key: "r_en_ending$esjava$0",
          value: function r_en_ending$esjava$0() {
            var v_1 = void 0;
            var v_2 = void 0;
            if (!this.r_R1$esjava$0()) {
              return false;
            }
            v_1 = this.limit - this.cursor;
            if (!this.out_grouping_b$esjava$3(dutchStemmer2.g_v, 97, 232)) {
              return false;
            }
            this.cursor = this.limit - v_1;
            {
              v_2 = this.limit - this.cursor;
              lab0: do {
                if (!this.eq_s_b$esjava$1("gem")) {
                  break lab0;
                }
                return false;
              } while (false);
              this.cursor = this.limit - v_2;
            }
            this.slice_del$esjava$0();
            if (!this.r_undouble$esjava$0()) {
              return false;
            }
            return true;
          }
        }, {
          key: "r_standard_suffix$esjava$0",
          value: function r_standard_suffix$esjava$0() {
            var among_var = void 0;
            var v_1 = void 0;
            var v_2 = void 0;
            var v_3 = void 0;
            var v_4 = void 0;
            var v_5 = void 0;
            var v_6 = void 0;
            var v_7 = void 0;
            var v_8 = void 0;
            var v_9 = void 0;
            var v_10 = void 0;
            v_1 = this.limit - this.cursor;
            lab0: do {
              this.ket = this.cursor;
              among_var = this.find_among_b$esjava$1(dutchStemmer2.a_3);
              if (among_var === 0) {
                break lab0;
              }
              this.bra = this.cursor;
              switch (among_var) {
                case 0:
                  break lab0;
                case 1:
                  if (!this.r_R1$esjava$0()) {
                    break lab0;
                  }
                  this.slice_from$esjava$1("heid");
                  break;
                case 2:
                  if (!this.r_en_ending$esjava$0()) {
                    break lab0;
                  }
                  break;
                case 3:
                  if (!this.r_R1$esjava$0()) {
                    break lab0;
                  }
                  if (!this.out_grouping_b$esjava$3(dutchStemmer2.g_v_j, 97, 232)) {
                    break lab0;
                  }
                  this.slice_del$esjava$0();
                  break;
              }
            } while (false);
            this.cursor = this.limit - v_1;
            v_2 = this.limit - this.cursor;
            lab1: do {
              if (!this.r_e_ending$esjava$0()) {
                break lab1;
              }
            } while (false);
            this.cursor = this.limit - v_2;
            v_3 = this.limit - this.cursor;
            lab2: do {
              this.ket = this.cursor;
              if (!this.eq_s_b$esjava$1("heid")) {
                break lab2;
              }
              this.bra = this.cursor;
              if (!this.r_R2$esjava$0()) {
                break lab2;
              }
              {
                v_4 = this.limit - this.cursor;
                lab3: do {
                  if (!this.eq_s_b$esjava$1("c")) {
                    break lab3;
                  }
                  break lab2;
                } while (false);
                this.cursor = this.limit - v_4;
              }
              this.slice_del$esjava$0();
              this.ket = this.cursor;
              if (!this.eq_s_b$esjava$1("en")) {
                break lab2;
              }
              this.bra = this.cursor;
              if (!this.r_en_ending$esjava$0()) {
                break lab2;
              }
            } while (false);
            this.cursor = this.limit - v_3;
            v_5 = this.limit - this.cursor;
            lab4: do {
              this.ket = this.cursor;
              among_var = this.find_among_b$esjava$1(dutchStemmer2.a_4);
              if (among_var === 0) {
                break lab4;
              }
              this.bra = this.cursor;
              switch (among_var) {
                case 0:
                  break lab4;
                case 1:
                  if (!this.r_R2$esjava$0()) {
                    break lab4;
                  }
                  this.slice_del$esjava$0();
                  lab5: do {
                    v_6 = this.limit - this.cursor;
                    lab6: do {
                      this.ket = this.cursor;
                      if (!this.eq_s_b$esjava$1("ig")) {
                        break lab6;
                      }
                      this.bra = this.cursor;
                      if (!this.r_R2$esjava$0()) {
                        break lab6;
                      }
                      {
                        v_7 = this.limit - this.cursor;
                        lab7: do {
                          if (!this.eq_s_b$esjava$1("e")) {
                            break lab7;
                          }
                          break lab6;
                        } while (false);
                        this.cursor = this.limit - v_7;
                      }
                      this.slice_del$esjava$0();
                      break lab5;
                    } while (false);
                    this.cursor = this.limit - v_6;
                    if (!this.r_undouble$esjava$0()) {
                      break lab4;
                    }
                  } while (false);
                  break;
                case 2:
                  if (!this.r_R2$esjava$0()) {
                    break lab4;
                  }
                  {
                    v_8 = this.limit - this.cursor;
                    lab8: do {
                      if (!this.eq_s_b$esjava$1("e")) {
                        break lab8;
                      }
                      break lab4;
                    } while (false);
                    this.cursor = this.limit - v_8;
                  }
                  this.slice_del$esjava$0();
                  break;
                case 3:
                  if (!this.r_R2$esjava$0()) {
                    break lab4;
                  }
                  this.slice_del$esjava$0();
                  if (!this.r_e_ending$esjava$0()) {
                    break lab4;
                  }
                  break;
                case 4:
                  if (!this.r_R2$esjava$0()) {
                    break lab4;
                  }
                  this.slice_del$esjava$0();
                  break;
                case 5:
                  if (!this.r_R2$esjava$0()) {
                    break lab4;
                  }
                  if (!this.B_e_found) {
                    break lab4;
                  }
                  this.slice_del$esjava$0();
                  break;
              }
            } while (false);
            this.cursor = this.limit - v_5;
            v_9 = this.limit - this.cursor;
            lab9: do {
              if (!this.out_grouping_b$esjava$3(dutchStemmer2.g_v_I, 73, 232)) {
                break lab9;
              }
              v_10 = this.limit - this.cursor;
              if (this.find_among_b$esjava$1(dutchStemmer2.a_5) === 0) {
                break lab9;
              }
              if (!this.out_grouping_b$esjava$3(dutchStemmer2.g_v, 97, 232)) {
                break lab9;
              }
              this.cursor = this.limit - v_10;
              this.ket = this.cursor;
              if (this.cursor <= this.limit_backward) {
                break lab9;
              }
              this.cursor--;
              this.bra = this.cursor;
              this.slice_del$esjava$0();
            } while (false);
            this.cursor = this.limit - v_9;
            return true;
          }
        }, {
          key: "stem$esjava$0",
          value: function stem$esjava$0() {
            var v_1 = void 0;
            var v_2 = void 0;
            var v_3 = void 0;
            var v_4 = void 0;
            v_1 = this.cursor;
            lab0: do {
              if (!this.r_prelude$esjava$0()) {
                break lab0;
              }
            } while (false);
            this.cursor = v_1;
            v_2 = this.cursor;
            lab1: do {
              if (!this.r_mark_regions$esjava$0()) {
                break lab1;
              }
            } while (false);
            this.cursor = v_2;
            this.limit_backward = this.cursor;
            this.cursor = this.limit;
            v_3 = this.limit - this.cursor;
            lab2: do {
              if (!this.r_standard_suffix$esjava$0()) {
                break lab2;
              }
            } while (false);
            this.cursor = this.limit - v_3;
            this.cursor = this.limit_backward;
            v_4 = this.cursor;
            lab3: do {
              if (!this.r_postlude$esjava$0()) {
                break lab3;
              }
            } while (false);
            this.cursor = v_4;
            return true;
          }
        }, {
          key: "stem",
          value: function stem() {
            var _get31;
            for (var _len30 = arguments.length, args = Array(_len30), _key30 = 0; _key30 < _len30; _key30++) {
              args[_key30] = arguments[_key30];
            }
            switch (args.length) {
              case 0:
                return this.stem$esjava$0.apply(this, args);
            }
            return (_get31 = _get(Object.getPrototypeOf(dutchStemmer2.prototype), "stem", this)).call.apply(_get31, [this].concat(args));
          }
        }, {
          key: "I_p2",
          get: function get() {
            return Object.prototype.hasOwnProperty.call(this, "_$esjava$I_p2") ? this._$esjava$I_p2 : this._$esjava$I_p2 = 0;
          },
          set: function set(v) {
            this._$esjava$I_p2 = v;
          }
        }, {
          key: "I_p1",
          get: function get() {
            return Object.prototype.hasOwnProperty.call(this, "_$esjava$I_p1") ? this._$esjava$I_p1 : this._$esjava$I_p1 = 0;
          },
          set: function set(v) {
            this._$esjava$I_p1 = v;
          }
        }, {
          key: "B_e_found",
          get: function get() {
            return Object.prototype.hasOwnProperty.call(this, "_$esjava$B_e_found") ? this._$esjava$B_e_found : this._$esjava$B_e_found = false;
          },
          set: function set(v) {
            this._$esjava$B_e_found = v;
          }
        }], [{
          key: "a_0",
          get: function get() {
            delete dutchStemmer2.a_0;
            return dutchStemmer2.a_0 = [new Among("", -1, 6), new Among("\xE1", 0, 1), new Among("\xE4", 0, 1), new Among("\xE9", 0, 2), new Among("\xEB", 0, 2), new Among("\xED", 0, 3), new Among("\xEF", 0, 3), new Among("\xF3", 0, 4), new Among("\xF6", 0, 4), new Among("\xFA", 0, 5), new Among("\xFC", 0, 5)];
          }
        }, {
          key: "a_1",
          get: function get() {
            delete dutchStemmer2.a_1;
            return dutchStemmer2.a_1 = [new Among("", -1, 3), new Among("I", 0, 2), new Among("Y", 0, 1)];
          }
        }, {
          key: "a_2",
          get: function get() {
            delete dutchStemmer2.a_2;
            return dutchStemmer2.a_2 = [new Among("dd", -1, -1), new Among("kk", -1, -1), new Among("tt", -1, -1)];
          }
        }, {
          key: "a_3",
          get: function get() {
            delete dutchStemmer2.a_3;
            return dutchStemmer2.a_3 = [new Among("ene", -1, 2), new Among("se", -1, 3), new Among("en", -1, 2), new Among("heden", 2, 1), new Among("s", -1, 3)];
          }
        }, {
          key: "a_4",
          get: function get() {
            delete dutchStemmer2.a_4;
            return dutchStemmer2.a_4 = [new Among("end", -1, 1), new Among("ig", -1, 2), new Among("ing", -1, 1), new Among("lijk", -1, 3), new Among("baar", -1, 4), new Among("bar", -1, 5)];
          }
        }, {
          key: "a_5",
          get: function get() {
            delete dutchStemmer2.a_5;
            return dutchStemmer2.a_5 = [new Among("aa", -1, -1), new Among("ee", -1, -1), new Among("oo", -1, -1), new Among("uu", -1, -1)];
          }
        }, {
          key: "g_v",
          get: function get() {
            delete dutchStemmer2.g_v;
            return dutchStemmer2.g_v = [17, 65, 16, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 128];
          }
        }, {
          key: "g_v_I",
          get: function get() {
            delete dutchStemmer2.g_v_I;
            return dutchStemmer2.g_v_I = [1, 0, 0, 17, 65, 16, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 128];
          }
        }, {
          key: "g_v_j",
          get: function get() {
            delete dutchStemmer2.g_v_j;
            return dutchStemmer2.g_v_j = [17, 67, 16, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 128];
          }
        }]);
        return dutchStemmer2;
      })(SnowballStemmer);
      var englishStemmer = (function(_SnowballStemmer8) {
        _inherits(englishStemmer2, _SnowballStemmer8);
        function englishStemmer2() {
          _classCallCheck(this, englishStemmer2);
          return _possibleConstructorReturn(this, Object.getPrototypeOf(englishStemmer2).apply(this, arguments));
        }
        _createClass(englishStemmer2, [{
          key: "r_prelude$esjava$0",
          value: function r_prelude$esjava$0() {
            var v_1 = void 0;
            var v_2 = void 0;
            var v_3 = void 0;
            var v_4 = void 0;
            var v_5 = void 0;
            this.B_Y_found = false;
            v_1 = this.cursor;
            lab0: do {
              this.bra = this.cursor;
              if (!this.eq_s$esjava$1("'")) {
                break lab0;
              }
              this.ket = this.cursor;
              this.slice_del$esjava$0();
            } while (false);
            this.cursor = v_1;
            v_2 = this.cursor;
            lab1: do {
              this.bra = this.cursor;
              if (!this.eq_s$esjava$1("y")) {
                break lab1;
              }
              this.ket = this.cursor;
              this.slice_from$esjava$1("Y");
              this.B_Y_found = true;
            } while (false);
            this.cursor = v_2;
            v_3 = this.cursor;
            lab2: do {
              replab3: while (true) {
                v_4 = this.cursor;
                lab4: do {
                  golab5: while (true) {
                    v_5 = this.cursor;
                    lab6: do {
                      if (!this.in_grouping$esjava$3(englishStemmer2.g_v, 97, 121)) {
                        break lab6;
                      }
                      this.bra = this.cursor;
                      if (!this.eq_s$esjava$1("y")) {
                        break lab6;
                      }
                      this.ket = this.cursor;
                      this.cursor = v_5;
                      break golab5;
                    } while (false);
                    this.cursor = v_5;
                    if (this.cursor >= this.limit) {
                      break lab4;
                    }
                    this.cursor++;
                  }
                  this.slice_from$esjava$1("Y");
                  this.B_Y_found = true;
                  continue replab3;
                } while (false);
                this.cursor = v_4;
                break replab3;
              }
            } while (false);
            this.cursor = v_3;
            return true;
          }
        }, {
          key: "r_mark_regions$esjava$0",
          value: function r_mark_regions$esjava$0() {
            var v_1 = void 0;
            var v_2 = void 0;
            this.I_p1 = this.limit;
            this.I_p2 = this.limit;
            v_1 = this.cursor;
            lab0: do {
              lab1: do {
                v_2 = this.cursor;
                lab2: do {
                  if (this.find_among$esjava$1(englishStemmer2.a_0) === 0) {
                    break lab2;
                  }
                  break lab1;
                } while (false);
                this.cursor = v_2;
                golab3: while (true) {
                  lab4: do {
                    if (!this.in_grouping$esjava$3(englishStemmer2.g_v, 97, 121)) {
                      break lab4;
                    }
                    break golab3;
                  } while (false);
                  if (this.cursor >= this.limit) {
                    break lab0;
                  }
                  this.cursor++;
                }
                golab5: while (true) {
                  lab6: do {
                    if (!this.out_grouping$esjava$3(englishStemmer2.g_v, 97, 121)) {
                      break lab6;
                    }
                    break golab5;
                  } while (false);
                  if (this.cursor >= this.limit) {
                    break lab0;
                  }
                  this.cursor++;
                }
              } while (false);
              this.I_p1 = this.cursor;
              golab7: while (true) {
                lab8: do {
                  if (!this.in_grouping$esjava$3(englishStemmer2.g_v, 97, 121)) {
                    break lab8;
                  }
                  break golab7;
                } while (false);
                if (this.cursor >= this.limit) {
                  break lab0;
                }
                this.cursor++;
              }
              golab9: while (true) {
                lab10: do {
                  if (!this.out_grouping$esjava$3(englishStemmer2.g_v, 97, 121)) {
                    break lab10;
                  }
                  break golab9;
                } while (false);
                if (this.cursor >= this.limit) {
                  break lab0;
                }
                this.cursor++;
              }
              this.I_p2 = this.cursor;
            } while (false);
            this.cursor = v_1;
            return true;
          }
        }, {
          key: "r_shortv$esjava$0",
          value: function r_shortv$esjava$0() {
            var v_1 = void 0;
            lab0: do {
              v_1 = this.limit - this.cursor;
              lab1: do {
                if (!this.out_grouping_b$esjava$3(englishStemmer2.g_v_WXY, 89, 121)) {
                  break lab1;
                }
                if (!this.in_grouping_b$esjava$3(englishStemmer2.g_v, 97, 121)) {
                  break lab1;
                }
                if (!this.out_grouping_b$esjava$3(englishStemmer2.g_v, 97, 121)) {
                  break lab1;
                }
                break lab0;
              } while (false);
              this.cursor = this.limit - v_1;
              if (!this.out_grouping_b$esjava$3(englishStemmer2.g_v, 97, 121)) {
                return false;
              }
              if (!this.in_grouping_b$esjava$3(englishStemmer2.g_v, 97, 121)) {
                return false;
              }
              if (this.cursor > this.limit_backward) {
                return false;
              }
            } while (false);
            return true;
          }
        }, {
          key: "r_R1$esjava$0",
          value: function r_R1$esjava$0() {
            if (!(this.I_p1 <= this.cursor)) {
              return false;
            }
            return true;
          }
        }, {
          key: "r_R2$esjava$0",
          value: function r_R2$esjava$0() {
            if (!(this.I_p2 <= this.cursor)) {
              return false;
            }
            return true;
          }
        }, {
          key: "r_Step_1a$esjava$0",
          value: function r_Step_1a$esjava$0() {
            var among_var = void 0;
            var v_1 = void 0;
            var v_2 = void 0;
            v_1 = this.limit - this.cursor;
            lab0: do {
              this.ket = this.cursor;
              among_var = this.find_among_b$esjava$1(englishStemmer2.a_1);
              if (among_var === 0) {
                this.cursor = this.limit - v_1;
                break lab0;
              }
              this.bra = this.cursor;
              switch (among_var) {
                case 0:
                  this.cursor = this.limit - v_1;
                  break lab0;
                case 1:
                  this.slice_del$esjava$0();
                  break;
              }
            } while (false);
            this.ket = this.cursor;
            among_var = this.find_among_b$esjava$1(englishStemmer2.a_2);
            if (among_var === 0) {
              return false;
            }
            this.bra = this.cursor;
            switch (among_var) {
              case 0:
                return false;
              case 1:
                this.slice_from$esjava$1("ss");
                break;
              case 2:
                lab1: do {
                  v_2 = this.limit - this.cursor;
                  lab2: do {
                    {
                      var c = this.cursor - 2;
                      if (this.limit_backward > c || c > this.limit) {
                        break lab2;
                      }
                      this.cursor = c;
                    }
                    this.slice_from$esjava$1("i");
                    break lab1;
                  } while (false);
                  this.cursor = this.limit - v_2;
                  this.slice_from$esjava$1("ie");
                } while (false);
                break;
              case 3:
                if (this.cursor <= this.limit_backward) {
                  return false;
                }
                this.cursor--;
                golab3: while (true) {
                  lab4: do {
                    if (!this.in_grouping_b$esjava$3(englishStemmer2.g_v, 97, 121)) {
                      break lab4;
                    }
                    break golab3;
                  } while (false);
                  if (this.cursor <= this.limit_backward) {
                    return false;
                  }
                  this.cursor--;
                }
                this.slice_del$esjava$0();
                break;
            }
            return true;
          }
        }, {
          key: "r_Step_1b$esjava$0",
          value: function r_Step_1b$esjava$0() {
            var among_var = void 0;
            var v_1 = void 0;
            var v_3 = void 0;
            var v_4 = void 0;
            this.ket = this.cursor;
            among_var = this.find_among_b$esjava$1(englishStemmer2.a_4);
            if (among_var === 0) {
              return false;
            }
            this.bra = this.cursor;
            switch (among_var) {
              case 0:
                return false;
              case 1:
                if (!this.r_R1$esjava$0()) {
                  return false;
                }
                this.slice_from$esjava$1("ee");
                break;
              case 2:
                v_1 = this.limit - this.cursor;
                golab0: while (true) {
                  lab1: do {
                    if (!this.in_grouping_b$esjava$3(englishStemmer2.g_v, 97, 121)) {
                      break lab1;
                    }
                    break golab0;
                  } while (false);
                  if (this.cursor <= this.limit_backward) {
                    return false;
                  }
                  this.cursor--;
                }
                this.cursor = this.limit - v_1;
                this.slice_del$esjava$0();
                v_3 = this.limit - this.cursor;
                among_var = this.find_among_b$esjava$1(englishStemmer2.a_3);
                if (among_var === 0) {
                  return false;
                }
                this.cursor = this.limit - v_3;
                switch (among_var) {
                  case 0:
                    return false;
                  case 1:
                    {
                      var c = this.cursor;
                      this.insert$esjava$3(this.cursor, this.cursor, "e");
                      this.cursor = c;
                    }
                    break;
                  case 2:
                    this.ket = this.cursor;
                    if (this.cursor <= this.limit_backward) {
                      return false;
                    }
                    this.cursor--;
                    this.bra = this.cursor;
                    this.slice_del$esjava$0();
                    break;
                  case 3:
                    if (this.cursor !== this.I_p1) {
                      return false;
                    }
                    v_4 = this.limit - this.cursor;
                    if (!this.r_shortv$esjava$0()) {
                      return false;
                    }
                    this.cursor = this.limit - v_4;
                    {
                      var c = this.cursor;
                      this.insert$esjava$3(this.cursor, this.cursor, "e");
                      this.cursor = c;
                    }
                    break;
                }
                break;
            }
            return true;
          }
        }, {
          key: "r_Step_1c$esjava$0",
          value: function r_Step_1c$esjava$0() {
            var v_1 = void 0;
            var v_2 = void 0;
            this.ket = this.cursor;
            lab0: do {
              v_1 = this.limit - this.cursor;
              lab1: do {
                if (!this.eq_s_b$esjava$1("y")) {
                  break lab1;
                }
                break lab0;
              } while (false);
              this.cursor = this.limit - v_1;
              if (!this.eq_s_b$esjava$1("Y")) {
                return false;
              }
            } while (false);
            this.bra = this.cursor;
            if (!this.out_grouping_b$esjava$3(englishStemmer2.g_v, 97, 121)) {
              return false;
            }
            {
              v_2 = this.limit - this.cursor;
              lab2: do {
                if (this.cursor > this.limit_backward) {
                  break lab2;
                }
                return false;
              } while (false);
              this.cursor = this.limit - v_2;
            }
            this.slice_from$esjava$1("i");
            return true;
          }
        }, {
          key: "r_Step_2$esjava$0",
          value: function r_Step_2$esjava$0() {
            var among_var = void 0;
            this.ket = this.cursor;
            among_var = this.find_among_b$esjava$1(englishStemmer2.a_5);
            if (among_var === 0) {
              return false;
            }
            this.bra = this.cursor;
            if (!this.r_R1$esjava$0()) {
              return false;
            }
            switch (among_var) {
              case 0:
                return false;
              case 1:
                this.slice_from$esjava$1("tion");
                break;
              case 2:
                this.slice_from$esjava$1("ence");
                break;
              case 3:
                this.slice_from$esjava$1("ance");
                break;
              case 4:
                this.slice_from$esjava$1("able");
                break;
              case 5:
                this.slice_from$esjava$1("ent");
                break;
              case 6:
                this.slice_from$esjava$1("ize");
                break;
              case 7:
                this.slice_from$esjava$1("ate");
                break;
              case 8:
                this.slice_from$esjava$1("al");
                break;
              case 9:
                this.slice_from$esjava$1("ful");
                break;
              case 10:
                this.slice_from$esjava$1("ous");
                break;
              case 11:
                this.slice_from$esjava$1("ive");
                break;
              case 12:
                this.slice_from$esjava$1("ble");
                break;
              case 13:
                if (!this.eq_s_b$esjava$1("l")) {
                  return false;
                }
                this.slice_from$esjava$1("og");
                break;
              case 14:
                this.slice_from$esjava$1("ful");
                break;
              case 15:
                this.slice_from$esjava$1("less");
                break;
              case 16:
                if (!this.in_grouping_b$esjava$3(englishStemmer2.g_valid_LI, 99, 116)) {
                  return false;
                }
                this.slice_del$esjava$0();
                break;
            }
            return true;
          }
        }, {
          key: "r_Step_3$esjava$0",
          value: function r_Step_3$esjava$0() {
            var among_var = void 0;
            this.ket = this.cursor;
            among_var = this.find_among_b$esjava$1(englishStemmer2.a_6);
            if (among_var === 0) {
              return false;
            }
            this.bra = this.cursor;
            if (!this.r_R1$esjava$0()) {
              return false;
            }
            switch (among_var) {
              case 0:
                return false;
              case 1:
                this.slice_from$esjava$1("tion");
                break;
              case 2:
                this.slice_from$esjava$1("ate");
                break;
              case 3:
                this.slice_from$esjava$1("al");
                break;
              case 4:
                this.slice_from$esjava$1("ic");
                break;
              case 5:
                this.slice_del$esjava$0();
                break;
              case 6:
                if (!this.r_R2$esjava$0()) {
                  return false;
                }
                this.slice_del$esjava$0();
                break;
            }
            return true;
          }
        }, {
          key: "r_Step_4$esjava$0",
          value: function r_Step_4$esjava$0() {
            var among_var = void 0;
            var v_1 = void 0;
            this.ket = this.cursor;
            among_var = this.find_among_b$esjava$1(englishStemmer2.a_7);
            if (among_var === 0) {
              return false;
            }
            this.bra = this.cursor;
            if (!this.r_R2$esjava$0()) {
              return false;
            }
            switch (among_var) {
              case 0:
                return false;
              case 1:
                this.slice_del$esjava$0();
                break;
              case 2:
                lab0: do {
                  v_1 = this.limit - this.cursor;
                  lab1: do {
                    if (!this.eq_s_b$esjava$1("s")) {
                      break lab1;
                    }
                    break lab0;
                  } while (false);
                  this.cursor = this.limit - v_1;
                  if (!this.eq_s_b$esjava$1("t")) {
                    return false;
                  }
                } while (false);
                this.slice_del$esjava$0();
                break;
            }
            return true;
          }
        }, {
          key: "r_Step_5$esjava$0",
          value: function r_Step_5$esjava$0() {
            var among_var = void 0;
            var v_1 = void 0;
            var v_2 = void 0;
            this.ket = this.cursor;
            among_var = this.find_among_b$esjava$1(englishStemmer2.a_8);
            if (among_var === 0) {
              return false;
            }
            this.bra = this.cursor;
            switch (among_var) {
              case 0:
                return false;
              case 1:
                lab0: do {
                  v_1 = this.limit - this.cursor;
                  lab1: do {
                    if (!this.r_R2$esjava$0()) {
                      break lab1;
                    }
                    break lab0;
                  } while (false);
                  this.cursor = this.limit - v_1;
                  if (!this.r_R1$esjava$0()) {
                    return false;
                  }
                  {
                    v_2 = this.limit - this.cursor;
                    lab2: do {
                      if (!this.r_shortv$esjava$0()) {
                        break lab2;
                      }
                      return false;
                    } while (false);
                    this.cursor = this.limit - v_2;
                  }
                } while (false);
                this.slice_del$esjava$0();
                break;
              case 2:
                if (!this.r_R2$esjava$0()) {
                  return false;
                }
                if (!this.eq_s_b$esjava$1("l")) {
                  return false;
                }
                this.slice_del$esjava$0();
                break;
            }
            return true;
          }
        }, {
          key: "r_exception2$esjava$0",
          value: function r_exception2$esjava$0() {
            this.ket = this.cursor;
            if (this.find_among_b$esjava$1(englishStemmer2.a_9) === 0) {
              return false;
            }
            this.bra = this.cursor;
            if (this.cursor > this.limit_backward) {
              return false;
            }
            return true;
          }
        }, {
          key: "r_exception1$esjava$0",
          value: function r_exception1$esjava$0() {
            var among_var = void 0;
            this.bra = this.cursor;
            among_var = this.find_among$esjava$1(englishStemmer2.a_10);
            if (among_var === 0) {
              return false;
            }
            this.ket = this.cursor;
            if (this.cursor < this.limit) {
              return false;
            }
            switch (among_var) {
              case 0:
                return false;
              case 1:
                this.slice_from$esjava$1("ski");
                break;
              case 2:
                this.slice_from$esjava$1("sky");
                break;
              case 3:
                this.slice_from$esjava$1("die");
                break;
              case 4:
                this.slice_from$esjava$1("lie");
                break;
              case 5:
                this.slice_from$esjava$1("tie");
                break;
              case 6:
                this.slice_from$esjava$1("idl");
                break;
              case 7:
                this.slice_from$esjava$1("gentl");
                break;
              case 8:
                this.slice_from$esjava$1("ugli");
                break;
              case 9:
                this.slice_from$esjava$1("earli");
                break;
              case 10:
                this.slice_from$esjava$1("onli");
                break;
              case 11:
                this.slice_from$esjava$1("singl");
                break;
            }
            return true;
          }
        }, {
          key: "r_postlude$esjava$0",
          value: function r_postlude$esjava$0() {
            var v_1 = void 0;
            var v_2 = void 0;
            if (!this.B_Y_found) {
              return false;
            }
            replab0: while (true) {
              v_1 = this.cursor;
              lab1: do {
                golab2: while (true) {
                  v_2 = this.cursor;
                  lab3: do {
                    this.bra = this.cursor;
                    if (!this.eq_s$esjava$1("Y")) {
                      break lab3;
                    }
                    this.ket = this.cursor;
                    this.cursor = v_2;
                    break golab2;
                  } while (false);
                  this.cursor = v_2;
                  if (this.cursor >= this.limit) {
                    break lab1;
                  }
                  this.cursor++;
                }
                this.slice_from$esjava$1("y");
                continue replab0;
              } while (false);
              this.cursor = v_1;
              break replab0;
            }
            return true;
          }
        }, {
          key: "stem$esjava$0",
          value: function stem$esjava$0() {
            var v_1 = void 0;
            var v_2 = void 0;
            var v_3 = void 0;
            var v_4 = void 0;
            var v_5 = void 0;
            var v_6 = void 0;
            var v_7 = void 0;
            var v_8 = void 0;
            var v_9 = void 0;
            var v_10 = void 0;
            var v_11 = void 0;
            var v_12 = void 0;
            var v_13 = void 0;
            lab0: do {
              v_1 = this.cursor;
              lab1: do {
                if (!this.r_exception1$esjava$0()) {
                  break lab1;
                }
                break lab0;
              } while (false);
              this.cursor = v_1;
              lab2: do {
                {
                  v_2 = this.cursor;
                  lab3: do {
                    {
                      var c = this.cursor + 3;
                      if (0 > c || c > this.limit) {
                        break lab3;
                      }
                      this.cursor = c;
                    }
                    break lab2;
                  } while (false);
                  this.cursor = v_2;
                }
                break lab0;
              } while (false);
              this.cursor = v_1;
              v_3 = this.cursor;
              lab4: do {
                if (!this.r_prelude$esjava$0()) {
                  break lab4;
                }
              } while (false);
              this.cursor = v_3;
              v_4 = this.cursor;
              lab5: do {
                if (!this.r_mark_regions$esjava$0()) {
                  break lab5;
                }
              } while (false);
              this.cursor = v_4;
              this.limit_backward = this.cursor;
              this.cursor = this.limit;
              v_5 = this.limit - this.cursor;
              lab6: do {
                if (!this.r_Step_1a$esjava$0()) {
                  break lab6;
                }
              } while (false);
              this.cursor = this.limit - v_5;
              lab7: do {
                v_6 = this.limit - this.cursor;
                lab8: do {
                  if (!this.r_exception2$esjava$0()) {
                    break lab8;
                  }
                  break lab7;
                } while (false);
                this.cursor = this.limit - v_6;
                v_7 = this.limit - this.cursor;
                lab9: do {
                  if (!this.r_Step_1b$esjava$0()) {
                    break lab9;
                  }
                } while (false);
                this.cursor = this.limit - v_7;
                v_8 = this.limit - this.cursor;
                lab10: do {
                  if (!this.r_Step_1c$esjava$0()) {
                    break lab10;
                  }
                } while (false);
                this.cursor = this.limit - v_8;
                v_9 = this.limit - this.cursor;
                lab11: do {
                  if (!this.r_Step_2$esjava$0()) {
                    break lab11;
                  }
                } while (false);
                this.cursor = this.limit - v_9;
                v_10 = this.limit - this.cursor;
                lab12: do {
                  if (!this.r_Step_3$esjava$0()) {
                    break lab12;
                  }
                } while (false);
                this.cursor = this.limit - v_10;
                v_11 = this.limit - this.cursor;
                lab13: do {
                  if (!this.r_Step_4$esjava$0()) {
                    break lab13;
                  }
                } while (false);
                this.cursor = this.limit - v_11;
                v_12 = this.limit - this.cursor;
                lab14: do {
                  if (!this.r_Step_5$esjava$0()) {
                    break lab14;
                  }
                } while (false);
                this.cursor = this.limit - v_12;
              } while (false);
              this.cursor = this.limit_backward;
              v_13 = this.cursor;
              lab15: do {
                if (!this.r_postlude$esjava$0()) {
                  break lab15;
                }
              } while (false);
              this.cursor = v_13;
            } while (false);
            return true;
          }
        }, {
          key: "stem",
          value: function stem() {
            var _get32;
            for (var _len31 = arguments.length, args = Array(_len31), _key31 = 0; _key31 < _len31; _key31++) {
              args[_key31] = arguments[_key31];
            }
            switch (args.length) {
              case 0:
                return this.stem$esjava$0.apply(this, args);
            }
            return (_get32 = _get(Object.getPrototypeOf(englishStemmer2.prototype), "stem", this)).call.apply(_get32, [this].concat(args));
          }
        }, {
          key: "B_Y_found",
          get: function get() {
            return Object.prototype.hasOwnProperty.call(this, "_$esjava$B_Y_found") ? this._$esjava$B_Y_found : this._$esjava$B_Y_found = false;
          },
          set: function set(v) {
            this._$esjava$B_Y_found = v;
          }
        }, {
          key: "I_p2",
          get: function get() {
            return Object.prototype.hasOwnProperty.call(this, "_$esjava$I_p2") ? this._$esjava$I_p2 : this._$esjava$I_p2 = 0;
          },
          set: function set(v) {
            this._$esjava$I_p2 = v;
          }
        }, {
          key: "I_p1",
          get: function get() {
            return Object.prototype.hasOwnProperty.call(this, "_$esjava$I_p1") ? this._$esjava$I_p1 : this._$esjava$I_p1 = 0;
          },
          set: function set(v) {
            this._$esjava$I_p1 = v;
          }
        }], [{
          key: "a_0",
          get: function get() {
            delete englishStemmer2.a_0;
            return englishStemmer2.a_0 = [new Among("arsen", -1, -1), new Among("commun", -1, -1), new Among("gener", -1, -1)];
          }
        }, {
          key: "a_1",
          get: function get() {
            delete englishStemmer2.a_1;
            return englishStemmer2.a_1 = [new Among("'", -1, 1), new Among("'s'", 0, 1), new Among("'s", -1, 1)];
          }
        }, {
          key: "a_2",
          get: function get() {
            delete englishStemmer2.a_2;
            return englishStemmer2.a_2 = [new Among("ied", -1, 2), new Among("s", -1, 3), new Among("ies", 1, 2), new Among("sses", 1, 1), new Among("ss", 1, -1), new Among("us", 1, -1)];
          }
        }, {
          key: "a_3",
          get: function get() {
            delete englishStemmer2.a_3;
            return englishStemmer2.a_3 = [new Among("", -1, 3), new Among("bb", 0, 2), new Among("dd", 0, 2), new Among("ff", 0, 2), new Among("gg", 0, 2), new Among("bl", 0, 1), new Among("mm", 0, 2), new Among("nn", 0, 2), new Among("pp", 0, 2), new Among("rr", 0, 2), new Among("at", 0, 1), new Among("tt", 0, 2), new Among("iz", 0, 1)];
          }
        }, {
          key: "a_4",
          get: function get() {
            delete englishStemmer2.a_4;
            return englishStemmer2.a_4 = [new Among("ed", -1, 2), new Among("eed", 0, 1), new Among("ing", -1, 2), new Among("edly", -1, 2), new Among("eedly", 3, 1), new Among("ingly", -1, 2)];
          }
        }, {
          key: "a_5",
          get: function get() {
            delete englishStemmer2.a_5;
            return englishStemmer2.a_5 = [new Among("anci", -1, 3), new Among("enci", -1, 2), new Among("ogi", -1, 13), new Among("li", -1, 16), new Among("bli", 3, 12), new Among("abli", 4, 4), new Among("alli", 3, 8), new Among("fulli", 3, 14), new Among("lessli", 3, 15), new Among("ousli", 3, 10), new Among("entli", 3, 5), new Among("aliti", -1, 8), new Among("biliti", -1, 12), new Among("iviti", -1, 11), new Among("tional", -1, 1), new Among("ational", 14, 7), new Among("alism", -1, 8), new Among("ation", -1, 7), new Among("ization", 17, 6), new Among("izer", -1, 6), new Among("ator", -1, 7), new Among("iveness", -1, 11), new Among("fulness", -1, 9), new Among("ousness", -1, 10)];
          }
        }, {
          key: "a_6",
          get: function get() {
            delete englishStemmer2.a_6;
            return englishStemmer2.a_6 = [new Among("icate", -1, 4), new Among("ative", -1, 6), new Among("alize", -1, 3), new Among("iciti", -1, 4), new Among("ical", -1, 4), new Among("tional", -1, 1), new Among("ational", 5, 2), new Among("ful", -1, 5), new Among("ness", -1, 5)];
          }
        }, {
          key: "a_7",
          get: function get() {
            delete englishStemmer2.a_7;
            return englishStemmer2.a_7 = [new Among("ic", -1, 1), new Among("ance", -1, 1), new Among("ence", -1, 1), new Among("able", -1, 1), new Among("ible", -1, 1), new Among("ate", -1, 1), new Among("ive", -1, 1), new Among("ize", -1, 1), new Among("iti", -1, 1), new Among("al", -1, 1), new Among("ism", -1, 1), new Among("ion", -1, 2), new Among("er", -1, 1), new Among("ous", -1, 1), new Among("ant", -1, 1), new Among("ent", -1, 1), new Among("ment", 15, 1), new Among("ement", 16, 1)];
          }
        }, {
          key: "a_8",
          get: function get() {
            delete englishStemmer2.a_8;
            return englishStemmer2.a_8 = [new Among("e", -1, 1), new Among("l", -1, 2)];
          }
        }, {
          key: "a_9",
          get: function get() {
            delete englishStemmer2.a_9;
            return englishStemmer2.a_9 = [new Among("succeed", -1, -1), new Among("proceed", -1, -1), new Among("exceed", -1, -1), new Among("canning", -1, -1), new Among("inning", -1, -1), new Among("earring", -1, -1), new Among("herring", -1, -1), new Among("outing", -1, -1)];
          }
        }, {
          key: "a_10",
          get: function get() {
            delete englishStemmer2.a_10;
            return englishStemmer2.a_10 = [new Among("andes", -1, -1), new Among("atlas", -1, -1), new Among("bias", -1, -1), new Among("cosmos", -1, -1), new Among("dying", -1, 3), new Among("early", -1, 9), new Among("gently", -1, 7), new Among("howe", -1, -1), new Among("idly", -1, 6), new Among("lying", -1, 4), new Among("news", -1, -1), new Among("only", -1, 10), new Among("singly", -1, 11), new Among("skies", -1, 2), new Among("skis", -1, 1), new Among("sky", -1, -1), new Among("tying", -1, 5), new Among("ugly", -1, 8)];
          }
        }, {
          key: "g_v",
          get: function get() {
            delete englishStemmer2.g_v;
            return englishStemmer2.g_v = [17, 65, 16, 1];
          }
        }, {
          key: "g_v_WXY",
          get: function get() {
            delete englishStemmer2.g_v_WXY;
            return englishStemmer2.g_v_WXY = [1, 17, 65, 208, 1];
          }
        }, {
          key: "g_valid_LI",
          get: function get() {
            delete englishStemmer2.g_valid_LI;
            return englishStemmer2.g_valid_LI = [55, 141, 2];
          }
        }]);
        return englishStemmer2;
      })(SnowballStemmer);
      var finnishStemmer = (function(_SnowballStemmer9) {
        _inherits(finnishStemmer2, _SnowballStemmer9);
        function finnishStemmer2() {
          _classCallCheck(this, finnishStemmer2);
          return _possibleConstructorReturn(this, Object.getPrototypeOf(finnishStemmer2).apply(this, arguments));
        }
        _createClass(finnishStemmer2, [{
          key: "r_mark_regions$esjava$0",
          value: function r_mark_regions$esjava$0() {
            var v_1 = void 0;
            var v_3 = void 0;
            this.I_p1 = this.limit;
            this.I_p2 = this.limit;
            golab0: while (true) {
              v_1 = this.cursor;
              lab1: do {
                if (!this.in_grouping$esjava$3(finnishStemmer2.g_V1, 97, 246)) {
                  break lab1;
                }
                this.cursor = v_1;
                break golab0;
              } while (false);
              this.cursor = v_1;
              if (this.cursor >= this.limit) {
                return false;
              }
              this.cursor++;
            }
            golab2: while (true) {
              lab3: do {
                if (!this.out_grouping$esjava$3(finnishStemmer2.g_V1, 97, 246)) {
                  break lab3;
                }
                break golab2;
              } while (false);
              if (this.cursor >= this.limit) {
                return false;
              }
              this.cursor++;
            }
            this.I_p1 = this.cursor;
            golab4: while (true) {
              v_3 = this.cursor;
              lab5: do {
                if (!this.in_grouping$esjava$3(finnishStemmer2.g_V1, 97, 246)) {
                  break lab5;
                }
                this.cursor = v_3;
                break golab4;
              } while (false);
              this.cursor = v_3;
              if (this.cursor >= this.limit) {
                return false;
              }
              this.cursor++;
            }
            golab6: while (true) {
              lab7: do {
                if (!this.out_grouping$esjava$3(finnishStemmer2.g_V1, 97, 246)) {
                  break lab7;
                }
                break golab6;
              } while (false);
              if (this.cursor >= this.limit) {
                return false;
              }
              this.cursor++;
            }
            this.I_p2 = this.cursor;
            return true;
          }
        }, {
          key: "r_R2$esjava$0",
          value: function r_R2$esjava$0() {
            if (!(this.I_p2 <= this.cursor)) {
              return false;
            }
            return true;
          }
        }, {
          key: "r_particle_etc$esjava$0",
          value: function r_particle_etc$esjava$0() {
            var among_var = void 0;
            var v_1 = void 0;
            var v_2 = void 0;
            v_1 = this.limit - this.cursor;
            if (this.cursor < this.I_p1) {
              return false;
            }
            this.cursor = this.I_p1;
            v_2 = this.limit_backward;
            this.limit_backward = this.cursor;
            this.cursor = this.limit - v_1;
            this.ket = this.cursor;
            among_var = this.find_among_b$esjava$1(finnishStemmer2.a_0);
            if (among_var === 0) {
              this.limit_backward = v_2;
              return false;
            }
            this.bra = this.cursor;
            this.limit_backward = v_2;
            switch (among_var) {
              case 0:
                return false;
              case 1:
                if (!this.in_grouping_b$esjava$3(finnishStemmer2.g_particle_end, 97, 246)) {
                  return false;
                }
                break;
              case 2:
                if (!this.r_R2$esjava$0()) {
                  return false;
                }
                break;
            }
            this.slice_del$esjava$0();
            return true;
          }
        }, {
          key: "r_possessive$esjava$0",
          value: function r_possessive$esjava$0() {
            var among_var = void 0;
            var v_1 = void 0;
            var v_2 = void 0;
            var v_3 = void 0;
            v_1 = this.limit - this.cursor;
            if (this.cursor < this.I_p1) {
              return false;
            }
            this.cursor = this.I_p1;
            v_2 = this.limit_backward;
            this.limit_backward = this.cursor;
            this.cursor = this.limit - v_1;
            this.ket = this.cursor;
            among_var = this.find_among_b$esjava$1(finnishStemmer2.a_4);
            if (among_var === 0) {
              this.limit_backward = v_2;
              return false;
            }
            this.bra = this.cursor;
            this.limit_backward = v_2;
            switch (among_var) {
              case 0:
                return false;
              case 1:
                {
                  v_3 = this.limit - this.cursor;
                  lab0: do {
                    if (!this.eq_s_b$esjava$1("k")) {
                      break lab0;
                    }
                    return false;
                  } while (false);
                  this.cursor = this.limit - v_3;
                }
                this.slice_del$esjava$0();
                break;
              case 2:
                this.slice_del$esjava$0();
                this.ket = this.cursor;
                if (!this.eq_s_b$esjava$1("kse")) {
                  return false;
                }
                this.bra = this.cursor;
                this.slice_from$esjava$1("ksi");
                break;
              case 3:
                this.slice_del$esjava$0();
                break;
              case 4:
                if (this.find_among_b$esjava$1(finnishStemmer2.a_1) === 0) {
                  return false;
                }
                this.slice_del$esjava$0();
                break;
              case 5:
                if (this.find_among_b$esjava$1(finnishStemmer2.a_2) === 0) {
                  return false;
                }
                this.slice_del$esjava$0();
                break;
              case 6:
                if (this.find_among_b$esjava$1(finnishStemmer2.a_3) === 0) {
                  return false;
                }
                this.slice_del$esjava$0();
                break;
            }
            return true;
          }
        }, {
          key: "r_LONG$esjava$0",
          value: function r_LONG$esjava$0() {
            if (this.find_among_b$esjava$1(finnishStemmer2.a_5) === 0) {
              return false;
            }
            return true;
          }
        }, {
          key: "r_VI$esjava$0",
          value: function r_VI$esjava$0() {
            if (!this.eq_s_b$esjava$1("i")) {
              return false;
            }
            if (!this.in_grouping_b$esjava$3(finnishStemmer2.g_V2, 97, 246)) {
              return false;
            }
            return true;
          }
        }, {
          key: "r_case_ending$esjava$0",
          value: function r_case_ending$esjava$0() {
            var among_var = void 0;
            var v_1 = void 0;
            var v_2 = void 0;
            var v_3 = void 0;
            var v_4 = void 0;
            var v_5 = void 0;
            v_1 = this.limit - this.cursor;
            if (this.cursor < this.I_p1) {
              return false;
            }
            this.cursor = this.I_p1;
            v_2 = this.limit_backward;
            this.limit_backward = this.cursor;
            this.cursor = this.limit - v_1;
            this.ket = this.cursor;
            among_var = this.find_among_b$esjava$1(this.a_6);
            if (among_var === 0) {
              this.limit_backward = v_2;
              return false;
            }
            this.bra = this.cursor;
            this.limit_backward = v_2;
            switch (among_var) {
              case 0:
                return false;
              case 1:
                if (!this.eq_s_b$esjava$1("a")) {
                  return false;
                }
                break;
              case 2:
                if (!this.eq_s_b$esjava$1("e")) {
                  return false;
                }
                break;
              case 3:
                if (!this.eq_s_b$esjava$1("i")) {
                  return false;
                }
                break;
              case 4:
                if (!this.eq_s_b$esjava$1("o")) {
                  return false;
                }
                break;
              case 5:
                if (!this.eq_s_b$esjava$1("\xE4")) {
                  return false;
                }
                break;
              case 6:
                if (!this.eq_s_b$esjava$1("\xF6")) {
                  return false;
                }
                break;
              case 7:
                v_3 = this.limit - this.cursor;
                lab0: do {
                  v_4 = this.limit - this.cursor;
                  lab1: do {
                    v_5 = this.limit - this.cursor;
                    lab2: do {
                      if (!this.r_LONG$esjava$0()) {
                        break lab2;
                      }
                      break lab1;
                    } while (false);
                    this.cursor = this.limit - v_5;
                    if (!this.eq_s_b$esjava$1("ie")) {
                      this.cursor = this.limit - v_3;
                      break lab0;
                    }
                  } while (false);
                  this.cursor = this.limit - v_4;
                  if (this.cursor <= this.limit_backward) {
                    this.cursor = this.limit - v_3;
                    break lab0;
                  }
                  this.cursor--;
                  this.bra = this.cursor;
                } while (false);
                break;
              case 8:
                if (!this.in_grouping_b$esjava$3(finnishStemmer2.g_V1, 97, 246)) {
                  return false;
                }
                if (!this.out_grouping_b$esjava$3(finnishStemmer2.g_V1, 97, 246)) {
                  return false;
                }
                break;
              case 9:
                if (!this.eq_s_b$esjava$1("e")) {
                  return false;
                }
                break;
            }
            this.slice_del$esjava$0();
            this.B_ending_removed = true;
            return true;
          }
        }, {
          key: "r_other_endings$esjava$0",
          value: function r_other_endings$esjava$0() {
            var among_var = void 0;
            var v_1 = void 0;
            var v_2 = void 0;
            var v_3 = void 0;
            v_1 = this.limit - this.cursor;
            if (this.cursor < this.I_p2) {
              return false;
            }
            this.cursor = this.I_p2;
            v_2 = this.limit_backward;
            this.limit_backward = this.cursor;
            this.cursor = this.limit - v_1;
            this.ket = this.cursor;
            among_var = this.find_among_b$esjava$1(finnishStemmer2.a_7);
            if (among_var === 0) {
              this.limit_backward = v_2;
              return false;
            }
            this.bra = this.cursor;
            this.limit_backward = v_2;
            switch (among_var) {
              case 0:
                return false;
              case 1:
                {
                  v_3 = this.limit - this.cursor;
                  lab0: do {
                    if (!this.eq_s_b$esjava$1("po")) {
                      break lab0;
                    }
                    return false;
                  } while (false);
                  this.cursor = this.limit - v_3;
                }
                break;
            }
            this.slice_del$esjava$0();
            return true;
          }
        }, {
          key: "r_i_plural$esjava$0",
          value: function r_i_plural$esjava$0() {
            var v_1 = void 0;
            var v_2 = void 0;
            v_1 = this.limit - this.cursor;
            if (this.cursor < this.I_p1) {
              return false;
            }
            this.cursor = this.I_p1;
            v_2 = this.limit_backward;
            this.limit_backward = this.cursor;
            this.cursor = this.limit - v_1;
            this.ket = this.cursor;
            if (this.find_among_b$esjava$1(finnishStemmer2.a_8) === 0) {
              this.limit_backward = v_2;
              return false;
            }
            this.bra = this.cursor;
            this.limit_backward = v_2;
            this.slice_del$esjava$0();
            return true;
          }
        }, {
          key: "r_t_plural$esjava$0",
          value: function r_t_plural$esjava$0() {
            var among_var = void 0;
            var v_1 = void 0;
            var v_2 = void 0;
            var v_3 = void 0;
            var v_4 = void 0;
            var v_5 = void 0;
            var v_6 = void 0;
            v_1 = this.limit - this.cursor;
            if (this.cursor < this.I_p1) {
              return false;
            }
            this.cursor = this.I_p1;
            v_2 = this.limit_backward;
            this.limit_backward = this.cursor;
            this.cursor = this.limit - v_1;
            this.ket = this.cursor;
            if (!this.eq_s_b$esjava$1("t")) {
              this.limit_backward = v_2;
              return false;
            }
            this.bra = this.cursor;
            v_3 = this.limit - this.cursor;
            if (!this.in_grouping_b$esjava$3(finnishStemmer2.g_V1, 97, 246)) {
              this.limit_backward = v_2;
              return false;
            }
            this.cursor = this.limit - v_3;
            this.slice_del$esjava$0();
            this.limit_backward = v_2;
            v_4 = this.limit - this.cursor;
            if (this.cursor < this.I_p2) {
              return false;
            }
            this.cursor = this.I_p2;
            v_5 = this.limit_backward;
            this.limit_backward = this.cursor;
            this.cursor = this.limit - v_4;
            this.ket = this.cursor;
            among_var = this.find_among_b$esjava$1(finnishStemmer2.a_9);
            if (among_var === 0) {
              this.limit_backward = v_5;
              return false;
            }
            this.bra = this.cursor;
            this.limit_backward = v_5;
            switch (among_var) {
              case 0:
                return false;
              case 1:
                {
                  v_6 = this.limit - this.cursor;
                  lab0: do {
                    if (!this.eq_s_b$esjava$1("po")) {
                      break lab0;
                    }
                    return false;
                  } while (false);
                  this.cursor = this.limit - v_6;
                }
                break;
            }
            this.slice_del$esjava$0();
            return true;
          }
        }, {
          key: "r_tidy$esjava$0",
          value: function r_tidy$esjava$0() {
            var v_1 = void 0;
            var v_2 = void 0;
            var v_3 = void 0;
            var v_4 = void 0;
            var v_5 = void 0;
            var v_6 = void 0;
            var v_7 = void 0;
            var v_8 = void 0;
            var v_9 = void 0;
            v_1 = this.limit - this.cursor;
            if (this.cursor < this.I_p1) {
              return false;
            }
            this.cursor = this.I_p1;
            v_2 = this.limit_backward;
            this.limit_backward = this.cursor;
            this.cursor = this.limit - v_1;
            v_3 = this.limit - this.cursor;
            lab0: do {
              v_4 = this.limit - this.cursor;
              if (!this.r_LONG$esjava$0()) {
                break lab0;
              }
              this.cursor = this.limit - v_4;
              this.ket = this.cursor;
              if (this.cursor <= this.limit_backward) {
                break lab0;
              }
              this.cursor--;
              this.bra = this.cursor;
              this.slice_del$esjava$0();
            } while (false);
            this.cursor = this.limit - v_3;
            v_5 = this.limit - this.cursor;
            lab1: do {
              this.ket = this.cursor;
              if (!this.in_grouping_b$esjava$3(finnishStemmer2.g_AEI, 97, 228)) {
                break lab1;
              }
              this.bra = this.cursor;
              if (!this.out_grouping_b$esjava$3(finnishStemmer2.g_V1, 97, 246)) {
                break lab1;
              }
              this.slice_del$esjava$0();
            } while (false);
            this.cursor = this.limit - v_5;
            v_6 = this.limit - this.cursor;
            lab2: do {
              this.ket = this.cursor;
              if (!this.eq_s_b$esjava$1("j")) {
                break lab2;
              }
              this.bra = this.cursor;
              lab3: do {
                v_7 = this.limit - this.cursor;
                lab4: do {
                  if (!this.eq_s_b$esjava$1("o")) {
                    break lab4;
                  }
                  break lab3;
                } while (false);
                this.cursor = this.limit - v_7;
                if (!this.eq_s_b$esjava$1("u")) {
                  break lab2;
                }
              } while (false);
              this.slice_del$esjava$0();
            } while (false);
            this.cursor = this.limit - v_6;
            v_8 = this.limit - this.cursor;
            lab5: do {
              this.ket = this.cursor;
              if (!this.eq_s_b$esjava$1("o")) {
                break lab5;
              }
              this.bra = this.cursor;
              if (!this.eq_s_b$esjava$1("j")) {
                break lab5;
              }
              this.slice_del$esjava$0();
            } while (false);
            this.cursor = this.limit - v_8;
            this.limit_backward = v_2;
            golab6: while (true) {
              v_9 = this.limit - this.cursor;
              lab7: do {
                if (!this.out_grouping_b$esjava$3(finnishStemmer2.g_V1, 97, 246)) {
                  break lab7;
                }
                this.cursor = this.limit - v_9;
                break golab6;
              } while (false);
              this.cursor = this.limit - v_9;
              if (this.cursor <= this.limit_backward) {
                return false;
              }
              this.cursor--;
            }
            this.ket = this.cursor;
            if (this.cursor <= this.limit_backward) {
              return false;
            }
            this.cursor--;
            this.bra = this.cursor;
            this.S_x = this.slice_to$esjava$1(this.S_x);
            if (!this.eq_s_b$esjava$1(this.S_x.toString())) {
              return false;
            }
            this.slice_del$esjava$0();
            return true;
          }
        }, {
          key: "stem$esjava$0",
          value: function stem$esjava$0() {
            var v_1 = void 0;
            var v_2 = void 0;
            var v_3 = void 0;
            var v_4 = void 0;
            var v_5 = void 0;
            var v_6 = void 0;
            var v_7 = void 0;
            var v_8 = void 0;
            var v_9 = void 0;
            v_1 = this.cursor;
            lab0: do {
              if (!this.r_mark_regions$esjava$0()) {
                break lab0;
              }
            } while (false);
            this.cursor = v_1;
            this.B_ending_removed = false;
            this.limit_backward = this.cursor;
            this.cursor = this.limit;
            v_2 = this.limit - this.cursor;
            lab1: do {
              if (!this.r_particle_etc$esjava$0()) {
                break lab1;
              }
            } while (false);
            this.cursor = this.limit - v_2;
            v_3 = this.limit - this.cursor;
            lab2: do {
              if (!this.r_possessive$esjava$0()) {
                break lab2;
              }
            } while (false);
            this.cursor = this.limit - v_3;
            v_4 = this.limit - this.cursor;
            lab3: do {
              if (!this.r_case_ending$esjava$0()) {
                break lab3;
              }
            } while (false);
            this.cursor = this.limit - v_4;
            v_5 = this.limit - this.cursor;
            lab4: do {
              if (!this.r_other_endings$esjava$0()) {
                break lab4;
              }
            } while (false);
            this.cursor = this.limit - v_5;
            lab5: do {
              v_6 = this.limit - this.cursor;
              lab6: do {
                if (!this.B_ending_removed) {
                  break lab6;
                }
                v_7 = this.limit - this.cursor;
                lab7: do {
                  if (!this.r_i_plural$esjava$0()) {
                    break lab7;
                  }
                } while (false);
                this.cursor = this.limit - v_7;
                break lab5;
              } while (false);
              this.cursor = this.limit - v_6;
              v_8 = this.limit - this.cursor;
              lab8: do {
                if (!this.r_t_plural$esjava$0()) {
                  break lab8;
                }
              } while (false);
              this.cursor = this.limit - v_8;
            } while (false);
            v_9 = this.limit - this.cursor;
            lab9: do {
              if (!this.r_tidy$esjava$0()) {
                break lab9;
              }
            } while (false);
            this.cursor = this.limit - v_9;
            this.cursor = this.limit_backward;
            return true;
          }
        }, {
          key: "stem",
          value: function stem() {
            var _get33;
            for (var _len32 = arguments.length, args = Array(_len32), _key32 = 0; _key32 < _len32; _key32++) {
              args[_key32] = arguments[_key32];
            }
            switch (args.length) {
              case 0:
                return this.stem$esjava$0.apply(this, args);
            }
            return (_get33 = _get(Object.getPrototypeOf(finnishStemmer2.prototype), "stem", this)).call.apply(_get33, [this].concat(args));
          }
        }, {
          key: "r_LONG",
          value: function r_LONG() {
            var _get34;
            for (var _len33 = arguments.length, args = Array(_len33), _key33 = 0; _key33 < _len33; _key33++) {
              args[_key33] = arguments[_key33];
            }
            switch (args.length) {
              case 0:
                return this.r_LONG$esjava$0.apply(this, args);
            }
            return (_get34 = _get(Object.getPrototypeOf(finnishStemmer2.prototype), "r_LONG", this)).call.apply(_get34, [this].concat(args));
          }
        }, {
          key: "r_VI",
          value: function r_VI() {
            var _get35;
            for (var _len34 = arguments.length, args = Array(_len34), _key34 = 0; _key34 < _len34; _key34++) {
              args[_key34] = arguments[_key34];
            }
            switch (args.length) {
              case 0:
                return this.r_VI$esjava$0.apply(this, args);
            }
            return (_get35 = _get(Object.getPrototypeOf(finnishStemmer2.prototype), "r_VI", this)).call.apply(_get35, [this].concat(args));
          }
        }, {
          key: "es6bridge",
          get: function get() {
            return Object.prototype.hasOwnProperty.call(this, "_$esjava$es6bridge") ? this._$esjava$es6bridge : this._$esjava$es6bridge = this;
          },
          set: function set(v) {
            this._$esjava$es6bridge = v;
          }
        }, {
          key: "a_6",
          get: function get() {
            return Object.prototype.hasOwnProperty.call(this, "_$esjava$a_6") ? this._$esjava$a_6 : this._$esjava$a_6 = [new Among("a", -1, 8), new Among("lla", 0, -1), new Among("na", 0, -1), new Among("ssa", 0, -1), new Among("ta", 0, -1), new Among("lta", 4, -1), new Among("sta", 4, -1), new Among("tta", 4, 9), new Among("lle", -1, -1), new Among("ine", -1, -1), new Among("ksi", -1, -1), new Among("n", -1, 7), new Among("han", 11, 1), new Among("den", 11, -1, "r_VI", this.es6bridge), new Among("seen", 11, -1, "r_LONG", this.es6bridge), new Among("hen", 11, 2), new Among("tten", 11, -1, "r_VI", this.es6bridge), new Among("hin", 11, 3), new Among("siin", 11, -1, "r_VI", this.es6bridge), new Among("hon", 11, 4), new Among("h\xE4n", 11, 5), new Among("h\xF6n", 11, 6), new Among("\xE4", -1, 8), new Among("ll\xE4", 22, -1), new Among("n\xE4", 22, -1), new Among("ss\xE4", 22, -1), new Among("t\xE4", 22, -1), new Among("lt\xE4", 26, -1), new Among("st\xE4", 26, -1), new Among("tt\xE4", 26, 9)];
          },
          set: function set(v) {
            this._$esjava$a_6 = v;
          }
        }, {
          key: "B_ending_removed",
          get: function get() {
            return Object.prototype.hasOwnProperty.call(this, "_$esjava$B_ending_removed") ? this._$esjava$B_ending_removed : this._$esjava$B_ending_removed = false;
          },
          set: function set(v) {
            this._$esjava$B_ending_removed = v;
          }
        }, {
          key: "S_x",
          get: function get() {
            return Object.prototype.hasOwnProperty.call(this, "_$esjava$S_x") ? this._$esjava$S_x : this._$esjava$S_x = new StringBuilder();
          },
          set: function set(v) {
            this._$esjava$S_x = v;
          }
        }, {
          key: "I_p2",
          get: function get() {
            return Object.prototype.hasOwnProperty.call(this, "_$esjava$I_p2") ? this._$esjava$I_p2 : this._$esjava$I_p2 = 0;
          },
          set: function set(v) {
            this._$esjava$I_p2 = v;
          }
        }, {
          key: "I_p1",
          get: function get() {
            return Object.prototype.hasOwnProperty.call(this, "_$esjava$I_p1") ? this._$esjava$I_p1 : this._$esjava$I_p1 = 0;
          },
          set: function set(v) {
            this._$esjava$I_p1 = v;
          }
        }], [{
          key: "a_0",
          get: function get() {
            delete finnishStemmer2.a_0;
            return finnishStemmer2.a_0 = [new Among("pa", -1, 1), new Among("sti", -1, 2), new Among("kaan", -1, 1), new Among("han", -1, 1), new Among("kin", -1, 1), new Among("h\xE4n", -1, 1), new Among("k\xE4\xE4n", -1, 1), new Among("ko", -1, 1), new Among("p\xE4", -1, 1), new Among("k\xF6", -1, 1)];
          }
        }, {
          key: "a_1",
          get: function get() {
            delete finnishStemmer2.a_1;
            return finnishStemmer2.a_1 = [new Among("lla", -1, -1), new Among("na", -1, -1), new Among("ssa", -1, -1), new Among("ta", -1, -1), new Among("lta", 3, -1), new Among("sta", 3, -1)];
          }
        }, {
          key: "a_2",
          get: function get() {
            delete finnishStemmer2.a_2;
            return finnishStemmer2.a_2 = [new Among("ll\xE4", -1, -1), new Among("n\xE4", -1, -1), new Among("ss\xE4", -1, -1), new Among("t\xE4", -1, -1), new Among("lt\xE4", 3, -1), new Among("st\xE4", 3, -1)];
          }
        }, {
          key: "a_3",
          get: function get() {
            delete finnishStemmer2.a_3;
            return finnishStemmer2.a_3 = [new Among("lle", -1, -1), new Among("ine", -1, -1)];
          }
        }, {
          key: "a_4",
          get: function get() {
            delete finnishStemmer2.a_4;
            return finnishStemmer2.a_4 = [new Among("nsa", -1, 3), new Among("mme", -1, 3), new Among("nne", -1, 3), new Among("ni", -1, 2), new Among("si", -1, 1), new Among("an", -1, 4), new Among("en", -1, 6), new Among("\xE4n", -1, 5), new Among("ns\xE4", -1, 3)];
          }
        }, {
          key: "a_5",
          get: function get() {
            delete finnishStemmer2.a_5;
            return finnishStemmer2.a_5 = [new Among("aa", -1, -1), new Among("ee", -1, -1), new Among("ii", -1, -1), new Among("oo", -1, -1), new Among("uu", -1, -1), new Among("\xE4\xE4", -1, -1), new Among("\xF6\xF6", -1, -1)];
          }
        }, {
          key: "a_7",
          get: function get() {
            delete finnishStemmer2.a_7;
            return finnishStemmer2.a_7 = [new Among("eja", -1, -1), new Among("mma", -1, 1), new Among("imma", 1, -1), new Among("mpa", -1, 1), new Among("impa", 3, -1), new Among("mmi", -1, 1), new Among("immi", 5, -1), new Among("mpi", -1, 1), new Among("impi", 7, -1), new Among("ej\xE4", -1, -1), new Among("mm\xE4", -1, 1), new Among("imm\xE4", 10, -1), new Among("mp\xE4", -1, 1), new Among("imp\xE4", 12, -1)];
          }
        }, {
          key: "a_8",
          get: function get() {
            delete finnishStemmer2.a_8;
            return finnishStemmer2.a_8 = [new Among("i", -1, -1), new Among("j", -1, -1)];
          }
        }, {
          key: "a_9",
          get: function get() {
            delete finnishStemmer2.a_9;
            return finnishStemmer2.a_9 = [new Among("mma", -1, 1), new Among("imma", 0, -1)];
          }
        }, {
          key: "g_AEI",
          get: function get() {
            delete finnishStemmer2.g_AEI;
            return finnishStemmer2.g_AEI = [17, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 8];
          }
        }, {
          key: "g_V1",
          get: function get() {
            delete finnishStemmer2.g_V1;
            return finnishStemmer2.g_V1 = [17, 65, 16, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 8, 0, 32];
          }
        }, {
          key: "g_V2",
          get: function get() {
            delete finnishStemmer2.g_V2;
            return finnishStemmer2.g_V2 = [17, 65, 16, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 8, 0, 32];
          }
        }, {
          key: "g_particle_end",
          get: function get() {
            delete finnishStemmer2.g_particle_end;
            return finnishStemmer2.g_particle_end = [17, 97, 24, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 8, 0, 32];
          }
        }]);
        return finnishStemmer2;
      })(SnowballStemmer);
      var frenchStemmer = (function(_SnowballStemmer10) {
        _inherits(frenchStemmer2, _SnowballStemmer10);
        function frenchStemmer2() {
          _classCallCheck(this, frenchStemmer2);
          return _possibleConstructorReturn(this, Object.getPrototypeOf(frenchStemmer2).apply(this, arguments));
        }
        _createClass(frenchStemmer2, [{
          key: "r_prelude$esjava$0",
          value: function r_prelude$esjava$0() {
            var v_1 = void 0;
            var v_2 = void 0;
            var v_3 = void 0;
            var v_4 = void 0;
            replab0: while (true) {
              v_1 = this.cursor;
              lab1: do {
                golab2: while (true) {
                  v_2 = this.cursor;
                  lab3: do {
                    lab4: do {
                      v_3 = this.cursor;
                      lab5: do {
                        if (!this.in_grouping$esjava$3(frenchStemmer2.g_v, 97, 251)) {
                          break lab5;
                        }
                        this.bra = this.cursor;
                        lab6: do {
                          v_4 = this.cursor;
                          lab7: do {
                            if (!this.eq_s$esjava$1("u")) {
                              break lab7;
                            }
                            this.ket = this.cursor;
                            if (!this.in_grouping$esjava$3(frenchStemmer2.g_v, 97, 251)) {
                              break lab7;
                            }
                            this.slice_from$esjava$1("U");
                            break lab6;
                          } while (false);
                          this.cursor = v_4;
                          lab8: do {
                            if (!this.eq_s$esjava$1("i")) {
                              break lab8;
                            }
                            this.ket = this.cursor;
                            if (!this.in_grouping$esjava$3(frenchStemmer2.g_v, 97, 251)) {
                              break lab8;
                            }
                            this.slice_from$esjava$1("I");
                            break lab6;
                          } while (false);
                          this.cursor = v_4;
                          if (!this.eq_s$esjava$1("y")) {
                            break lab5;
                          }
                          this.ket = this.cursor;
                          this.slice_from$esjava$1("Y");
                        } while (false);
                        break lab4;
                      } while (false);
                      this.cursor = v_3;
                      lab9: do {
                        this.bra = this.cursor;
                        if (!this.eq_s$esjava$1("y")) {
                          break lab9;
                        }
                        this.ket = this.cursor;
                        if (!this.in_grouping$esjava$3(frenchStemmer2.g_v, 97, 251)) {
                          break lab9;
                        }
                        this.slice_from$esjava$1("Y");
                        break lab4;
                      } while (false);
                      this.cursor = v_3;
                      if (!this.eq_s$esjava$1("q")) {
                        break lab3;
                      }
                      this.bra = this.cursor;
                      if (!this.eq_s$esjava$1("u")) {
                        break lab3;
                      }
                      this.ket = this.cursor;
                      this.slice_from$esjava$1("U");
                    } while (false);
                    this.cursor = v_2;
                    break golab2;
                  } while (false);
                  this.cursor = v_2;
                  if (this.cursor >= this.limit) {
                    break lab1;
                  }
                  this.cursor++;
                }
                continue replab0;
              } while (false);
              this.cursor = v_1;
              break replab0;
            }
            return true;
          }
        }, {
          key: "r_mark_regions$esjava$0",
          value: function r_mark_regions$esjava$0() {
            var v_1 = void 0;
            var v_2 = void 0;
            var v_4 = void 0;
            this.I_pV = this.limit;
            this.I_p1 = this.limit;
            this.I_p2 = this.limit;
            v_1 = this.cursor;
            lab0: do {
              lab1: do {
                v_2 = this.cursor;
                lab2: do {
                  if (!this.in_grouping$esjava$3(frenchStemmer2.g_v, 97, 251)) {
                    break lab2;
                  }
                  if (!this.in_grouping$esjava$3(frenchStemmer2.g_v, 97, 251)) {
                    break lab2;
                  }
                  if (this.cursor >= this.limit) {
                    break lab2;
                  }
                  this.cursor++;
                  break lab1;
                } while (false);
                this.cursor = v_2;
                lab3: do {
                  if (this.find_among$esjava$1(frenchStemmer2.a_0) === 0) {
                    break lab3;
                  }
                  break lab1;
                } while (false);
                this.cursor = v_2;
                if (this.cursor >= this.limit) {
                  break lab0;
                }
                this.cursor++;
                golab4: while (true) {
                  lab5: do {
                    if (!this.in_grouping$esjava$3(frenchStemmer2.g_v, 97, 251)) {
                      break lab5;
                    }
                    break golab4;
                  } while (false);
                  if (this.cursor >= this.limit) {
                    break lab0;
                  }
                  this.cursor++;
                }
              } while (false);
              this.I_pV = this.cursor;
            } while (false);
            this.cursor = v_1;
            v_4 = this.cursor;
            lab6: do {
              golab7: while (true) {
                lab8: do {
                  if (!this.in_grouping$esjava$3(frenchStemmer2.g_v, 97, 251)) {
                    break lab8;
                  }
                  break golab7;
                } while (false);
                if (this.cursor >= this.limit) {
                  break lab6;
                }
                this.cursor++;
              }
              golab9: while (true) {
                lab10: do {
                  if (!this.out_grouping$esjava$3(frenchStemmer2.g_v, 97, 251)) {
                    break lab10;
                  }
                  break golab9;
                } while (false);
                if (this.cursor >= this.limit) {
                  break lab6;
                }
                this.cursor++;
              }
              this.I_p1 = this.cursor;
              golab11: while (true) {
                lab12: do {
                  if (!this.in_grouping$esjava$3(frenchStemmer2.g_v, 97, 251)) {
                    break lab12;
                  }
                  break golab11;
                } while (false);
                if (this.cursor >= this.limit) {
                  break lab6;
                }
                this.cursor++;
              }
              golab13: while (true) {
                lab14: do {
                  if (!this.out_grouping$esjava$3(frenchStemmer2.g_v, 97, 251)) {
                    break lab14;
                  }
                  break golab13;
                } while (false);
                if (this.cursor >= this.limit) {
                  break lab6;
                }
                this.cursor++;
              }
              this.I_p2 = this.cursor;
            } while (false);
            this.cursor = v_4;
            return true;
          }
        }, {
          key: "r_postlude$esjava$0",
          value: function r_postlude$esjava$0() {
            var among_var = void 0;
            var v_1 = void 0;
            replab0: while (true) {
              v_1 = this.cursor;
              lab1: do {
                this.bra = this.cursor;
                among_var = this.find_among$esjava$1(frenchStemmer2.a_1);
                if (among_var === 0) {
                  break lab1;
                }
                this.ket = this.cursor;
                switch (among_var) {
                  case 0:
                    break lab1;
                  case 1:
                    this.slice_from$esjava$1("i");
                    break;
                  case 2:
                    this.slice_from$esjava$1("u");
                    break;
                  case 3:
                    this.slice_from$esjava$1("y");
                    break;
                  case 4:
                    if (this.cursor >= this.limit) {
                      break lab1;
                    }
                    this.cursor++;
                    break;
                }
                continue replab0;
              } while (false);
              this.cursor = v_1;
              break replab0;
            }
            return true;
          }
        }, {
          key: "r_RV$esjava$0",
          value: function r_RV$esjava$0() {
            if (!(this.I_pV <= this.cursor)) {
              return false;
            }
            return true;
          }
        }, {
          key: "r_R1$esjava$0",
          value: function r_R1$esjava$0() {
            if (!(this.I_p1 <= this.cursor)) {
              return false;
            }
            return true;
          }
        }, {
          key: "r_R2$esjava$0",
          value: function r_R2$esjava$0() {
            if (!(this.I_p2 <= this.cursor)) {
              return false;
            }
            return true;
          }
        }, {
          key: "r_standard_suffix$esjava$0",
          value: function r_standard_suffix$esjava$0() {
            var among_var = void 0;
            var v_1 = void 0;
            var v_2 = void 0;
            var v_3 = void 0;
            var v_4 = void 0;
            var v_5 = void 0;
            var v_6 = void 0;
            var v_7 = void 0;
            var v_8 = void 0;
            var v_9 = void 0;
            var v_10 = void 0;
            var v_11 = void 0;
            this.ket = this.cursor;
            among_var = this.find_among_b$esjava$1(frenchStemmer2.a_4);
            if (among_var === 0) {
              return false;
            }
            this.bra = this.cursor;
            switch (among_var) {
              case 0:
                return false;
              case 1:
                if (!this.r_R2$esjava$0()) {
                  return false;
                }
                this.slice_del$esjava$0();
                break;
              case 2:
                if (!this.r_R2$esjava$0()) {
                  return false;
                }
                this.slice_del$esjava$0();
                v_1 = this.limit - this.cursor;
                lab0: do {
                  this.ket = this.cursor;
                  if (!this.eq_s_b$esjava$1("ic")) {
                    this.cursor = this.limit - v_1;
                    break lab0;
                  }
                  this.bra = this.cursor;
                  lab1: do {
                    v_2 = this.limit - this.cursor;
                    lab2: do {
                      if (!this.r_R2$esjava$0()) {
                        break lab2;
                      }
                      this.slice_del$esjava$0();
                      break lab1;
                    } while (false);
                    this.cursor = this.limit - v_2;
                    this.slice_from$esjava$1("iqU");
                  } while (false);
                } while (false);
                break;
              case 3:
                if (!this.r_R2$esjava$0()) {
                  return false;
                }
                this.slice_from$esjava$1("log");
                break;
              case 4:
                if (!this.r_R2$esjava$0()) {
                  return false;
                }
                this.slice_from$esjava$1("u");
                break;
              case 5:
                if (!this.r_R2$esjava$0()) {
                  return false;
                }
                this.slice_from$esjava$1("ent");
                break;
              case 6:
                if (!this.r_RV$esjava$0()) {
                  return false;
                }
                this.slice_del$esjava$0();
                v_3 = this.limit - this.cursor;
                lab3: do {
                  this.ket = this.cursor;
                  among_var = this.find_among_b$esjava$1(frenchStemmer2.a_2);
                  if (among_var === 0) {
                    this.cursor = this.limit - v_3;
                    break lab3;
                  }
                  this.bra = this.cursor;
                  switch (among_var) {
                    case 0:
                      this.cursor = this.limit - v_3;
                      break lab3;
                    case 1:
                      if (!this.r_R2$esjava$0()) {
                        this.cursor = this.limit - v_3;
                        break lab3;
                      }
                      this.slice_del$esjava$0();
                      this.ket = this.cursor;
                      if (!this.eq_s_b$esjava$1("at")) {
                        this.cursor = this.limit - v_3;
                        break lab3;
                      }
                      this.bra = this.cursor;
                      if (!this.r_R2$esjava$0()) {
                        this.cursor = this.limit - v_3;
                        break lab3;
                      }
                      this.slice_del$esjava$0();
                      break;
                    case 2:
                      lab4: do {
                        v_4 = this.limit - this.cursor;
                        lab5: do {
                          if (!this.r_R2$esjava$0()) {
                            break lab5;
                          }
                          this.slice_del$esjava$0();
                          break lab4;
                        } while (false);
                        this.cursor = this.limit - v_4;
                        if (!this.r_R1$esjava$0()) {
                          this.cursor = this.limit - v_3;
                          break lab3;
                        }
                        this.slice_from$esjava$1("eux");
                      } while (false);
                      break;
                    case 3:
                      if (!this.r_R2$esjava$0()) {
                        this.cursor = this.limit - v_3;
                        break lab3;
                      }
                      this.slice_del$esjava$0();
                      break;
                    case 4:
                      if (!this.r_RV$esjava$0()) {
                        this.cursor = this.limit - v_3;
                        break lab3;
                      }
                      this.slice_from$esjava$1("i");
                      break;
                  }
                } while (false);
                break;
              case 7:
                if (!this.r_R2$esjava$0()) {
                  return false;
                }
                this.slice_del$esjava$0();
                v_5 = this.limit - this.cursor;
                lab6: do {
                  this.ket = this.cursor;
                  among_var = this.find_among_b$esjava$1(frenchStemmer2.a_3);
                  if (among_var === 0) {
                    this.cursor = this.limit - v_5;
                    break lab6;
                  }
                  this.bra = this.cursor;
                  switch (among_var) {
                    case 0:
                      this.cursor = this.limit - v_5;
                      break lab6;
                    case 1:
                      lab7: do {
                        v_6 = this.limit - this.cursor;
                        lab8: do {
                          if (!this.r_R2$esjava$0()) {
                            break lab8;
                          }
                          this.slice_del$esjava$0();
                          break lab7;
                        } while (false);
                        this.cursor = this.limit - v_6;
                        this.slice_from$esjava$1("abl");
                      } while (false);
                      break;
                    case 2:
                      lab9: do {
                        v_7 = this.limit - this.cursor;
                        lab10: do {
                          if (!this.r_R2$esjava$0()) {
                            break lab10;
                          }
                          this.slice_del$esjava$0();
                          break lab9;
                        } while (false);
                        this.cursor = this.limit - v_7;
                        this.slice_from$esjava$1("iqU");
                      } while (false);
                      break;
                    case 3:
                      if (!this.r_R2$esjava$0()) {
                        this.cursor = this.limit - v_5;
                        break lab6;
                      }
                      this.slice_del$esjava$0();
                      break;
                  }
                } while (false);
                break;
              case 8:
                if (!this.r_R2$esjava$0()) {
                  return false;
                }
                this.slice_del$esjava$0();
                v_8 = this.limit - this.cursor;
                lab11: do {
                  this.ket = this.cursor;
                  if (!this.eq_s_b$esjava$1("at")) {
                    this.cursor = this.limit - v_8;
                    break lab11;
                  }
                  this.bra = this.cursor;
                  if (!this.r_R2$esjava$0()) {
                    this.cursor = this.limit - v_8;
                    break lab11;
                  }
                  this.slice_del$esjava$0();
                  this.ket = this.cursor;
                  if (!this.eq_s_b$esjava$1("ic")) {
                    this.cursor = this.limit - v_8;
                    break lab11;
                  }
                  this.bra = this.cursor;
                  lab12: do {
                    v_9 = this.limit - this.cursor;
                    lab13: do {
                      if (!this.r_R2$esjava$0()) {
                        break lab13;
                      }
                      this.slice_del$esjava$0();
                      break lab12;
                    } while (false);
                    this.cursor = this.limit - v_9;
                    this.slice_from$esjava$1("iqU");
                  } while (false);
                } while (false);
                break;
              case 9:
                this.slice_from$esjava$1("eau");
                break;
              case 10:
                if (!this.r_R1$esjava$0()) {
                  return false;
                }
                this.slice_from$esjava$1("al");
                break;
              case 11:
                lab14: do {
                  v_10 = this.limit - this.cursor;
                  lab15: do {
                    if (!this.r_R2$esjava$0()) {
                      break lab15;
                    }
                    this.slice_del$esjava$0();
                    break lab14;
                  } while (false);
                  this.cursor = this.limit - v_10;
                  if (!this.r_R1$esjava$0()) {
                    return false;
                  }
                  this.slice_from$esjava$1("eux");
                } while (false);
                break;
              case 12:
                if (!this.r_R1$esjava$0()) {
                  return false;
                }
                if (!this.out_grouping_b$esjava$3(frenchStemmer2.g_v, 97, 251)) {
                  return false;
                }
                this.slice_del$esjava$0();
                break;
              case 13:
                if (!this.r_RV$esjava$0()) {
                  return false;
                }
                this.slice_from$esjava$1("ant");
                return false;
              case 14:
                if (!this.r_RV$esjava$0()) {
                  return false;
                }
                this.slice_from$esjava$1("ent");
                return false;
              case 15:
                v_11 = this.limit - this.cursor;
                if (!this.in_grouping_b$esjava$3(frenchStemmer2.g_v, 97, 251)) {
                  return false;
                }
                if (!this.r_RV$esjava$0()) {
                  return false;
                }
                this.cursor = this.limit - v_11;
                this.slice_del$esjava$0();
                return false;
            }
            return true;
          }
        }, {
          key: "r_i_verb_suffix$esjava$0",
          value: function r_i_verb_suffix$esjava$0() {
            var among_var = void 0;
            var v_1 = void 0;
            var v_2 = void 0;
            v_1 = this.limit - this.cursor;
            if (this.cursor < this.I_pV) {
              return false;
            }
            this.cursor = this.I_pV;
            v_2 = this.limit_backward;
            this.limit_backward = this.cursor;
            this.cursor = this.limit - v_1;
            this.ket = this.cursor;
            among_var = this.find_among_b$esjava$1(frenchStemmer2.a_5);
            if (among_var === 0) {
              this.limit_backward = v_2;
              return false;
            }
            this.bra = this.cursor;
            switch (among_var) {
              case 0:
                this.limit_backward = v_2;
                return false;
              case 1:
                if (!this.out_grouping_b$esjava$3(frenchStemmer2.g_v, 97, 251)) {
                  this.limit_backward = v_2;
                  return false;
                }
                this.slice_del$esjava$0();
                break;
            }
            this.limit_backward = v_2;
            return true;
          }
        }, {
          key: "r_verb_suffix$esjava$0",
          value: function r_verb_suffix$esjava$0() {
            var among_var = void 0;
            var v_1 = void 0;
            var v_2 = void 0;
            var v_3 = void 0;
            v_1 = this.limit - this.cursor;
            if (this.cursor < this.I_pV) {
              return false;
            }
            this.cursor = this.I_pV;
            v_2 = this.limit_backward;
            this.limit_backward = this.cursor;
            this.cursor = this.limit - v_1;
            this.ket = this.cursor;
            among_var = this.find_among_b$esjava$1(frenchStemmer2.a_6);
            if (among_var === 0) {
              this.limit_backward = v_2;
              return false;
            }
            this.bra = this.cursor;
            switch (among_var) {
              case 0:
                this.limit_backward = v_2;
                return false;
              case 1:
                if (!this.r_R2$esjava$0()) {
                  this.limit_backward = v_2;
                  return false;
                }
                this.slice_del$esjava$0();
                break;
              case 2:
                this.slice_del$esjava$0();
                break;
              case 3:
                this.slice_del$esjava$0();
                v_3 = this.limit - this.cursor;
                lab0: do {
                  this.ket = this.cursor;
                  if (!this.eq_s_b$esjava$1("e")) {
                    this.cursor = this.limit - v_3;
                    break lab0;
                  }
                  this.bra = this.cursor;
                  this.slice_del$esjava$0();
                } while (false);
                break;
            }
            this.limit_backward = v_2;
            return true;
          }
        }, {
          key: "r_residual_suffix$esjava$0",
          value: function r_residual_suffix$esjava$0() {
            var among_var = void 0;
            var v_1 = void 0;
            var v_2 = void 0;
            var v_3 = void 0;
            var v_4 = void 0;
            var v_5 = void 0;
            v_1 = this.limit - this.cursor;
            lab0: do {
              this.ket = this.cursor;
              if (!this.eq_s_b$esjava$1("s")) {
                this.cursor = this.limit - v_1;
                break lab0;
              }
              this.bra = this.cursor;
              v_2 = this.limit - this.cursor;
              if (!this.out_grouping_b$esjava$3(frenchStemmer2.g_keep_with_s, 97, 232)) {
                this.cursor = this.limit - v_1;
                break lab0;
              }
              this.cursor = this.limit - v_2;
              this.slice_del$esjava$0();
            } while (false);
            v_3 = this.limit - this.cursor;
            if (this.cursor < this.I_pV) {
              return false;
            }
            this.cursor = this.I_pV;
            v_4 = this.limit_backward;
            this.limit_backward = this.cursor;
            this.cursor = this.limit - v_3;
            this.ket = this.cursor;
            among_var = this.find_among_b$esjava$1(frenchStemmer2.a_7);
            if (among_var === 0) {
              this.limit_backward = v_4;
              return false;
            }
            this.bra = this.cursor;
            switch (among_var) {
              case 0:
                this.limit_backward = v_4;
                return false;
              case 1:
                if (!this.r_R2$esjava$0()) {
                  this.limit_backward = v_4;
                  return false;
                }
                lab1: do {
                  v_5 = this.limit - this.cursor;
                  lab2: do {
                    if (!this.eq_s_b$esjava$1("s")) {
                      break lab2;
                    }
                    break lab1;
                  } while (false);
                  this.cursor = this.limit - v_5;
                  if (!this.eq_s_b$esjava$1("t")) {
                    this.limit_backward = v_4;
                    return false;
                  }
                } while (false);
                this.slice_del$esjava$0();
                break;
              case 2:
                this.slice_from$esjava$1("i");
                break;
              case 3:
                this.slice_del$esjava$0();
                break;
              case 4:
                if (!this.eq_s_b$esjava$1("gu")) {
                  this.limit_backward = v_4;
                  return false;
                }
                this.slice_del$esjava$0();
                break;
            }
            this.limit_backward = v_4;
            return true;
          }
        }, {
          key: "r_un_double$esjava$0",
          value: function r_un_double$esjava$0() {
            var v_1 = void 0;
            v_1 = this.limit - this.cursor;
            if (this.find_among_b$esjava$1(frenchStemmer2.a_8) === 0) {
              return false;
            }
            this.cursor = this.limit - v_1;
            this.ket = this.cursor;
            if (this.cursor <= this.limit_backward) {
              return false;
            }
            this.cursor--;
            this.bra = this.cursor;
            this.slice_del$esjava$0();
            return true;
          }
        }, {
          key: "r_un_accent$esjava$0",
          value: function r_un_accent$esjava$0() {
            var v_3 = void 0;
            {
              var v_1 = 1;
              replab0: while (true) {
                lab1: do {
                  if (!this.out_grouping_b$esjava$3(frenchStemmer2.g_v, 97, 251)) {
                    break lab1;
                  }
                  v_1--;
                  continue replab0;
                } while (false);
                break replab0;
              }
              if (v_1 > 0) {
                return false;
              }
            }
            this.ket = this.cursor;
            lab2: do {
              v_3 = this.limit - this.cursor;
              lab3: do {
                if (!this.eq_s_b$esjava$1("\xE9")) {
                  break lab3;
                }
                break lab2;
              } while (false);
              this.cursor = this.limit - v_3;
              if (!this.eq_s_b$esjava$1("\xE8")) {
                return false;
              }
            } while (false);
            this.bra = this.cursor;
            this.slice_from$esjava$1("e");
            return true;
          }
        }, {
          key: "stem$esjava$0",
          value: function stem$esjava$0() {
            var v_1 = void 0;
            var v_2 = void 0;
            var v_3 = void 0;
            var v_4 = void 0;
            var v_5 = void 0;
            var v_6 = void 0;
            var v_7 = void 0;
            var v_8 = void 0;
            var v_9 = void 0;
            var v_10 = void 0;
            var v_11 = void 0;
            v_1 = this.cursor;
            lab0: do {
              if (!this.r_prelude$esjava$0()) {
                break lab0;
              }
            } while (false);
            this.cursor = v_1;
            v_2 = this.cursor;
            lab1: do {
              if (!this.r_mark_regions$esjava$0()) {
                break lab1;
              }
            } while (false);
            this.cursor = v_2;
            this.limit_backward = this.cursor;
            this.cursor = this.limit;
            v_3 = this.limit - this.cursor;
            lab2: do {
              lab3: do {
                v_4 = this.limit - this.cursor;
                lab4: do {
                  v_5 = this.limit - this.cursor;
                  lab5: do {
                    v_6 = this.limit - this.cursor;
                    lab6: do {
                      if (!this.r_standard_suffix$esjava$0()) {
                        break lab6;
                      }
                      break lab5;
                    } while (false);
                    this.cursor = this.limit - v_6;
                    lab7: do {
                      if (!this.r_i_verb_suffix$esjava$0()) {
                        break lab7;
                      }
                      break lab5;
                    } while (false);
                    this.cursor = this.limit - v_6;
                    if (!this.r_verb_suffix$esjava$0()) {
                      break lab4;
                    }
                  } while (false);
                  this.cursor = this.limit - v_5;
                  v_7 = this.limit - this.cursor;
                  lab8: do {
                    this.ket = this.cursor;
                    lab9: do {
                      v_8 = this.limit - this.cursor;
                      lab10: do {
                        if (!this.eq_s_b$esjava$1("Y")) {
                          break lab10;
                        }
                        this.bra = this.cursor;
                        this.slice_from$esjava$1("i");
                        break lab9;
                      } while (false);
                      this.cursor = this.limit - v_8;
                      if (!this.eq_s_b$esjava$1("\xE7")) {
                        this.cursor = this.limit - v_7;
                        break lab8;
                      }
                      this.bra = this.cursor;
                      this.slice_from$esjava$1("c");
                    } while (false);
                  } while (false);
                  break lab3;
                } while (false);
                this.cursor = this.limit - v_4;
                if (!this.r_residual_suffix$esjava$0()) {
                  break lab2;
                }
              } while (false);
            } while (false);
            this.cursor = this.limit - v_3;
            v_9 = this.limit - this.cursor;
            lab11: do {
              if (!this.r_un_double$esjava$0()) {
                break lab11;
              }
            } while (false);
            this.cursor = this.limit - v_9;
            v_10 = this.limit - this.cursor;
            lab12: do {
              if (!this.r_un_accent$esjava$0()) {
                break lab12;
              }
            } while (false);
            this.cursor = this.limit - v_10;
            this.cursor = this.limit_backward;
            v_11 = this.cursor;
            lab13: do {
              if (!this.r_postlude$esjava$0()) {
                break lab13;
              }
            } while (false);
            this.cursor = v_11;
            return true;
          }
        }, {
          key: "stem",
          value: function stem() {
            var _get36;
            for (var _len35 = arguments.length, args = Array(_len35), _key35 = 0; _key35 < _len35; _key35++) {
              args[_key35] = arguments[_key35];
            }
            switch (args.length) {
              case 0:
                return this.stem$esjava$0.apply(this, args);
            }
            return (_get36 = _get(Object.getPrototypeOf(frenchStemmer2.prototype), "stem", this)).call.apply(_get36, [this].concat(args));
          }
        }, {
          key: "I_p2",
          get: function get() {
            return Object.prototype.hasOwnProperty.call(this, "_$esjava$I_p2") ? this._$esjava$I_p2 : this._$esjava$I_p2 = 0;
          },
          set: function set(v) {
            this._$esjava$I_p2 = v;
          }
        }, {
          key: "I_p1",
          get: function get() {
            return Object.prototype.hasOwnProperty.call(this, "_$esjava$I_p1") ? this._$esjava$I_p1 : this._$esjava$I_p1 = 0;
          },
          set: function set(v) {
            this._$esjava$I_p1 = v;
          }
        }, {
          key: "I_pV",
          get: function get() {
            return Object.prototype.hasOwnProperty.call(this, "_$esjava$I_pV") ? this._$esjava$I_pV : this._$esjava$I_pV = 0;
          },
          set: function set(v) {
            this._$esjava$I_pV = v;
          }
        }], [{
          key: "a_0",
          get: function get() {
            delete frenchStemmer2.a_0;
            return frenchStemmer2.a_0 = [new Among("col", -1, -1), new Among("par", -1, -1), new Among("tap", -1, -1)];
          }
        }, {
          key: "a_1",
          get: function get() {
            delete frenchStemmer2.a_1;
            return frenchStemmer2.a_1 = [new Among("", -1, 4), new Among("I", 0, 1), new Among("U", 0, 2), new Among("Y", 0, 3)];
          }
        }, {
          key: "a_2",
          get: function get() {
            delete frenchStemmer2.a_2;
            return frenchStemmer2.a_2 = [new Among("iqU", -1, 3), new Among("abl", -1, 3), new Among("I\xE8r", -1, 4), new Among("i\xE8r", -1, 4), new Among("eus", -1, 2), new Among("iv", -1, 1)];
          }
        }, {
          key: "a_3",
          get: function get() {
            delete frenchStemmer2.a_3;
            return frenchStemmer2.a_3 = [new Among("ic", -1, 2), new Among("abil", -1, 1), new Among("iv", -1, 3)];
          }
        }, {
          key: "a_4",
          get: function get() {
            delete frenchStemmer2.a_4;
            return frenchStemmer2.a_4 = [new Among("iqUe", -1, 1), new Among("atrice", -1, 2), new Among("ance", -1, 1), new Among("ence", -1, 5), new Among("logie", -1, 3), new Among("able", -1, 1), new Among("isme", -1, 1), new Among("euse", -1, 11), new Among("iste", -1, 1), new Among("ive", -1, 8), new Among("if", -1, 8), new Among("usion", -1, 4), new Among("ation", -1, 2), new Among("ution", -1, 4), new Among("ateur", -1, 2), new Among("iqUes", -1, 1), new Among("atrices", -1, 2), new Among("ances", -1, 1), new Among("ences", -1, 5), new Among("logies", -1, 3), new Among("ables", -1, 1), new Among("ismes", -1, 1), new Among("euses", -1, 11), new Among("istes", -1, 1), new Among("ives", -1, 8), new Among("ifs", -1, 8), new Among("usions", -1, 4), new Among("ations", -1, 2), new Among("utions", -1, 4), new Among("ateurs", -1, 2), new Among("ments", -1, 15), new Among("ements", 30, 6), new Among("issements", 31, 12), new Among("it\xE9s", -1, 7), new Among("ment", -1, 15), new Among("ement", 34, 6), new Among("issement", 35, 12), new Among("amment", 34, 13), new Among("emment", 34, 14), new Among("aux", -1, 10), new Among("eaux", 39, 9), new Among("eux", -1, 1), new Among("it\xE9", -1, 7)];
          }
        }, {
          key: "a_5",
          get: function get() {
            delete frenchStemmer2.a_5;
            return frenchStemmer2.a_5 = [new Among("ira", -1, 1), new Among("ie", -1, 1), new Among("isse", -1, 1), new Among("issante", -1, 1), new Among("i", -1, 1), new Among("irai", 4, 1), new Among("ir", -1, 1), new Among("iras", -1, 1), new Among("ies", -1, 1), new Among("\xEEmes", -1, 1), new Among("isses", -1, 1), new Among("issantes", -1, 1), new Among("\xEEtes", -1, 1), new Among("is", -1, 1), new Among("irais", 13, 1), new Among("issais", 13, 1), new Among("irions", -1, 1), new Among("issions", -1, 1), new Among("irons", -1, 1), new Among("issons", -1, 1), new Among("issants", -1, 1), new Among("it", -1, 1), new Among("irait", 21, 1), new Among("issait", 21, 1), new Among("issant", -1, 1), new Among("iraIent", -1, 1), new Among("issaIent", -1, 1), new Among("irent", -1, 1), new Among("issent", -1, 1), new Among("iront", -1, 1), new Among("\xEEt", -1, 1), new Among("iriez", -1, 1), new Among("issiez", -1, 1), new Among("irez", -1, 1), new Among("issez", -1, 1)];
          }
        }, {
          key: "a_6",
          get: function get() {
            delete frenchStemmer2.a_6;
            return frenchStemmer2.a_6 = [new Among("a", -1, 3), new Among("era", 0, 2), new Among("asse", -1, 3), new Among("ante", -1, 3), new Among("\xE9e", -1, 2), new Among("ai", -1, 3), new Among("erai", 5, 2), new Among("er", -1, 2), new Among("as", -1, 3), new Among("eras", 8, 2), new Among("\xE2mes", -1, 3), new Among("asses", -1, 3), new Among("antes", -1, 3), new Among("\xE2tes", -1, 3), new Among("\xE9es", -1, 2), new Among("ais", -1, 3), new Among("erais", 15, 2), new Among("ions", -1, 1), new Among("erions", 17, 2), new Among("assions", 17, 3), new Among("erons", -1, 2), new Among("ants", -1, 3), new Among("\xE9s", -1, 2), new Among("ait", -1, 3), new Among("erait", 23, 2), new Among("ant", -1, 3), new Among("aIent", -1, 3), new Among("eraIent", 26, 2), new Among("\xE8rent", -1, 2), new Among("assent", -1, 3), new Among("eront", -1, 2), new Among("\xE2t", -1, 3), new Among("ez", -1, 2), new Among("iez", 32, 2), new Among("eriez", 33, 2), new Among("assiez", 33, 3), new Among("erez", 32, 2), new Among("\xE9", -1, 2)];
          }
        }, {
          key: "a_7",
          get: function get() {
            delete frenchStemmer2.a_7;
            return frenchStemmer2.a_7 = [new Among("e", -1, 3), new Among("I\xE8re", 0, 2), new Among("i\xE8re", 0, 2), new Among("ion", -1, 1), new Among("Ier", -1, 2), new Among("ier", -1, 2), new Among("\xEB", -1, 4)];
          }
        }, {
          key: "a_8",
          get: function get() {
            delete frenchStemmer2.a_8;
            return frenchStemmer2.a_8 = [new Among("ell", -1, -1), new Among("eill", -1, -1), new Among("enn", -1, -1), new Among("onn", -1, -1), new Among("ett", -1, -1)];
          }
        }, {
          key: "g_v",
          get: function get() {
            delete frenchStemmer2.g_v;
            return frenchStemmer2.g_v = [17, 65, 16, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 128, 130, 103, 8, 5];
          }
        }, {
          key: "g_keep_with_s",
          get: function get() {
            delete frenchStemmer2.g_keep_with_s;
            return frenchStemmer2.g_keep_with_s = [1, 65, 20, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 128];
          }
        }]);
        return frenchStemmer2;
      })(SnowballStemmer);
      var germanStemmer = (function(_SnowballStemmer11) {
        _inherits(germanStemmer2, _SnowballStemmer11);
        function germanStemmer2() {
          _classCallCheck(this, germanStemmer2);
          return _possibleConstructorReturn(this, Object.getPrototypeOf(germanStemmer2).apply(this, arguments));
        }
        _createClass(germanStemmer2, [{
          key: "r_prelude$esjava$0",
          value: function r_prelude$esjava$0() {
            var v_1 = void 0;
            var v_2 = void 0;
            var v_3 = void 0;
            var v_4 = void 0;
            var v_5 = void 0;
            var v_6 = void 0;
            v_1 = this.cursor;
            replab0: while (true) {
              v_2 = this.cursor;
              lab1: do {
                lab2: do {
                  v_3 = this.cursor;
                  lab3: do {
                    this.bra = this.cursor;
                    if (!this.eq_s$esjava$1("\xDF")) {
                      break lab3;
                    }
                    this.ket = this.cursor;
                    this.slice_from$esjava$1("ss");
                    break lab2;
                  } while (false);
                  this.cursor = v_3;
                  if (this.cursor >= this.limit) {
                    break lab1;
                  }
                  this.cursor++;
                } while (false);
                continue replab0;
              } while (false);
              this.cursor = v_2;
              break replab0;
            }
            this.cursor = v_1;
            replab4: while (true) {
              v_4 = this.cursor;
              lab5: do {
                golab6: while (true) {
                  v_5 = this.cursor;
                  lab7: do {
                    if (!this.in_grouping$esjava$3(germanStemmer2.g_v, 97, 252)) {
                      break lab7;
                    }
                    this.bra = this.cursor;
                    lab8: do {
                      v_6 = this.cursor;
                      lab9: do {
                        if (!this.eq_s$esjava$1("u")) {
                          break lab9;
                        }
                        this.ket = this.cursor;
                        if (!this.in_grouping$esjava$3(germanStemmer2.g_v, 97, 252)) {
                          break lab9;
                        }
                        this.slice_from$esjava$1("U");
                        break lab8;
                      } while (false);
                      this.cursor = v_6;
                      if (!this.eq_s$esjava$1("y")) {
                        break lab7;
                      }
                      this.ket = this.cursor;
                      if (!this.in_grouping$esjava$3(germanStemmer2.g_v, 97, 252)) {
                        break lab7;
                      }
                      this.slice_from$esjava$1("Y");
                    } while (false);
                    this.cursor = v_5;
                    break golab6;
                  } while (false);
                  this.cursor = v_5;
                  if (this.cursor >= this.limit) {
                    break lab5;
                  }
                  this.cursor++;
                }
                continue replab4;
              } while (false);
              this.cursor = v_4;
              break replab4;
            }
            return true;
          }
        }, {
          key: "r_mark_regions$esjava$0",
          value: function r_mark_regions$esjava$0() {
            var v_1 = void 0;
            this.I_p1 = this.limit;
            this.I_p2 = this.limit;
            v_1 = this.cursor;
            {
              var c = this.cursor + 3;
              if (0 > c || c > this.limit) {
                return false;
              }
              this.cursor = c;
            }
            this.I_x = this.cursor;
            this.cursor = v_1;
            golab0: while (true) {
              lab1: do {
                if (!this.in_grouping$esjava$3(germanStemmer2.g_v, 97, 252)) {
                  break lab1;
                }
                break golab0;
              } while (false);
              if (this.cursor >= this.limit) {
                return false;
              }
              this.cursor++;
            }
            golab2: while (true) {
              lab3: do {
                if (!this.out_grouping$esjava$3(germanStemmer2.g_v, 97, 252)) {
                  break lab3;
                }
                break golab2;
              } while (false);
              if (this.cursor >= this.limit) {
                return false;
              }
              this.cursor++;
            }
            this.I_p1 = this.cursor;
            lab4: do {
              if (!(this.I_p1 < this.I_x)) {
                break lab4;
              }
              this.I_p1 = this.I_x;
            } while (false);
            golab5: while (true) {
              lab6: do {
                if (!this.in_grouping$esjava$3(germanStemmer2.g_v, 97, 252)) {
                  break lab6;
                }
                break golab5;
              } while (false);
              if (this.cursor >= this.limit) {
                return false;
              }
              this.cursor++;
            }
            golab7: while (true) {
              lab8: do {
                if (!this.out_grouping$esjava$3(germanStemmer2.g_v, 97, 252)) {
                  break lab8;
                }
                break golab7;
              } while (false);
              if (this.cursor >= this.limit) {
                return false;
              }
              this.cursor++;
            }
            this.I_p2 = this.cursor;
            return true;
          }
        }, {
          key: "r_postlude$esjava$0",
          value: function r_postlude$esjava$0() {
            var among_var = void 0;
            var v_1 = void 0;
            replab0: while (true) {
              v_1 = this.cursor;
              lab1: do {
                this.bra = this.cursor;
                among_var = this.find_among$esjava$1(germanStemmer2.a_0);
                if (among_var === 0) {
                  break lab1;
                }
                this.ket = this.cursor;
                switch (among_var) {
                  case 0:
                    break lab1;
                  case 1:
                    this.slice_from$esjava$1("y");
                    break;
                  case 2:
                    this.slice_from$esjava$1("u");
                    break;
                  case 3:
                    this.slice_from$esjava$1("a");
                    break;
                  case 4:
                    this.slice_from$esjava$1("o");
                    break;
                  case 5:
                    this.slice_from$esjava$1("u");
                    break;
                  case 6:
                    if (this.cursor >= this.limit) {
                      break lab1;
                    }
                    this.cursor++;
                    break;
                }
                continue replab0;
              } while (false);
              this.cursor = v_1;
              break replab0;
            }
            return true;
          }
        }, {
          key: "r_R1$esjava$0",
          value: function r_R1$esjava$0() {
            if (!(this.I_p1 <= this.cursor)) {
              return false;
            }
            return true;
          }
        }, {
          key: "r_R2$esjava$0",
          value: function r_R2$esjava$0() {
            if (!(this.I_p2 <= this.cursor)) {
              return false;
            }
            return true;
          }
        }, {
          key: "r_standard_suffix$esjava$0",
          value: function r_standard_suffix$esjava$0() {
            var among_var = void 0;
            var v_1 = void 0;
            var v_2 = void 0;
            var v_3 = void 0;
            var v_4 = void 0;
            var v_5 = void 0;
            var v_6 = void 0;
            var v_7 = void 0;
            var v_8 = void 0;
            var v_9 = void 0;
            var v_10 = void 0;
            v_1 = this.limit - this.cursor;
            lab0: do {
              this.ket = this.cursor;
              among_var = this.find_among_b$esjava$1(germanStemmer2.a_1);
              if (among_var === 0) {
                break lab0;
              }
              this.bra = this.cursor;
              if (!this.r_R1$esjava$0()) {
                break lab0;
              }
              switch (among_var) {
                case 0:
                  break lab0;
                case 1:
                  this.slice_del$esjava$0();
                  break;
                case 2:
                  this.slice_del$esjava$0();
                  v_2 = this.limit - this.cursor;
                  lab1: do {
                    this.ket = this.cursor;
                    if (!this.eq_s_b$esjava$1("s")) {
                      this.cursor = this.limit - v_2;
                      break lab1;
                    }
                    this.bra = this.cursor;
                    if (!this.eq_s_b$esjava$1("nis")) {
                      this.cursor = this.limit - v_2;
                      break lab1;
                    }
                    this.slice_del$esjava$0();
                  } while (false);
                  break;
                case 3:
                  if (!this.in_grouping_b$esjava$3(germanStemmer2.g_s_ending, 98, 116)) {
                    break lab0;
                  }
                  this.slice_del$esjava$0();
                  break;
              }
            } while (false);
            this.cursor = this.limit - v_1;
            v_3 = this.limit - this.cursor;
            lab2: do {
              this.ket = this.cursor;
              among_var = this.find_among_b$esjava$1(germanStemmer2.a_2);
              if (among_var === 0) {
                break lab2;
              }
              this.bra = this.cursor;
              if (!this.r_R1$esjava$0()) {
                break lab2;
              }
              switch (among_var) {
                case 0:
                  break lab2;
                case 1:
                  this.slice_del$esjava$0();
                  break;
                case 2:
                  if (!this.in_grouping_b$esjava$3(germanStemmer2.g_st_ending, 98, 116)) {
                    break lab2;
                  }
                  {
                    var c = this.cursor - 3;
                    if (this.limit_backward > c || c > this.limit) {
                      break lab2;
                    }
                    this.cursor = c;
                  }
                  this.slice_del$esjava$0();
                  break;
              }
            } while (false);
            this.cursor = this.limit - v_3;
            v_4 = this.limit - this.cursor;
            lab3: do {
              this.ket = this.cursor;
              among_var = this.find_among_b$esjava$1(germanStemmer2.a_4);
              if (among_var === 0) {
                break lab3;
              }
              this.bra = this.cursor;
              if (!this.r_R2$esjava$0()) {
                break lab3;
              }
              switch (among_var) {
                case 0:
                  break lab3;
                case 1:
                  this.slice_del$esjava$0();
                  v_5 = this.limit - this.cursor;
                  lab4: do {
                    this.ket = this.cursor;
                    if (!this.eq_s_b$esjava$1("ig")) {
                      this.cursor = this.limit - v_5;
                      break lab4;
                    }
                    this.bra = this.cursor;
                    {
                      v_6 = this.limit - this.cursor;
                      lab5: do {
                        if (!this.eq_s_b$esjava$1("e")) {
                          break lab5;
                        }
                        this.cursor = this.limit - v_5;
                        break lab4;
                      } while (false);
                      this.cursor = this.limit - v_6;
                    }
                    if (!this.r_R2$esjava$0()) {
                      this.cursor = this.limit - v_5;
                      break lab4;
                    }
                    this.slice_del$esjava$0();
                  } while (false);
                  break;
                case 2:
                  {
                    v_7 = this.limit - this.cursor;
                    lab6: do {
                      if (!this.eq_s_b$esjava$1("e")) {
                        break lab6;
                      }
                      break lab3;
                    } while (false);
                    this.cursor = this.limit - v_7;
                  }
                  this.slice_del$esjava$0();
                  break;
                case 3:
                  this.slice_del$esjava$0();
                  v_8 = this.limit - this.cursor;
                  lab7: do {
                    this.ket = this.cursor;
                    lab8: do {
                      v_9 = this.limit - this.cursor;
                      lab9: do {
                        if (!this.eq_s_b$esjava$1("er")) {
                          break lab9;
                        }
                        break lab8;
                      } while (false);
                      this.cursor = this.limit - v_9;
                      if (!this.eq_s_b$esjava$1("en")) {
                        this.cursor = this.limit - v_8;
                        break lab7;
                      }
                    } while (false);
                    this.bra = this.cursor;
                    if (!this.r_R1$esjava$0()) {
                      this.cursor = this.limit - v_8;
                      break lab7;
                    }
                    this.slice_del$esjava$0();
                  } while (false);
                  break;
                case 4:
                  this.slice_del$esjava$0();
                  v_10 = this.limit - this.cursor;
                  lab10: do {
                    this.ket = this.cursor;
                    among_var = this.find_among_b$esjava$1(germanStemmer2.a_3);
                    if (among_var === 0) {
                      this.cursor = this.limit - v_10;
                      break lab10;
                    }
                    this.bra = this.cursor;
                    if (!this.r_R2$esjava$0()) {
                      this.cursor = this.limit - v_10;
                      break lab10;
                    }
                    switch (among_var) {
                      case 0:
                        this.cursor = this.limit - v_10;
                        break lab10;
                      case 1:
                        this.slice_del$esjava$0();
                        break;
                    }
                  } while (false);
                  break;
              }
            } while (false);
            this.cursor = this.limit - v_4;
            return true;
          }
        }, {
          key: "stem$esjava$0",
          value: function stem$esjava$0() {
            var v_1 = void 0;
            var v_2 = void 0;
            var v_3 = void 0;
            var v_4 = void 0;
            v_1 = this.cursor;
            lab0: do {
              if (!this.r_prelude$esjava$0()) {
                break lab0;
              }
            } while (false);
            this.cursor = v_1;
            v_2 = this.cursor;
            lab1: do {
              if (!this.r_mark_regions$esjava$0()) {
                break lab1;
              }
            } while (false);
            this.cursor = v_2;
            this.limit_backward = this.cursor;
            this.cursor = this.limit;
            v_3 = this.limit - this.cursor;
            lab2: do {
              if (!this.r_standard_suffix$esjava$0()) {
                break lab2;
              }
            } while (false);
            this.cursor = this.limit - v_3;
            this.cursor = this.limit_backward;
            v_4 = this.cursor;
            lab3: do {
              if (!this.r_postlude$esjava$0()) {
                break lab3;
              }
            } while (false);
            this.cursor = v_4;
            return true;
          }
        }, {
          key: "stem",
          value: function stem() {
            var _get37;
            for (var _len36 = arguments.length, args = Array(_len36), _key36 = 0; _key36 < _len36; _key36++) {
              args[_key36] = arguments[_key36];
            }
            switch (args.length) {
              case 0:
                return this.stem$esjava$0.apply(this, args);
            }
            return (_get37 = _get(Object.getPrototypeOf(germanStemmer2.prototype), "stem", this)).call.apply(_get37, [this].concat(args));
          }
        }, {
          key: "I_x",
          get: function get() {
            return Object.prototype.hasOwnProperty.call(this, "_$esjava$I_x") ? this._$esjava$I_x : this._$esjava$I_x = 0;
          },
          set: function set(v) {
            this._$esjava$I_x = v;
          }
        }, {
          key: "I_p2",
          get: function get() {
            return Object.prototype.hasOwnProperty.call(this, "_$esjava$I_p2") ? this._$esjava$I_p2 : this._$esjava$I_p2 = 0;
          },
          set: function set(v) {
            this._$esjava$I_p2 = v;
          }
        }, {
          key: "I_p1",
          get: function get() {
            return Object.prototype.hasOwnProperty.call(this, "_$esjava$I_p1") ? this._$esjava$I_p1 : this._$esjava$I_p1 = 0;
          },
          set: function set(v) {
            this._$esjava$I_p1 = v;
          }
        }], [{
          key: "a_0",
          get: function get() {
            delete germanStemmer2.a_0;
            return germanStemmer2.a_0 = [new Among("", -1, 6), new Among("U", 0, 2), new Among("Y", 0, 1), new Among("\xE4", 0, 3), new Among("\xF6", 0, 4), new Among("\xFC", 0, 5)];
          }
        }, {
          key: "a_1",
          get: function get() {
            delete germanStemmer2.a_1;
            return germanStemmer2.a_1 = [new Among("e", -1, 2), new Among("em", -1, 1), new Among("en", -1, 2), new Among("ern", -1, 1), new Among("er", -1, 1), new Among("s", -1, 3), new Among("es", 5, 2)];
          }
        }, {
          key: "a_2",
          get: function get() {
            delete germanStemmer2.a_2;
            return germanStemmer2.a_2 = [new Among("en", -1, 1), new Among("er", -1, 1), new Among("st", -1, 2), new Among("est", 2, 1)];
          }
        }, {
          key: "a_3",
          get: function get() {
            delete germanStemmer2.a_3;
            return germanStemmer2.a_3 = [new Among("ig", -1, 1), new Among("lich", -1, 1)];
          }
        }, {
          key: "a_4",
          get: function get() {
            delete germanStemmer2.a_4;
            return germanStemmer2.a_4 = [new Among("end", -1, 1), new Among("ig", -1, 2), new Among("ung", -1, 1), new Among("lich", -1, 3), new Among("isch", -1, 2), new Among("ik", -1, 2), new Among("heit", -1, 3), new Among("keit", -1, 4)];
          }
        }, {
          key: "g_v",
          get: function get() {
            delete germanStemmer2.g_v;
            return germanStemmer2.g_v = [17, 65, 16, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 8, 0, 32, 8];
          }
        }, {
          key: "g_s_ending",
          get: function get() {
            delete germanStemmer2.g_s_ending;
            return germanStemmer2.g_s_ending = [117, 30, 5];
          }
        }, {
          key: "g_st_ending",
          get: function get() {
            delete germanStemmer2.g_st_ending;
            return germanStemmer2.g_st_ending = [117, 30, 4];
          }
        }]);
        return germanStemmer2;
      })(SnowballStemmer);
      var hungarianStemmer = (function(_SnowballStemmer12) {
        _inherits(hungarianStemmer2, _SnowballStemmer12);
        function hungarianStemmer2() {
          _classCallCheck(this, hungarianStemmer2);
          return _possibleConstructorReturn(this, Object.getPrototypeOf(hungarianStemmer2).apply(this, arguments));
        }
        _createClass(hungarianStemmer2, [{
          key: "r_mark_regions$esjava$0",
          value: function r_mark_regions$esjava$0() {
            var v_1 = void 0;
            var v_2 = void 0;
            var v_3 = void 0;
            this.I_p1 = this.limit;
            lab0: do {
              v_1 = this.cursor;
              lab1: do {
                if (!this.in_grouping$esjava$3(hungarianStemmer2.g_v, 97, 369)) {
                  break lab1;
                }
                golab2: while (true) {
                  v_2 = this.cursor;
                  lab3: do {
                    if (!this.out_grouping$esjava$3(hungarianStemmer2.g_v, 97, 369)) {
                      break lab3;
                    }
                    this.cursor = v_2;
                    break golab2;
                  } while (false);
                  this.cursor = v_2;
                  if (this.cursor >= this.limit) {
                    break lab1;
                  }
                  this.cursor++;
                }
                lab4: do {
                  v_3 = this.cursor;
                  lab5: do {
                    if (this.find_among$esjava$1(hungarianStemmer2.a_0) === 0) {
                      break lab5;
                    }
                    break lab4;
                  } while (false);
                  this.cursor = v_3;
                  if (this.cursor >= this.limit) {
                    break lab1;
                  }
                  this.cursor++;
                } while (false);
                this.I_p1 = this.cursor;
                break lab0;
              } while (false);
              this.cursor = v_1;
              if (!this.out_grouping$esjava$3(hungarianStemmer2.g_v, 97, 369)) {
                return false;
              }
              golab6: while (true) {
                lab7: do {
                  if (!this.in_grouping$esjava$3(hungarianStemmer2.g_v, 97, 369)) {
                    break lab7;
                  }
                  break golab6;
                } while (false);
                if (this.cursor >= this.limit) {
                  return false;
                }
                this.cursor++;
              }
              this.I_p1 = this.cursor;
            } while (false);
            return true;
          }
        }, {
          key: "r_R1$esjava$0",
          value: function r_R1$esjava$0() {
            if (!(this.I_p1 <= this.cursor)) {
              return false;
            }
            return true;
          }
        }, {
          key: "r_v_ending$esjava$0",
          value: function r_v_ending$esjava$0() {
            var among_var = void 0;
            this.ket = this.cursor;
            among_var = this.find_among_b$esjava$1(hungarianStemmer2.a_1);
            if (among_var === 0) {
              return false;
            }
            this.bra = this.cursor;
            if (!this.r_R1$esjava$0()) {
              return false;
            }
            switch (among_var) {
              case 0:
                return false;
              case 1:
                this.slice_from$esjava$1("a");
                break;
              case 2:
                this.slice_from$esjava$1("e");
                break;
            }
            return true;
          }
        }, {
          key: "r_double$esjava$0",
          value: function r_double$esjava$0() {
            var v_1 = void 0;
            v_1 = this.limit - this.cursor;
            if (this.find_among_b$esjava$1(hungarianStemmer2.a_2) === 0) {
              return false;
            }
            this.cursor = this.limit - v_1;
            return true;
          }
        }, {
          key: "r_undouble$esjava$0",
          value: function r_undouble$esjava$0() {
            if (this.cursor <= this.limit_backward) {
              return false;
            }
            this.cursor--;
            this.ket = this.cursor;
            {
              var c = this.cursor - 1;
              if (this.limit_backward > c || c > this.limit) {
                return false;
              }
              this.cursor = c;
            }
            this.bra = this.cursor;
            this.slice_del$esjava$0();
            return true;
          }
        }, {
          key: "r_instrum$esjava$0",
          value: function r_instrum$esjava$0() {
            var among_var = void 0;
            this.ket = this.cursor;
            among_var = this.find_among_b$esjava$1(hungarianStemmer2.a_3);
            if (among_var === 0) {
              return false;
            }
            this.bra = this.cursor;
            if (!this.r_R1$esjava$0()) {
              return false;
            }
            switch (among_var) {
              case 0:
                return false;
              case 1:
                if (!this.r_double$esjava$0()) {
                  return false;
                }
                break;
              case 2:
                if (!this.r_double$esjava$0()) {
                  return false;
                }
                break;
            }
            this.slice_del$esjava$0();
            if (!this.r_undouble$esjava$0()) {
              return false;
            }
            return true;
          }
        }, {
          key: "r_case$esjava$0",
          value: function r_case$esjava$0() {
            this.ket = this.cursor;
            if (this.find_among_b$esjava$1(hungarianStemmer2.a_4) === 0) {
              return false;
            }
            this.bra = this.cursor;
            if (!this.r_R1$esjava$0()) {
              return false;
            }
            this.slice_del$esjava$0();
            if (!this.r_v_ending$esjava$0()) {
              return false;
            }
            return true;
          }
        }, {
          key: "r_case_special$esjava$0",
          value: function r_case_special$esjava$0() {
            var among_var = void 0;
            this.ket = this.cursor;
            among_var = this.find_among_b$esjava$1(hungarianStemmer2.a_5);
            if (among_var === 0) {
              return false;
            }
            this.bra = this.cursor;
            if (!this.r_R1$esjava$0()) {
              return false;
            }
            switch (among_var) {
              case 0:
                return false;
              case 1:
                this.slice_from$esjava$1("e");
                break;
              case 2:
                this.slice_from$esjava$1("a");
                break;
              case 3:
                this.slice_from$esjava$1("a");
                break;
            }
            return true;
          }
        }, {
          key: "r_case_other$esjava$0",
          value: function r_case_other$esjava$0() {
            var among_var = void 0;
            this.ket = this.cursor;
            among_var = this.find_among_b$esjava$1(hungarianStemmer2.a_6);
            if (among_var === 0) {
              return false;
            }
            this.bra = this.cursor;
            if (!this.r_R1$esjava$0()) {
              return false;
            }
            switch (among_var) {
              case 0:
                return false;
              case 1:
                this.slice_del$esjava$0();
                break;
              case 2:
                this.slice_del$esjava$0();
                break;
              case 3:
                this.slice_from$esjava$1("a");
                break;
              case 4:
                this.slice_from$esjava$1("e");
                break;
            }
            return true;
          }
        }, {
          key: "r_factive$esjava$0",
          value: function r_factive$esjava$0() {
            var among_var = void 0;
            this.ket = this.cursor;
            among_var = this.find_among_b$esjava$1(hungarianStemmer2.a_7);
            if (among_var === 0) {
              return false;
            }
            this.bra = this.cursor;
            if (!this.r_R1$esjava$0()) {
              return false;
            }
            switch (among_var) {
              case 0:
                return false;
              case 1:
                if (!this.r_double$esjava$0()) {
                  return false;
                }
                break;
              case 2:
                if (!this.r_double$esjava$0()) {
                  return false;
                }
                break;
            }
            this.slice_del$esjava$0();
            if (!this.r_undouble$esjava$0()) {
              return false;
            }
            return true;
          }
        }, {
          key: "r_plural$esjava$0",
          value: function r_plural$esjava$0() {
            var among_var = void 0;
            this.ket = this.cursor;
            among_var = this.find_among_b$esjava$1(hungarianStemmer2.a_8);
            if (among_var === 0) {
              return false;
            }
            this.bra = this.cursor;
            if (!this.r_R1$esjava$0()) {
              return false;
            }
            switch (among_var) {
              case 0:
                return false;
              case 1:
                this.slice_from$esjava$1("a");
                break;
              case 2:
                this.slice_from$esjava$1("e");
                break;
              case 3:
                this.slice_del$esjava$0();
                break;
              case 4:
                this.slice_del$esjava$0();
                break;
              case 5:
                this.slice_del$esjava$0();
                break;
              case 6:
                this.slice_del$esjava$0();
                break;
              case 7:
                this.slice_del$esjava$0();
                break;
            }
            return true;
          }
        }, {
          key: "r_owned$esjava$0",
          value: function r_owned$esjava$0() {
            var among_var = void 0;
            this.ket = this.cursor;
            among_var = this.find_among_b$esjava$1(hungarianStemmer2.a_9);
            if (among_var === 0) {
              return false;
            }
            this.bra = this.cursor;
            if (!this.r_R1$esjava$0()) {
              return false;
            }
            switch (among_var) {
              case 0:
                return false;
              case 1:
                this.slice_del$esjava$0();
                break;
              case 2:
                this.slice_from$esjava$1("e");
                break;
              case 3:
                this.slice_from$esjava$1("a");
                break;
              case 4:
                this.slice_del$esjava$0();
                break;
              case 5:
                this.slice_from$esjava$1("e");
                break;
              case 6:
                this.slice_from$esjava$1("a");
                break;
              case 7:
                this.slice_del$esjava$0();
                break;
              case 8:
                this.slice_from$esjava$1("e");
                break;
              case 9:
                this.slice_del$esjava$0();
                break;
            }
            return true;
          }
        }, {
          key: "r_sing_owner$esjava$0",
          value: function r_sing_owner$esjava$0() {
            var among_var = void 0;
            this.ket = this.cursor;
            among_var = this.find_among_b$esjava$1(hungarianStemmer2.a_10);
            if (among_var === 0) {
              return false;
            }
            this.bra = this.cursor;
            if (!this.r_R1$esjava$0()) {
              return false;
            }
            switch (among_var) {
              case 0:
                return false;
              case 1:
                this.slice_del$esjava$0();
                break;
              case 2:
                this.slice_from$esjava$1("a");
                break;
              case 3:
                this.slice_from$esjava$1("e");
                break;
              case 4:
                this.slice_del$esjava$0();
                break;
              case 5:
                this.slice_from$esjava$1("a");
                break;
              case 6:
                this.slice_from$esjava$1("e");
                break;
              case 7:
                this.slice_del$esjava$0();
                break;
              case 8:
                this.slice_del$esjava$0();
                break;
              case 9:
                this.slice_del$esjava$0();
                break;
              case 10:
                this.slice_from$esjava$1("a");
                break;
              case 11:
                this.slice_from$esjava$1("e");
                break;
              case 12:
                this.slice_del$esjava$0();
                break;
              case 13:
                this.slice_del$esjava$0();
                break;
              case 14:
                this.slice_from$esjava$1("a");
                break;
              case 15:
                this.slice_from$esjava$1("e");
                break;
              case 16:
                this.slice_del$esjava$0();
                break;
              case 17:
                this.slice_del$esjava$0();
                break;
              case 18:
                this.slice_del$esjava$0();
                break;
              case 19:
                this.slice_from$esjava$1("a");
                break;
              case 20:
                this.slice_from$esjava$1("e");
                break;
            }
            return true;
          }
        }, {
          key: "r_plur_owner$esjava$0",
          value: function r_plur_owner$esjava$0() {
            var among_var = void 0;
            this.ket = this.cursor;
            among_var = this.find_among_b$esjava$1(hungarianStemmer2.a_11);
            if (among_var === 0) {
              return false;
            }
            this.bra = this.cursor;
            if (!this.r_R1$esjava$0()) {
              return false;
            }
            switch (among_var) {
              case 0:
                return false;
              case 1:
                this.slice_del$esjava$0();
                break;
              case 2:
                this.slice_from$esjava$1("a");
                break;
              case 3:
                this.slice_from$esjava$1("e");
                break;
              case 4:
                this.slice_del$esjava$0();
                break;
              case 5:
                this.slice_del$esjava$0();
                break;
              case 6:
                this.slice_del$esjava$0();
                break;
              case 7:
                this.slice_from$esjava$1("a");
                break;
              case 8:
                this.slice_from$esjava$1("e");
                break;
              case 9:
                this.slice_del$esjava$0();
                break;
              case 10:
                this.slice_del$esjava$0();
                break;
              case 11:
                this.slice_del$esjava$0();
                break;
              case 12:
                this.slice_from$esjava$1("a");
                break;
              case 13:
                this.slice_from$esjava$1("e");
                break;
              case 14:
                this.slice_del$esjava$0();
                break;
              case 15:
                this.slice_del$esjava$0();
                break;
              case 16:
                this.slice_del$esjava$0();
                break;
              case 17:
                this.slice_del$esjava$0();
                break;
              case 18:
                this.slice_from$esjava$1("a");
                break;
              case 19:
                this.slice_from$esjava$1("e");
                break;
              case 20:
                this.slice_del$esjava$0();
                break;
              case 21:
                this.slice_del$esjava$0();
                break;
              case 22:
                this.slice_from$esjava$1("a");
                break;
              case 23:
                this.slice_from$esjava$1("e");
                break;
              case 24:
                this.slice_del$esjava$0();
                break;
              case 25:
                this.slice_del$esjava$0();
                break;
              case 26:
                this.slice_del$esjava$0();
                break;
              case 27:
                this.slice_from$esjava$1("a");
                break;
              case 28:
                this.slice_from$esjava$1("e");
                break;
              case 29:
                this.slice_del$esjava$0();
                break;
            }
            return true;
          }
        }, {
          key: "stem$esjava$0",
          value: function stem$esjava$0() {
            var v_1 = void 0;
            var v_2 = void 0;
            var v_3 = void 0;
            var v_4 = void 0;
            var v_5 = void 0;
            var v_6 = void 0;
            var v_7 = void 0;
            var v_8 = void 0;
            var v_9 = void 0;
            var v_10 = void 0;
            v_1 = this.cursor;
            lab0: do {
              if (!this.r_mark_regions$esjava$0()) {
                break lab0;
              }
            } while (false);
            this.cursor = v_1;
            this.limit_backward = this.cursor;
            this.cursor = this.limit;
            v_2 = this.limit - this.cursor;
            lab1: do {
              if (!this.r_instrum$esjava$0()) {
                break lab1;
              }
            } while (false);
            this.cursor = this.limit - v_2;
            v_3 = this.limit - this.cursor;
            lab2: do {
              if (!this.r_case$esjava$0()) {
                break lab2;
              }
            } while (false);
            this.cursor = this.limit - v_3;
            v_4 = this.limit - this.cursor;
            lab3: do {
              if (!this.r_case_special$esjava$0()) {
                break lab3;
              }
            } while (false);
            this.cursor = this.limit - v_4;
            v_5 = this.limit - this.cursor;
            lab4: do {
              if (!this.r_case_other$esjava$0()) {
                break lab4;
              }
            } while (false);
            this.cursor = this.limit - v_5;
            v_6 = this.limit - this.cursor;
            lab5: do {
              if (!this.r_factive$esjava$0()) {
                break lab5;
              }
            } while (false);
            this.cursor = this.limit - v_6;
            v_7 = this.limit - this.cursor;
            lab6: do {
              if (!this.r_owned$esjava$0()) {
                break lab6;
              }
            } while (false);
            this.cursor = this.limit - v_7;
            v_8 = this.limit - this.cursor;
            lab7: do {
              if (!this.r_sing_owner$esjava$0()) {
                break lab7;
              }
            } while (false);
            this.cursor = this.limit - v_8;
            v_9 = this.limit - this.cursor;
            lab8: do {
              if (!this.r_plur_owner$esjava$0()) {
                break lab8;
              }
            } while (false);
            this.cursor = this.limit - v_9;
            v_10 = this.limit - this.cursor;
            lab9: do {
              if (!this.r_plural$esjava$0()) {
                break lab9;
              }
            } while (false);
            this.cursor = this.limit - v_10;
            this.cursor = this.limit_backward;
            return true;
          }
        }, {
          key: "stem",
          value: function stem() {
            var _get38;
            for (var _len37 = arguments.length, args = Array(_len37), _key37 = 0; _key37 < _len37; _key37++) {
              args[_key37] = arguments[_key37];
            }
            switch (args.length) {
              case 0:
                return this.stem$esjava$0.apply(this, args);
            }
            return (_get38 = _get(Object.getPrototypeOf(hungarianStemmer2.prototype), "stem", this)).call.apply(_get38, [this].concat(args));
          }
        }, {
          key: "I_p1",
          get: function get() {
            return Object.prototype.hasOwnProperty.call(this, "_$esjava$I_p1") ? this._$esjava$I_p1 : this._$esjava$I_p1 = 0;
          },
          set: function set(v) {
            this._$esjava$I_p1 = v;
          }
        }], [{
          key: "a_0",
          get: function get() {
            delete hungarianStemmer2.a_0;
            return hungarianStemmer2.a_0 = [new Among("cs", -1, -1), new Among("dzs", -1, -1), new Among("gy", -1, -1), new Among("ly", -1, -1), new Among("ny", -1, -1), new Among("sz", -1, -1), new Among("ty", -1, -1), new Among("zs", -1, -1)];
          }
        }, {
          key: "a_1",
          get: function get() {
            delete hungarianStemmer2.a_1;
            return hungarianStemmer2.a_1 = [new Among("\xE1", -1, 1), new Among("\xE9", -1, 2)];
          }
        }, {
          key: "a_2",
          get: function get() {
            delete hungarianStemmer2.a_2;
            return hungarianStemmer2.a_2 = [new Among("bb", -1, -1), new Among("cc", -1, -1), new Among("dd", -1, -1), new Among("ff", -1, -1), new Among("gg", -1, -1), new Among("jj", -1, -1), new Among("kk", -1, -1), new Among("ll", -1, -1), new Among("mm", -1, -1), new Among("nn", -1, -1), new Among("pp", -1, -1), new Among("rr", -1, -1), new Among("ccs", -1, -1), new Among("ss", -1, -1), new Among("zzs", -1, -1), new Among("tt", -1, -1), new Among("vv", -1, -1), new Among("ggy", -1, -1), new Among("lly", -1, -1), new Among("nny", -1, -1), new Among("tty", -1, -1), new Among("ssz", -1, -1), new Among("zz", -1, -1)];
          }
        }, {
          key: "a_3",
          get: function get() {
            delete hungarianStemmer2.a_3;
            return hungarianStemmer2.a_3 = [new Among("al", -1, 1), new Among("el", -1, 2)];
          }
        }, {
          key: "a_4",
          get: function get() {
            delete hungarianStemmer2.a_4;
            return hungarianStemmer2.a_4 = [new Among("ba", -1, -1), new Among("ra", -1, -1), new Among("be", -1, -1), new Among("re", -1, -1), new Among("ig", -1, -1), new Among("nak", -1, -1), new Among("nek", -1, -1), new Among("val", -1, -1), new Among("vel", -1, -1), new Among("ul", -1, -1), new Among("n\xE1l", -1, -1), new Among("n\xE9l", -1, -1), new Among("b\xF3l", -1, -1), new Among("r\xF3l", -1, -1), new Among("t\xF3l", -1, -1), new Among("\xFCl", -1, -1), new Among("b\u0151l", -1, -1), new Among("r\u0151l", -1, -1), new Among("t\u0151l", -1, -1), new Among("n", -1, -1), new Among("an", 19, -1), new Among("ban", 20, -1), new Among("en", 19, -1), new Among("ben", 22, -1), new Among("k\xE9ppen", 22, -1), new Among("on", 19, -1), new Among("\xF6n", 19, -1), new Among("k\xE9pp", -1, -1), new Among("kor", -1, -1), new Among("t", -1, -1), new Among("at", 29, -1), new Among("et", 29, -1), new Among("k\xE9nt", 29, -1), new Among("ank\xE9nt", 32, -1), new Among("enk\xE9nt", 32, -1), new Among("onk\xE9nt", 32, -1), new Among("ot", 29, -1), new Among("\xE9rt", 29, -1), new Among("\xF6t", 29, -1), new Among("hez", -1, -1), new Among("hoz", -1, -1), new Among("h\xF6z", -1, -1), new Among("v\xE1", -1, -1), new Among("v\xE9", -1, -1)];
          }
        }, {
          key: "a_5",
          get: function get() {
            delete hungarianStemmer2.a_5;
            return hungarianStemmer2.a_5 = [new Among("\xE1n", -1, 2), new Among("\xE9n", -1, 1), new Among("\xE1nk\xE9nt", -1, 3)];
          }
        }, {
          key: "a_6",
          get: function get() {
            delete hungarianStemmer2.a_6;
            return hungarianStemmer2.a_6 = [new Among("stul", -1, 2), new Among("astul", 0, 1), new Among("\xE1stul", 0, 3), new Among("st\xFCl", -1, 2), new Among("est\xFCl", 3, 1), new Among("\xE9st\xFCl", 3, 4)];
          }
        }, {
          key: "a_7",
          get: function get() {
            delete hungarianStemmer2.a_7;
            return hungarianStemmer2.a_7 = [new Among("\xE1", -1, 1), new Among("\xE9", -1, 2)];
          }
        }, {
          key: "a_8",
          get: function get() {
            delete hungarianStemmer2.a_8;
            return hungarianStemmer2.a_8 = [new Among("k", -1, 7), new Among("ak", 0, 4), new Among("ek", 0, 6), new Among("ok", 0, 5), new Among("\xE1k", 0, 1), new Among("\xE9k", 0, 2), new Among("\xF6k", 0, 3)];
          }
        }, {
          key: "a_9",
          get: function get() {
            delete hungarianStemmer2.a_9;
            return hungarianStemmer2.a_9 = [new Among("\xE9i", -1, 7), new Among("\xE1\xE9i", 0, 6), new Among("\xE9\xE9i", 0, 5), new Among("\xE9", -1, 9), new Among("k\xE9", 3, 4), new Among("ak\xE9", 4, 1), new Among("ek\xE9", 4, 1), new Among("ok\xE9", 4, 1), new Among("\xE1k\xE9", 4, 3), new Among("\xE9k\xE9", 4, 2), new Among("\xF6k\xE9", 4, 1), new Among("\xE9\xE9", 3, 8)];
          }
        }, {
          key: "a_10",
          get: function get() {
            delete hungarianStemmer2.a_10;
            return hungarianStemmer2.a_10 = [new Among("a", -1, 18), new Among("ja", 0, 17), new Among("d", -1, 16), new Among("ad", 2, 13), new Among("ed", 2, 13), new Among("od", 2, 13), new Among("\xE1d", 2, 14), new Among("\xE9d", 2, 15), new Among("\xF6d", 2, 13), new Among("e", -1, 18), new Among("je", 9, 17), new Among("nk", -1, 4), new Among("unk", 11, 1), new Among("\xE1nk", 11, 2), new Among("\xE9nk", 11, 3), new Among("\xFCnk", 11, 1), new Among("uk", -1, 8), new Among("juk", 16, 7), new Among("\xE1juk", 17, 5), new Among("\xFCk", -1, 8), new Among("j\xFCk", 19, 7), new Among("\xE9j\xFCk", 20, 6), new Among("m", -1, 12), new Among("am", 22, 9), new Among("em", 22, 9), new Among("om", 22, 9), new Among("\xE1m", 22, 10), new Among("\xE9m", 22, 11), new Among("o", -1, 18), new Among("\xE1", -1, 19), new Among("\xE9", -1, 20)];
          }
        }, {
          key: "a_11",
          get: function get() {
            delete hungarianStemmer2.a_11;
            return hungarianStemmer2.a_11 = [new Among("id", -1, 10), new Among("aid", 0, 9), new Among("jaid", 1, 6), new Among("eid", 0, 9), new Among("jeid", 3, 6), new Among("\xE1id", 0, 7), new Among("\xE9id", 0, 8), new Among("i", -1, 15), new Among("ai", 7, 14), new Among("jai", 8, 11), new Among("ei", 7, 14), new Among("jei", 10, 11), new Among("\xE1i", 7, 12), new Among("\xE9i", 7, 13), new Among("itek", -1, 24), new Among("eitek", 14, 21), new Among("jeitek", 15, 20), new Among("\xE9itek", 14, 23), new Among("ik", -1, 29), new Among("aik", 18, 26), new Among("jaik", 19, 25), new Among("eik", 18, 26), new Among("jeik", 21, 25), new Among("\xE1ik", 18, 27), new Among("\xE9ik", 18, 28), new Among("ink", -1, 20), new Among("aink", 25, 17), new Among("jaink", 26, 16), new Among("eink", 25, 17), new Among("jeink", 28, 16), new Among("\xE1ink", 25, 18), new Among("\xE9ink", 25, 19), new Among("aitok", -1, 21), new Among("jaitok", 32, 20), new Among("\xE1itok", -1, 22), new Among("im", -1, 5), new Among("aim", 35, 4), new Among("jaim", 36, 1), new Among("eim", 35, 4), new Among("jeim", 38, 1), new Among("\xE1im", 35, 2), new Among("\xE9im", 35, 3)];
          }
        }, {
          key: "g_v",
          get: function get() {
            delete hungarianStemmer2.g_v;
            return hungarianStemmer2.g_v = [17, 65, 16, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 17, 36, 10, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 1];
          }
        }]);
        return hungarianStemmer2;
      })(SnowballStemmer);
      var irishStemmer = (function(_SnowballStemmer13) {
        _inherits(irishStemmer2, _SnowballStemmer13);
        function irishStemmer2() {
          _classCallCheck(this, irishStemmer2);
          return _possibleConstructorReturn(this, Object.getPrototypeOf(irishStemmer2).apply(this, arguments));
        }
        _createClass(irishStemmer2, [{
          key: "r_mark_regions$esjava$0",
          value: function r_mark_regions$esjava$0() {
            var v_1 = void 0;
            var v_3 = void 0;
            this.I_pV = this.limit;
            this.I_p1 = this.limit;
            this.I_p2 = this.limit;
            v_1 = this.cursor;
            lab0: do {
              golab1: while (true) {
                lab2: do {
                  if (!this.in_grouping$esjava$3(irishStemmer2.g_v, 97, 250)) {
                    break lab2;
                  }
                  break golab1;
                } while (false);
                if (this.cursor >= this.limit) {
                  break lab0;
                }
                this.cursor++;
              }
              this.I_pV = this.cursor;
            } while (false);
            this.cursor = v_1;
            v_3 = this.cursor;
            lab3: do {
              golab4: while (true) {
                lab5: do {
                  if (!this.in_grouping$esjava$3(irishStemmer2.g_v, 97, 250)) {
                    break lab5;
                  }
                  break golab4;
                } while (false);
                if (this.cursor >= this.limit) {
                  break lab3;
                }
                this.cursor++;
              }
              golab6: while (true) {
                lab7: do {
                  if (!this.out_grouping$esjava$3(irishStemmer2.g_v, 97, 250)) {
                    break lab7;
                  }
                  break golab6;
                } while (false);
                if (this.cursor >= this.limit) {
                  break lab3;
                }
                this.cursor++;
              }
              this.I_p1 = this.cursor;
              golab8: while (true) {
                lab9: do {
                  if (!this.in_grouping$esjava$3(irishStemmer2.g_v, 97, 250)) {
                    break lab9;
                  }
                  break golab8;
                } while (false);
                if (this.cursor >= this.limit) {
                  break lab3;
                }
                this.cursor++;
              }
              golab10: while (true) {
                lab11: do {
                  if (!this.out_grouping$esjava$3(irishStemmer2.g_v, 97, 250)) {
                    break lab11;
                  }
                  break golab10;
                } while (false);
                if (this.cursor >= this.limit) {
                  break lab3;
                }
                this.cursor++;
              }
              this.I_p2 = this.cursor;
            } while (false);
            this.cursor = v_3;
            return true;
          }
        }, {
          key: "r_initial_morph$esjava$0",
          value: function r_initial_morph$esjava$0() {
            var among_var = void 0;
            this.bra = this.cursor;
            among_var = this.find_among$esjava$1(irishStemmer2.a_0);
            if (among_var === 0) {
              return false;
            }
            this.ket = this.cursor;
            switch (among_var) {
              case 0:
                return false;
              case 1:
                this.slice_del$esjava$0();
                break;
              case 2:
                this.slice_del$esjava$0();
                break;
              case 3:
                this.slice_from$esjava$1("f");
                break;
              case 4:
                this.slice_del$esjava$0();
                break;
              case 5:
                this.slice_from$esjava$1("s");
                break;
              case 6:
                this.slice_from$esjava$1("b");
                break;
              case 7:
                this.slice_from$esjava$1("c");
                break;
              case 8:
                this.slice_from$esjava$1("d");
                break;
              case 9:
                this.slice_from$esjava$1("f");
                break;
              case 10:
                this.slice_from$esjava$1("g");
                break;
              case 11:
                this.slice_from$esjava$1("p");
                break;
              case 12:
                this.slice_from$esjava$1("s");
                break;
              case 13:
                this.slice_from$esjava$1("t");
                break;
              case 14:
                this.slice_from$esjava$1("b");
                break;
              case 15:
                this.slice_from$esjava$1("c");
                break;
              case 16:
                this.slice_from$esjava$1("d");
                break;
              case 17:
                this.slice_from$esjava$1("f");
                break;
              case 18:
                this.slice_from$esjava$1("g");
                break;
              case 19:
                this.slice_from$esjava$1("m");
                break;
              case 20:
                this.slice_from$esjava$1("p");
                break;
              case 21:
                this.slice_from$esjava$1("t");
                break;
            }
            return true;
          }
        }, {
          key: "r_RV$esjava$0",
          value: function r_RV$esjava$0() {
            if (!(this.I_pV <= this.cursor)) {
              return false;
            }
            return true;
          }
        }, {
          key: "r_R1$esjava$0",
          value: function r_R1$esjava$0() {
            if (!(this.I_p1 <= this.cursor)) {
              return false;
            }
            return true;
          }
        }, {
          key: "r_R2$esjava$0",
          value: function r_R2$esjava$0() {
            if (!(this.I_p2 <= this.cursor)) {
              return false;
            }
            return true;
          }
        }, {
          key: "r_noun_sfx$esjava$0",
          value: function r_noun_sfx$esjava$0() {
            var among_var = void 0;
            this.ket = this.cursor;
            among_var = this.find_among_b$esjava$1(irishStemmer2.a_1);
            if (among_var === 0) {
              return false;
            }
            this.bra = this.cursor;
            switch (among_var) {
              case 0:
                return false;
              case 1:
                if (!this.r_R1$esjava$0()) {
                  return false;
                }
                this.slice_del$esjava$0();
                break;
              case 2:
                if (!this.r_R2$esjava$0()) {
                  return false;
                }
                this.slice_del$esjava$0();
                break;
            }
            return true;
          }
        }, {
          key: "r_deriv$esjava$0",
          value: function r_deriv$esjava$0() {
            var among_var = void 0;
            this.ket = this.cursor;
            among_var = this.find_among_b$esjava$1(irishStemmer2.a_2);
            if (among_var === 0) {
              return false;
            }
            this.bra = this.cursor;
            switch (among_var) {
              case 0:
                return false;
              case 1:
                if (!this.r_R2$esjava$0()) {
                  return false;
                }
                this.slice_del$esjava$0();
                break;
              case 2:
                this.slice_from$esjava$1("arc");
                break;
              case 3:
                this.slice_from$esjava$1("gin");
                break;
              case 4:
                this.slice_from$esjava$1("graf");
                break;
              case 5:
                this.slice_from$esjava$1("paite");
                break;
              case 6:
                this.slice_from$esjava$1("\xF3id");
                break;
            }
            return true;
          }
        }, {
          key: "r_verb_sfx$esjava$0",
          value: function r_verb_sfx$esjava$0() {
            var among_var = void 0;
            this.ket = this.cursor;
            among_var = this.find_among_b$esjava$1(irishStemmer2.a_3);
            if (among_var === 0) {
              return false;
            }
            this.bra = this.cursor;
            switch (among_var) {
              case 0:
                return false;
              case 1:
                if (!this.r_RV$esjava$0()) {
                  return false;
                }
                this.slice_del$esjava$0();
                break;
              case 2:
                if (!this.r_R1$esjava$0()) {
                  return false;
                }
                this.slice_del$esjava$0();
                break;
            }
            return true;
          }
        }, {
          key: "stem$esjava$0",
          value: function stem$esjava$0() {
            var v_1 = void 0;
            var v_2 = void 0;
            var v_3 = void 0;
            var v_4 = void 0;
            var v_5 = void 0;
            v_1 = this.cursor;
            lab0: do {
              if (!this.r_initial_morph$esjava$0()) {
                break lab0;
              }
            } while (false);
            this.cursor = v_1;
            v_2 = this.cursor;
            lab1: do {
              if (!this.r_mark_regions$esjava$0()) {
                break lab1;
              }
            } while (false);
            this.cursor = v_2;
            this.limit_backward = this.cursor;
            this.cursor = this.limit;
            v_3 = this.limit - this.cursor;
            lab2: do {
              if (!this.r_noun_sfx$esjava$0()) {
                break lab2;
              }
            } while (false);
            this.cursor = this.limit - v_3;
            v_4 = this.limit - this.cursor;
            lab3: do {
              if (!this.r_deriv$esjava$0()) {
                break lab3;
              }
            } while (false);
            this.cursor = this.limit - v_4;
            v_5 = this.limit - this.cursor;
            lab4: do {
              if (!this.r_verb_sfx$esjava$0()) {
                break lab4;
              }
            } while (false);
            this.cursor = this.limit - v_5;
            this.cursor = this.limit_backward;
            return true;
          }
        }, {
          key: "stem",
          value: function stem() {
            var _get39;
            for (var _len38 = arguments.length, args = Array(_len38), _key38 = 0; _key38 < _len38; _key38++) {
              args[_key38] = arguments[_key38];
            }
            switch (args.length) {
              case 0:
                return this.stem$esjava$0.apply(this, args);
            }
            return (_get39 = _get(Object.getPrototypeOf(irishStemmer2.prototype), "stem", this)).call.apply(_get39, [this].concat(args));
          }
        }, {
          key: "I_p2",
          get: function get() {
            return Object.prototype.hasOwnProperty.call(this, "_$esjava$I_p2") ? this._$esjava$I_p2 : this._$esjava$I_p2 = 0;
          },
          set: function set(v) {
            this._$esjava$I_p2 = v;
          }
        }, {
          key: "I_p1",
          get: function get() {
            return Object.prototype.hasOwnProperty.call(this, "_$esjava$I_p1") ? this._$esjava$I_p1 : this._$esjava$I_p1 = 0;
          },
          set: function set(v) {
            this._$esjava$I_p1 = v;
          }
        }, {
          key: "I_pV",
          get: function get() {
            return Object.prototype.hasOwnProperty.call(this, "_$esjava$I_pV") ? this._$esjava$I_pV : this._$esjava$I_pV = 0;
          },
          set: function set(v) {
            this._$esjava$I_pV = v;
          }
        }], [{
          key: "a_0",
          get: function get() {
            delete irishStemmer2.a_0;
            return irishStemmer2.a_0 = [new Among("b'", -1, 4), new Among("bh", -1, 14), new Among("bhf", 1, 9), new Among("bp", -1, 11), new Among("ch", -1, 15), new Among("d'", -1, 2), new Among("d'fh", 5, 3), new Among("dh", -1, 16), new Among("dt", -1, 13), new Among("fh", -1, 17), new Among("gc", -1, 7), new Among("gh", -1, 18), new Among("h-", -1, 1), new Among("m'", -1, 4), new Among("mb", -1, 6), new Among("mh", -1, 19), new Among("n-", -1, 1), new Among("nd", -1, 8), new Among("ng", -1, 10), new Among("ph", -1, 20), new Among("sh", -1, 5), new Among("t-", -1, 1), new Among("th", -1, 21), new Among("ts", -1, 12)];
          }
        }, {
          key: "a_1",
          get: function get() {
            delete irishStemmer2.a_1;
            return irishStemmer2.a_1 = [new Among("\xEDochta", -1, 1), new Among("a\xEDochta", 0, 1), new Among("ire", -1, 2), new Among("aire", 2, 2), new Among("abh", -1, 1), new Among("eabh", 4, 1), new Among("ibh", -1, 1), new Among("aibh", 6, 1), new Among("amh", -1, 1), new Among("eamh", 8, 1), new Among("imh", -1, 1), new Among("aimh", 10, 1), new Among("\xEDocht", -1, 1), new Among("a\xEDocht", 12, 1), new Among("ir\xED", -1, 2), new Among("air\xED", 14, 2)];
          }
        }, {
          key: "a_2",
          get: function get() {
            delete irishStemmer2.a_2;
            return irishStemmer2.a_2 = [new Among("\xF3ideacha", -1, 6), new Among("patacha", -1, 5), new Among("achta", -1, 1), new Among("arcachta", 2, 2), new Among("eachta", 2, 1), new Among("grafa\xEDochta", -1, 4), new Among("paite", -1, 5), new Among("ach", -1, 1), new Among("each", 7, 1), new Among("\xF3ideach", 8, 6), new Among("gineach", 8, 3), new Among("patach", 7, 5), new Among("grafa\xEDoch", -1, 4), new Among("pataigh", -1, 5), new Among("\xF3idigh", -1, 6), new Among("acht\xFAil", -1, 1), new Among("eacht\xFAil", 15, 1), new Among("gineas", -1, 3), new Among("ginis", -1, 3), new Among("acht", -1, 1), new Among("arcacht", 19, 2), new Among("eacht", 19, 1), new Among("grafa\xEDocht", -1, 4), new Among("arcachta\xED", -1, 2), new Among("grafa\xEDochta\xED", -1, 4)];
          }
        }, {
          key: "a_3",
          get: function get() {
            delete irishStemmer2.a_3;
            return irishStemmer2.a_3 = [new Among("imid", -1, 1), new Among("aimid", 0, 1), new Among("\xEDmid", -1, 1), new Among("a\xEDmid", 2, 1), new Among("adh", -1, 2), new Among("eadh", 4, 2), new Among("faidh", -1, 1), new Among("fidh", -1, 1), new Among("\xE1il", -1, 2), new Among("ain", -1, 2), new Among("tear", -1, 2), new Among("tar", -1, 2)];
          }
        }, {
          key: "g_v",
          get: function get() {
            delete irishStemmer2.g_v;
            return irishStemmer2.g_v = [17, 65, 16, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 17, 4, 2];
          }
        }]);
        return irishStemmer2;
      })(SnowballStemmer);
      var italianStemmer = (function(_SnowballStemmer14) {
        _inherits(italianStemmer2, _SnowballStemmer14);
        function italianStemmer2() {
          _classCallCheck(this, italianStemmer2);
          return _possibleConstructorReturn(this, Object.getPrototypeOf(italianStemmer2).apply(this, arguments));
        }
        _createClass(italianStemmer2, [{
          key: "r_prelude$esjava$0",
          value: function r_prelude$esjava$0() {
            var among_var = void 0;
            var v_1 = void 0;
            var v_2 = void 0;
            var v_3 = void 0;
            var v_4 = void 0;
            var v_5 = void 0;
            v_1 = this.cursor;
            replab0: while (true) {
              v_2 = this.cursor;
              lab1: do {
                this.bra = this.cursor;
                among_var = this.find_among$esjava$1(italianStemmer2.a_0);
                if (among_var === 0) {
                  break lab1;
                }
                this.ket = this.cursor;
                switch (among_var) {
                  case 0:
                    break lab1;
                  case 1:
                    this.slice_from$esjava$1("\xE0");
                    break;
                  case 2:
                    this.slice_from$esjava$1("\xE8");
                    break;
                  case 3:
                    this.slice_from$esjava$1("\xEC");
                    break;
                  case 4:
                    this.slice_from$esjava$1("\xF2");
                    break;
                  case 5:
                    this.slice_from$esjava$1("\xF9");
                    break;
                  case 6:
                    this.slice_from$esjava$1("qU");
                    break;
                  case 7:
                    if (this.cursor >= this.limit) {
                      break lab1;
                    }
                    this.cursor++;
                    break;
                }
                continue replab0;
              } while (false);
              this.cursor = v_2;
              break replab0;
            }
            this.cursor = v_1;
            replab2: while (true) {
              v_3 = this.cursor;
              lab3: do {
                golab4: while (true) {
                  v_4 = this.cursor;
                  lab5: do {
                    if (!this.in_grouping$esjava$3(italianStemmer2.g_v, 97, 249)) {
                      break lab5;
                    }
                    this.bra = this.cursor;
                    lab6: do {
                      v_5 = this.cursor;
                      lab7: do {
                        if (!this.eq_s$esjava$1("u")) {
                          break lab7;
                        }
                        this.ket = this.cursor;
                        if (!this.in_grouping$esjava$3(italianStemmer2.g_v, 97, 249)) {
                          break lab7;
                        }
                        this.slice_from$esjava$1("U");
                        break lab6;
                      } while (false);
                      this.cursor = v_5;
                      if (!this.eq_s$esjava$1("i")) {
                        break lab5;
                      }
                      this.ket = this.cursor;
                      if (!this.in_grouping$esjava$3(italianStemmer2.g_v, 97, 249)) {
                        break lab5;
                      }
                      this.slice_from$esjava$1("I");
                    } while (false);
                    this.cursor = v_4;
                    break golab4;
                  } while (false);
                  this.cursor = v_4;
                  if (this.cursor >= this.limit) {
                    break lab3;
                  }
                  this.cursor++;
                }
                continue replab2;
              } while (false);
              this.cursor = v_3;
              break replab2;
            }
            return true;
          }
        }, {
          key: "r_mark_regions$esjava$0",
          value: function r_mark_regions$esjava$0() {
            var v_1 = void 0;
            var v_2 = void 0;
            var v_3 = void 0;
            var v_6 = void 0;
            var v_8 = void 0;
            this.I_pV = this.limit;
            this.I_p1 = this.limit;
            this.I_p2 = this.limit;
            v_1 = this.cursor;
            lab0: do {
              lab1: do {
                v_2 = this.cursor;
                lab2: do {
                  if (!this.in_grouping$esjava$3(italianStemmer2.g_v, 97, 249)) {
                    break lab2;
                  }
                  lab3: do {
                    v_3 = this.cursor;
                    lab4: do {
                      if (!this.out_grouping$esjava$3(italianStemmer2.g_v, 97, 249)) {
                        break lab4;
                      }
                      golab5: while (true) {
                        lab6: do {
                          if (!this.in_grouping$esjava$3(italianStemmer2.g_v, 97, 249)) {
                            break lab6;
                          }
                          break golab5;
                        } while (false);
                        if (this.cursor >= this.limit) {
                          break lab4;
                        }
                        this.cursor++;
                      }
                      break lab3;
                    } while (false);
                    this.cursor = v_3;
                    if (!this.in_grouping$esjava$3(italianStemmer2.g_v, 97, 249)) {
                      break lab2;
                    }
                    golab7: while (true) {
                      lab8: do {
                        if (!this.out_grouping$esjava$3(italianStemmer2.g_v, 97, 249)) {
                          break lab8;
                        }
                        break golab7;
                      } while (false);
                      if (this.cursor >= this.limit) {
                        break lab2;
                      }
                      this.cursor++;
                    }
                  } while (false);
                  break lab1;
                } while (false);
                this.cursor = v_2;
                if (!this.out_grouping$esjava$3(italianStemmer2.g_v, 97, 249)) {
                  break lab0;
                }
                lab9: do {
                  v_6 = this.cursor;
                  lab10: do {
                    if (!this.out_grouping$esjava$3(italianStemmer2.g_v, 97, 249)) {
                      break lab10;
                    }
                    golab11: while (true) {
                      lab12: do {
                        if (!this.in_grouping$esjava$3(italianStemmer2.g_v, 97, 249)) {
                          break lab12;
                        }
                        break golab11;
                      } while (false);
                      if (this.cursor >= this.limit) {
                        break lab10;
                      }
                      this.cursor++;
                    }
                    break lab9;
                  } while (false);
                  this.cursor = v_6;
                  if (!this.in_grouping$esjava$3(italianStemmer2.g_v, 97, 249)) {
                    break lab0;
                  }
                  if (this.cursor >= this.limit) {
                    break lab0;
                  }
                  this.cursor++;
                } while (false);
              } while (false);
              this.I_pV = this.cursor;
            } while (false);
            this.cursor = v_1;
            v_8 = this.cursor;
            lab13: do {
              golab14: while (true) {
                lab15: do {
                  if (!this.in_grouping$esjava$3(italianStemmer2.g_v, 97, 249)) {
                    break lab15;
                  }
                  break golab14;
                } while (false);
                if (this.cursor >= this.limit) {
                  break lab13;
                }
                this.cursor++;
              }
              golab16: while (true) {
                lab17: do {
                  if (!this.out_grouping$esjava$3(italianStemmer2.g_v, 97, 249)) {
                    break lab17;
                  }
                  break golab16;
                } while (false);
                if (this.cursor >= this.limit) {
                  break lab13;
                }
                this.cursor++;
              }
              this.I_p1 = this.cursor;
              golab18: while (true) {
                lab19: do {
                  if (!this.in_grouping$esjava$3(italianStemmer2.g_v, 97, 249)) {
                    break lab19;
                  }
                  break golab18;
                } while (false);
                if (this.cursor >= this.limit) {
                  break lab13;
                }
                this.cursor++;
              }
              golab20: while (true) {
                lab21: do {
                  if (!this.out_grouping$esjava$3(italianStemmer2.g_v, 97, 249)) {
                    break lab21;
                  }
                  break golab20;
                } while (false);
                if (this.cursor >= this.limit) {
                  break lab13;
                }
                this.cursor++;
              }
              this.I_p2 = this.cursor;
            } while (false);
            this.cursor = v_8;
            return true;
          }
        }, {
          key: "r_postlude$esjava$0",
          value: function r_postlude$esjava$0() {
            var among_var = void 0;
            var v_1 = void 0;
            replab0: while (true) {
              v_1 = this.cursor;
              lab1: do {
                this.bra = this.cursor;
                among_var = this.find_among$esjava$1(italianStemmer2.a_1);
                if (among_var === 0) {
                  break lab1;
                }
                this.ket = this.cursor;
                switch (among_var) {
                  case 0:
                    break lab1;
                  case 1:
                    this.slice_from$esjava$1("i");
                    break;
                  case 2:
                    this.slice_from$esjava$1("u");
                    break;
                  case 3:
                    if (this.cursor >= this.limit) {
                      break lab1;
                    }
                    this.cursor++;
                    break;
                }
                continue replab0;
              } while (false);
              this.cursor = v_1;
              break replab0;
            }
            return true;
          }
        }, {
          key: "r_RV$esjava$0",
          value: function r_RV$esjava$0() {
            if (!(this.I_pV <= this.cursor)) {
              return false;
            }
            return true;
          }
        }, {
          key: "r_R1$esjava$0",
          value: function r_R1$esjava$0() {
            if (!(this.I_p1 <= this.cursor)) {
              return false;
            }
            return true;
          }
        }, {
          key: "r_R2$esjava$0",
          value: function r_R2$esjava$0() {
            if (!(this.I_p2 <= this.cursor)) {
              return false;
            }
            return true;
          }
        }, {
          key: "r_attached_pronoun$esjava$0",
          value: function r_attached_pronoun$esjava$0() {
            var among_var = void 0;
            this.ket = this.cursor;
            if (this.find_among_b$esjava$1(italianStemmer2.a_2) === 0) {
              return false;
            }
            this.bra = this.cursor;
            among_var = this.find_among_b$esjava$1(italianStemmer2.a_3);
            if (among_var === 0) {
              return false;
            }
            if (!this.r_RV$esjava$0()) {
              return false;
            }
            switch (among_var) {
              case 0:
                return false;
              case 1:
                this.slice_del$esjava$0();
                break;
              case 2:
                this.slice_from$esjava$1("e");
                break;
            }
            return true;
          }
        }, {
          key: "r_standard_suffix$esjava$0",
          value: function r_standard_suffix$esjava$0() {
            var among_var = void 0;
            var v_1 = void 0;
            var v_2 = void 0;
            var v_3 = void 0;
            var v_4 = void 0;
            this.ket = this.cursor;
            among_var = this.find_among_b$esjava$1(italianStemmer2.a_6);
            if (among_var === 0) {
              return false;
            }
            this.bra = this.cursor;
            switch (among_var) {
              case 0:
                return false;
              case 1:
                if (!this.r_R2$esjava$0()) {
                  return false;
                }
                this.slice_del$esjava$0();
                break;
              case 2:
                if (!this.r_R2$esjava$0()) {
                  return false;
                }
                this.slice_del$esjava$0();
                v_1 = this.limit - this.cursor;
                lab0: do {
                  this.ket = this.cursor;
                  if (!this.eq_s_b$esjava$1("ic")) {
                    this.cursor = this.limit - v_1;
                    break lab0;
                  }
                  this.bra = this.cursor;
                  if (!this.r_R2$esjava$0()) {
                    this.cursor = this.limit - v_1;
                    break lab0;
                  }
                  this.slice_del$esjava$0();
                } while (false);
                break;
              case 3:
                if (!this.r_R2$esjava$0()) {
                  return false;
                }
                this.slice_from$esjava$1("log");
                break;
              case 4:
                if (!this.r_R2$esjava$0()) {
                  return false;
                }
                this.slice_from$esjava$1("u");
                break;
              case 5:
                if (!this.r_R2$esjava$0()) {
                  return false;
                }
                this.slice_from$esjava$1("ente");
                break;
              case 6:
                if (!this.r_RV$esjava$0()) {
                  return false;
                }
                this.slice_del$esjava$0();
                break;
              case 7:
                if (!this.r_R1$esjava$0()) {
                  return false;
                }
                this.slice_del$esjava$0();
                v_2 = this.limit - this.cursor;
                lab1: do {
                  this.ket = this.cursor;
                  among_var = this.find_among_b$esjava$1(italianStemmer2.a_4);
                  if (among_var === 0) {
                    this.cursor = this.limit - v_2;
                    break lab1;
                  }
                  this.bra = this.cursor;
                  if (!this.r_R2$esjava$0()) {
                    this.cursor = this.limit - v_2;
                    break lab1;
                  }
                  this.slice_del$esjava$0();
                  switch (among_var) {
                    case 0:
                      this.cursor = this.limit - v_2;
                      break lab1;
                    case 1:
                      this.ket = this.cursor;
                      if (!this.eq_s_b$esjava$1("at")) {
                        this.cursor = this.limit - v_2;
                        break lab1;
                      }
                      this.bra = this.cursor;
                      if (!this.r_R2$esjava$0()) {
                        this.cursor = this.limit - v_2;
                        break lab1;
                      }
                      this.slice_del$esjava$0();
                      break;
                  }
                } while (false);
                break;
              case 8:
                if (!this.r_R2$esjava$0()) {
                  return false;
                }
                this.slice_del$esjava$0();
                v_3 = this.limit - this.cursor;
                lab2: do {
                  this.ket = this.cursor;
                  among_var = this.find_among_b$esjava$1(italianStemmer2.a_5);
                  if (among_var === 0) {
                    this.cursor = this.limit - v_3;
                    break lab2;
                  }
                  this.bra = this.cursor;
                  switch (among_var) {
                    case 0:
                      this.cursor = this.limit - v_3;
                      break lab2;
                    case 1:
                      if (!this.r_R2$esjava$0()) {
                        this.cursor = this.limit - v_3;
                        break lab2;
                      }
                      this.slice_del$esjava$0();
                      break;
                  }
                } while (false);
                break;
              case 9:
                if (!this.r_R2$esjava$0()) {
                  return false;
                }
                this.slice_del$esjava$0();
                v_4 = this.limit - this.cursor;
                lab3: do {
                  this.ket = this.cursor;
                  if (!this.eq_s_b$esjava$1("at")) {
                    this.cursor = this.limit - v_4;
                    break lab3;
                  }
                  this.bra = this.cursor;
                  if (!this.r_R2$esjava$0()) {
                    this.cursor = this.limit - v_4;
                    break lab3;
                  }
                  this.slice_del$esjava$0();
                  this.ket = this.cursor;
                  if (!this.eq_s_b$esjava$1("ic")) {
                    this.cursor = this.limit - v_4;
                    break lab3;
                  }
                  this.bra = this.cursor;
                  if (!this.r_R2$esjava$0()) {
                    this.cursor = this.limit - v_4;
                    break lab3;
                  }
                  this.slice_del$esjava$0();
                } while (false);
                break;
            }
            return true;
          }
        }, {
          key: "r_verb_suffix$esjava$0",
          value: function r_verb_suffix$esjava$0() {
            var among_var = void 0;
            var v_1 = void 0;
            var v_2 = void 0;
            v_1 = this.limit - this.cursor;
            if (this.cursor < this.I_pV) {
              return false;
            }
            this.cursor = this.I_pV;
            v_2 = this.limit_backward;
            this.limit_backward = this.cursor;
            this.cursor = this.limit - v_1;
            this.ket = this.cursor;
            among_var = this.find_among_b$esjava$1(italianStemmer2.a_7);
            if (among_var === 0) {
              this.limit_backward = v_2;
              return false;
            }
            this.bra = this.cursor;
            switch (among_var) {
              case 0:
                this.limit_backward = v_2;
                return false;
              case 1:
                this.slice_del$esjava$0();
                break;
            }
            this.limit_backward = v_2;
            return true;
          }
        }, {
          key: "r_vowel_suffix$esjava$0",
          value: function r_vowel_suffix$esjava$0() {
            var v_1 = void 0;
            var v_2 = void 0;
            v_1 = this.limit - this.cursor;
            lab0: do {
              this.ket = this.cursor;
              if (!this.in_grouping_b$esjava$3(italianStemmer2.g_AEIO, 97, 242)) {
                this.cursor = this.limit - v_1;
                break lab0;
              }
              this.bra = this.cursor;
              if (!this.r_RV$esjava$0()) {
                this.cursor = this.limit - v_1;
                break lab0;
              }
              this.slice_del$esjava$0();
              this.ket = this.cursor;
              if (!this.eq_s_b$esjava$1("i")) {
                this.cursor = this.limit - v_1;
                break lab0;
              }
              this.bra = this.cursor;
              if (!this.r_RV$esjava$0()) {
                this.cursor = this.limit - v_1;
                break lab0;
              }
              this.slice_del$esjava$0();
            } while (false);
            v_2 = this.limit - this.cursor;
            lab1: do {
              this.ket = this.cursor;
              if (!this.eq_s_b$esjava$1("h")) {
                this.cursor = this.limit - v_2;
                break lab1;
              }
              this.bra = this.cursor;
              if (!this.in_grouping_b$esjava$3(italianStemmer2.g_CG, 99, 103)) {
                this.cursor = this.limit - v_2;
                break lab1;
              }
              if (!this.r_RV$esjava$0()) {
                this.cursor = this.limit - v_2;
                break lab1;
              }
              this.slice_del$esjava$0();
            } while (false);
            return true;
          }
        }, {
          key: "stem$esjava$0",
          value: function stem$esjava$0() {
            var v_1 = void 0;
            var v_2 = void 0;
            var v_3 = void 0;
            var v_4 = void 0;
            var v_5 = void 0;
            var v_6 = void 0;
            var v_7 = void 0;
            v_1 = this.cursor;
            lab0: do {
              if (!this.r_prelude$esjava$0()) {
                break lab0;
              }
            } while (false);
            this.cursor = v_1;
            v_2 = this.cursor;
            lab1: do {
              if (!this.r_mark_regions$esjava$0()) {
                break lab1;
              }
            } while (false);
            this.cursor = v_2;
            this.limit_backward = this.cursor;
            this.cursor = this.limit;
            v_3 = this.limit - this.cursor;
            lab2: do {
              if (!this.r_attached_pronoun$esjava$0()) {
                break lab2;
              }
            } while (false);
            this.cursor = this.limit - v_3;
            v_4 = this.limit - this.cursor;
            lab3: do {
              lab4: do {
                v_5 = this.limit - this.cursor;
                lab5: do {
                  if (!this.r_standard_suffix$esjava$0()) {
                    break lab5;
                  }
                  break lab4;
                } while (false);
                this.cursor = this.limit - v_5;
                if (!this.r_verb_suffix$esjava$0()) {
                  break lab3;
                }
              } while (false);
            } while (false);
            this.cursor = this.limit - v_4;
            v_6 = this.limit - this.cursor;
            lab6: do {
              if (!this.r_vowel_suffix$esjava$0()) {
                break lab6;
              }
            } while (false);
            this.cursor = this.limit - v_6;
            this.cursor = this.limit_backward;
            v_7 = this.cursor;
            lab7: do {
              if (!this.r_postlude$esjava$0()) {
                break lab7;
              }
            } while (false);
            this.cursor = v_7;
            return true;
          }
        }, {
          key: "stem",
          value: function stem() {
            var _get40;
            for (var _len39 = arguments.length, args = Array(_len39), _key39 = 0; _key39 < _len39; _key39++) {
              args[_key39] = arguments[_key39];
            }
            switch (args.length) {
              case 0:
                return this.stem$esjava$0.apply(this, args);
            }
            return (_get40 = _get(Object.getPrototypeOf(italianStemmer2.prototype), "stem", this)).call.apply(_get40, [this].concat(args));
          }
        }, {
          key: "I_p2",
          get: function get() {
            return Object.prototype.hasOwnProperty.call(this, "_$esjava$I_p2") ? this._$esjava$I_p2 : this._$esjava$I_p2 = 0;
          },
          set: function set(v) {
            this._$esjava$I_p2 = v;
          }
        }, {
          key: "I_p1",
          get: function get() {
            return Object.prototype.hasOwnProperty.call(this, "_$esjava$I_p1") ? this._$esjava$I_p1 : this._$esjava$I_p1 = 0;
          },
          set: function set(v) {
            this._$esjava$I_p1 = v;
          }
        }, {
          key: "I_pV",
          get: function get() {
            return Object.prototype.hasOwnProperty.call(this, "_$esjava$I_pV") ? this._$esjava$I_pV : this._$esjava$I_pV = 0;
          },
          set: function set(v) {
            this._$esjava$I_pV = v;
          }
        }], [{
          key: "a_0",
          get: function get() {
            delete italianStemmer2.a_0;
            return italianStemmer2.a_0 = [new Among("", -1, 7), new Among("qu", 0, 6), new Among("\xE1", 0, 1), new Among("\xE9", 0, 2), new Among("\xED", 0, 3), new Among("\xF3", 0, 4), new Among("\xFA", 0, 5)];
          }
        }, {
          key: "a_1",
          get: function get() {
            delete italianStemmer2.a_1;
            return italianStemmer2.a_1 = [new Among("", -1, 3), new Among("I", 0, 1), new Among("U", 0, 2)];
          }
        }, {
          key: "a_2",
          get: function get() {
            delete italianStemmer2.a_2;
            return italianStemmer2.a_2 = [new Among("la", -1, -1), new Among("cela", 0, -1), new Among("gliela", 0, -1), new Among("mela", 0, -1), new Among("tela", 0, -1), new Among("vela", 0, -1), new Among("le", -1, -1), new Among("cele", 6, -1), new Among("gliele", 6, -1), new Among("mele", 6, -1), new Among("tele", 6, -1), new Among("vele", 6, -1), new Among("ne", -1, -1), new Among("cene", 12, -1), new Among("gliene", 12, -1), new Among("mene", 12, -1), new Among("sene", 12, -1), new Among("tene", 12, -1), new Among("vene", 12, -1), new Among("ci", -1, -1), new Among("li", -1, -1), new Among("celi", 20, -1), new Among("glieli", 20, -1), new Among("meli", 20, -1), new Among("teli", 20, -1), new Among("veli", 20, -1), new Among("gli", 20, -1), new Among("mi", -1, -1), new Among("si", -1, -1), new Among("ti", -1, -1), new Among("vi", -1, -1), new Among("lo", -1, -1), new Among("celo", 31, -1), new Among("glielo", 31, -1), new Among("melo", 31, -1), new Among("telo", 31, -1), new Among("velo", 31, -1)];
          }
        }, {
          key: "a_3",
          get: function get() {
            delete italianStemmer2.a_3;
            return italianStemmer2.a_3 = [new Among("ando", -1, 1), new Among("endo", -1, 1), new Among("ar", -1, 2), new Among("er", -1, 2), new Among("ir", -1, 2)];
          }
        }, {
          key: "a_4",
          get: function get() {
            delete italianStemmer2.a_4;
            return italianStemmer2.a_4 = [new Among("ic", -1, -1), new Among("abil", -1, -1), new Among("os", -1, -1), new Among("iv", -1, 1)];
          }
        }, {
          key: "a_5",
          get: function get() {
            delete italianStemmer2.a_5;
            return italianStemmer2.a_5 = [new Among("ic", -1, 1), new Among("abil", -1, 1), new Among("iv", -1, 1)];
          }
        }, {
          key: "a_6",
          get: function get() {
            delete italianStemmer2.a_6;
            return italianStemmer2.a_6 = [new Among("ica", -1, 1), new Among("logia", -1, 3), new Among("osa", -1, 1), new Among("ista", -1, 1), new Among("iva", -1, 9), new Among("anza", -1, 1), new Among("enza", -1, 5), new Among("ice", -1, 1), new Among("atrice", 7, 1), new Among("iche", -1, 1), new Among("logie", -1, 3), new Among("abile", -1, 1), new Among("ibile", -1, 1), new Among("usione", -1, 4), new Among("azione", -1, 2), new Among("uzione", -1, 4), new Among("atore", -1, 2), new Among("ose", -1, 1), new Among("ante", -1, 1), new Among("mente", -1, 1), new Among("amente", 19, 7), new Among("iste", -1, 1), new Among("ive", -1, 9), new Among("anze", -1, 1), new Among("enze", -1, 5), new Among("ici", -1, 1), new Among("atrici", 25, 1), new Among("ichi", -1, 1), new Among("abili", -1, 1), new Among("ibili", -1, 1), new Among("ismi", -1, 1), new Among("usioni", -1, 4), new Among("azioni", -1, 2), new Among("uzioni", -1, 4), new Among("atori", -1, 2), new Among("osi", -1, 1), new Among("anti", -1, 1), new Among("amenti", -1, 6), new Among("imenti", -1, 6), new Among("isti", -1, 1), new Among("ivi", -1, 9), new Among("ico", -1, 1), new Among("ismo", -1, 1), new Among("oso", -1, 1), new Among("amento", -1, 6), new Among("imento", -1, 6), new Among("ivo", -1, 9), new Among("it\xE0", -1, 8), new Among("ist\xE0", -1, 1), new Among("ist\xE8", -1, 1), new Among("ist\xEC", -1, 1)];
          }
        }, {
          key: "a_7",
          get: function get() {
            delete italianStemmer2.a_7;
            return italianStemmer2.a_7 = [new Among("isca", -1, 1), new Among("enda", -1, 1), new Among("ata", -1, 1), new Among("ita", -1, 1), new Among("uta", -1, 1), new Among("ava", -1, 1), new Among("eva", -1, 1), new Among("iva", -1, 1), new Among("erebbe", -1, 1), new Among("irebbe", -1, 1), new Among("isce", -1, 1), new Among("ende", -1, 1), new Among("are", -1, 1), new Among("ere", -1, 1), new Among("ire", -1, 1), new Among("asse", -1, 1), new Among("ate", -1, 1), new Among("avate", 16, 1), new Among("evate", 16, 1), new Among("ivate", 16, 1), new Among("ete", -1, 1), new Among("erete", 20, 1), new Among("irete", 20, 1), new Among("ite", -1, 1), new Among("ereste", -1, 1), new Among("ireste", -1, 1), new Among("ute", -1, 1), new Among("erai", -1, 1), new Among("irai", -1, 1), new Among("isci", -1, 1), new Among("endi", -1, 1), new Among("erei", -1, 1), new Among("irei", -1, 1), new Among("assi", -1, 1), new Among("ati", -1, 1), new Among("iti", -1, 1), new Among("eresti", -1, 1), new Among("iresti", -1, 1), new Among("uti", -1, 1), new Among("avi", -1, 1), new Among("evi", -1, 1), new Among("ivi", -1, 1), new Among("isco", -1, 1), new Among("ando", -1, 1), new Among("endo", -1, 1), new Among("Yamo", -1, 1), new Among("iamo", -1, 1), new Among("avamo", -1, 1), new Among("evamo", -1, 1), new Among("ivamo", -1, 1), new Among("eremo", -1, 1), new Among("iremo", -1, 1), new Among("assimo", -1, 1), new Among("ammo", -1, 1), new Among("emmo", -1, 1), new Among("eremmo", 54, 1), new Among("iremmo", 54, 1), new Among("immo", -1, 1), new Among("ano", -1, 1), new Among("iscano", 58, 1), new Among("avano", 58, 1), new Among("evano", 58, 1), new Among("ivano", 58, 1), new Among("eranno", -1, 1), new Among("iranno", -1, 1), new Among("ono", -1, 1), new Among("iscono", 65, 1), new Among("arono", 65, 1), new Among("erono", 65, 1), new Among("irono", 65, 1), new Among("erebbero", -1, 1), new Among("irebbero", -1, 1), new Among("assero", -1, 1), new Among("essero", -1, 1), new Among("issero", -1, 1), new Among("ato", -1, 1), new Among("ito", -1, 1), new Among("uto", -1, 1), new Among("avo", -1, 1), new Among("evo", -1, 1), new Among("ivo", -1, 1), new Among("ar", -1, 1), new Among("ir", -1, 1), new Among("er\xE0", -1, 1), new Among("ir\xE0", -1, 1), new Among("er\xF2", -1, 1), new Among("ir\xF2", -1, 1)];
          }
        }, {
          key: "g_v",
          get: function get() {
            delete italianStemmer2.g_v;
            return italianStemmer2.g_v = [17, 65, 16, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 128, 128, 8, 2, 1];
          }
        }, {
          key: "g_AEIO",
          get: function get() {
            delete italianStemmer2.g_AEIO;
            return italianStemmer2.g_AEIO = [17, 65, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 128, 128, 8, 2];
          }
        }, {
          key: "g_CG",
          get: function get() {
            delete italianStemmer2.g_CG;
            return italianStemmer2.g_CG = [17];
          }
        }]);
        return italianStemmer2;
      })(SnowballStemmer);
      var norwegianStemmer = (function(_SnowballStemmer15) {
        _inherits(norwegianStemmer2, _SnowballStemmer15);
        function norwegianStemmer2() {
          _classCallCheck(this, norwegianStemmer2);
          return _possibleConstructorReturn(this, Object.getPrototypeOf(norwegianStemmer2).apply(this, arguments));
        }
        _createClass(norwegianStemmer2, [{
          key: "r_mark_regions$esjava$0",
          value: function r_mark_regions$esjava$0() {
            var v_1 = void 0;
            var v_2 = void 0;
            this.I_p1 = this.limit;
            v_1 = this.cursor;
            {
              var c = this.cursor + 3;
              if (0 > c || c > this.limit) {
                return false;
              }
              this.cursor = c;
            }
            this.I_x = this.cursor;
            this.cursor = v_1;
            golab0: while (true) {
              v_2 = this.cursor;
              lab1: do {
                if (!this.in_grouping$esjava$3(norwegianStemmer2.g_v, 97, 248)) {
                  break lab1;
                }
                this.cursor = v_2;
                break golab0;
              } while (false);
              this.cursor = v_2;
              if (this.cursor >= this.limit) {
                return false;
              }
              this.cursor++;
            }
            golab2: while (true) {
              lab3: do {
                if (!this.out_grouping$esjava$3(norwegianStemmer2.g_v, 97, 248)) {
                  break lab3;
                }
                break golab2;
              } while (false);
              if (this.cursor >= this.limit) {
                return false;
              }
              this.cursor++;
            }
            this.I_p1 = this.cursor;
            lab4: do {
              if (!(this.I_p1 < this.I_x)) {
                break lab4;
              }
              this.I_p1 = this.I_x;
            } while (false);
            return true;
          }
        }, {
          key: "r_main_suffix$esjava$0",
          value: function r_main_suffix$esjava$0() {
            var among_var = void 0;
            var v_1 = void 0;
            var v_2 = void 0;
            var v_3 = void 0;
            v_1 = this.limit - this.cursor;
            if (this.cursor < this.I_p1) {
              return false;
            }
            this.cursor = this.I_p1;
            v_2 = this.limit_backward;
            this.limit_backward = this.cursor;
            this.cursor = this.limit - v_1;
            this.ket = this.cursor;
            among_var = this.find_among_b$esjava$1(norwegianStemmer2.a_0);
            if (among_var === 0) {
              this.limit_backward = v_2;
              return false;
            }
            this.bra = this.cursor;
            this.limit_backward = v_2;
            switch (among_var) {
              case 0:
                return false;
              case 1:
                this.slice_del$esjava$0();
                break;
              case 2:
                lab0: do {
                  v_3 = this.limit - this.cursor;
                  lab1: do {
                    if (!this.in_grouping_b$esjava$3(norwegianStemmer2.g_s_ending, 98, 122)) {
                      break lab1;
                    }
                    break lab0;
                  } while (false);
                  this.cursor = this.limit - v_3;
                  if (!this.eq_s_b$esjava$1("k")) {
                    return false;
                  }
                  if (!this.out_grouping_b$esjava$3(norwegianStemmer2.g_v, 97, 248)) {
                    return false;
                  }
                } while (false);
                this.slice_del$esjava$0();
                break;
              case 3:
                this.slice_from$esjava$1("er");
                break;
            }
            return true;
          }
        }, {
          key: "r_consonant_pair$esjava$0",
          value: function r_consonant_pair$esjava$0() {
            var v_1 = void 0;
            var v_2 = void 0;
            var v_3 = void 0;
            v_1 = this.limit - this.cursor;
            v_2 = this.limit - this.cursor;
            if (this.cursor < this.I_p1) {
              return false;
            }
            this.cursor = this.I_p1;
            v_3 = this.limit_backward;
            this.limit_backward = this.cursor;
            this.cursor = this.limit - v_2;
            this.ket = this.cursor;
            if (this.find_among_b$esjava$1(norwegianStemmer2.a_1) === 0) {
              this.limit_backward = v_3;
              return false;
            }
            this.bra = this.cursor;
            this.limit_backward = v_3;
            this.cursor = this.limit - v_1;
            if (this.cursor <= this.limit_backward) {
              return false;
            }
            this.cursor--;
            this.bra = this.cursor;
            this.slice_del$esjava$0();
            return true;
          }
        }, {
          key: "r_other_suffix$esjava$0",
          value: function r_other_suffix$esjava$0() {
            var among_var = void 0;
            var v_1 = void 0;
            var v_2 = void 0;
            v_1 = this.limit - this.cursor;
            if (this.cursor < this.I_p1) {
              return false;
            }
            this.cursor = this.I_p1;
            v_2 = this.limit_backward;
            this.limit_backward = this.cursor;
            this.cursor = this.limit - v_1;
            this.ket = this.cursor;
            among_var = this.find_among_b$esjava$1(norwegianStemmer2.a_2);
            if (among_var === 0) {
              this.limit_backward = v_2;
              return false;
            }
            this.bra = this.cursor;
            this.limit_backward = v_2;
            switch (among_var) {
              case 0:
                return false;
              case 1:
                this.slice_del$esjava$0();
                break;
            }
            return true;
          }
        }, {
          key: "stem$esjava$0",
          value: function stem$esjava$0() {
            var v_1 = void 0;
            var v_2 = void 0;
            var v_3 = void 0;
            var v_4 = void 0;
            v_1 = this.cursor;
            lab0: do {
              if (!this.r_mark_regions$esjava$0()) {
                break lab0;
              }
            } while (false);
            this.cursor = v_1;
            this.limit_backward = this.cursor;
            this.cursor = this.limit;
            v_2 = this.limit - this.cursor;
            lab1: do {
              if (!this.r_main_suffix$esjava$0()) {
                break lab1;
              }
            } while (false);
            this.cursor = this.limit - v_2;
            v_3 = this.limit - this.cursor;
            lab2: do {
              if (!this.r_consonant_pair$esjava$0()) {
                break lab2;
              }
            } while (false);
            this.cursor = this.limit - v_3;
            v_4 = this.limit - this.cursor;
            lab3: do {
              if (!this.r_other_suffix$esjava$0()) {
                break lab3;
              }
            } while (false);
            this.cursor = this.limit - v_4;
            this.cursor = this.limit_backward;
            return true;
          }
        }, {
          key: "stem",
          value: function stem() {
            var _get41;
            for (var _len40 = arguments.length, args = Array(_len40), _key40 = 0; _key40 < _len40; _key40++) {
              args[_key40] = arguments[_key40];
            }
            switch (args.length) {
              case 0:
                return this.stem$esjava$0.apply(this, args);
            }
            return (_get41 = _get(Object.getPrototypeOf(norwegianStemmer2.prototype), "stem", this)).call.apply(_get41, [this].concat(args));
          }
        }, {
          key: "I_x",
          get: function get() {
            return Object.prototype.hasOwnProperty.call(this, "_$esjava$I_x") ? this._$esjava$I_x : this._$esjava$I_x = 0;
          },
          set: function set(v) {
            this._$esjava$I_x = v;
          }
        }, {
          key: "I_p1",
          get: function get() {
            return Object.prototype.hasOwnProperty.call(this, "_$esjava$I_p1") ? this._$esjava$I_p1 : this._$esjava$I_p1 = 0;
          },
          set: function set(v) {
            this._$esjava$I_p1 = v;
          }
        }], [{
          key: "a_0",
          get: function get() {
            delete norwegianStemmer2.a_0;
            return norwegianStemmer2.a_0 = [new Among("a", -1, 1), new Among("e", -1, 1), new Among("ede", 1, 1), new Among("ande", 1, 1), new Among("ende", 1, 1), new Among("ane", 1, 1), new Among("ene", 1, 1), new Among("hetene", 6, 1), new Among("erte", 1, 3), new Among("en", -1, 1), new Among("heten", 9, 1), new Among("ar", -1, 1), new Among("er", -1, 1), new Among("heter", 12, 1), new Among("s", -1, 2), new Among("as", 14, 1), new Among("es", 14, 1), new Among("edes", 16, 1), new Among("endes", 16, 1), new Among("enes", 16, 1), new Among("hetenes", 19, 1), new Among("ens", 14, 1), new Among("hetens", 21, 1), new Among("ers", 14, 1), new Among("ets", 14, 1), new Among("et", -1, 1), new Among("het", 25, 1), new Among("ert", -1, 3), new Among("ast", -1, 1)];
          }
        }, {
          key: "a_1",
          get: function get() {
            delete norwegianStemmer2.a_1;
            return norwegianStemmer2.a_1 = [new Among("dt", -1, -1), new Among("vt", -1, -1)];
          }
        }, {
          key: "a_2",
          get: function get() {
            delete norwegianStemmer2.a_2;
            return norwegianStemmer2.a_2 = [new Among("leg", -1, 1), new Among("eleg", 0, 1), new Among("ig", -1, 1), new Among("eig", 2, 1), new Among("lig", 2, 1), new Among("elig", 4, 1), new Among("els", -1, 1), new Among("lov", -1, 1), new Among("elov", 7, 1), new Among("slov", 7, 1), new Among("hetslov", 9, 1)];
          }
        }, {
          key: "g_v",
          get: function get() {
            delete norwegianStemmer2.g_v;
            return norwegianStemmer2.g_v = [17, 65, 16, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 48, 0, 128];
          }
        }, {
          key: "g_s_ending",
          get: function get() {
            delete norwegianStemmer2.g_s_ending;
            return norwegianStemmer2.g_s_ending = [119, 125, 149, 1];
          }
        }]);
        return norwegianStemmer2;
      })(SnowballStemmer);
      var porterStemmer = (function(_SnowballStemmer16) {
        _inherits(porterStemmer2, _SnowballStemmer16);
        function porterStemmer2() {
          _classCallCheck(this, porterStemmer2);
          return _possibleConstructorReturn(this, Object.getPrototypeOf(porterStemmer2).apply(this, arguments));
        }
        _createClass(porterStemmer2, [{
          key: "r_shortv$esjava$0",
          value: function r_shortv$esjava$0() {
            if (!this.out_grouping_b$esjava$3(porterStemmer2.g_v_WXY, 89, 121)) {
              return false;
            }
            if (!this.in_grouping_b$esjava$3(porterStemmer2.g_v, 97, 121)) {
              return false;
            }
            if (!this.out_grouping_b$esjava$3(porterStemmer2.g_v, 97, 121)) {
              return false;
            }
            return true;
          }
        }, {
          key: "r_R1$esjava$0",
          value: function r_R1$esjava$0() {
            if (!(this.I_p1 <= this.cursor)) {
              return false;
            }
            return true;
          }
        }, {
          key: "r_R2$esjava$0",
          value: function r_R2$esjava$0() {
            if (!(this.I_p2 <= this.cursor)) {
              return false;
            }
            return true;
          }
        }, {
          key: "r_Step_1a$esjava$0",
          value: function r_Step_1a$esjava$0() {
            var among_var = void 0;
            this.ket = this.cursor;
            among_var = this.find_among_b$esjava$1(porterStemmer2.a_0);
            if (among_var === 0) {
              return false;
            }
            this.bra = this.cursor;
            switch (among_var) {
              case 0:
                return false;
              case 1:
                this.slice_from$esjava$1("ss");
                break;
              case 2:
                this.slice_from$esjava$1("i");
                break;
              case 3:
                this.slice_del$esjava$0();
                break;
            }
            return true;
          }
        }, {
          key: "r_Step_1b$esjava$0",
          value: function r_Step_1b$esjava$0() {
            var among_var = void 0;
            var v_1 = void 0;
            var v_3 = void 0;
            var v_4 = void 0;
            this.ket = this.cursor;
            among_var = this.find_among_b$esjava$1(porterStemmer2.a_2);
            if (among_var === 0) {
              return false;
            }
            this.bra = this.cursor;
            switch (among_var) {
              case 0:
                return false;
              case 1:
                if (!this.r_R1$esjava$0()) {
                  return false;
                }
                this.slice_from$esjava$1("ee");
                break;
              case 2:
                v_1 = this.limit - this.cursor;
                golab0: while (true) {
                  lab1: do {
                    if (!this.in_grouping_b$esjava$3(porterStemmer2.g_v, 97, 121)) {
                      break lab1;
                    }
                    break golab0;
                  } while (false);
                  if (this.cursor <= this.limit_backward) {
                    return false;
                  }
                  this.cursor--;
                }
                this.cursor = this.limit - v_1;
                this.slice_del$esjava$0();
                v_3 = this.limit - this.cursor;
                among_var = this.find_among_b$esjava$1(porterStemmer2.a_1);
                if (among_var === 0) {
                  return false;
                }
                this.cursor = this.limit - v_3;
                switch (among_var) {
                  case 0:
                    return false;
                  case 1:
                    {
                      var c = this.cursor;
                      this.insert$esjava$3(this.cursor, this.cursor, "e");
                      this.cursor = c;
                    }
                    break;
                  case 2:
                    this.ket = this.cursor;
                    if (this.cursor <= this.limit_backward) {
                      return false;
                    }
                    this.cursor--;
                    this.bra = this.cursor;
                    this.slice_del$esjava$0();
                    break;
                  case 3:
                    if (this.cursor !== this.I_p1) {
                      return false;
                    }
                    v_4 = this.limit - this.cursor;
                    if (!this.r_shortv$esjava$0()) {
                      return false;
                    }
                    this.cursor = this.limit - v_4;
                    {
                      var c = this.cursor;
                      this.insert$esjava$3(this.cursor, this.cursor, "e");
                      this.cursor = c;
                    }
                    break;
                }
                break;
            }
            return true;
          }
        }, {
          key: "r_Step_1c$esjava$0",
          value: function r_Step_1c$esjava$0() {
            var v_1 = void 0;
            this.ket = this.cursor;
            lab0: do {
              v_1 = this.limit - this.cursor;
              lab1: do {
                if (!this.eq_s_b$esjava$1("y")) {
                  break lab1;
                }
                break lab0;
              } while (false);
              this.cursor = this.limit - v_1;
              if (!this.eq_s_b$esjava$1("Y")) {
                return false;
              }
            } while (false);
            this.bra = this.cursor;
            golab2: while (true) {
              lab3: do {
                if (!this.in_grouping_b$esjava$3(porterStemmer2.g_v, 97, 121)) {
                  break lab3;
                }
                break golab2;
              } while (false);
              if (this.cursor <= this.limit_backward) {
                return false;
              }
              this.cursor--;
            }
            this.slice_from$esjava$1("i");
            return true;
          }
        }, {
          key: "r_Step_2$esjava$0",
          value: function r_Step_2$esjava$0() {
            var among_var = void 0;
            this.ket = this.cursor;
            among_var = this.find_among_b$esjava$1(porterStemmer2.a_3);
            if (among_var === 0) {
              return false;
            }
            this.bra = this.cursor;
            if (!this.r_R1$esjava$0()) {
              return false;
            }
            switch (among_var) {
              case 0:
                return false;
              case 1:
                this.slice_from$esjava$1("tion");
                break;
              case 2:
                this.slice_from$esjava$1("ence");
                break;
              case 3:
                this.slice_from$esjava$1("ance");
                break;
              case 4:
                this.slice_from$esjava$1("able");
                break;
              case 5:
                this.slice_from$esjava$1("ent");
                break;
              case 6:
                this.slice_from$esjava$1("e");
                break;
              case 7:
                this.slice_from$esjava$1("ize");
                break;
              case 8:
                this.slice_from$esjava$1("ate");
                break;
              case 9:
                this.slice_from$esjava$1("al");
                break;
              case 10:
                this.slice_from$esjava$1("al");
                break;
              case 11:
                this.slice_from$esjava$1("ful");
                break;
              case 12:
                this.slice_from$esjava$1("ous");
                break;
              case 13:
                this.slice_from$esjava$1("ive");
                break;
              case 14:
                this.slice_from$esjava$1("ble");
                break;
            }
            return true;
          }
        }, {
          key: "r_Step_3$esjava$0",
          value: function r_Step_3$esjava$0() {
            var among_var = void 0;
            this.ket = this.cursor;
            among_var = this.find_among_b$esjava$1(porterStemmer2.a_4);
            if (among_var === 0) {
              return false;
            }
            this.bra = this.cursor;
            if (!this.r_R1$esjava$0()) {
              return false;
            }
            switch (among_var) {
              case 0:
                return false;
              case 1:
                this.slice_from$esjava$1("al");
                break;
              case 2:
                this.slice_from$esjava$1("ic");
                break;
              case 3:
                this.slice_del$esjava$0();
                break;
            }
            return true;
          }
        }, {
          key: "r_Step_4$esjava$0",
          value: function r_Step_4$esjava$0() {
            var among_var = void 0;
            var v_1 = void 0;
            this.ket = this.cursor;
            among_var = this.find_among_b$esjava$1(porterStemmer2.a_5);
            if (among_var === 0) {
              return false;
            }
            this.bra = this.cursor;
            if (!this.r_R2$esjava$0()) {
              return false;
            }
            switch (among_var) {
              case 0:
                return false;
              case 1:
                this.slice_del$esjava$0();
                break;
              case 2:
                lab0: do {
                  v_1 = this.limit - this.cursor;
                  lab1: do {
                    if (!this.eq_s_b$esjava$1("s")) {
                      break lab1;
                    }
                    break lab0;
                  } while (false);
                  this.cursor = this.limit - v_1;
                  if (!this.eq_s_b$esjava$1("t")) {
                    return false;
                  }
                } while (false);
                this.slice_del$esjava$0();
                break;
            }
            return true;
          }
        }, {
          key: "r_Step_5a$esjava$0",
          value: function r_Step_5a$esjava$0() {
            var v_1 = void 0;
            var v_2 = void 0;
            this.ket = this.cursor;
            if (!this.eq_s_b$esjava$1("e")) {
              return false;
            }
            this.bra = this.cursor;
            lab0: do {
              v_1 = this.limit - this.cursor;
              lab1: do {
                if (!this.r_R2$esjava$0()) {
                  break lab1;
                }
                break lab0;
              } while (false);
              this.cursor = this.limit - v_1;
              if (!this.r_R1$esjava$0()) {
                return false;
              }
              {
                v_2 = this.limit - this.cursor;
                lab2: do {
                  if (!this.r_shortv$esjava$0()) {
                    break lab2;
                  }
                  return false;
                } while (false);
                this.cursor = this.limit - v_2;
              }
            } while (false);
            this.slice_del$esjava$0();
            return true;
          }
        }, {
          key: "r_Step_5b$esjava$0",
          value: function r_Step_5b$esjava$0() {
            this.ket = this.cursor;
            if (!this.eq_s_b$esjava$1("l")) {
              return false;
            }
            this.bra = this.cursor;
            if (!this.r_R2$esjava$0()) {
              return false;
            }
            if (!this.eq_s_b$esjava$1("l")) {
              return false;
            }
            this.slice_del$esjava$0();
            return true;
          }
        }, {
          key: "stem$esjava$0",
          value: function stem$esjava$0() {
            var v_1 = void 0;
            var v_2 = void 0;
            var v_3 = void 0;
            var v_4 = void 0;
            var v_5 = void 0;
            var v_10 = void 0;
            var v_11 = void 0;
            var v_12 = void 0;
            var v_13 = void 0;
            var v_14 = void 0;
            var v_15 = void 0;
            var v_16 = void 0;
            var v_17 = void 0;
            var v_18 = void 0;
            var v_19 = void 0;
            var v_20 = void 0;
            this.B_Y_found = false;
            v_1 = this.cursor;
            lab0: do {
              this.bra = this.cursor;
              if (!this.eq_s$esjava$1("y")) {
                break lab0;
              }
              this.ket = this.cursor;
              this.slice_from$esjava$1("Y");
              this.B_Y_found = true;
            } while (false);
            this.cursor = v_1;
            v_2 = this.cursor;
            lab1: do {
              replab2: while (true) {
                v_3 = this.cursor;
                lab3: do {
                  golab4: while (true) {
                    v_4 = this.cursor;
                    lab5: do {
                      if (!this.in_grouping$esjava$3(porterStemmer2.g_v, 97, 121)) {
                        break lab5;
                      }
                      this.bra = this.cursor;
                      if (!this.eq_s$esjava$1("y")) {
                        break lab5;
                      }
                      this.ket = this.cursor;
                      this.cursor = v_4;
                      break golab4;
                    } while (false);
                    this.cursor = v_4;
                    if (this.cursor >= this.limit) {
                      break lab3;
                    }
                    this.cursor++;
                  }
                  this.slice_from$esjava$1("Y");
                  this.B_Y_found = true;
                  continue replab2;
                } while (false);
                this.cursor = v_3;
                break replab2;
              }
            } while (false);
            this.cursor = v_2;
            this.I_p1 = this.limit;
            this.I_p2 = this.limit;
            v_5 = this.cursor;
            lab6: do {
              golab7: while (true) {
                lab8: do {
                  if (!this.in_grouping$esjava$3(porterStemmer2.g_v, 97, 121)) {
                    break lab8;
                  }
                  break golab7;
                } while (false);
                if (this.cursor >= this.limit) {
                  break lab6;
                }
                this.cursor++;
              }
              golab9: while (true) {
                lab10: do {
                  if (!this.out_grouping$esjava$3(porterStemmer2.g_v, 97, 121)) {
                    break lab10;
                  }
                  break golab9;
                } while (false);
                if (this.cursor >= this.limit) {
                  break lab6;
                }
                this.cursor++;
              }
              this.I_p1 = this.cursor;
              golab11: while (true) {
                lab12: do {
                  if (!this.in_grouping$esjava$3(porterStemmer2.g_v, 97, 121)) {
                    break lab12;
                  }
                  break golab11;
                } while (false);
                if (this.cursor >= this.limit) {
                  break lab6;
                }
                this.cursor++;
              }
              golab13: while (true) {
                lab14: do {
                  if (!this.out_grouping$esjava$3(porterStemmer2.g_v, 97, 121)) {
                    break lab14;
                  }
                  break golab13;
                } while (false);
                if (this.cursor >= this.limit) {
                  break lab6;
                }
                this.cursor++;
              }
              this.I_p2 = this.cursor;
            } while (false);
            this.cursor = v_5;
            this.limit_backward = this.cursor;
            this.cursor = this.limit;
            v_10 = this.limit - this.cursor;
            lab15: do {
              if (!this.r_Step_1a$esjava$0()) {
                break lab15;
              }
            } while (false);
            this.cursor = this.limit - v_10;
            v_11 = this.limit - this.cursor;
            lab16: do {
              if (!this.r_Step_1b$esjava$0()) {
                break lab16;
              }
            } while (false);
            this.cursor = this.limit - v_11;
            v_12 = this.limit - this.cursor;
            lab17: do {
              if (!this.r_Step_1c$esjava$0()) {
                break lab17;
              }
            } while (false);
            this.cursor = this.limit - v_12;
            v_13 = this.limit - this.cursor;
            lab18: do {
              if (!this.r_Step_2$esjava$0()) {
                break lab18;
              }
            } while (false);
            this.cursor = this.limit - v_13;
            v_14 = this.limit - this.cursor;
            lab19: do {
              if (!this.r_Step_3$esjava$0()) {
                break lab19;
              }
            } while (false);
            this.cursor = this.limit - v_14;
            v_15 = this.limit - this.cursor;
            lab20: do {
              if (!this.r_Step_4$esjava$0()) {
                break lab20;
              }
            } while (false);
            this.cursor = this.limit - v_15;
            v_16 = this.limit - this.cursor;
            lab21: do {
              if (!this.r_Step_5a$esjava$0()) {
                break lab21;
              }
            } while (false);
            this.cursor = this.limit - v_16;
            v_17 = this.limit - this.cursor;
            lab22: do {
              if (!this.r_Step_5b$esjava$0()) {
                break lab22;
              }
            } while (false);
            this.cursor = this.limit - v_17;
            this.cursor = this.limit_backward;
            v_18 = this.cursor;
            lab23: do {
              if (!this.B_Y_found) {
                break lab23;
              }
              replab24: while (true) {
                v_19 = this.cursor;
                lab25: do {
                  golab26: while (true) {
                    v_20 = this.cursor;
                    lab27: do {
                      this.bra = this.cursor;
                      if (!this.eq_s$esjava$1("Y")) {
                        break lab27;
                      }
                      this.ket = this.cursor;
                      this.cursor = v_20;
                      break golab26;
                    } while (false);
                    this.cursor = v_20;
                    if (this.cursor >= this.limit) {
                      break lab25;
                    }
                    this.cursor++;
                  }
                  this.slice_from$esjava$1("y");
                  continue replab24;
                } while (false);
                this.cursor = v_19;
                break replab24;
              }
            } while (false);
            this.cursor = v_18;
            return true;
          }
        }, {
          key: "stem",
          value: function stem() {
            var _get42;
            for (var _len41 = arguments.length, args = Array(_len41), _key41 = 0; _key41 < _len41; _key41++) {
              args[_key41] = arguments[_key41];
            }
            switch (args.length) {
              case 0:
                return this.stem$esjava$0.apply(this, args);
            }
            return (_get42 = _get(Object.getPrototypeOf(porterStemmer2.prototype), "stem", this)).call.apply(_get42, [this].concat(args));
          }
        }, {
          key: "B_Y_found",
          get: function get() {
            return Object.prototype.hasOwnProperty.call(this, "_$esjava$B_Y_found") ? this._$esjava$B_Y_found : this._$esjava$B_Y_found = false;
          },
          set: function set(v) {
            this._$esjava$B_Y_found = v;
          }
        }, {
          key: "I_p2",
          get: function get() {
            return Object.prototype.hasOwnProperty.call(this, "_$esjava$I_p2") ? this._$esjava$I_p2 : this._$esjava$I_p2 = 0;
          },
          set: function set(v) {
            this._$esjava$I_p2 = v;
          }
        }, {
          key: "I_p1",
          get: function get() {
            return Object.prototype.hasOwnProperty.call(this, "_$esjava$I_p1") ? this._$esjava$I_p1 : this._$esjava$I_p1 = 0;
          },
          set: function set(v) {
            this._$esjava$I_p1 = v;
          }
        }], [{
          key: "a_0",
          get: function get() {
            delete porterStemmer2.a_0;
            return porterStemmer2.a_0 = [new Among("s", -1, 3), new Among("ies", 0, 2), new Among("sses", 0, 1), new Among("ss", 0, -1)];
          }
        }, {
          key: "a_1",
          get: function get() {
            delete porterStemmer2.a_1;
            return porterStemmer2.a_1 = [new Among("", -1, 3), new Among("bb", 0, 2), new Among("dd", 0, 2), new Among("ff", 0, 2), new Among("gg", 0, 2), new Among("bl", 0, 1), new Among("mm", 0, 2), new Among("nn", 0, 2), new Among("pp", 0, 2), new Among("rr", 0, 2), new Among("at", 0, 1), new Among("tt", 0, 2), new Among("iz", 0, 1)];
          }
        }, {
          key: "a_2",
          get: function get() {
            delete porterStemmer2.a_2;
            return porterStemmer2.a_2 = [new Among("ed", -1, 2), new Among("eed", 0, 1), new Among("ing", -1, 2)];
          }
        }, {
          key: "a_3",
          get: function get() {
            delete porterStemmer2.a_3;
            return porterStemmer2.a_3 = [new Among("anci", -1, 3), new Among("enci", -1, 2), new Among("abli", -1, 4), new Among("eli", -1, 6), new Among("alli", -1, 9), new Among("ousli", -1, 12), new Among("entli", -1, 5), new Among("aliti", -1, 10), new Among("biliti", -1, 14), new Among("iviti", -1, 13), new Among("tional", -1, 1), new Among("ational", 10, 8), new Among("alism", -1, 10), new Among("ation", -1, 8), new Among("ization", 13, 7), new Among("izer", -1, 7), new Among("ator", -1, 8), new Among("iveness", -1, 13), new Among("fulness", -1, 11), new Among("ousness", -1, 12)];
          }
        }, {
          key: "a_4",
          get: function get() {
            delete porterStemmer2.a_4;
            return porterStemmer2.a_4 = [new Among("icate", -1, 2), new Among("ative", -1, 3), new Among("alize", -1, 1), new Among("iciti", -1, 2), new Among("ical", -1, 2), new Among("ful", -1, 3), new Among("ness", -1, 3)];
          }
        }, {
          key: "a_5",
          get: function get() {
            delete porterStemmer2.a_5;
            return porterStemmer2.a_5 = [new Among("ic", -1, 1), new Among("ance", -1, 1), new Among("ence", -1, 1), new Among("able", -1, 1), new Among("ible", -1, 1), new Among("ate", -1, 1), new Among("ive", -1, 1), new Among("ize", -1, 1), new Among("iti", -1, 1), new Among("al", -1, 1), new Among("ism", -1, 1), new Among("ion", -1, 2), new Among("er", -1, 1), new Among("ous", -1, 1), new Among("ant", -1, 1), new Among("ent", -1, 1), new Among("ment", 15, 1), new Among("ement", 16, 1), new Among("ou", -1, 1)];
          }
        }, {
          key: "g_v",
          get: function get() {
            delete porterStemmer2.g_v;
            return porterStemmer2.g_v = [17, 65, 16, 1];
          }
        }, {
          key: "g_v_WXY",
          get: function get() {
            delete porterStemmer2.g_v_WXY;
            return porterStemmer2.g_v_WXY = [1, 17, 65, 208, 1];
          }
        }]);
        return porterStemmer2;
      })(SnowballStemmer);
      var portugueseStemmer = (function(_SnowballStemmer17) {
        _inherits(portugueseStemmer2, _SnowballStemmer17);
        function portugueseStemmer2() {
          _classCallCheck(this, portugueseStemmer2);
          return _possibleConstructorReturn(this, Object.getPrototypeOf(portugueseStemmer2).apply(this, arguments));
        }
        _createClass(portugueseStemmer2, [{
          key: "r_prelude$esjava$0",
          value: function r_prelude$esjava$0() {
            var among_var = void 0;
            var v_1 = void 0;
            replab0: while (true) {
              v_1 = this.cursor;
              lab1: do {
                this.bra = this.cursor;
                among_var = this.find_among$esjava$1(portugueseStemmer2.a_0);
                if (among_var === 0) {
                  break lab1;
                }
                this.ket = this.cursor;
                switch (among_var) {
                  case 0:
                    break lab1;
                  case 1:
                    this.slice_from$esjava$1("a~");
                    break;
                  case 2:
                    this.slice_from$esjava$1("o~");
                    break;
                  case 3:
                    if (this.cursor >= this.limit) {
                      break lab1;
                    }
                    this.cursor++;
                    break;
                }
                continue replab0;
              } while (false);
              this.cursor = v_1;
              break replab0;
            }
            return true;
          }
        }, {
          key: "r_mark_regions$esjava$0",
          value: function r_mark_regions$esjava$0() {
            var v_1 = void 0;
            var v_2 = void 0;
            var v_3 = void 0;
            var v_6 = void 0;
            var v_8 = void 0;
            this.I_pV = this.limit;
            this.I_p1 = this.limit;
            this.I_p2 = this.limit;
            v_1 = this.cursor;
            lab0: do {
              lab1: do {
                v_2 = this.cursor;
                lab2: do {
                  if (!this.in_grouping$esjava$3(portugueseStemmer2.g_v, 97, 250)) {
                    break lab2;
                  }
                  lab3: do {
                    v_3 = this.cursor;
                    lab4: do {
                      if (!this.out_grouping$esjava$3(portugueseStemmer2.g_v, 97, 250)) {
                        break lab4;
                      }
                      golab5: while (true) {
                        lab6: do {
                          if (!this.in_grouping$esjava$3(portugueseStemmer2.g_v, 97, 250)) {
                            break lab6;
                          }
                          break golab5;
                        } while (false);
                        if (this.cursor >= this.limit) {
                          break lab4;
                        }
                        this.cursor++;
                      }
                      break lab3;
                    } while (false);
                    this.cursor = v_3;
                    if (!this.in_grouping$esjava$3(portugueseStemmer2.g_v, 97, 250)) {
                      break lab2;
                    }
                    golab7: while (true) {
                      lab8: do {
                        if (!this.out_grouping$esjava$3(portugueseStemmer2.g_v, 97, 250)) {
                          break lab8;
                        }
                        break golab7;
                      } while (false);
                      if (this.cursor >= this.limit) {
                        break lab2;
                      }
                      this.cursor++;
                    }
                  } while (false);
                  break lab1;
                } while (false);
                this.cursor = v_2;
                if (!this.out_grouping$esjava$3(portugueseStemmer2.g_v, 97, 250)) {
                  break lab0;
                }
                lab9: do {
                  v_6 = this.cursor;
                  lab10: do {
                    if (!this.out_grouping$esjava$3(portugueseStemmer2.g_v, 97, 250)) {
                      break lab10;
                    }
                    golab11: while (true) {
                      lab12: do {
                        if (!this.in_grouping$esjava$3(portugueseStemmer2.g_v, 97, 250)) {
                          break lab12;
                        }
                        break golab11;
                      } while (false);
                      if (this.cursor >= this.limit) {
                        break lab10;
                      }
                      this.cursor++;
                    }
                    break lab9;
                  } while (false);
                  this.cursor = v_6;
                  if (!this.in_grouping$esjava$3(portugueseStemmer2.g_v, 97, 250)) {
                    break lab0;
                  }
                  if (this.cursor >= this.limit) {
                    break lab0;
                  }
                  this.cursor++;
                } while (false);
              } while (false);
              this.I_pV = this.cursor;
            } while (false);
            this.cursor = v_1;
            v_8 = this.cursor;
            lab13: do {
              golab14: while (true) {
                lab15: do {
                  if (!this.in_grouping$esjava$3(portugueseStemmer2.g_v, 97, 250)) {
                    break lab15;
                  }
                  break golab14;
                } while (false);
                if (this.cursor >= this.limit) {
                  break lab13;
                }
                this.cursor++;
              }
              golab16: while (true) {
                lab17: do {
                  if (!this.out_grouping$esjava$3(portugueseStemmer2.g_v, 97, 250)) {
                    break lab17;
                  }
                  break golab16;
                } while (false);
                if (this.cursor >= this.limit) {
                  break lab13;
                }
                this.cursor++;
              }
              this.I_p1 = this.cursor;
              golab18: while (true) {
                lab19: do {
                  if (!this.in_grouping$esjava$3(portugueseStemmer2.g_v, 97, 250)) {
                    break lab19;
                  }
                  break golab18;
                } while (false);
                if (this.cursor >= this.limit) {
                  break lab13;
                }
                this.cursor++;
              }
              golab20: while (true) {
                lab21: do {
                  if (!this.out_grouping$esjava$3(portugueseStemmer2.g_v, 97, 250)) {
                    break lab21;
                  }
                  break golab20;
                } while (false);
                if (this.cursor >= this.limit) {
                  break lab13;
                }
                this.cursor++;
              }
              this.I_p2 = this.cursor;
            } while (false);
            this.cursor = v_8;
            return true;
          }
        }, {
          key: "r_postlude$esjava$0",
          value: function r_postlude$esjava$0() {
            var among_var = void 0;
            var v_1 = void 0;
            replab0: while (true) {
              v_1 = this.cursor;
              lab1: do {
                this.bra = this.cursor;
                among_var = this.find_among$esjava$1(portugueseStemmer2.a_1);
                if (among_var === 0) {
                  break lab1;
                }
                this.ket = this.cursor;
                switch (among_var) {
                  case 0:
                    break lab1;
                  case 1:
                    this.slice_from$esjava$1("\xE3");
                    break;
                  case 2:
                    this.slice_from$esjava$1("\xF5");
                    break;
                  case 3:
                    if (this.cursor >= this.limit) {
                      break lab1;
                    }
                    this.cursor++;
                    break;
                }
                continue replab0;
              } while (false);
              this.cursor = v_1;
              break replab0;
            }
            return true;
          }
        }, {
          key: "r_RV$esjava$0",
          value: function r_RV$esjava$0() {
            if (!(this.I_pV <= this.cursor)) {
              return false;
            }
            return true;
          }
        }, {
          key: "r_R1$esjava$0",
          value: function r_R1$esjava$0() {
            if (!(this.I_p1 <= this.cursor)) {
              return false;
            }
            return true;
          }
        }, {
          key: "r_R2$esjava$0",
          value: function r_R2$esjava$0() {
            if (!(this.I_p2 <= this.cursor)) {
              return false;
            }
            return true;
          }
        }, {
          key: "r_standard_suffix$esjava$0",
          value: function r_standard_suffix$esjava$0() {
            var among_var = void 0;
            var v_1 = void 0;
            var v_2 = void 0;
            var v_3 = void 0;
            var v_4 = void 0;
            this.ket = this.cursor;
            among_var = this.find_among_b$esjava$1(portugueseStemmer2.a_5);
            if (among_var === 0) {
              return false;
            }
            this.bra = this.cursor;
            switch (among_var) {
              case 0:
                return false;
              case 1:
                if (!this.r_R2$esjava$0()) {
                  return false;
                }
                this.slice_del$esjava$0();
                break;
              case 2:
                if (!this.r_R2$esjava$0()) {
                  return false;
                }
                this.slice_from$esjava$1("log");
                break;
              case 3:
                if (!this.r_R2$esjava$0()) {
                  return false;
                }
                this.slice_from$esjava$1("u");
                break;
              case 4:
                if (!this.r_R2$esjava$0()) {
                  return false;
                }
                this.slice_from$esjava$1("ente");
                break;
              case 5:
                if (!this.r_R1$esjava$0()) {
                  return false;
                }
                this.slice_del$esjava$0();
                v_1 = this.limit - this.cursor;
                lab0: do {
                  this.ket = this.cursor;
                  among_var = this.find_among_b$esjava$1(portugueseStemmer2.a_2);
                  if (among_var === 0) {
                    this.cursor = this.limit - v_1;
                    break lab0;
                  }
                  this.bra = this.cursor;
                  if (!this.r_R2$esjava$0()) {
                    this.cursor = this.limit - v_1;
                    break lab0;
                  }
                  this.slice_del$esjava$0();
                  switch (among_var) {
                    case 0:
                      this.cursor = this.limit - v_1;
                      break lab0;
                    case 1:
                      this.ket = this.cursor;
                      if (!this.eq_s_b$esjava$1("at")) {
                        this.cursor = this.limit - v_1;
                        break lab0;
                      }
                      this.bra = this.cursor;
                      if (!this.r_R2$esjava$0()) {
                        this.cursor = this.limit - v_1;
                        break lab0;
                      }
                      this.slice_del$esjava$0();
                      break;
                  }
                } while (false);
                break;
              case 6:
                if (!this.r_R2$esjava$0()) {
                  return false;
                }
                this.slice_del$esjava$0();
                v_2 = this.limit - this.cursor;
                lab1: do {
                  this.ket = this.cursor;
                  among_var = this.find_among_b$esjava$1(portugueseStemmer2.a_3);
                  if (among_var === 0) {
                    this.cursor = this.limit - v_2;
                    break lab1;
                  }
                  this.bra = this.cursor;
                  switch (among_var) {
                    case 0:
                      this.cursor = this.limit - v_2;
                      break lab1;
                    case 1:
                      if (!this.r_R2$esjava$0()) {
                        this.cursor = this.limit - v_2;
                        break lab1;
                      }
                      this.slice_del$esjava$0();
                      break;
                  }
                } while (false);
                break;
              case 7:
                if (!this.r_R2$esjava$0()) {
                  return false;
                }
                this.slice_del$esjava$0();
                v_3 = this.limit - this.cursor;
                lab2: do {
                  this.ket = this.cursor;
                  among_var = this.find_among_b$esjava$1(portugueseStemmer2.a_4);
                  if (among_var === 0) {
                    this.cursor = this.limit - v_3;
                    break lab2;
                  }
                  this.bra = this.cursor;
                  switch (among_var) {
                    case 0:
                      this.cursor = this.limit - v_3;
                      break lab2;
                    case 1:
                      if (!this.r_R2$esjava$0()) {
                        this.cursor = this.limit - v_3;
                        break lab2;
                      }
                      this.slice_del$esjava$0();
                      break;
                  }
                } while (false);
                break;
              case 8:
                if (!this.r_R2$esjava$0()) {
                  return false;
                }
                this.slice_del$esjava$0();
                v_4 = this.limit - this.cursor;
                lab3: do {
                  this.ket = this.cursor;
                  if (!this.eq_s_b$esjava$1("at")) {
                    this.cursor = this.limit - v_4;
                    break lab3;
                  }
                  this.bra = this.cursor;
                  if (!this.r_R2$esjava$0()) {
                    this.cursor = this.limit - v_4;
                    break lab3;
                  }
                  this.slice_del$esjava$0();
                } while (false);
                break;
              case 9:
                if (!this.r_RV$esjava$0()) {
                  return false;
                }
                if (!this.eq_s_b$esjava$1("e")) {
                  return false;
                }
                this.slice_from$esjava$1("ir");
                break;
            }
            return true;
          }
        }, {
          key: "r_verb_suffix$esjava$0",
          value: function r_verb_suffix$esjava$0() {
            var among_var = void 0;
            var v_1 = void 0;
            var v_2 = void 0;
            v_1 = this.limit - this.cursor;
            if (this.cursor < this.I_pV) {
              return false;
            }
            this.cursor = this.I_pV;
            v_2 = this.limit_backward;
            this.limit_backward = this.cursor;
            this.cursor = this.limit - v_1;
            this.ket = this.cursor;
            among_var = this.find_among_b$esjava$1(portugueseStemmer2.a_6);
            if (among_var === 0) {
              this.limit_backward = v_2;
              return false;
            }
            this.bra = this.cursor;
            switch (among_var) {
              case 0:
                this.limit_backward = v_2;
                return false;
              case 1:
                this.slice_del$esjava$0();
                break;
            }
            this.limit_backward = v_2;
            return true;
          }
        }, {
          key: "r_residual_suffix$esjava$0",
          value: function r_residual_suffix$esjava$0() {
            var among_var = void 0;
            this.ket = this.cursor;
            among_var = this.find_among_b$esjava$1(portugueseStemmer2.a_7);
            if (among_var === 0) {
              return false;
            }
            this.bra = this.cursor;
            switch (among_var) {
              case 0:
                return false;
              case 1:
                if (!this.r_RV$esjava$0()) {
                  return false;
                }
                this.slice_del$esjava$0();
                break;
            }
            return true;
          }
        }, {
          key: "r_residual_form$esjava$0",
          value: function r_residual_form$esjava$0() {
            var among_var = void 0;
            var v_1 = void 0;
            var v_2 = void 0;
            var v_3 = void 0;
            this.ket = this.cursor;
            among_var = this.find_among_b$esjava$1(portugueseStemmer2.a_8);
            if (among_var === 0) {
              return false;
            }
            this.bra = this.cursor;
            switch (among_var) {
              case 0:
                return false;
              case 1:
                if (!this.r_RV$esjava$0()) {
                  return false;
                }
                this.slice_del$esjava$0();
                this.ket = this.cursor;
                lab0: do {
                  v_1 = this.limit - this.cursor;
                  lab1: do {
                    if (!this.eq_s_b$esjava$1("u")) {
                      break lab1;
                    }
                    this.bra = this.cursor;
                    v_2 = this.limit - this.cursor;
                    if (!this.eq_s_b$esjava$1("g")) {
                      break lab1;
                    }
                    this.cursor = this.limit - v_2;
                    break lab0;
                  } while (false);
                  this.cursor = this.limit - v_1;
                  if (!this.eq_s_b$esjava$1("i")) {
                    return false;
                  }
                  this.bra = this.cursor;
                  v_3 = this.limit - this.cursor;
                  if (!this.eq_s_b$esjava$1("c")) {
                    return false;
                  }
                  this.cursor = this.limit - v_3;
                } while (false);
                if (!this.r_RV$esjava$0()) {
                  return false;
                }
                this.slice_del$esjava$0();
                break;
              case 2:
                this.slice_from$esjava$1("c");
                break;
            }
            return true;
          }
        }, {
          key: "stem$esjava$0",
          value: function stem$esjava$0() {
            var v_1 = void 0;
            var v_2 = void 0;
            var v_3 = void 0;
            var v_4 = void 0;
            var v_5 = void 0;
            var v_6 = void 0;
            var v_7 = void 0;
            var v_8 = void 0;
            var v_9 = void 0;
            var v_10 = void 0;
            v_1 = this.cursor;
            lab0: do {
              if (!this.r_prelude$esjava$0()) {
                break lab0;
              }
            } while (false);
            this.cursor = v_1;
            v_2 = this.cursor;
            lab1: do {
              if (!this.r_mark_regions$esjava$0()) {
                break lab1;
              }
            } while (false);
            this.cursor = v_2;
            this.limit_backward = this.cursor;
            this.cursor = this.limit;
            v_3 = this.limit - this.cursor;
            lab2: do {
              lab3: do {
                v_4 = this.limit - this.cursor;
                lab4: do {
                  v_5 = this.limit - this.cursor;
                  lab5: do {
                    v_6 = this.limit - this.cursor;
                    lab6: do {
                      if (!this.r_standard_suffix$esjava$0()) {
                        break lab6;
                      }
                      break lab5;
                    } while (false);
                    this.cursor = this.limit - v_6;
                    if (!this.r_verb_suffix$esjava$0()) {
                      break lab4;
                    }
                  } while (false);
                  this.cursor = this.limit - v_5;
                  v_7 = this.limit - this.cursor;
                  lab7: do {
                    this.ket = this.cursor;
                    if (!this.eq_s_b$esjava$1("i")) {
                      break lab7;
                    }
                    this.bra = this.cursor;
                    v_8 = this.limit - this.cursor;
                    if (!this.eq_s_b$esjava$1("c")) {
                      break lab7;
                    }
                    this.cursor = this.limit - v_8;
                    if (!this.r_RV$esjava$0()) {
                      break lab7;
                    }
                    this.slice_del$esjava$0();
                  } while (false);
                  this.cursor = this.limit - v_7;
                  break lab3;
                } while (false);
                this.cursor = this.limit - v_4;
                if (!this.r_residual_suffix$esjava$0()) {
                  break lab2;
                }
              } while (false);
            } while (false);
            this.cursor = this.limit - v_3;
            v_9 = this.limit - this.cursor;
            lab8: do {
              if (!this.r_residual_form$esjava$0()) {
                break lab8;
              }
            } while (false);
            this.cursor = this.limit - v_9;
            this.cursor = this.limit_backward;
            v_10 = this.cursor;
            lab9: do {
              if (!this.r_postlude$esjava$0()) {
                break lab9;
              }
            } while (false);
            this.cursor = v_10;
            return true;
          }
        }, {
          key: "stem",
          value: function stem() {
            var _get43;
            for (var _len42 = arguments.length, args = Array(_len42), _key42 = 0; _key42 < _len42; _key42++) {
              args[_key42] = arguments[_key42];
            }
            switch (args.length) {
              case 0:
                return this.stem$esjava$0.apply(this, args);
            }
            return (_get43 = _get(Object.getPrototypeOf(portugueseStemmer2.prototype), "stem", this)).call.apply(_get43, [this].concat(args));
          }
        }, {
          key: "I_p2",
          get: function get() {
            return Object.prototype.hasOwnProperty.call(this, "_$esjava$I_p2") ? this._$esjava$I_p2 : this._$esjava$I_p2 = 0;
          },
          set: function set(v) {
            this._$esjava$I_p2 = v;
          }
        }, {
          key: "I_p1",
          get: function get() {
            return Object.prototype.hasOwnProperty.call(this, "_$esjava$I_p1") ? this._$esjava$I_p1 : this._$esjava$I_p1 = 0;
          },
          set: function set(v) {
            this._$esjava$I_p1 = v;
          }
        }, {
          key: "I_pV",
          get: function get() {
            return Object.prototype.hasOwnProperty.call(this, "_$esjava$I_pV") ? this._$esjava$I_pV : this._$esjava$I_pV = 0;
          },
          set: function set(v) {
            this._$esjava$I_pV = v;
          }
        }], [{
          key: "a_0",
          get: function get() {
            delete portugueseStemmer2.a_0;
            return portugueseStemmer2.a_0 = [new Among("", -1, 3), new Among("\xE3", 0, 1), new Among("\xF5", 0, 2)];
          }
        }, {
          key: "a_1",
          get: function get() {
            delete portugueseStemmer2.a_1;
            return portugueseStemmer2.a_1 = [new Among("", -1, 3), new Among("a~", 0, 1), new Among("o~", 0, 2)];
          }
        }, {
          key: "a_2",
          get: function get() {
            delete portugueseStemmer2.a_2;
            return portugueseStemmer2.a_2 = [new Among("ic", -1, -1), new Among("ad", -1, -1), new Among("os", -1, -1), new Among("iv", -1, 1)];
          }
        }, {
          key: "a_3",
          get: function get() {
            delete portugueseStemmer2.a_3;
            return portugueseStemmer2.a_3 = [new Among("ante", -1, 1), new Among("avel", -1, 1), new Among("\xEDvel", -1, 1)];
          }
        }, {
          key: "a_4",
          get: function get() {
            delete portugueseStemmer2.a_4;
            return portugueseStemmer2.a_4 = [new Among("ic", -1, 1), new Among("abil", -1, 1), new Among("iv", -1, 1)];
          }
        }, {
          key: "a_5",
          get: function get() {
            delete portugueseStemmer2.a_5;
            return portugueseStemmer2.a_5 = [new Among("ica", -1, 1), new Among("\xE2ncia", -1, 1), new Among("\xEAncia", -1, 4), new Among("logia", -1, 2), new Among("ira", -1, 9), new Among("adora", -1, 1), new Among("osa", -1, 1), new Among("ista", -1, 1), new Among("iva", -1, 8), new Among("eza", -1, 1), new Among("idade", -1, 7), new Among("ante", -1, 1), new Among("mente", -1, 6), new Among("amente", 12, 5), new Among("\xE1vel", -1, 1), new Among("\xEDvel", -1, 1), new Among("ico", -1, 1), new Among("ismo", -1, 1), new Among("oso", -1, 1), new Among("amento", -1, 1), new Among("imento", -1, 1), new Among("ivo", -1, 8), new Among("a\xE7a~o", -1, 1), new Among("u\xE7a~o", -1, 3), new Among("ador", -1, 1), new Among("icas", -1, 1), new Among("\xEAncias", -1, 4), new Among("logias", -1, 2), new Among("iras", -1, 9), new Among("adoras", -1, 1), new Among("osas", -1, 1), new Among("istas", -1, 1), new Among("ivas", -1, 8), new Among("ezas", -1, 1), new Among("idades", -1, 7), new Among("adores", -1, 1), new Among("antes", -1, 1), new Among("a\xE7o~es", -1, 1), new Among("u\xE7o~es", -1, 3), new Among("icos", -1, 1), new Among("ismos", -1, 1), new Among("osos", -1, 1), new Among("amentos", -1, 1), new Among("imentos", -1, 1), new Among("ivos", -1, 8)];
          }
        }, {
          key: "a_6",
          get: function get() {
            delete portugueseStemmer2.a_6;
            return portugueseStemmer2.a_6 = [new Among("ada", -1, 1), new Among("ida", -1, 1), new Among("ia", -1, 1), new Among("aria", 2, 1), new Among("eria", 2, 1), new Among("iria", 2, 1), new Among("ara", -1, 1), new Among("era", -1, 1), new Among("ira", -1, 1), new Among("ava", -1, 1), new Among("asse", -1, 1), new Among("esse", -1, 1), new Among("isse", -1, 1), new Among("aste", -1, 1), new Among("este", -1, 1), new Among("iste", -1, 1), new Among("ei", -1, 1), new Among("arei", 16, 1), new Among("erei", 16, 1), new Among("irei", 16, 1), new Among("am", -1, 1), new Among("iam", 20, 1), new Among("ariam", 21, 1), new Among("eriam", 21, 1), new Among("iriam", 21, 1), new Among("aram", 20, 1), new Among("eram", 20, 1), new Among("iram", 20, 1), new Among("avam", 20, 1), new Among("em", -1, 1), new Among("arem", 29, 1), new Among("erem", 29, 1), new Among("irem", 29, 1), new Among("assem", 29, 1), new Among("essem", 29, 1), new Among("issem", 29, 1), new Among("ado", -1, 1), new Among("ido", -1, 1), new Among("ando", -1, 1), new Among("endo", -1, 1), new Among("indo", -1, 1), new Among("ara~o", -1, 1), new Among("era~o", -1, 1), new Among("ira~o", -1, 1), new Among("ar", -1, 1), new Among("er", -1, 1), new Among("ir", -1, 1), new Among("as", -1, 1), new Among("adas", 47, 1), new Among("idas", 47, 1), new Among("ias", 47, 1), new Among("arias", 50, 1), new Among("erias", 50, 1), new Among("irias", 50, 1), new Among("aras", 47, 1), new Among("eras", 47, 1), new Among("iras", 47, 1), new Among("avas", 47, 1), new Among("es", -1, 1), new Among("ardes", 58, 1), new Among("erdes", 58, 1), new Among("irdes", 58, 1), new Among("ares", 58, 1), new Among("eres", 58, 1), new Among("ires", 58, 1), new Among("asses", 58, 1), new Among("esses", 58, 1), new Among("isses", 58, 1), new Among("astes", 58, 1), new Among("estes", 58, 1), new Among("istes", 58, 1), new Among("is", -1, 1), new Among("ais", 71, 1), new Among("eis", 71, 1), new Among("areis", 73, 1), new Among("ereis", 73, 1), new Among("ireis", 73, 1), new Among("\xE1reis", 73, 1), new Among("\xE9reis", 73, 1), new Among("\xEDreis", 73, 1), new Among("\xE1sseis", 73, 1), new Among("\xE9sseis", 73, 1), new Among("\xEDsseis", 73, 1), new Among("\xE1veis", 73, 1), new Among("\xEDeis", 73, 1), new Among("ar\xEDeis", 84, 1), new Among("er\xEDeis", 84, 1), new Among("ir\xEDeis", 84, 1), new Among("ados", -1, 1), new Among("idos", -1, 1), new Among("amos", -1, 1), new Among("\xE1ramos", 90, 1), new Among("\xE9ramos", 90, 1), new Among("\xEDramos", 90, 1), new Among("\xE1vamos", 90, 1), new Among("\xEDamos", 90, 1), new Among("ar\xEDamos", 95, 1), new Among("er\xEDamos", 95, 1), new Among("ir\xEDamos", 95, 1), new Among("emos", -1, 1), new Among("aremos", 99, 1), new Among("eremos", 99, 1), new Among("iremos", 99, 1), new Among("\xE1ssemos", 99, 1), new Among("\xEAssemos", 99, 1), new Among("\xEDssemos", 99, 1), new Among("imos", -1, 1), new Among("armos", -1, 1), new Among("ermos", -1, 1), new Among("irmos", -1, 1), new Among("\xE1mos", -1, 1), new Among("ar\xE1s", -1, 1), new Among("er\xE1s", -1, 1), new Among("ir\xE1s", -1, 1), new Among("eu", -1, 1), new Among("iu", -1, 1), new Among("ou", -1, 1), new Among("ar\xE1", -1, 1), new Among("er\xE1", -1, 1), new Among("ir\xE1", -1, 1)];
          }
        }, {
          key: "a_7",
          get: function get() {
            delete portugueseStemmer2.a_7;
            return portugueseStemmer2.a_7 = [new Among("a", -1, 1), new Among("i", -1, 1), new Among("o", -1, 1), new Among("os", -1, 1), new Among("\xE1", -1, 1), new Among("\xED", -1, 1), new Among("\xF3", -1, 1)];
          }
        }, {
          key: "a_8",
          get: function get() {
            delete portugueseStemmer2.a_8;
            return portugueseStemmer2.a_8 = [new Among("e", -1, 1), new Among("\xE7", -1, 2), new Among("\xE9", -1, 1), new Among("\xEA", -1, 1)];
          }
        }, {
          key: "g_v",
          get: function get() {
            delete portugueseStemmer2.g_v;
            return portugueseStemmer2.g_v = [17, 65, 16, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 3, 19, 12, 2];
          }
        }]);
        return portugueseStemmer2;
      })(SnowballStemmer);
      var romanianStemmer = (function(_SnowballStemmer18) {
        _inherits(romanianStemmer2, _SnowballStemmer18);
        function romanianStemmer2() {
          _classCallCheck(this, romanianStemmer2);
          return _possibleConstructorReturn(this, Object.getPrototypeOf(romanianStemmer2).apply(this, arguments));
        }
        _createClass(romanianStemmer2, [{
          key: "r_prelude$esjava$0",
          value: function r_prelude$esjava$0() {
            var v_1 = void 0;
            var v_2 = void 0;
            var v_3 = void 0;
            replab0: while (true) {
              v_1 = this.cursor;
              lab1: do {
                golab2: while (true) {
                  v_2 = this.cursor;
                  lab3: do {
                    if (!this.in_grouping$esjava$3(romanianStemmer2.g_v, 97, 259)) {
                      break lab3;
                    }
                    this.bra = this.cursor;
                    lab4: do {
                      v_3 = this.cursor;
                      lab5: do {
                        if (!this.eq_s$esjava$1("u")) {
                          break lab5;
                        }
                        this.ket = this.cursor;
                        if (!this.in_grouping$esjava$3(romanianStemmer2.g_v, 97, 259)) {
                          break lab5;
                        }
                        this.slice_from$esjava$1("U");
                        break lab4;
                      } while (false);
                      this.cursor = v_3;
                      if (!this.eq_s$esjava$1("i")) {
                        break lab3;
                      }
                      this.ket = this.cursor;
                      if (!this.in_grouping$esjava$3(romanianStemmer2.g_v, 97, 259)) {
                        break lab3;
                      }
                      this.slice_from$esjava$1("I");
                    } while (false);
                    this.cursor = v_2;
                    break golab2;
                  } while (false);
                  this.cursor = v_2;
                  if (this.cursor >= this.limit) {
                    break lab1;
                  }
                  this.cursor++;
                }
                continue replab0;
              } while (false);
              this.cursor = v_1;
              break replab0;
            }
            return true;
          }
        }, {
          key: "r_mark_regions$esjava$0",
          value: function r_mark_regions$esjava$0() {
            var v_1 = void 0;
            var v_2 = void 0;
            var v_3 = void 0;
            var v_6 = void 0;
            var v_8 = void 0;
            this.I_pV = this.limit;
            this.I_p1 = this.limit;
            this.I_p2 = this.limit;
            v_1 = this.cursor;
            lab0: do {
              lab1: do {
                v_2 = this.cursor;
                lab2: do {
                  if (!this.in_grouping$esjava$3(romanianStemmer2.g_v, 97, 259)) {
                    break lab2;
                  }
                  lab3: do {
                    v_3 = this.cursor;
                    lab4: do {
                      if (!this.out_grouping$esjava$3(romanianStemmer2.g_v, 97, 259)) {
                        break lab4;
                      }
                      golab5: while (true) {
                        lab6: do {
                          if (!this.in_grouping$esjava$3(romanianStemmer2.g_v, 97, 259)) {
                            break lab6;
                          }
                          break golab5;
                        } while (false);
                        if (this.cursor >= this.limit) {
                          break lab4;
                        }
                        this.cursor++;
                      }
                      break lab3;
                    } while (false);
                    this.cursor = v_3;
                    if (!this.in_grouping$esjava$3(romanianStemmer2.g_v, 97, 259)) {
                      break lab2;
                    }
                    golab7: while (true) {
                      lab8: do {
                        if (!this.out_grouping$esjava$3(romanianStemmer2.g_v, 97, 259)) {
                          break lab8;
                        }
                        break golab7;
                      } while (false);
                      if (this.cursor >= this.limit) {
                        break lab2;
                      }
                      this.cursor++;
                    }
                  } while (false);
                  break lab1;
                } while (false);
                this.cursor = v_2;
                if (!this.out_grouping$esjava$3(romanianStemmer2.g_v, 97, 259)) {
                  break lab0;
                }
                lab9: do {
                  v_6 = this.cursor;
                  lab10: do {
                    if (!this.out_grouping$esjava$3(romanianStemmer2.g_v, 97, 259)) {
                      break lab10;
                    }
                    golab11: while (true) {
                      lab12: do {
                        if (!this.in_grouping$esjava$3(romanianStemmer2.g_v, 97, 259)) {
                          break lab12;
                        }
                        break golab11;
                      } while (false);
                      if (this.cursor >= this.limit) {
                        break lab10;
                      }
                      this.cursor++;
                    }
                    break lab9;
                  } while (false);
                  this.cursor = v_6;
                  if (!this.in_grouping$esjava$3(romanianStemmer2.g_v, 97, 259)) {
                    break lab0;
                  }
                  if (this.cursor >= this.limit) {
                    break lab0;
                  }
                  this.cursor++;
                } while (false);
              } while (false);
              this.I_pV = this.cursor;
            } while (false);
            this.cursor = v_1;
            v_8 = this.cursor;
            lab13: do {
              golab14: while (true) {
                lab15: do {
                  if (!this.in_grouping$esjava$3(romanianStemmer2.g_v, 97, 259)) {
                    break lab15;
                  }
                  break golab14;
                } while (false);
                if (this.cursor >= this.limit) {
                  break lab13;
                }
                this.cursor++;
              }
              golab16: while (true) {
                lab17: do {
                  if (!this.out_grouping$esjava$3(romanianStemmer2.g_v, 97, 259)) {
                    break lab17;
                  }
                  break golab16;
                } while (false);
                if (this.cursor >= this.limit) {
                  break lab13;
                }
                this.cursor++;
              }
              this.I_p1 = this.cursor;
              golab18: while (true) {
                lab19: do {
                  if (!this.in_grouping$esjava$3(romanianStemmer2.g_v, 97, 259)) {
                    break lab19;
                  }
                  break golab18;
                } while (false);
                if (this.cursor >= this.limit) {
                  break lab13;
                }
                this.cursor++;
              }
              golab20: while (true) {
                lab21: do {
                  if (!this.out_grouping$esjava$3(romanianStemmer2.g_v, 97, 259)) {
                    break lab21;
                  }
                  break golab20;
                } while (false);
                if (this.cursor >= this.limit) {
                  break lab13;
                }
                this.cursor++;
              }
              this.I_p2 = this.cursor;
            } while (false);
            this.cursor = v_8;
            return true;
          }
        }, {
          key: "r_postlude$esjava$0",
          value: function r_postlude$esjava$0() {
            var among_var = void 0;
            var v_1 = void 0;
            replab0: while (true) {
              v_1 = this.cursor;
              lab1: do {
                this.bra = this.cursor;
                among_var = this.find_among$esjava$1(romanianStemmer2.a_0);
                if (among_var === 0) {
                  break lab1;
                }
                this.ket = this.cursor;
                switch (among_var) {
                  case 0:
                    break lab1;
                  case 1:
                    this.slice_from$esjava$1("i");
                    break;
                  case 2:
                    this.slice_from$esjava$1("u");
                    break;
                  case 3:
                    if (this.cursor >= this.limit) {
                      break lab1;
                    }
                    this.cursor++;
                    break;
                }
                continue replab0;
              } while (false);
              this.cursor = v_1;
              break replab0;
            }
            return true;
          }
        }, {
          key: "r_RV$esjava$0",
          value: function r_RV$esjava$0() {
            if (!(this.I_pV <= this.cursor)) {
              return false;
            }
            return true;
          }
        }, {
          key: "r_R1$esjava$0",
          value: function r_R1$esjava$0() {
            if (!(this.I_p1 <= this.cursor)) {
              return false;
            }
            return true;
          }
        }, {
          key: "r_R2$esjava$0",
          value: function r_R2$esjava$0() {
            if (!(this.I_p2 <= this.cursor)) {
              return false;
            }
            return true;
          }
        }, {
          key: "r_step_0$esjava$0",
          value: function r_step_0$esjava$0() {
            var among_var = void 0;
            var v_1 = void 0;
            this.ket = this.cursor;
            among_var = this.find_among_b$esjava$1(romanianStemmer2.a_1);
            if (among_var === 0) {
              return false;
            }
            this.bra = this.cursor;
            if (!this.r_R1$esjava$0()) {
              return false;
            }
            switch (among_var) {
              case 0:
                return false;
              case 1:
                this.slice_del$esjava$0();
                break;
              case 2:
                this.slice_from$esjava$1("a");
                break;
              case 3:
                this.slice_from$esjava$1("e");
                break;
              case 4:
                this.slice_from$esjava$1("i");
                break;
              case 5:
                {
                  v_1 = this.limit - this.cursor;
                  lab0: do {
                    if (!this.eq_s_b$esjava$1("ab")) {
                      break lab0;
                    }
                    return false;
                  } while (false);
                  this.cursor = this.limit - v_1;
                }
                this.slice_from$esjava$1("i");
                break;
              case 6:
                this.slice_from$esjava$1("at");
                break;
              case 7:
                this.slice_from$esjava$1("a\u0163i");
                break;
            }
            return true;
          }
        }, {
          key: "r_combo_suffix$esjava$0",
          value: function r_combo_suffix$esjava$0() {
            var among_var = void 0;
            var v_1 = void 0;
            v_1 = this.limit - this.cursor;
            this.ket = this.cursor;
            among_var = this.find_among_b$esjava$1(romanianStemmer2.a_2);
            if (among_var === 0) {
              return false;
            }
            this.bra = this.cursor;
            if (!this.r_R1$esjava$0()) {
              return false;
            }
            switch (among_var) {
              case 0:
                return false;
              case 1:
                this.slice_from$esjava$1("abil");
                break;
              case 2:
                this.slice_from$esjava$1("ibil");
                break;
              case 3:
                this.slice_from$esjava$1("iv");
                break;
              case 4:
                this.slice_from$esjava$1("ic");
                break;
              case 5:
                this.slice_from$esjava$1("at");
                break;
              case 6:
                this.slice_from$esjava$1("it");
                break;
            }
            this.B_standard_suffix_removed = true;
            this.cursor = this.limit - v_1;
            return true;
          }
        }, {
          key: "r_standard_suffix$esjava$0",
          value: function r_standard_suffix$esjava$0() {
            var among_var = void 0;
            var v_1 = void 0;
            this.B_standard_suffix_removed = false;
            replab0: while (true) {
              v_1 = this.limit - this.cursor;
              lab1: do {
                if (!this.r_combo_suffix$esjava$0()) {
                  break lab1;
                }
                continue replab0;
              } while (false);
              this.cursor = this.limit - v_1;
              break replab0;
            }
            this.ket = this.cursor;
            among_var = this.find_among_b$esjava$1(romanianStemmer2.a_3);
            if (among_var === 0) {
              return false;
            }
            this.bra = this.cursor;
            if (!this.r_R2$esjava$0()) {
              return false;
            }
            switch (among_var) {
              case 0:
                return false;
              case 1:
                this.slice_del$esjava$0();
                break;
              case 2:
                if (!this.eq_s_b$esjava$1("\u0163")) {
                  return false;
                }
                this.bra = this.cursor;
                this.slice_from$esjava$1("t");
                break;
              case 3:
                this.slice_from$esjava$1("ist");
                break;
            }
            this.B_standard_suffix_removed = true;
            return true;
          }
        }, {
          key: "r_verb_suffix$esjava$0",
          value: function r_verb_suffix$esjava$0() {
            var among_var = void 0;
            var v_1 = void 0;
            var v_2 = void 0;
            var v_3 = void 0;
            v_1 = this.limit - this.cursor;
            if (this.cursor < this.I_pV) {
              return false;
            }
            this.cursor = this.I_pV;
            v_2 = this.limit_backward;
            this.limit_backward = this.cursor;
            this.cursor = this.limit - v_1;
            this.ket = this.cursor;
            among_var = this.find_among_b$esjava$1(romanianStemmer2.a_4);
            if (among_var === 0) {
              this.limit_backward = v_2;
              return false;
            }
            this.bra = this.cursor;
            switch (among_var) {
              case 0:
                this.limit_backward = v_2;
                return false;
              case 1:
                lab0: do {
                  v_3 = this.limit - this.cursor;
                  lab1: do {
                    if (!this.out_grouping_b$esjava$3(romanianStemmer2.g_v, 97, 259)) {
                      break lab1;
                    }
                    break lab0;
                  } while (false);
                  this.cursor = this.limit - v_3;
                  if (!this.eq_s_b$esjava$1("u")) {
                    this.limit_backward = v_2;
                    return false;
                  }
                } while (false);
                this.slice_del$esjava$0();
                break;
              case 2:
                this.slice_del$esjava$0();
                break;
            }
            this.limit_backward = v_2;
            return true;
          }
        }, {
          key: "r_vowel_suffix$esjava$0",
          value: function r_vowel_suffix$esjava$0() {
            var among_var = void 0;
            this.ket = this.cursor;
            among_var = this.find_among_b$esjava$1(romanianStemmer2.a_5);
            if (among_var === 0) {
              return false;
            }
            this.bra = this.cursor;
            if (!this.r_RV$esjava$0()) {
              return false;
            }
            switch (among_var) {
              case 0:
                return false;
              case 1:
                this.slice_del$esjava$0();
                break;
            }
            return true;
          }
        }, {
          key: "stem$esjava$0",
          value: function stem$esjava$0() {
            var v_1 = void 0;
            var v_2 = void 0;
            var v_3 = void 0;
            var v_4 = void 0;
            var v_5 = void 0;
            var v_6 = void 0;
            var v_7 = void 0;
            var v_8 = void 0;
            v_1 = this.cursor;
            lab0: do {
              if (!this.r_prelude$esjava$0()) {
                break lab0;
              }
            } while (false);
            this.cursor = v_1;
            v_2 = this.cursor;
            lab1: do {
              if (!this.r_mark_regions$esjava$0()) {
                break lab1;
              }
            } while (false);
            this.cursor = v_2;
            this.limit_backward = this.cursor;
            this.cursor = this.limit;
            v_3 = this.limit - this.cursor;
            lab2: do {
              if (!this.r_step_0$esjava$0()) {
                break lab2;
              }
            } while (false);
            this.cursor = this.limit - v_3;
            v_4 = this.limit - this.cursor;
            lab3: do {
              if (!this.r_standard_suffix$esjava$0()) {
                break lab3;
              }
            } while (false);
            this.cursor = this.limit - v_4;
            v_5 = this.limit - this.cursor;
            lab4: do {
              lab5: do {
                v_6 = this.limit - this.cursor;
                lab6: do {
                  if (!this.B_standard_suffix_removed) {
                    break lab6;
                  }
                  break lab5;
                } while (false);
                this.cursor = this.limit - v_6;
                if (!this.r_verb_suffix$esjava$0()) {
                  break lab4;
                }
              } while (false);
            } while (false);
            this.cursor = this.limit - v_5;
            v_7 = this.limit - this.cursor;
            lab7: do {
              if (!this.r_vowel_suffix$esjava$0()) {
                break lab7;
              }
            } while (false);
            this.cursor = this.limit - v_7;
            this.cursor = this.limit_backward;
            v_8 = this.cursor;
            lab8: do {
              if (!this.r_postlude$esjava$0()) {
                break lab8;
              }
            } while (false);
            this.cursor = v_8;
            return true;
          }
        }, {
          key: "stem",
          value: function stem() {
            var _get44;
            for (var _len43 = arguments.length, args = Array(_len43), _key43 = 0; _key43 < _len43; _key43++) {
              args[_key43] = arguments[_key43];
            }
            switch (args.length) {
              case 0:
                return this.stem$esjava$0.apply(this, args);
            }
            return (_get44 = _get(Object.getPrototypeOf(romanianStemmer2.prototype), "stem", this)).call.apply(_get44, [this].concat(args));
          }
        }, {
          key: "B_standard_suffix_removed",
          get: function get() {
            return Object.prototype.hasOwnProperty.call(this, "_$esjava$B_standard_suffix_removed") ? this._$esjava$B_standard_suffix_removed : this._$esjava$B_standard_suffix_removed = false;
          },
          set: function set(v) {
            this._$esjava$B_standard_suffix_removed = v;
          }
        }, {
          key: "I_p2",
          get: function get() {
            return Object.prototype.hasOwnProperty.call(this, "_$esjava$I_p2") ? this._$esjava$I_p2 : this._$esjava$I_p2 = 0;
          },
          set: function set(v) {
            this._$esjava$I_p2 = v;
          }
        }, {
          key: "I_p1",
          get: function get() {
            return Object.prototype.hasOwnProperty.call(this, "_$esjava$I_p1") ? this._$esjava$I_p1 : this._$esjava$I_p1 = 0;
          },
          set: function set(v) {
            this._$esjava$I_p1 = v;
          }
        }, {
          key: "I_pV",
          get: function get() {
            return Object.prototype.hasOwnProperty.call(this, "_$esjava$I_pV") ? this._$esjava$I_pV : this._$esjava$I_pV = 0;
          },
          set: function set(v) {
            this._$esjava$I_pV = v;
          }
        }], [{
          key: "a_0",
          get: function get() {
            delete romanianStemmer2.a_0;
            return romanianStemmer2.a_0 = [new Among("", -1, 3), new Among("I", 0, 1), new Among("U", 0, 2)];
          }
        }, {
          key: "a_1",
          get: function get() {
            delete romanianStemmer2.a_1;
            return romanianStemmer2.a_1 = [new Among("ea", -1, 3), new Among("a\u0163ia", -1, 7), new Among("aua", -1, 2), new Among("iua", -1, 4), new Among("a\u0163ie", -1, 7), new Among("ele", -1, 3), new Among("ile", -1, 5), new Among("iile", 6, 4), new Among("iei", -1, 4), new Among("atei", -1, 6), new Among("ii", -1, 4), new Among("ului", -1, 1), new Among("ul", -1, 1), new Among("elor", -1, 3), new Among("ilor", -1, 4), new Among("iilor", 14, 4)];
          }
        }, {
          key: "a_2",
          get: function get() {
            delete romanianStemmer2.a_2;
            return romanianStemmer2.a_2 = [new Among("icala", -1, 4), new Among("iciva", -1, 4), new Among("ativa", -1, 5), new Among("itiva", -1, 6), new Among("icale", -1, 4), new Among("a\u0163iune", -1, 5), new Among("i\u0163iune", -1, 6), new Among("atoare", -1, 5), new Among("itoare", -1, 6), new Among("\u0103toare", -1, 5), new Among("icitate", -1, 4), new Among("abilitate", -1, 1), new Among("ibilitate", -1, 2), new Among("ivitate", -1, 3), new Among("icive", -1, 4), new Among("ative", -1, 5), new Among("itive", -1, 6), new Among("icali", -1, 4), new Among("atori", -1, 5), new Among("icatori", 18, 4), new Among("itori", -1, 6), new Among("\u0103tori", -1, 5), new Among("icitati", -1, 4), new Among("abilitati", -1, 1), new Among("ivitati", -1, 3), new Among("icivi", -1, 4), new Among("ativi", -1, 5), new Among("itivi", -1, 6), new Among("icit\u0103i", -1, 4), new Among("abilit\u0103i", -1, 1), new Among("ivit\u0103i", -1, 3), new Among("icit\u0103\u0163i", -1, 4), new Among("abilit\u0103\u0163i", -1, 1), new Among("ivit\u0103\u0163i", -1, 3), new Among("ical", -1, 4), new Among("ator", -1, 5), new Among("icator", 35, 4), new Among("itor", -1, 6), new Among("\u0103tor", -1, 5), new Among("iciv", -1, 4), new Among("ativ", -1, 5), new Among("itiv", -1, 6), new Among("ical\u0103", -1, 4), new Among("iciv\u0103", -1, 4), new Among("ativ\u0103", -1, 5), new Among("itiv\u0103", -1, 6)];
          }
        }, {
          key: "a_3",
          get: function get() {
            delete romanianStemmer2.a_3;
            return romanianStemmer2.a_3 = [new Among("ica", -1, 1), new Among("abila", -1, 1), new Among("ibila", -1, 1), new Among("oasa", -1, 1), new Among("ata", -1, 1), new Among("ita", -1, 1), new Among("anta", -1, 1), new Among("ista", -1, 3), new Among("uta", -1, 1), new Among("iva", -1, 1), new Among("ic", -1, 1), new Among("ice", -1, 1), new Among("abile", -1, 1), new Among("ibile", -1, 1), new Among("isme", -1, 3), new Among("iune", -1, 2), new Among("oase", -1, 1), new Among("ate", -1, 1), new Among("itate", 17, 1), new Among("ite", -1, 1), new Among("ante", -1, 1), new Among("iste", -1, 3), new Among("ute", -1, 1), new Among("ive", -1, 1), new Among("ici", -1, 1), new Among("abili", -1, 1), new Among("ibili", -1, 1), new Among("iuni", -1, 2), new Among("atori", -1, 1), new Among("osi", -1, 1), new Among("ati", -1, 1), new Among("itati", 30, 1), new Among("iti", -1, 1), new Among("anti", -1, 1), new Among("isti", -1, 3), new Among("uti", -1, 1), new Among("i\u015Fti", -1, 3), new Among("ivi", -1, 1), new Among("it\u0103i", -1, 1), new Among("o\u015Fi", -1, 1), new Among("it\u0103\u0163i", -1, 1), new Among("abil", -1, 1), new Among("ibil", -1, 1), new Among("ism", -1, 3), new Among("ator", -1, 1), new Among("os", -1, 1), new Among("at", -1, 1), new Among("it", -1, 1), new Among("ant", -1, 1), new Among("ist", -1, 3), new Among("ut", -1, 1), new Among("iv", -1, 1), new Among("ic\u0103", -1, 1), new Among("abil\u0103", -1, 1), new Among("ibil\u0103", -1, 1), new Among("oas\u0103", -1, 1), new Among("at\u0103", -1, 1), new Among("it\u0103", -1, 1), new Among("ant\u0103", -1, 1), new Among("ist\u0103", -1, 3), new Among("ut\u0103", -1, 1), new Among("iv\u0103", -1, 1)];
          }
        }, {
          key: "a_4",
          get: function get() {
            delete romanianStemmer2.a_4;
            return romanianStemmer2.a_4 = [new Among("ea", -1, 1), new Among("ia", -1, 1), new Among("esc", -1, 1), new Among("\u0103sc", -1, 1), new Among("ind", -1, 1), new Among("\xE2nd", -1, 1), new Among("are", -1, 1), new Among("ere", -1, 1), new Among("ire", -1, 1), new Among("\xE2re", -1, 1), new Among("se", -1, 2), new Among("ase", 10, 1), new Among("sese", 10, 2), new Among("ise", 10, 1), new Among("use", 10, 1), new Among("\xE2se", 10, 1), new Among("e\u015Fte", -1, 1), new Among("\u0103\u015Fte", -1, 1), new Among("eze", -1, 1), new Among("ai", -1, 1), new Among("eai", 19, 1), new Among("iai", 19, 1), new Among("sei", -1, 2), new Among("e\u015Fti", -1, 1), new Among("\u0103\u015Fti", -1, 1), new Among("ui", -1, 1), new Among("ezi", -1, 1), new Among("\xE2i", -1, 1), new Among("a\u015Fi", -1, 1), new Among("se\u015Fi", -1, 2), new Among("ase\u015Fi", 29, 1), new Among("sese\u015Fi", 29, 2), new Among("ise\u015Fi", 29, 1), new Among("use\u015Fi", 29, 1), new Among("\xE2se\u015Fi", 29, 1), new Among("i\u015Fi", -1, 1), new Among("u\u015Fi", -1, 1), new Among("\xE2\u015Fi", -1, 1), new Among("a\u0163i", -1, 2), new Among("ea\u0163i", 38, 1), new Among("ia\u0163i", 38, 1), new Among("e\u0163i", -1, 2), new Among("i\u0163i", -1, 2), new Among("\xE2\u0163i", -1, 2), new Among("ar\u0103\u0163i", -1, 1), new Among("ser\u0103\u0163i", -1, 2), new Among("aser\u0103\u0163i", 45, 1), new Among("seser\u0103\u0163i", 45, 2), new Among("iser\u0103\u0163i", 45, 1), new Among("user\u0103\u0163i", 45, 1), new Among("\xE2ser\u0103\u0163i", 45, 1), new Among("ir\u0103\u0163i", -1, 1), new Among("ur\u0103\u0163i", -1, 1), new Among("\xE2r\u0103\u0163i", -1, 1), new Among("am", -1, 1), new Among("eam", 54, 1), new Among("iam", 54, 1), new Among("em", -1, 2), new Among("asem", 57, 1), new Among("sesem", 57, 2), new Among("isem", 57, 1), new Among("usem", 57, 1), new Among("\xE2sem", 57, 1), new Among("im", -1, 2), new Among("\xE2m", -1, 2), new Among("\u0103m", -1, 2), new Among("ar\u0103m", 65, 1), new Among("ser\u0103m", 65, 2), new Among("aser\u0103m", 67, 1), new Among("seser\u0103m", 67, 2), new Among("iser\u0103m", 67, 1), new Among("user\u0103m", 67, 1), new Among("\xE2ser\u0103m", 67, 1), new Among("ir\u0103m", 65, 1), new Among("ur\u0103m", 65, 1), new Among("\xE2r\u0103m", 65, 1), new Among("au", -1, 1), new Among("eau", 76, 1), new Among("iau", 76, 1), new Among("indu", -1, 1), new Among("\xE2ndu", -1, 1), new Among("ez", -1, 1), new Among("easc\u0103", -1, 1), new Among("ar\u0103", -1, 1), new Among("ser\u0103", -1, 2), new Among("aser\u0103", 84, 1), new Among("seser\u0103", 84, 2), new Among("iser\u0103", 84, 1), new Among("user\u0103", 84, 1), new Among("\xE2ser\u0103", 84, 1), new Among("ir\u0103", -1, 1), new Among("ur\u0103", -1, 1), new Among("\xE2r\u0103", -1, 1), new Among("eaz\u0103", -1, 1)];
          }
        }, {
          key: "a_5",
          get: function get() {
            delete romanianStemmer2.a_5;
            return romanianStemmer2.a_5 = [new Among("a", -1, 1), new Among("e", -1, 1), new Among("ie", 1, 1), new Among("i", -1, 1), new Among("\u0103", -1, 1)];
          }
        }, {
          key: "g_v",
          get: function get() {
            delete romanianStemmer2.g_v;
            return romanianStemmer2.g_v = [17, 65, 16, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 2, 32, 0, 0, 4];
          }
        }]);
        return romanianStemmer2;
      })(SnowballStemmer);
      var russianStemmer = (function(_SnowballStemmer19) {
        _inherits(russianStemmer2, _SnowballStemmer19);
        function russianStemmer2() {
          _classCallCheck(this, russianStemmer2);
          return _possibleConstructorReturn(this, Object.getPrototypeOf(russianStemmer2).apply(this, arguments));
        }
        _createClass(russianStemmer2, [{
          key: "r_mark_regions$esjava$0",
          value: function r_mark_regions$esjava$0() {
            var v_1 = void 0;
            this.I_pV = this.limit;
            this.I_p2 = this.limit;
            v_1 = this.cursor;
            lab0: do {
              golab1: while (true) {
                lab2: do {
                  if (!this.in_grouping$esjava$3(russianStemmer2.g_v, 1072, 1103)) {
                    break lab2;
                  }
                  break golab1;
                } while (false);
                if (this.cursor >= this.limit) {
                  break lab0;
                }
                this.cursor++;
              }
              this.I_pV = this.cursor;
              golab3: while (true) {
                lab4: do {
                  if (!this.out_grouping$esjava$3(russianStemmer2.g_v, 1072, 1103)) {
                    break lab4;
                  }
                  break golab3;
                } while (false);
                if (this.cursor >= this.limit) {
                  break lab0;
                }
                this.cursor++;
              }
              golab5: while (true) {
                lab6: do {
                  if (!this.in_grouping$esjava$3(russianStemmer2.g_v, 1072, 1103)) {
                    break lab6;
                  }
                  break golab5;
                } while (false);
                if (this.cursor >= this.limit) {
                  break lab0;
                }
                this.cursor++;
              }
              golab7: while (true) {
                lab8: do {
                  if (!this.out_grouping$esjava$3(russianStemmer2.g_v, 1072, 1103)) {
                    break lab8;
                  }
                  break golab7;
                } while (false);
                if (this.cursor >= this.limit) {
                  break lab0;
                }
                this.cursor++;
              }
              this.I_p2 = this.cursor;
            } while (false);
            this.cursor = v_1;
            return true;
          }
        }, {
          key: "r_R2$esjava$0",
          value: function r_R2$esjava$0() {
            if (!(this.I_p2 <= this.cursor)) {
              return false;
            }
            return true;
          }
        }, {
          key: "r_perfective_gerund$esjava$0",
          value: function r_perfective_gerund$esjava$0() {
            var among_var = void 0;
            var v_1 = void 0;
            this.ket = this.cursor;
            among_var = this.find_among_b$esjava$1(russianStemmer2.a_0);
            if (among_var === 0) {
              return false;
            }
            this.bra = this.cursor;
            switch (among_var) {
              case 0:
                return false;
              case 1:
                lab0: do {
                  v_1 = this.limit - this.cursor;
                  lab1: do {
                    if (!this.eq_s_b$esjava$1("\u0430")) {
                      break lab1;
                    }
                    break lab0;
                  } while (false);
                  this.cursor = this.limit - v_1;
                  if (!this.eq_s_b$esjava$1("\u044F")) {
                    return false;
                  }
                } while (false);
                this.slice_del$esjava$0();
                break;
              case 2:
                this.slice_del$esjava$0();
                break;
            }
            return true;
          }
        }, {
          key: "r_adjective$esjava$0",
          value: function r_adjective$esjava$0() {
            var among_var = void 0;
            this.ket = this.cursor;
            among_var = this.find_among_b$esjava$1(russianStemmer2.a_1);
            if (among_var === 0) {
              return false;
            }
            this.bra = this.cursor;
            switch (among_var) {
              case 0:
                return false;
              case 1:
                this.slice_del$esjava$0();
                break;
            }
            return true;
          }
        }, {
          key: "r_adjectival$esjava$0",
          value: function r_adjectival$esjava$0() {
            var among_var = void 0;
            var v_1 = void 0;
            var v_2 = void 0;
            if (!this.r_adjective$esjava$0()) {
              return false;
            }
            v_1 = this.limit - this.cursor;
            lab0: do {
              this.ket = this.cursor;
              among_var = this.find_among_b$esjava$1(russianStemmer2.a_2);
              if (among_var === 0) {
                this.cursor = this.limit - v_1;
                break lab0;
              }
              this.bra = this.cursor;
              switch (among_var) {
                case 0:
                  this.cursor = this.limit - v_1;
                  break lab0;
                case 1:
                  lab1: do {
                    v_2 = this.limit - this.cursor;
                    lab2: do {
                      if (!this.eq_s_b$esjava$1("\u0430")) {
                        break lab2;
                      }
                      break lab1;
                    } while (false);
                    this.cursor = this.limit - v_2;
                    if (!this.eq_s_b$esjava$1("\u044F")) {
                      this.cursor = this.limit - v_1;
                      break lab0;
                    }
                  } while (false);
                  this.slice_del$esjava$0();
                  break;
                case 2:
                  this.slice_del$esjava$0();
                  break;
              }
            } while (false);
            return true;
          }
        }, {
          key: "r_reflexive$esjava$0",
          value: function r_reflexive$esjava$0() {
            var among_var = void 0;
            this.ket = this.cursor;
            among_var = this.find_among_b$esjava$1(russianStemmer2.a_3);
            if (among_var === 0) {
              return false;
            }
            this.bra = this.cursor;
            switch (among_var) {
              case 0:
                return false;
              case 1:
                this.slice_del$esjava$0();
                break;
            }
            return true;
          }
        }, {
          key: "r_verb$esjava$0",
          value: function r_verb$esjava$0() {
            var among_var = void 0;
            var v_1 = void 0;
            this.ket = this.cursor;
            among_var = this.find_among_b$esjava$1(russianStemmer2.a_4);
            if (among_var === 0) {
              return false;
            }
            this.bra = this.cursor;
            switch (among_var) {
              case 0:
                return false;
              case 1:
                lab0: do {
                  v_1 = this.limit - this.cursor;
                  lab1: do {
                    if (!this.eq_s_b$esjava$1("\u0430")) {
                      break lab1;
                    }
                    break lab0;
                  } while (false);
                  this.cursor = this.limit - v_1;
                  if (!this.eq_s_b$esjava$1("\u044F")) {
                    return false;
                  }
                } while (false);
                this.slice_del$esjava$0();
                break;
              case 2:
                this.slice_del$esjava$0();
                break;
            }
            return true;
          }
        }, {
          key: "r_noun$esjava$0",
          value: function r_noun$esjava$0() {
            var among_var = void 0;
            this.ket = this.cursor;
            among_var = this.find_among_b$esjava$1(russianStemmer2.a_5);
            if (among_var === 0) {
              return false;
            }
            this.bra = this.cursor;
            switch (among_var) {
              case 0:
                return false;
              case 1:
                this.slice_del$esjava$0();
                break;
            }
            return true;
          }
        }, {
          key: "r_derivational$esjava$0",
          value: function r_derivational$esjava$0() {
            var among_var = void 0;
            this.ket = this.cursor;
            among_var = this.find_among_b$esjava$1(russianStemmer2.a_6);
            if (among_var === 0) {
              return false;
            }
            this.bra = this.cursor;
            if (!this.r_R2$esjava$0()) {
              return false;
            }
            switch (among_var) {
              case 0:
                return false;
              case 1:
                this.slice_del$esjava$0();
                break;
            }
            return true;
          }
        }, {
          key: "r_tidy_up$esjava$0",
          value: function r_tidy_up$esjava$0() {
            var among_var = void 0;
            this.ket = this.cursor;
            among_var = this.find_among_b$esjava$1(russianStemmer2.a_7);
            if (among_var === 0) {
              return false;
            }
            this.bra = this.cursor;
            switch (among_var) {
              case 0:
                return false;
              case 1:
                this.slice_del$esjava$0();
                this.ket = this.cursor;
                if (!this.eq_s_b$esjava$1("\u043D")) {
                  return false;
                }
                this.bra = this.cursor;
                if (!this.eq_s_b$esjava$1("\u043D")) {
                  return false;
                }
                this.slice_del$esjava$0();
                break;
              case 2:
                if (!this.eq_s_b$esjava$1("\u043D")) {
                  return false;
                }
                this.slice_del$esjava$0();
                break;
              case 3:
                this.slice_del$esjava$0();
                break;
            }
            return true;
          }
        }, {
          key: "stem$esjava$0",
          value: function stem$esjava$0() {
            var v_1 = void 0;
            var v_2 = void 0;
            var v_3 = void 0;
            var v_4 = void 0;
            var v_5 = void 0;
            var v_6 = void 0;
            var v_7 = void 0;
            var v_8 = void 0;
            var v_9 = void 0;
            var v_10 = void 0;
            v_1 = this.cursor;
            lab0: do {
              if (!this.r_mark_regions$esjava$0()) {
                break lab0;
              }
            } while (false);
            this.cursor = v_1;
            this.limit_backward = this.cursor;
            this.cursor = this.limit;
            v_2 = this.limit - this.cursor;
            if (this.cursor < this.I_pV) {
              return false;
            }
            this.cursor = this.I_pV;
            v_3 = this.limit_backward;
            this.limit_backward = this.cursor;
            this.cursor = this.limit - v_2;
            v_4 = this.limit - this.cursor;
            lab1: do {
              lab2: do {
                v_5 = this.limit - this.cursor;
                lab3: do {
                  if (!this.r_perfective_gerund$esjava$0()) {
                    break lab3;
                  }
                  break lab2;
                } while (false);
                this.cursor = this.limit - v_5;
                v_6 = this.limit - this.cursor;
                lab4: do {
                  if (!this.r_reflexive$esjava$0()) {
                    this.cursor = this.limit - v_6;
                    break lab4;
                  }
                } while (false);
                lab5: do {
                  v_7 = this.limit - this.cursor;
                  lab6: do {
                    if (!this.r_adjectival$esjava$0()) {
                      break lab6;
                    }
                    break lab5;
                  } while (false);
                  this.cursor = this.limit - v_7;
                  lab7: do {
                    if (!this.r_verb$esjava$0()) {
                      break lab7;
                    }
                    break lab5;
                  } while (false);
                  this.cursor = this.limit - v_7;
                  if (!this.r_noun$esjava$0()) {
                    break lab1;
                  }
                } while (false);
              } while (false);
            } while (false);
            this.cursor = this.limit - v_4;
            v_8 = this.limit - this.cursor;
            lab8: do {
              this.ket = this.cursor;
              if (!this.eq_s_b$esjava$1("\u0438")) {
                this.cursor = this.limit - v_8;
                break lab8;
              }
              this.bra = this.cursor;
              this.slice_del$esjava$0();
            } while (false);
            v_9 = this.limit - this.cursor;
            lab9: do {
              if (!this.r_derivational$esjava$0()) {
                break lab9;
              }
            } while (false);
            this.cursor = this.limit - v_9;
            v_10 = this.limit - this.cursor;
            lab10: do {
              if (!this.r_tidy_up$esjava$0()) {
                break lab10;
              }
            } while (false);
            this.cursor = this.limit - v_10;
            this.limit_backward = v_3;
            this.cursor = this.limit_backward;
            return true;
          }
        }, {
          key: "stem",
          value: function stem() {
            var _get45;
            for (var _len44 = arguments.length, args = Array(_len44), _key44 = 0; _key44 < _len44; _key44++) {
              args[_key44] = arguments[_key44];
            }
            switch (args.length) {
              case 0:
                return this.stem$esjava$0.apply(this, args);
            }
            return (_get45 = _get(Object.getPrototypeOf(russianStemmer2.prototype), "stem", this)).call.apply(_get45, [this].concat(args));
          }
        }, {
          key: "I_p2",
          get: function get() {
            return Object.prototype.hasOwnProperty.call(this, "_$esjava$I_p2") ? this._$esjava$I_p2 : this._$esjava$I_p2 = 0;
          },
          set: function set(v) {
            this._$esjava$I_p2 = v;
          }
        }, {
          key: "I_pV",
          get: function get() {
            return Object.prototype.hasOwnProperty.call(this, "_$esjava$I_pV") ? this._$esjava$I_pV : this._$esjava$I_pV = 0;
          },
          set: function set(v) {
            this._$esjava$I_pV = v;
          }
        }], [{
          key: "a_0",
          get: function get() {
            delete russianStemmer2.a_0;
            return russianStemmer2.a_0 = [new Among("\u0432", -1, 1), new Among("\u0438\u0432", 0, 2), new Among("\u044B\u0432", 0, 2), new Among("\u0432\u0448\u0438", -1, 1), new Among("\u0438\u0432\u0448\u0438", 3, 2), new Among("\u044B\u0432\u0448\u0438", 3, 2), new Among("\u0432\u0448\u0438\u0441\u044C", -1, 1), new Among("\u0438\u0432\u0448\u0438\u0441\u044C", 6, 2), new Among("\u044B\u0432\u0448\u0438\u0441\u044C", 6, 2)];
          }
        }, {
          key: "a_1",
          get: function get() {
            delete russianStemmer2.a_1;
            return russianStemmer2.a_1 = [new Among("\u0435\u0435", -1, 1), new Among("\u0438\u0435", -1, 1), new Among("\u043E\u0435", -1, 1), new Among("\u044B\u0435", -1, 1), new Among("\u0438\u043C\u0438", -1, 1), new Among("\u044B\u043C\u0438", -1, 1), new Among("\u0435\u0439", -1, 1), new Among("\u0438\u0439", -1, 1), new Among("\u043E\u0439", -1, 1), new Among("\u044B\u0439", -1, 1), new Among("\u0435\u043C", -1, 1), new Among("\u0438\u043C", -1, 1), new Among("\u043E\u043C", -1, 1), new Among("\u044B\u043C", -1, 1), new Among("\u0435\u0433\u043E", -1, 1), new Among("\u043E\u0433\u043E", -1, 1), new Among("\u0435\u043C\u0443", -1, 1), new Among("\u043E\u043C\u0443", -1, 1), new Among("\u0438\u0445", -1, 1), new Among("\u044B\u0445", -1, 1), new Among("\u0435\u044E", -1, 1), new Among("\u043E\u044E", -1, 1), new Among("\u0443\u044E", -1, 1), new Among("\u044E\u044E", -1, 1), new Among("\u0430\u044F", -1, 1), new Among("\u044F\u044F", -1, 1)];
          }
        }, {
          key: "a_2",
          get: function get() {
            delete russianStemmer2.a_2;
            return russianStemmer2.a_2 = [new Among("\u0435\u043C", -1, 1), new Among("\u043D\u043D", -1, 1), new Among("\u0432\u0448", -1, 1), new Among("\u0438\u0432\u0448", 2, 2), new Among("\u044B\u0432\u0448", 2, 2), new Among("\u0449", -1, 1), new Among("\u044E\u0449", 5, 1), new Among("\u0443\u044E\u0449", 6, 2)];
          }
        }, {
          key: "a_3",
          get: function get() {
            delete russianStemmer2.a_3;
            return russianStemmer2.a_3 = [new Among("\u0441\u044C", -1, 1), new Among("\u0441\u044F", -1, 1)];
          }
        }, {
          key: "a_4",
          get: function get() {
            delete russianStemmer2.a_4;
            return russianStemmer2.a_4 = [new Among("\u043B\u0430", -1, 1), new Among("\u0438\u043B\u0430", 0, 2), new Among("\u044B\u043B\u0430", 0, 2), new Among("\u043D\u0430", -1, 1), new Among("\u0435\u043D\u0430", 3, 2), new Among("\u0435\u0442\u0435", -1, 1), new Among("\u0438\u0442\u0435", -1, 2), new Among("\u0439\u0442\u0435", -1, 1), new Among("\u0435\u0439\u0442\u0435", 7, 2), new Among("\u0443\u0439\u0442\u0435", 7, 2), new Among("\u043B\u0438", -1, 1), new Among("\u0438\u043B\u0438", 10, 2), new Among("\u044B\u043B\u0438", 10, 2), new Among("\u0439", -1, 1), new Among("\u0435\u0439", 13, 2), new Among("\u0443\u0439", 13, 2), new Among("\u043B", -1, 1), new Among("\u0438\u043B", 16, 2), new Among("\u044B\u043B", 16, 2), new Among("\u0435\u043C", -1, 1), new Among("\u0438\u043C", -1, 2), new Among("\u044B\u043C", -1, 2), new Among("\u043D", -1, 1), new Among("\u0435\u043D", 22, 2), new Among("\u043B\u043E", -1, 1), new Among("\u0438\u043B\u043E", 24, 2), new Among("\u044B\u043B\u043E", 24, 2), new Among("\u043D\u043E", -1, 1), new Among("\u0435\u043D\u043E", 27, 2), new Among("\u043D\u043D\u043E", 27, 1), new Among("\u0435\u0442", -1, 1), new Among("\u0443\u0435\u0442", 30, 2), new Among("\u0438\u0442", -1, 2), new Among("\u044B\u0442", -1, 2), new Among("\u044E\u0442", -1, 1), new Among("\u0443\u044E\u0442", 34, 2), new Among("\u044F\u0442", -1, 2), new Among("\u043D\u044B", -1, 1), new Among("\u0435\u043D\u044B", 37, 2), new Among("\u0442\u044C", -1, 1), new Among("\u0438\u0442\u044C", 39, 2), new Among("\u044B\u0442\u044C", 39, 2), new Among("\u0435\u0448\u044C", -1, 1), new Among("\u0438\u0448\u044C", -1, 2), new Among("\u044E", -1, 2), new Among("\u0443\u044E", 44, 2)];
          }
        }, {
          key: "a_5",
          get: function get() {
            delete russianStemmer2.a_5;
            return russianStemmer2.a_5 = [new Among("\u0430", -1, 1), new Among("\u0435\u0432", -1, 1), new Among("\u043E\u0432", -1, 1), new Among("\u0435", -1, 1), new Among("\u0438\u0435", 3, 1), new Among("\u044C\u0435", 3, 1), new Among("\u0438", -1, 1), new Among("\u0435\u0438", 6, 1), new Among("\u0438\u0438", 6, 1), new Among("\u0430\u043C\u0438", 6, 1), new Among("\u044F\u043C\u0438", 6, 1), new Among("\u0438\u044F\u043C\u0438", 10, 1), new Among("\u0439", -1, 1), new Among("\u0435\u0439", 12, 1), new Among("\u0438\u0435\u0439", 13, 1), new Among("\u0438\u0439", 12, 1), new Among("\u043E\u0439", 12, 1), new Among("\u0430\u043C", -1, 1), new Among("\u0435\u043C", -1, 1), new Among("\u0438\u0435\u043C", 18, 1), new Among("\u043E\u043C", -1, 1), new Among("\u044F\u043C", -1, 1), new Among("\u0438\u044F\u043C", 21, 1), new Among("\u043E", -1, 1), new Among("\u0443", -1, 1), new Among("\u0430\u0445", -1, 1), new Among("\u044F\u0445", -1, 1), new Among("\u0438\u044F\u0445", 26, 1), new Among("\u044B", -1, 1), new Among("\u044C", -1, 1), new Among("\u044E", -1, 1), new Among("\u0438\u044E", 30, 1), new Among("\u044C\u044E", 30, 1), new Among("\u044F", -1, 1), new Among("\u0438\u044F", 33, 1), new Among("\u044C\u044F", 33, 1)];
          }
        }, {
          key: "a_6",
          get: function get() {
            delete russianStemmer2.a_6;
            return russianStemmer2.a_6 = [new Among("\u043E\u0441\u0442", -1, 1), new Among("\u043E\u0441\u0442\u044C", -1, 1)];
          }
        }, {
          key: "a_7",
          get: function get() {
            delete russianStemmer2.a_7;
            return russianStemmer2.a_7 = [new Among("\u0435\u0439\u0448\u0435", -1, 1), new Among("\u043D", -1, 2), new Among("\u0435\u0439\u0448", -1, 1), new Among("\u044C", -1, 3)];
          }
        }, {
          key: "g_v",
          get: function get() {
            delete russianStemmer2.g_v;
            return russianStemmer2.g_v = [33, 65, 8, 232];
          }
        }]);
        return russianStemmer2;
      })(SnowballStemmer);
      var sloveneStemmer = (function(_SnowballStemmer20) {
        _inherits(sloveneStemmer2, _SnowballStemmer20);
        function sloveneStemmer2() {
          _classCallCheck(this, sloveneStemmer2);
          return _possibleConstructorReturn(this, Object.getPrototypeOf(sloveneStemmer2).apply(this, arguments));
        }
        _createClass(sloveneStemmer2, [{
          key: "stem$esjava$0",
          value: function stem$esjava$0() {
            var among_var = void 0;
            var v_1 = void 0;
            var v_2 = void 0;
            var v_3 = void 0;
            var v_4 = void 0;
            var v_5 = void 0;
            var v_6 = void 0;
            var v_7 = void 0;
            var v_8 = void 0;
            var v_9 = void 0;
            var v_10 = void 0;
            this.I_p1 = this.current.length();
            this.limit_backward = this.cursor;
            this.cursor = this.limit;
            v_1 = this.limit - this.cursor;
            lab0: do {
              for (v_2 = 4; v_2 > 0; v_2--) {
                v_3 = this.limit - this.cursor;
                lab1: do {
                  if (!(this.I_p1 > 8)) {
                    this.cursor = this.limit - v_3;
                    break lab1;
                  }
                  this.ket = this.cursor;
                  among_var = this.find_among_b$esjava$1(sloveneStemmer2.a_0);
                  if (among_var === 0) {
                    this.cursor = this.limit - v_3;
                    break lab1;
                  }
                  this.bra = this.cursor;
                  switch (among_var) {
                    case 0:
                      this.cursor = this.limit - v_3;
                      break lab1;
                    case 1:
                      this.slice_del$esjava$0();
                      break;
                  }
                } while (false);
                v_4 = this.limit - this.cursor;
                lab2: do {
                  if (!(this.I_p1 > 7)) {
                    this.cursor = this.limit - v_4;
                    break lab2;
                  }
                  this.ket = this.cursor;
                  among_var = this.find_among_b$esjava$1(sloveneStemmer2.a_1);
                  if (among_var === 0) {
                    this.cursor = this.limit - v_4;
                    break lab2;
                  }
                  this.bra = this.cursor;
                  switch (among_var) {
                    case 0:
                      this.cursor = this.limit - v_4;
                      break lab2;
                    case 1:
                      this.slice_del$esjava$0();
                      break;
                  }
                } while (false);
                this.I_p1 = this.current.length();
                v_5 = this.limit - this.cursor;
                lab3: do {
                  if (!(this.I_p1 > 6)) {
                    this.cursor = this.limit - v_5;
                    break lab3;
                  }
                  this.ket = this.cursor;
                  among_var = this.find_among_b$esjava$1(sloveneStemmer2.a_2);
                  if (among_var === 0) {
                    this.cursor = this.limit - v_5;
                    break lab3;
                  }
                  this.bra = this.cursor;
                  switch (among_var) {
                    case 0:
                      this.cursor = this.limit - v_5;
                      break lab3;
                    case 1:
                      this.slice_del$esjava$0();
                      break;
                  }
                } while (false);
                this.I_p1 = this.current.length();
                v_6 = this.limit - this.cursor;
                lab4: do {
                  if (!(this.I_p1 > 6)) {
                    this.cursor = this.limit - v_6;
                    break lab4;
                  }
                  this.ket = this.cursor;
                  among_var = this.find_among_b$esjava$1(sloveneStemmer2.a_3);
                  if (among_var === 0) {
                    this.cursor = this.limit - v_6;
                    break lab4;
                  }
                  this.bra = this.cursor;
                  switch (among_var) {
                    case 0:
                      this.cursor = this.limit - v_6;
                      break lab4;
                    case 1:
                      this.slice_del$esjava$0();
                      break;
                  }
                } while (false);
                this.I_p1 = this.current.length();
                v_7 = this.limit - this.cursor;
                lab5: do {
                  if (!(this.I_p1 > 5)) {
                    this.cursor = this.limit - v_7;
                    break lab5;
                  }
                  this.ket = this.cursor;
                  among_var = this.find_among_b$esjava$1(sloveneStemmer2.a_4);
                  if (among_var === 0) {
                    this.cursor = this.limit - v_7;
                    break lab5;
                  }
                  this.bra = this.cursor;
                  switch (among_var) {
                    case 0:
                      this.cursor = this.limit - v_7;
                      break lab5;
                    case 1:
                      this.slice_del$esjava$0();
                      break;
                  }
                } while (false);
                this.I_p1 = this.current.length();
                v_8 = this.limit - this.cursor;
                lab6: do {
                  if (!(this.I_p1 > 6)) {
                    this.cursor = this.limit - v_8;
                    break lab6;
                  }
                  this.ket = this.cursor;
                  if (!this.in_grouping_b$esjava$3(sloveneStemmer2.g_soglasniki, 98, 382)) {
                    this.cursor = this.limit - v_8;
                    break lab6;
                  }
                  this.bra = this.cursor;
                  v_9 = this.limit - this.cursor;
                  if (!this.in_grouping_b$esjava$3(sloveneStemmer2.g_soglasniki, 98, 382)) {
                    this.cursor = this.limit - v_8;
                    break lab6;
                  }
                  this.cursor = this.limit - v_9;
                  this.slice_del$esjava$0();
                } while (false);
                this.I_p1 = this.current.length();
                v_10 = this.limit - this.cursor;
                lab7: do {
                  if (!(this.I_p1 > 5)) {
                    this.cursor = this.limit - v_10;
                    break lab7;
                  }
                  this.ket = this.cursor;
                  among_var = this.find_among_b$esjava$1(sloveneStemmer2.a_5);
                  if (among_var === 0) {
                    this.cursor = this.limit - v_10;
                    break lab7;
                  }
                  this.bra = this.cursor;
                  switch (among_var) {
                    case 0:
                      this.cursor = this.limit - v_10;
                      break lab7;
                    case 1:
                      this.slice_del$esjava$0();
                      break;
                  }
                } while (false);
              }
            } while (false);
            this.cursor = this.limit - v_1;
            this.cursor = this.limit_backward;
            return true;
          }
        }, {
          key: "stem",
          value: function stem() {
            var _get46;
            for (var _len45 = arguments.length, args = Array(_len45), _key45 = 0; _key45 < _len45; _key45++) {
              args[_key45] = arguments[_key45];
            }
            switch (args.length) {
              case 0:
                return this.stem$esjava$0.apply(this, args);
            }
            return (_get46 = _get(Object.getPrototypeOf(sloveneStemmer2.prototype), "stem", this)).call.apply(_get46, [this].concat(args));
          }
        }, {
          key: "I_p1",
          get: function get() {
            return Object.prototype.hasOwnProperty.call(this, "_$esjava$I_p1") ? this._$esjava$I_p1 : this._$esjava$I_p1 = 0;
          },
          set: function set(v) {
            this._$esjava$I_p1 = v;
          }
        }], [{
          key: "a_0",
          get: function get() {
            delete sloveneStemmer2.a_0;
            return sloveneStemmer2.a_0 = [new Among("anski", -1, 1), new Among("evski", -1, 1), new Among("ovski", -1, 1)];
          }
        }, {
          key: "a_1",
          get: function get() {
            delete sloveneStemmer2.a_1;
            return sloveneStemmer2.a_1 = [new Among("stvo", -1, 1), new Among("\u0161tvo", -1, 1)];
          }
        }, {
          key: "a_2",
          get: function get() {
            delete sloveneStemmer2.a_2;
            return sloveneStemmer2.a_2 = [new Among("ega", -1, 1), new Among("ija", -1, 1), new Among("ila", -1, 1), new Among("ema", -1, 1), new Among("vna", -1, 1), new Among("ite", -1, 1), new Among("ste", -1, 1), new Among("\u0161\u010De", -1, 1), new Among("ski", -1, 1), new Among("\u0161ki", -1, 1), new Among("iti", -1, 1), new Among("ovi", -1, 1), new Among("\u010Dek", -1, 1), new Among("ovm", -1, 1), new Among("\u010Dan", -1, 1), new Among("len", -1, 1), new Among("ven", -1, 1), new Among("\u0161en", -1, 1), new Among("ejo", -1, 1), new Among("ijo", -1, 1), new Among("ast", -1, 1), new Among("ost", -1, 1)];
          }
        }, {
          key: "a_3",
          get: function get() {
            delete sloveneStemmer2.a_3;
            return sloveneStemmer2.a_3 = [new Among("ja", -1, 1), new Among("ka", -1, 1), new Among("ma", -1, 1), new Among("ec", -1, 1), new Among("je", -1, 1), new Among("eg", -1, 1), new Among("eh", -1, 1), new Among("ih", -1, 1), new Among("mi", -1, 1), new Among("ti", -1, 1), new Among("ij", -1, 1), new Among("al", -1, 1), new Among("il", -1, 1), new Among("em", -1, 1), new Among("om", -1, 1), new Among("an", -1, 1), new Among("en", -1, 1), new Among("in", -1, 1), new Among("do", -1, 1), new Among("jo", -1, 1), new Among("ir", -1, 1), new Among("at", -1, 1), new Among("ev", -1, 1), new Among("iv", -1, 1), new Among("ov", -1, 1), new Among("o\u010D", -1, 1)];
          }
        }, {
          key: "a_4",
          get: function get() {
            delete sloveneStemmer2.a_4;
            return sloveneStemmer2.a_4 = [new Among("a", -1, 1), new Among("c", -1, 1), new Among("e", -1, 1), new Among("i", -1, 1), new Among("m", -1, 1), new Among("o", -1, 1), new Among("u", -1, 1), new Among("\u0161", -1, 1)];
          }
        }, {
          key: "a_5",
          get: function get() {
            delete sloveneStemmer2.a_5;
            return sloveneStemmer2.a_5 = [new Among("a", -1, 1), new Among("e", -1, 1), new Among("i", -1, 1), new Among("o", -1, 1), new Among("u", -1, 1)];
          }
        }, {
          key: "g_soglasniki",
          get: function get() {
            delete sloveneStemmer2.g_soglasniki;
            return sloveneStemmer2.g_soglasniki = [119, 95, 23, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 8, 0, 0, 0, 0, 0, 0, 0, 0, 0, 128, 0, 0, 0, 16];
          }
        }]);
        return sloveneStemmer2;
      })(SnowballStemmer);
      var spanishStemmer = (function(_SnowballStemmer21) {
        _inherits(spanishStemmer2, _SnowballStemmer21);
        function spanishStemmer2() {
          _classCallCheck(this, spanishStemmer2);
          return _possibleConstructorReturn(this, Object.getPrototypeOf(spanishStemmer2).apply(this, arguments));
        }
        _createClass(spanishStemmer2, [{
          key: "r_mark_regions$esjava$0",
          value: function r_mark_regions$esjava$0() {
            var v_1 = void 0;
            var v_2 = void 0;
            var v_3 = void 0;
            var v_6 = void 0;
            var v_8 = void 0;
            this.I_pV = this.limit;
            this.I_p1 = this.limit;
            this.I_p2 = this.limit;
            v_1 = this.cursor;
            lab0: do {
              lab1: do {
                v_2 = this.cursor;
                lab2: do {
                  if (!this.in_grouping$esjava$3(spanishStemmer2.g_v, 97, 252)) {
                    break lab2;
                  }
                  lab3: do {
                    v_3 = this.cursor;
                    lab4: do {
                      if (!this.out_grouping$esjava$3(spanishStemmer2.g_v, 97, 252)) {
                        break lab4;
                      }
                      golab5: while (true) {
                        lab6: do {
                          if (!this.in_grouping$esjava$3(spanishStemmer2.g_v, 97, 252)) {
                            break lab6;
                          }
                          break golab5;
                        } while (false);
                        if (this.cursor >= this.limit) {
                          break lab4;
                        }
                        this.cursor++;
                      }
                      break lab3;
                    } while (false);
                    this.cursor = v_3;
                    if (!this.in_grouping$esjava$3(spanishStemmer2.g_v, 97, 252)) {
                      break lab2;
                    }
                    golab7: while (true) {
                      lab8: do {
                        if (!this.out_grouping$esjava$3(spanishStemmer2.g_v, 97, 252)) {
                          break lab8;
                        }
                        break golab7;
                      } while (false);
                      if (this.cursor >= this.limit) {
                        break lab2;
                      }
                      this.cursor++;
                    }
                  } while (false);
                  break lab1;
                } while (false);
                this.cursor = v_2;
                if (!this.out_grouping$esjava$3(spanishStemmer2.g_v, 97, 252)) {
                  break lab0;
                }
                lab9: do {
                  v_6 = this.cursor;
                  lab10: do {
                    if (!this.out_grouping$esjava$3(spanishStemmer2.g_v, 97, 252)) {
                      break lab10;
                    }
                    golab11: while (true) {
                      lab12: do {
                        if (!this.in_grouping$esjava$3(spanishStemmer2.g_v, 97, 252)) {
                          break lab12;
                        }
                        break golab11;
                      } while (false);
                      if (this.cursor >= this.limit) {
                        break lab10;
                      }
                      this.cursor++;
                    }
                    break lab9;
                  } while (false);
                  this.cursor = v_6;
                  if (!this.in_grouping$esjava$3(spanishStemmer2.g_v, 97, 252)) {
                    break lab0;
                  }
                  if (this.cursor >= this.limit) {
                    break lab0;
                  }
                  this.cursor++;
                } while (false);
              } while (false);
              this.I_pV = this.cursor;
            } while (false);
            this.cursor = v_1;
            v_8 = this.cursor;
            lab13: do {
              golab14: while (true) {
                lab15: do {
                  if (!this.in_grouping$esjava$3(spanishStemmer2.g_v, 97, 252)) {
                    break lab15;
                  }
                  break golab14;
                } while (false);
                if (this.cursor >= this.limit) {
                  break lab13;
                }
                this.cursor++;
              }
              golab16: while (true) {
                lab17: do {
                  if (!this.out_grouping$esjava$3(spanishStemmer2.g_v, 97, 252)) {
                    break lab17;
                  }
                  break golab16;
                } while (false);
                if (this.cursor >= this.limit) {
                  break lab13;
                }
                this.cursor++;
              }
              this.I_p1 = this.cursor;
              golab18: while (true) {
                lab19: do {
                  if (!this.in_grouping$esjava$3(spanishStemmer2.g_v, 97, 252)) {
                    break lab19;
                  }
                  break golab18;
                } while (false);
                if (this.cursor >= this.limit) {
                  break lab13;
                }
                this.cursor++;
              }
              golab20: while (true) {
                lab21: do {
                  if (!this.out_grouping$esjava$3(spanishStemmer2.g_v, 97, 252)) {
                    break lab21;
                  }
                  break golab20;
                } while (false);
                if (this.cursor >= this.limit) {
                  break lab13;
                }
                this.cursor++;
              }
              this.I_p2 = this.cursor;
            } while (false);
            this.cursor = v_8;
            return true;
          }
        }, {
          key: "r_postlude$esjava$0",
          value: function r_postlude$esjava$0() {
            var among_var = void 0;
            var v_1 = void 0;
            replab0: while (true) {
              v_1 = this.cursor;
              lab1: do {
                this.bra = this.cursor;
                among_var = this.find_among$esjava$1(spanishStemmer2.a_0);
                if (among_var === 0) {
                  break lab1;
                }
                this.ket = this.cursor;
                switch (among_var) {
                  case 0:
                    break lab1;
                  case 1:
                    this.slice_from$esjava$1("a");
                    break;
                  case 2:
                    this.slice_from$esjava$1("e");
                    break;
                  case 3:
                    this.slice_from$esjava$1("i");
                    break;
                  case 4:
                    this.slice_from$esjava$1("o");
                    break;
                  case 5:
                    this.slice_from$esjava$1("u");
                    break;
                  case 6:
                    if (this.cursor >= this.limit) {
                      break lab1;
                    }
                    this.cursor++;
                    break;
                }
                continue replab0;
              } while (false);
              this.cursor = v_1;
              break replab0;
            }
            return true;
          }
        }, {
          key: "r_RV$esjava$0",
          value: function r_RV$esjava$0() {
            if (!(this.I_pV <= this.cursor)) {
              return false;
            }
            return true;
          }
        }, {
          key: "r_R1$esjava$0",
          value: function r_R1$esjava$0() {
            if (!(this.I_p1 <= this.cursor)) {
              return false;
            }
            return true;
          }
        }, {
          key: "r_R2$esjava$0",
          value: function r_R2$esjava$0() {
            if (!(this.I_p2 <= this.cursor)) {
              return false;
            }
            return true;
          }
        }, {
          key: "r_attached_pronoun$esjava$0",
          value: function r_attached_pronoun$esjava$0() {
            var among_var = void 0;
            this.ket = this.cursor;
            if (this.find_among_b$esjava$1(spanishStemmer2.a_1) === 0) {
              return false;
            }
            this.bra = this.cursor;
            among_var = this.find_among_b$esjava$1(spanishStemmer2.a_2);
            if (among_var === 0) {
              return false;
            }
            if (!this.r_RV$esjava$0()) {
              return false;
            }
            switch (among_var) {
              case 0:
                return false;
              case 1:
                this.bra = this.cursor;
                this.slice_from$esjava$1("iendo");
                break;
              case 2:
                this.bra = this.cursor;
                this.slice_from$esjava$1("ando");
                break;
              case 3:
                this.bra = this.cursor;
                this.slice_from$esjava$1("ar");
                break;
              case 4:
                this.bra = this.cursor;
                this.slice_from$esjava$1("er");
                break;
              case 5:
                this.bra = this.cursor;
                this.slice_from$esjava$1("ir");
                break;
              case 6:
                this.slice_del$esjava$0();
                break;
              case 7:
                if (!this.eq_s_b$esjava$1("u")) {
                  return false;
                }
                this.slice_del$esjava$0();
                break;
            }
            return true;
          }
        }, {
          key: "r_standard_suffix$esjava$0",
          value: function r_standard_suffix$esjava$0() {
            var among_var = void 0;
            var v_1 = void 0;
            var v_2 = void 0;
            var v_3 = void 0;
            var v_4 = void 0;
            var v_5 = void 0;
            this.ket = this.cursor;
            among_var = this.find_among_b$esjava$1(spanishStemmer2.a_6);
            if (among_var === 0) {
              return false;
            }
            this.bra = this.cursor;
            switch (among_var) {
              case 0:
                return false;
              case 1:
                if (!this.r_R2$esjava$0()) {
                  return false;
                }
                this.slice_del$esjava$0();
                break;
              case 2:
                if (!this.r_R2$esjava$0()) {
                  return false;
                }
                this.slice_del$esjava$0();
                v_1 = this.limit - this.cursor;
                lab0: do {
                  this.ket = this.cursor;
                  if (!this.eq_s_b$esjava$1("ic")) {
                    this.cursor = this.limit - v_1;
                    break lab0;
                  }
                  this.bra = this.cursor;
                  if (!this.r_R2$esjava$0()) {
                    this.cursor = this.limit - v_1;
                    break lab0;
                  }
                  this.slice_del$esjava$0();
                } while (false);
                break;
              case 3:
                if (!this.r_R2$esjava$0()) {
                  return false;
                }
                this.slice_from$esjava$1("log");
                break;
              case 4:
                if (!this.r_R2$esjava$0()) {
                  return false;
                }
                this.slice_from$esjava$1("u");
                break;
              case 5:
                if (!this.r_R2$esjava$0()) {
                  return false;
                }
                this.slice_from$esjava$1("ente");
                break;
              case 6:
                if (!this.r_R1$esjava$0()) {
                  return false;
                }
                this.slice_del$esjava$0();
                v_2 = this.limit - this.cursor;
                lab1: do {
                  this.ket = this.cursor;
                  among_var = this.find_among_b$esjava$1(spanishStemmer2.a_3);
                  if (among_var === 0) {
                    this.cursor = this.limit - v_2;
                    break lab1;
                  }
                  this.bra = this.cursor;
                  if (!this.r_R2$esjava$0()) {
                    this.cursor = this.limit - v_2;
                    break lab1;
                  }
                  this.slice_del$esjava$0();
                  switch (among_var) {
                    case 0:
                      this.cursor = this.limit - v_2;
                      break lab1;
                    case 1:
                      this.ket = this.cursor;
                      if (!this.eq_s_b$esjava$1("at")) {
                        this.cursor = this.limit - v_2;
                        break lab1;
                      }
                      this.bra = this.cursor;
                      if (!this.r_R2$esjava$0()) {
                        this.cursor = this.limit - v_2;
                        break lab1;
                      }
                      this.slice_del$esjava$0();
                      break;
                  }
                } while (false);
                break;
              case 7:
                if (!this.r_R2$esjava$0()) {
                  return false;
                }
                this.slice_del$esjava$0();
                v_3 = this.limit - this.cursor;
                lab2: do {
                  this.ket = this.cursor;
                  among_var = this.find_among_b$esjava$1(spanishStemmer2.a_4);
                  if (among_var === 0) {
                    this.cursor = this.limit - v_3;
                    break lab2;
                  }
                  this.bra = this.cursor;
                  switch (among_var) {
                    case 0:
                      this.cursor = this.limit - v_3;
                      break lab2;
                    case 1:
                      if (!this.r_R2$esjava$0()) {
                        this.cursor = this.limit - v_3;
                        break lab2;
                      }
                      this.slice_del$esjava$0();
                      break;
                  }
                } while (false);
                break;
              case 8:
                if (!this.r_R2$esjava$0()) {
                  return false;
                }
                this.slice_del$esjava$0();
                v_4 = this.limit - this.cursor;
                lab3: do {
                  this.ket = this.cursor;
                  among_var = this.find_among_b$esjava$1(spanishStemmer2.a_5);
                  if (among_var === 0) {
                    this.cursor = this.limit - v_4;
                    break lab3;
                  }
                  this.bra = this.cursor;
                  switch (among_var) {
                    case 0:
                      this.cursor = this.limit - v_4;
                      break lab3;
                    case 1:
                      if (!this.r_R2$esjava$0()) {
                        this.cursor = this.limit - v_4;
                        break lab3;
                      }
                      this.slice_del$esjava$0();
                      break;
                  }
                } while (false);
                break;
              case 9:
                if (!this.r_R2$esjava$0()) {
                  return false;
                }
                this.slice_del$esjava$0();
                v_5 = this.limit - this.cursor;
                lab4: do {
                  this.ket = this.cursor;
                  if (!this.eq_s_b$esjava$1("at")) {
                    this.cursor = this.limit - v_5;
                    break lab4;
                  }
                  this.bra = this.cursor;
                  if (!this.r_R2$esjava$0()) {
                    this.cursor = this.limit - v_5;
                    break lab4;
                  }
                  this.slice_del$esjava$0();
                } while (false);
                break;
            }
            return true;
          }
        }, {
          key: "r_y_verb_suffix$esjava$0",
          value: function r_y_verb_suffix$esjava$0() {
            var among_var = void 0;
            var v_1 = void 0;
            var v_2 = void 0;
            v_1 = this.limit - this.cursor;
            if (this.cursor < this.I_pV) {
              return false;
            }
            this.cursor = this.I_pV;
            v_2 = this.limit_backward;
            this.limit_backward = this.cursor;
            this.cursor = this.limit - v_1;
            this.ket = this.cursor;
            among_var = this.find_among_b$esjava$1(spanishStemmer2.a_7);
            if (among_var === 0) {
              this.limit_backward = v_2;
              return false;
            }
            this.bra = this.cursor;
            this.limit_backward = v_2;
            switch (among_var) {
              case 0:
                return false;
              case 1:
                if (!this.eq_s_b$esjava$1("u")) {
                  return false;
                }
                this.slice_del$esjava$0();
                break;
            }
            return true;
          }
        }, {
          key: "r_verb_suffix$esjava$0",
          value: function r_verb_suffix$esjava$0() {
            var among_var = void 0;
            var v_1 = void 0;
            var v_2 = void 0;
            var v_3 = void 0;
            var v_4 = void 0;
            v_1 = this.limit - this.cursor;
            if (this.cursor < this.I_pV) {
              return false;
            }
            this.cursor = this.I_pV;
            v_2 = this.limit_backward;
            this.limit_backward = this.cursor;
            this.cursor = this.limit - v_1;
            this.ket = this.cursor;
            among_var = this.find_among_b$esjava$1(spanishStemmer2.a_8);
            if (among_var === 0) {
              this.limit_backward = v_2;
              return false;
            }
            this.bra = this.cursor;
            this.limit_backward = v_2;
            switch (among_var) {
              case 0:
                return false;
              case 1:
                v_3 = this.limit - this.cursor;
                lab0: do {
                  if (!this.eq_s_b$esjava$1("u")) {
                    this.cursor = this.limit - v_3;
                    break lab0;
                  }
                  v_4 = this.limit - this.cursor;
                  if (!this.eq_s_b$esjava$1("g")) {
                    this.cursor = this.limit - v_3;
                    break lab0;
                  }
                  this.cursor = this.limit - v_4;
                } while (false);
                this.bra = this.cursor;
                this.slice_del$esjava$0();
                break;
              case 2:
                this.slice_del$esjava$0();
                break;
            }
            return true;
          }
        }, {
          key: "r_residual_suffix$esjava$0",
          value: function r_residual_suffix$esjava$0() {
            var among_var = void 0;
            var v_1 = void 0;
            var v_2 = void 0;
            this.ket = this.cursor;
            among_var = this.find_among_b$esjava$1(spanishStemmer2.a_9);
            if (among_var === 0) {
              return false;
            }
            this.bra = this.cursor;
            switch (among_var) {
              case 0:
                return false;
              case 1:
                if (!this.r_RV$esjava$0()) {
                  return false;
                }
                this.slice_del$esjava$0();
                break;
              case 2:
                if (!this.r_RV$esjava$0()) {
                  return false;
                }
                this.slice_del$esjava$0();
                v_1 = this.limit - this.cursor;
                lab0: do {
                  this.ket = this.cursor;
                  if (!this.eq_s_b$esjava$1("u")) {
                    this.cursor = this.limit - v_1;
                    break lab0;
                  }
                  this.bra = this.cursor;
                  v_2 = this.limit - this.cursor;
                  if (!this.eq_s_b$esjava$1("g")) {
                    this.cursor = this.limit - v_1;
                    break lab0;
                  }
                  this.cursor = this.limit - v_2;
                  if (!this.r_RV$esjava$0()) {
                    this.cursor = this.limit - v_1;
                    break lab0;
                  }
                  this.slice_del$esjava$0();
                } while (false);
                break;
            }
            return true;
          }
        }, {
          key: "stem$esjava$0",
          value: function stem$esjava$0() {
            var v_1 = void 0;
            var v_2 = void 0;
            var v_3 = void 0;
            var v_4 = void 0;
            var v_5 = void 0;
            var v_6 = void 0;
            v_1 = this.cursor;
            lab0: do {
              if (!this.r_mark_regions$esjava$0()) {
                break lab0;
              }
            } while (false);
            this.cursor = v_1;
            this.limit_backward = this.cursor;
            this.cursor = this.limit;
            v_2 = this.limit - this.cursor;
            lab1: do {
              if (!this.r_attached_pronoun$esjava$0()) {
                break lab1;
              }
            } while (false);
            this.cursor = this.limit - v_2;
            v_3 = this.limit - this.cursor;
            lab2: do {
              lab3: do {
                v_4 = this.limit - this.cursor;
                lab4: do {
                  if (!this.r_standard_suffix$esjava$0()) {
                    break lab4;
                  }
                  break lab3;
                } while (false);
                this.cursor = this.limit - v_4;
                lab5: do {
                  if (!this.r_y_verb_suffix$esjava$0()) {
                    break lab5;
                  }
                  break lab3;
                } while (false);
                this.cursor = this.limit - v_4;
                if (!this.r_verb_suffix$esjava$0()) {
                  break lab2;
                }
              } while (false);
            } while (false);
            this.cursor = this.limit - v_3;
            v_5 = this.limit - this.cursor;
            lab6: do {
              if (!this.r_residual_suffix$esjava$0()) {
                break lab6;
              }
            } while (false);
            this.cursor = this.limit - v_5;
            this.cursor = this.limit_backward;
            v_6 = this.cursor;
            lab7: do {
              if (!this.r_postlude$esjava$0()) {
                break lab7;
              }
            } while (false);
            this.cursor = v_6;
            return true;
          }
        }, {
          key: "stem",
          value: function stem() {
            var _get47;
            for (var _len46 = arguments.length, args = Array(_len46), _key46 = 0; _key46 < _len46; _key46++) {
              args[_key46] = arguments[_key46];
            }
            switch (args.length) {
              case 0:
                return this.stem$esjava$0.apply(this, args);
            }
            return (_get47 = _get(Object.getPrototypeOf(spanishStemmer2.prototype), "stem", this)).call.apply(_get47, [this].concat(args));
          }
        }, {
          key: "I_p2",
          get: function get() {
            return Object.prototype.hasOwnProperty.call(this, "_$esjava$I_p2") ? this._$esjava$I_p2 : this._$esjava$I_p2 = 0;
          },
          set: function set(v) {
            this._$esjava$I_p2 = v;
          }
        }, {
          key: "I_p1",
          get: function get() {
            return Object.prototype.hasOwnProperty.call(this, "_$esjava$I_p1") ? this._$esjava$I_p1 : this._$esjava$I_p1 = 0;
          },
          set: function set(v) {
            this._$esjava$I_p1 = v;
          }
        }, {
          key: "I_pV",
          get: function get() {
            return Object.prototype.hasOwnProperty.call(this, "_$esjava$I_pV") ? this._$esjava$I_pV : this._$esjava$I_pV = 0;
          },
          set: function set(v) {
            this._$esjava$I_pV = v;
          }
        }], [{
          key: "a_0",
          get: function get() {
            delete spanishStemmer2.a_0;
            return spanishStemmer2.a_0 = [new Among("", -1, 6), new Among("\xE1", 0, 1), new Among("\xE9", 0, 2), new Among("\xED", 0, 3), new Among("\xF3", 0, 4), new Among("\xFA", 0, 5)];
          }
        }, {
          key: "a_1",
          get: function get() {
            delete spanishStemmer2.a_1;
            return spanishStemmer2.a_1 = [new Among("la", -1, -1), new Among("sela", 0, -1), new Among("le", -1, -1), new Among("me", -1, -1), new Among("se", -1, -1), new Among("lo", -1, -1), new Among("selo", 5, -1), new Among("las", -1, -1), new Among("selas", 7, -1), new Among("les", -1, -1), new Among("los", -1, -1), new Among("selos", 10, -1), new Among("nos", -1, -1)];
          }
        }, {
          key: "a_2",
          get: function get() {
            delete spanishStemmer2.a_2;
            return spanishStemmer2.a_2 = [new Among("ando", -1, 6), new Among("iendo", -1, 6), new Among("yendo", -1, 7), new Among("\xE1ndo", -1, 2), new Among("i\xE9ndo", -1, 1), new Among("ar", -1, 6), new Among("er", -1, 6), new Among("ir", -1, 6), new Among("\xE1r", -1, 3), new Among("\xE9r", -1, 4), new Among("\xEDr", -1, 5)];
          }
        }, {
          key: "a_3",
          get: function get() {
            delete spanishStemmer2.a_3;
            return spanishStemmer2.a_3 = [new Among("ic", -1, -1), new Among("ad", -1, -1), new Among("os", -1, -1), new Among("iv", -1, 1)];
          }
        }, {
          key: "a_4",
          get: function get() {
            delete spanishStemmer2.a_4;
            return spanishStemmer2.a_4 = [new Among("able", -1, 1), new Among("ible", -1, 1), new Among("ante", -1, 1)];
          }
        }, {
          key: "a_5",
          get: function get() {
            delete spanishStemmer2.a_5;
            return spanishStemmer2.a_5 = [new Among("ic", -1, 1), new Among("abil", -1, 1), new Among("iv", -1, 1)];
          }
        }, {
          key: "a_6",
          get: function get() {
            delete spanishStemmer2.a_6;
            return spanishStemmer2.a_6 = [new Among("ica", -1, 1), new Among("ancia", -1, 2), new Among("encia", -1, 5), new Among("adora", -1, 2), new Among("osa", -1, 1), new Among("ista", -1, 1), new Among("iva", -1, 9), new Among("anza", -1, 1), new Among("log\xEDa", -1, 3), new Among("idad", -1, 8), new Among("able", -1, 1), new Among("ible", -1, 1), new Among("ante", -1, 2), new Among("mente", -1, 7), new Among("amente", 13, 6), new Among("aci\xF3n", -1, 2), new Among("uci\xF3n", -1, 4), new Among("ico", -1, 1), new Among("ismo", -1, 1), new Among("oso", -1, 1), new Among("amiento", -1, 1), new Among("imiento", -1, 1), new Among("ivo", -1, 9), new Among("ador", -1, 2), new Among("icas", -1, 1), new Among("ancias", -1, 2), new Among("encias", -1, 5), new Among("adoras", -1, 2), new Among("osas", -1, 1), new Among("istas", -1, 1), new Among("ivas", -1, 9), new Among("anzas", -1, 1), new Among("log\xEDas", -1, 3), new Among("idades", -1, 8), new Among("ables", -1, 1), new Among("ibles", -1, 1), new Among("aciones", -1, 2), new Among("uciones", -1, 4), new Among("adores", -1, 2), new Among("antes", -1, 2), new Among("icos", -1, 1), new Among("ismos", -1, 1), new Among("osos", -1, 1), new Among("amientos", -1, 1), new Among("imientos", -1, 1), new Among("ivos", -1, 9)];
          }
        }, {
          key: "a_7",
          get: function get() {
            delete spanishStemmer2.a_7;
            return spanishStemmer2.a_7 = [new Among("ya", -1, 1), new Among("ye", -1, 1), new Among("yan", -1, 1), new Among("yen", -1, 1), new Among("yeron", -1, 1), new Among("yendo", -1, 1), new Among("yo", -1, 1), new Among("yas", -1, 1), new Among("yes", -1, 1), new Among("yais", -1, 1), new Among("yamos", -1, 1), new Among("y\xF3", -1, 1)];
          }
        }, {
          key: "a_8",
          get: function get() {
            delete spanishStemmer2.a_8;
            return spanishStemmer2.a_8 = [new Among("aba", -1, 2), new Among("ada", -1, 2), new Among("ida", -1, 2), new Among("ara", -1, 2), new Among("iera", -1, 2), new Among("\xEDa", -1, 2), new Among("ar\xEDa", 5, 2), new Among("er\xEDa", 5, 2), new Among("ir\xEDa", 5, 2), new Among("ad", -1, 2), new Among("ed", -1, 2), new Among("id", -1, 2), new Among("ase", -1, 2), new Among("iese", -1, 2), new Among("aste", -1, 2), new Among("iste", -1, 2), new Among("an", -1, 2), new Among("aban", 16, 2), new Among("aran", 16, 2), new Among("ieran", 16, 2), new Among("\xEDan", 16, 2), new Among("ar\xEDan", 20, 2), new Among("er\xEDan", 20, 2), new Among("ir\xEDan", 20, 2), new Among("en", -1, 1), new Among("asen", 24, 2), new Among("iesen", 24, 2), new Among("aron", -1, 2), new Among("ieron", -1, 2), new Among("ar\xE1n", -1, 2), new Among("er\xE1n", -1, 2), new Among("ir\xE1n", -1, 2), new Among("ado", -1, 2), new Among("ido", -1, 2), new Among("ando", -1, 2), new Among("iendo", -1, 2), new Among("ar", -1, 2), new Among("er", -1, 2), new Among("ir", -1, 2), new Among("as", -1, 2), new Among("abas", 39, 2), new Among("adas", 39, 2), new Among("idas", 39, 2), new Among("aras", 39, 2), new Among("ieras", 39, 2), new Among("\xEDas", 39, 2), new Among("ar\xEDas", 45, 2), new Among("er\xEDas", 45, 2), new Among("ir\xEDas", 45, 2), new Among("es", -1, 1), new Among("ases", 49, 2), new Among("ieses", 49, 2), new Among("abais", -1, 2), new Among("arais", -1, 2), new Among("ierais", -1, 2), new Among("\xEDais", -1, 2), new Among("ar\xEDais", 55, 2), new Among("er\xEDais", 55, 2), new Among("ir\xEDais", 55, 2), new Among("aseis", -1, 2), new Among("ieseis", -1, 2), new Among("asteis", -1, 2), new Among("isteis", -1, 2), new Among("\xE1is", -1, 2), new Among("\xE9is", -1, 1), new Among("ar\xE9is", 64, 2), new Among("er\xE9is", 64, 2), new Among("ir\xE9is", 64, 2), new Among("ados", -1, 2), new Among("idos", -1, 2), new Among("amos", -1, 2), new Among("\xE1bamos", 70, 2), new Among("\xE1ramos", 70, 2), new Among("i\xE9ramos", 70, 2), new Among("\xEDamos", 70, 2), new Among("ar\xEDamos", 74, 2), new Among("er\xEDamos", 74, 2), new Among("ir\xEDamos", 74, 2), new Among("emos", -1, 1), new Among("aremos", 78, 2), new Among("eremos", 78, 2), new Among("iremos", 78, 2), new Among("\xE1semos", 78, 2), new Among("i\xE9semos", 78, 2), new Among("imos", -1, 2), new Among("ar\xE1s", -1, 2), new Among("er\xE1s", -1, 2), new Among("ir\xE1s", -1, 2), new Among("\xEDs", -1, 2), new Among("ar\xE1", -1, 2), new Among("er\xE1", -1, 2), new Among("ir\xE1", -1, 2), new Among("ar\xE9", -1, 2), new Among("er\xE9", -1, 2), new Among("ir\xE9", -1, 2), new Among("i\xF3", -1, 2)];
          }
        }, {
          key: "a_9",
          get: function get() {
            delete spanishStemmer2.a_9;
            return spanishStemmer2.a_9 = [new Among("a", -1, 1), new Among("e", -1, 2), new Among("o", -1, 1), new Among("os", -1, 1), new Among("\xE1", -1, 1), new Among("\xE9", -1, 2), new Among("\xED", -1, 1), new Among("\xF3", -1, 1)];
          }
        }, {
          key: "g_v",
          get: function get() {
            delete spanishStemmer2.g_v;
            return spanishStemmer2.g_v = [17, 65, 16, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 17, 4, 10];
          }
        }]);
        return spanishStemmer2;
      })(SnowballStemmer);
      var swedishStemmer = (function(_SnowballStemmer22) {
        _inherits(swedishStemmer2, _SnowballStemmer22);
        function swedishStemmer2() {
          _classCallCheck(this, swedishStemmer2);
          return _possibleConstructorReturn(this, Object.getPrototypeOf(swedishStemmer2).apply(this, arguments));
        }
        _createClass(swedishStemmer2, [{
          key: "r_mark_regions$esjava$0",
          value: function r_mark_regions$esjava$0() {
            var v_1 = void 0;
            var v_2 = void 0;
            this.I_p1 = this.limit;
            v_1 = this.cursor;
            {
              var c = this.cursor + 3;
              if (0 > c || c > this.limit) {
                return false;
              }
              this.cursor = c;
            }
            this.I_x = this.cursor;
            this.cursor = v_1;
            golab0: while (true) {
              v_2 = this.cursor;
              lab1: do {
                if (!this.in_grouping$esjava$3(swedishStemmer2.g_v, 97, 246)) {
                  break lab1;
                }
                this.cursor = v_2;
                break golab0;
              } while (false);
              this.cursor = v_2;
              if (this.cursor >= this.limit) {
                return false;
              }
              this.cursor++;
            }
            golab2: while (true) {
              lab3: do {
                if (!this.out_grouping$esjava$3(swedishStemmer2.g_v, 97, 246)) {
                  break lab3;
                }
                break golab2;
              } while (false);
              if (this.cursor >= this.limit) {
                return false;
              }
              this.cursor++;
            }
            this.I_p1 = this.cursor;
            lab4: do {
              if (!(this.I_p1 < this.I_x)) {
                break lab4;
              }
              this.I_p1 = this.I_x;
            } while (false);
            return true;
          }
        }, {
          key: "r_main_suffix$esjava$0",
          value: function r_main_suffix$esjava$0() {
            var among_var = void 0;
            var v_1 = void 0;
            var v_2 = void 0;
            v_1 = this.limit - this.cursor;
            if (this.cursor < this.I_p1) {
              return false;
            }
            this.cursor = this.I_p1;
            v_2 = this.limit_backward;
            this.limit_backward = this.cursor;
            this.cursor = this.limit - v_1;
            this.ket = this.cursor;
            among_var = this.find_among_b$esjava$1(swedishStemmer2.a_0);
            if (among_var === 0) {
              this.limit_backward = v_2;
              return false;
            }
            this.bra = this.cursor;
            this.limit_backward = v_2;
            switch (among_var) {
              case 0:
                return false;
              case 1:
                this.slice_del$esjava$0();
                break;
              case 2:
                if (!this.in_grouping_b$esjava$3(swedishStemmer2.g_s_ending, 98, 121)) {
                  return false;
                }
                this.slice_del$esjava$0();
                break;
            }
            return true;
          }
        }, {
          key: "r_consonant_pair$esjava$0",
          value: function r_consonant_pair$esjava$0() {
            var v_1 = void 0;
            var v_2 = void 0;
            var v_3 = void 0;
            v_1 = this.limit - this.cursor;
            if (this.cursor < this.I_p1) {
              return false;
            }
            this.cursor = this.I_p1;
            v_2 = this.limit_backward;
            this.limit_backward = this.cursor;
            this.cursor = this.limit - v_1;
            v_3 = this.limit - this.cursor;
            if (this.find_among_b$esjava$1(swedishStemmer2.a_1) === 0) {
              this.limit_backward = v_2;
              return false;
            }
            this.cursor = this.limit - v_3;
            this.ket = this.cursor;
            if (this.cursor <= this.limit_backward) {
              this.limit_backward = v_2;
              return false;
            }
            this.cursor--;
            this.bra = this.cursor;
            this.slice_del$esjava$0();
            this.limit_backward = v_2;
            return true;
          }
        }, {
          key: "r_other_suffix$esjava$0",
          value: function r_other_suffix$esjava$0() {
            var among_var = void 0;
            var v_1 = void 0;
            var v_2 = void 0;
            v_1 = this.limit - this.cursor;
            if (this.cursor < this.I_p1) {
              return false;
            }
            this.cursor = this.I_p1;
            v_2 = this.limit_backward;
            this.limit_backward = this.cursor;
            this.cursor = this.limit - v_1;
            this.ket = this.cursor;
            among_var = this.find_among_b$esjava$1(swedishStemmer2.a_2);
            if (among_var === 0) {
              this.limit_backward = v_2;
              return false;
            }
            this.bra = this.cursor;
            switch (among_var) {
              case 0:
                this.limit_backward = v_2;
                return false;
              case 1:
                this.slice_del$esjava$0();
                break;
              case 2:
                this.slice_from$esjava$1("l\xF6s");
                break;
              case 3:
                this.slice_from$esjava$1("full");
                break;
            }
            this.limit_backward = v_2;
            return true;
          }
        }, {
          key: "stem$esjava$0",
          value: function stem$esjava$0() {
            var v_1 = void 0;
            var v_2 = void 0;
            var v_3 = void 0;
            var v_4 = void 0;
            v_1 = this.cursor;
            lab0: do {
              if (!this.r_mark_regions$esjava$0()) {
                break lab0;
              }
            } while (false);
            this.cursor = v_1;
            this.limit_backward = this.cursor;
            this.cursor = this.limit;
            v_2 = this.limit - this.cursor;
            lab1: do {
              if (!this.r_main_suffix$esjava$0()) {
                break lab1;
              }
            } while (false);
            this.cursor = this.limit - v_2;
            v_3 = this.limit - this.cursor;
            lab2: do {
              if (!this.r_consonant_pair$esjava$0()) {
                break lab2;
              }
            } while (false);
            this.cursor = this.limit - v_3;
            v_4 = this.limit - this.cursor;
            lab3: do {
              if (!this.r_other_suffix$esjava$0()) {
                break lab3;
              }
            } while (false);
            this.cursor = this.limit - v_4;
            this.cursor = this.limit_backward;
            return true;
          }
        }, {
          key: "stem",
          value: function stem() {
            var _get48;
            for (var _len47 = arguments.length, args = Array(_len47), _key47 = 0; _key47 < _len47; _key47++) {
              args[_key47] = arguments[_key47];
            }
            switch (args.length) {
              case 0:
                return this.stem$esjava$0.apply(this, args);
            }
            return (_get48 = _get(Object.getPrototypeOf(swedishStemmer2.prototype), "stem", this)).call.apply(_get48, [this].concat(args));
          }
        }, {
          key: "I_x",
          get: function get() {
            return Object.prototype.hasOwnProperty.call(this, "_$esjava$I_x") ? this._$esjava$I_x : this._$esjava$I_x = 0;
          },
          set: function set(v) {
            this._$esjava$I_x = v;
          }
        }, {
          key: "I_p1",
          get: function get() {
            return Object.prototype.hasOwnProperty.call(this, "_$esjava$I_p1") ? this._$esjava$I_p1 : this._$esjava$I_p1 = 0;
          },
          set: function set(v) {
            this._$esjava$I_p1 = v;
          }
        }], [{
          key: "a_0",
          get: function get() {
            delete swedishStemmer2.a_0;
            return swedishStemmer2.a_0 = [new Among("a", -1, 1), new Among("arna", 0, 1), new Among("erna", 0, 1), new Among("heterna", 2, 1), new Among("orna", 0, 1), new Among("ad", -1, 1), new Among("e", -1, 1), new Among("ade", 6, 1), new Among("ande", 6, 1), new Among("arne", 6, 1), new Among("are", 6, 1), new Among("aste", 6, 1), new Among("en", -1, 1), new Among("anden", 12, 1), new Among("aren", 12, 1), new Among("heten", 12, 1), new Among("ern", -1, 1), new Among("ar", -1, 1), new Among("er", -1, 1), new Among("heter", 18, 1), new Among("or", -1, 1), new Among("s", -1, 2), new Among("as", 21, 1), new Among("arnas", 22, 1), new Among("ernas", 22, 1), new Among("ornas", 22, 1), new Among("es", 21, 1), new Among("ades", 26, 1), new Among("andes", 26, 1), new Among("ens", 21, 1), new Among("arens", 29, 1), new Among("hetens", 29, 1), new Among("erns", 21, 1), new Among("at", -1, 1), new Among("andet", -1, 1), new Among("het", -1, 1), new Among("ast", -1, 1)];
          }
        }, {
          key: "a_1",
          get: function get() {
            delete swedishStemmer2.a_1;
            return swedishStemmer2.a_1 = [new Among("dd", -1, -1), new Among("gd", -1, -1), new Among("nn", -1, -1), new Among("dt", -1, -1), new Among("gt", -1, -1), new Among("kt", -1, -1), new Among("tt", -1, -1)];
          }
        }, {
          key: "a_2",
          get: function get() {
            delete swedishStemmer2.a_2;
            return swedishStemmer2.a_2 = [new Among("ig", -1, 1), new Among("lig", 0, 1), new Among("els", -1, 1), new Among("fullt", -1, 3), new Among("l\xF6st", -1, 2)];
          }
        }, {
          key: "g_v",
          get: function get() {
            delete swedishStemmer2.g_v;
            return swedishStemmer2.g_v = [17, 65, 16, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 24, 0, 32];
          }
        }, {
          key: "g_s_ending",
          get: function get() {
            delete swedishStemmer2.g_s_ending;
            return swedishStemmer2.g_s_ending = [119, 127, 149];
          }
        }]);
        return swedishStemmer2;
      })(SnowballStemmer);
      var tamilStemmer = (function(_SnowballStemmer23) {
        _inherits(tamilStemmer2, _SnowballStemmer23);
        function tamilStemmer2() {
          _classCallCheck(this, tamilStemmer2);
          return _possibleConstructorReturn(this, Object.getPrototypeOf(tamilStemmer2).apply(this, arguments));
        }
        _createClass(tamilStemmer2, [{
          key: "r_has_min_length$esjava$0",
          value: function r_has_min_length$esjava$0() {
            this.I_length = this.current.length();
            if (!(this.I_length > 4)) {
              return false;
            }
            return true;
          }
        }, {
          key: "r_fix_va_start$esjava$0",
          value: function r_fix_va_start$esjava$0() {
            var v_1 = void 0;
            var v_2 = void 0;
            var v_3 = void 0;
            var v_4 = void 0;
            var v_5 = void 0;
            var v_6 = void 0;
            var v_7 = void 0;
            var v_8 = void 0;
            var v_9 = void 0;
            lab0: do {
              v_1 = this.cursor;
              lab1: do {
                v_2 = this.cursor;
                v_3 = this.cursor;
                lab2: do {
                  if (!this.eq_s$esjava$1("\u0BB5\u0BCB")) {
                    this.cursor = v_3;
                    break lab2;
                  }
                } while (false);
                this.cursor = v_2;
                this.bra = this.cursor;
                if (!this.eq_s$esjava$1("\u0BB5\u0BCB")) {
                  break lab1;
                }
                this.ket = this.cursor;
                this.slice_from$esjava$1("\u0B93");
                break lab0;
              } while (false);
              this.cursor = v_1;
              lab3: do {
                v_4 = this.cursor;
                v_5 = this.cursor;
                lab4: do {
                  if (!this.eq_s$esjava$1("\u0BB5\u0BCA")) {
                    this.cursor = v_5;
                    break lab4;
                  }
                } while (false);
                this.cursor = v_4;
                this.bra = this.cursor;
                if (!this.eq_s$esjava$1("\u0BB5\u0BCA")) {
                  break lab3;
                }
                this.ket = this.cursor;
                this.slice_from$esjava$1("\u0B92");
                break lab0;
              } while (false);
              this.cursor = v_1;
              lab5: do {
                v_6 = this.cursor;
                v_7 = this.cursor;
                lab6: do {
                  if (!this.eq_s$esjava$1("\u0BB5\u0BC1")) {
                    this.cursor = v_7;
                    break lab6;
                  }
                } while (false);
                this.cursor = v_6;
                this.bra = this.cursor;
                if (!this.eq_s$esjava$1("\u0BB5\u0BC1")) {
                  break lab5;
                }
                this.ket = this.cursor;
                this.slice_from$esjava$1("\u0B89");
                break lab0;
              } while (false);
              this.cursor = v_1;
              v_8 = this.cursor;
              v_9 = this.cursor;
              lab7: do {
                if (!this.eq_s$esjava$1("\u0BB5\u0BC2")) {
                  this.cursor = v_9;
                  break lab7;
                }
              } while (false);
              this.cursor = v_8;
              this.bra = this.cursor;
              if (!this.eq_s$esjava$1("\u0BB5\u0BC2")) {
                return false;
              }
              this.ket = this.cursor;
              this.slice_from$esjava$1("\u0B8A");
            } while (false);
            return true;
          }
        }, {
          key: "r_fix_endings$esjava$0",
          value: function r_fix_endings$esjava$0() {
            var v_1 = void 0;
            var v_2 = void 0;
            this.B_found_wrong_ending = true;
            replab0: while (true) {
              v_1 = this.cursor;
              lab1: do {
                if (!this.B_found_wrong_ending) {
                  break lab1;
                }
                v_2 = this.cursor;
                lab2: do {
                  if (!this.r_fix_ending$esjava$0()) {
                    break lab2;
                  }
                } while (false);
                this.cursor = v_2;
                continue replab0;
              } while (false);
              this.cursor = v_1;
              break replab0;
            }
            return true;
          }
        }, {
          key: "r_remove_question_prefixes$esjava$0",
          value: function r_remove_question_prefixes$esjava$0() {
            var v_1 = void 0;
            this.bra = this.cursor;
            if (!this.eq_s$esjava$1("\u0B8E")) {
              return false;
            }
            if (this.find_among$esjava$1(tamilStemmer2.a_0) === 0) {
              return false;
            }
            if (!this.eq_s$esjava$1("\u0BCD")) {
              return false;
            }
            this.ket = this.cursor;
            this.slice_del$esjava$0();
            v_1 = this.cursor;
            lab0: do {
              if (!this.r_fix_va_start$esjava$0()) {
                break lab0;
              }
            } while (false);
            this.cursor = v_1;
            return true;
          }
        }, {
          key: "r_fix_ending$esjava$0",
          value: function r_fix_ending$esjava$0() {
            var v_1 = void 0;
            var v_2 = void 0;
            var v_3 = void 0;
            var v_4 = void 0;
            var v_5 = void 0;
            var v_6 = void 0;
            var v_7 = void 0;
            var v_8 = void 0;
            var v_9 = void 0;
            var v_10 = void 0;
            var v_11 = void 0;
            var v_12 = void 0;
            var v_13 = void 0;
            this.B_found_wrong_ending = false;
            this.I_length = this.current.length();
            if (!(this.I_length > 3)) {
              return false;
            }
            this.limit_backward = this.cursor;
            this.cursor = this.limit;
            lab0: do {
              v_1 = this.limit - this.cursor;
              lab1: do {
                this.ket = this.cursor;
                if (this.find_among_b$esjava$1(tamilStemmer2.a_1) === 0) {
                  break lab1;
                }
                this.bra = this.cursor;
                this.slice_del$esjava$0();
                break lab0;
              } while (false);
              this.cursor = this.limit - v_1;
              lab2: do {
                this.ket = this.cursor;
                if (!this.eq_s_b$esjava$1("\u0BAF\u0BCD")) {
                  break lab2;
                }
                v_2 = this.limit - this.cursor;
                if (this.find_among_b$esjava$1(tamilStemmer2.a_2) === 0) {
                  break lab2;
                }
                this.cursor = this.limit - v_2;
                this.bra = this.cursor;
                this.slice_del$esjava$0();
                break lab0;
              } while (false);
              this.cursor = this.limit - v_1;
              lab3: do {
                this.ket = this.cursor;
                lab4: do {
                  v_3 = this.limit - this.cursor;
                  lab5: do {
                    if (!this.eq_s_b$esjava$1("\u0B9F\u0BCD\u0BAA\u0BCD")) {
                      break lab5;
                    }
                    break lab4;
                  } while (false);
                  this.cursor = this.limit - v_3;
                  if (!this.eq_s_b$esjava$1("\u0B9F\u0BCD\u0B95\u0BCD")) {
                    break lab3;
                  }
                } while (false);
                this.bra = this.cursor;
                this.slice_from$esjava$1("\u0BB3\u0BCD");
                break lab0;
              } while (false);
              this.cursor = this.limit - v_1;
              lab6: do {
                this.ket = this.cursor;
                if (!this.eq_s_b$esjava$1("\u0BA9\u0BCD\u0BB1\u0BCD")) {
                  break lab6;
                }
                this.bra = this.cursor;
                this.slice_from$esjava$1("\u0BB2\u0BCD");
                break lab0;
              } while (false);
              this.cursor = this.limit - v_1;
              lab7: do {
                this.ket = this.cursor;
                if (!this.eq_s_b$esjava$1("\u0BB1\u0BCD\u0B95\u0BCD")) {
                  break lab7;
                }
                this.bra = this.cursor;
                this.slice_from$esjava$1("\u0BB2\u0BCD");
                break lab0;
              } while (false);
              this.cursor = this.limit - v_1;
              lab8: do {
                this.ket = this.cursor;
                if (!this.eq_s_b$esjava$1("\u0B9F\u0BCD\u0B9F\u0BCD")) {
                  break lab8;
                }
                this.bra = this.cursor;
                this.slice_from$esjava$1("\u0B9F\u0BC1");
                break lab0;
              } while (false);
              this.cursor = this.limit - v_1;
              lab9: do {
                if (!this.B_found_vetrumai_urupu) {
                  break lab9;
                }
                this.ket = this.cursor;
                if (!this.eq_s_b$esjava$1("\u0BA4\u0BCD\u0BA4\u0BCD")) {
                  break lab9;
                }
                v_4 = this.limit - this.cursor;
                {
                  v_5 = this.limit - this.cursor;
                  lab10: do {
                    if (!this.eq_s_b$esjava$1("\u0BC8")) {
                      break lab10;
                    }
                    break lab9;
                  } while (false);
                  this.cursor = this.limit - v_5;
                }
                this.cursor = this.limit - v_4;
                this.bra = this.cursor;
                this.slice_from$esjava$1("\u0BAE\u0BCD");
                this.bra = this.cursor;
                break lab0;
              } while (false);
              this.cursor = this.limit - v_1;
              lab11: do {
                this.ket = this.cursor;
                lab12: do {
                  v_6 = this.limit - this.cursor;
                  lab13: do {
                    if (!this.eq_s_b$esjava$1("\u0BC1\u0B95\u0BCD")) {
                      break lab13;
                    }
                    break lab12;
                  } while (false);
                  this.cursor = this.limit - v_6;
                  if (!this.eq_s_b$esjava$1("\u0BC1\u0B95\u0BCD\u0B95\u0BCD")) {
                    break lab11;
                  }
                } while (false);
                this.bra = this.cursor;
                this.slice_from$esjava$1("\u0BCD");
                break lab0;
              } while (false);
              this.cursor = this.limit - v_1;
              lab14: do {
                this.ket = this.cursor;
                if (!this.eq_s_b$esjava$1("\u0BCD")) {
                  break lab14;
                }
                if (this.find_among_b$esjava$1(tamilStemmer2.a_3) === 0) {
                  break lab14;
                }
                if (!this.eq_s_b$esjava$1("\u0BCD")) {
                  break lab14;
                }
                if (this.find_among_b$esjava$1(tamilStemmer2.a_4) === 0) {
                  break lab14;
                }
                this.bra = this.cursor;
                this.slice_del$esjava$0();
                break lab0;
              } while (false);
              this.cursor = this.limit - v_1;
              lab15: do {
                this.ket = this.cursor;
                if (!this.eq_s_b$esjava$1("\u0BC1\u0B95\u0BCD")) {
                  break lab15;
                }
                this.bra = this.cursor;
                this.slice_from$esjava$1("\u0BCD");
                break lab0;
              } while (false);
              this.cursor = this.limit - v_1;
              lab16: do {
                this.ket = this.cursor;
                if (!this.eq_s_b$esjava$1("\u0BCD")) {
                  break lab16;
                }
                if (this.find_among_b$esjava$1(tamilStemmer2.a_5) === 0) {
                  break lab16;
                }
                this.bra = this.cursor;
                this.slice_del$esjava$0();
                break lab0;
              } while (false);
              this.cursor = this.limit - v_1;
              lab17: do {
                this.ket = this.cursor;
                if (!this.eq_s_b$esjava$1("\u0BCD")) {
                  break lab17;
                }
                lab18: do {
                  v_7 = this.limit - this.cursor;
                  lab19: do {
                    if (this.find_among_b$esjava$1(tamilStemmer2.a_6) === 0) {
                      break lab19;
                    }
                    break lab18;
                  } while (false);
                  this.cursor = this.limit - v_7;
                  if (this.find_among_b$esjava$1(tamilStemmer2.a_7) === 0) {
                    break lab17;
                  }
                } while (false);
                if (!this.eq_s_b$esjava$1("\u0BCD")) {
                  break lab17;
                }
                this.bra = this.cursor;
                this.slice_from$esjava$1("\u0BCD");
                break lab0;
              } while (false);
              this.cursor = this.limit - v_1;
              lab20: do {
                this.ket = this.cursor;
                if (this.find_among_b$esjava$1(tamilStemmer2.a_8) === 0) {
                  break lab20;
                }
                this.bra = this.cursor;
                this.slice_del$esjava$0();
                break lab0;
              } while (false);
              this.cursor = this.limit - v_1;
              lab21: do {
                this.ket = this.cursor;
                if (!this.eq_s_b$esjava$1("\u0BA9\u0BC1")) {
                  break lab21;
                }
                v_8 = this.limit - this.cursor;
                {
                  v_9 = this.limit - this.cursor;
                  lab22: do {
                    if (this.find_among_b$esjava$1(tamilStemmer2.a_9) === 0) {
                      break lab22;
                    }
                    break lab21;
                  } while (false);
                  this.cursor = this.limit - v_9;
                }
                this.cursor = this.limit - v_8;
                this.bra = this.cursor;
                this.slice_del$esjava$0();
                break lab0;
              } while (false);
              this.cursor = this.limit - v_1;
              lab23: do {
                this.ket = this.cursor;
                if (!this.eq_s_b$esjava$1("\u0B99\u0BCD")) {
                  break lab23;
                }
                v_10 = this.limit - this.cursor;
                {
                  v_11 = this.limit - this.cursor;
                  lab24: do {
                    if (!this.eq_s_b$esjava$1("\u0BC8")) {
                      break lab24;
                    }
                    break lab23;
                  } while (false);
                  this.cursor = this.limit - v_11;
                }
                this.cursor = this.limit - v_10;
                this.bra = this.cursor;
                this.slice_from$esjava$1("\u0BAE\u0BCD");
                break lab0;
              } while (false);
              this.cursor = this.limit - v_1;
              lab25: do {
                this.ket = this.cursor;
                if (!this.eq_s_b$esjava$1("\u0B99\u0BCD")) {
                  break lab25;
                }
                this.bra = this.cursor;
                this.slice_del$esjava$0();
                break lab0;
              } while (false);
              this.cursor = this.limit - v_1;
              this.ket = this.cursor;
              if (!this.eq_s_b$esjava$1("\u0BCD")) {
                return false;
              }
              v_12 = this.limit - this.cursor;
              lab26: do {
                v_13 = this.limit - this.cursor;
                lab27: do {
                  if (this.find_among_b$esjava$1(tamilStemmer2.a_10) === 0) {
                    break lab27;
                  }
                  break lab26;
                } while (false);
                this.cursor = this.limit - v_13;
                if (!this.eq_s_b$esjava$1("\u0BCD")) {
                  return false;
                }
              } while (false);
              this.cursor = this.limit - v_12;
              this.bra = this.cursor;
              this.slice_del$esjava$0();
            } while (false);
            this.cursor = this.limit_backward;
            this.B_found_wrong_ending = true;
            return true;
          }
        }, {
          key: "r_remove_pronoun_prefixes$esjava$0",
          value: function r_remove_pronoun_prefixes$esjava$0() {
            var v_1 = void 0;
            this.B_found_a_match = false;
            this.bra = this.cursor;
            if (this.find_among$esjava$1(tamilStemmer2.a_11) === 0) {
              return false;
            }
            if (this.find_among$esjava$1(tamilStemmer2.a_12) === 0) {
              return false;
            }
            if (!this.eq_s$esjava$1("\u0BCD")) {
              return false;
            }
            this.ket = this.cursor;
            this.slice_del$esjava$0();
            this.B_found_a_match = true;
            v_1 = this.cursor;
            lab0: do {
              if (!this.r_fix_va_start$esjava$0()) {
                break lab0;
              }
            } while (false);
            this.cursor = v_1;
            return true;
          }
        }, {
          key: "r_remove_plural_suffix$esjava$0",
          value: function r_remove_plural_suffix$esjava$0() {
            var v_1 = void 0;
            var v_2 = void 0;
            var v_3 = void 0;
            this.B_found_a_match = false;
            this.limit_backward = this.cursor;
            this.cursor = this.limit;
            lab0: do {
              v_1 = this.limit - this.cursor;
              lab1: do {
                this.ket = this.cursor;
                if (!this.eq_s_b$esjava$1("\u0BC1\u0B99\u0BCD\u0B95\u0BB3\u0BCD")) {
                  break lab1;
                }
                v_2 = this.limit - this.cursor;
                {
                  v_3 = this.limit - this.cursor;
                  lab2: do {
                    if (this.find_among_b$esjava$1(tamilStemmer2.a_13) === 0) {
                      break lab2;
                    }
                    break lab1;
                  } while (false);
                  this.cursor = this.limit - v_3;
                }
                this.cursor = this.limit - v_2;
                this.bra = this.cursor;
                this.slice_from$esjava$1("\u0BCD");
                break lab0;
              } while (false);
              this.cursor = this.limit - v_1;
              lab3: do {
                this.ket = this.cursor;
                if (!this.eq_s_b$esjava$1("\u0BB1\u0BCD\u0B95\u0BB3\u0BCD")) {
                  break lab3;
                }
                this.bra = this.cursor;
                this.slice_from$esjava$1("\u0BB2\u0BCD");
                break lab0;
              } while (false);
              this.cursor = this.limit - v_1;
              lab4: do {
                this.ket = this.cursor;
                if (!this.eq_s_b$esjava$1("\u0B9F\u0BCD\u0B95\u0BB3\u0BCD")) {
                  break lab4;
                }
                this.bra = this.cursor;
                this.slice_from$esjava$1("\u0BB3\u0BCD");
                break lab0;
              } while (false);
              this.cursor = this.limit - v_1;
              this.ket = this.cursor;
              if (!this.eq_s_b$esjava$1("\u0B95\u0BB3\u0BCD")) {
                return false;
              }
              this.bra = this.cursor;
              this.slice_del$esjava$0();
            } while (false);
            this.B_found_a_match = true;
            this.cursor = this.limit_backward;
            return true;
          }
        }, {
          key: "r_remove_question_suffixes$esjava$0",
          value: function r_remove_question_suffixes$esjava$0() {
            var v_1 = void 0;
            var v_2 = void 0;
            if (!this.r_has_min_length$esjava$0()) {
              return false;
            }
            this.B_found_a_match = false;
            this.limit_backward = this.cursor;
            this.cursor = this.limit;
            v_1 = this.limit - this.cursor;
            lab0: do {
              this.ket = this.cursor;
              if (this.find_among_b$esjava$1(tamilStemmer2.a_14) === 0) {
                break lab0;
              }
              this.bra = this.cursor;
              this.slice_from$esjava$1("\u0BCD");
              this.B_found_a_match = true;
            } while (false);
            this.cursor = this.limit - v_1;
            this.cursor = this.limit_backward;
            v_2 = this.cursor;
            lab1: do {
              if (!this.r_fix_endings$esjava$0()) {
                break lab1;
              }
            } while (false);
            this.cursor = v_2;
            return true;
          }
        }, {
          key: "r_remove_command_suffixes$esjava$0",
          value: function r_remove_command_suffixes$esjava$0() {
            if (!this.r_has_min_length$esjava$0()) {
              return false;
            }
            this.B_found_a_match = false;
            this.limit_backward = this.cursor;
            this.cursor = this.limit;
            this.ket = this.cursor;
            if (this.find_among_b$esjava$1(tamilStemmer2.a_15) === 0) {
              return false;
            }
            this.bra = this.cursor;
            this.slice_del$esjava$0();
            this.B_found_a_match = true;
            this.cursor = this.limit_backward;
            return true;
          }
        }, {
          key: "r_remove_um$esjava$0",
          value: function r_remove_um$esjava$0() {
            var v_1 = void 0;
            this.B_found_a_match = false;
            if (!this.r_has_min_length$esjava$0()) {
              return false;
            }
            this.limit_backward = this.cursor;
            this.cursor = this.limit;
            this.ket = this.cursor;
            if (!this.eq_s_b$esjava$1("\u0BC1\u0BAE\u0BCD")) {
              return false;
            }
            this.bra = this.cursor;
            this.slice_from$esjava$1("\u0BCD");
            this.B_found_a_match = true;
            this.cursor = this.limit_backward;
            v_1 = this.cursor;
            lab0: do {
              if (!this.r_fix_ending$esjava$0()) {
                break lab0;
              }
            } while (false);
            this.cursor = v_1;
            return true;
          }
        }, {
          key: "r_remove_common_word_endings$esjava$0",
          value: function r_remove_common_word_endings$esjava$0() {
            var v_1 = void 0;
            var v_2 = void 0;
            var v_3 = void 0;
            var v_4 = void 0;
            var v_5 = void 0;
            var v_6 = void 0;
            var v_7 = void 0;
            this.B_found_a_match = false;
            if (!this.r_has_min_length$esjava$0()) {
              return false;
            }
            this.limit_backward = this.cursor;
            this.cursor = this.limit;
            lab0: do {
              v_1 = this.limit - this.cursor;
              lab1: do {
                v_2 = this.limit - this.cursor;
                this.ket = this.cursor;
                lab2: do {
                  v_3 = this.limit - this.cursor;
                  lab3: do {
                    if (!this.eq_s_b$esjava$1("\u0BC1\u0B9F\u0BA9\u0BCD")) {
                      break lab3;
                    }
                    break lab2;
                  } while (false);
                  this.cursor = this.limit - v_3;
                  lab4: do {
                    if (!this.eq_s_b$esjava$1("\u0BBF\u0BB2\u0BCD\u0BB2\u0BC8")) {
                      break lab4;
                    }
                    break lab2;
                  } while (false);
                  this.cursor = this.limit - v_3;
                  lab5: do {
                    if (!this.eq_s_b$esjava$1("\u0BBF\u0B9F\u0BAE\u0BCD")) {
                      break lab5;
                    }
                    break lab2;
                  } while (false);
                  this.cursor = this.limit - v_3;
                  lab6: do {
                    if (!this.eq_s_b$esjava$1("\u0BBF\u0BA9\u0BCD\u0BB1\u0BBF")) {
                      break lab6;
                    }
                    break lab2;
                  } while (false);
                  this.cursor = this.limit - v_3;
                  lab7: do {
                    if (!this.eq_s_b$esjava$1("\u0BBE\u0B95\u0BBF")) {
                      break lab7;
                    }
                    break lab2;
                  } while (false);
                  this.cursor = this.limit - v_3;
                  lab8: do {
                    if (!this.eq_s_b$esjava$1("\u0BBE\u0B95\u0BBF\u0BAF")) {
                      break lab8;
                    }
                    break lab2;
                  } while (false);
                  this.cursor = this.limit - v_3;
                  lab9: do {
                    if (!this.eq_s_b$esjava$1("\u0BC6\u0BA9\u0BCD\u0BB1\u0BC1")) {
                      break lab9;
                    }
                    break lab2;
                  } while (false);
                  this.cursor = this.limit - v_3;
                  lab10: do {
                    if (!this.eq_s_b$esjava$1("\u0BC1\u0BB3\u0BCD\u0BB3")) {
                      break lab10;
                    }
                    break lab2;
                  } while (false);
                  this.cursor = this.limit - v_3;
                  lab11: do {
                    if (!this.eq_s_b$esjava$1("\u0BC1\u0B9F\u0BC8\u0BAF")) {
                      break lab11;
                    }
                    break lab2;
                  } while (false);
                  this.cursor = this.limit - v_3;
                  lab12: do {
                    if (!this.eq_s_b$esjava$1("\u0BC1\u0B9F\u0BC8")) {
                      break lab12;
                    }
                    break lab2;
                  } while (false);
                  this.cursor = this.limit - v_3;
                  lab13: do {
                    if (!this.eq_s_b$esjava$1("\u0BC6\u0BA9\u0BC1\u0BAE\u0BCD")) {
                      break lab13;
                    }
                    break lab2;
                  } while (false);
                  this.cursor = this.limit - v_3;
                  lab14: do {
                    if (!this.eq_s_b$esjava$1("\u0BB2\u0BCD\u0BB2")) {
                      break lab14;
                    }
                    v_4 = this.limit - this.cursor;
                    {
                      v_5 = this.limit - this.cursor;
                      lab15: do {
                        if (this.find_among_b$esjava$1(tamilStemmer2.a_16) === 0) {
                          break lab15;
                        }
                        break lab14;
                      } while (false);
                      this.cursor = this.limit - v_5;
                    }
                    this.cursor = this.limit - v_4;
                    break lab2;
                  } while (false);
                  this.cursor = this.limit - v_3;
                  lab16: do {
                    if (!this.eq_s_b$esjava$1("\u0BC6\u0BA9")) {
                      break lab16;
                    }
                    break lab2;
                  } while (false);
                  this.cursor = this.limit - v_3;
                  if (!this.eq_s_b$esjava$1("\u0BBE\u0B95\u0BBF")) {
                    break lab1;
                  }
                } while (false);
                this.bra = this.cursor;
                this.slice_from$esjava$1("\u0BCD");
                this.B_found_a_match = true;
                this.cursor = this.limit - v_2;
                break lab0;
              } while (false);
              this.cursor = this.limit - v_1;
              v_6 = this.limit - this.cursor;
              this.ket = this.cursor;
              if (this.find_among_b$esjava$1(tamilStemmer2.a_17) === 0) {
                return false;
              }
              this.bra = this.cursor;
              this.slice_del$esjava$0();
              this.B_found_a_match = true;
              this.cursor = this.limit - v_6;
            } while (false);
            this.cursor = this.limit_backward;
            v_7 = this.cursor;
            lab17: do {
              if (!this.r_fix_endings$esjava$0()) {
                break lab17;
              }
            } while (false);
            this.cursor = v_7;
            return true;
          }
        }, {
          key: "r_remove_vetrumai_urupukal$esjava$0",
          value: function r_remove_vetrumai_urupukal$esjava$0() {
            var v_1 = void 0;
            var v_2 = void 0;
            var v_3 = void 0;
            var v_4 = void 0;
            var v_5 = void 0;
            var v_6 = void 0;
            var v_7 = void 0;
            var v_8 = void 0;
            var v_9 = void 0;
            var v_10 = void 0;
            var v_11 = void 0;
            var v_12 = void 0;
            var v_13 = void 0;
            var v_14 = void 0;
            var v_15 = void 0;
            var v_16 = void 0;
            var v_17 = void 0;
            var v_18 = void 0;
            var v_19 = void 0;
            var v_20 = void 0;
            var v_21 = void 0;
            this.B_found_a_match = false;
            this.B_found_vetrumai_urupu = false;
            if (!this.r_has_min_length$esjava$0()) {
              return false;
            }
            this.limit_backward = this.cursor;
            this.cursor = this.limit;
            lab0: do {
              v_1 = this.limit - this.cursor;
              lab1: do {
                v_2 = this.limit - this.cursor;
                this.ket = this.cursor;
                if (!this.eq_s_b$esjava$1("\u0BA9\u0BC8")) {
                  break lab1;
                }
                this.bra = this.cursor;
                this.slice_del$esjava$0();
                this.cursor = this.limit - v_2;
                break lab0;
              } while (false);
              this.cursor = this.limit - v_1;
              lab2: do {
                v_3 = this.limit - this.cursor;
                this.ket = this.cursor;
                lab3: do {
                  v_4 = this.limit - this.cursor;
                  lab4: do {
                    lab5: do {
                      v_5 = this.limit - this.cursor;
                      lab6: do {
                        if (!this.eq_s_b$esjava$1("\u0BBF\u0BA9\u0BC8")) {
                          break lab6;
                        }
                        break lab5;
                      } while (false);
                      this.cursor = this.limit - v_5;
                      if (!this.eq_s_b$esjava$1("\u0BC8")) {
                        break lab4;
                      }
                    } while (false);
                    v_6 = this.limit - this.cursor;
                    {
                      v_7 = this.limit - this.cursor;
                      lab7: do {
                        if (this.find_among_b$esjava$1(tamilStemmer2.a_18) === 0) {
                          break lab7;
                        }
                        break lab4;
                      } while (false);
                      this.cursor = this.limit - v_7;
                    }
                    this.cursor = this.limit - v_6;
                    break lab3;
                  } while (false);
                  this.cursor = this.limit - v_4;
                  if (!this.eq_s_b$esjava$1("\u0BC8")) {
                    break lab2;
                  }
                  v_8 = this.limit - this.cursor;
                  if (this.find_among_b$esjava$1(tamilStemmer2.a_19) === 0) {
                    break lab2;
                  }
                  if (!this.eq_s_b$esjava$1("\u0BCD")) {
                    break lab2;
                  }
                  this.cursor = this.limit - v_8;
                } while (false);
                this.bra = this.cursor;
                this.slice_from$esjava$1("\u0BCD");
                this.cursor = this.limit - v_3;
                break lab0;
              } while (false);
              this.cursor = this.limit - v_1;
              lab8: do {
                v_9 = this.limit - this.cursor;
                this.ket = this.cursor;
                lab9: do {
                  v_10 = this.limit - this.cursor;
                  lab10: do {
                    if (!this.eq_s_b$esjava$1("\u0BCA\u0B9F\u0BC1")) {
                      break lab10;
                    }
                    break lab9;
                  } while (false);
                  this.cursor = this.limit - v_10;
                  lab11: do {
                    if (!this.eq_s_b$esjava$1("\u0BCB\u0B9F\u0BC1")) {
                      break lab11;
                    }
                    break lab9;
                  } while (false);
                  this.cursor = this.limit - v_10;
                  lab12: do {
                    if (!this.eq_s_b$esjava$1("\u0BBF\u0BB2\u0BCD")) {
                      break lab12;
                    }
                    break lab9;
                  } while (false);
                  this.cursor = this.limit - v_10;
                  lab13: do {
                    if (!this.eq_s_b$esjava$1("\u0BBF\u0BB1\u0BCD")) {
                      break lab13;
                    }
                    break lab9;
                  } while (false);
                  this.cursor = this.limit - v_10;
                  lab14: do {
                    if (!this.eq_s_b$esjava$1("\u0BBF\u0BA9\u0BCD")) {
                      break lab14;
                    }
                    v_11 = this.limit - this.cursor;
                    {
                      v_12 = this.limit - this.cursor;
                      lab15: do {
                        if (!this.eq_s_b$esjava$1("\u0BAE")) {
                          break lab15;
                        }
                        break lab14;
                      } while (false);
                      this.cursor = this.limit - v_12;
                    }
                    this.cursor = this.limit - v_11;
                    break lab9;
                  } while (false);
                  this.cursor = this.limit - v_10;
                  lab16: do {
                    if (!this.eq_s_b$esjava$1("\u0BBF\u0BA9\u0BCD\u0BB1\u0BC1")) {
                      break lab16;
                    }
                    break lab9;
                  } while (false);
                  this.cursor = this.limit - v_10;
                  lab17: do {
                    if (!this.eq_s_b$esjava$1("\u0BBF\u0BB0\u0BC1\u0BA8\u0BCD\u0BA4\u0BC1")) {
                      break lab17;
                    }
                    break lab9;
                  } while (false);
                  this.cursor = this.limit - v_10;
                  lab18: do {
                    if (!this.eq_s_b$esjava$1("\u0BB5\u0BBF\u0B9F")) {
                      break lab18;
                    }
                    break lab9;
                  } while (false);
                  this.cursor = this.limit - v_10;
                  lab19: do {
                    if (!(this.I_length >= 7)) {
                      break lab19;
                    }
                    if (!this.eq_s_b$esjava$1("\u0BBF\u0B9F\u0BAE\u0BCD")) {
                      break lab19;
                    }
                    break lab9;
                  } while (false);
                  this.cursor = this.limit - v_10;
                  lab20: do {
                    if (!this.eq_s_b$esjava$1("\u0BBE\u0BB2\u0BCD")) {
                      break lab20;
                    }
                    break lab9;
                  } while (false);
                  this.cursor = this.limit - v_10;
                  lab21: do {
                    if (!this.eq_s_b$esjava$1("\u0BC1\u0B9F\u0BC8")) {
                      break lab21;
                    }
                    break lab9;
                  } while (false);
                  this.cursor = this.limit - v_10;
                  lab22: do {
                    if (!this.eq_s_b$esjava$1("\u0BBE\u0BAE\u0BB2\u0BCD")) {
                      break lab22;
                    }
                    break lab9;
                  } while (false);
                  this.cursor = this.limit - v_10;
                  lab23: do {
                    if (!this.eq_s_b$esjava$1("\u0BB2\u0BCD")) {
                      break lab23;
                    }
                    v_13 = this.limit - this.cursor;
                    {
                      v_14 = this.limit - this.cursor;
                      lab24: do {
                        if (this.find_among_b$esjava$1(tamilStemmer2.a_20) === 0) {
                          break lab24;
                        }
                        break lab23;
                      } while (false);
                      this.cursor = this.limit - v_14;
                    }
                    this.cursor = this.limit - v_13;
                    break lab9;
                  } while (false);
                  this.cursor = this.limit - v_10;
                  if (!this.eq_s_b$esjava$1("\u0BC1\u0BB3\u0BCD")) {
                    break lab8;
                  }
                } while (false);
                this.bra = this.cursor;
                this.slice_from$esjava$1("\u0BCD");
                this.cursor = this.limit - v_9;
                break lab0;
              } while (false);
              this.cursor = this.limit - v_1;
              lab25: do {
                v_15 = this.limit - this.cursor;
                this.ket = this.cursor;
                lab26: do {
                  v_16 = this.limit - this.cursor;
                  lab27: do {
                    if (!this.eq_s_b$esjava$1("\u0B95\u0BA3\u0BCD")) {
                      break lab27;
                    }
                    break lab26;
                  } while (false);
                  this.cursor = this.limit - v_16;
                  lab28: do {
                    if (!this.eq_s_b$esjava$1("\u0BAE\u0BC1\u0BA9\u0BCD")) {
                      break lab28;
                    }
                    break lab26;
                  } while (false);
                  this.cursor = this.limit - v_16;
                  lab29: do {
                    if (!this.eq_s_b$esjava$1("\u0BAE\u0BC7\u0BB2\u0BCD")) {
                      break lab29;
                    }
                    break lab26;
                  } while (false);
                  this.cursor = this.limit - v_16;
                  lab30: do {
                    if (!this.eq_s_b$esjava$1("\u0BAE\u0BC7\u0BB1\u0BCD")) {
                      break lab30;
                    }
                    break lab26;
                  } while (false);
                  this.cursor = this.limit - v_16;
                  lab31: do {
                    if (!this.eq_s_b$esjava$1("\u0B95\u0BC0\u0BB4\u0BCD")) {
                      break lab31;
                    }
                    break lab26;
                  } while (false);
                  this.cursor = this.limit - v_16;
                  lab32: do {
                    if (!this.eq_s_b$esjava$1("\u0BAA\u0BBF\u0BA9\u0BCD")) {
                      break lab32;
                    }
                    break lab26;
                  } while (false);
                  this.cursor = this.limit - v_16;
                  if (!this.eq_s_b$esjava$1("\u0BA4\u0BC1")) {
                    break lab25;
                  }
                  v_17 = this.limit - this.cursor;
                  {
                    v_18 = this.limit - this.cursor;
                    lab33: do {
                      if (this.find_among_b$esjava$1(tamilStemmer2.a_21) === 0) {
                        break lab33;
                      }
                      break lab25;
                    } while (false);
                    this.cursor = this.limit - v_18;
                  }
                  this.cursor = this.limit - v_17;
                } while (false);
                this.bra = this.cursor;
                this.slice_del$esjava$0();
                this.cursor = this.limit - v_15;
                break lab0;
              } while (false);
              this.cursor = this.limit - v_1;
              v_19 = this.limit - this.cursor;
              this.ket = this.cursor;
              if (!this.eq_s_b$esjava$1("\u0BC0")) {
                return false;
              }
              this.bra = this.cursor;
              this.slice_from$esjava$1("\u0BBF");
              this.cursor = this.limit - v_19;
            } while (false);
            this.B_found_a_match = true;
            this.B_found_vetrumai_urupu = true;
            v_20 = this.limit - this.cursor;
            lab34: do {
              this.ket = this.cursor;
              if (!this.eq_s_b$esjava$1("\u0BBF\u0BA9\u0BCD")) {
                break lab34;
              }
              this.bra = this.cursor;
              this.slice_from$esjava$1("\u0BCD");
            } while (false);
            this.cursor = this.limit - v_20;
            this.cursor = this.limit_backward;
            v_21 = this.cursor;
            lab35: do {
              if (!this.r_fix_endings$esjava$0()) {
                break lab35;
              }
            } while (false);
            this.cursor = v_21;
            return true;
          }
        }, {
          key: "r_remove_tense_suffixes$esjava$0",
          value: function r_remove_tense_suffixes$esjava$0() {
            var v_1 = void 0;
            var v_2 = void 0;
            this.B_found_a_match = true;
            replab0: while (true) {
              v_1 = this.cursor;
              lab1: do {
                if (!this.B_found_a_match) {
                  break lab1;
                }
                v_2 = this.cursor;
                lab2: do {
                  if (!this.r_remove_tense_suffix$esjava$0()) {
                    break lab2;
                  }
                } while (false);
                this.cursor = v_2;
                continue replab0;
              } while (false);
              this.cursor = v_1;
              break replab0;
            }
            return true;
          }
        }, {
          key: "r_remove_tense_suffix$esjava$0",
          value: function r_remove_tense_suffix$esjava$0() {
            var v_1 = void 0;
            var v_2 = void 0;
            var v_3 = void 0;
            var v_4 = void 0;
            var v_5 = void 0;
            var v_6 = void 0;
            var v_7 = void 0;
            var v_8 = void 0;
            var v_9 = void 0;
            var v_10 = void 0;
            var v_11 = void 0;
            var v_12 = void 0;
            var v_13 = void 0;
            var v_14 = void 0;
            var v_15 = void 0;
            var v_16 = void 0;
            var v_17 = void 0;
            var v_18 = void 0;
            this.B_found_a_match = false;
            if (!this.r_has_min_length$esjava$0()) {
              return false;
            }
            this.limit_backward = this.cursor;
            this.cursor = this.limit;
            v_1 = this.limit - this.cursor;
            lab0: do {
              lab1: do {
                v_2 = this.limit - this.cursor;
                lab2: do {
                  v_3 = this.limit - this.cursor;
                  this.ket = this.cursor;
                  if (this.find_among_b$esjava$1(tamilStemmer2.a_22) === 0) {
                    break lab2;
                  }
                  this.bra = this.cursor;
                  this.slice_del$esjava$0();
                  this.B_found_a_match = true;
                  this.cursor = this.limit - v_3;
                  break lab1;
                } while (false);
                this.cursor = this.limit - v_2;
                lab3: do {
                  v_4 = this.limit - this.cursor;
                  this.ket = this.cursor;
                  lab4: do {
                    v_5 = this.limit - this.cursor;
                    lab5: do {
                      if (!this.eq_s_b$esjava$1("\u0BAE\u0BBE\u0BB0\u0BCD")) {
                        break lab5;
                      }
                      break lab4;
                    } while (false);
                    this.cursor = this.limit - v_5;
                    lab6: do {
                      if (!this.eq_s_b$esjava$1("\u0BAE\u0BBF\u0BA9\u0BCD")) {
                        break lab6;
                      }
                      break lab4;
                    } while (false);
                    this.cursor = this.limit - v_5;
                    lab7: do {
                      if (!this.eq_s_b$esjava$1("\u0BA9\u0BA9\u0BCD")) {
                        break lab7;
                      }
                      break lab4;
                    } while (false);
                    this.cursor = this.limit - v_5;
                    lab8: do {
                      if (!this.eq_s_b$esjava$1("\u0BA9\u0BBE\u0BA9\u0BCD")) {
                        break lab8;
                      }
                      break lab4;
                    } while (false);
                    this.cursor = this.limit - v_5;
                    lab9: do {
                      if (!this.eq_s_b$esjava$1("\u0BA9\u0BBE\u0BB3\u0BCD")) {
                        break lab9;
                      }
                      break lab4;
                    } while (false);
                    this.cursor = this.limit - v_5;
                    lab10: do {
                      if (!this.eq_s_b$esjava$1("\u0BA9\u0BBE\u0BB0\u0BCD")) {
                        break lab10;
                      }
                      break lab4;
                    } while (false);
                    this.cursor = this.limit - v_5;
                    lab11: do {
                      if (!this.eq_s_b$esjava$1("\u0BB5\u0BA9\u0BCD")) {
                        break lab11;
                      }
                      v_6 = this.limit - this.cursor;
                      {
                        v_7 = this.limit - this.cursor;
                        lab12: do {
                          if (this.find_among_b$esjava$1(tamilStemmer2.a_23) === 0) {
                            break lab12;
                          }
                          break lab11;
                        } while (false);
                        this.cursor = this.limit - v_7;
                      }
                      this.cursor = this.limit - v_6;
                      break lab4;
                    } while (false);
                    this.cursor = this.limit - v_5;
                    lab13: do {
                      if (!this.eq_s_b$esjava$1("\u0BA9\u0BB3\u0BCD")) {
                        break lab13;
                      }
                      break lab4;
                    } while (false);
                    this.cursor = this.limit - v_5;
                    lab14: do {
                      if (!this.eq_s_b$esjava$1("\u0BB5\u0BB3\u0BCD")) {
                        break lab14;
                      }
                      break lab4;
                    } while (false);
                    this.cursor = this.limit - v_5;
                    lab15: do {
                      if (!this.eq_s_b$esjava$1("\u0BA9\u0BB0\u0BCD")) {
                        break lab15;
                      }
                      break lab4;
                    } while (false);
                    this.cursor = this.limit - v_5;
                    lab16: do {
                      if (!this.eq_s_b$esjava$1("\u0BB5\u0BB0\u0BCD")) {
                        break lab16;
                      }
                      break lab4;
                    } while (false);
                    this.cursor = this.limit - v_5;
                    lab17: do {
                      if (!this.eq_s_b$esjava$1("\u0BA9")) {
                        break lab17;
                      }
                      break lab4;
                    } while (false);
                    this.cursor = this.limit - v_5;
                    lab18: do {
                      if (!this.eq_s_b$esjava$1("\u0BAA")) {
                        break lab18;
                      }
                      break lab4;
                    } while (false);
                    this.cursor = this.limit - v_5;
                    lab19: do {
                      if (!this.eq_s_b$esjava$1("\u0B95")) {
                        break lab19;
                      }
                      break lab4;
                    } while (false);
                    this.cursor = this.limit - v_5;
                    lab20: do {
                      if (!this.eq_s_b$esjava$1("\u0BA4")) {
                        break lab20;
                      }
                      break lab4;
                    } while (false);
                    this.cursor = this.limit - v_5;
                    lab21: do {
                      if (!this.eq_s_b$esjava$1("\u0BAF")) {
                        break lab21;
                      }
                      break lab4;
                    } while (false);
                    this.cursor = this.limit - v_5;
                    lab22: do {
                      if (!this.eq_s_b$esjava$1("\u0BAA\u0BA9\u0BCD")) {
                        break lab22;
                      }
                      break lab4;
                    } while (false);
                    this.cursor = this.limit - v_5;
                    lab23: do {
                      if (!this.eq_s_b$esjava$1("\u0BAA\u0BB3\u0BCD")) {
                        break lab23;
                      }
                      break lab4;
                    } while (false);
                    this.cursor = this.limit - v_5;
                    lab24: do {
                      if (!this.eq_s_b$esjava$1("\u0BAA\u0BB0\u0BCD")) {
                        break lab24;
                      }
                      break lab4;
                    } while (false);
                    this.cursor = this.limit - v_5;
                    lab25: do {
                      if (!this.eq_s_b$esjava$1("\u0BA4\u0BC1")) {
                        break lab25;
                      }
                      v_8 = this.limit - this.cursor;
                      {
                        v_9 = this.limit - this.cursor;
                        lab26: do {
                          if (this.find_among_b$esjava$1(tamilStemmer2.a_24) === 0) {
                            break lab26;
                          }
                          break lab25;
                        } while (false);
                        this.cursor = this.limit - v_9;
                      }
                      this.cursor = this.limit - v_8;
                      break lab4;
                    } while (false);
                    this.cursor = this.limit - v_5;
                    lab27: do {
                      if (!this.eq_s_b$esjava$1("\u0BBF\u0BB1\u0BCD\u0BB1\u0BC1")) {
                        break lab27;
                      }
                      break lab4;
                    } while (false);
                    this.cursor = this.limit - v_5;
                    lab28: do {
                      if (!this.eq_s_b$esjava$1("\u0BAA\u0BAE\u0BCD")) {
                        break lab28;
                      }
                      break lab4;
                    } while (false);
                    this.cursor = this.limit - v_5;
                    lab29: do {
                      if (!this.eq_s_b$esjava$1("\u0BA9\u0BAE\u0BCD")) {
                        break lab29;
                      }
                      break lab4;
                    } while (false);
                    this.cursor = this.limit - v_5;
                    lab30: do {
                      if (!this.eq_s_b$esjava$1("\u0BA4\u0BC1\u0BAE\u0BCD")) {
                        break lab30;
                      }
                      break lab4;
                    } while (false);
                    this.cursor = this.limit - v_5;
                    lab31: do {
                      if (!this.eq_s_b$esjava$1("\u0BB1\u0BC1\u0BAE\u0BCD")) {
                        break lab31;
                      }
                      break lab4;
                    } while (false);
                    this.cursor = this.limit - v_5;
                    lab32: do {
                      if (!this.eq_s_b$esjava$1("\u0B95\u0BC1\u0BAE\u0BCD")) {
                        break lab32;
                      }
                      break lab4;
                    } while (false);
                    this.cursor = this.limit - v_5;
                    lab33: do {
                      if (!this.eq_s_b$esjava$1("\u0BA9\u0BC6\u0BA9\u0BCD")) {
                        break lab33;
                      }
                      break lab4;
                    } while (false);
                    this.cursor = this.limit - v_5;
                    lab34: do {
                      if (!this.eq_s_b$esjava$1("\u0BA9\u0BC8")) {
                        break lab34;
                      }
                      break lab4;
                    } while (false);
                    this.cursor = this.limit - v_5;
                    if (!this.eq_s_b$esjava$1("\u0BB5\u0BC8")) {
                      break lab3;
                    }
                  } while (false);
                  this.bra = this.cursor;
                  this.slice_del$esjava$0();
                  this.B_found_a_match = true;
                  this.cursor = this.limit - v_4;
                  break lab1;
                } while (false);
                this.cursor = this.limit - v_2;
                lab35: do {
                  v_10 = this.limit - this.cursor;
                  this.ket = this.cursor;
                  lab36: do {
                    v_11 = this.limit - this.cursor;
                    lab37: do {
                      if (!this.eq_s_b$esjava$1("\u0BBE\u0BA9\u0BCD")) {
                        break lab37;
                      }
                      v_12 = this.limit - this.cursor;
                      {
                        v_13 = this.limit - this.cursor;
                        lab38: do {
                          if (!this.eq_s_b$esjava$1("\u0B9A")) {
                            break lab38;
                          }
                          break lab37;
                        } while (false);
                        this.cursor = this.limit - v_13;
                      }
                      this.cursor = this.limit - v_12;
                      break lab36;
                    } while (false);
                    this.cursor = this.limit - v_11;
                    lab39: do {
                      if (!this.eq_s_b$esjava$1("\u0BBE\u0BB3\u0BCD")) {
                        break lab39;
                      }
                      break lab36;
                    } while (false);
                    this.cursor = this.limit - v_11;
                    lab40: do {
                      if (!this.eq_s_b$esjava$1("\u0BBE\u0BB0\u0BCD")) {
                        break lab40;
                      }
                      break lab36;
                    } while (false);
                    this.cursor = this.limit - v_11;
                    lab41: do {
                      if (!this.eq_s_b$esjava$1("\u0BC7\u0BA9\u0BCD")) {
                        break lab41;
                      }
                      break lab36;
                    } while (false);
                    this.cursor = this.limit - v_11;
                    lab42: do {
                      if (!this.eq_s_b$esjava$1("\u0BBE")) {
                        break lab42;
                      }
                      break lab36;
                    } while (false);
                    this.cursor = this.limit - v_11;
                    lab43: do {
                      if (!this.eq_s_b$esjava$1("\u0BBE\u0BAE\u0BCD")) {
                        break lab43;
                      }
                      break lab36;
                    } while (false);
                    this.cursor = this.limit - v_11;
                    lab44: do {
                      if (!this.eq_s_b$esjava$1("\u0BC6\u0BAE\u0BCD")) {
                        break lab44;
                      }
                      break lab36;
                    } while (false);
                    this.cursor = this.limit - v_11;
                    lab45: do {
                      if (!this.eq_s_b$esjava$1("\u0BC7\u0BAE\u0BCD")) {
                        break lab45;
                      }
                      break lab36;
                    } while (false);
                    this.cursor = this.limit - v_11;
                    lab46: do {
                      if (!this.eq_s_b$esjava$1("\u0BCB\u0BAE\u0BCD")) {
                        break lab46;
                      }
                      break lab36;
                    } while (false);
                    this.cursor = this.limit - v_11;
                    lab47: do {
                      if (!this.eq_s_b$esjava$1("\u0B95\u0BC1\u0BAE\u0BCD")) {
                        break lab47;
                      }
                      break lab36;
                    } while (false);
                    this.cursor = this.limit - v_11;
                    lab48: do {
                      if (!this.eq_s_b$esjava$1("\u0BA4\u0BC1\u0BAE\u0BCD")) {
                        break lab48;
                      }
                      break lab36;
                    } while (false);
                    this.cursor = this.limit - v_11;
                    lab49: do {
                      if (!this.eq_s_b$esjava$1("\u0B9F\u0BC1\u0BAE\u0BCD")) {
                        break lab49;
                      }
                      break lab36;
                    } while (false);
                    this.cursor = this.limit - v_11;
                    lab50: do {
                      if (!this.eq_s_b$esjava$1("\u0BB1\u0BC1\u0BAE\u0BCD")) {
                        break lab50;
                      }
                      break lab36;
                    } while (false);
                    this.cursor = this.limit - v_11;
                    lab51: do {
                      if (!this.eq_s_b$esjava$1("\u0BBE\u0BAF\u0BCD")) {
                        break lab51;
                      }
                      break lab36;
                    } while (false);
                    this.cursor = this.limit - v_11;
                    lab52: do {
                      if (!this.eq_s_b$esjava$1("\u0BA9\u0BC6\u0BA9\u0BCD")) {
                        break lab52;
                      }
                      break lab36;
                    } while (false);
                    this.cursor = this.limit - v_11;
                    lab53: do {
                      if (!this.eq_s_b$esjava$1("\u0BA9\u0BBF\u0BB0\u0BCD")) {
                        break lab53;
                      }
                      break lab36;
                    } while (false);
                    this.cursor = this.limit - v_11;
                    lab54: do {
                      if (!this.eq_s_b$esjava$1("\u0BC0\u0BB0\u0BCD")) {
                        break lab54;
                      }
                      break lab36;
                    } while (false);
                    this.cursor = this.limit - v_11;
                    if (!this.eq_s_b$esjava$1("\u0BC0\u0BAF\u0BB0\u0BCD")) {
                      break lab35;
                    }
                  } while (false);
                  this.bra = this.cursor;
                  this.slice_from$esjava$1("\u0BCD");
                  this.B_found_a_match = true;
                  this.cursor = this.limit - v_10;
                  break lab1;
                } while (false);
                this.cursor = this.limit - v_2;
                v_14 = this.limit - this.cursor;
                this.ket = this.cursor;
                lab55: do {
                  v_15 = this.limit - this.cursor;
                  lab56: do {
                    if (!this.eq_s_b$esjava$1("\u0B95\u0BC1")) {
                      break lab56;
                    }
                    break lab55;
                  } while (false);
                  this.cursor = this.limit - v_15;
                  if (!this.eq_s_b$esjava$1("\u0BA4\u0BC1")) {
                    break lab0;
                  }
                } while (false);
                v_16 = this.limit - this.cursor;
                if (!this.eq_s_b$esjava$1("\u0BCD")) {
                  break lab0;
                }
                this.cursor = this.limit - v_16;
                this.bra = this.cursor;
                this.slice_del$esjava$0();
                this.B_found_a_match = true;
                this.cursor = this.limit - v_14;
              } while (false);
            } while (false);
            this.cursor = this.limit - v_1;
            v_17 = this.limit - this.cursor;
            lab57: do {
              this.ket = this.cursor;
              if (this.find_among_b$esjava$1(tamilStemmer2.a_25) === 0) {
                break lab57;
              }
              this.bra = this.cursor;
              this.slice_del$esjava$0();
              this.B_found_a_match = true;
            } while (false);
            this.cursor = this.limit - v_17;
            this.cursor = this.limit_backward;
            v_18 = this.cursor;
            lab58: do {
              if (!this.r_fix_endings$esjava$0()) {
                break lab58;
              }
            } while (false);
            this.cursor = v_18;
            return true;
          }
        }, {
          key: "stem$esjava$0",
          value: function stem$esjava$0() {
            var v_1 = void 0;
            var v_2 = void 0;
            var v_3 = void 0;
            var v_4 = void 0;
            var v_5 = void 0;
            var v_6 = void 0;
            var v_7 = void 0;
            var v_8 = void 0;
            var v_9 = void 0;
            var v_10 = void 0;
            this.B_found_vetrumai_urupu = false;
            v_1 = this.cursor;
            lab0: do {
              if (!this.r_fix_ending$esjava$0()) {
                break lab0;
              }
            } while (false);
            this.cursor = v_1;
            if (!this.r_has_min_length$esjava$0()) {
              return false;
            }
            v_2 = this.cursor;
            lab1: do {
              if (!this.r_remove_question_prefixes$esjava$0()) {
                break lab1;
              }
            } while (false);
            this.cursor = v_2;
            v_3 = this.cursor;
            lab2: do {
              if (!this.r_remove_pronoun_prefixes$esjava$0()) {
                break lab2;
              }
            } while (false);
            this.cursor = v_3;
            v_4 = this.cursor;
            lab3: do {
              if (!this.r_remove_question_suffixes$esjava$0()) {
                break lab3;
              }
            } while (false);
            this.cursor = v_4;
            v_5 = this.cursor;
            lab4: do {
              if (!this.r_remove_um$esjava$0()) {
                break lab4;
              }
            } while (false);
            this.cursor = v_5;
            v_6 = this.cursor;
            lab5: do {
              if (!this.r_remove_common_word_endings$esjava$0()) {
                break lab5;
              }
            } while (false);
            this.cursor = v_6;
            v_7 = this.cursor;
            lab6: do {
              if (!this.r_remove_vetrumai_urupukal$esjava$0()) {
                break lab6;
              }
            } while (false);
            this.cursor = v_7;
            v_8 = this.cursor;
            lab7: do {
              if (!this.r_remove_plural_suffix$esjava$0()) {
                break lab7;
              }
            } while (false);
            this.cursor = v_8;
            v_9 = this.cursor;
            lab8: do {
              if (!this.r_remove_command_suffixes$esjava$0()) {
                break lab8;
              }
            } while (false);
            this.cursor = v_9;
            v_10 = this.cursor;
            lab9: do {
              if (!this.r_remove_tense_suffixes$esjava$0()) {
                break lab9;
              }
            } while (false);
            this.cursor = v_10;
            return true;
          }
        }, {
          key: "stem",
          value: function stem() {
            var _get49;
            for (var _len48 = arguments.length, args = Array(_len48), _key48 = 0; _key48 < _len48; _key48++) {
              args[_key48] = arguments[_key48];
            }
            switch (args.length) {
              case 0:
                return this.stem$esjava$0.apply(this, args);
            }
            return (_get49 = _get(Object.getPrototypeOf(tamilStemmer2.prototype), "stem", this)).call.apply(_get49, [this].concat(args));
          }
        }, {
          key: "I_length",
          get: function get() {
            return Object.prototype.hasOwnProperty.call(this, "_$esjava$I_length") ? this._$esjava$I_length : this._$esjava$I_length = 0;
          },
          set: function set(v) {
            this._$esjava$I_length = v;
          }
        }, {
          key: "B_found_wrong_ending",
          get: function get() {
            return Object.prototype.hasOwnProperty.call(this, "_$esjava$B_found_wrong_ending") ? this._$esjava$B_found_wrong_ending : this._$esjava$B_found_wrong_ending = false;
          },
          set: function set(v) {
            this._$esjava$B_found_wrong_ending = v;
          }
        }, {
          key: "B_found_vetrumai_urupu",
          get: function get() {
            return Object.prototype.hasOwnProperty.call(this, "_$esjava$B_found_vetrumai_urupu") ? this._$esjava$B_found_vetrumai_urupu : this._$esjava$B_found_vetrumai_urupu = false;
          },
          set: function set(v) {
            this._$esjava$B_found_vetrumai_urupu = v;
          }
        }, {
          key: "B_found_a_match",
          get: function get() {
            return Object.prototype.hasOwnProperty.call(this, "_$esjava$B_found_a_match") ? this._$esjava$B_found_a_match : this._$esjava$B_found_a_match = false;
          },
          set: function set(v) {
            this._$esjava$B_found_a_match = v;
          }
        }], [{
          key: "a_0",
          get: function get() {
            delete tamilStemmer2.a_0;
            return tamilStemmer2.a_0 = [new Among("\u0B95", -1, -1), new Among("\u0B99", -1, -1), new Among("\u0B9A", -1, -1), new Among("\u0B9E", -1, -1), new Among("\u0BA4", -1, -1), new Among("\u0BA8", -1, -1), new Among("\u0BAA", -1, -1), new Among("\u0BAE", -1, -1), new Among("\u0BAF", -1, -1), new Among("\u0BB5", -1, -1)];
          }
        }, {
          key: "a_1",
          get: function get() {
            delete tamilStemmer2.a_1;
            return tamilStemmer2.a_1 = [new Among("\u0BA8\u0BCD\u0BA4", -1, -1), new Among("\u0BA8\u0BCD\u0BA4\u0BCD", -1, -1), new Among("\u0BA8\u0BCD", -1, -1)];
          }
        }, {
          key: "a_2",
          get: function get() {
            delete tamilStemmer2.a_2;
            return tamilStemmer2.a_2 = [new Among("\u0BBF", -1, -1), new Among("\u0BC0", -1, -1), new Among("\u0BC8", -1, -1)];
          }
        }, {
          key: "a_3",
          get: function get() {
            delete tamilStemmer2.a_3;
            return tamilStemmer2.a_3 = [new Among("\u0B95", -1, -1), new Among("\u0B9A", -1, -1), new Among("\u0B9F", -1, -1), new Among("\u0BA4", -1, -1), new Among("\u0BAA", -1, -1), new Among("\u0BB1", -1, -1)];
          }
        }, {
          key: "a_4",
          get: function get() {
            delete tamilStemmer2.a_4;
            return tamilStemmer2.a_4 = [new Among("\u0B95", -1, -1), new Among("\u0B9A", -1, -1), new Among("\u0B9F", -1, -1), new Among("\u0BA4", -1, -1), new Among("\u0BAA", -1, -1), new Among("\u0BB1", -1, -1)];
          }
        }, {
          key: "a_5",
          get: function get() {
            delete tamilStemmer2.a_5;
            return tamilStemmer2.a_5 = [new Among("\u0B95", -1, -1), new Among("\u0B9A", -1, -1), new Among("\u0B9F", -1, -1), new Among("\u0BA4", -1, -1), new Among("\u0BAA", -1, -1), new Among("\u0BB1", -1, -1)];
          }
        }, {
          key: "a_6",
          get: function get() {
            delete tamilStemmer2.a_6;
            return tamilStemmer2.a_6 = [new Among("\u0BAF", -1, -1), new Among("\u0BB0", -1, -1), new Among("\u0BB2", -1, -1), new Among("\u0BB3", -1, -1), new Among("\u0BB4", -1, -1), new Among("\u0BB5", -1, -1)];
          }
        }, {
          key: "a_7",
          get: function get() {
            delete tamilStemmer2.a_7;
            return tamilStemmer2.a_7 = [new Among("\u0B99", -1, -1), new Among("\u0B9E", -1, -1), new Among("\u0BA3", -1, -1), new Among("\u0BA8", -1, -1), new Among("\u0BA9", -1, -1), new Among("\u0BAE", -1, -1)];
          }
        }, {
          key: "a_8",
          get: function get() {
            delete tamilStemmer2.a_8;
            return tamilStemmer2.a_8 = [new Among("\u0BAF", -1, -1), new Among("\u0BB5", -1, -1), new Among("\u0BB5\u0BCD", -1, -1)];
          }
        }, {
          key: "a_9",
          get: function get() {
            delete tamilStemmer2.a_9;
            return tamilStemmer2.a_9 = [new Among("\u0BBE", -1, -1), new Among("\u0BBF", -1, -1), new Among("\u0BC0", -1, -1), new Among("\u0BC1", -1, -1), new Among("\u0BC2", -1, -1), new Among("\u0BC6", -1, -1), new Among("\u0BC7", -1, -1), new Among("\u0BC8", -1, -1)];
          }
        }, {
          key: "a_10",
          get: function get() {
            delete tamilStemmer2.a_10;
            return tamilStemmer2.a_10 = [new Among("\u0BBE", -1, -1), new Among("\u0BBF", -1, -1), new Among("\u0BC0", -1, -1), new Among("\u0BC1", -1, -1), new Among("\u0BC2", -1, -1), new Among("\u0BC6", -1, -1), new Among("\u0BC7", -1, -1), new Among("\u0BC8", -1, -1)];
          }
        }, {
          key: "a_11",
          get: function get() {
            delete tamilStemmer2.a_11;
            return tamilStemmer2.a_11 = [new Among("\u0B85", -1, -1), new Among("\u0B87", -1, -1), new Among("\u0B89", -1, -1)];
          }
        }, {
          key: "a_12",
          get: function get() {
            delete tamilStemmer2.a_12;
            return tamilStemmer2.a_12 = [new Among("\u0B95", -1, -1), new Among("\u0B99", -1, -1), new Among("\u0B9A", -1, -1), new Among("\u0B9E", -1, -1), new Among("\u0BA4", -1, -1), new Among("\u0BA8", -1, -1), new Among("\u0BAA", -1, -1), new Among("\u0BAE", -1, -1), new Among("\u0BAF", -1, -1), new Among("\u0BB5", -1, -1)];
          }
        }, {
          key: "a_13",
          get: function get() {
            delete tamilStemmer2.a_13;
            return tamilStemmer2.a_13 = [new Among("\u0B95", -1, -1), new Among("\u0B9A", -1, -1), new Among("\u0B9F", -1, -1), new Among("\u0BA4", -1, -1), new Among("\u0BAA", -1, -1), new Among("\u0BB1", -1, -1)];
          }
        }, {
          key: "a_14",
          get: function get() {
            delete tamilStemmer2.a_14;
            return tamilStemmer2.a_14 = [new Among("\u0BBE", -1, -1), new Among("\u0BC7", -1, -1), new Among("\u0BCB", -1, -1)];
          }
        }, {
          key: "a_15",
          get: function get() {
            delete tamilStemmer2.a_15;
            return tamilStemmer2.a_15 = [new Among("\u0BAA\u0BBF", -1, -1), new Among("\u0BB5\u0BBF", -1, -1)];
          }
        }, {
          key: "a_16",
          get: function get() {
            delete tamilStemmer2.a_16;
            return tamilStemmer2.a_16 = [new Among("\u0BBE", -1, -1), new Among("\u0BBF", -1, -1), new Among("\u0BC0", -1, -1), new Among("\u0BC1", -1, -1), new Among("\u0BC2", -1, -1), new Among("\u0BC6", -1, -1), new Among("\u0BC7", -1, -1), new Among("\u0BC8", -1, -1)];
          }
        }, {
          key: "a_17",
          get: function get() {
            delete tamilStemmer2.a_17;
            return tamilStemmer2.a_17 = [new Among("\u0BAA\u0B9F\u0BCD\u0B9F", -1, -1), new Among("\u0BAA\u0B9F\u0BCD\u0B9F\u0BA3", -1, -1), new Among("\u0BA4\u0BBE\u0BA9", -1, -1), new Among("\u0BAA\u0B9F\u0BBF\u0BA4\u0BBE\u0BA9", 2, -1), new Among("\u0B95\u0BC1\u0BB0\u0BBF\u0BAF", -1, -1), new Among("\u0BAA\u0B9F\u0BBF", -1, -1), new Among("\u0BAA\u0BB1\u0BCD\u0BB1\u0BBF", -1, -1), new Among("\u0BAA\u0B9F\u0BC1", -1, -1), new Among("\u0BB5\u0BBF\u0B9F\u0BC1", -1, -1), new Among("\u0BAA\u0B9F\u0BCD\u0B9F\u0BC1", -1, -1), new Among("\u0BB5\u0BBF\u0B9F\u0BCD\u0B9F\u0BC1", -1, -1), new Among("\u0BAA\u0B9F\u0BCD\u0B9F\u0BA4\u0BC1", -1, -1), new Among("\u0BC6\u0BB2\u0BCD\u0BB2\u0BBE\u0BAE\u0BCD", -1, -1)];
          }
        }, {
          key: "a_18",
          get: function get() {
            delete tamilStemmer2.a_18;
            return tamilStemmer2.a_18 = [new Among("\u0B95", -1, -1), new Among("\u0B9A", -1, -1), new Among("\u0B9F", -1, -1), new Among("\u0BA4", -1, -1), new Among("\u0BAA", -1, -1), new Among("\u0BB1", -1, -1)];
          }
        }, {
          key: "a_19",
          get: function get() {
            delete tamilStemmer2.a_19;
            return tamilStemmer2.a_19 = [new Among("\u0B95", -1, -1), new Among("\u0B9A", -1, -1), new Among("\u0B9F", -1, -1), new Among("\u0BA4", -1, -1), new Among("\u0BAA", -1, -1), new Among("\u0BB1", -1, -1)];
          }
        }, {
          key: "a_20",
          get: function get() {
            delete tamilStemmer2.a_20;
            return tamilStemmer2.a_20 = [new Among("\u0BBE", -1, -1), new Among("\u0BBF", -1, -1), new Among("\u0BC0", -1, -1), new Among("\u0BC1", -1, -1), new Among("\u0BC2", -1, -1), new Among("\u0BC6", -1, -1), new Among("\u0BC7", -1, -1), new Among("\u0BC8", -1, -1)];
          }
        }, {
          key: "a_21",
          get: function get() {
            delete tamilStemmer2.a_21;
            return tamilStemmer2.a_21 = [new Among("\u0BBE", -1, -1), new Among("\u0BBF", -1, -1), new Among("\u0BC0", -1, -1), new Among("\u0BC1", -1, -1), new Among("\u0BC2", -1, -1), new Among("\u0BC6", -1, -1), new Among("\u0BC7", -1, -1), new Among("\u0BC8", -1, -1)];
          }
        }, {
          key: "a_22",
          get: function get() {
            delete tamilStemmer2.a_22;
            return tamilStemmer2.a_22 = [new Among("\u0BAA\u0B9F\u0BC1", -1, -1), new Among("\u0B95\u0BCA\u0BA3\u0BCD\u0B9F\u0BBF\u0BB0\u0BCD", -1, -1)];
          }
        }, {
          key: "a_23",
          get: function get() {
            delete tamilStemmer2.a_23;
            return tamilStemmer2.a_23 = [new Among("\u0B85", -1, -1), new Among("\u0B86", -1, -1), new Among("\u0B87", -1, -1), new Among("\u0B88", -1, -1), new Among("\u0B89", -1, -1), new Among("\u0B8A", -1, -1), new Among("\u0B8E", -1, -1), new Among("\u0B8F", -1, -1), new Among("\u0B90", -1, -1), new Among("\u0B92", -1, -1), new Among("\u0B93", -1, -1), new Among("\u0B94", -1, -1)];
          }
        }, {
          key: "a_24",
          get: function get() {
            delete tamilStemmer2.a_24;
            return tamilStemmer2.a_24 = [new Among("\u0BBE", -1, -1), new Among("\u0BBF", -1, -1), new Among("\u0BC0", -1, -1), new Among("\u0BC1", -1, -1), new Among("\u0BC2", -1, -1), new Among("\u0BC6", -1, -1), new Among("\u0BC7", -1, -1), new Among("\u0BC8", -1, -1)];
          }
        }, {
          key: "a_25",
          get: function get() {
            delete tamilStemmer2.a_25;
            return tamilStemmer2.a_25 = [new Among("\u0B95\u0BBF\u0BB1", -1, -1), new Among("\u0B95\u0BBF\u0BA9\u0BCD\u0BB1", -1, -1), new Among("\u0BBE\u0BA8\u0BBF\u0BA9\u0BCD\u0BB1", -1, -1), new Among("\u0B95\u0BBF\u0BB1\u0BCD", -1, -1), new Among("\u0B95\u0BBF\u0BA9\u0BCD\u0BB1\u0BCD", -1, -1), new Among("\u0BBE\u0BA8\u0BBF\u0BA9\u0BCD\u0BB1\u0BCD", -1, -1)];
          }
        }]);
        return tamilStemmer2;
      })(SnowballStemmer);
      var turkishStemmer = (function(_SnowballStemmer24) {
        _inherits(turkishStemmer2, _SnowballStemmer24);
        function turkishStemmer2() {
          _classCallCheck(this, turkishStemmer2);
          return _possibleConstructorReturn(this, Object.getPrototypeOf(turkishStemmer2).apply(this, arguments));
        }
        _createClass(turkishStemmer2, [{
          key: "r_check_vowel_harmony$esjava$0",
          value: function r_check_vowel_harmony$esjava$0() {
            var v_1 = void 0;
            var v_2 = void 0;
            var v_3 = void 0;
            var v_4 = void 0;
            var v_5 = void 0;
            var v_6 = void 0;
            var v_7 = void 0;
            var v_8 = void 0;
            var v_9 = void 0;
            var v_10 = void 0;
            var v_11 = void 0;
            v_1 = this.limit - this.cursor;
            golab0: while (true) {
              v_2 = this.limit - this.cursor;
              lab1: do {
                if (!this.in_grouping_b$esjava$3(turkishStemmer2.g_vowel, 97, 305)) {
                  break lab1;
                }
                this.cursor = this.limit - v_2;
                break golab0;
              } while (false);
              this.cursor = this.limit - v_2;
              if (this.cursor <= this.limit_backward) {
                return false;
              }
              this.cursor--;
            }
            lab2: do {
              v_3 = this.limit - this.cursor;
              lab3: do {
                if (!this.eq_s_b$esjava$1("a")) {
                  break lab3;
                }
                golab4: while (true) {
                  v_4 = this.limit - this.cursor;
                  lab5: do {
                    if (!this.in_grouping_b$esjava$3(turkishStemmer2.g_vowel1, 97, 305)) {
                      break lab5;
                    }
                    this.cursor = this.limit - v_4;
                    break golab4;
                  } while (false);
                  this.cursor = this.limit - v_4;
                  if (this.cursor <= this.limit_backward) {
                    break lab3;
                  }
                  this.cursor--;
                }
                break lab2;
              } while (false);
              this.cursor = this.limit - v_3;
              lab6: do {
                if (!this.eq_s_b$esjava$1("e")) {
                  break lab6;
                }
                golab7: while (true) {
                  v_5 = this.limit - this.cursor;
                  lab8: do {
                    if (!this.in_grouping_b$esjava$3(turkishStemmer2.g_vowel2, 101, 252)) {
                      break lab8;
                    }
                    this.cursor = this.limit - v_5;
                    break golab7;
                  } while (false);
                  this.cursor = this.limit - v_5;
                  if (this.cursor <= this.limit_backward) {
                    break lab6;
                  }
                  this.cursor--;
                }
                break lab2;
              } while (false);
              this.cursor = this.limit - v_3;
              lab9: do {
                if (!this.eq_s_b$esjava$1("\u0131")) {
                  break lab9;
                }
                golab10: while (true) {
                  v_6 = this.limit - this.cursor;
                  lab11: do {
                    if (!this.in_grouping_b$esjava$3(turkishStemmer2.g_vowel3, 97, 305)) {
                      break lab11;
                    }
                    this.cursor = this.limit - v_6;
                    break golab10;
                  } while (false);
                  this.cursor = this.limit - v_6;
                  if (this.cursor <= this.limit_backward) {
                    break lab9;
                  }
                  this.cursor--;
                }
                break lab2;
              } while (false);
              this.cursor = this.limit - v_3;
              lab12: do {
                if (!this.eq_s_b$esjava$1("i")) {
                  break lab12;
                }
                golab13: while (true) {
                  v_7 = this.limit - this.cursor;
                  lab14: do {
                    if (!this.in_grouping_b$esjava$3(turkishStemmer2.g_vowel4, 101, 105)) {
                      break lab14;
                    }
                    this.cursor = this.limit - v_7;
                    break golab13;
                  } while (false);
                  this.cursor = this.limit - v_7;
                  if (this.cursor <= this.limit_backward) {
                    break lab12;
                  }
                  this.cursor--;
                }
                break lab2;
              } while (false);
              this.cursor = this.limit - v_3;
              lab15: do {
                if (!this.eq_s_b$esjava$1("o")) {
                  break lab15;
                }
                golab16: while (true) {
                  v_8 = this.limit - this.cursor;
                  lab17: do {
                    if (!this.in_grouping_b$esjava$3(turkishStemmer2.g_vowel5, 111, 117)) {
                      break lab17;
                    }
                    this.cursor = this.limit - v_8;
                    break golab16;
                  } while (false);
                  this.cursor = this.limit - v_8;
                  if (this.cursor <= this.limit_backward) {
                    break lab15;
                  }
                  this.cursor--;
                }
                break lab2;
              } while (false);
              this.cursor = this.limit - v_3;
              lab18: do {
                if (!this.eq_s_b$esjava$1("\xF6")) {
                  break lab18;
                }
                golab19: while (true) {
                  v_9 = this.limit - this.cursor;
                  lab20: do {
                    if (!this.in_grouping_b$esjava$3(turkishStemmer2.g_vowel6, 246, 252)) {
                      break lab20;
                    }
                    this.cursor = this.limit - v_9;
                    break golab19;
                  } while (false);
                  this.cursor = this.limit - v_9;
                  if (this.cursor <= this.limit_backward) {
                    break lab18;
                  }
                  this.cursor--;
                }
                break lab2;
              } while (false);
              this.cursor = this.limit - v_3;
              lab21: do {
                if (!this.eq_s_b$esjava$1("u")) {
                  break lab21;
                }
                golab22: while (true) {
                  v_10 = this.limit - this.cursor;
                  lab23: do {
                    if (!this.in_grouping_b$esjava$3(turkishStemmer2.g_vowel5, 111, 117)) {
                      break lab23;
                    }
                    this.cursor = this.limit - v_10;
                    break golab22;
                  } while (false);
                  this.cursor = this.limit - v_10;
                  if (this.cursor <= this.limit_backward) {
                    break lab21;
                  }
                  this.cursor--;
                }
                break lab2;
              } while (false);
              this.cursor = this.limit - v_3;
              if (!this.eq_s_b$esjava$1("\xFC")) {
                return false;
              }
              golab24: while (true) {
                v_11 = this.limit - this.cursor;
                lab25: do {
                  if (!this.in_grouping_b$esjava$3(turkishStemmer2.g_vowel6, 246, 252)) {
                    break lab25;
                  }
                  this.cursor = this.limit - v_11;
                  break golab24;
                } while (false);
                this.cursor = this.limit - v_11;
                if (this.cursor <= this.limit_backward) {
                  return false;
                }
                this.cursor--;
              }
            } while (false);
            this.cursor = this.limit - v_1;
            return true;
          }
        }, {
          key: "r_mark_suffix_with_optional_n_consonant$esjava$0",
          value: function r_mark_suffix_with_optional_n_consonant$esjava$0() {
            var v_1 = void 0;
            var v_2 = void 0;
            var v_3 = void 0;
            var v_4 = void 0;
            var v_5 = void 0;
            lab0: do {
              v_1 = this.limit - this.cursor;
              lab1: do {
                if (!this.eq_s_b$esjava$1("n")) {
                  break lab1;
                }
                v_2 = this.limit - this.cursor;
                if (!this.in_grouping_b$esjava$3(turkishStemmer2.g_vowel, 97, 305)) {
                  break lab1;
                }
                this.cursor = this.limit - v_2;
                break lab0;
              } while (false);
              this.cursor = this.limit - v_1;
              {
                v_3 = this.limit - this.cursor;
                lab2: do {
                  v_4 = this.limit - this.cursor;
                  if (!this.eq_s_b$esjava$1("n")) {
                    break lab2;
                  }
                  this.cursor = this.limit - v_4;
                  return false;
                } while (false);
                this.cursor = this.limit - v_3;
              }
              v_5 = this.limit - this.cursor;
              if (this.cursor <= this.limit_backward) {
                return false;
              }
              this.cursor--;
              if (!this.in_grouping_b$esjava$3(turkishStemmer2.g_vowel, 97, 305)) {
                return false;
              }
              this.cursor = this.limit - v_5;
            } while (false);
            return true;
          }
        }, {
          key: "r_mark_suffix_with_optional_s_consonant$esjava$0",
          value: function r_mark_suffix_with_optional_s_consonant$esjava$0() {
            var v_1 = void 0;
            var v_2 = void 0;
            var v_3 = void 0;
            var v_4 = void 0;
            var v_5 = void 0;
            lab0: do {
              v_1 = this.limit - this.cursor;
              lab1: do {
                if (!this.eq_s_b$esjava$1("s")) {
                  break lab1;
                }
                v_2 = this.limit - this.cursor;
                if (!this.in_grouping_b$esjava$3(turkishStemmer2.g_vowel, 97, 305)) {
                  break lab1;
                }
                this.cursor = this.limit - v_2;
                break lab0;
              } while (false);
              this.cursor = this.limit - v_1;
              {
                v_3 = this.limit - this.cursor;
                lab2: do {
                  v_4 = this.limit - this.cursor;
                  if (!this.eq_s_b$esjava$1("s")) {
                    break lab2;
                  }
                  this.cursor = this.limit - v_4;
                  return false;
                } while (false);
                this.cursor = this.limit - v_3;
              }
              v_5 = this.limit - this.cursor;
              if (this.cursor <= this.limit_backward) {
                return false;
              }
              this.cursor--;
              if (!this.in_grouping_b$esjava$3(turkishStemmer2.g_vowel, 97, 305)) {
                return false;
              }
              this.cursor = this.limit - v_5;
            } while (false);
            return true;
          }
        }, {
          key: "r_mark_suffix_with_optional_y_consonant$esjava$0",
          value: function r_mark_suffix_with_optional_y_consonant$esjava$0() {
            var v_1 = void 0;
            var v_2 = void 0;
            var v_3 = void 0;
            var v_4 = void 0;
            var v_5 = void 0;
            lab0: do {
              v_1 = this.limit - this.cursor;
              lab1: do {
                if (!this.eq_s_b$esjava$1("y")) {
                  break lab1;
                }
                v_2 = this.limit - this.cursor;
                if (!this.in_grouping_b$esjava$3(turkishStemmer2.g_vowel, 97, 305)) {
                  break lab1;
                }
                this.cursor = this.limit - v_2;
                break lab0;
              } while (false);
              this.cursor = this.limit - v_1;
              {
                v_3 = this.limit - this.cursor;
                lab2: do {
                  v_4 = this.limit - this.cursor;
                  if (!this.eq_s_b$esjava$1("y")) {
                    break lab2;
                  }
                  this.cursor = this.limit - v_4;
                  return false;
                } while (false);
                this.cursor = this.limit - v_3;
              }
              v_5 = this.limit - this.cursor;
              if (this.cursor <= this.limit_backward) {
                return false;
              }
              this.cursor--;
              if (!this.in_grouping_b$esjava$3(turkishStemmer2.g_vowel, 97, 305)) {
                return false;
              }
              this.cursor = this.limit - v_5;
            } while (false);
            return true;
          }
        }, {
          key: "r_mark_suffix_with_optional_U_vowel$esjava$0",
          value: function r_mark_suffix_with_optional_U_vowel$esjava$0() {
            var v_1 = void 0;
            var v_2 = void 0;
            var v_3 = void 0;
            var v_4 = void 0;
            var v_5 = void 0;
            lab0: do {
              v_1 = this.limit - this.cursor;
              lab1: do {
                if (!this.in_grouping_b$esjava$3(turkishStemmer2.g_U, 105, 305)) {
                  break lab1;
                }
                v_2 = this.limit - this.cursor;
                if (!this.out_grouping_b$esjava$3(turkishStemmer2.g_vowel, 97, 305)) {
                  break lab1;
                }
                this.cursor = this.limit - v_2;
                break lab0;
              } while (false);
              this.cursor = this.limit - v_1;
              {
                v_3 = this.limit - this.cursor;
                lab2: do {
                  v_4 = this.limit - this.cursor;
                  if (!this.in_grouping_b$esjava$3(turkishStemmer2.g_U, 105, 305)) {
                    break lab2;
                  }
                  this.cursor = this.limit - v_4;
                  return false;
                } while (false);
                this.cursor = this.limit - v_3;
              }
              v_5 = this.limit - this.cursor;
              if (this.cursor <= this.limit_backward) {
                return false;
              }
              this.cursor--;
              if (!this.out_grouping_b$esjava$3(turkishStemmer2.g_vowel, 97, 305)) {
                return false;
              }
              this.cursor = this.limit - v_5;
            } while (false);
            return true;
          }
        }, {
          key: "r_mark_possessives$esjava$0",
          value: function r_mark_possessives$esjava$0() {
            if (this.find_among_b$esjava$1(turkishStemmer2.a_0) === 0) {
              return false;
            }
            if (!this.r_mark_suffix_with_optional_U_vowel$esjava$0()) {
              return false;
            }
            return true;
          }
        }, {
          key: "r_mark_sU$esjava$0",
          value: function r_mark_sU$esjava$0() {
            if (!this.r_check_vowel_harmony$esjava$0()) {
              return false;
            }
            if (!this.in_grouping_b$esjava$3(turkishStemmer2.g_U, 105, 305)) {
              return false;
            }
            if (!this.r_mark_suffix_with_optional_s_consonant$esjava$0()) {
              return false;
            }
            return true;
          }
        }, {
          key: "r_mark_lArI$esjava$0",
          value: function r_mark_lArI$esjava$0() {
            if (this.find_among_b$esjava$1(turkishStemmer2.a_1) === 0) {
              return false;
            }
            return true;
          }
        }, {
          key: "r_mark_yU$esjava$0",
          value: function r_mark_yU$esjava$0() {
            if (!this.r_check_vowel_harmony$esjava$0()) {
              return false;
            }
            if (!this.in_grouping_b$esjava$3(turkishStemmer2.g_U, 105, 305)) {
              return false;
            }
            if (!this.r_mark_suffix_with_optional_y_consonant$esjava$0()) {
              return false;
            }
            return true;
          }
        }, {
          key: "r_mark_nU$esjava$0",
          value: function r_mark_nU$esjava$0() {
            if (!this.r_check_vowel_harmony$esjava$0()) {
              return false;
            }
            if (this.find_among_b$esjava$1(turkishStemmer2.a_2) === 0) {
              return false;
            }
            return true;
          }
        }, {
          key: "r_mark_nUn$esjava$0",
          value: function r_mark_nUn$esjava$0() {
            if (!this.r_check_vowel_harmony$esjava$0()) {
              return false;
            }
            if (this.find_among_b$esjava$1(turkishStemmer2.a_3) === 0) {
              return false;
            }
            if (!this.r_mark_suffix_with_optional_n_consonant$esjava$0()) {
              return false;
            }
            return true;
          }
        }, {
          key: "r_mark_yA$esjava$0",
          value: function r_mark_yA$esjava$0() {
            if (!this.r_check_vowel_harmony$esjava$0()) {
              return false;
            }
            if (this.find_among_b$esjava$1(turkishStemmer2.a_4) === 0) {
              return false;
            }
            if (!this.r_mark_suffix_with_optional_y_consonant$esjava$0()) {
              return false;
            }
            return true;
          }
        }, {
          key: "r_mark_nA$esjava$0",
          value: function r_mark_nA$esjava$0() {
            if (!this.r_check_vowel_harmony$esjava$0()) {
              return false;
            }
            if (this.find_among_b$esjava$1(turkishStemmer2.a_5) === 0) {
              return false;
            }
            return true;
          }
        }, {
          key: "r_mark_DA$esjava$0",
          value: function r_mark_DA$esjava$0() {
            if (!this.r_check_vowel_harmony$esjava$0()) {
              return false;
            }
            if (this.find_among_b$esjava$1(turkishStemmer2.a_6) === 0) {
              return false;
            }
            return true;
          }
        }, {
          key: "r_mark_ndA$esjava$0",
          value: function r_mark_ndA$esjava$0() {
            if (!this.r_check_vowel_harmony$esjava$0()) {
              return false;
            }
            if (this.find_among_b$esjava$1(turkishStemmer2.a_7) === 0) {
              return false;
            }
            return true;
          }
        }, {
          key: "r_mark_DAn$esjava$0",
          value: function r_mark_DAn$esjava$0() {
            if (!this.r_check_vowel_harmony$esjava$0()) {
              return false;
            }
            if (this.find_among_b$esjava$1(turkishStemmer2.a_8) === 0) {
              return false;
            }
            return true;
          }
        }, {
          key: "r_mark_ndAn$esjava$0",
          value: function r_mark_ndAn$esjava$0() {
            if (!this.r_check_vowel_harmony$esjava$0()) {
              return false;
            }
            if (this.find_among_b$esjava$1(turkishStemmer2.a_9) === 0) {
              return false;
            }
            return true;
          }
        }, {
          key: "r_mark_ylA$esjava$0",
          value: function r_mark_ylA$esjava$0() {
            if (!this.r_check_vowel_harmony$esjava$0()) {
              return false;
            }
            if (this.find_among_b$esjava$1(turkishStemmer2.a_10) === 0) {
              return false;
            }
            if (!this.r_mark_suffix_with_optional_y_consonant$esjava$0()) {
              return false;
            }
            return true;
          }
        }, {
          key: "r_mark_ki$esjava$0",
          value: function r_mark_ki$esjava$0() {
            if (!this.eq_s_b$esjava$1("ki")) {
              return false;
            }
            return true;
          }
        }, {
          key: "r_mark_ncA$esjava$0",
          value: function r_mark_ncA$esjava$0() {
            if (!this.r_check_vowel_harmony$esjava$0()) {
              return false;
            }
            if (this.find_among_b$esjava$1(turkishStemmer2.a_11) === 0) {
              return false;
            }
            if (!this.r_mark_suffix_with_optional_n_consonant$esjava$0()) {
              return false;
            }
            return true;
          }
        }, {
          key: "r_mark_yUm$esjava$0",
          value: function r_mark_yUm$esjava$0() {
            if (!this.r_check_vowel_harmony$esjava$0()) {
              return false;
            }
            if (this.find_among_b$esjava$1(turkishStemmer2.a_12) === 0) {
              return false;
            }
            if (!this.r_mark_suffix_with_optional_y_consonant$esjava$0()) {
              return false;
            }
            return true;
          }
        }, {
          key: "r_mark_sUn$esjava$0",
          value: function r_mark_sUn$esjava$0() {
            if (!this.r_check_vowel_harmony$esjava$0()) {
              return false;
            }
            if (this.find_among_b$esjava$1(turkishStemmer2.a_13) === 0) {
              return false;
            }
            return true;
          }
        }, {
          key: "r_mark_yUz$esjava$0",
          value: function r_mark_yUz$esjava$0() {
            if (!this.r_check_vowel_harmony$esjava$0()) {
              return false;
            }
            if (this.find_among_b$esjava$1(turkishStemmer2.a_14) === 0) {
              return false;
            }
            if (!this.r_mark_suffix_with_optional_y_consonant$esjava$0()) {
              return false;
            }
            return true;
          }
        }, {
          key: "r_mark_sUnUz$esjava$0",
          value: function r_mark_sUnUz$esjava$0() {
            if (this.find_among_b$esjava$1(turkishStemmer2.a_15) === 0) {
              return false;
            }
            return true;
          }
        }, {
          key: "r_mark_lAr$esjava$0",
          value: function r_mark_lAr$esjava$0() {
            if (!this.r_check_vowel_harmony$esjava$0()) {
              return false;
            }
            if (this.find_among_b$esjava$1(turkishStemmer2.a_16) === 0) {
              return false;
            }
            return true;
          }
        }, {
          key: "r_mark_nUz$esjava$0",
          value: function r_mark_nUz$esjava$0() {
            if (!this.r_check_vowel_harmony$esjava$0()) {
              return false;
            }
            if (this.find_among_b$esjava$1(turkishStemmer2.a_17) === 0) {
              return false;
            }
            return true;
          }
        }, {
          key: "r_mark_DUr$esjava$0",
          value: function r_mark_DUr$esjava$0() {
            if (!this.r_check_vowel_harmony$esjava$0()) {
              return false;
            }
            if (this.find_among_b$esjava$1(turkishStemmer2.a_18) === 0) {
              return false;
            }
            return true;
          }
        }, {
          key: "r_mark_cAsInA$esjava$0",
          value: function r_mark_cAsInA$esjava$0() {
            if (this.find_among_b$esjava$1(turkishStemmer2.a_19) === 0) {
              return false;
            }
            return true;
          }
        }, {
          key: "r_mark_yDU$esjava$0",
          value: function r_mark_yDU$esjava$0() {
            if (!this.r_check_vowel_harmony$esjava$0()) {
              return false;
            }
            if (this.find_among_b$esjava$1(turkishStemmer2.a_20) === 0) {
              return false;
            }
            if (!this.r_mark_suffix_with_optional_y_consonant$esjava$0()) {
              return false;
            }
            return true;
          }
        }, {
          key: "r_mark_ysA$esjava$0",
          value: function r_mark_ysA$esjava$0() {
            if (this.find_among_b$esjava$1(turkishStemmer2.a_21) === 0) {
              return false;
            }
            if (!this.r_mark_suffix_with_optional_y_consonant$esjava$0()) {
              return false;
            }
            return true;
          }
        }, {
          key: "r_mark_ymUs_$esjava$0",
          value: function r_mark_ymUs_$esjava$0() {
            if (!this.r_check_vowel_harmony$esjava$0()) {
              return false;
            }
            if (this.find_among_b$esjava$1(turkishStemmer2.a_22) === 0) {
              return false;
            }
            if (!this.r_mark_suffix_with_optional_y_consonant$esjava$0()) {
              return false;
            }
            return true;
          }
        }, {
          key: "r_mark_yken$esjava$0",
          value: function r_mark_yken$esjava$0() {
            if (!this.eq_s_b$esjava$1("ken")) {
              return false;
            }
            if (!this.r_mark_suffix_with_optional_y_consonant$esjava$0()) {
              return false;
            }
            return true;
          }
        }, {
          key: "r_stem_nominal_verb_suffixes$esjava$0",
          value: function r_stem_nominal_verb_suffixes$esjava$0() {
            var v_1 = void 0;
            var v_2 = void 0;
            var v_3 = void 0;
            var v_4 = void 0;
            var v_5 = void 0;
            var v_6 = void 0;
            var v_7 = void 0;
            var v_8 = void 0;
            var v_9 = void 0;
            var v_10 = void 0;
            this.ket = this.cursor;
            this.B_continue_stemming_noun_suffixes = true;
            lab0: do {
              v_1 = this.limit - this.cursor;
              lab1: do {
                lab2: do {
                  v_2 = this.limit - this.cursor;
                  lab3: do {
                    if (!this.r_mark_ymUs_$esjava$0()) {
                      break lab3;
                    }
                    break lab2;
                  } while (false);
                  this.cursor = this.limit - v_2;
                  lab4: do {
                    if (!this.r_mark_yDU$esjava$0()) {
                      break lab4;
                    }
                    break lab2;
                  } while (false);
                  this.cursor = this.limit - v_2;
                  lab5: do {
                    if (!this.r_mark_ysA$esjava$0()) {
                      break lab5;
                    }
                    break lab2;
                  } while (false);
                  this.cursor = this.limit - v_2;
                  if (!this.r_mark_yken$esjava$0()) {
                    break lab1;
                  }
                } while (false);
                break lab0;
              } while (false);
              this.cursor = this.limit - v_1;
              lab6: do {
                if (!this.r_mark_cAsInA$esjava$0()) {
                  break lab6;
                }
                lab7: do {
                  v_3 = this.limit - this.cursor;
                  lab8: do {
                    if (!this.r_mark_sUnUz$esjava$0()) {
                      break lab8;
                    }
                    break lab7;
                  } while (false);
                  this.cursor = this.limit - v_3;
                  lab9: do {
                    if (!this.r_mark_lAr$esjava$0()) {
                      break lab9;
                    }
                    break lab7;
                  } while (false);
                  this.cursor = this.limit - v_3;
                  lab10: do {
                    if (!this.r_mark_yUm$esjava$0()) {
                      break lab10;
                    }
                    break lab7;
                  } while (false);
                  this.cursor = this.limit - v_3;
                  lab11: do {
                    if (!this.r_mark_sUn$esjava$0()) {
                      break lab11;
                    }
                    break lab7;
                  } while (false);
                  this.cursor = this.limit - v_3;
                  lab12: do {
                    if (!this.r_mark_yUz$esjava$0()) {
                      break lab12;
                    }
                    break lab7;
                  } while (false);
                  this.cursor = this.limit - v_3;
                } while (false);
                if (!this.r_mark_ymUs_$esjava$0()) {
                  break lab6;
                }
                break lab0;
              } while (false);
              this.cursor = this.limit - v_1;
              lab13: do {
                if (!this.r_mark_lAr$esjava$0()) {
                  break lab13;
                }
                this.bra = this.cursor;
                this.slice_del$esjava$0();
                v_4 = this.limit - this.cursor;
                lab14: do {
                  this.ket = this.cursor;
                  lab15: do {
                    v_5 = this.limit - this.cursor;
                    lab16: do {
                      if (!this.r_mark_DUr$esjava$0()) {
                        break lab16;
                      }
                      break lab15;
                    } while (false);
                    this.cursor = this.limit - v_5;
                    lab17: do {
                      if (!this.r_mark_yDU$esjava$0()) {
                        break lab17;
                      }
                      break lab15;
                    } while (false);
                    this.cursor = this.limit - v_5;
                    lab18: do {
                      if (!this.r_mark_ysA$esjava$0()) {
                        break lab18;
                      }
                      break lab15;
                    } while (false);
                    this.cursor = this.limit - v_5;
                    if (!this.r_mark_ymUs_$esjava$0()) {
                      this.cursor = this.limit - v_4;
                      break lab14;
                    }
                  } while (false);
                } while (false);
                this.B_continue_stemming_noun_suffixes = false;
                break lab0;
              } while (false);
              this.cursor = this.limit - v_1;
              lab19: do {
                if (!this.r_mark_nUz$esjava$0()) {
                  break lab19;
                }
                lab20: do {
                  v_6 = this.limit - this.cursor;
                  lab21: do {
                    if (!this.r_mark_yDU$esjava$0()) {
                      break lab21;
                    }
                    break lab20;
                  } while (false);
                  this.cursor = this.limit - v_6;
                  if (!this.r_mark_ysA$esjava$0()) {
                    break lab19;
                  }
                } while (false);
                break lab0;
              } while (false);
              this.cursor = this.limit - v_1;
              lab22: do {
                lab23: do {
                  v_7 = this.limit - this.cursor;
                  lab24: do {
                    if (!this.r_mark_sUnUz$esjava$0()) {
                      break lab24;
                    }
                    break lab23;
                  } while (false);
                  this.cursor = this.limit - v_7;
                  lab25: do {
                    if (!this.r_mark_yUz$esjava$0()) {
                      break lab25;
                    }
                    break lab23;
                  } while (false);
                  this.cursor = this.limit - v_7;
                  lab26: do {
                    if (!this.r_mark_sUn$esjava$0()) {
                      break lab26;
                    }
                    break lab23;
                  } while (false);
                  this.cursor = this.limit - v_7;
                  if (!this.r_mark_yUm$esjava$0()) {
                    break lab22;
                  }
                } while (false);
                this.bra = this.cursor;
                this.slice_del$esjava$0();
                v_8 = this.limit - this.cursor;
                lab27: do {
                  this.ket = this.cursor;
                  if (!this.r_mark_ymUs_$esjava$0()) {
                    this.cursor = this.limit - v_8;
                    break lab27;
                  }
                } while (false);
                break lab0;
              } while (false);
              this.cursor = this.limit - v_1;
              if (!this.r_mark_DUr$esjava$0()) {
                return false;
              }
              this.bra = this.cursor;
              this.slice_del$esjava$0();
              v_9 = this.limit - this.cursor;
              lab28: do {
                this.ket = this.cursor;
                lab29: do {
                  v_10 = this.limit - this.cursor;
                  lab30: do {
                    if (!this.r_mark_sUnUz$esjava$0()) {
                      break lab30;
                    }
                    break lab29;
                  } while (false);
                  this.cursor = this.limit - v_10;
                  lab31: do {
                    if (!this.r_mark_lAr$esjava$0()) {
                      break lab31;
                    }
                    break lab29;
                  } while (false);
                  this.cursor = this.limit - v_10;
                  lab32: do {
                    if (!this.r_mark_yUm$esjava$0()) {
                      break lab32;
                    }
                    break lab29;
                  } while (false);
                  this.cursor = this.limit - v_10;
                  lab33: do {
                    if (!this.r_mark_sUn$esjava$0()) {
                      break lab33;
                    }
                    break lab29;
                  } while (false);
                  this.cursor = this.limit - v_10;
                  lab34: do {
                    if (!this.r_mark_yUz$esjava$0()) {
                      break lab34;
                    }
                    break lab29;
                  } while (false);
                  this.cursor = this.limit - v_10;
                } while (false);
                if (!this.r_mark_ymUs_$esjava$0()) {
                  this.cursor = this.limit - v_9;
                  break lab28;
                }
              } while (false);
            } while (false);
            this.bra = this.cursor;
            this.slice_del$esjava$0();
            return true;
          }
        }, {
          key: "r_stem_suffix_chain_before_ki$esjava$0",
          value: function r_stem_suffix_chain_before_ki$esjava$0() {
            var v_1 = void 0;
            var v_2 = void 0;
            var v_3 = void 0;
            var v_4 = void 0;
            var v_5 = void 0;
            var v_6 = void 0;
            var v_7 = void 0;
            var v_8 = void 0;
            var v_9 = void 0;
            var v_10 = void 0;
            var v_11 = void 0;
            this.ket = this.cursor;
            if (!this.r_mark_ki$esjava$0()) {
              return false;
            }
            lab0: do {
              v_1 = this.limit - this.cursor;
              lab1: do {
                if (!this.r_mark_DA$esjava$0()) {
                  break lab1;
                }
                this.bra = this.cursor;
                this.slice_del$esjava$0();
                v_2 = this.limit - this.cursor;
                lab2: do {
                  this.ket = this.cursor;
                  lab3: do {
                    v_3 = this.limit - this.cursor;
                    lab4: do {
                      if (!this.r_mark_lAr$esjava$0()) {
                        break lab4;
                      }
                      this.bra = this.cursor;
                      this.slice_del$esjava$0();
                      v_4 = this.limit - this.cursor;
                      lab5: do {
                        if (!this.r_stem_suffix_chain_before_ki$esjava$0()) {
                          this.cursor = this.limit - v_4;
                          break lab5;
                        }
                      } while (false);
                      break lab3;
                    } while (false);
                    this.cursor = this.limit - v_3;
                    if (!this.r_mark_possessives$esjava$0()) {
                      this.cursor = this.limit - v_2;
                      break lab2;
                    }
                    this.bra = this.cursor;
                    this.slice_del$esjava$0();
                    v_5 = this.limit - this.cursor;
                    lab6: do {
                      this.ket = this.cursor;
                      if (!this.r_mark_lAr$esjava$0()) {
                        this.cursor = this.limit - v_5;
                        break lab6;
                      }
                      this.bra = this.cursor;
                      this.slice_del$esjava$0();
                      if (!this.r_stem_suffix_chain_before_ki$esjava$0()) {
                        this.cursor = this.limit - v_5;
                        break lab6;
                      }
                    } while (false);
                  } while (false);
                } while (false);
                break lab0;
              } while (false);
              this.cursor = this.limit - v_1;
              lab7: do {
                if (!this.r_mark_nUn$esjava$0()) {
                  break lab7;
                }
                this.bra = this.cursor;
                this.slice_del$esjava$0();
                v_6 = this.limit - this.cursor;
                lab8: do {
                  this.ket = this.cursor;
                  lab9: do {
                    v_7 = this.limit - this.cursor;
                    lab10: do {
                      if (!this.r_mark_lArI$esjava$0()) {
                        break lab10;
                      }
                      this.bra = this.cursor;
                      this.slice_del$esjava$0();
                      break lab9;
                    } while (false);
                    this.cursor = this.limit - v_7;
                    lab11: do {
                      this.ket = this.cursor;
                      lab12: do {
                        v_8 = this.limit - this.cursor;
                        lab13: do {
                          if (!this.r_mark_possessives$esjava$0()) {
                            break lab13;
                          }
                          break lab12;
                        } while (false);
                        this.cursor = this.limit - v_8;
                        if (!this.r_mark_sU$esjava$0()) {
                          break lab11;
                        }
                      } while (false);
                      this.bra = this.cursor;
                      this.slice_del$esjava$0();
                      v_9 = this.limit - this.cursor;
                      lab14: do {
                        this.ket = this.cursor;
                        if (!this.r_mark_lAr$esjava$0()) {
                          this.cursor = this.limit - v_9;
                          break lab14;
                        }
                        this.bra = this.cursor;
                        this.slice_del$esjava$0();
                        if (!this.r_stem_suffix_chain_before_ki$esjava$0()) {
                          this.cursor = this.limit - v_9;
                          break lab14;
                        }
                      } while (false);
                      break lab9;
                    } while (false);
                    this.cursor = this.limit - v_7;
                    if (!this.r_stem_suffix_chain_before_ki$esjava$0()) {
                      this.cursor = this.limit - v_6;
                      break lab8;
                    }
                  } while (false);
                } while (false);
                break lab0;
              } while (false);
              this.cursor = this.limit - v_1;
              if (!this.r_mark_ndA$esjava$0()) {
                return false;
              }
              lab15: do {
                v_10 = this.limit - this.cursor;
                lab16: do {
                  if (!this.r_mark_lArI$esjava$0()) {
                    break lab16;
                  }
                  this.bra = this.cursor;
                  this.slice_del$esjava$0();
                  break lab15;
                } while (false);
                this.cursor = this.limit - v_10;
                lab17: do {
                  if (!this.r_mark_sU$esjava$0()) {
                    break lab17;
                  }
                  this.bra = this.cursor;
                  this.slice_del$esjava$0();
                  v_11 = this.limit - this.cursor;
                  lab18: do {
                    this.ket = this.cursor;
                    if (!this.r_mark_lAr$esjava$0()) {
                      this.cursor = this.limit - v_11;
                      break lab18;
                    }
                    this.bra = this.cursor;
                    this.slice_del$esjava$0();
                    if (!this.r_stem_suffix_chain_before_ki$esjava$0()) {
                      this.cursor = this.limit - v_11;
                      break lab18;
                    }
                  } while (false);
                  break lab15;
                } while (false);
                this.cursor = this.limit - v_10;
                if (!this.r_stem_suffix_chain_before_ki$esjava$0()) {
                  return false;
                }
              } while (false);
            } while (false);
            return true;
          }
        }, {
          key: "r_stem_noun_suffixes$esjava$0",
          value: function r_stem_noun_suffixes$esjava$0() {
            var v_1 = void 0;
            var v_2 = void 0;
            var v_3 = void 0;
            var v_4 = void 0;
            var v_5 = void 0;
            var v_6 = void 0;
            var v_7 = void 0;
            var v_8 = void 0;
            var v_9 = void 0;
            var v_10 = void 0;
            var v_11 = void 0;
            var v_12 = void 0;
            var v_13 = void 0;
            var v_14 = void 0;
            var v_15 = void 0;
            var v_16 = void 0;
            var v_17 = void 0;
            var v_18 = void 0;
            var v_19 = void 0;
            var v_20 = void 0;
            var v_21 = void 0;
            var v_22 = void 0;
            var v_23 = void 0;
            var v_24 = void 0;
            var v_25 = void 0;
            var v_26 = void 0;
            var v_27 = void 0;
            lab0: do {
              v_1 = this.limit - this.cursor;
              lab1: do {
                this.ket = this.cursor;
                if (!this.r_mark_lAr$esjava$0()) {
                  break lab1;
                }
                this.bra = this.cursor;
                this.slice_del$esjava$0();
                v_2 = this.limit - this.cursor;
                lab2: do {
                  if (!this.r_stem_suffix_chain_before_ki$esjava$0()) {
                    this.cursor = this.limit - v_2;
                    break lab2;
                  }
                } while (false);
                break lab0;
              } while (false);
              this.cursor = this.limit - v_1;
              lab3: do {
                this.ket = this.cursor;
                if (!this.r_mark_ncA$esjava$0()) {
                  break lab3;
                }
                this.bra = this.cursor;
                this.slice_del$esjava$0();
                v_3 = this.limit - this.cursor;
                lab4: do {
                  lab5: do {
                    v_4 = this.limit - this.cursor;
                    lab6: do {
                      this.ket = this.cursor;
                      if (!this.r_mark_lArI$esjava$0()) {
                        break lab6;
                      }
                      this.bra = this.cursor;
                      this.slice_del$esjava$0();
                      break lab5;
                    } while (false);
                    this.cursor = this.limit - v_4;
                    lab7: do {
                      this.ket = this.cursor;
                      lab8: do {
                        v_5 = this.limit - this.cursor;
                        lab9: do {
                          if (!this.r_mark_possessives$esjava$0()) {
                            break lab9;
                          }
                          break lab8;
                        } while (false);
                        this.cursor = this.limit - v_5;
                        if (!this.r_mark_sU$esjava$0()) {
                          break lab7;
                        }
                      } while (false);
                      this.bra = this.cursor;
                      this.slice_del$esjava$0();
                      v_6 = this.limit - this.cursor;
                      lab10: do {
                        this.ket = this.cursor;
                        if (!this.r_mark_lAr$esjava$0()) {
                          this.cursor = this.limit - v_6;
                          break lab10;
                        }
                        this.bra = this.cursor;
                        this.slice_del$esjava$0();
                        if (!this.r_stem_suffix_chain_before_ki$esjava$0()) {
                          this.cursor = this.limit - v_6;
                          break lab10;
                        }
                      } while (false);
                      break lab5;
                    } while (false);
                    this.cursor = this.limit - v_4;
                    this.ket = this.cursor;
                    if (!this.r_mark_lAr$esjava$0()) {
                      this.cursor = this.limit - v_3;
                      break lab4;
                    }
                    this.bra = this.cursor;
                    this.slice_del$esjava$0();
                    if (!this.r_stem_suffix_chain_before_ki$esjava$0()) {
                      this.cursor = this.limit - v_3;
                      break lab4;
                    }
                  } while (false);
                } while (false);
                break lab0;
              } while (false);
              this.cursor = this.limit - v_1;
              lab11: do {
                this.ket = this.cursor;
                lab12: do {
                  v_7 = this.limit - this.cursor;
                  lab13: do {
                    if (!this.r_mark_ndA$esjava$0()) {
                      break lab13;
                    }
                    break lab12;
                  } while (false);
                  this.cursor = this.limit - v_7;
                  if (!this.r_mark_nA$esjava$0()) {
                    break lab11;
                  }
                } while (false);
                lab14: do {
                  v_8 = this.limit - this.cursor;
                  lab15: do {
                    if (!this.r_mark_lArI$esjava$0()) {
                      break lab15;
                    }
                    this.bra = this.cursor;
                    this.slice_del$esjava$0();
                    break lab14;
                  } while (false);
                  this.cursor = this.limit - v_8;
                  lab16: do {
                    if (!this.r_mark_sU$esjava$0()) {
                      break lab16;
                    }
                    this.bra = this.cursor;
                    this.slice_del$esjava$0();
                    v_9 = this.limit - this.cursor;
                    lab17: do {
                      this.ket = this.cursor;
                      if (!this.r_mark_lAr$esjava$0()) {
                        this.cursor = this.limit - v_9;
                        break lab17;
                      }
                      this.bra = this.cursor;
                      this.slice_del$esjava$0();
                      if (!this.r_stem_suffix_chain_before_ki$esjava$0()) {
                        this.cursor = this.limit - v_9;
                        break lab17;
                      }
                    } while (false);
                    break lab14;
                  } while (false);
                  this.cursor = this.limit - v_8;
                  if (!this.r_stem_suffix_chain_before_ki$esjava$0()) {
                    break lab11;
                  }
                } while (false);
                break lab0;
              } while (false);
              this.cursor = this.limit - v_1;
              lab18: do {
                this.ket = this.cursor;
                lab19: do {
                  v_10 = this.limit - this.cursor;
                  lab20: do {
                    if (!this.r_mark_ndAn$esjava$0()) {
                      break lab20;
                    }
                    break lab19;
                  } while (false);
                  this.cursor = this.limit - v_10;
                  if (!this.r_mark_nU$esjava$0()) {
                    break lab18;
                  }
                } while (false);
                lab21: do {
                  v_11 = this.limit - this.cursor;
                  lab22: do {
                    if (!this.r_mark_sU$esjava$0()) {
                      break lab22;
                    }
                    this.bra = this.cursor;
                    this.slice_del$esjava$0();
                    v_12 = this.limit - this.cursor;
                    lab23: do {
                      this.ket = this.cursor;
                      if (!this.r_mark_lAr$esjava$0()) {
                        this.cursor = this.limit - v_12;
                        break lab23;
                      }
                      this.bra = this.cursor;
                      this.slice_del$esjava$0();
                      if (!this.r_stem_suffix_chain_before_ki$esjava$0()) {
                        this.cursor = this.limit - v_12;
                        break lab23;
                      }
                    } while (false);
                    break lab21;
                  } while (false);
                  this.cursor = this.limit - v_11;
                  if (!this.r_mark_lArI$esjava$0()) {
                    break lab18;
                  }
                } while (false);
                break lab0;
              } while (false);
              this.cursor = this.limit - v_1;
              lab24: do {
                this.ket = this.cursor;
                if (!this.r_mark_DAn$esjava$0()) {
                  break lab24;
                }
                this.bra = this.cursor;
                this.slice_del$esjava$0();
                v_13 = this.limit - this.cursor;
                lab25: do {
                  this.ket = this.cursor;
                  lab26: do {
                    v_14 = this.limit - this.cursor;
                    lab27: do {
                      if (!this.r_mark_possessives$esjava$0()) {
                        break lab27;
                      }
                      this.bra = this.cursor;
                      this.slice_del$esjava$0();
                      v_15 = this.limit - this.cursor;
                      lab28: do {
                        this.ket = this.cursor;
                        if (!this.r_mark_lAr$esjava$0()) {
                          this.cursor = this.limit - v_15;
                          break lab28;
                        }
                        this.bra = this.cursor;
                        this.slice_del$esjava$0();
                        if (!this.r_stem_suffix_chain_before_ki$esjava$0()) {
                          this.cursor = this.limit - v_15;
                          break lab28;
                        }
                      } while (false);
                      break lab26;
                    } while (false);
                    this.cursor = this.limit - v_14;
                    lab29: do {
                      if (!this.r_mark_lAr$esjava$0()) {
                        break lab29;
                      }
                      this.bra = this.cursor;
                      this.slice_del$esjava$0();
                      v_16 = this.limit - this.cursor;
                      lab30: do {
                        if (!this.r_stem_suffix_chain_before_ki$esjava$0()) {
                          this.cursor = this.limit - v_16;
                          break lab30;
                        }
                      } while (false);
                      break lab26;
                    } while (false);
                    this.cursor = this.limit - v_14;
                    if (!this.r_stem_suffix_chain_before_ki$esjava$0()) {
                      this.cursor = this.limit - v_13;
                      break lab25;
                    }
                  } while (false);
                } while (false);
                break lab0;
              } while (false);
              this.cursor = this.limit - v_1;
              lab31: do {
                this.ket = this.cursor;
                lab32: do {
                  v_17 = this.limit - this.cursor;
                  lab33: do {
                    if (!this.r_mark_nUn$esjava$0()) {
                      break lab33;
                    }
                    break lab32;
                  } while (false);
                  this.cursor = this.limit - v_17;
                  if (!this.r_mark_ylA$esjava$0()) {
                    break lab31;
                  }
                } while (false);
                this.bra = this.cursor;
                this.slice_del$esjava$0();
                v_18 = this.limit - this.cursor;
                lab34: do {
                  lab35: do {
                    v_19 = this.limit - this.cursor;
                    lab36: do {
                      this.ket = this.cursor;
                      if (!this.r_mark_lAr$esjava$0()) {
                        break lab36;
                      }
                      this.bra = this.cursor;
                      this.slice_del$esjava$0();
                      if (!this.r_stem_suffix_chain_before_ki$esjava$0()) {
                        break lab36;
                      }
                      break lab35;
                    } while (false);
                    this.cursor = this.limit - v_19;
                    lab37: do {
                      this.ket = this.cursor;
                      lab38: do {
                        v_20 = this.limit - this.cursor;
                        lab39: do {
                          if (!this.r_mark_possessives$esjava$0()) {
                            break lab39;
                          }
                          break lab38;
                        } while (false);
                        this.cursor = this.limit - v_20;
                        if (!this.r_mark_sU$esjava$0()) {
                          break lab37;
                        }
                      } while (false);
                      this.bra = this.cursor;
                      this.slice_del$esjava$0();
                      v_21 = this.limit - this.cursor;
                      lab40: do {
                        this.ket = this.cursor;
                        if (!this.r_mark_lAr$esjava$0()) {
                          this.cursor = this.limit - v_21;
                          break lab40;
                        }
                        this.bra = this.cursor;
                        this.slice_del$esjava$0();
                        if (!this.r_stem_suffix_chain_before_ki$esjava$0()) {
                          this.cursor = this.limit - v_21;
                          break lab40;
                        }
                      } while (false);
                      break lab35;
                    } while (false);
                    this.cursor = this.limit - v_19;
                    if (!this.r_stem_suffix_chain_before_ki$esjava$0()) {
                      this.cursor = this.limit - v_18;
                      break lab34;
                    }
                  } while (false);
                } while (false);
                break lab0;
              } while (false);
              this.cursor = this.limit - v_1;
              lab41: do {
                this.ket = this.cursor;
                if (!this.r_mark_lArI$esjava$0()) {
                  break lab41;
                }
                this.bra = this.cursor;
                this.slice_del$esjava$0();
                break lab0;
              } while (false);
              this.cursor = this.limit - v_1;
              lab42: do {
                if (!this.r_stem_suffix_chain_before_ki$esjava$0()) {
                  break lab42;
                }
                break lab0;
              } while (false);
              this.cursor = this.limit - v_1;
              lab43: do {
                this.ket = this.cursor;
                lab44: do {
                  v_22 = this.limit - this.cursor;
                  lab45: do {
                    if (!this.r_mark_DA$esjava$0()) {
                      break lab45;
                    }
                    break lab44;
                  } while (false);
                  this.cursor = this.limit - v_22;
                  lab46: do {
                    if (!this.r_mark_yU$esjava$0()) {
                      break lab46;
                    }
                    break lab44;
                  } while (false);
                  this.cursor = this.limit - v_22;
                  if (!this.r_mark_yA$esjava$0()) {
                    break lab43;
                  }
                } while (false);
                this.bra = this.cursor;
                this.slice_del$esjava$0();
                v_23 = this.limit - this.cursor;
                lab47: do {
                  this.ket = this.cursor;
                  lab48: do {
                    v_24 = this.limit - this.cursor;
                    lab49: do {
                      if (!this.r_mark_possessives$esjava$0()) {
                        break lab49;
                      }
                      this.bra = this.cursor;
                      this.slice_del$esjava$0();
                      v_25 = this.limit - this.cursor;
                      lab50: do {
                        this.ket = this.cursor;
                        if (!this.r_mark_lAr$esjava$0()) {
                          this.cursor = this.limit - v_25;
                          break lab50;
                        }
                      } while (false);
                      break lab48;
                    } while (false);
                    this.cursor = this.limit - v_24;
                    if (!this.r_mark_lAr$esjava$0()) {
                      this.cursor = this.limit - v_23;
                      break lab47;
                    }
                  } while (false);
                  this.bra = this.cursor;
                  this.slice_del$esjava$0();
                  this.ket = this.cursor;
                  if (!this.r_stem_suffix_chain_before_ki$esjava$0()) {
                    this.cursor = this.limit - v_23;
                    break lab47;
                  }
                } while (false);
                break lab0;
              } while (false);
              this.cursor = this.limit - v_1;
              this.ket = this.cursor;
              lab51: do {
                v_26 = this.limit - this.cursor;
                lab52: do {
                  if (!this.r_mark_possessives$esjava$0()) {
                    break lab52;
                  }
                  break lab51;
                } while (false);
                this.cursor = this.limit - v_26;
                if (!this.r_mark_sU$esjava$0()) {
                  return false;
                }
              } while (false);
              this.bra = this.cursor;
              this.slice_del$esjava$0();
              v_27 = this.limit - this.cursor;
              lab53: do {
                this.ket = this.cursor;
                if (!this.r_mark_lAr$esjava$0()) {
                  this.cursor = this.limit - v_27;
                  break lab53;
                }
                this.bra = this.cursor;
                this.slice_del$esjava$0();
                if (!this.r_stem_suffix_chain_before_ki$esjava$0()) {
                  this.cursor = this.limit - v_27;
                  break lab53;
                }
              } while (false);
            } while (false);
            return true;
          }
        }, {
          key: "r_post_process_last_consonants$esjava$0",
          value: function r_post_process_last_consonants$esjava$0() {
            var among_var = void 0;
            this.ket = this.cursor;
            among_var = this.find_among_b$esjava$1(turkishStemmer2.a_23);
            if (among_var === 0) {
              return false;
            }
            this.bra = this.cursor;
            switch (among_var) {
              case 0:
                return false;
              case 1:
                this.slice_from$esjava$1("p");
                break;
              case 2:
                this.slice_from$esjava$1("\xE7");
                break;
              case 3:
                this.slice_from$esjava$1("t");
                break;
              case 4:
                this.slice_from$esjava$1("k");
                break;
            }
            return true;
          }
        }, {
          key: "r_append_U_to_stems_ending_with_d_or_g$esjava$0",
          value: function r_append_U_to_stems_ending_with_d_or_g$esjava$0() {
            var v_1 = void 0;
            var v_2 = void 0;
            var v_3 = void 0;
            var v_4 = void 0;
            var v_5 = void 0;
            var v_6 = void 0;
            var v_7 = void 0;
            var v_8 = void 0;
            var v_9 = void 0;
            var v_10 = void 0;
            var v_11 = void 0;
            var v_12 = void 0;
            var v_13 = void 0;
            var v_14 = void 0;
            var v_15 = void 0;
            v_1 = this.limit - this.cursor;
            lab0: do {
              v_2 = this.limit - this.cursor;
              lab1: do {
                if (!this.eq_s_b$esjava$1("d")) {
                  break lab1;
                }
                break lab0;
              } while (false);
              this.cursor = this.limit - v_2;
              if (!this.eq_s_b$esjava$1("g")) {
                return false;
              }
            } while (false);
            this.cursor = this.limit - v_1;
            lab2: do {
              v_3 = this.limit - this.cursor;
              lab3: do {
                v_4 = this.limit - this.cursor;
                golab4: while (true) {
                  v_5 = this.limit - this.cursor;
                  lab5: do {
                    if (!this.in_grouping_b$esjava$3(turkishStemmer2.g_vowel, 97, 305)) {
                      break lab5;
                    }
                    this.cursor = this.limit - v_5;
                    break golab4;
                  } while (false);
                  this.cursor = this.limit - v_5;
                  if (this.cursor <= this.limit_backward) {
                    break lab3;
                  }
                  this.cursor--;
                }
                lab6: do {
                  v_6 = this.limit - this.cursor;
                  lab7: do {
                    if (!this.eq_s_b$esjava$1("a")) {
                      break lab7;
                    }
                    break lab6;
                  } while (false);
                  this.cursor = this.limit - v_6;
                  if (!this.eq_s_b$esjava$1("\u0131")) {
                    break lab3;
                  }
                } while (false);
                this.cursor = this.limit - v_4;
                {
                  var c = this.cursor;
                  this.insert$esjava$3(this.cursor, this.cursor, "\u0131");
                  this.cursor = c;
                }
                break lab2;
              } while (false);
              this.cursor = this.limit - v_3;
              lab8: do {
                v_7 = this.limit - this.cursor;
                golab9: while (true) {
                  v_8 = this.limit - this.cursor;
                  lab10: do {
                    if (!this.in_grouping_b$esjava$3(turkishStemmer2.g_vowel, 97, 305)) {
                      break lab10;
                    }
                    this.cursor = this.limit - v_8;
                    break golab9;
                  } while (false);
                  this.cursor = this.limit - v_8;
                  if (this.cursor <= this.limit_backward) {
                    break lab8;
                  }
                  this.cursor--;
                }
                lab11: do {
                  v_9 = this.limit - this.cursor;
                  lab12: do {
                    if (!this.eq_s_b$esjava$1("e")) {
                      break lab12;
                    }
                    break lab11;
                  } while (false);
                  this.cursor = this.limit - v_9;
                  if (!this.eq_s_b$esjava$1("i")) {
                    break lab8;
                  }
                } while (false);
                this.cursor = this.limit - v_7;
                {
                  var c = this.cursor;
                  this.insert$esjava$3(this.cursor, this.cursor, "i");
                  this.cursor = c;
                }
                break lab2;
              } while (false);
              this.cursor = this.limit - v_3;
              lab13: do {
                v_10 = this.limit - this.cursor;
                golab14: while (true) {
                  v_11 = this.limit - this.cursor;
                  lab15: do {
                    if (!this.in_grouping_b$esjava$3(turkishStemmer2.g_vowel, 97, 305)) {
                      break lab15;
                    }
                    this.cursor = this.limit - v_11;
                    break golab14;
                  } while (false);
                  this.cursor = this.limit - v_11;
                  if (this.cursor <= this.limit_backward) {
                    break lab13;
                  }
                  this.cursor--;
                }
                lab16: do {
                  v_12 = this.limit - this.cursor;
                  lab17: do {
                    if (!this.eq_s_b$esjava$1("o")) {
                      break lab17;
                    }
                    break lab16;
                  } while (false);
                  this.cursor = this.limit - v_12;
                  if (!this.eq_s_b$esjava$1("u")) {
                    break lab13;
                  }
                } while (false);
                this.cursor = this.limit - v_10;
                {
                  var c = this.cursor;
                  this.insert$esjava$3(this.cursor, this.cursor, "u");
                  this.cursor = c;
                }
                break lab2;
              } while (false);
              this.cursor = this.limit - v_3;
              v_13 = this.limit - this.cursor;
              golab18: while (true) {
                v_14 = this.limit - this.cursor;
                lab19: do {
                  if (!this.in_grouping_b$esjava$3(turkishStemmer2.g_vowel, 97, 305)) {
                    break lab19;
                  }
                  this.cursor = this.limit - v_14;
                  break golab18;
                } while (false);
                this.cursor = this.limit - v_14;
                if (this.cursor <= this.limit_backward) {
                  return false;
                }
                this.cursor--;
              }
              lab20: do {
                v_15 = this.limit - this.cursor;
                lab21: do {
                  if (!this.eq_s_b$esjava$1("\xF6")) {
                    break lab21;
                  }
                  break lab20;
                } while (false);
                this.cursor = this.limit - v_15;
                if (!this.eq_s_b$esjava$1("\xFC")) {
                  return false;
                }
              } while (false);
              this.cursor = this.limit - v_13;
              {
                var c = this.cursor;
                this.insert$esjava$3(this.cursor, this.cursor, "\xFC");
                this.cursor = c;
              }
            } while (false);
            return true;
          }
        }, {
          key: "r_more_than_one_syllable_word$esjava$0",
          value: function r_more_than_one_syllable_word$esjava$0() {
            var v_1 = void 0;
            var v_3 = void 0;
            v_1 = this.cursor;
            {
              var v_2 = 2;
              replab0: while (true) {
                v_3 = this.cursor;
                lab1: do {
                  golab2: while (true) {
                    lab3: do {
                      if (!this.in_grouping$esjava$3(turkishStemmer2.g_vowel, 97, 305)) {
                        break lab3;
                      }
                      break golab2;
                    } while (false);
                    if (this.cursor >= this.limit) {
                      break lab1;
                    }
                    this.cursor++;
                  }
                  v_2--;
                  continue replab0;
                } while (false);
                this.cursor = v_3;
                break replab0;
              }
              if (v_2 > 0) {
                return false;
              }
            }
            this.cursor = v_1;
            return true;
          }
        }, {
          key: "r_is_reserved_word$esjava$0",
          value: function r_is_reserved_word$esjava$0() {
            var v_1 = void 0;
            var v_2 = void 0;
            var v_4 = void 0;
            lab0: do {
              v_1 = this.cursor;
              lab1: do {
                v_2 = this.cursor;
                golab2: while (true) {
                  lab3: do {
                    if (!this.eq_s$esjava$1("ad")) {
                      break lab3;
                    }
                    break golab2;
                  } while (false);
                  if (this.cursor >= this.limit) {
                    break lab1;
                  }
                  this.cursor++;
                }
                this.I_strlen = 2;
                if (!(this.I_strlen === this.limit)) {
                  break lab1;
                }
                this.cursor = v_2;
                break lab0;
              } while (false);
              this.cursor = v_1;
              v_4 = this.cursor;
              golab4: while (true) {
                lab5: do {
                  if (!this.eq_s$esjava$1("soyad")) {
                    break lab5;
                  }
                  break golab4;
                } while (false);
                if (this.cursor >= this.limit) {
                  return false;
                }
                this.cursor++;
              }
              this.I_strlen = 5;
              if (!(this.I_strlen === this.limit)) {
                return false;
              }
              this.cursor = v_4;
            } while (false);
            return true;
          }
        }, {
          key: "r_postlude$esjava$0",
          value: function r_postlude$esjava$0() {
            var v_1 = void 0;
            var v_2 = void 0;
            var v_3 = void 0;
            {
              v_1 = this.cursor;
              lab0: do {
                if (!this.r_is_reserved_word$esjava$0()) {
                  break lab0;
                }
                return false;
              } while (false);
              this.cursor = v_1;
            }
            this.limit_backward = this.cursor;
            this.cursor = this.limit;
            v_2 = this.limit - this.cursor;
            lab1: do {
              if (!this.r_append_U_to_stems_ending_with_d_or_g$esjava$0()) {
                break lab1;
              }
            } while (false);
            this.cursor = this.limit - v_2;
            v_3 = this.limit - this.cursor;
            lab2: do {
              if (!this.r_post_process_last_consonants$esjava$0()) {
                break lab2;
              }
            } while (false);
            this.cursor = this.limit - v_3;
            this.cursor = this.limit_backward;
            return true;
          }
        }, {
          key: "stem$esjava$0",
          value: function stem$esjava$0() {
            var v_1 = void 0;
            var v_2 = void 0;
            if (!this.r_more_than_one_syllable_word$esjava$0()) {
              return false;
            }
            this.limit_backward = this.cursor;
            this.cursor = this.limit;
            v_1 = this.limit - this.cursor;
            lab0: do {
              if (!this.r_stem_nominal_verb_suffixes$esjava$0()) {
                break lab0;
              }
            } while (false);
            this.cursor = this.limit - v_1;
            if (!this.B_continue_stemming_noun_suffixes) {
              return false;
            }
            v_2 = this.limit - this.cursor;
            lab1: do {
              if (!this.r_stem_noun_suffixes$esjava$0()) {
                break lab1;
              }
            } while (false);
            this.cursor = this.limit - v_2;
            this.cursor = this.limit_backward;
            if (!this.r_postlude$esjava$0()) {
              return false;
            }
            return true;
          }
        }, {
          key: "stem",
          value: function stem() {
            var _get50;
            for (var _len49 = arguments.length, args = Array(_len49), _key49 = 0; _key49 < _len49; _key49++) {
              args[_key49] = arguments[_key49];
            }
            switch (args.length) {
              case 0:
                return this.stem$esjava$0.apply(this, args);
            }
            return (_get50 = _get(Object.getPrototypeOf(turkishStemmer2.prototype), "stem", this)).call.apply(_get50, [this].concat(args));
          }
        }, {
          key: "B_continue_stemming_noun_suffixes",
          get: function get() {
            return Object.prototype.hasOwnProperty.call(this, "_$esjava$B_continue_stemming_noun_suffixes") ? this._$esjava$B_continue_stemming_noun_suffixes : this._$esjava$B_continue_stemming_noun_suffixes = false;
          },
          set: function set(v) {
            this._$esjava$B_continue_stemming_noun_suffixes = v;
          }
        }, {
          key: "I_strlen",
          get: function get() {
            return Object.prototype.hasOwnProperty.call(this, "_$esjava$I_strlen") ? this._$esjava$I_strlen : this._$esjava$I_strlen = 0;
          },
          set: function set(v) {
            this._$esjava$I_strlen = v;
          }
        }], [{
          key: "a_0",
          get: function get() {
            delete turkishStemmer2.a_0;
            return turkishStemmer2.a_0 = [new Among("m", -1, -1), new Among("n", -1, -1), new Among("miz", -1, -1), new Among("niz", -1, -1), new Among("muz", -1, -1), new Among("nuz", -1, -1), new Among("m\xFCz", -1, -1), new Among("n\xFCz", -1, -1), new Among("m\u0131z", -1, -1), new Among("n\u0131z", -1, -1)];
          }
        }, {
          key: "a_1",
          get: function get() {
            delete turkishStemmer2.a_1;
            return turkishStemmer2.a_1 = [new Among("leri", -1, -1), new Among("lar\u0131", -1, -1)];
          }
        }, {
          key: "a_2",
          get: function get() {
            delete turkishStemmer2.a_2;
            return turkishStemmer2.a_2 = [new Among("ni", -1, -1), new Among("nu", -1, -1), new Among("n\xFC", -1, -1), new Among("n\u0131", -1, -1)];
          }
        }, {
          key: "a_3",
          get: function get() {
            delete turkishStemmer2.a_3;
            return turkishStemmer2.a_3 = [new Among("in", -1, -1), new Among("un", -1, -1), new Among("\xFCn", -1, -1), new Among("\u0131n", -1, -1)];
          }
        }, {
          key: "a_4",
          get: function get() {
            delete turkishStemmer2.a_4;
            return turkishStemmer2.a_4 = [new Among("a", -1, -1), new Among("e", -1, -1)];
          }
        }, {
          key: "a_5",
          get: function get() {
            delete turkishStemmer2.a_5;
            return turkishStemmer2.a_5 = [new Among("na", -1, -1), new Among("ne", -1, -1)];
          }
        }, {
          key: "a_6",
          get: function get() {
            delete turkishStemmer2.a_6;
            return turkishStemmer2.a_6 = [new Among("da", -1, -1), new Among("ta", -1, -1), new Among("de", -1, -1), new Among("te", -1, -1)];
          }
        }, {
          key: "a_7",
          get: function get() {
            delete turkishStemmer2.a_7;
            return turkishStemmer2.a_7 = [new Among("nda", -1, -1), new Among("nde", -1, -1)];
          }
        }, {
          key: "a_8",
          get: function get() {
            delete turkishStemmer2.a_8;
            return turkishStemmer2.a_8 = [new Among("dan", -1, -1), new Among("tan", -1, -1), new Among("den", -1, -1), new Among("ten", -1, -1)];
          }
        }, {
          key: "a_9",
          get: function get() {
            delete turkishStemmer2.a_9;
            return turkishStemmer2.a_9 = [new Among("ndan", -1, -1), new Among("nden", -1, -1)];
          }
        }, {
          key: "a_10",
          get: function get() {
            delete turkishStemmer2.a_10;
            return turkishStemmer2.a_10 = [new Among("la", -1, -1), new Among("le", -1, -1)];
          }
        }, {
          key: "a_11",
          get: function get() {
            delete turkishStemmer2.a_11;
            return turkishStemmer2.a_11 = [new Among("ca", -1, -1), new Among("ce", -1, -1)];
          }
        }, {
          key: "a_12",
          get: function get() {
            delete turkishStemmer2.a_12;
            return turkishStemmer2.a_12 = [new Among("im", -1, -1), new Among("um", -1, -1), new Among("\xFCm", -1, -1), new Among("\u0131m", -1, -1)];
          }
        }, {
          key: "a_13",
          get: function get() {
            delete turkishStemmer2.a_13;
            return turkishStemmer2.a_13 = [new Among("sin", -1, -1), new Among("sun", -1, -1), new Among("s\xFCn", -1, -1), new Among("s\u0131n", -1, -1)];
          }
        }, {
          key: "a_14",
          get: function get() {
            delete turkishStemmer2.a_14;
            return turkishStemmer2.a_14 = [new Among("iz", -1, -1), new Among("uz", -1, -1), new Among("\xFCz", -1, -1), new Among("\u0131z", -1, -1)];
          }
        }, {
          key: "a_15",
          get: function get() {
            delete turkishStemmer2.a_15;
            return turkishStemmer2.a_15 = [new Among("siniz", -1, -1), new Among("sunuz", -1, -1), new Among("s\xFCn\xFCz", -1, -1), new Among("s\u0131n\u0131z", -1, -1)];
          }
        }, {
          key: "a_16",
          get: function get() {
            delete turkishStemmer2.a_16;
            return turkishStemmer2.a_16 = [new Among("lar", -1, -1), new Among("ler", -1, -1)];
          }
        }, {
          key: "a_17",
          get: function get() {
            delete turkishStemmer2.a_17;
            return turkishStemmer2.a_17 = [new Among("niz", -1, -1), new Among("nuz", -1, -1), new Among("n\xFCz", -1, -1), new Among("n\u0131z", -1, -1)];
          }
        }, {
          key: "a_18",
          get: function get() {
            delete turkishStemmer2.a_18;
            return turkishStemmer2.a_18 = [new Among("dir", -1, -1), new Among("tir", -1, -1), new Among("dur", -1, -1), new Among("tur", -1, -1), new Among("d\xFCr", -1, -1), new Among("t\xFCr", -1, -1), new Among("d\u0131r", -1, -1), new Among("t\u0131r", -1, -1)];
          }
        }, {
          key: "a_19",
          get: function get() {
            delete turkishStemmer2.a_19;
            return turkishStemmer2.a_19 = [new Among("cas\u0131na", -1, -1), new Among("cesine", -1, -1)];
          }
        }, {
          key: "a_20",
          get: function get() {
            delete turkishStemmer2.a_20;
            return turkishStemmer2.a_20 = [new Among("di", -1, -1), new Among("ti", -1, -1), new Among("dik", -1, -1), new Among("tik", -1, -1), new Among("duk", -1, -1), new Among("tuk", -1, -1), new Among("d\xFCk", -1, -1), new Among("t\xFCk", -1, -1), new Among("d\u0131k", -1, -1), new Among("t\u0131k", -1, -1), new Among("dim", -1, -1), new Among("tim", -1, -1), new Among("dum", -1, -1), new Among("tum", -1, -1), new Among("d\xFCm", -1, -1), new Among("t\xFCm", -1, -1), new Among("d\u0131m", -1, -1), new Among("t\u0131m", -1, -1), new Among("din", -1, -1), new Among("tin", -1, -1), new Among("dun", -1, -1), new Among("tun", -1, -1), new Among("d\xFCn", -1, -1), new Among("t\xFCn", -1, -1), new Among("d\u0131n", -1, -1), new Among("t\u0131n", -1, -1), new Among("du", -1, -1), new Among("tu", -1, -1), new Among("d\xFC", -1, -1), new Among("t\xFC", -1, -1), new Among("d\u0131", -1, -1), new Among("t\u0131", -1, -1)];
          }
        }, {
          key: "a_21",
          get: function get() {
            delete turkishStemmer2.a_21;
            return turkishStemmer2.a_21 = [new Among("sa", -1, -1), new Among("se", -1, -1), new Among("sak", -1, -1), new Among("sek", -1, -1), new Among("sam", -1, -1), new Among("sem", -1, -1), new Among("san", -1, -1), new Among("sen", -1, -1)];
          }
        }, {
          key: "a_22",
          get: function get() {
            delete turkishStemmer2.a_22;
            return turkishStemmer2.a_22 = [new Among("mi\u015F", -1, -1), new Among("mu\u015F", -1, -1), new Among("m\xFC\u015F", -1, -1), new Among("m\u0131\u015F", -1, -1)];
          }
        }, {
          key: "a_23",
          get: function get() {
            delete turkishStemmer2.a_23;
            return turkishStemmer2.a_23 = [new Among("b", -1, 1), new Among("c", -1, 2), new Among("d", -1, 3), new Among("\u011F", -1, 4)];
          }
        }, {
          key: "g_vowel",
          get: function get() {
            delete turkishStemmer2.g_vowel;
            return turkishStemmer2.g_vowel = [17, 65, 16, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 32, 8, 0, 0, 0, 0, 0, 0, 1];
          }
        }, {
          key: "g_U",
          get: function get() {
            delete turkishStemmer2.g_U;
            return turkishStemmer2.g_U = [1, 16, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 8, 0, 0, 0, 0, 0, 0, 1];
          }
        }, {
          key: "g_vowel1",
          get: function get() {
            delete turkishStemmer2.g_vowel1;
            return turkishStemmer2.g_vowel1 = [1, 64, 16, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1];
          }
        }, {
          key: "g_vowel2",
          get: function get() {
            delete turkishStemmer2.g_vowel2;
            return turkishStemmer2.g_vowel2 = [17, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 130];
          }
        }, {
          key: "g_vowel3",
          get: function get() {
            delete turkishStemmer2.g_vowel3;
            return turkishStemmer2.g_vowel3 = [1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1];
          }
        }, {
          key: "g_vowel4",
          get: function get() {
            delete turkishStemmer2.g_vowel4;
            return turkishStemmer2.g_vowel4 = [17];
          }
        }, {
          key: "g_vowel5",
          get: function get() {
            delete turkishStemmer2.g_vowel5;
            return turkishStemmer2.g_vowel5 = [65];
          }
        }, {
          key: "g_vowel6",
          get: function get() {
            delete turkishStemmer2.g_vowel6;
            return turkishStemmer2.g_vowel6 = [65];
          }
        }]);
        return turkishStemmer2;
      })(SnowballStemmer);
      function newStemmer(lng) {
        var stemMap = {
          arabic: arabicStemmer,
          armenian: armenianStemmer,
          basque: basqueStemmer,
          catalan: catalanStemmer,
          czech: czechStemmer,
          danish: danishStemmer,
          dutch: dutchStemmer,
          english: englishStemmer,
          finnish: finnishStemmer,
          french: frenchStemmer,
          german: germanStemmer,
          hungarian: hungarianStemmer,
          italian: italianStemmer,
          irish: irishStemmer,
          norwegian: norwegianStemmer,
          porter: porterStemmer,
          portuguese: portugueseStemmer,
          romanian: romanianStemmer,
          russian: russianStemmer,
          spanish: spanishStemmer,
          slovene: sloveneStemmer,
          swedish: swedishStemmer,
          tamil: tamilStemmer,
          turkish: turkishStemmer
        };
        var stemmer = new stemMap[lng.toLowerCase()]();
        return {
          stem: function stem(word) {
            stemmer.setCurrent(word);
            stemmer.stem();
            return stemmer.getCurrent();
          }
        };
      }
      function algorithms() {
        return ["arabic", "armenian", "basque", "catalan", "czech", "danish", "dutch", "english", "finnish", "french", "german", "hungarian", "italian", "irish", "norwegian", "porter", "portuguese", "romanian", "russian", "spanish", "slovene", "swedish", "tamil", "turkish"];
      }
    });
  }
});

// node_modules/onnxruntime-node/dist/version.js
var require_version = __commonJS({
  "node_modules/onnxruntime-node/dist/version.js"(exports2) {
    "use strict";
    Object.defineProperty(exports2, "__esModule", { value: true });
    exports2.version = void 0;
    exports2.version = "1.30.0";
  }
});

// node_modules/@huggingface/tokenizers/dist/tokenizers.cjs
var require_tokenizers = __commonJS({
  "node_modules/@huggingface/tokenizers/dist/tokenizers.cjs"(exports2, module2) {
    "use strict";
    var __defProp2 = Object.defineProperty;
    var __getOwnPropDesc2 = Object.getOwnPropertyDescriptor;
    var __getOwnPropNames2 = Object.getOwnPropertyNames;
    var __hasOwnProp2 = Object.prototype.hasOwnProperty;
    var __export = (target, all) => {
      for (var name in all)
        __defProp2(target, name, { get: all[name], enumerable: true });
    };
    var __copyProps2 = (to, from, except, desc) => {
      if (from && typeof from === "object" || typeof from === "function") {
        for (let key of __getOwnPropNames2(from))
          if (!__hasOwnProp2.call(to, key) && key !== except)
            __defProp2(to, key, { get: () => from[key], enumerable: !(desc = __getOwnPropDesc2(from, key)) || desc.enumerable });
      }
      return to;
    };
    var __toCommonJS = (mod) => __copyProps2(__defProp2({}, "__esModule", { value: true }), mod);
    var index_exports = {};
    __export(index_exports, {
      AddedToken: () => AddedToken_default,
      BPE: () => BPE_default,
      BPEDecoder: () => BPE_default2,
      BertNormalizer: () => BertNormalizer_default,
      BertPreTokenizer: () => BertPreTokenizer_default,
      BertProcessingPostProcessor: () => BertProcessing_default,
      ByteFallbackDecoder: () => ByteFallback_default,
      ByteLevelDecoder: () => ByteLevel_default3,
      ByteLevelPostProcessor: () => ByteLevel_default2,
      ByteLevelPreTokenizer: () => ByteLevel_default,
      CTCDecoder: () => CTC_default,
      Decoder: () => Decoder_default,
      DigitsPreTokenizer: () => Digits_default,
      FixedLengthPreTokenizer: () => FixedLength_default,
      FuseDecoder: () => Fuse_default,
      LowercaseNormalizer: () => Lowercase_default,
      MetaspaceDecoder: () => Metaspace_default2,
      MetaspacePreTokenizer: () => Metaspace_default,
      Model: () => TokenizerModel_default,
      NFCNormalizer: () => NFC_default,
      NFDNormalizer: () => NFD_default,
      NFKCNormalizer: () => NFKC_default,
      NFKDNormalizer: () => NFKD_default,
      Normalizer: () => Normalizer_default,
      PostProcessor: () => PostProcessor_default,
      PreTokenizer: () => PreTokenizer_default,
      PrecompiledNormalizer: () => Precompiled_default,
      PrependNormalizer: () => Prepend_default,
      PunctuationPreTokenizer: () => Punctuation_default,
      ReplaceDecoder: () => Replace_default3,
      ReplaceNormalizer: () => Replace_default,
      ReplacePreTokenizer: () => Replace_default2,
      RobertaProcessingPostProcessor: () => RobertaProcessing_default,
      SequenceDecoder: () => Sequence_default4,
      SequenceNormalizer: () => Sequence_default,
      SequencePostProcessor: () => Sequence_default3,
      SequencePreTokenizer: () => Sequence_default2,
      SplitPreTokenizer: () => Split_default,
      StripAccentsNormalizer: () => StripAccents_default,
      StripDecoder: () => Strip_default2,
      StripNormalizer: () => Strip_default,
      TemplateProcessingPostProcessor: () => TemplateProcessing_default,
      Tokenizer: () => Tokenizer_default,
      Unigram: () => Unigram_default,
      WhitespacePreTokenizer: () => Whitespace_default,
      WhitespaceSplitPreTokenizer: () => WhitespaceSplit_default,
      WordPiece: () => WordPiece_default,
      WordPieceDecoder: () => WordPiece_default2
    });
    module2.exports = __toCommonJS(index_exports);
    var DictionarySplitter = class {
      /**
       * @param dictionary The dictionary of words to use for splitting.
       */
      constructor(dictionary) {
        this.trie = this._build_trie(dictionary);
      }
      /**
       * Builds a trie from the given dictionary.
       * @param dictionary The dictionary of words to build the trie from.
       * @returns The root node of the trie.
       * @private
       */
      _build_trie(dictionary) {
        const trie = /* @__PURE__ */ Object.create(null);
        for (const word of dictionary) {
          let node = trie;
          for (let i = 0; i < word.length; ++i) {
            const char = word[i];
            node = node[char] ??= /* @__PURE__ */ Object.create(null);
          }
          node.end = word;
        }
        return trie;
      }
      /**
       * Splits the input text into tokens based on the dictionary.
       * @param text The input text to split.
       * @returns An array of tokens.
       */
      split(text) {
        const result = [];
        const n = text.length;
        let start = 0;
        let i = 0;
        while (i < n) {
          let node = this.trie;
          let match = null;
          let j = i;
          while (j < n && (node = node[text[j]])) {
            if (node.end) {
              match = node.end;
            }
            ++j;
          }
          if (match) {
            if (i > start) {
              result.push(text.slice(start, i));
            }
            result.push(match);
            i += match.length;
            start = i;
          } else {
            ++i;
          }
        }
        if (start < n) {
          result.push(text.slice(start));
        }
        return result;
      }
    };
    var DictionarySplitter_default = DictionarySplitter;
    var AddedToken = class {
      /**
       * Creates a new instance of AddedToken.
       * @param config Added token configuration object.
       */
      constructor(config) {
        this.content = config.content;
        this.id = config.id;
        this.single_word = config.single_word ?? false;
        this.lstrip = config.lstrip ?? false;
        this.rstrip = config.rstrip ?? false;
        this.special = config.special ?? false;
        this.normalized = config.normalized ?? !this.special;
      }
    };
    var AddedToken_default = AddedToken;
    var compile_unicode_regexp = (source, flags) => {
      try {
        return new RegExp(source, flags);
      } catch (error) {
        if (!(error instanceof SyntaxError)) throw error;
        const property_names = /* @__PURE__ */ new Map();
        const rewritten = source.replace(
          /(\\[pP])\{([^}=]+)\}/g,
          (text, p, n, offset) => {
            let preceding_backslashes = 0;
            for (let i = offset - 1; i >= 0 && source[i] === "\\"; --i) {
              ++preceding_backslashes;
            }
            if (preceding_backslashes % 2 === 1) return text;
            let property_name = property_names.get(n);
            if (property_name === void 0) {
              try {
                new RegExp(`\\p{${n}}`, "u");
                property_name = n;
              } catch {
                property_name = `Script=${n}`;
              }
              property_names.set(n, property_name);
            }
            return `${p}{${property_name}}`;
          }
        );
        if (rewritten === source) throw error;
        try {
          return new RegExp(rewritten, flags);
        } catch {
          throw error;
        }
      }
    };
    var clean_up_tokenization = (text) => text.replace(/ \./g, ".").replace(/ \?/g, "?").replace(/ \!/g, "!").replace(/ ,/g, ",").replace(/ \' /g, "'").replace(/ n't/g, "n't").replace(/ 'm/g, "'m").replace(/ 's/g, "'s").replace(/ 've/g, "'ve").replace(/ 're/g, "'re");
    var create_pattern = (pattern, invert = true) => {
      if (pattern.Regex !== void 0) {
        const regex = rewrite_oniguruma_to_js(
          normalize_bloom_split_char_class(pattern.Regex)
        );
        return compile_unicode_regexp(regex, "gu");
      } else if (pattern.String !== void 0) {
        const escaped = escape_reg_exp(pattern.String);
        return new RegExp(invert ? escaped : `(${escaped})`, "gu");
      } else {
        console.warn("Unknown pattern type:", pattern);
        return null;
      }
    };
    var UNICODE_WORD_CHARS_IN_CLASS = "\\p{Alphabetic}\\p{M}\\p{Nd}\\p{Pc}";
    var UNICODE_WORD_CHARS = `${UNICODE_WORD_CHARS_IN_CLASS}\\u00B2\\u00B3\\u00B9\\u00BC-\\u00BE`;
    var UNICODE_WORD_CLASS = `[${UNICODE_WORD_CHARS}]`;
    var UNICODE_NON_WORD_CLASS = `[^${UNICODE_WORD_CHARS}]`;
    var UNICODE_WORD_BOUNDARY = `(?:(?<!${UNICODE_WORD_CLASS})(?=${UNICODE_WORD_CLASS})|(?<=${UNICODE_WORD_CLASS})(?!${UNICODE_WORD_CLASS}))`;
    var UNICODE_NON_WORD_BOUNDARY = `(?:(?<!${UNICODE_WORD_CLASS})(?!${UNICODE_WORD_CLASS})|(?<=${UNICODE_WORD_CLASS})(?=${UNICODE_WORD_CLASS}))`;
    var LINE_START_ANCHOR = "(?:(?<![\\s\\S])|(?<=\\n))";
    var LINE_END_ANCHOR = "(?:(?=\\n)|(?![\\s\\S]))";
    var HEX_DIGIT_CHARS = "0-9A-Fa-f";
    var ESCAPE_REWRITES = /* @__PURE__ */ new Map([
      ["A", "(?<![\\s\\S])"],
      ["z", "(?![\\s\\S])"],
      ["Z", "(?=\\n?(?![\\s\\S]))"],
      // \Z permits a single optional final \n (not \r\n)
      ["h", `[${HEX_DIGIT_CHARS}]`],
      ["H", `[^${HEX_DIGIT_CHARS}]`],
      ["w", UNICODE_WORD_CLASS],
      ["W", UNICODE_NON_WORD_CLASS],
      ["d", "\\p{Nd}"],
      ["D", "\\P{Nd}"],
      ["s", "\\p{White_Space}"],
      // JS \s wrongly adds U+FEFF and misses \x85
      ["S", "\\P{White_Space}"],
      ["b", UNICODE_WORD_BOUNDARY],
      ["B", UNICODE_NON_WORD_BOUNDARY],
      ["a", "\\x07"],
      ["e", "\\x1B"]
    ]);
    var CLASS_ESCAPE_REWRITES = /* @__PURE__ */ new Map([
      ["h", HEX_DIGIT_CHARS],
      ["w", UNICODE_WORD_CHARS_IN_CLASS],
      ["d", "\\p{Nd}"],
      ["D", "\\P{Nd}"],
      ["s", "\\p{White_Space}"],
      ["S", "\\P{White_Space}"],
      ["a", "\\x07"],
      ["e", "\\x1B"]
    ]);
    var CLASS_COMPLEMENT_ALTERNATIVES = /* @__PURE__ */ new Map([
      ["W", `[^${UNICODE_WORD_CHARS_IN_CLASS}]`],
      ["H", `[^${HEX_DIGIT_CHARS}]`]
    ]);
    var RAW_WHITESPACE_ESCAPES = /* @__PURE__ */ new Map([
      ["\n", "\\n"],
      ["\r", "\\r"],
      ["	", "\\t"],
      ["\f", "\\f"],
      ["\v", "\\v"]
    ]);
    var POSIX_CLASS_FRAGMENTS = /* @__PURE__ */ new Map([
      ["alpha", "\\p{Alphabetic}"],
      ["alnum", "\\p{Alphabetic}\\p{Nd}"],
      ["digit", "\\p{Nd}"],
      ["lower", "\\p{Lowercase}"],
      ["upper", "\\p{Uppercase}"],
      ["space", "\\p{White_Space}"],
      ["blank", "\\t\\p{Zs}"],
      ["punct", "\\p{P}\\p{S}"],
      ["cntrl", "\\p{Cc}"],
      ["word", UNICODE_WORD_CHARS_IN_CLASS],
      ["xdigit", HEX_DIGIT_CHARS]
    ]);
    var JS_SYNTAX_CHARS = "^$\\.*+?()[]{}|/";
    var GROUP_PREFIX_RE = /^\(\?(?:<[=!]|<[A-Za-z_][A-Za-z0-9_]*>|[:=!>])/;
    var BRACED_ESCAPE_RE = /^\\([pPxu])\{([^}]*)\}/;
    var QUANTIFIER_BRACE_RE = /^\{(\d+(?:,\d*)?|,\d+)\}/;
    var POSIX_BRACKET_RE = new RegExp("^\\[:(\\^?)(\\p{Alphabetic}+):\\]", "u");
    var EMPTY_NEGATED_POSIX_BRACKET_RE = /^\[:\^:\]/;
    var UNSUPPORTED_POSIX_BRACKET_RE = /^\[(?:\.[^\]]*\.\]|=[^\]]*=\])/;
    var FIXED_WIDTH_ESCAPE_RE = /^(?:\\x[0-9A-Fa-f]{2}|\\u[0-9A-Fa-f]{4}|\\c[A-Za-z])/;
    var is_ascii_letter = (char) => char >= "A" && char <= "Z" || char >= "a" && char <= "z";
    var character_at = (text, index) => String.fromCodePoint(text.codePointAt(index));
    var get_ascii_folded_hex_atom = (hex) => {
      if (!/^[0-9A-Fa-f]{1,8}$/.test(hex)) return null;
      const code_point = Number.parseInt(hex, 16);
      if (code_point > 127) return null;
      const letter = String.fromCharCode(code_point);
      return is_ascii_letter(letter) ? `[${letter.toLowerCase()}${letter.toUpperCase()}]` : null;
    };
    var normalize_bloom_split_char_class = (regex) => regex.replace(/\[\^\(\\s\|\[([^\]]+)\]\)\]/g, "[^()|\\s$1]");
    var ANY_CODE_POINT = "[\\s\\S]";
    var MAX_CHARACTER_CLASS_NESTING_DEPTH = 256;
    var create_character_class_operand = () => ({
      fragment: "",
      alternatives: [],
      tail: null,
      contains_complex_set: false
    });
    var throw_character_class_range_error = (index) => {
      throw new SyntaxError(
        `Unsupported range with a set-valued character-class operand at index ${index}`
      );
    };
    var add_character_class_atom = (operand, atom, index, contains_complex_set = true) => {
      if (operand.tail === "range") throw_character_class_range_error(index);
      operand.alternatives.push(atom);
      operand.tail = "set";
      operand.contains_complex_set = operand.contains_complex_set || contains_complex_set;
    };
    var append_character_class_fragment = (operand, fragment, set_valued = false, index = -1) => {
      if (set_valued && operand.tail === "range") {
        throw_character_class_range_error(index);
      }
      if (operand.tail === "range") {
        operand.fragment += fragment;
        operand.tail = "complete_range";
        return;
      }
      operand.fragment += fragment;
      operand.tail = set_valued ? "set" : "scalar";
      operand.contains_complex_set = operand.contains_complex_set || set_valued;
    };
    var rewrite_character_class_escape = (regex, index, operand) => {
      const braced = BRACED_ESCAPE_RE.exec(regex.slice(index));
      if (braced) {
        const [text, kind, body] = braced;
        if (kind === "P" && body === "Word") {
          add_character_class_atom(
            operand,
            `[^${UNICODE_WORD_CHARS_IN_CLASS}]`,
            index
          );
        } else {
          const replacement2 = kind === "x" ? `\\u{${body}}` : kind === "p" && body === "Word" ? UNICODE_WORD_CHARS_IN_CLASS : text;
          append_character_class_fragment(
            operand,
            replacement2,
            kind === "p" || kind === "P",
            index
          );
        }
        return index + text.length;
      }
      const fixed_width = FIXED_WIDTH_ESCAPE_RE.exec(regex.slice(index));
      if (fixed_width) {
        append_character_class_fragment(operand, fixed_width[0]);
        return index + fixed_width[0].length;
      }
      if (index + 1 >= regex.length) {
        throw new SyntaxError(
          `Unterminated escape in character class at index ${index}`
        );
      }
      const next = character_at(regex, index + 1);
      const next_end = index + 1 + next.length;
      const raw_whitespace = RAW_WHITESPACE_ESCAPES.get(next);
      if (raw_whitespace !== void 0) {
        append_character_class_fragment(operand, raw_whitespace);
        return next_end;
      }
      const complement = CLASS_COMPLEMENT_ALTERNATIVES.get(next);
      if (complement !== void 0) {
        add_character_class_atom(operand, complement, index);
        return next_end;
      }
      const rewrite = CLASS_ESCAPE_REWRITES.get(next);
      let replacement;
      let set_valued = false;
      if (rewrite !== void 0) {
        replacement = rewrite;
        set_valued = next !== "a" && next !== "e";
      } else if (/[A-Za-z0-9]/.test(next)) {
        replacement = `\\${next}`;
      } else if (JS_SYNTAX_CHARS.includes(next) || next === "-") {
        replacement = `\\${next}`;
      } else {
        replacement = next;
      }
      append_character_class_fragment(operand, replacement, set_valued, index);
      return next_end;
    };
    var compile_character_set_union = (pieces) => {
      if (pieces.length === 1) return pieces[0];
      return `(?:(?=(?:${pieces.join("|")}))${ANY_CODE_POINT})`;
    };
    var compile_character_class_operand = (operand) => {
      const pieces = operand.fragment.length === 0 ? operand.alternatives : [`[${operand.fragment}]`, ...operand.alternatives];
      return compile_character_set_union(pieces);
    };
    var get_ascii_fold_additions = (positive_atom) => {
      const membership = compile_unicode_regexp(`^(?:${positive_atom})$`, "u");
      let additions = "";
      for (let offset = 0; offset < 26; ++offset) {
        const upper = String.fromCharCode(65 + offset);
        const lower = String.fromCharCode(97 + offset);
        const has_upper = membership.test(upper);
        const has_lower = membership.test(lower);
        if (has_upper !== has_lower) additions += has_upper ? lower : upper;
      }
      return additions;
    };
    var parse_character_class = (regex, start, ascii_fold, apply_ascii_fold = true, nesting_depth = 1) => {
      if (nesting_depth > MAX_CHARACTER_CLASS_NESTING_DEPTH) {
        throw new SyntaxError(
          `Maximum character-class nesting depth of ${MAX_CHARACTER_CLASS_NESTING_DEPTH} exceeded at index ${start}`
        );
      }
      let i = start + 1;
      const negated = regex[i] === "^";
      if (negated) ++i;
      const first_content_index = i;
      const operands = [create_character_class_operand()];
      let operand = operands[0];
      let contains_nested_negated_complex_set = false;
      while (i < regex.length) {
        const char = character_at(regex, i);
        if (char === "\\") {
          i = rewrite_character_class_escape(regex, i, operand);
          continue;
        }
        if (char === "]") {
          if (i === first_content_index) {
            append_character_class_fragment(operand, "\\]");
            ++i;
            continue;
          }
          if (operand.tail === null) {
            if (operands.length > 1) {
              throw new SyntaxError(
                `Malformed character-class intersection with an empty operand at index ${i}`
              );
            }
            throw new SyntaxError(`Empty character class at index ${start}`);
          }
          const contains_complex_set = operands.some(
            (candidate) => candidate.contains_complex_set
          );
          if (negated && operands.length > 1 && contains_nested_negated_complex_set) {
            throw new SyntaxError(
              `Unsupported outer-negated character-class intersection with a nested negated class containing a Unicode property, POSIX class, or shorthand at index ${start}`
            );
          }
          const first_atom = compile_character_class_operand(operands[0]);
          let positive_atom = first_atom;
          if (operands.length > 1) {
            let lookaheads = "";
            for (let j = 1; j < operands.length; ++j) {
              lookaheads += `(?=${compile_character_class_operand(operands[j])})`;
            }
            positive_atom = `(?:${lookaheads}${first_atom})`;
          }
          const is_direct_class = operands.length === 1 && operand.alternatives.length === 0;
          let direct_fragment = operand.fragment;
          if (ascii_fold && apply_ascii_fold) {
            const additions = get_ascii_fold_additions(positive_atom);
            if (additions.length > 0) {
              if (is_direct_class) {
                direct_fragment += additions;
                positive_atom = `[${direct_fragment}]`;
              } else {
                positive_atom = compile_character_set_union([
                  positive_atom,
                  `[${additions}]`
                ]);
              }
            }
          }
          const atom = negated ? is_direct_class ? `[^${direct_fragment}]` : `(?:(?!${positive_atom})${ANY_CODE_POINT})` : positive_atom;
          return {
            atom,
            end: i + 1,
            negated,
            contains_complex_set,
            contains_nested_negated_complex_set
          };
        }
        if (regex.startsWith("&&", i)) {
          if (operand.tail === null) {
            throw new SyntaxError(
              `Malformed character-class intersection with an empty operand at index ${i}`
            );
          }
          operand = create_character_class_operand();
          operands.push(operand);
          i += 2;
          continue;
        }
        if (char === "[") {
          const suffix = regex.slice(i);
          if (EMPTY_NEGATED_POSIX_BRACKET_RE.test(suffix)) {
            throw new SyntaxError(
              `Malformed empty negated POSIX character class at index ${i}`
            );
          }
          const posix = POSIX_BRACKET_RE.exec(suffix);
          if (posix) {
            const [, posix_negated, name] = posix;
            const fragment = POSIX_CLASS_FRAGMENTS.get(name);
            if (fragment === void 0) {
              throw new SyntaxError(
                `Unsupported POSIX character class "${name}" at index ${i}`
              );
            }
            if (ascii_fold && posix_negated && (name === "lower" || name === "upper")) {
              throw new SyntaxError(
                `Unsupported negated POSIX ${name} class inside an inline case-insensitive group`
              );
            }
            if (posix_negated) {
              add_character_class_atom(operand, `[^${fragment}]`, i);
            } else {
              append_character_class_fragment(operand, fragment, true, i);
            }
            i += posix[0].length;
            continue;
          }
          if (UNSUPPORTED_POSIX_BRACKET_RE.test(suffix)) {
            throw new SyntaxError(
              `Unsupported POSIX collating or equivalence bracket expression at index ${i}`
            );
          }
          const nested = parse_character_class(
            regex,
            i,
            ascii_fold,
            false,
            nesting_depth + 1
          );
          add_character_class_atom(
            operand,
            nested.atom,
            i,
            nested.contains_complex_set
          );
          contains_nested_negated_complex_set ||= nested.contains_nested_negated_complex_set || nested.negated && nested.contains_complex_set;
          i = nested.end;
          continue;
        }
        if (char === "-") {
          const is_terminal_literal = regex[i + 1] === "]" || regex.startsWith("&&", i + 1);
          if (operand.tail === "set" && !is_terminal_literal) {
            throw_character_class_range_error(i);
          }
          if (operand.tail === null || operand.tail === "range" || operand.tail === "complete_range" || is_terminal_literal) {
            append_character_class_fragment(operand, "\\-");
          } else {
            operand.fragment += "-";
            operand.tail = "range";
          }
          ++i;
          continue;
        }
        append_character_class_fragment(
          operand,
          char === "^" && operand.fragment.length === 0 ? "\\^" : char
        );
        i += char.length;
      }
      throw new SyntaxError(
        `${operands.length > 1 ? "Unterminated character-class intersection" : "Unterminated character class"} at index ${start}`
      );
    };
    var rewrite_oniguruma_to_js = (regex) => {
      let out = "";
      let atom_start = -1;
      let last_was_quantifier = false;
      let ascii_fold = false;
      const group_states = [];
      const emit_atom = (text) => {
        atom_start = out.length;
        out += text;
        last_was_quantifier = false;
      };
      for (let i = 0; i < regex.length; ) {
        const char = character_at(regex, i);
        if (char === "\\") {
          const braced = BRACED_ESCAPE_RE.exec(regex.slice(i));
          if (braced) {
            const [text, kind, body] = braced;
            let replacement2 = text;
            if (kind === "x") {
              const code_point_escape = `\\u{${body}}`;
              replacement2 = ascii_fold ? get_ascii_folded_hex_atom(body) ?? code_point_escape : code_point_escape;
            } else if (body === "Word") {
              replacement2 = kind === "p" ? UNICODE_WORD_CLASS : UNICODE_NON_WORD_CLASS;
            }
            emit_atom(replacement2);
            i += text.length;
            continue;
          }
          const fixed_width = FIXED_WIDTH_ESCAPE_RE.exec(regex.slice(i));
          if (fixed_width) {
            const text = fixed_width[0];
            const replacement2 = ascii_fold && text[1] !== "c" ? get_ascii_folded_hex_atom(text.slice(2)) ?? text : text;
            emit_atom(replacement2);
            i += text.length;
            continue;
          }
          if (i + 1 >= regex.length) {
            out += char;
            break;
          }
          const next = character_at(regex, i + 1);
          i += 1 + next.length;
          if (next === "G") {
            continue;
          }
          const raw_whitespace = RAW_WHITESPACE_ESCAPES.get(next);
          if (raw_whitespace !== void 0) {
            emit_atom(raw_whitespace);
            continue;
          }
          const rewrite = ESCAPE_REWRITES.get(next);
          let replacement;
          if (rewrite !== void 0) {
            replacement = rewrite;
          } else if (/[A-Za-z0-9]/.test(next)) {
            replacement = `\\${next}`;
          } else if (JS_SYNTAX_CHARS.includes(next)) {
            replacement = `\\${next}`;
          } else {
            replacement = next;
          }
          emit_atom(replacement);
          continue;
        }
        switch (char) {
          case "[": {
            const parsed = parse_character_class(regex, i, ascii_fold);
            emit_atom(parsed.atom);
            i = parsed.end;
            continue;
          }
          case "]":
            emit_atom("\\]");
            ++i;
            continue;
          case ".":
            emit_atom("[^\\n]");
            ++i;
            continue;
          case "^":
            emit_atom(LINE_START_ANCHOR);
            ++i;
            continue;
          case "$":
            emit_atom(LINE_END_ANCHOR);
            ++i;
            continue;
          case "(": {
            const inline_case_insensitive = regex.startsWith("(?i:", i);
            const source_prefix = inline_case_insensitive ? "(?i:" : GROUP_PREFIX_RE.exec(regex.slice(i))?.[0] ?? "(";
            const output_prefix = inline_case_insensitive ? "(?:" : source_prefix === "(?>" ? "(?:" : source_prefix;
            group_states.push([out.length, ascii_fold]);
            if (inline_case_insensitive) ascii_fold = true;
            out += output_prefix;
            last_was_quantifier = false;
            i += source_prefix.length;
            continue;
          }
          case ")":
            out += char;
            [atom_start, ascii_fold] = group_states.pop() ?? [-1, false];
            last_was_quantifier = false;
            ++i;
            continue;
          case "|":
            out += char;
            atom_start = -1;
            last_was_quantifier = false;
            ++i;
            continue;
          case "{": {
            const quant = QUANTIFIER_BRACE_RE.exec(regex.slice(i));
            if (!quant || atom_start < 0) {
              emit_atom("\\{");
              ++i;
              continue;
            }
            const body = quant[1].startsWith(",") ? `0${quant[1]}` : quant[1];
            i += quant[0].length;
            const following = regex[i];
            if (following === "+" || following === "*") {
              out = `${out.slice(0, atom_start)}(?:${out.slice(atom_start)}{${body}})${following}`;
              ++i;
            } else {
              out += `{${body}}`;
            }
            last_was_quantifier = true;
            continue;
          }
          case "}":
            emit_atom("\\}");
            ++i;
            continue;
          case "+":
            if (last_was_quantifier) {
              ++i;
              continue;
            }
            out += char;
            last_was_quantifier = true;
            ++i;
            continue;
          case "*":
          case "?":
            out += char;
            last_was_quantifier = true;
            ++i;
            continue;
          default:
            emit_atom(
              ascii_fold && is_ascii_letter(char) ? `[${char.toLowerCase()}${char.toUpperCase()}]` : char
            );
            i += char.length;
            continue;
        }
      }
      return out;
    };
    var escape_reg_exp = (string) => string.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
    var fuse_unk = (arr, tokens_to_ids, unk_token_id) => {
      const fused = [];
      let i = 0;
      while (i < arr.length) {
        fused.push(arr[i]);
        const token_id = tokens_to_ids.get(arr[i]) ?? unk_token_id;
        if (token_id !== unk_token_id) {
          ++i;
          continue;
        }
        while (++i < arr.length && (tokens_to_ids.get(arr[i]) ?? unk_token_id) === unk_token_id) {
          if (tokens_to_ids.get(fused.at(-1)) !== unk_token_id) {
            fused[fused.length - 1] += arr[i];
          }
        }
      }
      return fused;
    };
    var is_chinese_char = (cp) => cp >= 19968 && cp <= 40959 || cp >= 13312 && cp <= 19903 || cp >= 131072 && cp <= 173791 || cp >= 173824 && cp <= 177983 || cp >= 177984 && cp <= 178207 || cp >= 178208 && cp <= 183983 || cp >= 63744 && cp <= 64255 || cp >= 194560 && cp <= 195103;
    var is_integral_number = (x) => Number.isInteger(x) || typeof x === "bigint";
    var len = (s) => {
      let length = 0;
      for (const c of s) ++length;
      return length;
    };
    var lowercase_and_remove_accents = (text) => remove_accents(text.toLowerCase());
    var merge_arrays = (...arrs) => Array.prototype.concat.apply([], arrs);
    var object_to_map = (obj) => new Map(Object.entries(obj));
    var regex_split = (text, regex) => {
      const result = [];
      let prev = 0;
      for (const match of text.matchAll(regex)) {
        const full_match = match[0];
        if (prev < match.index) {
          result.push(text.slice(prev, match.index));
        }
        if (full_match.length > 0) {
          result.push(full_match);
        }
        prev = match.index + full_match.length;
      }
      if (prev < text.length) {
        result.push(text.slice(prev));
      }
      return result;
    };
    var remove_accents = (text) => text.replace(new RegExp("\\p{M}", "gu"), "");
    var validate_object = (obj, name, required_keys = []) => {
      if (!obj || Array.isArray(obj) || typeof obj !== "object") {
        return `${name} must be a valid object`;
      }
      for (const key of required_keys) {
        if (!(key in obj)) {
          return `${name} must contain a "${key}" property`;
        }
      }
      return null;
    };
    var whitespace_split = (text) => text.match(/\S+/g) || [];
    var Callable = class {
      /**
       * Creates a new instance of the Callable class.
       */
      constructor() {
        const closure = function(...args) {
          return closure._call(...args);
        };
        return Object.setPrototypeOf(closure, new.target.prototype);
      }
    };
    var Callable_default = Callable;
    var Normalizer = class extends Callable_default {
      /**
       * @param config The configuration object for the normalizer.
       */
      constructor(config) {
        super();
        this.config = config;
      }
      /**
       * Alias for {@link Normalizer#normalize}.
       * @param text The text to normalize.
       * @returns The normalized text.
       */
      _call(text) {
        return this.normalize(text);
      }
    };
    var Normalizer_default = Normalizer;
    var BertNormalizer = class extends Normalizer_default {
      /**
       * Adds whitespace around any CJK (Chinese, Japanese, or Korean) character in the input text.
       *
       * @param text The input text to tokenize.
       * @returns The tokenized text with whitespace added around CJK characters.
       */
      tokenize_chinese_chars(text) {
        const output = [];
        for (let i = 0; i < text.length; ++i) {
          const char = text[i];
          const cp = char.charCodeAt(0);
          if (is_chinese_char(cp)) {
            output.push(" ");
            output.push(char);
            output.push(" ");
          } else {
            output.push(char);
          }
        }
        return output.join("");
      }
      /**
       * Strips accents from the given text.
       * @param text The text to strip accents from.
       * @returns The text with accents removed.
       */
      strip_accents(text) {
        return text.normalize("NFD").replace(new RegExp("\\p{Mn}", "gu"), "");
      }
      /**
       * Checks whether `char` is a control character.
       * @param char The character to check.
       * @returns Whether `char` is a control character.
       */
      is_control(char) {
        switch (char) {
          case "	":
          case "\n":
          case "\r":
            return false;
          default:
            return new RegExp("^\\p{Cc}|\\p{Cf}|\\p{Co}|\\p{Cs}$", "u").test(char);
        }
      }
      /**
       * Performs invalid character removal and whitespace cleanup on text.
       * @param text The text to clean.
       * @returns The cleaned text.
       */
      clean_text(text) {
        const output = [];
        for (const char of text) {
          const cp = char.charCodeAt(0);
          if (cp === 0 || cp === 65533 || this.is_control(char)) {
            continue;
          }
          if (/^\s$/.test(char)) {
            output.push(" ");
          } else {
            output.push(char);
          }
        }
        return output.join("");
      }
      /**
       * Normalizes the given text based on the configuration.
       * @param text The text to normalize.
       * @returns The normalized text.
       */
      normalize(text) {
        if (this.config.clean_text) {
          text = this.clean_text(text);
        }
        if (this.config.handle_chinese_chars) {
          text = this.tokenize_chinese_chars(text);
        }
        if (this.config.lowercase) {
          text = text.toLowerCase();
          if (this.config.strip_accents !== false) {
            text = this.strip_accents(text);
          }
        } else if (this.config.strip_accents) {
          text = this.strip_accents(text);
        }
        return text;
      }
    };
    var BertNormalizer_default = BertNormalizer;
    var Precompiled = class extends Normalizer_default {
      /**
       * Create a new instance of Precompiled normalizer.
       * @param config The configuration object.
       */
      constructor(config) {
        super(config);
        this.charsmap = config.precompiled_charsmap ?? null;
      }
      /**
       * Normalizes the given text by applying the precompiled charsmap.
       * @param text The text to normalize.
       * @returns The normalized text.
       */
      normalize(text) {
        text = text.replace(
          /[\u0001-\u0008\u000B\u000E-\u001F\u007F\u008F\u009F]/gm,
          ""
        );
        text = text.replace(
          /[\u0009\u000A\u000C\u000D\u00A0\u1680\u2000-\u200F\u2028\u2029\u202F\u205F\u2581\u3000\uFEFF\uFFFD]/gm,
          " "
        );
        if (text.includes("\uFF5E")) {
          const parts = text.split("\uFF5E");
          text = parts.map((part) => part.normalize("NFKC")).join("\uFF5E");
        } else {
          text = text.normalize("NFKC");
        }
        return text;
      }
    };
    var Precompiled_default = Precompiled;
    var Sequence = class extends Normalizer_default {
      /**
       * Create a new instance of NormalizerSequence.
       * @param config The configuration object.
       */
      constructor(config) {
        super(config);
        this.normalizers = (config.normalizers ?? []).map(
          (x) => create_normalizer_default(x)
        );
      }
      /**
       * Apply a sequence of Normalizers to the input text.
       * @param text The text to normalize.
       * @returns The normalized text.
       */
      normalize(text) {
        return this.normalizers.reduce((t, normalizer) => {
          return normalizer ? normalizer.normalize(t) : t;
        }, text);
      }
    };
    var Sequence_default = Sequence;
    var Replace = class extends Normalizer_default {
      /**
       * @param config The configuration object for the normalizer.
       */
      constructor(config) {
        super(config);
        this.pattern = create_pattern(this.config.pattern ?? {});
      }
      /**
       * Normalize the input text by replacing the pattern with the content.
       * @param text The input text to be normalized.
       * @returns The normalized text after replacing the pattern with the content.
       */
      normalize(text) {
        return this.pattern === null ? text : text.replaceAll(this.pattern, this.config.content ?? "");
      }
    };
    var Replace_default = Replace;
    var UnicodeNormalizer = class extends Normalizer_default {
      constructor() {
        super(...arguments);
        this.form = "NFC";
      }
      /**
       * Normalize the input text by applying Unicode normalization.
       * @param text The input text to be normalized.
       * @returns The normalized text.
       */
      normalize(text) {
        text = text.normalize(this.form);
        return text;
      }
    };
    var UnicodeNormalizer_default = UnicodeNormalizer;
    var NFC = class extends UnicodeNormalizer_default {
      constructor() {
        super(...arguments);
        this.form = "NFC";
      }
    };
    var NFC_default = NFC;
    var NFD = class extends UnicodeNormalizer_default {
      constructor() {
        super(...arguments);
        this.form = "NFD";
      }
    };
    var NFD_default = NFD;
    var NFKC = class extends UnicodeNormalizer_default {
      constructor() {
        super(...arguments);
        this.form = "NFKC";
      }
    };
    var NFKC_default = NFKC;
    var NFKD = class extends UnicodeNormalizer_default {
      constructor() {
        super(...arguments);
        this.form = "NFKD";
      }
    };
    var NFKD_default = NFKD;
    var Strip = class extends Normalizer_default {
      /**
       * Strip leading and/or trailing whitespace from the input text.
       * @param text The input text.
       * @returns The normalized text.
       */
      normalize(text) {
        if (this.config.strip_left && this.config.strip_right) {
          text = text.trim();
        } else {
          if (this.config.strip_left) {
            text = text.trimStart();
          }
          if (this.config.strip_right) {
            text = text.trimEnd();
          }
        }
        return text;
      }
    };
    var Strip_default = Strip;
    var StripAccents = class extends Normalizer_default {
      /**
       * Remove all accents from the text.
       * @param text The input text.
       * @returns The normalized text without accents.
       */
      normalize(text) {
        return remove_accents(text);
      }
    };
    var StripAccents_default = StripAccents;
    var Lowercase = class extends Normalizer_default {
      /**
       * Lowercases the input string.
       * @param {string} text The text to normalize.
       * @returns {string} The normalized text.
       */
      normalize(text) {
        return text.toLowerCase();
      }
    };
    var Lowercase_default = Lowercase;
    var Prepend = class extends Normalizer_default {
      /**
       * Prepends the input string.
       * @param text The text to normalize.
       * @returns The normalized text.
       */
      normalize(text) {
        text = this.config.prepend + text;
        return text;
      }
    };
    var Prepend_default = Prepend;
    function create_normalizer(config) {
      if (config === null) return null;
      switch (config.type) {
        case "BertNormalizer":
          return new BertNormalizer_default(config);
        case "Precompiled":
          return new Precompiled_default(config);
        case "Sequence":
          return new Sequence_default(config);
        case "Replace":
          return new Replace_default(config);
        case "NFC":
          return new NFC_default(config);
        case "NFD":
          return new NFD_default(config);
        case "NFKC":
          return new NFKC_default(config);
        case "NFKD":
          return new NFKD_default(config);
        case "Strip":
          return new Strip_default(config);
        case "StripAccents":
          return new StripAccents_default(config);
        case "Lowercase":
          return new Lowercase_default(config);
        case "Prepend":
          return new Prepend_default(config);
        default:
          throw new Error(`Unknown Normalizer type: ${config.type}`);
      }
    }
    var create_normalizer_default = create_normalizer;
    var PreTokenizer = class extends Callable_default {
      /**
       * Tokenizes the given text into pre-tokens.
       * @param text The text or array of texts to pre-tokenize.
       * @param options Additional options for the pre-tokenization logic.
       * @returns An array of pre-tokens.
       */
      pre_tokenize(text, options) {
        return (Array.isArray(text) ? text.map((x) => this.pre_tokenize_text(x, options)) : this.pre_tokenize_text(text, options)).flat();
      }
      /**
       * Alias for {@link PreTokenizer#pre_tokenize}.
       * @param text The text or array of texts to pre-tokenize.
       * @param options Additional options for the pre-tokenization logic.
       * @returns An array of pre-tokens.
       */
      _call(text, options) {
        return this.pre_tokenize(text, options);
      }
    };
    var PreTokenizer_default = PreTokenizer;
    var BYTES_TO_UNICODE = (() => {
      const bs = [
        ...Array.from(
          { length: "~".charCodeAt(0) - "!".charCodeAt(0) + 1 },
          (_, i) => i + "!".charCodeAt(0)
        ),
        ...Array.from(
          { length: "\xAC".charCodeAt(0) - "\xA1".charCodeAt(0) + 1 },
          (_, i) => i + "\xA1".charCodeAt(0)
        ),
        ...Array.from(
          { length: "\xFF".charCodeAt(0) - "\xAE".charCodeAt(0) + 1 },
          (_, i) => i + "\xAE".charCodeAt(0)
        )
      ];
      const cs = bs.slice();
      let n = 0;
      for (let b = 0; b < 256; ++b) {
        if (!bs.includes(b)) {
          bs.push(b);
          cs.push(256 + n);
          n += 1;
        }
      }
      const ccs = cs.map((n2) => String.fromCharCode(n2));
      return Object.fromEntries(bs.map((b, i) => [b, ccs[i]]));
    })();
    var reverse_dictionary = (data) => Object.fromEntries(Object.entries(data).map(([key, value]) => [value, key]));
    var UNICODE_TO_BYTES = reverse_dictionary(BYTES_TO_UNICODE);
    var PUNCTUATION_REGEX = "\\p{P}\\u0021-\\u002F\\u003A-\\u0040\\u005B-\\u0060\\u007B-\\u007E";
    var ByteLevel = class extends PreTokenizer_default {
      /**
       * Creates a new instance of the `ByteLevelPreTokenizer` class.
       * @param config The configuration object.
       */
      constructor(config) {
        super();
        this.config = config;
        this.add_prefix_space = this.config.add_prefix_space ?? false;
        this.trim_offsets = this.config.trim_offsets ?? false;
        this.use_regex = this.config.use_regex ?? true;
        this.pattern = new RegExp("'s|'t|'re|'ve|'m|'ll|'d| ?\\p{L}+| ?\\p{N}+| ?[^\\s\\p{L}\\p{N}]+|\\s+(?!\\S)|\\s+", "gu");
        this.byte_encoder = BYTES_TO_UNICODE;
        this.text_encoder = new TextEncoder();
      }
      /**
       * Tokenizes a single piece of text using byte-level tokenization.
       * @param text The text to tokenize.
       * @param options Additional options for the pre-tokenization logic.
       * @returns An array of tokens.
       */
      pre_tokenize_text(text, options) {
        if (this.add_prefix_space && !text.startsWith(" ")) {
          text = " " + text;
        }
        const tokens = this.use_regex ? text.match(this.pattern) || [] : [text];
        return tokens.map(
          (token) => Array.from(
            this.text_encoder.encode(token),
            (byte) => this.byte_encoder[byte]
          ).join("")
        );
      }
    };
    var ByteLevel_default = ByteLevel;
    var Whitespace = class extends PreTokenizer_default {
      /**
       * Pre-tokenizes the input text by splitting it on word boundaries.
       * @param text The text to be pre-tokenized.
       * @param options Additional options for the pre-tokenization logic.
       * @returns An array of tokens produced by splitting the input text on whitespace.
       */
      pre_tokenize_text(text, options) {
        return text.match(/\w+|[^\w\s]+/g) || [];
      }
    };
    var Whitespace_default = Whitespace;
    var Metaspace = class extends PreTokenizer_default {
      /**
       * @param config The configuration object for the MetaspacePreTokenizer.
       */
      constructor(config) {
        super();
        this.replacement = config.replacement ?? "\u2581";
        this.str_rep = config.str_rep || this.replacement;
        this.prepend_scheme = config.prepend_scheme ?? "always";
      }
      /**
       * This method takes a string, replaces spaces with the replacement character,
       * adds a prefix space if requested, and returns a new list of tokens.
       * @param text The text to pre-tokenize.
       * @param options The options for the pre-tokenization.
       * @returns A new list of pre-tokenized tokens.
       */
      pre_tokenize_text(text, options) {
        const { section_index = void 0 } = options ?? {};
        let normalized = text.replaceAll(" ", this.str_rep);
        if (
          // We add a prefix space if:
          //  (1) The normalized token does not already start with the replacement character.
          !normalized.startsWith(this.replacement) && // and (2) either:
          //  (a) prepend_scheme is 'always'
          //  (b) prepend_scheme is 'first' and this is the first section
          (this.prepend_scheme === "always" || this.prepend_scheme === "first" && section_index === 0)
        ) {
          normalized = this.str_rep + normalized;
        }
        return [normalized];
      }
    };
    var Metaspace_default = Metaspace;
    var Split = class extends PreTokenizer_default {
      /**
       * @param config The configuration options for the pre-tokenizer.
       */
      constructor(config) {
        super();
        this.config = config;
        this.pattern = create_pattern(
          this.config.pattern ?? {},
          this.config.invert ?? true
        );
      }
      /**
       * Tokenizes text by splitting it using the given pattern.
       * @param text The text to tokenize.
       * @returns An array of tokens.
       */
      pre_tokenize_text(text) {
        if (this.pattern === null) {
          return [];
        }
        if (this.config.invert) {
          return (text.match(this.pattern) || []).filter((x) => x);
        } else if (this.config.behavior?.toLowerCase() === "removed") {
          return text.split(this.pattern).filter((x) => x);
        } else {
          return regex_split(text, this.pattern);
        }
      }
    };
    var Split_default = Split;
    var Punctuation = class extends PreTokenizer_default {
      /**
       * @param config The configuration options for the pre-tokenizer.
       */
      constructor(config) {
        super();
        this.config = config;
        this.pattern = new RegExp(
          `[^${PUNCTUATION_REGEX}]+|[${PUNCTUATION_REGEX}]+`,
          "gu"
        );
      }
      /**
       * Tokenizes text by splitting it using the given pattern.
       * @param text The text to tokenize.
       * @returns An array of tokens.
       */
      pre_tokenize_text(text) {
        return text.match(this.pattern) || [];
      }
    };
    var Punctuation_default = Punctuation;
    var Digits = class extends PreTokenizer_default {
      /**
       * @param config The configuration options for the pre-tokenizer.
       */
      constructor(config) {
        super();
        this.config = config;
        const digit_pattern = `[^\\d]+|\\d${this.config.individual_digits ? "" : "+"}`;
        this.pattern = new RegExp(digit_pattern, "gu");
      }
      /**
       * Tokenizes text by splitting it using the given pattern.
       * @param text The text to tokenize.
       * @returns An array of tokens.
       */
      pre_tokenize_text(text) {
        return text.match(this.pattern) || [];
      }
    };
    var Digits_default = Digits;
    var BertPreTokenizer = class extends PreTokenizer_default {
      /**
       * A PreTokenizer that splits text into wordpieces using a basic tokenization scheme
       * similar to that used in the original implementation of BERT.
       */
      constructor() {
        super();
        this.pattern = new RegExp(
          `[^\\s${PUNCTUATION_REGEX}]+|[${PUNCTUATION_REGEX}]`,
          "gu"
        );
      }
      /**
       * Tokenizes a single text using the BERT pre-tokenization scheme.
       *
       * @param text The text to tokenize.
       * @param options Additional options for the pre-tokenization logic.
       * @returns An array of tokens.
       */
      pre_tokenize_text(text, options) {
        return text.trim().match(this.pattern) || [];
      }
    };
    var BertPreTokenizer_default = BertPreTokenizer;
    var Replace2 = class extends PreTokenizer_default {
      /**
       * @param config The configuration options for the pre-tokenizer.
       */
      constructor(config) {
        super();
        this.config = config;
        this.pattern = create_pattern(this.config.pattern ?? {});
        this.content = this.config.content ?? "";
      }
      /**
       * Pre-tokenizes the input text by replacing certain characters.
       * @param text The text to be pre-tokenized.
       * @returns An array of tokens produced by replacing certain characters.
       */
      pre_tokenize_text(text) {
        if (this.pattern === null) {
          return [text];
        }
        return [text.replaceAll(this.pattern, this.config.content ?? "")];
      }
    };
    var Replace_default2 = Replace2;
    var Sequence2 = class extends PreTokenizer_default {
      /**
       * Creates an instance of PreTokenizerSequence.
       * @param config The configuration object for the pre-tokenizer sequence.
       */
      constructor(config) {
        super();
        this.tokenizers = (config.pretokenizers ?? []).map(
          (x) => create_pre_tokenizer_default(x)
        );
      }
      /**
       * Applies each pre-tokenizer in the sequence to the input text in turn.
       * @param text The text to pre-tokenize.
       * @param options Additional options for the pre-tokenization logic.
       * @returns The pre-tokenized text.
       */
      pre_tokenize_text(text, options) {
        return this.tokenizers.reduce(
          (pre_tokenized_text, tokenizer) => {
            return tokenizer ? tokenizer.pre_tokenize(pre_tokenized_text, options) : pre_tokenized_text;
          },
          [text]
        );
      }
    };
    var Sequence_default2 = Sequence2;
    var WhitespaceSplit = class extends PreTokenizer_default {
      /**
       * Pre-tokenizes the input text by splitting it on whitespace characters.
       * @param text The text to be pre-tokenized.
       * @returns An array of tokens produced by splitting the input text on whitespace.
       */
      pre_tokenize_text(text) {
        return whitespace_split(text);
      }
    };
    var WhitespaceSplit_default = WhitespaceSplit;
    var FixedLength = class extends PreTokenizer_default {
      /**
       * @param config The configuration options for the pre-tokenizer.
       */
      constructor(config) {
        super();
        this.config = config;
        this._length = config.length;
      }
      /**
       * Pre-tokenizes the input text by splitting it into fixed-length tokens.
       * @param text The text to be pre-tokenized.
       * @returns An array of tokens produced by splitting the input text into fixed-length tokens.
       */
      pre_tokenize_text(text) {
        const tokens = [];
        for (let i = 0; i < text.length; i += this._length) {
          tokens.push(text.slice(i, i + this._length));
        }
        return tokens;
      }
    };
    var FixedLength_default = FixedLength;
    function create_pre_tokenizer(config) {
      if (config === null) return null;
      switch (config.type) {
        case "BertPreTokenizer":
          return new BertPreTokenizer_default();
        case "Sequence":
          return new Sequence_default2(config);
        case "Whitespace":
          return new Whitespace_default();
        case "WhitespaceSplit":
          return new WhitespaceSplit_default();
        case "Metaspace":
          return new Metaspace_default(config);
        case "ByteLevel":
          return new ByteLevel_default(config);
        case "Split":
          return new Split_default(config);
        case "Punctuation":
          return new Punctuation_default(config);
        case "Digits":
          return new Digits_default(config);
        case "Replace":
          return new Replace_default2(config);
        case "FixedLength":
          return new FixedLength_default(config);
        default:
          throw new Error(`Unknown PreTokenizer type: ${config.type}`);
      }
    }
    var create_pre_tokenizer_default = create_pre_tokenizer;
    var TokenizerModel = class extends Callable_default {
      /**
       * Creates a new instance of TokenizerModel.
       * @param config The configuration object for the TokenizerModel.
       */
      constructor(config) {
        super();
        this.config = config;
        this.vocab = [];
        this.tokens_to_ids = /* @__PURE__ */ new Map();
        this.unk_token_id = void 0;
        this.unk_token = void 0;
        this.end_of_word_suffix = void 0;
        this.fuse_unk = this.config.fuse_unk ?? false;
      }
      /**
       * Internal function to call the TokenizerModel instance.
       * @param tokens The tokens to encode.
       * @returns The encoded tokens.
       */
      _call(tokens) {
        let result = this.encode(tokens);
        if (this.fuse_unk) {
          result = fuse_unk(result, this.tokens_to_ids, this.unk_token_id);
        }
        return result;
      }
    };
    var TokenizerModel_default = TokenizerModel;
    var WordPieceTokenizer = class extends TokenizerModel_default {
      /**
       * @param config The configuration object.
       */
      constructor(config) {
        super(config);
        this.max_input_chars_per_word = 100;
        this.tokens_to_ids = object_to_map(config.vocab);
        this.unk_token_id = this.tokens_to_ids.get(config.unk_token);
        this.unk_token = config.unk_token;
        this.max_input_chars_per_word = config.max_input_chars_per_word ?? 100;
        this.vocab = new Array(this.tokens_to_ids.size);
        for (const [key, value] of this.tokens_to_ids) {
          this.vocab[value] = key;
        }
      }
      /**
       * Encodes an array of tokens using WordPiece encoding.
       * @param tokens The tokens to encode.
       * @returns An array of encoded tokens.
       */
      encode(tokens) {
        const output_tokens = [];
        for (const token of tokens) {
          const chars = [...token];
          if (chars.length > this.max_input_chars_per_word) {
            output_tokens.push(this.unk_token);
            continue;
          }
          let is_unknown = false;
          let start = 0;
          const sub_tokens = [];
          while (start < chars.length) {
            let end = chars.length;
            let current_substring = null;
            while (start < end) {
              let substr = chars.slice(start, end).join("");
              if (start > 0) {
                substr = this.config.continuing_subword_prefix + substr;
              }
              if (this.tokens_to_ids.has(substr)) {
                current_substring = substr;
                break;
              }
              --end;
            }
            if (current_substring === null) {
              is_unknown = true;
              break;
            }
            sub_tokens.push(current_substring);
            start = end;
          }
          if (is_unknown) {
            output_tokens.push(this.unk_token);
          } else {
            output_tokens.push(...sub_tokens);
          }
        }
        return output_tokens;
      }
    };
    var WordPiece_default = WordPieceTokenizer;
    var CharTrieNode = class _CharTrieNode {
      /**
       * Create a new CharTrieNode.
       * @param is_leaf Whether the node is a leaf node or not.
       * @param children A map containing the node's children, where the key is a character and the value is a `CharTrieNode`.
       */
      constructor(is_leaf, children) {
        this.is_leaf = is_leaf;
        this.children = children;
      }
      /**
       * Returns a new `CharTrieNode` instance with default values.
       * @returns A new `CharTrieNode` instance with `is_leaf` set to `false` and an empty `children` map.
       */
      static default() {
        return new _CharTrieNode(false, /* @__PURE__ */ new Map());
      }
    };
    var CharTrie = class {
      constructor() {
        this.root = CharTrieNode.default();
      }
      /**
       * Adds one or more `texts` to the trie.
       * @param texts The strings to add to the trie.
       */
      extend(texts) {
        for (const text of texts) {
          this.push(text);
        }
      }
      /**
       * Adds text to the trie.
       * @param text The string to add to the trie.
       */
      push(text) {
        let node = this.root;
        for (const ch of text) {
          let child = node.children.get(ch);
          if (child === void 0) {
            child = CharTrieNode.default();
            node.children.set(ch, child);
          }
          node = child;
        }
        node.is_leaf = true;
      }
      /**
       * Searches the trie for stored strings that match `chars` starting at `start`.
       * @param chars The input characters to search.
       * @param start The index to start searching from.
       * @yields Each stored string that is a prefix of `chars` starting at `start`.
       */
      *common_prefix_search(chars, start = 0) {
        let node = this.root;
        if (node === void 0) return;
        let prefix = "";
        for (let i = start; i < chars.length; ++i) {
          const ch = chars[i];
          prefix += ch;
          node = node.children.get(ch);
          if (node === void 0) return;
          if (node.is_leaf) {
            yield prefix;
          }
        }
      }
    };
    var CharTrie_default = CharTrie;
    var TokenLatticeNode = class _TokenLatticeNode {
      /**
       * Represents a node in a token lattice for a given sentence.
       * @param token_id The ID of the token associated with this node.
       * @param node_id The ID of this node.
       * @param pos The starting position of the token in the sentence.
       * @param length The length of the token.
       * @param score The score associated with the token.
       */
      constructor(token_id, node_id, pos, length, score) {
        this.token_id = token_id;
        this.node_id = node_id;
        this.pos = pos;
        this.length = length;
        this.score = score;
        this.prev = null;
        this.backtrace_score = 0;
      }
      /**
       * Returns a clone of this node.
       * @returns A clone of this node.
       */
      clone() {
        const n = new _TokenLatticeNode(
          this.token_id,
          this.node_id,
          this.pos,
          this.length,
          this.score
        );
        n.prev = this.prev;
        n.backtrace_score = this.backtrace_score;
        return n;
      }
    };
    var TokenLattice = class {
      /**
       * Creates a new TokenLattice instance.
       *
       * @param sentence The input sentence to be tokenized.
       * @param bos_token_id The beginning-of-sequence token ID.
       * @param eos_token_id The end-of-sequence token ID.
       */
      constructor(sentence, bos_token_id, eos_token_id) {
        this.chars = Array.from(sentence);
        this.len = this.chars.length;
        this.bos_token_id = bos_token_id;
        this.eos_token_id = eos_token_id;
        this.nodes = [];
        this.begin_nodes = Array.from(
          { length: this.len + 1 },
          () => []
        );
        this.end_nodes = Array.from({ length: this.len + 1 }, () => []);
        const bos = new TokenLatticeNode(this.bos_token_id ?? 0, 0, 0, 0, 0);
        const eos = new TokenLatticeNode(
          this.eos_token_id ?? 0,
          1,
          this.len,
          0,
          0
        );
        this.nodes.push(bos.clone());
        this.nodes.push(eos.clone());
        this.begin_nodes[this.len].push(eos);
        this.end_nodes[0].push(bos);
      }
      /**
       * Inserts a new token node into the token lattice.
       *
       * @param pos The starting position of the token.
       * @param length The length of the token.
       * @param score The score of the token.
       * @param token_id The token ID of the token.
       */
      insert(pos, length, score, token_id) {
        const node_id = this.nodes.length;
        const node = new TokenLatticeNode(token_id, node_id, pos, length, score);
        this.begin_nodes[pos].push(node);
        this.end_nodes[pos + length].push(node);
        this.nodes.push(node);
      }
      /**
       * Implements the Viterbi algorithm to compute the most likely sequence of tokens.
       *
       * @returns The most likely sequence of tokens.
       */
      viterbi() {
        const len2 = this.len;
        let pos = 0;
        while (pos <= len2) {
          if (this.begin_nodes[pos].length == 0) {
            return [];
          }
          for (let rnode of this.begin_nodes[pos]) {
            rnode.prev = null;
            let best_score = 0;
            let best_node = null;
            for (let lnode of this.end_nodes[pos]) {
              const score = lnode.backtrace_score + rnode.score;
              if (best_node === null || score > best_score) {
                best_node = lnode.clone();
                best_score = score;
              }
            }
            if (best_node !== null) {
              rnode.prev = best_node;
              rnode.backtrace_score = best_score;
            } else {
              return [];
            }
          }
          ++pos;
        }
        const results = [];
        const root = this.begin_nodes[len2][0];
        const prev = root.prev;
        if (prev === null) {
          return [];
        }
        let node = prev.clone();
        while (node.prev !== null) {
          results.push(node.clone());
          const n = node.clone();
          node = n.prev.clone();
        }
        results.reverse();
        return results;
      }
      /**
       * Get the text piece for a given node.
       * @param node The node to get the piece for.
       * @returns The array of nodes representing the most likely sequence of tokens.
       */
      piece(node) {
        return this.chars.slice(node.pos, node.pos + node.length).join("");
      }
      /**
       * @returns The most likely sequence of tokens.
       */
      tokens() {
        const nodes = this.viterbi();
        return nodes.map((x) => this.piece(x));
      }
      /**
       * @returns The most likely sequence of token ids.
       */
      token_ids() {
        const nodes = this.viterbi();
        return nodes.map((x) => x.token_id);
      }
    };
    var TokenLattice_default = TokenLattice;
    function min(arr) {
      if (arr.length === 0) throw new Error("Array must not be empty");
      let min_value = arr[0];
      let index_of_min = 0;
      for (let i = 1; i < arr.length; ++i) {
        if (arr[i] < min_value) {
          min_value = arr[i];
          index_of_min = i;
        }
      }
      return [min_value, index_of_min];
    }
    var Unigram = class extends TokenizerModel_default {
      /**
       * Create a new Unigram tokenizer model.
       * @param config The configuration object for the Unigram model.
       * @param eos_token
       */
      constructor(config, eos_token) {
        super(config);
        const vocab_size = config.vocab.length;
        this.vocab = new Array(vocab_size);
        this.scores = new Array(vocab_size);
        for (let i = 0; i < vocab_size; ++i) {
          [this.vocab[i], this.scores[i]] = config.vocab[i];
        }
        this.unk_token_id = config.unk_id;
        this.unk_token = this.vocab[config.unk_id];
        this.tokens_to_ids = new Map(this.vocab.map((x, i) => [x, i]));
        this.bos_token = " ";
        this.bos_token_id = this.tokens_to_ids.get(this.bos_token);
        this.eos_token = eos_token;
        this.eos_token_id = this.tokens_to_ids.get(this.eos_token);
        this.unk_token = this.vocab[this.unk_token_id];
        this.min_score = min(this.scores)[0];
        this.unk_score = this.min_score - 10;
        this.scores[this.unk_token_id] = this.unk_score;
        this.trie = new CharTrie_default();
        this.trie.extend(this.vocab);
        this.fuse_unk = true;
      }
      /**
       * Populates lattice nodes.
       * @param lattice The token lattice to populate with nodes.
       */
      populate_nodes(lattice) {
        const chars = lattice.chars;
        const mblen = 1;
        let begin_pos = 0;
        while (begin_pos < chars.length) {
          let has_single_node = false;
          const prefixed_tokens = this.trie.common_prefix_search(chars, begin_pos);
          for (const token of prefixed_tokens) {
            const token_id = this.tokens_to_ids.get(token);
            const token_score = this.scores[token_id];
            const n = len(token);
            lattice.insert(begin_pos, n, token_score, token_id);
            if (!has_single_node && n === mblen) {
              has_single_node = true;
            }
          }
          if (!has_single_node) {
            lattice.insert(begin_pos, mblen, this.unk_score, this.unk_token_id);
          }
          begin_pos += mblen;
        }
      }
      /**
       * Encodes an array of tokens into an array of subtokens using the unigram model.
       *
       * @param normalized The normalized string.
       * @returns An array of subtokens obtained by encoding the input tokens using the unigram model.
       */
      tokenize(normalized) {
        const lattice = new TokenLattice_default(
          normalized,
          this.bos_token_id,
          this.eos_token_id
        );
        this.populate_nodes(lattice);
        return lattice.tokens();
      }
      /**
       * Encodes an array of tokens using Unigram encoding.
       * @param tokens The tokens to encode.
       * @returns An array of encoded tokens.
       */
      encode(tokens) {
        const to_return = [];
        for (const token of tokens) {
          const tokenized = this.tokenize(token);
          to_return.push(...tokenized);
        }
        return to_return;
      }
    };
    var Unigram_default = Unigram;
    var PriorityQueue = class {
      /**
       * Create a new PriorityQueue.
       * @param comparator Comparator function to determine priority. Defaults to a MaxHeap.
       * @param max_size Maximum size of the queue. Defaults to Infinity.
       */
      constructor(comparator = (a, b) => a > b, max_size = Infinity) {
        this._heap = [];
        this._comparator = comparator;
        this._max_size = max_size;
      }
      /**
       * The size of the queue
       */
      get size() {
        return this._heap.length;
      }
      /**
       * Check if the queue is empty.
       * @returns `true` if the queue is empty, `false` otherwise.
       */
      is_empty() {
        return this.size === 0;
      }
      /**
       * Return the element with the highest priority in the queue.
       * @returns The highest priority element in the queue.
       */
      peek() {
        return this._heap[0];
      }
      /**
       * Add one or more elements to the queue.
       * @param values The values to push into the queue.
       * @returns The new size of the queue.
       */
      push(...values) {
        return this.extend(values);
      }
      /**
       * Add multiple elements to the queue.
       * @param values The values to push into the queue.
       * @returns The new size of the queue.
       */
      extend(values) {
        for (const value of values) {
          if (this.size < this._max_size) {
            this._heap.push(value);
            this._sift_up();
          } else {
            const smallest = this._smallest();
            if (this._comparator(value, this._heap[smallest])) {
              this._heap[smallest] = value;
              this._sift_up_from(smallest);
            }
          }
        }
        return this.size;
      }
      /**
       * Remove and return the element with the highest priority in the queue.
       * @returns The element with the highest priority in the queue.
       */
      pop() {
        const popped_value = this.peek();
        const bottom = this.size - 1;
        if (bottom > 0) {
          this._swap(0, bottom);
        }
        this._heap.pop();
        this._sift_down();
        return popped_value;
      }
      /**
       * Replace the element with the highest priority in the queue with a new value.
       * @param value The new value.
       * @returns The replaced value.
       */
      replace(value) {
        const replaced_value = this.peek();
        this._heap[0] = value;
        this._sift_down();
        return replaced_value;
      }
      /**
       * Compute the index for the parent of the node at index `i`.
       * @param i The index of the node to get the parent of.
       * @returns The index of the parent node.
       * @private
       */
      _parent(i) {
        return (i + 1 >>> 1) - 1;
      }
      /**
       * Compute the index for the left child of the node at index `i`.
       * @param i The index of the node to get the left child of.
       * @returns The index of the left child.
       * @private
       */
      _left(i) {
        return (i << 1) + 1;
      }
      /**
       * Compute the index for the right child of the node at index `i`.
       * @param i The index of the node to get the right child of.
       * @returns The index of the right child.
       * @private
       */
      _right(i) {
        return i + 1 << 1;
      }
      /**
       * Check if the element at index `i` is greater than the element at index `j`.
       * @param i The index of the first element to compare.
       * @param j The index of the second element to compare.
       * @returns `true` if the element at index `i` is greater than the element at index `j`, `false` otherwise.
       * @private
       */
      _greater(i, j) {
        return this._comparator(this._heap[i], this._heap[j]);
      }
      /**
       * Swap the elements at indices `i` and `j`.
       * @param i The index of the first element to swap.
       * @param j The index of the second element to swap.
       * @private
       */
      _swap(i, j) {
        const temp = this._heap[i];
        this._heap[i] = this._heap[j];
        this._heap[j] = temp;
      }
      /**
       * Maintain the heap property by updating positions in the heap,
       * starting at the last element and moving up the heap.
       * @private
       */
      _sift_up() {
        this._sift_up_from(this.size - 1);
      }
      /**
       * Helper function to sift up from a given node.
       * @param node The index of the node to start sifting up from.
       */
      _sift_up_from(node) {
        while (node > 0 && this._greater(node, this._parent(node))) {
          this._swap(node, this._parent(node));
          node = this._parent(node);
        }
      }
      /**
       * Maintain the heap property by updating positions in the heap,
       * starting at the first element and moving down the heap.
       * @private
       */
      _sift_down() {
        let node = 0;
        while (this._left(node) < this.size && this._greater(this._left(node), node) || this._right(node) < this.size && this._greater(this._right(node), node)) {
          const max_child = this._right(node) < this.size && this._greater(this._right(node), this._left(node)) ? this._right(node) : this._left(node);
          this._swap(node, max_child);
          node = max_child;
        }
      }
      /**
       * Get the index of the smallest element in the heap. Since we use an array-based heap,
       * the index can be computed without needing to traverse the heap.
       * @private
       */
      _smallest() {
        return 2 ** Math.floor(Math.log2(this.size)) - 1;
      }
    };
    var PriorityQueue_default = PriorityQueue;
    var LRUCache = class {
      /**
       * Creates an LRUCache instance.
       * @param capacity The maximum number of items the cache can hold.
       */
      constructor(capacity) {
        this.capacity = capacity;
        this.cache = /* @__PURE__ */ new Map();
      }
      /**
       * Retrieves the value associated with the given key and marks the key as recently used.
       * @param key The key to retrieve.
       * @returns The value associated with the key, or undefined if the key does not exist.
       */
      get(key) {
        if (!this.cache.has(key)) return void 0;
        const value = this.cache.get(key);
        this.cache.delete(key);
        this.cache.set(key, value);
        return value;
      }
      /**
       * Inserts or updates the key-value pair in the cache.
       * If the key already exists, it is updated and marked as recently used.
       * If the cache exceeds its capacity, the least recently used item is evicted.
       * @param key The key to add or update.
       * @param value The value to associate with the key.
       */
      put(key, value) {
        if (this.cache.has(key)) {
          this.cache.delete(key);
        }
        this.cache.set(key, value);
        if (this.cache.size > this.capacity) {
          this.cache.delete(this.cache.keys().next().value);
        }
      }
      /**
       * Clears the cache.
       */
      clear() {
        this.cache.clear();
      }
    };
    var LRUCache_default = LRUCache;
    var BPE = class extends TokenizerModel_default {
      /**
       * Create a BPE instance.
       * @param config The configuration object for BPE.
       */
      constructor(config) {
        super(config);
        this.tokens_to_ids = object_to_map(config.vocab);
        this.unk_token_id = this.tokens_to_ids.get(config.unk_token);
        this.unk_token = config.unk_token;
        this.vocab = new Array(this.tokens_to_ids.size);
        for (const [key, value] of this.tokens_to_ids) {
          this.vocab[value] = key;
        }
        const use_new_merge_format = Array.isArray(config.merges[0]);
        this.merges = use_new_merge_format ? config.merges : config.merges.map(
          (x) => x.split(" ", 2)
        );
        this.bpe_ranks = new Map(this.merges.map((x, i) => [JSON.stringify(x), i]));
        this.end_of_word_suffix = config.end_of_word_suffix;
        this.continuing_subword_suffix = config.continuing_subword_suffix ?? null;
        this.byte_fallback = this.config.byte_fallback ?? false;
        if (this.byte_fallback) {
          this.text_encoder = new TextEncoder();
        }
        this.ignore_merges = this.config.ignore_merges ?? false;
        this.max_length_to_cache = 256;
        this.cache_capacity = 1e4;
        this.cache = new LRUCache_default(this.cache_capacity);
      }
      /**
       * Clears the cache.
       */
      clear_cache() {
        this.cache.clear();
      }
      /**
       * Apply Byte-Pair-Encoding (BPE) to a given token. Efficient heap-based priority
       * queue implementation adapted from https://github.com/belladoreai/llama-tokenizer-js.
       * @param token The token to encode.
       * @returns The BPE encoded tokens.
       */
      bpe(token) {
        if (token.length === 0) {
          return [];
        }
        const cached = this.cache.get(token);
        if (cached !== void 0) {
          return cached;
        }
        const word = Array.from(token);
        if (this.end_of_word_suffix) {
          word[word.length - 1] += this.end_of_word_suffix;
        }
        let result = [];
        if (word.length > 1) {
          const queue = new PriorityQueue_default((a, b) => a.score < b.score);
          let starting_node = {
            token: word[0],
            bias: 0,
            prev: null,
            next: null
          };
          let previous_node = starting_node;
          for (let i = 1; i < word.length; ++i) {
            const current_node = {
              bias: i / word.length,
              // Add fractional component to break ties
              token: word[i],
              prev: previous_node,
              next: null
            };
            previous_node.next = current_node;
            this.add_node(queue, previous_node);
            previous_node = current_node;
          }
          while (!queue.is_empty()) {
            const node = queue.pop();
            if (node.deleted || !node.next || node.next.deleted) continue;
            node.deleted = true;
            node.next.deleted = true;
            if (node.prev) {
              const new_previous_node = { ...node.prev };
              node.prev.deleted = true;
              node.prev = new_previous_node;
              if (new_previous_node.prev) {
                new_previous_node.prev.next = new_previous_node;
              } else {
                starting_node = new_previous_node;
              }
            }
            const merged = {
              token: node.token + node.next.token,
              bias: node.bias,
              prev: node.prev,
              next: node.next.next
            };
            if (merged.prev) {
              merged.prev.next = merged;
              this.add_node(queue, merged.prev);
            } else {
              starting_node = merged;
            }
            if (merged.next) {
              merged.next.prev = merged;
              this.add_node(queue, merged);
            }
          }
          for (let current_node = starting_node; current_node !== null; current_node = current_node.next) {
            result.push(current_node.token);
          }
        } else {
          result = word;
        }
        if (this.continuing_subword_suffix) {
          for (let i = 0; i < result.length - 1; ++i) {
            result[i] += this.continuing_subword_suffix;
          }
        }
        if (token.length < this.max_length_to_cache) {
          this.cache.put(token, result);
        }
        return result;
      }
      /**
       * Helper function to add a node to the priority queue.
       * @param queue
       * @param node
       */
      add_node(queue, node) {
        const rank = this.bpe_ranks.get(
          JSON.stringify([node.token, node.next.token])
        );
        if (rank !== void 0) {
          node.score = rank + node.bias;
          queue.push(node);
        }
      }
      /**
       * Encodes the input sequence of tokens using the BPE algorithm and returns the resulting subword tokens.
       * @param tokens The input sequence of tokens to encode.
       * @returns The resulting subword tokens after applying the BPE algorithm to the input sequence of tokens.
       */
      encode(tokens) {
        const output_tokens = [];
        for (const token of tokens) {
          if (this.ignore_merges && this.tokens_to_ids.has(token)) {
            output_tokens.push(token);
            continue;
          }
          const bpe_token_list = this.bpe(token);
          for (const t of bpe_token_list) {
            if (this.tokens_to_ids.has(t)) {
              output_tokens.push(t);
            } else if (this.byte_fallback) {
              const byte_tokens = Array.from(this.text_encoder.encode(t)).map(
                (x) => `<0x${x.toString(16).toUpperCase().padStart(2, "0")}>`
              );
              if (byte_tokens.every((x) => this.tokens_to_ids.has(x))) {
                output_tokens.push(...byte_tokens);
              } else if (this.unk_token != null) {
                output_tokens.push(this.unk_token);
              }
            } else if (this.unk_token != null) {
              output_tokens.push(this.unk_token);
            }
          }
        }
        return output_tokens;
      }
    };
    var BPE_default = BPE;
    var Legacy = class extends TokenizerModel_default {
      /**
       * Create a Legacy tokenizer model instance.
       * @param config The configuration object for Legacy tokenizer model.
       * @param more_config Additional configuration object for the Legacy tokenizer model.
       */
      constructor(config, more_config) {
        super(config);
        const vocab = config.vocab;
        this.tokens_to_ids = object_to_map(
          more_config.target_lang ? vocab[more_config.target_lang] : vocab
        );
        this.bos_token = more_config.bos_token;
        this.bos_token_id = this.tokens_to_ids.get(this.bos_token);
        this.eos_token = more_config.eos_token;
        this.eos_token_id = this.tokens_to_ids.get(this.eos_token);
        this.pad_token = more_config.pad_token;
        this.pad_token_id = this.tokens_to_ids.get(this.pad_token);
        this.unk_token = more_config.unk_token;
        this.unk_token_id = this.tokens_to_ids.get(this.unk_token);
        this.vocab = new Array(this.tokens_to_ids.size);
        for (const [key, value] of this.tokens_to_ids) {
          this.vocab[value] = key;
        }
      }
      encode(tokens) {
        return tokens;
      }
    };
    var Legacy_default = Legacy;
    function create_tokenizer_model(model_config, config) {
      switch (model_config.type) {
        case "WordPiece":
          return new WordPiece_default(model_config);
        case "Unigram":
          return new Unigram_default(model_config, config.eos_token);
        case "BPE":
          return new BPE_default(model_config);
        default:
          if (model_config.vocab) {
            if (Array.isArray(model_config.vocab)) {
              return new Unigram_default(model_config, config.eos_token);
            } else if (Object.hasOwn(model_config, "continuing_subword_prefix") && Object.hasOwn(model_config, "unk_token")) {
              if (Object.hasOwn(model_config, "merges")) {
                return new BPE_default(model_config);
              } else {
                return new WordPiece_default(model_config);
              }
            } else {
              return new Legacy_default(model_config, {
                target_lang: config.target_lang,
                bos_token: config.bos_token,
                eos_token: config.eos_token,
                pad_token: config.pad_token,
                unk_token: config.unk_token
              });
            }
          }
          throw new Error(
            `Unknown TokenizerModel type: ${model_config?.type}`
          );
      }
    }
    var create_tokenizer_model_default = create_tokenizer_model;
    var PostProcessor = class extends Callable_default {
      /**
       * @param config The configuration for the post-processor.
       */
      constructor(config) {
        super();
        this.config = config;
      }
      /**
       * Alias for {@link PostProcessor#post_process}.
       * @param tokens The text or array of texts to post-process.
       * @param args Additional arguments required by the post-processing logic.
       * @returns The post-processed tokens.
       */
      _call(tokens, ...args) {
        return this.post_process(tokens, ...args);
      }
    };
    var PostProcessor_default = PostProcessor;
    var TemplateProcessing = class extends PostProcessor_default {
      /**
       * Replaces special tokens in the template with actual tokens.
       * @param tokens The list of tokens for the first sequence.
       * @param tokens_pair The list of tokens for the second sequence (optional).
       * @param add_special_tokens Whether to add the special tokens to the beginning and end of the input.
       * @returns An object containing the list of tokens with the special tokens replaced with actual tokens.
       */
      post_process(tokens, tokens_pair = null, add_special_tokens = true) {
        const type = tokens_pair === null ? this.config.single : this.config.pair;
        let processed_tokens = [];
        let types = [];
        for (const item of type) {
          if ("SpecialToken" in item) {
            if (add_special_tokens) {
              processed_tokens.push(item.SpecialToken.id);
              types.push(item.SpecialToken.type_id);
            }
          } else if ("Sequence" in item) {
            if (item.Sequence.id === "A") {
              processed_tokens = merge_arrays(processed_tokens, tokens);
              types = merge_arrays(
                types,
                new Array(tokens.length).fill(item.Sequence.type_id)
              );
            } else if (item.Sequence.id === "B") {
              processed_tokens = merge_arrays(processed_tokens, tokens_pair);
              types = merge_arrays(
                types,
                new Array(tokens_pair.length).fill(item.Sequence.type_id)
              );
            }
          }
        }
        return { tokens: processed_tokens, token_type_ids: types };
      }
    };
    var TemplateProcessing_default = TemplateProcessing;
    var ByteLevel2 = class extends PostProcessor_default {
      /**
       * Post process the given tokens.
       * @param tokens The list of tokens for the first sequence.
       * @param tokens_pair The list of tokens for the second sequence (optional).
       * @returns An object containing the post-processed tokens.
       */
      post_process(tokens, tokens_pair = null) {
        return { tokens, tokens_pair };
      }
    };
    var ByteLevel_default2 = ByteLevel2;
    var BertProcessing = class extends PostProcessor_default {
      /**
       * @param config The configuration for the post-processor.
       * @param config.cls The special tokens to add to the beginning of the input.
       * @param config.sep The special tokens to add to the end of the input.
       */
      constructor(config) {
        super(config);
        this.sep = config.sep;
        this.cls = config.cls;
      }
      /**
       * Adds the special tokens to the beginning and end of the input.
       * @param tokens The input tokens.
       * @param tokens_pair An optional second set of input tokens.
       * @param add_special_tokens Whether to add the special tokens to the beginning and end of the input.
       * @returns The post-processed tokens with the special tokens added to the beginning and end.
       */
      post_process(tokens, tokens_pair = null, add_special_tokens = true) {
        if (add_special_tokens) {
          tokens = merge_arrays([this.cls[0]], tokens, [this.sep[0]]);
        }
        let token_type_ids = new Array(tokens.length).fill(0);
        if (tokens_pair) {
          const middle = [];
          const after = add_special_tokens ? [this.sep[0]] : [];
          tokens = merge_arrays(tokens, middle, tokens_pair, after);
          token_type_ids = merge_arrays(
            token_type_ids,
            new Array(tokens_pair.length + middle.length + after.length).fill(1)
          );
        }
        return { tokens, token_type_ids };
      }
    };
    var BertProcessing_default = BertProcessing;
    var RobertaProcessing = class extends PostProcessor_default {
      /**
       * @param config The configuration for the post-processor.
       * @param config.cls The special tokens to add to the beginning of the input.
       * @param config.sep The special tokens to add to the end of the input.
       */
      constructor(config) {
        super(config);
        this.sep = config.sep;
        this.cls = config.cls;
      }
      /**
       * Adds the special tokens to the beginning and end of the input.
       * @param tokens The input tokens.
       * @param tokens_pair An optional second set of input tokens.
       * @param add_special_tokens Whether to add the special tokens to the beginning and end of the input.
       * @returns The post-processed tokens with the special tokens added to the beginning and end.
       */
      post_process(tokens, tokens_pair, add_special_tokens = true) {
        if (add_special_tokens) {
          tokens = merge_arrays([this.cls[0]], tokens, [this.sep[0]]);
        }
        let token_type_ids = new Array(tokens.length).fill(0);
        if (tokens_pair) {
          const middle = add_special_tokens ? [this.sep[0]] : [];
          const after = add_special_tokens ? [this.sep[0]] : [];
          tokens = merge_arrays(tokens, middle, tokens_pair, after);
          token_type_ids = merge_arrays(
            token_type_ids,
            new Array(tokens_pair.length + middle.length + after.length).fill(1)
          );
        }
        return { tokens, token_type_ids };
      }
    };
    var RobertaProcessing_default = RobertaProcessing;
    var Sequence3 = class extends PostProcessor_default {
      /**
       * Creates a new instance of Sequence post-processor.
       * @param config The configuration object.
       */
      constructor(config) {
        super(config);
        this.processors = (config.processors ?? []).map((x) => create_post_processor_default(x));
      }
      /**
       * Post process the given tokens.
       * @param tokens The list of tokens for the first sequence.
       * @param tokens_pair The list of tokens for the second sequence (optional).
       * @param add_special_tokens Whether to add the special tokens to the beginning and end of the input.
       * @returns An object containing the post-processed tokens.
       */
      post_process(tokens, tokens_pair = null, add_special_tokens = true) {
        let processed_tokens = { tokens, tokens_pair };
        for (const processor of this.processors) {
          processed_tokens = processor.post_process(
            processed_tokens.tokens,
            processed_tokens.tokens_pair,
            add_special_tokens
          );
        }
        return processed_tokens;
      }
    };
    var Sequence_default3 = Sequence3;
    function create_post_processor(config) {
      if (config === null) return null;
      switch (config.type) {
        case "TemplateProcessing":
          return new TemplateProcessing_default(config);
        case "ByteLevel":
          return new ByteLevel_default2(config);
        case "BertProcessing":
          return new BertProcessing_default(config);
        case "RobertaProcessing":
          return new RobertaProcessing_default(config);
        case "Sequence":
          return new Sequence_default3(config);
        default:
          throw new Error(`Unknown PostProcessor type: ${config.type}`);
      }
    }
    var create_post_processor_default = create_post_processor;
    var Decoder = class extends Callable_default {
      /**
       * Creates an instance of `Decoder`.
       * @param config The configuration object.
       **/
      constructor(config) {
        super();
        this.config = config;
        this.added_tokens = [];
        this.end_of_word_suffix = null;
        this.trim_offsets = "trim_offsets" in config ? config.trim_offsets : false;
      }
      /**
       * Calls the `decode` method.
       *
       * @param tokens The list of tokens.
       * @returns The decoded string.
       */
      _call(tokens) {
        return this.decode(tokens);
      }
      /**
       * Decodes a list of tokens.
       * @param tokens The list of tokens.
       * @returns The decoded string.
       */
      decode(tokens) {
        return this.decode_chain(tokens).join("");
      }
    };
    var Decoder_default = Decoder;
    var ByteLevel3 = class extends Decoder_default {
      /**
       * Create a `ByteLevelDecoder` object.
       */
      constructor(config) {
        super(config);
        this.byte_decoder = UNICODE_TO_BYTES;
        this.text_decoder = new TextDecoder("utf-8", {
          fatal: false,
          // eslint-disable-next-line @typescript-eslint/naming-convention
          ignoreBOM: true
        });
        this.end_of_word_suffix = null;
      }
      /**
       * Convert an array of tokens to string by decoding each byte.
       * @param tokens Array of tokens to be decoded.
       * @returns The decoded string.
       */
      convert_tokens_to_string(tokens) {
        const text = tokens.join("");
        const byte_array = new Uint8Array(
          [...text].map((c) => this.byte_decoder[c])
        );
        return this.text_decoder.decode(byte_array);
      }
      decode_chain(tokens) {
        const sub_texts = [];
        let current_sub_text = [];
        for (const token of tokens) {
          if (this.added_tokens.find((x) => x.content === token) !== void 0) {
            if (current_sub_text.length > 0) {
              sub_texts.push(this.convert_tokens_to_string(current_sub_text));
              current_sub_text = [];
            }
            sub_texts.push(token);
          } else {
            current_sub_text.push(token);
          }
        }
        if (current_sub_text.length > 0) {
          sub_texts.push(this.convert_tokens_to_string(current_sub_text));
        }
        return sub_texts;
      }
    };
    var ByteLevel_default3 = ByteLevel3;
    var WordPiece = class extends Decoder_default {
      /**
       * Creates a new instance of WordPieceDecoder.
       * @param config The configuration object.
       */
      constructor(config) {
        super(config);
        this.cleanup = config.cleanup;
      }
      decode_chain(tokens) {
        return tokens.map((token, i) => {
          if (i !== 0) {
            const prefix = this.config.prefix;
            if (prefix && token.startsWith(prefix)) {
              token = token.replace(prefix, "");
            } else {
              token = " " + token;
            }
          }
          if (this.cleanup) {
            token = clean_up_tokenization(token);
          }
          return token;
        });
      }
    };
    var WordPiece_default2 = WordPiece;
    var Metaspace2 = class extends Decoder_default {
      /**
       * Constructs a new MetaspaceDecoder object.
       * @param config The configuration object for the MetaspaceDecoder.
       */
      constructor(config) {
        super(config);
        this.replacement = config.replacement ?? "\u2581";
      }
      decode_chain(tokens) {
        const result = [];
        for (let i = 0; i < tokens.length; ++i) {
          let normalized = tokens[i].replaceAll(this.replacement, " ");
          if (i == 0 && normalized.startsWith(" ")) {
            normalized = normalized.substring(1);
          }
          result.push(normalized);
        }
        return result;
      }
    };
    var Metaspace_default2 = Metaspace2;
    var BPE2 = class extends Decoder_default {
      constructor(config) {
        super(config);
        this.suffix = config.suffix ?? "";
      }
      decode_chain(tokens) {
        return tokens.map((token, i) => {
          return token.replaceAll(this.suffix, i === tokens.length - 1 ? "" : " ");
        });
      }
    };
    var BPE_default2 = BPE2;
    var CTC = class extends Decoder_default {
      constructor(config) {
        super(config);
        this.pad_token = config.pad_token ?? "";
        this.word_delimiter_token = config.word_delimiter_token ?? "";
        this.cleanup = config.cleanup;
      }
      /**
       * Converts a connectionist-temporal-classification (CTC) output tokens into a single string.
       * @param tokens Array of tokens to be decoded.
       * @returns The decoded string.
       */
      convert_tokens_to_string(tokens) {
        if (tokens.length === 0) return "";
        const grouped_tokens = [tokens[0]];
        for (let i = 1; i < tokens.length; ++i) {
          if (tokens[i] !== grouped_tokens.at(-1)) {
            grouped_tokens.push(tokens[i]);
          }
        }
        const filtered_tokens = grouped_tokens.filter(
          (token) => token !== this.pad_token
        );
        let text = filtered_tokens.join("");
        if (this.cleanup) {
          text = clean_up_tokenization(text).replaceAll(this.word_delimiter_token, " ").trim();
        }
        return text;
      }
      decode_chain(tokens) {
        return [this.convert_tokens_to_string(tokens)];
      }
    };
    var CTC_default = CTC;
    var Sequence4 = class extends Decoder_default {
      /**
       * Creates a new instance of DecoderSequence.
       * @param config The configuration object.
       */
      constructor(config) {
        super(config);
        this.decoders = (config.decoders ?? []).map((x) => create_decoder_default(x));
      }
      decode_chain(tokens) {
        return this.decoders.reduce((toks, decoder) => {
          return decoder.decode_chain(toks);
        }, tokens);
      }
    };
    var Sequence_default4 = Sequence4;
    var Replace3 = class extends Decoder_default {
      /**
       * @param config The configuration object for the decoder.
       */
      constructor(config) {
        super(config);
        this.pattern = create_pattern(this.config.pattern);
      }
      decode_chain(tokens) {
        const content = this.config.content ?? "";
        const pattern = this.pattern;
        return pattern === null ? tokens : tokens.map((token) => token.replaceAll(pattern, content));
      }
    };
    var Replace_default3 = Replace3;
    var Fuse = class extends Decoder_default {
      decode_chain(tokens) {
        return [tokens.join("")];
      }
    };
    var Fuse_default = Fuse;
    var Strip2 = class extends Decoder_default {
      constructor(config) {
        super(config);
        this.content = config.content ?? "";
        this.start = config.start ?? 0;
        this.stop = config.stop ?? 0;
      }
      decode_chain(tokens) {
        return tokens.map((token) => {
          let start_cut = 0;
          for (let i = 0; i < this.start; ++i) {
            if (token[i] === this.content) {
              start_cut = i + 1;
              continue;
            } else {
              break;
            }
          }
          let stop_cut = token.length;
          for (let i = 0; i < this.stop; ++i) {
            const index = token.length - i - 1;
            if (token[index] === this.content) {
              stop_cut = index;
              continue;
            } else {
              break;
            }
          }
          return token.slice(start_cut, stop_cut);
        });
      }
    };
    var Strip_default2 = Strip2;
    var ByteFallback = class extends Decoder_default {
      constructor(config) {
        super(config);
        this.text_decoder = new TextDecoder();
      }
      decode_chain(tokens) {
        const new_tokens = [];
        let previous_byte_tokens = [];
        for (const token of tokens) {
          let bytes = null;
          if (token.length === 6 && token.startsWith("<0x") && token.endsWith(">")) {
            const byte = parseInt(token.slice(3, 5), 16);
            if (!isNaN(byte)) {
              bytes = byte;
            }
          }
          if (bytes !== null) {
            previous_byte_tokens.push(bytes);
          } else {
            if (previous_byte_tokens.length > 0) {
              const string = this.text_decoder.decode(
                Uint8Array.from(previous_byte_tokens)
              );
              new_tokens.push(string);
              previous_byte_tokens = [];
            }
            new_tokens.push(token);
          }
        }
        if (previous_byte_tokens.length > 0) {
          const string = this.text_decoder.decode(
            Uint8Array.from(previous_byte_tokens)
          );
          new_tokens.push(string);
          previous_byte_tokens = [];
        }
        return new_tokens;
      }
    };
    var ByteFallback_default = ByteFallback;
    function create_decoder(config) {
      if (config === null) return null;
      switch (config.type) {
        case "ByteLevel":
          return new ByteLevel_default3(config);
        case "WordPiece":
          return new WordPiece_default2(config);
        case "Metaspace":
          return new Metaspace_default2(config);
        case "BPEDecoder":
          return new BPE_default2(config);
        case "CTC":
          return new CTC_default(config);
        case "Sequence":
          return new Sequence_default4(config);
        case "Replace":
          return new Replace_default3(config);
        case "Fuse":
          return new Fuse_default(config);
        case "Strip":
          return new Strip_default2(config);
        case "ByteFallback":
          return new ByteFallback_default(config);
        default:
          throw new Error(`Unknown Decoder type: ${config.type}`);
      }
    }
    var create_decoder_default = create_decoder;
    var Tokenizer = class {
      constructor(tokenizer, config) {
        const tokenizer_error = validate_object(tokenizer, "Tokenizer", [
          "model",
          "decoder",
          "post_processor",
          "pre_tokenizer",
          "normalizer"
        ]);
        if (tokenizer_error) {
          throw new Error(tokenizer_error);
        }
        const config_error = validate_object(config, "Config");
        if (config_error) {
          throw new Error(config_error);
        }
        this.tokenizer = tokenizer;
        this.config = config;
        this.normalizer = create_normalizer_default(this.tokenizer.normalizer);
        this.pre_tokenizer = create_pre_tokenizer_default(this.tokenizer.pre_tokenizer);
        this.model = create_tokenizer_model_default(this.tokenizer.model, this.config);
        this.post_processor = create_post_processor_default(this.tokenizer.post_processor);
        this.decoder = create_decoder_default(this.tokenizer.decoder);
        this.special_tokens = [];
        this.all_special_ids = [];
        this.added_tokens = [];
        const unnormalized_contents = [];
        const normalized_contents = [];
        this.added_tokens_map = /* @__PURE__ */ new Map();
        for (const added_token of this.tokenizer.added_tokens) {
          const token = new AddedToken_default(added_token);
          this.added_tokens.push(token);
          this.model.tokens_to_ids.set(token.content, token.id);
          this.model.vocab[token.id] = token.content;
          if (token.special) {
            this.special_tokens.push(token.content);
            this.all_special_ids.push(token.id);
          }
          this.added_tokens_map.set(token.content, token);
          if (token.normalized && this.normalizer !== null) {
            const normalized_content = this.normalizer(token.content);
            normalized_contents.push(normalized_content);
            this.added_tokens_map.set(normalized_content, token);
          } else {
            unnormalized_contents.push(token.content);
          }
        }
        (this.config.additional_special_tokens ?? []).forEach((token) => {
          if (!this.special_tokens.includes(token)) this.special_tokens.push(token);
        });
        if (this.decoder) {
          this.decoder.added_tokens = this.added_tokens;
          this.decoder.end_of_word_suffix = this.model.end_of_word_suffix;
        }
        this.splitter_unnormalized = new DictionarySplitter_default(unnormalized_contents);
        this.splitter_normalized = new DictionarySplitter_default(normalized_contents);
        this.remove_space = this.config.remove_space;
        this.clean_up_tokenization_spaces = this.config.clean_up_tokenization_spaces ?? true;
        this.do_lowercase_and_remove_accent = this.config.do_lowercase_and_remove_accent ?? false;
      }
      // Implementation
      encode(text, {
        text_pair = null,
        add_special_tokens = true,
        return_token_type_ids = null
      } = {}) {
        const { tokens, token_type_ids } = this.tokenize_helper(text, {
          text_pair,
          add_special_tokens
        });
        const input_ids = tokens.map(
          (t) => this.added_tokens_map.get(t)?.id ?? this.model.tokens_to_ids.get(t) ?? this.model.unk_token_id
        );
        const result = {
          ids: input_ids,
          tokens,
          attention_mask: new Array(input_ids.length).fill(1)
        };
        if (return_token_type_ids && token_type_ids) {
          result.token_type_ids = token_type_ids;
        }
        return result;
      }
      decode(token_ids, options = {}) {
        if (!Array.isArray(token_ids) || token_ids.length === 0 || !is_integral_number(token_ids[0])) {
          throw Error("token_ids must be a non-empty array of integers.");
        }
        let tokens = token_ids.map(
          (i) => this.model.vocab[Number(i)] ?? this.model.unk_token
        );
        if (options.skip_special_tokens) {
          tokens = tokens.filter((x) => !this.special_tokens.includes(x));
        }
        let decoded = this.decoder ? this.decoder(tokens) : tokens.join(" ");
        if (this.decoder && this.decoder.end_of_word_suffix) {
          decoded = decoded.replaceAll(this.decoder.end_of_word_suffix, " ");
          if (options.skip_special_tokens) {
            decoded = decoded.trim();
          }
        }
        if (options.clean_up_tokenization_spaces ?? this.clean_up_tokenization_spaces) {
          decoded = clean_up_tokenization(decoded);
        }
        return decoded;
      }
      /**
       * Converts a string into a sequence of tokens.
       * @param text The sequence to be encoded.
       * @param options An optional object containing the following properties:
       * @returns The list of tokens.
       */
      tokenize(text, { text_pair = null, add_special_tokens = false } = {}) {
        return this.tokenize_helper(text, { text_pair, add_special_tokens }).tokens;
      }
      encode_text(text) {
        if (text === null) {
          return null;
        }
        const sections = this.splitter_unnormalized.split(text);
        sections.forEach((section, i) => {
          const added_token = this.added_tokens_map.get(section);
          if (added_token) {
            if (added_token.lstrip && i > 0) {
              sections[i - 1] = sections[i - 1].trimEnd();
            }
            if (added_token.rstrip && i < sections.length - 1) {
              sections[i + 1] = sections[i + 1].trimStart();
            }
          }
        });
        return sections.flatMap((processed_text, section_index) => {
          if (processed_text.length === 0) {
            return [];
          }
          if (this.added_tokens_map.has(processed_text)) {
            return [processed_text];
          }
          if (this.remove_space === true) {
            processed_text = processed_text.trim().split(/\s+/).join(" ");
          }
          if (this.do_lowercase_and_remove_accent) {
            processed_text = lowercase_and_remove_accents(processed_text);
          }
          if (this.normalizer !== null) {
            processed_text = this.normalizer(processed_text);
          }
          if (processed_text.length === 0) {
            return [];
          }
          const subsections = this.splitter_normalized.split(processed_text);
          subsections.forEach((subsection, j) => {
            const added_token = this.added_tokens_map.get(subsection);
            if (added_token) {
              if (added_token.lstrip && j > 0) {
                subsections[j - 1] = subsections[j - 1].trimEnd();
              }
              if (added_token.rstrip && j < subsections.length - 1) {
                subsections[j + 1] = subsections[j + 1].trimStart();
              }
            }
          });
          return subsections.flatMap((subsection) => {
            if (subsection.length === 0) {
              return [];
            }
            if (this.added_tokens_map.has(subsection)) {
              return [subsection];
            }
            const section_tokens = this.pre_tokenizer !== null ? this.pre_tokenizer(subsection, {
              section_index
            }) : [subsection];
            return this.model(section_tokens);
          });
        });
      }
      tokenize_helper(text, { text_pair = null, add_special_tokens = true }) {
        const tokens1 = this.encode_text(text);
        const tokens2 = this.encode_text(text_pair || null);
        return this.post_processor ? this.post_processor(tokens1, tokens2, add_special_tokens) : { tokens: merge_arrays(tokens1 ?? [], tokens2 ?? []) };
      }
      /**
       * Converts a token string to its corresponding token ID.
       * @param token The token string to convert.
       * @returns The token ID, or undefined if the token is not in the vocabulary.
       */
      token_to_id(token) {
        return this.model.tokens_to_ids.get(token);
      }
      /**
       * Converts a token ID to its corresponding token string.
       * @param id The token ID to convert.
       * @returns The token string, or undefined if the ID is not in the vocabulary.
       */
      id_to_token(id) {
        return this.model.vocab[id];
      }
      /**
       * Returns a mapping of token IDs to AddedToken objects for all added tokens.
       * @returns A Map where keys are token IDs and values are AddedToken objects.
       */
      get_added_tokens_decoder() {
        const decoder = /* @__PURE__ */ new Map();
        for (const token of this.added_tokens) {
          decoder.set(token.id, token);
        }
        return decoder;
      }
      /**
       * Get the underlying vocabulary
       * @param with_added_tokens Whether to include the added tokens
       * @returns The vocabulary
       */
      get_vocab(with_added_tokens = true) {
        const vocab = /* @__PURE__ */ new Map();
        for (let i = 0; i < this.model.vocab.length; ++i) {
          const token = this.model.vocab[i];
          if (with_added_tokens || !this.added_tokens_map.has(token)) {
            vocab.set(token, i);
          }
        }
        return vocab;
      }
    };
    var Tokenizer_default = Tokenizer;
  }
});

// node_modules/onnxruntime-common/dist/cjs/backend-impl.js
var require_backend_impl = __commonJS({
  "node_modules/onnxruntime-common/dist/cjs/backend-impl.js"(exports2) {
    "use strict";
    Object.defineProperty(exports2, "__esModule", { value: true });
    exports2.resolveBackendAndExecutionProviders = exports2.registerBackend = void 0;
    var backends = /* @__PURE__ */ new Map();
    var backendsSortedByPriority = [];
    var registerBackend = (name, backend, priority) => {
      if (backend && typeof backend.init === "function" && typeof backend.createInferenceSessionHandler === "function") {
        const currentBackend = backends.get(name);
        if (currentBackend === void 0) {
          backends.set(name, { backend, priority });
        } else if (currentBackend.priority > priority) {
          return;
        } else if (currentBackend.priority === priority) {
          if (currentBackend.backend !== backend) {
            throw new Error(`cannot register backend "${name}" using priority ${priority}`);
          }
        }
        if (priority >= 0) {
          const i = backendsSortedByPriority.indexOf(name);
          if (i !== -1) {
            backendsSortedByPriority.splice(i, 1);
          }
          for (let i2 = 0; i2 < backendsSortedByPriority.length; i2++) {
            if (backends.get(backendsSortedByPriority[i2]).priority <= priority) {
              backendsSortedByPriority.splice(i2, 0, name);
              return;
            }
          }
          backendsSortedByPriority.push(name);
        }
        return;
      }
      throw new TypeError("not a valid backend");
    };
    exports2.registerBackend = registerBackend;
    var tryResolveAndInitializeBackend = async (backendName) => {
      const backendInfo = backends.get(backendName);
      if (!backendInfo) {
        return "backend not found.";
      }
      if (backendInfo.initialized) {
        return backendInfo.backend;
      } else if (backendInfo.aborted) {
        return backendInfo.error;
      } else {
        const isInitializing = !!backendInfo.initPromise;
        try {
          if (!isInitializing) {
            backendInfo.initPromise = backendInfo.backend.init(backendName);
          }
          await backendInfo.initPromise;
          backendInfo.initialized = true;
          return backendInfo.backend;
        } catch (e) {
          if (!isInitializing) {
            backendInfo.error = `${e}`;
            backendInfo.aborted = true;
          }
          return backendInfo.error;
        } finally {
          delete backendInfo.initPromise;
        }
      }
    };
    var resolveBackendAndExecutionProviders = async (options) => {
      const eps = options.executionProviders || [];
      const backendHints = eps.map((i) => typeof i === "string" ? i : i.name);
      const backendNames = backendHints.length === 0 ? backendsSortedByPriority : backendHints;
      let backend;
      const errors = [];
      const availableBackendNames = /* @__PURE__ */ new Set();
      for (const backendName of backendNames) {
        const resolveResult = await tryResolveAndInitializeBackend(backendName);
        if (typeof resolveResult === "string") {
          errors.push({ name: backendName, err: resolveResult });
        } else {
          if (!backend) {
            backend = resolveResult;
          }
          if (backend === resolveResult) {
            availableBackendNames.add(backendName);
          }
        }
      }
      if (!backend) {
        throw new Error(`no available backend found. ERR: ${errors.map((e) => `[${e.name}] ${e.err}`).join(", ")}`);
      }
      for (const { name, err } of errors) {
        if (backendHints.includes(name)) {
          console.warn(`removing requested execution provider "${name}" from session options because it is not available: ${err}`);
        }
      }
      const filteredEps = eps.filter((i) => availableBackendNames.has(typeof i === "string" ? i : i.name));
      return [
        backend,
        new Proxy(options, {
          get: (target, prop) => {
            if (prop === "executionProviders") {
              return filteredEps;
            }
            return Reflect.get(target, prop);
          }
        })
      ];
    };
    exports2.resolveBackendAndExecutionProviders = resolveBackendAndExecutionProviders;
  }
});

// node_modules/onnxruntime-common/dist/cjs/backend.js
var require_backend = __commonJS({
  "node_modules/onnxruntime-common/dist/cjs/backend.js"(exports2) {
    "use strict";
    Object.defineProperty(exports2, "__esModule", { value: true });
    exports2.registerBackend = void 0;
    var backend_impl_js_1 = require_backend_impl();
    Object.defineProperty(exports2, "registerBackend", { enumerable: true, get: function() {
      return backend_impl_js_1.registerBackend;
    } });
  }
});

// node_modules/onnxruntime-common/dist/cjs/version.js
var require_version2 = __commonJS({
  "node_modules/onnxruntime-common/dist/cjs/version.js"(exports2) {
    "use strict";
    Object.defineProperty(exports2, "__esModule", { value: true });
    exports2.version = void 0;
    exports2.version = "1.30.0";
  }
});

// node_modules/onnxruntime-common/dist/cjs/env-impl.js
var require_env_impl = __commonJS({
  "node_modules/onnxruntime-common/dist/cjs/env-impl.js"(exports2) {
    "use strict";
    Object.defineProperty(exports2, "__esModule", { value: true });
    exports2.env = void 0;
    var version_js_1 = require_version2();
    var logLevelValue = "warning";
    exports2.env = {
      wasm: {},
      webgl: {},
      webgpu: {},
      versions: { common: version_js_1.version },
      set logLevel(value) {
        if (value === void 0) {
          return;
        }
        if (typeof value !== "string" || ["verbose", "info", "warning", "error", "fatal"].indexOf(value) === -1) {
          throw new Error(`Unsupported logging level: ${value}`);
        }
        logLevelValue = value;
      },
      get logLevel() {
        return logLevelValue;
      }
    };
    Object.defineProperty(exports2.env, "logLevel", { enumerable: true });
  }
});

// node_modules/onnxruntime-common/dist/cjs/env.js
var require_env = __commonJS({
  "node_modules/onnxruntime-common/dist/cjs/env.js"(exports2) {
    "use strict";
    Object.defineProperty(exports2, "__esModule", { value: true });
    exports2.env = void 0;
    var env_impl_js_1 = require_env_impl();
    exports2.env = env_impl_js_1.env;
  }
});

// node_modules/onnxruntime-common/dist/cjs/tensor-conversion-impl.js
var require_tensor_conversion_impl = __commonJS({
  "node_modules/onnxruntime-common/dist/cjs/tensor-conversion-impl.js"(exports2) {
    "use strict";
    Object.defineProperty(exports2, "__esModule", { value: true });
    exports2.tensorToImageData = exports2.tensorToDataURL = void 0;
    var tensorToDataURL = (tensor, options) => {
      const canvas = typeof document !== "undefined" ? document.createElement("canvas") : new OffscreenCanvas(1, 1);
      canvas.width = tensor.dims[3];
      canvas.height = tensor.dims[2];
      const pixels2DContext = canvas.getContext("2d");
      if (pixels2DContext != null) {
        let width;
        let height;
        if (options?.tensorLayout !== void 0 && options.tensorLayout === "NHWC") {
          width = tensor.dims[2];
          height = tensor.dims[3];
        } else {
          width = tensor.dims[3];
          height = tensor.dims[2];
        }
        const inputformat = options?.format !== void 0 ? options.format : "RGB";
        const norm = options?.norm;
        let normMean;
        let normBias;
        if (norm === void 0 || norm.mean === void 0) {
          normMean = [255, 255, 255, 255];
        } else {
          if (typeof norm.mean === "number") {
            normMean = [norm.mean, norm.mean, norm.mean, norm.mean];
          } else {
            normMean = [norm.mean[0], norm.mean[1], norm.mean[2], 0];
            if (norm.mean[3] !== void 0) {
              normMean[3] = norm.mean[3];
            }
          }
        }
        if (norm === void 0 || norm.bias === void 0) {
          normBias = [0, 0, 0, 0];
        } else {
          if (typeof norm.bias === "number") {
            normBias = [norm.bias, norm.bias, norm.bias, norm.bias];
          } else {
            normBias = [norm.bias[0], norm.bias[1], norm.bias[2], 0];
            if (norm.bias[3] !== void 0) {
              normBias[3] = norm.bias[3];
            }
          }
        }
        const stride = height * width;
        let rTensorPointer = 0, gTensorPointer = stride, bTensorPointer = stride * 2, aTensorPointer = -1;
        if (inputformat === "RGBA") {
          rTensorPointer = 0;
          gTensorPointer = stride;
          bTensorPointer = stride * 2;
          aTensorPointer = stride * 3;
        } else if (inputformat === "RGB") {
          rTensorPointer = 0;
          gTensorPointer = stride;
          bTensorPointer = stride * 2;
        } else if (inputformat === "RBG") {
          rTensorPointer = 0;
          bTensorPointer = stride;
          gTensorPointer = stride * 2;
        }
        for (let i = 0; i < height; i++) {
          for (let j = 0; j < width; j++) {
            const R = (tensor.data[rTensorPointer++] - normBias[0]) * normMean[0];
            const G = (tensor.data[gTensorPointer++] - normBias[1]) * normMean[1];
            const B = (tensor.data[bTensorPointer++] - normBias[2]) * normMean[2];
            const A = aTensorPointer === -1 ? 255 : (tensor.data[aTensorPointer++] - normBias[3]) * normMean[3];
            pixels2DContext.fillStyle = "rgba(" + R + "," + G + "," + B + "," + A + ")";
            pixels2DContext.fillRect(j, i, 1, 1);
          }
        }
        if ("toDataURL" in canvas) {
          return canvas.toDataURL();
        } else {
          throw new Error("toDataURL is not supported");
        }
      } else {
        throw new Error("Can not access image data");
      }
    };
    exports2.tensorToDataURL = tensorToDataURL;
    var tensorToImageData = (tensor, options) => {
      const pixels2DContext = typeof document !== "undefined" ? document.createElement("canvas").getContext("2d") : new OffscreenCanvas(1, 1).getContext("2d");
      let image;
      if (pixels2DContext != null) {
        let width;
        let height;
        let channels;
        if (options?.tensorLayout !== void 0 && options.tensorLayout === "NHWC") {
          width = tensor.dims[2];
          height = tensor.dims[1];
          channels = tensor.dims[3];
        } else {
          width = tensor.dims[3];
          height = tensor.dims[2];
          channels = tensor.dims[1];
        }
        const inputformat = options !== void 0 ? options.format !== void 0 ? options.format : "RGB" : "RGB";
        const norm = options?.norm;
        let normMean;
        let normBias;
        if (norm === void 0 || norm.mean === void 0) {
          normMean = [255, 255, 255, 255];
        } else {
          if (typeof norm.mean === "number") {
            normMean = [norm.mean, norm.mean, norm.mean, norm.mean];
          } else {
            normMean = [norm.mean[0], norm.mean[1], norm.mean[2], 255];
            if (norm.mean[3] !== void 0) {
              normMean[3] = norm.mean[3];
            }
          }
        }
        if (norm === void 0 || norm.bias === void 0) {
          normBias = [0, 0, 0, 0];
        } else {
          if (typeof norm.bias === "number") {
            normBias = [norm.bias, norm.bias, norm.bias, norm.bias];
          } else {
            normBias = [norm.bias[0], norm.bias[1], norm.bias[2], 0];
            if (norm.bias[3] !== void 0) {
              normBias[3] = norm.bias[3];
            }
          }
        }
        const stride = height * width;
        if (options !== void 0) {
          if (options.format !== void 0 && channels === 4 && options.format !== "RGBA" || channels === 3 && options.format !== "RGB" && options.format !== "BGR") {
            throw new Error("Tensor format doesn't match input tensor dims");
          }
        }
        const step = 4;
        let rImagePointer = 0, gImagePointer = 1, bImagePointer = 2, aImagePointer = 3;
        let rTensorPointer = 0, gTensorPointer = stride, bTensorPointer = stride * 2, aTensorPointer = -1;
        if (inputformat === "RGBA") {
          rTensorPointer = 0;
          gTensorPointer = stride;
          bTensorPointer = stride * 2;
          aTensorPointer = stride * 3;
        } else if (inputformat === "RGB") {
          rTensorPointer = 0;
          gTensorPointer = stride;
          bTensorPointer = stride * 2;
        } else if (inputformat === "RBG") {
          rTensorPointer = 0;
          bTensorPointer = stride;
          gTensorPointer = stride * 2;
        }
        image = pixels2DContext.createImageData(width, height);
        for (let i = 0; i < height * width; rImagePointer += step, gImagePointer += step, bImagePointer += step, aImagePointer += step, i++) {
          image.data[rImagePointer] = (tensor.data[rTensorPointer++] - normBias[0]) * normMean[0];
          image.data[gImagePointer] = (tensor.data[gTensorPointer++] - normBias[1]) * normMean[1];
          image.data[bImagePointer] = (tensor.data[bTensorPointer++] - normBias[2]) * normMean[2];
          image.data[aImagePointer] = aTensorPointer === -1 ? 255 : (tensor.data[aTensorPointer++] - normBias[3]) * normMean[3];
        }
      } else {
        throw new Error("Can not access image data");
      }
      return image;
    };
    exports2.tensorToImageData = tensorToImageData;
  }
});

// node_modules/onnxruntime-common/dist/cjs/tensor-factory-impl.js
var require_tensor_factory_impl = __commonJS({
  "node_modules/onnxruntime-common/dist/cjs/tensor-factory-impl.js"(exports2) {
    "use strict";
    Object.defineProperty(exports2, "__esModule", { value: true });
    exports2.tensorFromPinnedBuffer = exports2.tensorFromMLTensor = exports2.tensorFromGpuBuffer = exports2.tensorFromTexture = exports2.tensorFromImage = exports2.bufferToTensor = void 0;
    var tensor_impl_js_1 = require_tensor_impl();
    var bufferToTensor = (buffer2, options) => {
      if (buffer2 === void 0) {
        throw new Error("Image buffer must be defined");
      }
      if (options.height === void 0 || options.width === void 0) {
        throw new Error("Image height and width must be defined");
      }
      if (options.tensorLayout === "NHWC") {
        throw new Error("NHWC Tensor layout is not supported yet");
      }
      const { height, width } = options;
      const norm = options.norm ?? { mean: 255, bias: 0 };
      let normMean;
      let normBias;
      if (typeof norm.mean === "number") {
        normMean = [norm.mean, norm.mean, norm.mean, norm.mean];
      } else {
        normMean = [norm.mean[0], norm.mean[1], norm.mean[2], norm.mean[3] ?? 255];
      }
      if (typeof norm.bias === "number") {
        normBias = [norm.bias, norm.bias, norm.bias, norm.bias];
      } else {
        normBias = [norm.bias[0], norm.bias[1], norm.bias[2], norm.bias[3] ?? 0];
      }
      const inputformat = options.format !== void 0 ? options.format : "RGBA";
      const outputformat = options.tensorFormat !== void 0 ? options.tensorFormat !== void 0 ? options.tensorFormat : "RGB" : "RGB";
      const stride = height * width;
      const float32Data = outputformat === "RGBA" ? new Float32Array(stride * 4) : new Float32Array(stride * 3);
      let step = 4, rImagePointer = 0, gImagePointer = 1, bImagePointer = 2, aImagePointer = 3;
      let rTensorPointer = 0, gTensorPointer = stride, bTensorPointer = stride * 2, aTensorPointer = -1;
      if (inputformat === "RGB") {
        step = 3;
        rImagePointer = 0;
        gImagePointer = 1;
        bImagePointer = 2;
        aImagePointer = -1;
      }
      if (outputformat === "RGBA") {
        aTensorPointer = stride * 3;
      } else if (outputformat === "RBG") {
        rTensorPointer = 0;
        bTensorPointer = stride;
        gTensorPointer = stride * 2;
      } else if (outputformat === "BGR") {
        bTensorPointer = 0;
        gTensorPointer = stride;
        rTensorPointer = stride * 2;
      }
      for (let i = 0; i < stride; i++, rImagePointer += step, bImagePointer += step, gImagePointer += step, aImagePointer += step) {
        float32Data[rTensorPointer++] = (buffer2[rImagePointer] + normBias[0]) / normMean[0];
        float32Data[gTensorPointer++] = (buffer2[gImagePointer] + normBias[1]) / normMean[1];
        float32Data[bTensorPointer++] = (buffer2[bImagePointer] + normBias[2]) / normMean[2];
        if (aTensorPointer !== -1 && aImagePointer !== -1) {
          float32Data[aTensorPointer++] = (buffer2[aImagePointer] + normBias[3]) / normMean[3];
        }
      }
      const outputTensor = outputformat === "RGBA" ? new tensor_impl_js_1.Tensor("float32", float32Data, [1, 4, height, width]) : new tensor_impl_js_1.Tensor("float32", float32Data, [1, 3, height, width]);
      return outputTensor;
    };
    exports2.bufferToTensor = bufferToTensor;
    var tensorFromImage = async (image, options) => {
      const isHTMLImageEle = typeof HTMLImageElement !== "undefined" && image instanceof HTMLImageElement;
      const isImageDataEle = typeof ImageData !== "undefined" && image instanceof ImageData;
      const isImageBitmap = typeof ImageBitmap !== "undefined" && image instanceof ImageBitmap;
      const isString = typeof image === "string";
      let data;
      let bufferToTensorOptions = options ?? {};
      const createCanvas = () => {
        if (typeof document !== "undefined") {
          return document.createElement("canvas");
        } else if (typeof OffscreenCanvas !== "undefined") {
          return new OffscreenCanvas(1, 1);
        } else {
          throw new Error("Canvas is not supported");
        }
      };
      const createCanvasContext = (canvas) => {
        if (typeof HTMLCanvasElement !== "undefined" && canvas instanceof HTMLCanvasElement) {
          return canvas.getContext("2d");
        } else if (canvas instanceof OffscreenCanvas) {
          return canvas.getContext("2d");
        } else {
          return null;
        }
      };
      if (isHTMLImageEle) {
        const canvas = createCanvas();
        canvas.width = image.width;
        canvas.height = image.height;
        const pixels2DContext = createCanvasContext(canvas);
        if (pixels2DContext != null) {
          let height = image.height;
          let width = image.width;
          if (options !== void 0 && options.resizedHeight !== void 0 && options.resizedWidth !== void 0) {
            height = options.resizedHeight;
            width = options.resizedWidth;
          }
          if (options !== void 0) {
            bufferToTensorOptions = options;
            if (options.tensorFormat !== void 0) {
              throw new Error("Image input config format must be RGBA for HTMLImageElement");
            } else {
              bufferToTensorOptions.tensorFormat = "RGBA";
            }
            bufferToTensorOptions.height = height;
            bufferToTensorOptions.width = width;
          } else {
            bufferToTensorOptions.tensorFormat = "RGBA";
            bufferToTensorOptions.height = height;
            bufferToTensorOptions.width = width;
          }
          pixels2DContext.drawImage(image, 0, 0);
          data = pixels2DContext.getImageData(0, 0, width, height).data;
        } else {
          throw new Error("Can not access image data");
        }
      } else if (isImageDataEle) {
        let height;
        let width;
        if (options !== void 0 && options.resizedWidth !== void 0 && options.resizedHeight !== void 0) {
          height = options.resizedHeight;
          width = options.resizedWidth;
        } else {
          height = image.height;
          width = image.width;
        }
        if (options !== void 0) {
          bufferToTensorOptions = options;
        }
        bufferToTensorOptions.format = "RGBA";
        bufferToTensorOptions.height = height;
        bufferToTensorOptions.width = width;
        if (options !== void 0) {
          const tempCanvas = createCanvas();
          tempCanvas.width = width;
          tempCanvas.height = height;
          const pixels2DContext = createCanvasContext(tempCanvas);
          if (pixels2DContext != null) {
            pixels2DContext.putImageData(image, 0, 0);
            data = pixels2DContext.getImageData(0, 0, width, height).data;
          } else {
            throw new Error("Can not access image data");
          }
        } else {
          data = image.data;
        }
      } else if (isImageBitmap) {
        if (options === void 0) {
          throw new Error("Please provide image config with format for Imagebitmap");
        }
        const canvas = createCanvas();
        canvas.width = image.width;
        canvas.height = image.height;
        const pixels2DContext = createCanvasContext(canvas);
        if (pixels2DContext != null) {
          const height = image.height;
          const width = image.width;
          pixels2DContext.drawImage(image, 0, 0, width, height);
          data = pixels2DContext.getImageData(0, 0, width, height).data;
          bufferToTensorOptions.height = height;
          bufferToTensorOptions.width = width;
          return (0, exports2.bufferToTensor)(data, bufferToTensorOptions);
        } else {
          throw new Error("Can not access image data");
        }
      } else if (isString) {
        return new Promise((resolve2, reject) => {
          const canvas = createCanvas();
          const context = createCanvasContext(canvas);
          if (!image || !context) {
            return reject();
          }
          const newImage = new Image();
          newImage.crossOrigin = "Anonymous";
          newImage.src = image;
          newImage.onload = () => {
            canvas.width = newImage.width;
            canvas.height = newImage.height;
            context.drawImage(newImage, 0, 0, canvas.width, canvas.height);
            const img = context.getImageData(0, 0, canvas.width, canvas.height);
            bufferToTensorOptions.height = canvas.height;
            bufferToTensorOptions.width = canvas.width;
            resolve2((0, exports2.bufferToTensor)(img.data, bufferToTensorOptions));
          };
        });
      } else {
        throw new Error("Input data provided is not supported - aborted tensor creation");
      }
      if (data !== void 0) {
        return (0, exports2.bufferToTensor)(data, bufferToTensorOptions);
      } else {
        throw new Error("Input data provided is not supported - aborted tensor creation");
      }
    };
    exports2.tensorFromImage = tensorFromImage;
    var tensorFromTexture = (texture, options) => {
      const { width, height, download, dispose } = options;
      const dims = [1, height, width, 4];
      return new tensor_impl_js_1.Tensor({ location: "texture", type: "float32", texture, dims, download, dispose });
    };
    exports2.tensorFromTexture = tensorFromTexture;
    var tensorFromGpuBuffer = (gpuBuffer, options) => {
      const { dataType, dims, download, dispose } = options;
      return new tensor_impl_js_1.Tensor({ location: "gpu-buffer", type: dataType ?? "float32", gpuBuffer, dims, download, dispose });
    };
    exports2.tensorFromGpuBuffer = tensorFromGpuBuffer;
    var tensorFromMLTensor = (mlTensor, options) => {
      const { dataType, dims, download, dispose } = options;
      return new tensor_impl_js_1.Tensor({ location: "ml-tensor", type: dataType ?? "float32", mlTensor, dims, download, dispose });
    };
    exports2.tensorFromMLTensor = tensorFromMLTensor;
    var tensorFromPinnedBuffer = (type, buffer2, dims) => new tensor_impl_js_1.Tensor({ location: "cpu-pinned", type, data: buffer2, dims: dims ?? [buffer2.length] });
    exports2.tensorFromPinnedBuffer = tensorFromPinnedBuffer;
  }
});

// node_modules/onnxruntime-common/dist/cjs/tensor-impl-type-mapping.js
var require_tensor_impl_type_mapping = __commonJS({
  "node_modules/onnxruntime-common/dist/cjs/tensor-impl-type-mapping.js"(exports2) {
    "use strict";
    Object.defineProperty(exports2, "__esModule", { value: true });
    exports2.checkTypedArray = exports2.NUMERIC_TENSOR_TYPEDARRAY_TO_TYPE_MAP = exports2.NUMERIC_TENSOR_TYPE_TO_TYPEDARRAY_MAP = void 0;
    exports2.NUMERIC_TENSOR_TYPE_TO_TYPEDARRAY_MAP = /* @__PURE__ */ new Map([
      ["float32", Float32Array],
      ["uint8", Uint8Array],
      ["int8", Int8Array],
      ["uint16", Uint16Array],
      ["int16", Int16Array],
      ["int32", Int32Array],
      ["bool", Uint8Array],
      ["float64", Float64Array],
      ["uint32", Uint32Array],
      ["int4", Uint8Array],
      ["uint4", Uint8Array]
    ]);
    exports2.NUMERIC_TENSOR_TYPEDARRAY_TO_TYPE_MAP = /* @__PURE__ */ new Map([
      [Float32Array, "float32"],
      [Uint8Array, "uint8"],
      [Int8Array, "int8"],
      [Uint16Array, "uint16"],
      [Int16Array, "int16"],
      [Int32Array, "int32"],
      [Float64Array, "float64"],
      [Uint32Array, "uint32"]
    ]);
    var isTypedArrayChecked = false;
    var checkTypedArray = () => {
      if (!isTypedArrayChecked) {
        isTypedArrayChecked = true;
        const isBigInt64ArrayAvailable = typeof BigInt64Array !== "undefined" && BigInt64Array.from;
        const isBigUint64ArrayAvailable = typeof BigUint64Array !== "undefined" && BigUint64Array.from;
        const Float16Array = globalThis.Float16Array;
        const isFloat16ArrayAvailable = typeof Float16Array !== "undefined" && Float16Array.from;
        if (isBigInt64ArrayAvailable) {
          exports2.NUMERIC_TENSOR_TYPE_TO_TYPEDARRAY_MAP.set("int64", BigInt64Array);
          exports2.NUMERIC_TENSOR_TYPEDARRAY_TO_TYPE_MAP.set(BigInt64Array, "int64");
        }
        if (isBigUint64ArrayAvailable) {
          exports2.NUMERIC_TENSOR_TYPE_TO_TYPEDARRAY_MAP.set("uint64", BigUint64Array);
          exports2.NUMERIC_TENSOR_TYPEDARRAY_TO_TYPE_MAP.set(BigUint64Array, "uint64");
        }
        if (isFloat16ArrayAvailable) {
          exports2.NUMERIC_TENSOR_TYPE_TO_TYPEDARRAY_MAP.set("float16", Float16Array);
          exports2.NUMERIC_TENSOR_TYPEDARRAY_TO_TYPE_MAP.set(Float16Array, "float16");
        } else {
          exports2.NUMERIC_TENSOR_TYPE_TO_TYPEDARRAY_MAP.set("float16", Uint16Array);
        }
      }
    };
    exports2.checkTypedArray = checkTypedArray;
  }
});

// node_modules/onnxruntime-common/dist/cjs/tensor-utils-impl.js
var require_tensor_utils_impl = __commonJS({
  "node_modules/onnxruntime-common/dist/cjs/tensor-utils-impl.js"(exports2) {
    "use strict";
    Object.defineProperty(exports2, "__esModule", { value: true });
    exports2.tensorReshape = exports2.calculateSize = void 0;
    var tensor_impl_js_1 = require_tensor_impl();
    var calculateSize = (dims) => {
      let size = 1;
      for (let i = 0; i < dims.length; i++) {
        const dim = dims[i];
        if (typeof dim !== "number" || !Number.isSafeInteger(dim)) {
          throw new TypeError(`dims[${i}] must be an integer, got: ${dim}`);
        }
        if (dim < 0) {
          throw new RangeError(`dims[${i}] must be a non-negative integer, got: ${dim}`);
        }
        size *= dim;
      }
      return size;
    };
    exports2.calculateSize = calculateSize;
    var tensorReshape = (tensor, dims) => {
      switch (tensor.location) {
        case "cpu":
          return new tensor_impl_js_1.Tensor(tensor.type, tensor.data, dims);
        case "cpu-pinned":
          return new tensor_impl_js_1.Tensor({
            location: "cpu-pinned",
            data: tensor.data,
            type: tensor.type,
            dims
          });
        case "texture":
          return new tensor_impl_js_1.Tensor({
            location: "texture",
            texture: tensor.texture,
            type: tensor.type,
            dims
          });
        case "gpu-buffer":
          return new tensor_impl_js_1.Tensor({
            location: "gpu-buffer",
            gpuBuffer: tensor.gpuBuffer,
            type: tensor.type,
            dims
          });
        case "ml-tensor":
          return new tensor_impl_js_1.Tensor({
            location: "ml-tensor",
            mlTensor: tensor.mlTensor,
            type: tensor.type,
            dims
          });
        default:
          throw new Error(`tensorReshape: tensor location ${tensor.location} is not supported`);
      }
    };
    exports2.tensorReshape = tensorReshape;
  }
});

// node_modules/onnxruntime-common/dist/cjs/tensor-impl.js
var require_tensor_impl = __commonJS({
  "node_modules/onnxruntime-common/dist/cjs/tensor-impl.js"(exports2) {
    "use strict";
    Object.defineProperty(exports2, "__esModule", { value: true });
    exports2.Tensor = void 0;
    var tensor_conversion_impl_js_1 = require_tensor_conversion_impl();
    var tensor_factory_impl_js_1 = require_tensor_factory_impl();
    var tensor_impl_type_mapping_js_1 = require_tensor_impl_type_mapping();
    var tensor_utils_impl_js_1 = require_tensor_utils_impl();
    var Tensor = class {
      /**
       * implementation.
       */
      constructor(arg0, arg1, arg2) {
        (0, tensor_impl_type_mapping_js_1.checkTypedArray)();
        let type;
        let dims;
        if (typeof arg0 === "object" && "location" in arg0) {
          this.dataLocation = arg0.location;
          type = arg0.type;
          dims = arg0.dims;
          switch (arg0.location) {
            case "cpu-pinned": {
              const expectedTypedArrayConstructor = tensor_impl_type_mapping_js_1.NUMERIC_TENSOR_TYPE_TO_TYPEDARRAY_MAP.get(type);
              if (!expectedTypedArrayConstructor) {
                throw new TypeError(`unsupported type "${type}" to create tensor from pinned buffer`);
              }
              if (!(arg0.data instanceof expectedTypedArrayConstructor)) {
                throw new TypeError(`buffer should be of type ${expectedTypedArrayConstructor.name}`);
              }
              this.cpuData = arg0.data;
              break;
            }
            case "texture": {
              if (type !== "float32") {
                throw new TypeError(`unsupported type "${type}" to create tensor from texture`);
              }
              this.gpuTextureData = arg0.texture;
              this.downloader = arg0.download;
              this.disposer = arg0.dispose;
              break;
            }
            case "gpu-buffer": {
              if (type !== "float32" && type !== "float16" && type !== "int32" && type !== "int64" && type !== "uint32" && type !== "uint8" && type !== "bool" && type !== "uint4" && type !== "int4") {
                throw new TypeError(`unsupported type "${type}" to create tensor from gpu buffer`);
              }
              this.gpuBufferData = arg0.gpuBuffer;
              this.downloader = arg0.download;
              this.disposer = arg0.dispose;
              break;
            }
            case "ml-tensor": {
              if (type !== "float32" && type !== "float16" && type !== "int32" && type !== "int64" && type !== "uint32" && type !== "uint64" && type !== "int8" && type !== "uint8" && type !== "bool" && type !== "uint4" && type !== "int4") {
                throw new TypeError(`unsupported type "${type}" to create tensor from MLTensor`);
              }
              this.mlTensorData = arg0.mlTensor;
              this.downloader = arg0.download;
              this.disposer = arg0.dispose;
              break;
            }
            default:
              throw new Error(`Tensor constructor: unsupported location '${this.dataLocation}'`);
          }
        } else {
          let data;
          let maybeDims;
          if (typeof arg0 === "string") {
            type = arg0;
            maybeDims = arg2;
            if (arg0 === "string") {
              if (!Array.isArray(arg1)) {
                throw new TypeError("A string tensor's data must be a string array.");
              }
              data = arg1;
            } else {
              const typedArrayConstructor = tensor_impl_type_mapping_js_1.NUMERIC_TENSOR_TYPE_TO_TYPEDARRAY_MAP.get(arg0);
              if (typedArrayConstructor === void 0) {
                throw new TypeError(`Unsupported tensor type: ${arg0}.`);
              }
              if (Array.isArray(arg1)) {
                if (arg0 === "float16" && typedArrayConstructor === Uint16Array || arg0 === "uint4" || arg0 === "int4") {
                  throw new TypeError(`Creating a ${arg0} tensor from number array is not supported. Please use ${typedArrayConstructor.name} as data.`);
                } else if (arg0 === "uint64" || arg0 === "int64") {
                  data = typedArrayConstructor.from(arg1, BigInt);
                } else {
                  data = typedArrayConstructor.from(arg1);
                }
              } else if (arg1 instanceof typedArrayConstructor) {
                data = arg1;
              } else if (arg1 instanceof Uint8ClampedArray) {
                if (arg0 === "uint8") {
                  data = Uint8Array.from(arg1);
                } else {
                  throw new TypeError(`A Uint8ClampedArray tensor's data must be type of uint8`);
                }
              } else if (arg0 === "float16" && arg1 instanceof Uint16Array && typedArrayConstructor !== Uint16Array) {
                data = new globalThis.Float16Array(arg1.buffer, arg1.byteOffset, arg1.length);
              } else {
                throw new TypeError(`A ${type} tensor's data must be type of ${typedArrayConstructor}`);
              }
            }
          } else {
            maybeDims = arg1;
            if (Array.isArray(arg0)) {
              if (arg0.length === 0) {
                throw new TypeError("Tensor type cannot be inferred from an empty array.");
              }
              const firstElementType = typeof arg0[0];
              if (firstElementType === "string") {
                type = "string";
                data = arg0;
              } else if (firstElementType === "boolean") {
                type = "bool";
                data = Uint8Array.from(arg0);
              } else {
                throw new TypeError(`Invalid element type of data array: ${firstElementType}.`);
              }
            } else if (arg0 instanceof Uint8ClampedArray) {
              type = "uint8";
              data = Uint8Array.from(arg0);
            } else {
              const mappedType = tensor_impl_type_mapping_js_1.NUMERIC_TENSOR_TYPEDARRAY_TO_TYPE_MAP.get(arg0.constructor);
              if (mappedType === void 0) {
                throw new TypeError(`Unsupported type for tensor data: ${arg0.constructor}.`);
              }
              type = mappedType;
              data = arg0;
            }
          }
          if (maybeDims === void 0) {
            maybeDims = [data.length];
          } else if (!Array.isArray(maybeDims)) {
            throw new TypeError("A tensor's dims must be a number array");
          }
          dims = maybeDims;
          this.cpuData = data;
          this.dataLocation = "cpu";
        }
        const size = (0, tensor_utils_impl_js_1.calculateSize)(dims);
        if (this.cpuData && size !== this.cpuData.length) {
          if ((type === "uint4" || type === "int4") && Math.ceil(size / 2) === this.cpuData.length) {
          } else {
            throw new Error(`Tensor's size(${size}) does not match data length(${this.cpuData.length}).`);
          }
        }
        this.type = type;
        this.dims = dims;
        this.size = size;
      }
      // #endregion
      // #region factory
      static async fromImage(image, options) {
        return (0, tensor_factory_impl_js_1.tensorFromImage)(image, options);
      }
      static fromTexture(texture, options) {
        return (0, tensor_factory_impl_js_1.tensorFromTexture)(texture, options);
      }
      static fromGpuBuffer(gpuBuffer, options) {
        return (0, tensor_factory_impl_js_1.tensorFromGpuBuffer)(gpuBuffer, options);
      }
      static fromMLTensor(mlTensor, options) {
        return (0, tensor_factory_impl_js_1.tensorFromMLTensor)(mlTensor, options);
      }
      static fromPinnedBuffer(type, buffer2, dims) {
        return (0, tensor_factory_impl_js_1.tensorFromPinnedBuffer)(type, buffer2, dims);
      }
      // #endregion
      // #region conversions
      toDataURL(options) {
        return (0, tensor_conversion_impl_js_1.tensorToDataURL)(this, options);
      }
      toImageData(options) {
        return (0, tensor_conversion_impl_js_1.tensorToImageData)(this, options);
      }
      // #endregion
      // #region properties
      get data() {
        this.ensureValid();
        if (!this.cpuData) {
          throw new Error("The data is not on CPU. Use `getData()` to download GPU data to CPU, or use `texture` or `gpuBuffer` property to access the GPU data directly.");
        }
        return this.cpuData;
      }
      get location() {
        return this.dataLocation;
      }
      get texture() {
        this.ensureValid();
        if (!this.gpuTextureData) {
          throw new Error("The data is not stored as a WebGL texture.");
        }
        return this.gpuTextureData;
      }
      get gpuBuffer() {
        this.ensureValid();
        if (!this.gpuBufferData) {
          throw new Error("The data is not stored as a WebGPU buffer.");
        }
        return this.gpuBufferData;
      }
      get mlTensor() {
        this.ensureValid();
        if (!this.mlTensorData) {
          throw new Error("The data is not stored as a WebNN MLTensor.");
        }
        return this.mlTensorData;
      }
      // #endregion
      // #region methods
      async getData(releaseData) {
        this.ensureValid();
        switch (this.dataLocation) {
          case "cpu":
          case "cpu-pinned":
            return this.data;
          case "texture":
          case "gpu-buffer":
          case "ml-tensor": {
            if (!this.downloader) {
              throw new Error("The current tensor is not created with a specified data downloader.");
            }
            if (this.isDownloading) {
              throw new Error("The current tensor is being downloaded.");
            }
            try {
              this.isDownloading = true;
              const data = await this.downloader();
              this.downloader = void 0;
              this.dataLocation = "cpu";
              this.cpuData = data;
              if (releaseData && this.disposer) {
                this.disposer();
                this.disposer = void 0;
              }
              return data;
            } finally {
              this.isDownloading = false;
            }
          }
          default:
            throw new Error(`cannot get data from location: ${this.dataLocation}`);
        }
      }
      dispose() {
        if (this.isDownloading) {
          throw new Error("The current tensor is being downloaded.");
        }
        if (this.disposer) {
          this.disposer();
          this.disposer = void 0;
        }
        this.cpuData = void 0;
        this.gpuTextureData = void 0;
        this.gpuBufferData = void 0;
        this.mlTensorData = void 0;
        this.downloader = void 0;
        this.isDownloading = void 0;
        this.dataLocation = "none";
      }
      // #endregion
      // #region tensor utilities
      ensureValid() {
        if (this.dataLocation === "none") {
          throw new Error("The tensor is disposed.");
        }
      }
      reshape(dims) {
        this.ensureValid();
        if (this.downloader || this.disposer) {
          throw new Error("Cannot reshape a tensor that owns GPU resource.");
        }
        return (0, tensor_utils_impl_js_1.tensorReshape)(this, dims);
      }
    };
    exports2.Tensor = Tensor;
  }
});

// node_modules/onnxruntime-common/dist/cjs/tensor.js
var require_tensor = __commonJS({
  "node_modules/onnxruntime-common/dist/cjs/tensor.js"(exports2) {
    "use strict";
    Object.defineProperty(exports2, "__esModule", { value: true });
    exports2.Tensor = void 0;
    var tensor_impl_js_1 = require_tensor_impl();
    exports2.Tensor = tensor_impl_js_1.Tensor;
  }
});

// node_modules/onnxruntime-common/dist/cjs/trace.js
var require_trace = __commonJS({
  "node_modules/onnxruntime-common/dist/cjs/trace.js"(exports2) {
    "use strict";
    Object.defineProperty(exports2, "__esModule", { value: true });
    exports2.TRACE_EVENT_END = exports2.TRACE_EVENT_BEGIN = exports2.TRACE_FUNC_END = exports2.TRACE_FUNC_BEGIN = exports2.TRACE = void 0;
    var env_impl_js_1 = require_env_impl();
    var TRACE = (deviceType, label) => {
      if (typeof env_impl_js_1.env.trace === "undefined" ? !env_impl_js_1.env.wasm.trace : !env_impl_js_1.env.trace) {
        return;
      }
      console.timeStamp(`${deviceType}::ORT::${label}`);
    };
    exports2.TRACE = TRACE;
    var TRACE_FUNC = (msg, extraMsg) => {
      const stack = new Error().stack?.split(/\r\n|\r|\n/g) || [];
      let hasTraceFunc = false;
      for (let i = 0; i < stack.length; i++) {
        if (hasTraceFunc && !stack[i].includes("TRACE_FUNC")) {
          let label = `FUNC_${msg}::${stack[i].trim().split(" ")[1]}`;
          if (extraMsg) {
            label += `::${extraMsg}`;
          }
          (0, exports2.TRACE)("CPU", label);
          return;
        }
        if (stack[i].includes("TRACE_FUNC")) {
          hasTraceFunc = true;
        }
      }
    };
    var TRACE_FUNC_BEGIN = (extraMsg) => {
      if (typeof env_impl_js_1.env.trace === "undefined" ? !env_impl_js_1.env.wasm.trace : !env_impl_js_1.env.trace) {
        return;
      }
      TRACE_FUNC("BEGIN", extraMsg);
    };
    exports2.TRACE_FUNC_BEGIN = TRACE_FUNC_BEGIN;
    var TRACE_FUNC_END = (extraMsg) => {
      if (typeof env_impl_js_1.env.trace === "undefined" ? !env_impl_js_1.env.wasm.trace : !env_impl_js_1.env.trace) {
        return;
      }
      TRACE_FUNC("END", extraMsg);
    };
    exports2.TRACE_FUNC_END = TRACE_FUNC_END;
    var TRACE_EVENT_BEGIN = (extraMsg) => {
      if (typeof env_impl_js_1.env.trace === "undefined" ? !env_impl_js_1.env.wasm.trace : !env_impl_js_1.env.trace) {
        return;
      }
      console.time(`ORT::${extraMsg}`);
    };
    exports2.TRACE_EVENT_BEGIN = TRACE_EVENT_BEGIN;
    var TRACE_EVENT_END = (extraMsg) => {
      if (typeof env_impl_js_1.env.trace === "undefined" ? !env_impl_js_1.env.wasm.trace : !env_impl_js_1.env.trace) {
        return;
      }
      console.timeEnd(`ORT::${extraMsg}`);
    };
    exports2.TRACE_EVENT_END = TRACE_EVENT_END;
  }
});

// node_modules/onnxruntime-common/dist/cjs/inference-session-impl.js
var require_inference_session_impl = __commonJS({
  "node_modules/onnxruntime-common/dist/cjs/inference-session-impl.js"(exports2) {
    "use strict";
    Object.defineProperty(exports2, "__esModule", { value: true });
    exports2.InferenceSession = void 0;
    var backend_impl_js_1 = require_backend_impl();
    var tensor_js_1 = require_tensor();
    var trace_js_1 = require_trace();
    var InferenceSession = class _InferenceSession {
      constructor(handler) {
        this.handler = handler;
      }
      async run(feeds, arg1, arg2) {
        (0, trace_js_1.TRACE_FUNC_BEGIN)();
        (0, trace_js_1.TRACE_EVENT_BEGIN)("InferenceSession.run");
        const fetches = {};
        let options = {};
        if (typeof feeds !== "object" || feeds === null || feeds instanceof tensor_js_1.Tensor || Array.isArray(feeds)) {
          throw new TypeError("'feeds' must be an object that use input names as keys and OnnxValue as corresponding values.");
        }
        let isFetchesEmpty = true;
        if (typeof arg1 === "object") {
          if (arg1 === null) {
            throw new TypeError("Unexpected argument[1]: cannot be null.");
          }
          if (arg1 instanceof tensor_js_1.Tensor) {
            throw new TypeError("'fetches' cannot be a Tensor");
          }
          if (Array.isArray(arg1)) {
            if (arg1.length === 0) {
              throw new TypeError("'fetches' cannot be an empty array.");
            }
            isFetchesEmpty = false;
            for (const name of arg1) {
              if (typeof name !== "string") {
                throw new TypeError("'fetches' must be a string array or an object.");
              }
              if (this.outputNames.indexOf(name) === -1) {
                throw new RangeError(`'fetches' contains invalid output name: ${name}.`);
              }
              fetches[name] = null;
            }
            if (typeof arg2 === "object" && arg2 !== null) {
              options = arg2;
            } else if (typeof arg2 !== "undefined") {
              throw new TypeError("'options' must be an object.");
            }
          } else {
            let isFetches = false;
            const arg1Keys = Object.getOwnPropertyNames(arg1);
            for (const name of this.outputNames) {
              if (arg1Keys.indexOf(name) !== -1) {
                const v = arg1[name];
                if (v === null || v instanceof tensor_js_1.Tensor) {
                  isFetches = true;
                  isFetchesEmpty = false;
                  fetches[name] = v;
                }
              }
            }
            if (isFetches) {
              if (typeof arg2 === "object" && arg2 !== null) {
                options = arg2;
              } else if (typeof arg2 !== "undefined") {
                throw new TypeError("'options' must be an object.");
              }
            } else {
              options = arg1;
            }
          }
        } else if (typeof arg1 !== "undefined") {
          throw new TypeError("Unexpected argument[1]: must be 'fetches' or 'options'.");
        }
        for (const name of this.inputNames) {
          if (typeof feeds[name] === "undefined") {
            throw new Error(`input '${name}' is missing in 'feeds'.`);
          }
        }
        if (isFetchesEmpty) {
          for (const name of this.outputNames) {
            fetches[name] = null;
          }
        }
        const results = await this.handler.run(feeds, fetches, options);
        const returnValue = {};
        for (const key in results) {
          if (Object.hasOwnProperty.call(results, key)) {
            const result = results[key];
            if (result instanceof tensor_js_1.Tensor) {
              returnValue[key] = result;
            } else {
              returnValue[key] = new tensor_js_1.Tensor(result.type, result.data, result.dims);
            }
          }
        }
        (0, trace_js_1.TRACE_EVENT_END)("InferenceSession.run");
        (0, trace_js_1.TRACE_FUNC_END)();
        return returnValue;
      }
      async release() {
        return this.handler.dispose();
      }
      static async create(arg0, arg1, arg2, arg3) {
        (0, trace_js_1.TRACE_FUNC_BEGIN)();
        (0, trace_js_1.TRACE_EVENT_BEGIN)("InferenceSession.create");
        let filePathOrUint8Array;
        let options = {};
        if (typeof arg0 === "string") {
          filePathOrUint8Array = arg0;
          if (typeof arg1 === "object" && arg1 !== null) {
            options = arg1;
          } else if (typeof arg1 !== "undefined") {
            throw new TypeError("'options' must be an object.");
          }
        } else if (arg0 instanceof Uint8Array) {
          filePathOrUint8Array = arg0;
          if (typeof arg1 === "object" && arg1 !== null) {
            options = arg1;
          } else if (typeof arg1 !== "undefined") {
            throw new TypeError("'options' must be an object.");
          }
        } else if (arg0 instanceof ArrayBuffer || typeof SharedArrayBuffer !== "undefined" && arg0 instanceof SharedArrayBuffer) {
          const buffer2 = arg0;
          let byteOffset = 0;
          let byteLength = arg0.byteLength;
          if (typeof arg1 === "object" && arg1 !== null) {
            options = arg1;
          } else if (typeof arg1 === "number") {
            byteOffset = arg1;
            if (!Number.isSafeInteger(byteOffset)) {
              throw new RangeError("'byteOffset' must be an integer.");
            }
            if (byteOffset < 0 || byteOffset >= buffer2.byteLength) {
              throw new RangeError(`'byteOffset' is out of range [0, ${buffer2.byteLength}).`);
            }
            byteLength = arg0.byteLength - byteOffset;
            if (typeof arg2 === "number") {
              byteLength = arg2;
              if (!Number.isSafeInteger(byteLength)) {
                throw new RangeError("'byteLength' must be an integer.");
              }
              if (byteLength <= 0 || byteOffset + byteLength > buffer2.byteLength) {
                throw new RangeError(`'byteLength' is out of range (0, ${buffer2.byteLength - byteOffset}].`);
              }
              if (typeof arg3 === "object" && arg3 !== null) {
                options = arg3;
              } else if (typeof arg3 !== "undefined") {
                throw new TypeError("'options' must be an object.");
              }
            } else if (typeof arg2 !== "undefined") {
              throw new TypeError("'byteLength' must be a number.");
            }
          } else if (typeof arg1 !== "undefined") {
            throw new TypeError("'options' must be an object.");
          }
          filePathOrUint8Array = new Uint8Array(buffer2, byteOffset, byteLength);
        } else {
          throw new TypeError("Unexpected argument[0]: must be 'path' or 'buffer'.");
        }
        const [backend, optionsWithValidatedEPs] = await (0, backend_impl_js_1.resolveBackendAndExecutionProviders)(options);
        const handler = await backend.createInferenceSessionHandler(filePathOrUint8Array, optionsWithValidatedEPs);
        (0, trace_js_1.TRACE_EVENT_END)("InferenceSession.create");
        (0, trace_js_1.TRACE_FUNC_END)();
        return new _InferenceSession(handler);
      }
      startProfiling() {
        this.handler.startProfiling();
      }
      endProfiling() {
        this.handler.endProfiling();
      }
      get inputNames() {
        return this.handler.inputNames;
      }
      get outputNames() {
        return this.handler.outputNames;
      }
      get inputMetadata() {
        return this.handler.inputMetadata;
      }
      get outputMetadata() {
        return this.handler.outputMetadata;
      }
    };
    exports2.InferenceSession = InferenceSession;
  }
});

// node_modules/onnxruntime-common/dist/cjs/inference-session.js
var require_inference_session = __commonJS({
  "node_modules/onnxruntime-common/dist/cjs/inference-session.js"(exports2) {
    "use strict";
    Object.defineProperty(exports2, "__esModule", { value: true });
    exports2.InferenceSession = void 0;
    var inference_session_impl_js_1 = require_inference_session_impl();
    exports2.InferenceSession = inference_session_impl_js_1.InferenceSession;
  }
});

// node_modules/onnxruntime-common/dist/cjs/tensor-conversion.js
var require_tensor_conversion = __commonJS({
  "node_modules/onnxruntime-common/dist/cjs/tensor-conversion.js"(exports2) {
    "use strict";
    Object.defineProperty(exports2, "__esModule", { value: true });
  }
});

// node_modules/onnxruntime-common/dist/cjs/tensor-factory.js
var require_tensor_factory = __commonJS({
  "node_modules/onnxruntime-common/dist/cjs/tensor-factory.js"(exports2) {
    "use strict";
    Object.defineProperty(exports2, "__esModule", { value: true });
  }
});

// node_modules/onnxruntime-common/dist/cjs/onnx-model.js
var require_onnx_model = __commonJS({
  "node_modules/onnxruntime-common/dist/cjs/onnx-model.js"(exports2) {
    "use strict";
    Object.defineProperty(exports2, "__esModule", { value: true });
  }
});

// node_modules/onnxruntime-common/dist/cjs/onnx-value.js
var require_onnx_value = __commonJS({
  "node_modules/onnxruntime-common/dist/cjs/onnx-value.js"(exports2) {
    "use strict";
    Object.defineProperty(exports2, "__esModule", { value: true });
  }
});

// node_modules/onnxruntime-common/dist/cjs/index.js
var require_cjs = __commonJS({
  "node_modules/onnxruntime-common/dist/cjs/index.js"(exports2) {
    "use strict";
    var __createBinding = exports2 && exports2.__createBinding || (Object.create ? (function(o, m, k, k2) {
      if (k2 === void 0) k2 = k;
      var desc = Object.getOwnPropertyDescriptor(m, k);
      if (!desc || ("get" in desc ? !m.__esModule : desc.writable || desc.configurable)) {
        desc = { enumerable: true, get: function() {
          return m[k];
        } };
      }
      Object.defineProperty(o, k2, desc);
    }) : (function(o, m, k, k2) {
      if (k2 === void 0) k2 = k;
      o[k2] = m[k];
    }));
    var __exportStar = exports2 && exports2.__exportStar || function(m, exports3) {
      for (var p in m) if (p !== "default" && !Object.prototype.hasOwnProperty.call(exports3, p)) __createBinding(exports3, m, p);
    };
    Object.defineProperty(exports2, "__esModule", { value: true });
    __exportStar(require_backend(), exports2);
    __exportStar(require_env(), exports2);
    __exportStar(require_inference_session(), exports2);
    __exportStar(require_tensor(), exports2);
    __exportStar(require_tensor_conversion(), exports2);
    __exportStar(require_tensor_factory(), exports2);
    __exportStar(require_trace(), exports2);
    __exportStar(require_onnx_model(), exports2);
    __exportStar(require_onnx_value(), exports2);
  }
});

// node_modules/onnxruntime-node/dist/binding.js
var require_binding = __commonJS({
  "node_modules/onnxruntime-node/dist/binding.js"(exports2) {
    "use strict";
    Object.defineProperty(exports2, "__esModule", { value: true });
    exports2.initOrt = exports2.binding = void 0;
    var worker_threads_1 = require("worker_threads");
    var onnxruntime_common_1 = require_cjs();
    exports2.binding = // eslint-disable-next-line @typescript-eslint/no-require-imports, @typescript-eslint/no-var-requires
    require(require("node:path").join(__dirname, "onnxruntime", process.platform, process.arch, "onnxruntime_binding.node"));
    var ortInitialized = false;
    var initOrt = () => {
      if (!ortInitialized) {
        ortInitialized = true;
        let logLevel = 2;
        if (onnxruntime_common_1.env.logLevel) {
          switch (onnxruntime_common_1.env.logLevel) {
            case "verbose":
              logLevel = 0;
              break;
            case "info":
              logLevel = 1;
              break;
            case "warning":
              logLevel = 2;
              break;
            case "error":
              logLevel = 3;
              break;
            case "fatal":
              logLevel = 4;
              break;
            default:
              throw new Error(`Unsupported log level: ${onnxruntime_common_1.env.logLevel}`);
          }
        }
        exports2.binding.initOrtOnce(logLevel, onnxruntime_common_1.Tensor, worker_threads_1.isMainThread);
      }
    };
    exports2.initOrt = initOrt;
  }
});

// node_modules/onnxruntime-node/dist/backend.js
var require_backend2 = __commonJS({
  "node_modules/onnxruntime-node/dist/backend.js"(exports2) {
    "use strict";
    var __classPrivateFieldSet = exports2 && exports2.__classPrivateFieldSet || function(receiver, state, value, kind, f) {
      if (kind === "m") throw new TypeError("Private method is not writable");
      if (kind === "a" && !f) throw new TypeError("Private accessor was defined without a setter");
      if (typeof state === "function" ? receiver !== state || !f : !state.has(receiver)) throw new TypeError("Cannot write private member to an object whose class did not declare it");
      return kind === "a" ? f.call(receiver, value) : f ? f.value = value : state.set(receiver, value), value;
    };
    var __classPrivateFieldGet = exports2 && exports2.__classPrivateFieldGet || function(receiver, state, kind, f) {
      if (kind === "a" && !f) throw new TypeError("Private accessor was defined without a getter");
      if (typeof state === "function" ? receiver !== state || !f : !state.has(receiver)) throw new TypeError("Cannot read private member from an object whose class did not declare it");
      return kind === "m" ? f : kind === "a" ? f.call(receiver) : f ? f.value : state.get(receiver);
    };
    var _OnnxruntimeSessionHandler_inferenceSession;
    Object.defineProperty(exports2, "__esModule", { value: true });
    exports2.listSupportedBackends = exports2.onnxruntimeBackend = void 0;
    var binding_1 = require_binding();
    var dataTypeStrings = [
      void 0,
      // 0
      "float32",
      "uint8",
      "int8",
      "uint16",
      "int16",
      "int32",
      "int64",
      "string",
      "bool",
      "float16",
      "float64",
      "uint32",
      "uint64",
      void 0,
      // 14
      void 0,
      // 15
      void 0,
      // 16
      void 0,
      // 17
      void 0,
      // 18
      void 0,
      // 19
      void 0,
      // 20
      "uint4",
      "int4"
    ];
    var OnnxruntimeSessionHandler = class {
      constructor(pathOrBuffer, options) {
        _OnnxruntimeSessionHandler_inferenceSession.set(this, void 0);
        (0, binding_1.initOrt)();
        __classPrivateFieldSet(this, _OnnxruntimeSessionHandler_inferenceSession, new binding_1.binding.InferenceSession(), "f");
        if (typeof pathOrBuffer === "string") {
          __classPrivateFieldGet(this, _OnnxruntimeSessionHandler_inferenceSession, "f").loadModel(pathOrBuffer, options);
        } else {
          __classPrivateFieldGet(this, _OnnxruntimeSessionHandler_inferenceSession, "f").loadModel(pathOrBuffer.buffer, pathOrBuffer.byteOffset, pathOrBuffer.byteLength, options);
        }
        this.inputNames = [];
        this.outputNames = [];
        this.inputMetadata = [];
        this.outputMetadata = [];
        const fillNamesAndMetadata = (rawMetadata) => {
          const names = [];
          const metadata = [];
          for (const m of rawMetadata) {
            names.push(m.name);
            if (!m.isTensor) {
              metadata.push({ name: m.name, isTensor: false });
            } else {
              const type = dataTypeStrings[m.type];
              if (type === void 0) {
                throw new Error(`Unsupported data type: ${m.type}`);
              }
              const shape = [];
              for (let i = 0; i < m.shape.length; ++i) {
                const dim = m.shape[i];
                if (dim === -1) {
                  shape.push(m.symbolicDimensions[i]);
                } else if (dim >= 0) {
                  shape.push(dim);
                } else {
                  throw new Error(`Invalid dimension: ${dim}`);
                }
              }
              metadata.push({
                name: m.name,
                isTensor: m.isTensor,
                type,
                shape
              });
            }
          }
          return [names, metadata];
        };
        [this.inputNames, this.inputMetadata] = fillNamesAndMetadata(__classPrivateFieldGet(this, _OnnxruntimeSessionHandler_inferenceSession, "f").inputMetadata);
        [this.outputNames, this.outputMetadata] = fillNamesAndMetadata(__classPrivateFieldGet(this, _OnnxruntimeSessionHandler_inferenceSession, "f").outputMetadata);
      }
      async dispose() {
        __classPrivateFieldGet(this, _OnnxruntimeSessionHandler_inferenceSession, "f").dispose();
      }
      startProfiling() {
      }
      endProfiling() {
        __classPrivateFieldGet(this, _OnnxruntimeSessionHandler_inferenceSession, "f").endProfiling();
      }
      async run(feeds, fetches, options) {
        return new Promise((resolve2, reject) => {
          setImmediate(() => {
            try {
              resolve2(__classPrivateFieldGet(this, _OnnxruntimeSessionHandler_inferenceSession, "f").run(feeds, fetches, options));
            } catch (e) {
              reject(e);
            }
          });
        });
      }
    };
    _OnnxruntimeSessionHandler_inferenceSession = /* @__PURE__ */ new WeakMap();
    var OnnxruntimeBackend = class {
      async init() {
        return Promise.resolve();
      }
      async createInferenceSessionHandler(pathOrBuffer, options) {
        return new Promise((resolve2, reject) => {
          setImmediate(() => {
            try {
              resolve2(new OnnxruntimeSessionHandler(pathOrBuffer, options || {}));
            } catch (e) {
              reject(e);
            }
          });
        });
      }
    };
    exports2.onnxruntimeBackend = new OnnxruntimeBackend();
    exports2.listSupportedBackends = binding_1.binding.listSupportedBackends;
  }
});

// node_modules/onnxruntime-node/dist/index.js
var require_dist = __commonJS({
  "node_modules/onnxruntime-node/dist/index.js"(exports2) {
    "use strict";
    var __createBinding = exports2 && exports2.__createBinding || (Object.create ? (function(o, m, k, k2) {
      if (k2 === void 0) k2 = k;
      var desc = Object.getOwnPropertyDescriptor(m, k);
      if (!desc || ("get" in desc ? !m.__esModule : desc.writable || desc.configurable)) {
        desc = { enumerable: true, get: function() {
          return m[k];
        } };
      }
      Object.defineProperty(o, k2, desc);
    }) : (function(o, m, k, k2) {
      if (k2 === void 0) k2 = k;
      o[k2] = m[k];
    }));
    var __exportStar = exports2 && exports2.__exportStar || function(m, exports3) {
      for (var p in m) if (p !== "default" && !Object.prototype.hasOwnProperty.call(exports3, p)) __createBinding(exports3, m, p);
    };
    Object.defineProperty(exports2, "__esModule", { value: true });
    exports2.listSupportedBackends = void 0;
    __exportStar(require_cjs(), exports2);
    var backend_1 = require_backend2();
    Object.defineProperty(exports2, "listSupportedBackends", { enumerable: true, get: function() {
      return backend_1.listSupportedBackends;
    } });
    var onnxruntime_common_1 = require_cjs();
    var version_1 = require_version();
    var backend_2 = require_backend2();
    var backends = (0, backend_2.listSupportedBackends)();
    for (const backend of backends) {
      (0, onnxruntime_common_1.registerBackend)(backend.name, backend_2.onnxruntimeBackend, 100);
    }
    Object.defineProperty(onnxruntime_common_1.env.versions, "node", { value: version_1.version, enumerable: true });
  }
});

// src/engine/workers/entry.ts
var import_node_worker_threads3 = require("node:worker_threads");

// src/text/stopwords.ts
var SNOWBALL_ENGLISH_STOPWORDS = [
  "a",
  "about",
  "above",
  "after",
  "again",
  "against",
  "all",
  "am",
  "an",
  "and",
  "any",
  "are",
  "as",
  "at",
  "be",
  "because",
  "been",
  "before",
  "being",
  "below",
  "between",
  "both",
  "but",
  "by",
  "can",
  "could",
  "did",
  "do",
  "does",
  "doing",
  "down",
  "during",
  "each",
  "few",
  "for",
  "from",
  "further",
  "had",
  "has",
  "have",
  "having",
  "he",
  "her",
  "here",
  "hers",
  "herself",
  "him",
  "himself",
  "his",
  "how",
  "i",
  "if",
  "in",
  "into",
  "is",
  "it",
  "its",
  "itself",
  "just",
  "me",
  "more",
  "most",
  "my",
  "myself",
  "no",
  "nor",
  "not",
  "now",
  "of",
  "off",
  "on",
  "once",
  "only",
  "or",
  "other",
  "our",
  "ours",
  "ourselves",
  "out",
  "over",
  "own",
  "same",
  "she",
  "should",
  "so",
  "some",
  "such",
  "than",
  "that",
  "the",
  "their",
  "theirs",
  "them",
  "themselves",
  "then",
  "there",
  "these",
  "they",
  "this",
  "those",
  "through",
  "to",
  "too",
  "under",
  "until",
  "up",
  "very",
  "was",
  "we",
  "were",
  "what",
  "when",
  "where",
  "which",
  "while",
  "who",
  "whom",
  "why",
  "will",
  "with",
  "would",
  "you",
  "your",
  "yours",
  "yourself",
  "yourselves"
];
function defaultStopwords(language) {
  return language === "english" || language === "porter" ? SNOWBALL_ENGLISH_STOPWORDS : [];
}

// src/retrieve/bm25/analyzer-chars.ts
var SEP = 1;
var LETTER = 2;
var DIGIT = 3;
var CJK = 4;
var JOIN = 5;
var CJK_RE = /[\p{sc=Han}\p{sc=Hiragana}\p{sc=Katakana}\p{sc=Hangul}]/u;
var LETTER_RE = /[\p{L}\p{M}]/u;
var DIGIT_RE = new RegExp("\\p{N}", "u");
var JOINERS = "._-/+#@:";
function classOf(cp) {
  const s = String.fromCodePoint(cp);
  if (CJK_RE.test(s)) return CJK;
  if (LETTER_RE.test(s)) return LETTER;
  if (DIGIT_RE.test(s)) return DIGIT;
  if (cp < 128 && JOINERS.includes(s)) return JOIN;
  return SEP;
}
var BMP = new Uint8Array(65536);
for (let c = 0; c < 128; c++) BMP[c] = classOf(c);
function charClass(cp) {
  if (cp < 65536) {
    const c = BMP[cp];
    if (c !== 0) return c;
    return BMP[cp] = classOf(cp);
  }
  return classOf(cp);
}
var buffer = new Uint8Array(4096);
function classify(s) {
  const n = s.length;
  if (buffer.length < n + 1) buffer = new Uint8Array(Math.max(n + 1, buffer.length * 2));
  const out = buffer;
  for (let i = 0; i < n; i++) {
    const u = s.charCodeAt(i);
    if (u < 55296 || u > 57343) {
      const c = BMP[u];
      out[i] = c !== 0 ? c : BMP[u] = classOf(u);
    } else if (u <= 56319 && i + 1 < n) {
      const c = charClass(s.codePointAt(i));
      out[i] = c;
      out[i + 1] = c;
      i++;
    } else out[i] = SEP;
  }
  out[n] = SEP;
  return out;
}

// src/errors.ts
var ERROR_CODES = {
  USAGE: "usage",
  CONFIG: "config",
  GOLDEN: "golden",
  TREC_INPUT: "trec-input",
  BEIR_INPUT: "beir-input",
  GIT: "git",
  MISSING_COMMIT: "missing-commit",
  RETRIEVER: "retriever",
  HTTP: "http",
  NOT_AVAILABLE: "not-available",
  ARTIFACT: "artifact",
  QUERY_LOG: "query-log",
  // A file a command would write is already there (init without --force).
  FILE_EXISTS: "file-exists",
  // A shipped model folder that is missing or damaged (an installation problem).
  MODEL: "model"
};
var InputError = class extends Error {
  code;
  location;
  constructor(code, message, location = {}) {
    super(message);
    this.name = "InputError";
    this.code = code;
    this.location = location;
  }
  /** `file:line:column: field: message`, omitting the parts that are unknown. */
  format() {
    const { file, line, column, field } = this.location;
    let where = file ?? "";
    if (file && line) where += `:${line}`;
    if (file && line && column) where += `:${column}`;
    const parts = [where, field].filter((p) => p);
    return parts.length ? `${parts.join(": ")}: ${this.message}` : this.message;
  }
};

// src/text/stemmer-languages.ts
var languages;
function snowballLanguages() {
  languages ??= require_snowball_stemmers().algorithms();
  return languages;
}

// src/retrieve/bm25/analyzer-stemmer.ts
var snowball = require_snowball_stemmers();
var STEMMER_LANGUAGES = [...snowballLanguages()].sort();
var MAX_MEMO = 5e5;
function checkLanguage(language) {
  if (!STEMMER_LANGUAGES.includes(language)) {
    throw new InputError(
      ERROR_CODES.CONFIG,
      `unknown language '${language}'; expected 'none' or one of ${STEMMER_LANGUAGES.join(", ")}`,
      { field: "retriever.analyzer.language" }
    );
  }
}
function createWordNormalizer(language, stopwords) {
  let stem = (w) => w;
  if (language !== null) {
    checkLanguage(language);
    const stemmer = snowball.newStemmer(language);
    stem = (w) => stemmer.stem(w);
  }
  let memo = /* @__PURE__ */ new Map();
  return (word) => {
    let s = memo.get(word);
    if (s === void 0) {
      s = stopwords.has(word) ? "" : stem(word);
      if (memo.size >= MAX_MEMO) memo = /* @__PURE__ */ new Map();
      memo.set(word, s);
    }
    return s;
  };
}

// src/retrieve/bm25/analyzer.ts
var TermIdList = class {
  ids = new Int32Array(256);
  length = 0;
  push(id) {
    if (this.length === this.ids.length) {
      const next = new Int32Array(this.ids.length * 2);
      next.set(this.ids);
      this.ids = next;
    }
    this.ids[this.length++] = id;
  }
};
var PLAIN_ALPHA = /^[\p{L}\p{M}]+$/u;
var DIGITS = new RegExp("^\\p{N}+$", "u");
var JOINERS2 = /[._\-/+#@:$]+/u;
var LETTER_DIGIT_RUNS = new RegExp("[\\p{L}\\p{M}]+|\\p{N}+", "gu");
var MAX_WHOLE = 64;
function createAnalyzer(cfg) {
  return new TextAnalyzer(cfg);
}
var TextAnalyzer = class {
  /** '' for a stopword, else the word stemmed. */
  word;
  bigrams;
  /** Unset in a config object built before the setting existed: on, as the default. */
  codeIds;
  constructor(cfg) {
    const stopList = cfg.stopwords === true ? defaultStopwords(cfg.language) : cfg.stopwords === false ? [] : cfg.stopwords;
    this.word = createWordNormalizer(cfg.stemming && cfg.language !== "none" ? cfg.language : null, new Set(stopList.map((w) => w.toLowerCase())));
    this.bigrams = cfg.cjk_bigrams;
    this.codeIds = cfg.code_identifiers !== false;
  }
  /** A simple word (letters only, or digits only): stopword filter, then stem. */
  pushWord(w, out) {
    if (DIGITS.test(w)) out.push(w);
    else {
      const t = this.word(w);
      if (t) out.push(t);
    }
  }
  /**
   * Pushes `t` unless this token already emitted it. `seen` holds the token's terms so far: a Set,
   * since a scan of `out` made a 100 KB identifier of distinct parts (`b.c.d.…`) quadratic (6 s).
   */
  pushOnce(t, out, seen) {
    if (seen.has(t)) return;
    seen.add(t);
    out.push(t);
  }
  /** Pushes the humps of a camelCase `word` (its original case in `orig`) as plain words. */
  humps(orig, out, seen) {
    let at = 0;
    for (let i = 1; i <= orig.length; i++) {
      if (i < orig.length && !isHump(orig, i)) continue;
      const t = this.word(orig.slice(at, i).toLowerCase());
      if (t) this.pushOnce(t, out, seen);
      at = i;
    }
  }
  /** `orig`: the token in its original case when it is known (camelCase parts are split then). */
  compound(tok, out, orig) {
    const seen = /* @__PURE__ */ new Set();
    if (tok.length <= MAX_WHOLE) this.pushOnce(tok, out, seen);
    const lead = leadLength(tok);
    const trail = trailLength(tok, lead);
    const core = tok.slice(lead, tok.length - trail);
    const optionLike = tok.charCodeAt(0) === 47 || tok.charCodeAt(0) === 45;
    const origCore = orig === void 0 || optionLike ? void 0 : orig.slice(lead, orig.length - trail);
    const parts = core.split(JOINERS2);
    const origParts = origCore === void 0 ? void 0 : origCore.split(JOINERS2);
    if (core !== tok && parts.length > 1 && core.length <= MAX_WHOLE) this.pushOnce(core, out, seen);
    for (let pi = 0; pi < parts.length; pi++) {
      const part = parts[pi];
      if (part === "") continue;
      const op = origParts !== void 0 && origParts.length === parts.length ? origParts[pi] : void 0;
      if (op !== void 0 && PLAIN_ALPHA.test(part) && hasHump(op)) {
        if (parts.length > 1 || lead + trail > 0) this.pushOnce(part, out, seen);
        this.humps(op, out, seen);
        continue;
      }
      if (PLAIN_ALPHA.test(part) || DIGITS.test(part)) {
        const before = out.length;
        this.pushWord(part, out);
        if (out.length > before) this.pushOnce(out.pop(), out, seen);
        continue;
      }
      this.pushOnce(part, out, seen);
      for (const run of part.match(LETTER_DIGIT_RUNS) ?? []) {
        if (DIGITS.test(run)) this.pushOnce(run, out, seen);
        else {
          const t = this.word(run);
          if (t) this.pushOnce(t, out, seen);
        }
      }
    }
  }
  // An identifier's terms depend only on its text (and its case, for humps): memoized like the
  // stems, since the same identifiers recur all over a corpus. Bounded: cleared when full.
  compoundMemo = /* @__PURE__ */ new Map();
  /** An identifier's terms (the memo's array: not to be changed). */
  compoundTerms(tok, orig) {
    const key = orig ?? tok;
    let terms = this.compoundMemo.get(key);
    if (terms === void 0) {
      terms = [];
      this.compound(tok, terms, orig);
      if (this.compoundMemo.size >= MAX_MEMO2) this.compoundMemo.clear();
      this.compoundMemo.set(key, terms);
    }
    return terms;
  }
  /** The terms of a token that is not a plain word: a number is its own term, the others are identifiers (`orig`: the original case, when it has a hump). */
  termsOfToken(tok, orig, number, out) {
    if (number) out.push(tok);
    else {
      const terms = this.compoundTerms(tok, orig);
      for (let k = 0; k < terms.length; k++) out.push(terms[k]);
    }
  }
  // An index build memoizes an identifier's term ids rather than its terms: the terms memo kept
  // an array and a string per term for each of ~125k identifiers of cpp-docs through the whole
  // build, and copying them through the young generation was most of the build's extra GC work.
  // Each identifier's ids sit in one shared typed pool (its count, then its ids), so an entry is
  // a key and a number: nothing more for the collector. Valid for the current `idsOf` caller only.
  idMemo = /* @__PURE__ */ new Map();
  idPool = new Int32Array(1 << 16);
  idPoolLength = 0;
  /** `compound`'s terms on an id memo miss (dropped after each one). */
  missTerms = [];
  /** Forgets the memoized ids (another caller's ids, or a full memo). */
  resetIdMemo() {
    this.idMemo.clear();
    this.idPoolLength = 0;
  }
  /** Computes and memoizes the term ids of the identifier `tok` (`orig`: as compoundTerms); returns their offset in the pool. */
  memoIds(key, tok, orig, idOf) {
    this.missTerms.length = 0;
    this.compound(tok, this.missTerms, orig);
    if (this.idMemo.size >= MAX_MEMO2) this.resetIdMemo();
    const n = this.missTerms.length;
    if (this.idPoolLength + n + 1 > this.idPool.length) {
      const next = new Int32Array(Math.max(this.idPool.length * 2, this.idPoolLength + n + 1));
      next.set(this.idPool.subarray(0, this.idPoolLength));
      this.idPool = next;
    }
    const at = this.idPoolLength;
    this.idPool[at] = n;
    for (let k = 0; k < n; k++) this.idPool[at + 1 + k] = idOf(this.missTerms[k]);
    this.idPoolLength = at + 1 + n;
    this.idMemo.set(key, at);
    return at;
  }
  /** `termsOfToken` as term ids, straight into `ids` (no scratch array per token). */
  idsOfToken(tok, orig, number, ids, idOf) {
    if (number) {
      ids.push(idOf(tok));
      return;
    }
    const key = orig ?? tok;
    let at = this.idMemo.get(key);
    if (at === void 0) at = this.memoIds(key, tok, orig, idOf);
    const pool = this.idPool;
    const end = at + 1 + pool[at];
    for (let k = at + 1; k < end; k++) ids.push(pool[k]);
  }
  // Direct-mapped cache of plain words: the lowercased word → its term ('' for a stopword). A hit
  // compares the word's characters in place, so the commonest token costs no substring and no
  // hashing of a new string (both showed in profiles of a cpp-docs build); a miss (or a collision,
  // which just overwrites the slot) goes through `word` as before, so the terms are the same.
  cacheKeys = new Array(WORD_CACHE_SIZE).fill(void 0);
  cacheTerms = new Array(WORD_CACHE_SIZE).fill("");
  /** For `analyzeIds`: each slot's term id, and the caller generation it is valid for (0: none). */
  cacheIds = new Int32Array(WORD_CACHE_SIZE);
  cacheIdGen = new Uint32Array(WORD_CACHE_SIZE);
  plainWord(s, start, end) {
    let h = 0;
    for (let k = start; k < end; k++) h = Math.imul(h, 31) + s.charCodeAt(k) | 0;
    const slot = (h ^ h >>> 15) & WORD_CACHE_SIZE - 1;
    const key = this.cacheKeys[slot];
    const len = end - start;
    if (key !== void 0 && key.length === len) {
      let k = 0;
      while (k < len && key.charCodeAt(k) === s.charCodeAt(start + k)) k++;
      if (k === len) return this.cacheTerms[slot];
    }
    const w = s.slice(start, end);
    const t = this.word(w);
    this.cacheKeys[slot] = w;
    this.cacheTerms[slot] = t;
    this.cacheIdGen[slot] = 0;
    return t;
  }
  // The term ids of the cached plain words, for `analyzeIds`: valid while `idsOf` is the caller's
  // `idOf` (another caller starts them over), -1 for a stopword. A hit skips the stem memo and the
  // index's term lookup, the two hash lookups every token otherwise costs.
  idGen = 0;
  idsOf;
  plainId(s, start, end, idOf) {
    let h = 0;
    for (let k = start; k < end; k++) h = Math.imul(h, 31) + s.charCodeAt(k) | 0;
    const slot = (h ^ h >>> 15) & WORD_CACHE_SIZE - 1;
    const key = this.cacheKeys[slot];
    const len = end - start;
    if (key !== void 0 && key.length === len && this.cacheIdGen[slot] === this.idGen) {
      let k = 0;
      while (k < len && key.charCodeAt(k) === s.charCodeAt(start + k)) k++;
      if (k === len) return this.cacheIds[slot];
    }
    const t = this.plainWord(s, start, end);
    const id = t ? idOf(t) : -1;
    this.cacheIds[slot] = id;
    this.cacheIdGen[slot] = this.idGen;
    return id;
  }
  /** `run`'s term scratch for `analyzeIds` (always left empty). */
  scratchTerms = [];
  cjk(run, out) {
    const chars = Array.from(run);
    if (!this.bigrams || chars.length === 1) {
      for (const c of chars) out.push(c);
      return;
    }
    for (let i = 0; i + 1 < chars.length; i++) out.push(chars[i] + chars[i + 1]);
  }
  /**
   * Analyses `text` into `out` (terms), or, with `ids`, into `ids` (term ids by `idOf`; `out` is
   * then scratch, flushed into `ids` after each token that is not a plain word).
   */
  analyseInto(text, out, ids, idOf) {
    const s = text.toLowerCase();
    const n = s.length;
    const cased = this.codeIds && text.length === n ? text : void 0;
    const cls = classify(s);
    let i = 0;
    while (i < n) {
      const c = cls[i];
      if (c === CJK) {
        const start2 = i;
        while (i < n && cls[i] === CJK) i++;
        this.cjk(s.slice(start2, i), out);
        if (ids !== void 0) flush(out, ids, idOf);
        continue;
      }
      const start = i;
      let prefix = 0;
      if (c !== LETTER && c !== DIGIT) {
        const ch2 = s.charCodeAt(i);
        if (ch2 === 45 && codeAt(s, i + 1) === 45 && isWord(cls[i + 2])) prefix = 2;
        else if (ch2 === 95 && this.codeIds) {
          let u = i;
          while (u < n && u - i < MAX_UNDERSCORES && s.charCodeAt(u) === 95) u++;
          if (u < n && isWord(cls[u])) prefix = u - i;
        } else if ((ch2 === 45 || ch2 === 47 || ch2 === 64 || ch2 === 35 || ch2 === 36 || ch2 === 46) && isWord(cls[i + 1])) prefix = 1;
        if (prefix === 0) {
          i++;
          continue;
        }
        i += prefix;
      }
      let letters = false;
      let digits = false;
      let joined = false;
      for (; ; ) {
        for (; i < n; i++) {
          const k = cls[i];
          if (k === LETTER) letters = true;
          else if (k === DIGIT) digits = true;
          else break;
        }
        let j = i;
        while (j < n && cls[j] === JOIN) j++;
        if (j > i && j < n && isWord(cls[j])) {
          joined = true;
          i = j;
        } else break;
      }
      let suffix = 0;
      const ch = codeAt(s, i);
      if (ch === 43) suffix = codeAt(s, i + 1) === 43 ? 2 : 1;
      else if (ch === 35) suffix = 1;
      else if (ch === 95 && s.charCodeAt(start) === 95) {
        while (suffix < MAX_UNDERSCORES && codeAt(s, i + suffix) === 95) suffix++;
      }
      i += suffix;
      const hump = cased !== void 0 && letters && humpIn(cased, start, i);
      if (prefix === 0 && suffix === 0 && !joined && !digits && !hump) {
        if (ids !== void 0) {
          const id = this.plainId(s, start, i, idOf);
          if (id >= 0) ids.push(id);
        } else {
          const t = this.plainWord(s, start, i);
          if (t) out.push(t);
        }
      } else {
        const number = prefix === 0 && suffix === 0 && !joined && !letters;
        const tok = s.slice(start, i);
        const orig = hump ? cased.slice(start, i) : void 0;
        if (ids !== void 0) this.idsOfToken(tok, orig, number, ids, idOf);
        else this.termsOfToken(tok, orig, number, out);
      }
      const q = codeAt(s, i);
      if ((q === 39 || q === 8217) && codeAt(s, i + 1) === 115 && (i + 2 >= n || !isWord(cls[i + 2]))) i += 2;
    }
  }
  analyze(text) {
    const out = [];
    this.analyseInto(text, out);
    return out;
  }
  analyzeIds(text, idOf) {
    const list = new TermIdList();
    this.analyzeIdsInto(text, idOf, list);
    return Array.from(list.ids.subarray(0, list.length));
  }
  analyzeIdsInto(text, idOf, into) {
    if (idOf !== this.idsOf) {
      this.forgetIds();
      this.idsOf = idOf;
    }
    this.analyseInto(text, this.scratchTerms, into, idOf);
  }
  forgetIds() {
    this.idsOf = void 0;
    this.idGen++;
    this.resetIdMemo();
  }
};
function flush(out, ids, idOf) {
  for (let k = 0; k < out.length; k++) ids.push(idOf(out[k]));
  out.length = 0;
}
var isWord = (c) => c === LETTER || c === DIGIT;
var codeAt = (s, i) => i < s.length ? s.charCodeAt(i) : -1;
var WORD_CACHE_SIZE = 1 << 15;
var MAX_MEMO2 = 2e5;
var MAX_UNDERSCORES = 4;
var isLower = (c) => c >= 97 && c <= 122;
var isUpper = (c) => c >= 65 && c <= 90;
function isHump(w, i) {
  const prev = w.charCodeAt(i - 1);
  const c = w.charCodeAt(i);
  if (isLower(prev) && isUpper(c)) return true;
  return i >= 2 && isUpper(w.charCodeAt(i - 2)) && isUpper(prev) && isUpper(c) && isLower(w.charCodeAt(i + 1));
}
function hasHump(w) {
  return humpIn(w, 0, w.length);
}
function humpIn(s, start, end) {
  for (let i = start + 1; i < end; i++) {
    const c = s.charCodeAt(i);
    if (c < 65 || c > 90) continue;
    const prev = s.charCodeAt(i - 1);
    if (isLower(prev)) return true;
    if (i - 2 >= start && isUpper(prev) && isUpper(s.charCodeAt(i - 2)) && i + 1 < end && isLower(s.charCodeAt(i + 1))) return true;
  }
  return false;
}
function leadLength(tok) {
  if (tok.startsWith("--")) return 2;
  const c = tok.charCodeAt(0);
  if (c === 45 || c === 47 || c === 64 || c === 35 || c === 36 || c === 46) return 1;
  let u = 0;
  while (u < tok.length && tok.charCodeAt(u) === 95) u++;
  return u;
}
function trailLength(tok, lead) {
  if (tok.endsWith("++") && tok.length - 2 >= lead) return 2;
  const c = tok.charCodeAt(tok.length - 1);
  if ((c === 43 || c === 35) && tok.length - 1 >= lead) return 1;
  let u = 0;
  while (tok.length - u - 1 >= lead && tok.charCodeAt(tok.length - u - 1) === 95) u++;
  return u;
}

// src/engine/workers/tasks.ts
var import_node_worker_threads = require("node:worker_threads");

// src/retrieve/bm25/bm25-types.ts
var EXTRA_FIELDS = ["title", "headings"];
function fieldsActive(fields) {
  return !!fields && (fields.title.weight > 0 || fields.headings.weight > 0);
}

// src/retrieve/bm25/bm25-forward.ts
var EMPTY_IDS = new Int32Array(0);
function leadHolds(text, lead, body) {
  let at = 0;
  for (let k = 0; k < lead.length; k++) {
    if (k > 0) at += 3;
    if (lead[k].indexOf("\u0130") >= 0) return false;
    at += lead[k].length;
  }
  at += 2;
  return text.length - at === body.length && body.indexOf("\u0130") < 0;
}
var MAX_FIELD_MEMO = 1e5;
function grown(a, size) {
  const next = new Float32Array(size);
  next.set(a);
  return next;
}
var Grow = class {
  constructor(data, make) {
    this.data = data;
    this.make = make;
  }
  data;
  make;
  length = 0;
  push(v) {
    if (this.length === this.data.length) {
      const next = this.make(this.data.length * 2);
      next.set(this.data);
      this.data = next;
    }
    this.data[this.length++] = v;
  }
  /** Makes room for `n` more values, so that they can be written to `data` directly. */
  reserve(n) {
    if (this.length + n <= this.data.length) return;
    const next = this.make(Math.max(this.data.length * 2, this.length + n));
    next.set(this.data);
    this.data = next;
  }
  trimmed() {
    return this.data.subarray(0, this.length);
  }
};
var Forward = class {
  constructor(analyzer, boost, extra, lookup, newTerm, firstTerms) {
    this.analyzer = analyzer;
    this.boost = boost;
    this.extra = extra;
    this.lookup = lookup;
    this.newTerm = newTerm;
    this.df = new Grow(new Uint32Array(Math.max(1024, firstTerms)), (k) => new Uint32Array(k));
    this.df.length = firstTerms;
    this.scratch = new Float32Array(Math.max(1024, firstTerms));
    this.mark = new Uint32Array(this.scratch.length);
    this.seen = new Uint32Array(this.scratch.length);
    const nf = extra ? EXTRA_FIELDS.length : 0;
    this.fieldAt = Array.from({ length: nf }, () => new Grow(new Uint32Array(1 << 12), (k) => new Uint32Array(k)));
    this.fieldVal = Array.from({ length: nf }, () => new Grow(new Float32Array(1 << 12), (k) => new Float32Array(k)));
    this.fieldScratch = Array.from({ length: nf }, () => new Float32Array(this.scratch.length));
    this.lastFieldLen = new Array(nf).fill(0);
  }
  analyzer;
  boost;
  extra;
  lookup;
  newTerm;
  terms = new Grow(new Uint32Array(1 << 16), (k) => new Uint32Array(k));
  tfs = new Grow(new Float32Array(1 << 16), (k) => new Float32Array(k));
  /** Document i's terms are [start[i], start[i+1]) of terms / tfs, in first-seen order. */
  start = [0];
  df;
  /**
   * Per extra field (title, headings), its counts where they are not 0 (a few terms a document
   * against ~30 postings; dense arrays aligned with `terms` were most of a build's memory traffic):
   * `fieldAt` the positions in `terms`, ascending, `fieldVal` the counts.
   */
  fieldAt;
  fieldVal;
  /** Per extra field, the last document's length in terms. */
  lastFieldLen;
  scratch;
  fieldScratch;
  lastField = [void 0, void 0];
  lastFieldIds = [EMPTY_IDS, EMPTY_IDS];
  /**
   * Term ids of each distinct title or trail string analysed so far: a page's title recurs in all
   * its chunks and trails recur across pages ("Remarks", "Example", "See also"), so each string is
   * analysed once per build. Bounded: starts over when full.
   */
  fieldMemo = /* @__PURE__ */ new Map();
  fieldIds = new TermIdList();
  /** The current document's term ids per extra field (EMPTY_IDS when it has none). */
  docFieldIds = [EMPTY_IDS, EMPTY_IDS];
  /** For the terms in `seen` (the current document's distinct terms so far), their index there + 1; else 0. */
  mark;
  /** The current document's distinct terms so far, in `seen[0 … nSeen)` (a typed array: no array per document). */
  seen;
  nSeen = 0;
  /** The term ids of a body (or legacy heading), reused by every document. */
  bodyIds = new TermIdList();
  /** Analyses one document; returns its length. */
  add(doc) {
    let len = 0;
    if (doc.lead !== void 0 && doc.body !== void 0 && leadHolds(doc.text, doc.lead, doc.body)) {
      for (const part of doc.lead) {
        const ids = this.fieldIdsOf(part);
        this.countIds(ids);
        len += ids.length;
      }
      const body = this.termIdsOf(doc.body, this.bodyIds);
      this.count(body, 1);
      len += body.length;
    } else {
      const body = this.termIdsOf(doc.text, this.bodyIds);
      this.count(body, 1);
      len = body.length;
    }
    if (this.boost > 0 && doc.heading) {
      const head = this.termIdsOf(doc.heading, this.bodyIds);
      this.count(head, this.boost);
      len += this.boost * head.length;
    }
    if (this.extra) {
      for (let f = 0; f < 2; f++) {
        const text = f === 0 ? doc.title : doc.headings;
        if (!text) {
          this.lastFieldLen[f] = 0;
          this.docFieldIds[f] = EMPTY_IDS;
          continue;
        }
        if (text !== this.lastField[f]) {
          this.lastField[f] = text;
          this.lastFieldIds[f] = this.fieldIdsOf(text);
        }
        const ids = this.lastFieldIds[f];
        this.docFieldIds[f] = ids;
        const { seen: seen2, mark: mark2 } = this;
        const fs = this.fieldScratch[f];
        for (let i = 0; i < ids.length; i++) {
          const t = ids[i];
          if (mark2[t] === 0) {
            mark2[t] = this.nSeen + 1;
            seen2[this.nSeen++] = t;
          }
          fs[t] += 1;
        }
        this.lastFieldLen[f] = ids.length;
      }
    }
    const { scratch, seen, fieldScratch, mark } = this;
    const m = this.nSeen;
    const at = this.terms.length;
    for (let f = 0; f < this.fieldAt.length; f++) {
      const ids = this.docFieldIds[f];
      const fs = fieldScratch[f];
      const pos = this.fieldAt[f];
      const val = this.fieldVal[f];
      const from = pos.length;
      for (let i = 0; i < ids.length; i++) {
        const t = ids[i];
        const c = fs[t];
        if (c === 0) continue;
        fs[t] = 0;
        pos.push(0);
        val.push(0);
        const p = at + mark[t] - 1;
        let k = pos.length - 1;
        for (; k > from && pos.data[k - 1] > p; k--) {
          pos.data[k] = pos.data[k - 1];
          val.data[k] = val.data[k - 1];
        }
        pos.data[k] = p;
        val.data[k] = c;
      }
    }
    this.terms.reserve(m);
    this.tfs.reserve(m);
    const terms = this.terms.data;
    const tfs = this.tfs.data;
    const df = this.df.data;
    for (let i = 0; i < m; i++) {
      const t = seen[i];
      mark[t] = 0;
      terms[at + i] = t;
      tfs[at + i] = scratch[t];
      df[t]++;
      scratch[t] = 0;
    }
    this.terms.length = at + m;
    this.tfs.length = at + m;
    this.nSeen = 0;
    this.start.push(this.terms.length);
    return len;
  }
  /** The id of `term`, a new one (with room in the scratch arrays) when it is new. */
  idOf(term) {
    let t = this.lookup(term);
    if (t === void 0) {
      t = this.newTerm(term);
      this.df.push(0);
      if (t >= this.scratch.length) {
        const size = Math.max(this.scratch.length * 2, t + 1);
        this.scratch = grown(this.scratch, size);
        for (let f = 0; f < this.fieldScratch.length; f++) this.fieldScratch[f] = grown(this.fieldScratch[f], size);
        const mark = new Uint32Array(size);
        mark.set(this.mark);
        this.mark = mark;
        const seen = new Uint32Array(size);
        seen.set(this.seen);
        this.seen = seen;
      }
    }
    return t;
  }
  /**
   * Done analysing: the analyzer forgets this forward index's id function. It held this object,
   * and with it every buffer here, for as long as the analyzer lived, i.e. as long as the index:
   * an index of 200,000 chunks built in one thread kept 179 MiB of buffers and 70 MiB of heap more
   * through the ranking (and, in compare, through the head's build).
   */
  done() {
    this.analyzer.forgetIds?.();
  }
  /** One function object for the analyzer's `analyzeIds` (which remembers ids per function). */
  idOfTerm = (term) => this.idOf(term);
  /** The term ids of `text`, new terms added, written over `into` (reused from text to text, so the build makes no array per text). */
  termIdsOf(text, into) {
    const a = this.analyzer;
    into.length = 0;
    if (a.analyzeIdsInto) a.analyzeIdsInto(text, this.idOfTerm, into);
    else for (const term of a.analyze(text)) into.push(this.idOf(term));
    return into;
  }
  /** Each extra field's counts aligned with `terms` (0 where a term is not in the field). */
  denseFieldTfs() {
    return this.fieldAt.map((pos, f) => {
      const out = new Float32Array(this.terms.length);
      const val = this.fieldVal[f].data;
      for (let k = 0; k < pos.length; k++) out[pos.data[k]] = val[k];
      return out;
    });
  }
  /** Counts the terms `ids` into the body tf, once each occurrence. */
  countIds(ids) {
    const { mark, seen, scratch } = this;
    for (let i = 0; i < ids.length; i++) {
      const t = ids[i];
      if (mark[t] === 0) {
        mark[t] = this.nSeen + 1;
        seen[this.nSeen++] = t;
      }
      scratch[t] += 1;
    }
  }
  /** The term ids of a title, trail or lead string, analysed on its first occurrence only. */
  fieldIdsOf(text) {
    let ids = this.fieldMemo.get(text);
    if (ids === void 0) {
      const list = this.termIdsOf(text, this.fieldIds);
      ids = list.ids.slice(0, list.length);
      if (this.fieldMemo.size >= MAX_FIELD_MEMO) this.fieldMemo.clear();
      this.fieldMemo.set(text, ids);
    }
    return ids;
  }
  /** Counts the terms `list` into the body tf with `weight`. */
  count(list, weight) {
    const ids = list.ids;
    for (let i = 0; i < list.length; i++) {
      const t = ids[i];
      if (this.mark[t] === 0) {
        this.mark[t] = this.nSeen + 1;
        this.seen[this.nSeen++] = t;
      }
      this.scratch[t] += weight;
    }
  }
};

// src/retrieve/bm25/bm25-analysis.ts
var AnalysisSession = class {
  constructor(analyzer, params, session) {
    this.session = session;
    const newTerm = (term) => {
      this.termIds.set(term, this.vocab.length);
      this.vocab.push(term);
      return this.vocab.length - 1;
    };
    const extra = fieldsActive(params.fields);
    this.nf = extra ? EXTRA_FIELDS.length : 0;
    this.fwd = new Forward(analyzer, params.headingBoost, extra, (term) => this.termIds.get(term), newTerm, 0);
  }
  session;
  termIds = /* @__PURE__ */ new Map();
  vocab = [];
  sent = 0;
  fwd;
  nf;
  /** One batch, as analyseDocs gives it but numbered by the session. */
  analyse(docs) {
    const fwd = this.fwd;
    fwd.terms.length = 0;
    fwd.tfs.length = 0;
    fwd.start.length = 1;
    for (let f = 0; f < this.nf; f++) {
      fwd.fieldAt[f].length = 0;
      fwd.fieldVal[f].length = 0;
    }
    const dl = new Float64Array(docs.length);
    const fieldLen = Array.from({ length: this.nf }, () => new Float64Array(docs.length));
    for (let d = 0; d < docs.length; d++) {
      dl[d] = fwd.add(docs[d]);
      for (let f = 0; f < this.nf; f++) fieldLen[f][d] = fwd.lastFieldLen[f];
    }
    const used = (g) => g.data.slice(0, g.length);
    const vocabFrom = this.sent;
    this.sent = this.vocab.length;
    return {
      vocab: this.vocab.slice(vocabFrom),
      vocabFrom,
      session: this.session,
      terms: used(fwd.terms),
      tfs: used(fwd.tfs),
      start: Uint32Array.from(fwd.start),
      df: new Uint32Array(0),
      fieldAt: fwd.fieldAt.map(used),
      fieldVal: fwd.fieldVal.map(used),
      dl,
      fieldLen
    };
  }
};

// src/retrieve/bm25/bm25-postings.ts
var EMPTY_TFS = new Float32Array(0);
var EMPTY_AT = new Uint32Array(0);

// src/engine/workers/chunk-batch.ts
function decodeBatch(batch) {
  const { strings, bodies, leadStart, leadIdx } = batch;
  const at = (i) => i < 0 ? void 0 : strings[i];
  const out = new Array(bodies.length);
  for (let i = 0; i < bodies.length; i++) {
    const doc = { id: "", text: bodies[i] };
    if (batch.hasLead[i] === 1) {
      const lead = [];
      for (let k = leadStart[i]; k < leadStart[i + 1]; k++) lead.push(strings[leadIdx[k]]);
      doc.lead = lead;
      doc.body = bodies[i];
      doc.text = `${lead.join(" > ")}

${bodies[i]}`;
    }
    const h = at(batch.heading[i]);
    if (h !== void 0) doc.heading = h;
    const t = at(batch.title[i]);
    if (t !== void 0) doc.title = t;
    const hs = at(batch.headings[i]);
    if (hs !== void 0) doc.headings = hs;
    out[i] = doc;
  }
  return out;
}

// src/engine/workers/tasks.ts
var ThreadState = class {
  /** `sessionId` tells merging whose term numbering a batch has: the thread's id, unique among a side's workers. */
  constructor(sessionId = import_node_worker_threads.threadId) {
    this.sessionId = sessionId;
  }
  sessionId;
  analyzers = /* @__PURE__ */ new Map();
  current;
  analyzerFor(cfg) {
    const key = JSON.stringify(cfg);
    let a = this.analyzers.get(key);
    if (!a) this.analyzers.set(key, a = createAnalyzer(cfg));
    return a;
  }
  /** The batch's documents analysed for BM25 in this thread's session for the side. */
  analyseBm25(docs, settings) {
    if (this.current?.run !== settings.run) this.current = { run: settings.run, session: new AnalysisSession(this.analyzerFor(settings.analyzer), settings.params, this.sessionId) };
    return this.current.session.analyse(docs);
  }
  /** Drops the session and analysers (they hold a vocabulary's worth of memory). */
  release() {
    this.current = void 0;
    this.analyzers.clear();
  }
};
function analysedBuffers(a) {
  return [a.terms, a.tfs, a.start, a.df, a.dl, ...a.fieldAt, ...a.fieldVal, ...a.fieldLen].map((x) => x.buffer);
}
var sideWork = {
  run(batch, settings, state) {
    const docs = decodeBatch(batch);
    const result = {};
    const transfer = [];
    if (settings.bm25) {
      result.bm25 = state.analyseBm25(docs, settings.bm25);
      transfer.push(...analysedBuffers(result.bm25));
    }
    return { result, transfer };
  }
};
var TASKS = {
  "side-work": sideWork
};

// src/util/worker-channel.ts
var import_node_worker_threads2 = require("node:worker_threads");

// src/util/worker-script.ts
var import_node_fs = require("node:fs");
var import_node_path = require("node:path");
var WORKER_FLAG = "retrievalGateWorker";
var WORKER_BUNDLE = "worker.js";
var servesWorkers = false;
function markServesWorkers() {
  servesWorkers = true;
}
function bundleFile() {
  const file = typeof __filename === "string" ? __filename : "";
  if (!/\.c?js$/.test(file)) return null;
  const own = (0, import_node_path.join)((0, import_node_path.dirname)(file), WORKER_BUNDLE);
  if (file !== own && (0, import_node_fs.existsSync)(own)) return own;
  return servesWorkers ? file : null;
}

// src/util/worker-channel.ts
var WorkerChannel = class {
  worker;
  pending = /* @__PURE__ */ new Map();
  nextId = 0;
  closed = false;
  /** Starts `script` (this bundle) as a worker with `data` beside the flag; `what` names it in errors. */
  constructor(script, data, what) {
    const w = new import_node_worker_threads2.Worker(script, { workerData: { [WORKER_FLAG]: true, ...data } });
    this.worker = w;
    const failAll = (e) => {
      for (const p of this.pending.values()) p.reject(e);
      this.pending.clear();
      w.unref();
    };
    w.on("message", (reply) => {
      const p = this.pending.get(reply.id);
      if (!p) return;
      this.pending.delete(reply.id);
      if (this.pending.size === 0) w.unref();
      if (reply.error !== void 0) p.reject(new Error(`${what}: ${reply.error}`));
      else p.resolve(reply.result);
    });
    w.on("error", failAll);
    w.on("exit", (code) => {
      if (!this.closed) failAll(new Error(`${what} stopped (exit code ${code})`));
    });
    w.unref();
  }
  /** Requests sent and not answered yet. */
  get waiting() {
    return this.pending.size;
  }
  /** Sends `message` (given an id) and resolves with the worker's result. */
  request(message, transfer = []) {
    const id = this.nextId++;
    return new Promise((resolve2, reject) => {
      if (this.pending.size === 0) this.worker.ref();
      this.pending.set(id, { resolve: resolve2, reject });
      this.worker.postMessage({ ...message, id }, [...transfer]);
    });
  }
  async close() {
    this.closed = true;
    await this.worker.terminate();
  }
};
function answer(port, id, run) {
  const fail = (e) => port.postMessage({ id, error: e instanceof Error ? e.message : String(e) });
  const send = (out) => port.postMessage({ id, result: out.result }, out.transfer);
  try {
    const out = run();
    if (out instanceof Promise) return out.then(send, fail);
    send(out);
  } catch (e) {
    fail(e);
  }
}

// src/retrieve/embed/encoder-threads.ts
var SLICE = 8;
var EncoderThreads = class {
  threads;
  constructor(size, script, data) {
    this.threads = Array.from({ length: size }, () => new WorkerChannel(script, { encoder: data }, "sentence encoder thread"));
  }
  /** The texts' vectors, packed in one array in the texts' order. */
  async embed(texts, dims, progress) {
    const out = new Float32Array(texts.length * dims);
    let next = 0;
    let done = 0;
    const serve = async (thread) => {
      while (next < texts.length) {
        const from = next;
        next = Math.min(texts.length, next + SLICE);
        const vectors = await thread.request({ texts: texts.slice(from, next) });
        out.set(vectors, from * dims);
        done += vectors.length / dims;
        progress?.(done, texts.length);
      }
    };
    await Promise.all(this.threads.map(serve));
    return out;
  }
  async close() {
    await Promise.all(this.threads.map((t) => t.close()));
  }
};

// src/retrieve/model/encoder-model.ts
var import_node_crypto2 = require("node:crypto");
var import_version = __toESM(require_version());

// src/retrieve/model/model-folder.ts
var import_node_crypto = require("node:crypto");
var import_node_fs2 = require("node:fs");
var path = __toESM(require("node:path"));
function modelDir(name) {
  const candidates = [
    path.join(__dirname, "models", name),
    path.resolve(__dirname, "..", "..", "..", "models", name),
    path.resolve(__dirname, "..", "..", "models", name)
  ];
  if (process.env.RG_PROJECT_ROOT) candidates.push(path.resolve(process.env.RG_PROJECT_ROOT, "models", name));
  const found = candidates.find((d) => (0, import_node_fs2.existsSync)(path.join(d, "manifest.json")));
  if (!found) throw installError(name, `not found (looked in ${candidates.join(", ")})`);
  return found;
}
function installError(name, what) {
  return new InputError(
    ERROR_CODES.MODEL,
    `model ${name}: ${what}. The installation is incomplete or damaged: reinstall retrieval-gate (or, in a checkout, run \`npm run build\`)`
  );
}
function sha256(data) {
  return (0, import_node_crypto.createHash)("sha256").update(data).digest("hex");
}
var shown = (v) => v === void 0 ? "nothing" : JSON.stringify(v);
var rule = {
  integerAtLeast: (least) => (v) => Number.isInteger(v) && v >= least ? "" : `${shown(v)}, expected an integer of at least ${least}`,
  exactly: (want) => (v) => v === want ? "" : `${shown(v)}, expected ${JSON.stringify(want)}`,
  /** An object whose named fields each pass their rule (other fields are the makers' notes). */
  fields: (rules) => (v) => {
    if (!v || typeof v !== "object" || Array.isArray(v)) return `${shown(v)}, expected an object`;
    for (const [k, r] of Object.entries(rules)) {
      const problem = r(v[k]);
      if (problem) return `.${k} is ${problem}`;
    }
    return "";
  }
};
function openModelFolder(name, spec, dir = modelDir(name)) {
  let manifest;
  try {
    manifest = JSON.parse((0, import_node_fs2.readFileSync)(path.join(dir, "manifest.json"), "utf8"));
  } catch (e) {
    throw installError(name, `manifest.json cannot be read (${e.message})`);
  }
  if (!manifest || typeof manifest !== "object") throw installError(name, "manifest.json is not an object");
  if (manifest.format !== spec.format) throw installError(name, `manifest.json has format ${JSON.stringify(manifest.format)}, expected ${spec.format}`);
  if (!manifest.files || typeof manifest.files !== "object") throw installError(name, "manifest.json lists no files");
  for (const [key, check] of Object.entries(spec.keys ?? {})) {
    const problem = check(manifest[key]);
    if (problem) throw installError(name, `manifest.json: "${key}" is ${problem.startsWith(".") ? `wrong: ${key}${problem}` : problem}`);
  }
  for (const file of spec.files ?? []) {
    if (manifest.files[file] === void 0) throw installError(name, `manifest.json does not list ${file}`);
  }
  for (const [file, hash] of Object.entries(manifest.files)) {
    if (typeof hash !== "string" || !/^[0-9a-f]{64}$/.test(hash)) throw installError(name, `manifest.json: the hash of ${file} is not a sha256`);
  }
  return {
    dir,
    manifest,
    read(file) {
      const want = manifest.files[file];
      if (!want) throw installError(name, `${file} is not in its manifest`);
      let data;
      try {
        data = (0, import_node_fs2.readFileSync)(path.join(dir, file));
      } catch {
        throw installError(name, `${file} is missing`);
      }
      if (sha256(data) !== want) throw installError(name, `${file} (${data.length} bytes) does not match its manifest's sha256`);
      return data;
    },
    hashOf(file) {
      return (manifest.files[file] ?? "").slice(0, 12);
    }
  };
}

// src/retrieve/model/encoder-model.ts
var ENCODER_NAME = "minilm-l6-v2";
var ENCODER_RUNTIME = `onnxruntime-node@${import_version.version}`;
var ENCODER_SPEC = {
  format: "retrieval-gate/encoder@1",
  keys: {
    dims: rule.integerAtLeast(1),
    // [CLS], one token, [SEP]
    max_tokens: rule.integerAtLeast(3),
    pooling: rule.exactly("mean"),
    normalize: rule.exactly(true),
    tokenizer: rule.fields({
      kind: rule.exactly("wordpiece"),
      lowercase: rule.exactly(true),
      strip_accents: rule.exactly(true),
      cls: rule.exactly("[CLS]"),
      sep: rule.exactly("[SEP]"),
      pad: rule.exactly("[PAD]"),
      unk: rule.exactly("[UNK]")
    })
  },
  files: ["model.onnx", "tokenizer.json", "tokenizer_config.json"]
};
var FIRST_CUT = 256;
function encoderIdentityOf(folder) {
  const cut = folder.manifest.max_tokens;
  const sha = folder.manifest.files["model.onnx"] ?? "";
  const hex = cut === FIRST_CUT ? folder.hashOf("model.onnx") : (0, import_node_crypto2.createHash)("sha256").update(`${sha}:${String(cut)}`).digest("hex").slice(0, 12);
  return `${ENCODER_NAME}@${hex}`;
}

// src/retrieve/embed/encoder.ts
var SentenceEncoder = class {
  constructor(folder, threads, threadScript = null) {
    this.folder = folder;
    this.threads = threads;
    this.threadScript = threadScript;
    const m = folder.manifest;
    this.dims = m.dims;
    this.maxTokens = m.max_tokens;
    this.identity = encoderIdentityOf(folder);
  }
  folder;
  threads;
  threadScript;
  name = ENCODER_NAME;
  dims;
  maxTokens;
  /** `minilm-l6-v2@<12 hex>` of model.onnx's hash and the cut (encoderIdentityOf): the exact model, in reports and cache keys. */
  identity;
  session;
  tokenizer;
  sep = 0;
  pool;
  tokenize() {
    if (!this.tokenizer) {
      const { Tokenizer } = require_tokenizers();
      const json = JSON.parse(this.folder.read("tokenizer.json").toString("utf8"));
      const config = JSON.parse(this.folder.read("tokenizer_config.json").toString("utf8"));
      const tok = new Tokenizer(json, config);
      this.sep = tok.token_to_id("[SEP]") ?? 102;
      this.tokenizer = tok;
      return tok;
    }
    return this.tokenizer;
  }
  open() {
    this.session ??= (async () => {
      const ort = require_dist();
      return ort.InferenceSession.create(this.folder.read("model.onnx"), {
        executionProviders: ["cpu"],
        intraOpNumThreads: this.threads,
        interOpNumThreads: 1,
        graphOptimizationLevel: "all"
      });
    })();
    return this.session;
  }
  /** The bundle the encoder threads start when there is more than one core and a bundle to start; else null (embed here). */
  get threadBundle() {
    return this.threads > 1 ? this.threadScript : null;
  }
  /** Where texts are embedded, for the log: `2 threads, one core each`, or `this thread, N cores`. */
  get placement() {
    return this.threadBundle ? `${this.threads} threads, one core each` : `this thread, ${this.threads} core${this.threads === 1 ? "" : "s"}`;
  }
  /** Token ids of a text as the model sees it: truncated to max_tokens, ending in [SEP]. */
  ids(text) {
    const ids = this.tokenize().encode(text).ids;
    if (ids.length <= this.maxTokens) return ids;
    const cut = ids.slice(0, this.maxTokens);
    cut[this.maxTokens - 1] = this.sep;
    return cut;
  }
  /** One unit vector per text, in order, packed in one array (row i at i × dims). */
  async embed(texts, opts = {}) {
    const out = new Float32Array(texts.length * this.dims);
    if (texts.length === 0) return out;
    const bundle = this.threadBundle;
    if (bundle) {
      this.pool ??= new EncoderThreads(this.threads, bundle, { dir: this.folder.dir });
      return this.pool.embed(texts, this.dims, opts.progress);
    }
    const session = await this.open();
    const ort = require_dist();
    for (let i = 0; i < texts.length; i++) {
      const row = this.ids(texts[i]);
      const ids = BigInt64Array.from(row, (v) => BigInt(v));
      const shape = [1, row.length];
      const result = await session.run({
        input_ids: new ort.Tensor("int64", ids, shape),
        attention_mask: new ort.Tensor("int64", new BigInt64Array(row.length).fill(1n), shape),
        token_type_ids: new ort.Tensor("int64", new BigInt64Array(row.length), shape)
      });
      meanPooled(result.last_hidden_state, row.length, this.dims, out, i * this.dims);
      opts.progress?.(i + 1, texts.length);
    }
    return out;
  }
};
function meanPooled(hidden, len, dims, out, at) {
  const h = hidden.data;
  const acc = new Float64Array(dims);
  for (let p = 0; p < len; p++) {
    const off = p * dims;
    for (let d = 0; d < dims; d++) acc[d] += h[off + d];
  }
  let norm = 0;
  for (let d = 0; d < dims; d++) norm += acc[d] * acc[d];
  const inv = norm > 0 ? 1 / Math.sqrt(norm) : 0;
  for (let d = 0; d < dims; d++) out[at + d] = acc[d] * inv;
}
var encoders = /* @__PURE__ */ new Map();
function loadEncoder(opts = {}) {
  const script = opts.inThread ? null : bundleFile();
  const threads = opts.threads ?? (script ? Math.max(1, require("node:os").availableParallelism()) : 1);
  const key = `${threads}\0${opts.dir ?? ""}\0${script ?? ""}`;
  let enc = encoders.get(key);
  if (!enc) {
    enc = new SentenceEncoder(openModelFolder(ENCODER_NAME, ENCODER_SPEC, opts.dir), threads, script);
    encoders.set(key, enc);
  }
  return enc;
}

// src/retrieve/embed/encoder-serve.ts
function serveEncoder(port, data) {
  const encoder = loadEncoder({ threads: 1, ...data.dir ? { dir: data.dir } : {}, inThread: true });
  let queue = Promise.resolve();
  port.on("message", (req) => {
    queue = queue.then(
      () => answer(port, req.id, async () => {
        const vectors = await encoder.embed(req.texts);
        return { result: vectors, transfer: [vectors.buffer] };
      })
    );
  });
}

// src/engine/workers/entry.ts
function serveIfWorker() {
  markServesWorkers();
  if (import_node_worker_threads3.isMainThread || !import_node_worker_threads3.parentPort || !import_node_worker_threads3.workerData?.[WORKER_FLAG]) return false;
  const port = import_node_worker_threads3.parentPort;
  const encoder = import_node_worker_threads3.workerData.encoder;
  if (encoder) {
    serveEncoder(port, encoder);
    return true;
  }
  const state = new ThreadState();
  port.on(
    "message",
    (req) => answer(port, req.id, () => {
      const task = TASKS[req.task];
      if (!task) throw new Error(`unknown worker task '${req.task}'`);
      return task.run(req.batch, req.settings, state);
    })
  );
  return true;
}

// src/engine/workers/worker.ts
serveIfWorker();
