import { useState } from 'react';
import { Link, NavLink } from 'react-router-dom';
import { paths } from './paths';

const links = [
  { to: paths.home, label: 'Home' },
  { to: paths.orderRx, label: 'Order Rx Form' },
  { to: paths.consent, label: 'Consent Messages Form' },
  { to: paths.about, label: 'About' },
];

export function NavBar() {
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  return (
    <header className="navbar">
      <Link to={paths.home} className="navbar-title" onClick={close}>
        Rx Forms
      </Link>
      <button
        type="button"
        className="navbar-toggle"
        aria-expanded={open}
        aria-controls="navbar-links"
        onClick={() => setOpen((o) => !o)}
      >
        Menu
      </button>
      <nav aria-label="Main">
        <ul id="navbar-links" className={open ? 'navbar-links open' : 'navbar-links'}>
          {links.map((link) => (
            <li key={link.to}>
              <NavLink to={link.to} end onClick={close}>
                {link.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
    </header>
  );
}
