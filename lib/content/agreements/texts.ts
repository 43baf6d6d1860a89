// The five texts in one module, so the pages that ask for them carry one loader, not five (index.ts).
export { text as service } from './service';
export { text as marketUser } from './market-user';
export { text as userService } from './user-service';
export { text as privacy } from './privacy';
export { text as prefixRegistration } from './prefix-registration';
