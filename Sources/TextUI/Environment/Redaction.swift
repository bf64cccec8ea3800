/// Why content is drawn as placeholders: `.placeholder` while real data loads, `.privacy`
/// for what ``View/privacySensitive(_:)`` marks.
///
/// In text, redacted words keep their shape and each of their characters becomes `▒` (`#` in
/// ASCII); spaces, borders and the layout stay. A screen reader reads the content as it is.
///
/// ```swift
/// VStack(alignment: .leading) {
///     Text("Total $51.97")
///     Text("Total $51.97").redacted(reason: .placeholder)
/// }.render()
/// ```
/// ```text
/// Total $51.97
/// ▒▒▒▒▒ ▒▒▒▒▒▒
/// ```
///
/// SwiftUI: struct RedactionReasons
public struct RedactionReasons: OptionSet, Hashable, Sendable {
    /// SwiftUI: RedactionReasons.rawValue
    public let rawValue: Int

    /// SwiftUI: RedactionReasons.init(rawValue:)
    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    /// Content shown as generic placeholders while it loads.
    ///
    /// SwiftUI: RedactionReasons.placeholder
    public static let placeholder = RedactionReasons(rawValue: 1 << 0)
    /// Content marked ``View/privacySensitive(_:)`` is hidden.
    ///
    /// SwiftUI: RedactionReasons.privacy
    public static let privacy = RedactionReasons(rawValue: 1 << 1)
    /// Content that is out of date (a widget's, for example); drawn as it is.
    ///
    /// SwiftUI: RedactionReasons.invalidated
    public static let invalidated = RedactionReasons(rawValue: 1 << 2)
}

private struct RedactionReasonsKey: EnvironmentKey { static let defaultValue: RedactionReasons = [] }
private struct IsPrivacySensitiveKey: EnvironmentKey { static let defaultValue = false }

extension EnvironmentValues {
    /// Why the views here are redacted; empty by default.
    ///
    /// SwiftUI: EnvironmentValues.redactionReasons
    public var redactionReasons: RedactionReasons {
        get { self[RedactionReasonsKey.self] }
        set { self[RedactionReasonsKey.self] = newValue }
    }

    /// Whether the views here are marked ``View/privacySensitive(_:)``.
    var isPrivacySensitive: Bool {
        get { self[IsPrivacySensitiveKey.self] }
        set { self[IsPrivacySensitiveKey.self] = newValue }
    }

    /// Whether text drawn here shows as placeholders.
    var redactsText: Bool {
        redactionReasons.contains(.placeholder) || (isPrivacySensitive && redactionReasons.contains(.privacy))
    }
}

extension View {
    /// Draws the text inside as placeholders for `reason` (see ``RedactionReasons``); `[]`
    /// draws it as it is.
    ///
    /// SwiftUI: View.redacted(reason:)
    public func redacted(reason: RedactionReasons) -> some View {
        transformEnvironment(\.redactionReasons) { $0.formUnion(reason) }
    }

    /// Draws the text inside as it is, within a redacted view.
    ///
    /// SwiftUI: View.unredacted()
    public func unredacted() -> some View {
        environment(\.redactionReasons, [])
    }

    /// Marks the text inside as private: drawn as placeholders where the reasons include
    /// `.privacy`.
    ///
    /// SwiftUI: View.privacySensitive(_:)
    public func privacySensitive(_ sensitive: Bool = true) -> some View {
        environment(\.isPrivacySensitive, sensitive)
    }
}

enum Redaction {
    /// `text` with each character but whitespace drawn as `mark`, column for column.
    static func placeholder(_ text: String, style: RenderStyle) -> String {
        let mark: Character = style == .unicode ? "▒" : "#"
        var result = ""
        for character in text {
            if character.isWhitespace {
                result.append(character)
            } else {
                result.append(String(repeating: mark, count: DisplayWidth.of(character)))
            }
        }
        return result
    }
}
