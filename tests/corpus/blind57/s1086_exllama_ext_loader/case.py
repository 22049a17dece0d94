import torch

ENTRY = "s1086_exllama_ext_loader.gptq:compute_logits"


def inputs():
    return (torch.randn(2, 64),)
