import torch

ENTRY = "s1255_collective_heartbeat_decorator.logits:compute_next_token_logits"


def inputs():
    return (torch.randn(4, 8),)
