/// Splits one CSV record (RFC 4180: `"` quotes, `""` inside quotes is one quote) into fields.
enum CSVFields {
    static func split(_ record: UnsafeRawBufferPointer) -> [String] {
        var fields: [String] = []
        var field: [UInt8] = []
        var quoted = false
        var index = 0
        while index < record.count {
            let byte = record[index]
            if quoted {
                if byte == UInt8(ascii: "\"") {
                    if index + 1 < record.count, record[index + 1] == UInt8(ascii: "\"") {
                        field.append(byte)
                        index += 1
                    } else {
                        quoted = false
                    }
                } else {
                    field.append(byte)
                }
            } else if byte == UInt8(ascii: "\"") {
                quoted = true
            } else if byte == UInt8(ascii: ",") {
                fields.append(String(decoding: field, as: UTF8.self))
                field.removeAll(keepingCapacity: true)
            } else {
                field.append(byte)
            }
            index += 1
        }
        fields.append(String(decoding: field, as: UTF8.self))
        return fields
    }
}
