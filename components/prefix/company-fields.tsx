'use client';
import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { Controller, useWatch, type UseFormReturn } from 'react-hook-form';
import { textField } from '@/components/account/form-bits';
import type { SecondNode } from '@/core/contract';
import type { LevelOption } from '@/lib/prefix/load';
import { companyTypes, licenseTypes } from '@/lib/prefix/options';
import type { PrefixForm } from '@/lib/validation/prefix';
import { formGrid, SectionTitle, SelectField, wide } from './form-parts';
import { ImageUpload } from './image-upload';
import { LevelSelects } from './level-selects';

export interface UploadHandlers {
  onBusy: (busy: boolean) => void;
  onSessionExpired: () => void;
}

interface Props extends UploadHandlers {
  form: UseFormReturn<PrefixForm>;
  nodes: SecondNode[];
  industries: LevelOption[];
  provinces: LevelOption[];
}

const rootError = (error: unknown) => (error as { message?: string; root?: { message?: string } } | undefined)?.message ?? (error as { root?: { message?: string } } | undefined)?.root?.message;

/** 000 §5, the company half: node and prefix, documents, name, industry, area, address, site, introduction. */
export function CompanyFields({ form, nodes, industries, provinces, onBusy, onSessionExpired }: Props) {
  const { control, register, formState } = form;
  const errors = formState.errors;
  const nodeId = useWatch({ control, name: 'secondNodeId' });
  const node = nodes.find((n) => String(n.id) === nodeId);
  return (
    <Box sx={formGrid}>
      <SectionTitle>企业信息</SectionTitle>
      <SelectField control={control} name="secondNodeId" label="二级节点" placeholder="请选择" options={nodes.map((n) => ({ value: String(n.id), label: `${n.name}（${n.nodePrefix}）` }))} />
      <TextField
        label="企业前缀"
        required
        placeholder="3-4位数字"
        slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 4 }, input: { startAdornment: <InputAdornment position="start">{node ? `${node.nodePrefix}.` : '—.'}</InputAdornment> } }}
        {...textField(register, 'prefixNumber', errors.prefixNumber)}
      />
      <SelectField control={control} name="companyType" label="单位类型" options={companyTypes} />
      <SelectField control={control} name="licenseType" label="证件类型" options={licenseTypes} />
      <TextField label="证件号码" required autoComplete="off" {...textField(register, 'cardNo', errors.cardNo)} />
      <TextField label="企业名称" required autoComplete="organization" {...textField(register, 'name', errors.name)} />
      <Box sx={wide}>
        <Controller
          control={control}
          name="licenseImg"
          render={({ field, fieldState }) => (
            <ImageUpload label="证件照片（不超过1MB）" kind="license" value={field.value} onChange={field.onChange} error={fieldState.error?.message} onBusy={onBusy} onSessionExpired={onSessionExpired} />
          )}
        />
      </Box>
      <Box sx={wide}>
        <Controller
          control={control}
          name="industry"
          render={({ field }) => (
            <LevelSelects kind="industry" labels={['行业门类', '行业大类', '行业中类']} required={2} first={industries} value={field.value} onChange={field.onChange} error={rootError(errors.industry)} />
          )}
        />
      </Box>
      <Box sx={wide}>
        <Controller
          control={control}
          name="area"
          render={({ field }) => (
            <LevelSelects kind="area" labels={['省份', '城市', '区县']} required={2} first={provinces} value={field.value} onChange={field.onChange} error={rootError(errors.area)} />
          )}
        />
      </Box>
      <TextField label="详细地址" required autoComplete="address-line1" {...textField(register, 'registerAddress', errors.registerAddress)} />
      <TextField label="企业网址" placeholder="https://" autoComplete="url" {...textField(register, 'website', errors.website)} />
      <TextField label="企业简介" required multiline minRows={3} sx={wide} slotProps={{ htmlInput: { maxLength: 2000 } }} {...textField(register, 'introduce', errors.introduce)} />
    </Box>
  );
}
