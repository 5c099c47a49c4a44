// The standing orders panel every hex board shows (spec §9 of Nabis and of Champs de Bataille):
// the viewer's own orders, which he may change (one 'orders' action, sent with his next
// message), and the opponent's, which are public. The board says what its orders are, in its
// rule system's words; this panel only lays them out and keeps the viewer's draft. The action
// handed on is checked by the rule system first (`accepts`).
import { useEffect, useState } from 'preact/hooks';

type Lang = 'en' | 'fr';
export type OrderSet = Record<string, string>;

/** One standing order in words: its title and help when it is set, its short name when listed,
 *  its rule, and each value's button label, its help, and how it reads once chosen. */
export interface OrderWords {
  title: string;
  help: string;
  name: string;
  rule: string;
  values: Record<string, { label: string; help: string; reads: string }>;
}

export interface OrdersPanelProps<O extends OrderSet, A> {
  /** The data-attribute prefix the board's tests look for (`data-<tag>-orders`…). */
  tag: string;
  lang: Lang;
  /** The position: the viewer's draft is dropped when it changes. */
  position: unknown;
  ids: readonly string[];
  valuesOf(id: string): readonly string[];
  words(id: string): OrderWords;
  /** Each side shown, the viewer's first: its heading, its orders, whether the viewer sets them. */
  seats: { seat: number; heading: string; orders: O; editable: boolean }[];
  /** The viewer's orders as they stand (null for a spectator). */
  mine: O | null;
  same(a: O, b: O): boolean;
  /** The action that sets `o`, and whether the rules accept it now. */
  action(o: O): A;
  accepts(a: A): boolean;
  onAction?(a: A): void;
  /** Choices may be made now (else shown, greyed). */
  choosable: boolean;
  intro: string;
  /** Under the editable seat's buttons: when the orders go, or when they may be changed. */
  note: string;
  /** What no order decides (always by the rules). */
  footer: string;
}

const T = {
  title: { en: 'Standing orders', fr: 'Ordres permanents' },
  set: { en: 'Set these orders', fr: 'Donner ces ordres' },
  discard: { en: 'Discard changes', fr: 'Annuler les changements' },
};

export function OrdersPanel<O extends OrderSet, A>(p: OrdersPanelProps<O, A>) {
  const [draft, setDraft] = useState<O | null>(null);
  useEffect(() => setDraft(null), [p.position]);
  const want = draft ?? p.mine;
  const action = p.mine && want && !p.same(want, p.mine) ? p.action(want) : null;
  const ok = !!action && !!p.onAction && p.accepts(action);
  const d = (name: string, v: string | number = '') => ({ [`data-${p.tag}-${name}`]: v });
  return (
    <details class="hx-orders" {...d('orders')}>
      <summary>{T.title[p.lang]}</summary>
      <p class="hx-hint">{p.intro}</p>
      {p.seats.map(({ seat, heading, orders, editable }) => {
        const shown = editable && want ? want : orders;
        return (
          <section class="hx-orders-seat" {...d('orders-seat', seat)}>
            <h3>{heading}</h3>
            {editable ? (
              p.ids.map((id) => {
                const w = p.words(id);
                return (
                  <div class="hx-order" role="group" aria-label={w.title} {...d('order', id)}>
                    <p class="hx-order-title"><b>{w.title}</b>{w.rule ? <> <span class="hx-k">({w.rule})</span></> : null}</p>
                    <p class="hx-order-help">{w.help}</p>
                    <div class="hx-order-choices">
                      {p.valuesOf(id).map((v) => (
                        <button type="button" class="btn" aria-pressed={shown[id] === v} {...d('order-value', v)} disabled={!p.choosable}
                          onClick={() => setDraft({ ...(want ?? orders), [id]: v })}>{w.values[v].label}</button>
                      ))}
                    </div>
                    <p class="hx-order-help" {...d('order-explain')}>{w.values[shown[id]].help}</p>
                  </div>
                );
              })
            ) : (
              <ul class="hx-order-list">
                {p.ids.map((id) => { const w = p.words(id); return <li {...d('order-shown', id)}><b>{w.name}</b>{p.lang === 'fr' ? ' : ' : ': '}{w.values[orders[id]].reads}{w.rule ? <> <span class="hx-k">({w.rule})</span></> : null}</li>; })}
              </ul>
            )}
            {editable ? (
              <div class="hx-order-apply">
                <button type="button" class="btn hx-primary" {...d('orders-set')} disabled={!ok} onClick={() => { if (ok && action) { setDraft(null); p.onAction!(action); } }}>{T.set[p.lang]}</button>
                {draft && p.mine && !p.same(draft, p.mine) ? <button type="button" class="btn" {...d('orders-reset')} onClick={() => setDraft(null)}>{T.discard[p.lang]}</button> : null}
                <p class="hx-hint" {...d('orders-note')}>{p.note}</p>
              </div>
            ) : null}
          </section>
        );
      })}
      <p class="hx-hint">{p.footer}</p>
    </details>
  );
}
