import { gatewayEnv } from '@/core/env/gateway';
import type { ReviewCommand } from '../review/command';
import { auditEventsOf, formatAudit, type AuditFilter } from './query';
import { pruneAudit } from './prune';

// The operator's command over the audit trail (issue 62 item 2): `npm run audit -- list|export|prune`.

/** `--from 2026-12-01 --to 2026-12-05 --account demo_user --kind login --limit 100 --format csv`. */
export function auditFilterOf(args: readonly string[]): AuditFilter & { format: 'csv' | 'jsonl' | 'table' } {
  const value = (name: string) => {
    const at = args.indexOf(`--${name}`);
    return at >= 0 ? args[at + 1] : undefined;
  };
  const date = (name: string) => {
    const text = value(name);
    if (text === undefined) return undefined;
    const parsed = new Date(/^\d{4}-\d{2}-\d{2}$/.test(text) ? `${text}T00:00:00+08:00` : text);
    if (Number.isNaN(parsed.getTime())) throw new Error(`--${name} ${text}: not a date (2026-12-01, or an ISO time)`);
    return parsed;
  };
  const format = value('format') ?? 'table';
  if (!['csv', 'jsonl', 'table'].includes(format)) throw new Error(`--format ${format}: csv, jsonl or table`);
  const limit = value('limit');
  return { from: date('from'), to: date('to'), account: value('account'), kind: value('kind'), limit: limit ? Number(limit) : undefined, format: format as 'csv' | 'jsonl' | 'table' };
}

export const auditCommands: Record<string, ReviewCommand> = {
  list: {
    summary: '[--from DAY] [--to DAY] [--account NAME|PHONE|ID] [--kind KIND] [--limit N]  the audit trail, oldest first (days in Beijing time)',
    async run(db, args) {
      const { format, ...filter } = auditFilterOf(args);
      const rows = await auditEventsOf(db, { ...filter, limit: filter.limit ?? 200 });
      if (format !== 'table') return formatAudit(rows, format);
      if (rows.length === 0) return 'No audit events match.';
      return rows.map((r) => `${r.at.toISOString()}  ${r.kind.padEnd(18)} ${r.outcome.padEnd(8)} user ${r.userId ?? '-'}  ${r.address ?? '-'}  ${r.requestId ?? '-'}  ${r.detail ? JSON.stringify(r.detail) : ''}`).join('\n');
    },
  },
  export: {
    summary: '[same filters] [--format csv|jsonl]  every matching event, for an archive or an inquiry (CSV unless said)',
    async run(db, args) {
      const { format, ...filter } = auditFilterOf(args);
      return formatAudit(await auditEventsOf(db, filter), format === 'table' ? 'csv' : format);
    },
  },
  prune: {
    summary: '[--days N]  delete events older than N days (AUDIT_RETENTION_DAYS; never younger than 180)',
    async run(db, args, now) {
      const at = args.indexOf('--days');
      const days = at >= 0 ? Number(args[at + 1]) : gatewayEnv().AUDIT_RETENTION_DAYS;
      if (!Number.isFinite(days)) throw new Error('--days: a number of days');
      return `Pruned ${await pruneAudit(db, now, days)} events older than ${Math.max(180, days)} days.`;
    },
  },
};
