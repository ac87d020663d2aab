/**
 * The default bench's query treatments for wordy questions (bench/support/query-handling.ts):
 * filler dropped as whole words only, terms with dots and colons left as they are, and a question
 * split on its own sentences and on a title joined to its post with ": ".
 */
import { dropFiller, sentences, wordCount } from '../../bench/support/query-handling';

describe('query handling of the default bench', () => {
  test('conversational filler goes, as whole words, the longest phrase first; the rest stays as typed', () => {
    expect(dropFiller('Is there a way to send intermittent responses to client?')).toBe('send intermittent responses to client?');
    expect(dropFiller("cant set session timeout: Im simply trying to set a timeout")).toBe('cant set session timeout: Im simply set a timeout');
    expect(dropFiller('Doesn\'t find pattern occurrences in .env file')).toBe("Doesn't find pattern occurrences in .env file");
    // `this` is not `hi`, `pleased` is not `please`: whole words only.
    expect(dropFiller('this pleased nobody')).toBe('this pleased nobody');
    // Nothing but filler: the question as asked.
    expect(dropFiller('Thanks!')).toBe('Thanks!');
  });

  test('sentences: after . ? ! and a space, and a title joined with ": "; never inside :attribute: or include::', () => {
    expect(sentences('How can I get the datas? I use request.get_json() but it is None')).toEqual(['How can I get the datas?', 'I use request.get_json() but it is None']);
    expect(sentences('flask does not return json: for whatever reason it returns None')).toEqual(['flask does not return json:', 'for whatever reason it returns None']);
    expect(sentences('when i put :stylesheet: xyz.css it is ignored')).toEqual(['when i put :stylesheet: xyz.css it is ignored']);
    expect(sentences('base_dir not working for include:: with relative paths')).toEqual(['base_dir not working for include:: with relative paths']);
    expect(wordCount('  one two\tthree ')).toBe(3);
  });
});
