// An address under /console that names no page.
import { Link } from '../components/link.js';
import { pathOf } from '../router.js';

export function NotFound() {
  return (
    <section>
      <h1>Page not found</h1>
      <p>
        The console has no page at this address. Go to the <Link href={pathOf('')}>overview</Link> or the{' '}
        <Link href={pathOf('/memories')}>list of memories</Link>.
      </p>
    </section>
  );
}
