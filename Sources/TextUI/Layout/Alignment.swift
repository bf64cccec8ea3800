/// Where narrower children sit in a vertical stack.
public enum HorizontalAlignment: Sendable {
    case leading, center, trailing
}

/// Where shorter children sit in a horizontal stack.
public enum VerticalAlignment: Sendable {
    case top, center, bottom
}
