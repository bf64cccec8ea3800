#if !canImport(UserNotifications)
import Foundation

/// What a notification says: its title, body, sound and the data the app reads back when it is
/// tapped. Built as a `UNMutableNotificationContent`.
///
/// UserNotifications: class UNNotificationContent : NSObject
open class UNNotificationContent: NSObject {
    var storedTitle = "", storedSubtitle = "", storedBody = ""
    var storedCategoryIdentifier = "", storedThreadIdentifier = ""
    var storedBadge: NSNumber?
    var storedSound: UNNotificationSound?
    var storedUserInfo: [AnyHashable: Any] = [:]
    var storedAttachments: [UNNotificationAttachment] = []

    /// UserNotifications: var title: String { get }
    open var title: String { storedTitle }
    /// UserNotifications: var subtitle: String { get }
    open var subtitle: String { storedSubtitle }
    /// UserNotifications: var body: String { get }
    open var body: String { storedBody }
    /// UserNotifications: var categoryIdentifier: String { get }
    open var categoryIdentifier: String { storedCategoryIdentifier }
    /// UserNotifications: var threadIdentifier: String { get }
    open var threadIdentifier: String { storedThreadIdentifier }
    /// UserNotifications: var badge: NSNumber? { get }
    open var badge: NSNumber? { storedBadge }
    /// UserNotifications: var sound: UNNotificationSound? { get }
    open var sound: UNNotificationSound? { storedSound }
    /// UserNotifications: var userInfo: [AnyHashable : Any] { get }
    open var userInfo: [AnyHashable: Any] { storedUserInfo }
    /// UserNotifications: var attachments: [UNNotificationAttachment] { get }
    open var attachments: [UNNotificationAttachment] { storedAttachments }
}

/// A notification's content as the app fills it in:
/// `let content = UNMutableNotificationContent(); content.title = "Done"`.
///
/// UserNotifications: class UNMutableNotificationContent : UNNotificationContent
open class UNMutableNotificationContent: UNNotificationContent {
    /// UserNotifications: var title: String { get set }
    override open var title: String { get { storedTitle } set { storedTitle = newValue } }
    /// UserNotifications: var subtitle: String { get set }
    override open var subtitle: String { get { storedSubtitle } set { storedSubtitle = newValue } }
    /// UserNotifications: var body: String { get set }
    override open var body: String { get { storedBody } set { storedBody = newValue } }
    /// UserNotifications: var categoryIdentifier: String { get set }
    override open var categoryIdentifier: String { get { storedCategoryIdentifier } set { storedCategoryIdentifier = newValue } }
    /// UserNotifications: var threadIdentifier: String { get set }
    override open var threadIdentifier: String { get { storedThreadIdentifier } set { storedThreadIdentifier = newValue } }
    /// UserNotifications: var badge: NSNumber? { get set }
    override open var badge: NSNumber? { get { storedBadge } set { storedBadge = newValue } }
    /// UserNotifications: var sound: UNNotificationSound? { get set }
    override open var sound: UNNotificationSound? { get { storedSound } set { storedSound = newValue } }
    /// UserNotifications: var userInfo: [AnyHashable : Any] { get set }
    override open var userInfo: [AnyHashable: Any] { get { storedUserInfo } set { storedUserInfo = newValue } }
    /// UserNotifications: var attachments: [UNNotificationAttachment] { get set }
    override open var attachments: [UNNotificationAttachment] { get { storedAttachments } set { storedAttachments = newValue } }
}

/// The sound a notification plays; a preview plays none.
///
/// UserNotifications: class UNNotificationSound : NSObject
open class UNNotificationSound: NSObject, @unchecked Sendable {
    /// The system's notification sound.
    ///
    /// UserNotifications: class var `default`: UNNotificationSound { get }
    open class var `default`: UNNotificationSound { UNNotificationSound() }
}

/// An image, sound or video shown with a notification.
///
/// UserNotifications: class UNNotificationAttachment : NSObject
open class UNNotificationAttachment: NSObject, @unchecked Sendable {
    /// UserNotifications: var identifier: String { get }
    public let identifier: String
    /// UserNotifications: var url: URL { get }
    public let url: URL

    /// An attachment of the file at `url`; a preview reads no file, so it never throws.
    ///
    /// UserNotifications: convenience init(identifier: String, url URL: URL, options: [AnyHashable : Any]? = nil) throws
    public init(identifier: String, url URL: URL, options: [AnyHashable: Any]? = nil) throws {
        self.identifier = identifier
        self.url = URL
    }
}
#endif
