// The error screens (app/**/error.tsx, app/global-error.tsx): an unexpected failure, never Next's English
// page. An area of its own because the global error boundary is a bundle of its own that every page loads
// beside the layout's, which holds the whole catalogue: these few texts are all it carries
// (components/errors/error-screen.tsx).
export const errorMessages = {
  backHome: '返回首页',
  errorTitle: '页面出错了',
  errorHint: '抱歉，页面暂时无法显示。您可以重试，或返回首页继续浏览。',
  errorRetry: '重试',
  errorReference: '错误编号',
  errorReferenceHint: '如需帮助，请将错误编号告知客服，以便我们尽快查明原因。',
} as const;
