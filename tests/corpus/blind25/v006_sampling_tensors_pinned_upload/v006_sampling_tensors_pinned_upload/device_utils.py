from typing import Optional, Union

import torch

DeviceLike = Union[str, torch.device]


def resolve_device(device: Optional[DeviceLike] = None) -> torch.device:
    if device is None:
        return torch.device("cpu")
    return torch.device(device)


def async_h2d(t: torch.Tensor, device: torch.device) -> torch.Tensor:
    """Copy a host tensor to ``device``; non_blocking is only safe from pinned memory."""
    if t.device.type != "cpu":
        return t.to(device)
    return t.to(device, non_blocking=t.is_pinned())


def upload(t: torch.Tensor, device: torch.device, dtype: Optional[torch.dtype] = None) -> torch.Tensor:
    out = async_h2d(t, device)
    if dtype is not None and out.dtype != dtype:
        out = out.to(dtype)
    return out.contiguous()
