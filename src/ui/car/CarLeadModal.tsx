'use client';

import type { CarLeadContext, CarLeadForm as FormKind } from '../../domain/car-lead';
import type { FormRules } from '../../domain/validation/form-rules';
import type { Locale } from '../../site/config-schema';
import { Modal } from '../dialog/Modal';
import { CarLeadForm } from './CarLeadForm';

/** A car-page action button that opens its lead form in a dialog. */
export function CarLeadModal({
  form,
  label,
  rules,
  car,
  locale,
  openerClassName,
}: {
  form: FormKind;
  label: string;
  rules: FormRules;
  car: CarLeadContext;
  locale: Locale;
  openerClassName?: string;
}) {
  return (
    <Modal opener={label} title={label} openerClassName={openerClassName} className="lead-dialog">
      {(close) => <CarLeadForm form={form} rules={rules} car={car} locale={locale} onDone={close} />}
    </Modal>
  );
}
