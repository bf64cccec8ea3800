import PreviewCatalog
import TextUI

/// A screen without a case declaration: its cases come from the enum's metadata.
enum Light: Sendable { case on, off }

enum LightPreviews: ScreenPreviews {
    static let screenName = "Light"
    static var states: [PreviewState<Light>] {
        PreviewState("on", .on)
        PreviewState.scenario("switched off") { .off }
    }
    static func view(for state: Light) -> some View {
        Text(state == .on ? "ON" : "OFF")
    }
}

/// A screen that declares its cases and previews every one, with payloads.
enum DoorState: Sendable, Equatable {
    case open
    case closed(since: Int)
    case locked(by: String)
}

enum DoorPreviews: ScreenPreviews, DeclaresAllCases {
    static let screenName = "Door"
    static var states: [PreviewState<DoorState>] {
        PreviewState("open", .open)
        PreviewState("closed", .closed(since: 3))
        PreviewState.scenario("locked") { .locked(by: "管理人") }
    }
    static func view(for state: DoorState) -> some View {
        VStack(alignment: .leading) {
            Text("Door")
            switch state {
            case .open: Text("is open")
            case .closed(let since): Text("closed for \(since) days")
            case .locked(let by): Text("locked by \(by)")
            }
            Text("end")
        }
    }

    enum StateCase: CaseIterable { case open, closed, locked }

    static func stateCase(of state: DoorState) -> StateCase {
        switch state {
        case .open: .open
        case .closed: .closed
        case .locked: .locked
        }
    }
}

/// A screen that declares a case no preview reaches.
enum GateState: Sendable { case up, down }

enum GatePreviews: ScreenPreviews, DeclaresAllCases {
    static let screenName = "Gate"
    static var states: [PreviewState<GateState>] {
        PreviewState("up", .up)
    }
    static func view(for state: GateState) -> some View { Text("gate") }

    enum StateCase: CaseIterable { case up, down }

    static func stateCase(of state: GateState) -> StateCase {
        switch state {
        case .up: .up
        case .down: .down
        }
    }
}

/// Two states whose files differ only in letter case.
enum ShoutingPreviews: ScreenPreviews {
    static let screenName = "Shouting"
    static var states: [PreviewState<Light>] {
        PreviewState("Error", .on)
        PreviewState("error", .off)
    }
    static func view(for state: Light) -> some View { Text("!") }
}

/// A screen that leaves a case out on purpose, with its reason.
enum Signal: Sendable { case go, caution(seconds: Int), stop }

enum SignalPreviews: ScreenPreviews {
    static let screenName = "Signal"
    static var states: [PreviewState<Signal>] {
        PreviewState("go", .go)
        PreviewState("stop", .stop)
    }
    static var notPreviewed: [NotPreviewed] {
        NotPreviewed("caution", because: "it lasts three seconds; nobody reviews it")
    }
    static func view(for state: Signal) -> some View { Text("signal") }
}

/// A screen whose marks cannot stand: a typo, a case a preview reaches, a case marked twice.
enum SloppySignalPreviews: ScreenPreviews {
    static let screenName = "Sloppy"
    static var states: [PreviewState<Signal>] {
        PreviewState("go", .go)
    }
    static var notPreviewed: [NotPreviewed] {
        NotPreviewed("cuation", because: "typo")
        NotPreviewed(".go", because: "stale")
        NotPreviewed("stop", because: "first")
        NotPreviewed("stop", because: "second")
    }
    static func view(for state: Signal) -> some View { Text("signal") }
}

/// A screen whose state is a struct that declares no cases, yet marks one.
struct Thermostat: Sendable { var degrees: Int }

enum ThermostatPreviews: ScreenPreviews {
    static let screenName = "Thermostat"
    static var states: [PreviewState<Thermostat>] {
        PreviewState("warm", Thermostat(degrees: 21))
    }
    static var notPreviewed: [NotPreviewed] {
        NotPreviewed("cold", because: "winter")
    }
    static func view(for state: Thermostat) -> some View { Text("\(state.degrees)°") }
}

/// Two states whose names differ only in Unicode normalization ("é" composed and decomposed):
/// one file once normalized.
enum AccentPreviews: ScreenPreviews {
    static let screenName = "Accent"
    static var states: [PreviewState<Light>] {
        PreviewState("caf\u{E9}", .on)
        PreviewState("cafe\u{301}", .off)
    }
    static func view(for state: Light) -> some View { Text("!") }
}

/// The catalogs the command tests run against.
enum TestCatalog: String, Sendable, CustomStringConvertible {
    case standard, uncovered, empty, duplicate, caseCollision, notPreviewed, badMarks, normalizationCollision, stuck, hanging

    var catalog: Catalog {
        switch self {
        case .standard: Catalog([LightPreviews.self, DoorPreviews.self])
        case .uncovered: Catalog([LightPreviews.self, GatePreviews.self])
        case .empty: Catalog([])
        case .duplicate: Catalog([LightPreviews.self, LightPreviews.self])
        case .caseCollision: Catalog([ShoutingPreviews.self])
        case .notPreviewed: Catalog([SignalPreviews.self])
        case .badMarks: Catalog([SloppySignalPreviews.self, ThermostatPreviews.self])
        case .normalizationCollision: Catalog([AccentPreviews.self])
        case .stuck: Catalog([StuckPreviews.self, LightPreviews.self])
        case .hanging: Catalog([HangingPreviews.self, LightPreviews.self])
        }
    }

    var description: String { rawValue }
}
