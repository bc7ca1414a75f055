// `npm run i18n`: extracts the English messages from the code into the English catalogues,
// compiles every language's catalogue of every area, and writes the message types; then lists
// what is missing or wrong and exits 1 if anything is. `npm run i18n -- --check` writes nothing
// and also fails when a generated file is out of date (what the unit test asserts).
import fs from "node:fs";
import path from "node:path";
import { buildCatalogues } from "./catalogues.ts";

const root = path.resolve(import.meta.dirname, "../..");
const check = process.argv.includes("--check");
const { files, stale, errors } = buildCatalogues(root);

const outdated = [...files].filter(([file, content]) => {
  const full = path.join(root, file);
  return !fs.existsSync(full) || fs.readFileSync(full, "utf8") !== content;
});
if (check) {
  for (const [file] of outdated) errors.push(`${file} is out of date: run npm run i18n`);
  for (const file of stale) errors.push(`${file} is left over: run npm run i18n`);
} else {
  for (const [file, content] of outdated) {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), content);
  }
  for (const file of stale) fs.rmSync(path.join(root, file));
  console.log(`wrote ${outdated.length} files, removed ${stale.length}`);
}
for (const error of errors) console.error(error);
const areas = [...files.keys()].filter((file) => file.endsWith("/en.json")).length;
console.log(
  `${areas} areas; ${errors.length === 0 ? "every language complete" : `${errors.length} problems`}`,
);
process.exitCode = errors.length === 0 ? 0 : 1;
