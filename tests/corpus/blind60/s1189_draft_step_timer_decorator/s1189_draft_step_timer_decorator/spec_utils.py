from typing import Tuple

import torch


def fast_topk(values: torch.Tensor, topk: int, dim: int) -> Tuple[torch.Tensor, torch.Tensor]:
    if topk == 1:
        max_value, max_index = torch.max(values, dim=dim)
        return max_value.unsqueeze(dim), max_index.unsqueeze(dim)
    return torch.topk(values, topk, dim=dim)


def select_top_k_tokens(
    step: int,
    topk_p: torch.Tensor,
    topk_index: torch.Tensor,
    hidden_states: torch.Tensor,
    scores: torch.Tensor,
    topk: int,
):
    if step == 0:
        input_ids = topk_index.flatten()
        hidden_states = hidden_states.repeat_interleave(topk, dim=0)
        scores = topk_p
        tree_info = (topk_p.unsqueeze(1), topk_index, torch.arange(-1, topk, dtype=torch.long).unsqueeze(0))
    else:
        expand_scores = torch.mul(scores.unsqueeze(2), topk_p.reshape(-1, topk, topk))
        topk_cs_p, topk_cs_index = fast_topk(expand_scores.flatten(start_dim=1), topk, dim=-1)
        scores = topk_cs_p
        topk_index = topk_index.reshape(-1, topk**2)
        input_ids = torch.gather(topk_index, index=topk_cs_index, dim=1).flatten()
        selected = topk_cs_index // topk + torch.arange(0, hidden_states.shape[0], step=topk).unsqueeze(1)
        hidden_states = hidden_states[selected.flatten()]
        tree_info = (expand_scores, topk_index, topk_cs_index)
    return input_ids, hidden_states, scores, tree_info
