'use client';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import dynamic from 'next/dynamic';
import { Fragment, useState, type Ref } from 'react';
import { agreementTitles, type AgreementKey } from '@/lib/content/agreements';
import { messages } from '@/lib/messages';
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
 * A click on a title opens the text and leaves the box as it was (a button inside a label does not toggle it).
 */
export function AgreementCheck({ agreements, checked, onChange, tail, error, alert = false, disabled = false, inputRef }: Props) {
  const [reading, setReading] = useState<AgreementKey | null>(null);
  const [opened, setOpened] = useState(false);
  const open = (key: AgreementKey) => {
    setOpened(true);
    setReading(key);
  };
  return (
    <div>
      <FormControlLabel
        className={styles.row}
        control={<Checkbox checked={checked} disabled={disabled} onChange={(_, value) => onChange(value)} slotProps={{ input: { ref: inputRef } }} />}
        label={
          <>
            {messages.agreementLead}
            {agreements.map((key, i) => (
              <Fragment key={key}>
                {i > 0 ? messages.agreementAnd : null}
                <button type="button" className={styles.title} onPointerEnter={() => void loadDialog()} onFocus={() => void loadDialog()} onClick={() => open(key)}>
                  《{agreementTitles[key]}》
                </button>
              </Fragment>
            ))}
            {tail}
          </>
        }
        slotProps={{ typography: { className: styles.label } }}
      />
      {error ? (
        <FormHelperText error role={alert ? 'alert' : undefined} className={styles.error}>
          {error}
        </FormHelperText>
      ) : null}
      {opened ? <AgreementDialog agreement={reading} onClose={() => setReading(null)} /> : null}
    </div>
  );
}
