'use client';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Controller, type Control } from 'react-hook-form';
import type { SelectOption } from '@/lib/prefix/options';
import type { PrefixForm } from '@/lib/validation/prefix';

type SelectName = 'companyType' | 'licenseType' | 'legalCradType' | 'secondNodeId';

/** A native select bound to the form: reachable by its label, usable on phones. */
export function SelectField({ control, name, label, options, placeholder, required = true }: { control: Control<PrefixForm>; name: SelectName; label: string; options: SelectOption[]; placeholder?: string; required?: boolean }) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          select
          label={label}
          required={required}
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          inputRef={field.ref}
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message ?? ' '}
          // A select that starts on a chosen default (000 §5) has no empty choice, and HTML allows
          // `required` only on a select that has one: the asterisk stays, the state is said by aria-required.
          slotProps={{ select: { native: true }, inputLabel: { shrink: true }, htmlInput: placeholder ? undefined : { required: false, 'aria-required': required } }}
          fullWidth
        >
          {placeholder ? <option value="">{placeholder}</option> : null}
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </TextField>
      )}
    />
  );
}

// mb: the first field's floating label stands above the field's border; without it the label touched the title.
export function SectionTitle({ children }: { children: ReactNode }) {
  return (
    <Typography component="h2" sx={{ fontSize: 17, fontWeight: 700, gridColumn: '1 / -1', borderLeft: 4, borderColor: 'primary.main', pl: 1.25, mt: 1, mb: 1.5 }}>
      {children}
    </Typography>
  );
}

/** The form's two-column grid on wide screens, one column on phones. */
export const formGrid = { display: 'grid', gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' }, columnGap: 3, rowGap: 0.5 } as const;

export const wide = { gridColumn: '1 / -1' } as const;
