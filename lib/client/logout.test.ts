import { clearStorageOnLogout, forgetOnForcedLogin } from './local-data';
import { afterLogout } from './logout';
import { currentApplicationKey, rememberedAccountKey } from './storage-keys';

class MemoryStorage {
  private items = new Map<string, string>();
  get length() {
    return this.items.size;
  }
  key(i: number) {
    return [...this.items.keys()][i] ?? null;
  }
  setItem(k: string, v: string) {
    this.items.set(k, v);
  }
  getItem(k: string) {
    return this.items.get(k) ?? null;
  }
  removeItem(k: string) {
    this.items.delete(k);
  }
}

describe('logout', () => {
  it('clears localStorage but keeps the remembered application and account name', () => {
    const storage = new MemoryStorage();
    storage.setItem(currentApplicationKey, '{"id":48}');
    storage.setItem(rememberedAccountKey, 'demo_user');
    storage.setItem('lastIdentifierSearch', '88.365.1/DEMO0001');
    storage.setItem('userInfo', '{"name":"x"}');
    storage.setItem('verifyCodeToken', 't');
    clearStorageOnLogout(storage);
    expect(storage.length).toBe(2);
    expect(storage.getItem(currentApplicationKey)).toBe('{"id":48}');
    expect(storage.getItem(rememberedAccountKey)).toBe('demo_user');
  });

  it('goes back one page on confirm-order and payment, reloads elsewhere in the marketplace, home on the portal’s pages', () => {
    expect(afterLogout('/application/confirmOrder')).toEqual({ kind: 'back' });
    expect(afterLogout('/application/confirm-order')).toEqual({ kind: 'back' });
    expect(afterLogout('/application/payment/')).toEqual({ kind: 'back' });
    expect(afterLogout('/application')).toEqual({ kind: 'reload' });
    expect(afterLogout('/application/list')).toEqual({ kind: 'reload' });
    expect(afterLogout('/application/list/detail/48')).toEqual({ kind: 'reload' });
    expect(afterLogout('/application/payResult')).toEqual({ kind: 'reload' });
    expect(afterLogout('/apporder')).toEqual({ kind: 'reload' });
    expect(afterLogout('/applications-news')).toEqual({ kind: 'home' });
    expect(afterLogout('/personal_update')).toEqual({ kind: 'home' });
    expect(afterLogout('/identification/apply')).toEqual({ kind: 'home' });
    expect(afterLogout('/home')).toEqual({ kind: 'home' });
  });

  it('forgets what a forced re-login must not leave behind, the prefix draft included', () => {
    const storage = new MemoryStorage();
    storage.setItem(currentApplicationKey, '{"id":48}');
    storage.setItem('idportal.prefixDraft.7', '{"form":{"name":"南京云帆智能装备有限公司"}}');
    forgetOnForcedLogin(storage);
    expect(storage.getItem('idportal.prefixDraft.7')).toBeNull();
    expect(storage.getItem(currentApplicationKey)).toBe('{"id":48}');
    expect(() => forgetOnForcedLogin(undefined)).not.toThrow();
  });
});
