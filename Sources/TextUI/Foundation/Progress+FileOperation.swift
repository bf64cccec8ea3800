#if !canImport(Darwin)
import Foundation

// A screen that describes a download with a file `Progress` sets what kind of file work it is
// and how many files. Apple's Foundation has these properties; Linux's has their user-info keys
// but not the properties, so they read and write those keys, as Apple's do.

extension Progress {
    /// A progress with no parent and no work counted yet.
    ///
    /// TextUI only: Apple's Foundation has `init()` (Objective-C's `-init`); Linux's asks for a
    /// parent, so `Progress()` would not compile here. An extension cannot redeclare `init()`
    /// (NSObject's), so this one's only parameter has a default: `Progress()` calls it.
    public convenience init(textUINoParent: Void = ()) {
        self.init(parent: nil, userInfo: nil)
    }

    /// How long the work has left, in seconds, `nil` until set.
    ///
    /// TextUI only: Apple's Foundation has `var estimatedTimeRemaining: TimeInterval?`; Linux's lacks it.
    public var estimatedTimeRemaining: TimeInterval? {
        get { userInfo[.estimatedTimeRemainingKey] as? TimeInterval }
        set { setUserInfoObject(newValue, forKey: .estimatedTimeRemainingKey) }
    }

    /// How fast the work goes, in bytes a second, `nil` until set.
    ///
    /// TextUI only: Apple's Foundation has `var throughput: Int?`; Linux's lacks it.
    public var throughput: Int? {
        get { userInfo[.throughputKey] as? Int }
        set { setUserInfoObject(newValue, forKey: .throughputKey) }
    }

    /// The kind of file work this progress tracks, `nil` until set.
    ///
    /// TextUI only: Apple's Foundation has `var fileOperationKind: Progress.FileOperationKind?`;
    /// Linux's lacks it, so without this a file that compiles for iOS would not compile here.
    public var fileOperationKind: FileOperationKind? {
        get { (userInfo[.fileOperationKindKey] as? String).map(FileOperationKind.init(rawValue:)) }
        set { setUserInfoObject(newValue?.rawValue, forKey: .fileOperationKindKey) }
    }

    /// How many files the work covers, `nil` until set.
    ///
    /// TextUI only: Apple's Foundation has `var fileTotalCount: Int?`; Linux's lacks it.
    public var fileTotalCount: Int? {
        get { userInfo[.fileTotalCountKey] as? Int }
        set { setUserInfoObject(newValue, forKey: .fileTotalCountKey) }
    }

    /// How many of the files are done, `nil` until set.
    ///
    /// TextUI only: Apple's Foundation has `var fileCompletedCount: Int?`; Linux's lacks it.
    public var fileCompletedCount: Int? {
        get { userInfo[.fileCompletedCountKey] as? Int }
        set { setUserInfoObject(newValue, forKey: .fileCompletedCountKey) }
    }
}
#endif
