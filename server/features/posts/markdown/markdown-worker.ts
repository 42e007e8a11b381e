import { parentPort } from 'node:worker_threads';
import { postText } from './post-text.ts';

/** The parse worker (markdown-pool.ts): one job at a time, each a list of texts. */
parentPort!.on('message', (job: { id: number; texts: string[] }) => {
  parentPort!.postMessage({ id: job.id, results: job.texts.map((t) => postText(t)) });
});
// Every part of the parser run once before the first job, so no author's save pays for compiling it.
postText(
  '# a\n\n**b** _c_ ~~d~~ `e` [f](g) ![h](i) <j> www.k.com\n\n- [ ] l\n\n> m\n\n| n | o |\n|---|---|\n| p | q |\n\n```\nr\n```',
);
parentPort!.postMessage({ ready: true });
