// The strings SwiftUI supplies, in English: one `key<TAB>text` line each, keys as in
// `SystemString`. `{1}`, `{2}` … stand for arguments; a date pattern's `{year}`, `{month}`
// (1–12), `{monthName}`, `{monthShort}`, `{day}`, `{hour}` (0–23), `{hour12}`, `{minute}`,
// `{second}` and `{ampm}` for the parts of a date. `SystemStringTests` checks that every
// language has every key.

extension SystemStrings {
    /// English, and the language of every locale TextUI has no table for.
    static let english = """
        edit\tEdit
        done\tDone
        cancel\tCancel
        ok\tOK
        delete\tDelete
        search\tSearch
        back\tBack
        share\tShare
        paste\tPaste
        error\tError
        noResults\tNo Results
        noResultsFor\tNo Results for “{1}”
        checkSpelling\tCheck the spelling or try a new search.
        searchScope\tSearch Scope
        time\tTime
        on\ton
        off\toff
        mixed\tmixed
        inProgress\tin progress
        percent\t{1} percent
        characters\t{1} characters
        increment\tIncrement
        decrement\tDecrement
        expanded\texpanded
        collapsed\tcollapsed
        pageOf\tPage {1} of {2}
        months\tJanuary,February,March,April,May,June,July,August,September,October,November,December
        weekdaysShort\tSu,Mo,Tu,We,Th,Fr,Sa
        am\tAM
        pm\tPM
        datePattern\t{monthName} {day}, {year}
        shortDatePattern\t{monthShort} {day}, {year}
        timePattern\t{hour12}:{minute} {ampm}
        timeWithSecondsPattern\t{hour12}:{minute}:{second} {ampm}
        monthTitlePattern\t{monthName} {year}
        second\tsecond
        seconds\tseconds
        minute\tminute
        minutes\tminutes
        hour\thour
        hours\thours
        day\tday
        days\tdays
        week\tweek
        weeks\tweeks
        month\tmonth
        monthsUnit\tmonths
        year\tyear
        years\tyears
        unitPattern\t{1} {2}
        unitListPattern\t{1}, {2}
        zeroSeconds\t0 seconds
        ago\t{1} ago
        later\tin {1}
        now\tnow
        yesterday\tyesterday
        tomorrow\ttomorrow
        """
}
