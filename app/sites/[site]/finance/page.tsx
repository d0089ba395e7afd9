import { financeMetadata, renderFinance } from '@/page-bodies/finance-page';
import type { FormPageProps } from '@/ui/forms/page-props';

export function generateMetadata(props: FormPageProps) {
  return financeMetadata(props, 'enquiry', '/finance');
}

export default function FinancePage(props: FormPageProps) {
  return renderFinance(props, 'enquiry', '/finance');
}
