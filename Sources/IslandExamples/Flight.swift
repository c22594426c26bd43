import Foundation
import TermIsland

// An airline app's flight: from check-in to take-off, with the gate, the departure time (and
// how late it is), and the boarding status.

public struct FlightAttributes: ActivityAttributes, Sendable {
    public struct ContentState: Codable & Hashable {
        public enum Status: String, Codable, Hashable, Sendable {
            case onTime, delayed, boarding, gateClosed, departed
        }

        public var status: Status
        public var gate: String
        public var estimatedDeparture: Date

        public init(status: Status, gate: String, estimatedDeparture: Date) {
            self.status = status
            self.gate = gate
            self.estimatedDeparture = estimatedDeparture
        }
    }

    public struct Airport: Codable, Hashable, Sendable {
        /// The IATA code: "FRA".
        public var code: String
        public var city: String

        public init(code: String, city: String) {
            self.code = code
            self.city = city
        }
    }

    public var airline: String
    public var flightNumber: String
    public var origin: Airport
    public var destination: Airport
    public var scheduledDeparture: Date
    public var seat: String

    public init(airline: String, flightNumber: String, origin: Airport, destination: Airport, scheduledDeparture: Date, seat: String) {
        self.airline = airline
        self.flightNumber = flightNumber
        self.origin = origin
        self.destination = destination
        self.scheduledDeparture = scheduledDeparture
        self.seat = seat
    }
}

extension FlightAttributes {
    /// Whole minutes the flight is late, 0 when on time.
    func delayMinutes(_ state: ContentState) -> Int {
        max(0, Int((state.estimatedDeparture.timeIntervalSince(scheduledDeparture) / 60).rounded()))
    }
}

extension FlightAttributes.ContentState.Status {
    var title: String {
        switch self {
        case .onTime: "On time"
        case .delayed: "Delayed"
        case .boarding: "Boarding"
        case .gateClosed: "Gate closed"
        case .departed: "Departed"
        }
    }

    var color: Color {
        switch self {
        case .onTime, .boarding: .green
        case .delayed: .orange
        case .gateClosed: .red
        case .departed: .secondary
        }
    }
}

public struct FlightLiveActivity: Widget {
    public init() {}

    public var body: some WidgetConfiguration {
        ActivityConfiguration(for: FlightAttributes.self) { context in
            FlightLockScreenView(context: context)
                // A dark card in either appearance: its text is drawn as in dark mode, or
                // the light scheme's black text would sit on the dark tint.
                .environment(\.colorScheme, .dark)
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.leading) {
                    AirportView(airport: context.attributes.origin, alignment: .leading)
                }
                DynamicIslandExpandedRegion(.trailing) {
                    AirportView(airport: context.attributes.destination, alignment: .trailing)
                }
                DynamicIslandExpandedRegion(.center) {
                    VStack {
                        Image(systemName: "airplane")
                        Text(context.attributes.flightNumber)
                            .font(.caption)
                            .foregroundStyle(.secondary)
                    }
                }
                DynamicIslandExpandedRegion(.bottom) {
                    HStack {
                        GateView(gate: context.state.gate)
                        Spacer()
                        Text(context.state.estimatedDeparture, style: .time)
                            .bold()
                        Spacer()
                        StatusBadge(status: context.state.status)
                    }
                }
            } compactLeading: {
                Label(context.state.gate, systemImage: "airplane.departure")
                    .font(.caption)
            } compactTrailing: {
                Text(context.state.estimatedDeparture, style: .time)
                    .font(.caption)
                    .foregroundStyle(context.state.status.color)
            } minimal: {
                Image(systemName: "airplane")
                    .foregroundStyle(context.state.status.color)
            }
            .keylineTint(.yellow)
            .contentMargins(.horizontal, 8, for: .expanded)
        }
    }
}

/// An airport: its code large, its city under it.
struct AirportView: View {
    let airport: FlightAttributes.Airport
    let alignment: HorizontalAlignment

    var body: some View {
        VStack(alignment: alignment) {
            Text(airport.code)
                .font(.title)
                .bold()
            Text(airport.city)
                .font(.caption)
                .foregroundStyle(.secondary)
                .lineLimit(1)
        }
    }
}

struct GateView: View {
    let gate: String

    var body: some View {
        Text("Gate ").foregroundStyle(.secondary) + Text(gate).bold()
    }
}

struct StatusBadge: View {
    let status: FlightAttributes.ContentState.Status

    var body: some View {
        Text(status.title)
            .font(.caption)
            .bold()
            .foregroundStyle(status.color)
    }
}

struct FlightLockScreenView: View {
    let context: ActivityViewContext<FlightAttributes>

    var body: some View {
        let state = context.state
        let delay = context.attributes.delayMinutes(state)
        VStack(alignment: .leading) {
            HStack {
                Text("\(context.attributes.airline) · \(context.attributes.flightNumber)")
                    .font(.headline)
                Spacer()
                StatusBadge(status: state.status)
            }
            HStack {
                Text(context.attributes.origin.code).font(.title2).bold()
                Spacer()
                Image(systemName: "airplane")
                Spacer()
                Text(context.attributes.destination.code).font(.title2).bold()
            }
            HStack {
                Text(context.attributes.origin.city)
                Spacer()
                Text(context.attributes.destination.city)
            }
            .font(.caption)
            .foregroundStyle(.secondary)
            HStack {
                GateView(gate: state.gate)
                Text("Seat ").foregroundStyle(.secondary) + Text(context.attributes.seat).bold()
                Spacer()
                if delay > 0 {
                    Text(context.attributes.scheduledDeparture, style: .time)
                        .strikethrough()
                        .foregroundStyle(.secondary)
                }
                Text(state.estimatedDeparture, style: .time)
                    .bold()
                    .foregroundStyle(state.status.color)
            }
            switch state.status {
            case .onTime, .delayed:
                (Text("Departs in ") + Text(state.estimatedDeparture, style: .relative)
                    + Text(delay > 0 ? " · \(delay) min late" : ""))
                    .font(.caption)
                    .foregroundStyle(.secondary)
            case .boarding:
                Text("Boarding now at gate \(state.gate)")
                    .font(.caption)
                    .foregroundStyle(.green)
            case .gateClosed:
                Text("The gate has closed")
                    .font(.caption)
                    .foregroundStyle(.red)
            case .departed:
                (Text("Departed ") + Text(state.estimatedDeparture, style: .relative) + Text(" ago"))
                    .font(.caption)
                    .foregroundStyle(.secondary)
            }
        }
        .padding(.horizontal, 8)
        .activityBackgroundTint(Color(red: 0.02, green: 0.10, blue: 0.30).opacity(0.85))
        .activitySystemActionForegroundColor(.yellow)
    }
}

// MARK: The example

extension FlightAttributes.ContentState {
    /// LH 454 as the airline pushes it, `seconds` after check-in at `start`: scheduled 90
    /// minutes later, delayed 25 minutes two minutes in, boarding 40 minutes before it leaves,
    /// the gate closing 15 minutes before.
    public static func lh454(at seconds: Double, scheduled: Date) -> Self {
        let start = scheduled.addingTimeInterval(-90 * 60)
        let now = start.addingTimeInterval(seconds)
        guard seconds >= 2 * 60 else { return Self(status: .onTime, gate: "Z25", estimatedDeparture: scheduled) }
        let estimated = scheduled.addingTimeInterval(25 * 60)
        let status: Status
        switch estimated.timeIntervalSince(now) {
        case (40.0 * 60)...: status = .delayed
        case (15.0 * 60)...: status = .boarding
        case 0.0...: status = .gateClosed
        default: status = .departed
        }
        return Self(status: status, gate: "Z25", estimatedDeparture: estimated)
    }
}

extension Example {
    public static let flight = Example(
        name: "flight", summary: "Lufthansa LH 454 Frankfurt to San Francisco: gate, a 25-minute delay, boarding",
        widget: FlightLiveActivity.self, attributes: FlightAttributes.self
    ) { start, seconds in
        let scheduled = start.addingTimeInterval(90 * 60)
        return ActivityPreview(FlightAttributes.lh454(departing: scheduled), .lh454(at: seconds, scheduled: scheduled))
    }
}

extension FlightAttributes {
    /// The example's flight, departing at `scheduled`.
    public static func lh454(departing scheduled: Date) -> FlightAttributes {
        FlightAttributes(
            airline: "Lufthansa", flightNumber: "LH 454",
            origin: .init(code: "FRA", city: "Frankfurt"), destination: .init(code: "SFO", city: "San Francisco"),
            scheduledDeparture: scheduled, seat: "34K")
    }
}
