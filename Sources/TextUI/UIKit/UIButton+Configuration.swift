#if !canImport(UIKit)
import Foundation

extension UIButton {
    /// A button's look and content (iOS 15): title, image, colours and insets, kept as set; the
    /// button draws its title or image.
    ///
    /// UIKit: struct UIButton.Configuration
    public struct Configuration: Hashable, Sendable {
        /// UIKit: var title: String?
        public var title: String?
        /// UIKit: var subtitle: String?
        public var subtitle: String?
        /// UIKit: var image: UIImage?
        public var image: UIImage?
        /// UIKit: var imagePadding: CGFloat
        public var imagePadding: CGFloat = 0
        /// UIKit: var contentInsets: NSDirectionalEdgeInsets
        public var contentInsets = NSDirectionalEdgeInsets(top: 6, leading: 12, bottom: 6, trailing: 12)
        /// UIKit: var baseForegroundColor: UIColor?
        public var baseForegroundColor: UIColor?
        /// UIKit: var baseBackgroundColor: UIColor?
        public var baseBackgroundColor: UIColor?

        /// UIKit: static func plain() -> UIButton.Configuration
        public static func plain() -> Configuration { Configuration() }
        /// UIKit: static func tinted() -> UIButton.Configuration
        public static func tinted() -> Configuration { Configuration() }
        /// UIKit: static func gray() -> UIButton.Configuration
        public static func gray() -> Configuration { Configuration() }
        /// UIKit: static func filled() -> UIButton.Configuration
        public static func filled() -> Configuration { Configuration() }
        /// UIKit: static func borderless() -> UIButton.Configuration
        public static func borderless() -> Configuration { Configuration() }
        /// UIKit: static func bordered() -> UIButton.Configuration
        public static func bordered() -> Configuration { Configuration() }
        /// UIKit: static func borderedProminent() -> UIButton.Configuration
        public static func borderedProminent() -> Configuration { Configuration() }
    }
}
#endif
