from __future__ import annotations

import torch

from .topk_config import StandardTopKOutput, TopKConfig


def _scores(router_logits: torch.Tensor, cfg: TopKConfig) -> torch.Tensor:
    if cfg.scoring_func == "softmax":
        return torch.softmax(router_logits.float(), dim=-1)
    return router_logits.float().sigmoid()


def _grouped_mask(scores: torch.Tensor, cfg: TopKConfig) -> torch.Tensor:
    n, e = scores.shape
    group_scores = scores.view(n, cfg.num_expert_group, -1).max(dim=-1).values
    group_idx = torch.topk(group_scores, k=cfg.topk_group, dim=-1).indices
    group_mask = torch.zeros_like(group_scores).scatter_(1, group_idx, 1)
    return group_mask.unsqueeze(-1).expand(n, cfg.num_expert_group, e // cfg.num_expert_group).reshape(n, e)


def select_experts(router_logits: torch.Tensor, cfg: TopKConfig) -> StandardTopKOutput:
    scores = _scores(router_logits, cfg)
    if cfg.correction_bias is not None:
        scores = scores + cfg.correction_bias
    if cfg.use_grouped_topk:
        scores = scores.masked_fill(_grouped_mask(scores, cfg) == 0, 0.0)
    topk_weights, topk_ids = torch.topk(scores, k=cfg.top_k, dim=-1)
    if cfg.renormalize:
        topk_weights = topk_weights / topk_weights.sum(dim=-1, keepdim=True)
    topk_weights = topk_weights * cfg.routed_scaling_factor
    return StandardTopKOutput(topk_weights, topk_ids, router_logits)
