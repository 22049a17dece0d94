"""Swap-in of offloaded expert/layer weights.

The copy loop is excluded from compilation because it mutates the
host-side bookkeeping tables.
"""
import torch

_SWAP_LOG: list[int] = []


@torch.compiler.disable
def swap_in(slot_table: dict, host_cache: dict, layer_idx: int, device: torch.device) -> torch.Tensor:
    _SWAP_LOG.append(layer_idx)
    w = host_cache[layer_idx].to(device)
    slot_table[layer_idx] = w
    return w


def ensure_resident(slot_table: dict, host_cache: dict, layer_idx: int, device: torch.device) -> torch.Tensor:
    w = slot_table.get(layer_idx)
    if w is not None and w.device == device:
        return w
    return swap_in(slot_table, host_cache, layer_idx, device)
