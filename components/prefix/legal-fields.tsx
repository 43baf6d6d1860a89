'use client';
import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import TextField from '@mui/material/TextField';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { textField } from '@/components/account/form-bits';
import { legalCardTypes } from '@/lib/prefix/options';
import type { PrefixForm } from '@/lib/validation/prefix';
import type { UploadHandlers } from './company-fields';
import { formGrid, SectionTitle, SelectField, wide } from './form-parts';
import { ImageUpload } from './image-upload';

/** 000 §5, the people: the legal person with both sides of the document, then the contact. */
export function LegalFields({ form, onBusy, onSessionExpired }: UploadHandlers & { form: UseFormReturn<PrefixForm> }) {
  const { control, register, formState } = form;
  const errors = formState.errors;
  const bothSides = (errors.idImages as { message?: string } | undefined)?.message;
  return (
    <Box sx={formGrid}>
      <SectionTitle>法定代表人信息</SectionTitle>
      <SelectField control={control} name="legalCradType" label="法人证件类型" options={legalCardTypes} />
      <TextField label="法人姓名" required autoComplete="off" {...textField(register, 'legalPerson', errors.legalPerson)} />
      <TextField label="法人证件号码" required autoComplete="off" {...textField(register, 'legalCardNo', errors.legalCardNo)} />
      <Box sx={{ ...wide, display: 'grid', gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' }, gap: 2 }}>
        <Controller
          control={control}
          name="idImages.face"
          render={({ field }) => <ImageUpload label="证件人像面（不超过300KB）" kind="id" value={field.value} onChange={field.onChange} onBusy={onBusy} onSessionExpired={onSessionExpired} />}
        />
        <Controller
          control={control}
          name="idImages.back"
          render={({ field }) => <ImageUpload label="证件国徽面（不超过300KB）" kind="id" value={field.value} onChange={field.onChange} onBusy={onBusy} onSessionExpired={onSessionExpired} />}
        />
        {bothSides ? (
          <FormHelperText error sx={{ gridColumn: '1 / -1', mt: -1.5, mx: 0 }}>
            {bothSides}
          </FormHelperText>
        ) : null}
      </Box>
      <SectionTitle>联系人信息</SectionTitle>
      <TextField label="联系人姓名" required autoComplete="name" {...textField(register, 'liaison', errors.liaison)} />
      <TextField label="联系邮箱" required type="email" autoComplete="email" {...textField(register, 'liaisonEmail', errors.liaisonEmail)} />
      <TextField label="联系电话" required autoComplete="tel" slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 11 } }} {...textField(register, 'liaisonPhone', errors.liaisonPhone)} />
    </Box>
  );
}
