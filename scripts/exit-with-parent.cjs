// Preloaded (`node --require`) into the processes `npm start` runs. Ctrl-C reaches them all, but a
// `kill -9` of `npm start` alone leaves them running, holding their ports and the embedded
// PostgreSQL's data folder, so the next `npm start` could not start. Each child notices that its
// parent is gone and stops itself cleanly, with the SIGTERM it would have got.
const parent = process.ppid;
setInterval(() => {
  if (process.ppid !== parent) process.kill(process.pid, 'SIGTERM');
}, 1000).unref();
