export default function ConsentPage() {
  return (
    <section className="page">
      <h1>ConsentPage (placeholder)</h1>
    </section>
  );
}
