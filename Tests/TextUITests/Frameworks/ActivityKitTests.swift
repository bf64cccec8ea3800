import Foundation
import Testing
import TextUI
import TextUIActivityKit

/// A workout screen starts a Live Activity as the workout begins, updates it each second and
/// ends it when the workout is done, as the eleventh set's gym tracker does: the activity is kept
/// in memory, so the screen's code runs as on a phone and nothing is drawn for it.
@Suite(.serialized) struct ActivityKitTests {
    struct RunAttributes: ActivityAttributes {
        struct ContentState: Codable, Hashable {
            var elapsed: String
            var resting: Bool
        }
        var name: String
    }

    @Test func aStartedActivityIsListedUpdatedAndEnded() async throws {
        let start = ActivityContent(state: RunAttributes.ContentState(elapsed: "00:00", resting: false), staleDate: nil)
        let activity = try Activity<RunAttributes>.request(attributes: RunAttributes(name: "Legs"), content: start, pushType: nil)
        #expect(activity.attributes.name == "Legs")
        #expect(activity.activityState == .active)
        #expect(Activity<RunAttributes>.activities.map(\.id) == [activity.id])

        await activity.update(ActivityContent(state: .init(elapsed: "00:42", resting: true), staleDate: nil))
        #expect(activity.content.state == .init(elapsed: "00:42", resting: true))
        #expect(activity.content.relevanceScore == 0)

        await activity.end(ActivityContent(state: .init(elapsed: "45:10", resting: false), staleDate: nil), dismissalPolicy: .immediate)
        #expect(activity.activityState == .ended)
        #expect(activity.content.state.elapsed == "45:10")
        #expect(Activity<RunAttributes>.activities.isEmpty)

        // An ended activity shows no later update.
        await activity.update(ActivityContent(state: .init(elapsed: "99:99", resting: false), staleDate: nil))
        #expect(activity.content.state.elapsed == "45:10")
    }

    @Test func endingWithNoContentKeepsTheLastAndLiveActivitiesAreAllowed() async throws {
        let activity = try Activity<RunAttributes>.request(
            attributes: RunAttributes(name: "Row"),
            content: .init(state: .init(elapsed: "10:00", resting: false), staleDate: Date(timeIntervalSince1970: 0))
        )
        await activity.end(nil, dismissalPolicy: .after(Date(timeIntervalSince1970: 60)))
        #expect(activity.content.state.elapsed == "10:00")
        #expect(activity.content.staleDate == Date(timeIntervalSince1970: 0))
        #expect(ActivityAuthorizationInfo().areActivitiesEnabled)
        #expect(PushType.token != PushType.channel("run"))
        #expect(ActivityUIDismissalPolicy.default != .immediate)
    }
}
