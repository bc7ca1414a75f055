import { defineMessage } from "@/shared/i18n/runtime";
import type {
  ThumbnailCategory,
  ThumbnailResult,
  thumbnailStyles,
} from "@/shared/tools/thumbnail-creator";

/** The video categories (values: the API's, e.g. 'Tech Review'). */
export const categoryNames = {
  Gaming: defineMessage({ id: "thumbnailCreator.category.gaming", defaultMessage: "Gaming" }),
  "Tech Review": defineMessage({
    id: "thumbnailCreator.category.techReview",
    defaultMessage: "Tech Review",
  }),
  Cooking: defineMessage({ id: "thumbnailCreator.category.cooking", defaultMessage: "Cooking" }),
  Travel: defineMessage({ id: "thumbnailCreator.category.travel", defaultMessage: "Travel" }),
  Education: defineMessage({
    id: "thumbnailCreator.category.education",
    defaultMessage: "Education",
  }),
  Music: defineMessage({ id: "thumbnailCreator.category.music", defaultMessage: "Music" }),
} as const satisfies Record<ThumbnailCategory, unknown>;

/** How the overlay's text is drawn (values: the API's). */
export const styleNames = {
  Bold: defineMessage({ id: "thumbnailCreator.style.bold", defaultMessage: "Bold" }),
  Clean: defineMessage({ id: "thumbnailCreator.style.clean", defaultMessage: "Clean" }),
  Neon: defineMessage({ id: "thumbnailCreator.style.neon", defaultMessage: "Neon" }),
} as const satisfies Record<(typeof thumbnailStyles)[number], unknown>;

/** Where the background came from, under the picture. */
export const backgroundWords = {
  design: defineMessage({
    id: "thumbnailCreator.background.design",
    defaultMessage: "Background designed by Bismo (no image provider is set up).",
  }),
  "design-allowance": defineMessage({
    id: "thumbnailCreator.background.allowance",
    defaultMessage: "Background designed by Bismo: your plan's images are used up for now.",
  }),
  provider: defineMessage({
    id: "thumbnailCreator.background.provider",
    defaultMessage: "Background painted by the image provider.",
  }),
} as const satisfies Record<ThumbnailResult["background"], unknown>;
