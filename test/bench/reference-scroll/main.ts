// The bare reference for scrolling the changes view: the same number of cards, each a title and
// two columns of node-sized boxes with text, as plain HTML that is all laid out up front (no
// framework, no virtualising): what scrolling such content costs this machine at best.
const list = document.getElementById('list');
const count = Number(new URLSearchParams(window.location.search).get('cards') ?? 160);
const html: string[] = [];
for (let card = 0; card < count; card += 1) {
  const boxes = 2 + (card % 4);
  const column = Array.from(
    { length: boxes },
    (_, index) =>
      `<div class="box"><strong>Node ${card}.${index} with a name</strong><br>Action</div>`,
  ).join('');
  html.push(
    `<section class="card"><h3>Change ${card + 1}: renamed “Step ${card}” to “Step ${card} (v2)”</h3><div class="sides"><div>${column}</div><div>${column}</div></div></section>`,
  );
}
if (list) list.innerHTML = html.join('');
