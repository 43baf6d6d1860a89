'use client';
import { useQuery } from '@tanstack/react-query';
import { queryClient } from '@/lib/query/client';
import { fetchDataOptions, type DataOptionsAnswer } from '@/lib/identifier/data-options-api';

const hour = 3_600_000;

/**
 * The gateway's data-option dictionary (000 §7), asked once a visit for every AI item. `answer` is
 * undefined while it is asked (again, after a failure); a failure is kept only until the retry.
 */
export function useDataOptions(): { answer: DataOptionsAnswer | undefined; retry: () => void } {
  const query = useQuery<DataOptionsAnswer>({
    queryKey: ['ai-data-options'],
    queryFn: ({ signal }) => fetchDataOptions(signal),
    staleTime: (q) => (q.state.data?.ok ? hour : 0),
    retry: false,
  }, queryClient());
  const answer = query.data?.ok || !query.isFetching ? query.data : undefined;
  return { answer, retry: () => void query.refetch() };
}
