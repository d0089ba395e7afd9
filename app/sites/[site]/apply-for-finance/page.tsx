import { financeMetadata, renderFinance } from '@/page-bodies/finance-page';
import type { FormPageProps } from '@/ui/forms/page-props';

export function generateMetadata(props: FormPageProps) {
  return financeMetadata(props, 'enquiry', '/apply-for-finance');
}

export default function ApplyForFinancePage(props: FormPageProps) {
  return renderFinance(props, 'enquiry', '/apply-for-finance');
}
