#pragma once

// A small JSON reader for what engines stream back (serve mode): one event at a time, bounded
// nesting, every malformed byte sequence an error with its offset, never a crash.

#include <cstddef>
#include <string>
#include <utility>
#include <vector>

namespace Probe {

struct JsonValue {
    enum Type { Null, Bool, Number, String, Array, Object };
    Type type = Null;
    bool boolean = false;
    double number = 0;
    std::string text; // a string's text, or a number's literal as written ("2147483648", "1.5e9")
    std::vector<JsonValue> items;
    std::vector<std::pair<std::string, JsonValue>> members;

    const JsonValue* get(const char* key) const; // nullptr when absent or not an object
    const JsonValue* at(size_t i) const { return type == Array && i < items.size() ? &items[i] : nullptr; }
    bool isNumber() const { return type == Number; }
    bool isString() const { return type == String; }
    bool isObject() const { return type == Object; }
};

// Parses exactly one JSON value (surrounding white space allowed). False with a message.
bool parseJson(const char* data, size_t size, JsonValue& out, std::string& error);

} // namespace Probe
