import { EditorContent, Extension, Node, useEditor, useEditorState, type Editor } from "@tiptap/react";
import StarterKit from "@tiptap/starter-kit";
import {
  Bold,
  Heading2,
  Heading3,
  Images,
  Italic,
  Link as LinkIcon,
  List,
  ListOrdered,
  Quote,
  Redo2,
  SquarePlay,
  Undo2,
  type LucideIcon,
} from "lucide-react";
import { useEffect, useId, useRef, useState, type KeyboardEvent } from "react";
import { useFetcher } from "react-router";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { cn } from "~/utils/misc";
import { normaliseHref } from "~/utils/link-href";
import { toVideoEmbed, VIDEO_URL_MESSAGE } from "~/utils/video";
import { LIBRARY_URL, MediaPicker, type PickedImage } from "./media-picker";
import { RESTORE_EVENT } from "./kept-draft";

/**
 * A picture of the media library inside the text (issue 39): `<img src="/media/…" alt="…">`, or
 * `alt="" role="presentation"` when it is decorative. Only library pictures are read back in;
 * the sanitiser keeps nothing else.
 */
const LibraryImage = Node.create({
  name: "libraryImage",
  group: "block",
  atom: true,
  draggable: true,
  addAttributes() {
    return {
      src: { default: null },
      alt: { default: null },
      role: { default: null },
      width: { default: null },
      height: { default: null },
    };
  },
  parseHTML() {
    return [{ tag: 'img[src^="/media/"]' }];
  },
  renderHTML({ HTMLAttributes }) {
    return ["img", HTMLAttributes];
  },
});

/** A YouTube or Vimeo player, at the address lesson videos are normalised to (utils/video.ts). */
const VideoEmbed = Node.create({
  name: "videoEmbed",
  group: "block",
  atom: true,
  draggable: true,
  addAttributes() {
    return { src: { default: null }, title: { default: null } };
  },
  parseHTML() {
    return [{ tag: "iframe[src]" }];
  },
  renderHTML({ HTMLAttributes }) {
    return ["iframe", { ...HTMLAttributes, loading: "lazy", allowfullscreen: "", class: "aspect-video w-full" }];
  },
});

/**
 * The rich text editor of news articles, newsletter issues and lessons (Tiptap). Loaded lazily
 * from RichTextField, so its code is only in the admin editors' chunk. It writes its HTML into a
 * hidden input; the server sanitises it before storing (sanitizeRichHtml), so the marks offered
 * here match what the sanitiser keeps (rich-text-html.ts lists them).
 */
export interface RichTextEditorProps {
  name: string;
  initialHtml: string;
  labelId: string;
  descriptionId?: string;
  errorId?: string;
  hasErrors: boolean;
}

export default function RichTextEditor({
  name,
  initialHtml,
  labelId,
  descriptionId,
  errorId,
  hasErrors,
}: RichTextEditorProps) {
  const editorId = useId();
  const toolbarRef = useRef<HTMLDivElement>(null);
  const hiddenRef = useRef<HTMLInputElement>(null);
  const [html, setHtml] = useState(initialHtml);
  const describedBy = [descriptionId, hasErrors ? errorId : undefined].filter(Boolean).join(" ") || undefined;

  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        // The toolbar offers h2 and h3; h4 is only kept, as stored HTML may have it (the sanitiser allows it).
        heading: { levels: [2, 3, 4] },
        // The sanitiser drops <s> and <u>; offering them would lose the formatting on save.
        strike: false,
        underline: false,
        link: {
          openOnClick: false,
          autolink: true,
          defaultProtocol: "https",
          HTMLAttributes: { target: null, rel: null },
        },
      }),
      LibraryImage,
      VideoEmbed,
      // Escape leaves the text for the toolbar, so a keyboard user is never stuck inside (Tab indents lists).
      Extension.create({
        name: "escapeToToolbar",
        addKeyboardShortcuts() {
          return {
            Escape: () => {
              const first = toolbarRef.current?.querySelector<HTMLButtonElement>("button[tabindex='0']");
              first?.focus();
              return Boolean(first);
            },
          };
        },
      }),
    ],
    content: initialHtml,
    immediatelyRender: true,
    editorProps: {
      attributes: editorAttributes({ editorId, labelId, describedBy, hasErrors }),
    },
    onUpdate: ({ editor: current }) => {
      const next = current.isEmpty ? "" : current.getHTML();
      // Written into the form at once, not when React next draws: a Save pressed right after the last
      // keystroke (on a busy phone, before that draw) would otherwise send, or check, the text without it.
      if (hiddenRef.current) hiddenRef.current.value = next;
      setHtml(next);
    },
  });

  // A kept draft put back (kept-draft.ts): the editor takes the text in, and writes it to the input itself.
  useEffect(() => {
    const input = hiddenRef.current;
    if (!input || !editor) return;
    const take = (event: Event) => {
      if (!(event instanceof CustomEvent) || typeof event.detail !== "string") return;
      event.preventDefault();
      editor.commands.setContent(event.detail);
    };
    input.addEventListener(RESTORE_EVENT, take);
    return () => input.removeEventListener(RESTORE_EVENT, take);
  }, [editor]);

  // Error messages appear after the editor was created: keep its description and state in step.
  useEffect(() => {
    editor?.setOptions({
      editorProps: { attributes: editorAttributes({ editorId, labelId, describedBy, hasErrors }) },
    });
  }, [editor, editorId, labelId, describedBy, hasErrors]);

  return (
    <div className="flex flex-col gap-0">
      {/* The text's value: kept in a draft like a typed field (kept-draft.ts keeps no other hidden input). */}
      <input ref={hiddenRef} type="hidden" name={name} value={html} data-kept-draft="on" />
      {editor ? <Toolbar editor={editor} editorId={editorId} toolbarRef={toolbarRef} /> : null}
      <div
        className={cn(
          "rounded-b-md border border-t-0 border-line-strong bg-white shadow-xs",
          "focus-within:outline-3 focus-within:outline-offset-2 focus-within:outline-accent-500",
          hasErrors && "border-danger-700",
        )}
      >
        <EditorContent editor={editor} />
      </div>
    </div>
  );
}

function editorAttributes({
  editorId,
  labelId,
  describedBy,
  hasErrors,
}: {
  editorId: string;
  labelId: string;
  describedBy?: string;
  hasErrors: boolean;
}): Record<string, string> {
  const attributes: Record<string, string> = {
    id: editorId,
    role: "textbox",
    "aria-multiline": "true",
    "aria-labelledby": labelId,
    class: cn(
      "min-h-72 max-w-none px-4 py-3 text-base leading-relaxed text-ink outline-none",
      "[&_li>p]:mt-0 [&_p]:mt-3 [&>*:first-child]:mt-0",
      "[&_h2]:mt-6 [&_h2]:text-2xl [&_h2]:font-semibold [&_h3]:mt-5 [&_h3]:text-xl [&_h3]:font-semibold",
      "[&_li]:mt-1 [&_ol]:mt-3 [&_ol]:list-decimal [&_ol]:pl-6 [&_ul]:mt-3 [&_ul]:list-disc [&_ul]:pl-6",
      "[&_a]:font-semibold [&_a]:text-brand-700 [&_a]:underline",
      "[&_blockquote]:mt-4 [&_blockquote]:border-l-4 [&_blockquote]:border-accent-400 [&_blockquote]:bg-sand [&_blockquote]:py-2 [&_blockquote]:pl-4 [&_blockquote]:italic",
      "[&_code]:rounded [&_code]:bg-sand [&_code]:px-1 [&_pre]:mt-3 [&_pre]:rounded-md [&_pre]:bg-sand [&_pre]:p-3 [&_strong]:font-semibold",
    ),
  };
  if (describedBy) attributes["aria-describedby"] = describedBy;
  if (hasErrors) attributes["aria-invalid"] = "true";
  return attributes;
}

interface ToolbarItem {
  key: string;
  label: string;
  icon: LucideIcon;
  /** Toggle buttons say whether the mark or block is on (aria-pressed); undo/redo do not. */
  pressed?: boolean;
  disabled?: boolean;
  run: () => void;
}

function Toolbar({
  editor,
  editorId,
  toolbarRef,
}: {
  editor: Editor;
  editorId: string;
  toolbarRef: React.RefObject<HTMLDivElement | null>;
}) {
  // The toolbar names the text it formats once that element is in the page: TipTap mounts it just
  // after the toolbar is drawn, and axe flagged the reference to a missing id in that moment (CI).
  const [controls, setControls] = useState<string>();
  useEffect(() => {
    let frame = 0;
    let tries = 0;
    const check = () => {
      if (document.getElementById(editorId)) setControls(editorId);
      else if (++tries < 120) frame = requestAnimationFrame(check);
    };
    check();
    return () => cancelAnimationFrame(frame);
  }, [editorId]);
  const state = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      bold: current.isActive("bold"),
      italic: current.isActive("italic"),
      h2: current.isActive("heading", { level: 2 }),
      h3: current.isActive("heading", { level: 3 }),
      bulletList: current.isActive("bulletList"),
      orderedList: current.isActive("orderedList"),
      blockquote: current.isActive("blockquote"),
      link: current.isActive("link"),
      canUndo: current.can().undo(),
      canRedo: current.can().redo(),
    }),
  });
  const [focusIndex, setFocusIndex] = useState(0);
  const [linkOpen, setLinkOpen] = useState(false);
  const [videoOpen, setVideoOpen] = useState(false);
  const [pickerOpen, setPickerOpen] = useState(false);
  const libraryFetcher = useFetcher();
  const chain = () => editor.chain().focus();

  // A paragraph after the picture takes the cursor: left on the picture itself, the next
  // insertion (a video, say) would replace it.
  const insertImage = (image: PickedImage) => {
    chain()
      .insertContent([
        {
          type: "libraryImage",
          attrs: {
            src: image.url,
            alt: image.decorative ? "" : image.alt,
            role: image.decorative ? "presentation" : null,
            width: image.width,
            height: image.height,
          },
        },
        { type: "paragraph" },
      ])
      .run();
  };

  const items: ToolbarItem[] = [
    { key: "bold", label: "Bold", icon: Bold, pressed: state.bold, run: () => chain().toggleBold().run() },
    { key: "italic", label: "Italic", icon: Italic, pressed: state.italic, run: () => chain().toggleItalic().run() },
    {
      key: "h2",
      label: "Heading",
      icon: Heading2,
      pressed: state.h2,
      run: () => chain().toggleHeading({ level: 2 }).run(),
    },
    {
      key: "h3",
      label: "Subheading",
      icon: Heading3,
      pressed: state.h3,
      run: () => chain().toggleHeading({ level: 3 }).run(),
    },
    {
      key: "bullets",
      label: "Bulleted list",
      icon: List,
      pressed: state.bulletList,
      run: () => chain().toggleBulletList().run(),
    },
    {
      key: "numbers",
      label: "Numbered list",
      icon: ListOrdered,
      pressed: state.orderedList,
      run: () => chain().toggleOrderedList().run(),
    },
    {
      key: "quote",
      label: "Quote",
      icon: Quote,
      pressed: state.blockquote,
      run: () => chain().toggleBlockquote().run(),
    },
    { key: "link", label: "Link", icon: LinkIcon, pressed: state.link, run: () => setLinkOpen((open) => !open) },
    { key: "image", label: "Image from the library", icon: Images, run: () => setPickerOpen(true) },
    { key: "video", label: "YouTube or Vimeo video", icon: SquarePlay, run: () => setVideoOpen((open) => !open) },
    { key: "undo", label: "Undo", icon: Undo2, disabled: !state.canUndo, run: () => chain().undo().run() },
    { key: "redo", label: "Redo", icon: Redo2, disabled: !state.canRedo, run: () => chain().redo().run() },
  ];

  // One tab stop for the whole toolbar; the arrow keys move between its buttons (WAI-ARIA toolbar pattern).
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const moves: Record<string, (index: number) => number> = {
      ArrowRight: (index) => (index + 1) % items.length,
      ArrowLeft: (index) => (index - 1 + items.length) % items.length,
      Home: () => 0,
      End: () => items.length - 1,
    };
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    const next = move(focusIndex);
    setFocusIndex(next);
    toolbarRef.current?.querySelectorAll<HTMLButtonElement>("[data-toolbar-item]")[next]?.focus();
  };

  return (
    <>
      <div
        ref={toolbarRef}
        role="toolbar"
        aria-label="Text formatting"
        aria-controls={controls}
        onKeyDown={onKeyDown}
        className="flex flex-wrap gap-1 rounded-t-md border border-line-strong bg-sand p-1"
      >
        {items.map((item, index) => {
          const Icon = item.icon;
          return (
            <button
              key={item.key}
              type="button"
              data-toolbar-item
              tabIndex={index === focusIndex ? 0 : -1}
              aria-label={item.label}
              title={item.label}
              aria-pressed={item.pressed === undefined ? undefined : item.pressed}
              // Focusable while unavailable, so the arrow keys never skip over a button (APG toolbar).
              aria-disabled={item.disabled || undefined}
              onFocus={() => setFocusIndex(index)}
              // A press with the mouse or a finger leaves the cursor in the text: the editor would
              // otherwise take focus back only on the next frame, and a letter typed before then (the
              // first letter after Bold, on a busy phone) would go to the button and be lost.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => {
                if (!item.disabled) item.run();
              }}
              className={cn(
                "inline-flex size-11 items-center justify-center rounded-md text-ink transition-colors",
                "hover:bg-white aria-disabled:cursor-not-allowed aria-disabled:text-muted aria-disabled:hover:bg-transparent",
                item.pressed && "bg-brand-700 text-white hover:bg-brand-800",
              )}
            >
              <Icon aria-hidden="true" className="size-5" />
            </button>
          );
        })}
      </div>
      {linkOpen ? <LinkPanel editor={editor} isLink={state.link} onClose={() => setLinkOpen(false)} /> : null}
      {videoOpen ? <VideoPanel editor={editor} onClose={() => setVideoOpen(false)} /> : null}
      <MediaPicker
        open={pickerOpen}
        onOpenChange={setPickerOpen}
        confirmAlt
        onChoose={(image, described) => {
          insertImage(image);
          // The library had no description yet: the one given here becomes the image's everywhere.
          if (described) {
            void libraryFetcher.submit(
              { intent: "save", alt: image.alt ?? "", ...(image.decorative ? { decorative: "on" } : {}) },
              { method: "post", action: `${LIBRARY_URL}/${image.key}` },
            );
          }
        }}
      />
    </>
  );
}

function LinkPanel({ editor, isLink, onClose }: { editor: Editor; isLink: boolean; onClose: () => void }) {
  const inputId = useId();
  const errorId = `${inputId}-error`;
  const [href, setHref] = useState(() => (editor.getAttributes("link").href as string | undefined) ?? "");
  const [error, setError] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    inputRef.current?.focus();
  }, []);

  const close = () => {
    onClose();
    editor.commands.focus();
  };
  const apply = () => {
    const clean = normaliseHref(href);
    if (!clean) {
      setError("Please enter a web address such as https://example.org, or a page of this site such as /donate.");
      inputRef.current?.focus();
      return;
    }
    const { empty } = editor.state.selection;
    if (empty && !isLink) {
      // Nothing selected: the address becomes the link text.
      editor
        .chain()
        .focus()
        .insertContent({ type: "text", text: clean, marks: [{ type: "link", attrs: { href: clean } }] })
        .run();
    } else {
      editor.chain().focus().extendMarkRange("link").setLink({ href: clean }).run();
    }
    onClose();
  };
  const remove = () => {
    editor.chain().focus().extendMarkRange("link").unsetLink().run();
    onClose();
  };

  return (
    <div className="flex flex-col gap-2 border border-t-0 border-line-strong bg-white p-3">
      <label htmlFor={inputId} className="text-sm font-semibold text-ink">
        Link address
      </label>
      <Input
        ref={inputRef}
        id={inputId}
        type="text"
        inputMode="url"
        autoComplete="off"
        value={href}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(event) => {
          setHref(event.target.value);
          setError(null);
        }}
        onKeyDown={(event) => {
          // Enter here applies the link instead of submitting the whole story.
          if (event.key === "Enter") {
            event.preventDefault();
            apply();
          } else if (event.key === "Escape") {
            event.preventDefault();
            close();
          }
        }}
      />
      {error ? (
        <p id={errorId} className="text-sm font-medium text-danger-700">
          {error}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button type="button" size="sm" onClick={apply}>
          Apply link
        </Button>
        {isLink ? (
          <Button type="button" size="sm" variant="outline" onClick={remove}>
            Remove link
          </Button>
        ) : null}
        <Button type="button" size="sm" variant="ghost" onClick={close}>
          Cancel
        </Button>
      </div>
    </div>
  );
}

function VideoPanel({ editor, onClose }: { editor: Editor; onClose: () => void }) {
  const inputId = useId();
  const titleId = useId();
  const errorId = `${inputId}-error`;
  const [href, setHref] = useState("");
  const [title, setTitle] = useState("");
  const [error, setError] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    inputRef.current?.focus();
  }, []);

  const close = () => {
    onClose();
    editor.commands.focus();
  };
  const apply = () => {
    const embed = toVideoEmbed(href);
    if (!embed) {
      setError(VIDEO_URL_MESSAGE);
      inputRef.current?.focus();
      return;
    }
    editor
      .chain()
      .focus()
      .insertContent([
        { type: "videoEmbed", attrs: { src: embed.src, title: title.trim() || `${embed.provider} video` } },
        { type: "paragraph" },
      ])
      .run();
    onClose();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "Enter") {
      event.preventDefault();
      apply();
    } else if (event.key === "Escape") {
      event.preventDefault();
      close();
    }
  };

  return (
    <div className="flex flex-col gap-2 border border-t-0 border-line-strong bg-white p-3">
      <label htmlFor={inputId} className="text-sm font-semibold text-ink">
        Video link (YouTube or Vimeo)
      </label>
      <Input
        ref={inputRef}
        id={inputId}
        type="text"
        inputMode="url"
        autoComplete="off"
        value={href}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(event) => {
          setHref(event.target.value);
          setError(null);
        }}
        onKeyDown={onKeyDown}
      />
      {error ? (
        <p id={errorId} className="text-sm font-medium text-danger-700">
          {error}
        </p>
      ) : null}
      <label htmlFor={titleId} className="text-sm font-semibold text-ink">
        What the video is about (optional, for screen readers)
      </label>
      <Input
        id={titleId}
        type="text"
        autoComplete="off"
        value={title}
        maxLength={200}
        onChange={(event) => setTitle(event.target.value)}
        onKeyDown={onKeyDown}
      />
      <div className="flex flex-wrap gap-2">
        <Button type="button" size="sm" onClick={apply}>
          Insert video
        </Button>
        <Button type="button" size="sm" variant="ghost" onClick={close}>
          Cancel
        </Button>
      </div>
    </div>
  );
}
