/// The divide-and-conquer core of ``MyersDiff``: find the middle of a shortest
/// edit path, split there, repeat on both halves (Myers 1986, section 4b).
///
/// Elements are small integers so that comparing them is one instruction.
struct MiddleSnakeSearch {
    private let old: [Int]
    private let new: [Int]
    /// For each old index, the new index it is kept as, or -1.
    private(set) var matches: [Int]

    init(old: [Int], new: [Int]) {
        self.old = old
        self.new = new
        self.matches = [Int](repeating: -1, count: old.count)
    }

    mutating func solve() {
        solve(old: 0..<old.count, new: 0..<new.count)
    }

    private mutating func solve(old oldRange: Range<Int>, new newRange: Range<Int>) {
        var oldLow = oldRange.lowerBound, oldHigh = oldRange.upperBound
        var newLow = newRange.lowerBound, newHigh = newRange.upperBound
        while oldLow < oldHigh, newLow < newHigh, old[oldLow] == new[newLow] {
            matches[oldLow] = newLow
            oldLow += 1
            newLow += 1
        }
        while oldLow < oldHigh, newLow < newHigh, old[oldHigh - 1] == new[newHigh - 1] {
            matches[oldHigh - 1] = newHigh - 1
            oldHigh -= 1
            newHigh -= 1
        }
        guard oldLow < oldHigh, newLow < newHigh else { return }
        guard let (oldSplit, newSplit) = split(old: oldLow..<oldHigh, new: newLow..<newHigh),
              (oldSplit, newSplit) != (oldLow, newLow), (oldSplit, newSplit) != (oldHigh, newHigh) else {
            return  // nothing in common: everything left is deleted and inserted
        }
        solve(old: oldLow..<oldSplit, new: newLow..<newSplit)
        solve(old: oldSplit..<oldHigh, new: newSplit..<newHigh)
    }

    /// A point on a shortest edit path, about halfway along it, found by running
    /// the greedy search from both corners until the two frontiers overlap.
    ///
    /// Both ranges are non-empty and differ in their first and last elements, so
    /// the edit distance is at least 2 and each half is strictly shorter.
    /// Returns nil when the ranges share no element at all.
    private func split(old oldRange: Range<Int>, new newRange: Range<Int>) -> (Int, Int)? {
        let oldCount = oldRange.count, newCount = newRange.count
        let maxDepth = (oldCount + newCount + 1) / 2
        let offset = maxDepth + 1
        // Furthest x reached on each diagonal k = x - y, forward and backward.
        var forward = [Int](repeating: -1, count: 2 * maxDepth + 3)
        var backward = forward
        forward[offset + 1] = 0
        backward[offset + 1] = 0
        let delta = oldCount - newCount
        let frontiersMeetGoingForward = delta % 2 != 0
        // Diagonals that ran off the grid are skipped from then on.
        var forwardTrim = (low: 0, high: 0), backwardTrim = (low: 0, high: 0)

        for depth in 0..<maxDepth {
            var diagonal = -depth + forwardTrim.low
            while diagonal <= depth - forwardTrim.high {
                let slot = offset + diagonal
                var x = diagonal == -depth || (diagonal != depth && forward[slot - 1] < forward[slot + 1])
                    ? forward[slot + 1] : forward[slot - 1] + 1
                var y = x - diagonal
                while x < oldCount, y < newCount,
                      old[oldRange.lowerBound + x] == new[newRange.lowerBound + y] {
                    x += 1
                    y += 1
                }
                forward[slot] = x
                if x > oldCount {
                    forwardTrim.high += 2
                } else if y > newCount {
                    forwardTrim.low += 2
                } else if frontiersMeetGoingForward {
                    let other = offset + delta - diagonal
                    if other >= 0, other < backward.count, (0...oldCount).contains(backward[other]),
                       x >= oldCount - backward[other] {
                        return (oldRange.lowerBound + x, newRange.lowerBound + y)
                    }
                }
                diagonal += 2
            }

            diagonal = -depth + backwardTrim.low
            while diagonal <= depth - backwardTrim.high {
                let slot = offset + diagonal
                var x = diagonal == -depth || (diagonal != depth && backward[slot - 1] < backward[slot + 1])
                    ? backward[slot + 1] : backward[slot - 1] + 1
                var y = x - diagonal
                while x < oldCount, y < newCount,
                      old[oldRange.upperBound - 1 - x] == new[newRange.upperBound - 1 - y] {
                    x += 1
                    y += 1
                }
                backward[slot] = x
                if x > oldCount {
                    backwardTrim.high += 2
                } else if y > newCount {
                    backwardTrim.low += 2
                } else if !frontiersMeetGoingForward {
                    let other = offset + delta - diagonal
                    if other >= 0, other < forward.count, (0...oldCount).contains(forward[other]),
                       forward[other] >= oldCount - x {
                        let forwardX = forward[other]
                        let forwardY = forwardX - (delta - diagonal)
                        return (oldRange.lowerBound + forwardX, newRange.lowerBound + forwardY)
                    }
                }
                diagonal += 2
            }
        }
        return nil
    }
}
