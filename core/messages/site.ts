// The site around the pages: the brand, the side menu, the content pages' banner labels, the demo banner and
// inbox, and what zod would have said in English.
export const siteMessages = {
  // The brand in the header and footer, and the header's link home: named by what it shows, then where it
  // goes, so a person who says what they see reaches it (WCAG 2.5.3)
  brandTitle: '工业互联网标识解析',
  brandSubtitle: '二级节点 · 公共服务平台',
  brandHomeLink: '{brand}，首页',
  // The side menu (000 §2): a rail from 900 px, the navigation drawer and the footer on phones
  sideMenuTitle: '快捷服务',
  contactUs: '联系我们',
  backToTop: '返回顶部',
  // The care mode (关怀版, issue 62): its switch in every header, and the identifier page's summary read aloud
  careModeEnter: '关怀版',
  // In the care mode's header, where 24 px type leaves a 360 px phone room for three letters
  careModeLeave: '标准版',
  // Under each film of the introduction: its text version (GB/T 37668)
  filmTranscript: '文字版',
  careModeSwitched: '已切换到关怀版：字更大，按钮更大，页面更简洁',
  careModeLeft: '已切换回标准版',
  // The small label above a content page's heading (PageBanner's eyebrow): what the page is part of. The
  // identifier introduction (/new_identification) and the prefix application (/identification) share one.
  eyebrowIdentifier: '标识解析',
  eyebrowEcology: '合作伙伴招募',
  eyebrowIntroduce: '公司概况',
  eyebrowContact: '服务支持',
  eyebrowDevelopDocument: '开发者中心',
  // A deployment that is not a real one (docs/decisions/0016): the banner on every page and the demo inbox
  demoBannerTitle: '演示环境',
  demoBannerDemo: '本站为演示部署，数据仅供体验，请勿用于真实业务。',
  demoBannerSandbox: '支付为模拟支付，不会产生真实扣款。',
  demoInboxTitle: '演示收件箱',
  demoInboxBadge: '演示',
  demoInboxIntro: '演示环境不发送真实短信。输入手机号，查看发往该号码的最新一条短信。',
  demoInboxPhone: '手机号',
  demoInboxSubmit: '查看短信',
  demoInboxNewest: '最新短信',
  demoInboxEmpty: '该手机号暂无短信，请先在页面上获取验证码',
  demoInboxUnavailable: '暂时无法读取演示收件箱，请稍后重试',
  demoInboxHint: '演示环境：验证码可在演示收件箱查看',
  // Input a form's own rules did not foresee (a script, an old page): what zod would have said in English
  requestMalformed: '请求内容格式不正确，请刷新页面后重试',
  fieldMissing: '缺少必填内容，请检查后重试',
  fieldTooLong: '内容过长或数值过大，请检查后重试',
  fieldTooShort: '内容过短或数值过小，请检查后重试',
  fieldUnknown: '请求中含有无法识别的内容，请刷新页面后重试',
  fieldInvalid: '内容格式不正确，请检查后重试',
  // The filing numbers of a demo or test deployment, which has none of its own (lib/config/filing.ts)
  filingExample: '（示例）',
  // A body larger than its door takes, refused before it is read (runtime/body-limits.ts)
  bodyTooLarge: '提交的内容过大，请精简后重试',
} as const;
