// Signing in and the API clients of a session. The API key is exchanged for a session token
// (POST /v1/auth/login), which is kept in memory only: reloading the page signs out. Every call
// goes through the generated SDK, against the origin that served the page.
import { problemOfResponse, type Problem } from './problems.js';
import {
  AccountApi,
  AlertsApi,
  BillingApi,
  Configuration,
  DevicesApi,
  ExportApi,
  FleetsApi,
  MemoryApi,
  MonitoringApi,
  OverflowApi,
  TriggersApi,
  WebhooksApi,
  type LoginUser,
} from './sdk.js';

export interface Session {
  token: string;
  user: LoginUser;
  /** When the token stops being accepted (milliseconds since the epoch). */
  expiresAt: number;
}

/** The SDK's clients, all carrying the session's token. */
export interface Api {
  overflow: OverflowApi;
  fleets: FleetsApi;
  devices: DevicesApi;
  alerts: AlertsApi;
  memory: MemoryApi;
  triggers: TriggersApi;
  webhooks: WebhooksApi;
  account: AccountApi;
  billing: BillingApi;
  exports: ExportApi;
  monitoring: MonitoringApi;
}

export async function signIn(apiKey: string): Promise<Session> {
  const account = new AccountApi(new Configuration({ basePath: window.location.origin }));
  const answer = await account.login({ loginRequest: { apiKey } });
  return { token: answer.accessToken, user: answer.user, expiresAt: Date.now() + answer.expiresIn * 1000 };
}

/** Clients for a session; any 401 answer reports its problem to `onUnauthorized` (the session is over). */
export function apiFor(session: Session, onUnauthorized: (problem: Problem) => void): Api {
  const configuration = new Configuration({
    basePath: window.location.origin,
    accessToken: session.token,
    middleware: [
      {
        post: async ({ response }) => {
          if (response.status === 401) onUnauthorized(await problemOfResponse(response));
          return response;
        },
      },
    ],
  });
  return {
    overflow: new OverflowApi(configuration),
    fleets: new FleetsApi(configuration),
    devices: new DevicesApi(configuration),
    alerts: new AlertsApi(configuration),
    memory: new MemoryApi(configuration),
    triggers: new TriggersApi(configuration),
    webhooks: new WebhooksApi(configuration),
    account: new AccountApi(configuration),
    billing: new BillingApi(configuration),
    exports: new ExportApi(configuration),
    monitoring: new MonitoringApi(configuration),
  };
}
