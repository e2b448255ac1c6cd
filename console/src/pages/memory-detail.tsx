// One overflow memory: its text, fields and metadata (GET /v1/overflow/memory/{id}), its history
// and versions, and the changes it can take: set the importance, promote, decay and forget. The
// last two lower or delete, so they ask first.
import { Fragment } from 'preact';
import { useState } from 'preact/hooks';
import { Link } from '../components/link.js';
import { WhenLoaded } from '../components/status.js';
import { CATEGORY_LABELS, formatImportance, formatTime } from '../format.js';
import { pathOf } from '../router.js';
import type { OverflowHistoryEvent, OverflowMemory, OverflowMemoryVersion } from '../sdk.js';
import type { Api } from '../session.js';
import { useLoad } from '../use-load.js';
import { MemoryActions } from './memory-actions.js';

interface MemoryRecord {
  memory: OverflowMemory;
  history: OverflowHistoryEvent[];
  versions: OverflowMemoryVersion[];
}

async function loadRecord(api: Api, id: string): Promise<MemoryRecord> {
  const [memory, history, versions] = await Promise.all([
    api.overflow.getOverflowMemory({ memoryId: id }),
    api.overflow.getOverflowMemoryHistory({ memoryId: id }),
    api.overflow.listOverflowMemoryVersions({ memoryId: id }),
  ]);
  return { memory, history: history.events, versions: versions.versions };
}

export function MemoryDetail({ api, id }: { api: Api; id: string }) {
  const [loaded, reload] = useLoad(() => loadRecord(api, id), [api, id]);
  const [lastChange, setLastChange] = useState<string | null>(null);
  return (
    <>
      <p class="breadcrumb">
        <Link href={pathOf('/memories')}>← Memories</Link>
      </p>
      <h1>Memory</h1>
      <WhenLoaded loaded={loaded} what="the memory" doing="load this memory">
        {(record, refreshing) => (
          <div class="detail" aria-busy={refreshing}>
            <section class="card memory-card" aria-labelledby="memory-text">
              <h2 id="memory-text" class="visually-hidden">
                Text
              </h2>
              <blockquote class="memory-quote">{record.memory.text}</blockquote>
              <MemoryFields memory={record.memory} />
              <Metadata metadata={record.memory.metadata} />
            </section>
            <MemoryActions
              api={api}
              memory={record.memory}
              lastChange={lastChange}
              onChanged={(change) => {
                setLastChange(change);
                reload();
              }}
            />
            <History events={record.history} />
            <Versions versions={record.versions} />
          </div>
        )}
      </WhenLoaded>
    </>
  );
}

function MemoryFields({ memory }: { memory: OverflowMemory }) {
  return (
    <dl class="facts">
      <dt>Id</dt>
      <dd>
        <code>{memory.id}</code>
      </dd>
      <dt>Collection</dt>
      <dd>{memory.collection}</dd>
      <dt>Category</dt>
      <dd>{CATEGORY_LABELS[memory.category]}</dd>
      <dt>Importance</dt>
      <dd class="importance-value">{formatImportance(memory.importance)}</dd>
      <dt>Stored</dt>
      <dd>{formatTime(memory.createdAt)}</dd>
      <dt>Last changed</dt>
      <dd>{formatTime(memory.updatedAt)}</dd>
    </dl>
  );
}

function Metadata({ metadata }: { metadata: Record<string, unknown> }) {
  const entries = Object.entries(metadata);
  return (
    <>
      <h3>Metadata</h3>
      {entries.length === 0 ? (
        <p class="hint">No metadata.</p>
      ) : (
        <dl class="facts metadata">
          {entries.map(([name, value]) => (
            <Fragment key={name}>
              <dt>{name}</dt>
              <dd>
                <code>{typeof value === 'string' ? value : JSON.stringify(value)}</code>
              </dd>
            </Fragment>
          ))}
        </dl>
      )}
    </>
  );
}

function describeEvent(event: OverflowHistoryEvent): string {
  const { details } = event;
  const change = (from?: number, to?: number) =>
    from !== undefined && to !== undefined ? `${formatImportance(from)} → ${formatImportance(to)}` : '';
  switch (event.action) {
    case 'created':
      return `Stored as ${details.category ? CATEGORY_LABELS[details.category] : 'a memory'}${
        details.importance !== undefined ? ` with importance ${formatImportance(details.importance)}` : ''
      }`;
    case 'importance_updated':
      return `Importance ${change(details.previous, details._new)} (${details.reason === 'promoted' ? 'promoted' : 'set by hand'})`;
    case 'decayed':
      return `Decayed ${change(details.previous, details._new)}${
        details.decayRate !== undefined ? ` at rate ${details.decayRate}` : ''
      }`;
    default:
      return event.action;
  }
}

function History({ events }: { events: OverflowHistoryEvent[] }) {
  return (
    <section class="card" aria-labelledby="memory-history">
      <h2 id="memory-history">History</h2>
      <ol class="timeline">
        {events.map((event, index) => (
          <li key={index}>
            <time dateTime={event.timestamp.toISOString()}>{formatTime(event.timestamp)}</time>
            <span>{describeEvent(event)}</span>
          </li>
        ))}
      </ol>
    </section>
  );
}

function Versions({ versions }: { versions: OverflowMemoryVersion[] }) {
  return (
    <section class="card" aria-labelledby="memory-versions">
      <h2 id="memory-versions">Versions</h2>
      <table class="versions">
        <thead>
          <tr>
            <th scope="col">Version</th>
            <th scope="col">Importance</th>
            <th scope="col">Category</th>
            <th scope="col">Created</th>
          </tr>
        </thead>
        <tbody>
          {versions.map((version) => (
            <tr key={version.version}>
              <td data-label="Version">{version.version}</td>
              <td data-label="Importance">{formatImportance(version.importance)}</td>
              <td data-label="Category">{CATEGORY_LABELS[version.category]}</td>
              <td data-label="Created">{formatTime(version.createdAt)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
