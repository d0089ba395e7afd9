import { fill } from '@/i18n/fill';
import { messagesFor } from '@/i18n/messages';
import { modelsPage } from '@/catalogue/service';
import { metadataFor } from '@/site/page-metadata';
import { requireSite } from '@/site/request';
import { ModelGrid } from '@/ui/catalogue/ModelTile';

type Props = { params: Promise<{ site: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export const generateMetadata = metadataFor((site) => ({
  path: '/models',
  title: messagesFor(site.locale).catalogue.ourModels,
  description: fill(messagesFor(site.locale).head.modelsDescription, { site: site.name }),
}));

/** SPEC 2 /models and /models?body=...: the models grid, filtered by the body styles in stock. */
export default async function ModelsPage({ params, searchParams }: Props) {
  const site = await requireSite(params);
  const body = (await searchParams).body;
  const page = await modelsPage(site, typeof body === 'string' ? body : undefined);
  const texts = messagesFor(site.locale).catalogue;
  return (
    <div className="container catalogue-page">
      <h1>{texts.ourModels}</h1>
      {page.bodies.length > 0 ? (
        <nav aria-label={texts.bodyStyle} className="catalogue-filters">
          <ul>
            {(['all', ...page.bodies] as const).map((b) => (
              <li key={b}>
                <a href={`/models?body=${b}`} aria-current={page.body === b ? 'page' : undefined} className="chip">
                  {texts.bodies[b] ?? b}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      {page.models.length > 0 ? <ModelGrid models={page.models} locale={site.locale} /> : <p className="catalogue-empty">{texts.noModels}</p>}
    </div>
  );
}
