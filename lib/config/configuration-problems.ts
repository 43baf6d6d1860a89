import { startupReport } from './startup-report';
import { processEnv } from '@/core/env/process';

let problems: string[] | undefined;

/**
 * For /readyz: the start-up check's problems, for a process that runs in spite of them (a check that
 * cannot exit). The environment does not change while the process runs, so it is computed once.
 */
export function configurationProblems(): string[] {
  problems ??= startupReport(processEnv()).problems;
  return problems;
}
