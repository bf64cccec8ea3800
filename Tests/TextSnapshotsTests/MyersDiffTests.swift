import Testing
import TestSupport
@testable import TextSnapshots
import ViewStateKit

/// The edit scripts themselves: valid, in order, and never longer than needed.
@Suite struct MyersDiffTests {
    @Test func documentedExamplesHold() {
        #expect(MyersDiff.steps(from: ["a", "b", "c"], to: ["a", "x", "c"]) == [
            .keep(oldIndex: 0, newIndex: 0),
            .delete(oldIndex: 1),
            .insert(newIndex: 1),
            .keep(oldIndex: 2, newIndex: 2),
        ])
        #expect(MyersDiff.steps(from: ["a", "b"], to: ["b"]) == [.delete(oldIndex: 0), .keep(oldIndex: 1, newIndex: 0)])
        #expect(MyersDiff.steps(from: ["a"], to: ["a"]) == [.keep(oldIndex: 0, newIndex: 0)])
        #expect(MyersDiff.steps(from: ["a"], to: []) == [.delete(oldIndex: 0)])
        #expect(MyersDiff.steps(from: [], to: ["a"]) == [.insert(newIndex: 0)])
    }

    @Test func deletionsComeBeforeInsertionsInEachChange() {
        #expect(MyersDiff.steps(from: ["a", "b", "c"], to: ["x", "y", "c"]) == [
            .delete(oldIndex: 0),
            .delete(oldIndex: 1),
            .insert(newIndex: 0),
            .insert(newIndex: 1),
            .keep(oldIndex: 2, newIndex: 2),
        ])
    }

    @Test func editScriptsAreShortest() {
        var random = SplitMix64(seed: 42)
        for _ in 0..<500 {
            let old = (0..<Int.random(in: 0...12, using: &random)).map { _ in Int.random(in: 0...3, using: &random) }
            let new = (0..<Int.random(in: 0...12, using: &random)).map { _ in Int.random(in: 0...3, using: &random) }
            let steps = MyersDiff.steps(from: old, to: new)
            let kept = steps.compactMap { step -> (Int, Int)? in
                if case .keep(let oldIndex, let newIndex) = step { (oldIndex, newIndex) } else { nil }
            }
            #expect(kept.count == longestCommonSubsequence(old, new), "\(old) → \(new)")
            #expect(kept.allSatisfy { old[$0.0] == new[$0.1] })
            #expect(followsBothSequences(steps, oldCount: old.count, newCount: new.count))
        }
    }

    /// Each step takes the next old and/or new element, and together they take all.
    private func followsBothSequences(_ steps: [DiffStep], oldCount: Int, newCount: Int) -> Bool {
        var (nextOld, nextNew) = (0, 0)
        for step in steps {
            switch step {
            case .keep(let oldIndex, let newIndex):
                guard (oldIndex, newIndex) == (nextOld, nextNew) else { return false }
                (nextOld, nextNew) = (nextOld + 1, nextNew + 1)
            case .delete(let oldIndex):
                guard oldIndex == nextOld else { return false }
                nextOld += 1
            case .insert(let newIndex):
                guard newIndex == nextNew else { return false }
                nextNew += 1
            }
        }
        return (nextOld, nextNew) == (oldCount, newCount)
    }

    private func longestCommonSubsequence(_ a: [Int], _ b: [Int]) -> Int {
        var table = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in a.indices.reversed() {
            for j in b.indices.reversed() {
                table[i][j] = a[i] == b[j] ? table[i + 1][j + 1] + 1 : max(table[i + 1][j], table[i][j + 1])
            }
        }
        return table[0][0]
    }
}
