'use client';
import type { FieldValues, Path, UseFormRegister } from 'react-hook-form';

/** react-hook-form's register for MUI's TextField (its ref goes to the input). */
export function textField<T extends FieldValues>(register: UseFormRegister<T>, name: Path<T>, error?: { message?: string }) {
  const { ref, ...rest } = register(name);
  return { ...rest, inputRef: ref, error: Boolean(error), helperText: error?.message ?? ' ', fullWidth: true, size: 'medium' as const };
}

/** Puts a route's 422 field errors under the fields they belong to. */
export function applyFieldErrors(fieldErrors: Record<string, string> | undefined, setError: (name: never, error: { message: string }) => void): boolean {
  if (!fieldErrors) return false;
  for (const [name, message] of Object.entries(fieldErrors)) setError(name as never, { message });
  return Object.keys(fieldErrors).length > 0;
}
