import torch
import torch.nn.functional as F

from .a2a_dispatcher import AllToAllTokenDispatcher

NUM_EXPERTS = 4
TOP_K = 2
_dispatcher = AllToAllTokenDispatcher(NUM_EXPERTS, TOP_K)


@torch.compile(fullgraph=True)
def moe_forward(hidden_states, router_logits, w_up, w_down):
    num_tokens = hidden_states.shape[0]
    probs = torch.softmax(router_logits.float(), dim=-1)
    topk_weights, topk_ids = torch.topk(probs, TOP_K, dim=-1)
    topk_weights = topk_weights / topk_weights.sum(-1, keepdim=True)
    recv, sorted_ids, order, src_tokens, send_counts, recv_counts = _dispatcher.dispatch(
        hidden_states, topk_ids
    )
    h = torch.bmm(w_up[sorted_ids], recv.unsqueeze(-1)).squeeze(-1)
    h = torch.bmm(w_down[sorted_ids], F.silu(h).unsqueeze(-1)).squeeze(-1)
    return _dispatcher.combine(h, order, src_tokens, topk_weights, send_counts, recv_counts,
                               num_tokens)
