@testable import PreviewCatalog
import Testing

enum Plain: Sendable { case first, second, third }
enum Mixed: Sendable { case idle, loading, success(Int), error(String), done }
enum Generic<Value>: Sendable where Value: Sendable { case empty, value(Value), gone }
indirect enum Tree: Sendable { case leaf, node(Tree, Tree) }
enum Odd: Sendable {
    case bare
    indirect case again(Odd)
    case nothing(Void)
    case maybe(Never?)
}
enum OnlyBare: Sendable { case only }
enum OnlyPayload: Sendable { case only(Int) }
enum Nothing {}
struct Plainly: Sendable { var value = 0 }
final class Reference: Sendable {}
protocol Anything {}

/// One row of the table: a type and the case names its metadata holds.
struct MetadataRow: Sendable, CustomTestStringConvertible {
    let label: String
    let type: Any.Type
    let expected: [String]?

    init(_ label: String, _ type: Any.Type, _ expected: [String]?) {
        self.label = label
        self.type = type
        self.expected = expected
    }

    var testDescription: String { label }

    static let table: [MetadataRow] = [
        MetadataRow("no payloads, in declaration order", Plain.self, ["first", "second", "third"]),
        MetadataRow("payload cases first, then the rest", Mixed.self, ["success", "error", "idle", "loading", "done"]),
        MetadataRow("generic, one specialization", Generic<Int>.self, ["value", "empty", "gone"]),
        MetadataRow("generic, another specialization", Generic<String>.self, ["value", "empty", "gone"]),
        MetadataRow("nested", Outer.Inner.self, ["second", "first"]),
        MetadataRow("nesting", Outer.self, ["inner", "plain"]),
        MetadataRow("indirect enum", Tree.self, ["node", "leaf"]),
        MetadataRow("indirect case; Void counts as no payload", Odd.self, ["again", "maybe", "bare", "nothing"]),
        MetadataRow("single case without payload", OnlyBare.self, ["only"]),
        MetadataRow("single case with payload", OnlyPayload.self, ["only"]),
        MetadataRow("no cases", Nothing.self, []),
        MetadataRow("Optional, as it is", Optional<Plain>.self, ["some", "none"]),
        MetadataRow("describes itself", Described.self, ["loud", "quiet"]),
        MetadataRow("struct", Plainly.self, nil),
        MetadataRow("class", Reference.self, nil),
        MetadataRow("Int", Int.self, nil),
        MetadataRow("String", String.self, nil),
        MetadataRow("tuple", (Int, String).self, nil),
        MetadataRow("function", ((Int) -> Int).self, nil),
        MetadataRow("existential", (any Anything).self, nil),
        MetadataRow("metatype", Plain.Type.self, nil),
    ]
}

@Suite struct EnumMetadataTests {
    @Test(arguments: MetadataRow.table)
    func readsEveryCaseNameOfAnEnumAndNothingElse(_ row: MetadataRow) {
        #expect(EnumMetadata.caseNames(of: row.type) == row.expected)
    }

    @Test func optionalsAreLookedThroughAndAddNil() {
        #expect(CaseName.all(of: Plain?.self) == ["first", "second", "third", "nil"])
        #expect(CaseName.all(of: Plain??.self) == ["first", "second", "third", "nil"])
        #expect(CaseName.all(of: Plainly?.self) == nil)
        #expect(CaseName.all(of: Mixed.self) == EnumMetadata.caseNames(of: Mixed.self))
    }

    /// One value per case of each enum: the name a value gets is among the type's names, and
    /// together the values reach every name.
    @Test(arguments: [
        ("Fetching", CaseName.all(of: Fetching.self), [Fetching.idle, .loading, .loaded([], page: 1), .failed("x"), .retrying(.idle)].map(CaseName.of)),
        ("Mixed", CaseName.all(of: Mixed.self), [Mixed.idle, .loading, .success(1), .error("x"), .done].map(CaseName.of)),
        ("Generic", CaseName.all(of: Generic<Int>.self), [Generic<Int>.empty, .value(1), .gone].map(CaseName.of)),
        ("Odd", CaseName.all(of: Odd.self), [Odd.bare, .again(.bare), .nothing(()), .maybe(nil)].map(CaseName.of)),
        ("Described", CaseName.all(of: Described.self), [Described.quiet, .loud(1)].map(CaseName.of)),
        ("Optional", CaseName.all(of: Plain?.self), [Plain?.none, .first, .second, .third].map(CaseName.of)),
    ] as [(String, [String]?, [String?])])
    func namesOfValuesAgreeWithNamesOfTheType(_ label: String, all: [String]?, ofValues: [String?]) {
        let all = all ?? []
        #expect(Set(ofValues.compactMap { $0 }) == Set(all), "\(label)")
        #expect(ofValues.count == all.count, "\(label): one value per case")
    }
}
