import { useEditor } from '@tiptap/react';
import { useState } from 'react';
import { tagsFromText } from '../../../domain/guideTags';
import { SaveFailureNotice } from '../../../ui/forms/SaveFailureNotice';
import { withHeadingIds } from '../../../domain/guideMeta';
import { guideEditorExtensions } from './extensions';
import { RichTextEditor } from './RichTextEditor';
import { draftKey, readDraft, removeDraft } from './guideDraft';
import { useDraftAutosave } from './useDraftAutosave';
import { useLeaveGuard } from './useLeaveGuard';
import { useSaveGuide } from './useSaveGuide';
import './editor.css';

export interface EditorStart {
  title: string;
  content: string;
  /** The version being edited; null for a new guide. */
  baseVersion: number | null;
  /** Whether the stored guide is on the site (false for a new guide or a draft). */
  published: boolean;
  tags: string[];
}

// Module constants: useEditor compares options by identity on every render.
const EXTENSIONS = guideEditorExtensions();
const EDITOR_PROPS = {
  attributes: {
    class: 'guide-content guide-editor__content',
    role: 'textbox',
    'aria-multiline': 'true',
    'aria-label': 'Guide content',
  },
};

interface GuideEditorFormProps {
  guideId: string | null;
  initial: EditorStart;
}

export function GuideEditorForm({ guideId, initial }: GuideEditorFormProps) {
  const key = draftKey(guideId);
  const [draft] = useState(() => readDraft(key));
  const [restored, setRestored] = useState(draft !== null);
  const [title, setTitle] = useState(draft?.title ?? initial.title);
  const initialTags = initial.tags.join(', ');
  const [tagsText, setTagsText] = useState(draft?.tagsText ?? initialTags);
  const [baseVersion, setBaseVersion] = useState(draft ? draft.baseVersion : initial.baseVersion);

  const editor = useEditor({
    extensions: EXTENSIONS,
    content: draft?.html ?? initial.content,
    // The CSP allows no injected <style>: editor.css ships what the editor needs.
    injectCSS: false,
    shouldRerenderOnTransaction: false,
    editorProps: EDITOR_PROPS,
    onUpdate: ({ editor: current }) => setHtml(current.getHTML()),
  });
  // What the unchanged guide serializes to, so "unsaved changes" means real changes.
  const [baseline, setBaseline] = useState(() => editor.getHTML());
  const [html, setHtml] = useState(baseline);
  const dirty =
    restored || title !== initial.title || tagsText !== initialTags || html !== baseline;

  const autosave = useDraftAutosave(key, { title, html, tagsText, baseVersion, dirty });
  useLeaveGuard(dirty);
  const saving = useSaveGuide({
    guideId,
    editor,
    title,
    tags: tagsFromText(tagsText),
    baseVersion,
    wasPublished: initial.published,
    onSaved: autosave.stop,
    onRebase: setBaseVersion,
  });

  function discardDraft() {
    removeDraft(key);
    editor.commands.setContent(initial.content, { emitUpdate: false });
    const fresh = editor.getHTML();
    setBaseline(fresh);
    setHtml(fresh);
    setTitle(initial.title);
    setTagsText(initialTags);
    setBaseVersion(initial.baseVersion);
    setRestored(false);
  }

  const canPublish = title.trim() !== '' && !editor.isEmpty && !saving.saving;

  return (
    <form
      className="guide-editor"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void saving.publish();
      }}
    >
      {restored && (
        <div className="guide-editor__notice" role="status">
          <span>Restored your unsaved draft</span>
          <button type="button" className="button button--secondary" onClick={discardDraft}>
            Discard draft
          </button>
        </div>
      )}
      <label htmlFor="guide-title" className="guide-editor__label">
        Title
      </label>
      <input
        id="guide-title"
        className="guide-editor__title"
        placeholder="Write your guide title..."
        value={title}
        maxLength={200}
        onChange={(event) => setTitle(event.target.value)}
        onKeyDown={(event) => {
          // Enter moves on to the content, as in a document: publishing is the button's job, so
          // finishing the title never publishes by surprise (docs/product.md#guide-editor).
          if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
          event.preventDefault();
          editor.commands.focus('start');
        }}
      />
      <RichTextEditor
        editor={editor}
        fileLabel="Image file"
        previewLabel="Preview"
        decorate={withHeadingIds}
      />
      <label htmlFor="guide-tags" className="guide-editor__label">
        Tags
      </label>
      <input
        id="guide-tags"
        className="guide-editor__tags"
        aria-describedby="guide-tags-hint"
        placeholder="PvP, Beginners"
        value={tagsText}
        onChange={(event) => setTagsText(event.target.value)}
      />
      <p id="guide-tags-hint" className="guide-editor__hint">
        Separate tags with commas: at most 10, each up to 30 characters.
      </p>
      <SaveFailureNotice
        failure={saving.failure}
        onConflict={() => void saving.rebase()}
        conflictLabel="Keep my text and replace their version"
        testId="guide-editor-error"
      />
      <div className="guide-editor__actions">
        <button
          type="button"
          className="button button--secondary"
          disabled={saving.saving}
          onClick={() => void saving.saveDraft()}
        >
          Save as draft
        </button>
        <button type="submit" className="button" disabled={!canPublish}>
          Publish Guide
        </button>
      </div>
    </form>
  );
}
