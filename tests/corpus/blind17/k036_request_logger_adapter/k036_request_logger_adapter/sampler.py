import torch

from .processors import apply_temperature, top_k_filter

TEMPERATURES = (0.7, 1.0, 1.3)


@torch.compile(fullgraph=True)
def sample_batch(logits):
    rows = [
        top_k_filter(apply_temperature(logits[i], TEMPERATURES[i], i), 4)
        for i in range(logits.shape[0])
    ]
    return torch.softmax(torch.stack(rows), dim=-1)
