import { type ChatCompletionBody, schemaName } from "./openai-server";

/** The request's messages as one text, to read what the tool asked for. */
const requestText = (request: ChatCompletionBody) => JSON.stringify(request.messages ?? []);

export const flashcardReply = JSON.stringify({
  title: "The solar system",
  cards: [
    ["Which planet is closest to the Sun?", "Mercury", "It is also the smallest"],
    ["Which planet is the largest?", "Jupiter", null],
    ["What is the Sun?", "A star", null],
    ["Which planet has the most famous rings?", "Saturn", "Sixth from the Sun"],
    ["What is Earth's natural satellite?", "The Moon", null],
    ["Which planet is called the Red Planet?", "Mars", null],
    ["Which planet spins on its side?", "Uranus", null],
    ["Which is the farthest planet?", "Neptune", null],
    ["What separates Mars and Jupiter?", "The asteroid belt", null],
    ["Which planet is the hottest?", "Venus", "Thick clouds trap heat"],
  ].map(([front, back, hint]) => ({ front, back, hint })),
});

export const quizReply = JSON.stringify({
  title: "Water cycle",
  questions: [
    {
      type: "single",
      prompt: "What drives the water cycle?",
      choices: ["The Moon", "The Sun", "Wind"],
      correct: [1],
      answer: "",
      explanation: "The Sun's heat evaporates water.",
    },
    {
      type: "multiple",
      prompt: "Which are forms of precipitation?",
      choices: ["Rain", "Snow", "Fog", "Hail"],
      correct: [0, 1, 3],
      answer: "",
      explanation: "Fog stays in the air; rain, snow and hail fall.",
    },
    {
      type: "true-false",
      prompt: "Clouds are made of water vapour you can see.",
      choices: ["True", "False"],
      correct: [1],
      answer: "",
      explanation: "Clouds are tiny droplets or ice crystals; vapour is invisible.",
    },
    {
      type: "short-answer",
      prompt: "What is water turning into vapour called?",
      choices: [],
      correct: [],
      answer: "Evaporation",
      explanation: "Liquid water evaporates into vapour.",
    },
  ],
});

export const goalReply = JSON.stringify({
  title: "Road to 10 km",
  summary: "Three short runs a week, a little longer each fortnight.",
  milestones: [
    {
      title: "Run 3 km without stopping",
      description: "At an easy, chatty pace.",
      dueWeek: 3,
      tasks: [
        { title: "Buy running shoes", week: 1 },
        { title: "Walk-run 20 minutes, three times", week: 1 },
        { title: "Run 2 km twice", week: 2 },
      ],
    },
    {
      title: "Run 6 km",
      description: "",
      dueWeek: 8,
      tasks: [
        { title: "Long run 4 km", week: 5 },
        { title: "Long run 6 km", week: 8 },
      ],
    },
    {
      title: "Race 10 km",
      description: "Sign up for a local race.",
      dueWeek: 13,
      tasks: [{ title: "Race day", week: 13 }],
    },
  ],
});

/** A deck of `count` slides: a title slide, then sections of content, the last a two-column comparison. */
export function deckReply(count: number): string {
  const slides = Array.from({ length: count }, (_, index) => {
    if (index === 0)
      return {
        section: "Opening",
        layout: "title",
        title: "Solar power for schools",
        bullets: ["Clean energy, lower bills"],
        notes: "Welcome everyone. Today we look at solar panels on school roofs.",
      };
    const section = index < count / 2 ? "Why solar" : "How to start";
    const layout =
      index === count - 1 ? "two-column" : index === Math.ceil(count / 2) ? "section" : "bullets";
    return {
      section,
      layout,
      title:
        layout === "section"
          ? section
          : `Point ${index}: ${["Costs fall", "Lessons on energy", "Roof space", "Grants", "Maintenance"][index % 5]}`,
      bullets:
        layout === "section"
          ? []
          : layout === "two-column"
            ? ["Pay up front", "Own the panels", "Lease", "No upfront cost"]
            : [
                `Fact ${index}.1 about solar`,
                `Fact ${index}.2 about savings`,
                `Fact ${index}.3 about pupils`,
              ],
      notes: `Speaker notes for slide ${index + 1}: explain the point and give one example.`,
    };
  });
  return JSON.stringify({
    title: "Solar power for schools",
    subtitle: "A plan for our campus",
    slides,
  });
}

export const brandReply = JSON.stringify({
  palette: [
    { name: "Harbour Navy", hex: "#1B2A41", role: "primary" },
    { name: "Sea Glass", hex: "#5FA8A0", role: "secondary" },
    { name: "Buoy Orange", hex: "#F2994A", role: "accent" },
    { name: "Fog", hex: "#E6EBEF", role: "surface" },
    { name: "Sail White", hex: "#FFFFFF", role: "background" },
    { name: "Deep Ink", hex: "#0E1621", role: "text" },
  ],
  typography: {
    heading: { family: "Fraunces", category: "serif", weights: [600, 700] },
    body: { family: "Inter", category: "sans-serif", weights: [400, 500] },
    rationale: "A warm serif for character, a neutral sans for long reading.",
  },
  taglines: ["Fresh from the harbour", "Sea to table, same day", "Caught today, cooked tonight"],
  voice: {
    traits: ["Warm", "Honest", "Local"],
    summary: "We talk like the fishmonger you trust: plain words, real facts, a wink now and then.",
    do: ["Name the boat and the catch", "Use short sentences", "Invite questions"],
    dont: ["Overpromise", "Use jargon", "Shout in capitals"],
  },
  logoConcepts: [
    {
      title: "Wave mark",
      description: "A single wave forming a fish tail.",
      prompt: "Minimal flat logo, one navy wave curling into a fish tail, white background, vector",
    },
    {
      title: "Harbour badge",
      description: "A round badge with a lighthouse.",
      prompt:
        "Round vintage badge logo with a small lighthouse and the words Harbour Fresh, navy and orange",
    },
  ],
});

/** The Docs Assistant's answer when asked to format content: Markdown with a heading, a list, a table. */
export const formattedReply = [
  "# Meeting notes",
  "",
  "Agreed on **Tuesday**:",
  "",
  "1. Ship the beta",
  "2. Write the release notes",
  "",
  "| Owner | Task |",
  "| ----- | ---- |",
  "| Ana | Beta |",
  "| Ben | Notes |",
].join("\n");

/** A verdict on each short answer the request carries: right when it says "evaporat...". */
function shortAnswerGrades(request: ChatCompletionBody): string {
  const lines = String(request.messages?.at(-1)?.content ?? "").split("\n");
  const grades = lines.map((line) => {
    const entry = JSON.parse(line) as { questionId: string; student: string };
    const correct = /evaporat/i.test(entry.student);
    return {
      questionId: entry.questionId,
      correct,
      reasoning: correct
        ? "Right: evaporation turns liquid water into vapour."
        : "Not quite: the word is evaporation.",
    };
  });
  return JSON.stringify({ grades });
}

/**
 * Answers for the study tools' structured requests, chosen by the schema each one names (the
 * fake provider's `reply`); an unknown schema gets plain text, which the tool treats as unusable.
 */
export function studyReply(request: ChatCompletionBody): string {
  switch (schemaName(request)) {
    case "flashcard_deck":
      return flashcardReply;
    case "quiz":
      return quizReply;
    case "presentation":
      return deckReply(Number(/exactly (\d+) slides/.exec(requestText(request))?.[1] ?? 7));
    case "brand_kit":
      return brandReply;
    case "goal_plan":
      return goalReply;
    case "short_answer_grades":
      return shortAnswerGrades(request);
    default:
      if (requestText(request).includes("Task: Format Content")) return formattedReply;
      return `No scripted reply for ${schemaName(request) ?? "plain text"}: ${requestText(request).slice(0, 80)}`;
  }
}
