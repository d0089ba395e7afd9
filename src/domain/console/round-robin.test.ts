import { describe, expect, it } from 'vitest';
import { nextInTurn, type TurnMember } from './round-robin';

const at = (iso: string) => new Date(iso);

describe('nextInTurn', () => {
  const rows: [string, TurnMember[], number | null][] = [
    ['nobody in the turn', [], null],
    ['one member', [{ staffId: 4, lastAssignedAt: at('2026-11-27T10:00:00Z') }], 4],
    [
      'never given a lead goes first',
      [
        { staffId: 1, lastAssignedAt: at('2026-11-27T10:00:00Z') },
        { staffId: 2, lastAssignedAt: null },
      ],
      2,
    ],
    [
      'longest since a lead',
      [
        { staffId: 1, lastAssignedAt: at('2026-11-27T10:00:00Z') },
        { staffId: 2, lastAssignedAt: at('2026-11-27T09:00:00Z') },
        { staffId: 3, lastAssignedAt: at('2026-11-27T11:00:00Z') },
      ],
      2,
    ],
    [
      'a tie goes to the lower staff id',
      [
        { staffId: 9, lastAssignedAt: null },
        { staffId: 5, lastAssignedAt: null },
      ],
      5,
    ],
  ];
  it.each(rows)('%s', (_, members, expected) => expect(nextInTurn(members)).toBe(expected));

  it('goes round: each takes a turn before anyone takes a second', () => {
    const members: TurnMember[] = [1, 2, 3].map((staffId) => ({ staffId, lastAssignedAt: null }));
    const order: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      const chosen = nextInTurn(members);
      if (chosen === null) throw new Error('a member must be chosen');
      order.push(chosen);
      members.find((m) => m.staffId === chosen)!.lastAssignedAt = new Date(Date.UTC(2026, 10, 27, 0, i));
    }
    expect(order).toEqual([1, 2, 3, 1, 2, 3]);
  });
});
