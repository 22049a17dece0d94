import torch

ENTRY = "s025_sdpa_output_attentions_fallback.pipeline:encode_batch"


def inputs():
    return (torch.randn(2, 6, 16), torch.tensor([6, 4]))
