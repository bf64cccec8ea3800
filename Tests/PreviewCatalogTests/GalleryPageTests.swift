import Foundation
import PreviewCatalog
import PreviewCommandLine
import Testing
import TextUI

/// A screen whose names need escaping in HTML.
enum MarkupPreviews: ScreenPreviews, DeclaresVariants {
    static let screenName = "<b>&\"Tags\""
    static var states: [PreviewState<String>] {
        PreviewState("<script>alert(1)</script>", "</pre><i>x</i>")
    }
    static func view(for text: String) -> some View { Text(text) }
    static let variants: [PreviewVariant] = [.standard, .a11y]
}

/// The gallery page as written, without a browser: what it holds and what it never holds.
@MainActor
@Suite struct GalleryPageTests {
    private func gallery(_ catalog: Catalog, _ arguments: [String] = []) async throws -> (run: CommandRun, html: String, sandbox: Sandbox) {
        let sandbox = try Sandbox()
        let run = await runPreview(["gallery", "--out", "out"] + arguments, catalog: catalog, environment: sandbox.environment())
        let html = (try? sandbox.read("out/index.html")) ?? ""
        return (run, html, sandbox)
    }

    @Test func writesOneCardPerStateAndVariantWithItsDataAttributes() async throws {
        let (run, html, sandbox) = try await gallery(Catalog([LightPreviews.self, DoorPreviews.self]))
        defer { sandbox.remove() }

        #expect(run.code == 0)
        #expect(run.output == "gallery: 5 cards of 2 screens in out/index.html\n")
        #expect(html.components(separatedBy: "<article class=\"card\"").count - 1 == 5)
        #expect(html.contains(#"<article class="card" data-screen="Light" data-state="switched off" data-variant="w40">"#))
        #expect(html.contains(#"<span class="badge ok">3 of 3 cases covered</span>"#))
        #expect(html.contains(#"<input id="filter" type="search""#))
        #expect(sandbox.files() == ["out", "out/index.html"])
    }

    @Test func escapesEveryNameAndEveryLine() async throws {
        let (_, html, sandbox) = try await gallery(Catalog([MarkupPreviews.self]))
        defer { sandbox.remove() }

        #expect(!html.contains("<script>alert"))
        #expect(!html.contains("<b>&"))
        #expect(!html.contains("</pre><i>"))
        #expect(html.contains(#"data-screen="&lt;b&gt;&amp;&quot;Tags&quot;""#))
        #expect(html.contains("&lt;/pre&gt;&lt;i&gt;x&lt;/i&gt;"))
        #expect(html.contains(#"data-variant="a11y""#))
    }

    @Test func needsNothingFromTheNetwork() async throws {
        let (_, html, sandbox) = try await gallery(Catalog([LightPreviews.self, DoorPreviews.self]))
        defer { sandbox.remove() }

        for reference in ["http:", "https:", "src=", "<link", "@import", "url("] {
            #expect(!html.contains(reference), "the page refers to \(reference)")
        }
        #expect(html.components(separatedBy: "<script").count - 1 == 1, "one inline script, the filter")
    }

    @Test func isTheSameBytesEveryTime() async throws {
        let first = try await gallery(Catalog([LightPreviews.self, DoorPreviews.self]))
        let second = try await gallery(Catalog([LightPreviews.self, DoorPreviews.self]))
        defer { first.sandbox.remove(); second.sandbox.remove() }
        #expect(first.html == second.html)
        #expect(!first.html.isEmpty)
    }

    @Test func keepsWideCharactersToTwoCells() async throws {
        let (_, html, sandbox) = try await gallery(Catalog([DoorPreviews.self]), ["Door/locked"])
        defer { sandbox.remove() }
        #expect(html.contains(#"locked by <span class="w">管理人</span>"#))
        #expect(html.contains(#"style="width: calc(40ch + 18px)""#))
    }

    @Test func anOutFolderThatIsAFileFailsWithOneLine() async throws {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        try sandbox.write("not a folder", to: "out")

        let run = await runPreview(["gallery", "--out", "out"], environment: sandbox.environment())

        #expect(run.code == 1)
        #expect(run.errors.count == 1)
        // One full stop, not the system's and ours.
        #expect(run.errors == [#"error: --out "out" is a file, not a folder; give --out a folder to write index.html in."#])
        #expect(try sandbox.read("out") == "not a folder")
    }

    @Test func checkPageMarksTheChangedLines() async throws {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        #expect(await runPreview(["record"], environment: sandbox.environment()).code == 0)
        try sandbox.write("Door\nis ajar\nend\n", to: "snaps/Door/open.txt")

        let run = await runPreview(["check", "--format", "html", "--out", "report"], environment: sandbox.environment())

        #expect(run.code == 1)
        #expect(run.output == "check failed: 4 match · 1 differs in report/index.html\n")
        let html = try sandbox.read("report/index.html")
        #expect(html.contains(#"<pre class="render recorded" style="width: calc(40ch + 18px)">Door"# + "\n" + #"<span class="del">is ajar</span>"# + "\nend</pre>"))
        #expect(html.contains(#"<span class="add">is open</span>"#))
        // The screen with the failure comes first, and its failing card first.
        let door = try #require(html.range(of: #"<section class="screen" id="screen-1" data-screen="Door">"#))
        #expect(html[door.upperBound...].contains(#"data-state="open" data-variant="w40" data-status="differs""#))
    }
}
