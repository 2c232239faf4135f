import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// findBy* and waitFor give up after 1 s by default, which a busy 2-core machine can pass while
// drawing the order form: they detect what never appears, not speed.
configure({ asyncUtilTimeout: 10_000 });

afterEach(() => cleanup());
