@testable import PreviewCatalog
@testable import PreviewCommandLine
import Testing

@Suite struct MarkdownTextTests {
    @Test func fencesAreLongerThanAnyBacktickRunInside() {
        let state = Catalog.RenderedState(screen: "Code", state: "sample", width: 40, text: "use ```swift\n````", caseName: nil)
        #expect(MarkdownText.document([state]) == "## Code\n\n### sample\n\n`````text\nuse ```swift\n````\n`````")
    }
}
