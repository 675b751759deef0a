// The team's output as one integer, or a reason it is not one (C++23: string::contains).
#include <iostream>
#include <string>

static bool read_integer(std::istream &in, long long &value, std::string &why) {
    std::string token, extra;
    if (!(in >> token)) { why = "no output"; return false; }
    if (token.contains('.')) { why = "not an integer: " + token; return false; }
    try { value = std::stoll(token); } catch (...) { why = "not a number: " + token; return false; }
    if (in >> extra) { why = "more output after the answer"; return false; }
    return true;
}
