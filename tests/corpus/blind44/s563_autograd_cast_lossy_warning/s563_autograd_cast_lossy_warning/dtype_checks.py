import warnings

import torch

_MANTISSA_BITS = {
    torch.float64: 52,
    torch.float32: 23,
    torch.float16: 10,
    torch.bfloat16: 7,
    torch.float8_e4m3fn: 3,
    torch.float8_e5m2: 2,
}


class LossyCastWarning(UserWarning):
    pass


def is_lossy_cast(src: torch.dtype, dst: torch.dtype) -> bool:
    if not (src.is_floating_point and dst.is_floating_point):
        return src != dst
    return _MANTISSA_BITS.get(dst, 0) < _MANTISSA_BITS.get(src, 0)


def check_cast_safety(src: torch.dtype, dst: torch.dtype, where: str = "") -> None:
    if is_lossy_cast(src, dst):
        warnings.warn(
            f"{where}: casting activations {src} -> {dst} drops mantissa bits",
            LossyCastWarning,
            stacklevel=3,
        )
