import type { RenderedPage } from '../../content/pages';
import type { Locale } from '../../domain/site-config';
import { messagesFor } from '../../i18n/messages';

const publishDate = (date: string, locale: string) =>
  new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`));

/** A content page: title, optional hero picture and publish date, and its sanitised body. */
export function ContentArticle({ page, locale }: { page: RenderedPage; locale: string }) {
  return (
    <article className="container content-page">
      <header className="content-header">
        <h1>{page.title}</h1>
        {page.publishedAt ? (
          <p className="content-date">
            <time dateTime={page.publishedAt}>{publishDate(page.publishedAt, locale)}</time>
          </p>
        ) : null}
        {page.description ? <p className="content-lead">{page.description}</p> : null}
      </header>
      {page.heroImageUrl ? <img className="content-hero" src={page.heroImageUrl} alt="" width={1200} height={400} /> : null}
      {/* Rendered from the site's Markdown by src/content/markdown.ts, which strips anything but formatting. */}
      <div className="content-body" dangerouslySetInnerHTML={{ __html: page.html }} />
    </article>
  );
}

export function NewsList({ title, articles, locale }: { title: string; articles: RenderedPage[]; locale: Locale }) {
  return (
    <div className="container content-page">
      <header className="content-header">
        <h1>{title}</h1>
      </header>
      {articles.length === 0 ? (
        <p>{messagesFor(locale).catalogue.noNews}</p>
      ) : (
        <ul className="news-list">
          {articles.map((a) => (
            <li key={a.slug} className="news-item">
              <h2>
                <a href={a.path}>{a.title}</a>
              </h2>
              {a.publishedAt ? (
                <p className="content-date">
                  <time dateTime={a.publishedAt}>{publishDate(a.publishedAt, locale)}</time>
                </p>
              ) : null}
              {a.description ? <p>{a.description}</p> : null}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
