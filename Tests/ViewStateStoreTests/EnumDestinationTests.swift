import Testing
import ViewStateKit
@testable import ViewStateStore

@MainActor
@Suite struct EnumDestinationTests {
    @Test func theChildRunsOnItsCaseOfTheOptionalEnum() async {
        let clock = ManualClock()
        let store = Store(initialState: DestinationFeature.State()) { DestinationFeature(clock: clock) }
        store.send(.openFeatureBTapped)
        let save = store.send(.destination(.featureB(.saveTapped)))
        await clock.waitForSleepers(count: 1)
        await clock.advance(by: .seconds(1))
        await save.finish()
        #expect(store.destination == .featureB(DetailFeature.State(orderID: 1, saved: true)))
    }

    @Test func dismissingCancelsTheChildsEffects() async {
        let clock = ManualClock()
        let store = Store(initialState: DestinationFeature.State()) { DestinationFeature(clock: clock) }
        store.send(.openFeatureBTapped)
        let save = store.send(.destination(.featureB(.saveTapped)))
        await clock.waitForSleepers(count: 1)
        store.send(.dismissTapped)
        await save.finish()
        #expect(clock.sleeperCount == 0)
        #expect(store.runningEffectCount == 0)
        #expect(store.destination == nil)
    }

    @Test func switchingToAnotherCaseCancelsTheChildsEffectsToo() async {
        let clock = ManualClock()
        let store = Store(initialState: DestinationFeature.State()) { DestinationFeature(clock: clock) }
        store.send(.openFeatureBTapped)
        store.send(.destination(.featureB(.saveTapped)))
        await clock.waitForSleepers(count: 1)
        store.send(.openSettingsTapped)
        #expect(clock.sleeperCount == 0)
        #expect(store.runningEffectCount == 0)
        #expect(store.destination == .settings(isOn: true))
    }

    @Test func aChildActionWhileAnotherCaseOrNilIsReported() async {
        let store = Store(initialState: DestinationFeature.State()) { DestinationFeature(clock: ManualClock()) }
        let reports = await capturingReports {
            store.send(.destination(.featureB(.saveFinished)))
            store.send(.openSettingsTapped)
            store.send(.destination(.featureB(.saveFinished)))
        }
        #expect(store.destination == .settings(isOn: true))
        let site = "ifLet at ViewStateStoreTests/CollectionFixtures.swift:\(DestinationFeature.ifLetLine)"
        let action = "destination(ViewStateStoreTests.DestinationFeature.DestinationAction.featureB(ViewStateStoreTests.DetailFeature.Action.saveFinished))"
        let advice = "The child was dismissed while its action was on the way; let ifLet cancel its effects "
            + "(dismiss by setting the state to nil), or check before sending."
        #expect(reports == [
            "\(site) received a child action while its state is not ViewStateStoreTests.DetailFeature.State (it is nil): \(action). \(advice)",
            "\(site) received a child action while its state is not ViewStateStoreTests.DetailFeature.State (it is settings): \(action). \(advice)",
        ])
    }

    @Test func enumCaseEmbedsExtractsAndModifies() {
        let featureB = EnumCase(DestinationFeature.Destination.featureB)
        var destination = featureB.embed(DetailFeature.State(orderID: 3))
        #expect(featureB.extract(destination)?.orderID == 3)
        #expect(featureB.extract(.settings(isOn: false)) == nil)
        #expect(featureB.matches(.settings(isOn: false)) == false)
        let changed = featureB.modify(&destination) { $0.saved = true }
        #expect(changed)
        #expect(destination == .featureB(DetailFeature.State(orderID: 3, saved: true)))
        var settings = DestinationFeature.Destination.settings(isOn: false)
        let unchanged = featureB.modify(&settings) { $0.saved = true }
        #expect(unchanged == false)
    }

    @Test func actionPathReadsCasesNestedInCases() {
        let path = ActionPath<DestinationFeature.Action, DetailFeature.Action> { .destination(.featureB($0)) }
        #expect(path.extract(.destination(.featureB(.saveTapped))) == .saveTapped)
        #expect(path.extract(.dismissTapped) == nil)
        let appended = ActionPath(DestinationFeature.Action.destination).appending(ActionPath(DestinationFeature.DestinationAction.featureB))
        #expect(appended.extract(.destination(.featureB(.saveFinished))) == .saveFinished)
        #expect(appended.embed(.saveTapped) == .destination(.featureB(.saveTapped)))
    }
}

/// A sheet driven by ``PresentationAction``.
private struct SheetFeature: Reducer {
    struct State: Equatable, Sendable { var detail: DetailFeature.State? }
    enum Action: Equatable, Sendable {
        case openTapped
        case detail(PresentationAction<DetailFeature.Action>)
    }

    let clock: ManualClock
    let log = LockedValue<[String]>([])

    var body: some Reducer<State, Action> {
        Reduce { state, action in
            switch action {
            case .openTapped: state.detail = DetailFeature.State(orderID: 9)
            case .detail(.dismiss): log.withLock { $0.append("parent saw dismiss with detail \(state.detail?.orderID ?? 0)") }
            case .detail: break
            }
            return .none
        }
        .ifLet(\.detail, action: Action.detail) { DetailFeature(clock: clock) }
    }
}

@MainActor
@Suite struct PresentationActionTests {
    @Test func presentedRunsTheChildAndDismissClearsItAfterTheParentAndCancels() async {
        let clock = ManualClock()
        let feature = SheetFeature(clock: clock)
        let store = Store(initialState: SheetFeature.State()) { feature }
        store.send(.openTapped)
        let save = store.send(.detail(.presented(.saveTapped)))
        await clock.waitForSleepers(count: 1)
        store.send(.detail(.dismiss))
        await save.finish()
        #expect(store.detail == nil)
        #expect(clock.sleeperCount == 0)
        #expect(store.runningEffectCount == 0)
        #expect(feature.log.current == ["parent saw dismiss with detail 9"])
    }

    /// A `.dismiss` while nothing is presented was ignored before TCA parity; TCA reports it, and
    /// so does this now.
    @Test func aPresentedActionOrADismissWhileNilIsReported() async {
        let store = Store(initialState: SheetFeature.State()) { SheetFeature(clock: ManualClock()) }
        let reports = await capturingReports {
            store.send(.detail(.dismiss))
            store.send(.detail(.presented(.saveFinished)))
        }
        #expect(reports.count == 2)
        #expect(reports.first?.contains("received a dismissal while its state is nil: detail(ViewStateStore.PresentationAction") == true)
        #expect(reports.last?.contains("received a child action while its state is nil: detail(ViewStateStore.PresentationAction") == true)
    }
}
