import Foundation
import Testing
import TextUI
import TextUISwiftData

/// A trip planner as SwiftData apps write it: models inserted into a preview's container, and
/// views that list them with `@Query`. The classes adopt `PersistentModel` as the copy writes
/// them (`@Model final class Trip : TextUISwiftData.PersistentModel`).
@MainActor
@Suite struct SwiftDataTests {
    @Model final class Trip: PersistentModel {
        var name: String
        var days: Int
        var startsOn: Date?
        init(name: String, days: Int, startsOn: Date? = nil) {
            self.name = name
            self.days = days
            self.startsOn = startsOn
        }
    }

    @Model final class Note: PersistentModel {
        var text = ""
        init(text: String) { self.text = text }
    }

    struct TripList: View {
        @Query(sort: \Trip.name) private var trips: [Trip]
        var body: some View {
            VStack(alignment: .leading) {
                ForEach(trips) { trip in Text("\(trip.name) · \(trip.days) days") }
                if trips.isEmpty { Text("No trips") }
            }
        }
    }

    struct LongTrips: View {
        @Query(filter: #Predicate<Trip> { $0.days >= 5 }, sort: [SortDescriptor(\Trip.days, order: .reverse)]) private var trips: [Trip]
        var body: some View {
            VStack(alignment: .leading) { ForEach(trips) { Text($0.name) } }
        }
    }

    /// `@Query var trips: [Trip]` as the copy writes it: the types named, made by `init()`.
    struct AllTrips: View {
        @Query<Trip, [Trip]> var trips: [Trip]
        var body: some View { Text(trips.map(\.name).joined(separator: ", ")) }
    }

    /// A screen that fills an empty store when it appears, as sample-data screens do.
    struct SeedingList: View {
        @Environment(\.modelContext) private var context
        @Query<Trip, [Trip]> var trips: [Trip]
        var body: some View {
            Text(trips.isEmpty ? "Empty" : trips.map(\.name).joined(separator: ", "))
                .onAppear {
                    if trips.isEmpty { context.insert(Trip(name: "Seeded", days: 1)) }
                }
        }
    }

    private func container(_ trips: [Trip]) throws -> ModelContainer {
        let container = try ModelContainer(for: Trip.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true))
        for trip in trips { container.mainContext.insert(trip) }
        return container
    }

    @Test func aQueryListsWhatThePreviewInsertedInItsSortOrder() throws {
        let container = try container([Trip(name: "Rome", days: 3), Trip(name: "Kyoto", days: 7)])
        #expect(TripList().modelContainer(container).render() == "Kyoto · 7 days\nRome · 3 days")
    }

    @Test func aQueryKeepsWhatItsPredicateKeepsSortedAsItsDescriptorsSay() throws {
        let container = try container([Trip(name: "Rome", days: 3), Trip(name: "Kyoto", days: 7), Trip(name: "Oslo", days: 5)])
        #expect(LongTrips().modelContainer(container).render() == "Kyoto\nOslo")
    }

    @Test func aQueryWithNoArgumentsListsEveryModelInInsertionOrder() throws {
        let container = try container([Trip(name: "Rome", days: 3), Trip(name: "Kyoto", days: 7)])
        #expect(AllTrips().modelContainer(container).render() == "Rome, Kyoto")
    }

    @Test func whatAScreenInsertsOnAppearIsListedOnceItHasAppeared() async {
        let appearance = await SeedingList().modelContainer(for: Trip.self, inMemory: true).appear()
        #expect(appearance.text == "Seeded")
        #expect(appearance.isSettled)
    }

    @Test func withoutAContainerOrWithANewOneAQueryFindsNothing() {
        #expect(TripList().render() == "No trips")
        #expect(TripList().modelContainer(for: Trip.self, inMemory: true).render() == "No trips")
    }

    @Test func anInsertThroughTheEnvironmentsContextShowsAtTheNextDraw() throws {
        let container = try container([])
        struct Adder: View {
            @Environment(\.modelContext) private var context
            var body: some View {
                Button("Add") { context.insert(Trip(name: "Lima", days: 4)) }
            }
        }
        _ = Adder().modelContainer(container).render()
        #expect(TripList().modelContainer(container).render() == "No trips")
        container.mainContext.insert(Trip(name: "Lima", days: 4))
        #expect(TripList().modelContainer(container).render() == "Lima · 4 days")
    }

    @Test func fetchAppliesPredicateSortOffsetAndLimitAndCountsAlike() throws {
        let context = try container([Trip(name: "A", days: 1), Trip(name: "B", days: 2), Trip(name: "C", days: 3), Trip(name: "D", days: 4)]).mainContext
        context.insert(Note(text: "not a trip"))
        var descriptor = FetchDescriptor<Trip>(predicate: #Predicate { $0.days > 1 }, sortBy: [SortDescriptor(\.days, order: .reverse)])
        descriptor.fetchOffset = 1
        descriptor.fetchLimit = 1
        #expect(try context.fetch(descriptor).map(\.name) == ["C"])
        #expect(try context.fetchCount(FetchDescriptor<Trip>()) == 4)
        #expect(try context.fetch(FetchDescriptor<Note>()).map(\.text) == ["not a trip"])
    }

    @Test func deletingRemovesAModelAndTellsItWhereItWas() throws {
        let rome = Trip(name: "Rome", days: 3)
        let context = try container([rome, Trip(name: "Kyoto", days: 7)]).mainContext
        #expect(rome.modelContext === context)
        #expect(context.hasChanges)
        try context.save()
        #expect(!context.hasChanges)
        context.delete(rome)
        #expect(rome.isDeleted && rome.modelContext == nil)
        try context.delete(model: Trip.self, where: #Predicate { $0.days > 5 })
        #expect(try context.fetchCount(FetchDescriptor<Trip>()) == 0)
    }

    @Test func aModelIsEqualOnlyToItselfAndIdentifiedByItsInstance() {
        let one = Trip(name: "Rome", days: 3)
        let same = Trip(name: "Rome", days: 3)
        #expect(one == one && one != same)
        #expect(one.id == one.persistentModelID && one.id != same.id)
        #expect(one.id < same.id)
        #expect(Set([one, one, same]).count == 2)
    }

    @Test func aModelIsObservableAsTheMacroMakesIt() {
        let trip = Trip(name: "Rome", days: 3)
        let changed = ChangeCount()
        withObservationTracking { _ = trip.days } onChange: { changed.record() }
        trip.days = 4
        #expect(changed.count == 1)
    }

    @Test func aQuerySortedByAnOptionalPutsNilFirstGoingForward() throws {
        struct ByStart: View {
            @Query(sort: \Trip.startsOn) private var trips: [Trip]
            var body: some View { VStack(alignment: .leading) { ForEach(trips) { Text($0.name) } } }
        }
        let container = try container([Trip(name: "Later", days: 1, startsOn: Date(timeIntervalSince1970: 200)), Trip(name: "Undated", days: 1), Trip(name: "Sooner", days: 1, startsOn: Date(timeIntervalSince1970: 100))])
        #expect(ByStart().modelContainer(container).render() == "Undated\nSooner\nLater")
    }
}

/// Counts calls from an observation's change handler.
private final class ChangeCount: @unchecked Sendable {
    private let lock = NSLock()
    private var calls = 0
    var count: Int { lock.withLock { calls } }
    func record() { lock.withLock { calls += 1 } }
}
