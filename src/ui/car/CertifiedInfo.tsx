import { Modal } from '../dialog/Modal';

/** The manufacturer-certified info modal (SPEC 2), for certified used cars where the site enables it. */
export function CertifiedInfo({ manufacturer }: { manufacturer: string | null }) {
  const programme = manufacturer ? `${manufacturer} Certified Pre-Owned` : 'Manufacturer Certified Pre-Owned';
  return (
    <Modal opener="Manufacturer Certified" openerClassName="button-link certified-opener" title={programme}>
      <p>This vehicle is part of the {programme} programme. Before sale it has been:</p>
      <ul>
        <li>inspected by factory-trained technicians against the manufacturer&apos;s checklist;</li>
        <li>serviced and reconditioned with genuine parts where needed;</li>
        <li>checked for finance owing, odometer history and write-off records.</li>
      </ul>
      <p>Ask us for the programme&apos;s warranty and roadside assistance terms.</p>
      <form method="dialog">
        <button className="button">Close</button>
      </form>
    </Modal>
  );
}
