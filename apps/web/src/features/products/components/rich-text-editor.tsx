import { useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Bold, Italic, Link2, List } from 'lucide-react';
import { controlClasses } from '../../../components/ui/field.tsx';
import { cn } from '../../../lib/cn.ts';

type Command = 'bold' | 'italic' | 'insertUnorderedList';

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

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * A small rich-text editor (bold, italic, bulleted list, link) on contentEditable. It keeps HTML;
 * the server sanitises it. Pasted content arrives as plain text.
 */
export function RichTextEditor({
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
  describedBy?: string;
  placeholder?: string;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const savedRange = useRef<Range | null>(null);
  const [active, setActive] = useState<Record<Command, boolean>>({
    bold: false,
    italic: false,
    insertUnorderedList: false,
  });
  const [linkOpen, setLinkOpen] = useState(false);
  const [linkUrl, setLinkUrl] = useState('');
  const [linkError, setLinkError] = useState<string | null>(null);

  // Follow outside changes (form reset after saving) unless the seller is typing.
  useEffect(() => {
    const el = ref.current;
    if (el && el.innerHTML !== value && document.activeElement !== el) el.innerHTML = value;
  }, [value]);

  useEffect(() => {
    function update() {
      const el = ref.current;
      const sel = document.getSelection();
      if (!el || !sel || !el.contains(sel.anchorNode)) return;
      setActive({
        bold: document.queryCommandState('bold'),
        italic: document.queryCommandState('italic'),
        insertUnorderedList: document.queryCommandState('insertUnorderedList'),
      });
    }
    document.addEventListener('selectionchange', update);
    return () => document.removeEventListener('selectionchange', update);
  }, []);

  const emit = () => onChange(ref.current?.innerHTML ?? '');

  function run(command: Command) {
    ref.current?.focus();
    document.execCommand(command);
    setActive((a) => ({ ...a, [command]: document.queryCommandState(command) }));
    emit();
  }

  function openLink() {
    const sel = document.getSelection();
    if (sel && sel.rangeCount && ref.current?.contains(sel.anchorNode)) {
      savedRange.current = sel.getRangeAt(0).cloneRange();
    }
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
    const el = ref.current;
    if (!el) return;
    el.focus();
    const sel = document.getSelection();
    if (sel && savedRange.current) {
      sel.removeAllRanges();
      sel.addRange(savedRange.current);
    }
    if (sel && sel.isCollapsed) {
      document.execCommand('insertHTML', false, `<a href="${encodeURI(url)}">${escapeHtml(url)}</a>`);
    } else document.execCommand('createLink', false, url);
    setLinkOpen(false);
    emit();
  }

  function onKeyDown(e: KeyboardEvent<HTMLDivElement>) {
    if ((e.ctrlKey || e.metaKey) && e.key.toLowerCase() === 'k') {
      e.preventDefault();
      openLink();
    }
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
        <ToolButton label="Bold" pressed={active.bold} onClick={() => run('bold')}>
          <Bold />
        </ToolButton>
        <ToolButton label="Italic" pressed={active.italic} onClick={() => run('italic')}>
          <Italic />
        </ToolButton>
        <ToolButton
          label="Bulleted list"
          pressed={active.insertUnorderedList}
          onClick={() => run('insertUnorderedList')}
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
                ref.current?.focus();
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
            <p role="alert" className="w-full text-xs text-red-600">
              {linkError}
            </p>
          ) : null}
        </div>
      ) : null}
      <div
        ref={ref}
        id={id}
        role="textbox"
        aria-multiline="true"
        aria-labelledby={labelId}
        aria-describedby={describedBy}
        aria-invalid={invalid || undefined}
        contentEditable
        suppressContentEditableWarning
        data-placeholder={placeholder}
        onFocus={() => document.execCommand('defaultParagraphSeparator', false, 'p')}
        onInput={emit}
        onBlur={emit}
        onKeyDown={onKeyDown}
        onPaste={(e) => {
          e.preventDefault();
          document.execCommand('insertText', false, e.clipboardData.getData('text/plain'));
        }}
        className="min-h-36 px-3 py-2 text-sm text-ink outline-none empty:before:text-slate-400 empty:before:content-[attr(data-placeholder)] [&_a]:text-brand-700 [&_a]:underline [&_li]:my-0.5 [&_p]:my-1 [&_ul]:list-disc [&_ul]:pl-5"
      />
    </div>
  );
}
