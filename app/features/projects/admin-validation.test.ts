import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { COLOR_MESSAGE, ProjectSchema } from "./admin-validation";
import { PROJECT_RESERVED_SLUG_MESSAGE } from "./reserved-slugs";

function form(fields: Record<string, string>) {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.append(key, value);
  return data;
}

const base = {
  title: "Corner Bakery Co-op",
  description: "Bake bread together.",
  status: "Active",
  category: "Business Opportunity",
};

describe("ProjectSchema", () => {
  it("keeps filled collaboration rows and ignores empty ones", () => {
    const submission = parseWithZod(
      form({
        ...base,
        "collaborationOptions[0].option": "Baker",
        "collaborationOptions[0].description": "Bake in the early shift.",
        "collaborationOptions[1].option": "",
        "collaborationOptions[1].description": "",
        "collaborationOptions[2].option": "Driver",
        "collaborationOptions[2].description": "Deliver to cafés.",
      }),
      { schema: ProjectSchema },
    );
    expect(submission.status).toBe("success");
    if (submission.status !== "success") return;
    expect(submission.value.collaborationOptions).toEqual([
      { option: "Baker", description: "Bake in the early shift." },
      { option: "Driver", description: "Deliver to cafés." },
    ]);
  });

  it("asks for the missing half of a collaboration row", () => {
    const submission = parseWithZod(form({ ...base, "collaborationOptions[0].option": "Baker" }), {
      schema: ProjectSchema,
    });
    expect(submission.reply().error?.["collaborationOptions[0].description"]).toEqual([
      "Add a short description for this option",
    ]);
  });

  it("accepts #rgb and #rrggbb colours only", () => {
    for (const good of ["#abc", "#A1B2C3"]) {
      expect(parseWithZod(form({ ...base, brandPrimary: good }), { schema: ProjectSchema }).status).toBe("success");
    }
    for (const bad of ["red", "#abcd", "rgb(0,0,0)", "#12345g", "#fff;background:url(x)"]) {
      const reply = parseWithZod(form({ ...base, brandPrimary: bad }), { schema: ProjectSchema }).reply();
      expect(reply.error?.brandPrimary).toEqual([COLOR_MESSAGE]);
    }
  });

  it("needs two colours for a gradient", () => {
    const one = parseWithZod(form({ ...base, gradientDirection: "to right", "gradientStops[0]": "#111111" }), {
      schema: ProjectSchema,
    });
    expect(one.reply().error?.gradientStops).toEqual(["A gradient needs at least two colors"]);
    const two = parseWithZod(
      form({
        ...base,
        gradientDirection: "to right",
        "gradientStops[0]": "#111111",
        "gradientStops[1]": "",
        "gradientStops[2]": "#222",
      }),
      { schema: ProjectSchema },
    );
    expect(two.status).toBe("success");
    if (two.status === "success") expect(two.value.gradientStops.filter(Boolean)).toEqual(["#111111", "#222"]);
  });

  it("requires a title", () => {
    expect(parseWithZod(form({ ...base, title: "  " }), { schema: ProjectSchema }).reply().error?.title).toEqual([
      "Title is required",
    ]);
  });
});

describe("the address", () => {
  it("refuses a fixed page's address, an id-shaped one and a badly formed one; an empty one is made later", () => {
    const errorOf = (slug: string) => {
      const submission = parseWithZod(form({ ...base, slug }), { schema: ProjectSchema });
      return submission.status === "success" ? null : submission.error?.slug;
    };
    expect(errorOf("Library")).toEqual([PROJECT_RESERVED_SLUG_MESSAGE]);
    expect(errorOf("0b4c2a5e-1f3d-4c7a-9e2b-5d6f7a8b9c0d")?.[0]).toMatch(/looks like an item's id/);
    expect(errorOf("not ok")).toEqual([
      "Use lowercase letters, numbers and single hyphens only (for example: mary-kay-consultants)",
    ]);
    expect(errorOf("library-reading-circle")).toBeNull();
    expect(errorOf("")).toBeNull();
  });
});

describe("gradient directions", () => {
  it("accepts the listed directions and plain angles, nothing else", () => {
    const stops = { "gradientStops[0]": "#111", "gradientStops[1]": "#222" };
    for (const direction of ["to right", "to bottom right", "135deg"]) {
      expect(
        parseWithZod(form({ ...base, ...stops, gradientDirection: direction }), { schema: ProjectSchema }).status,
      ).toBe("success");
    }
    const bad = parseWithZod(form({ ...base, ...stops, gradientDirection: "to right; color: red" }), {
      schema: ProjectSchema,
    });
    expect(bad.reply().error?.gradientDirection).toEqual(["Choose a direction from the list"]);
  });
});
