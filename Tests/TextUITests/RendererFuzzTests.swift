import Testing
import TextUI
import TestSupport

/// A seeded fuzz of the renderer: random view trees drawing text from the whole corpus, and
/// every width-corpus string as bare text, at random widths from 1 to 200. No line is wider
/// than asked, none ends in a space, and text never splits inside a grapheme cluster.
/// Rendering runs on the main actor; the suite runs its cases one at a time and yields between
/// trees, so the main actor stays free for the test stores' bounded waits in the same process.
@MainActor
@Suite(.serialized) struct RendererFuzzTests {
    @Test(arguments: 0..<6)
    func randomTreesAtWidthsOneToTwoHundred(batch: Int) async {
        var trees = RandomViews(seed: 0xF0_2200 + UInt64(batch))
        var widths = SplitMix64(seed: 0xF0_2299 + UInt64(batch))
        for tree in 0..<30 {
            await Task.yield()
            let view = trees.view(depth: 3)
            for _ in 0..<4 {
                let width = widths.int(1...200)
                RenderChecks.checkOutputRules(view.render(width: width), width: width, "fuzz tree \(batch).\(tree) at \(width)")
            }
        }
    }

    /// Every cluster of every output line is a cluster of the input (or of the visible form
    /// the output rule gives a control: `␛`), a space, an ellipsis, or a leading mark on the
    /// space it is given.
    @Test func corpusTextNeverSplitsAGraphemeCluster() async {
        var widths = SplitMix64(seed: 0xC1_5700)
        for entry in WidthCorpus.entries {
            await Task.yield()
            let allowed = Set(entry.text).union(safeForOutput(entry.text, keepsLineBreaks: false)).union([" ", "…"]).union(entry.text.first.map { Set(" " + String($0)) } ?? [])
            for _ in 0..<3 {
                let width = widths.int(1...200)
                let output = Text(entry.text).lineLimit(widths.chance(30) ? 2 : nil).render(width: width)
                RenderChecks.checkOutputRules(output, width: width, "Text of \(entry) at \(width)")
                let foreign = output.filter { $0 != "\n" && !allowed.contains($0) }
                #expect(foreign.isEmpty, "\(entry) at \(width) drew clusters it does not hold: \(foreign.debugDescription)")
            }
        }
    }
}
