export default function OrderRxPage() {
  return (
    <section className="page">
      <h1>OrderRxPage (placeholder)</h1>
    </section>
  );
}
