import type { Messages } from '../../i18n/types';

type NotFoundLink = { label: string; href: string };

export type NotFoundContent = { texts: Messages['notFoundPage']; searchPath: string; links: readonly NotFoundLink[] };

/**
 * The body of a known site's not-found page (issue 26): what happened, a stock search that is a
 * plain GET form (it works without JavaScript, to the site's search path and its `query`
 * parameter), and the pages a lost shopper most likely wants.
 */
export function NotFoundView({ texts, searchPath, links }: NotFoundContent) {
  return (
    <div className="not-found container">
      <h1>{texts.heading}</h1>
      <p>{texts.text}</p>
      <form className="not-found-search" role="search" action={searchPath} method="get">
        <label htmlFor="not-found-query">{texts.searchLabel}</label>
        <div className="not-found-search-row">
          <input id="not-found-query" type="search" name="query" placeholder={texts.searchPlaceholder} autoComplete="off" />
          <button type="submit" className="button">
            {texts.searchButton}
          </button>
        </div>
      </form>
      <nav aria-labelledby="not-found-links">
        <h2 id="not-found-links">{texts.linksHeading}</h2>
        <ul className="not-found-links">
          {links.map((link) => (
            <li key={link.href}>
              <a href={link.href}>{link.label}</a>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
