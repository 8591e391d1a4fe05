import Assistant from './assistant';

export default function Home() {
  return (
    <main>
      <h1>Acme docs</h1>
      <p>The acme command line tool. Ask the assistant how to install and deploy it.</p>
      <Assistant />
    </main>
  );
}
