import torch
import torch.distributed as dist

from .dp_state import get_attention_dp_size, get_dp_state


def dp_all_gather_num_tokens(local_num_tokens: torch.Tensor) -> torch.Tensor:
    """Gather the per-rank token counts of every attention-DP rank."""
    dp_size = get_attention_dp_size()
    if dp_size == 1:
        return local_num_tokens.reshape(1)
    global_num_tokens = torch.empty(dp_size, dtype=local_num_tokens.dtype, device=local_num_tokens.device)
    dist.all_gather_into_tensor(global_num_tokens, local_num_tokens.reshape(1), group=get_dp_state().group)
    return global_num_tokens


def dp_gather_hidden(hidden_states: torch.Tensor, global_num_tokens: torch.Tensor) -> torch.Tensor:
    if get_attention_dp_size() == 1:
        return hidden_states
    out = torch.empty(
        (hidden_states.shape[0] * get_attention_dp_size(), hidden_states.shape[1]),
        dtype=hidden_states.dtype,
        device=hidden_states.device,
    )
    dist.all_gather_into_tensor(out, hidden_states.contiguous(), group=get_dp_state().group)
    return out
