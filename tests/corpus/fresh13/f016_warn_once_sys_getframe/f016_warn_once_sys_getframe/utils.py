import sys

_SEEN_CALLSITES: set[tuple[str, int]] = set()


def warn_once_per_callsite(msg: str) -> None:
    frame = sys._getframe(1)
    key = (frame.f_code.co_filename, frame.f_lineno)
    if key in _SEEN_CALLSITES:
        return
    _SEEN_CALLSITES.add(key)
    sys.stderr.write(msg + "\n")
