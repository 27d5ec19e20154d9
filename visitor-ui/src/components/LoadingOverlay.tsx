export function LoadingOverlay() {
  return (
    <div className="overlay" role="status">
      <span className="spinner" aria-hidden="true" />
      Loading...
    </div>
  );
}
