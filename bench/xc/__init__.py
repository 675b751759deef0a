"""The general exact-cover benchmark (bench/xcover.py): workload models, one
module per problem family, each giving every engine the same matrix, and the
family's hand-written bitmask backtracker as the "specialised code" reference.

A model is (n_items, n_primary, options): items 1..n_items, the first
n_primary primary (exactly once), the rest secondary (at most once); options
are lists of distinct items, and an option's label is its index in the list.
Standard library only: the models also run under PyPy3 in worker processes.
"""
