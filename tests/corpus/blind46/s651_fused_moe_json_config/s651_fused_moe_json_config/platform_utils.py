import functools

import torch


@functools.lru_cache(maxsize=1)
def current_device_name() -> str:
    """Canonical device name used in tuned config file names."""
    if torch.cuda.is_available():
        return torch.cuda.get_device_name().replace(" ", "_")
    return "CPU"


def dtype_tag(dtype) -> str:
    if dtype is None or dtype == torch.float32:
        return ""
    if dtype == torch.float8_e4m3fn:
        return ",dtype=fp8_w8a8"
    if dtype == torch.int8:
        return ",dtype=int8_w8a8"
    return ""
