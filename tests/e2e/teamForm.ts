import type { Page } from '@playwright/test';

/**
 * Opens the Teams page's "Add team" form as an admin and fills its name, game mode and members,
 * one hero a member in order. Returns the form and a member's group by its place (from 1).
 */
export async function startTeam(
  page: Page,
  team: { name: string; mode: string; heroes: readonly string[] },
) {
  await page.goto('/teams');
  await page.getByRole('button', { name: 'Add team' }).click();
  const form = page.getByRole('form', { name: 'New team' });
  await form.getByRole('textbox', { name: 'Name' }).fill(team.name);
  await form.getByRole('combobox', { name: 'Game mode' }).selectOption(team.mode);
  const member = (place: number) => form.getByRole('group', { name: `Member ${place}` });
  for (const [index, hero] of team.heroes.entries()) {
    await member(index + 1)
      .getByRole('combobox', { name: 'Hero' })
      .selectOption(hero);
  }
  return { form, member };
}
