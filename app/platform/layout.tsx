import type { ReactNode } from 'react';
import '@/ui/styles/platform.css';

export const metadata = { title: 'Forecourt dealer network', description: 'The dealer websites this Forecourt installation serves.' };

export default function PlatformLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en-AU">
      <body>{children}</body>
    </html>
  );
}
