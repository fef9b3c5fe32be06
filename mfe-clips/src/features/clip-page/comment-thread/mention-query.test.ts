import { completeMention, mentionAt, splitMentions } from './mention-query';

test('splits out only the names the server resolved, in any case; the rest stays text', () => {
  expect(splitMentions('hi @Bob and @nobody, mail me@bob.example', ['bob'])).toEqual([
    { kind: 'text', text: 'hi ' },
    { kind: 'mention', text: '@Bob' },
    { kind: 'text', text: ' and @nobody, mail me@bob.example' },
  ]);
  expect(splitMentions('@アリス さん', ['アリス'])).toEqual([
    { kind: 'mention', text: '@アリス' },
    { kind: 'text', text: ' さん' },
  ]);
  expect(splitMentions('@bob', [])).toEqual([{ kind: 'text', text: '@bob' }]);
  // A name longer than a username can be is no mention of its first 20 letters.
  expect(splitMentions(`@${'b'.repeat(21)}`, ['b'.repeat(20)])).toEqual([{ kind: 'text', text: `@${'b'.repeat(21)}` }]);
});

test('finds the mention being typed at the caret, not one inside a word or finished', () => {
  expect(mentionAt('hi @', 4)).toEqual({ start: 3, query: '' });
  expect(mentionAt('hi @bo', 6)).toEqual({ start: 3, query: 'bo' });
  expect(mentionAt('@アリ', 3)).toEqual({ start: 0, query: 'アリ' });
  expect(mentionAt('mail me@bo', 10)).toBeNull();
  expect(mentionAt('hi @bob ', 8)).toBeNull();
  // The caret inside a name: editing it, not typing it.
  expect(mentionAt('hi @bob', 5)).toBeNull();
  expect(mentionAt('hi @bo x', 6)).toEqual({ start: 3, query: 'bo' });
});

test('completes the name with one space after it and puts the caret there', () => {
  expect(completeMention('hi @bo', 6, 3, 'bobby')).toEqual({ text: 'hi @bobby ', caret: 10 });
  expect(completeMention('hi @bo there', 6, 3, 'bobby')).toEqual({ text: 'hi @bobby there', caret: 10 });
});
