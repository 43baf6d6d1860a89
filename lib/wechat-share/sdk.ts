/** WeChat's JS-SDK, loaded by pages opened in WeChat (components/identifier/wechat-share.tsx). */
export const wechatSdkUrl = 'https://res.wx.qq.com/open/js/jweixin-1.6.0.js';
/** Its host, which the identifier pages' policy names when an official account is configured (runtime/wechat-policy.ts). */
export const wechatSdkOrigin = 'https://res.wx.qq.com';
