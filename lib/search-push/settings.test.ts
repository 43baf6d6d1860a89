import path from 'node:path';
import { parseEnv } from '@/core/env/portal';
import { searchPushChannels, searchPushFile } from './settings';

describe('search push settings', () => {
  it('are off by default, and name each engine configured', () => {
    expect(searchPushChannels(parseEnv({}))).toEqual([]);
    const baidu = { BAIDU_PUSH_SITE: 'https://id.example.cn', BAIDU_PUSH_TOKEN: 'a1B2c3D4e5F6g7H8' };
    expect(searchPushChannels(parseEnv(baidu)).map((c) => [c.engine, c.batchLimit])).toEqual([['baidu', 2_000]]);
    expect(searchPushChannels(parseEnv({ ...baidu, INDEXNOW_KEY: 'abcdEF12' })).map((c) => [c.engine, c.batchLimit])).toEqual([
      ['baidu', 2_000],
      ['indexnow', 10_000],
    ]);
  });

  it('keep the queue in DATA_DIR, one file per port', () => {
    expect(searchPushFile(parseEnv({ DATA_DIR: '/srv/portal', PORT: '3001' }))).toBe(path.resolve('/srv/portal/search-push-3001.jsonl'));
  });
});
