import { beforeEach, describe, expect, it, vi } from 'vitest';

// The id rule of the browser build's `react` (react-browser.ts, decision 0167), run on Preact as
// the browser build does (the unit tests' `react` is React itself). Each test loads the modules
// anew: "has the page's first render committed" is per page.

async function loadModules() {
  vi.resetModules();
  return {
    compat: await import('preact/compat'),
    act: (await import('preact/test-utils')).act,
    useId: (await import('./react-browser')).useId,
  };
}
let lib: Awaited<ReturnType<typeof loadModules>>;

/** A labelled input, as form-field.tsx and combobox-input.tsx make them. */
function Field({ label }: { label: string }) {
  const id = lib.useId();
  const h = lib.compat.createElement;
  return h('div', null, h('label', { htmlFor: id }, label), h('input', { id, name: label }));
}

/** A page with two fields and a dialog of two more, rendered through a portal. */
function PageWithDialog({ dialogRoot }: { dialogRoot: HTMLElement }) {
  const h = lib.compat.createElement;
  return h(
    'main',
    null,
    h(Field, { label: 'ขนาด' }),
    h(Field, { label: 'ยี่ห้อ' }),
    lib.compat.createPortal(
      h('section', null, h(Field, { label: 'ขนาด-dialog' }), h(Field, { label: 'รุ่น' })),
      dialogRoot,
    ),
  );
}

function TwoFields() {
  const h = lib.compat.createElement;
  return h(lib.compat.Fragment, null, h(Field, { label: 'ขนาด' }), h(Field, { label: 'รุ่น' }));
}

async function load() {
  lib = await loadModules();
  return { compat: lib.compat, act: lib.act, h: lib.compat.createElement };
}

const ids = (root: ParentNode) => Array.from(root.querySelectorAll('input'), (input) => input.id);

function expectLabelsPointAtTheirInputs(root: ParentNode) {
  for (const label of root.querySelectorAll('label')) {
    const target = document.getElementById(label.htmlFor);
    expect(target?.getAttribute('name')).toBe(label.textContent);
  }
}

beforeEach(() => {
  document.body.innerHTML = '';
});

describe('useId in the browser build', () => {
  it('gives ids unique on the page, in a dialog rendered through a portal too', async () => {
    const { compat, act, h } = await load();
    const page = document.body.appendChild(document.createElement('div'));
    const dialogRoot = document.body.appendChild(document.createElement('div'));
    act(() => {
      compat.render(h(PageWithDialog, { dialogRoot }), page);
    });
    const all = ids(document.body);
    expect(all).toHaveLength(4);
    expect(new Set(all).size).toBe(4);
    expectLabelsPointAtTheirInputs(document.body);
  });

  it('gives a second root on the page ids of its own', async () => {
    const { compat, act, h } = await load();
    const first = document.body.appendChild(document.createElement('div'));
    const second = document.body.appendChild(document.createElement('div'));
    act(() => {
      compat.render(h(Field, { label: 'a' }), first);
    });
    act(() => {
      compat.render(h(Field, { label: 'b' }), second);
    });
    expect(new Set(ids(document.body)).size).toBe(2);
    expectLabelsPointAtTheirInputs(document.body);
  });

  it('keeps an id through re-renders', async () => {
    const { compat, act, h } = await load();
    const root = document.body.appendChild(document.createElement('div'));
    act(() => {
      compat.render(h(Field, { label: 'a' }), root);
    });
    const before = ids(root)[0];
    act(() => {
      compat.render(h(Field, { label: 'a' }), root);
    });
    expect(ids(root)[0]).toBe(before);
  });

  it("keeps the server's id while hydrating, then puts the page's id in every attribute at once", async () => {
    const { compat, act, h } = await load();
    const root = document.body.appendChild(document.createElement('div'));
    // React's ids, as the server rendered them.
    root.innerHTML =
      '<div><label for="_R_a_">ขนาด</label><input id="_R_a_" name="ขนาด"></div>' +
      '<div><label for="_R_b_">รุ่น</label><input id="_R_b_" name="รุ่น"></div>';
    act(() => {
      compat.hydrate(h(TwoFields, null), root);
      // Hydrating writes no attribute: the server's ids stay, labels and inputs agree.
      expect(ids(root)).toEqual(['_R_a_', '_R_b_']);
      expectLabelsPointAtTheirInputs(root);
    });
    // Once mounted (effects run as `act` ends), the page's own ids, in labels as in inputs.
    const after = ids(root);
    expect(after.some((id) => id.startsWith('_R_'))).toBe(false);
    expect(new Set(after).size).toBe(2);
    expectLabelsPointAtTheirInputs(root);
  });
});
