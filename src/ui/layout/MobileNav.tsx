'use client';

import type { MegaPanel, MenuColumn, MenuLink, NavEntry } from '../../domain/mega-menu';
import type { PanelLabels } from './MegaPanelView';

/** A mega-menu panel as a plain list of links: on a phone the grid would not fit. Columns keep their headings. */
function panelLinks(panel: Exclude<MegaPanel, { kind: 'columns' }>, labels: PanelLabels): MenuLink[] {
  switch (panel.kind) {
    case 'models':
      return [panel.heading, ...panel.models.map((m) => ({ label: m.status ? `${m.name} (${labels.status[m.status]})` : m.name, href: m.href }))];
    case 'brands':
      return [panel.heading, ...panel.tiles.map((t) => ({ label: t.name, href: t.href }))];
    case 'bodies':
      return [panel.heading, ...panel.bodies.map((b) => ({ label: labels.bodies[b.value] ?? b.value, href: b.href }))];
    case 'stock':
      return [panel.heading, ...panel.carTypes.map((c) => ({ label: `${labels.carTypes[c.value] ?? c.value} (${c.count})`, href: c.href }))];
    case 'tractors':
      return [panel.heading, ...panel.tractors.map((t) => ({ label: `${t.value} (${t.count})`, href: t.href }))];
  }
}

function LinkRow({ link }: { link: MenuLink }) {
  return (
    <li>
      <a href={link.href} target={link.target}>
        {link.label}
      </a>
    </li>
  );
}

/** A titled column inside the phone menu: its heading names the list beneath it. */
function ColumnRow({ column, id }: { column: MenuColumn; id: string }) {
  return (
    <li className="mobile-nav-group">
      <p className="mobile-nav-group-heading" id={id}>
        {column.heading}
      </p>
      <ul aria-labelledby={id}>
        {column.links.map((link, k) => (
          <LinkRow key={k} link={link} />
        ))}
      </ul>
    </li>
  );
}

/**
 * The phone-width navigation, inside the collapsible menu or the side drawer; each menu is a disclosure.
 * A client component although it has no state: it is given the very entries and labels the desktop
 * MainNav is given, and React's payload writes an object once however often it is passed, so the
 * menu's hydration data is not sent a second time (docs/decisions/053-car-cards-sent-as-data.md).
 */
export function MobileNav({ entries, labels }: { entries: NavEntry[]; labels: PanelLabels }) {
  return (
    <ul className="nav-list mobile-nav-list">
      {entries.map((entry, i) =>
        entry.kind === 'link' ? (
          <li key={i} className="nav-item">
            <a href={entry.link.href} target={entry.link.target}>
              {entry.link.label}
            </a>
          </li>
        ) : (
          <li key={i} className="nav-item has-dropdown">
            <details className="accordion" open={entry.mobileOpen}>
              <summary>{entry.label}</summary>
              <ul className="dropdown">
                {entry.links.map((link, j) => (
                  <LinkRow key={`l${j}`} link={link} />
                ))}
                {entry.panels.map((panel, j) =>
                  panel.kind === 'columns'
                    ? panel.columns.map((column, k) => <ColumnRow key={`c${j}-${k}`} column={column} id={`mobile-nav-${i}-${j}-${k}`} />)
                    : panelLinks(panel, labels).map((link, k) => <LinkRow key={`p${j}-${k}`} link={link} />),
                )}
              </ul>
            </details>
          </li>
        ),
      )}
    </ul>
  );
}
