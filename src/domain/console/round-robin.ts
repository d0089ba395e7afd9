/**
 * Automatic assignment in turn (issue 28): of the staff a manager put in a lead kind's turn, the
 * one who was given a lead longest ago (never first); ties go to the lower staff id, so the order
 * is stable.
 */
export type TurnMember = { staffId: number; lastAssignedAt: Date | null };

export function nextInTurn(members: readonly TurnMember[]): number | null {
  let next: TurnMember | null = null;
  for (const member of members) {
    if (next === null || waitedLonger(member, next)) next = member;
  }
  return next?.staffId ?? null;
}

function waitedLonger(a: TurnMember, b: TurnMember): boolean {
  const at = a.lastAssignedAt?.getTime() ?? -Infinity;
  const bt = b.lastAssignedAt?.getTime() ?? -Infinity;
  return at < bt || (at === bt && a.staffId < b.staffId);
}
