import { cutDescription, type CatalogueModel, type Manufacturer, type ModelStatus } from './catalogue';
import type { NavGroup, NavItem } from './site-config';

/**
 * SPEC 2 main navigation: a site's menu items (data on its config) and the catalogue and stock
 * data behind their `dynamicDropdown`s, shaped into what the header renders. No I/O: the service
 * (src/site/menu-data.ts) reads the data, the header only draws the result.
 */


/** The body a tractor or farm machine is listed with: what the 'tractors' dropdown lists. */
export const TRACTOR_BODY = 'tractor';

/** The tractor dropdown's rows from the search's make-model counts: most first, each to its search. */
export function tractorRows(makeModels: Readonly<Record<string, number>>, searchPath: string): MenuCount[] {
  return Object.entries(makeModels)
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .map(([value, count]) => ({ value, count, href: `${searchPath}?body=${TRACTOR_BODY}&make_model=${encodeURIComponent(value)}` }));
}

export type MenuModel = Omit<CatalogueModel, 'id' | 'make'>;

export type MenuBrand = Pick<Manufacturer, 'name' | 'slug' | 'logoUrl'>;
export type MenuCount = { value: string; count: number; href: string };

/** Per-site brand tile rules (SPEC 2: some sites replace or hide specific brands, one adds a Used Cars tile). */
export type BrandTileRules = {
  hide: readonly string[];
  replace: Readonly<Record<string, { name?: string; url?: string; logoUrl?: string }>>;
  extra: readonly { name: string; url: string; logoUrl?: string }[];
};

export type MenuData = {
  models: readonly MenuModel[];
  brands: readonly MenuBrand[];
  /** Body styles in stock, each with its search URL. */
  bodies: readonly MenuCount[];
  /** Car-type counts (new, demo, used) with their search URLs, for the stock dropdown. */
  carTypes: readonly MenuCount[];
  /** Tractor and farm machine models in stock ("Make Model"), with how many of each and their search URLs. */
  tractors: readonly MenuCount[];
  brandTiles: BrandTileRules;
};

/** A brand of the site's dealership group, for the group sub-footer on every member site. */
export type GroupBrand = { name: string; url: string | null; logoUrl: string | null };

export type MenuLink = { label: string; href: string; target?: '_blank' | '_self' };

export type ModelTile = { name: string; href: string; imageUrl: string | null; status: ModelStatus | null; description: string };
export type BrandTile = { name: string; href: string; logoUrl: string | null };

export type MegaPanel =
  | { kind: 'models'; heading: MenuLink; models: ModelTile[] }
  | { kind: 'brands'; heading: MenuLink; tiles: BrandTile[] }
  | { kind: 'bodies'; heading: MenuLink; bodies: MenuCount[] }
  | { kind: 'stock'; heading: MenuLink; carTypes: MenuCount[] }
  | { kind: 'tractors'; heading: MenuLink; tractors: MenuCount[] }
  | { kind: 'columns'; columns: MenuColumn[] };

/** A titled column of a mega-menu: from dropdownMenus, or from a 'columns' item's children. */
export type MenuColumn = { heading: string; links: MenuLink[] };

export type NavEntry =
  | { kind: 'link'; link: MenuLink }
  | { kind: 'menu'; label: string; links: MenuLink[]; panels: MegaPanel[]; mobileOpen?: true };

function toLink(item: Pick<NavItem, 'name' | 'url' | 'target'>): MenuLink {
  return { label: item.name, href: item.url ?? '#', ...(item.target ? { target: item.target } : {}) };
}

export function modelTiles(models: readonly MenuModel[]): ModelTile[] {
  return models.map((m) => ({
    name: m.name,
    href: m.overrideUrl ?? `/models/${m.slug}`,
    imageUrl: m.imageUrl,
    status: m.status,
    description: cutDescription(m.shortDescription),
  }));
}

/** Brands in stock, minus hidden ones, with replacements applied, then the site's extra tiles. */
export function brandTiles(brands: readonly MenuBrand[], rules: BrandTileRules): BrandTile[] {
  const hidden = new Set(rules.hide.map((s) => s.toLowerCase()));
  const tiles = brands
    .filter((b) => !hidden.has(b.slug))
    .map((b) => {
      const swap = rules.replace[b.slug];
      return {
        name: swap?.name ?? b.name,
        href: swap?.url ?? `/search/${b.slug}`,
        logoUrl: swap?.logoUrl ?? b.logoUrl,
      };
    });
  return [...tiles, ...rules.extra.map((e) => ({ name: e.name, href: e.url, logoUrl: e.logoUrl ?? null }))];
}

function panelFor(item: NavItem, data: MenuData): MegaPanel | null {
  const heading = toLink(item);
  switch (item.dynamicDropdown) {
    case 'models':
      return data.models.length > 0 ? { kind: 'models', heading, models: modelTiles(data.models) } : null;
    case 'brands': {
      const tiles = brandTiles(data.brands, data.brandTiles);
      return tiles.length > 0 ? { kind: 'brands', heading, tiles } : null;
    }
    case 'bodies': {
      const bodies = data.bodies.filter((b) => b.count > 0);
      return bodies.length > 0 ? { kind: 'bodies', heading, bodies } : null;
    }
    case 'stock': {
      const carTypes = data.carTypes.filter((c) => c.count > 0);
      return carTypes.length > 0 ? { kind: 'stock', heading, carTypes } : null;
    }
    case 'tractors': {
      const tractors = data.tractors.filter((t) => t.count > 0);
      return tractors.length > 0 ? { kind: 'tractors', heading, tractors } : null;
    }
    case 'columns': {
      const columns = (item.dropdownItems ?? [])
        .filter((c) => (c.dropdownItems ?? []).length > 0)
        .map((c) => ({ heading: c.name, links: (c.dropdownItems ?? []).map(toLink) }));
      return columns.length > 0 ? { kind: 'columns', columns } : null;
    }
    default:
      return null;
  }
}

/** An item's dropdownMenus as one panel of titled columns; groups without links are not shown. */
function groupsPanel(groups: readonly NavGroup[] | undefined): MegaPanel | null {
  const columns = (groups ?? []).filter((g) => g.items.length > 0).map((g) => ({ heading: g.title, links: g.items.map(toLink) }));
  return columns.length > 0 ? { kind: 'columns', columns } : null;
}

/**
 * One top-level menu item: a plain link; or a menu whose plain children are links and whose
 * dynamic children (or its own dynamicDropdown) become mega-menu panels, followed by its titled
 * groups (dropdownMenus) as columns. A dynamic dropdown with nothing to show falls back to its
 * plain link, so the menu never shows an empty panel.
 */
export function navEntry(item: NavItem, data: MenuData): NavEntry {
  const children = item.dropdownItems ?? [];
  const groups = groupsPanel(item.dropdownMenus);
  if (!item.dynamicDropdown && children.length === 0 && !groups) return { kind: 'link', link: toLink(item) };
  const links: MenuLink[] = [];
  const panels: MegaPanel[] = [];
  if (item.dynamicDropdown) {
    const own = panelFor(item, data);
    if (own) panels.push(own);
    else if (item.url) links.push(toLink(item));
  }
  if (item.dynamicDropdown !== 'columns') {
    for (const child of children) {
      const panel = child.dynamicDropdown ? panelFor(child, data) : null;
      if (panel) panels.push(panel);
      else links.push(toLink(child));
    }
  }
  if (groups) panels.push(groups);
  if (links.length === 0 && panels.length === 0) return { kind: 'link', link: toLink(item) };
  return { kind: 'menu', label: item.name, links, panels, ...(item.mobileOpen ? { mobileOpen: true as const } : {}) };
}

export function navEntries(items: readonly NavItem[], data: MenuData): NavEntry[] {
  return items.map((item) => navEntry(item, data));
}

/** The dynamic dropdowns that need the catalogue or stock: a titled 'columns' list needs neither. */
const DATA_DROPDOWNS: ReadonlySet<string> = new Set(['models', 'tractors', 'stock', 'brands', 'bodies']);

/** Whether any menu item (at any depth) uses this dynamic dropdown, or any that needs data when none is named. */
export function needsMenuData(items: readonly NavItem[], dropdown?: NavItem['dynamicDropdown']): boolean {
  return items.some(
    (i) => (dropdown ? i.dynamicDropdown === dropdown : DATA_DROPDOWNS.has(i.dynamicDropdown ?? '')) || needsMenuData(i.dropdownItems ?? [], dropdown),
  );
}
