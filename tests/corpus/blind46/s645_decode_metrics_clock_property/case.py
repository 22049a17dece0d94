import torch

from s645_decode_metrics_clock_property.engine import ENGINE

ENTRY = "s645_decode_metrics_clock_property.engine:DecodeEngine.step"


def inputs():
    token_counts = torch.zeros(4, 8, dtype=torch.long)
    token_counts[0, 3] = 2
    token_counts[2, 5] = 1
    return (ENGINE, torch.randn(4, 8), token_counts, torch.zeros(4))
