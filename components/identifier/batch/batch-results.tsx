'use client';
import { useState } from 'react';
import { batchCsv, exportFileName, recallStatusText, type BatchResult } from '@/lib/identifier/batch-export';
import { identifierPath } from '@/lib/identifier/path';
import { format } from '@/core/messages/format';
import { batchMessages } from '@/core/messages/batch';
import styles from './batch-lookup.module.css';

function download(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
}

const concerned = (r: BatchResult) => r.recalled || r.recalledParts.length > 0;

/** The batch's table (identifier, name, company, recall status, link) and its CSV and XLSX exports. */
export function BatchResults({ results }: { results: readonly BatchResult[] }) {
  const [exportError, setExportError] = useState('');
  const found = results.filter((r) => r.status === 'found');

  async function exportXlsx() {
    setExportError('');
    try {
      const { writeXlsx } = await import('./xlsx');
      download(await writeXlsx(results), exportFileName('xlsx'));
    } catch {
      setExportError(batchMessages.batchExportFailed);
    }
  }

  return (
    <section aria-labelledby="batch-results" className={styles.results}>
      <div className={styles.resultsHead}>
        <h2 id="batch-results">{batchMessages.batchResultsTitle}</h2>
        <div className={styles.actions}>
          <button type="button" className={styles.secondary} onClick={() => download(new Blob([batchCsv(results)], { type: 'text/csv;charset=utf-8' }), exportFileName('csv'))}>
            {batchMessages.batchExportCsv}
          </button>
          <button type="button" className={styles.secondary} onClick={() => void exportXlsx()}>
            {batchMessages.batchExportXlsx}
          </button>
        </div>
      </div>
      <p>{format(batchMessages.batchDone, { total: results.length, found: found.length, recalled: found.filter(concerned).length })}</p>
      {exportError ? (
        <p role="alert" className={styles.error}>
          {exportError}
        </p>
      ) : null}
      <div className={styles.tableWrap} role="region" aria-labelledby="batch-results" tabIndex={0}>
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">{batchMessages.batchColumnIdentifier}</th>
              <th scope="col">{batchMessages.batchColumnName}</th>
              <th scope="col">{batchMessages.batchColumnCompany}</th>
              <th scope="col">{batchMessages.batchColumnRecall}</th>
              <th scope="col">{batchMessages.batchColumnLink}</th>
            </tr>
          </thead>
          <tbody>
            {results.map((r) => (
              <tr key={r.identifier} className={r.status === 'found' && concerned(r) ? styles.warn : undefined}>
                <td className={styles.code}>{r.identifier}</td>
                <td>{r.name ?? '—'}</td>
                <td>{r.company ?? '—'}</td>
                <td>{recallStatusText(r)}</td>
                <td>
                  {r.status === 'found' ? (
                    <a href={identifierPath(r.identifier)} aria-label={`${batchMessages.batchOpen} ${r.identifier}`}>
                      {batchMessages.batchOpen}
                    </a>
                  ) : (
                    '—'
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
