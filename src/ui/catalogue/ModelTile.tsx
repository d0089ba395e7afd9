import { cutDescription, modelHref, modelStatusLabel, type CatalogueModel } from '../../domain/catalogue';

/** A model in the models grid: picture, status label, name and its description cut to 75 characters. */
export function ModelTile({ model }: { model: CatalogueModel }) {
  const label = modelStatusLabel(model.status);
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

export function ModelGrid({ models }: { models: CatalogueModel[] }) {
  return (
    <ul className="model-grid">
      {models.map((m) => (
        <ModelTile key={m.id} model={m} />
      ))}
    </ul>
  );
}
