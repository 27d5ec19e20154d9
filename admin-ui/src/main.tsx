import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { App } from './App';

// A browser router (real /admin/... addresses, not react-admin's default #/ ones) with the panel under /admin.
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <BrowserRouter>
      <Routes>
        <Route path="/admin/*" element={<App />} />
      </Routes>
    </BrowserRouter>
  </StrictMode>,
);
