/// Where narrower children sit across a vertical stack, or a text's lines inside its block.
public enum HorizontalAlignment: Sendable {
    case leading, center, trailing

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
public enum VerticalAlignment: Sendable {
    case top, center, bottom

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
public struct Alignment: Sendable, Equatable {
    public var horizontal: HorizontalAlignment
    public var vertical: VerticalAlignment

    public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    public static let center = Alignment(horizontal: .center, vertical: .center)
    public static let leading = Alignment(horizontal: .leading, vertical: .center)
    public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
    public static let top = Alignment(horizontal: .center, vertical: .top)
    public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
    public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
    public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
    public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
    public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)
}

/// How the lines of a multi-line text line up with each other.
public enum TextAlignment: Sendable {
    case leading, center, trailing

    var horizontal: HorizontalAlignment {
        switch self {
        case .leading: .leading
        case .center: .center
        case .trailing: .trailing
        }
    }
}
