// PGlite with pgvector on a loopback port, in a process of its own (PGlite loads its WebAssembly
// with dynamic imports, which Jest's module sandbox does not run). Prints `READY <port>` once it
// listens, and serves until killed.
import { PGlite } from '@electric-sql/pglite';
import { vector } from '@electric-sql/pglite-pgvector';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';

const db = await PGlite.create({ extensions: { vector } });
const server = new PGLiteSocketServer({ db, port: 0, host: '127.0.0.1', maxConnections: 8 });
await server.start();
process.stdout.write(`READY ${server.getServerConn().split(':').pop()}\n`);
const stop = async () => {
  await server.stop();
  await db.close();
  process.exit(0);
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
