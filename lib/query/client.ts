import { QueryClient } from '@tanstack/react-query';
import { reportFetching } from './activity';

// One react-query client for the browser, handed to each hook (`useQuery(options, queryClient())`) instead
// of through a provider at the root: a provider in the shell put react-query into every page's first load,
// 8 kB of brotli on the identifier page that fetches nothing through it until a second scene is opened
// (issue 64 item 3). The parts that fetch through it load it with them. On the server each render gets
// a client of its own: nothing is fetched there, and one shared client would keep every visitor's queries.

let browserClient: QueryClient | undefined;

function makeClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { staleTime: 30_000, retry: 1, refetchOnWindowFocus: false } } });
}

export function queryClient(): QueryClient {
  if (typeof window === 'undefined') return makeClient();
  if (!browserClient) {
    const client = makeClient();
    // Every query here is one a person asked for (the background session check is not one: use-session-summary.ts).
    client.getQueryCache().subscribe(() => reportFetching(client.isFetching() > 0));
    browserClient = client;
  }
  return browserClient;
}
