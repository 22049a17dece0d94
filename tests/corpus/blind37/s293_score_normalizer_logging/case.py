import torch

ENTRY = "s293_score_normalizer_logging.scorer:score_batch"


def inputs():
    return (torch.randn(4, 10),)
