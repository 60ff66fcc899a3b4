import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import type { EditorProps } from '@tiptap/pm/view';
import StarterKit from '@tiptap/starter-kit';
import { Placeholder } from '@tiptap/extensions';
import { Bold, Italic, Link2, List } from 'lucide-react';
import { controlClasses } from '../../../components/ui/field.tsx';
import { cn } from '../../../lib/cn.ts';

function ToolButton({
  label,
  pressed,
  onClick,
  children,
}: {
  label: string;
  pressed?: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      aria-pressed={pressed}
      // Keep the selection in the editor.
      onMouseDown={(e) => e.preventDefault()}
      onClick={onClick}
      className={cn(
        'inline-flex size-8 items-center justify-center rounded-md text-slate-600 hover:bg-slate-100 hover:text-ink focus-visible:outline-2 focus-visible:outline-brand-600 [&_svg]:size-4',
        pressed && 'bg-brand-50 text-brand-800',
      )}
    >
      {children}
    </button>
  );
}

/** https:// is added to bare domains; javascript: and friends are refused. */
function safeUrl(raw: string): string | null {
  const text = raw.trim();
  if (!text) return null;
  const url = /^[a-z][a-z0-9+.-]*:/i.test(text) ? text : `https://${text}`;
  return /^(https?:|mailto:|tel:)/i.test(url) ? url : null;
}

const EDITABLE_CLASSES =
  'min-h-36 px-3 py-2 text-sm text-ink outline-none [&_a]:text-brand-700 [&_a]:underline [&_li]:my-0.5 [&_p]:my-1 [&_ul]:list-disc [&_ul]:pl-5 [&_p.is-editor-empty:first-child]:before:pointer-events-none [&_p.is-editor-empty:first-child]:before:float-left [&_p.is-editor-empty:first-child]:before:h-0 [&_p.is-editor-empty:first-child]:before:text-muted [&_p.is-editor-empty:first-child]:before:content-[attr(data-placeholder)]';

/** The editor's HTML, '' when empty (an empty Tiptap document is `<p></p>`). */
const htmlOf = (editor: Editor) => (editor.isEmpty ? '' : editor.getHTML());

/**
 * The product description editor (bold, italic, bulleted list, link) on Tiptap (ProseMirror).
 * Only those marks and nodes (plus underline, Ctrl+U, and line breaks) exist in its schema, all
 * inside the server's sanitize-html subset; the server still sanitises what is saved. Pasted
 * content arrives as plain text, one paragraph a line.
 */
export default function RichTextEditor({
  id,
  labelId,
  value,
  onChange,
  invalid,
  describedBy,
  placeholder,
}: {
  id: string;
  labelId: string;
  value: string;
  onChange: (html: string) => void;
  invalid?: boolean;
  describedBy?: string | undefined;
  placeholder?: string | undefined;
}) {
  const [linkOpen, setLinkOpen] = useState(false);
  const [linkUrl, setLinkUrl] = useState('');
  const [linkError, setLinkError] = useState<string | null>(null);

  // Stable options: the hook compares them on every render and updates the editor when they differ.
  const [initialContent] = useState(value);
  const extensions = useMemo(
    () => [
      StarterKit.configure({
        // The toolbar's formats only (plus underline); nothing the storefront would not show.
        heading: false,
        blockquote: false,
        code: false,
        codeBlock: false,
        horizontalRule: false,
        orderedList: false,
        strike: false,
        trailingNode: false,
        link: { openOnClick: false, autolink: false, linkOnPaste: false, defaultProtocol: 'https' },
      }),
      Placeholder.configure({ placeholder: placeholder ?? '' }),
    ],
    [placeholder],
  );
  const editorProps = useMemo<EditorProps>(() => {
    // Screen-reader wiring on the editable element (kept current as the field's error comes and goes).
    const attributes: Record<string, string> = {
      id,
      role: 'textbox',
      'aria-multiline': 'true',
      'aria-labelledby': labelId,
      class: EDITABLE_CLASSES,
    };
    if (describedBy) attributes['aria-describedby'] = describedBy;
    if (invalid) attributes['aria-invalid'] = 'true';
    return {
      attributes,
      handlePaste(view, event) {
        const text = event.clipboardData?.getData('text/plain');
        // pasteText re-enters with a synthetic event that carries no clipboard: let that one run.
        if (!text || !event.clipboardData?.getData('text/html')) return false;
        return view.pasteText(text);
      },
      handleKeyDown(_view, event) {
        if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k') {
          event.preventDefault();
          openLink();
          return true;
        }
        return false;
      },
    };
  }, [id, labelId, describedBy, invalid]);

  const editor = useEditor({
    extensions,
    content: initialContent,
    shouldRerenderOnTransaction: false,
    editorProps,
    onUpdate: ({ editor: e }) => onChange(htmlOf(e)),
  });

  // Follow outside changes (form reset after saving) unless the seller is typing.
  useEffect(() => {
    if (editor && !editor.isFocused && htmlOf(editor) !== value) {
      editor.commands.setContent(value, { emitUpdate: false });
    }
  }, [editor, value]);

  const active = useEditorState({
    editor,
    // Pressed states follow the caret, so only while the seller is in the editor (as before).
    selector: ({ editor: e }) => ({
      bold: (e?.isFocused && e.isActive('bold')) ?? false,
      italic: (e?.isFocused && e.isActive('italic')) ?? false,
      bulletList: (e?.isFocused && e.isActive('bulletList')) ?? false,
    }),
  });

  function openLink() {
    setLinkUrl('');
    setLinkError(null);
    setLinkOpen(true);
  }

  function applyLink() {
    const url = safeUrl(linkUrl);
    if (!url) {
      setLinkError('Enter a web address such as https://example.com');
      return;
    }
    if (!editor) return;
    const chain = editor.chain().focus();
    if (editor.state.selection.empty) {
      chain
        .insertContent({ type: 'text', text: url, marks: [{ type: 'link', attrs: { href: url } }] })
        .unsetMark('link')
        .run();
    } else chain.extendMarkRange('link').setLink({ href: url }).run();
    setLinkOpen(false);
  }

  return (
    <div
      className={cn(
        'overflow-hidden rounded-lg border border-line bg-white shadow-xs focus-within:border-brand-600 focus-within:ring-3 focus-within:ring-brand-600/15',
        invalid && 'border-red-500',
      )}
    >
      <div
        role="toolbar"
        aria-label="Formatting"
        className="flex items-center gap-0.5 border-b border-line px-1.5 py-1"
      >
        <ToolButton
          label="Bold"
          pressed={active?.bold ?? false}
          onClick={() => editor?.chain().focus().toggleBold().run()}
        >
          <Bold />
        </ToolButton>
        <ToolButton
          label="Italic"
          pressed={active?.italic ?? false}
          onClick={() => editor?.chain().focus().toggleItalic().run()}
        >
          <Italic />
        </ToolButton>
        <ToolButton
          label="Bulleted list"
          pressed={active?.bulletList ?? false}
          onClick={() => editor?.chain().focus().toggleBulletList().run()}
        >
          <List />
        </ToolButton>
        <ToolButton label="Link" pressed={linkOpen} onClick={openLink}>
          <Link2 />
        </ToolButton>
      </div>
      {linkOpen ? (
        <div className="flex flex-wrap items-center gap-2 border-b border-line bg-slate-50 px-3 py-2">
          <label htmlFor={`${id}-link`} className="text-xs font-medium text-slate-700">
            Link address
          </label>
          <input
            id={`${id}-link`}
            autoFocus
            type="url"
            value={linkUrl}
            placeholder="https://"
            aria-invalid={!!linkError || undefined}
            onChange={(e) => setLinkUrl(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter') {
                e.preventDefault();
                applyLink();
              } else if (e.key === 'Escape') {
                e.preventDefault();
                setLinkOpen(false);
                editor?.commands.focus();
              }
            }}
            className={cn(controlClasses, 'h-8 min-w-0 flex-1')}
          />
          <button
            type="button"
            onClick={applyLink}
            className="h-8 rounded-md bg-brand-700 px-3 text-xs font-medium text-white hover:bg-brand-800"
          >
            Add link
          </button>
          <button
            type="button"
            onClick={() => setLinkOpen(false)}
            className="h-8 rounded-md px-2 text-xs font-medium text-slate-600 hover:bg-slate-100"
          >
            Cancel
          </button>
          {linkError ? (
            <p role="alert" className="w-full text-xs text-red-700">
              {linkError}
            </p>
          ) : null}
        </div>
      ) : null}
      <EditorContent editor={editor} />
    </div>
  );
}
