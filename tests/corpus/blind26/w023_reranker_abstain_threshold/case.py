import torch

ENTRY = "w023_reranker_abstain_threshold.reranker:rerank_step"


def inputs():
    return (torch.randn(4, 10),)
