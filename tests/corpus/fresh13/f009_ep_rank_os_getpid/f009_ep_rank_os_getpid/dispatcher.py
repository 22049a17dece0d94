import torch

from .parallel_state import get_ep_rank, get_ep_size

NUM_EXPERTS = 4


def _local_expert_range() -> tuple[int, int]:
    per_rank = NUM_EXPERTS // get_ep_size()
    start = get_ep_rank() * per_rank
    return start, start + per_rank


@torch.compile(fullgraph=True)
def dispatch(hidden_states: torch.Tensor, topk_ids: torch.Tensor) -> torch.Tensor:
    start, end = _local_expert_range()
    local = (topk_ids >= start) & (topk_ids < end)
    return hidden_states * local.unsqueeze(-1).to(hidden_states.dtype)
