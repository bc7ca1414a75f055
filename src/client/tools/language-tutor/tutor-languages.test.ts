import { describe, expect, it } from "vitest";
import { tutorLanguageName } from "./tutor-languages";

describe("the languages the tutor teaches", () => {
  it("are named in the interface's language, as a choice in a list", () => {
    expect(tutorLanguageName("en", "Spanish")).toBe("Spanish");
    expect(tutorLanguageName("de", "Spanish")).toBe("Spanisch");
    expect(tutorLanguageName("fr", "Spanish")).toBe("Espagnol");
    expect(tutorLanguageName("ru", "German")).toBe("Немецкий");
    expect(tutorLanguageName("ja", "Portuguese")).toBe("ポルトガル語");
  });
});
