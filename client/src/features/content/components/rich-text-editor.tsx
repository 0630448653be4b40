import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect } from 'react';
import type { ContentTabCopy } from '@riviera/content/en/admin/content';

export interface RichTextEditorProps {
  id: string;
  /** The id of the element that names the field and its language. */
  labelledBy: string;
  describedBy: string;
  value: string;
  invalid: boolean;
  words: ContentTabCopy['editor'];
  label: string;
  onChange(html: string): void;
}

/**
 * A RICH field's editor (ADR 080): Tiptap with paragraphs, bold, italic, links and lists only, the
 * markup the server accepts (ADR 076). Links carry only their address. Loaded lazily by the
 * Content tab, so only the hosts who open a rich field download it; no guest page imports it.
 */
export default function RichTextEditor({
  id,
  labelledBy,
  describedBy,
  value,
  invalid,
  words,
  label,
  onChange,
}: RichTextEditorProps) {
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: false,
        blockquote: false,
        code: false,
        codeBlock: false,
        horizontalRule: false,
        strike: false,
        underline: false,
        link: {
          openOnClick: false,
          autolink: false,
          linkOnPaste: false,
          protocols: ['mailto'],
          HTMLAttributes: { target: null, rel: null, class: null },
        },
      }),
    ],
    content: value,
    immediatelyRender: false,
    // The CSP allows no inline style (DESIGN 4): the editor's few rules are in content-tab.css.
    injectCSS: false,
    editorProps: {
      attributes: {
        id,
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelledBy,
        'aria-describedby': describedBy,
        'aria-invalid': String(invalid),
        class: 'admin-input content-rich',
      },
    },
    onUpdate: ({ editor: changed }) => onChange(changed.getHTML()),
  });
  const state = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      bold: current?.isActive('bold') ?? false,
      italic: current?.isActive('italic') ?? false,
      link: current?.isActive('link') ?? false,
      bulletList: current?.isActive('bulletList') ?? false,
      orderedList: current?.isActive('orderedList') ?? false,
    }),
  });
  // A value set from outside (a conflict's "take theirs", a discard) replaces the document.
  useEffect(() => {
    if (editor && editor.getHTML() !== value) editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  const link = () => {
    if (!editor) return;
    const current = (editor.getAttributes('link').href as string | undefined) ?? 'https://';
    const href = window.prompt(words.linkPrompt, current);
    if (href === null) return;
    const chain = editor.chain().focus().extendMarkRange('link');
    if (href.trim() === '') chain.unsetLink().run();
    else chain.setLink({ href: href.trim() }).run();
  };
  const button = (name: keyof NonNullable<typeof state>, text: string, run: () => void) => (
    <button
      type="button"
      className="button button-quiet content-tool"
      aria-pressed={state?.[name] ?? false}
      disabled={!editor}
      onClick={run}
    >
      {text}
    </button>
  );
  return (
    <div className="content-rich-editor">
      <div role="toolbar" aria-label={words.toolbar(label)} className="content-toolbar">
        {button('bold', words.bold, () => editor?.chain().focus().toggleBold().run())}
        {button('italic', words.italic, () => editor?.chain().focus().toggleItalic().run())}
        {button('link', words.link, link)}
        {button('bulletList', words.bulletList, () => editor?.chain().focus().toggleBulletList().run())}
        {button('orderedList', words.orderedList, () => editor?.chain().focus().toggleOrderedList().run())}
      </div>
      <EditorContent editor={editor} />
    </div>
  );
}
