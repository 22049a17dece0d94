"""reshape_and_cache style kernels, one per KV-cache storage dtype."""
import torch

_CACHE_WRITE_KERNELS = {}


def _register(*dtypes):
    def deco(fn):
        for d in dtypes:
            _CACHE_WRITE_KERNELS[d] = fn
        return fn

    return deco


@_register("auto", "bfloat16", "float16")
def store_kv_native(k_buf, v_buf, loc, cache_k, cache_v, k_scale, v_scale):
    k_buf[loc] = cache_k.to(k_buf.dtype)
    v_buf[loc] = cache_v.to(v_buf.dtype)


@_register("fp8_e4m3", "fp8_e5m2")
@torch.compiler.disable
def store_kv_fp8(k_buf, v_buf, loc, cache_k, cache_v, k_scale, v_scale):
    # Launches the fused quantize+scatter kernel; the launcher inspects raw
    # data pointers and strides.
    k_buf[loc] = (cache_k / k_scale).to(torch.float8_e4m3fn).view(k_buf.dtype)
    v_buf[loc] = (cache_v / v_scale).to(torch.float8_e4m3fn).view(v_buf.dtype)


def get_cache_write_kernel(kv_cache_dtype: str):
    return _CACHE_WRITE_KERNELS[kv_cache_dtype]
