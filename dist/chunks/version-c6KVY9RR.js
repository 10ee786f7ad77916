var version = "0.1.0";
const pkg = {
	version: version};

const VERSION = pkg.version;

export { VERSION as V };
