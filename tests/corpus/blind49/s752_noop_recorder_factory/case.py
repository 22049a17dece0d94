import torch

ENTRY = "s752_noop_recorder_factory.qwen2_moe:model"


def inputs():
    return (torch.randn(4, 8),)
