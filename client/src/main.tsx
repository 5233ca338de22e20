import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

function App() {
  return <main>衡川化学工程集团</main>;
}

const container = document.getElementById('root');
if (container) {
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
