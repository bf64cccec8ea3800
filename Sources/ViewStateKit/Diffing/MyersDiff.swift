/// A shortest edit script between two sequences: Eugene Myers' O(ND) algorithm
/// in its linear-space form.
///
/// Time grows with the size of the inputs times the number of differences, so
/// two 10,000-line texts that differ in ten places diff in a few milliseconds.
/// A shared start and end are matched before anything else; elements that occur
/// on only one side can never be kept and are set aside before the search,
/// which makes unrelated inputs cheap as well.
///
/// ```swift
/// MyersDiff.steps(from: ["a", "b"], to: ["b"])
/// // [.delete(oldIndex: 0), .keep(oldIndex: 1, newIndex: 0)]
/// ```
package enum MyersDiff {
    /// The steps that turn `old` into `new`, keeping as many elements as possible.
    ///
    /// ```swift
    /// MyersDiff.steps(from: ["a", "b", "c"], to: ["a", "x", "c"])
    /// // [.keep(oldIndex: 0, newIndex: 0),
    /// //  .delete(oldIndex: 1),
    /// //  .insert(newIndex: 1),
    /// //  .keep(oldIndex: 2, newIndex: 2)]
    /// ```
    package static func steps<Element: Hashable>(from old: [Element], to new: [Element]) -> [DiffStep] {
        var prefix = 0
        while prefix < min(old.count, new.count), old[prefix] == new[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < min(old.count, new.count) - prefix, old[old.count - 1 - suffix] == new[new.count - 1 - suffix] {
            suffix += 1
        }
        let oldMiddle = old[prefix..<old.count - suffix]
        let newMiddle = new[prefix..<new.count - suffix]

        var numbers: [Element: Int] = [:]
        numbers.reserveCapacity(oldMiddle.count + newMiddle.count)
        func number(_ element: Element) -> Int {
            if let known = numbers[element] { return known }
            numbers[element] = numbers.count
            return numbers.count - 1
        }
        let oldNumbers = oldMiddle.map(number)
        let newNumbers = newMiddle.map(number)
        let middleMatches = matchedNewIndices(oldNumbers, newNumbers, distinctCount: numbers.count)

        let matches = Array(0..<prefix)
            + middleMatches.map { $0 < 0 ? $0 : $0 + prefix }
            + Array(new.count - suffix..<new.count)
        return steps(oldCount: old.count, newCount: new.count, matches: matches)
    }

    /// For each old index, the new index it is kept as, or -1 when it is deleted.
    private static func matchedNewIndices(_ old: [Int], _ new: [Int], distinctCount: Int) -> [Int] {
        var isInOld = [Bool](repeating: false, count: distinctCount)
        var isInNew = [Bool](repeating: false, count: distinctCount)
        for number in old { isInOld[number] = true }
        for number in new { isInNew[number] = true }
        let oldCandidates = old.indices.filter { isInNew[old[$0]] }
        let newCandidates = new.indices.filter { isInOld[new[$0]] }

        var search = MiddleSnakeSearch(
            old: oldCandidates.map { old[$0] },
            new: newCandidates.map { new[$0] }
        )
        search.solve()

        var matches = [Int](repeating: -1, count: old.count)
        for (candidate, match) in search.matches.enumerated() where match >= 0 {
            matches[oldCandidates[candidate]] = newCandidates[match]
        }
        return matches
    }

    private static func steps(oldCount: Int, newCount: Int, matches: [Int]) -> [DiffStep] {
        var steps: [DiffStep] = []
        steps.reserveCapacity(oldCount + newCount)
        var oldIndex = 0
        var newIndex = 0
        while oldIndex < oldCount || newIndex < newCount {
            if oldIndex < oldCount, matches[oldIndex] < 0 {
                steps.append(.delete(oldIndex: oldIndex))
                oldIndex += 1
            } else if newIndex < newCount, oldIndex == oldCount || newIndex < matches[oldIndex] {
                steps.append(.insert(newIndex: newIndex))
                newIndex += 1
            } else {
                steps.append(.keep(oldIndex: oldIndex, newIndex: newIndex))
                oldIndex += 1
                newIndex += 1
            }
        }
        return steps
    }
}
