import { identifierFromPathname } from '@/lib/identifier/path';
import { wechatSdkOrigin } from '@/lib/wechat-share/sdk';
import { beforeHead, type Step } from './pipeline';

// With an official account configured (WECHAT_MP_APP_ID), an identifier page opened in WeChat loads the JS-SDK
// from WeChat's host (components/identifier/wechat-share.tsx). The pages' policy (page-policy.ts) knows
// nothing of a deployment's account, so the host is added here, to the identifier pages' script-src
// only, as their answer goes out; every other page keeps the common policy.

/** The policy with `origin` allowed to serve scripts (once). */
export function withScriptOrigin(policy: string, origin: string): string {
  return policy
    .split(';')
    .map((directive) => {
      const trimmed = directive.trim();
      if (!trimmed.startsWith('script-src ') || trimmed.split(/\s+/).includes(origin)) return directive;
      return `${directive} ${origin}`;
    })
    .join(';');
}

export const wechatScriptPolicy: Step = (req, res, next) => {
  if ((req.method !== 'GET' && req.method !== 'HEAD') || !identifierFromPathname(req.url?.split('?')[0] ?? null)) return next();
  beforeHead(res, (answer) => {
    const policy = answer.getHeader('content-security-policy');
    if (typeof policy === 'string') answer.setHeader('content-security-policy', withScriptOrigin(policy, wechatSdkOrigin));
  });
  next();
};
