'use client';

import { useRouter } from 'next/navigation';
import { useId, useRef, useState, useSyncExternalStore, type FocusEvent, type FormEvent, type KeyboardEvent, type MouseEvent } from 'react';
import type { Locale } from '../../domain/site-config';
import { plural } from '../../i18n/fill';
import type { Messages } from '../../i18n/types';
import { Icon } from '../icons/Icon';
import type { Suggestion } from './suggestions';
import { useSuggestions } from './useSuggestions';

function searchUrl(searchPath: string, text: string): string {
  const query = text.trim();
  return query === '' ? searchPath : `${searchPath}?${new URLSearchParams({ query }).toString()}`;
}

// `enhanced` below never changes once hydrated, so there is nothing to subscribe to.
const noSubscription = () => () => {};

/**
 * The header's site search box (SPEC 2 and 4), an ARIA 1.2 combobox: it opens on focus and as the
 * shopper types, suggesting cars; arrows move through them, Enter opens the highlighted car or,
 * with none highlighted, the search page for the text; Escape closes. Below xl (1200 px), where the
 * navigation needs the row, a Search button in the header opens it. The server HTML is the plain GET
 * form and a link to the search page for that button, which is what runs without JavaScript.
 */
export function SiteSearchBox({
  searchPath,
  locale,
  texts,
  conditions,
}: {
  searchPath: string;
  locale: Locale;
  texts: Messages['search']['box'];
  conditions: Messages['car']['conditions'];
}) {
  const router = useRouter();
  // The combobox roles promise a popup only script can provide, so the server HTML goes without them.
  const enhanced = useSyncExternalStore(noSubscription, () => true, () => false);
  const id = useId();
  const inputId = 'header-search-input';
  const listId = `${id}-list`;
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [mobileOpen, setMobileOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const { items, status, suggest, reset } = useSuggestions(locale, conditions, () => setActive(-1));
  const inputRef = useRef<HTMLInputElement>(null);

  const close = () => {
    setOpen(false);
    setActive(-1);
  };

  const openCar = (item: Suggestion) => {
    close();
    setMobileOpen(false);
    router.push(`/cars/${encodeURIComponent(item.slug)}`);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const chosen = active >= 0 ? items[active] : undefined;
    if (chosen) {
      openCar(chosen);
      return;
    }
    close();
    setMobileOpen(false);
    inputRef.current?.blur();
    router.push(searchUrl(searchPath, text));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!open) {
        setOpen(true);
        if (status === 'idle') suggest(text);
        return;
      }
      if (items.length === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      // -1 is the text itself, so the shopper can arrow back to what they typed.
      setActive((i) => ((i + step + 1 + items.length + 1) % (items.length + 1)) - 1);
    } else if (event.key === 'Escape') {
      // Handled here rather than by the search input, whose own Escape clears the text and so
      // would open the list again: first close the list, then clear, then close the phone bar.
      event.preventDefault();
      if (open) {
        close();
      } else if (text !== '') {
        setText('');
        reset();
      } else if (mobileOpen) {
        setMobileOpen(false);
      }
    }
  };

  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) close();
  };

  const openOnPhone = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    const next = !mobileOpen;
    setMobileOpen(next);
    // The input appears with this render; focusing it opens the suggestions (SPEC 4).
    if (next) window.requestAnimationFrame(() => inputRef.current?.focus());
  };

  const expanded = open && (items.length > 0 || status === 'done' || status === 'error');
  const activeId = active >= 0 ? `${id}-option-${active}` : undefined;
  const message =
    status === 'error'
      ? texts.unavailable
      : status === 'done' && items.length === 0
        ? texts.noMatch
        : null;

  return (
    <div className={`site-search${mobileOpen ? ' is-open' : ''}`} onBlur={onBlur}>
      <a
        href={searchPath}
        className="site-search-toggle"
        aria-expanded={enhanced ? mobileOpen : undefined}
        aria-controls={enhanced ? `${id}-form` : undefined}
        onClick={openOnPhone}
      >
        <Icon name="search" size={22} />
        <span className="visually-hidden">{texts.search}</span>
      </a>
      <form id={`${id}-form`} className="header-search" action={searchPath} method="get" role="search" onSubmit={onSubmit}>
        <label htmlFor={inputId} className="visually-hidden">
          {texts.label}
        </label>
        <input
          ref={inputRef}
          id={inputId}
          name="query"
          type="search"
          placeholder={texts.placeholder}
          autoComplete="off"
          {...(enhanced
            ? {
                role: 'combobox',
                'aria-autocomplete': 'list' as const,
                'aria-expanded': expanded,
                'aria-controls': listId,
                'aria-activedescendant': expanded ? activeId : undefined,
              }
            : {})}
          value={text}
          onChange={(e) => {
            setText(e.currentTarget.value);
            setActive(-1);
            setOpen(true);
            suggest(e.currentTarget.value);
          }}
          onFocus={() => {
            setOpen(true);
            if (status === 'idle') suggest(text);
          }}
          onKeyDown={onKeyDown}
        />
        <button type="submit" aria-label={texts.search}>
          <Icon name="search" />
        </button>
        <div className="site-search-popup" hidden={!expanded}>
          <ul id={listId} role="listbox" aria-label={texts.suggested} className="site-search-list" hidden={items.length === 0}>
            {items.map((item, i) => (
              <li
                key={item.id}
                id={`${id}-option-${i}`}
                role="option"
                aria-selected={i === active}
                className="site-search-option"
                // Keeps focus in the box, so the click lands before blur closes the list.
                onMouseDown={(e) => e.preventDefault()}
                onClick={() => openCar(item)}
                onMouseEnter={() => setActive(i)}
              >
                {item.image ? <img src={item.image} alt="" width={64} height={48} /> : <span className="site-search-noimage" />}
                <span className="site-search-text">
                  <span className="site-search-name">{item.name}</span>
                  {item.label ? <span className="site-search-label">{item.label}</span> : null}
                </span>
                {item.price ? <span className="site-search-price">{item.price}</span> : null}
              </li>
            ))}
          </ul>
          {message ? <p className="site-search-message">{message}</p> : null}
        </div>
        <p className="visually-hidden" aria-live="polite">
          {expanded && status === 'done' ? plural(texts.suggestions, items.length) : ''}
        </p>
      </form>
    </div>
  );
}
