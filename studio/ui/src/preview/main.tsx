/**
 * The live preview: the form drawn by the site's own renderer and styles, in a frame as wide as
 * a phone or a desktop, redrawn with each edit the studio sends.
 */
import { createRoot } from 'react-dom/client';
import { PreviewPage } from './PreviewPage';
import '../../../../src/app/styles.css';
// The page a form without a page of its own gets on the site, with its phone layout.
import '../../../../src/features/generic-form/generic-form.css';

createRoot(document.getElementById('root')!).render(<PreviewPage />);
