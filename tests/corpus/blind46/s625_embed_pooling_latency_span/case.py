import torch

ENTRY = "s625_embed_pooling_latency_span.runner:step"


def inputs():
    attention_mask = torch.tensor([[1, 1, 1, 0], [1, 1, 1, 1]])
    return (torch.randn(2, 4, 8), attention_mask)
