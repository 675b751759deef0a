// validator input answer feedback_dir < team_output: 42 if the team printed a + b.
#include <fstream>
#include "lib/tokens.h"

int main(int argc, char **argv) {
    if (argc < 4) return 1;
    std::ifstream input(argv[1]);
    long long a, b, got;
    input >> a >> b;
    std::string why;
    bool ok = read_integer(std::cin, got, why);
    if (ok && got == a + b) return 42;
    std::ofstream(std::string(argv[3]) + "judgemessage.txt")
        << (ok ? "wrong sum: " + std::to_string(got) : why) << "\n";
    return 43;
}
