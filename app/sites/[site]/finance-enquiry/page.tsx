import { financeMetadata, renderFinance } from '@/ui/forms/finance-route';
import type { FormPageProps } from '@/ui/forms/page-props';

// Rendered per request: what it shows depends on the query string.
export const instant = false;

export function generateMetadata(props: FormPageProps) {
  return financeMetadata(props, 'enquiry');
}

export default function FinanceEnquiryPage(props: FormPageProps) {
  return renderFinance(props, 'enquiry');
}
