"""Process-wide scratch buffers, keyed by device, grown on demand."""
from __future__ import annotations

import logging

import torch

logger = logging.getLogger(__name__)

_WORKSPACE_POOL: dict[str, torch.Tensor] = {}
_ALIGN = 256


def _aligned(nbytes: int) -> int:
    return (nbytes + _ALIGN - 1) // _ALIGN * _ALIGN


def reserve_workspace(device: torch.device, nbytes: int) -> None:
    """Allocate up front (called from layer __init__) so forward never grows it."""
    key = str(device)
    cur = _WORKSPACE_POOL.get(key)
    if cur is None or cur.numel() < nbytes:
        _WORKSPACE_POOL[key] = torch.zeros(_aligned(nbytes), dtype=torch.uint8, device=device)


def get_workspace(device: torch.device, nbytes: int) -> torch.Tensor:
    key = str(device)
    buf = _WORKSPACE_POOL.get(key)
    if buf is None or buf.numel() < nbytes:
        logger.warning("growing workspace on %s to %d bytes (reserve it at init)", key, nbytes)
        buf = torch.zeros(_aligned(nbytes), dtype=torch.uint8, device=device)
        _WORKSPACE_POOL[key] = buf
    return buf[:nbytes]


def workspace_view(device: torch.device, shape: tuple[int, ...], dtype: torch.dtype) -> torch.Tensor:
    numel = 1
    for s in shape:
        numel *= s
    itemsize = torch.empty((), dtype=dtype).element_size()
    raw = get_workspace(device, numel * itemsize)
    return raw.view(dtype).view(shape)
