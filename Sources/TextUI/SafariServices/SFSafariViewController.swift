#if !canImport(UIKit)
import Foundation

// SafariServices' in-app browser, which screens import beside SwiftUI and show through a
// `UIViewControllerRepresentable`. A preview loads no page: the representable draws the line
// that names the controller, as every wrapped controller draws.

/// The in-app browser for `url`, wrapped by a representable; drawn as the line naming it.
///
/// ```swift
/// struct SafariView: UIViewControllerRepresentable {
///     let url: URL
///     func makeUIViewController(context: Context) -> SFSafariViewController { SFSafariViewController(url: url) }
///     func updateUIViewController(_ controller: SFSafariViewController, context: Context) {}
/// }
/// SafariView(url: URL(string: "https://example.com")!).render()
/// ```
/// ```text
/// ⬚ SFSafariViewController
/// ```
///
/// SafariServices: @MainActor class SFSafariViewController : UIViewController
@MainActor @preconcurrency
open class SFSafariViewController: UIViewController {
    /// How the browser opens: in reader mode when it can, its bars collapsing as one scrolls.
    ///
    /// SafariServices: class Configuration : NSObject
    @MainActor @preconcurrency
    open class Configuration: NSObject {
        /// SafariServices: var entersReaderIfAvailable: Bool
        open var entersReaderIfAvailable = false
        /// SafariServices: var barCollapsingEnabled: Bool
        open var barCollapsingEnabled = true

        /// SafariServices: init()
        override public init() {}
    }

    /// The button that closes the browser.
    ///
    /// SafariServices: enum DismissButtonStyle
    public enum DismissButtonStyle: Int, Sendable {
        /// SafariServices: case done
        case done
        /// SafariServices: case close
        case close
        /// SafariServices: case cancel
        case cancel
    }

    /// The page the browser opens.
    let url: URL
    /// SafariServices: var configuration: SFSafariViewController.Configuration { get }
    public let configuration: Configuration
    /// SafariServices: weak var delegate: (any SFSafariViewControllerDelegate)?
    open weak var delegate: (any SFSafariViewControllerDelegate)?
    /// SafariServices: var preferredControlTintColor: UIColor?
    open var preferredControlTintColor: UIColor?
    /// SafariServices: var preferredBarTintColor: UIColor?
    open var preferredBarTintColor: UIColor?
    /// SafariServices: var dismissButtonStyle: SFSafariViewController.DismissButtonStyle
    open var dismissButtonStyle = DismissButtonStyle.done

    /// SafariServices: init(url URL: URL, configuration: SFSafariViewController.Configuration)
    public init(url URL: URL, configuration: Configuration) {
        self.url = URL
        self.configuration = configuration
        super.init(nibName: nil, bundle: nil)
    }

    /// SafariServices: convenience init(url URL: URL)
    public convenience init(url URL: URL) {
        self.init(url: URL, configuration: Configuration())
    }
}

/// What the browser tells the screen that showed it; a preview's browser never loads or closes,
/// so none of it is called.
///
/// SafariServices: protocol SFSafariViewControllerDelegate : NSObjectProtocol
@MainActor @preconcurrency
public protocol SFSafariViewControllerDelegate: NSObjectProtocol {
    /// SafariServices: optional func safariViewControllerDidFinish(_ controller: SFSafariViewController)
    func safariViewControllerDidFinish(_ controller: SFSafariViewController)
    /// SafariServices: optional func safariViewController(_ controller: SFSafariViewController, didCompleteInitialLoad didLoadSuccessfully: Bool)
    func safariViewController(_ controller: SFSafariViewController, didCompleteInitialLoad didLoadSuccessfully: Bool)
}

extension SFSafariViewControllerDelegate {
    /// Nothing, as an optional requirement left out does.
    ///
    /// SafariServices: optional func safariViewControllerDidFinish(_ controller: SFSafariViewController)
    public func safariViewControllerDidFinish(_ controller: SFSafariViewController) {}
    /// Nothing, as an optional requirement left out does.
    ///
    /// SafariServices: optional func safariViewController(_ controller: SFSafariViewController, didCompleteInitialLoad didLoadSuccessfully: Bool)
    public func safariViewController(_ controller: SFSafariViewController, didCompleteInitialLoad didLoadSuccessfully: Bool) {}
}
#endif
