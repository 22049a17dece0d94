import torch

from s970_qformer_pooler_backend_probe.pooler import QFormerPooler

ENTRY = "s970_qformer_pooler_backend_probe.pooler:QFormerPooler.pool_image_tokens"


def inputs():
    torch.manual_seed(0)
    mask = torch.ones(2, 6)
    mask[0, 5:] = 0.0
    mask[1, 3:] = 0.0
    return (QFormerPooler().eval(), torch.randn(2, 6, 8), mask)
