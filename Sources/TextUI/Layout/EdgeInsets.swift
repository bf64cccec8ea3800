/// Room on each side of a view, in points (see ``View/padding(_:)-(EdgeInsets)``).
///
/// SwiftUI: EdgeInsets
public struct EdgeInsets: Equatable, Sendable {
    /// SwiftUI: EdgeInsets.top
    public var top: CGFloat
    /// SwiftUI: EdgeInsets.leading
    public var leading: CGFloat
    /// SwiftUI: EdgeInsets.bottom
    public var bottom: CGFloat
    /// SwiftUI: EdgeInsets.trailing
    public var trailing: CGFloat

    /// SwiftUI: EdgeInsets.init(top:leading:bottom:trailing:)
    public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
        (self.top, self.leading, self.bottom, self.trailing) = (top, leading, bottom, trailing)
    }

    /// No room on any side.
    ///
    /// SwiftUI: EdgeInsets.init()
    public init() {
        self.init(top: 0, leading: 0, bottom: 0, trailing: 0)
    }
}
