import torch


def compute_expert_load(topk_ids: torch.Tensor, num_experts: int) -> torch.Tensor:
    flat = topk_ids.flatten()
    ones = torch.ones_like(flat, dtype=torch.int32)
    return torch.zeros(num_experts, dtype=torch.int32, device=topk_ids.device).scatter_add_(
        0, flat, ones
    )


def grouped_topk(router_logits: torch.Tensor, top_k: int, num_groups: int, topk_group: int):
    scores = torch.sigmoid(router_logits)
    T, E = scores.shape
    group_scores = scores.view(T, num_groups, E // num_groups).max(dim=-1).values
    group_idx = torch.topk(group_scores, k=topk_group, dim=-1).indices
    group_mask = torch.zeros_like(group_scores).scatter_(1, group_idx, 1.0)
    score_mask = group_mask.unsqueeze(-1).expand(T, num_groups, E // num_groups).reshape(T, E)
    masked = scores.masked_fill(score_mask == 0, 0.0)
    topk_weights, topk_ids = torch.topk(masked, k=top_k, dim=-1)
    topk_weights = topk_weights / topk_weights.sum(dim=-1, keepdim=True)
    return topk_weights, topk_ids
