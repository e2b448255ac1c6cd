// The web console at /console, used as a person would: Debian's Chromium, driven by
// playwright-core, signs in with a fresh account's API key, finds a memory stored through the
// API in the list and by search, opens it, changes its importance, forgets it after confirming
// and signs out; and a session whose key is revoked returns to sign-in with the service's
// message. Every page is shot at 1280x800 and 390x844; a page error, a console error, a failed
// request or a request to any other host fails the test.
import { describe, expect, it } from 'vitest';
import { hashApiKey } from '../../src/modules/accounts/api-key-text.js';
import { AccountsRepository } from '../../src/modules/accounts/accounts.repository.js';
import { consoleSuite, expectCleanVisit, JOURNEY_TIMEOUT, shoot, signIn, waitVisible } from '../support/chromium.js';
import { signUp } from '../support/test-server.js';

/** How long an instance reuses a resolved caller: a revoked key's session ends within it. */
const AUTH_CACHE_TTL_MS = 200;

const MEMORY_TEXT = 'The user prefers dark mode in every editor and terminal.';
const SEARCH_TEXT = 'Which colour theme does the user like in editors?';

const suite = consoleSuite(() => ({ AUTH_CACHE_TTL_MS: String(AUTH_CACHE_TTL_MS) }));
const { open } = suite;

/** Stores one overflow memory through the API, with the vector of its text from /v1/embed. */
async function storeMemory(apiKey: string): Promise<string> {
  const embedded = await suite.server.call('POST', '/v1/embed', { token: apiKey, body: { text: MEMORY_TEXT } });
  expect(embedded.status, embedded.text).toBe(200);
  const stored = await suite.server.call('POST', '/v1/overflow/store', {
    token: apiKey,
    body: {
      vector: embedded.body.vector,
      text: MEMORY_TEXT,
      category: 'preference',
      importance: 0.4,
      metadata: { source: 'console-test', user_id: 'alice' },
    },
  });
  expect(stored.status, stored.text).toBe(201);
  return stored.body.id as string;
}

describe('web console in Chromium', { timeout: JOURNEY_TIMEOUT }, () => {
  it('signs in, finds a memory in the list and by search, changes its importance, forgets it, signs out', async () => {
    const { apiKey } = await signUp(suite.server);
    const memoryId = await storeMemory(apiKey);
    const v = await open('/console');
    const { page } = v;

    await waitVisible(v, page.getByRole('button', { name: 'Sign in' }), 'the sign-in form');
    await shoot(v, 'sign-in');
    await signIn(v, apiKey);
    await waitVisible(v, page.getByRole('heading', { name: 'Overview', level: 1 }), 'the overview');

    // Overview: the overflow figures, the collection with its count, the main store.
    const overflow = page.getByRole('region', { name: 'Overflow storage' });
    await waitVisible(v, overflow.getByText('1 memory', { exact: true }), 'the overflow total');
    const collections = page.getByRole('region', { name: 'Collections' });
    await waitVisible(v, collections.getByRole('row', { name: /memories\s+1/ }), 'the collection memories with 1');
    await waitVisible(
      v,
      page.getByRole('region', { name: 'Main memory store' }).getByText('0 memories', { exact: true }),
      'the main store total',
    );
    await shoot(v, 'overview');

    // The list: the memory is there; filters without it show the empty state, filters with it show it.
    await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Memories' }).click();
    await waitVisible(v, page.getByRole('link', { name: MEMORY_TEXT }), 'the memory in the list');
    await expect(page.getByText(/Page 1 of 1 · 1–1 of 1 memory/).count()).resolves.toBe(1);
    await shoot(v, 'memories');
    await page.getByLabel('Category').selectOption('fact');
    await page.getByRole('button', { name: 'Apply' }).click();
    await waitVisible(v, page.getByText('No overflow memories match these filters.'), 'the empty state');
    expect(new URL(page.url()).search).toBe('?category=fact');
    await page.getByLabel('Category').selectOption('preference');
    await page.getByRole('button', { name: 'Apply' }).press('Enter');
    await waitVisible(v, page.getByRole('link', { name: MEMORY_TEXT }), 'the memory under its category');
    await page.getByLabel('User id').fill('bob');
    await page.getByLabel('User id').press('Enter');
    await waitVisible(v, page.getByText('No overflow memories match these filters.'), 'no memory of another user');
    await page.getByLabel('User id').fill('alice');
    await page.getByLabel('Importance').selectOption('0.25');
    await page.getByRole('button', { name: 'Apply' }).click();
    await waitVisible(v, page.getByRole('link', { name: MEMORY_TEXT }), 'the memory of its user and importance');
    expect(new URL(page.url()).search).toBe('?category=preference&min_importance=0.25&user_id=alice');
    await page.getByLabel('Importance').selectOption('0.5');
    await page.getByRole('button', { name: 'Apply' }).click();
    await waitVisible(v, page.getByText('No overflow memories match these filters.'), 'no memory that important');

    // Search: the memory is found by a question in other words, with its score.
    await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Search' }).click();
    await waitVisible(v, page.getByText(/Type what you are looking for/), 'the empty search');
    await page.getByLabel('Search for').fill(SEARCH_TEXT);
    await page.getByLabel('Search for').press('Enter');
    const result = page.getByRole('listitem').filter({ hasText: MEMORY_TEXT });
    await waitVisible(v, result, 'the memory among the results');
    const score = Number(await result.locator('.score-value').textContent());
    expect(score).toBeGreaterThan(0.3);
    expect(score).toBeLessThanOrEqual(1);
    // the overflow storage ranks by meaning alone, and says so beside each result
    await expect(result.locator('.found-by').textContent()).resolves.toBe(`Found by meaning ${score.toFixed(3)}`);
    await expect(page.getByText(/scores measure meaning \(cosine similarity/).count()).resolves.toBe(1);
    await shoot(v, 'search');

    // The memory: fields, metadata, history and versions.
    await result.getByRole('link', { name: MEMORY_TEXT }).click();
    await waitVisible(v, page.getByRole('heading', { name: 'History' }), 'the history');
    expect(new URL(page.url()).pathname).toBe(`/console/memories/${memoryId}`);
    await expect(page.locator('.importance-value').textContent()).resolves.toBe('0.40');
    await expect(page.getByText('console-test').count()).resolves.toBe(1);
    await expect(page.getByText('Stored as Preference with importance 0.40').count()).resolves.toBe(1);
    await expect(page.getByRole('region', { name: 'Versions' }).getByRole('row').count()).resolves.toBe(2);
    await shoot(v, 'memory');

    // Set the importance with the keyboard; the page and the API agree.
    await page.getByLabel('Importance (0 to 1)').fill('0.85');
    await page.getByLabel('Importance (0 to 1)').press('Enter');
    await waitVisible(v, page.getByText('Importance set: 0.40 → 0.85.'), 'the confirmation of the change');
    await waitVisible(v, page.getByText('Importance 0.40 → 0.85 (set by hand)'), 'the history event');
    await expect(page.locator('.importance-value').textContent()).resolves.toBe('0.85');
    await expect(page.getByRole('region', { name: 'Versions' }).getByRole('row').count()).resolves.toBe(3);
    const stored = await suite.server.call('GET', `/v1/overflow/memory/${memoryId}`, { token: apiKey });
    expect(stored.body.importance).toBe(0.85);

    // Decay asks first; cancelling changes nothing.
    await page.getByRole('button', { name: 'Decay…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Decay this memory?' });
    await waitVisible(v, dialog, 'the decay confirmation');
    await shoot(v, 'memory-confirm-decay');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog.isVisible()).resolves.toBe(false);
    const unchanged = await suite.server.call('GET', `/v1/overflow/memory/${memoryId}`, { token: apiKey });
    expect(unchanged.body.importance).toBe(0.85);

    // Forget asks too; confirmed, the memory is gone and the list says so.
    await page.getByRole('button', { name: 'Forget…' }).click();
    const forget = page.getByRole('dialog', { name: 'Forget this memory?' });
    await waitVisible(v, forget, 'the forget confirmation');
    await forget.getByRole('button', { name: 'Forget', exact: true }).click();
    await waitVisible(v, page.getByText('The memory was forgotten.'), 'the forgotten notice');
    await waitVisible(v, page.getByText('No overflow memories yet.'), 'the empty list');
    expect((await suite.server.call('GET', `/v1/overflow/memory/${memoryId}`, { token: apiKey })).status).toBe(404);

    // Sign out: back to sign-in, and the token is gone (a reload does not sign in again).
    await page.getByRole('button', { name: 'Sign out' }).click();
    await waitVisible(v, page.getByText('You have signed out.'), 'the signed-out notice');
    await page.reload({ waitUntil: 'load' });
    await waitVisible(v, page.getByRole('button', { name: 'Sign in' }), 'the sign-in form after a reload');

    expectCleanVisit(v);
  });

  it('a 401 answer ends the session: back to sign-in with the service’s message and code', async () => {
    const { apiKey } = await signUp(suite.server);
    const v = await open('/console/memories');
    const { page } = v;
    await signIn(v, apiKey);
    // the list has answered before the key goes
    await waitVisible(v, page.getByText('No overflow memories yet.'), 'the empty list');

    const accounts = new AccountsRepository(suite.server.service.db.orm);
    expect(await accounts.revokeKey(hashApiKey(apiKey))).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, AUTH_CACHE_TTL_MS * 3));

    await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Overview' }).click();
    const notice = page.getByRole('alert').filter({ hasText: 'Your session has ended; sign in again.' });
    await waitVisible(v, notice, 'the session-ended notice');
    await expect(notice.textContent()).resolves.toMatch(/revoked or rotated.*Sign in again.*UNAUTHORIZED/s);
    await waitVisible(v, page.getByLabel('API key'), 'the sign-in form');
    await shoot(v, 'session-ended');

    // The 401 answers (and the browser's lines about them) are the expected ones; nothing else failed.
    expect(v.failedResponses.length).toBeGreaterThan(0);
    for (const failed of v.failedResponses) expect(failed).toMatch(/^401 GET \S+\/v1\//);
    for (const line of v.consoleErrors) expect(line).toMatch(/status of 401/);
    expect(v.foreign).toEqual([]);
    expect(v.pageErrors).toEqual([]);
    expect(v.failedRequests).toEqual([]);
  });
});
