import type { Step } from './pipeline';

// The Content-Security-Policy of every answer that brings none of its own: the prerendered and cached pages
// (content and identifier pages), the API and the build's files. The dynamic pages' proxy (proxy.ts)
// replaces it with one carrying the request's nonce; wechat-policy.ts widens it on identifier pages.
//
// Set here rather than as a header rule in next.config.mjs: Next compiled a rule's header value as a path
// pattern for every request when it holds a colon (`data:`, `blob:`), about 2 % of a cached identifier
// page's CPU for one fixed string (issue 64 item 4). Production only: development needs eval and a
// websocket, so its pages go without a policy, as they did.

export function pagePolicy(policy: string): Step {
  return (_req, res, next) => {
    res.setHeader('Content-Security-Policy', policy);
    next();
  };
}
