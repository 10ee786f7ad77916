import { g as getDefaultExportFromCjs } from './_commonjsHelpers-Bgu_3bK-.js';
import { r as requireAjv } from './ajv-CFSSJlK0.js';

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

var ajvExports = /*@__PURE__*/ requireAjv();
const ajv = /*@__PURE__*/getDefaultExportFromCjs(ajvExports);

const ajv$1 = /*#__PURE__*/_mergeNamespaces({
	__proto__: null,
	default: ajv
}, [ajvExports]);

export { ajv$1 as a };
