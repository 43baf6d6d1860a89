'use client';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { Controller, useForm } from 'react-hook-form';
import { applyFieldErrors, textField } from '@/components/account/form-bits';
import { postJson } from '@/lib/client/post-json';
import { commonMessages } from '@/core/messages/common';
import { marketMessages } from '@/core/messages/market';
import { budgetOptions, inquirySchema, type InquiryForm as InquiryValues } from '@/lib/validation/inquiry';

export interface InquiryPrefill {
  companyName: string;
  contactPersonName: string;
  contactPersonphone: string;
}

interface InquiryFormProps {
  productId: number;
  packageId: number;
  prefill: InquiryPrefill;
  onSent: () => void;
  /** The gateway refused: the dialog closes and shows its message (001 §4). */
  onFailed: (message: string, relogin: boolean) => void;
}

/** 001 §5 price inquiry: content, company and contact person required, a mobile, an optional budget. */
export default function InquiryForm({ productId, packageId, prefill, onSent, onFailed }: InquiryFormProps) {
  const { register, handleSubmit, control, formState, setError } = useForm<InquiryValues>({
    resolver: zodResolver(inquirySchema),
    defaultValues: { consultContent: '', price: '', productId, packageId, ...prefill },
  });
  const errors = formState.errors;

  const onSubmit = async (values: InquiryValues) => {
    const answer = await postJson('/api/market/inquiry', values);
    if (answer.ok) return onSent();
    if (applyFieldErrors(answer.fieldErrors, setError)) return;
    onFailed(answer.message ?? commonMessages.requestError, answer.relogin === true);
  };

  return (
    <Box component="form" noValidate onSubmit={handleSubmit(onSubmit)} aria-label="询价表单" sx={{ display: 'grid', gap: 1, pt: 1 }}>
      <TextField label="咨询内容" required multiline minRows={3} maxRows={8} {...textField(register, 'consultContent', errors.consultContent)} />
      <TextField label="企业名称" required autoComplete="organization" {...textField(register, 'companyName', errors.companyName)} />
      <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <TextField label="联系人" required autoComplete="name" {...textField(register, 'contactPersonName', errors.contactPersonName)} />
        <TextField label="手机号码" required autoComplete="tel" slotProps={{ htmlInput: { inputMode: 'tel', maxLength: 11 } }} {...textField(register, 'contactPersonphone', errors.contactPersonphone)} />
      </Box>
      <Controller
        control={control}
        name="price"
        render={({ field }) => (
          <TextField select label="预算" value={field.value ?? ''} onChange={field.onChange} onBlur={field.onBlur} inputRef={field.ref} name={field.name} error={Boolean(errors.price)} helperText={errors.price?.message ?? ' '} fullWidth>
            <MenuItem value="">
              <em>暂不确定</em>
            </MenuItem>
            {budgetOptions.map((option) => (
              <MenuItem key={option.value} value={option.value}>
                {option.label}
              </MenuItem>
            ))}
          </TextField>
        )}
      />
      <Button type="submit" variant="contained" size="large" loading={formState.isSubmitting}>
        {marketMessages.inquirySubmit}
      </Button>
    </Box>
  );
}
