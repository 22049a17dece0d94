import torch

from s699_mamba2_chunk_metadata_post_init import Mamba2PrefillRunner

ENTRY = "s699_mamba2_chunk_metadata_post_init.runner:Mamba2PrefillRunner.execute"


def inputs():
    return (Mamba2PrefillRunner(), torch.randn(8, 16), torch.tensor([0, 0, 0, 1, 1, 1, 1, 1]))
