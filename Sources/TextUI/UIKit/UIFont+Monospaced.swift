#if !canImport(UIKit)
extension UIFont {
    /// The system's fixed-width font at `fontSize` and `weight`. Text is drawn in fixed-width
    /// cells anyway, so like every font it changes nothing drawn.
    ///
    /// UIKit: class func monospacedSystemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont
    public class func monospacedSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        systemFont(ofSize: fontSize, weight: weight)
    }

    /// The system font at `fontSize` and `weight`, its digits all one width.
    ///
    /// UIKit: class func monospacedDigitSystemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont
    public class func monospacedDigitSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        systemFont(ofSize: fontSize, weight: weight)
    }
}
#endif
