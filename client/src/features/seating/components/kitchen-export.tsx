import { useState } from 'react';
import { graphqlData } from '../../../lib/graphql/graphql-client';
import {
  ExportKitchenSheetDocument,
  type ExportKitchenSheetMutation,
} from '../../../lib/graphql/operations.generated';
import type { SeatedEvent } from '../api/seating-plan';

type Exported = ExportKitchenSheetMutation['exportKitchenSheet'];
interface Words {
  printKitchen: string;
  kitchenCsv: string;
  kitchenNoChanges: string;
  kitchenFirst: string;
  kitchenChanges: string;
  changeFailed: string;
}

/**
 * The caterer's kitchen sheet (ADR 081): downloading the CSV records an export; what changed
 * since the previous one shows beside it, in French as the sheet is.
 */
export function KitchenExport({ token, event, copy }: { token: string; event: SeatedEvent; copy: Words }) {
  const [exported, setExported] = useState<Exported | null>(null);
  const [failed, setFailed] = useState(false);
  const download = async () => {
    try {
      const { exportKitchenSheet } = await graphqlData(ExportKitchenSheetDocument, { token, event });
      setExported(exportKitchenSheet);
      setFailed(false);
      const url = URL.createObjectURL(new Blob([exportKitchenSheet.csv], { type: 'text/csv;charset=utf-8' }));
      const link = document.createElement('a');
      link.href = url;
      link.download = `fiche-cuisine-${event}.csv`;
      link.click();
      URL.revokeObjectURL(url);
    } catch {
      setFailed(true);
    }
  };
  return (
    <section aria-labelledby="seating-kitchen-heading">
      <h3 id="seating-kitchen-heading">{copy.printKitchen}</h3>
      <button type="button" className="button button-quiet" onClick={() => void download()}>
        {copy.kitchenCsv}
      </button>
      {failed ? <p role="alert">{copy.changeFailed}</p> : null}
      {exported ? (
        exported.lastExportedAt === null ? (
          <p>{copy.kitchenFirst}</p>
        ) : exported.changes.length === 0 ? (
          <p>{copy.kitchenNoChanges}</p>
        ) : (
          <>
            <p>{copy.kitchenChanges}</p>
            <ul lang="fr">
              {exported.changes.map((change) => (
                <li key={change.table}>
                  {change.table}: {change.before ?? '—'} → {change.after ?? '—'}
                </li>
              ))}
            </ul>
          </>
        )
      ) : null}
    </section>
  );
}
