@testable import PreviewCatalog
import Testing

struct ListedItem: Sendable, Equatable { let id: Int }

enum Fetching: Sendable {
    case idle
    case loading
    case loaded([ListedItem], page: Int)
    case failed(String)
    indirect case retrying(Fetching)
}

enum Outer: Sendable {
    enum Inner: Sendable { case first, second(Int) }
    case inner(Inner)
    case plain
}

enum Described: CustomStringConvertible {
    case quiet, loud(Int)
    var description: String { "Described!" }
}

@Suite struct CaseNameTests {
    @Test(arguments: [
        (Fetching.idle, "idle"),
        (Fetching.loading, "loading"),
        (Fetching.loaded([ListedItem(id: 1)], page: 2), "loaded"),
        (Fetching.failed("x"), "failed"),
        (Fetching.retrying(.failed("x")), "retrying"),
    ] as [(Fetching, String)])
    func namesTheOutermostCasePayloadsAside(value: Fetching, expected: String) {
        #expect(CaseName.of(value) == expected)
    }

    @Test func namesCasesOfNestedEnumTypes() {
        #expect(CaseName.of(Outer.inner(.second(1))) == "inner")
        #expect(CaseName.of(Outer.plain) == "plain")
        #expect(CaseName.of(Outer.Inner.first) == "first")
    }

    @Test func looksThroughOptional() {
        #expect(CaseName.of(Optional(Fetching.loading) as Any) == "loading")
        #expect(CaseName.of(Optional(Optional(Fetching.failed("x"))) as Any) == "failed")
        #expect(CaseName.of(Optional<Fetching>.none as Any) == "nil")
        #expect(CaseName.of(Optional<Optional<Fetching>>.some(.none) as Any) == "nil")
    }

    @Test func aValueThatIsNoEnumHasNoCase() {
        #expect(CaseName.of(ListedItem(id: 1)) == nil)
        #expect(CaseName.of(42) == nil)
        #expect(CaseName.of("idle") == nil)
    }

    @Test func anEnumThatDescribesItselfStillGivesItsCaseNames() {
        #expect(CaseName.of(Described.loud(3)) == "loud")
        #expect(CaseName.of(Described.quiet) == "quiet")
    }
}
