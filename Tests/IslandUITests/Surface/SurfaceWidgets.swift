import Foundation
import IslandUI

// Views written the way public widget extensions write them, using the API of issue 20: each
// compiles here as it would against SwiftUI, and `SurfaceAPITests` draws them.

/// A countdown's model, as widgets keep one.
final class CountdownModel: ObservableObject {
    @Published var remaining = 30
    @Published var isRunning = false
}

/// A key of the app's own in the environment.
struct AccentKey: EnvironmentKey {
    static let defaultValue = Color.orange
}

extension EnvironmentValues {
    var accent: Color {
        get { self[AccentKey.self] }
        set { self[AccentKey.self] = newValue }
    }
}

struct WidthKey: PreferenceKey {
    static let defaultValue: CGFloat = 0
    static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) { value = max(value, nextValue()) }
}

/// A live dot that pulses on iOS: `@State`, `@StateObject`, life-cycle modifiers and animations,
/// none of which change what a Live Activity draws.
struct PulsingStatus: View {
    @State private var isPulsing = false
    @StateObject private var model = CountdownModel()
    var progress: Double

    var body: some View {
        HStack(spacing: 8) {
            Circle()
                .fill(isPulsing ? Color.red : Color.green)
                .frame(width: 8, height: 8)
                .animation(.easeInOut(duration: 1).repeatForever(autoreverses: true).delay(0.2).speed(2), value: isPulsing)
                .onAppear { withAnimation(.easeInOut) { isPulsing = true } }
                .onDisappear { isPulsing = false }
                .task { await Task.yield() }
            Text("\(model.remaining) s")
                .contentTransition(.numericText())
                .onChange(of: progress) { newValue in model.remaining = Int(newValue) }
                .onChange(of: progress) { old, new in model.remaining = Int(old + new) }
                .transaction { $0.animation = nil }
        }
        .onReceive(Timer.publish(every: 1, on: .main, in: .common).autoconnect()) { _ in model.remaining -= 1 }
        .onPreferenceChange(WidthKey.self) { _ in }
    }
}

/// A view given its model, reading an object and a key from the environment.
struct ObservedRow: View {
    @ObservedObject var model: CountdownModel
    @EnvironmentObject var shared: CountdownModel
    @Environment(\.accent) private var accent

    var body: some View {
        Text("\(model.remaining)/\(shared.remaining)").foregroundStyle(accent)
    }
}
