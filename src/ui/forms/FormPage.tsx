import type { ReactNode } from 'react';
import type { FormPageData } from '@/forms/page-data';
import { LeadForm } from './LeadForm';
import { fill } from '@/i18n/fill';

type Props = {
  heading: string;
  intro: string;
  data: FormPageData;
  aside?: ReactNode;
  /** Shown between the heading and the form, full width (the special offers' list). */
  before?: ReactNode;
};

/** A page whose main content is one lead form: heading, a line on what it is for, the form, and optional contact details. */
export function FormPage({ heading, intro, data, aside, before }: Props) {
  return (
    <div className="container form-page">
      <header className="form-page-header">
        <h1>{heading}</h1>
        <p>{intro}</p>
        {data.car ? (
          <p className="form-page-car">
            {data.site.texts.vehicle} <a href={`/cars/${encodeURIComponent(data.car.slug)}`}>{data.car.name}</a>{' '}
            {fill(data.site.texts.stock, { number: data.car.stockNumber })}
          </p>
        ) : null}
      </header>
      {before}
      <div className={aside ? 'form-page-body form-page-with-aside' : 'form-page-body'}>
        <LeadForm definition={data.definition} site={data.site} initialValues={data.initialValues} titleHidden={data.definition.title === heading} />
        {aside ? <aside className="form-page-aside">{aside}</aside> : null}
      </div>
    </div>
  );
}
