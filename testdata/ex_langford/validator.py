"""Input validator for ex_langford: validate(text) raises ValueError("line N: ...").

The stored format, strictly (see examples/langford.py): 1 to MAX_QUERIES lines,
each one n (1 <= n <= MAX_N) without leading zeros; LF endings, a final newline,
no trailing spaces, no blank lines (problemkit.sizes holds the rules).
CLI: python validator.py < file  (exit 0, or one line on stderr and exit 1).
"""
from problemkit.params import problem_params
from problemkit.scripts import validator_main
from problemkit.sizes import validate_sizes

PARAMS = problem_params(__file__)
MAX_N, MAX_QUERIES = PARAMS["max_n"], PARAMS["max_queries"]


def validate(text):
    return validate_sizes(text, MAX_N, MAX_QUERIES)


if __name__ == "__main__":
    validator_main(validate)
