import Foundation
import Testing
@testable import TextUI
import TextUIOSLog

/// A screen's model that writes to the unified log compiles, writes nowhere, and never reads the
/// values it would log (the log reads them only when the level is on).
@MainActor @Suite struct UnifiedLogTests {
    final class FeedModel {
        static let log = Logger(subsystem: "com.example.feed", category: "load")
        var reads = 0
        var title: String { reads += 1; return "Home" }

        func load(count: Int, seconds: Double, isCached: Bool) {
            Self.log.info("Loaded \(count) posts in \(seconds, format: .fixed(precision: 2)) s")
            Self.log.debug("Title \(self.title, privacy: .public), cached: \(isCached)")
            Self.log.error("User \(self.title, privacy: .private(mask: .hash)) id \(count, format: .hex, align: .right(columns: 8))")
            Self.log.log(level: .fault, "Plain message")
            os_log("Will open %{private}@", log: OSLog(subsystem: "com.example", category: "net"), type: .error, "url")
            os_log(.info, "Started")
        }
    }

    @Test func messagesAreAcceptedAndTheirValuesNeverRead() {
        let model = FeedModel()
        model.load(count: 3, seconds: 0.25, isCached: true)
        #expect(model.reads == 0)
        #expect(FeedModel.log.subsystem == "com.example.feed" && Logger().category.isEmpty)
    }

    @Test func aMessageCountsItsInterpolations() {
        let message: OSLogMessage = "a \(1) b \("two", privacy: .public) c \(true, format: .answer)"
        #expect(message.interpolationCount == 3)
        #expect(("literal only" as OSLogMessage).interpolationCount == 0)
        #expect(OSLogType.error == OSLogType(rawValue: 0x10))
    }

    struct SyncButton: View {
        private let logger = Logger(subsystem: "app", category: "sync")
        var body: some View {
            Button("Sync now") { logger.notice("Sync tapped") }
        }
    }

    @Test func aViewWithALoggerDrawsAsItWould() {
        #expect(SyncButton().render(width: 16) == "[ Sync now ]")
    }
}
