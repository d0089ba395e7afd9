import type { NavGroup, NavItem, NavLink } from '../site-config';
import type { Fields } from './hours-form';
import { isNoticeLink } from './notices-form';
import type { Read } from './section-forms';

/**
 * The site's menus (issue 31; SPEC 3 navigation item): the header and the footer list, each saved
 * on its own form. An item is a label, a link, "open in a new tab" and a dropdown of links one
 * level deep; header items also choose a dynamic dropdown, whether phones show it open, and titled
 * groups of links (dropdownMenus: the mega-menu's columns). Rows are posted in the order shown:
 * `header.{i}.name|url|newTab|dynamic|mobileOpen|from`, `header.{i}.sub.{j}.name|url|newTab|dynamic|from`
 * and `header.{i}.group.{g}.title` with `header.{i}.group.{g}.link.{k}.name|url|newTab`,
 * where `from` is the item's place in the draft before the edit, so what the form does not show
 * (a className) is kept. A row with nothing written is not used. A 'columns' item is shown and
 * saved as groups (docs/decisions/043-navigation-dropdown-menus.md).
 */
export type MenuList = 'header' | 'footer';

export const MENU_LISTS: readonly MenuList[] = ['header', 'footer'];
const MAX_MENU_ITEMS = 20;
const MAX_DROPDOWN_LINKS = 30;
const MAX_GROUPS = 6;
const MAX_GROUP_LINKS = 12;
export const MENU_LABEL_MAX = 60;

const NO_NAVIGATION_MESSAGE: Record<MenuList, string> = {
  header: 'Cannot run without navigation: keep at least one item in the header menu.',
  footer: 'Cannot run without navigation: keep at least one item in the footer menu.',
};

type Dynamic = NonNullable<NavItem['dynamicDropdown']>;

/** What each dynamic dropdown shows, in the words the form offers them. */
export const DYNAMIC_CHOICES: readonly { value: Dynamic | ''; label: string }[] = [
  { value: '', label: 'Only the links listed' },
  { value: 'models', label: 'Models: a picture of each current model of the brand' },
  { value: 'tractors', label: 'Tractors: each tractor and farm machine model in stock, with how many of each (nothing when there are none)' },
  { value: 'stock', label: 'Stock: new, demo and used cars in stock, with how many of each' },
  { value: 'brands', label: 'Brands: a logo tile for each make in stock' },
  { value: 'bodies', label: 'Body types: SUVs, utes, sedans and the rest in stock, with how many of each' },
];

/**
 * What the form shows of an item: its plain dropdown links and its titled groups. A header
 * 'columns' item's columns are groups here (a child with links is a heading over them), and its children
 * without links, which the site does not show in columns, are plain links the dealer can see.
 */
export function editedParts(item: NavItem, list: MenuList): { links: { link: NavItem; from: number }[]; groups: NavGroup[]; dynamic: string } {
  const children = (item.dropdownItems ?? []).map((link, from) => ({ link, from }));
  const groups = item.dropdownMenus ?? [];
  // The footer form has no groups or dynamic choice to post: its items are shown as they are.
  if (item.dynamicDropdown !== 'columns' || list === 'footer') return { links: children, groups, dynamic: item.dynamicDropdown ?? '' };
  const isColumn = (c: NavItem) => (c.dropdownItems ?? []).length > 0;
  const columns = children
    .filter((c) => isColumn(c.link))
    .map(({ link: c }) => ({ title: c.name, items: (c.dropdownItems ?? []).map((l) => ({ name: l.name, url: l.url ?? '', ...(l.target ? { target: l.target } : {}) })) }));
  return { links: children.filter((c) => !isColumn(c.link)), groups: [...columns, ...groups], dynamic: '' };
}

const DYNAMICS = new Set<string>(DYNAMIC_CHOICES.map((c) => c.value).filter(Boolean));
const LINK_MESSAGE = 'Use a page of the site starting with /, such as /special-offers, or an address starting with https://.';

const text = (fields: Fields, name: string) => (fields[name] ?? '').trim();

/** The row numbers posted under `prefix` (`header.` or `header.2.sub.`), in order. */
function rowIndexes(fields: Fields, prefix: string): number[] {
  const indexes = new Set<number>();
  const escaped = prefix.replace(/\./g, '\\.');
  const pattern = new RegExp(`^${escaped}(\\d+)\\.[a-zA-Z]+$`);
  for (const key of Object.keys(fields)) {
    const match = pattern.exec(key);
    if (match) indexes.add(Number(match[1]));
  }
  return [...indexes].sort((a, b) => a - b);
}

/** The item at `from` in `items`, when `from` is one of its places. */
function originalAt(items: readonly NavItem[] | undefined, from: string | undefined): NavItem | undefined {
  if (!items || from === undefined || !/^\d+$/.test(from)) return undefined;
  return items[Number(from)];
}

type Edited = { name: string; url: string; newTab: boolean; dynamic: string | undefined };

/** The item with the form's fields over the draft's own (its className and deeper links stay). */
function merged(original: NavItem | undefined, edited: Edited): NavItem {
  const item: NavItem = { ...original, name: edited.name };
  if (edited.url) item.url = edited.url;
  else delete item.url;
  if (edited.newTab) item.target = '_blank';
  else if (original?.target === '_self') item.target = '_self';
  else delete item.target;
  if (edited.dynamic !== undefined) {
    if (edited.dynamic) item.dynamicDropdown = edited.dynamic as Dynamic;
    else delete item.dynamicDropdown;
  }
  return item;
}

function readFields(fields: Fields, prefix: string, withDynamic: boolean, errors: Record<string, string[]>): Edited {
  const name = text(fields, `${prefix}.name`);
  const url = text(fields, `${prefix}.url`);
  const dynamic = withDynamic ? text(fields, `${prefix}.dynamic`) : undefined;
  if (name.length > MENU_LABEL_MAX) errors[`${prefix}.name`] = [`Keep the label to ${MENU_LABEL_MAX} characters.`];
  if (url && !isNoticeLink(url)) errors[`${prefix}.url`] = [LINK_MESSAGE];
  if (dynamic && !DYNAMICS.has(dynamic)) errors[`${prefix}.dynamic`] = ['Choose what the dropdown shows from the list.'];
  return { name, url, newTab: fields[`${prefix}.newTab`] === 'on', dynamic };
}

function readDropdown(fields: Fields, prefix: string, original: NavItem | undefined, withDynamic: boolean, errors: Record<string, string[]>): NavItem[] {
  const links: NavItem[] = [];
  const rows = rowIndexes(fields, `${prefix}.sub.`);
  if (rows.length > MAX_DROPDOWN_LINKS) errors[`${prefix}.sub`] = [`Keep a dropdown to ${MAX_DROPDOWN_LINKS} links.`];
  for (const j of rows.slice(0, MAX_DROPDOWN_LINKS)) {
    const at = `${prefix}.sub.${j}`;
    const edited = readFields(fields, at, withDynamic, errors);
    if (!edited.name && !edited.url && !edited.dynamic) continue;
    const before = originalAt(original?.dropdownItems, fields[`${at}.from`]);
    const link = merged(before, edited);
    if (!edited.name) errors[`${at}.name`] = ['Write the words of this link, or remove it.'];
    // A column heading or a dynamic panel needs no link of its own; a plain link does.
    else if (!edited.url && !link.dynamicDropdown && (link.dropdownItems ?? []).length === 0) errors[`${at}.url`] = ['Write where this link goes, or remove it.'];
    links.push(link);
  }
  return links;
}

function readGroupLinks(fields: Fields, group: string, errors: Record<string, string[]>): NavLink[] {
  const links: NavLink[] = [];
  const rows = rowIndexes(fields, `${group}.link.`);
  if (rows.length > MAX_GROUP_LINKS) errors[`${group}.links`] = [`Keep a group to ${MAX_GROUP_LINKS} links.`];
  for (const k of rows.slice(0, MAX_GROUP_LINKS)) {
    const at = `${group}.link.${k}`;
    const edited = readFields(fields, at, false, errors);
    if (!edited.name && !edited.url) continue;
    if (!edited.name) errors[`${at}.name`] = ['Write the words of this link, or remove it.'];
    if (!edited.url) errors[`${at}.url`] = ['Write where this link goes, or remove it.'];
    links.push({ name: edited.name, url: edited.url, ...(edited.newTab ? { target: '_blank' as const } : {}) });
  }
  return links;
}

/** An item's titled groups, in the order posted; a group with no heading and no links is not used. */
function readGroups(fields: Fields, item: string, errors: Record<string, string[]>): NavGroup[] {
  const groups: NavGroup[] = [];
  const rows = rowIndexes(fields, `${item}.group.`);
  if (rows.length > MAX_GROUPS) errors[`${item}.groups`] = [`Keep an item to ${MAX_GROUPS} groups.`];
  for (const g of rows.slice(0, MAX_GROUPS)) {
    const at = `${item}.group.${g}`;
    const title = text(fields, `${at}.title`);
    const items = readGroupLinks(fields, at, errors);
    if (!title && items.length === 0) continue;
    if (!title) errors[`${at}.title`] = ['Write the heading of this group, or remove it.'];
    else if (title.length > MENU_LABEL_MAX) errors[`${at}.title`] = [`Keep the heading to ${MENU_LABEL_MAX} characters.`];
    if (items.length === 0) errors[`${at}.links`] = ['Give this group at least one link, or remove it.'];
    groups.push({ title, items });
  }
  return groups;
}

function readList(fields: Fields, list: MenuList, current: readonly NavItem[], errors: Record<string, string[]>): NavItem[] {
  const withDynamic = list === 'header';
  const items: NavItem[] = [];
  const rows = rowIndexes(fields, `${list}.`);
  if (rows.length > MAX_MENU_ITEMS) errors[list] = [`Keep the ${list} menu to ${MAX_MENU_ITEMS} items.`];
  for (const i of rows.slice(0, MAX_MENU_ITEMS)) {
    const at = `${list}.${i}`;
    const edited = readFields(fields, at, withDynamic, errors);
    const before = originalAt(current, fields[`${at}.from`]);
    const dropdown = readDropdown(fields, at, before, withDynamic, errors);
    const groups = withDynamic ? readGroups(fields, at, errors) : (before?.dropdownMenus ?? []);
    if (!edited.name && !edited.url && !edited.dynamic && dropdown.length === 0 && groups.length === 0) continue;
    const item = merged(before, edited);
    if (dropdown.length > 0) item.dropdownItems = dropdown;
    else delete item.dropdownItems;
    if (groups.length > 0) item.dropdownMenus = groups;
    else delete item.dropdownMenus;
    const opens = dropdown.length > 0 || groups.length > 0 || Boolean(item.dynamicDropdown);
    if (withDynamic) {
      if (fields[`${at}.mobileOpen`] === 'on' && opens) item.mobileOpen = true;
      else delete item.mobileOpen;
    }
    if (!edited.name) errors[`${at}.name`] = ['Write the label of this item, or remove it.'];
    else if (!edited.url && !opens) errors[`${at}.url`] = ['Write where this item goes, or give it links in a dropdown.'];
    items.push(item);
  }
  if (items.length === 0 && !errors[list]) errors[list] = [NO_NAVIGATION_MESSAGE[list]];
  return items;
}

/** One menu from the posted rows, over the draft's `current` items of that menu. */
export function readMenuForm(fields: Fields, list: MenuList, current: readonly NavItem[]): Read<NavItem[]> {
  const errors: Record<string, string[]> = {};
  const items = readList(fields, list, current, errors);
  return { value: items, errors };
}
