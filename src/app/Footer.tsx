export function Footer() {
  return (
    <footer className="footer">
      <p>© 2025 Rx Forms. All rights reserved.</p>
      <p>Powered by a third-party solutions provider.</p>
    </footer>
  );
}
