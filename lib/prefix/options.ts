// The enumerations of 000 §3 as the prefix form's selects show them.

export interface SelectOption {
  value: string;
  label: string;
}

/** Organisation type: the form starts on the fourth. */
export const companyTypes: SelectOption[] = [
  { value: '1', label: '政府机关' },
  { value: '2', label: '科研院所' },
  { value: '3', label: '社会团体' },
  { value: '4', label: '企事业单位' },
];

/** Certificate type of the organisation. */
export const licenseTypes: SelectOption[] = [
  { value: '1', label: '营业执照' },
  { value: '2', label: '税务登记证' },
  { value: '3', label: '组织机构代码证' },
  { value: '4', label: '安全生产许可证' },
  { value: '5', label: '工业产品生产许可证' },
];

/** ID document type of the legal person. */
export const legalCardTypes: SelectOption[] = [
  { value: '1', label: '居民身份证' },
  { value: '2', label: '港澳居民来往内地通行证' },
  { value: '3', label: '外国人永久居留身份证' },
  { value: '4', label: '港澳台居民居住证' },
  { value: '5', label: '护照' },
  { value: '6', label: '台湾居民来往大陆通行证' },
];

export function labelOf(options: SelectOption[], value: string | number | null | undefined): string {
  return options.find((o) => o.value === String(value ?? ''))?.label ?? '—';
}
