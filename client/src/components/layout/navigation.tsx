import { NavLink } from 'react-router-dom';
import { paths } from '../../config/paths';
import { navLabels } from '../../content';

const items = [
  { to: paths.home.href(), label: navLabels.home },
  { to: paths.events.href(), label: navLabels.events },
  { to: paths.accommodations.href(), label: navLabels.accommodations },
  { to: paths.info.href(), label: navLabels.info },
  { to: paths.rsvp.href(), label: navLabels.rsvp },
];

/** The site navigation. The guest-pages issue replaces this with the scroll-aware, hamburger version. */
export function Navigation() {
  return (
    <nav aria-label="Main" className="site-nav">
      <ul>
        {items.map((item) => (
          <li key={item.to}>
            <NavLink to={item.to} end>
              {item.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
