from .timing import TIMER


def timed(phase, fn, *args):
    TIMER.start(phase)
    out = fn(*args)
    TIMER.stop(phase)
    return out
