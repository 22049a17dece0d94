import torch

ENTRY = "h064_cpu_attention_thread_chunks.cpu_attn:attention"


def inputs():
    return (torch.randn(1, 4, 3, 2), torch.randn(1, 4, 3, 2), torch.randn(1, 4, 3, 2))
