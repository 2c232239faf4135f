export function NotFoundPage() {
  return (
    <section className="page not-found">
      <h1>404 - Page Not Found</h1>
      <p>Oops! The page you&apos;re looking for does not exist.</p>
    </section>
  );
}
