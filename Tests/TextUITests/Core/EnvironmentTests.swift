import Foundation
import Observation
import Testing
import TextUI

private struct AccentKey: EnvironmentKey { static let defaultValue = "plain" }

extension EnvironmentValues {
    fileprivate var accent: String {
        get { self[AccentKey.self] }
        set { self[AccentKey.self] = newValue }
    }
}

/// Reads the accent where it sits.
private struct AccentLabel: View {
    @Environment(\.accent) private var accent
    var body: some View { Text(accent) }
}

/// Sets an accent on what its body holds, and reads its own in a ForEach row closure.
private struct Rows: View {
    @Environment(\.accent) private var accent
    var body: some View {
        VStack(alignment: .leading) {
            ForEach(1..<3) { index in Text("\(index): \(accent)") }
            AccentLabel()
        }
        .environment(\.accent, "inner")
    }
}

@Observable private final class Session {
    var user = "Aiko"
}

private struct UserLine: View {
    @Environment(Session.self) private var session
    var body: some View { Text("Signed in as \(session.user)") }
}

private struct MaybeUser: View {
    @Environment(Session.self) private var session: Session?
    var body: some View { Text(session?.user ?? "nobody") }
}

/// Values an ancestor sets reach the custom views inside it, and only those.
@MainActor
@Suite struct EnvironmentTests {
    @Test func aValueSetOnAViewReachesTheViewsInsideItAndNotItsSiblings() {
        let text = VStack(alignment: .leading) {
            AccentLabel()
            VStack(alignment: .leading) {
                AccentLabel()
                AccentLabel().environment(\.accent, "innermost")
            }
            .environment(\.accent, "outer")
            AccentLabel()
        }.render()
        #expect(text == "plain\nouter\ninnermost\nplain")
    }

    @Test func aBodyAndTheClosuresItHandsOnReadTheViewsOwnEnvironment() {
        // The rows closure runs while the VStack inside Rows is laid out, under Rows'
        // `.environment(\.accent, "inner")`, yet reads Rows' own value, as in SwiftUI.
        #expect(Rows().environment(\.accent, "outer").render() == "1: outer\n2: outer\ninner")
    }

    @Test func transformEnvironmentChangesTheInheritedValue() {
        let text = AccentLabel()
            .transformEnvironment(\.accent) { $0 += "+more" }
            .environment(\.accent, "base")
            .render()
        #expect(text == "base+more")
    }

    @Test func anObservableObjectIsReadByItsType() {
        let session = Session()
        #expect(UserLine().environment(session).render() == "Signed in as Aiko")
        session.user = "Ben"
        #expect(UserLine().environment(session).render() == "Signed in as Ben")
    }

    @Test func theOptionalObjectFormReadsNilWhenNoneWasPlaced() {
        #expect(MaybeUser().render() == "nobody")
        #expect(MaybeUser().environment(Session()).render() == "Aiko")
        #expect(MaybeUser().environment(nil as Session?).environment(Session()).render() == "nobody")
    }

    @Test func theDefaultsAreFixedSoARenderIsTheSameEverywhere() {
        let values = EnvironmentValues()
        #expect(values.locale.identifier == "en_US_POSIX")
        #expect(values.timeZone.secondsFromGMT(for: Date(timeIntervalSince1970: 0)) == 0)
        #expect(values.timeZone.secondsFromGMT(for: Date(timeIntervalSince1970: 1_720_000_000)) == 0)
        #expect(values.calendar.identifier == .gregorian)
        #expect(values.calendar.timeZone == values.timeZone)
        #expect(values.horizontalSizeClass == .compact)
        #expect(values.verticalSizeClass == .regular)
        #expect(values.colorScheme == .light)
        #expect(values.isEnabled)
        #expect(values.editMode == nil)
        #expect(!values.isSearching)
        #expect(values.refresh == nil)
        #expect(values.scenePhase == .active)
        #expect(values.layoutDirection == .leftToRight)
    }

    @Test func editModeIsABindingTheViewsInsideCanRead() {
        struct Rows: View {
            @Environment(\.editMode) private var editMode
            var body: some View { Text(editMode?.wrappedValue.isEditing == true ? "Editing" : "Viewing") }
        }
        #expect(Rows().render() == "Viewing")
        #expect(Rows().environment(\.editMode, .constant(.active)).render() == "Editing")
        #expect(!EditMode.inactive.isEditing && EditMode.transient.isEditing)
    }

    @Test func openURLHandsEachURLToTheActionAViewPlaced() {
        var opened: [URL] = []
        let action = OpenURLAction { url in
            opened.append(url)
            return .handled
        }
        var accepted: [Bool] = []
        action(URL(string: "https://example.com/a")!)
        action(URL(string: "https://example.com/b")!) { accepted.append($0) }
        EnvironmentValues().openURL(URL(string: "https://example.com/c")!) { accepted.append($0) }
        #expect(opened.map(\.absoluteString) == ["https://example.com/a", "https://example.com/b"])
        #expect(accepted == [true, false])
    }

    @Test func aScaledMetricReadsAsWrittenAndTheListHeightsAreAccepted() {
        struct Avatar: View {
            @ScaledMetric(relativeTo: .body) private var size: CGFloat = 16
            @ScaledMetric private var gap = 8.0
            @Environment(\.defaultMinListRowHeight) private var rowHeight
            var body: some View {
                Text("\(Int(size)) \(Int(gap)) \(Int(rowHeight))").frame(width: size * 4)
            }
        }
        #expect(Avatar().render() == "16 8 44")
        let list = List { Text("One"); Text("Two") }
        #expect(list.environment(\.defaultMinListRowHeight, 60).environment(\.defaultMinListHeaderHeight, 30).render(width: 12)
            == list.render(width: 12))
        #expect(Avatar().environment(\.defaultMinListRowHeight, 60).render() == "16 8 60")
    }

    @Test func outsideARenderAnEnvironmentPropertyReadsTheDefault() {
        let label = AccentLabel()
        _ = label.environment(\.accent, "set").render()
        #expect(label.render() == "plain")
    }
}
