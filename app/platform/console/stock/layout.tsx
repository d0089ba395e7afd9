import type { ReactNode } from 'react';
import '@/ui/styles/console-stock.css';

/** The stock manager's pages share its styles. */
export default function StockLayout({ children }: { children: ReactNode }) {
  return children;
}
