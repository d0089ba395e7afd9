'use client';

import { useEffect, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import type { MenuLink, NavEntry } from '../../domain/mega-menu';
import { MegaPanelView, type PanelLabels } from './MegaPanelView';
import { Icon } from '../icons/Icon';

type Trigger = 'hover' | 'click';

/** A hover that has just opened a menu is not undone by the click that usually follows on touch screens. */
const HOVER_CLICK_GRACE_MS = 400;
/** Leaving a menu by a few pixels on the way to its panel does not close it. */
const HOVER_CLOSE_DELAY_MS = 150;

function LinkItem({ link, className }: { link: MenuLink; className?: string }) {
  return (
    <a className={className} href={link.href} target={link.target} rel={link.target === '_blank' ? 'noopener noreferrer' : undefined}>
      {link.label}
    </a>
  );
}

const focusables = (root: Element | null): HTMLElement[] => (root ? [...root.querySelectorAll<HTMLElement>('a[href], button:not([disabled])')] : []);

/**
 * The desktop main navigation (SPEC 2): dropdowns and mega-menus opening on hover or click, as the
 * site is configured, and fully keyboard operable in the disclosure-navigation pattern: Left and
 * Right move between top items, Down opens a menu and enters it, Up and Down (Home, End) move
 * within it, Escape closes it and returns focus to its button, Tab out closes it.
 */
export function MainNav({ entries, trigger, labels, label }: { entries: NavEntry[]; trigger: Trigger; labels: PanelLabels; label: string }) {
  const [open, setOpen] = useState<number | null>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const hoverOpenedAt = useRef(0);
  const closeTimer = useRef<number | undefined>(undefined);

  const topItems = () => focusables(listRef.current).filter((el) => el.dataset.navTop !== undefined);
  const buttonOf = (index: number) => listRef.current?.querySelector<HTMLElement>(`[data-nav-top="${index}"]`) ?? null;
  const panelOf = (index: number) => listRef.current?.querySelector<HTMLElement>(`#main-nav-panel-${index}`) ?? null;

  const close = (returnFocus: boolean) => {
    if (returnFocus && open !== null) buttonOf(open)?.focus();
    setOpen(null);
  };

  useEffect(() => {
    if (open === null) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!listRef.current?.contains(event.target as Node)) setOpen(null);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  useEffect(() => () => window.clearTimeout(closeTimer.current), []);

  const openAndEnter = (index: number, where: 'first' | 'last') => {
    setOpen(index);
    // The panel is rendered hidden and shown by this state change; focus it on the next frame.
    requestAnimationFrame(() => {
      const links = focusables(panelOf(index));
      (where === 'first' ? links[0] : links[links.length - 1])?.focus();
    });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const target = event.target as HTMLElement;
    const tops = topItems();
    const topIndex = tops.indexOf(target);
    const menuIndex = target.dataset.navTop !== undefined ? Number(target.dataset.navTop) : null;
    const openPanel = open === null ? null : panelOf(open);
    const inPanel = openPanel?.contains(target) ?? false;
    const move = (list: HTMLElement[], from: number, step: number) => list[(from + step + list.length) % list.length]?.focus();

    switch (event.key) {
      case 'Escape':
        if (open !== null) {
          event.preventDefault();
          close(true);
        }
        return;
      case 'ArrowRight':
      case 'ArrowLeft': {
        const step = event.key === 'ArrowRight' ? 1 : -1;
        if (topIndex >= 0) {
          event.preventDefault();
          move(tops, topIndex, step);
        } else if (inPanel && open !== null) {
          event.preventDefault();
          const from = tops.indexOf(buttonOf(open) as HTMLElement);
          setOpen(null);
          move(tops, from, step);
        }
        return;
      }
      case 'ArrowDown':
      case 'ArrowUp': {
        const down = event.key === 'ArrowDown';
        if (menuIndex !== null) {
          event.preventDefault();
          openAndEnter(menuIndex, down ? 'first' : 'last');
        } else if (inPanel && openPanel) {
          event.preventDefault();
          const links = focusables(openPanel);
          move(links, links.indexOf(target), down ? 1 : -1);
        }
        return;
      }
      case 'Home':
      case 'End':
        if (inPanel && openPanel) {
          event.preventDefault();
          const links = focusables(openPanel);
          (event.key === 'Home' ? links[0] : links[links.length - 1])?.focus();
        }
        return;
    }
  };

  const onBlurItem = (index: number) => (event: FocusEvent<HTMLLIElement>) => {
    if (open === index && !event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(null);
  };

  // Event time stamps share one clock, so the hover-then-click gap needs no clock of its own.
  const onEnter = (index: number, at: number) => {
    if (trigger !== 'hover') return;
    window.clearTimeout(closeTimer.current);
    if (open !== index) {
      hoverOpenedAt.current = at;
      setOpen(index);
    }
  };

  const onLeave = (index: number) => {
    if (trigger !== 'hover') return;
    window.clearTimeout(closeTimer.current);
    closeTimer.current = window.setTimeout(() => setOpen((current) => (current === index ? null : current)), HOVER_CLOSE_DELAY_MS);
  };

  const onClick = (index: number, at: number) => {
    if (open === index && trigger === 'hover' && at - hoverOpenedAt.current < HOVER_CLICK_GRACE_MS) return;
    setOpen(open === index ? null : index);
  };

  return (
    <nav className="main-nav" aria-label={label}>
      <ul className="nav-list" ref={listRef} onKeyDown={onKeyDown}>
        {entries.map((entry, i) =>
          entry.kind === 'link' ? (
            <li key={i} className="nav-item">
              <a data-nav-top="" href={entry.link.href} target={entry.link.target} rel={entry.link.target === '_blank' ? 'noopener noreferrer' : undefined}>
                {entry.link.label}
              </a>
            </li>
          ) : (
            <li
              key={i}
              className={`nav-item has-dropdown${entry.panels.length > 0 ? ' is-mega' : ''}${open === i ? ' is-open' : ''}`}
              onMouseEnter={(event) => onEnter(i, event.timeStamp)}
              onMouseLeave={() => onLeave(i)}
              onBlur={onBlurItem(i)}
            >
              <button
                type="button"
                className="nav-trigger"
                data-nav-top={i}
                aria-expanded={open === i}
                aria-controls={`main-nav-panel-${i}`}
                onClick={(event) => onClick(i, event.timeStamp)}
              >
                {entry.label}
                <span className="nav-chevron">
                  <Icon name="down" size={14} />
                </span>
              </button>
              <div id={`main-nav-panel-${i}`} className={entry.panels.length > 0 ? 'dropdown mega-panel' : 'dropdown'} hidden={open !== i}>
                {entry.links.length > 0 ? (
                  <ul className="dropdown-links">
                    {entry.links.map((link) => (
                      <li key={`${link.label}-${link.href}`}>
                        <LinkItem link={link} />
                      </li>
                    ))}
                  </ul>
                ) : null}
                {entry.panels.map((panel, j) => (
                  <MegaPanelView key={j} panel={panel} labels={labels} idPrefix={`main-nav-${i}-${j}`} />
                ))}
              </div>
            </li>
          ),
        )}
      </ul>
    </nav>
  );
}
