import type { MegaPanel, MenuLink, NavEntry } from '../../domain/mega-menu';
import { spell } from '../../i18n/spell';
import type { Locale } from '../../domain/site-config';

/** Menu labels and model descriptions are site data written in Australian English: respell them for the locale. */
export function localiseEntries(entries: NavEntry[], locale: Locale): NavEntry[] {
  const say = (text: string) => spell(text, locale);
  const link = (l: MenuLink): MenuLink => ({ ...l, label: say(l.label) });
  const panel = (p: MegaPanel): MegaPanel => {
    switch (p.kind) {
      case 'models':
        return { ...p, heading: link(p.heading), models: p.models.map((m) => ({ ...m, name: say(m.name), description: say(m.description) })) };
      case 'brands':
        return { ...p, heading: link(p.heading), tiles: p.tiles.map((t) => ({ ...t, name: say(t.name) })) };
      case 'bodies':
      case 'stock':
      case 'tractors':
        return { ...p, heading: link(p.heading) };
      case 'columns':
        return { ...p, columns: p.columns.map((c) => ({ heading: say(c.heading), links: c.links.map(link) })) };
    }
  };
  return entries.map((e) =>
    e.kind === 'link' ? { kind: 'link', link: link(e.link) } : { ...e, label: say(e.label), links: e.links.map(link), panels: e.panels.map(panel) },
  );
}
