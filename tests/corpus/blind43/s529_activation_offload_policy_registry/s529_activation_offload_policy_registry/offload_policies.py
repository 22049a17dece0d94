"""Activation offload policies, selected by name from the training config."""
import logging
import os
from typing import Dict, Type

import torch

logger = logging.getLogger(__name__)

OFFLOAD_POLICIES: Dict[str, Type["OffloadPolicy"]] = {}


def register_offload_policy(name: str):
    def deco(cls):
        OFFLOAD_POLICIES[name] = cls
        return cls

    return deco


class OffloadPolicy:
    uses_saved_tensor_hooks = False

    def pack(self, t: torch.Tensor):
        raise NotImplementedError

    def unpack(self, packed) -> torch.Tensor:
        raise NotImplementedError


@register_offload_policy("cpu_pinned")
class CpuPinnedOffloadPolicy(OffloadPolicy):
    uses_saved_tensor_hooks = True

    def __init__(self, min_bytes: int = int(os.environ.get("OFFLOAD_MIN_BYTES", "1048576"))):
        self.min_bytes = min_bytes
        self._host_buffers: Dict[int, torch.Tensor] = {}

    def pack(self, t: torch.Tensor):
        nbytes = t.numel() * t.element_size()
        if nbytes < self.min_bytes:
            return t
        key = t.untyped_storage().data_ptr()
        host = self._host_buffers.get(key)
        if host is None:
            host = torch.empty(t.shape, dtype=t.dtype, device="cpu", pin_memory=torch.cuda.is_available())
            self._host_buffers[key] = host
        host.copy_(t, non_blocking=True)
        logger.debug("offloaded %d bytes from %s", nbytes, t.device)
        return (t.device, host)

    def unpack(self, packed) -> torch.Tensor:
        if isinstance(packed, torch.Tensor):
            return packed
        device, host = packed
        return host.to(device, non_blocking=True)


@register_offload_policy("none")
class NoOffloadPolicy(OffloadPolicy):
    def pack(self, t: torch.Tensor):
        return t

    def unpack(self, packed) -> torch.Tensor:
        return packed


def build_offload_policy(name: str) -> OffloadPolicy:
    if name not in OFFLOAD_POLICIES:
        raise ValueError(f"unknown offload policy {name!r}; choose from {sorted(OFFLOAD_POLICIES)}")
    return OFFLOAD_POLICIES[name]()
