import 'server-only';

// The one way pages and route handlers reach the session (docs/decisions/0017-one-session-path.md).
// Pages: requireUser() (the user, or home or login; its `call` for the gateway). Route handlers:
// signedIn() (the user, or the 401 for a guest), currentUser() where guests are served too, and
// userCall(). The refresh rule lives in ./freshness.ts and nowhere else.
export { currentUser, type CurrentUser } from './current-user';
export { notSignedIn, signedIn, type SignedIn } from './signed-in';
export { pagePath, requireUser, type PageSession } from './require-user';
export { userCall, userToken, type UserCall } from './user-call';
export { consentGiven, endSession, sessionAwaitingConsent, startSession, updateSessionUser } from './lifecycle';
export { refreshAndReturn } from './refresh-detour';
