/// One step of an edit script that turns an old sequence into a new one.
///
/// Steps come in the order of both sequences. Inside each run of changes every
/// deletion comes before every insertion, the way `diff -u` prints them.
package enum DiffStep: Hashable, Sendable {
    /// `old[oldIndex]` equals `new[newIndex]` and stays.
    ///
    /// ```swift
    /// MyersDiff.steps(from: ["a"], to: ["a"])  // [.keep(oldIndex: 0, newIndex: 0)]
    /// ```
    case keep(oldIndex: Int, newIndex: Int)
    /// `old[oldIndex]` is removed.
    ///
    /// ```swift
    /// MyersDiff.steps(from: ["a"], to: [])  // [.delete(oldIndex: 0)]
    /// ```
    case delete(oldIndex: Int)
    /// `new[newIndex]` is added.
    ///
    /// ```swift
    /// MyersDiff.steps(from: [], to: ["a"])  // [.insert(newIndex: 0)]
    /// ```
    case insert(newIndex: Int)
}

extension DiffStep {
    /// Whether the step deletes or inserts.
    package var isChange: Bool {
        if case .keep = self { false } else { true }
    }

    /// Whether the step reads a line of the old side (keep or delete).
    package var consumesOld: Bool {
        if case .insert = self { false } else { true }
    }

    /// Whether the step reads a line of the new side (keep or insert).
    package var consumesNew: Bool {
        if case .delete = self { false } else { true }
    }
}
