import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { Client } from 'pg';
import { openSeededDatabase } from '../db/open-seeded';
import { RECALL_TIME_LABEL, SceneType } from '../db/seed/identifiers/types';

// A real node's scale (issue 37): N generated item-level identifiers (一物一码) beside the demo dataset,
// written with set-based SQL in chunks so a million take about a minute and a half here. Every generated
// identifier is `88.500.C/SN<9 digits>`: the serial `g` decides everything else, so two fixtures of the
// same size hold the same rows, and a test can name what it will find.
//
// - Parts are the first `partCount(n)` serials. The first tenth of them are sub-parts; every other part
//   traces one sub-part, so a recalled sub-part is two levels below the items.
// - Every item traces one part drawn from all of them and one of the 50 popular parts (each in about
//   n / 50 items); every tenth item also traces part 0, the hot part (n / 10 items: 100,000 at a million).
// - Scenes: 1 to 4 by serial. The supply chain always; then product management, logistics and a
//   monitoring scene behind the SMS gate.
// - Recalled: sub-parts 1 and 2 and every 100,000th item (serial ≡ 7).

export const scaleCompanies = 8;
/** The sub-part that is recalled in every fixture, and the part that traces it. */
export const recalledSubPart = 1;
export const hotPart = 0;

export const partCount = (n: number) => Math.max(50, Math.floor(n / 200));
export const subPartCount = (n: number) => Math.max(5, Math.floor(partCount(n) / 10));
export const scalePrefix = (company: number) => `88.500.${company + 1}`;
/** The identifier of serial `g`: its company is g mod 8. */
export const scaleIdentifier = (g: number) => `${scalePrefix(g % scaleCompanies)}/SN${String(g).padStart(9, '0')}`;
/** How many scenes serial g has. */
export const sceneCountOf = (g: number) => 1 + (g % 4);

const companyNames = ['澄锐驱动科技（常州）有限公司', '华东精密减速机有限公司', '苏州智联传感技术有限公司', '宁波海天液压件有限公司', '合肥新源储能科技有限公司', '广州粤控自动化设备有限公司', '成都天府数控机床有限公司', '青岛海岸工业网关有限公司'];
const industries = ['电气机械和器材制造业', '通用设备制造业', '仪器仪表制造业', '专用设备制造业', '电气机械和器材制造业', '通用设备制造业', '金属制品业', '计算机、通信和其他电子设备制造业'];
const productNames = ['永磁交流伺服电机', '通用变频器', '行星齿轮减速机', '工业机器人关节模组', '数控车床电主轴', '可编程逻辑控制器', '柱塞式液压泵', '螺杆式空气压缩机', '三相智能电能表', '组串式光伏逆变器', '磷酸铁锂电池模组', '压力变送器', '电动阀门执行器', '硬齿面齿轮箱', '边缘计算工业网关', '直线导轨滑块'];
const partNames = ['17位绝对值编码器', '烧结钕铁硼磁钢', '深沟球轴承', '功率模块 IGBT', '铝电解电容', '主控板 PCBA', '骨架油封', '铝合金压铸端盖', '漆包铜线', '温度传感器 PT100'];
const stations = ['常州武进工厂 成品库 出库', '顺丰速运 常州转运中心 已揽收', '上海浦东分拨中心 已发出', '客户现场 已签收'];

const sqlText = (values: readonly string[]) => `array[${values.map((v) => `'${v.replace(/'/g, "''")}'`).join(',')}]::text[]`;
/** A deterministic draw in [0, m) for serial `g` and salt `s`. */
const draw = (g: string, s: number, m: string | number) => `(abs(hashint8((${g})::bigint * 7919 + ${s})) % (${m}))`;
const el = (id: string, name: string, value: string, extra = '') =>
  `jsonb_build_object('dataId', ${id}, 'lableName', '${name}', 'dataType', 'String', 'lableValue', ${value}, 'trace', 0, 'traceIdentifier', null${extra})`;
const tracedEl = (id: string, name: string, target: string) =>
  `jsonb_build_object('dataId', ${id}, 'lableName', '${name}', 'dataType', 'String', 'lableValue', ${target}, 'trace', 1, 'traceIdentifier', ${target})`;
const ident = (g: string) => `format('88.500.%s/SN%s', (${g}) % ${scaleCompanies} + 1, lpad((${g})::text, 9, '0'))`;

export interface ScaleSummary {
  identifiers: number;
  scenes: number;
  traces: number;
  seconds: number;
  databaseBytes: number;
}

/**
 * Fills the database at `url` (migrated and seeded here if it is not yet) with `n` generated identifiers.
 * `onProgress` hears after each chunk. The database must not hold a fixture already.
 */
export async function fillScaleFixture(url: string, n: number, onProgress: (done: number) => void = () => undefined): Promise<ScaleSummary> {
  const started = Date.now();
  await (await openSeededDatabase({ databaseUrl: url })).close();
  const client = new Client({ connectionString: url, options: '-c jit=off' });
  await client.connect();
  try {
    const companyIds = await insertCompanies(client);
    const chunk = 50_000;
    const chunks = Array.from({ length: Math.ceil(n / chunk) }, (_, i) => [i * chunk, Math.min(n, (i + 1) * chunk)] as const);
    // Two connections, one a core: a chunk's inserts are CPU-bound in the server.
    const second = new Client({ connectionString: url, options: '-c jit=off' });
    await second.connect();
    try {
      let done = 0;
      const lane = async (c: Client, mine: (typeof chunks)[number][]) => {
        for (const [from, to] of mine) {
          await insertChunk(c, n, companyIds, from, to);
          done += to - from;
          onProgress(done);
        }
      };
      await Promise.all([lane(client, chunks.filter((_, i) => i % 2 === 0)), lane(second, chunks.filter((_, i) => i % 2 === 1))]);
    } finally {
      await second.end();
    }
    // As autovacuum would have on a real node (this machine's PostgreSQL runs without it): rows written
    // and never read since carry no hint bits and their pages are not marked all-visible, so the first
    // read of each page would write it. Unvacuumed, the million's identifier detail measured 1.61x the
    // demo's p50 (bench:scale); vacuumed, 0.97x. About 7 s at a million.
    await client.query('vacuum (analyze) identifiers, identifier_scenes, identifier_traces, companies');
    const count = async (table: string) => Number((await client.query(`select count(*)::bigint as n from ${table}`)).rows[0].n);
    return {
      identifiers: await count('identifiers'),
      scenes: await count('identifier_scenes'),
      traces: await count('identifier_traces'),
      seconds: (Date.now() - started) / 1000,
      databaseBytes: Number((await client.query('select pg_database_size(current_database()) as b')).rows[0].b),
    };
  } finally {
    await client.end();
  }
}

async function insertCompanies(client: Client): Promise<number[]> {
  const ids: number[] = [];
  for (let c = 0; c < scaleCompanies; c++) {
    const { rows } = await client.query(
      `insert into companies (name, indentifier_prefix, examine_status, status, industry, website, introduce, created_at)
       values ($1, $2, 2, 1, $3, $4, $5, timestamptz '2023-03-01 09:00:00+08' + $6 * interval '17 days') returning id`,
      [companyNames[c], scalePrefix(c), industries[c], `https://www.example-${c + 1}.com.cn`, `${companyNames[c]}专注于工业装备的研发、制造与服务，产品覆盖${productNames[c * 2]}、${productNames[c * 2 + 1]}等系列，已通过 ISO 9001 质量管理体系认证。`, c],
    );
    ids.push(rows[0].id);
  }
  return ids;
}

async function insertChunk(client: Client, n: number, companyIds: number[], from: number, to: number) {
  const parts = partCount(n);
  const subs = subPartCount(n);
  const series = `generate_series(${from}, ${to - 1}) as g`;
  const isPart = `g < ${parts}`;
  const name = `case when ${isPart} then (${sqlText(partNames)})[${draw('g', 1, partNames.length)} + 1] || ' 部件批次 ' || g
    else (${sqlText(productNames)})[${draw('g', 1, productNames.length)} + 1] || ' CR-' || (100 + ${draw('g', 2, 900)}) || '-' || (g % 97) end`;
  await client.query('begin');
  try {
    await client.query(`
      insert into identifiers (identifier, identifier_name, company_id, images, updated_at)
      select ${ident('g')}, ${name}, (array[${companyIds.join(',')}])[g % ${scaleCompanies} + 1],
        '["/images/identifiers/default.svg"]'::jsonb,
        timestamptz '2026-11-01 00:00:00+08' - ${draw('g', 3, 63_072_000)} * interval '1 second'
      from ${series}`);
    // The supply chain of every identifier: items trace a part, a popular part and every tenth the hot
    // part; parts other than sub-parts trace a sub-part; sub-parts trace nothing.
    const partGroup = (target: string, salt: number) =>
      `jsonb_build_array(${tracedEl(`'sc-p${salt}-1'`, '部件标识', target)}, ${el(`'sc-p${salt}-2'`, '部件名称', `(${sqlText(partNames)})[${draw('g', 10 + salt, partNames.length)} + 1]`)}, ${el(`'sc-p${salt}-3'`, '来料批次', `'LP' || lpad(${draw('g', 20 + salt, 100000)}::text, 6, '0')`)}, ${el(`'sc-p${salt}-4'`, '入厂检验', `'合格（抽检 32 件，不合格 0 件）'`)})`;
    const groups = `case
        when g < ${subs} then '[]'::jsonb
        when ${isPart} then jsonb_build_array(${partGroup(ident(`${draw('g', 4, subs)}`), 1)})
        else jsonb_build_array(${partGroup(ident(`${draw('g', 5, parts)}`), 2)}, ${partGroup(ident(`${draw('g', 6, 50)}`), 3)})
          || case when g % 10 = 0 then jsonb_build_array(${partGroup(`'${scaleIdentifier(hotPart)}'`, 4)}) else '[]'::jsonb end
      end`;
    const scene = (j: number, template: number, sceneName: string, elements: string, gated = false) =>
      client.query(`
        insert into identifier_scenes (scene_conf_id, identifier, template_code, scene_name, sms_gated, elements)
        select 10000000 + g * 5 + ${j}, ${ident('g')}, ${template}, '${sceneName}', ${gated}, ${elements}
        from ${series} where 1 + g % 4 > ${j}`);
    await scene(
      0,
      SceneType.supplyChain,
      '供应链管理',
      `jsonb_build_array(${el("'sc-1'", '供应链编号', "'SC-' || lpad(g::text, 9, '0')")}, jsonb_build_object('dataId', 'sc-2', 'lableName', '核心部件追溯', 'dataType', 'Array', 'lableValue', ${groups}, 'trace', 0, 'traceIdentifier', null), ${el("'sc-3'", '供应链负责人', "'沈佳怡（供应链管理部）'")})`,
    );
    await scene(
      1,
      SceneType.management,
      '产品管理',
      `jsonb_build_array(${el("'pm-1'", '产品型号', "'CR-' || (100 + " + draw('g', 2, 900) + ")")}, ${el("'pm-2'", '生产批次', "'B' || to_char(timestamptz '2026-01-01' + (g % 300) * interval '1 day', 'YYYYMMDD')")}, ${el("'pm-3'", '生产日期', "to_char(timestamptz '2026-01-01' + (g % 300) * interval '1 day', 'YYYY-MM-DD')")}, ${el("'pm-4'", '生产车间', "'常州武进工厂 总装二车间 ' || (1 + g % 6) || ' 号线'")}, ${el("'pm-5'", '执行标准', "'GB/T 30549-2014 交流伺服电动机通用技术条件'")}, ${el("'pm-6'", '质检结论', "'出厂检验合格，绝缘电阻 ≥ 100 MΩ，耐压 1500 V 1 min 无击穿'")}, ${el("'pm-7'", '保修期', "'自出厂之日起 18 个月'")})`,
    );
    await scene(
      2,
      SceneType.logistics,
      '物流信息',
      `jsonb_build_array(${el("'lg-1'", '运单号', "'SF' || lpad(g::text, 12, '0')")}, jsonb_build_object('dataId', 'lg-2', 'lableName', '物流轨迹', 'dataType', 'TraceDetails', 'trace', 0, 'traceIdentifier', null, 'lableValue', jsonb_build_array(${stations
        .map((s, i) => `jsonb_build_object('acceptTime', to_char(timestamptz '2026-02-01 08:00:00' + (g % 200) * interval '1 day' + ${i * 9} * interval '1 hour', 'YYYY-MM-DD HH24:MI:SS'), 'acceptStation', '${s}')`)
        .join(', ')})))`,
    );
    await scene(3, SceneType.monitoring, '设备监控', `jsonb_build_array(${el("'mo-1'", '运行状态', "'运行中'")}, ${el("'mo-2'", '累计运行时长', "(g % 5000) || ' 小时'")})`, true);
    // The recalled ones: sub-parts 1 and 2, and every 100,000th item.
    await client.query(`
      insert into identifier_scenes (scene_conf_id, identifier, template_code, scene_name, sms_gated, elements)
      select 10000000 + g * 5 + 4, ${ident('g')}, ${SceneType.recall}, '产品召回', false,
        jsonb_build_array(${el("'rc-1'", RECALL_TIME_LABEL, "'2026-10-' || lpad((1 + g % 28)::text, 2, '0')")}, ${el("'rc-2'", '召回原因', "'来料批次绝缘等级不达标，存在过热风险，请联系售后免费更换'")})
      from ${series} where g in (1, 2) or (g % 100000 = 7 and g >= ${parts})`);
    await client.query('commit');
  } catch (error) {
    await client.query('rollback');
    throw error;
  }
}

/** A database of this name on the server `serverUrl` names. */
const databaseUrl = (serverUrl: string, database: string) => Object.assign(new URL(serverUrl), { pathname: `/${database}` }).toString();

/**
 * A new database `name` holding the fixture of `n`, and its address. The fixture takes some 30 s to make
 * at 200,000 and is the same every time for the same schema, seed and generator, so it is kept on the server
 * as a template named by a hash of those files and of `n` (as the test command keeps node_modules by the
 * lockfile's, decision 0023), and each database is a copy of it (about a second). Templates of other files
 * are dropped; one killed while being filled is never used, as it gets its name only once full. `admin`
 * is a connection to another database of the same server.
 */
export async function scaleFixtureCopy(admin: Client, serverUrl: string, name: string, n: number): Promise<string> {
  const root = path.resolve(__dirname, '..');
  const files = [...readdirSync(path.join(root, 'db'), { recursive: true, encoding: 'utf8' }).map((f) => path.join(root, 'db', f)), path.join(root, 'testing', 'scale-fixture.ts')]
    .filter((f) => statSync(f).isFile() && !/\.test\.ts$/.test(f))
    .sort();
  const hash = createHash('sha256').update(String(n));
  for (const file of files) hash.update(path.relative(root, file)).update(readFileSync(file));
  const template = `idportal_scale_template_${n}_${hash.digest('hex').slice(0, 16)}`;
  const existing = (await admin.query<{ datname: string }>("select datname from pg_database where datname like $1", [`idportal_scale_template_${n}_%`])).rows.map((r) => r.datname);
  for (const stale of existing.filter((d) => d !== template)) await admin.query(`drop database if exists ${stale} with (force)`);
  if (!existing.includes(template)) {
    const filling = `idportal_scale_filling_${process.pid}`;
    await admin.query(`drop database if exists ${filling} with (force)`);
    await admin.query(`create database ${filling}`);
    await fillScaleFixture(databaseUrl(serverUrl, filling), n);
    await admin.query(`alter database ${filling} rename to ${template}`);
  }
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.query(`create database ${name} template ${template}`);
  return databaseUrl(serverUrl, name);
}
