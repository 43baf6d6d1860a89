'use client';
import { useId, useRef, useState } from 'react';
import { postJson } from '@/lib/client/post-json';
import type { BatchResult } from '@/lib/identifier/batch-export';
import { batchMax, linesOfText, prepareBatch, tooManyMessage, type BatchLine, type InvalidLine } from '@/lib/identifier/batch-input';
import { format } from '@/core/messages/format';
import { batchMessages } from '@/core/messages/batch';
import { BatchResults } from './batch-results';
import { BatchFileError, readBatchFile } from './read-batch-file';
import styles from './batch-lookup.module.css';

/** Identifiers per request: small enough that the progress bar moves, large enough to be few calls. */
const slice = 25;

type Progress = { done: number; total: number };

/**
 * The batch lookup (issue 18 item 2): paste or upload, bad lines listed with the reason, a progress bar
 * while the slices resolve through POST /api/identifier/batch, then the table and its exports.
 */
export function BatchLookup() {
  const id = useId();
  const [text, setText] = useState('');
  const [note, setNote] = useState('');
  const [error, setError] = useState('');
  const [invalid, setInvalid] = useState<InvalidLine[]>([]);
  const [duplicates, setDuplicates] = useState(0);
  const [progress, setProgress] = useState<Progress | null>(null);
  const [results, setResults] = useState<BatchResult[] | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  // An XLSX is read off the page's thread, for up to twenty seconds (read-xlsx-in-worker.ts), and the
  // page stays usable meanwhile: each upload, lookup and clear takes a turn, and a file whose reading
  // ends after another turn began is dropped.
  const latest = useRef(0);
  // While slices are out: the progress shows, and gives way to the results' summary when they are in.
  const busy = progress !== null && progress.done < progress.total;

  async function run(lines: BatchLine[]) {
    const batch = prepareBatch(lines);
    setInvalid(batch.invalid);
    setDuplicates(batch.duplicates);
    setResults(null);
    setProgress(null);
    const refusal = batch.identifiers.length === 0 ? batchMessages.batchEmpty : tooManyMessage(batch.identifiers.length);
    setError(refusal ?? '');
    if (refusal) return;
    const total = batch.identifiers.length;
    const found: BatchResult[] = [];
    setProgress({ done: 0, total });
    for (let start = 0; start < total; start += slice) {
      const answer = await postJson('/api/identifier/batch', { identifiers: batch.identifiers.slice(start, start + slice) });
      if (!answer.ok) {
        setError(answer.message ?? batchMessages.batchFailed);
        setProgress({ done: total, total });
        break;
      }
      found.push(...answer.results);
      setProgress({ done: Math.min(start + slice, total), total });
    }
    setResults(found);
  }

  async function upload(file: File | undefined) {
    if (!file) return;
    const turn = ++latest.current;
    setError('');
    setNote(format(batchMessages.batchFileReading, { name: file.name }));
    try {
      const lines = await readBatchFile(file);
      if (turn !== latest.current) return;
      setNote(format(batchMessages.batchFileRead, { name: file.name, count: lines.length }));
      await run(lines);
    } catch (e) {
      if (turn !== latest.current) return;
      setNote('');
      setError(e instanceof BatchFileError ? e.message : batchMessages.batchFileUnreadable);
    } finally {
      if (fileInput.current) fileInput.current.value = '';
    }
  }

  return (
    <div className={styles.lookup}>
      <form
        className={styles.form}
        onSubmit={(e) => {
          e.preventDefault();
          latest.current++;
          setNote('');
          void run(linesOfText(text));
        }}
      >
        <label htmlFor={`${id}-text`} className={styles.label}>
          {batchMessages.batchInputLabel}
        </label>
        <textarea id={`${id}-text`} className={styles.textarea} value={text} onChange={(e) => setText(e.target.value)} rows={8} spellCheck={false} autoCapitalize="off" autoCorrect="off" placeholder={'88.365.1/DEMO0001\n88.365.1/KIT00001'} />
        <div className={styles.actions}>
          <button type="submit" className={styles.primary} disabled={busy}>
            {batchMessages.batchSubmit}
          </button>
          <label className={styles.file}>
            <span>{batchMessages.batchFileLabel}</span>
            <input ref={fileInput} type="file" accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet" disabled={busy} onChange={(e) => void upload(e.target.files?.[0])} />
          </label>
          <button type="button" className={styles.secondary} disabled={busy} onClick={() => (latest.current++, setText(''), setNote(''), setError(''), setInvalid([]), setDuplicates(0), setResults(null), setProgress(null))}>
            {batchMessages.batchClear}
          </button>
        </div>
      </form>
      <div role="status" className={styles.status}>
        {note ? <p>{note}</p> : null}
        {duplicates > 0 ? <p>{format(batchMessages.batchDuplicates, { count: duplicates })}</p> : null}
        {busy ? <p>{format(batchMessages.batchProgress, { done: progress.done, total: progress.total })}</p> : null}
      </div>
      {error ? (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      ) : null}
      {busy ? <progress className={styles.progress} aria-label={batchMessages.batchProgressLabel} max={progress.total} value={progress.done} /> : null}
      {invalid.length > 0 ? (
        <section aria-labelledby={`${id}-invalid`} className={styles.invalid}>
          <h2 id={`${id}-invalid`}>{format(batchMessages.batchInvalidTitle, { count: invalid.length })}</h2>
          <ul>
            {invalid.slice(0, batchMax).map((line) => (
              <li key={line.line}>
                <span className={styles.line}>{format(batchMessages.batchInvalidLine, { line: line.line })}</span>
                <code className={styles.input}>{line.input}</code>
                <span>{line.reason}</span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {results && results.length > 0 ? <BatchResults results={results} /> : null}
    </div>
  );
}
