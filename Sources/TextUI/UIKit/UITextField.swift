#if !canImport(UIKit)
/// UIKit's one-line text field, which screens wrap in a ``UIViewRepresentable`` (a field that
/// reports a delete on an empty line, a field with insets). Wrapped, it draws as a SwiftUI
/// ``TextField`` does: its text, or while that is empty its placeholder.
///
/// ```swift
/// struct OptionField: UIViewRepresentable {
///     func makeUIView(context: Context) -> UITextField { UITextField() }
///     func updateUIView(_ field: UITextField, context: Context) { field.placeholder = "Option 1" }
/// }
/// OptionField().render(width: 12)
/// ```
/// ```text
/// Option 1
/// ```
///
/// UIKit: @MainActor class UITextField : UIControl
@MainActor @preconcurrency
open class UITextField: UIControl {
    /// UIKit: var text: String? { get set }
    open var text: String?
    /// UIKit: var placeholder: String? { get set }
    open var placeholder: String?
    /// UIKit: var font: UIFont? { get set }
    open var font: UIFont?
    /// UIKit: var textColor: UIColor? { get set }
    open var textColor: UIColor?
    /// UIKit: var borderStyle: UITextField.BorderStyle { get set }
    open var borderStyle: BorderStyle = .none
    /// UIKit: var returnKeyType: UIReturnKeyType { get set }
    open var returnKeyType: UIReturnKeyType = .default
    /// UIKit: var adjustsFontForContentSizeCategory: Bool { get set }
    open var adjustsFontForContentSizeCategory = false
    /// UIKit: var isSecureTextEntry: Bool { get set }
    open var isSecureTextEntry = false
    /// UIKit: var autocorrectionType: UITextAutocorrectionType { get set }
    open var autocorrectionType: UITextAutocorrectionType = .default
    /// UIKit: var autocapitalizationType: UITextAutocapitalizationType { get set }
    open var autocapitalizationType: UITextAutocapitalizationType = .sentences
    /// UIKit: var keyboardType: UIKeyboardType { get set }
    open var keyboardType: UIKeyboardType = .default
    /// UIKit: weak var delegate: (any UITextFieldDelegate)? { get set }
    open weak var delegate: (any UITextFieldDelegate)?

    /// UIKit: class let textDidChangeNotification: NSNotification.Name
    public static let textDidChangeNotification = NSNotification.Name("UITextFieldTextDidChangeNotification")

    /// How the field's edge is drawn.
    ///
    /// UIKit: enum UITextField.BorderStyle
    public enum BorderStyle: Int, Sendable {
        /// UIKit: case none
        case none
        /// UIKit: case line
        case line
        /// UIKit: case bezel
        case bezel
        /// UIKit: case roundedRect
        case roundedRect
    }

    /// What the field shows: its text, or while that is empty its placeholder, dimmed.
    var drawnText: Text {
        if let text, !text.isEmpty {
            return Text(verbatim: isSecureTextEntry ? String(repeating: "•", count: text.count) : text)
        }
        return Text(verbatim: placeholder ?? "").foregroundStyle(.secondary)
    }
}

/// What a text field asks of the object that manages it; every method has UIKit's answer.
///
/// UIKit: @MainActor protocol UITextFieldDelegate : NSObjectProtocol
@MainActor @preconcurrency
public protocol UITextFieldDelegate: AnyObject {
    /// UIKit: optional func textFieldShouldReturn(_ textField: UITextField) -> Bool
    func textFieldShouldReturn(_ textField: UITextField) -> Bool
    /// UIKit: optional func textFieldDidBeginEditing(_ textField: UITextField)
    func textFieldDidBeginEditing(_ textField: UITextField)
    /// UIKit: optional func textFieldDidEndEditing(_ textField: UITextField)
    func textFieldDidEndEditing(_ textField: UITextField)
}

extension UITextFieldDelegate {
    /// UIKit: optional func textFieldShouldReturn(_ textField: UITextField) -> Bool
    public func textFieldShouldReturn(_ textField: UITextField) -> Bool { true }
    /// UIKit: optional func textFieldDidBeginEditing(_ textField: UITextField)
    public func textFieldDidBeginEditing(_ textField: UITextField) {}
    /// UIKit: optional func textFieldDidEndEditing(_ textField: UITextField)
    public func textFieldDidEndEditing(_ textField: UITextField) {}
}

/// The return key's title on the keyboard a text field brings up.
///
/// UIKit: enum UIReturnKeyType
public enum UIReturnKeyType: Int, Sendable {
    /// UIKit: case default
    case `default`
    /// UIKit: case go
    case go
    /// UIKit: case google
    case google
    /// UIKit: case join
    case join
    /// UIKit: case next
    case next
    /// UIKit: case route
    case route
    /// UIKit: case search
    case search
    /// UIKit: case send
    case send
    /// UIKit: case yahoo
    case yahoo
    /// UIKit: case done
    case done
    /// UIKit: case emergencyCall
    case emergencyCall
    /// UIKit: case continue
    case `continue`
}
#endif

#if !canImport(UIKit)
/// Whether a text field corrects spelling as the user types; nobody types in a preview.
///
/// UIKit: enum UITextAutocorrectionType
public enum UITextAutocorrectionType: Int, Sendable {
    /// UIKit: case `default` = 0
    case `default` = 0
    /// UIKit: case no = 1
    case no = 1
    /// UIKit: case yes = 2
    case yes = 2
}
#endif
