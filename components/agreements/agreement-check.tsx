'use client';
import Checkbox from '@mui/material/Checkbox';
import FormHelperText from '@mui/material/FormHelperText';
import dynamic from 'next/dynamic';
import { Fragment, useId, useState, type Ref } from 'react';
import { agreementTitles, type AgreementKey } from '@/lib/content/agreements';
import { accountMessages } from '@/core/messages/account';
import styles from './agreement-check.module.css';

// The dialog and the texts load when someone reaches for a title, not with the form.
const loadDialog = () => import('./agreement-dialog');
const AgreementDialog = dynamic(loadDialog, { ssr: false });

interface Props {
  agreements: readonly AgreementKey[];
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** Said after the titles: the consultation's consent to be contacted. */
  tail?: string;
  error?: string;
  /** The error is announced as it appears (the product detail's refused actions). */
  alert?: boolean;
  disabled?: boolean;
  inputRef?: Ref<HTMLInputElement>;
}

/**
 * The one agreement checkbox of every form that asks for it (000 §5, 001 §5): 我已阅读并同意 and each
 * agreement's title as a button that opens its text in a dialog, reachable by Tab like any control.
 * A click on a title opens the text and leaves the box as it was. HTML lets a label hold one control only,
 * so the words around the titles are labels of their own for the box, and the box is named by the whole
 * sentence (aria-labelledby).
 */
export function AgreementCheck({ agreements, checked, onChange, tail, error, alert = false, disabled = false, inputRef }: Props) {
  const [reading, setReading] = useState<AgreementKey | null>(null);
  const [opened, setOpened] = useState(false);
  const boxId = useId();
  const sentenceId = `${boxId}-sentence`;
  const open = (key: AgreementKey) => {
    setOpened(true);
    setReading(key);
  };
  return (
    <div>
      <div className={styles.row}>
        <Checkbox
          id={boxId}
          checked={checked}
          disabled={disabled}
          onChange={(_, value) => onChange(value)}
          slotProps={{ input: { ref: inputRef, 'aria-labelledby': sentenceId } }}
        />
        <span id={sentenceId} className={disabled ? `${styles.label} ${styles.disabled}` : styles.label}>
          <label htmlFor={boxId}>{accountMessages.agreementLead}</label>
          {agreements.map((key, i) => (
            <Fragment key={key}>
              {i > 0 ? <label htmlFor={boxId}>{accountMessages.agreementAnd}</label> : null}
              <button type="button" className={styles.title} onPointerEnter={() => void loadDialog()} onFocus={() => void loadDialog()} onClick={() => open(key)}>
                《{agreementTitles[key]}》
              </button>
            </Fragment>
          ))}
          {tail ? <label htmlFor={boxId}>{tail}</label> : null}
        </span>
      </div>
      {error ? (
        <FormHelperText error role={alert ? 'alert' : undefined} className={styles.error}>
          {error}
        </FormHelperText>
      ) : null}
      {opened ? <AgreementDialog agreement={reading} onClose={() => setReading(null)} /> : null}
    </div>
  );
}
