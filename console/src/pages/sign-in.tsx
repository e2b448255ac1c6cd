// Sign-in: the API key is exchanged for a session token (POST /v1/auth/login). The key itself is
// not kept; the token lives in this tab's memory only.
import { useState } from 'preact/hooks';
import { ProblemNotice } from '../components/status.js';
import type { Problem } from '../problems.js';
import { signIn, type Session } from '../session.js';
import { useAction } from '../use-action.js';

/** Why the sign-in page is shown again after a session. */
export type Farewell = { reason: 'signed-out' } | { reason: 'session-ended'; problem: Problem };

interface SignInProps {
  farewell: Farewell | null;
  onSignedIn: (session: Session) => void;
}

export function SignIn({ farewell, onSignedIn }: SignInProps) {
  const [apiKey, setApiKey] = useState('');
  const { busy, problem, run } = useAction();

  const submit = (event: Event) => {
    event.preventDefault();
    void run(async () => onSignedIn(await signIn(apiKey.trim())));
  };

  return (
    <main class="sign-in" id="main">
      <h1>Memory console</h1>
      <p class="lead">Browse, search and curate the memories of your account.</p>
      {farewell?.reason === 'signed-out' && (
        <p class="notice notice-info" role="status">
          You have signed out.
        </p>
      )}
      {farewell?.reason === 'session-ended' && (
        <div class="notice notice-warning" role="alert">
          <p>
            <strong>Your session has ended; sign in again.</strong> {farewell.problem.message}
          </p>
          <p class="notice-code">
            Error code <code>{farewell.problem.code}</code>
          </p>
        </div>
      )}
      <form class="card form" onSubmit={submit}>
        <label for="api-key">API key</label>
        <input
          id="api-key"
          name="api-key"
          type="password"
          autocomplete="off"
          spellcheck={false}
          required
          value={apiKey}
          onInput={(event) => setApiKey(event.currentTarget.value)}
        />
        <p class="hint">
          The key is exchanged for a session token that this tab keeps in memory only: reloading the page or signing out
          ends the session.
        </p>
        <button type="submit" class="primary" disabled={busy}>
          {busy ? 'Signing in…' : 'Sign in'}
        </button>
      </form>
      {problem && <ProblemNotice problem={problem} doing="sign in" />}
    </main>
  );
}
