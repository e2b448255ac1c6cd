// Kept-alive connections for outbound POSTs (webhook deliveries, trigger actions), without
// loosening the SSRF guard.
//
// A burst of deliveries to one receiver used to open a new TCP and TLS connection per attempt,
// which made the handshake, not the receiver, the limit. Connections are now kept and reused, in
// one agent per (address the guard approved, port, TLS server name, trusted CAs):
// - the guard still resolves and checks the URL on every attempt, and the attempt goes to the
//   agent of the address it approved; a socket of that agent was connected to that address (the
//   pinned lookup), so a reused socket never reaches anything the check of this attempt would
//   refuse, and a changed DNS answer moves attempts to another agent;
// - the TLS server name and the certificates trusted are part of the key, so a connection
//   verified for one name is never used for another;
// - the number of agents is bounded (least recently used closed first) and an idle socket is
//   closed after IDLE_SOCKET_MS (receivers commonly close idle connections after 5 s or more;
//   closing first avoids sending on a socket the receiver is closing).
import { Agent } from 'node:https';
import type { SecureContext } from 'node:tls';

/** Idle time after which a kept socket is closed. */
const IDLE_SOCKET_MS = 4000;
/** Agents kept at most; the least recently used is closed beyond. */
const MAX_AGENTS = 128;
/** Idle sockets kept per agent. */
const MAX_FREE_SOCKETS_PER_AGENT = 16;

export interface AgentKey {
  address: string;
  port: number;
  servername: string | undefined;
  secureContext: SecureContext | undefined;
}

export class KeptAliveAgents {
  private readonly agents = new Map<string, Agent>();
  /** A number per trusted-CA context, so that contexts can be part of a key. */
  private readonly contextIds = new WeakMap<SecureContext, number>();
  private nextContextId = 1;

  constructor(private readonly maxAgents = MAX_AGENTS) {}

  /** The agent for connections to `key`'s address under its TLS settings. */
  agentFor(key: AgentKey): Agent {
    const name = this.nameOf(key);
    let agent = this.agents.get(name);
    if (agent) {
      this.agents.delete(name); // re-inserted below: the most recently used is last
    } else {
      agent = new Agent({
        keepAlive: true,
        maxFreeSockets: MAX_FREE_SOCKETS_PER_AGENT,
        timeout: IDLE_SOCKET_MS,
        scheduling: 'lifo',
      });
      while (this.agents.size >= this.maxAgents) {
        const [oldest, evicted] = this.agents.entries().next().value!;
        this.agents.delete(oldest);
        evicted.destroy();
      }
    }
    this.agents.set(name, agent);
    return agent;
  }

  get size(): number {
    return this.agents.size;
  }

  /** Closes every kept connection. */
  destroy(): void {
    for (const agent of this.agents.values()) agent.destroy();
    this.agents.clear();
  }

  private nameOf(key: AgentKey): string {
    let contextId = 0;
    if (key.secureContext) {
      contextId = this.contextIds.get(key.secureContext) ?? this.nextContextId++;
      this.contextIds.set(key.secureContext, contextId);
    }
    return JSON.stringify([key.address, key.port, key.servername ?? '', contextId]);
  }
}
