import ExampleApp
import Foundation
import PreviewCatalog
import Testing

/// The gallery and the check page opened in headless Chromium: cards counted through the DOM,
/// no card's text wider than its box, the filter box working, and a screenshot of the gallery
/// kept in `.build/gallery-screenshots/` for a person to look at. One test, so that without a
/// browser the skip is one line.
@MainActor
@Suite struct GalleryBrowserTests {
    private let catalog = ExampleCatalog.catalog

    /// Counted by a script added to a copy of the page, written into `<pre id="probe">`.
    private static let probe = """
        <script>
        (function () {
          var cards = document.querySelectorAll('article.card[data-screen][data-state][data-variant]');
          var overflowing = [];
          cards.forEach(function (card) {
            card.querySelectorAll('pre').forEach(function (pre) {
              if (pre.scrollWidth > pre.clientWidth + 1) overflowing.push(card.dataset.screen + '/' + card.dataset.state + ' ' + card.dataset.variant);
            });
          });
          var differs = document.querySelectorAll('article.card[data-status="differs"]').length;
          var marked = document.querySelectorAll('.del, .add').length;
          var box = document.getElementById('filter');
          box.value = 'login/idle';
          box.dispatchEvent(new Event('input'));
          var shown = document.querySelectorAll('article.card:not([hidden])').length;
          var out = document.createElement('pre');
          out.id = 'probe';
          out.textContent = 'cards=' + cards.length + ';overflowing=' + overflowing.join(',') + ';differs=' + differs + ';marked=' + marked + ';filtered=' + shown + ';';
          document.body.appendChild(out);
        })();
        </script>
        """

    private struct Probe {
        var fields: [String: String] = [:]
        init(dom: String) throws {
            guard let start = dom.range(of: "<pre id=\"probe\">"), let end = dom.range(of: "</pre>", range: start.upperBound..<dom.endIndex) else {
                throw HeadlessBrowser.Failure(description: "the probe wrote nothing")
            }
            for pair in dom[start.upperBound..<end.lowerBound].split(separator: ";") {
                let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
                fields[String(parts[0])] = parts.count > 1 ? String(parts[1]) : ""
            }
        }
        func int(_ name: String) -> Int? { fields[name].flatMap { Int($0) } }
    }

    /// Opens `page` with the probe and, given a name, takes its screenshot; the browsers run
    /// off the main actor, side by side.
    private func inspect(_ page: URL, screenshotName: String?) async throws -> Probe {
        let browser = try #require(HeadlessBrowser.installed)
        let html = try String(contentsOf: page, encoding: .utf8)
        let probed = page.deletingLastPathComponent().appendingPathComponent("probe.html")
        try Data(html.replacingOccurrences(of: "</body>", with: Self.probe + "\n</body>").utf8).write(to: probed)
        let dom = Task.detached { try browser.dumpDOM(of: probed) }
        guard let screenshotName else { return try Probe(dom: try await dom.value) }

        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent(".build/gallery-screenshots")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let shot = folder.appendingPathComponent(screenshotName)
        try? FileManager.default.removeItem(at: shot)
        try await Task.detached { try browser.screenshot(of: page, to: shot) }.value
        let probe = try Probe(dom: try await dom.value)
        let png = try Data(contentsOf: shot)
        #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47]), "the screenshot is no PNG")
        #expect(png.count > 10_000, "the screenshot is nearly empty")
        print("screenshot: \(shot.path)")
        return probe
    }

    private var snapshotCount: Int { catalog.screens.reduce(0) { $0 + $1.stateNames.count * $1.variants.count } }

    @Test(.enabled(if: HeadlessBrowser.installed != nil, HeadlessBrowser.missingReason))
    func galleryAndCheckPageInHeadlessChromium() async throws {
        async let gallery: Void = galleryHasOneCardPerScreenStateAndVariantAndNothingOverflows()
        async let check: Void = checkPageShowsTheChangeSideBySide()
        _ = try await (gallery, check)
    }

    private func galleryHasOneCardPerScreenStateAndVariantAndNothingOverflows() async throws {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        let run = await runPreview(["gallery", "--out", "gallery"], catalog: catalog, environment: sandbox.environment())
        #expect(run.code == 0)

        let probe = try await inspect(sandbox.root.appendingPathComponent("gallery/index.html"), screenshotName: "gallery.png")

        #expect(probe.int("cards") == snapshotCount)
        #expect(probe.fields["overflowing"] == "")
        #expect(probe.int("filtered") == 3)  // Login/idle at 40 and 32 columns and as a transcript
    }

    private func checkPageShowsTheChangeSideBySide() async throws {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        #expect(await runPreview(["record", "Login"], catalog: catalog, environment: sandbox.environment()).code == 0)
        let recorded = try sandbox.read("snaps/Login/error.txt")
        try sandbox.write(recorded.replacingOccurrences(of: "ログインに失敗しました", with: "ログインが失敗しました"), to: "snaps/Login/error.txt")
        let run = await runPreview(["check", "Login", "--format", "html", "--out", "check"], catalog: catalog, environment: sandbox.environment())
        #expect(run.code == 1)

        let probe = try await inspect(sandbox.root.appendingPathComponent("check/index.html"), screenshotName: nil)

        let login = try #require(catalog.screens.first { $0.name == "Login" })
        #expect(probe.int("cards") == login.stateNames.count * login.variants.count)
        #expect(probe.int("differs") == 1)
        #expect(probe.int("marked") == 2)  // the one line, recorded and rendered
        #expect(probe.fields["overflowing"] == "")
    }
}
