import torch

ENTRY = "s796_gptq_exllama_shuffle_gc.model:compiled_mlp"


def inputs():
    return (torch.randn(2, 8),)
