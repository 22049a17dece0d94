import ctypes
import functools


@functools.cache
def cuda_driver_loadable() -> bool:
    try:
        ctypes.CDLL("libcuda.so.1")
    except OSError:
        return False
    return True
