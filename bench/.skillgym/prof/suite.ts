import { assert, type TestCase } from "skillgym";
const suite: TestCase[] = Array.from({ length: 500 }, (_, i) => ({ id: `case-${i}`, prompt: `Run echo hi (${i})`, assert(report) { assert.commands.includes(report, "echo hi"); assert.output.includes(report, /printed hi/); } }));
export default suite;
