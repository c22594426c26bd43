import Foundation

extension DateText {
    /// `.time` and `.date` in a locale other than English, as Foundation formats them there
    /// (`--variants ar` draws `٩:٤١ ص`); nil in English, whose fixed US wording `string(for:…)`
    /// keeps, and for the styles that count (timers, relative and offset times), which stay in
    /// English everywhere: their wording is SwiftUI's own and not Foundation's.
    package static func localizedString(for date: Date, style: TextDateStyle, calendar: Calendar, locale: Locale) -> String? {
        guard locale.language.languageCode?.identifier != "en" else { return nil }
        var format: Date.FormatStyle
        switch style {
        case .time: format = Date.FormatStyle(date: .omitted, time: .shortened)
        case .date: format = Date.FormatStyle(date: .long, time: .omitted)
        case .timer, .relative, .offset: return nil
        }
        format.locale = locale
        format.calendar = calendar
        format.timeZone = calendar.timeZone
        return format.format(date)
    }
}
