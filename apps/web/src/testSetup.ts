import { configure } from '@testing-library/react';

// Vitest runs the web tests on 2 cores beside the server's: a lazily loaded screen can take more than Testing
// Library's default second to appear. findBy/waitFor still return as soon as the element is there; this is a ceiling.
configure({ asyncUtilTimeout: 5_000 });
