import { render } from 'preact';
import { App } from './app/App';
import './app/styles.css';

render(<App />, document.getElementById('app')!);
