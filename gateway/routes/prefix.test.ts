import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import exifReader from 'exif-reader';
import sharp from 'sharp';
import { contract } from '@/core/contract';
import { logger } from '@/core/log/logger';
import { hashPassword } from '../auth/password';
import { companies, uploads, users } from '../db/schema';
import { approveApplication, rejectApplication } from '../review/prefix';
import { resetDemoApplications } from '../review/prefix-demo';
import { loginInput, sliderProof } from '../testing/accounts';
import { testGateway } from '../testing/gateway-client';
import { bmpBytes, gradientPixels, jpegBytes, jpegWithGps, notAnImage, pngBytes } from '../testing/images';
import { openTestDatabase, testEngine, type TestDatabase } from '../testing/test-database';

let t: TestDatabase;
let gw: ReturnType<typeof testGateway>;
let storage: string;
const password = 'Demo@2026pass';

beforeAll(async () => {
  t = await openTestDatabase();
  storage = mkdtempSync(path.join(tmpdir(), 'gw-prefix-'));
  gw = testGateway(t.database, undefined, { storageDir: storage });
  // A platform reviewer (the real platform's MANAGER type), who may read applicants' documents.
  await t.database.db.insert(users).values({ account: 'reviewer_one', phone: '13900000009', email: 'reviewer@example.cn', type: 'MANAGER', passwordHash: await hashPassword(password) });
}, 120_000);
afterAll(async () => {
  await t.cleanup();
  rmSync(storage, { recursive: true, force: true });
});

// Logins cost a scrypt verification each: one per account for the whole file.
const tokens = new Map<string, string>();
async function tokenOf(username: string) {
  if (!tokens.has(username)) {
    const login = await gw.call(contract.account.passwordLogin, { ...loginInput(username, password), ...(await sliderProof(gw)) });
    tokens.set(username, login.body.data!.tokenInfo.access_token);
  }
  return tokens.get(username)!;
}

const file = (bytes: Uint8Array, name: string, type: string) => new File([new Uint8Array(bytes)], name, { type });

async function upload(token: string, bytes: Uint8Array, name = 'licence.png', type = 'image/png') {
  return gw.call(contract.prefix.upload, {}, token, { file: file(bytes, name, type) });
}

const privateFiles = () => {
  try {
    return readdirSync(path.join(storage, 'private')).length;
  } catch {
    return 0;
  }
};

async function documents(token: string) {
  const names = [];
  for (const [bytes, name, type] of [
    [pngBytes(96, 64), 'licence.png', 'image/png'],
    [jpegBytes(80, 50), 'face.jpg', 'image/jpeg'],
    [bmpBytes(80, 50), 'back.bmp', 'image/bmp'],
  ] as const) {
    const answer = await upload(token, bytes, name, type);
    expect(answer.status).toBe(200);
    names.push(answer.body.data!.fileName!);
  }
  return { licenseImg: names[0], face: names[1], back: names[2] };
}

function application(files: { licenseImg: string; face: string; back: string }, overrides: Record<string, unknown> = {}) {
  return {
    secondNodeId: 1,
    indentifierPrefix: '88.365.5208',
    name: '南京云帆智能装备有限公司',
    cardNo: '91320100MA1QW8899X',
    licenseType: 1,
    licenseImg: files.licenseImg,
    companyType: 4,
    legalPerson: '周云帆',
    legalCradType: 1,
    legalCardNo: '32010219850612001X',
    legalCardObject: { face: files.face, back: files.back },
    liaison: '周云帆',
    liaisonPhone: '13800000001',
    liaisonEmail: 'yunfan@example.cn',
    website: 'https://www.example.cn',
    industryCode: 'C,26,261',
    industryCodeDesc: '制造业,化学原料和化学制品制造业,基础化学原料制造',
    registerArea: '320000,320100',
    registerAreaDesc: '江苏省,南京市',
    registerAddress: '南京市江宁区胜太路88号',
    introduce: '专注智能装备研发与制造。',
    appKey: 'idportal',
    ...overrides,
  };
}

async function register(token: string, body: Record<string, unknown>) {
  return gw.call(contract.prefix.register, { ...body, ...(await sliderProof(gw, 'nc_other')) }, token);
}

describe(`prefix uploads (${testEngine})`, () => {
  it('stores real images privately under a server-chosen name', async () => {
    const token = await tokenOf('demo_user');
    const before = privateFiles();
    const answer = await upload(token, pngBytes(96, 64), '../../营业执照.png');
    expect(answer.status).toBe(200);
    const name = answer.body.data!.fileName!;
    expect(name).toMatch(/^[a-f0-9]{32}\.png$/);
    expect(answer.body.data!.fullUrl).toBe(`/api/prefix/files/${name}`);
    expect(privateFiles()).toBe(before + 1);
    const [row] = await t.database.db.select().from(uploads).where(eq(uploads.fileName, name));
    expect(row.isPrivate).toBe(true);
    // The public file route does not serve it.
    expect((await gw.app.fetch(new Request(`http://gateway.test/files/${name}`))).status).toBe(404);
  });

  it('stores a phone photo without its EXIF (no GPS, no device), with its pixels and size kept', async () => {
    const photo = await jpegWithGps(320, 200);
    const sent = exifReader((await sharp(photo).metadata()).exif!);
    expect(sent.GPSInfo?.GPSLatitudeRef).toBe('N');
    const answer = await upload(await tokenOf('demo_user'), photo, '身份证人像面.jpg', 'image/jpeg');
    expect(answer.status).toBe(200);
    const name = answer.body.data!.fileName!;
    expect(name).toMatch(/\.jpg$/);
    const stored = readFileSync(path.join(storage, 'private', name));
    const meta = await sharp(stored).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 320, height: 200 });
    expect(meta.exif).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    expect(stored.includes(Buffer.from('TestPhone'))).toBe(false);
    // The same picture: every channel within a few levels of the original gradient on average.
    const pixels = await sharp(stored).removeAlpha().raw().toBuffer();
    const original = gradientPixels(320, 200);
    const drift = pixels.reduce((sum, value, i) => sum + Math.abs(value - original[i]), 0) / pixels.length;
    expect(drift).toBeLessThan(3);
  });

  it('stores a BMP as PNG (sharp writes no BMP), name and content type saying so', async () => {
    const answer = await upload(await tokenOf('demo_user'), bmpBytes(80, 50), 'back.bmp', 'image/bmp');
    const name = answer.body.data!.fileName!;
    expect(name).toMatch(/^[a-f0-9]{32}\.png$/);
    const [row] = await t.database.db.select().from(uploads).where(eq(uploads.fileName, name));
    expect(row.mime).toBe('image/png');
    const meta = await sharp(readFileSync(path.join(storage, 'private', name))).metadata();
    expect(meta).toMatchObject({ format: 'png', width: 80, height: 50, hasAlpha: false });
  });

  it('refuses a decompression bomb (a small file claiming 30000 x 30000 pixels) before decoding it', async () => {
    const bomb = pngBytes(30_000, 30_000, { rows: Buffer.alloc(10) });
    expect(bomb.length).toBeLessThan(200);
    const answer = await upload(await tokenOf('demo_user'), bomb, 'photo.png');
    expect({ status: answer.status, message: answer.body.message }).toEqual({ status: 400, message: '图片像素过大（超过2000万像素），请压缩后重新上传' });
  });

  it('refuses a renamed text file, an empty file, a sliver and a 20+ megapixel image, storing nothing', async () => {
    const token = await tokenOf('demo_user');
    const before = privateFiles();
    const rowsBefore = await t.database.db.$count(uploads);
    const cases: [Uint8Array, string][] = [
      [notAnImage, '文件内容不是jpeg、png或bmp图片，请重新选择'],
      [pngBytes(1, 100_000), '图片尺寸异常（宽高过小或比例失调），请上传完整、清晰的证件照片'],
      [pngBytes(5000, 4001, { rows: Buffer.alloc(10) }), '图片像素过大（超过2000万像素），请压缩后重新上传'],
      [pngBytes(64, 40).subarray(0, 60), '图片文件已损坏或不完整，无法识别，请重新选择'],
    ];
    for (const [bytes, message] of cases) {
      const answer = await upload(token, bytes, 'photo.png');
      expect({ status: answer.status, message: answer.body.message }).toEqual({ status: 400, message });
    }
    expect((await upload(token, new Uint8Array(0), 'empty.png')).status).toBe(400);
    expect(privateFiles()).toBe(before);
    expect(await t.database.db.$count(uploads)).toBe(rowsBefore);
  });

  it('logs why an upload was refused, beside its status', async () => {
    const token = await tokenOf('demo_user');
    const info = jest.spyOn(logger(), 'info');
    try {
      await upload(token, notAnImage, 'photo.png');
      await upload(token, pngBytes(96, 64), 'licence.png');
      const lines = info.mock.calls.map(([fields]) => fields as unknown as { path?: string; status?: number; refusal?: string }).filter((fields) => fields.path?.endsWith('/uploadForPrivate.html'));
      expect(lines.map(({ status, refusal }) => ({ status, refusal }))).toEqual([
        { status: 400, refusal: '文件内容不是jpeg、png或bmp图片，请重新选择' },
        { status: 200, refusal: undefined },
      ]);
    } finally {
      info.mockRestore();
    }
  });

  it('needs a login, and serves a document only to its owner and to reviewers (403 otherwise)', async () => {
    expect((await upload('', pngBytes(96, 64))).status).toBe(401);
    const owner = await tokenOf('demo_user');
    const name = (await upload(owner, jpegBytes(64, 48), 'face.jpg', 'image/jpeg')).body.data!.fileName!;
    const read = (token?: string) => gw.app.fetch(new Request(`http://gateway.test/files/private/${name}`, { headers: token ? { accessToken: token } : {} }));
    const own = await read(owner);
    expect(own.status).toBe(200);
    expect(own.headers.get('content-type')).toBe('image/jpeg');
    expect(own.headers.get('cache-control')).toBe('private, no-store');
    // Stored as re-encoded, not as sent (decision 0028): still a JPEG of the same size.
    expect(await sharp(Buffer.from(await own.arrayBuffer())).metadata()).toMatchObject({ format: 'jpeg', width: 64, height: 48 });
    expect((await read(await tokenOf('demo_company'))).status).toBe(403);
    expect((await read(await tokenOf('reviewer_one'))).status).toBe(200);
    expect((await read()).status).toBe(401);
    expect((await gw.app.fetch(new Request('http://gateway.test/files/private/..%2Fsecret', { headers: { accessToken: owner } }))).status).toBe(404);
  });
});

describe(`prefix applications (${testEngine})`, () => {
  afterAll(async () => {
    await resetDemoApplications(t.database.db);
  });

  it('initdata answers null without an application, and the rejected one with its reason', async () => {
    expect((await gw.call(contract.prefix.initData, {}, await tokenOf('demo_user'))).body.data).toBeNull();
    const rejected = (await gw.call(contract.prefix.initData, {}, await tokenOf('demo_rejected'))).body.data!;
    expect(rejected.examineStatus).toBe(3);
    expect(rejected.companyApprovalDetails!.feedbackDetails).toContain('营业执照照片模糊');
    expect(rejected.secondNodeName).toContain('电子信息');
    // The demo's seeded file names have no file: no url to show.
    expect(rejected.licenseImgFullUrl).toBeNull();
    expect((await gw.call(contract.prefix.initData, {})).status).toBe(401);
  });

  it('initdata answers an approved company without an application on file with its approved prefix', async () => {
    const approved = (await gw.call(contract.prefix.initData, {}, await tokenOf('demo_company'))).body.data!;
    expect(approved).toMatchObject({ examineStatus: 2, indentifierPrefix: '88.365.1001', name: '苏州智联精密制造有限公司' });
  });

  it('takes demo_user through submission: a company in review, the user linked to it', async () => {
    const token = await tokenOf('demo_user');
    const files = await documents(token);
    const answer = await register(token, application(files));
    expect(answer.status).toBe(200);
    const data = (await gw.call(contract.prefix.initData, {}, token)).body.data!;
    expect(data).toMatchObject({ examineStatus: 0, indentifierPrefix: '88.365.5208', industryCodeDesc: '制造业,化学原料和化学制品制造业,基础化学原料制造', registerAreaDesc: '江苏省,南京市' });
    expect(data.licenseImgFullUrl).toBe(`/api/prefix/files/${files.licenseImg}`);
    const [user] = await t.database.db.select().from(users).where(eq(users.account, 'demo_user'));
    expect(user.type).toBe('ORDINARY');
    const [company] = await t.database.db.select().from(companies).where(eq(companies.id, user.companyId!));
    expect(company).toMatchObject({ name: '南京云帆智能装备有限公司', examineStatus: 0, indentifierPrefix: null });
  });

  it('replaces the application on a new submission and puts it back in review', async () => {
    const token = await tokenOf('demo_rejected');
    const before = (await gw.call(contract.prefix.initData, {}, token)).body.data!;
    const files = await documents(token);
    const answer = await register(token, application(files, { id: before.id, indentifierPrefix: '88.365.3107', name: '无锡启明电子科技有限公司', liaisonPhone: '13800000004' }));
    expect(answer.status).toBe(200);
    const after = (await gw.call(contract.prefix.initData, {}, token)).body.data!;
    expect(after.id).toBe(before.id);
    expect(after.examineStatus).toBe(0);
    expect(after.companyApprovalDetails!.feedbackDetails).toBeNull();
  });

  it('refuses every field the portal should have caught, and a missing or replayed slider', async () => {
    const token = await tokenOf('demo_pending');
    const files = await documents(token);
    const base = application(files, { indentifierPrefix: '88.365.2031', name: '常州恒瑞新材料科技有限公司' });
    const refused = async (overrides: Record<string, unknown>) => (await register(token, { ...base, ...overrides })).body.message;
    expect(await refused({ indentifierPrefix: '88.364.2031' })).toBe('企业前缀与所选二级节点不一致，请重新填写');
    expect(await refused({ indentifierPrefix: '88.365.000' })).toBe('企业前缀与所选二级节点不一致，请重新填写');
    expect(await refused({ secondNodeId: 999 })).toBe('所选二级节点不存在，请重新选择');
    expect(await refused({ industryCode: 'C,01' })).toBe('所选行业不存在，请重新选择');
    expect(await refused({ registerArea: '320000,440300' })).toBe('所选注册地区不存在，请重新选择');
    expect(await refused({ legalCardObject: { face: files.face, back: files.face } })).toBe('证件正反面不能是同一张图片');
    expect((await register(token, { ...base, legalPerson: 'Bob' })).status).toBe(400);
    expect((await register(token, { ...base, liaisonEmail: 'not-an-email' })).status).toBe(400);
    const noSlider = await gw.call(contract.prefix.register, { ...base, scene: 'nc_other', sessionId: 'x', sig: 'y', token: 'z' }, token);
    expect(noSlider.status).toBe(400);
    const proof = await sliderProof(gw, 'nc_other');
    expect((await gw.call(contract.prefix.register, { ...base, ...proof }, token)).status).toBe(200);
    expect((await gw.call(contract.prefix.register, { ...base, ...proof }, token)).status).toBe(400);
    // A login proof cannot be spent on the prefix form.
    expect((await gw.call(contract.prefix.register, { ...base, ...(await sliderProof(gw, 'nc_login')) }, token)).status).toBe(400);
  });

  it('refuses another user’s company, documents, name or prefix', async () => {
    const rejectedToken = await tokenOf('demo_rejected');
    const theirs = (await gw.call(contract.prefix.initData, {}, rejectedToken)).body.data!;
    const token = await tokenOf('demo_pending');
    const own = await documents(token);
    const others = await documents(rejectedToken);
    const base = application(own, { indentifierPrefix: '88.365.2031', name: '常州恒瑞新材料科技有限公司' });
    const forOtherCompany = await register(token, { ...base, id: theirs.id });
    expect(forOtherCompany.status).toBe(403);
    expect((await register(token, { ...base, licenseImg: others.licenseImg })).body.message).toBe('证件照片无效或已失效，请重新上传');
    const sameName = await register(token, { ...base, name: '苏州智联精密制造有限公司' });
    expect({ status: sameName.status, message: sameName.body.message }).toEqual({ status: 409, message: '该企业已由其他账号提交申请，请联系贵司管理员' });
    expect((await register(token, { ...base, indentifierPrefix: '88.365.1001' })).body.message).toBe('该企业前缀已被占用，请更换其他编号');
    expect((await register(token, { ...base, indentifierPrefix: '88.365.3107' })).body.message).toBe('该企业前缀已被占用，请更换其他编号');
  });

  it('two submissions in flight for a new user make one company', async () => {
    await resetDemoApplications(t.database.db);
    const token = await tokenOf('demo_user');
    const files = await documents(token);
    const results = await Promise.all([register(token, application(files)), register(token, application(files))]);
    expect(results.map((r) => r.status)).toEqual([200, 200]);
    const [user] = await t.database.db.select().from(users).where(eq(users.account, 'demo_user'));
    const mine = await t.database.db.select().from(companies).where(eq(companies.name, '南京云帆智能装备有限公司'));
    expect(mine.map((c) => c.id)).toEqual([user.companyId]);
  });

  it('approval gives the company its prefix, seen at the next login; then no new application', async () => {
    const token = await tokenOf('demo_user');
    const app = (await gw.call(contract.prefix.initData, {}, token)).body.data!;
    await expect(approveApplication(t.database.db, app.id!, new Date())).resolves.toContain('88.365.5208');
    await expect(approveApplication(t.database.db, app.id!, new Date())).rejects.toThrow('not in review');
    const login = await gw.call(contract.account.passwordLogin, { ...loginInput('demo_user', password), ...(await sliderProof(gw)) });
    expect(login.body.data!.userInfo.companyDetails).toMatchObject({ examineStatus: 2, indentifierPrefix: '88.365.5208' });
    expect(login.body.data!.userInfo.prefix).toBe('88.365.5208');
    expect(login.body.data!.userInfo.type).toBe('COMPANY_ADMIN');
    const files = await documents(token);
    const again = await register(token, application(files, { id: app.id }));
    expect({ status: again.status, message: again.body.message }).toEqual({ status: 409, message: '您的企业已获得标识前缀，无需重复申请' });
  });

  it('rejection keeps the reason for the applicant; reset-demo puts the demo back', async () => {
    const token = await tokenOf('demo_pending');
    const app = (await gw.call(contract.prefix.initData, {}, token)).body.data!;
    await rejectApplication(t.database.db, app.id!, '法人证件照片不清晰', new Date());
    const after = (await gw.call(contract.prefix.initData, {}, token)).body.data!;
    expect(after).toMatchObject({ examineStatus: 3, companyApprovalDetails: { feedbackDetails: '法人证件照片不清晰' } });
    await resetDemoApplications(t.database.db);
    expect((await gw.call(contract.prefix.initData, {}, await tokenOf('demo_user'))).body.data).toBeNull();
    expect((await gw.call(contract.prefix.initData, {}, token)).body.data).toMatchObject({ examineStatus: 0, indentifierPrefix: '88.365.2031' });
    const [user] = await t.database.db.select().from(users).where(eq(users.account, 'demo_user'));
    expect({ type: user.type, companyId: user.companyId }).toEqual({ type: 'ORDINARY', companyId: null });
  });
});
