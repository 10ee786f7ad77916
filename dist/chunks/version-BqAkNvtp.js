var version = "0.1.0";
var engines = {
	node: ">=22.15.0"
};
const pkg = {
	version: version,
	engines: engines};

const VERSION = pkg.version;

export { VERSION as V, pkg as p };
