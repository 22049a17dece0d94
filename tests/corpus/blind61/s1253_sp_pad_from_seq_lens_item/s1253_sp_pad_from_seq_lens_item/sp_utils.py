import torch
import torch.nn.functional as F

from .forward_batch_info import ForwardBatch

_SP_SIZE = 1
_SP_RANK = 0


def initialize_sequence_parallel(sp_size: int, sp_rank: int = 0) -> None:
    global _SP_SIZE, _SP_RANK
    _SP_SIZE = sp_size
    _SP_RANK = sp_rank


def get_sequence_parallel_world_size() -> int:
    return _SP_SIZE


def get_sequence_parallel_rank() -> int:
    return _SP_RANK


def get_num_tokens(forward_batch: ForwardBatch) -> int:
    if forward_batch.forward_mode.is_decode():
        return forward_batch.batch_size
    lens = forward_batch.extend_seq_lens
    if lens is None:
        lens = forward_batch.seq_lens
    return int(lens.sum().item())


def pad_for_sequence_parallel(hidden_states: torch.Tensor, forward_batch: ForwardBatch) -> torch.Tensor:
    sp_size = get_sequence_parallel_world_size()
    if sp_size == 1:
        return hidden_states
    num_tokens = get_num_tokens(forward_batch)
    pad_len = (-num_tokens) % sp_size
    if pad_len > 0:
        hidden_states = F.pad(hidden_states[:num_tokens], (0, 0, 0, pad_len))
    forward_batch.sp_padded = True
    return hidden_states


def scatter_for_sequence_parallel(hidden_states: torch.Tensor) -> torch.Tensor:
    sp_size = get_sequence_parallel_world_size()
    if sp_size == 1:
        return hidden_states
    chunk = hidden_states.shape[0] // sp_size
    rank = get_sequence_parallel_rank()
    return hidden_states[rank * chunk:(rank + 1) * chunk]
