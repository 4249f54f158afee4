// The baseline for the action benchmarks: a bare Fastify server with one JSON POST route that
// answers an envelope of about the same size as QryRandomNo's. Run as its own process (like the
// real server) so that it does not share an event loop with autocannon.
// Usage: node --import tsx bench/bare-server.ts PORT
import Fastify from 'fastify';

const port = Number(process.argv[2] ?? 0);
const app = Fastify({ logger: false });

app.post('/bare', async (request) => {
  const body = (request.body ?? {}) as Record<string, unknown>;
  return { rspMsgCd: 'MMC00000', rspMsgInf: 'Success', randomNo: 'a'.repeat(32), echo: Object.keys(body).length };
});

await app.listen({ port, host: '127.0.0.1' });
console.log(`bare server ready on ${port}`);

for (const sig of ['SIGINT', 'SIGTERM'] as const) {
  process.on(sig, () => {
    void app.close().then(() => process.exit(0));
  });
}
