export function Loading() {
  return (
    <main className="page">
      <p className="loading" role="status">
        Loading...
      </p>
    </main>
  );
}
