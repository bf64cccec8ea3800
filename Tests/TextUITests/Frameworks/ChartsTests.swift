import Foundation
import Testing
import TextUI

/// Swift Charts as the fetched apps use it (a week of sales, a month-by-month count with
/// intervals, a line per city, a stacked storage bar, a trend sparkline in a row): each bar a
/// labelled row scaled to the room, each line a sparkline with its range, axes and styling
/// accepted and not drawn.
@MainActor
@Suite struct ChartsTests {
    struct Sale: Identifiable {
        let day: String
        let count: Int
        var id: String { day }
    }

    struct WeekChart: View {
        let sales: [Sale]
        var body: some View {
            Chart {
                ForEach(sales) { sale in
                    BarMark(x: .value("Day", sale.day), y: .value("Sales", sale.count))
                        .foregroundStyle(.tint)
                        .cornerRadius(4)
                        .annotation(position: .top) { Text("\(sale.count)") }
                }
                RuleMark(y: .value("Goal", 10))
                    .lineStyle(StrokeStyle(lineWidth: 1, dash: [4, 4]))
            }
            .chartYAxis {
                AxisMarks(position: .leading) { value in
                    AxisGridLine()
                    AxisTick()
                    AxisValueLabel(format: IntegerFormatStyle<Int>())
                }
            }
            .chartXAxis {
                AxisMarks { value in
                    AxisValueLabel { Text(value.as(String.self)!) }
                }
            }
            .chartLegend(.hidden)
            .chartYScale(domain: 0...20)
        }
    }

    private let week = [Sale(day: "Mon", count: 4), Sale(day: "Tue", count: 12), Sale(day: "Wed", count: 0), Sale(day: "Thu", count: 9)]

    @Test func barsAreLabelledRowsScaledToTheLargestAndTheRoom() {
        #expect(WeekChart(sales: week).render(width: 24) == """
            Mon ██████             4
            Tue █████████████████ 12
            Wed                    0
            Thu █████████████      9
            ┄ Goal 10
            """)
        #expect(WeekChart(sales: week).render(width: 14) == """
            Mon ██       4
            Tue ███████ 12
            Wed          0
            Thu █████    9
            ┄ Goal 10
            """)
    }

    @Test func everyRowFitsTheWidthItIsGiven() {
        for width in [1, 5, 9, 40] {
            let lines = WeekChart(sales: week).render(width: width).split(separator: "\n")
            #expect(lines.allSatisfy { $0.count <= width }, "width \(width)")
        }
    }

    struct CityLine: View {
        struct Point: Identifiable { let city: String; let day: Int; let sales: Double; var id: String { "\(city)\(day)" } }
        let points: [Point]
        var hidden = false
        var body: some View {
            Chart(points) { point in
                LineMark(x: .value("Day", point.day), y: .value("Sales", point.sales))
                    .foregroundStyle(by: .value("City", point.city))
                    .interpolationMethod(.catmullRom)
                    .symbol(.circle)
                    .opacity(hidden ? 0 : 1)
            }
            .chartLegend(position: .top)
            .chartYScale(domain: .automatic(includesZero: false))
            .chartXScale(range: .plotDimension(startPadding: 12, endPadding: 12))
        }
    }

    @Test func linesAreASparklinePerSeriesInOrderOfXWithTheirRange() {
        let points: [CityLine.Point] = [
            .init(city: "Tokyo", day: 3, sales: 12), .init(city: "Tokyo", day: 1, sales: 3),
            .init(city: "Osaka", day: 1, sales: 5), .init(city: "Tokyo", day: 2, sales: 8),
            .init(city: "Osaka", day: 2, sales: 5), .init(city: "Tokyo", day: 4, sales: 4.5),
        ]
        #expect(CityLine(points: points).render(width: 30) == """
            Tokyo ▁▅█▂ 3–12
            Osaka ▁▁ 5
            """)
        #expect(CityLine(points: points, hidden: true).render(width: 30) == "")
    }

    @Test func aLongLineShowsEvenlySpacedPointsInTheRoomItHas() {
        let points = (0..<40).map { CityLine.Point(city: "Temp", day: $0, sales: Double($0 % 8)) }
        #expect(CityLine(points: points).render(width: 16) == "Temp ▁▆▄▂▇▅▃ 0–7")
    }

    struct MonthCounts: View {
        let counts: [Int]
        var body: some View {
            Chart {
                ForEach(Array(counts.enumerated()), id: \.offset) { month, count in
                    if count > 0 {
                        BarMark(x: .value("Month", month + 1), yStart: .value("Value", 0), yEnd: .value("Value", count), width: 2)
                    } else {
                        BarMark(x: .value("Month", month + 1), yStart: .value("Value", 0), yEnd: .value("Value", 0), width: .fixed(2))
                    }
                }
            }
            .chartXScale(domain: 0.4...12.6)
            .chartXAxis(.hidden)
        }
    }

    @Test func numbersOnBothAxesMakeXTheCategoryAndIntervalsSpanFromTheirStart() {
        #expect(MonthCounts(counts: [8, 0, 10]).render(width: 16) == """
            1 █████████    8
            2              0
            3 ███████████ 10
            """)
    }

    struct StorageBar: View {
        struct Slice: Identifiable { let category: String; let bytes: Int64; var id: String { category } }
        let slices: [Slice]
        var body: some View {
            Chart(slices) {
                BarMark(x: .value("Data Size", $0.bytes), stacking: .normalized)
                    .foregroundStyle(by: .value("Category", $0.category))
            }
            .chartForegroundStyleScale(["Logs": Color.blue, "Blobs": Color.gray])
            .chartPlotStyle { $0.cornerRadius(8) }
        }
    }

    @Test func aBarWithOnlyAQuantityIsNamedByItsSeries() {
        #expect(StorageBar(slices: [.init(category: "Logs", bytes: 300), .init(category: "Blobs", bytes: 150)]).render(width: 20) == """
            Logs  ██████████ 300
            Blobs █████      150
            """)
    }

    struct DatedBars: View {
        let start: Date
        var body: some View {
            Chart {
                ForEach(0..<3) { day in
                    BarMark(x: .value("Time", start.addingTimeInterval(Double(day) * 86_400), unit: .day), y: .value("kWh", day + 1))
                }
            }
            .chartXAxis {
                AxisMarks(values: .stride(by: .day, count: 1)) { _ in
                    AxisGridLine().foregroundStyle(.secondary)
                    AxisValueLabel(format: .dateTime.day())
                }
            }
        }
    }

    @Test func datesAreWrittenAsTheDayInTheChartsTimeZone() {
        let start = Date(timeIntervalSince1970: 1_764_288_000) // 2025-11-28 00:00 UTC
        let chart = DatedBars(start: start)
            .environment(\.locale, Locale(identifier: "en_US"))
            .environment(\.timeZone, TimeZone(identifier: "UTC")!)
        #expect(chart.render(width: 16) == """
            Nov 28 ██      1
            Nov 29 █████   2
            Nov 30 ███████ 3
            """)
    }

    @Test func aChartWithNoMarksDrawsNothing() {
        #expect(Chart { if false { PointMark(x: .value("x", 1), y: .value("y", 1)) } }.render(width: 10) == "")
    }
}

extension ChartsTests {
    /// A chart takes the whole width, as Apple's does: in a list row under a frame its rows stay
    /// in one column instead of each being centred on its own.
    @Test func aChartInAListRowKeepsItsRowsInOneColumn() {
        let chart = List {
            Chart {
                LineMark(x: .value("Day", 1), y: .value("Steps", 2))
                LineMark(x: .value("Day", 2), y: .value("Steps", 9))
                RuleMark(y: .value("Goal", 5))
            }
            .frame(minHeight: 40)
        }
        #expect(chart.render(width: 20) == """
            ╭──────────────────╮
            │ Steps ▁█ 2–9     │
            │ ┄ Goal 5         │
            ╰──────────────────╯
            """)
    }
}
