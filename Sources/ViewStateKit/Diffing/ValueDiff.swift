
/// Two values side by side, field by field: the lines of their dumps that
/// differ, for assertion messages.
///
/// ```swift
/// ValueDiff.diff(Counter(count: 1), Counter(count: 2))
/// ```
/// returns
/// ```text
/// - expected
/// + actual
///
///   Counter(
/// -   count: 1
/// +   count: 2
///   )
/// ```
package enum ValueDiff {
    /// What every assertion says when two unequal values dump to the same text:
    ///
    /// ```text
    /// The values differ but print the same; the difference is in something the dump does not show (a reference identity, a floating-point bit pattern, or a custom ==).
    /// ```
    package static let printsTheSameMessage = """
        The values differ but print the same; the difference is in something the dump \
        does not show (a reference identity, a floating-point bit pattern, or a custom ==).
        """

    /// A line diff of the dumps of `expected` and `actual`, or nil when the
    /// dumps are identical.
    ///
    /// Lines only in `expected` start with `- `, lines only in `actual` with
    /// `+ `, shared lines with two spaces. Shared lines more than three lines
    /// away from any change fold into one `… (N unchanged)` line.
    ///
    /// ```swift
    /// ValueDiff.diff(
    ///     LoginViewState.success(User(id: 1, name: "Taro")),
    ///     LoginViewState.success(User(id: 1, name: "Hanako"))
    /// )
    /// ```
    /// returns
    /// ```text
    /// - expected
    /// + actual
    ///
    ///   LoginViewState.success(
    ///     User(
    ///       id: 1,
    /// -     name: "Taro"
    /// +     name: "Hanako"
    ///     )
    ///   )
    /// ```
    package static func diff(
        _ expected: Any,
        _ actual: Any,
        expectedLabel: String = "expected",
        actualLabel: String = "actual"
    ) -> String? {
        let expectedDump = ValueDump.dump(expected)
        let actualDump = ValueDump.dump(actual)
        guard expectedDump != actualDump else { return nil }
        return lineDiff(expectedDump, actualDump, expectedLabel: expectedLabel, actualLabel: actualLabel)
    }

    /// Like ``diff(_:_:expectedLabel:actualLabel:)``, for a caller that has
    /// already compared the values: nil when `valuesAreEqual`, and a plain
    /// explanation followed by the dump when the values differ but their dumps
    /// do not.
    ///
    /// ```swift
    /// ValueDiff.diff(Price(amount: 100, cacheKey: 1), Price(amount: 100, cacheKey: 2),
    ///                valuesAreEqual: false)  // == compares cacheKey, the dump hides it
    /// ```
    /// returns
    /// ```text
    /// The values differ but print the same; the difference is in something the dump does not show (a reference identity, a floating-point bit pattern, or a custom ==).
    ///
    /// Price(
    ///   amount: 100
    /// )
    /// ```
    package static func diff(
        _ expected: Any,
        _ actual: Any,
        valuesAreEqual: Bool,
        expectedLabel: String = "expected",
        actualLabel: String = "actual"
    ) -> String? {
        guard !valuesAreEqual else { return nil }
        let expectedDump = ValueDump.dump(expected)
        let actualDump = ValueDump.dump(actual)
        guard expectedDump != actualDump else { return printsTheSameMessage + "\n\n" + expectedDump }
        return lineDiff(expectedDump, actualDump, expectedLabel: expectedLabel, actualLabel: actualLabel)
    }

    /// The diff's lines alone, without the two label lines, from `old` to `new`: how a value
    /// changed, as a store's change printer shows it. `nil` when the dumps are identical.
    ///
    /// ```swift
    /// ValueDiff.changes(from: Counter(count: 1), to: Counter(count: 2))
    /// ```
    /// returns
    /// ```text
    ///   Counter(
    /// -   count: 1
    /// +   count: 2
    ///   )
    /// ```
    package static func changes(from old: Any, to new: Any) -> String? {
        let oldDump = ValueDump.dump(old)
        let newDump = ValueDump.dump(new)
        guard oldDump != newDump else { return nil }
        return changedLines(oldDump, newDump).joined(separator: "\n")
    }

    private static func lineDiff(
        _ expected: String,
        _ actual: String,
        expectedLabel: String,
        actualLabel: String
    ) -> String {
        (["- \(expectedLabel)", "+ \(actualLabel)", ""] + changedLines(expected, actual)).joined(separator: "\n")
    }

    /// The dumps' lines marked shared, removed or added, unchanged runs folded.
    private static func changedLines(_ expected: String, _ actual: String) -> [String] {
        let expectedLines = expected.split(separator: "\n", omittingEmptySubsequences: false)
        let actualLines = actual.split(separator: "\n", omittingEmptySubsequences: false)
        let lines = MyersDiff.steps(from: expectedLines, to: actualLines).map { step in
            switch step {
            case .keep(let index, _): DiffLine(marker: " ", text: expectedLines[index])
            case .delete(let index): DiffLine(marker: "-", text: expectedLines[index])
            case .insert(let index): DiffLine(marker: "+", text: actualLines[index])
            }
        }
        return DiffLine.foldingUnchangedRuns(in: lines, context: 3).map(\.rendered)
    }
}
