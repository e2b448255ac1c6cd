// Resumability of one MCP session: the messages the server sent on its SSE streams, kept so that
// a client whose stream broke can reconnect with Last-Event-ID and receive what it missed. The
// store lives and dies with its session, in this process, and keeps only the latest messages
// (a client that stays away longer than that misses the older ones); an event id names its stream
// and its place in the session: "<stream id>#<sequence>".
import type { EventId, EventStore, StreamId } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import type { JSONRPCMessage } from '@modelcontextprotocol/sdk/types.js';

interface StoredEvent {
  sequence: number;
  streamId: StreamId;
  message: JSONRPCMessage;
}

const EVENTS_PER_SESSION = 200;

export class SessionEventStore implements EventStore {
  private readonly events: StoredEvent[] = [];
  private sequence = 0;

  constructor(private readonly capacity = EVENTS_PER_SESSION) {}

  async storeEvent(streamId: StreamId, message: JSONRPCMessage): Promise<EventId> {
    this.sequence += 1;
    this.events.push({ sequence: this.sequence, streamId, message });
    if (this.events.length > this.capacity) this.events.splice(0, this.events.length - this.capacity);
    return `${streamId}#${this.sequence}`;
  }

  async getStreamIdForEventId(eventId: EventId): Promise<StreamId | undefined> {
    return parse(eventId)?.streamId;
  }

  async replayEventsAfter(
    lastEventId: EventId,
    { send }: { send: (eventId: EventId, message: JSONRPCMessage) => Promise<void> },
  ): Promise<StreamId> {
    const last = parse(lastEventId);
    if (!last) throw new Error(`Unknown event id ${lastEventId}.`);
    for (const event of this.events) {
      if (event.streamId === last.streamId && event.sequence > last.sequence)
        await send(`${event.streamId}#${event.sequence}`, event.message);
    }
    return last.streamId;
  }
}

function parse(eventId: string): { streamId: string; sequence: number } | null {
  const at = eventId.lastIndexOf('#');
  if (at <= 0) return null;
  const sequence = Number(eventId.slice(at + 1));
  return Number.isSafeInteger(sequence) && sequence > 0 ? { streamId: eventId.slice(0, at), sequence } : null;
}
