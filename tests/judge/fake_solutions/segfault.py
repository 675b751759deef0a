# expect: RE -- killed by a signal (SIGSEGV) that the runner did not send.
import os
import signal

print(3, flush=True)
os.kill(os.getpid(), signal.SIGSEGV)
