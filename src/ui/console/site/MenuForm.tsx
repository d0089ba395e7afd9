'use client';

import { useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { EMPTY_FORM_STATE, type FormState } from '../../../domain/console/form-state';
import { DYNAMIC_CHOICES, editedParts, MENU_LABEL_MAX, type MenuList } from '../../../domain/site-editor/menus-form';
import type { NavItem } from '../../../domain/site-config';
import { FieldError } from '../forms/FieldError';
import { useConsoleForm } from '../forms/use-console-form';
import { focusAfterMove, moved, RowButtons, TextField } from './menu-fields';
import { MenuGroups, type Group } from './MenuGroups';
import { SaveState } from './SaveState';

type Action = (state: FormState<string>, form: FormData) => Promise<FormState<string>>;

/** A row as the form holds it; `from` is its place in the draft before this edit ('' for a new one). */
type Link = { key: number; from: string; name: string; url: string; newTab: boolean; dynamic: string };
/** `open`: the item's details start open (a new item); one with a message opens too. */
type Item = Link & { mobileOpen: boolean; links: Link[]; groups: Group[]; open: boolean };

function linkOf(item: NavItem, from: number, key: number): Link {
  return { key, from: String(from), name: item.name, url: item.url ?? '', newTab: item.target === '_blank', dynamic: item.dynamicDropdown ?? '' };
}

/** Rows with keys the server and the browser both count the same way (they name elements' ids). */
function itemsOf(items: readonly NavItem[], list: MenuList): Item[] {
  let key = 0;
  return items.map((item, i) => {
    const parts = editedParts(item, list);
    return {
      ...linkOf(item, i, ++key),
      dynamic: parts.dynamic,
      mobileOpen: item.mobileOpen === true,
      open: false,
      links: parts.links.map(({ link, from }) => linkOf(link, from, ++key)),
      groups: parts.groups.map((g) => ({ key: ++key, title: g.title, links: g.items.map((l) => ({ key: ++key, name: l.name, url: l.url, newTab: l.target === '_blank' })) })),
    };
  });
}

const maxKey = (rows: readonly Item[]) => Math.max(0, ...rows.flatMap((r) => [r.key, ...r.links.map((l) => l.key), ...r.groups.flatMap((g) => [g.key, ...g.links.map((l) => l.key)])]));
const blankLink = (key: number): Link => ({ key, from: '', name: '', url: '', newTab: false, dynamic: '' });

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** What a closed item holds, in a few words beside its label. */
function contents(row: Item): string {
  const parts = [row.url.trim() || null, row.links.length > 0 ? count(row.links.length, 'link', 'links') : null, row.groups.length > 0 ? count(row.groups.length, 'group', 'groups') : null];
  const dynamic = DYNAMIC_CHOICES.find((c) => c.value && c.value === row.dynamic);
  if (dynamic) parts.push(dynamic.label.split(':')[0]!);
  return parts.filter(Boolean).join(' · ');
}

/**
 * One of the site's menus, the header's or the footer's: items in order, each folded to one line
 * (a native disclosure, open when it holds a message, so the page is short and works without a
 * script) and opening to its label, where it goes, "open in a new tab" and its dropdown's links;
 * header items also choose what their dropdown shows, whether phones show it open, and titled
 * groups of links. Items, links and groups are moved with Up and Down buttons; focus stays on the
 * moved row and a status line says where it went.
 */
export function MenuForm({ action, list, items }: { action: Action; list: MenuList; items: readonly NavItem[] }) {
  const { state, pending: saving, formKey, formProps } = useConsoleForm(action, EMPTY_FORM_STATE as FormState<string>);
  const title = list === 'header' ? 'Header menu' : 'Footer menu';
  return (
    <form key={formKey} {...formProps} className="console-form menu-form" noValidate aria-label={title}>
      <MenuRows list={list} items={items} errors={state.errors} />
      <SaveState state={state} shown={[list]} />
      <button type="submit" className="console-button" disabled={saving}>
        {saving ? 'Saving…' : `Save the ${list} menu to the draft`}
      </button>
    </form>
  );
}

function MenuRows({ list, items, errors }: { list: MenuList; items: readonly NavItem[]; errors: Record<string, string[]> }) {
  const [rows, setRows] = useState<Item[]>(() => itemsOf(items, list));
  const [said, setSaid] = useState('');
  // Counted up from the first rows' keys, so a new row never takes an id already on the page.
  const lastKey = useRef<number | null>(null);
  const nextKey = () => {
    lastKey.current = (lastKey.current ?? maxKey(rows)) + 1;
    return lastKey.current;
  };
  const idOf = (key: number | string, part: string) => `${list}-${key}-${part}`;
  // A move, removal or addition draws the rows at once, then puts focus where the hand was.
  const act = (work: () => void, focus: string) => {
    flushSync(work);
    document.getElementById(focus)?.focus();
  };
  const header = list === 'header';
  const error = (name: string) => errors[name];

  const change = (index: number, patch: Partial<Item>) => setRows((all) => all.map((row, i) => (i === index ? { ...row, ...patch } : row)));
  const changeLink = (index: number, j: number, patch: Partial<Link>) =>
    setRows((all) => all.map((row, i) => (i === index ? { ...row, links: row.links.map((l, k) => (k === j ? { ...l, ...patch } : l)) } : row)));

  const label = (row: Link, fallback: string) => row.name.trim() || fallback;
  const hasError = (at: string) => Object.keys(errors).some((name) => name.startsWith(`${at}.`));
  const changeGroups = (index: number) => (update: (groups: Group[]) => Group[]) =>
    setRows((all) => all.map((row, i) => (i === index ? { ...row, groups: update(row.groups) } : row)));

  return (
    <>
      <p className="console-hint">
        {header
          ? 'The menu across the top of every page, in this order. An item with links in its dropdown opens them; its own link is used where there is no dropdown.'
          : 'The links at the foot of every page. An item with links in its dropdown is a column heading over them.'}{' '}
        Links are a page of the site starting with /, such as /finance, or an address starting with https://.
        {header ? ' “Open on phones” shows an item’s dropdown already open in the phone menu.' : ''}
      </p>
      <FieldError id={`${list}-error`} messages={error(list)} />
      <p role="status" className="visually-hidden">
        {said}
      </p>
      <ol className="menu-items">
        {rows.map((row, i) => {
          const at = `${list}.${i}`;
          const what = `“${label(row, `item ${i + 1}`)}”`;
          return (
            <li key={row.key}>
              <details className="menu-item" open={row.open || hasError(at)}>
              <summary>
                <span className="menu-item-title">
                  Item {i + 1}
                  {row.name.trim() ? `: ${row.name.trim()}` : ''}
                </span>{' '}
                <span className="menu-item-contents">{contents(row)}</span>
              </summary>
              <fieldset>
                <legend className="visually-hidden">
                  Item {i + 1}
                  {row.name.trim() ? `: ${row.name.trim()}` : ''}
                </legend>
                <input type="hidden" name={`${at}.from`} value={row.from} />
                <div className="menu-fields">
                  <TextField id={`${at}.name`} label="Label" value={row.name} maxLength={MENU_LABEL_MAX} onChange={(value) => change(i, { name: value })} errors={error(`${at}.name`)} />
                  <TextField id={`${at}.url`} label="Goes to" value={row.url} placeholder="/finance or https://…" onChange={(value) => change(i, { url: value })} errors={error(`${at}.url`)} />
                  {header ? (
                    <span>
                      <label htmlFor={`${at}.dynamic`}>Dropdown shows</label>
                      <select
                        id={`${at}.dynamic`}
                        name={`${at}.dynamic`}
                        value={row.dynamic}
                        onChange={(e) => change(i, { dynamic: e.target.value })}
                        aria-invalid={Boolean(error(`${at}.dynamic`))}
                        aria-describedby={`${at}.dynamic-error`}
                      >
                        {DYNAMIC_CHOICES.map((c) => (
                          <option key={c.value} value={c.value}>
                            {c.label}
                          </option>
                        ))}
                      </select>
                      <FieldError id={`${at}.dynamic-error`} messages={error(`${at}.dynamic`)} />
                    </span>
                  ) : null}
                </div>
                <div className="menu-row-line">
                  <label className="console-check">
                    <input type="checkbox" name={`${at}.newTab`} checked={row.newTab} onChange={(e) => change(i, { newTab: e.target.checked })} /> Open in a new tab
                  </label>
                  {header ? (
                    <label className="console-check">
                      <input type="checkbox" name={`${at}.mobileOpen`} checked={row.mobileOpen} onChange={(e) => change(i, { mobileOpen: e.target.checked })} /> Open on phones
                    </label>
                  ) : null}
                  <RowButtons
                    what={what}
                    index={i}
                    count={rows.length}
                    id={idOf(row.key, 'item')}
                    onMove={(to, button) =>
                      act(() => {
                        setRows((all) => moved(all, i, to));
                        setSaid(`${label(row, 'The item')} is now item ${to + 1} of ${rows.length}.`);
                      }, idOf(row.key, `item-${focusAfterMove(to, rows.length, button)}`))
                    }
                    onRemove={() =>
                      act(() => {
                        setRows((all) => all.filter((_, k) => k !== i));
                        setSaid(`${label(row, 'The item')} removed.`);
                      }, idOf('list', 'add'))
                    }
                  />
                </div>
                <div className="menu-dropdown">
                  <p className="menu-dropdown-title">{header ? 'Links in its dropdown' : 'Links in its column'}</p>
                  <FieldError id={`${at}.sub-error`} messages={error(`${at}.sub`)} />
                  <ol className="menu-links">
                    {row.links.map((link, j) => {
                      const sub = `${at}.sub.${j}`;
                      const linkWhat = `link “${label(link, String(j + 1))}” of ${what}`;
                      return (
                        <li key={link.key}>
                          <fieldset>
                            <legend>
                              Link {j + 1}
                              {link.name.trim() ? `: ${link.name.trim()}` : ''}
                            </legend>
                            <input type="hidden" name={`${sub}.from`} value={link.from} />
                            <div className="menu-fields">
                              <TextField id={`${sub}.name`} label="Link words" value={link.name} maxLength={MENU_LABEL_MAX} onChange={(value) => changeLink(i, j, { name: value })} errors={error(`${sub}.name`)} />
                              <TextField id={`${sub}.url`} label="Link goes to" value={link.url} placeholder="/finance or https://…" onChange={(value) => changeLink(i, j, { url: value })} errors={error(`${sub}.url`)} />
                              {header ? (
                                <span>
                                  <label htmlFor={`${sub}.dynamic`}>Shows</label>
                                  <select id={`${sub}.dynamic`} name={`${sub}.dynamic`} value={link.dynamic} onChange={(e) => changeLink(i, j, { dynamic: e.target.value })}>
                                    {DYNAMIC_CHOICES.map((c) => (
                                      <option key={c.value} value={c.value}>
                                        {c.value === '' ? 'This link only' : c.label}
                                      </option>
                                    ))}
                                  </select>
                                  <FieldError id={`${sub}.dynamic-error`} messages={error(`${sub}.dynamic`)} />
                                </span>
                              ) : null}
                            </div>
                            <div className="menu-row-line">
                              <label className="console-check">
                                <input type="checkbox" name={`${sub}.newTab`} checked={link.newTab} onChange={(e) => changeLink(i, j, { newTab: e.target.checked })} /> Open in a new tab
                              </label>
                            <RowButtons
                              what={linkWhat}
                              index={j}
                              count={row.links.length}
                              id={idOf(link.key, 'link')}
                              onMove={(to, button) =>
                                act(() => {
                                  setRows((all) => all.map((r, k) => (k === i ? { ...r, links: moved(r.links, j, to) } : r)));
                                  setSaid(`${label(link, 'The link')} is now link ${to + 1} of ${row.links.length}.`);
                                }, idOf(link.key, `link-${focusAfterMove(to, row.links.length, button)}`))
                              }
                              onRemove={() =>
                                act(() => {
                                  setRows((all) => all.map((r, k) => (k === i ? { ...r, links: r.links.filter((_, m) => m !== j) } : r)));
                                  setSaid(`${label(link, 'The link')} removed.`);
                                }, idOf(row.key, 'add'))
                              }
                            />
                            </div>
                          </fieldset>
                        </li>
                      );
                    })}
                  </ol>
                  <button
                    type="button"
                    className="console-button console-button-quiet"
                    id={idOf(row.key, 'add')}
                    onClick={() =>
                      act(() => setRows((all) => all.map((r, k) => (k === i ? { ...r, links: [...r.links, blankLink(nextKey())] } : r))), `${at}.sub.${row.links.length}.name`)
                    }
                  >
                    Add a link to {what}
                  </button>
                </div>
                {header ? <MenuGroups at={at} itemWhat={what} groups={row.groups} onChange={changeGroups(i)} tools={{ act, nextKey, say: setSaid, idOf, error }} /> : null}
              </fieldset>
              </details>
            </li>
          );
        })}
      </ol>
      <button
        type="button"
        className="console-button console-button-quiet"
        id={idOf('list', 'add')}
        onClick={() => act(() => setRows((all) => [...all, { ...blankLink(nextKey()), mobileOpen: false, links: [], groups: [], open: true }]), `${list}.${rows.length}.name`)}
      >
        Add an item to the {list} menu
      </button>
    </>
  );
}
