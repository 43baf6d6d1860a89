'use client';
import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { commonMessages } from '@/core/messages/common';
import { queryClient } from '@/lib/query/client';
import type { LevelOption } from '@/lib/prefix/load';
import type { LevelChoice } from '@/lib/validation/prefix';

type Kind = 'industry' | 'area';

async function fetchLevel(kind: Kind, level: number, parentCode: string): Promise<LevelOption[]> {
  const response = await fetch(`/api/dictionary/${kind}?level=${level}&parentCode=${encodeURIComponent(parentCode)}`, { headers: { accept: 'application/json' } });
  const body = (await response.json().catch(() => ({}))) as { ok?: boolean; data?: LevelOption[] };
  if (!response.ok || !body.ok || !body.data) throw new Error('dictionary level failed');
  return body.data;
}

/** The options of one level below a chosen parent, loaded when the parent is chosen and kept. */
function useLevel(kind: Kind, level: number, parentCode: string | undefined) {
  return useQuery({
    queryKey: ['dictionary', kind, level, parentCode],
    queryFn: () => fetchLevel(kind, level, parentCode!),
    enabled: Boolean(parentCode),
    staleTime: Infinity,
    retry: 1,
  }, queryClient());
}

interface Props {
  kind: Kind;
  labels: [string, string, string];
  /** How many levels must be chosen (industry 2, area 2): their labels carry the asterisk. */
  required: number;
  first: LevelOption[];
  value: LevelChoice[];
  onChange: (next: LevelChoice[]) => void;
  error?: string;
}

/** A 3-level cascader (000 §5): each level is loaded from the dictionary once the previous is chosen. */
export function LevelSelects({ kind, labels, required, first, value, onChange, error }: Props) {
  const second = useLevel(kind, 2, value[0]?.code);
  const third = useLevel(kind, 3, value[1]?.code);
  const levels = [
    { options: first, loading: false, failed: false },
    { options: second.data ?? [], loading: second.isFetching, failed: second.isError },
    { options: third.data ?? [], loading: third.isFetching, failed: third.isError },
  ];
  const pick = (index: number, code: string) => {
    const option = levels[index].options.find((o) => o.code === code);
    onChange(option ? [...value.slice(0, index), { code: option.code, name: option.name }] : value.slice(0, index));
  };
  const failed = levels.some((l) => l.failed);
  return (
    <Box>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, minmax(0, 1fr))' }, gap: 1.5 }}>
        {levels.map((level, i) => {
          const parentChosen = i === 0 || Boolean(value[i - 1]);
          const selected = value[i]?.code ?? '';
          // A restored choice shows even before its level has loaded.
          const options = selected && !level.options.some((o) => o.code === selected) ? [...level.options, value[i]] : level.options;
          return (
            <TextField
              key={labels[i]}
              select
              label={labels[i]}
              required={i < required}
              value={selected}
              onChange={(event) => pick(i, event.target.value)}
              disabled={!parentChosen}
              error={Boolean(error) && i < required && !value[i]}
              slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
              fullWidth
            >
              <option value="">{level.loading ? '加载中…' : parentChosen ? `请选择${labels[i]}` : `请先选择${labels[i - 1]}`}</option>
              {options.map((o) => (
                <option key={o.code} value={o.code}>
                  {o.name}
                </option>
              ))}
            </TextField>
          );
        })}
      </Box>
      <FormHelperText error={Boolean(error || failed)} sx={{ mx: 1.75 }}>
        {error ?? (failed ? commonMessages.loadFailed : ' ')}
      </FormHelperText>
    </Box>
  );
}
