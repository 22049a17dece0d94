from typing import Optional, Union

import torch

DeviceLike = Union[str, int, torch.device, None]


def resolve_device(device: DeviceLike = None) -> torch.device:
    """Normalise a user supplied device spec into a ``torch.device``."""
    if isinstance(device, torch.device):
        return device
    if isinstance(device, int):
        return torch.device("cuda", device)
    if isinstance(device, str):
        return torch.device(device)
    return torch.get_default_device()


def device_type_of(device: DeviceLike) -> str:
    if isinstance(device, torch.device):
        return device.type
    if isinstance(device, str):
        return device.split(":")[0]
    return "cuda" if isinstance(device, int) else "cpu"


def same_device(a: torch.device, b: Optional[torch.device]) -> bool:
    if b is None:
        return True
    return a.type == b.type and (a.index is None or b.index is None or a.index == b.index)
