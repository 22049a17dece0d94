import torch

ENTRY = "r019_moe_skip_idle_experts.qwen_moe:compiled_block"


def inputs():
    return (torch.randn(2, 3, 8),)
