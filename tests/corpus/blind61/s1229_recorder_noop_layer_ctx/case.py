import torch

ENTRY = "s1229_recorder_noop_layer_ctx.qwen_moe:forward_decode"


def inputs():
    return (torch.randn(4, 8),)
