import { fill } from '../../i18n/fill';
import type { Messages } from '../../i18n/types';
import { Modal } from '../dialog/Modal';

/** The manufacturer-certified info modal (SPEC 2), for certified used cars where the site enables it. */
export function CertifiedInfo({ manufacturer, texts, closeLabel }: { manufacturer: string | null; texts: Messages['car']['certified']; closeLabel: string }) {
  const programme = manufacturer ? fill(texts.programme, { make: manufacturer }) : texts.anyProgramme;
  return (
    <Modal opener={texts.opener} openerClassName="button-link certified-opener" title={programme} closeLabel={closeLabel}>
      <p>{fill(texts.intro, { programme })}</p>
      <ul>
        <li>{texts.inspected}</li>
        <li>{texts.serviced}</li>
        <li>{texts.checked}</li>
      </ul>
      <p>{texts.terms}</p>
      <form method="dialog">
        <button className="button">{closeLabel}</button>
      </form>
    </Modal>
  );
}
