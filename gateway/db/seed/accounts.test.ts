import { needsRehash, verifyPassword } from '../../auth/password';
import { demoPassword, demoPasswordHashes } from './accounts';

describe('demo accounts', () => {
  it('store real scrypt hashes of the demo password, each salted differently', async () => {
    expect(new Set(demoPasswordHashes.map((h) => h.split('$')[4])).size).toBe(demoPasswordHashes.length);
    for (const hash of demoPasswordHashes) {
      await expect(verifyPassword(demoPassword, hash)).resolves.toBe(true);
      await expect(verifyPassword('wrong-password', hash)).resolves.toBe(false);
      // At the storage setting (decision 0056): a demo login outside a test run does not rehash them.
      expect(needsRehash(hash, {})).toBe(false);
    }
  });
});
