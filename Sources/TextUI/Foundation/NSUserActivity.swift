#if !canImport(Darwin)
import Foundation

/// What an app was doing, handed to another device or back from Spotlight; screens meet it in
/// ``View/onContinueUserActivity(_:perform:)``, whose action a preview never runs. Linux's
/// Foundation has no such class, so TextUI declares the part those actions read.
///
/// Foundation: class NSUserActivity : NSObject
open class NSUserActivity: NSObject {
    /// Foundation: NSUserActivity.activityType
    public let activityType: String
    /// Foundation: NSUserActivity.title
    open var title: String?
    /// Foundation: NSUserActivity.userInfo
    open var userInfo: [AnyHashable: Any]?
    /// Foundation: NSUserActivity.webpageURL
    open var webpageURL: URL?

    /// Foundation: NSUserActivity.init(activityType:)
    public init(activityType: String) {
        self.activityType = activityType
    }
}

/// The activity type of a universal link the app was opened with.
///
/// Foundation: let NSUserActivityTypeBrowsingWeb: String
public let NSUserActivityTypeBrowsingWeb = "NSUserActivityTypeBrowsingWeb"
#endif
