import Foundation
import PreviewCatalog
import Testing

/// A reference checked out with Windows line endings (git's `core.autocrlf`) is the same text
/// to `check` and `record`; a real difference in such a file shows only the lines that differ.
@MainActor
@Suite struct LineEndingCheckTests {
    /// Every snapshot recorded, then each rewritten with `\r\n`, as Git for Windows checks it out.
    private func recordedWithCRLF() async throws -> Sandbox {
        let sandbox = try Sandbox()
        #expect(await runPreview(["record"], environment: sandbox.environment()).code == 0)
        for file in sandbox.files() where file.hasSuffix(".txt") {
            let text = try sandbox.read(file)
            #expect(!text.contains("\r"))
            try sandbox.write(text.replacingOccurrences(of: "\n", with: "\r\n"), to: file)
        }
        return sandbox
    }

    @Test func aCRLFReferenceMatchesItsText() async throws {
        let sandbox = try await recordedWithCRLF()
        defer { sandbox.remove() }

        let run = await runPreview(["check"], environment: sandbox.environment())

        #expect(run.code == 0)
        #expect(run.output == "check: 5 snapshots match, 5 of 5 cases covered in snaps\n")
    }

    @Test func recordLeavesACRLFReferenceAlone() async throws {
        let sandbox = try await recordedWithCRLF()
        defer { sandbox.remove() }

        let run = await runPreview(["record"], environment: sandbox.environment())

        #expect(run.output == "record: 0 new, 0 changed, 5 unchanged in snaps\n")
        #expect(try sandbox.read("snaps/Door/open.txt") == "Door\r\nis open\r\nend\r\n")
    }

    @Test func aRealDifferenceInACRLFReferenceShowsOnlyTheLinesThatDiffer() async throws {
        let sandbox = try await recordedWithCRLF()
        defer { sandbox.remove() }
        try sandbox.write("Door\r\nis ajar\r\nend\r\n", to: "snaps/Door/open.txt")

        let run = await runPreview(["check", "Door/open"], environment: sandbox.environment())

        #expect(run.code == 1)
        #expect(run.output == """
            --- Door/open.txt (recorded)
            +++ Door/open.txt (rendered)
            @@ -1,3 +1,3 @@
             Door
            -is ajar
            +is open
             end
            check failed: 1 differs in snaps.
            To fix: run 'swift run preview record' to accept the rendered text.

            """)
    }

    @Test func aLoneCarriageReturnIsARealDifference() async throws {
        let sandbox = try await recordedWithCRLF()
        defer { sandbox.remove() }
        try sandbox.write("Door\ris open\r\nend\r\n", to: "snaps/Door/open.txt")

        let run = await runPreview(["check", "Door/open"], environment: sandbox.environment())

        #expect(run.code == 1)
        // The carriage return shows, as the output rule writes it.
        #expect(run.output.contains("-Door␍is open\n+Door\n+is open\n"), "\(run.output)")
    }
}
