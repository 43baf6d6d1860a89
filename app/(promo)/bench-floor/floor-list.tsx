// The floor pages' content (`npm run bench:render`): a heading and a 60-row list, nothing of the portal's.
const rows = Array.from({ length: 60 }, (_, i) => ({ name: `第 ${i + 1} 行`, value: `数值 ${(i * 7919) % 1000}` }));

export function FloorList({ heading }: { heading: string }) {
  return (
    <main>
      <h1>{heading}</h1>
      <ul>
        {rows.map((row) => (
          <li key={row.name}>
            {row.name}：{row.value}
          </li>
        ))}
      </ul>
    </main>
  );
}
