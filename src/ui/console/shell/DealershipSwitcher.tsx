'use client';

import { usePathname } from 'next/navigation';
import { useRef } from 'react';

type Choice = { id: number; name: string };

/**
 * Which dealership the console shows, for staff of several. Choosing one submits at once; the
 * button is there for keyboard users and without script.
 */
export function DealershipSwitcher({ choices, current, choose }: { choices: readonly Choice[]; current: number; choose: (form: FormData) => Promise<void> }) {
  const pathname = usePathname();
  const form = useRef<HTMLFormElement>(null);
  return (
    <form action={choose} ref={form} className="console-switcher">
      <label htmlFor="console-dealership">Dealership</label>
      <select id="console-dealership" name="dealership" defaultValue={current} onChange={() => form.current?.requestSubmit()}>
        {choices.map((choice) => (
          <option key={choice.id} value={choice.id}>
            {choice.name}
          </option>
        ))}
      </select>
      <input type="hidden" name="back" value={pathname} />
      <button type="submit" className="console-button console-button-quiet">
        Show
      </button>
    </form>
  );
}
