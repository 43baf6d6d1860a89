import { z } from 'zod';
import { endpoint } from './define';
import { ack, companyPrefix, fingerprint, ref, textRef } from './common';

// Free trials of a package (001 §7). Both calls answer with a message the trial modal shows.

export const trialApplication = z.strictObject({
  appId: textRef,
  companyPrefix,
  /** Absent when the package's trial has no price option chosen. */
  packagePriceId: ref.optional(),
  packageProductId: ref,
  productManagerId: ref,
  appCode: z.string().regex(/^[A-Za-z0-9_.-]{1,64}$/).optional(),
  fingerprint: fingerprint.optional(),
});
export type TrialApplication = z.input<typeof trialApplication>;

export const apply = endpoint({
  summary: 'Apply for a free trial (marketplace)',
  method: 'POST',
  path: '/platform-operate-service/manager/trial/period/record/try/apply',
  auth: true,
  wire: 'json',
  request: trialApplication,
  data: ack,
});

export const applyInConsole = endpoint({
  summary: 'Apply for a free trial (console service)',
  method: 'POST',
  path: '/platform-console-service/manager/trialperiodrecord/come/apply',
  auth: true,
  wire: 'json',
  request: trialApplication,
  data: ack,
});
