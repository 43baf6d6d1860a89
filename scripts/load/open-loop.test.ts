import { spawnSync } from 'node:child_process';
import { treeCpuMs } from './open-loop';

describe('treeCpuMs', () => {
  it('keeps the CPU of a child that has ended', () => {
    const before = treeCpuMs([process.pid]);
    // A child that spins for 400 ms of CPU and ends; spawnSync reaps it before returning.
    const child = spawnSync(process.execPath, ['-e', 'const end = process.cpuUsage().user + 400e3; while (process.cpuUsage().user < end);']);
    expect(child.status).toBe(0);
    expect(treeCpuMs([process.pid]) - before).toBeGreaterThanOrEqual(350);
  });
});
