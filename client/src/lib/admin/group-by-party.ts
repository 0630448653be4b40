/**
 * A list in the order given, each party's members together (ADR 040): a party stands where its
 * first member in that order stands, and its members keep their order among themselves. The guest
 * list and the RSVPs tab both show parties this way.
 */
export function groupByParty<T extends { partyId: string }>(items: readonly T[]): T[] {
  const parties = new Map<string, T[]>();
  for (const item of items) {
    const members = parties.get(item.partyId);
    if (members) members.push(item);
    else parties.set(item.partyId, [item]);
  }
  return [...parties.values()].flat();
}
