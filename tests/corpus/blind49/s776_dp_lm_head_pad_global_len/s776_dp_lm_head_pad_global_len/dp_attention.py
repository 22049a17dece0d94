import torch
import torch.nn.functional as F

from .forward_batch_info import ForwardBatch

_ATTN_TP_SIZE = 1
_DP_SIZE = 2


def get_attention_tp_size() -> int:
    return _ATTN_TP_SIZE


def get_attention_dp_size() -> int:
    return _DP_SIZE


def round_up(x: int, multiple: int) -> int:
    return (x + multiple - 1) // multiple * multiple


def get_dp_padded_len(forward_batch: ForwardBatch) -> int:
    if forward_batch.dp_padding_mode.is_max_len():
        return round_up(forward_batch.max_global_num_tokens, get_attention_tp_size())
    return forward_batch.sum_global_num_tokens


def dp_pad_local_tokens(hidden_states: torch.Tensor, forward_batch: ForwardBatch) -> torch.Tensor:
    padded_len = get_dp_padded_len(forward_batch)
    local_len = forward_batch.local_num_tokens
    if padded_len > local_len:
        hidden_states = F.pad(hidden_states, (0, 0, 0, padded_len - local_len))
    return hidden_states


def dp_scatter_logits(logits: torch.Tensor, forward_batch: ForwardBatch) -> torch.Tensor:
    return logits[: forward_batch.local_num_tokens]
