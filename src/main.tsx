import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { loadConfig } from './lib/config/config';
import './app/styles.css';

const config = await loadConfig(`${import.meta.env.BASE_URL}config.json`);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App config={config} />
  </StrictMode>,
);
