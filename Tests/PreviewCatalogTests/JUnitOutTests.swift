import Foundation
import PreviewCatalog
import Testing

/// `--format junit --out DIR` writes the report to a file of its own, one per shard, and the
/// shards' files together hold exactly the test cases of the whole check's.
@MainActor
@Suite struct JUnitOutTests {
    /// `classname|name` of each test case, with `|failure` when it failed.
    private func cases(_ xml: String) -> [String] {
        xml.components(separatedBy: "<testcase ").dropFirst().map { element in
            let name = element.components(separatedBy: "name=\"")[1].components(separatedBy: "\"")[0]
            let screen = element.components(separatedBy: "classname=\"")[1].components(separatedBy: "\"")[0]
            let failed = element.components(separatedBy: "</testcase>")[0].contains("<failure ")
            return "\(screen)|\(name)" + (failed ? "|failure" : "")
        }
    }

    @Test func eachShardWritesItsOwnFileAndTogetherTheyAreTheWholeCheck() async throws {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        _ = await runPreview(["record"], environment: sandbox.environment())
        try sandbox.write("Door\nis ajar\nend\n", to: "snaps/Door/open.txt")

        let whole = await runPreview(["check", "--format", "junit", "--out", "junit"], environment: sandbox.environment())
        #expect(whole.code == 1)
        #expect(whole.output == "check failed: 4 match · 1 differs in junit/check.xml\n")
        let wholeCases = cases(try sandbox.read("junit/check.xml"))
        #expect(wholeCases.count == 5)
        #expect(wholeCases.contains("Door|open (w40)|failure"))

        var shardCases: [String] = []
        var codes: [Int32] = []
        for index in 1...3 {
            let run = await runPreview(["check", "--shard", "\(index)/3", "--format", "junit", "--out", "junit"], environment: sandbox.environment())
            #expect(run.output.hasSuffix(" in junit/check-shard-\(index)-of-3.xml\n"), "\(run.output)")
            codes.append(run.code)
            shardCases += cases(try sandbox.read("junit/check-shard-\(index)-of-3.xml"))
        }
        #expect(shardCases.sorted() == wholeCases.sorted())
        #expect(Set(shardCases).count == shardCases.count, "no test case in two shards")
        #expect(codes.max() == whole.code)
    }

    @Test func withoutOutTheReportGoesToStandardOutput() async throws {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        _ = await runPreview(["record"], environment: sandbox.environment())
        let run = await runPreview(["check", "--format", "junit"], environment: sandbox.environment())
        #expect(run.output.hasPrefix("<?xml"))
        #expect(!sandbox.files().contains { $0.hasSuffix(".xml") })
    }
}
