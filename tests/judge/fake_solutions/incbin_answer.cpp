// expect: CE -- its assembly pulls a stored answer into the program (.incbin) and prints it;
// __asm__ gets past -fno-asm. The test writes the answer's path in place of ANSWER_PATH.
#include <cstdio>
__asm__(".section .rodata\n.global stolen_answer\nstolen_answer:\n"
        ".incbin \"ANSWER_PATH\"\n.byte 0\n.previous\n");
extern "C" const char stolen_answer[];
int main() { std::fputs(stolen_answer, stdout); return 0; }
