// A cell some of whose runs ran (did not error) and none passed. Reports call
// it "fails every run", not classify()'s "highly-unstable": it is consistent,
// and "unstable" would tell a reader the wrong thing. No imports: the HTML
// page's script uses it too.

export function failsEveryRun(cell: { passed: number; runs: number; errored: number }): boolean {
  return cell.passed === 0 && cell.runs - cell.errored > 0;
}
