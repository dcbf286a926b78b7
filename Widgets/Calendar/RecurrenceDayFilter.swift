/// Which days a recurrence rule allows: BYMONTH, BYWEEKNO, BYYEARDAY, BYMONTHDAY and BYDAY
/// (an ordinal such as `2TU` counted within the month, or within the year in a yearly rule
/// without BYMONTH), with DTSTART's day filling in when the rule names none.
struct RecurrenceDayFilter {
    private let frequency: RecurrenceRule.Frequency
    private let weekStart: Int
    private let byMonth: [Int]
    private let byWeekNo: [Int]
    private let byYearDay: [Int]
    private let byMonthDay: [Int]
    private let byDay: [RecurrenceRule.WeekdayNumber]
    /// Ordinals in BYDAY count within the month (else within the year).
    private let ordinalsInMonth: Bool

    init(rule: RecurrenceRule, start: CalendarDay) {
        frequency = rule.frequency
        weekStart = rule.weekStart
        var byMonth = rule.byMonth, byMonthDay = rule.byMonthDay, byDay = rule.byDay
        if rule.byWeekNo.isEmpty, rule.byYearDay.isEmpty, rule.byMonthDay.isEmpty, rule.byDay.isEmpty {
            switch rule.frequency {
            case .yearly:
                if byMonth.isEmpty { byMonth = [start.month] }
                byMonthDay = [start.day]
            case .monthly: byMonthDay = [start.day]
            case .weekly: byDay = [RecurrenceRule.WeekdayNumber(weekday: start.weekday, ordinal: nil)]
            default: break
            }
        }
        self.byMonth = byMonth
        self.byMonthDay = byMonthDay
        self.byDay = byDay
        byWeekNo = rule.byWeekNo
        byYearDay = rule.byYearDay
        ordinalsInMonth = rule.frequency == .monthly || !rule.byMonth.isEmpty
    }

    /// The first day of the week holding `day`, weeks starting on WKST.
    func weekStart(of day: CalendarDay) -> CalendarDay { day.adding(days: -((day.weekday - weekStart + 7) % 7)) }

    /// The allowed days of the day, week, month or year starting on `first`, in order.
    func days(in first: CalendarDay) -> [CalendarDay] {
        let candidates: [CalendarDay]
        switch frequency {
        case .weekly where byWeekNo.isEmpty && byYearDay.isEmpty && byMonthDay.isEmpty && !byDay.isEmpty:
            // Only the weekdays BYDAY names.
            candidates = Set(byDay.map { first.adding(days: ($0.weekday - weekStart + 7) % 7) }).sorted()
        case .weekly: candidates = (0..<7).map { first.adding(days: $0) }
        case .monthly: candidates = month(first.year, first.month)
        case .yearly:
            candidates = byMonth.isEmpty ? (1...12).flatMap { month(first.year, $0) } : byMonth.sorted().flatMap { month(first.year, $0) }
        default: candidates = [first]
        }
        return candidates.filter(matches)
    }

    /// True when the rule allows `day`.
    func matches(_ day: CalendarDay) -> Bool {
        if !byMonth.isEmpty, !byMonth.contains(day.month) { return false }
        if !byWeekNo.isEmpty, !matchesWeekNumber(day) { return false }
        if !byYearDay.isEmpty {
            let number = day.dayOfYear, length = CalendarDay.isLeap(day.year) ? 366 : 365
            if !byYearDay.contains(where: { $0 > 0 ? $0 == number : length + 1 + $0 == number }) { return false }
        }
        if !byMonthDay.isEmpty {
            let length = CalendarDay.length(ofMonth: day.month, in: day.year)
            if !byMonthDay.contains(where: { $0 > 0 ? $0 == day.day : length + 1 + $0 == day.day }) { return false }
        }
        if !byDay.isEmpty, !byDay.contains(where: { matches(day, $0) }) { return false }
        return true
    }

    private func matches(_ day: CalendarDay, _ number: RecurrenceRule.WeekdayNumber) -> Bool {
        guard day.weekday == number.weekday else { return false }
        guard let ordinal = number.ordinal else { return true }
        let first: CalendarDay?, last: CalendarDay?
        if ordinalsInMonth {
            first = CalendarDay(year: day.year, month: day.month, day: 1)
            last = CalendarDay(year: day.year, month: day.month, day: CalendarDay.length(ofMonth: day.month, in: day.year))
        } else {
            first = CalendarDay(year: day.year, month: 1, day: 1)
            last = CalendarDay(year: day.year, month: 12, day: 31)
        }
        guard let first, let last else { return false }
        return ordinal > 0 ? first.days(to: day) / 7 + 1 == ordinal : day.days(to: last) / 7 + 1 == -ordinal
    }

    /// Week numbers as RFC 5545 counts them: week 1 is the first week (starting on WKST) with
    /// at least four days in the year; a day belongs to the week-year of its week.
    private func matchesWeekNumber(_ day: CalendarDay) -> Bool {
        var year = day.year
        var firstWeek = weekOne(of: year)
        if day < firstWeek {
            year -= 1
            firstWeek = weekOne(of: year)
        } else if day >= weekOne(of: year + 1) {
            year += 1
            firstWeek = weekOne(of: year)
        }
        let number = firstWeek.days(to: day) / 7 + 1
        let weeks = firstWeek.days(to: weekOne(of: year + 1)) / 7
        return byWeekNo.contains { $0 > 0 ? $0 == number : weeks + 1 + $0 == number }
    }

    /// The first day of week 1 of `year`.
    private func weekOne(of year: Int) -> CalendarDay {
        guard let january = CalendarDay(year: year, month: 1, day: 1) else { return CalendarDay(dayNumber: 0) }
        let offset = (january.weekday - weekStart + 7) % 7
        return offset <= 3 ? january.adding(days: -offset) : january.adding(days: 7 - offset)
    }

    private func month(_ year: Int, _ month: Int) -> [CalendarDay] {
        guard let first = CalendarDay(year: year, month: month, day: 1) else { return [] }
        return (0..<CalendarDay.length(ofMonth: month, in: year)).map { first.adding(days: $0) }
    }
}
