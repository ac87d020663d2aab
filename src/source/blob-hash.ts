import { createHash } from 'node:crypto';

/** Git's blob hash of raw bytes, `sha1("blob <size>\0" + bytes)`, so a folder file and a committed blob compare equal. */
export function gitBlobHash(bytes: Uint8Array): string {
  return createHash('sha1').update(`blob ${bytes.length}\0`).update(bytes).digest('hex');
}
