// The developer documentation page and the contact page's resource cards (000 §9: cloud IDE, view
// documentation, download now).

export interface ResourceCard {
  key: 'ide' | 'docs' | 'download';
  title: string;
  text: string;
  action: string;
  /** A site path or a file under /docs; the cloud IDE has none yet and asks for a consultation. */
  href?: string;
  download?: boolean;
}

export const resourceCards: ResourceCard[] = [
  { key: 'ide', title: '云端IDE', text: '在浏览器中调试标识注册与解析接口，预置示例工程。目前开放邀请体验，提交申请后开通。', action: '申请体验' },
  { key: 'docs', title: '查看文档', text: '接入流程、编码规则、数据模板与接口说明，帮助开发者快速完成系统对接。', action: '查看文档', href: '/develop_document' },
  { key: 'download', title: '立即下载', text: '下载《标识解析企业接入指南》与行业编码规范，离线查阅。', action: '立即下载', href: '/docs/identifier-access-guide.pdf', download: true },
];

export interface DocSection {
  id: string;
  title: string;
  paragraphs: string[];
  /** A short code or data sample shown in a monospace block. */
  sample?: string;
}

export const developerDocs: DocSection[] = [
  {
    id: 'overview',
    title: '接入概述',
    paragraphs: [
      '企业接入标识解析体系分为三步：申请企业前缀、注册标识并关联数据、在业务中使用标识解析。不具备开发条件的企业可以使用节点提供的注册管理平台与批量注册工具，零开发完成接入。',
      '具备开发能力的企业可以通过接口把ERP、MES等系统中的数据按标识发布，或在自己的应用中调用标识解析。',
    ],
  },
  {
    id: 'coding',
    title: '编码规则',
    paragraphs: ['标识采用“企业前缀/对象编码”的结构。对象编码由企业自行规划，建议遵循《电子信息行业产品标识编码规范（试行）》：对象类型码、品类码，再加批次码或序列码。'],
    sample: '88.365.1/DEMO0001\n└─ 88.365.1  企业前缀（节点分配）\n   └─ DEMO0001  对象编码（企业自行规划）',
  },
  {
    id: 'resolve',
    title: '标识解析',
    paragraphs: [
      '标识解析返回对象的名称、图片、所属企业与场景数据。公开数据无需授权；运行监控、远程运维等受限数据需先完成手机号验证。',
      '在门户中，每个标识都有自己的页面，地址形如 /product_scene/88.365.1/DEMO0001，可直接生成二维码印在产品上。',
      '以 Accept: application/json 请求同一地址，可获得该页面的公开数据，其中 updateTime 为标识数据最近一次变更的时间（北京时间），viewCount 为页面被访客浏览的次数（不含搜索引擎爬虫，约 30 秒更新一次）。',
    ],
    sample: 'POST /platform-console-service/identifier/manager/identifier/detail\n{ "identifier": "88.365.1/DEMO0001" }\n\n→ { "success": true, "data": { "identifier": "…", "identifierName": "…", "scenes": [ … ] } }',
  },
  {
    id: 'batch',
    title: '批量解析',
    paragraphs: [
      '一次解析多个标识：每次 1 至 500 个，请求体为 JSON（不超过 64KB）。全角字符和空格会自动转换，重复的标识只查一次，格式不正确的标识在 invalid 中列出行号与原因。',
      '每个结果含名称、所属企业、召回状态（recalled、recallTime）与所含召回部件（recalledParts，按追溯关系向下最多 5 层）。数据与标识页面一致，最长 30 秒更新一次。同一来源 IP 每 10 分钟最多解析 3000 个标识，超出时返回 429 与 Retry-After。也可在门户的“批量查询”页面粘贴或上传 CSV、XLSX 文件，并导出结果。',
    ],
    sample:
      'POST /api/identifier/batch\nContent-Type: application/json\n{ "identifiers": ["88.365.1/KIT00001", "８８．３６５．１／ＤＥＭＯ０００１", "DEMO0001"] }\n\n→ { "ok": true, "duplicates": 0,\n    "invalid": [{ "line": 3, "input": "DEMO0001", "reason": "缺少“/”，标识格式如 88.365.1/DEMO0001" }],\n    "results": [{ "identifier": "88.365.1/KIT00001", "status": "found", "name": "…", "company": "…",\n                  "recalled": false, "recallTime": null,\n                  "recalledParts": [{ "identifier": "88.365.1/DEMO0001", "name": "…", "recallTime": "2025-11-18" }],\n                  "url": "https://…/product_scene/88.365.1/KIT00001", "message": null }, …] }',
  },
  {
    id: 'security',
    title: '安全与授权',
    paragraphs: ['数据分为公开、受限与私有三级。私有数据只保存在企业侧，通过解析数据网关按授权应答。所有受限数据的查询都会被记录，企业可随时审计。'],
  },
];
