// The app's Web Worker: computer moves for every game and Arctic Solitaire's
// solo par, off the page's main thread (src/bin/cardtable-worker.rs, built by
// scripts/worker.sh into web-worker/). A message {id, job, record} (job:
// "think hard 12" or "par") is answered with {id, answer}.
importScripts('./web-worker/cardtable_worker.js');
const ready = wasm_bindgen({ module_or_path: './web-worker/cardtable_worker_bg.wasm' });
onmessage = async (event) => {
  const { id, job, record } = event.data;
  let answer;
  try {
    await ready;
    answer = wasm_bindgen.answer(job, record);
  } catch (e) {
    answer = `error: ${e}`;
  }
  postMessage({ id, answer });
};
