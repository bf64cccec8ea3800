import Foundation
import TextUI

extension SnapshotKey {
    /// The key whose ``relativePath`` is `relativePath`, or `nil` when no key gives that path
    /// (a file someone else put in the snapshot directory).
    ///
    /// ```swift
    /// SnapshotKey(relativePath: "Login/wrong%20password@w32.txt")
    /// // screen "Login", state "wrong password", 32 columns, Unicode
    /// SnapshotKey(relativePath: "notes.txt")   // nil
    /// ```
    public init?(relativePath: String) {
        let parts = relativePath.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, parts[1].hasSuffix(".txt") else { return nil }
        var suffixes = parts[1].dropLast(4).split(separator: "@", omittingEmptySubsequences: false)
        guard let screen = Self.decode(parts[0]), let state = Self.decode(suffixes.removeFirst()) else { return nil }
        var width = Self.defaultWidth
        var style = Self.defaultStyle
        if let first = suffixes.first, first.hasPrefix("w"), let number = Int(first.dropFirst()) {
            width = number
            suffixes.removeFirst()
        }
        var height: Int?
        if let next = suffixes.first, next.hasPrefix("h"), let number = Int(next.dropFirst()) {
            height = number
            suffixes.removeFirst()
        }
        if let last = suffixes.first, let named = RenderStyle(rawValue: String(last)) {
            style = named
            suffixes.removeFirst()
        }
        let isAccessibility = suffixes.first == "a11y"
        if isAccessibility { suffixes.removeFirst() }
        guard suffixes.isEmpty else { return nil }
        self.init(screen: screen, state: state, width: width, style: style, height: height, isAccessibility: isAccessibility)
        // Only the canonical spelling counts: `idle@w40.txt` is not the key's file.
        guard self.relativePath == relativePath else { return nil }
    }

    private static func decode(_ component: Substring) -> String? {
        component == "%" ? "" : component.removingPercentEncoding
    }
}
