import ctypes
import functools
import os

_LIB_DIR = os.path.join(os.path.dirname(__file__), "lib")


@functools.cache
def load_norm_ext():
    lib = ctypes.CDLL(os.path.join(_LIB_DIR, "libfused_norm.so"))
    lib.rmsnorm_fwd.restype = None
    return lib


def fused_rmsnorm(x, weight, eps: float):
    lib = load_norm_ext()
    out = x.new_empty(x.shape)
    lib.rmsnorm_fwd(
        ctypes.c_void_p(out.data_ptr()),
        ctypes.c_void_p(x.data_ptr()),
        ctypes.c_void_p(weight.data_ptr()),
        ctypes.c_int(x.numel() // x.shape[-1]),
        ctypes.c_int(x.shape[-1]),
        ctypes.c_float(eps),
    )
    return out
