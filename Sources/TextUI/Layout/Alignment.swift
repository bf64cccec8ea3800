/// Where narrower children sit across a vertical stack, or a text's lines inside its block.
///
/// SwiftUI: @frozen struct HorizontalAlignment (there a struct of alignment guides; here an enum of
/// the three standard guides, spelled the same at the call site: `.leading`)
public enum HorizontalAlignment: Sendable {
    /// SwiftUI: HorizontalAlignment.leading (a `static let` there)
    case leading
    /// SwiftUI: HorizontalAlignment.center (a `static let` there)
    case center
    /// SwiftUI: HorizontalAlignment.trailing (a `static let` there)
    case trailing

    /// Where a list row's separator starts, which a row moves with
    /// `alignmentGuide(.listRowSeparatorLeading)`; a text separator spans the row, so this is
    /// `.leading`.
    ///
    /// SwiftUI: static let listRowSeparatorLeading: HorizontalAlignment
    public static let listRowSeparatorLeading: HorizontalAlignment = .leading

    /// Where a list row's separator ends; a text separator spans the row, so this is `.trailing`.
    ///
    /// SwiftUI: static let listRowSeparatorTrailing: HorizontalAlignment
    public static let listRowSeparatorTrailing: HorizontalAlignment = .trailing

    /// The column at which something `width` wide starts inside `room` columns.
    func offset(of width: Int, in room: Int) -> Int {
        let free = max(0, room - width)
        switch self {
        case .leading: return 0
        case .center: return free / 2
        case .trailing: return free
        }
    }
}

/// Where shorter children sit in a horizontal stack.
///
/// SwiftUI: @frozen struct VerticalAlignment (there a struct of alignment guides; here an enum of the
/// three standard guides, spelled the same at the call site: `.top`; text baselines are not drawn)
public enum VerticalAlignment: Sendable {
    /// SwiftUI: VerticalAlignment.top (a `static let` there)
    case top
    /// SwiftUI: VerticalAlignment.center (a `static let` there)
    case center
    /// SwiftUI: VerticalAlignment.bottom (a `static let` there)
    case bottom

    /// Lines up the first line of text in each child: a text's first line is its top row here,
    /// so this is `.top`.
    ///
    /// SwiftUI: static let firstTextBaseline: VerticalAlignment
    public static let firstTextBaseline: VerticalAlignment = .top

    /// Lines up the last line of text in each child: a text's last line is its bottom row here,
    /// so this is `.bottom`.
    ///
    /// SwiftUI: static let lastTextBaseline: VerticalAlignment
    public static let lastTextBaseline: VerticalAlignment = .bottom

    /// The row at which something `height` tall starts inside `room` rows.
    func offset(of height: Int, in room: Int) -> Int {
        let free = max(0, room - height)
        switch self {
        case .top: return 0
        case .center: return free / 2
        case .bottom: return free
        }
    }
}

/// A position in both directions, for frames, overlays and `ZStack`.
///
/// SwiftUI: @frozen struct Alignment
public struct Alignment: Sendable, Equatable {
    /// The alignment across.
    ///
    /// SwiftUI: Alignment.horizontal
    public var horizontal: HorizontalAlignment
    /// The alignment up and down.
    ///
    /// SwiftUI: Alignment.vertical
    public var vertical: VerticalAlignment

    /// An alignment of `horizontal` across and `vertical` up and down.
    ///
    /// SwiftUI: Alignment.init(horizontal:vertical:)
    public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    /// SwiftUI: Alignment.center
    public static let center = Alignment(horizontal: .center, vertical: .center)
    /// SwiftUI: Alignment.leading
    public static let leading = Alignment(horizontal: .leading, vertical: .center)
    /// SwiftUI: Alignment.trailing
    public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
    /// SwiftUI: Alignment.top
    public static let top = Alignment(horizontal: .center, vertical: .top)
    /// SwiftUI: Alignment.bottom
    public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
    /// SwiftUI: Alignment.topLeading
    public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
    /// SwiftUI: Alignment.topTrailing
    public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
    /// SwiftUI: Alignment.bottomLeading
    public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
    /// SwiftUI: Alignment.bottomTrailing
    public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)
}

/// How the lines of a multi-line text line up with each other.
///
/// SwiftUI: enum TextAlignment
public enum TextAlignment: Sendable {
    /// SwiftUI: TextAlignment.leading
    case leading
    /// SwiftUI: TextAlignment.center
    case center
    /// SwiftUI: TextAlignment.trailing
    case trailing

    var horizontal: HorizontalAlignment {
        switch self {
        case .leading: .leading
        case .center: .center
        case .trailing: .trailing
        }
    }
}
