/** The form studio: office staff change the forms without typing JSON (docs/editing-forms.md). */
import { createRoot } from 'react-dom/client';
import { App } from './App';
import './studio.css';

createRoot(document.getElementById('root')!).render(<App />);
