import type { DownloadableDocument } from '../types';

// The specification documents news items offer for download; the files live in public/docs/ and
// content.test.ts checks that each one exists.

export const documents = {
  codingSpec: { name: '电子信息行业产品标识编码规范（试行）', href: '/docs/electronics-identifier-coding-spec.pdf', format: 'PDF' },
  dataElements: { name: '电子信息行业产品标识数据元规范（征求意见稿）', href: '/docs/electronics-data-elements-draft.pdf', format: 'PDF' },
  prefixChecklist: { name: '企业标识前缀申请材料清单', href: '/docs/prefix-application-checklist.txt', format: 'TXT' },
  secureAccess: { name: '二级节点安全接入要求（摘要）', href: '/docs/secure-access-requirements.txt', format: 'TXT' },
  caseTemplate: { name: '融合应用案例申报模板', href: '/docs/case-application-template.txt', format: 'TXT' },
  accessGuide: { name: '标识解析企业接入指南', href: '/docs/identifier-access-guide.pdf', format: 'PDF' },
} satisfies Record<string, DownloadableDocument>;
