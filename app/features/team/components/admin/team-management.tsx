import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Pencil, Plus, Trash2, UserRound } from "lucide-react";
import { useEffect, useState, type ReactNode } from "react";
import { useFetcher } from "react-router";
import { Field, SelectField, TextareaField } from "~/components/forms/field";
import { SubmitButton } from "~/components/forms/submit-button";
import { Button } from "~/components/ui/button";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "~/components/ui/dialog";
import type { TeamMember } from "~/db/schema";
import { toast } from "~/components/ui/toast";
import { TeamMemberSchema } from "../../admin-validation";
import { ImageField } from "~/components/admin/image-field";
import { useConfirmDiscard, useEditorForm } from "~/components/admin/unsaved-changes";
import { TableScroll } from "~/components/admin/table-scroll";
import { HistoryLink } from "~/components/admin/history-link";

/** Where the team dialogs post, from the dashboard and from the team page alike. */
const TEAM_PATH = "/admin/team";

const CATEGORY_LABELS = { board: "Board of Directors", committee: "Committee Leads" } as const;

/** The team page's group filter. */
export const TEAM_GROUP_OPTIONS = [
  { value: "board", label: CATEGORY_LABELS.board },
  { value: "committee", label: CATEGORY_LABELS.committee },
] as const;

type TeamActionData =
  | { ok: true; intent: string; toast: string }
  | { ok: false; intent: string; result?: SubmissionResult<string[]>; message?: string; toast?: string };

/** Part 1 §2 'Team management': a table, an add/edit dialog (Create / Update), delete after a confirm prompt. */
export function TeamManagement({
  members,
  filters,
  empty,
  after,
}: {
  members: TeamMember[] | null;
  /** Above the table (the team page's search and group filter). */
  filters?: ReactNode;
  /** Instead of "No team members yet" when the table is empty (a search that matches nobody). */
  empty?: ReactNode;
  /** Below the table (the team page's paging). */
  after?: ReactNode;
}) {
  const [editing, setEditing] = useState<TeamMember | "new" | null>(null);
  const [deleting, setDeleting] = useState<TeamMember | null>(null);
  const confirmDiscard = useConfirmDiscard();

  if (!members) {
    return (
      <p role="alert" className="rounded-md bg-danger-50 p-4 text-danger-700">
        Failed to load team members
      </p>
    );
  }

  return (
    <div className="flex flex-col gap-4">
      <div>
        <Button onClick={() => setEditing("new")}>
          <Plus aria-hidden="true" /> Add Team Member
        </Button>
      </div>
      {filters}
      {members.length === 0 ? (
        (empty ?? (
          <p className="rounded-lg border border-line bg-white p-6 text-muted">
            No team members yet. Add the first one.
          </p>
        ))
      ) : (
        <TableScroll label="Team members">
          <table className="w-full min-w-[44rem] text-left text-sm">
            <caption className="sr-only">Team members by category and sort order</caption>
            <thead className="bg-sand text-muted">
              <tr>
                {["Image", "Name", "Role", "Category", "Sort order", "Actions"].map((heading) => (
                  <th key={heading} scope="col" className="px-4 py-3 font-semibold">
                    {heading}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-line">
              {members.map((member) => (
                <tr key={member.id}>
                  <td className="px-4 py-2">
                    {member.imageUrl ? (
                      <img
                        src={member.imageUrl}
                        alt=""
                        width={40}
                        height={40}
                        className="size-10 rounded-full bg-sand object-cover"
                      />
                    ) : (
                      <span className="flex size-10 items-center justify-center rounded-full bg-brand-50 text-brand-700">
                        <UserRound aria-hidden="true" className="size-5" />
                      </span>
                    )}
                  </td>
                  <td className="px-4 py-2 font-semibold">{member.name}</td>
                  <td className="px-4 py-2">{member.role}</td>
                  <td className="px-4 py-2">{CATEGORY_LABELS[member.category]}</td>
                  <td className="px-4 py-2">{member.sortOrder}</td>
                  <td className="px-4 py-2">
                    <div className="flex gap-2">
                      <Button
                        size="sm"
                        variant="outline"
                        onClick={() => setEditing(member)}
                        aria-label={`Edit ${member.name}`}
                      >
                        <Pencil aria-hidden="true" /> Edit
                      </Button>
                      <Button
                        size="sm"
                        variant="ghost"
                        className="text-danger-700 hover:bg-danger-50"
                        onClick={() => setDeleting(member)}
                        aria-label={`Delete ${member.name}`}
                      >
                        <Trash2 aria-hidden="true" /> Delete
                      </Button>
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
      {after}

      <Dialog
        open={editing !== null}
        onOpenChange={(open) => {
          if (!open) void confirmDiscard().then((close) => close && setEditing(null));
        }}
      >
        {editing !== null ? (
          <TeamMemberDialog member={editing === "new" ? null : editing} onDone={() => setEditing(null)} />
        ) : null}
      </Dialog>
      <Dialog open={deleting !== null} onOpenChange={(open) => !open && setDeleting(null)}>
        {deleting ? <DeleteTeamMemberDialog member={deleting} onDone={() => setDeleting(null)} /> : null}
      </Dialog>
    </div>
  );
}

function TeamMemberDialog({ member, onDone }: { member: TeamMember | null; onDone: () => void }) {
  const fetcher = useFetcher<TeamActionData>();
  const result = fetcher.data && !fetcher.data.ok ? fetcher.data.result : undefined;
  const [form, fields] = useForm({
    id: `team-${member?.id ?? "new"}`,
    lastResult: fetcher.state === "idle" ? result : undefined,
    defaultValue: member
      ? {
          ...member,
          sortOrder: String(member.sortOrder),
          imageUrl: member.imageUrl ?? "",
          imageAlt: member.imageAlt ?? "",
          imageDecorative: member.imageDecorative ? "on" : undefined,
        }
      : { category: "board", sortOrder: "0" },
    onValidate: ({ formData }) => parseWithZod(formData, { schema: TeamMemberSchema }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  const editorRef = useEditorForm();

  useEffect(() => {
    if (fetcher.state !== "idle" || !fetcher.data) return;
    if (fetcher.data.ok) {
      toast({ title: fetcher.data.toast, variant: "success" });
      onDone();
    } else if (fetcher.data.toast) {
      toast({ title: fetcher.data.toast, variant: "destructive" });
    }
  }, [fetcher.state, fetcher.data, onDone]);

  const failure = fetcher.data && !fetcher.data.ok && fetcher.data.message;

  return (
    <DialogContent>
      <DialogHeader>
        <DialogTitle>{member ? "Edit Team Member" : "Add Team Member"}</DialogTitle>
        <DialogDescription>Shown on the Our Team page, by category and sort order.</DialogDescription>
        {member ? <HistoryLink kind="team-member" id={member.id} /> : null}
      </DialogHeader>
      <fetcher.Form
        method="post"
        action={TEAM_PATH}
        {...getFormProps(form)}
        ref={editorRef}
        className="flex flex-col gap-4"
      >
        {member ? <input type="hidden" name="id" value={member.id} /> : null}
        {failure ? (
          <p role="alert" className="rounded-md bg-danger-50 p-3 text-danger-700">
            {failure}
          </p>
        ) : null}
        <Field label="Name" meta={fields.name} />
        <Field label="Role" meta={fields.role} />
        <TextareaField label="Description" rows={4} meta={fields.description} />
        <ImageField
          name={fields.imageUrl.name}
          label="Image URL"
          defaultValue={typeof fields.imageUrl.initialValue === "string" ? fields.imageUrl.initialValue : ""}
          description="Optional. A portrait, shown round on the Our Team page. Upload one, or give a full https:// address or a path on this site."
          errors={fields.imageUrl.errors}
          alt={{
            defaultValue: fields.imageAlt.initialValue,
            defaultDecorative: fields.imageDecorative.initialValue,
            errors: fields.imageAlt.errors,
          }}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            label="Category"
            meta={fields.category}
            options={Object.entries(CATEGORY_LABELS).map(([value, label]) => ({ value, label }))}
          />
          <Field
            label="Sort order"
            meta={fields.sortOrder}
            inputMode="numeric"
            description="Lower numbers come first."
          />
        </div>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">Cancel</Button>
          </DialogClose>
          <SubmitButton name="intent" value="team-save" pendingLabel="Saving..." isPending={fetcher.state !== "idle"}>
            {member ? "Update" : "Create"}
          </SubmitButton>
        </DialogFooter>
      </fetcher.Form>
    </DialogContent>
  );
}

function DeleteTeamMemberDialog({ member, onDone }: { member: TeamMember; onDone: () => void }) {
  const fetcher = useFetcher<TeamActionData>();
  useEffect(() => {
    if (fetcher.state !== "idle" || !fetcher.data) return;
    toast({
      title: fetcher.data.toast ?? "Failed to delete team member",
      variant: fetcher.data.ok ? "success" : "destructive",
    });
    onDone();
  }, [fetcher.state, fetcher.data, onDone]);
  return (
    <DialogContent>
      <DialogHeader>
        <DialogTitle>Delete {member.name}?</DialogTitle>
        <DialogDescription>
          Are you sure you want to delete this team member? They leave the Our Team page at once and wait in the trash
          for 30 days, where you can restore them.
        </DialogDescription>
      </DialogHeader>
      <fetcher.Form method="post" action={TEAM_PATH}>
        <input type="hidden" name="id" value={member.id} />
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">Cancel</Button>
          </DialogClose>
          <SubmitButton
            name="intent"
            value="team-delete"
            variant="danger"
            pendingLabel="Deleting..."
            isPending={fetcher.state !== "idle"}
          >
            <Trash2 aria-hidden="true" /> Delete
          </SubmitButton>
        </DialogFooter>
      </fetcher.Form>
    </DialogContent>
  );
}
