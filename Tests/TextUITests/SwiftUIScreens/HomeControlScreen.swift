import Foundation
import Testing
import TextUI

enum LightMode: String, CaseIterable, Identifiable {
    case warm = "Warm", neutral = "Neutral", cool = "Cool"
    var id: Self { self }
}

@Observable
final class Device: Identifiable {
    let id: Int
    var name: String
    var room: String
    var symbol: String
    var isOn: Bool
    var brightness: Double
    var mode: LightMode = .warm
    var isReachable = true
    var turnsOffAt: Date?

    init(id: Int, name: String, room: String, symbol: String, isOn: Bool, brightness: Double = 80, isReachable: Bool = true) {
        self.id = id
        self.name = name
        self.room = room
        self.symbol = symbol
        self.isOn = isOn
        self.brightness = brightness
        self.isReachable = isReachable
    }
}

@Observable
final class HomeModel {
    var devices: [Device]
    var scenes = ["Morning", "Movie Night", "Away"]

    init(devices: [Device]) { self.devices = devices }

    var devicesOn: Int { devices.filter(\.isOn).count }

    func device(_ id: Device.ID) -> Device? { devices.first { $0.id == id } }

    func remove(_ device: Device) { devices.removeAll { $0.id == device.id } }
}

struct HomeControlScreen: View {
    @Environment(HomeModel.self) private var home

    private let columns = [GridItem(.adaptive(minimum: 150), spacing: 12)]

    var body: some View {
        NavigationStack {
            ScrollView {
                ScrollView(.horizontal, showsIndicators: false) {
                    HStack(spacing: 8) {
                        ForEach(home.scenes, id: \.self) { scene in
                            Button(scene) {}
                                .buttonStyle(.bordered)
                                .buttonBorderShape(.capsule)
                        }
                    }
                    .padding(.horizontal)
                }

                LazyVGrid(columns: columns, spacing: 12) {
                    ForEach(home.devices) { device in
                        NavigationLink(value: device.id) {
                            DeviceTile(device: device)
                        }
                        .buttonStyle(.plain)
                    }
                }
                .padding()
            }
            .navigationDestination(for: Device.ID.self) { id in
                if let device = home.device(id) {
                    DeviceDetailView(device: device)
                }
            }
            .toolbar {
                ToolbarItem(placement: .principal) {
                    VStack {
                        Text("My Home").font(.headline)
                        Text("\(home.devicesOn) on").font(.caption).foregroundStyle(.secondary)
                    }
                }
                ToolbarItem(placement: .topBarTrailing) {
                    Button("Add Device", systemImage: "plus") {}
                }
            }
            .safeAreaInset(edge: .bottom) {
                Text("Updated just now")
                    .font(.footnote)
                    .foregroundStyle(.secondary)
                    .frame(maxWidth: .infinity)
                    .padding(8)
                    .background(.bar)
            }
        }
    }
}

struct DeviceTile: View {
    let device: Device

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            Image(systemName: device.symbol)
                .font(.title2)
                .foregroundStyle(device.isOn ? .yellow : .secondary)
            Text(device.name)
                .font(.headline)
                .lineLimit(1)
            Text(device.isOn ? "On · \(Int(device.brightness))%" : "Off")
                .font(.caption)
                .foregroundStyle(.secondary)
        }
        .padding()
        .frame(maxWidth: .infinity, alignment: .leading)
        .background(RoundedRectangle(cornerRadius: 16).fill(device.isOn ? Color.yellow.opacity(0.15) : Color(.secondarySystemBackground)))
        .overlay(alignment: .topTrailing) {
            if !device.isReachable {
                Image(systemName: "exclamationmark.triangle.fill")
                    .foregroundStyle(.orange)
                    .padding(8)
                    .accessibilityLabel("Not responding")
            }
        }
    }
}

struct DeviceDetailView: View {
    @Bindable var device: Device
    @Environment(HomeModel.self) private var home
    @Environment(\.dismiss) private var dismiss
    @State private var isRenaming = false
    @State private var newName = ""
    @State private var isConfirmingRemoval = false
    @State private var usesTimer = false

    var body: some View {
        Form {
            Section {
                Toggle("Power", isOn: $device.isOn)
                    .sensoryFeedback(.selection, trigger: device.isOn)
            } footer: {
                if !device.isReachable {
                    Text("This device is not responding. Check that it is plugged in.")
                }
            }

            Section("Brightness") {
                Slider(value: $device.brightness, in: 0...100, step: 5) {
                    Text("Brightness")
                } minimumValueLabel: {
                    Image(systemName: "sun.min")
                } maximumValueLabel: {
                    Image(systemName: "sun.max")
                }
                Picker("Color", selection: $device.mode) {
                    ForEach(LightMode.allCases) { Text($0.rawValue).tag($0) }
                }
                .pickerStyle(.segmented)
            }
            .disabled(!device.isOn)

            Section {
                Toggle("Turn off automatically", isOn: $usesTimer.animation())
                if usesTimer {
                    DatePicker("Time", selection: Binding(
                        get: { device.turnsOffAt ?? .now },
                        set: { device.turnsOffAt = $0 }
                    ), displayedComponents: .hourAndMinute)
                }
            }

            Section {
                LabeledContent("Room", value: device.room)
                Button("Rename…") {
                    newName = device.name
                    isRenaming = true
                }
                Button("Remove Device", role: .destructive) {
                    isConfirmingRemoval = true
                }
            }
        }
        .navigationTitle(device.name)
        .onChange(of: device.brightness) { oldValue, newValue in
            if newValue == 0 { device.isOn = false }
        }
        .alert("Rename Device", isPresented: $isRenaming) {
            TextField("Name", text: $newName)
            Button("Cancel", role: .cancel) {}
            Button("Save") { device.name = newName }
        }
        .confirmationDialog("Remove \(device.name)?", isPresented: $isConfirmingRemoval, titleVisibility: .visible) {
            Button("Remove", role: .destructive) {
                home.remove(device)
                dismiss()
            }
        }
    }
}

// A smart-home screen on @Observable classes read through @Environment(HomeModel.self): a
// horizontal ScrollView of capsule buttons, an adaptive LazyVGrid of NavigationLink(value:) tiles
// with a filled RoundedRectangle background and a topTrailing overlay, navigationDestination(for:)
// by id, a two-row principal toolbar item, safeAreaInset, and a @Bindable detail form with
// sensoryFeedback, a Slider with its labels, a segmented Picker, a disabled Section, an animated
// Toggle binding revealing a DatePicker over Binding(get:set:), onChange(of:) with old and new
// values, an alert with a TextField and a confirmationDialog.

@MainActor @Suite(.drawsEveryReadableText) struct HomeControlScreenTests {
    private func makeHome() -> HomeModel {
        HomeModel(devices: [
            Device(id: 1, name: "Desk Lamp", room: "Office", symbol: "lamp.desk", isOn: true, brightness: 60),
            Device(id: 2, name: "Ceiling Light", room: "Living Room", symbol: "lightbulb", isOn: false),
            Device(id: 3, name: "Porch Light", room: "Outside", symbol: "lightbulb", isOn: true, isReachable: false),
        ])
    }

    @Test func theHomeShowsScenesAndATileForEachDevice() {
        #expect(HomeControlScreen().environment(makeHome()).render(width: 40) == """
                            My Home                +
                              2 on
            ━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━
              [ Morning ] [ Movie Night ] [ Away ]


                ☼
                Desk Lamp
                On · 60%



                ☼
                Ceiling Light
                Off


                                                ⚠
                ☼
                Porch Light
                On · 80%


                        Updated just now
            """)
    }

    @Test func aLightThatIsOnCanBeDimmed() {
        let home = makeHome()
        #expect(NavigationStack { DeviceDetailView(device: home.devices[0]) }.environment(home).render(width: 40) == """
                           Desk Lamp
            ━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━
            ╭──────────────────────────────────────╮
            │ Power                           ( ●) │
            ╰──────────────────────────────────────╯

              Brightness
            ╭──────────────────────────────────────╮
            │ Brightness                           │
            │ ☼ ━━━━━━━━━━━━━━━━━●─────────── 60 ☀ │
            ├──────────────────────────────────────┤
            │ Color         [Warm]│ Neutral │ Cool │
            ╰──────────────────────────────────────╯

            ╭──────────────────────────────────────╮
            │ Turn off automatically          (○ ) │
            ╰──────────────────────────────────────╯

            ╭──────────────────────────────────────╮
            │ Room                          Office │
            ├──────────────────────────────────────┤
            │ Rename…                              │
            ├──────────────────────────────────────┤
            │ Remove Device                        │
            ╰──────────────────────────────────────╯
            """)
    }

    @Test func aLightThatIsOffHasItsBrightnessSectionDisabled() {
        let home = makeHome()
        let detail = NavigationStack { DeviceDetailView(device: home.devices[1]) }.environment(home)
        #expect(detail.render(width: 40) == """
                         Ceiling Light
            ━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━
            ╭──────────────────────────────────────╮
            │ Power                           (○ ) │
            ╰──────────────────────────────────────╯

              Brightness
            ╭──────────────────────────────────────╮
            │ Brightness                           │
            │ (☼ ━━━━━━━━━━━━━━━━━━━━━●───── 80 ☀) │
            ├──────────────────────────────────────┤
            │ Color       ([Warm]│ Neutral │ Cool) │
            ╰──────────────────────────────────────╯

            ╭──────────────────────────────────────╮
            │ Turn off automatically          (○ ) │
            ╰──────────────────────────────────────╯

            ╭──────────────────────────────────────╮
            │ Room                     Living Room │
            ├──────────────────────────────────────┤
            │ Rename…                              │
            ├──────────────────────────────────────┤
            │ Remove Device                        │
            ╰──────────────────────────────────────╯
            """)
        #expect(detail.accessibilityTranscript() == """
            Heading: Ceiling Light
            Toggle: Power, off
            Heading: Brightness
            Adjustable, Dimmed: Brightness, 80%
              Actions: Increment, Decrement
            Text: Color
            Button, Selected, Dimmed: Warm
            Button, Dimmed: Neutral
            Button, Dimmed: Cool
            Toggle: Turn off automatically, off
            Text: Room, Living Room
            Button: Rename…
            Button: Remove Device
            """)
    }

    @Test func aScreenReaderHearsEachTileAndTheUnreachableOne() {
        #expect(HomeControlScreen().environment(makeHome()).accessibilityTranscript() == """
            Text: My Home
            Text: 2 on
            Button: Add Device
            Button: Morning
            Button: Movie Night
            Button: Away
            Button: Desk lamp, Desk Lamp, On · 60%
            Button: Light bulb, Ceiling Light, Off
            Button: Light bulb, Porch Light, On · 80%, Not responding
            Text: Updated just now
            """)
    }

    @Test func noLineIsWiderThanTheWidth() async {
        let home = makeHome()
        for width in 0...60 {
            await Task.yield()  // other main-actor tests get their turn between widths
            RenderChecks.checkOutputRules(HomeControlScreen().environment(home).render(width: width), width: width, "home at \(width)")
            for device in home.devices {
                let detail = NavigationStack { DeviceDetailView(device: device) }.environment(home)
                RenderChecks.checkOutputRules(detail.render(width: width), width: width, "\(device.name) at \(width)")
            }
        }
    }
}
