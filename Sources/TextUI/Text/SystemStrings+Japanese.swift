// The strings SwiftUI supplies, in Japanese, as a Japanese iPhone shows them: one
// `key<TAB>text` line each, keys and placeholders as in the English table
// (`SystemStrings+English.swift`).

extension SystemStrings {
    /// Japanese: the language of `ja`, `ja_JP` and every `ja-…` locale.
    static let japanese = """
        edit\t編集
        done\t完了
        cancel\tキャンセル
        ok\tOK
        delete\t削除
        search\t検索
        back\t戻る
        share\t共有
        paste\tペースト
        error\tエラー
        noResults\t結果なし
        noResultsFor\t“{1}”の結果なし
        checkSpelling\tスペルを確認するか、新しい検索を試してください。
        searchScope\t検索範囲
        time\t時刻
        on\tオン
        off\tオフ
        mixed\t混在
        inProgress\t進行中
        percent\t{1}パーセント
        characters\t{1}文字
        increment\t増やす
        decrement\t減らす
        expanded\t展開
        collapsed\t折りたたみ
        pageOf\t{2}ページ中{1}ページ目
        months\t1月,2月,3月,4月,5月,6月,7月,8月,9月,10月,11月,12月
        weekdaysShort\t日,月,火,水,木,金,土
        am\t午前
        pm\t午後
        datePattern\t{year}年{month}月{day}日
        shortDatePattern\t{year}/{month}/{day}
        timePattern\t{hour}:{minute}
        timeWithSecondsPattern\t{hour}:{minute}:{second}
        monthTitlePattern\t{year}年{month}月
        second\t秒
        seconds\t秒
        minute\t分
        minutes\t分
        hour\t時間
        hours\t時間
        day\t日
        days\t日
        week\t週間
        weeks\t週間
        month\tか月
        monthsUnit\tか月
        year\t年
        years\t年
        unitPattern\t{1}{2}
        unitListPattern\t{1}{2}
        zeroSeconds\t0秒
        ago\t{1}前
        later\t{1}後
        now\t今
        yesterday\t昨日
        tomorrow\t明日
        """
}
