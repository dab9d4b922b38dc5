-- The guessing limits' counters write no WAL (issue 23, bench:streams). Every referee code shown,
-- so every deal, counts an attempt before it is checked and gives it back after: two commits,
-- each of which waited for a WAL flush (1.4-3.8 ms median, 11-160 ms at p99 on a busy machine;
-- unlogged: 0.4-0.6 ms and 6-11 ms), the first one on the deal's way. Counters need no
-- durability: a crash of PostgreSQL empties this table (its recovery truncates unlogged tables),
-- which forgives at most one window of wrong guesses (10 minutes), and a standby promoted after a
-- failover starts its counts from zero. The deals, the audit and the events stay logged.
ALTER TABLE "rate_limits" SET UNLOGGED;
