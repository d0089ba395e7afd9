import { cutDescription, modelHref, type CatalogueModel } from '../../domain/catalogue';
import type { Locale } from '../../domain/site-config';
import { messagesFor } from '../../i18n/messages';

/** A model in the models grid: picture, status label, name and its description cut to 75 characters. */
function ModelTile({ model, locale }: { model: CatalogueModel; locale: Locale }) {
  const label = model.status ? messagesFor(locale).megaMenu.modelStatus[model.status] : null;
  return (
    <li className="model-tile">
      <a href={modelHref(model)}>
        {model.imageUrl ? <img src={model.imageUrl} alt="" width={320} height={180} loading="lazy" /> : null}
        {label ? <span className={`model-status model-status-${model.status}`}>{label}</span> : null}
        <span className="model-name">
          {model.make.name} {model.name}
        </span>
        {model.shortDescription ? <span className="model-description">{cutDescription(model.shortDescription)}</span> : null}
      </a>
    </li>
  );
}

export function ModelGrid({ models, locale }: { models: CatalogueModel[]; locale: Locale }) {
  return (
    <ul className="model-grid">
      {models.map((m) => (
        <ModelTile key={m.id} model={m} locale={locale} />
      ))}
    </ul>
  );
}
