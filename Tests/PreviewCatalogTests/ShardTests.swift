@testable import PreviewCatalog
@testable import PreviewCommandLine
import Testing

@Suite struct ShardTests {
    @Test(arguments: 1...6)
    func partsAreDisjointBalancedAndMakeTheWhole(count: Int) throws {
        for size in 0...20 {
            let items = Array(0..<size)
            let parts = try (1...count).map { try #require(Shard(parsing: "\($0)/\(count)")).part(of: items) }
            #expect(parts.flatMap { $0 }.sorted() == items, "union is everything")
            #expect(Set(parts.flatMap { $0 }).count == size, "parts are disjoint")
            let sizes = parts.map(\.count)
            #expect((sizes.max() ?? 0) - (sizes.min() ?? 0) <= 1, "balanced")
        }
    }

    @Test func splitIsDeterministicRoundRobin() {
        #expect(Shard(parsing: "2/3")?.part(of: Array(1...7)) == [2, 5])
        #expect(Shard(parsing: "1/1")?.part(of: ["a", "b"]) == ["a", "b"])
        #expect(Shard(parsing: "1/1") == .whole)
    }

    @Test(arguments: ["0/2", "3/2", "x/y", "1/0", "0/0", "1", "", "/", "1/", "/2", "1/2/3", "-1/2", "+1/2", "１/２", " 1/2"])
    func rejectsWhatIsNotAShard(text: String) {
        #expect(Shard(parsing: text) == nil)
    }
}
