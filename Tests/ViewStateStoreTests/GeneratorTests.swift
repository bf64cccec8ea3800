import Foundation
import Testing
import ViewStateKit
import ViewStateStore

@Suite struct GeneratorTests {
    @Test func incrementingUUIDsCountFromZero() {
        let uuid = UUIDGenerator.incrementing
        #expect((0..<3).map { _ in uuid().uuidString } == [
            "00000000-0000-0000-0000-000000000000",
            "00000000-0000-0000-0000-000000000001",
            "00000000-0000-0000-0000-000000000002",
        ])
        #expect(UUIDGenerator.incrementing() == UUID(counting: 0))   // each read starts afresh
        #expect(UUID(counting: 0xABC).uuidString == "00000000-0000-0000-0000-000000000ABC")
    }

    @Test func constantAndLiveUUIDs() {
        let fixed = UUID(counting: 42)
        #expect(UUIDGenerator.constant(fixed)() == fixed)
        let live = UUIDGenerator.live
        #expect(live() != live())
    }

    @Test func constantAndSteppingDates() {
        let start = Date(timeIntervalSince1970: 1_700_000_000)
        #expect(DateGenerator.constant(start)() == start)
        let stepping = DateGenerator.stepping(from: start, by: 60)
        #expect((0..<3).map { _ in stepping().timeIntervalSince(start) } == [0, 60, 120])
        #expect(DateGenerator.live().timeIntervalSince(start) > 0)
    }

    @Test func aReducerUsingTheGeneratorsIsPredictable() {
        struct Note: Equatable { let id: UUID; let createdAt: Date }
        struct Notes: Reducer {
            let uuid: UUIDGenerator
            let now: DateGenerator
            func reduce(into state: inout [Note], action: Int) -> Effect<Int> {
                for _ in 0..<action { state.append(Note(id: uuid(), createdAt: now())) }
                return .none
            }
        }
        let start = Date(timeIntervalSince1970: 0)
        var notes: [Note] = []
        _ = Notes(uuid: .incrementing, now: .stepping(from: start, by: 1)).reduce(into: &notes, action: 2)
        #expect(notes == [
            Note(id: UUID(counting: 0), createdAt: start),
            Note(id: UUID(counting: 1), createdAt: start.addingTimeInterval(1)),
        ])
    }
}
