import * as core from '@actions/core';
import { context } from '@actions/github';
test('esm actions load', () => { expect(typeof core.setOutput).toBe('function'); expect(context).toBeDefined(); });
