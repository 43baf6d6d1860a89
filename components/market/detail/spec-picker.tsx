'use client';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useId } from 'react';

interface SpecPickerProps<T extends { id: number }> {
  label: string;
  options: T[];
  selected: number;
  nameOf: (option: T) => string;
  onSelect: (index: number) => void;
}

/** One row of choice buttons (specification or purchase duration): exactly one is pressed. */
export function SpecPicker<T extends { id: number }>({ label, options, selected, nameOf, onSelect }: SpecPickerProps<T>) {
  const labelId = useId();
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '72px 1fr' }, gap: 1, alignItems: 'start' }}>
      <Typography id={labelId} variant="body2" sx={{ color: 'text.secondary', pt: { sm: 0.75 } }}>
        {label}
      </Typography>
      <Box role="group" aria-labelledby={labelId} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        {options.map((option, i) => (
          <Button
            key={option.id}
            size="small"
            variant={i === selected ? 'contained' : 'outlined'}
            aria-pressed={i === selected}
            onClick={() => onSelect(i)}
            sx={{ minWidth: 72, boxShadow: 'none' }}
          >
            {nameOf(option)}
          </Button>
        ))}
      </Box>
    </Box>
  );
}
