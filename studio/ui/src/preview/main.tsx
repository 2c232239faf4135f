/**
 * The live preview: the form drawn by the site's own renderer and styles, in a frame as wide as
 * a phone or a desktop, redrawn with each edit the studio sends.
 */
import { createRoot } from 'react-dom/client';
import { PreviewPage } from './PreviewPage';
import '../../../../src/app/styles.css';

createRoot(document.getElementById('root')!).render(<PreviewPage />);
