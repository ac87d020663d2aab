import { run } from './github/main';

void run();
