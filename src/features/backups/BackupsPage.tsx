import { useState } from 'react';
import { useBackend } from '../../backend';
import { usePageTitle } from '../../ui/usePageTitle';
import { BackupList } from './BackupList';
import { RestoreFromFile } from './RestoreFromFile';
import './backups.css';

/** On Firebase, backups are Google Cloud's job (docs/backups.md). */
function BackupsElsewhere() {
  return (
    <p className="backups__note">
      This site runs on Firebase, which keeps its data in Firestore and Cloud Storage. Back it up
      with Google Cloud&apos;s Firestore export (<code>gcloud firestore export</code>, or scheduled
      exports in the Google Cloud console) and a copy of the Storage bucket; restore with{' '}
      <code>gcloud firestore import</code>.
    </p>
  );
}

/** `/admin/backups` (docs/product.md#backups): download, the server's backups, restore. */
export function BackupsPage() {
  usePageTitle('Backups');
  const backend = useBackend();
  // While a restore runs the list is put away: the restore ends the session, and a list still
  // shown then would be asked for again (every read is when the signed-in user changes) and refused.
  const [restoring, setRestoring] = useState(false);
  return (
    <section className="page backups">
      <h1>Backups</h1>
      {backend.capabilities.backups ? (
        <>
          <section className="backups__section" aria-labelledby="backups-download">
            <h2 id="backups-download">Download a backup</h2>
            <p>
              One file with every hero, code, guide, image, setting and account of the site as it is
              now.
            </p>
            <a className="button" href={backend.backups.downloadUrl()} download>
              Download a backup
            </a>
          </section>
          <section className="backups__section" aria-labelledby="backups-server">
            <h2 id="backups-server">Backups on the server</h2>
            <p>
              The server&apos;s automatic backups, and the copies of the site saved before each
              restore.
            </p>
            {restoring ? <p>The list shows again once the restore is done.</p> : <BackupList />}
          </section>
          <RestoreFromFile onRestoring={setRestoring} />
        </>
      ) : (
        <BackupsElsewhere />
      )}
    </section>
  );
}
