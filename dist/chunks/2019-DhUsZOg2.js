import { g as getDefaultExportFromCjs } from './_commonjsHelpers-Bgu_3bK-.js';
import { r as requireValidate, a as requireCodegen, b as requireValidation_error, c as requireRef_error, d as requireCore, e as requireDiscriminator } from './index-6j0YVMaz.js';
import { r as requireDraft7 } from './draft7-BBhi7QZ3.js';
import { r as requireDynamic, a as requireNext, b as requireUnevaluated } from './index-DUC1Zqk_.js';

function _mergeNamespaces(n, m) {
  for (var i = 0; i < m.length; i++) {
    const e = m[i];
    if (typeof e !== 'string' && !Array.isArray(e)) { for (const k in e) {
      if (k !== 'default' && !(k in n)) {
        const d = Object.getOwnPropertyDescriptor(e, k);
        if (d) {
          Object.defineProperty(n, k, d.get ? d : {
            enumerable: true,
            get: () => e[k]
          });
        }
      }
    } }
  }
  return Object.freeze(Object.defineProperty(n, Symbol.toStringTag, { value: 'Module' }));
}

var _2019$2 = {exports: {}};

var jsonSchema201909 = {};

var $schema$6 = "https://json-schema.org/draft/2019-09/schema";
var $id$6 = "https://json-schema.org/draft/2019-09/schema";
var $vocabulary$6 = {
	"https://json-schema.org/draft/2019-09/vocab/core": true,
	"https://json-schema.org/draft/2019-09/vocab/applicator": true,
	"https://json-schema.org/draft/2019-09/vocab/validation": true,
	"https://json-schema.org/draft/2019-09/vocab/meta-data": true,
	"https://json-schema.org/draft/2019-09/vocab/format": false,
	"https://json-schema.org/draft/2019-09/vocab/content": true
};
var $recursiveAnchor$6 = true;
var title$6 = "Core and Validation specifications meta-schema";
var allOf = [
	{
		$ref: "meta/core"
	},
	{
		$ref: "meta/applicator"
	},
	{
		$ref: "meta/validation"
	},
	{
		$ref: "meta/meta-data"
	},
	{
		$ref: "meta/format"
	},
	{
		$ref: "meta/content"
	}
];
var type$6 = [
	"object",
	"boolean"
];
var properties$6 = {
	definitions: {
		$comment: "While no longer an official keyword as it is replaced by $defs, this keyword is retained in the meta-schema to prevent incompatible extensions as it remains in common use.",
		type: "object",
		additionalProperties: {
			$recursiveRef: "#"
		},
		"default": {
		}
	},
	dependencies: {
		$comment: "\"dependencies\" is no longer a keyword, but schema authors should avoid redefining it to facilitate a smooth transition to \"dependentSchemas\" and \"dependentRequired\"",
		type: "object",
		additionalProperties: {
			anyOf: [
				{
					$recursiveRef: "#"
				},
				{
					$ref: "meta/validation#/$defs/stringArray"
				}
			]
		}
	}
};
const require$$0 = {
	$schema: $schema$6,
	$id: $id$6,
	$vocabulary: $vocabulary$6,
	$recursiveAnchor: $recursiveAnchor$6,
	title: title$6,
	allOf: allOf,
	type: type$6,
	properties: properties$6
};

var $schema$5 = "https://json-schema.org/draft/2019-09/schema";
var $id$5 = "https://json-schema.org/draft/2019-09/meta/applicator";
var $vocabulary$5 = {
	"https://json-schema.org/draft/2019-09/vocab/applicator": true
};
var $recursiveAnchor$5 = true;
var title$5 = "Applicator vocabulary meta-schema";
var type$5 = [
	"object",
	"boolean"
];
var properties$5 = {
	additionalItems: {
		$recursiveRef: "#"
	},
	unevaluatedItems: {
		$recursiveRef: "#"
	},
	items: {
		anyOf: [
			{
				$recursiveRef: "#"
			},
			{
				$ref: "#/$defs/schemaArray"
			}
		]
	},
	contains: {
		$recursiveRef: "#"
	},
	additionalProperties: {
		$recursiveRef: "#"
	},
	unevaluatedProperties: {
		$recursiveRef: "#"
	},
	properties: {
		type: "object",
		additionalProperties: {
			$recursiveRef: "#"
		},
		"default": {
		}
	},
	patternProperties: {
		type: "object",
		additionalProperties: {
			$recursiveRef: "#"
		},
		propertyNames: {
			format: "regex"
		},
		"default": {
		}
	},
	dependentSchemas: {
		type: "object",
		additionalProperties: {
			$recursiveRef: "#"
		}
	},
	propertyNames: {
		$recursiveRef: "#"
	},
	"if": {
		$recursiveRef: "#"
	},
	then: {
		$recursiveRef: "#"
	},
	"else": {
		$recursiveRef: "#"
	},
	allOf: {
		$ref: "#/$defs/schemaArray"
	},
	anyOf: {
		$ref: "#/$defs/schemaArray"
	},
	oneOf: {
		$ref: "#/$defs/schemaArray"
	},
	not: {
		$recursiveRef: "#"
	}
};
var $defs$1 = {
	schemaArray: {
		type: "array",
		minItems: 1,
		items: {
			$recursiveRef: "#"
		}
	}
};
const require$$1 = {
	$schema: $schema$5,
	$id: $id$5,
	$vocabulary: $vocabulary$5,
	$recursiveAnchor: $recursiveAnchor$5,
	title: title$5,
	type: type$5,
	properties: properties$5,
	$defs: $defs$1
};

var $schema$4 = "https://json-schema.org/draft/2019-09/schema";
var $id$4 = "https://json-schema.org/draft/2019-09/meta/content";
var $vocabulary$4 = {
	"https://json-schema.org/draft/2019-09/vocab/content": true
};
var $recursiveAnchor$4 = true;
var title$4 = "Content vocabulary meta-schema";
var type$4 = [
	"object",
	"boolean"
];
var properties$4 = {
	contentMediaType: {
		type: "string"
	},
	contentEncoding: {
		type: "string"
	},
	contentSchema: {
		$recursiveRef: "#"
	}
};
const require$$2 = {
	$schema: $schema$4,
	$id: $id$4,
	$vocabulary: $vocabulary$4,
	$recursiveAnchor: $recursiveAnchor$4,
	title: title$4,
	type: type$4,
	properties: properties$4
};

var $schema$3 = "https://json-schema.org/draft/2019-09/schema";
var $id$3 = "https://json-schema.org/draft/2019-09/meta/core";
var $vocabulary$3 = {
	"https://json-schema.org/draft/2019-09/vocab/core": true
};
var $recursiveAnchor$3 = true;
var title$3 = "Core vocabulary meta-schema";
var type$3 = [
	"object",
	"boolean"
];
var properties$3 = {
	$id: {
		type: "string",
		format: "uri-reference",
		$comment: "Non-empty fragments not allowed.",
		pattern: "^[^#]*#?$"
	},
	$schema: {
		type: "string",
		format: "uri"
	},
	$anchor: {
		type: "string",
		pattern: "^[A-Za-z][-A-Za-z0-9.:_]*$"
	},
	$ref: {
		type: "string",
		format: "uri-reference"
	},
	$recursiveRef: {
		type: "string",
		format: "uri-reference"
	},
	$recursiveAnchor: {
		type: "boolean",
		"default": false
	},
	$vocabulary: {
		type: "object",
		propertyNames: {
			type: "string",
			format: "uri"
		},
		additionalProperties: {
			type: "boolean"
		}
	},
	$comment: {
		type: "string"
	},
	$defs: {
		type: "object",
		additionalProperties: {
			$recursiveRef: "#"
		},
		"default": {
		}
	}
};
const require$$3 = {
	$schema: $schema$3,
	$id: $id$3,
	$vocabulary: $vocabulary$3,
	$recursiveAnchor: $recursiveAnchor$3,
	title: title$3,
	type: type$3,
	properties: properties$3
};

var $schema$2 = "https://json-schema.org/draft/2019-09/schema";
var $id$2 = "https://json-schema.org/draft/2019-09/meta/format";
var $vocabulary$2 = {
	"https://json-schema.org/draft/2019-09/vocab/format": true
};
var $recursiveAnchor$2 = true;
var title$2 = "Format vocabulary meta-schema";
var type$2 = [
	"object",
	"boolean"
];
var properties$2 = {
	format: {
		type: "string"
	}
};
const require$$4 = {
	$schema: $schema$2,
	$id: $id$2,
	$vocabulary: $vocabulary$2,
	$recursiveAnchor: $recursiveAnchor$2,
	title: title$2,
	type: type$2,
	properties: properties$2
};

var $schema$1 = "https://json-schema.org/draft/2019-09/schema";
var $id$1 = "https://json-schema.org/draft/2019-09/meta/meta-data";
var $vocabulary$1 = {
	"https://json-schema.org/draft/2019-09/vocab/meta-data": true
};
var $recursiveAnchor$1 = true;
var title$1 = "Meta-data vocabulary meta-schema";
var type$1 = [
	"object",
	"boolean"
];
var properties$1 = {
	title: {
		type: "string"
	},
	description: {
		type: "string"
	},
	"default": true,
	deprecated: {
		type: "boolean",
		"default": false
	},
	readOnly: {
		type: "boolean",
		"default": false
	},
	writeOnly: {
		type: "boolean",
		"default": false
	},
	examples: {
		type: "array",
		items: true
	}
};
const require$$5 = {
	$schema: $schema$1,
	$id: $id$1,
	$vocabulary: $vocabulary$1,
	$recursiveAnchor: $recursiveAnchor$1,
	title: title$1,
	type: type$1,
	properties: properties$1
};

var $schema = "https://json-schema.org/draft/2019-09/schema";
var $id = "https://json-schema.org/draft/2019-09/meta/validation";
var $vocabulary = {
	"https://json-schema.org/draft/2019-09/vocab/validation": true
};
var $recursiveAnchor = true;
var title = "Validation vocabulary meta-schema";
var type = [
	"object",
	"boolean"
];
var properties = {
	multipleOf: {
		type: "number",
		exclusiveMinimum: 0
	},
	maximum: {
		type: "number"
	},
	exclusiveMaximum: {
		type: "number"
	},
	minimum: {
		type: "number"
	},
	exclusiveMinimum: {
		type: "number"
	},
	maxLength: {
		$ref: "#/$defs/nonNegativeInteger"
	},
	minLength: {
		$ref: "#/$defs/nonNegativeIntegerDefault0"
	},
	pattern: {
		type: "string",
		format: "regex"
	},
	maxItems: {
		$ref: "#/$defs/nonNegativeInteger"
	},
	minItems: {
		$ref: "#/$defs/nonNegativeIntegerDefault0"
	},
	uniqueItems: {
		type: "boolean",
		"default": false
	},
	maxContains: {
		$ref: "#/$defs/nonNegativeInteger"
	},
	minContains: {
		$ref: "#/$defs/nonNegativeInteger",
		"default": 1
	},
	maxProperties: {
		$ref: "#/$defs/nonNegativeInteger"
	},
	minProperties: {
		$ref: "#/$defs/nonNegativeIntegerDefault0"
	},
	required: {
		$ref: "#/$defs/stringArray"
	},
	dependentRequired: {
		type: "object",
		additionalProperties: {
			$ref: "#/$defs/stringArray"
		}
	},
	"const": true,
	"enum": {
		type: "array",
		items: true
	},
	type: {
		anyOf: [
			{
				$ref: "#/$defs/simpleTypes"
			},
			{
				type: "array",
				items: {
					$ref: "#/$defs/simpleTypes"
				},
				minItems: 1,
				uniqueItems: true
			}
		]
	}
};
var $defs = {
	nonNegativeInteger: {
		type: "integer",
		minimum: 0
	},
	nonNegativeIntegerDefault0: {
		$ref: "#/$defs/nonNegativeInteger",
		"default": 0
	},
	simpleTypes: {
		"enum": [
			"array",
			"boolean",
			"integer",
			"null",
			"number",
			"object",
			"string"
		]
	},
	stringArray: {
		type: "array",
		items: {
			type: "string"
		},
		uniqueItems: true,
		"default": [
		]
	}
};
const require$$6 = {
	$schema: $schema,
	$id: $id,
	$vocabulary: $vocabulary,
	$recursiveAnchor: $recursiveAnchor,
	title: title,
	type: type,
	properties: properties,
	$defs: $defs
};

var hasRequiredJsonSchema201909;

function requireJsonSchema201909 () {
	if (hasRequiredJsonSchema201909) return jsonSchema201909;
	hasRequiredJsonSchema201909 = 1;
	Object.defineProperty(jsonSchema201909, "__esModule", { value: true });
	const metaSchema = require$$0;
	const applicator = require$$1;
	const content = require$$2;
	const core = require$$3;
	const format = require$$4;
	const metadata = require$$5;
	const validation = require$$6;
	const META_SUPPORT_DATA = ["/properties"];
	function addMetaSchema2019($data) {
	    [
	        metaSchema,
	        applicator,
	        content,
	        core,
	        with$data(this, format),
	        metadata,
	        with$data(this, validation),
	    ].forEach((sch) => this.addMetaSchema(sch, undefined, false));
	    return this;
	    function with$data(ajv, sch) {
	        return $data ? ajv.$dataMetaSchema(sch, META_SUPPORT_DATA) : sch;
	    }
	}
	jsonSchema201909.default = addMetaSchema2019;
	
	return jsonSchema201909;
}

var hasRequired_2019;

function require_2019 () {
	if (hasRequired_2019) return _2019$2.exports;
	hasRequired_2019 = 1;
	(function (module, exports) {
		Object.defineProperty(exports, "__esModule", { value: true });
		exports.MissingRefError = exports.ValidationError = exports.CodeGen = exports.Name = exports.nil = exports.stringify = exports.str = exports._ = exports.KeywordCxt = exports.Ajv2019 = void 0;
		const core_1 = /*@__PURE__*/ requireCore();
		const draft7_1 = /*@__PURE__*/ requireDraft7();
		const dynamic_1 = /*@__PURE__*/ requireDynamic();
		const next_1 = /*@__PURE__*/ requireNext();
		const unevaluated_1 = /*@__PURE__*/ requireUnevaluated();
		const discriminator_1 = /*@__PURE__*/ requireDiscriminator();
		const json_schema_2019_09_1 = /*@__PURE__*/ requireJsonSchema201909();
		const META_SCHEMA_ID = "https://json-schema.org/draft/2019-09/schema";
		class Ajv2019 extends core_1.default {
		    constructor(opts = {}) {
		        super({
		            ...opts,
		            dynamicRef: true,
		            next: true,
		            unevaluated: true,
		        });
		    }
		    _addVocabularies() {
		        super._addVocabularies();
		        this.addVocabulary(dynamic_1.default);
		        draft7_1.default.forEach((v) => this.addVocabulary(v));
		        this.addVocabulary(next_1.default);
		        this.addVocabulary(unevaluated_1.default);
		        if (this.opts.discriminator)
		            this.addKeyword(discriminator_1.default);
		    }
		    _addDefaultMetaSchema() {
		        super._addDefaultMetaSchema();
		        const { $data, meta } = this.opts;
		        if (!meta)
		            return;
		        json_schema_2019_09_1.default.call(this, $data);
		        this.refs["http://json-schema.org/schema"] = META_SCHEMA_ID;
		    }
		    defaultMeta() {
		        return (this.opts.defaultMeta =
		            super.defaultMeta() || (this.getSchema(META_SCHEMA_ID) ? META_SCHEMA_ID : undefined));
		    }
		}
		exports.Ajv2019 = Ajv2019;
		module.exports = exports = Ajv2019;
		module.exports.Ajv2019 = Ajv2019;
		Object.defineProperty(exports, "__esModule", { value: true });
		exports.default = Ajv2019;
		var validate_1 = /*@__PURE__*/ requireValidate();
		Object.defineProperty(exports, "KeywordCxt", { enumerable: true, get: function () { return validate_1.KeywordCxt; } });
		var codegen_1 = /*@__PURE__*/ requireCodegen();
		Object.defineProperty(exports, "_", { enumerable: true, get: function () { return codegen_1._; } });
		Object.defineProperty(exports, "str", { enumerable: true, get: function () { return codegen_1.str; } });
		Object.defineProperty(exports, "stringify", { enumerable: true, get: function () { return codegen_1.stringify; } });
		Object.defineProperty(exports, "nil", { enumerable: true, get: function () { return codegen_1.nil; } });
		Object.defineProperty(exports, "Name", { enumerable: true, get: function () { return codegen_1.Name; } });
		Object.defineProperty(exports, "CodeGen", { enumerable: true, get: function () { return codegen_1.CodeGen; } });
		var validation_error_1 = /*@__PURE__*/ requireValidation_error();
		Object.defineProperty(exports, "ValidationError", { enumerable: true, get: function () { return validation_error_1.default; } });
		var ref_error_1 = /*@__PURE__*/ requireRef_error();
		Object.defineProperty(exports, "MissingRefError", { enumerable: true, get: function () { return ref_error_1.default; } });
		
	} (_2019$2, _2019$2.exports));
	return _2019$2.exports;
}

var _2019Exports = /*@__PURE__*/ require_2019();
const _2019 = /*@__PURE__*/getDefaultExportFromCjs(_2019Exports);

const _2019$1 = /*#__PURE__*/_mergeNamespaces({
  __proto__: null,
  default: _2019
}, [_2019Exports]);

export { _2019$1 as _ };
