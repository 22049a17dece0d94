"""KV-cache slot bookkeeping for draft tokens.

On GPU this is a Triton kernel launched per request; the reference
implementation below is kept out of the traced graph.
"""
import torch


@torch.compiler.disable
def assign_draft_cache_locs(
    req_to_token: torch.Tensor,
    req_pool_indices: torch.Tensor,
    seq_lens: torch.Tensor,
    out_cache_loc: torch.Tensor,
    topk: int,
    num_steps: int,
) -> torch.Tensor:
    bs = req_pool_indices.shape[0]
    per_req = topk * num_steps
    locs = out_cache_loc.view(bs, per_req)
    for i in range(bs):
        start = int(seq_lens[i])
        req_to_token[req_pool_indices[i], start : start + per_req] = locs[i]
    return locs


def draft_positions(seq_lens: torch.Tensor, topk: int, num_steps: int) -> torch.Tensor:
    steps = torch.arange(num_steps, device=seq_lens.device)
    pos = seq_lens[:, None] + steps[None, :]
    return pos.repeat_interleave(topk, dim=1)
