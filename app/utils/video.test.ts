import { describe, expect, it } from "vitest";
import { toVideoEmbed, toVideoSource } from "./video";

const youtube = (query = "") => ({
  src: `https://www.youtube-nocookie.com/embed/Qm3vT8sLx2A${query}`,
  provider: "YouTube",
});
const vimeo = (query = "") => ({ src: `https://player.vimeo.com/video/123456789${query}`, provider: "Vimeo" });

describe("toVideoEmbed (a pasted video link becomes its player's address)", () => {
  it("turns every usual YouTube link into the privacy-enhanced embed, keeping a start time", () => {
    const cases: [string, ReturnType<typeof youtube>][] = [
      ["https://www.youtube.com/watch?v=Qm3vT8sLx2A", youtube()],
      ["https://www.youtube.com/watch?v=Qm3vT8sLx2A&list=PL123&index=2&ab_channel=Amera", youtube()],
      ["https://www.youtube.com/watch?feature=share&v=Qm3vT8sLx2A&t=1m30s", youtube("?start=90")],
      ["http://youtube.com/watch?v=Qm3vT8sLx2A", youtube()],
      ["https://m.youtube.com/watch?v=Qm3vT8sLx2A&t=42", youtube("?start=42")],
      ["https://youtu.be/Qm3vT8sLx2A", youtube()],
      ["https://youtu.be/Qm3vT8sLx2A?t=75", youtube("?start=75")],
      ["https://youtu.be/Qm3vT8sLx2A?si=AbCdEf123&t=10s", youtube("?start=10")],
      ["https://www.youtube.com/shorts/Qm3vT8sLx2A", youtube()],
      ["https://youtube.com/shorts/Qm3vT8sLx2A?feature=share", youtube()],
      ["https://www.youtube.com/embed/Qm3vT8sLx2A", youtube()],
      ["https://www.youtube.com/live/Qm3vT8sLx2A", youtube()],
      ["https://www.youtube-nocookie.com/embed/Qm3vT8sLx2A", youtube()],
      ["https://youtube-nocookie.com/embed/Qm3vT8sLx2A?start=5", youtube("?start=5")],
      ["  https://YOUTU.BE/Qm3vT8sLx2A  ", youtube()],
    ];
    for (const [link, expected] of cases) expect(toVideoEmbed(link), link).toEqual(expected);
  });

  it("turns Vimeo pages and player addresses into the Vimeo player, keeping an unlisted video's key", () => {
    expect(toVideoEmbed("https://vimeo.com/123456789")).toEqual(vimeo());
    expect(toVideoEmbed("https://www.vimeo.com/123456789?share=copy")).toEqual(vimeo());
    expect(toVideoEmbed("https://vimeo.com/123456789/abc123def")).toEqual(vimeo("?h=abc123def"));
    expect(toVideoEmbed("https://vimeo.com/channels/staffpicks/123456789")).toEqual(vimeo());
    expect(toVideoEmbed("https://player.vimeo.com/video/123456789")).toEqual(vimeo());
    expect(toVideoEmbed("https://player.vimeo.com/video/123456789?h=abc&autoplay=1")).toEqual(vimeo("?h=abc"));
  });

  it("refuses other sites, look-alike hosts, logins, ports, script addresses and garbage", () => {
    for (const link of [
      "https://example.org/lesson.mp4",
      "https://www.dailymotion.com/video/x8abc12",
      "https://www.youtube.com.evil.example/watch?v=Qm3vT8sLx2A",
      "https://evil.example/youtu.be/Qm3vT8sLx2A",
      "https://notyoutube.com/watch?v=Qm3vT8sLx2A",
      "https://www.youtube.com/watch",
      "https://www.youtube.com/watch?v=bad<id>",
      "https://www.youtube.com/@amera",
      "https://www.youtube.com/playlist?list=PL123",
      "https://youtu.be/",
      "https://vimeo.com/about",
      "https://vimeo.com/user/123456789/extra/parts",
      "https://player.vimeo.com/video/abc",
      "https://user:pw@player.vimeo.com/video/1",
      "https://www.youtube.com:8443/watch?v=Qm3vT8sLx2A",
      "javascript:alert(1)",
      "data:text/html,<script>alert(1)</script>",
      "ftp://youtu.be/Qm3vT8sLx2A",
      "youtu.be/Qm3vT8sLx2A",
      "/videos/local.mp4",
      "not a link at all",
      "",
      null,
    ]) {
      expect(toVideoEmbed(link), String(link)).toBeNull();
    }
  });
});

describe("toVideoSource (how a stored lesson video is shown)", () => {
  it("plays stored embed addresses and plain YouTube or Vimeo links alike", () => {
    expect(toVideoSource("https://www.youtube-nocookie.com/embed/Qm3vT8sLx2A")).toEqual({
      kind: "embed",
      ...youtube(),
    });
    // Saved before links were converted on save: a learner still gets the player.
    expect(toVideoSource("https://www.youtube.com/watch?v=Qm3vT8sLx2A")).toEqual({ kind: "embed", ...youtube() });
    expect(toVideoSource("https://vimeo.com/123456789")).toEqual({ kind: "embed", ...vimeo() });
  });

  it("offers an older address on another site as a plain link", () => {
    expect(toVideoSource("https://example.org/lesson.mp4")).toEqual({
      kind: "link",
      href: "https://example.org/lesson.mp4",
      host: "example.org",
    });
    expect(toVideoSource("https://www.example.org/v")).toMatchObject({ kind: "link", host: "example.org" });
  });

  it("drops anything that is not a web address", () => {
    expect(toVideoSource("javascript:alert(1)")).toBeNull();
    expect(toVideoSource("data:text/html,<script>alert(1)</script>")).toBeNull();
    expect(toVideoSource("/videos/local.mp4")).toBeNull();
    expect(toVideoSource("")).toBeNull();
    expect(toVideoSource(null)).toBeNull();
  });
});
