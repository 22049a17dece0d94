import torch
import torch.nn as nn

from .env_utils import describe_determinism, get_bool_env_var, prepare_deterministic_environment


def _combine_index_add(
    expert_out: torch.Tensor, topk_weights: torch.Tensor, token_idx: torch.Tensor, num_tokens: int
) -> torch.Tensor:
    weighted = expert_out * topk_weights.reshape(-1, 1)
    out = torch.zeros(num_tokens, expert_out.shape[-1], dtype=expert_out.dtype, device=expert_out.device)
    return out.index_add_(0, token_idx, weighted)


def _combine_fixed_order(
    expert_out: torch.Tensor, topk_weights: torch.Tensor, num_tokens: int, top_k: int
) -> torch.Tensor:
    hidden = expert_out.shape[-1]
    per_token = expert_out.view(num_tokens, top_k, hidden).float()
    acc = per_token[:, 0] * topk_weights[:, 0:1].float()
    for k in range(1, top_k):
        acc = acc + per_token[:, k] * topk_weights[:, k:k + 1].float()
    return acc.to(expert_out.dtype)


class FusedMoECombine(nn.Module):
    def __init__(self, top_k: int, routed_scaling_factor: float = 1.0):
        super().__init__()
        self.top_k = top_k
        self.routed_scaling_factor = routed_scaling_factor
        self.deterministic = get_bool_env_var("S847_ENABLE_DETERMINISTIC_INFERENCE", "true")
        if self.deterministic:
            prepare_deterministic_environment()

    def extra_repr(self) -> str:
        return f"top_k={self.top_k}, {describe_determinism()}"

    def forward(
        self, expert_out: torch.Tensor, topk_weights: torch.Tensor, token_idx: torch.Tensor
    ) -> torch.Tensor:
        num_tokens = topk_weights.shape[0]
        if self.deterministic or torch.are_deterministic_algorithms_enabled():
            out = _combine_fixed_order(expert_out, topk_weights, num_tokens, self.top_k)
        else:
            out = _combine_index_add(expert_out, topk_weights, token_idx, num_tokens)
        if self.routed_scaling_factor != 1.0:
            out = out * self.routed_scaling_factor
        return out


fused_moe_combine = FusedMoECombine(top_k=2, routed_scaling_factor=2.5)
combine = torch.compile(fused_moe_combine.forward, fullgraph=True)
