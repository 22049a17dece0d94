from typing import Callable, Dict, Optional

import torch

MaskBuilder = Callable[[int, int, Optional[int], torch.device], torch.Tensor]
MASK_BUILDERS: Dict[str, MaskBuilder] = {}


def register_mask_builder(name: str) -> Callable[[MaskBuilder], MaskBuilder]:
    def wrap(fn: MaskBuilder) -> MaskBuilder:
        if name in MASK_BUILDERS:
            raise KeyError(f"mask builder {name!r} already registered")
        MASK_BUILDERS[name] = fn
        return fn

    return wrap


@register_mask_builder("causal")
def causal_mask(
    q_len: int, kv_len: int, window: Optional[int], device: torch.device
) -> torch.Tensor:
    q_idx = torch.arange(kv_len - q_len, kv_len, device=device)[:, None]
    kv_idx = torch.arange(kv_len, device=device)[None, :]
    return kv_idx <= q_idx


@register_mask_builder("sliding_window")
@torch.compiler.disable
def sliding_window_mask(
    q_len: int, kv_len: int, window: Optional[int], device: torch.device
) -> torch.Tensor:
    q_idx = torch.arange(kv_len - q_len, kv_len, device=device)[:, None]
    kv_idx = torch.arange(kv_len, device=device)[None, :]
    return (kv_idx <= q_idx) & (q_idx - kv_idx < window)


def get_mask_builder(mask_type: str) -> MaskBuilder:
    try:
        return MASK_BUILDERS[mask_type]
    except KeyError as e:
        raise ValueError(
            f"unknown mask type {mask_type!r}, expected one of {sorted(MASK_BUILDERS)}"
        ) from e
