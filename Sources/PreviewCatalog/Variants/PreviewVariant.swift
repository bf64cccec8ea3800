import Foundation
import TextUI
import TextSnapshots

/// One way a screen state is drawn and checked: a width, a style, optionally an exact height,
/// or the accessibility transcript instead of the drawing; optionally in a locale of its own.
/// Each variant has snapshot files of its own (`Login/idle@w32.txt`, `Login/idle@a11y.txt`,
/// `Login/idle@en.txt`).
///
/// ```swift
/// extension LoginPreviews: DeclaresVariants {
///     static let variants: [PreviewVariant] = [.standard, .width(32), .ascii, .a11y, .locale("en")]
/// }
/// ```
public struct PreviewVariant: Hashable, Sendable, CustomStringConvertible {
    /// The columns drawn at (1 to 1000; 40 unless told otherwise).
    public var width: Int
    /// The exact number of lines, or `nil` for as many as the state needs.
    public var height: Int?
    /// The characters for rules and boxes: Unicode, or ASCII for terminals without them.
    public var style: RenderStyle
    /// Whether this variant is the accessibility transcript rather than a drawing.
    public var isAccessibility: Bool
    /// The locale the variant is drawn in — the strings SwiftUI supplies (Edit, Cancel, Search,
    /// dates and numbers) follow it — or `nil` for the screen's own (see ``DeclaresLocale``).
    public var locale: Locale?

    /// A drawing `width` columns wide in `style`, `height` lines tall when given, in `locale`
    /// when given.
    public init(
        width: Int = SnapshotKey.defaultWidth, height: Int? = nil, style: RenderStyle = .unicode,
        locale: Locale? = nil
    ) {
        self.width = width
        self.height = height
        self.style = style
        self.isAccessibility = false
        self.locale = locale
    }

    private init(accessibility: Void) {
        self.init()
        isAccessibility = true
    }

    /// 40 columns, Unicode, as many lines as needed: what every screen is checked in.
    public static let standard = PreviewVariant()
    /// The accessibility transcript: what a screen reader announces, element by element.
    public static let a11y = PreviewVariant(accessibility: ())
    /// 40 columns in ASCII.
    public static let ascii = PreviewVariant(style: .ascii)

    /// `columns` wide, Unicode.
    public static func width(_ columns: Int) -> PreviewVariant {
        PreviewVariant(width: columns)
    }

    /// 40 columns and exactly `lines` lines, as a phone screen of that height shows it.
    public static func height(_ lines: Int) -> PreviewVariant {
        PreviewVariant(height: lines)
    }

    /// 40 columns, Unicode, in the locale `identifier` (`"ja"`, `"en"`): a Japanese screen as
    /// an English phone shows it, or the reverse. Its files end `@ja.txt`.
    public static func locale(_ identifier: String) -> PreviewVariant {
        PreviewVariant(locale: Locale(identifier: identifier))
    }

    /// This variant in the locale `identifier`: `PreviewVariant.a11y.locale("en")` is the
    /// transcript in English (`Login/idle@a11y@en.txt`).
    public func locale(_ identifier: String) -> PreviewVariant {
        var variant = self
        variant.locale = Locale(identifier: identifier)
        return variant
    }

    /// How reports, the gallery and file names call it.
    ///
    /// ```text
    /// w40           PreviewVariant.standard
    /// w32@ascii     PreviewVariant(width: 32, style: .ascii)
    /// w40@h12       PreviewVariant.height(12)
    /// a11y          PreviewVariant.a11y
    /// w40@ja        PreviewVariant.locale("ja")
    /// a11y@en       PreviewVariant.a11y.locale("en")
    /// ```
    public var name: String {
        var name = isAccessibility ? "a11y" : "w\(width)"
        if !isAccessibility, let height { name += "@h\(height)" }
        if !isAccessibility, SnapshotStyle(style) != SnapshotKey.defaultStyle { name += "@\(style.rawValue)" }
        if let locale { name += "@" + SnapshotKey.localeTag(locale.identifier) }
        return name
    }

    /// The same as ``name``.
    public var description: String { name }

    /// The widths a variant may be drawn at: those `--width` takes (TextUI's
    /// `RenderLimits.columns`, what `render` clamps to).
    package static let widths = RenderLimits.columns
    /// The heights a variant may be drawn at, in lines (TextUI's `RenderLimits.rows`).
    package static let heights = RenderLimits.rows

    /// Why this variant cannot be drawn (its width or height is outside ``widths`` or
    /// ``heights``), or `nil` when it can.
    ///
    /// ```swift
    /// PreviewVariant.width(0).problem        // "its width, 0, is not 1 to 1000 columns"
    /// PreviewVariant.height(-1).problem      // "its height, -1, is not 0 to 10000 lines"
    /// PreviewVariant.standard.problem        // nil
    /// ```
    package var problem: String? {
        if isAccessibility { return nil }
        if !Self.widths.contains(width) {
            return "its width, \(width), is not \(Self.widths.lowerBound) to \(Self.widths.upperBound) columns"
        }
        if let height, !Self.heights.contains(height) {
            return "its height, \(height), is not \(Self.heights.lowerBound) to \(Self.heights.upperBound) lines"
        }
        return nil
    }
}
