import TextUI

// `swift run -c release benchmarks textui-list-scaling`: renders a List of 10,000 and of
// 100,000 rows and prints the times and their ratio. Layout is linear when the ratio stays
// near 10 (the goal is under 12).
@MainActor
var textUIBenchmarks: [Benchmark] {
    [Benchmark(name: "textui-list-scaling", run: measureListScaling)]
}

/// A list screen whose rows mix Japanese, ASCII and a badge, as an order list would.
private struct OrderList: View {
    let count: Int

    var body: some View {
        NavigationStack {
            List {
                Section(header: "注文") {
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

@MainActor
private func measureListScaling() {
    var lineCounts: [Int: Int] = [:]
    func seconds(rows: Int) -> Double {
        fastestSeconds(of: 3) {
            let text = OrderList(count: rows).render(width: 40)
            lineCounts[rows] = text.utf8.reduce(0) { $0 + ($1 == 10 ? 1 : 0) } + 1
        }
    }
    let small = seconds(rows: 10_000)
    let large = seconds(rows: 100_000)
    let ratio = large / small
    print("List 10,000 rows:  \(format(small)) s (\(lineCounts[10_000] ?? 0) lines)")
    print("List 100,000 rows: \(format(large)) s (\(lineCounts[100_000] ?? 0) lines)")
    print("ratio: \(format(ratio))× (goal: under 12×) \(ratio < 12 ? "ok" : "TOO SLOW")")

    // For scale: the same machine appending as many plain lines to one String, with no layout.
    let baselineSmall = fastestSeconds(of: 3) { appendPlainLines(lineCounts[10_000] ?? 0) }
    let baselineLarge = fastestSeconds(of: 3) { appendPlainLines(lineCounts[100_000] ?? 0) }
    print("baseline (String appends only): \(format(baselineLarge / baselineSmall))×")
}

private func appendPlainLines(_ count: Int) {
    var text = ""
    for index in 0..<count {
        text.append("│ 注文 #\(index) りんごとみかんの詰め合わせ ¥\(index) │\n")
    }
    precondition(!text.isEmpty || count == 0)
}

private func format(_ value: Double) -> String {
    let scaled = (value * 1000).rounded() / 1000
    return String(scaled)
}
