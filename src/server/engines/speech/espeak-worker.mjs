// Runs eSpeak NG (compiled to WebAssembly, from the espeak-ng npm package) off the main thread.
// Plain JavaScript: Node 20 cannot load TypeScript in a worker thread (loader hooks do not reach
// workers), and the build copies this file next to the server bundle as it is.
import fs from "node:fs";
import { parentPort, workerData } from "node:worker_threads";

/** @type {{ moduleUrl: string, wasmPath: string }} */
const { moduleUrl, wasmPath } = workerData;
const { default: createEspeak } = await import(moduleUrl);
// Compiled once per worker; each request instantiates it afresh, since the module is eSpeak's
// command line program and runs its main() once per instance.
const compiled = await WebAssembly.compile(await fs.promises.readFile(wasmPath));

/** @param {{ id: number, args: string[], text: string }} request */
async function speak({ id, args, text }) {
  const log = [];
  const espeak = await createEspeak({
    arguments: [...args, "-w", "/speech.wav", "-f", "/text.txt"],
    preRun: [(module) => module.FS.writeFile("/text.txt", text)],
    instantiateWasm(imports, receive) {
      WebAssembly.instantiate(compiled, imports).then((instance) => receive(instance, compiled));
      return {};
    },
    print: () => {},
    printErr: (line) => log.push(line),
  });
  let wav;
  try {
    wav = new Uint8Array(espeak.FS.readFile("/speech.wav"));
  } catch {
    throw new Error(`eSpeak wrote no audio: ${log.join(" ").slice(0, 300)}`);
  }
  parentPort?.postMessage({ id, wav }, [wav.buffer]);
}

parentPort?.on("message", (request) => {
  speak(request).catch((error) => {
    parentPort?.postMessage({ id: request.id, error: String(error?.message ?? error) });
  });
});
