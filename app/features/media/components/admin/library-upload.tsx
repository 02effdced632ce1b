import { ImageUp } from "lucide-react";
import { useId, useState, type ChangeEvent } from "react";
import { useHydrated } from "~/components/ui/use-hydrated";
import { uploadImage, UploadStatus, UPLOAD_ACCEPT } from "~/components/admin/media-picker";

type State =
  | { status: "idle" }
  | { status: "uploading"; fileName: string }
  | { status: "failed"; message: string }
  | { status: "done"; message: string };

/**
 * The library's upload (and, with `replaces`, its "replace the file"): the same endpoint the image
 * fields use. Needs JavaScript, as the image fields' upload does.
 */
export function LibraryUpload({
  replaces,
  label = "Upload an image",
  onUploaded,
}: {
  replaces?: string;
  label?: string;
  onUploaded: (answer: { key: string; places?: number }) => void;
}) {
  const hydrated = useHydrated();
  const id = useId();
  const [state, setState] = useState<State>({ status: "idle" });
  if (!hydrated) return null;

  async function upload(event: ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    const file = input.files?.[0];
    if (!file) return;
    setState({ status: "uploading", fileName: file.name });
    const answer = await uploadImage(file, replaces ? { replaces } : {});
    input.value = "";
    if (!answer.ok) {
      setState({ status: "failed", message: answer.message });
      return;
    }
    setState({
      status: "done",
      message: replaces
        ? `Replaced. ${answer.places === 1 ? "The one place" : `All ${answer.places ?? 0} places`} using it now show the new file.`
        : `Uploaded “${file.name}”. Describe it below so its alt text is ready wherever it is used.`,
    });
    onUploaded({ key: answer.key, places: answer.places });
  }

  return (
    <div className="flex flex-col gap-2 rounded-md border border-dashed border-line bg-sand/50 p-3">
      <label htmlFor={`${id}-file`} className="inline-flex items-center gap-2 text-sm font-semibold">
        <ImageUp aria-hidden="true" className="size-4 text-brand-700" />
        {label}
      </label>
      <input
        id={`${id}-file`}
        type="file"
        accept={UPLOAD_ACCEPT}
        onChange={upload}
        disabled={state.status === "uploading"}
        aria-describedby={`${id}-status`}
        className="block w-full min-w-0 text-sm text-muted file:mr-3 file:min-h-11 file:cursor-pointer file:rounded-md file:border file:border-line file:bg-white file:px-4 file:font-semibold file:text-brand-800 hover:file:bg-brand-50"
      />
      <UploadStatus id={`${id}-status`} state={state} done={state.status === "done" ? state.message : null} />
    </div>
  );
}
