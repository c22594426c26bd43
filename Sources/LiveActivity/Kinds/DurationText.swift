/// A duration as the command line writes it: `0s`, `90s` → `1m30s`, `5400s` → `1h30m`.
public enum DurationText {
    public static func text(_ seconds: Double) -> String {
        let whole = Int(seconds.rounded())
        let hours = whole / 3600, minutes = whole % 3600 / 60, rest = whole % 60
        var parts = ""
        if hours > 0 { parts += "\(hours)h" }
        if minutes > 0 { parts += "\(minutes)m" }
        if rest > 0 || parts.isEmpty { parts += "\(rest)s" }
        return parts
    }
}
