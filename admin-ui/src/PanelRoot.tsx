import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { App } from './App';

// A browser router (real /admin/... addresses, not react-admin's default #/ ones) with the panel under /admin.
export function PanelRoot() {
  return (
    <BrowserRouter>
      <Routes>
        <Route path="/admin/*" element={<App />} />
      </Routes>
    </BrowserRouter>
  );
}
