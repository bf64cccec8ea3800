import Testing
import ViewStateKit
@testable import ViewStateStore

@MainActor
@Suite struct ForEachIdentifiedTests {
    @Test func forEachRunsTheRowOfAnIdentifiedArrayByID() async {
        let clock = ManualClock()
        let store = Store(initialState: IdentifiedListFeature.State()) { IdentifiedListFeature(clock: clock) }
        let save = store.send(.row(id: 2, action: .saveTapped))
        #expect(store.rows[id: 2]?.isSaving == true)
        #expect(store.rows[id: 1]?.isSaving == false)
        await clock.waitForSleepers(count: 1)
        await clock.advance(by: .seconds(1))
        await save.finish()
        #expect(store.rows[id: 2]?.saved == true)
    }

    @Test func removingARowOfAnIdentifiedArrayCancelsItsEffects() async {
        let clock = ManualClock()
        let store = Store(initialState: IdentifiedListFeature.State()) { IdentifiedListFeature(clock: clock) }
        let save = store.send(.row(id: 1, action: .saveTapped))
        await clock.waitForSleepers(count: 1)
        store.send(.removeRowTapped(1))
        await save.finish()
        #expect(clock.sleeperCount == 0)
        #expect(store.runningEffectCount == 0)
        #expect(store.rows.ids == [2])
    }

    @Test func anActionForAnIDNotPresentIsReportedWithTheSiteTheActionAndTheIDs() async {
        let store = Store(initialState: IdentifiedListFeature.State()) { IdentifiedListFeature(clock: ManualClock()) }
        let reports = await capturingReports {
            store.send(.row(id: 7, action: .saveFinished))
        }
        #expect(store.state == IdentifiedListFeature.State())
        #expect(reports == [
            "forEach at ViewStateStoreTests/CollectionFixtures.swift:\(IdentifiedListFeature.forEachLine) received an action for id 7, "
                + "which is not in the collection (ids present: [1, 2]): row(id: 7, action: ViewStateStoreTests.RowFeature.Action.saveFinished). "
                + "The element was removed while its action was on the way; cancel its effects when removing it, or check the id before sending.",
        ])
    }

    @Test func anActionSentForARowTheParentJustRemovedIsReportedNotCrashed() async {
        // The parent removes row 1, then feeds back an action for it.
        let routed = Store(initialState: IdentifiedListFeature.State()) {
            IdentifiedListFeature(clock: ManualClock())
            Reduce { state, action in
                guard case .removeRowTapped = action else { return .none }
                return .send(.row(id: 1, action: .saveFinished))
            }
        }
        let routedReports = await capturingReports {
            routed.send(.removeRowTapped(1))
        }
        #expect(routedReports.count == 1)
        #expect(routedReports.first?.contains("id 1, which is not in the collection (ids present: [2])") == true)
    }

    @Test func plainArraysStillWorkAndReportToo() async {
        let store = Store(initialState: ListFeature.State()) { ListFeature(clock: ManualClock()) }
        let reports = await capturingReports {
            store.send(.row(id: 99, action: .saveFinished))
        }
        #expect(reports.count == 1)
        #expect(reports.first?.hasPrefix("forEach at ViewStateStoreTests/CompositionTests.swift:72 received an action for id 99") == true)
        #expect(reports.first?.contains("(ids present: [1, 2])") == true)
    }
}
