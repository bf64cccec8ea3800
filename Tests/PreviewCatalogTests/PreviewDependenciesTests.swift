import PreviewCatalog
import Testing
import ViewStateKit

/// Scenarios run in the preview dependency context, whether resolved plainly or raced against
/// their timeout as `preview` and the snapshot assertions do; an override a scenario makes wins.
@MainActor
@Suite struct PreviewDependenciesTests {
    @Test func aScenarioRacedAgainstItsTimeoutRunsWithPreviewDependencies() async {
        let scenario = PreviewState<DependencyContext>.scenario("context") {
            await Task.yield()
            return DependencyValues.current.context
        }
        #expect(DependencyValues.current.context == .live)
        #expect(await scenario.resolve(screen: "Dependencies", timeout: .seconds(5)) == .success(.preview))
        #expect(await scenario.resolve() == .preview)
        #expect(DependencyValues.current.context == .live)
    }

    @Test func aScenarioCanStillChooseItsOwnContext() async {
        let scenario = PreviewState<DependencyContext>.scenario("test context") {
            withDependencies { $0.context = .test } operation: { DependencyValues.current.context }
        }
        #expect(await scenario.resolve(screen: "Dependencies", timeout: .seconds(5)) == .success(.test))
    }
}
