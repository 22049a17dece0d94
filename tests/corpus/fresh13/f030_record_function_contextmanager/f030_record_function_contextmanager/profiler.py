import contextlib

import torch

_ENABLE_RECORD_FUNCTION = False


@contextlib.contextmanager
def maybe_record_function(name: str):
    if _ENABLE_RECORD_FUNCTION:
        with torch.profiler.record_function(name):
            yield
    else:
        yield
