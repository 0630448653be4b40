import { seatingCopy as en } from '@riviera/content/en/seating-admin';
import { seatingCopy as fr } from '@riviera/content/fr/seating-admin';
import { useId, useState, type FormEvent } from 'react';
import {
  personKey,
  refOf,
  useSeatingChange,
  useSeatingPlan,
  type PlanPerson,
  type PlanTable,
  type SeatedEvent,
  type SeatingChange,
  type SeatingPlan,
  type SeatingRuleKind,
  type TableShape,
  type TableValues,
} from '../api/seating-plan';
import { useWide } from '../lib/use-wide';
import { KitchenExport } from './kitchen-export';
import { SeatingPrint } from './seating-print';
import './seating.css';

type Copy = typeof en;
const EVENTS: SeatedEvent[] = ['welcomeDinner', 'cocktailAndReception'];
const SHAPES: TableShape[] = ['ROUND', 'RECTANGLE', 'BANQUET'];

/**
 * The hosts' Seating tab (DESIGN 3.6, ADR 081): a dinner's tables, who sits where, the unseated,
 * the warnings and rules, the fill and the release. On a phone a list with checkboxes; from 768 px
 * a floor view, by pointer (drag and drop) or keyboard. Its words in English or French.
 */
export default function SeatingTab({ token }: { token: string }) {
  const [language, setLanguage] = useState<'en' | 'fr'>('en');
  const copy: Copy = language === 'fr' ? fr : en;
  const [event, setEvent] = useState<SeatedEvent>('cocktailAndReception');
  const plan = useSeatingPlan(token, event);
  const id = useId();
  return (
    <section className="seating" lang={language} aria-labelledby={`${id}-heading`}>
      <div className="seating-bar">
        <h2 id={`${id}-heading`}>{copy.heading}</h2>
        <fieldset className="seating-language">
          <legend>{copy.languageLabel}</legend>
          {(['en', 'fr'] as const).map((code) => (
            <label key={code}>
              <input
                type="radio"
                name={`${id}-language`}
                checked={language === code}
                onChange={() => setLanguage(code)}
              />
              <span lang={code}>{code === 'en' ? 'English' : 'Français'}</span>
            </label>
          ))}
        </fieldset>
        <label className="seating-field">
          <span>{copy.dinnerLabel}</span>
          <select value={event} onChange={(e) => setEvent(e.target.value as SeatedEvent)}>
            {EVENTS.map((key) => (
              <option key={key} value={key}>
                {copy.dinners[key]}
              </option>
            ))}
          </select>
        </label>
      </div>
      {plan.isError ? (
        <div className="admin-error-box" role="alert">
          <p>{copy.loadFailed}</p>
          <button type="button" className="button" onClick={() => void plan.refetch()}>
            {copy.retry}
          </button>
        </div>
      ) : !plan.data ? (
        <p role="status">{copy.loading}</p>
      ) : (
        <PlanView key={event} token={token} event={event} plan={plan.data} copy={copy} />
      )}
    </section>
  );
}

interface ViewProps {
  token: string;
  event: SeatedEvent;
  plan: SeatingPlan;
  copy: Copy;
}

function PlanView({ token, event, plan, copy }: ViewProps) {
  const wide = useWide();
  const change = useSeatingChange(token, event, copy.changeFailed);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [status, setStatus] = useState('');
  const [refusal, setRefusal] = useState<{ message: string; errors: string[] } | null>(null);
  const [filled, setFilled] = useState<{ keys: string[]; variant: number } | null>(null);
  const [editing, setEditing] = useState<string | 'new' | null>(null);
  const [printing, setPrinting] = useState(false);

  const tableName = (table: PlanTable) => (copy === fr ? (table.nameFr ?? table.name) : table.name);
  const send = async (request: SeatingChange, done?: string) => {
    const outcome = await change.mutateAsync(request);
    if (!outcome.ok) {
      setRefusal({ message: outcome.message, errors: outcome.errors.filter((e) => e !== outcome.message) });
      setStatus('');
      return false;
    }
    setRefusal(null);
    setStatus(done ?? '');
    return true;
  };
  const seat = async (table: PlanTable | null) => {
    const people = [...selected].map(refOf);
    if (people.length === 0) return;
    const ok = await send(
      { kind: 'seat', tableId: table?.id ?? null, people },
      table ? copy.moved(people.length, tableName(table)) : copy.unseatedDone(people.length),
    );
    if (ok) setSelected(new Set());
  };
  const toggle = (keys: string[], on: boolean) =>
    setSelected((before) => {
      const next = new Set(before);
      for (const key of keys)
        if (on) next.add(key);
        else next.delete(key);
      return next;
    });
  const fill = async (variant: number) => {
    if (variant > 0 && filled) {
      // Another arrangement: who the last fill seated is unseated, then filled another way.
      if (!(await send({ kind: 'seat', tableId: null, people: filled.keys.map(refOf) }))) return;
    }
    const before = new Set(
      (variant > 0 && filled ? [...filled.keys] : []).concat(plan.unseated.map(personKey)),
    );
    if (await send({ kind: 'fill', variant }, copy.fill)) setFilled({ keys: [...before], variant });
  };

  const props = { plan, copy, selected, toggle, tableName };
  if (printing)
    return (
      <SeatingPrint token={token} event={event} plan={plan} copy={copy} onBack={() => setPrinting(false)} />
    );
  return (
    <div className="seating-plan">
      <p className="admin-live" role="status" aria-live="polite">
        {status}
      </p>
      {refusal ? (
        <div className="admin-error-box" role="alert">
          <p>{refusal.message}</p>
          {refusal.errors.length > 0 ? (
            <ul>
              {refusal.errors.map((error) => (
                <li key={error}>{error}</li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}
      <div className="seating-actions">
        <button type="button" className="button" disabled={change.isPending} onClick={() => void fill(0)}>
          {copy.fill}
        </button>
        <button
          type="button"
          className="button button-quiet"
          disabled={change.isPending || !filled}
          title={copy.anotherHint}
          onClick={() => void fill((filled?.variant ?? 0) + 1)}
        >
          {copy.another}
        </button>
        <button
          type="button"
          className="button button-quiet"
          disabled={change.isPending}
          onClick={() => void send({ kind: 'release', released: !plan.released })}
        >
          {plan.released ? copy.unrelease : copy.release}
        </button>
        <p className="seating-released">{plan.released ? copy.released : copy.notReleased}</p>
      </div>
      <Warnings plan={plan} copy={copy} />
      <SelectionBar
        {...props}
        busy={change.isPending}
        onMove={(table) => void seat(table)}
        onClear={() => setSelected(new Set())}
      />
      <section aria-labelledby="seating-tables-heading">
        <h3 id="seating-tables-heading">{copy.tablesHeading}</h3>
        {plan.tables.length === 0 ? <p>{copy.noTables}</p> : null}
        {wide ? (
          <FloorView {...props} onSeat={(table) => void seat(table)} onStatus={setStatus} />
        ) : (
          <TableList {...props} />
        )}
        <ul className="seating-table-tools">
          {plan.tables.map((table) => (
            <li key={table.id}>
              {editing === table.id ? (
                <TableForm
                  copy={copy}
                  initial={table}
                  busy={change.isPending}
                  onCancel={() => setEditing(null)}
                  onSave={async (values) => {
                    if (await send({ kind: 'updateTable', id: table.id, values })) setEditing(null);
                  }}
                />
              ) : (
                <>
                  <span>{tableName(table)}</span>
                  <button type="button" className="button button-quiet" onClick={() => setEditing(table.id)}>
                    {copy.editTable(tableName(table))}
                  </button>
                  <button
                    type="button"
                    className="button button-quiet"
                    onClick={() => {
                      if (window.confirm(copy.deleteConfirm(tableName(table))))
                        void send({ kind: 'deleteTable', id: table.id });
                    }}
                  >
                    {copy.deleteTable(tableName(table))}
                  </button>
                </>
              )}
            </li>
          ))}
        </ul>
        {editing === 'new' ? (
          <TableForm
            copy={copy}
            busy={change.isPending}
            onCancel={() => setEditing(null)}
            onSave={async (values) => {
              if (await send({ kind: 'createTable', values })) setEditing(null);
            }}
          />
        ) : (
          <button type="button" className="button" onClick={() => setEditing('new')}>
            {copy.addTable}
          </button>
        )}
      </section>
      <Unseated {...props} />
      <Rules
        {...props}
        busy={change.isPending}
        onAdd={async (ruleKind, hard) => {
          if (await send({ kind: 'addRule', ruleKind, hard, people: [...selected].map(refOf) }))
            setSelected(new Set());
        }}
        onRemove={(id) => void send({ kind: 'removeRule', id })}
      />
      <KitchenExport token={token} event={event} copy={copy} />
      <button type="button" className="button button-quiet" onClick={() => setPrinting(true)}>
        {copy.printOpen}
      </button>
    </div>
  );
}

interface ListProps {
  plan: SeatingPlan;
  copy: Copy;
  selected: Set<string>;
  toggle(keys: string[], on: boolean): void;
  tableName(table: PlanTable): string;
}

function Warnings({ plan, copy }: { plan: SeatingPlan; copy: Copy }) {
  return (
    <section aria-labelledby="seating-warnings-heading">
      <h3 id="seating-warnings-heading">{copy.warningsHeading}</h3>
      {plan.warnings.length === 0 ? (
        <p>{copy.noWarnings}</p>
      ) : (
        <ul className="seating-warnings">
          {plan.warnings.map((warning, index) => (
            <li key={`${warning.kind}-${index}`} lang="en">
              {warning.message}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function personLabel(person: PlanPerson, copy: Copy) {
  const notes = [person.child ? copy.child : '', person.plusOne ? copy.plusOne : ''].filter(Boolean);
  return notes.length > 0 ? `${person.name} (${notes.join(', ')})` : person.name;
}

/** People by party, each party's header a checkbox for all of them (the unit the hosts move). */
function PartyGroups({ people, copy, selected, toggle }: ListProps & { people: readonly PlanPerson[] }) {
  const parties = new Map<string, PlanPerson[]>();
  for (const person of people) parties.set(person.partyId, [...(parties.get(person.partyId) ?? []), person]);
  return (
    <ul className="seating-parties">
      {[...parties.values()].map((members) => {
        const keys = members.map(personKey);
        const all = keys.every((key) => selected.has(key));
        const first = members[0] as PlanPerson;
        return (
          <li key={first.partyId}>
            {members.length > 1 ? (
              <label className="seating-party">
                <input type="checkbox" checked={all} onChange={(e) => toggle(keys, e.target.checked)} />
                {copy.party(first.partyName)}
              </label>
            ) : null}
            <ul>
              {members.map((person) => (
                <li key={personKey(person)}>
                  <label>
                    <input
                      type="checkbox"
                      checked={selected.has(personKey(person))}
                      onChange={(e) => toggle([personKey(person)], e.target.checked)}
                    />
                    {personLabel(person, copy)}
                  </label>
                </li>
              ))}
            </ul>
          </li>
        );
      })}
    </ul>
  );
}

function TableList(props: ListProps) {
  const { plan, copy, tableName } = props;
  return (
    <ul className="seating-table-list">
      {plan.tables.map((table) => (
        <li key={table.id} className="seating-table-card" data-table={table.name}>
          <h4>
            {tableName(table)}{' '}
            <span className="seating-count">{copy.seated(table.people.length, table.capacity)}</span>
          </h4>
          <PartyGroups {...props} people={table.people} />
        </li>
      ))}
    </ul>
  );
}

function Unseated(props: ListProps) {
  const { plan, copy } = props;
  return (
    <section aria-labelledby="seating-unseated-heading">
      <h3 id="seating-unseated-heading">
        {copy.unseatedHeading} ({plan.unseated.length})
      </h3>
      {plan.unseated.length === 0 ? (
        <p>{copy.nobodyUnseated}</p>
      ) : (
        <PartyGroups {...props} people={plan.unseated} />
      )}
    </section>
  );
}

function SelectionBar({
  plan,
  copy,
  selected,
  tableName,
  busy,
  onMove,
  onClear,
}: ListProps & { busy: boolean; onMove(table: PlanTable | null): void; onClear(): void }) {
  const [target, setTarget] = useState('');
  const id = useId();
  if (selected.size === 0) return null;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const table = plan.tables.find((t) => t.id === target) ?? plan.tables[0];
    if (table) onMove(table);
  };
  return (
    <form className="seating-selection" onSubmit={submit} aria-label={copy.selected(selected.size)}>
      <p>{copy.selected(selected.size)}</p>
      {plan.tables.length > 0 ? (
        <>
          <label htmlFor={`${id}-table`}>{copy.moveLabel}</label>
          <select
            id={`${id}-table`}
            value={target || plan.tables[0]?.id}
            onChange={(e) => setTarget(e.target.value)}
          >
            {plan.tables.map((table) => (
              <option key={table.id} value={table.id}>
                {tableName(table)} · {copy.seated(table.people.length, table.capacity)}
              </option>
            ))}
          </select>
          <button type="submit" className="button" disabled={busy}>
            {copy.move}
          </button>
        </>
      ) : null}
      <button type="button" className="button button-quiet" disabled={busy} onClick={() => onMove(null)}>
        {copy.unseat}
      </button>
      <button type="button" className="button button-quiet" onClick={onClear}>
        {copy.clear}
      </button>
    </form>
  );
}

/** The floor: tables by shape; people dragged onto them, or selected and seated from the keyboard. */
function FloorView({
  plan,
  copy,
  selected,
  toggle,
  tableName,
  onSeat,
  onStatus,
}: ListProps & { onSeat(table: PlanTable): void; onStatus(text: string): void }) {
  const [over, setOver] = useState<string | null>(null);
  const chip = (person: PlanPerson) => {
    const key = personKey(person);
    const on = selected.has(key);
    return (
      <button
        key={key}
        type="button"
        className="seating-chip"
        aria-pressed={on}
        draggable
        onDragStart={(e) => {
          e.dataTransfer.setData('text/plain', key);
          if (!on) toggle([key], true);
        }}
        onClick={() => {
          toggle([key], !on);
          if (!on) onStatus(copy.pickedUp(person.name));
        }}
      >
        {personLabel(person, copy)}
      </button>
    );
  };
  return (
    <div className="seating-floor-wrap">
      <p className="seating-instructions" id="seating-instructions">
        {copy.instructions}
      </p>
      <ul className="seating-floor">
        {plan.tables.map((table) => (
          <li
            key={table.id}
            className={`seating-floor-table seating-floor-table--${table.shape.toLowerCase()}${over === table.id ? ' is-over' : ''}`}
            data-table={table.name}
            onDragOver={(e) => {
              e.preventDefault();
              setOver(table.id);
            }}
            onDragLeave={() => setOver(null)}
            onDrop={(e) => {
              e.preventDefault();
              setOver(null);
              onSeat(table);
            }}
          >
            <button
              type="button"
              className="seating-floor-name"
              aria-describedby="seating-instructions"
              aria-label={`${copy.seatHere(tableName(table))}, ${copy.seated(table.people.length, table.capacity)}`}
              disabled={selected.size === 0}
              onClick={() => onSeat(table)}
            >
              <span aria-hidden="true">
                {tableName(table)} · {copy.seated(table.people.length, table.capacity)}
              </span>
            </button>
            <div className="seating-chips">{table.people.map(chip)}</div>
          </li>
        ))}
      </ul>
      {plan.unseated.length > 0 ? (
        <div className="seating-chips seating-chips--unseated" aria-label={copy.unseatedHeading} role="group">
          {plan.unseated.map(chip)}
        </div>
      ) : null}
    </div>
  );
}

function Rules({
  plan,
  copy,
  selected,
  busy,
  onAdd,
  onRemove,
}: ListProps & {
  busy: boolean;
  onAdd(kind: SeatingRuleKind, hard: boolean): Promise<void>;
  onRemove(id: string): void;
}) {
  const [kind, setKind] = useState<SeatingRuleKind>('TOGETHER');
  const [hard, setHard] = useState(true);
  const id = useId();
  return (
    <section aria-labelledby="seating-rules-heading">
      <h3 id="seating-rules-heading">{copy.rulesHeading}</h3>
      {plan.rules.length === 0 ? <p>{copy.noRules}</p> : null}
      <ul className="seating-rules">
        {plan.rules.map((rule) => {
          const names = rule.people.map((p) => p.name).join(', ');
          return (
            <li key={rule.id}>
              {copy.rule(copy.kinds[rule.kind], rule.hard ? copy.hard : copy.preferred, names)}{' '}
              <button
                type="button"
                className="button button-quiet"
                disabled={busy}
                onClick={() => onRemove(rule.id)}
              >
                {copy.removeRule(names)}
              </button>
            </li>
          );
        })}
      </ul>
      <p>{copy.rulesHint}</p>
      <div className="seating-rule-form">
        <label htmlFor={`${id}-kind`}>{copy.ruleKind}</label>
        <select id={`${id}-kind`} value={kind} onChange={(e) => setKind(e.target.value as SeatingRuleKind)}>
          <option value="TOGETHER">{copy.kinds.TOGETHER}</option>
          <option value="APART">{copy.kinds.APART}</option>
        </select>
        <label>
          <input type="checkbox" checked={hard} onChange={(e) => setHard(e.target.checked)} /> {copy.hard}
        </label>
        <button
          type="button"
          className="button"
          disabled={busy || selected.size < 2}
          onClick={() => void onAdd(kind, hard)}
        >
          {copy.addRule}
        </button>
      </div>
    </section>
  );
}

function TableForm({
  copy,
  initial,
  busy,
  onSave,
  onCancel,
}: {
  copy: Copy;
  initial?: PlanTable;
  busy: boolean;
  onSave(values: TableValues): Promise<void>;
  onCancel(): void;
}) {
  const id = useId();
  const [values, setValues] = useState<TableValues>({
    name: initial?.name ?? '',
    nameFr: initial?.nameFr ?? '',
    shape: initial?.shape ?? 'ROUND',
    capacity: initial?.capacity ?? 8,
  });
  return (
    <form
      className="seating-table-form"
      onSubmit={(e) => {
        e.preventDefault();
        void onSave(values);
      }}
    >
      <label htmlFor={`${id}-name`}>{copy.name}</label>
      <input
        id={`${id}-name`}
        value={values.name}
        onChange={(e) => setValues({ ...values, name: e.target.value })}
      />
      <label htmlFor={`${id}-fr`}>{copy.nameFr}</label>
      <input
        id={`${id}-fr`}
        value={values.nameFr}
        onChange={(e) => setValues({ ...values, nameFr: e.target.value })}
      />
      <label htmlFor={`${id}-shape`}>{copy.shape}</label>
      <select
        id={`${id}-shape`}
        value={values.shape}
        onChange={(e) => setValues({ ...values, shape: e.target.value as TableShape })}
      >
        {SHAPES.map((shape) => (
          <option key={shape} value={shape}>
            {copy.shapes[shape]}
          </option>
        ))}
      </select>
      <label htmlFor={`${id}-capacity`}>{copy.capacity}</label>
      <input
        id={`${id}-capacity`}
        type="number"
        inputMode="numeric"
        min={1}
        max={200}
        value={values.capacity}
        onChange={(e) => setValues({ ...values, capacity: Number(e.target.value) })}
      />
      <div className="seating-form-buttons">
        <button type="submit" className="button" disabled={busy}>
          {copy.save}
        </button>
        <button type="button" className="button button-quiet" onClick={onCancel}>
          {copy.cancel}
        </button>
      </div>
    </form>
  );
}
