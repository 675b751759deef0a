# expect: TLE or RE -- a fork bomb: every process forks for ever and shrugs off a fork that
# fails, so the tree stays as large as it is let grow and every member burns CPU. A cgroup's
# pids.max stops the forks (then the CPU limit: TLE); the subreaper's sampler stops at its
# cap of tasks (RE). Either way the verdict comes, and nothing is left.
import os

while True:
    try:
        os.fork()
    except OSError:
        pass
