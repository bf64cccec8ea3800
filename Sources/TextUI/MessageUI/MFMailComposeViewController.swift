#if !canImport(UIKit)
import Foundation

// MessageUI's mail and message sheets, which screens import beside SwiftUI and show through a
// `UIViewControllerRepresentable`. They are UIKit navigation controllers, so they live in TextUI
// beside its UIKit mirror. A preview has no mail account and sends nothing: `canSendMail()` and
// `canSendText()` are `false`, as on a simulator, so a screen shows the branch it shows a phone
// without Mail; a sheet made anyway draws the line that names it, and its delegate is never called.

/// The mail sheet, with its recipients, subject, body and attachments set by the screen; drawn
/// as the line naming it.
///
/// ```swift
/// struct MailView: UIViewControllerRepresentable {
///     func makeUIViewController(context: Context) -> MFMailComposeViewController {
///         let mail = MFMailComposeViewController()
///         mail.setSubject("Feedback")
///         return mail
///     }
///     func updateUIViewController(_ controller: MFMailComposeViewController, context: Context) {}
/// }
/// MailView().render()
/// ```
/// ```text
/// ⬚ MFMailComposeViewController
/// ```
///
/// MessageUI: class MFMailComposeViewController : UINavigationController
@MainActor @preconcurrency
open class MFMailComposeViewController: UINavigationController {
    /// Whether the device can send mail: `false`, as a preview has no mail account.
    ///
    /// MessageUI: class func canSendMail() -> Bool
    open class func canSendMail() -> Bool { false }

    /// MessageUI: weak var mailComposeDelegate: (any MFMailComposeViewControllerDelegate)?
    open weak var mailComposeDelegate: (any MFMailComposeViewControllerDelegate)?

    /// What the screen set, kept so a test can read it back; nothing is sent.
    var subject = ""
    var toRecipients: [String] = []
    var ccRecipients: [String] = []
    var bccRecipients: [String] = []
    var messageBody = ""
    var attachmentFileNames: [String] = []

    /// An empty mail.
    ///
    /// MessageUI: init()
    public convenience init() {
        self.init(nibName: nil, bundle: nil)
    }

    /// MessageUI: init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?)
    override public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    /// MessageUI: func setSubject(_ subject: String)
    open func setSubject(_ subject: String) { self.subject = subject }

    /// MessageUI: func setToRecipients(_ toRecipients: [String]?)
    open func setToRecipients(_ toRecipients: [String]?) { self.toRecipients = toRecipients ?? [] }

    /// MessageUI: func setCcRecipients(_ ccRecipients: [String]?)
    open func setCcRecipients(_ ccRecipients: [String]?) { self.ccRecipients = ccRecipients ?? [] }

    /// MessageUI: func setBccRecipients(_ bccRecipients: [String]?)
    open func setBccRecipients(_ bccRecipients: [String]?) { self.bccRecipients = bccRecipients ?? [] }

    /// MessageUI: func setMessageBody(_ body: String, isHTML: Bool)
    open func setMessageBody(_ body: String, isHTML: Bool) { messageBody = body }

    /// MessageUI: func addAttachmentData(_ attachment: Data, mimeType: String, fileName filename: String)
    open func addAttachmentData(_ attachment: Data, mimeType: String, fileName filename: String) {
        attachmentFileNames.append(filename)
    }

    /// MessageUI: func setPreferredSendingEmailAddress(_ emailAddress: String)
    open func setPreferredSendingEmailAddress(_ emailAddress: String) {}
}

/// What the mail sheet tells the screen that showed it; a preview's sheet is never sent or
/// closed, so it is never called.
///
/// MessageUI: protocol MFMailComposeViewControllerDelegate : NSObjectProtocol
@MainActor @preconcurrency
public protocol MFMailComposeViewControllerDelegate: NSObjectProtocol {
    /// MessageUI: optional func mailComposeController(_ controller: MFMailComposeViewController, didFinishWith result: MFMailComposeResult, error: (any Error)?)
    func mailComposeController(_ controller: MFMailComposeViewController, didFinishWith result: MFMailComposeResult, error: (any Error)?)
}

extension MFMailComposeViewControllerDelegate {
    /// Nothing, as an optional requirement left out does.
    ///
    /// MessageUI: optional func mailComposeController(_ controller: MFMailComposeViewController, didFinishWith result: MFMailComposeResult, error: (any Error)?)
    public func mailComposeController(_ controller: MFMailComposeViewController, didFinishWith result: MFMailComposeResult, error: (any Error)?) {}
}

/// How the person left the mail sheet.
///
/// MessageUI: enum MFMailComposeResult
public enum MFMailComposeResult: Int, Sendable {
    /// MessageUI: case cancelled
    case cancelled
    /// MessageUI: case saved
    case saved
    /// MessageUI: case sent
    case sent
    /// MessageUI: case failed
    case failed
}

/// The error a failed mail comes with.
///
/// MessageUI: struct MFMailComposeError
public struct MFMailComposeError: Error, Hashable, Sendable {
    /// MessageUI: enum Code
    public enum Code: Int, Sendable {
        /// MessageUI: case saveFailed
        case saveFailed
        /// MessageUI: case sendFailed
        case sendFailed
    }

    /// MessageUI: var code: Code
    public let code: Code

    /// MessageUI: init(_ code: Code, userInfo: [String : Any] = [:])
    public init(_ code: Code, userInfo: [String: Any] = [:]) {
        self.code = code
    }

    /// MessageUI: static var saveFailed: MFMailComposeError.Code
    public static var saveFailed: Code { .saveFailed }
    /// MessageUI: static var sendFailed: MFMailComposeError.Code
    public static var sendFailed: Code { .sendFailed }
}
#endif
