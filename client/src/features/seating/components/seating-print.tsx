import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { adminKeys, adminQuery } from '../../../lib/graphql/admin-query';
import { KitchenSheetDocument } from '../../../lib/graphql/operations.generated';
import type { PlanPerson, SeatedEvent, SeatingPlan } from '../api/seating-plan';

/** The entrée marks the waiters read on an escort card (DESIGN 3.6). */
const ENTREE_MARK: Record<string, string> = { Meat: 'V', Fish: 'P', Vegetarian: 'VG', Kids: 'E' };
const ENTREE_FR: Record<string, string> = {
  Meat: 'viande',
  Fish: 'poisson',
  Vegetarian: 'végétarien',
  Kids: 'menu enfant',
};

export interface PrintWords {
  printHeading: string;
  printBack: string;
  printNow: string;
  kitchenHeading: string;
  escortHeading: string;
  tableCardsHeading: string;
  boardHeading: string;
}

/**
 * The printable pages for the kitchen and the room (ADR 081), A4: the kitchen sheet in French (no
 * names), escort cards (name and table in the person's language, an entrée mark), table cards in
 * both languages, and the A–Z board for the door, in large type.
 */
export function SeatingPrint({
  token,
  event,
  plan,
  copy,
  onBack,
}: {
  token: string;
  event: SeatedEvent;
  plan: SeatingPlan;
  copy: PrintWords;
  onBack(): void;
}) {
  const kitchen = useQuery(
    adminQuery(
      [...adminKeys.seating(event), 'kitchen'],
      KitchenSheetDocument,
      { token, event },
      (d) => d.kitchenSheet,
    ),
  );
  useEffect(() => {
    document.body.classList.add('seating-printing');
    return () => document.body.classList.remove('seating-printing');
  }, []);
  const seated = plan.tables.flatMap((table) => table.people.map((person) => ({ person, table })));
  const tableFor = (person: PlanPerson, table: SeatingPlan['tables'][number]) =>
    person.language === 'fr' ? (table.nameFr ?? table.name) : table.name;
  const board = [...seated].sort((a, b) => a.person.name.localeCompare(b.person.name, 'fr'));
  return (
    <div className="seating-print">
      <div className="seating-print-tools">
        <button type="button" className="button" onClick={() => window.print()}>
          {copy.printNow}
        </button>
        <button type="button" className="button button-quiet" onClick={onBack}>
          {copy.printBack}
        </button>
      </div>
      <section className="seating-print-page" lang="fr" aria-labelledby="print-kitchen">
        <h3 id="print-kitchen">{copy.kitchenHeading}</h3>
        <table className="seating-print-table">
          <thead>
            <tr>
              <th scope="col">Table</th>
              <th scope="col">Couverts</th>
              <th scope="col">Viande</th>
              <th scope="col">Poisson</th>
              <th scope="col">Végétarien</th>
              <th scope="col">Menus enfant</th>
              <th scope="col">Allergies</th>
            </tr>
          </thead>
          <tbody>
            {(kitchen.data ?? []).map((line) => (
              <tr key={line.table}>
                <th scope="row">{line.table}</th>
                <td>{line.people}</td>
                <td>{line.meat}</td>
                <td>{line.fish}</td>
                <td>{line.vegetarian}</td>
                <td>{line.kids}</td>
                <td>{line.allergies.join(' ; ')}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      <section className="seating-print-page" aria-labelledby="print-escort">
        <h3 id="print-escort">{copy.escortHeading}</h3>
        <ul className="seating-escort-cards">
          {board.map(({ person, table }) => (
            <li key={`${person.guestId}/${person.plusOne}`} lang={person.language}>
              <span className="seating-escort-name">{person.name}</span>
              <span>
                {person.language === 'fr' ? 'Table' : 'Table'} {tableFor(person, table)}
              </span>
              {person.entree ? (
                <span className="seating-entree" title={ENTREE_FR[person.entree]} lang="fr">
                  {ENTREE_MARK[person.entree] ?? person.entree}
                </span>
              ) : null}
            </li>
          ))}
        </ul>
      </section>
      <section className="seating-print-page" aria-labelledby="print-tables">
        <h3 id="print-tables">{copy.tableCardsHeading}</h3>
        <ul className="seating-table-cards">
          {plan.tables.map((table) => (
            <li key={table.id}>
              <span lang="en">{table.name}</span>
              {table.nameFr && table.nameFr !== table.name ? <span lang="fr">{table.nameFr}</span> : null}
            </li>
          ))}
        </ul>
      </section>
      <section className="seating-print-page seating-board" aria-labelledby="print-board">
        <h3 id="print-board">{copy.boardHeading}</h3>
        <ol>
          {board.map(({ person, table }) => (
            <li key={`${person.guestId}/${person.plusOne}`}>
              <span>{person.name}</span> <span lang={person.language}>{tableFor(person, table)}</span>
            </li>
          ))}
        </ol>
      </section>
    </div>
  );
}
