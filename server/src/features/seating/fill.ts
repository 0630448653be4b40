/**
 * The fill of a seating plan (DESIGN 3.6, ADR 077), pure: the same plan and variant give the same
 * seats. It seats every unseated person or nobody; who is seated stays; a party's unseated people
 * go to one table (its table when the rest of the party sits at one); hard TOGETHER rules join
 * groups, hard APART rules keep their people at different tables.
 */
export interface FillPerson {
  key: string;
  partyId: string;
  partyName: string;
  name: string;
}

export interface FillTable {
  id: string;
  name: string;
  capacity: number;
  /** Keys of the people already seated here. */
  seated: readonly string[];
  /** The parties of the people already seated here. */
  seatedParties: readonly string[];
}

export interface FillRule {
  id: string;
  kind: 'TOGETHER' | 'APART';
  people: readonly string[];
}

export interface FillPlan {
  tables: readonly FillTable[];
  unseated: readonly FillPerson[];
  /** Hard rules only: the preferred ones are fillWithPreferred's, kept where they can be. */
  rules: readonly FillRule[];
}

export type FillBlock =
  | { kind: 'seats'; people: number; free: number }
  | { kind: 'party'; partyName: string; people: number }
  | { kind: 'table'; tableName: string; people: number; free: number }
  | { kind: 'rule'; ruleId: string; names: string[] };

export type FillOutcome = { ok: true; seats: Map<string, string> } | { ok: false; block: FillBlock };

interface Group {
  key: string;
  people: FillPerson[];
  /** The table the group must go to, when its party or a TOGETHER rule already sits there. */
  fixed?: string;
  /** The APART rules any of its people belong to. */
  apart: Set<string>;
}

/** A small seeded generator: the variant orders the tables differently, nothing else. */
function shuffled<T>(items: readonly T[], seed: number): T[] {
  const out = [...items];
  if (seed === 0) return out;
  let state = seed >>> 0 || 1;
  const next = () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 4294967296;
  };
  for (let i = out.length - 1; i > 0; i -= 1) {
    const j = Math.floor(next() * (i + 1));
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

const MAX_STEPS = 200_000;

/**
 * The fill with the hosts' preferred rules (ADR 081): the hard rules decide whether anyone is
 * seated; then each preferred rule, in the order the hosts added them, is kept when the fill can
 * still seat everyone with it and the ones kept before it, and left out otherwise. A preferred rule
 * never stops the fill; one it could not keep stays a warning of the plan. Deterministic: the same
 * plan, rules and variant give the same seats.
 */
export function fillWithPreferred(plan: FillPlan, preferred: readonly FillRule[], variant = 0): FillOutcome {
  let best = fillSeats(plan, variant);
  if (!best.ok || best.seats.size === 0 || preferred.length === 0) return best;
  const kept: FillRule[] = [];
  for (const rule of preferred) {
    const trial = fillSeats({ ...plan, rules: [...plan.rules, ...kept, rule] }, variant, false);
    if (!trial.ok) continue;
    kept.push(rule);
    best = trial;
  }
  return best;
}

/** `explain`: when no arrangement is found, look for the rule that blocks it (a fill per rule). */
export function fillSeats(plan: FillPlan, variant = 0, explain = true): FillOutcome {
  const seatedAt = new Map<string, string>();
  for (const table of plan.tables) for (const key of table.seated) seatedAt.set(key, table.id);
  const unseated = [...plan.unseated].sort((a, b) => a.key.localeCompare(b.key));
  if (unseated.length === 0) return { ok: true, seats: new Map() };

  // Union-find over the unseated: a party's people, then each hard TOGETHER rule's.
  const parent = new Map<string, string>(unseated.map((person) => [person.key, person.key]));
  const find = (key: string): string => {
    let root = key;
    while (parent.get(root) !== root) root = parent.get(root) as string;
    parent.set(key, root);
    return root;
  };
  const join = (a: string, b: string) => {
    const [ra, rb] = [find(a), find(b)].sort();
    if (ra !== rb) parent.set(rb as string, ra as string);
  };
  const byParty = new Map<string, FillPerson[]>();
  for (const person of unseated)
    byParty.set(person.partyId, [...(byParty.get(person.partyId) ?? []), person]);
  for (const people of byParty.values())
    for (const person of people.slice(1)) join(people[0]?.key ?? person.key, person.key);
  for (const rule of plan.rules.filter((r) => r.kind === 'TOGETHER')) {
    const free = rule.people.filter((key) => parent.has(key));
    for (const key of free.slice(1)) join(free[0] ?? key, key);
  }

  const groups = new Map<string, Group>();
  for (const person of unseated) {
    const root = find(person.key);
    const group = groups.get(root) ?? { key: root, people: [], apart: new Set<string>() };
    group.people.push(person);
    groups.set(root, group);
  }
  const groupOf = (key: string) => (parent.has(key) ? groups.get(find(key)) : undefined);
  for (const rule of plan.rules) {
    if (rule.kind === 'APART') for (const key of rule.people) groupOf(key)?.apart.add(rule.id);
  }
  for (const rule of plan.rules.filter((r) => r.kind === 'TOGETHER')) {
    const tables = new Set(rule.people.map((key) => seatedAt.get(key)).filter((id): id is string => !!id));
    if (tables.size > 1) return { ok: false, block: { kind: 'rule', ruleId: rule.id, names: [] } };
    const [table] = [...tables];
    if (!table) continue;
    for (const key of rule.people) {
      const group = groupOf(key);
      if (!group) continue;
      if (group.fixed && group.fixed !== table)
        return { ok: false, block: { kind: 'rule', ruleId: rule.id, names: [] } };
      group.fixed = table;
    }
  }
  // A party whose seated people sit at one table: its unseated people go there.
  for (const [partyId, people] of byParty) {
    const tables = partyTablesOf(plan, partyId);
    if (tables.size !== 1) continue;
    const group = groupOf(people[0]?.key ?? '');
    const [table] = [...tables];
    if (!group || !table) continue;
    if (group.fixed && group.fixed !== table)
      return {
        ok: false,
        block: { kind: 'party', partyName: people[0]?.partyName ?? '', people: people.length },
      };
    group.fixed = table;
  }

  // Free seats and the APART rules already present at each table.
  const free = new Map(plan.tables.map((table) => [table.id, table.capacity - table.seated.length]));
  const apartAt = new Map(plan.tables.map((table) => [table.id, new Set<string>()]));
  for (const rule of plan.rules.filter((r) => r.kind === 'APART'))
    for (const key of rule.people) {
      const table = seatedAt.get(key);
      if (table) apartAt.get(table)?.add(rule.id);
    }
  for (const group of groups.values()) {
    // Two people of one APART rule in one group can never be apart.
    for (const rule of plan.rules.filter((r) => r.kind === 'APART' && group.apart.has(r.id))) {
      const inGroup = rule.people.filter((key) => group.people.some((person) => person.key === key));
      if (inGroup.length > 1) return { ok: false, block: { kind: 'rule', ruleId: rule.id, names: [] } };
    }
  }

  const totalFree = [...free.values()].reduce((sum, n) => sum + Math.max(0, n), 0);
  if (unseated.length > totalFree)
    return { ok: false, block: { kind: 'seats', people: unseated.length, free: totalFree } };
  const largestFree = Math.max(0, ...free.values());
  const order = [...groups.values()].sort(
    (a, b) =>
      Number(!!b.fixed) - Number(!!a.fixed) ||
      b.apart.size - a.apart.size ||
      b.people.length - a.people.length ||
      a.key.localeCompare(b.key),
  );
  for (const group of order) {
    const room = group.fixed ? (free.get(group.fixed) ?? 0) : largestFree;
    if (group.people.length > room) {
      const table = plan.tables.find((t) => t.id === group.fixed);
      return {
        ok: false,
        block: table
          ? { kind: 'table', tableName: table.name, people: group.people.length, free: room }
          : { kind: 'party', partyName: group.people[0]?.partyName ?? '', people: group.people.length },
      };
    }
  }

  const tables = shuffled(
    [...plan.tables].sort((a, b) => a.id.localeCompare(b.id)),
    variant,
  );
  const chosen = new Map<string, string>();
  let steps = 0;
  const place = (index: number): boolean => {
    if (index === order.length) return true;
    steps += 1;
    if (steps > MAX_STEPS) return false;
    const group = order[index] as Group;
    // Fullest-fit first keeps big tables free for big parties; ties in the variant's order.
    const candidates = (group.fixed ? tables.filter((t) => t.id === group.fixed) : tables)
      .filter((t) => (free.get(t.id) ?? 0) >= group.people.length)
      .filter((t) => ![...group.apart].some((rule) => apartAt.get(t.id)?.has(rule)))
      .sort((a, b) => (free.get(a.id) ?? 0) - (free.get(b.id) ?? 0));
    for (const table of candidates) {
      free.set(table.id, (free.get(table.id) ?? 0) - group.people.length);
      const added = [...group.apart].filter((rule) => !apartAt.get(table.id)?.has(rule));
      for (const rule of added) apartAt.get(table.id)?.add(rule);
      chosen.set(group.key, table.id);
      if (place(index + 1)) return true;
      chosen.delete(group.key);
      for (const rule of added) apartAt.get(table.id)?.delete(rule);
      free.set(table.id, (free.get(table.id) ?? 0) + group.people.length);
    }
    return false;
  };
  if (!place(0)) {
    if (!explain) return { ok: false, block: { kind: 'seats', people: unseated.length, free: totalFree } };
    // The rule that blocks it: the first whose removal lets everyone sit.
    const blocking = plan.rules.find(
      (rule) => fillSeats({ ...plan, rules: plan.rules.filter((other) => other !== rule) }, variant).ok,
    );
    if (blocking) return { ok: false, block: { kind: 'rule', ruleId: blocking.id, names: [] } };
    const biggest = order.reduce((a, b) => (b.people.length > a.people.length ? b : a));
    return {
      ok: false,
      block: { kind: 'party', partyName: biggest.people[0]?.partyName ?? '', people: biggest.people.length },
    };
  }
  const seats = new Map<string, string>();
  for (const group of order)
    for (const person of group.people) seats.set(person.key, chosen.get(group.key) as string);
  return { ok: true, seats };
}

function partyTablesOf(plan: FillPlan, partyId: string): Set<string> {
  const tables = new Set<string>();
  for (const table of plan.tables) if (table.seatedParties.includes(partyId)) tables.add(table.id);
  return tables;
}
