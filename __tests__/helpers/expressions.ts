// GitHub Actions expressions (`${{ … }}`, a job's `if:`) evaluated by GitHub's own evaluator
// (@actions/expressions, from actions/languageservices), so a test can run a workflow's step with
// the values GitHub would give it.
import { Evaluator, Lexer, Parser, data } from "@actions/expressions";
import { truthy } from "@actions/expressions/result";

/** Contexts by name (github, inputs, env, matrix, …), as plain JSON. */
export type Contexts = Record<string, unknown>;

function evaluateData(expression: string, contexts: Contexts): data.ExpressionData {
  const lexed = new Lexer(expression).lex();
  const tree = new Parser(lexed.tokens, Object.keys(contexts), []).parse();
  const context = JSON.parse(JSON.stringify(contexts), data.reviver) as data.Dictionary;
  return new Evaluator(tree, context).evaluate();
}

/** A job's or step's `if:` (the `${{ }}` around it optional, as GitHub allows). */
export function evaluateCondition(condition: string, contexts: Contexts): boolean {
  const expression = condition.trim().replace(/^\$\{\{([\s\S]*)\}\}$/, "$1");
  return truthy(evaluateData(expression, contexts));
}

/** A value with `${{ … }}` parts, as GitHub interpolates it into `with:`, `env:` or `run:`. */
export function interpolate(text: string, contexts: Contexts): string {
  return text.replace(/\$\{\{([\s\S]*?)\}\}/g, (_all, expression: string) => evaluateData(expression, contexts).coerceString());
}
