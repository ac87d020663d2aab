import { InputError } from '../../src/errors';

/** Runs `fn`, which must reject with an InputError (exit 2 material); returns it for assertions. */
export async function inputError(fn: () => Promise<unknown>): Promise<InputError> {
  try {
    await fn();
  } catch (e) {
    expect(e).toBeInstanceOf(InputError);
    return e as InputError;
  }
  throw new Error('expected an InputError');
}
