// The console's pages by address, under /console (the service answers the same page for every
// address there). Moving between pages changes the address with the History API, so the back
// button and links work as on any site.
import { useEffect, useState } from 'preact/hooks';

const BASE = '/console';
const NAVIGATED = 'console:navigated';

export type Route =
  | { page: 'overview' }
  | { page: 'memories'; query: URLSearchParams }
  | { page: 'search'; query: URLSearchParams }
  | { page: 'memory'; id: string }
  | { page: 'triggers'; query: URLSearchParams }
  | { page: 'trigger'; id: string }
  | { page: 'new-trigger' }
  | { page: 'webhooks'; query: URLSearchParams }
  | { page: 'webhook'; id: string }
  | { page: 'new-webhook' }
  | { page: 'fleets'; query: URLSearchParams }
  | { page: 'fleet'; id: string }
  | { page: 'new-fleet' }
  | { page: 'devices'; query: URLSearchParams }
  | { page: 'device'; id: string; query: URLSearchParams }
  | { page: 'alerts'; query: URLSearchParams }
  | { page: 'audit'; query: URLSearchParams }
  | { page: 'usage' }
  | { page: 'not-found' };

function routeOf(pathname: string, search: string): Route {
  const path = pathname.replace(/\/+$/, '');
  const query = new URLSearchParams(search);
  if (path === BASE) return { page: 'overview' };
  if (path === `${BASE}/memories`) return { page: 'memories', query };
  if (path === `${BASE}/search`) return { page: 'search', query };
  const memory = /^\/console\/memories\/([A-Za-z0-9_-]{1,128})$/.exec(path);
  if (memory?.[1]) return { page: 'memory', id: memory[1] };
  if (path === `${BASE}/triggers`) return { page: 'triggers', query };
  if (path === `${BASE}/triggers/new`) return { page: 'new-trigger' };
  const trigger = /^\/console\/triggers\/([A-Za-z0-9_-]{1,128})$/.exec(path);
  if (trigger?.[1]) return { page: 'trigger', id: trigger[1] };
  if (path === `${BASE}/webhooks`) return { page: 'webhooks', query };
  if (path === `${BASE}/webhooks/new`) return { page: 'new-webhook' };
  const webhook = /^\/console\/webhooks\/([A-Za-z0-9_-]{1,128})$/.exec(path);
  if (webhook?.[1]) return { page: 'webhook', id: webhook[1] };
  if (path === `${BASE}/fleets`) return { page: 'fleets', query };
  if (path === `${BASE}/fleets/new`) return { page: 'new-fleet' };
  const fleet = /^\/console\/fleets\/([A-Za-z0-9_-]{1,128})$/.exec(path);
  if (fleet?.[1]) return { page: 'fleet', id: fleet[1] };
  if (path === `${BASE}/devices`) return { page: 'devices', query };
  const device = /^\/console\/devices\/([A-Za-z0-9_-]{1,128})$/.exec(path);
  if (device?.[1]) return { page: 'device', id: device[1], query };
  if (path === `${BASE}/alerts`) return { page: 'alerts', query };
  if (path === `${BASE}/audit-log`) return { page: 'audit', query };
  if (path === `${BASE}/usage`) return { page: 'usage' };
  return { page: 'not-found' };
}

/** The address of a page with its query, leaving out empty values. */
export function pathOf(path: string, query: Record<string, string | number | undefined> = {}): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') params.set(name, String(value));
  }
  const text = params.toString();
  return `${BASE}${path}${text ? `?${text}` : ''}`;
}

export function navigate(to: string, options: { replace?: boolean } = {}): void {
  if (options.replace) window.history.replaceState(null, '', to);
  else window.history.pushState(null, '', to);
  window.dispatchEvent(new Event(NAVIGATED));
  window.scrollTo(0, 0);
}

/** The page of the current address, kept up to date on navigation and on back and forward. */
export function useRoute(): Route {
  const current = () => routeOf(window.location.pathname, window.location.search);
  const [route, setRoute] = useState<Route>(current);
  useEffect(() => {
    const update = () => setRoute(current());
    window.addEventListener('popstate', update);
    window.addEventListener(NAVIGATED, update);
    return () => {
      window.removeEventListener('popstate', update);
      window.removeEventListener(NAVIGATED, update);
    };
  }, []);
  return route;
}
