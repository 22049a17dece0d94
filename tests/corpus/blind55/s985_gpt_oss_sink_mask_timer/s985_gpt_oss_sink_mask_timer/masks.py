from typing import Dict, List, Optional

import torch

from .profiling import record_latency


def _causal(q_pos: torch.Tensor, k_pos: torch.Tensor) -> torch.Tensor:
    return k_pos[None, :] <= q_pos[:, None]


def _sliding(q_pos: torch.Tensor, k_pos: torch.Tensor, window: int) -> torch.Tensor:
    return _causal(q_pos, k_pos) & (q_pos[:, None] - k_pos[None, :] < window)


def _to_bias(allowed: torch.Tensor, dtype: torch.dtype) -> torch.Tensor:
    bias = torch.zeros(allowed.shape, dtype=dtype, device=allowed.device)
    return bias.masked_fill(~allowed, torch.finfo(dtype).min)


@record_latency("build_attention_masks")
def build_attention_masks(
    positions: torch.Tensor, layer_types: List[str], sliding_window: Optional[int], dtype: torch.dtype
) -> Dict[str, torch.Tensor]:
    masks: Dict[str, torch.Tensor] = {}
    for layer_type in set(layer_types):
        if layer_type == "sliding_attention" and sliding_window is not None:
            allowed = _sliding(positions, positions, sliding_window)
        else:
            allowed = _causal(positions, positions)
        masks[layer_type] = _to_bias(allowed, dtype)
    return masks
