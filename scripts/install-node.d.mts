export function oldestNode(): { version: string; dir: string; bin: string };
