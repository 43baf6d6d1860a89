import { sql } from 'drizzle-orm';
import { contract } from '@/core/contract';
import { rowsOf } from '../db/client';
import { flushResolutions } from '../identifier/resolutions';
import { totalsMaxAgeMs } from '../identifier/totals';
import { openTestDatabase, testEngine, type TestDatabase } from '../testing/test-database';
import { testGateway } from '../testing/gateway-client';
import { latestOutboxText } from '../sms/codes';
import { sliderProof } from '../testing/accounts';
import { identifierCommands } from '../review/identifiers';

let t: TestDatabase;
let gw: ReturnType<typeof testGateway>;

beforeAll(async () => {
  t = await openTestDatabase();
  gw = testGateway(t.database);
}, 120_000);
afterAll(() => t.cleanup());

describe(`identifier detail (${testEngine})`, () => {
  it('answers DEMO0001 with its company and scenes, every public scene with its elements (one read per page, decision 0042)', async () => {
    const { status, body } = await gw.call(contract.identifier.detail, { identifier: '88.365.1/DEMO0001' });
    expect(status).toBe(200);
    expect(body.data!.identifier).toBe('88.365.1/DEMO0001');
    expect(body.data!.companyDetails!.indentifierPrefix).toBe('88.365.1');
    // Beijing wall-clock time, as the demo data gives it, whatever zone the server runs in.
    expect(body.data!.companyDetails!.createTime).toBe('2021-03-16 10:24:37');
    expect(body.data!.scenes!.length).toBeGreaterThan(8);
    // Monitoring (8) and remote operations (7) are behind the SMS gate: their elements stay back.
    const gated = body.data!.scenes!.filter((s) => [7, 8].includes(Number(s.templateCode)));
    expect(gated.length).toBeGreaterThan(0);
    expect(gated.every((s) => s.elements == null)).toBe(true);
    const open = body.data!.scenes!.filter((s) => ![7, 8].includes(Number(s.templateCode)));
    expect(open.every((s) => Array.isArray(s.elements) && s.elements.length > 0)).toBe(true);
    // The same elements as the scene's own read.
    const supply = open.find((s) => Number(s.templateCode) === 3)!;
    const scene = await gw.call(contract.identifier.detail, { identifier: '88.365.1/DEMO0001', sceneConfId: supply.sceneConfId });
    expect(scene.body.data!.elements).toEqual(supply.elements);
    expect(scene.body.data!.scenes!.every((s) => s.elements == null)).toBe(true);
  });

  it('carries the elements along when the identifier has exactly one scene', async () => {
    const { body } = await gw.call(contract.identifier.detail, { identifier: '88.365.1/SINGLE01' });
    expect(body.data!.scenes).toHaveLength(1);
    expect(body.data!.scenes![0].elements!.length).toBeGreaterThan(0);
    expect(body.data!.elements!.length).toBeGreaterThan(0);
  });

  it('keeps monitoring and remote operations behind the phone check', async () => {
    const { body } = await gw.call(contract.identifier.detail, { identifier: '88.365.1/DEMO0001' });
    const gated = body.data!.scenes!.find((s) => Number(s.templateCode) === 8)!;
    const scene = await gw.call(contract.identifier.detail, { identifier: '88.365.1/DEMO0001', sceneConfId: gated.sceneConfId });
    expect(scene.status).toBe(403);
    expect(scene.body.success).toBe(false);
  });

  it('answers not found for a well-formed but absent identifier, 400 for a malformed one', async () => {
    const missing = await gw.call(contract.identifier.detail, { identifier: '88.365.1/NOPE0000' });
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('未找到该标识，请检查后重新搜索');
    const malformed = await gw.call(contract.identifier.detail, { identifier: '<script>alert(1)</script>' });
    expect(malformed.status).toBe(400);
  });

  it('resolves any ASCII casing to the stored identifier, as Handle does', async () => {
    for (const typed of ['88.365.1/demo0001', '88.365.1/Demo0001']) {
      const { status, body } = await gw.call(contract.identifier.detail, { identifier: typed });
      expect(status).toBe(200);
      expect(body.data!.identifier).toBe('88.365.1/DEMO0001');
      const supply = body.data!.scenes!.find((s) => Number(s.templateCode) === 3)!;
      const scene = await gw.call(contract.identifier.detail, { identifier: typed, sceneConfId: supply.sceneConfId });
      expect(scene.status).toBe(200);
      expect(scene.body.data!.elements!.length).toBeGreaterThan(1);
    }
    expect((await gw.call(contract.identifier.detail, { identifier: '88.365.1/nope0000' })).status).toBe(404);
  });

  it('refuses a scene of another identifier', async () => {
    const { status } = await gw.call(contract.identifier.detail, { identifier: '88.365.1/PART0001', sceneConfId: 1001 });
    expect(status).toBe(404);
  });

  it('counts resolutions for the live figures, counted again at most once a minute and behind the answer', async () => {
    const resolves = async () => ((await gw.call(contract.home.dataWarehouse, {})).body.data as { resolveTotal: number }).resolveTotal;
    // The reads of the tests before: written, then counted (behind the answer that starts the count).
    await flushResolutions(t.database.db);
    gw.advance(totalsMaxAgeMs + 1_000);
    let before = await resolves();
    for (let i = 0; i < 50; i++) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      const counted = await resolves();
      if (counted !== before) {
        before = counted;
        break;
      }
    }
    await gw.call(contract.identifier.detail, { identifier: '88.365.1/NORECALL' });
    // Written with the others within 2 s (identifier/resolutions.ts): here at once.
    await flushResolutions(t.database.db);
    expect(await resolves()).toBe(before);
    gw.advance(totalsMaxAgeMs + 1_000);
    // The first answer past the minute still has the last figures and starts the count.
    expect(await resolves()).toBe(before);
    let after = before;
    for (let i = 0; i < 50 && after === before; i++) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      after = await resolves();
    }
    expect(after).toBe(before + 1);
  });
});

describe(`identifier SMS gate and AI data (${testEngine})`, () => {
  const demo = '88.365.1/DEMO0001';
  const phone = '13912345678';
  const gatedScene = async () => {
    const { body } = await gw.call(contract.identifier.detail, { identifier: demo });
    return body.data!.scenes!.find((s) => Number(s.templateCode) === 8)!.sceneConfId;
  };
  const codeFromOutbox = async () => {
    const text = await latestOutboxText(t.database.db, phone);
    return /(\d{6})/.exec(text ?? '')![1];
  };

  it('sends a code, refuses a wrong one with the tries left, opens the scene with the right one', async () => {
    const sceneConfId = await gatedScene();
    const sent = await gw.call(contract.identifier.detail, { identifier: demo, sceneConfId, mobile: phone, effect: 'SEND', ...(await sliderProof(gw, 'nc_message')) });
    expect(sent.body.success).toBe(true);
    const code = await codeFromOutbox();
    const wrong = code === '000000' ? '111111' : '000000';
    const refused = await gw.call(contract.identifier.detail, { identifier: demo, sceneConfId, mobile: phone, verifyCode: wrong, effect: 'VERIFY' });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('验证码错误，还可尝试4次');
    const verified = await gw.call(contract.identifier.detail, { identifier: demo, sceneConfId, mobile: phone, verifyCode: code, effect: 'VERIFY' });
    expect(verified.body.success).toBe(true);
    expect(verified.body.data!.elements!.length).toBeGreaterThan(0);
    // The code is single use.
    const again = await gw.call(contract.identifier.detail, { identifier: demo, sceneConfId, mobile: phone, verifyCode: code, effect: 'VERIFY' });
    expect(again.body.message).toBe('验证码已失效，请重新获取');
    // The verified phone opens the scene without a new code, for a while.
    const open = await gw.call(contract.identifier.detail, { identifier: demo, sceneConfId, mobile: phone });
    expect(open.status).toBe(200);
    const other = await gw.call(contract.identifier.detail, { identifier: demo, sceneConfId, mobile: '13700000000' });
    expect(other.status).toBe(403);
    gw.advance(13 * 3_600_000);
    const later = await gw.call(contract.identifier.detail, { identifier: demo, sceneConfId, mobile: phone });
    expect(later.status).toBe(403);
  });

  it('sends a scene code only behind a passed slider, and spends the proof', async () => {
    const sceneConfId = await gatedScene();
    const mobile = '13911110041';
    const forged = { scene: 'nc_message', sessionId: 'made-up', sig: 'made-up', token: 'made-up' };
    const refused = await gw.call(contract.identifier.detail, { identifier: demo, sceneConfId, mobile, effect: 'SEND', ...forged });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('滑块验证已失效，请重新验证');
    const proof = await sliderProof(gw, 'nc_message');
    expect((await gw.call(contract.identifier.detail, { identifier: demo, sceneConfId, mobile, effect: 'SEND', ...proof })).status).toBe(200);
    gw.advance(61_000);
    const replayed = await gw.call(contract.identifier.detail, { identifier: demo, sceneConfId, mobile, effect: 'SEND', ...proof });
    expect(replayed.body.message).toBe('滑块验证已失效，请重新验证');
    const loginScene = await gw.call(contract.identifier.detail, { identifier: demo, sceneConfId, mobile, effect: 'SEND', ...(await sliderProof(gw, 'nc_login')) });
    expect(loginScene.status).toBe(400);
  });

  it('allows one send per phone per 60 s, and codes expire after 10 minutes', async () => {
    const sceneConfId = await gatedScene();
    const first = await gw.call(contract.identifier.detail, { identifier: demo, sceneConfId, mobile: phone, effect: 'SEND', ...(await sliderProof(gw, 'nc_message')) });
    expect(first.body.success).toBe(true);
    const soon = await gw.call(contract.identifier.detail, { identifier: demo, sceneConfId, mobile: phone, effect: 'SEND', ...(await sliderProof(gw, 'nc_message')) });
    expect(soon.status).toBe(429);
    expect(soon.body.message).toMatch(/秒后再试/);
    const code = await codeFromOutbox();
    gw.advance(10 * 60_000 + 1);
    const expired = await gw.call(contract.identifier.detail, { identifier: demo, sceneConfId, mobile: phone, verifyCode: code, effect: 'VERIFY' });
    expect(expired.body.message).toBe('验证码已失效，请重新获取');
  });

  it('keeps scene codes on a quota of their own: ten scene sends leave the login code free', async () => {
    const victim = '13911110031';
    const sceneConfId = await gatedScene();
    for (let i = 0; i < 10; i++) {
      const sent = await gw.call(contract.identifier.detail, { identifier: demo, sceneConfId, mobile: victim, effect: 'SEND', ...(await sliderProof(gw, 'nc_message')) });
      expect(sent.status).toBe(200);
      gw.advance(61_000);
    }
    const eleventh = await gw.call(contract.identifier.detail, { identifier: demo, sceneConfId, mobile: victim, effect: 'SEND', ...(await sliderProof(gw, 'nc_message')) });
    expect(eleventh.status).toBe(429);
    const login = await gw.call(contract.account.sendLoginSms, { phoneNo: victim, messageType: 10, ...(await sliderProof(gw, 'nc_login')) });
    expect(login.status).toBe(200);
  });

  it('voids a code after 5 wrong tries', async () => {
    gw.advance(61_000);
    const sceneConfId = await gatedScene();
    await gw.call(contract.identifier.detail, { identifier: demo, sceneConfId, mobile: phone, effect: 'SEND', ...(await sliderProof(gw, 'nc_message')) });
    const code = await codeFromOutbox();
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) await gw.call(contract.identifier.detail, { identifier: demo, sceneConfId, mobile: phone, verifyCode: wrong, effect: 'VERIFY' });
    const right = await gw.call(contract.identifier.detail, { identifier: demo, sceneConfId, mobile: phone, verifyCode: code, effect: 'VERIFY' });
    expect(right.body.message).toBe('验证码已失效，请重新获取');
  });

  it('answers AI data: the lowest option for today first, then what the filter asks', async () => {
    const id = '88.365.1/AIPROD01';
    const { body } = await gw.call(contract.identifier.detail, { identifier: id });
    const sceneConfId = body.data!.scenes![0].sceneConfId;
    const first = await gw.call(contract.identifier.detail, { identifier: id, sceneConfId });
    const energy = first.body.data!.elements!.find((e) => e.lableName === '能耗数据')!;
    expect((energy.lableValue as { unitDataDetails: unknown[] }).unitDataDetails.length).toBeGreaterThan(0);
    const filtered = await gw.call(contract.identifier.detail, {
      identifier: id,
      sceneConfId,
      intelligentProductionRequest: { dataOption: 2, quickTime: 5, startTime: '2026-11-01', endTime: '2026-11-03' },
    });
    const processing = filtered.body.data!.elements!.find((e) => e.lableName === '加工时间')!;
    expect((processing.lableValue as { positionDataDetails: unknown[] }).positionDataDetails.length).toBeGreaterThan(10);
    const tooLong = await gw.call(contract.identifier.detail, {
      identifier: id,
      sceneConfId,
      intelligentProductionRequest: { dataOption: 2, quickTime: 5, startTime: '2026-01-01', endTime: '2026-06-01' },
    });
    expect(tooLong.status).toBe(400);
  });
});

describe(`page views counted by the portal (${testEngine})`, () => {
  const viewsOf = async (identifier: string) => (await gw.call(contract.identifier.detail, { identifier })).body.data!.viewCount;

  it('adds a batch in one call, sums repeated entries, skips unknown identifiers without a row for them', async () => {
    const items = async () => Number(rowsOf<{ n: string | number }>(await t.database.db.execute(sql`select count(*) as n from identifiers`))[0].n);
    const itemsBefore = await items();
    const before = { demo: await viewsOf('88.365.1/DEMO0001'), part: await viewsOf('88.365.1/PART0001') };
    const { status, body } = await gw.call(contract.identifier.views, {
      views: [
        { identifier: '88.365.1/DEMO0001', count: 3 },
        { identifier: '88.365.1/PART0001', count: 2 },
        { identifier: '88.365.1/DEMO0001', count: 4 },
        { identifier: '88.365.1/NOPE0000', count: 9 },
      ],
    });
    expect(status).toBe(200);
    expect(body.data).toEqual({ counted: 9 });
    expect(await viewsOf('88.365.1/DEMO0001')).toBe(before.demo! + 7);
    expect(await viewsOf('88.365.1/PART0001')).toBe(before.part! + 2);
    // Only items that exist gain views: the unknown one made no row, and still answers 404 (issue 39).
    expect(await items()).toBe(itemsBefore);
    expect((await gw.call(contract.identifier.detail, { identifier: '88.365.1/NOPE0000' })).status).toBe(404);
  });

  it('takes views from the portal alone: another client is refused, and nothing is added', async () => {
    const before = await viewsOf('88.365.1/SINGLE01');
    const refused = await gw.call(contract.identifier.views, { views: [{ identifier: '88.365.1/SINGLE01', count: 1000 }] }, undefined, { client: { id: 'someone', secret: 'guessed' } });
    expect(refused.status).toBe(401);
    expect(await viewsOf('88.365.1/SINGLE01')).toBe(before);
  });

  it('refuses an empty batch, a count of zero and a malformed identifier with 400', async () => {
    for (const views of [[], [{ identifier: '88.365.1/DEMO0001', count: 0 }], [{ identifier: 'not an identifier', count: 1 }]]) {
      expect((await gw.call(contract.identifier.views, { views })).status).toBe(400);
    }
  });

  it('carries when the item last changed, in Beijing time, and moves it with a recall', async () => {
    const { body } = await gw.call(contract.identifier.detail, { identifier: '88.365.1/DEMO0001' });
    expect(body.data!.updateTime).toBe('2026-01-15 10:32:08');
    await identifierCommands.recall.run(t.database.db, ['88.365.1/NORECALL', '--reason', '测试召回'], new Date('2026-11-22T02:05:09Z'));
    const recalled = await gw.call(contract.identifier.detail, { identifier: '88.365.1/NORECALL' });
    expect(recalled.body.data!.updateTime).toBe('2026-11-22 10:05:09');
  });
});
