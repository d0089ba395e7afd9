import type { MegaPanel, MenuLink, NavEntry } from '../../domain/mega-menu';
import type { PanelLabels } from './MegaPanelView';

/** A mega-menu panel as a plain list of links: on a phone the grid would not fit. */
function panelLinks(panel: MegaPanel, labels: PanelLabels): MenuLink[] {
  switch (panel.kind) {
    case 'models':
      return [panel.heading, ...panel.models.map((m) => ({ label: m.status ? `${m.name} (${labels.status[m.status]})` : m.name, href: m.href }))];
    case 'brands':
      return [panel.heading, ...panel.tiles.map((t) => ({ label: t.name, href: t.href }))];
    case 'bodies':
      return [panel.heading, ...panel.bodies.map((b) => ({ label: labels.bodies[b.value] ?? b.value, href: b.href }))];
    case 'stock':
      return [panel.heading, ...panel.carTypes.map((c) => ({ label: `${labels.carTypes[c.value] ?? c.value} (${c.count})`, href: c.href }))];
    case 'columns':
      return panel.columns.flatMap((c) => c.links);
  }
}

/** The phone-width navigation, inside the collapsible menu or the side drawer; each menu is a disclosure. */
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
                {[...entry.links, ...entry.panels.flatMap((p) => panelLinks(p, labels))].map((link, j) => (
                  <li key={j}>
                    <a href={link.href} target={link.target}>
                      {link.label}
                    </a>
                  </li>
                ))}
              </ul>
            </details>
          </li>
        ),
      )}
    </ul>
  );
}
