import torch

from .comm import SingleProcessAllToAll

NUM_EXPERTS, HIDDEN = 4, 8


class AlltoAllTokenDispatcher:
    def __init__(self, num_experts: int, a2a: SingleProcessAllToAll):
        self.num_experts = num_experts
        self.a2a = a2a

    def token_permutation(self, hidden_states, topk_ids):
        top_k = topk_ids.shape[1]
        sorted_ids, sorted_idx = topk_ids.flatten().sort(stable=True)
        permuted = hidden_states.index_select(0, sorted_idx // top_k)
        return self.a2a(permuted, "dispatch"), sorted_ids, sorted_idx

    def token_unpermutation(self, expert_out, sorted_idx, topk_weights):
        top_k = topk_weights.shape[1]
        returned = self.a2a(expert_out, "combine")
        weights = topk_weights.flatten()[sorted_idx].unsqueeze(-1)
        out = returned.new_zeros(returned.shape[0] // top_k, returned.shape[-1])
        return out.index_add(0, sorted_idx // top_k, returned * weights)


_dispatcher = AlltoAllTokenDispatcher(NUM_EXPERTS, SingleProcessAllToAll())
_expert_scale = torch.linspace(0.5, 1.5, NUM_EXPERTS)


@torch.compile(fullgraph=True)
def moe_layer_forward(hidden_states, topk_ids, topk_weights):
    permuted, sorted_ids, sorted_idx = _dispatcher.token_permutation(hidden_states, topk_ids)
    expert_out = permuted * _expert_scale[sorted_ids].unsqueeze(-1)
    return _dispatcher.token_unpermutation(expert_out, sorted_idx, topk_weights)
