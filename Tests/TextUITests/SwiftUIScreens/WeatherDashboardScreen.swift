import Testing
import TextUI

// A weather dashboard as an iOS team writes it: a scroll view of cards, a grid of the week,
// a horizontal strip of hours, type styles and colours everywhere. Only the import differs
// from the SwiftUI file.

private struct HourForecast: Identifiable {
    let id: Int
    let hour: String
    let symbol: String
    let temperature: Int
}

private struct WeatherDashboardScreen: View {
    let city: String
    let temperature: Double
    let condition: String
    let hours: [HourForecast]
    let week: [(day: String, low: Int, high: Int)]

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 16) {
                header
                hourly
                Grid(alignment: .leading, horizontalSpacing: 12, verticalSpacing: 6) {
                    ForEach(week, id: \.day) { day in
                        GridRow {
                            Text(day.day).fontWeight(.medium)
                            Text("\(day.low)°").foregroundStyle(.secondary)
                            Capsule().fill(.orange.gradient).frame(width: 60, height: 4)
                            Text("\(day.high)°").gridColumnAlignment(.trailing)
                        }
                    }
                }
                .padding()
                .background(RoundedRectangle(cornerRadius: 16, style: .continuous).stroke(.quaternary))
                (Text("Updated ") + Text(Date(timeIntervalSince1970: 1_700_000_000), format: .dateTime.hour().minute()))
                    .font(.footnote)
                    .foregroundColor(.gray)
            }
            .padding(.horizontal)
            .frame(maxWidth: .infinity, alignment: .leading)
        }
        .background(LinearGradient(colors: [.blue, .cyan], startPoint: .top, endPoint: .bottom).ignoresSafeArea())
    }

    private var header: some View {
        VStack(alignment: .leading, spacing: 4) {
            Text(city).font(.largeTitle.bold())
            Text(temperature, format: .number.precision(.fractionLength(1)))
                .font(.system(size: 72, weight: .thin, design: .rounded))
                .monospacedDigit()
            Text(condition).font(.title3).foregroundStyle(.secondary).textCase(.uppercase)
        }
        .shadow(color: .black.opacity(0.2), radius: 4, y: 2)
    }

    private var hourly: some View {
        ScrollView(.horizontal, showsIndicators: false) {
            LazyHStack(spacing: 16) {
                ForEach(hours) { hour in
                    VStack(spacing: 4) {
                        Text(hour.hour).font(.caption)
                        Image(systemName: hour.symbol)
                        Text("\(hour.temperature)°").bold()
                    }
                }
            }
        }
    }
}

@MainActor @Suite(.drawsEveryReadableText) struct WeatherDashboardScreenTests {
    private let screen = WeatherDashboardScreen(
        city: "Kyoto", temperature: 16.4, condition: "Partly cloudy",
        hours: (0..<8).map { HourForecast(id: $0, hour: "\(9 + $0):00", symbol: $0 % 2 == 0 ? "star.fill" : "flag", temperature: 14 + $0) },
        week: [("Tue", 8, 17), ("Wed", 10, 14), ("Thu", 6, 12)]
    )

    @Test func theDashboardReadsAsAPersonSeesIt() {
        #expect(screen.render(width: 40) == """
              Kyoto
              16.4
              PARTLY CLOUDY

              9:00  10:00  11:00  12:00  13:00  1›
               ★      ⚑      ★      ⚑      ★     ›
              14°    15°    16°    17°    18°    ›

              ╭───────────────────────────╮
              │                           │
              │  Tue  8°   ━━━━━━━━  17°  │
              │  Wed  10°  ━━━━━━━━  14°  │
              │  Thu  6°   ━━━━━━━━  12°  │
              │                           │
              ╰───────────────────────────╯

              Updated 10:13 PM
            """)
    }

    @Test func neverWiderThanTheWidth() {
        for width in [8, 12, 20, 28, 33, 40, 64] {
            RenderChecks.checkOutputRules(screen.render(width: width), width: width, "dashboard at \(width)")
        }
    }
}
