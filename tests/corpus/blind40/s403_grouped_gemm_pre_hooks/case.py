import torch

ENTRY = "s403_grouped_gemm_pre_hooks.fused_moe:fused_moe"


def inputs():
    num_experts, hidden, inter = 4, 8, 16
    return (
        torch.randn(4, hidden),
        torch.randn(num_experts, 2 * inter, hidden) * 0.1,
        torch.randn(num_experts, hidden, inter) * 0.1,
        torch.randn(4, num_experts),
        2,
        True,
    )
