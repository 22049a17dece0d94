import torch

ENTRY = "s668_moe_wna16_tokens_per_expert.qwen_moe:compiled_moe_block"


def inputs():
    return (torch.randn(4, 8),)
