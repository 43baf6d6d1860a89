'use client';
import type { SendResult } from '@/components/forms/send-code-button';
import { CodeWithSend, PhoneField } from './account-fields';
import type { textField } from './form-bits';

type FieldProps = ReturnType<typeof textField>;

/** The SMS-code way to log in: phone, then the code with its send button. */
export function CodeLoginFields({ phone, code, onSend }: { phone: FieldProps; code: FieldProps; onSend: () => Promise<SendResult> }) {
  return (
    <>
      <PhoneField field={phone} />
      <CodeWithSend field={code} onSend={onSend} />
    </>
  );
}
