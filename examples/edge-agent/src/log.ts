// Where the agent reports what it did and what went wrong; main.ts writes JSON lines, a test
// collects or ignores them.
export interface AgentLogger {
  info(message: string, fields?: Record<string, unknown>): void;
  warn(message: string, fields?: Record<string, unknown>): void;
}

export const silentLogger: AgentLogger = { info: () => undefined, warn: () => undefined };
