#if !canImport(UIKit)
extension UIColor {
    /// The UIKit colour of a SwiftUI colour, which a screen hands to UIKit (an attributed
    /// string's text colour, say); like every colour it draws nothing.
    ///
    /// TextUI only: as UIKit's `UIColor.init(_ color: Color)`.
    public init(_ color: Color) {
        self.init(name: color.name)
    }
}
#endif
