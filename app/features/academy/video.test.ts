import { describe, expect, it } from "vitest";
import { toVideoSource } from "./video";

describe("toVideoSource (the video URL allow-list)", () => {
  it("embeds https YouTube-nocookie and Vimeo player addresses", () => {
    expect(toVideoSource("https://www.youtube-nocookie.com/embed/Qm3vT8sLx2A")).toEqual({
      kind: "embed",
      src: "https://www.youtube-nocookie.com/embed/Qm3vT8sLx2A",
      provider: "YouTube",
    });
    expect(toVideoSource(" https://player.vimeo.com/video/123456789?h=abc ")).toEqual({
      kind: "embed",
      src: "https://player.vimeo.com/video/123456789?h=abc",
      provider: "Vimeo",
    });
  });

  it("offers every other web address as a plain link", () => {
    for (const url of [
      "https://www.youtube.com/watch?v=Qm3vT8sLx2A", // not the privacy-enhanced host
      "http://www.youtube-nocookie.com/embed/Qm3vT8sLx2A", // not https
      "https://youtube-nocookie.com/embed/Qm3vT8sLx2A", // not the exact host
      "https://www.youtube-nocookie.com.evil.example/embed/Qm3vT8sLx2A",
      "https://user:pw@player.vimeo.com/video/1",
      "https://player.vimeo.com:8443/video/1",
      "https://player.vimeo.com/video/abc",
      "https://vimeo.com/123456",
      "https://example.org/lesson.mp4",
    ]) {
      expect(toVideoSource(url)?.kind, url).toBe("link");
    }
    expect(toVideoSource("https://www.youtube.com/watch?v=x")).toMatchObject({ host: "youtube.com" });
  });

  it("drops anything that is not a web address", () => {
    expect(toVideoSource("javascript:alert(1)")).toBeNull();
    expect(toVideoSource("data:text/html,<script>alert(1)</script>")).toBeNull();
    expect(toVideoSource("/videos/local.mp4")).toBeNull();
    expect(toVideoSource("")).toBeNull();
    expect(toVideoSource(null)).toBeNull();
  });
});
