import { describe, expect, it, vi } from 'vitest';
import { restoreWith, type RestoreSavers } from './historySchema';
import { KIND_NAMES } from './kinds';
import { testSkill } from '../../tests/support/heroInput';

const savers = () =>
  Object.fromEntries(KIND_NAMES.map((kind) => [kind, vi.fn(async () => undefined)])) as {
    [K in keyof RestoreSavers]: RestoreSavers[K] & ReturnType<typeof vi.fn>;
  };

describe('restoreWith', () => {
  it("hands the checked content to that collection's saver only", async () => {
    const save = savers();
    await restoreWith('media', { imagePath: 'media/chart.png', extra: 'dropped' }, save);
    expect(save.media).toHaveBeenCalledWith({ imagePath: 'media/chart.png' });
    expect(save.heroes).not.toHaveBeenCalled();
    expect(save.guildTable).not.toHaveBeenCalled();
  });

  it('refuses content that a save of it today would refuse, and saves nothing', async () => {
    const save = savers();
    await expect(restoreWith('codes', { code: '' }, save)).rejects.toMatchObject({
      code: 'invalid',
    });
    expect(save.codes).not.toHaveBeenCalled();
  });

  it("restores a hero's version kept before skills existed with none, and one with skills as kept", async () => {
    const save = savers();
    const older = { name: 'Aria', tier: 'S', description: 'Sings.', stats: {} };
    await restoreWith('heroes', older, save);
    expect(save.heroes).toHaveBeenCalledWith(expect.objectContaining({ skills: [] }));
    const skill = testSkill();
    await restoreWith('heroes', { ...older, skills: [skill] }, save);
    expect(save.heroes).toHaveBeenLastCalledWith(expect.objectContaining({ skills: [skill] }));
  });
});
