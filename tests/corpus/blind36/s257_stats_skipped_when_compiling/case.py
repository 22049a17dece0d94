import torch

from s257_stats_skipped_when_compiling.transformer import TinyTransformer

ENTRY = "s257_stats_skipped_when_compiling.transformer:TinyTransformer.forward"


def inputs():
    return (TinyTransformer(), torch.randn(4, 8))
