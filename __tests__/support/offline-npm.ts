import { spawnSync, type SpawnSyncReturns } from 'node:child_process';

/**
 * npm with a private cache, no registry reachable (a closed loopback port) and offline: nothing may
 * be fetched, so an install that works here needs no dependency from the network.
 */
export function offlineNpm(args: string[], cwd: string, cache: string): SpawnSyncReturns<string> {
  const env = {
    ...process.env,
    npm_config_cache: cache,
    npm_config_registry: 'http://127.0.0.1:9/',
    npm_config_offline: 'true',
    npm_config_audit: 'false',
    npm_config_fund: 'false',
    npm_config_update_notifier: 'false',
  };
  const r = spawnSync('npm', args, { cwd, env, encoding: 'utf8', timeout: 120_000 });
  if (r.status !== 0) throw new Error(`npm ${args.join(' ')} exited ${r.status}:\n${r.stdout}\n${r.stderr}`);
  return r;
}
