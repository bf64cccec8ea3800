#if !canImport(os)
import Foundation

/// The unified log's logger, which screens and their models keep in a static and write to as
/// things happen: `Logger(subsystem: "app", category: "feed").error("Load failed: \(error)")`.
///
/// Linux has no `os` module, so a file that says `import os` (the copy imports TextUI in its
/// place) would not compile here. A preview writes to no log: each message is accepted and
/// dropped, and the values it interpolates are not even read, as the unified log reads them only
/// when the level is on.
///
/// os: struct Logger
public struct Logger: @unchecked Sendable {
    /// The subsystem and category this logger writes under.
    ///
    /// TextUI only: kept for a test or a screen that reads them back.
    public let subsystem: String, category: String

    /// A logger of no particular subsystem.
    ///
    /// os: init()
    public init() { self.init(subsystem: "", category: "") }

    /// os: init(subsystem: String, category: String)
    public init(subsystem: String, category: String) {
        self.subsystem = subsystem
        self.category = category
    }

    /// A logger writing where `logObj` does.
    ///
    /// os: init(_ logObj: OSLog)
    public init(_ logObj: OSLog) { self.init(subsystem: logObj.subsystem, category: logObj.category) }

    /// os: func log(_ message: OSLogMessage)
    public func log(_ message: OSLogMessage) {}
    /// os: func log(level: OSLogType, _ message: OSLogMessage)
    public func log(level: OSLogType, _ message: OSLogMessage) {}
    /// os: func trace(_ message: OSLogMessage)
    public func trace(_ message: OSLogMessage) {}
    /// os: func debug(_ message: OSLogMessage)
    public func debug(_ message: OSLogMessage) {}
    /// os: func info(_ message: OSLogMessage)
    public func info(_ message: OSLogMessage) {}
    /// os: func notice(_ message: OSLogMessage)
    public func notice(_ message: OSLogMessage) {}
    /// os: func warning(_ message: OSLogMessage)
    public func warning(_ message: OSLogMessage) {}
    /// os: func error(_ message: OSLogMessage)
    public func error(_ message: OSLogMessage) {}
    /// os: func critical(_ message: OSLogMessage)
    public func critical(_ message: OSLogMessage) {}
    /// os: func fault(_ message: OSLogMessage)
    public func fault(_ message: OSLogMessage) {}
}

/// A log object of the older API, which `os_log(_:log:type:_:)` writes to.
///
/// os: class OSLog : NSObject
public final class OSLog: NSObject, @unchecked Sendable {
    let subsystem: String, category: String

    /// os: init(subsystem: String, category: String)
    public init(subsystem: String, category: String) {
        self.subsystem = subsystem
        self.category = category
    }

    /// os: static let `default`: OSLog
    public static let `default` = OSLog(subsystem: "", category: "")
    /// os: static let disabled: OSLog
    public static let disabled = OSLog(subsystem: "", category: "disabled")
}

/// How serious a message is.
///
/// os: struct OSLogType
public struct OSLogType: Equatable, RawRepresentable, Sendable {
    /// os: var rawValue: UInt8
    public let rawValue: UInt8
    /// os: init(_ type: UInt8)
    public init(_ type: UInt8) { rawValue = type }
    /// os: init(rawValue: UInt8)
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    /// os: static let `default`: OSLogType
    public static let `default` = OSLogType(0x00)
    /// os: static let info: OSLogType
    public static let info = OSLogType(0x01)
    /// os: static let debug: OSLogType
    public static let debug = OSLogType(0x02)
    /// os: static let error: OSLogType
    public static let error = OSLogType(0x10)
    /// os: static let fault: OSLogType
    public static let fault = OSLogType(0x11)
}

/// Writes a `printf`-style message to the older log API; accepted and dropped in a preview.
///
/// os: func os_log(_ message: StaticString, dso: UnsafeRawPointer? = #dsohandle, log: OSLog = .default, type: OSLogType = .default, _ args: any CVarArg...)
public func os_log(
    _ message: StaticString, dso: UnsafeRawPointer? = #dsohandle, log: OSLog = .default, type: OSLogType = .default,
    _ args: any CVarArg...
) {}

/// Writes a message of the older API at a level; accepted and dropped in a preview.
///
/// os: func os_log(_ type: OSLogType, dso: UnsafeRawPointer = #dsohandle, log: OSLog = .default, _ message: StaticString, _ args: any CVarArg...)
public func os_log(
    _ type: OSLogType, dso: UnsafeRawPointer = #dsohandle, log: OSLog = .default, _ message: StaticString,
    _ args: any CVarArg...
) {}
#endif
