import { pageOf, PAGE_SIZE, type ListPage } from './paging';

/** What the hosts' lists know of a person's party (ADR 040). */
interface Member {
  name: string;
  partyId: string;
  partyName: string;
  child: boolean;
}

/**
 * A list in the order given, each party's members together (ADR 073): a party stands where its
 * first member in that order stands, its adults first, then its children, each in the order given.
 */
export function partyBlocks<T extends Member>(items: readonly T[]): T[][] {
  const parties = new Map<string, T[]>();
  for (const item of items) {
    const members = parties.get(item.partyId);
    if (members) members.push(item);
    else parties.set(item.partyId, [item]);
  }
  return [...parties.values()].map((members) => [
    ...members.filter((member) => !member.child),
    ...members.filter((member) => member.child),
  ]);
}

/** The name a block is filed under: a party's, as its invitation is addressed; a guest alone's own. */
export function blockName(block: readonly Member[]): string {
  const [first] = block;
  if (!first) return '';
  return block.length > 1 ? first.partyName : first.name;
}

/** The blocks in the order of their names (ADR 073), without regard to case or accents. */
export function byBlockName<T extends Member>(blocks: readonly T[][]): T[][] {
  return [...blocks].sort((a, b) => blockName(a).localeCompare(blockName(b), 'en', { sensitivity: 'base' }));
}

/**
 * The runs of one party in a list already grouped (partyBlocks): what a table draws under one
 * heading.
 */
export function partyRuns<T extends { partyId: string }>(items: readonly T[]): T[][] {
  const runs: T[][] = [];
  for (const item of items) {
    const last = runs.at(-1);
    if (last?.[0]?.partyId === item.partyId) last.push(item);
    else runs.push([item]);
  }
  return runs;
}

/**
 * A page of whole parties (ADR 073): a page takes parties while they fit in `size` rows, so a party
 * never runs on to the next page; a party larger than a page is a page of its own. First, last and
 * total count people, as the pager says them.
 */
export function pageOfParties<T>(blocks: readonly T[][], page: number, size = PAGE_SIZE): ListPage<T> {
  const pages: T[][][] = [];
  let rows = 0;
  for (const block of blocks) {
    const current = pages.at(-1);
    if (current && rows + block.length <= size) {
      current.push(block);
      rows += block.length;
    } else {
      pages.push([block]);
      rows = block.length;
    }
  }
  const shape = pageOf(pages, page, 1);
  const before = pages.slice(0, shape.page - 1).reduce((sum, blocks) => sum + blocks.flat().length, 0);
  const items = (pages[shape.page - 1] ?? []).flat();
  return {
    items,
    page: shape.page,
    pages: shape.pages,
    first: items.length > 0 ? before + 1 : 0,
    last: before + items.length,
    total: blocks.reduce((sum, block) => sum + block.length, 0),
  };
}
