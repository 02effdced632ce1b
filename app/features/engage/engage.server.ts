import type { Db } from "~/db/client.server";
import { contactSubmissions, volunteerApplications } from "~/db/schema";
import type { Env } from "~/env.server";
import { queueStaffNotification } from "~/utils/email.server";
import { queueReceipt } from "~/utils/receipts.server";
import {
  HEARD_ABOUT_US,
  labelOf,
  US_STATES,
  VOLUNTEER_AVAILABILITY,
  VOLUNTEER_INTERESTS,
} from "~/content/engage/volunteer-options";
import type { ContactInput, VolunteerInput } from "./validation";

type NotifyEnv = Pick<Env, "STAFF_EMAIL" | "CONTACT_EMAIL" | "PUBLIC_URL" | "SITE_TIME_ZONE">;

/** Email subjects are one line and short, whatever a visitor typed. */
function subjectLine(text: string, max = 120): string {
  const line = text.replace(/\s+/g, " ").trim();
  return line.length > max ? `${line.slice(0, max - 1)}…` : line;
}

/**
 * Stores a contact message and queues the staff notification in one transaction: either both
 * are kept or neither is, so a message that was answered "sent" always reaches someone.
 */
export async function createContactSubmission(db: Db, env: NotifyEnv, input: ContactInput): Promise<void> {
  await db.transaction(async (tx) => {
    const [stored] = await tx
      .insert(contactSubmissions)
      .values({
        name: input.name,
        email: input.email,
        subject: input.subject ?? null,
        message: input.message,
      })
      .returning({ id: contactSubmissions.id });
    await queueReceipt(tx, env, { kind: "contact", to: input.email, submissionId: stored!.id });
    await queueStaffNotification(tx, env, {
      record: {
        kind: "Contact message",
        summary: input.subject ? `${input.name}: ${input.subject}` : input.name,
        path: `/admin/submissions/contact/${stored!.id}`,
      },
      subject: subjectLine(`New contact message: ${input.subject ?? `from ${input.name}`}`),
      text: [
        "A visitor sent a message through the contact form on the website.",
        "",
        `Name: ${input.name}`,
        `Email: ${input.email}`,
        `Subject: ${input.subject ?? "(none)"}`,
        "",
        "Message:",
        input.message,
        "",
        `Reply to ${input.email} within 24-48 hours, as the contact page promises (replying to this email reaches them).`,
      ].join("\n"),
      replyTo: input.email,
    });
  });
}

/** Stores a volunteer application together with its staff notification (one transaction). */
export async function createVolunteerApplication(db: Db, env: NotifyEnv, input: VolunteerInput): Promise<void> {
  await db.transaction(async (tx) => {
    const [stored] = await tx
      .insert(volunteerApplications)
      .values({
        firstName: input.firstName,
        lastName: input.lastName,
        email: input.email,
        phone: input.phone,
        address: input.address,
        city: input.city,
        state: input.state,
        zipCode: input.zipCode,
        interests: input.interests,
        availability: input.availability,
        experience: input.experience ?? null,
        hearAboutUs: input.hearAboutUs,
      })
      .returning({ id: volunteerApplications.id });
    await queueReceipt(tx, env, { kind: "volunteer", to: input.email, submissionId: stored!.id });
    await queueStaffNotification(tx, env, {
      record: {
        kind: "Volunteer application",
        summary: `${input.firstName} ${input.lastName}`,
        path: `/admin/submissions/volunteer/${stored!.id}`,
      },
      subject: subjectLine(`New volunteer application: ${input.firstName} ${input.lastName}`),
      text: [
        "Someone applied to volunteer through the website.",
        "",
        `Name: ${input.firstName} ${input.lastName}`,
        `Email: ${input.email}`,
        `Phone: ${input.phone}`,
        `Address: ${input.address}, ${input.city}, ${labelOf(US_STATES, input.state)} ${input.zipCode}`,
        `Interested in: ${input.interests.map((value) => labelOf(VOLUNTEER_INTERESTS, value)).join(", ")}`,
        `Availability: ${labelOf(VOLUNTEER_AVAILABILITY, input.availability)}`,
        `Heard about us through: ${labelOf(HEARD_ABOUT_US, input.hearAboutUs)}`,
        "",
        "Experience:",
        input.experience ?? "(not given)",
      ].join("\n"),
      replyTo: input.email,
    });
  });
}
