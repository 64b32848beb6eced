import './lib/zod-jitless';
import './fonts.css';
import './index.css';
import { start } from './app/start';

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');
void start(container);
