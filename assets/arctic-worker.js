// Arctic Solitaire's Web Worker: computer moves and the solo par, off the
// page's main thread (src/bin/arctic-worker.rs, built by scripts/build.sh
// into web-worker/). A message {id, job: 'think' | 'par', record} is answered
// with {id, answer}.
importScripts('./web-worker/arctic_worker.js');
const ready = wasm_bindgen({ module_or_path: './web-worker/arctic_worker_bg.wasm' });
onmessage = async (event) => {
  const { id, job, record } = event.data;
  let answer;
  try {
    await ready;
    answer = job === 'par' ? wasm_bindgen.par(record) : wasm_bindgen.think(record);
  } catch (e) {
    answer = `error: ${e}`;
  }
  postMessage({ id, answer });
};
