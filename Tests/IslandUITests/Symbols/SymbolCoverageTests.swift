import IslandUI
import Testing

/// The symbols Live Activities commonly use all draw as something better than the fallback.
struct SymbolCoverageTests {
    @Test(arguments: [
        // Timers and clocks
        "timer", "timer.circle", "stopwatch", "clock", "hourglass", "alarm",
        // Deliveries and food
        "bag", "bag.fill", "takeoutbag.and.cup.and.straw", "box.truck", "shippingbox", "fork.knife",
        "cup.and.saucer", "birthday.cake", "cart",
        // Rides and transport
        "car", "car.fill", "bus", "tram", "bicycle", "scooter", "figure.walk", "location",
        "location.fill", "mappin", "mappin.and.ellipse", "map", "arrow.triangle.turn.up.right.diamond",
        "steeringwheel", "fuelpump", "ev.charger",
        // Sports
        "sportscourt", "soccerball", "basketball", "football", "baseball", "tennis.racket", "trophy",
        "flag.checkered", "medal",
        // Flights
        "airplane", "airplane.departure", "airplane.arrival", "suitcase", "ticket",
        // Workouts
        "figure.run", "heart", "heart.fill", "flame", "bolt.heart", "figure.strengthtraining.traditional",
        "dumbbell",
        // Music and media
        "music.note", "play.fill", "pause.fill", "forward.fill", "backward.fill", "speaker.wave.2",
        "headphones", "mic", "mic.slash",
        // Calls
        "phone", "phone.fill", "phone.down.fill", "video", "message",
        // Weather
        "sun.max", "cloud", "cloud.rain", "snowflake", "moon",
        // Status and everything else
        "checkmark", "checkmark.circle.fill", "xmark", "exclamationmark.triangle", "info.circle", "bell",
        "bell.slash", "battery.100", "wifi", "lock", "lock.open", "star", "star.fill", "bolt", "person",
        "person.2", "house", "building.2", "gift", "creditcard", "dollarsign.circle", "leaf", "pills",
        "cross.case", "bed.double", "chevron.right", "chevron.left", "chevron.up", "chevron.down",
        "arrow.up", "arrow.down", "arrow.left", "arrow.right", "plus", "minus", "ellipsis", "gearshape",
        "magnifyingglass", "square.and.arrow.up", "figure.and.child.holdinghands", "flag", "sparkles",
        "shield", "bolt.shield",
    ])
    func liveActivitySymbolIsKnown(_ name: String) {
        #expect(SymbolTable.isKnown(name))
        for set in SymbolGlyphSet.allCases {
            #expect(SymbolTable.glyph(forSystemName: name, in: set) != .fallback(in: set))
        }
    }
}
