import { gatewayOutage, probeEveryMs, reportAnswer, reportOutage } from './outage';

describe('gateway outage', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    for (const level of ['warn', 'info'] as const) jest.spyOn(console, level).mockImplementation(() => undefined);
  });
  afterEach(() => {
    reportAnswer();
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  it('is down from the first failed call until the background probe passes', async () => {
    let up = false;
    const probe = jest.fn(async () => up);
    expect(gatewayOutage()).toBe(false);
    reportOutage(probe);
    reportOutage(probe);
    expect(gatewayOutage()).toBe(true);
    await jest.advanceTimersByTimeAsync(probeEveryMs);
    expect(probe).toHaveBeenCalledTimes(1);
    expect(gatewayOutage()).toBe(true);
    up = true;
    await jest.advanceTimersByTimeAsync(probeEveryMs);
    expect(gatewayOutage()).toBe(false);
    await jest.advanceTimersByTimeAsync(probeEveryMs * 3);
    expect(probe).toHaveBeenCalledTimes(2);
  });

  it('ends when any call gets an answer, and a probe that throws counts as down', async () => {
    const probe = jest.fn(async (): Promise<boolean> => {
      throw new Error('refused');
    });
    reportOutage(probe);
    await jest.advanceTimersByTimeAsync(probeEveryMs * 2);
    expect(gatewayOutage()).toBe(true);
    reportAnswer();
    expect(gatewayOutage()).toBe(false);
  });

  it('asks one probe at a time, however slow it is', async () => {
    const probe = jest.fn(() => new Promise<boolean>((resolve) => setTimeout(() => resolve(false), probeEveryMs * 5)));
    reportOutage(probe);
    await jest.advanceTimersByTimeAsync(probeEveryMs * 4);
    expect(probe).toHaveBeenCalledTimes(1);
  });
});
