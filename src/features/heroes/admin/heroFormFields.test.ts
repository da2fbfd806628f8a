import { describe, expect, it } from 'vitest';
import { heroFieldErrors } from './heroFormFields';
import { emptyHeroForm } from './heroFormValues';

// The form keeps a row's rating once typed in, even emptied again; a write leaves such ones out.
const values = {
  ...emptyHeroForm(),
  ratings: [
    { mode: 'arena', tier: '', reason: '' },
    { mode: 'boss', tier: '', reason: 'Hits hard.' },
    { mode: 'raid', tier: 'S', reason: '' },
  ],
};

describe('heroFieldErrors', () => {
  it("puts a rating's message on its mode's row, though the write left emptied rows out", () => {
    expect(
      heroFieldErrors(
        {
          'hero.ratings.0.tier': 'A reason needs a tier.',
          'ratings.1.reason': 'At most 200 characters.',
        },
        values,
      ),
    ).toEqual({
      'ratings.1.tier': 'A reason needs a tier.',
      'ratings.2.reason': 'At most 200 characters.',
    });
  });

  it('puts a message about a rating it cannot place, or about all of them, under the ratings', () => {
    expect(heroFieldErrors({ 'ratings.5.tier': 'x' }, values)).toEqual({ 'ratings.root': 'x' });
    expect(heroFieldErrors({ 'hero.ratings': 'At most 50 ratings.' })).toEqual({
      'ratings.root': 'At most 50 ratings.',
    });
  });

  it('keeps the other fields as the form names them, the image path as `image`', () => {
    expect(
      heroFieldErrors({ 'hero.stats.HP': 'Too long', imagePath: 'An image is required.' }, values),
    ).toEqual({ 'stats.HP': 'Too long', image: 'An image is required.' });
  });
});
