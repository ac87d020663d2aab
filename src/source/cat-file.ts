import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { gitEnv } from './git-run';

/** One object as `git cat-file --batch` prints it (`--batch-check`: its header only, `data` empty). */
export interface CatFileObject {
  /** The object's id, as git resolved the name. */
  oid: string;
  type: string;
  /** Its size in bytes, known from the header before any of its bytes are read. */
  size: number;
  data: Buffer;
}

const NO_DATA = Buffer.alloc(0);

interface Pending {
  resolve(obj: CatFileObject | null): void;
  reject(err: Error): void;
}

/**
 * One long-lived `git cat-file --batch` process for every object a reader needs: requests are
 * written as lines, answers are stream-parsed in order (`<sha> <type> <size>\n<bytes>\n`, or
 * `<name> missing\n`). Spawning git once per file costs milliseconds each; 10k files would take
 * longer than reading them. With `check`, the process is `--batch-check`: headers only, so a
 * reader learns an object's size before it asks for its bytes.
 */
export class CatFileBatch {
  private child: ChildProcessWithoutNullStreams | null = null;
  private readonly queue: Pending[] = [];
  private head = 0;
  private header: Buffer[] = [];
  private body: Buffer | null = null;
  private bodyType = '';
  private bodyOid = '';
  private filled = 0;
  private failure: Error | null = null;

  constructor(
    private readonly cwd: string,
    private readonly check = false,
  ) {}

  /** Reads one object by name (`<sha>` or `<commit>:<path>`); null when git says it is missing. */
  read(name: string): Promise<CatFileObject | null> {
    if (this.failure) return Promise.reject(this.failure);
    // A name with a newline would be read as two requests and desynchronise every later answer.
    if (name.includes('\n')) return Promise.resolve(null);
    const child = this.start();
    return new Promise<CatFileObject | null>((resolve, reject) => {
      this.queue.push({ resolve, reject });
      if (this.queue.length - this.head === 1) this.setRef(true);
      child.stdin.write(`${name}\n`);
    });
  }

  /**
   * Reads many objects with one write and no promise per object: `each(k, object)` is called in
   * request order as answers arrive; resolves when all have arrived.
   */
  readEach(names: readonly string[], each: (k: number, obj: CatFileObject | null) => void): Promise<void> {
    if (this.failure) return Promise.reject(this.failure);
    if (names.length === 0) return Promise.resolve();
    const child = this.start();
    return new Promise<void>((resolve, reject) => {
      let left = names.length;
      let done = false;
      const finish = (err?: Error) => {
        if (done) return;
        done = true;
        if (err) reject(err);
        else resolve();
      };
      const wasIdle = this.queue.length === this.head;
      const lines: string[] = [];
      for (let k = 0; k < names.length; k++) {
        // A name with a newline would desynchronise the answers: ask for an empty name (missing) instead.
        lines.push(names[k].includes('\n') ? '' : names[k]);
        this.queue.push({
          resolve: (obj) => {
            if (done) return;
            try {
              each(k, names[k].includes('\n') ? null : obj);
            } catch (e) {
              finish(e as Error);
              return;
            }
            if (--left === 0) finish();
          },
          reject: finish,
        });
      }
      if (wasIdle) this.setRef(true);
      child.stdin.write(`${lines.join('\n')}\n`);
    });
  }

  /** Ends the process (its stdin closes, git exits). */
  async close(): Promise<void> {
    const child = this.child;
    if (!child) return;
    // Keep Node alive until git has exited, or an awaited close() would end the process silently.
    this.setRef(true);
    this.child = null;
    await new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      child.once('close', () => resolve());
      child.stdin.end();
    });
  }

  private start(): ChildProcessWithoutNullStreams {
    if (this.child) return this.child;
    const child = spawn('git', ['cat-file', this.check ? '--batch-check' : '--batch'], { cwd: this.cwd, env: gitEnv(), stdio: ['pipe', 'pipe', 'pipe'] });
    this.child = child;
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => this.onData(d));
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString('utf8')));
    child.stdin.on('error', () => undefined); // an early exit is reported by 'close' below
    child.on('error', (e) => this.fail(new Error(`git cat-file could not start: ${e.message}`)));
    child.on('close', (code) => {
      if (this.child === child) this.child = null;
      if (this.queue.length > this.head) this.fail(new Error(`git cat-file --batch exited (${code}) with requests pending: ${stderr.trim()}`));
    });
    this.setRef(false);
    return child;
  }

  /** Keeps Node alive only while answers are awaited, so a reader nobody closes never hangs the process. */
  private setRef(on: boolean, c: ChildProcessWithoutNullStreams | null = this.child): void {
    if (!c) return;
    for (const h of [c, c.stdin, c.stdout, c.stderr] as Array<{ ref?: () => void; unref?: () => void }>) {
      if (on) h.ref?.();
      else h.unref?.();
    }
  }

  private fail(err: Error): void {
    this.failure = err;
    while (this.head < this.queue.length) this.queue[this.head++].reject(err);
  }

  private deliver(obj: CatFileObject | null): void {
    const p = this.queue[this.head++];
    if (this.head > 1024 && this.head * 2 > this.queue.length) {
      this.queue.splice(0, this.head);
      this.head = 0;
    }
    if (this.head === this.queue.length) this.setRef(false);
    p?.resolve(obj);
  }

  private onData(data: Buffer): void {
    let pos = 0;
    while (pos < data.length) {
      if (this.body) {
        const n = Math.min(this.body.length - this.filled, data.length - pos);
        data.copy(this.body, this.filled, pos, pos + n);
        this.filled += n;
        pos += n;
        if (this.filled === this.body.length) {
          const body = this.body;
          this.body = null;
          this.deliver({ oid: this.bodyOid, type: this.bodyType, size: body.length - 1, data: body.subarray(0, body.length - 1) });
        }
        continue;
      }
      const nl = data.indexOf(10, pos);
      if (nl < 0) {
        this.header.push(data.subarray(pos));
        return;
      }
      const line = (this.header.length ? Buffer.concat([...this.header, data.subarray(pos, nl)]) : data.subarray(pos, nl)).toString('utf8');
      this.header = [];
      pos = nl + 1;
      const parts = line.split(' ');
      const last = parts[parts.length - 1];
      if (parts.length < 3 || !/^\d+$/.test(last)) {
        this.deliver(null); // `<name> missing` or `<name> ambiguous`
        continue;
      }
      const size = Number(last);
      const type = parts[parts.length - 2];
      const oid = parts[0];
      if (this.check) {
        this.deliver({ oid, type, size, data: NO_DATA });
      } else if (data.length - pos >= size + 1) {
        // The whole object is in this chunk: hand out a view instead of copying (every reader
        // decodes it into a string of its own at once; none keeps the view).
        const body = data.subarray(pos, pos + size);
        pos += size + 1;
        this.deliver({ oid, type, size, data: body });
      } else {
        this.body = Buffer.allocUnsafe(size + 1); // object bytes plus the trailing LF
        this.bodyType = type;
        this.bodyOid = oid;
        this.filled = 0;
      }
    }
  }
}

/**
 * The first `maxBytes` bytes of a blob, from a `git cat-file blob` of its own that is stopped
 * once they have arrived: the batch process would stream the whole object (a 100 MB blob that
 * packs to a few KB costs git seconds to inflate and us a 100 MB buffer), and a detector that
 * looks at the start of a file needs only that start. Resolves with fewer bytes for a shorter blob.
 */
export function readBlobPrefix(cwd: string, oid: string, maxBytes: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const child = spawn('git', ['cat-file', 'blob', oid], { cwd, env: gitEnv(), stdio: ['ignore', 'pipe', 'ignore'] });
    const parts: Buffer[] = [];
    let got = 0;
    let done = false;
    const finish = () => {
      if (done) return;
      done = true;
      // Buffer.concat copies: the result pins none of the pipe's chunks.
      resolve(Buffer.concat(parts, Math.min(got, maxBytes)));
    };
    child.stdout.on('data', (d: Buffer) => {
      if (done) return;
      parts.push(d.length > maxBytes - got ? d.subarray(0, maxBytes - got) : d);
      got += d.length;
      if (got >= maxBytes) {
        finish();
        child.stdout.destroy();
        child.kill();
      }
    });
    child.on('error', (e) => {
      if (!done) {
        done = true;
        reject(new Error(`git cat-file could not start: ${e.message}`));
      }
    });
    child.on('close', finish);
  });
}
