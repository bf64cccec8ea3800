#if !canImport(UIKit)
import Foundation

/// UIKit's haptics, which a button's action plays: `UIImpactFeedbackGenerator(style: .light)
/// .impactOccurred()`. A text screen has nothing to shake: every generator accepts its calls and
/// does nothing.
///
/// UIKit: @MainActor class UIFeedbackGenerator : NSObject
@MainActor @preconcurrency
open class UIFeedbackGenerator: NSObject {
    /// UIKit: override init()
    override public init() { super.init() }

    /// Gets the engine ready; nothing here.
    ///
    /// UIKit: func prepare()
    open func prepare() {}
}

/// A tap felt as a physical impact.
///
/// UIKit: @MainActor class UIImpactFeedbackGenerator : UIFeedbackGenerator
@MainActor @preconcurrency
open class UIImpactFeedbackGenerator: UIFeedbackGenerator {
    /// How heavy the impact feels.
    ///
    /// UIKit: enum UIImpactFeedbackGenerator.FeedbackStyle
    public enum FeedbackStyle: Int, Sendable {
        /// UIKit: case light
        case light
        /// UIKit: case medium
        case medium
        /// UIKit: case heavy
        case heavy
        /// UIKit: case soft
        case soft
        /// UIKit: case rigid
        case rigid
    }

    /// The style this generator plays.
    ///
    /// TextUI only: kept so a screen can read back the style it asked for.
    public let style: FeedbackStyle

    /// UIKit: init(style: UIImpactFeedbackGenerator.FeedbackStyle)
    public init(style: FeedbackStyle) {
        self.style = style
        super.init()
    }

    /// A medium impact.
    ///
    /// UIKit: override convenience init()
    override public convenience init() { self.init(style: .medium) }

    /// UIKit: func impactOccurred()
    open func impactOccurred() {}

    /// UIKit: func impactOccurred(intensity: CGFloat)
    open func impactOccurred(intensity: CGFloat) {}
}

/// A tick felt as a selection changes (a picker's wheel).
///
/// UIKit: @MainActor class UISelectionFeedbackGenerator : UIFeedbackGenerator
@MainActor @preconcurrency
open class UISelectionFeedbackGenerator: UIFeedbackGenerator {
    /// UIKit: func selectionChanged()
    open func selectionChanged() {}
}

/// A pattern felt as a task succeeds, warns or fails.
///
/// UIKit: @MainActor class UINotificationFeedbackGenerator : UIFeedbackGenerator
@MainActor @preconcurrency
open class UINotificationFeedbackGenerator: UIFeedbackGenerator {
    /// Which outcome is felt.
    ///
    /// UIKit: enum UINotificationFeedbackGenerator.FeedbackType
    public enum FeedbackType: Int, Sendable {
        /// UIKit: case success
        case success
        /// UIKit: case warning
        case warning
        /// UIKit: case error
        case error
    }

    /// UIKit: func notificationOccurred(_ notificationType: UINotificationFeedbackGenerator.FeedbackType)
    open func notificationOccurred(_ notificationType: FeedbackType) {}
}
#endif
