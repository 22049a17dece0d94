import torch

from s493_cls_pooler_uniform_len_fastpath.runner import EmbeddingModelConfig, EmbeddingModelRunner

ENTRY = "s493_cls_pooler_uniform_len_fastpath.runner:EmbeddingModelRunner.embed"


def inputs():
    runner = EmbeddingModelRunner(EmbeddingModelConfig())
    return (runner, torch.randn(12, 8), torch.tensor([4, 4, 4]))
