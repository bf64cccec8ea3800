#if !canImport(UIKit)
import Foundation

/// The message sheet (Messages, SMS), with its recipients and body set by the screen; drawn as
/// the line naming it, `⬚ MFMessageComposeViewController`. A preview cannot send messages:
/// ``canSendText()`` is `false`.
///
/// MessageUI: class MFMessageComposeViewController : UINavigationController
@MainActor @preconcurrency
open class MFMessageComposeViewController: UINavigationController {
    /// Whether the device can send text messages: `false` in a preview.
    ///
    /// MessageUI: class func canSendText() -> Bool
    open class func canSendText() -> Bool { false }

    /// MessageUI: class func canSendSubject() -> Bool
    open class func canSendSubject() -> Bool { false }

    /// MessageUI: class func canSendAttachments() -> Bool
    open class func canSendAttachments() -> Bool { false }

    /// MessageUI: weak var messageComposeDelegate: (any MFMessageComposeViewControllerDelegate)?
    open weak var messageComposeDelegate: (any MFMessageComposeViewControllerDelegate)?

    /// MessageUI: var recipients: [String]?
    open var recipients: [String]?

    /// MessageUI: var body: String?
    open var body: String?

    /// MessageUI: var subject: String?
    open var subject: String?

    /// An empty message.
    ///
    /// MessageUI: init()
    public convenience init() {
        self.init(nibName: nil, bundle: nil)
    }

    /// MessageUI: init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?)
    override public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    /// Attaches nothing: `false`, as ``canSendAttachments()`` is.
    ///
    /// MessageUI: func addAttachmentData(_ attachmentData: Data, typeIdentifier uti: String, filename: String) -> Bool
    @discardableResult
    open func addAttachmentData(_ attachmentData: Data, typeIdentifier uti: String, filename: String) -> Bool { false }

    /// Attaches nothing: `false`, as ``canSendAttachments()`` is.
    ///
    /// MessageUI: func addAttachmentURL(_ attachmentURL: URL, withAlternateFilename alternateFilename: String?) -> Bool
    @discardableResult
    open func addAttachmentURL(_ attachmentURL: URL, withAlternateFilename alternateFilename: String?) -> Bool { false }
}

/// What the message sheet tells the screen that showed it; never called in a preview.
///
/// MessageUI: protocol MFMessageComposeViewControllerDelegate : NSObjectProtocol
@MainActor @preconcurrency
public protocol MFMessageComposeViewControllerDelegate: NSObjectProtocol {
    /// MessageUI: func messageComposeViewController(_ controller: MFMessageComposeViewController, didFinishWith result: MessageComposeResult)
    func messageComposeViewController(_ controller: MFMessageComposeViewController, didFinishWith result: MessageComposeResult)
}

/// How the person left the message sheet.
///
/// MessageUI: enum MessageComposeResult
public enum MessageComposeResult: Int, Sendable {
    /// MessageUI: case cancelled
    case cancelled
    /// MessageUI: case sent
    case sent
    /// MessageUI: case failed
    case failed
}
#endif
