#if !canImport(Darwin)
import Foundation

// A screen that describes a download with a file `Progress` sets what kind of file work it is
// and how many files. Apple's Foundation has these properties; Linux's has their user-info keys
// but not the properties, so they read and write those keys, as Apple's do.

extension Progress {
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
