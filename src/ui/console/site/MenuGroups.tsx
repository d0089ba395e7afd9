'use client';

import { MENU_LABEL_MAX } from '../../../domain/site-editor/menus-form';
import { FieldError } from '../forms/FieldError';
import { focusAfterMove, moved, RowButtons, TextField } from './menu-fields';

/** A titled group of an item's mega-menu (dropdownMenus) as the form holds it. */
export type GroupLink = { key: number; name: string; url: string; newTab: boolean };
export type Group = { key: number; title: string; links: GroupLink[] };

type Tools = {
  /** Draws the change at once, then puts focus on the element with this id. */
  act: (work: () => void, focus: string) => void;
  /** A fresh key for a new row, unique in the whole form. */
  nextKey: () => number;
  say: (words: string) => void;
  idOf: (key: number | string, part: string) => string;
  error: (name: string) => string[] | undefined;
};

const named = (words: string, fallback: string) => words.trim() || fallback;

/**
 * A header item's titled groups: each a heading over its own links, shown as a column of the
 * desktop mega-menu and as a heading inside the phone menu. Groups and their links are added,
 * moved and removed with buttons, like the items; fields post as `{at}.group.{g}.title` and
 * `{at}.group.{g}.link.{k}.name|url|newTab`.
 */
export function MenuGroups({ at, itemWhat, groups, onChange, tools }: { at: string; itemWhat: string; groups: Group[]; onChange: (change: (groups: Group[]) => Group[]) => void; tools: Tools }) {
  const { act, nextKey, say, idOf, error } = tools;
  const changeGroup = (g: number, patch: Partial<Group>) => onChange((all) => all.map((group, i) => (i === g ? { ...group, ...patch } : group)));
  const changeLinks = (g: number, change: (links: GroupLink[]) => GroupLink[]) => onChange((all) => all.map((group, i) => (i === g ? { ...group, links: change(group.links) } : group)));
  return (
    <div className="menu-dropdown menu-groups">
      <p className="menu-dropdown-title">Titled groups (columns in the big menu, headings on phones)</p>
      <FieldError id={`${at}.groups-error`} messages={error(`${at}.groups`)} />
      <ol className="menu-links">
        {groups.map((group, g) => {
          const gat = `${at}.group.${g}`;
          const groupWhat = `group “${named(group.title, String(g + 1))}” of ${itemWhat}`;
          return (
            <li key={group.key}>
              <fieldset>
                <legend>
                  Group {g + 1}
                  {group.title.trim() ? `: ${group.title.trim()}` : ''}
                </legend>
                <div className="menu-row-line">
                  <TextField id={`${gat}.title`} label="Heading" value={group.title} maxLength={MENU_LABEL_MAX} onChange={(value) => changeGroup(g, { title: value })} errors={error(`${gat}.title`)} />
                  <RowButtons
                    what={groupWhat}
                    index={g}
                    count={groups.length}
                    id={idOf(group.key, 'group')}
                    onMove={(to, button) =>
                      act(() => {
                        onChange((all) => moved(all, g, to));
                        say(`${named(group.title, 'The group')} is now group ${to + 1} of ${groups.length}.`);
                      }, idOf(group.key, `group-${focusAfterMove(to, groups.length, button)}`))
                    }
                    onRemove={() =>
                      act(() => {
                        onChange((all) => all.filter((_, i) => i !== g));
                        say(`${named(group.title, 'The group')} removed.`);
                      }, idOf(at, 'add-group'))
                    }
                  />
                </div>
                <FieldError id={`${gat}.links-error`} messages={error(`${gat}.links`)} />
                <ol className="menu-links">
                  {group.links.map((link, k) => {
                    const lat = `${gat}.link.${k}`;
                    const linkWhat = `link “${named(link.name, String(k + 1))}” of ${groupWhat}`;
                    return (
                      <li key={link.key}>
                        <fieldset>
                          <legend>
                            Link {k + 1}
                            {link.name.trim() ? `: ${link.name.trim()}` : ''}
                          </legend>
                          <div className="menu-fields">
                            <TextField id={`${lat}.name`} label="Link words" value={link.name} maxLength={MENU_LABEL_MAX} onChange={(value) => changeLinks(g, (all) => all.map((l, i) => (i === k ? { ...l, name: value } : l)))} errors={error(`${lat}.name`)} />
                            <TextField id={`${lat}.url`} label="Link goes to" value={link.url} placeholder="/finance or https://…" onChange={(value) => changeLinks(g, (all) => all.map((l, i) => (i === k ? { ...l, url: value } : l)))} errors={error(`${lat}.url`)} />
                          </div>
                          <div className="menu-row-line">
                            <label className="console-check">
                              <input type="checkbox" name={`${lat}.newTab`} checked={link.newTab} onChange={(e) => changeLinks(g, (all) => all.map((l, i) => (i === k ? { ...l, newTab: e.target.checked } : l)))} /> Open in a new tab
                            </label>
                            <RowButtons
                              what={linkWhat}
                              index={k}
                              count={group.links.length}
                              id={idOf(link.key, 'glink')}
                              onMove={(to, button) =>
                                act(() => {
                                  changeLinks(g, (all) => moved(all, k, to));
                                  say(`${named(link.name, 'The link')} is now link ${to + 1} of ${group.links.length}.`);
                                }, idOf(link.key, `glink-${focusAfterMove(to, group.links.length, button)}`))
                              }
                              onRemove={() =>
                                act(() => {
                                  changeLinks(g, (all) => all.filter((_, i) => i !== k));
                                  say(`${named(link.name, 'The link')} removed.`);
                                }, idOf(group.key, 'add-link'))
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
                  id={idOf(group.key, 'add-link')}
                  onClick={() => act(() => changeLinks(g, (all) => [...all, { key: nextKey(), name: '', url: '', newTab: false }]), `${gat}.link.${group.links.length}.name`)}
                >
                  Add a link to {groupWhat}
                </button>
              </fieldset>
            </li>
          );
        })}
      </ol>
      <button
        type="button"
        className="console-button console-button-quiet"
        id={idOf(at, 'add-group')}
        onClick={() => act(() => onChange((all) => [...all, { key: nextKey(), title: '', links: [{ key: nextKey(), name: '', url: '', newTab: false }] }]), `${at}.group.${groups.length}.title`)}
      >
        Add a titled group to {itemWhat}
      </button>
    </div>
  );
}
