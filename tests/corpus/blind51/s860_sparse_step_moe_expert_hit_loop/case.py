import torch

ENTRY = "s860_sparse_step_moe_expert_hit_loop.modeling_qwen2_moe:compiled_model"


def inputs():
    return (torch.randn(1, 4, 8),)
