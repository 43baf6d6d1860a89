/** One call in flight per key: concurrent callers share its promise. Nothing is kept after it settles. */
export function singleFlight<V>() {
  const flights = new Map<string, Promise<V>>();
  return {
    run(key: string, load: () => Promise<V>): Promise<V> {
      const flying = flights.get(key);
      if (flying) return flying;
      const flight = load().finally(() => flights.delete(key));
      flights.set(key, flight);
      return flight;
    },
  };
}
