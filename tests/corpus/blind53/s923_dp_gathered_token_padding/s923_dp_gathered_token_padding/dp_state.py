import os
from dataclasses import dataclass
from typing import Optional

import torch
import torch.distributed as dist


@dataclass
class DataParallelAttentionState:
    attn_tp_rank: int
    attn_tp_size: int
    attn_dp_rank: int
    attn_dp_size: int
    group: Optional[object] = None


_DP_STATE: Optional[DataParallelAttentionState] = None


def _env_int(name: str, default: int) -> int:
    value = os.environ.get(name)
    return int(value) if value else default


def compute_dp_attention_world_info(enable_dp_attention: bool, tp_rank: int, tp_size: int, dp_size: int):
    if not enable_dp_attention:
        return tp_rank, tp_size, 0
    attn_tp_size = tp_size // dp_size
    attn_dp_rank = tp_rank // attn_tp_size
    attn_tp_rank = tp_rank % attn_tp_size
    return attn_tp_rank, attn_tp_size, attn_dp_rank


def get_dp_state() -> DataParallelAttentionState:
    global _DP_STATE
    if _DP_STATE is None:
        tp_size = dist.get_world_size() if dist.is_initialized() else _env_int("SGLANG_TP_SIZE", 1)
        tp_rank = dist.get_rank() if dist.is_initialized() else 0
        dp_size = _env_int("SGLANG_DP_SIZE", 1)
        attn_tp_rank, attn_tp_size, attn_dp_rank = compute_dp_attention_world_info(
            dp_size > 1, tp_rank, tp_size, dp_size
        )
        _DP_STATE = DataParallelAttentionState(attn_tp_rank, attn_tp_size, attn_dp_rank, dp_size)
    return _DP_STATE


def get_attention_dp_size() -> int:
    return get_dp_state().attn_dp_size


def get_attention_dp_rank() -> int:
    return get_dp_state().attn_dp_rank
