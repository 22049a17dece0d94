import torch

from s624_rerank_pooling_metadata_disabled.model import CrossEncoderReranker

ENTRY = "s624_rerank_pooling_metadata_disabled.model:CrossEncoderReranker.compute_scores"


def inputs():
    model = CrossEncoderReranker().eval()
    return (model, torch.randn(3, 5, 8), torch.ones(3, 5, dtype=torch.long))
