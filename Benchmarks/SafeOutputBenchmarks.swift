import TextUI

// Row: the one output rule on text that holds nothing to rewrite — a 20-line, 40-column
// drawing of Japanese and ASCII lines, as every drawing, snapshot and line `preview` prints
// goes through it — ÷ the plainest check there is: a loop over the same UTF-8 bytes looking
// for C0 controls and DEL only. Near 1 means the whole rule (C1 and bidi controls too) costs
// a byte scan on plain text, which it returns untouched.
let safeOutputBenchmark = Benchmark(
    name: "safe-output",
    title: "safeForOutput(a 20-line drawing, nothing to rewrite) ÷ a byte loop looking for C0 and DEL",
    goal: 1.5,
    pairs: 10
) {
    let drawing = Text((0..<20).map { line in
        line.isMultiple(of: 2) ? "Order #\(1000 + line): apples and oranges ¥\(line * 100)" : "注文 \(line) りんごとみかんの詰め合わせです"
    }.joined(separator: "\n")).render(width: 40)
    let screens = 200_000
    precondition(safeForOutput(drawing) == drawing, "the drawing has something to rewrite")
    let measured = Side(label: "safeForOutput", unit: "screen", units: screens) {
        var total = 0
        for _ in 0..<screens { total &+= safeForOutput(drawing).utf8.count }
        blackHole(total)
    }
    let floor = Side(label: "a byte loop looking for C0 and DEL", unit: "screen", units: screens) {
        var total = 0
        for _ in 0..<screens {
            let hasControl = drawing.utf8.withContiguousStorageIfAvailable { bytes in
                var index = 0
                while index < bytes.count {
                    let byte = bytes[index]
                    if (byte < 0x20 && byte != 0x0A) || byte == 0x7F { return true }
                    index += 1
                }
                return false
            } ?? true
            total &+= hasControl ? 0 : drawing.utf8.count
        }
        blackHole(total)
    }
    return (measured, floor)
}
