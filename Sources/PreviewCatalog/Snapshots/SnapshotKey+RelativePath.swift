import Foundation
import TextUI
import TextSnapshots

extension SnapshotKey {
    /// The key whose ``relativePath`` is `relativePath`, or `nil` when no key gives that path
    /// (a file someone else put in the snapshot directory).
    ///
    /// ```swift
    /// SnapshotKey(relativePath: "Login/wrong password@w32.txt")
    /// // screen "Login", state "wrong password", 32 columns, Unicode
    /// SnapshotKey(relativePath: "Login/idle@a11y.txt")   // the accessibility transcript
    /// SnapshotKey(relativePath: "notes.txt")   // nil
    /// SnapshotKey(relativePath: "Login/wrong%20password.txt")   // nil: an old-scheme name
    /// ```
    public init?(relativePath: String) {
        let parts = relativePath.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, parts[1].hasSuffix(".txt") else { return nil }
        guard let variant = Self.variant(ofRelativePath: relativePath) else { return nil }
        guard let screen = Self.decode(parts[0]), let state = Self.decode(parts[1].dropLast(4).prefix { $0 != "@" }) else {
            return nil
        }
        self.init(screen: screen, state: state, variant: variant)
        // Only the canonical spelling counts: `idle@w40.txt` is not the key's file.
        guard self.relativePath.utf8.elementsEqual(relativePath.utf8) else { return nil }
    }

    /// The variant a snapshot path's suffixes name (`idle@w32@ascii.txt`: 32 columns, ASCII;
    /// `idle@h24.txt`: 24 lines; `idle@a11y.txt`: the transcript; `idle@ja.txt`: in the locale
    /// `ja`; `idle.txt`: the defaults), or
    /// `nil` when they name none. Works on shortened names too, whose screen and state cannot be
    /// read back.
    package static func variant(ofRelativePath relativePath: String) -> PreviewVariant? {
        guard let file = relativePath.split(separator: "/").last, file.hasSuffix(".txt") else { return nil }
        var suffixes = file.dropLast(4).split(separator: "@", omittingEmptySubsequences: false).dropFirst()
        var width = Self.defaultWidth
        var style = RenderStyle(Self.defaultStyle)
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
        var locale: Locale?
        if let tag = suffixes.first, isLocaleTag(tag) {
            locale = Locale(identifier: String(tag))
            suffixes.removeFirst()
        }
        guard suffixes.isEmpty else { return nil }
        var variant = isAccessibility ? .a11y : PreviewVariant(width: width, height: height, style: style)
        variant.locale = locale
        return variant
    }

    /// Whether a suffix is a locale's tag: a language of two or three letters, then parts of
    /// letters and digits after `_` or `-` (`ja`, `en_GB`, `zh-Hant`).
    private static func isLocaleTag(_ suffix: Substring) -> Bool {
        let parts = suffix.split(omittingEmptySubsequences: false) { $0 == "_" || $0 == "-" }
        guard let language = parts.first, (2...3).contains(language.count), language.allSatisfy({ $0.isASCII && $0.isLowercase }) else {
            return false
        }
        return parts.dropFirst().allSatisfy { !$0.isEmpty && $0.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) } }
    }

    private static func decode(_ component: Substring) -> String? {
        SnapshotPath.name(fromComponent: component)
    }
}
