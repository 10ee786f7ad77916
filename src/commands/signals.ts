// Ctrl-C and SIGTERM for a command that runs agents (`run`, `lift`): the first
// stops scheduling, kills the agents and lets the command write what finished;
// a second exits at once. 130 / 143, as a shell reports a process those signals ended.

export interface SignalState {
  received?: NodeJS.Signals;
  dispose(): void;
}

/** First SIGINT/SIGTERM: stop scheduling, kill the agents, write what finished. Second: exit now. */
export function handleSignals(controller: AbortController): SignalState {
  const state: SignalState = { dispose: () => {} };
  const onSignal = (signal: NodeJS.Signals) => {
    if (state.received) process.exit(interruptedCode(signal));
    state.received = signal;
    process.stderr.write(`\n${signal}: stopping; finished results are kept (send again to exit now)\n`);
    controller.abort();
  };
  process.on("SIGINT", onSignal);
  process.on("SIGTERM", onSignal);
  state.dispose = () => {
    process.off("SIGINT", onSignal);
    process.off("SIGTERM", onSignal);
  };
  return state;
}

/** The exit code of a command the signal interrupted. */
export function interruptedCode(signal: NodeJS.Signals): number {
  return signal === "SIGTERM" ? 143 : 130;
}
