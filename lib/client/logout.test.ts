import { afterLogout, clearStorageOnLogout } from './logout';
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

  it('goes back one page on confirm-order and payment, home elsewhere', () => {
    expect(afterLogout('/application/confirmOrder')).toEqual({ kind: 'back' });
    expect(afterLogout('/application/confirm-order')).toEqual({ kind: 'back' });
    expect(afterLogout('/application/payment/')).toEqual({ kind: 'back' });
    expect(afterLogout('/application/payResult')).toEqual({ kind: 'home' });
    expect(afterLogout('/personal_update')).toEqual({ kind: 'home' });
    expect(afterLogout('/home')).toEqual({ kind: 'home' });
  });
});
