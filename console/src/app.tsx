// The console: the sign-in page until a session exists, then the pages of the address with a
// header to move between them and to sign out. A 401 answer to any call ends the session and
// returns to sign-in, saying why.
import { useCallback, useEffect, useMemo, useState } from 'preact/hooks';
import { Link } from './components/link.js';
import { AlertList } from './pages/alerts.js';
import { AuditLog } from './pages/audit-log.js';
import { DeviceDetail } from './pages/device-detail.js';
import { DeviceList } from './pages/devices.js';
import { FleetDetail } from './pages/fleet-detail.js';
import { FleetList, NewFleet } from './pages/fleets.js';
import { MemoryDetail } from './pages/memory-detail.js';
import { MemoryList } from './pages/memory-list.js';
import { NotFound } from './pages/not-found.js';
import { Overview } from './pages/overview.js';
import { Search } from './pages/search.js';
import { SignIn, type Farewell } from './pages/sign-in.js';
import { TriggerDetail } from './pages/trigger-detail.js';
import { NewTrigger, TriggerList } from './pages/triggers.js';
import { Usage } from './pages/usage.js';
import { WebhookDetail } from './pages/webhook-detail.js';
import { NewWebhook, WebhookList } from './pages/webhooks.js';
import { pathOf, useRoute, type Route } from './router.js';
import { apiFor, type Api, type Session } from './session.js';

const TITLES: Record<Route['page'], string> = {
  overview: 'Overview',
  memories: 'Memories',
  search: 'Search',
  memory: 'Memory',
  triggers: 'Triggers',
  trigger: 'Trigger',
  'new-trigger': 'New trigger',
  webhooks: 'Webhooks',
  webhook: 'Webhook',
  'new-webhook': 'New webhook',
  fleets: 'Fleets',
  fleet: 'Fleet',
  'new-fleet': 'New fleet',
  devices: 'Devices',
  device: 'Device',
  alerts: 'Alerts',
  audit: 'Audit log',
  usage: 'Usage',
  'not-found': 'Page not found',
};

/** The pages under the header's one Devices entry (they link to each other, see DevicesNav). */
const DEVICE_PAGES: Route['page'][] = ['fleets', 'fleet', 'new-fleet', 'devices', 'device', 'alerts'];

export function App() {
  const [session, setSession] = useState<Session | null>(null);
  const [farewell, setFarewell] = useState<Farewell | null>(null);
  const route = useRoute();

  const endSession = useCallback((why: Farewell) => {
    setSession(null);
    setFarewell(why);
  }, []);
  const api = useMemo(
    () => (session ? apiFor(session, (problem) => endSession({ reason: 'session-ended', problem })) : null),
    [session, endSession],
  );

  useEffect(() => {
    document.title = session ? `${TITLES[route.page]} · Memory console` : 'Sign in · Memory console';
  }, [session, route.page]);

  if (!session || !api) {
    return (
      <SignIn
        farewell={farewell}
        onSignedIn={(started) => {
          setFarewell(null);
          setSession(started);
        }}
      />
    );
  }
  return (
    <>
      <Header session={session} route={route} onSignOut={() => endSession({ reason: 'signed-out' })} />
      <main id="main" class="page">
        <Page route={route} api={api} />
      </main>
    </>
  );
}

function Page({ route, api }: { route: Route; api: Api }) {
  switch (route.page) {
    case 'overview':
      return <Overview api={api} />;
    case 'memories':
      return <MemoryList api={api} query={route.query} />;
    case 'search':
      return <Search api={api} query={route.query} />;
    case 'memory':
      return <MemoryDetail key={route.id} api={api} id={route.id} />;
    case 'triggers':
      return <TriggerList api={api} query={route.query} />;
    case 'trigger':
      return <TriggerDetail key={route.id} api={api} id={route.id} />;
    case 'new-trigger':
      return <NewTrigger api={api} />;
    case 'webhooks':
      return <WebhookList api={api} query={route.query} />;
    case 'webhook':
      return <WebhookDetail key={route.id} api={api} id={route.id} />;
    case 'new-webhook':
      return <NewWebhook api={api} />;
    case 'fleets':
      return <FleetList api={api} query={route.query} />;
    case 'fleet':
      return <FleetDetail key={route.id} api={api} id={route.id} />;
    case 'new-fleet':
      return <NewFleet api={api} />;
    case 'devices':
      return <DeviceList api={api} query={route.query} />;
    case 'device':
      return <DeviceDetail key={route.id} api={api} id={route.id} query={route.query} />;
    case 'alerts':
      return <AlertList api={api} query={route.query} />;
    case 'audit':
      return <AuditLog api={api} query={route.query} />;
    case 'usage':
      return <Usage api={api} />;
    case 'not-found':
      return <NotFound />;
  }
}

interface HeaderProps {
  session: Session;
  route: Route;
  onSignOut: () => void;
}

function Header({ session, route, onSignOut }: HeaderProps) {
  const sections = [
    { href: pathOf(''), label: 'Overview', current: route.page === 'overview' },
    { href: pathOf('/memories'), label: 'Memories', current: route.page === 'memories' || route.page === 'memory' },
    { href: pathOf('/search'), label: 'Search', current: route.page === 'search' },
    {
      href: pathOf('/triggers'),
      label: 'Triggers',
      current: route.page === 'triggers' || route.page === 'trigger' || route.page === 'new-trigger',
    },
    {
      href: pathOf('/webhooks'),
      label: 'Webhooks',
      current: route.page === 'webhooks' || route.page === 'webhook' || route.page === 'new-webhook',
    },
    { href: pathOf('/devices'), label: 'Devices', current: DEVICE_PAGES.includes(route.page) },
    { href: pathOf('/audit-log'), label: 'Audit log', current: route.page === 'audit' },
    { href: pathOf('/usage'), label: 'Usage', current: route.page === 'usage' },
  ];
  return (
    <header class="site-header">
      <div class="site-header-inner">
        <a class="skip-link" href="#main">
          Skip to content
        </a>
        <span class="brand">Memory console</span>
        <nav aria-label="Console">
          <ul>
            {sections.map((section) => (
              <li key={section.href}>
                <Link href={section.href} current={section.current}>
                  {section.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div class="account">
          <span class="account-name" title={session.user.email}>
            {session.user.name ?? session.user.email}
          </span>
          <span class="tier">{session.user.tier}</span>
          <button type="button" onClick={onSignOut}>
            Sign out
          </button>
        </div>
      </div>
    </header>
  );
}
