#if !canImport(UIKit)
/// UIKit's device, which a screen reaches through `import SwiftUI` on iOS to tell a phone from
/// a pad. TextUI draws a phone's screen, so it answers as an iPhone running iOS.
///
/// ```swift
/// if UIDevice.current.userInterfaceIdiom == .phone { Text("On the go") }   // drawn
/// ```
///
/// UIKit: @MainActor class UIDevice : NSObject
@MainActor @preconcurrency
open class UIDevice: NSObject {
    /// The device the screen runs on: an iPhone.
    ///
    /// UIKit: class var current: UIDevice { get }
    public static let current = UIDevice()

    override init() {
        super.init()
    }

    /// UIKit: var name: String { get } ("iPhone")
    open var name: String { "iPhone" }
    /// UIKit: var model: String { get } ("iPhone")
    open var model: String { "iPhone" }
    /// UIKit: var localizedModel: String { get } ("iPhone")
    open var localizedModel: String { "iPhone" }
    /// UIKit: var systemName: String { get } ("iOS")
    open var systemName: String { "iOS" }
    /// UIKit: var systemVersion: String { get } ("18.0")
    open var systemVersion: String { "18.0" }
    /// UIKit: var userInterfaceIdiom: UIUserInterfaceIdiom { get } (.phone)
    open var userInterfaceIdiom: UIUserInterfaceIdiom { .phone }
    /// UIKit: var orientation: UIDeviceOrientation { get } (.portrait)
    open var orientation: UIDeviceOrientation { .portrait }

    /// Posted when the device turns; a drawn screen never turns, so nothing posts it.
    ///
    /// UIKit: nonisolated static let orientationDidChangeNotification: NSNotification.Name
    nonisolated public static let orientationDidChangeNotification = NSNotification.Name("UIDeviceOrientationDidChangeNotification")
}

/// The kind of device: TextUI's is always ``phone``.
///
/// UIKit: enum UIUserInterfaceIdiom
public enum UIUserInterfaceIdiom: Int, Sendable {
    /// UIKit: case unspecified
    case unspecified = -1
    /// UIKit: case phone
    case phone = 0
    /// UIKit: case pad
    case pad = 1
    /// UIKit: case tv
    case tv = 2
    /// UIKit: case carPlay
    case carPlay = 3
    /// UIKit: case mac
    case mac = 5
    /// UIKit: case vision
    case vision = 6
}

/// How the device is held: TextUI's is always ``portrait``.
///
/// UIKit: enum UIDeviceOrientation
public enum UIDeviceOrientation: Int, Sendable {
    /// UIKit: case unknown
    case unknown = 0
    /// UIKit: case portrait
    case portrait = 1
    /// UIKit: case portraitUpsideDown
    case portraitUpsideDown = 2
    /// UIKit: case landscapeLeft
    case landscapeLeft = 3
    /// UIKit: case landscapeRight
    case landscapeRight = 4
    /// UIKit: case faceUp
    case faceUp = 5
    /// UIKit: case faceDown
    case faceDown = 6

    /// UIKit: var isLandscape: Bool { get }
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
    /// UIKit: var isPortrait: Bool { get }
    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
}

/// UIKit's screen: an iPhone's, 393 × 852 points (an iPhone 15 or 16) at scale 3, whatever
/// width the text is drawn at. A screen that sizes by it (`.frame(width:
/// UIScreen.main.bounds.width * 0.8)`) gets a phone's proportions: 393 points are 49 columns.
///
/// UIKit: @MainActor class UIScreen : NSObject
@MainActor @preconcurrency
open class UIScreen: NSObject {
    /// The phone's screen.
    ///
    /// UIKit: class var main: UIScreen { get }
    public static let main = UIScreen()

    override init() {
        super.init()
    }

    /// UIKit: var bounds: CGRect { get } (393 × 852)
    open var bounds: CGRect { CGRect(x: 0, y: 0, width: 393, height: 852) }
    /// UIKit: var nativeBounds: CGRect { get } (1179 × 2556)
    open var nativeBounds: CGRect { CGRect(x: 0, y: 0, width: 1179, height: 2556) }
    /// UIKit: var scale: CGFloat { get } (3)
    open var scale: CGFloat { 3 }
    /// The scale the panel draws at: the same as ``scale`` unless the display is zoomed, which a
    /// preview's is not.
    ///
    /// UIKit: var nativeScale: CGFloat { get } (3)
    open var nativeScale: CGFloat { 3 }
}
#endif
