import { financeMetadata, renderFinance } from '@/page-bodies/finance-page';
import type { FormPageProps } from '@/ui/forms/page-props';

export function generateMetadata(props: FormPageProps) {
  return financeMetadata(props, 'pre-approval', '/finance-pre-approval');
}

export default function FinancePreApprovalPage(props: FormPageProps) {
  return renderFinance(props, 'pre-approval', '/finance-pre-approval');
}
