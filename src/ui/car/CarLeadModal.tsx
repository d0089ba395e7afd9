'use client';

import { useCallback, useState } from 'react';
import type { CarModalForm } from '@/forms/car-forms';
import type { FormSite, FormValues } from '@/forms/types';
import { Modal } from '../dialog/Modal';
import { LazyLeadForm } from '../forms/LazyLeadForm';
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
  // Stable, so the form waiting for its code keeps its server HTML when the dialog re-renders.
  const onComplete = useCallback(() => setSent(true), []);
  return (
    <Modal opener={label} title={label} openerClassName={openerClassName} className="lead-dialog" onClose={() => setSent(false)}>
      {(close) =>
        sent ? (
          <LeadSentNote text={form.sent} onDone={close} closeLabel={site.texts.close} />
        ) : (
          <LazyLeadForm definition={form.definition} site={site} initialValues={initialValues} titleHidden onComplete={onComplete} />
        )
      }
    </Modal>
  );
}
