import { fields, row, scene, smsGatedSceneIds, stations } from './build';
import { SceneType, type CompanySeed, type IdentifierSeed } from './types';

// An identifier whose company typed script into every field it owns: the name, the introduction, the
// website, scene values and trace stations. The identifier page is cached and served under a policy
// without a nonce (docs/decisions/0025), so e2e/identifier-hostile-data.spec.ts opens this one and fails
// on any dialog, console error or script that runs. Listed in the identifier sitemaps like every identifier
// (by its code alone, decision 0050), so the site crawl opens it too.

const breakers = {
  script: '</script><script>window.__pwned="script";alert("script")</script>',
  image: '<img src=x onerror="window.__pwned=\'img\';alert(\'img\')">',
  jsonLd: '"}</script><script type="application/ld+json">{"@type":"x"}</script><script>window.__pwned="ld"</script>\u2028\u2029',
  svg: '<svg onload="window.__pwned=\'svg\'"></svg>',
  template: '{{constructor.constructor("window.__pwned=1")()}} ${alert(1)}',
};

export const hostileCompany: CompanySeed = {
  indentifierPrefix: '88.365.9',
  companyName: `脚本测试企业${breakers.image}`,
  name: '脚本测试企业',
  createTime: '2024-05-20 10:00:00',
  status: 1,
  website: 'javascript:window.__pwned="website";alert("website")',
  industry: `制造业${breakers.svg}`,
  introduce: `企业简介中含有脚本：${breakers.script}${breakers.jsonLd}${breakers.template}`,
  qrcodeLink: 'javascript:alert("qr")',
};

const scenes = [
  scene(
    9101,
    SceneType.tracing,
    `产品溯源${breakers.svg}`,
    fields({
      产品名称: breakers.script,
      [`批次${breakers.image}`]: breakers.jsonLd,
      说明: breakers.template,
      链接: 'javascript:window.__pwned="link"',
    }),
  ),
  scene(9102, SceneType.logistics, '物流监控', [
    row('运单号', breakers.image),
    stations('物流轨迹', [
      ['2026-01-01 10:00:00', breakers.script],
      ['2026-01-02 10:00:00', breakers.svg],
    ]),
  ]),
];

export const payload1: IdentifierSeed = {
  identifier: '88.365.9/PAYLOAD1',
  identifierName: `脚本测试标识${breakers.script}${breakers.jsonLd}`,
  company: hostileCompany,
  images: ['javascript:window.__pwned="image"', '/images/identifiers/default.svg'],
  updatedAt: '2026-01-03 10:00:00',
  scenes,
  smsGated: smsGatedSceneIds(scenes),
};
