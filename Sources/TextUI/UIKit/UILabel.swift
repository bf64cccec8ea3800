#if !canImport(UIKit)
import Foundation

/// UIKit's label, which a screen wraps in a ``UIViewRepresentable`` for text SwiftUI's `Text`
/// would not lay out its way (an attributed string with links, a label that shrinks). Made and
/// updated as SwiftUI does when it appears, it draws its text — its attributed text's
/// characters, else `text` — on as many lines as `numberOfLines` allows (0: as many as it needs).
///
/// ```swift
/// struct Caption: UIViewRepresentable {
///     func makeUIView(context: Context) -> UILabel { UILabel() }
///     func updateUIView(_ label: UILabel, context: Context) { label.text = "Posted by Aiko" }
/// }
/// ```
///
/// UIKit: @MainActor class UILabel : UIView
@MainActor @preconcurrency
open class UILabel: UIView, DrawnPlatformView {
    /// UIKit: var text: String?
    open var text: String?
    /// The text with its attributes; its characters are what is drawn.
    ///
    /// UIKit: @NSCopying var attributedText: NSAttributedString?
    open var attributedText: NSAttributedString?
    /// UIKit: var font: UIFont!
    open var font: UIFont! = .preferredFont(forTextStyle: .body)
    /// UIKit: var textColor: UIColor!
    open var textColor: UIColor! = .black
    /// UIKit: var textAlignment: NSTextAlignment
    open var textAlignment: NSTextAlignment = .natural
    /// How many lines the text may take; 0 is as many as it needs.
    ///
    /// UIKit: var numberOfLines: Int
    open var numberOfLines = 1
    /// UIKit: var lineBreakMode: NSLineBreakMode
    open var lineBreakMode: NSLineBreakMode = .byTruncatingTail
    /// UIKit: var adjustsFontSizeToFitWidth: Bool
    open var adjustsFontSizeToFitWidth = false
    /// UIKit: var minimumScaleFactor: CGFloat
    open var minimumScaleFactor: CGFloat = 0
    /// UIKit: var adjustsFontForContentSizeCategory: Bool
    open var adjustsFontForContentSizeCategory = false
    /// UIKit: var preferredMaxLayoutWidth: CGFloat
    open var preferredMaxLayoutWidth: CGFloat = 0
    /// UIKit: var isEnabled: Bool
    open var isEnabled = true

    var drawing: AnyView {
        let characters = attributedText?.string ?? text ?? ""
        let label = Text(verbatim: characters)
            .lineLimit(numberOfLines > 0 ? numberOfLines : nil)
            .multilineTextAlignment(textAlignment.swiftUI)
        return AnyView(label)
    }
}

/// UIKit's text view: scrolling, selectable, often editable text, wrapped for rich or long
/// text. Made and updated as SwiftUI does when it appears, it draws its text on as many lines as
/// it needs; `textContainerInset` and scrolling change nothing in text.
///
/// UIKit: @MainActor class UITextView : UIScrollView
@MainActor @preconcurrency
open class UITextView: UIScrollView, DrawnPlatformView {
    /// UIKit: var text: String!
    open var text: String! = ""
    /// UIKit: @NSCopying var attributedText: NSAttributedString!
    open var attributedText: NSAttributedString! {
        get { NSAttributedString(string: text ?? "") }
        set { text = newValue?.string ?? "" }
    }
    /// UIKit: var font: UIFont?
    open var font: UIFont?
    /// UIKit: var textColor: UIColor?
    open var textColor: UIColor?
    /// UIKit: var textAlignment: NSTextAlignment
    open var textAlignment: NSTextAlignment = .natural
    /// UIKit: var isEditable: Bool
    open var isEditable = true
    /// UIKit: var isSelectable: Bool
    open var isSelectable = true
    /// UIKit: var textContainerInset: UIEdgeInsets
    open var textContainerInset = UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0)
    /// UIKit: var selectedRange: NSRange
    open var selectedRange = NSRange(location: 0, length: 0)
    /// UIKit: var typingAttributes: [NSAttributedString.Key : Any]
    open var typingAttributes: [NSAttributedString.Key: Any] = [:]
    /// UIKit: var adjustsFontForContentSizeCategory: Bool
    open var adjustsFontForContentSizeCategory = false
    /// UIKit: weak var delegate: (any UITextViewDelegate)?
    open weak var delegate: (any UITextViewDelegate)?

    var drawing: AnyView {
        AnyView(Text(verbatim: text ?? "").multilineTextAlignment(textAlignment.swiftUI))
    }
}

/// What a text view tells its delegate; nothing is typed in a preview, so nothing is told.
///
/// UIKit: @MainActor protocol UITextViewDelegate : UIScrollViewDelegate
@MainActor @preconcurrency
public protocol UITextViewDelegate: AnyObject {
    /// UIKit: optional func textViewDidChange(_ textView: UITextView)
    func textViewDidChange(_ textView: UITextView)
    /// UIKit: optional func textViewDidBeginEditing(_ textView: UITextView)
    func textViewDidBeginEditing(_ textView: UITextView)
    /// UIKit: optional func textViewDidEndEditing(_ textView: UITextView)
    func textViewDidEndEditing(_ textView: UITextView)
    /// UIKit: optional func textViewDidChangeSelection(_ textView: UITextView)
    func textViewDidChangeSelection(_ textView: UITextView)
    /// UIKit: optional func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool
    func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool
}

extension UITextViewDelegate {
    /// UIKit: optional func textViewDidChange(_ textView: UITextView)
    public func textViewDidChange(_ textView: UITextView) {}
    /// UIKit: optional func textViewDidBeginEditing(_ textView: UITextView)
    public func textViewDidBeginEditing(_ textView: UITextView) {}
    /// UIKit: optional func textViewDidEndEditing(_ textView: UITextView)
    public func textViewDidEndEditing(_ textView: UITextView) {}
    /// UIKit: optional func textViewDidChangeSelection(_ textView: UITextView)
    public func textViewDidChangeSelection(_ textView: UITextView) {}
    /// UIKit: optional func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool
    public func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool { true }
}

/// How text lines up in a label or text view.
///
/// UIKit: enum NSTextAlignment : Int, @unchecked Sendable
public enum NSTextAlignment: Int, Sendable {
    /// UIKit: case left = 0
    case left = 0
    /// UIKit: case center = 1
    case center = 1
    /// UIKit: case right = 2
    case right = 2
    /// UIKit: case justified = 3
    case justified = 3
    /// UIKit: case natural = 4
    case natural = 4

    var swiftUI: TextAlignment {
        switch self {
        case .center: .center
        case .right: .trailing
        case .left, .justified, .natural: .leading
        }
    }
}

/// Where a label that does not fit breaks or cuts its text.
///
/// UIKit: enum NSLineBreakMode : Int, @unchecked Sendable
public enum NSLineBreakMode: Int, Sendable {
    /// UIKit: case byWordWrapping = 0
    case byWordWrapping = 0
    /// UIKit: case byCharWrapping = 1
    case byCharWrapping = 1
    /// UIKit: case byClipping = 2
    case byClipping = 2
    /// UIKit: case byTruncatingHead = 3
    case byTruncatingHead = 3
    /// UIKit: case byTruncatingTail = 4
    case byTruncatingTail = 4
    /// UIKit: case byTruncatingMiddle = 5
    case byTruncatingMiddle = 5
}

extension UIView {
    /// Whether touches reach the view; nothing is touched in a preview.
    ///
    /// UIKit: var isUserInteractionEnabled: Bool { get set }
    public var isUserInteractionEnabled: Bool {
        get { true }
        set {}
    }

    /// Resizes the view to fit its content; a text drawing is laid out by its room instead.
    ///
    /// UIKit: func sizeToFit()
    public func sizeToFit() {}
}
#endif
