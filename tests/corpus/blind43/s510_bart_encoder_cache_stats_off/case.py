import torch

ENTRY = "s510_bart_encoder_cache_stats_off.runner:decode"


def inputs():
    input_ids = torch.tensor([[2], [17], [30]])
    request_slots = torch.tensor([0, 2, 3])
    return (input_ids, request_slots)
