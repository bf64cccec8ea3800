import TextUI

// Rows: rendering a 20-line, 40-column `Text` ÷ measuring the display width of the same lines
// (`DisplayWidth.of`), in the same run. The text fits its width, as most text on a screen
// does. text-render mixes Japanese and ASCII lines; text-render-ascii is ASCII only, where
// the floor is a byte count and so the hardest to stay near.
let textRenderBenchmark = makeTextRenderBenchmark(
    name: "text-render",
    title: "Text(20 lines, 40 columns, Japanese and ASCII).render(width: 40) ÷ DisplayWidth.of each line",
    lines: (0..<20).map { line in
        line.isMultiple(of: 2)
            ? "Order #\(1000 + line): apples and oranges ¥\(line * 100)"
            : "注文 \(line) りんごとみかんの詰め合わせです"
    },
    screens: 2_000,
    goal: 2.5
)

let asciiTextRenderBenchmark = makeTextRenderBenchmark(
    name: "text-render-ascii",
    title: "Text(20 lines, 40 columns, ASCII).render(width: 40) ÷ DisplayWidth.of each line",
    lines: (0..<20).map { "Order #\(1000 + $0): apples and oranges, 12 kg" },
    screens: 20_000,
    goal: 4
)

/// Each side draws or measures `screens` screens per run: enough for a run to take tens of
/// milliseconds, so that one interruption by the machine moves a ratio little.
private func makeTextRenderBenchmark(name: String, title: String, lines: [String], screens: Int, goal: Double) -> Benchmark {
    Benchmark(name: name, title: title, goal: goal, pairs: 10) {
        precondition(lines.allSatisfy { DisplayWidth.of($0) <= 40 }, "a line is wider than 40 columns")
        let content = lines.joined(separator: "\n")
        let measured = Side(label: "Text.render", unit: "screen", units: screens) {
            var total = 0
            for _ in 0..<screens { total &+= Text(content).render(width: 40).utf8.count }
            blackHole(total)
        }
        let floor = Side(label: "DisplayWidth.of × 20 lines", unit: "screen", units: screens) {
            var total = 0
            for _ in 0..<screens {
                for line in lines { total &+= DisplayWidth.of(line) }
            }
            blackHole(total)
        }
        return (measured, floor)
    }
}

// Row: the cost of one row of a long List, 100,000 rows ÷ 1,000 rows. Layout is linear when
// the ratio stays near 1.
let listScalingBenchmark = Benchmark(
    name: "list-scaling",
    title: "List per-row cost, 100,000 rows ÷ 1,000 rows",
    goal: 1.2,
    pairs: 5
) {
    let measured = Side(label: "List of 100,000 rows", unit: "row", units: 100_000) {
        blackHole(OrderList(count: 100_000).render(width: 40))
    }
    let floor = Side(label: "List of 1,000 rows (×20)", unit: "row", units: 20_000) {
        for _ in 0..<20 { blackHole(OrderList(count: 1_000).render(width: 40)) }
    }
    return (measured, floor)
}

/// A list screen whose rows mix Japanese, ASCII and a badge, as an order list would.
private struct OrderList: View {
    let count: Int

    var body: some View {
        NavigationStack {
            List {
                Section("注文") {
                    ForEach(0..<count) { index in
                        HStack {
                            Label("注文 #\(index) りんごとみかんの詰め合わせ", systemImage: "cart")
                            Spacer()
                            Text("¥\(index * 10)")
                        }
                        .badge(index % 7 == 0 ? 1 : 0)
                    }
                }
            }
            .navigationTitle("注文一覧")
        }
    }
}

// Rows: the per-character cost of reading a Markdown key of 40,000 marks ÷ one of 4,000
// (`*`, the worst case before: quadratic, 4.3 s for 4,000 in debug), and of drawing a grid
// cell 40,000 characters long at width 3 ÷ one of 4,000 (5.9 s before). Both are linear when
// the ratio stays near 1; quadratic would be near 10.
let markdownScalingBenchmark = makeScalingBenchmark(
    name: "markdown-scaling",
    title: "Text(key of 40,000 `*`) per character ÷ Text(key of 4,000 `*`)",
    unit: "character"
) { count in
    Text(LocalizedStringKey(String(repeating: "*", count: count))).render(width: 40)
}

let gridCellScalingBenchmark = makeScalingBenchmark(
    name: "grid-cell-scaling",
    title: "Grid cell of 40,000 characters at width 3, per character ÷ one of 4,000",
    unit: "character"
) { count in
    Grid { GridRow { Text(String(repeating: "a", count: count)); Text("b") } }.render(width: 3)
}

/// Draws `draw(40_000)` once against `draw(4_000)` ten times: the same characters each side.
private func makeScalingBenchmark(name: String, title: String, unit: String, draw: @escaping @MainActor (Int) -> String) -> Benchmark {
    Benchmark(name: name, title: title, goal: 1.5, pairs: 5) {
        let measured = Side(label: "40,000", unit: unit, units: 40_000) { blackHole(draw(40_000)) }
        let floor = Side(label: "4,000 (×10)", unit: unit, units: 40_000) {
            for _ in 0..<10 { blackHole(draw(4_000)) }
        }
        return (measured, floor)
    }
}
