import threading
import warnings

from torch.compiler import is_compiling

_LOCK = threading.Lock()
_CLIPPED = [0]


def record_clipping(n: int) -> None:
    if is_compiling():
        return
    with _LOCK:
        _CLIPPED[0] += n
    if _CLIPPED[0] > 1000:
        warnings.warn("many KV values clipped during fp8 quantization")
