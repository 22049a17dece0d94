import torch

ENTRY = "s357_qwen2vl_patch_merger_compiling_guard.vision_head:vision_head"


def inputs():
    # 16 patches (already in 2x2 merge order) of width 8 -> 4 LLM tokens
    return (torch.randn(16, 8),)
