// The Node flags `npm start` runs the server with (the benchmarks start it the same way).
//
// V8's young generation is two semi-spaces. On Node 24 V8 lets each grow to 32 MB or more
// under load and keeps them, so an idle server held about 300 MB instead of 160 MB on Node 20,
// whose V8 stops at 16 MB. `--max-semi-space-size=16` keeps Node 20's size everywhere
// (decision 0010). V8 reads it only at start, hence a flag rather than code in the server. An
// operator's own choice in NODE_OPTIONS wins.
export function serverNodeFlags(nodeOptions = process.env.NODE_OPTIONS ?? "") {
  return nodeOptions.includes("--max-semi-space-size") ? [] : ["--max-semi-space-size=16"];
}
