import { financeMetadata, renderFinance } from '@/page-bodies/finance-page';
import type { FormPageProps } from '@/ui/forms/page-props';

export function generateMetadata(props: FormPageProps) {
  return financeMetadata(props, 'enquiry', '/finance-enquiry');
}

export default function FinanceEnquiryPage(props: FormPageProps) {
  return renderFinance(props, 'enquiry', '/finance-enquiry');
}
