"""Run one command and report its wall time, CPU time and peak RSS.

    python bench/spawn.py REPORT TIMEOUT COMMAND... < input > output

Writes "wall_s cpu_s maxrss_kb exit_code timed_out" to the file REPORT.
whole_process.py starts every measured run through this small process because
Linux reports a child's peak RSS (ru_maxrss) as at least the peak of the
process it was forked from: a child forked straight from the benchmark (which
holds outputs, NumPy, ...) would inherit that. Forked from this small script it
starts from a bare interpreter's few MB, less than any Python program uses.
Standard library, POSIX only.
"""
import os
import signal
import sys
import time


def main():
    report, timeout, argv = sys.argv[1], float(sys.argv[2]), sys.argv[3:]
    timed_out = []
    t0 = time.perf_counter()
    pid = os.fork()
    if pid == 0:
        try:
            os.execvp(argv[0], argv)
        finally:
            os._exit(127)

    def kill(*_):
        timed_out.append(True)
        os.kill(pid, signal.SIGKILL)
    signal.signal(signal.SIGALRM, kill)
    signal.setitimer(signal.ITIMER_REAL, timeout)
    _, status, usage = os.wait4(pid, 0)
    wall = time.perf_counter() - t0
    signal.setitimer(signal.ITIMER_REAL, 0)
    code = os.WEXITSTATUS(status) if os.WIFEXITED(status) else -os.WTERMSIG(status)
    with open(report, "w") as f:
        f.write("%.6f %.6f %d %d %d\n" % (wall, usage.ru_utime + usage.ru_stime,
                                          usage.ru_maxrss, code, bool(timed_out)))


if __name__ == "__main__":
    main()
