import { connectDb } from '/work/wt-19/server/db/connect.ts';
import { createLogger } from '/work/wt-19/server/logger.ts';
import { startBoss } from '/work/wt-19/server/notifications/queue.ts';
const logger = createLogger('info');
for (const url of [undefined, 'postgres://postgres@127.0.0.1:5432/lp_h19']) {
  const db = await connectDb({ databaseUrl: url, logger });
  let t = Date.now();
  const boss = await startBoss(db, logger);
  console.log(db.engine, 'start', Date.now() - t);
  await boss.createQueue('t1', { retryLimit: 2 });
  t = Date.now();
  let got = 0;
  await boss.work('t1', { pollingIntervalSeconds: 0.5 }, async (jobs) => { got += jobs.length; });
  await boss.send('t1', { a: 1 }, { id: '11111111-1111-5111-8111-111111111111' });
  console.log('dup', await boss.send('t1', { a: 1 }, { id: '11111111-1111-5111-8111-111111111111' }));
  while (got < 1) await new Promise((r) => setTimeout(r, 50));
  console.log('roundtrip', Date.now() - t);
  await boss.stop({ graceful: true, timeout: 2000 });
  await db.close();
}
