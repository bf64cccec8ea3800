import Testing
import TextUI

/// A seeded fuzz of the renderer: random view trees drawing text from the whole corpus, and
/// every width-corpus string as bare text, at random widths from 1 to 200. No line is wider
/// than asked, none ends in a space, and text never splits inside a grapheme cluster.
@Suite struct RendererFuzzTests {
    @Test(arguments: 0..<6)
    func randomTreesAtWidthsOneToTwoHundred(batch: Int) {
        var trees = RandomViews(seed: 0xF0_2200 + UInt64(batch))
        var widths = SplitMix64(seed: 0xF0_2299 + UInt64(batch))
        for tree in 0..<30 {
            let view = trees.view(depth: 3)
            for _ in 0..<4 {
                let width = widths.int(1...200)
                RenderChecks.checkOutputRules(view.render(width: width), width: width, "fuzz tree \(batch).\(tree) at \(width)")
            }
        }
    }

    /// Every cluster of every output line is a cluster of the input, a space, an ellipsis, or
    /// a leading mark on the space it is given.
    @Test func corpusTextNeverSplitsAGraphemeCluster() {
        var widths = SplitMix64(seed: 0xC1_5700)
        for entry in WidthCorpus.entries {
            let allowed = Set(entry.text).union([" ", "…"]).union(entry.text.first.map { Set(" " + String($0)) } ?? [])
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
