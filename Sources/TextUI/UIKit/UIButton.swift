#if !canImport(UIKit)
import Foundation

/// UIKit's button, which a screen wraps in a ``UIViewRepresentable`` (a system close button, a
/// button with a target). Made and updated as SwiftUI does when it appears, it draws as
/// TextUI's `Button` does: its normal title, else its image, else a close button's `xmark`. A
/// preview taps nothing: targets and actions are kept and never called.
///
/// ```swift
/// struct Retry: UIViewRepresentable {
///     func makeUIView(context: Context) -> UIButton {
///         let button = UIButton(type: .system)
///         button.setTitle("Retry", for: .normal)
///         return button
///     }
///     func updateUIView(_ button: UIButton, context: Context) {}
/// }
/// ```
///
/// UIKit: @MainActor class UIButton : UIControl
@MainActor @preconcurrency
open class UIButton: UIControl, DrawnPlatformView {
    /// The titles set for each state.
    private var titles: [UInt: String] = [:]
    /// The images set for each state.
    private var images: [UInt: UIImage] = [:]
    /// The title colours set for each state.
    private var titleColors: [UInt: UIColor] = [:]
    /// The action it was made with, if any.
    private(set) var primaryAction: UIAction?

    /// UIKit: var buttonType: UIButton.ButtonType { get }
    open private(set) var buttonType: ButtonType = .custom

    /// The button's look and content (iOS 15): its title is drawn when no title was set for
    /// a state.
    ///
    /// UIKit: var configuration: UIButton.Configuration? { get set }
    open var configuration: Configuration?

    /// A button of `buttonType`.
    ///
    /// UIKit: convenience init(type buttonType: UIButton.ButtonType)
    public convenience init(type buttonType: ButtonType) {
        self.init(frame: .zero)
        self.buttonType = buttonType
    }

    /// A button of `buttonType` that runs `primaryAction` when tapped (never, in a preview);
    /// it takes the action's title and image.
    ///
    /// UIKit: convenience init(type: UIButton.ButtonType = .system, primaryAction: UIAction?)
    public convenience init(type: ButtonType = .system, primaryAction: UIAction?) {
        self.init(type: type)
        take(primaryAction)
    }

    /// UIKit: convenience init(frame: CGRect, primaryAction: UIAction?)
    public convenience init(frame: CGRect, primaryAction: UIAction?) {
        self.init(frame: frame)
        take(primaryAction)
    }

    private func take(_ action: UIAction?) {
        primaryAction = action
        guard let action else { return }
        if !action.title.isEmpty { titles[State.normal.rawValue] = action.title }
        if let image = action.image { images[State.normal.rawValue] = image }
    }

    /// UIKit: func setTitle(_ title: String?, for state: UIControl.State)
    open func setTitle(_ title: String?, for state: State) {
        titles[state.rawValue] = title
    }

    /// The title for `state`, or the normal one.
    ///
    /// UIKit: func title(for state: UIControl.State) -> String?
    open func title(for state: State) -> String? {
        titles[state.rawValue] ?? titles[State.normal.rawValue]
    }

    /// UIKit: func setAttributedTitle(_ title: NSAttributedString?, for state: UIControl.State)
    open func setAttributedTitle(_ title: NSAttributedString?, for state: State) {
        titles[state.rawValue] = title?.string
    }

    /// UIKit: func setTitleColor(_ color: UIColor?, for state: UIControl.State)
    open func setTitleColor(_ color: UIColor?, for state: State) {
        titleColors[state.rawValue] = color
    }

    /// UIKit: func titleColor(for state: UIControl.State) -> UIColor?
    open func titleColor(for state: State) -> UIColor? {
        titleColors[state.rawValue] ?? titleColors[State.normal.rawValue]
    }

    /// UIKit: func setImage(_ image: UIImage?, for state: UIControl.State)
    open func setImage(_ image: UIImage?, for state: State) {
        images[state.rawValue] = image
    }

    /// UIKit: func image(for state: UIControl.State) -> UIImage?
    open func image(for state: State) -> UIImage? {
        images[state.rawValue] ?? images[State.normal.rawValue]
    }

    /// UIKit: func setBackgroundImage(_ image: UIImage?, for state: UIControl.State)
    open func setBackgroundImage(_ image: UIImage?, for state: State) {}

    /// UIKit: var currentTitle: String? { get }
    open var currentTitle: String? { title(for: .normal) ?? configuration?.title }

    /// The label that shows the title; its text is the normal title.
    ///
    /// UIKit: var titleLabel: UILabel? { get }
    open var titleLabel: UILabel? {
        let label = UILabel()
        label.text = currentTitle
        return label
    }

    var drawing: AnyView {
        if let title = currentTitle, !title.isEmpty {
            return AnyView(Button(title) {})
        }
        if let image = image(for: .normal) ?? configuration?.image {
            return AnyView(Button {} label: { Image(uiImage: image) })
        }
        if buttonType == .close {
            return AnyView(Button {} label: { Image(systemName: "xmark") })
        }
        return AnyView(EmptyView())
    }

    /// The kinds of button UIKit makes.
    ///
    /// UIKit: enum UIButton.ButtonType
    public enum ButtonType: Int, Sendable {
        /// UIKit: case custom = 0
        case custom = 0
        /// UIKit: case system = 1
        case system = 1
        /// UIKit: case detailDisclosure = 2
        case detailDisclosure = 2
        /// UIKit: case infoLight = 3
        case infoLight = 3
        /// UIKit: case infoDark = 4
        case infoDark = 4
        /// UIKit: case contactAdd = 5
        case contactAdd = 5
        /// UIKit: case close = 7
        case close = 7
    }
}
#endif
