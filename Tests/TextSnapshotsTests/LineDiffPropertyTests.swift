import Testing
import TestSupport
@testable import TextSnapshots

/// Random texts, random edits: applying the produced hunks to the old text
/// must give the new text back, whatever the context size.
@Suite struct LineDiffPropertyTests {
    @Test func applyingTheHunksToOldGivesNew() throws {
        var random = SplitMix64(seed: 0x5EED_D1FF)
        for _ in 0..<200 {
            let old = RandomText.make(using: &random)
            let new = RandomText.edit(old, using: &random)
            let context = Int.random(in: 0...4, using: &random)
            let oldText = RandomText.join(old.lines, newlineAtEnd: old.newlineAtEnd)
            let newText = RandomText.join(new.lines, newlineAtEnd: new.newlineAtEnd)
            let diff = LineDiff.unified(from: oldText, to: newText, oldLabel: "a", newLabel: "b", context: context)
            guard let diff else {
                #expect(oldText == newText)
                continue
            }
            let patched = try PatchApplier.apply(diff, to: oldText)
            #expect(patched == newText, "context \(context)\n\(diff)")
        }
    }
}
