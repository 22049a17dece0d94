import torch

ENTRY = "s440_sequence_parallel_config_off.decoder_layer:decoder_mlp_step"


def inputs():
    return (
        torch.randn(4, 8),
        torch.randn(4, 8),
        torch.tensor([3, 1]),
        torch.ones(8),
        torch.randn(32, 8) * 0.1,
        torch.randn(8, 16) * 0.1,
    )
