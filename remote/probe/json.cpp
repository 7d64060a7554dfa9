#include "json.h"

#include <cmath>
#include <cstdlib>
#include <cstring>

namespace Probe {

const JsonValue* JsonValue::get(const char* key) const
{
    if (type != Object)
        return nullptr;
    for (const auto& m : members)
        if (m.first == key)
            return &m.second;
    return nullptr;
}

namespace {
class Parser {
public:
    Parser(const char* p, size_t n)
        : m_p(p)
        , m_end(p + n)
        , m_begin(p)
    {
    }
    bool parse(JsonValue& out, std::string& error)
    {
        ws();
        if (!value(out, 0)) {
            error = m_error + " at byte " + std::to_string(m_p - m_begin + 1);
            return false;
        }
        ws();
        if (m_p != m_end) {
            error = "text after the JSON value at byte " + std::to_string(m_p - m_begin + 1);
            return false;
        }
        return true;
    }

private:
    bool fail(const char* what)
    {
        m_error = what;
        return false;
    }
    void ws()
    {
        while (m_p < m_end && (*m_p == ' ' || *m_p == '\t' || *m_p == '\n' || *m_p == '\r'))
            ++m_p;
    }
    bool literal(const char* word)
    {
        const size_t n = std::strlen(word);
        if (size_t(m_end - m_p) < n || std::memcmp(m_p, word, n) != 0)
            return fail("invalid literal");
        m_p += n;
        return true;
    }
    static void utf8(std::string& out, unsigned cp)
    {
        if (cp < 0x80) {
            out += char(cp);
        } else if (cp < 0x800) {
            out += char(0xC0 | (cp >> 6));
            out += char(0x80 | (cp & 0x3F));
        } else if (cp < 0x10000) {
            out += char(0xE0 | (cp >> 12));
            out += char(0x80 | ((cp >> 6) & 0x3F));
            out += char(0x80 | (cp & 0x3F));
        } else {
            out += char(0xF0 | (cp >> 18));
            out += char(0x80 | ((cp >> 12) & 0x3F));
            out += char(0x80 | ((cp >> 6) & 0x3F));
            out += char(0x80 | (cp & 0x3F));
        }
    }
    bool hex4(unsigned& v)
    {
        if (m_end - m_p < 4)
            return fail("truncated \\u escape");
        v = 0;
        for (int i = 0; i < 4; ++i) {
            const char c = *m_p++;
            v <<= 4;
            if (c >= '0' && c <= '9')
                v |= unsigned(c - '0');
            else if (c >= 'a' && c <= 'f')
                v |= unsigned(c - 'a' + 10);
            else if (c >= 'A' && c <= 'F')
                v |= unsigned(c - 'A' + 10);
            else
                return fail("bad \\u escape");
        }
        return true;
    }
    bool string(std::string& out)
    {
        ++m_p; // opening quote
        while (m_p < m_end) {
            const char c = *m_p++;
            if (c == '"')
                return true;
            if (static_cast<unsigned char>(c) < 0x20)
                return fail("control character in a string");
            if (c != '\\') {
                out += c;
                continue;
            }
            if (m_p >= m_end)
                break;
            const char e = *m_p++;
            switch (e) {
            case '"':
                out += '"';
                break;
            case '\\':
                out += '\\';
                break;
            case '/':
                out += '/';
                break;
            case 'b':
                out += '\b';
                break;
            case 'f':
                out += '\f';
                break;
            case 'n':
                out += '\n';
                break;
            case 'r':
                out += '\r';
                break;
            case 't':
                out += '\t';
                break;
            case 'u': {
                unsigned cp = 0;
                if (!hex4(cp))
                    return false;
                // A surrogate pair is one code point; a lone surrogate becomes U+FFFD.
                if (cp >= 0xD800 && cp < 0xDC00 && m_end - m_p >= 6 && m_p[0] == '\\' && m_p[1] == 'u') {
                    m_p += 2;
                    unsigned lo = 0;
                    if (!hex4(lo))
                        return false;
                    cp = (lo >= 0xDC00 && lo < 0xE000) ? 0x10000 + ((cp - 0xD800) << 10) + (lo - 0xDC00) : 0xFFFD;
                } else if (cp >= 0xD800 && cp < 0xE000) {
                    cp = 0xFFFD;
                }
                utf8(out, cp);
                break;
            }
            default:
                return fail("bad escape in a string");
            }
        }
        return fail("unterminated string");
    }
    bool number(double& out, std::string& literal)
    {
        const char* start = m_p;
        if (m_p < m_end && *m_p == '-')
            ++m_p;
        auto digits = [&] {
            const char* s = m_p;
            while (m_p < m_end && *m_p >= '0' && *m_p <= '9')
                ++m_p;
            return m_p > s;
        };
        if (!digits())
            return fail("invalid number");
        if (m_p < m_end && *m_p == '.') {
            ++m_p;
            if (!digits())
                return fail("invalid number");
        }
        if (m_p < m_end && (*m_p == 'e' || *m_p == 'E')) {
            ++m_p;
            if (m_p < m_end && (*m_p == '+' || *m_p == '-'))
                ++m_p;
            if (!digits())
                return fail("invalid number");
        }
        literal.assign(start, size_t(m_p - start));
        out = std::strtod(literal.c_str(), nullptr);
        if (!std::isfinite(out))
            return fail("number out of range");
        return true;
    }
    bool value(JsonValue& v, int depth)
    {
        if (depth > 64)
            return fail("nested too deeply");
        if (m_p >= m_end)
            return fail("unexpected end");
        switch (*m_p) {
        case '{': {
            v.type = JsonValue::Object;
            ++m_p;
            ws();
            if (m_p < m_end && *m_p == '}') {
                ++m_p;
                return true;
            }
            for (;;) {
                ws();
                if (m_p >= m_end || *m_p != '"')
                    return fail("expected a member name");
                std::pair<std::string, JsonValue> m;
                if (!string(m.first))
                    return false;
                ws();
                if (m_p >= m_end || *m_p != ':')
                    return fail("expected ':'");
                ++m_p;
                ws();
                if (!value(m.second, depth + 1))
                    return false;
                v.members.push_back(std::move(m));
                ws();
                if (m_p < m_end && *m_p == ',') {
                    ++m_p;
                    continue;
                }
                if (m_p < m_end && *m_p == '}') {
                    ++m_p;
                    return true;
                }
                return fail("expected ',' or '}'");
            }
        }
        case '[': {
            v.type = JsonValue::Array;
            ++m_p;
            ws();
            if (m_p < m_end && *m_p == ']') {
                ++m_p;
                return true;
            }
            for (;;) {
                ws();
                v.items.emplace_back();
                if (!value(v.items.back(), depth + 1))
                    return false;
                ws();
                if (m_p < m_end && *m_p == ',') {
                    ++m_p;
                    continue;
                }
                if (m_p < m_end && *m_p == ']') {
                    ++m_p;
                    return true;
                }
                return fail("expected ',' or ']'");
            }
        }
        case '"':
            v.type = JsonValue::String;
            return string(v.text);
        case 't':
            v.type = JsonValue::Bool;
            v.boolean = true;
            return literal("true");
        case 'f':
            v.type = JsonValue::Bool;
            return literal("false");
        case 'n':
            v.type = JsonValue::Null;
            return literal("null");
        default:
            v.type = JsonValue::Number;
            return number(v.number, v.text);
        }
    }

    const char* m_p;
    const char* m_end;
    const char* m_begin;
    std::string m_error;
};
} // namespace

bool parseJson(const char* data, size_t size, JsonValue& out, std::string& error)
{
    out = JsonValue {};
    Parser p(data, size);
    return p.parse(out, error);
}

} // namespace Probe
