// Nabis's own set-up on the new-game form and the invitation (issue 15): the counter values
// and the map, each folded under its summary; both travel in the game's header.
import type { SetupProps } from '../../app/board-contract';
import { CounterValues } from './counter-values-view';
import { MapEditor } from './map-editor';

export function NabisSetup(props: SetupProps) {
  return (
    <>
      <CounterValues {...props} />
      <MapEditor options={props.options} onChange={props.onChange} lang={props.lang} />
    </>
  );
}
