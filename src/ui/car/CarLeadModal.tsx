'use client';

import { useState } from 'react';
import type { CarModalForm } from '@/forms/car-forms';
import type { FormSite, FormValues } from '@/forms/types';
import { Modal } from '../dialog/Modal';
import { LeadForm } from '../forms/LeadForm';
import { LeadSentNote } from '../forms/LeadSentNote';

/**
 * A car-page action button whose lead form opens in a dialog. A sent lead is confirmed in the
 * dialog, so the shopper stays on the car; closing it after that brings a fresh form next time.
 */
export function CarLeadModal({
  label,
  form,
  site,
  initialValues,
  openerClassName,
}: {
  label: string;
  form: CarModalForm;
  site: FormSite;
  initialValues: FormValues;
  openerClassName?: string;
}) {
  const [sent, setSent] = useState(false);
  return (
    <Modal opener={label} title={label} openerClassName={openerClassName} className="lead-dialog" onClose={() => setSent(false)}>
      {(close) =>
        sent ? (
          <LeadSentNote text={form.sent} onDone={close} closeLabel={site.texts.close} />
        ) : (
          <LeadForm definition={form.definition} site={site} initialValues={initialValues} titleHidden onComplete={() => setSent(true)} />
        )
      }
    </Modal>
  );
}
