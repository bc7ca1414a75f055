// `npm run i18n`: extracts the English messages from the code into the English catalogues,
// compiles every language's catalogue of every area, and writes the message types; then lists
// what is missing or wrong and exits 1 if anything is. `npm run i18n -- --check` writes nothing
// and also fails when a generated file is out of date (what the build and the unit test assert).
import fs from "node:fs";
import path from "node:path";
import { buildCatalogues, catalogueProblems, outdatedFiles } from "./catalogues.ts";

const root = path.resolve(import.meta.dirname, "../..");
const check = process.argv.includes("--check");
const build = buildCatalogues(root);
const errors = check ? catalogueProblems(root, build) : build.errors;
if (!check) {
  const outdated = outdatedFiles(root, build);
  for (const file of outdated) {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), build.files.get(file) ?? "");
  }
  for (const file of build.stale) fs.rmSync(path.join(root, file));
  console.log(`wrote ${outdated.length} files, removed ${build.stale.length}`);
}
for (const error of errors) console.error(error);
const areas = [...build.files.keys()].filter((file) => file.endsWith("/en.json")).length;
console.log(
  `${areas} areas; ${errors.length === 0 ? "every language complete" : `${errors.length} problems`}`,
);
process.exitCode = errors.length === 0 ? 0 : 1;
