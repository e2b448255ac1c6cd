// The links between the device area's lists (devices, fleets, alerts), under the header's one
// Devices entry, so the header stays short at phone widths.
import { pathOf } from '../router.js';
import { Link } from './link.js';

type DevicesSection = 'devices' | 'fleets' | 'alerts';

const SECTIONS: Array<{ section: DevicesSection; label: string }> = [
  { section: 'devices', label: 'Devices' },
  { section: 'fleets', label: 'Fleets' },
  { section: 'alerts', label: 'Alerts' },
];

export function DevicesNav({ current }: { current: DevicesSection }) {
  return (
    <nav class="subnav" aria-label="Devices area">
      <ul>
        {SECTIONS.map(({ section, label }) => (
          <li key={section}>
            <Link href={pathOf(`/${section}`)} current={section === current}>
              {label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
