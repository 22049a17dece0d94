import torch

ENTRY = "s406_hf_expert_hit_loop.modeling_qwen_moe:compiled_layer"


def inputs():
    return (torch.randn(1, 4, 8),)
