import Foundation
import Testing
import TextUI
import TestSupport

/// The fuzz test of issue 27: random view trees from every family TextUI has, holding
/// hostile strings, numbers and dates (``HostileViews``), drawn at hostile sizes. Every tree
/// draws without trapping, no line is wider than the width drawn at (after `render` clamps
/// it), a given height gives exactly that many rows, and the same tree — made again from its
/// seed, or drawn again — draws and reads the same bytes; and neither the drawing nor the
/// transcript holds a raw control character.
///
/// Budget: trees from a fixed seed, one after another, for ``budget`` (4 seconds) — at least
/// ``minimumTrees`` whatever the machine, at most ``maximumTrees``. A failure names the
/// tree's seed, width and height, so it can be drawn again alone; a crash found here becomes
/// a case of its own in `Safety/`.
@MainActor
@Suite(.serialized) struct ViewFuzzTests {
    static let seed: UInt64 = 0x2027_F022
    static let budget = Duration.seconds(4)
    static let minimumTrees = 40
    static let maximumTrees = 5_000

    @Test func hostileTreesNeverOverflowDrawDifferentlyOrLeaveAControlCharacterRaw() async {
        var count = 0
        await forEachTree { tree, width, height, label in
            let view = Self.view(tree)
            let output = view.render(width: width, height: height)
            let name = label()
            RenderChecks.checkOutputRules(output, width: RenderLimits.drawnColumns(width), name)
            if let height, RenderLimits.drawnRows(height) > 0 {
                let rows = output.split(separator: "\n", omittingEmptySubsequences: false).count
                #expect(rows == RenderLimits.drawnRows(height), "\(name) drew \(rows) rows")
            }
            #expect(view.render(width: width, height: height) == output, "\(name) drew differently a second time")
            #expect(Self.view(tree).render(width: width, height: height) == output, "\(name) made again drew differently")
            let transcript = view.accessibilityTranscript()
            #expect(Self.view(tree).accessibilityTranscript() == transcript, "\(name) read differently")
            // The output rule (`safeForOutput`): no C0 control but the newline, no DEL, no C1
            // control and no bidi embedding, override or isolate comes out raw.
            RenderChecks.checkNoRawControlCharacters(output, "drawing of \(name)")
            RenderChecks.checkNoRawControlCharacters(transcript, "transcript of \(name)")
            count += 1
        }
        #expect(count >= Self.minimumTrees)
    }

    /// Tree number `tree`, drawn for a fixed moment so nothing reads the clock.
    static func view(_ tree: Int) -> some View {
        var views = HostileViews(seed: seed &+ UInt64(tree))
        return views.view(depth: 3).environment(\.renderDate, HostileInput.now)
    }

    /// Calls `check` with each tree and a width and height for it, within the budget.
    private func forEachTree(_ check: (Int, Int, Int?, () -> String) -> Void) async {
        let clock = ContinuousClock()
        let start = clock.now
        var sizes = SplitMix64(seed: Self.seed ^ 0x5155)
        var tree = 0
        while tree < Self.minimumTrees || (clock.now - start < Self.budget && tree < Self.maximumTrees) {
            await Task.yield()
            let width = sizes.chance(80) ? sizes.pick([1, 2, 3, 5, 12, 24, 40, 40, 80, sizes.int(1...200)]) : sizes.pick([0, -7, 1_000, Int.max, Int.min])
            var height: Int? = sizes.chance(65) ? nil : sizes.pick([0, 1, 3, 24, sizes.int(1...60), -1])
            if sizes.chance(3), RenderLimits.drawnColumns(width) <= 40 { height = Int.max }
            check(tree, width, height, { "tree \(tree) (seed \(Self.seed &+ UInt64(tree))) at width \(width), height \(height.map(String.init) ?? "none")" })
            tree += 1
        }
    }
}
