/** The action's entry: the real dependencies, then runAction (which reports its own failures). */
import { realDeps } from './real-deps';
import { runAction } from './run';

/** Runs the GitHub Action as the runner invokes it. */
export async function run(): Promise<void> {
  await runAction(realDeps());
}
