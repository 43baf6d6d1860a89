'use client';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useMemo, useState } from 'react';
import { withMui } from '@/components/mui/mui-provider';
import type { Element } from '@/core/contract';
import { beijingToday, customRange, offeredOptions, periodKeyOf, quickRange, type AiOption, type QuickTime } from '@/lib/identifier/ai-time';
import type { DataOptionsAnswer } from '@/lib/identifier/data-options-api';
import { commonMessages } from '@/core/messages/common';
import { validationMessages } from '@/core/messages/validation';
import { AbnormalPanel } from './abnormal-panel';
import { readAiValue, type AiValue } from './ai-data';
import { EnergyPanel } from './energy-panel';
import { LoadFailed, NoData } from './panel-states';
import { AiViewSkeleton, PanelSkeleton } from './skeletons';
import { ProcessingPanel } from './processing-panel';
import { RepairPanel } from './repair-panel';
import { TimeControls } from './time-controls';
import { queryKey, useAiScene, type AiQuery, type SceneFetcher } from './use-ai-scene';
import { useDataOptions } from './use-data-options';

export interface AiProductionViewProps {
  identifier: string;
  sceneConfId: string | number;
  /** The scene's elements the page already holds: they say which data options the item has. */
  elements?: Element[] | null;
  /** Defaults to `fetchScene`. */
  fetcher?: SceneFetcher;
}

function Panel({ value, periodKey }: { value: AiValue; periodKey: ReturnType<typeof periodKeyOf> }) {
  switch (value.code) {
    case 0:
      return <EnergyPanel data={value.data} periodKey={periodKey} />;
    case 1:
      return <AbnormalPanel data={value.data} periodKey={periodKey} />;
    case 2:
      return <ProcessingPanel data={value.data} />;
    default:
      return <RepairPanel records={value.data.repairRecords} />;
  }
}

/** AI production (000 §2, §4, §7): the gateway's data options name the tabs, the item's elements choose them. */
export function AiProductionView(props: AiProductionViewProps) {
  const { answer, retry } = useDataOptions();
  return <AiProductionScreen {...props} dictionary={answer} onRetry={retry} />;
}

interface ScreenProps extends AiProductionViewProps {
  /** The data-option dictionary; undefined while it is asked. */
  dictionary: DataOptionsAnswer | undefined;
  onRetry: () => void;
}

/** Before the tabs: the dictionary loading, failed, or offering the item nothing. */
export function AiProductionScreen({ dictionary, onRetry, ...props }: ScreenProps) {
  const options = useMemo(() => (dictionary?.ok ? offeredOptions(dictionary.data, props.elements) : []), [dictionary, props.elements]);
  if (!dictionary) return <AiViewSkeleton />;
  if (!dictionary.ok) return <LoadFailed message={dictionary.message} onRetry={onRetry} />;
  if (options.length === 0) return <NoData />;
  // Other options (a dictionary read again) start the view afresh: its state holds an option's code.
  return <AiOptionsView key={options.map((o) => o.code).join()} {...props} options={options} />;
}

/** The item's tabs, a period, and the chosen option's charts. */
function AiOptionsView({ identifier, sceneConfId, elements, fetcher, options }: AiProductionViewProps & { options: AiOption[] }) {
  const [query, setQuery] = useState<AiQuery>(() => ({ code: options[0].code, time: null }));
  const [dates, setDates] = useState(() => ({ start: beijingToday(), end: beijingToday() }));
  const [rangeError, setRangeError] = useState<string | null>(null);
  // A page that already carries the first option's data needs no first call.
  const [initial] = useState(() => {
    if (!readAiValue(elements, query.code, options[0].name)) return null;
    return { key: queryKey(query, 0), query, outcome: { ok: true as const, elements: elements ?? [] } };
  });
  const { settled, loading, retry } = useAiScene({ identifier, sceneConfId, query, fetcher, initial });

  const option = options.find((o) => o.code === query.code) ?? options[0];
  // Later changes always carry a period: today's, until the visitor picks another.
  const withTime = (code: number) => ({ code, time: query.time ?? quickRange(0) });

  const onQuick = (quickTime: Exclude<QuickTime, 5>) => {
    const time = quickRange(quickTime);
    setDates({ start: time.startTime, end: time.endTime });
    setRangeError(null);
    setQuery({ code: query.code, time });
  };
  const onDates = (start: string, end: string) => {
    setDates({ start, end });
    const check = customRange(start, end);
    if (check.ok) {
      setRangeError(null);
      setQuery({ code: query.code, time: check.filter });
    } else {
      // Over three months: warn and keep the charts as they are (000 §5).
      setRangeError(check.reason === 'tooLong' ? validationMessages.rangeTooLong : check.reason === 'order' ? commonMessages.rangeOrder : null);
    }
  };

  const answered = settled?.outcome.ok ? readAiValue(settled.outcome.elements, option.code, option.name) : null;
  let body;
  if (loading && !answered) body = <PanelSkeleton />;
  else if (settled && !settled.outcome.ok && !loading) body = <LoadFailed message={settled.outcome.message} onRetry={retry} />;
  else if (!answered || !settled) body = <NoData />;
  else body = <Panel key={option.code} value={answered} periodKey={periodKeyOf(settled.query.time?.quickTime)} />;

  return (
    <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
      <Tabs
        value={option.code}
        onChange={(_, code: number) => setQuery(withTime(code))}
        variant="scrollable"
        allowScrollButtonsMobile
        aria-label="智能生产数据"
        sx={{ borderBottom: 1, borderColor: 'divider' }}
      >
        {options.map((o) => (
          <Tab key={o.code} value={o.code} label={o.name} id={`ai-tab-${o.code}`} aria-controls="ai-panel" />
        ))}
      </Tabs>
      <TimeControls
        quickTime={query.time?.quickTime ?? 0}
        start={dates.start}
        end={dates.end}
        error={rangeError}
        onQuick={onQuick}
        onDates={onDates}
      />
      <Box role="tabpanel" id="ai-panel" aria-labelledby={`ai-tab-${option.code}`} aria-busy={loading} sx={{ position: 'relative', minWidth: 0 }}>
        {loading && answered && <LinearProgress aria-label="加载中" sx={{ position: 'absolute', top: -10, left: 0, right: 0 }} />}
        <Box sx={{ opacity: loading && answered ? 0.55 : 1, transition: 'opacity 0.2s' }}>{body}</Box>
      </Box>
    </Box>
  );
}

// Loaded on request, with MUI's theme and cache (components/mui).
export default withMui(AiProductionView);
