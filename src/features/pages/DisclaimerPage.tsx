import { usePageTitle } from '../../ui/usePageTitle';

/** The page's title, in the tab and in its head on the server (src/app/serverParts.ts). */
export const DISCLAIMER_TITLE = 'Disclaimer';

export function DisclaimerPage() {
  usePageTitle(DISCLAIMER_TITLE);
  return (
    <section className="page prose">
      <h1>{DISCLAIMER_TITLE}</h1>
      <p>
        Hero Guide is an unofficial resource made by members of the player community. It is not
        affiliated with the game or its publisher, and it is free for everyone to view.
      </p>
      <p>
        The people who contribute to this site do it in their spare time and gain no money or other
        compensation from it.
      </p>
      <p>
        All hero images and game information belong to the game&apos;s publisher and the rightful
        copyright holders. They are shown here to help players, and no infringement is intended.
      </p>
      <p>
        If you would like to reuse information from our spreadsheet, please ask a main contributor
        for permission first through our chat community.
      </p>
    </section>
  );
}
