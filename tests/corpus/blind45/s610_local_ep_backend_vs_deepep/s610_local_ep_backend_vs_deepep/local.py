import torch
import torch.distributed as dist


class LocalAllToAllDispatcher:
    """Sort-based dispatch; the exchange is a real all_to_all only under torch.distributed."""

    def __init__(self, group, hidden_size: int, num_experts: int):
        self.group = group
        self.num_experts = num_experts

    def _exchange(self, x: torch.Tensor) -> torch.Tensor:
        if self.group is not None and dist.is_initialized():
            out = torch.empty_like(x)
            dist.all_to_all_single(out, x, group=self.group)
            return out
        return x

    def dispatch(self, hidden_states, topk_ids, topk_weights):
        top_k = topk_ids.shape[1]
        sorted_ids, sorted_idx = topk_ids.flatten().sort(stable=True)
        recv = self._exchange(hidden_states.index_select(0, sorted_idx // top_k))
        recv_weights = topk_weights.flatten()[sorted_idx]
        self._sorted_idx = sorted_idx
        return recv, sorted_ids, recv_weights, top_k

    def combine(self, expert_out, recv_weights, top_k):
        back = self._exchange(expert_out * recv_weights.unsqueeze(-1))
        out = back.new_zeros(back.shape[0] // top_k, back.shape[-1])
        return out.index_add(0, self._sorted_idx // top_k, back)
