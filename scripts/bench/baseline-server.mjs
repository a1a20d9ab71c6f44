/**
 * The bench's reference: a bare Fastify server answering GET / with {ok:true}, in its own
 * process like the portal server. Every other call is read as a ratio to its requests/s.
 * Listens on 127.0.0.1:$PORT; stops on SIGTERM/SIGINT.
 */
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/', async () => ({ ok: true }));

for (const signal of ['SIGTERM', 'SIGINT']) {
  process.once(signal, () => {
    app.close().finally(() => process.exit(0));
  });
}

await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT) });
