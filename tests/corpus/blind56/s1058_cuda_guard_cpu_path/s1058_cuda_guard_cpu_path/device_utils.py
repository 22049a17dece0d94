import contextlib
from typing import Iterator, Optional

import torch


def is_cuda_device(device: torch.device) -> bool:
    return device.type == "cuda"


@contextlib.contextmanager
def device_guard(device: torch.device) -> Iterator[None]:
    """Make ``device`` the current CUDA device for the duration of the block."""
    if is_cuda_device(device) and device.index is not None and device.index != torch.cuda.current_device():
        with torch.cuda.device(device.index):
            yield
    else:
        yield


def move_to(tensor: torch.Tensor, device: torch.device, dtype: Optional[torch.dtype] = None) -> torch.Tensor:
    if tensor.device == device:
        return tensor if dtype is None else tensor.to(dtype)
    if is_cuda_device(device) and tensor.device.type == "cpu" and not tensor.is_pinned():
        tensor = tensor.pin_memory()
    return tensor.to(device=device, dtype=dtype, non_blocking=True)
