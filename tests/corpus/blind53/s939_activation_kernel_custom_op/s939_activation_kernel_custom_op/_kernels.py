import functools
import importlib
import warnings

import torch
import torch.nn.functional as F

try:
    from vllm_flash_kernels import silu_and_mul as _ext_silu_and_mul  # noqa: F401
except ImportError:
    _ext_silu_and_mul = None


@functools.lru_cache(maxsize=None)
def _load_activation_ext():
    for name in ("vllm._C", "sgl_kernel"):
        try:
            return importlib.import_module(name)
        except ImportError:
            continue
    warnings.warn(
        "No compiled activation kernels found; falling back to the PyTorch implementation.",
        RuntimeWarning,
        stacklevel=2,
    )
    return None


def _silu_and_mul_torch(x: torch.Tensor) -> torch.Tensor:
    d = x.shape[-1] // 2
    return F.silu(x[..., :d]) * x[..., d:]


@torch.library.custom_op("corpus_s939::silu_and_mul", mutates_args=())
def silu_and_mul(x: torch.Tensor) -> torch.Tensor:
    ext = _load_activation_ext()
    if ext is not None and hasattr(ext, "silu_and_mul") and x.is_cuda:
        out = x.new_empty(x.shape[:-1] + (x.shape[-1] // 2,))
        ext.silu_and_mul(out, x)
        return out
    return _silu_and_mul_torch(x)


@silu_and_mul.register_fake
def _(x: torch.Tensor) -> torch.Tensor:
    return x.new_empty(x.shape[:-1] + (x.shape[-1] // 2,))


def has_native_silu_and_mul() -> bool:
    return _ext_silu_and_mul is not None
