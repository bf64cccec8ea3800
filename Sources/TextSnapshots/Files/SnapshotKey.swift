/// Which snapshot: a screen, one of its states, and the width and style it was drawn at.
///
/// The defaults (40 columns, Unicode) are what `preview record` / `check` and the snapshot
/// assertions use unless told otherwise; other widths and styles get files of their own.
public struct SnapshotKey: Hashable, Sendable, CustomStringConvertible {
    /// The width snapshots are drawn at unless a command or assertion says otherwise.
    public static let defaultWidth = 40
    /// The style snapshots are drawn in unless a command or assertion says otherwise.
    public static let defaultStyle = SnapshotStyle.unicode

    public let screen: String
    public let state: String
    public let width: Int
    public let style: SnapshotStyle
    /// The exact number of lines drawn, or `nil` for as many as the state needs.
    public let height: Int?
    /// Whether the snapshot is the accessibility transcript rather than the drawing (width,
    /// height and style then do not apply and are the defaults).
    public let isAccessibility: Bool
    /// The identifier of the locale the snapshot is drawn in (`ja`, `en_GB`), or `nil` for the
    /// screen's own.
    public let locale: String?

    public init(
        screen: String, state: String, width: Int = defaultWidth, style: SnapshotStyle = defaultStyle,
        height: Int? = nil, isAccessibility: Bool = false, locale: String? = nil
    ) {
        self.screen = screen
        self.state = state
        self.width = isAccessibility ? Self.defaultWidth : width
        self.style = isAccessibility ? Self.defaultStyle : style
        self.height = isAccessibility ? nil : height
        self.isAccessibility = isAccessibility
        let locale = locale.map(Self.localeTag)
        self.locale = locale
        var suffix = Self.variantSuffix(width: self.width, style: self.style, height: self.height, isAccessibility: isAccessibility)
        if let locale { suffix += "@\(locale)" }
        self.relativePath = SnapshotPath.fitted(screen, suffix: "") + "/" + SnapshotPath.fitted(state, suffix: suffix + ".txt")
    }

    /// The file's path relative to the snapshot directory.
    ///
    /// ```text
    /// Login/idle.txt                 screen "Login", state "idle", 40 columns, Unicode
    /// Login/wrong password.txt       state "wrong password"
    /// Login/idle@w32.txt             32 columns
    /// Login/idle@w32@ascii.txt       32 columns, ASCII
    /// Login/idle@h12.txt             exactly 12 lines
    /// Login/idle@a11y.txt            the accessibility transcript
    /// Login/idle@ja.txt              drawn in the locale `ja`
    /// Login/idle@a11y@ja.txt         the transcript in `ja`
    /// 注文%2F一覧/idle.txt            screen "注文/一覧"
    /// ```
    /// `@` never appears in an encoded name (``SnapshotPath`` writes it `%40`), so a variant
    /// suffix cannot be mistaken for part of a state's name. Each component stays within
    /// ``SnapshotPath/maximumComponentBytes`` (see ``SnapshotPath/fitted(_:suffix:)``).
    ///
    /// Worked out once, when the key is made: a command reads it several times per snapshot.
    public let relativePath: String

    /// `identifier` as a file name writes it: a language tag's letters, digits and `-` kept,
    /// anything else `_` (`ja`, `en_GB`, `zh-Hant`).
    package static func localeTag(_ identifier: String) -> String {
        String(identifier.map { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-") ? $0 : "_" })
    }

    private static func variantSuffix(width: Int, style: SnapshotStyle, height: Int?, isAccessibility: Bool) -> String {
        var suffix = ""
        if isAccessibility {
            suffix = "@a11y"
        } else {
            if width != Self.defaultWidth { suffix += "@w\(width)" }
            if let height { suffix += "@h\(height)" }
            if style != Self.defaultStyle { suffix += "@\(style.rawValue)" }
        }
        return suffix
    }

    /// `Login/wrong password` (with ` @ 32 columns, ascii` when not the defaults), for messages.
    public var description: String {
        var text = "\(screen)/\(state)"
        if isAccessibility {
            text += ", accessibility"
        } else {
            if width != Self.defaultWidth { text += " @ \(width) columns" }
            if let height { text += ", \(height) lines" }
            if style != Self.defaultStyle { text += ", \(style.rawValue)" }
        }
        if let locale { text += ", in \(locale)" }
        return text
    }
}
