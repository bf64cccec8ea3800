import Foundation
import Testing
@testable import TextUI

/// An app's entry file — the `@main struct …: App` with its scenes, menus and app delegate —
/// compiles against TextUI as the fetched apps write it, and nothing in it runs: a preview
/// launches no app, so no delegate method, scene action or window action is called, and a view
/// shown in a window draws exactly as it does on its own.
@MainActor
@Suite struct AppSceneTests {
    /// Counts what UIKit would call at launch.
    final class GardenDelegate: NSObject, UIApplicationDelegate {
        static var launches = 0

        func application(
            _ application: UIApplication,
            didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]? = nil
        ) -> Bool {
            Self.launches += 1
            return true
        }

        func application(
            _ application: UIApplication, configurationForConnecting session: UISceneSession,
            options: UIScene.ConnectionOptions
        ) -> UISceneConfiguration {
            let configuration = UISceneConfiguration(name: nil, sessionRole: session.role)
            configuration.delegateClass = GardenSceneDelegate.self
            return configuration
        }
    }

    final class GardenSceneDelegate: UIResponder, UIWindowSceneDelegate {}

    /// Counts the scene's own actions.
    enum SceneLog {
        @MainActor static var phaseChanges = 0
        @MainActor static var presentedWindows = 0
    }

    struct PlantList: View {
        @Environment(\.openWindow) private var openWindow
        @Environment(\.dismissWindow) private var dismissWindow

        var body: some View {
            VStack(alignment: .leading) {
                Text("Fern · water Tuesday")
                Button("Show Log") { openWindow(id: "log") }
            }
            .onAppear {
                openWindow(value: "fern")
                dismissWindow()
            }
        }
    }

    /// The shape the fetched apps give their entry point.
    struct GardenApp: App {
        @UIApplicationDelegateAdaptor(GardenDelegate.self) private var appDelegate
        @Environment(\.scenePhase) private var scenePhase

        var body: some Scene {
            WindowGroup {
                PlantList()
            }
            .onChange(of: scenePhase, initial: true) { _, _ in SceneLog.phaseChanges += 1 }
            .commands {
                CommandGroup(replacing: .newItem) { Button("New Plant") {} }
                CommandGroup(after: .help) { Link("Care Guide", destination: URL(string: "https://example.com")!) }
                CommandMenu("Garden") { Button("Water All") {} }
                SidebarCommands()
            }
            .defaultSize(width: 800, height: 600)
            .handlesExternalEvents(matching: ["garden"])

            WindowGroup(for: String.self) { $plant in
                let _ = SceneLog.presentedWindows += 1
                Text(plant ?? "none")
            }
            Settings { Text("Reminders") }
            Window("Log", id: "log") { Text("Watered 3 plants") }
                .windowResizability(.contentSize)
                .windowStyle(.hiddenTitleBar)
            MenuBarExtra("Garden", systemImage: "leaf", isInserted: .constant(true)) { Button("Water All") {} }
                .menuBarExtraStyle(.menu)
        }
    }

    @Test func makingTheAppAndItsScenesCallsNoDelegateMethodAndRunsNoSceneAction() {
        GardenDelegate.launches = 0
        SceneLog.phaseChanges = 0
        SceneLog.presentedWindows = 0
        _ = GardenApp().body
        #expect(GardenDelegate.launches == 0, "a preview launches no app")
        #expect(SceneLog.phaseChanges == 0, "no scene appears, not even for `initial: true`")
        #expect(SceneLog.presentedWindows == 0, "no window is opened for a value")
    }

    @Test func aViewInAWindowGroupDrawsAsItDoesOnItsOwn() async {
        let group = WindowGroup { PlantList() }
        let alone = """
            Fern · water Tuesday
            [ Show Log ]
            """
        #expect(group.content.render(width: 24) == alone)
        #expect(await group.content.appear(width: 24).text == alone, "opening and closing windows as it appears changes nothing")
    }

    @Test func theContentOfSettingsAWindowAndAMenuBarExtraIsBuiltWithTheScene() {
        #expect(Settings { Text("Reminders") }.content.render(width: 12) == "Reminders")
        #expect(Window("Log", id: "log") { Text("Log") }.content.render(width: 12) == "Log")
        let extra = MenuBarExtra("Garden", systemImage: "leaf") { Text("Water") }
        #expect(extra.content.render(width: 12) == "Water")
        #expect(extra.label.render(width: 12).contains("Garden"))
    }

    @Test func aDelegatesSceneConfigurationKeepsTheDelegateClassItNames() {
        let session = UISceneSession(role: .windowApplication)
        let configuration = GardenDelegate().application(.shared, configurationForConnecting: session, options: UIScene.ConnectionOptions())
        #expect(configuration.role == .windowApplication && configuration.name == nil)
        #expect(configuration.delegateClass == GardenSceneDelegate.self)
    }

    @Test func readingTheAppDelegateStopsWithOneLineSayingWhatToDo() async {
        let message = noAppDelegateMessage(GardenDelegate.self, wrapper: "UIApplicationDelegateAdaptor")
        #expect(message == "TextUI: no app delegate: @UIApplicationDelegateAdaptor GardenDelegate was read, but only a"
            + " launched app has one and a preview launches none. Give the view what it needs from the delegate"
            + " as a parameter and preview the view, not the app.")
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                _ = UIApplicationDelegateAdaptor(AppSceneTests.GardenDelegate.self).wrappedValue
            }
        }
    }
}
